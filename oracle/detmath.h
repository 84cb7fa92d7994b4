/* oracle/detmath.h — sine, cosine and powers of ten from + - * / only, so every platform draws
 * the same cases from the same seed. libm's sin, cos and pow may differ in the last bit between
 * x86-64 and aarch64 (different code paths, FMA inside), and one bit is enough to move a
 * generated corner, and with it a case, across a contact. IEEE basic operations are correctly
 * rounded everywhere, and the project builds with -ffp-contract=off, so these series are bit-for-
 * bit identical; accuracy (about 1e-16) is beside the point. */
#ifndef SAT2D_PROPTEST_DETMATH_H
#define SAT2D_PROPTEST_DETMATH_H

#include <math.h>

/* sin x and cos x: x reduced to [-pi, pi], then Taylor series to 40 terms. */
static inline void det_sincos(double x, double *s, double *c) {
    const double two_pi = 6.283185307179586;
    double r = x - nearbyint(x / two_pi) * two_pi, term = r, sum_s = 0, sum_c = 0, tc = 1;
    for (int k = 1; k < 40; k += 2) {
        sum_s += term, sum_c += tc;
        term *= -r * r / ((k + 1) * (k + 2));
        tc *= -r * r / (k * (k + 1));
    }
    *s = sum_s, *c = sum_c;
}

/* 10^e: 2^(e log2 10) as an exact power of two times e^(f ln 2), f in [0, 1), by series. */
static inline double det_exp10(double e) {
    double p = e * 3.321928094887362, k = floor(p), f = (p - k) * 0.6931471805599453;
    double term = 1, sum = 0;
    for (int i = 1; i < 30; i++)
        sum += term, term *= f / i;
    return ldexp(sum, (int)k);
}

#endif
