/* Private: one vocabulary for 4-lane (SSE) and 8-lane (AVX) float vectors over SIMDe, so a
 * kernel is written once and compiled twice. A kernel file defines SAT2D_W as 4 or 8, then
 * includes this header; every name below maps to simde_mm_* or simde_mm256_* intrinsics,
 * which SIMDe turns into native SSE/AVX on x86 and NEON on aarch64.
 *
 * All arithmetic is separate multiply and add (never FMA), so with -ffp-contract=off each
 * lane rounds exactly like the scalar expression it mirrors. */
#ifndef SAT2D_LANES_H
#define SAT2D_LANES_H

#include <stdint.h>

#include <simde/x86/avx2.h>

#include "compiler_hints.h"
#include "sat2d/registry.h"

#if SAT2D_W == 4
typedef simde__m128 vf;
#define V_LOAD(p) simde_mm_loadu_ps(p)
#define V_STORE(p, v) simde_mm_storeu_ps((p), (v))
#define V_SET1(x) simde_mm_set1_ps(x)
#define V_ADD(a, b) simde_mm_add_ps((a), (b))
#define V_SUB(a, b) simde_mm_sub_ps((a), (b))
#define V_MUL(a, b) simde_mm_mul_ps((a), (b))
#define V_DIV(a, b) simde_mm_div_ps((a), (b))
#define V_SQRT(a) simde_mm_sqrt_ps(a)
#define V_MIN(a, b) simde_mm_min_ps((a), (b))
#define V_MAX(a, b) simde_mm_max_ps((a), (b))
#define V_AND(a, b) simde_mm_and_ps((a), (b))
#define V_OR(a, b) simde_mm_or_ps((a), (b))
#define V_XOR(a, b) simde_mm_xor_ps((a), (b))
#define V_ANDNOT(a, b) simde_mm_andnot_ps((a), (b))
#define V_BLEND(a, b, mask) simde_mm_blendv_ps((a), (b), (mask))
#define V_GT(a, b) simde_mm_cmpgt_ps((a), (b))
#define V_LT(a, b) simde_mm_cmplt_ps((a), (b))
#define V_LE(a, b) simde_mm_cmple_ps((a), (b))
#define V_EQ(a, b) simde_mm_cmpeq_ps((a), (b))
#define V_NEQ(a, b) simde_mm_cmpneq_ps((a), (b))
#define V_MASK(a) simde_mm_movemask_ps(a)
#define V_ALL_MASK 0xF
/* The lanes' bit patterns as 32-bit integers: a - b, signed and unsigned min/max, a > b
 * signed (a mask), k in every lane. */
#define V_INT2(op, a, b)                                                                           \
    simde_mm_castsi128_ps(op(simde_mm_castps_si128(a), simde_mm_castps_si128(b)))
