/* Private: the capsule verdicts decided in float lanes by a filter with a proven error bound;
 * the lanes it cannot certify go to the reference (docs/agreement.md, "Capsule filter").
 *
 * Why: the reference (capsule_parts.h) rounds in double, which a twin can only copy in double
 * lanes, half as many per register as floats, plus the conversions. Here every expression of
 * the end-to-core test runs in float from the same float inputs, and a lane is decided only
 * where the float result provably has the sign the double one has:
 * - the guard Q = |f|^2 + |g|^2 + (ra + rb)^2 <= 2^62 (f = p - s0, g = p - s1) bounds every
 *   difference by 2^32, so no float product overflows, and fails on NaN and infinities;
 * - the comparison: rhs - V, r^2 - |f|^2 or r^2 - |g|^2 in the end cases, r^2 l - c^2 in the
 *   foot case (c = e x f, l = e.e), differs from the double one by less than the margin
 *   2^-16 (V + rhs + 2^-20 P) (P = |f|^2 + |g|^2), where the foot case adds 2^-16 |c| P (c
 *   cancels: its error is relative to P, not to c) and multiplies the P term by P, plus 2^-78.
 *   Beyond it the signs agree. Where float and double take different cases (t = f.e near 0 or
 *   near l), the cases' values differ by less than the terms in P, so no branch test is
 *   needed;
 * - the crossing test of two cores reads the signs of the sides c, which are the double
 *   ones where |c| > 2^-16 G + 2^-120 (G >= P).
 * The margins are at least 20 times the bounds proven in docs/agreement.md; the absolute terms
 * cover float underflow, so a lane whose squares are all below about 2^-70 always goes to the
 * reference.
 *
 * Vocabulary, defined by the including file: cvf (a float register), cfm (a lane mask), CF_ADD,
 * CF_SUB, CF_MUL, CF_SET1, CF_ABS, CF_SEL(m, a, b) (m ? a : b), CF_LE, CF_GE, CF_GT (compares
 * give masks), CF_XOR (on the bits), CF_NEG, CF_SIGNS2(a, b) (the lanes where the sign bits of a
 * and b are both set, as a mask), FM_AND, FM_OR, FM_ANDNOT (~a & b). Only a mask's sign bit (or its
 * mask register bit) is read: the lanes.h form takes sign-bit values as masks. */
#ifndef SAT2D_CAPSULE_FILTER_LANES_H
#define SAT2D_CAPSULE_FILTER_LANES_H

/* Margins of the filter (docs/agreement.md derives them; tests/capsule_band_test.c sweeps
 * pairs across them). */
#define CAPF_K 0x1p-16f
#define CAPF_ETA_T 0x1p-120f
#define CAPF_ETA_V 0x1p-78f
#define CAPF_P_SHARE 0x1p-20f
#define CAPF_Q_MAX 0x1p62f

/* The end-to-core test of sat2d_capsule_near in float lanes, from f = p - s0, g's and f's
 * squares d1 and d0, t = f.e, c = e x f, l = e.e, r2 and rl = r2 l: *hit is its verdict where
 * *sure is set, given the guard (Q <= 2^62, tested by the caller). The margin is
 * 2^-16 (V + rhs + 2^-20 P) in the end cases and 2^-16 (V + rhs + (|c| + 2^-20 P) P) in the
 * foot case (c cancels: its error is relative to P, not to c), plus 2^-78, for P = d0 + d1 or
 * larger (p; ps = 2^-20 p). The terms in P also cover a branch that float and double take
 * differently: near a switch the cases' values differ by little (docs/agreement.md). */
