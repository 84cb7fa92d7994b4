/* Private: the capsule verdicts decided in float lanes by a filter with a proven error bound;
 * the lanes it cannot certify go to the reference (docs/agreement.md, "Capsule filter").
 *
 * Why: the reference (capsule_parts.h) rounds in double, which a twin can only copy in double
 * lanes, half as many per register as floats, plus the conversions. Here every expression of
 * the end-to-core test runs in float from the same float inputs, and a lane is decided only
 * where the float result provably has the sign the double one has:
 * - the guard Q = |f|^2 + |g|^2 + (ra + rb)^2 <= 2^62 (f = p - s0, g = p - s1) bounds every
 *   difference by 2^32, so no float product overflows, and fails on NaN and infinities;
 * - the branch: t = f.e and t - l (l = e.e) each differ from their exact values, in float and
 *   in double, by less than MT = 2^-16 P + 2^-120 (P = |f|^2 + |g|^2), so |t| > MT and
 *   |t - l| > MT make the float branch the double one; the side c = e x f obeys the same
 *   bound, which the crossing test of two cores reuses;
 * - the comparison: r^2 - V (V = |f|^2 or |g|^2) in the end cases, r^2 l - c^2 in the foot
 *   case, differs from the double one by less than MV = 2^-16 Q + 2^-78, times l in the foot
 *   case; beyond it the signs agree.
 * The margins are about 30 times the bounds proven in docs/agreement.md; the absolute terms
 * cover float underflow. A lane whose inputs are far below the unit (every square under
 * about 2^-70) therefore always goes to the reference.
 *
 * Vocabulary, defined by the including file: cvf (a float register), cfm (a lane mask), CF_ADD,
 * CF_SUB, CF_MUL, CF_SET1, CF_ABS, CF_SEL(m, a, b) (m ? a : b), CF_LE, CF_GE, CF_GT (compares
 * give masks), CF_XOR (on the bits), CF_SIGNS2(a, b) (the lanes where the sign bits of a and b
 * are both set, as a mask), FM_AND, FM_OR, FM_ANDNOT (~a & b). Only a mask's sign bit (or its
 * mask register bit) is read: the lanes.h form takes sign-bit values as masks. */
#ifndef SAT2D_CAPSULE_FILTER_LANES_H
#define SAT2D_CAPSULE_FILTER_LANES_H

/* Margins of the filter (docs/agreement.md derives them; tests/capsule_band_test.c sweeps
 * pairs across them). */
#define CAPF_K 0x1p-16f
#define CAPF_ETA_T 0x1p-120f
#define CAPF_ETA_V 0x1p-78f
#define CAPF_Q_MAX 0x1p62f

/* The end-to-core test of sat2d_capsule_near in float lanes: *hit is its verdict where *sure
 * is set; *c receives e x f (the side of p) and *mt the bound on its error. */
static inline void capsule_near_filter(cvf px, cvf py, cvf s0x, cvf s0y, cvf s1x, cvf s1y, cvf ex,
                                       cvf ey, cvf l, cvf r2, cfm *hit, cfm *sure, cvf *c,
                                       cvf *mt) {
    const cvf fx = CF_SUB(px, s0x), fy = CF_SUB(py, s0y);
    const cvf gx = CF_SUB(px, s1x), gy = CF_SUB(py, s1y);
    const cvf t = CF_ADD(CF_MUL(fx, ex), CF_MUL(fy, ey));
    const cvf d0 = CF_ADD(CF_MUL(fx, fx), CF_MUL(fy, fy));
    const cvf d1 = CF_ADD(CF_MUL(gx, gx), CF_MUL(gy, gy));
    *c = CF_SUB(CF_MUL(ex, fy), CF_MUL(ey, fx));
    const cvf p = CF_ADD(d0, d1), q = CF_ADD(p, r2);
    *mt = CF_ADD(CF_MUL(p, CF_SET1(CAPF_K)), CF_SET1(CAPF_ETA_T));
    const cfm at0 = CF_LE(t, CF_SET1(0.0f)), at1 = CF_GE(t, l), ends = FM_OR(at0, at1);
    const cfm branch =
        FM_AND(CF_GT(CF_ABS(t), *mt), CF_GT(CF_ABS(CF_SUB(t, l)), *mt)); /* the double's */
    const cvf v = CF_SEL(at0, d0, CF_SEL(at1, d1, CF_MUL(*c, *c)));
    const cvf rhs = CF_SEL(ends, r2, CF_MUL(r2, l));
    const cvf mv = CF_ADD(CF_MUL(CF_MUL(q, CF_SET1(CAPF_K)), CF_SEL(ends, CF_SET1(1.0f), l)),
                          CF_SET1(CAPF_ETA_V));
    const cvf diff = CF_SUB(rhs, v);
    *hit = CF_GT(diff, CF_SET1(0.0f));
    *sure = FM_AND(FM_AND(branch, CF_LE(q, CF_SET1(CAPF_Q_MAX))), CF_GT(CF_ABS(diff), mv));
}