#define V_ISUB(a, b) V_INT2(simde_mm_sub_epi32, a, b)
#define V_IMAX(a, b) V_INT2(simde_mm_max_epi32, a, b)
#define V_UMIN(a, b) V_INT2(simde_mm_min_epu32, a, b)
#define V_UMAX(a, b) V_INT2(simde_mm_max_epu32, a, b)
#define V_IGT(a, b) V_INT2(simde_mm_cmpgt_epi32, a, b)
#define V_ISET1(k) simde_mm_castsi128_ps(simde_mm_set1_epi32(k))
#elif SAT2D_W == 8
typedef simde__m256 vf;
#define V_LOAD(p) simde_mm256_loadu_ps(p)
#define V_STORE(p, v) simde_mm256_storeu_ps((p), (v))
#define V_SET1(x) simde_mm256_set1_ps(x)
#define V_ADD(a, b) simde_mm256_add_ps((a), (b))
#define V_SUB(a, b) simde_mm256_sub_ps((a), (b))
#define V_MUL(a, b) simde_mm256_mul_ps((a), (b))
#define V_DIV(a, b) simde_mm256_div_ps((a), (b))
#define V_SQRT(a) simde_mm256_sqrt_ps(a)
#define V_MIN(a, b) simde_mm256_min_ps((a), (b))
#define V_MAX(a, b) simde_mm256_max_ps((a), (b))
#define V_AND(a, b) simde_mm256_and_ps((a), (b))
#define V_OR(a, b) simde_mm256_or_ps((a), (b))
#define V_XOR(a, b) simde_mm256_xor_ps((a), (b))
#define V_ANDNOT(a, b) simde_mm256_andnot_ps((a), (b))
#define V_BLEND(a, b, mask) simde_mm256_blendv_ps((a), (b), (mask))
#define V_GT(a, b) simde_mm256_cmp_ps((a), (b), SIMDE_CMP_GT_OQ)
#define V_LT(a, b) simde_mm256_cmp_ps((a), (b), SIMDE_CMP_LT_OQ)
#define V_LE(a, b) simde_mm256_cmp_ps((a), (b), SIMDE_CMP_LE_OQ)
#define V_EQ(a, b) simde_mm256_cmp_ps((a), (b), SIMDE_CMP_EQ_OQ)
#define V_NEQ(a, b) simde_mm256_cmp_ps((a), (b), SIMDE_CMP_NEQ_UQ)
#define V_MASK(a) simde_mm256_movemask_ps(a)
#define V_ALL_MASK 0xFF
#define V_INT2(op, a, b)                                                                           \
    simde_mm256_castsi256_ps(op(simde_mm256_castps_si256(a), simde_mm256_castps_si256(b)))
#define V_ISUB(a, b) V_INT2(simde_mm256_sub_epi32, a, b)
#define V_IMAX(a, b) V_INT2(simde_mm256_max_epi32, a, b)
#define V_UMIN(a, b) V_INT2(simde_mm256_min_epu32, a, b)
#define V_UMAX(a, b) V_INT2(simde_mm256_max_epu32, a, b)
#define V_IGT(a, b) V_INT2(simde_mm256_cmpgt_epi32, a, b)
#define V_ISET1(k) simde_mm256_castsi256_ps(simde_mm256_set1_epi32(k))
#else
#error "define SAT2D_W as 4 or 8 before including lanes.h"
#endif

/* Keeps the float lanes v in a register from here on. GCC folds a vector load into each
 * instruction that uses it, so a value used twice is read from memory twice, a load-port slot
 * each time; the empty asm claims to change v, so v must be loaded once, into a register. It
 * is a no-op for the compiler's arithmetic (no instruction is emitted), so every lane still
 * rounds as before. Only where the lanes are a native x86 register ("x"); elsewhere (NEON,
 * WebAssembly, SIMDe's portable forms) it does nothing. */
#if (defined(__GNUC__) || defined(__clang__)) &&                                                   \
    ((SAT2D_W == 4 && defined(SIMDE_X86_SSE_NATIVE)) ||                                            \
     (SAT2D_W == 8 && defined(SIMDE_X86_AVX_NATIVE)))
#define V_KEEP(v) __asm__("" : "+x"(v))
#else
#define V_KEEP(v) ((void)(v))
#endif

/* Double lanes: W/2 doubles per register, so one float register widens into two (lo: float
 * lanes 0..W/2-1, hi: lanes W/2..W-1). The exact decisions of the reference are written in
 * double (products of two floats are exact there); the same expressions in double lanes round
 * exactly as the scalar code. */