static inline void capsule_near_filter(cvf t, cvf c, cvf d0, cvf d1, cvf l, cvf r2, cvf rl, cvf p,
                                       cvf ps, cfm *hit, cfm *sure) {
    const cfm at0 = CF_LE(t, CF_SET1(0.0f)), at1 = CF_GE(t, l), ends = FM_OR(at0, at1);
    const cvf v = CF_SEL(at0, d0, CF_SEL(at1, d1, CF_MUL(c, c)));
    const cvf rhs = CF_SEL(ends, r2, rl);
    const cvf extra =
        CF_MUL(CF_ADD(CF_SEL(ends, CF_SET1(0.0f), CF_ABS(c)), ps), CF_SEL(ends, CF_SET1(1.0f), p));
    const cvf mv =
        CF_ADD(CF_MUL(CF_ADD(CF_ADD(v, rhs), extra), CF_SET1(CAPF_K)), CF_SET1(CAPF_ETA_V));
    const cvf diff = CF_SUB(rhs, v);
    *hit = CF_GT(diff, CF_SET1(0.0f));
    *sure = CF_GT(CF_ABS(diff), mv);
}

/* a.b and a x b (a.x b.y - a.y b.x) of float lanes, as the reference orders them. */
#define CAPF_DOT(ax, ay, bx, by) CF_ADD(CF_MUL((ax), (bx)), CF_MUL((ay), (by)))
#define CAPF_CROSS(ax, ay, bx, by) CF_SUB(CF_MUL((ax), (by)), CF_MUL((ay), (bx)))

/* circle_capsule's lanes: *hit where *sure. */
static inline void circle_capsule_filter(cvf cx, cvf cy, cvf ra, cvf q0x, cvf q0y, cvf q1x, cvf q1y,
                                         cvf rb, cfm *hit, cfm *sure) {
    const cvf rs = CF_ADD(ra, rb), r2 = CF_MUL(rs, rs);
    const cvf ex = CF_SUB(q1x, q0x), ey = CF_SUB(q1y, q0y), l = CAPF_DOT(ex, ey, ex, ey);
    const cvf fx = CF_SUB(cx, q0x), fy = CF_SUB(cy, q0y);
    const cvf gx = CF_SUB(cx, q1x), gy = CF_SUB(cy, q1y);
    const cvf d0 = CAPF_DOT(fx, fy, fx, fy), d1 = CAPF_DOT(gx, gy, gx, gy);
    const cvf p = CF_ADD(d0, d1), q = CF_ADD(p, r2);
    cfm near;
    capsule_near_filter(CAPF_DOT(fx, fy, ex, ey), CAPF_CROSS(ex, ey, fx, fy), d0, d1, l, r2,
                        CF_MUL(r2, l), p, CF_MUL(p, CF_SET1(CAPF_P_SHARE)), hit, &near);
    *sure = FM_AND(near, CF_LE(q, CF_SET1(CAPF_Q_MAX)));
}

/* capsule_capsule's lanes: *hit where *sure. The four end-to-core tests share the differences
 * of the ends, wij = pi - qj: B's end q0 against A's core has f = -w00 and g = -w10, so its t
 * and c are the negated w00.ea and ea x w00 (negation is exact, and rounding to nearest is
 * symmetric, so these are the float values of the reference's expressions). They share one
 * guard and margin, from G = the four squared end distances plus r2, which bounds each test's
 * P and Q. A lane is sure when one end-to-core test surely hits, when the signs of the four
 * sides are sure and say the cores cross, or when every end-to-core test surely misses and the
 * signs are sure. Sure signs are the exact ones, and exactly opposite signs both ways mean a
 * proper crossing, whose point lies in both cores' boxes: the reference's box test
 * (sat2d_capsule_cores_cross) then holds, so it is not repeated here. */
