/* Private: the parity of a lane mask, which the crossing-number kernels count crossings by. */
#ifndef SAT2D_PARITY_H
#define SAT2D_PARITY_H

/* 1 if m has an odd number of set bits, else 0. */
static inline int sat2d_parity(unsigned m) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_parity(m);
#else
    m ^= m >> 16;
    m ^= m >> 8;
    m ^= m >> 4;
    m ^= m >> 2;
    m ^= m >> 1;
    return (int)(m & 1u);
#endif
}

#endif