/* circle_capsule's lanes: *hit where *sure. */
static inline void circle_capsule_filter(cvf cx, cvf cy, cvf ra, cvf q0x, cvf q0y, cvf q1x, cvf q1y,
                                         cvf rb, cfm *hit, cfm *sure) {
    const cvf rs = CF_ADD(ra, rb);
    const cvf ex = CF_SUB(q1x, q0x), ey = CF_SUB(q1y, q0y);
    const cvf l = CF_ADD(CF_MUL(ex, ex), CF_MUL(ey, ey));
    cvf c, mt;
    capsule_near_filter(cx, cy, q0x, q0y, q1x, q1y, ex, ey, l, CF_MUL(rs, rs), hit, sure, &c, &mt);
}

/* capsule_capsule's lanes: *hit where *sure; boxes is sat2d_boxes_meet of the cores, which the
 * including file computes (its compares are exact in float). A lane is sure when one
 * end-to-core test surely hits, when the signs of the four sides are sure (then the crossing
 * test is the double one's), or when every end-to-core test surely misses and the boxes are
 * apart or the signs sure. */
static inline void capsule_capsule_filter(cvf p0x, cvf p0y, cvf p1x, cvf p1y, cvf ra, cvf q0x,
                                          cvf q0y, cvf q1x, cvf q1y, cvf rb, cfm boxes, cfm *hit,
                                          cfm *sure) {
    const cvf rs = CF_ADD(ra, rb), r2 = CF_MUL(rs, rs);
    const cvf eax = CF_SUB(p1x, p0x), eay = CF_SUB(p1y, p0y);
    const cvf la = CF_ADD(CF_MUL(eax, eax), CF_MUL(eay, eay));
    const cvf ebx = CF_SUB(q1x, q0x), eby = CF_SUB(q1y, q0y);
    const cvf lb = CF_ADD(CF_MUL(ebx, ebx), CF_MUL(eby, eby));
    cfm h1, h2, h3, h4, s1, s2, s3, s4;
    cvf o1, o2, o3, o4, m1, m2, m3, m4;
    capsule_near_filter(p0x, p0y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2, &h3, &s3, &o3, &m3);
    capsule_near_filter(p1x, p1y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2, &h4, &s4, &o4, &m4);
    capsule_near_filter(q0x, q0y, p0x, p0y, p1x, p1y, eax, eay, la, r2, &h1, &s1, &o1, &m1);
    capsule_near_filter(q1x, q1y, p0x, p0y, p1x, p1y, eax, eay, la, r2, &h2, &s2, &o2, &m2);
    const cfm near_hit =
        FM_OR(FM_OR(FM_AND(s1, h1), FM_AND(s2, h2)), FM_OR(FM_AND(s3, h3), FM_AND(s4, h4)));
    const cfm near_miss = FM_AND(FM_AND(FM_ANDNOT(h1, s1), FM_ANDNOT(h2, s2)),
                                 FM_AND(FM_ANDNOT(h3, s3), FM_ANDNOT(h4, s4)));
    const cfm signs = FM_AND(FM_AND(CF_GT(CF_ABS(o1), m1), CF_GT(CF_ABS(o2), m2)),
                             FM_AND(CF_GT(CF_ABS(o3), m3), CF_GT(CF_ABS(o4), m4)));
    /* with the signs sure and nonzero, opposite signs are a set sign bit of the XOR */
    const cfm cross = FM_AND(FM_AND(signs, boxes), CF_SIGNS2(CF_XOR(o1, o2), CF_XOR(o3, o4)));
    *hit = FM_OR(near_hit, cross);
    *sure = FM_OR(FM_OR(*hit, FM_AND(near_miss, signs)), FM_ANDNOT(boxes, near_miss));
}

#endif