static inline void capsule_capsule_filter(cvf p0x, cvf p0y, cvf p1x, cvf p1y, cvf ra, cvf q0x,
                                          cvf q0y, cvf q1x, cvf q1y, cvf rb, cfm *hit, cfm *sure) {
    const cvf rs = CF_ADD(ra, rb), r2 = CF_MUL(rs, rs);
    const cvf eax = CF_SUB(p1x, p0x), eay = CF_SUB(p1y, p0y), la = CAPF_DOT(eax, eay, eax, eay);
    const cvf ebx = CF_SUB(q1x, q0x), eby = CF_SUB(q1y, q0y), lb = CAPF_DOT(ebx, eby, ebx, eby);
    const cvf w00x = CF_SUB(p0x, q0x), w00y = CF_SUB(p0y, q0y);
    const cvf w01x = CF_SUB(p0x, q1x), w01y = CF_SUB(p0y, q1y);
    const cvf w10x = CF_SUB(p1x, q0x), w10y = CF_SUB(p1y, q0y);
    const cvf w11x = CF_SUB(p1x, q1x), w11y = CF_SUB(p1y, q1y);
    const cvf d00 = CAPF_DOT(w00x, w00y, w00x, w00y), d01 = CAPF_DOT(w01x, w01y, w01x, w01y);
    const cvf d10 = CAPF_DOT(w10x, w10y, w10x, w10y), d11 = CAPF_DOT(w11x, w11y, w11x, w11y);
    const cvf g = CF_ADD(CF_ADD(CF_ADD(d00, d01), CF_ADD(d10, d11)), r2);
    const cvf mt = CF_ADD(CF_MUL(g, CF_SET1(CAPF_K)), CF_SET1(CAPF_ETA_T));
    const cvf gs = CF_MUL(g, CF_SET1(CAPF_P_SHARE));
    const cvf rla = CF_MUL(r2, la), rlb = CF_MUL(r2, lb);
    /* the sides: o3, o4 of A's ends to B's core; c1, c2 of B's ends to A's core, negated */
    const cvf o3 = CAPF_CROSS(ebx, eby, w00x, w00y), o4 = CAPF_CROSS(ebx, eby, w10x, w10y);
    const cvf c1 = CAPF_CROSS(eax, eay, w00x, w00y), c2 = CAPF_CROSS(eax, eay, w01x, w01y);
    cfm h1, h2, h3, h4, s1, s2, s3, s4;
    capsule_near_filter(CAPF_DOT(w00x, w00y, ebx, eby), o3, d00, d01, lb, r2, rlb, g, gs, &h3, &s3);
    capsule_near_filter(CAPF_DOT(w10x, w10y, ebx, eby), o4, d10, d11, lb, r2, rlb, g, gs, &h4, &s4);
    capsule_near_filter(CF_NEG(CAPF_DOT(w00x, w00y, eax, eay)), c1, d00, d10, la, r2, rla, g, gs,
                        &h1, &s1);
    capsule_near_filter(CF_NEG(CAPF_DOT(w01x, w01y, eax, eay)), c2, d01, d11, la, r2, rla, g, gs,
                        &h2, &s2);
    const cfm near_hit =
        FM_OR(FM_OR(FM_AND(s1, h1), FM_AND(s2, h2)), FM_OR(FM_AND(s3, h3), FM_AND(s4, h4)));
    const cfm near_miss = FM_AND(FM_AND(FM_ANDNOT(h1, s1), FM_ANDNOT(h2, s2)),
                                 FM_AND(FM_ANDNOT(h3, s3), FM_ANDNOT(h4, s4)));
    const cfm signs = FM_AND(FM_AND(CF_GT(CF_ABS(c1), mt), CF_GT(CF_ABS(c2), mt)),
                             FM_AND(CF_GT(CF_ABS(o3), mt), CF_GT(CF_ABS(o4), mt)));
    /* with the signs sure and nonzero, opposite signs are a set sign bit of the XOR (c1 and
     * c2 both negated keep theirs) */
    const cfm cross = FM_AND(signs, CF_SIGNS2(CF_XOR(c1, c2), CF_XOR(o3, o4)));
    const cfm fit = CF_LE(g, CF_SET1(CAPF_Q_MAX));
    *hit = FM_OR(near_hit, cross);
    *sure = FM_AND(fit, FM_OR(*hit, FM_AND(near_miss, signs)));
}

#endif