#if SAT2D_W == 4
typedef simde__m128d vd;
#define VD_SET1(x) simde_mm_set1_pd(x)
#define VD_ADD(a, b) simde_mm_add_pd((a), (b))
#define VD_SUB(a, b) simde_mm_sub_pd((a), (b))
#define VD_MUL(a, b) simde_mm_mul_pd((a), (b))
#define VD_DIV(a, b) simde_mm_div_pd((a), (b))
#define VD_SQRT(a) simde_mm_sqrt_pd(a)
#define VD_GT(a, b) simde_mm_cmpgt_pd((a), (b))
#define VD_LT(a, b) simde_mm_cmplt_pd((a), (b))
#define VD_LE(a, b) simde_mm_cmple_pd((a), (b))
#define VD_GE(a, b) simde_mm_cmpge_pd((a), (b))
#define VD_MASK(a) simde_mm_movemask_pd(a)
#define VD_MIN(a, b) simde_mm_min_pd((a), (b))
#define VD_MAX(a, b) simde_mm_max_pd((a), (b))
#define VD_EQ(a, b) simde_mm_cmpeq_pd((a), (b))
#define VD_AND(a, b) simde_mm_and_pd((a), (b))
#define VD_OR(a, b) simde_mm_or_pd((a), (b))
#define VD_XOR(a, b) simde_mm_xor_pd((a), (b))
#define VD_ANDNOT(a, b) simde_mm_andnot_pd((a), (b)) /* b with the lanes of mask a cleared */
#define VD_LO(v) simde_mm_cvtps_pd(v)
#define VD_HI(v) simde_mm_cvtps_pd(simde_mm_movehl_ps((v), (v)))
/* The float lanes of two double registers, each rounded as a C cast rounds. */
#define VD_TO_VF(lo, hi) simde_mm_movelh_ps(simde_mm_cvtpd_ps(lo), simde_mm_cvtpd_ps(hi))
#else
typedef simde__m256d vd;
#define VD_SET1(x) simde_mm256_set1_pd(x)
#define VD_ADD(a, b) simde_mm256_add_pd((a), (b))
#define VD_SUB(a, b) simde_mm256_sub_pd((a), (b))
#define VD_MUL(a, b) simde_mm256_mul_pd((a), (b))
#define VD_DIV(a, b) simde_mm256_div_pd((a), (b))
#define VD_SQRT(a) simde_mm256_sqrt_pd(a)
#define VD_GT(a, b) simde_mm256_cmp_pd((a), (b), SIMDE_CMP_GT_OQ)
#define VD_LT(a, b) simde_mm256_cmp_pd((a), (b), SIMDE_CMP_LT_OQ)
#define VD_LE(a, b) simde_mm256_cmp_pd((a), (b), SIMDE_CMP_LE_OQ)
#define VD_GE(a, b) simde_mm256_cmp_pd((a), (b), SIMDE_CMP_GE_OQ)
#define VD_MASK(a) simde_mm256_movemask_pd(a)
#define VD_MIN(a, b) simde_mm256_min_pd((a), (b))
#define VD_MAX(a, b) simde_mm256_max_pd((a), (b))
#define VD_EQ(a, b) simde_mm256_cmp_pd((a), (b), SIMDE_CMP_EQ_OQ)
#define VD_AND(a, b) simde_mm256_and_pd((a), (b))
#define VD_OR(a, b) simde_mm256_or_pd((a), (b))
#define VD_XOR(a, b) simde_mm256_xor_pd((a), (b))
#define VD_ANDNOT(a, b) simde_mm256_andnot_pd((a), (b))
#define VD_LO(v) simde_mm256_cvtps_pd(simde_mm256_castps256_ps128(v))
#define VD_HI(v) simde_mm256_cvtps_pd(simde_mm256_extractf128_ps((v), 1))
#define VD_TO_VF(lo, hi)                                                                           \
    simde_mm256_insertf128_ps(simde_mm256_castps128_ps256(simde_mm256_cvtpd_ps(lo)),               \
                              simde_mm256_cvtpd_ps(hi), 1)
#endif
/* Float-lane mask bits (as V_MASK gives them) of a comparison done in two double halves. */
#define VD_MASK2(lo, hi) ((unsigned)VD_MASK(lo) | ((unsigned)VD_MASK(hi) << (SAT2D_W / 2)))

/* Smallest and largest lane: a shuffle ladder on the low 128 bits after folding the high
 * half (AVX). Used once per axis (corners in lanes), never in an inner loop. */
static inline float v4_hmin(simde__m128 v) {
    v = simde_mm_min_ps(v, simde_mm_movehl_ps(v, v));
    v = simde_mm_min_ps(v, simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(1, 1, 1, 1)));
    return simde_mm_cvtss_f32(v);
}

static inline float v4_hmax(simde__m128 v) {
    v = simde_mm_max_ps(v, simde_mm_movehl_ps(v, v));
    v = simde_mm_max_ps(v, simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(1, 1, 1, 1)));
    return simde_mm_cvtss_f32(v);
}

#if SAT2D_W == 4
static inline float v_hmin(vf v) {
    return v4_hmin(v);
}
static inline float v_hmax(vf v) {
    return v4_hmax(v);
}
#else
static inline float v_hmin(vf v) {
    return v4_hmin(
        simde_mm_min_ps(simde_mm256_castps256_ps128(v), simde_mm256_extractf128_ps(v, 1)));
}
static inline float v_hmax(vf v) {
    return v4_hmax(
        simde_mm_max_ps(simde_mm256_castps256_ps128(v), simde_mm256_extractf128_ps(v, 1)));
}
#endif

/* |v|: the sign bit cleared. */
static inline vf v_abs(vf v) {
    return V_ANDNOT(V_SET1(-0.0f), v);
}

/* Writes 1 to out[l] for every lane l of a comparison mask whose sign bit is set (the bit
 * V_MASK reads), 0 elsewhere (or the reverse with invert = 1): verdicts leave the registers as
 * bytes, one 4- or 8-byte store per block. A per-lane loop over the movemask's bits, as this
 * was, cost gcc about 40 scalar operations per 8 lanes and bounded every pairs-in-lanes kernel
 * (docs/tricks.md, "Memory and code shape").
 * 4 lanes on native SSE2: the 4 mask bits times 0x00204081 (bit k copied to bits k, k+7, k+14
 * and k+21; no two copies share a bit, so no carries) put bit k at bit 8k, which the 0x01
 * byte mask keeps: four scalar operations, fewer than the packs below on a 2-operand ISA.
 * Elsewhere (8 lanes, NEON, portable) the lanes are narrowed in the vector unit: two signed
 * saturating packs keep each lane's sign in its byte. */
static inline void v_store_hits(uint8_t *out, vf mask, int invert) {
#if SAT2D_W == 4 && defined(SIMDE_X86_SSE2_NATIVE)
    uint32_t m = (uint32_t)V_MASK(mask);
    uint32_t bytes = ((m * 0x00204081u) & 0x01010101u) ^ (invert ? 0x01010101u : 0u);
    simde_memcpy(out, &bytes, sizeof bytes); /* x86: byte k of the word is out[k] */
#else
#if SAT2D_W == 4
    simde__m128i m = simde_mm_castps_si128(mask);
    simde__m128i words = simde_mm_packs_epi32(m, m);
#else
    simde__m256i m = simde_mm256_castps_si256(mask);
    simde__m128i words =
        simde_mm_packs_epi32(simde_mm256_castsi256_si128(m), simde_mm256_extractf128_si256(m, 1));
#endif
    simde__m128i bytes = simde_mm_packs_epi16(words, words); /* lane l's sign in byte l */
    simde__m128i set = simde_mm_cmplt_epi8(bytes, simde_mm_setzero_si128()),
                 one = simde_mm_set1_epi8(1);
    bytes = invert ? simde_mm_andnot_si128(set, one) : simde_mm_and_si128(set, one);
#if SAT2D_W == 4
    simde_mm_storeu_si32(out, bytes);
#else
    simde_mm_storeu_si64(out, bytes);
#endif
#endif
}

/* Number of set lanes in a comparison mask. */
static inline int v_count(vf mask) {
    unsigned m = (unsigned)V_MASK(mask);
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_popcount(m);
#else
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
#endif
}

/* Marks the steady-state block of a pairs-in-lanes batch loop of `test`: W pairs of the
 * variant <width>_batch (compiler_hints.h, SAT2D_MCA_BEGIN). */
#define SAT2D_MCA_BATCH_BEGIN(test) SAT2D_MCA_BEGIN(test, SAT2D_WIDTH_TEXT "_batch", SAT2D_W)
#define SAT2D_MCA_BATCH_END(test) SAT2D_MCA_END(test, SAT2D_WIDTH_TEXT "_batch", SAT2D_W)

#endif
