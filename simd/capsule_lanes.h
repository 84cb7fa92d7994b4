/* Private: the capsule verdicts in double lanes, written once against a small vocabulary that
 * the including file defines: cvd (a register of doubles), cmk (a comparison mask), CD_ADD,
 * CD_SUB, CD_MUL, CD_SET1, CD_LE, CD_GE, CD_LT, CD_GT (compares give masks), CM_AND, CM_OR and
 * CM_ANDNOT (~a & b, on masks). capsule_capsule_simd.h maps it to lanes.h's double registers
 * (4 and 8 lanes), capsule_batch_avx512.c to 512-bit registers and their mask registers. Each
 * function is the reference's double expression (scalar/capsule_parts.h) lane by lane. */
#ifndef SAT2D_CAPSULE_LANES_H
#define SAT2D_CAPSULE_LANES_H

/* The end-to-core test of sat2d_capsule_near in double lanes; *c receives e x f (the side of
 * p, which the crossing test reuses: it is sat2d_capsule_side's expression). */
static inline cmk capsule_near_lanes(cvd px, cvd py, cvd s0x, cvd s0y, cvd s1x, cvd s1y, cvd ex,
                                     cvd ey, cvd l, cvd r2, cvd *c) {
    const cvd fx = CD_SUB(px, s0x), fy = CD_SUB(py, s0y);
    const cvd t = CD_ADD(CD_MUL(fx, ex), CD_MUL(fy, ey));
    const cvd gx = CD_SUB(px, s1x), gy = CD_SUB(py, s1y);
    *c = CD_SUB(CD_MUL(ex, fy), CD_MUL(ey, fx));
    const cmk at0 = CD_LE(t, CD_SET1(0.0)), at1 = CM_ANDNOT(at0, CD_GE(t, l));
    const cmk in0 = CD_LE(CD_ADD(CD_MUL(fx, fx), CD_MUL(fy, fy)), r2);
    const cmk in1 = CD_LE(CD_ADD(CD_MUL(gx, gx), CD_MUL(gy, gy)), r2);
    const cmk inm = CD_LE(CD_MUL(*c, *c), CD_MUL(r2, l));
    return CM_OR(CM_OR(CM_AND(at0, in0), CM_AND(at1, in1)), CM_ANDNOT(CM_OR(at0, at1), inm));
}

/* x and y of opposite signs, strictly (sat2d_capsule_opposite). */
static inline cmk capsule_opposite_lanes(cvd x, cvd y) {
    const cvd zero = CD_SET1(0.0);
    return CM_OR(CM_AND(CD_GT(x, zero), CD_LT(y, zero)), CM_AND(CD_LT(x, zero), CD_GT(y, zero)));
}

/* Verdict lanes of capsule pairs in one double register: p0, p1 A's core, q0, q1 B's; *cross
 * receives the lanes whose cores cross by their signs (the including file tests the boxes). */
static inline cmk capsule_capsule_lanes(cvd p0x, cvd p0y, cvd p1x, cvd p1y, cvd ra, cvd q0x,
                                        cvd q0y, cvd q1x, cvd q1y, cvd rb, cmk *cross) {
    const cvd rs = CD_ADD(ra, rb), r2 = CD_MUL(rs, rs);
    const cvd eax = CD_SUB(p1x, p0x), eay = CD_SUB(p1y, p0y);
    const cvd la = CD_ADD(CD_MUL(eax, eax), CD_MUL(eay, eay));
    const cvd ebx = CD_SUB(q1x, q0x), eby = CD_SUB(q1y, q0y);
    const cvd lb = CD_ADD(CD_MUL(ebx, ebx), CD_MUL(eby, eby));
    cvd o1, o2, o3, o4;
    const cmk n3 = capsule_near_lanes(p0x, p0y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2, &o3);
    const cmk n4 = capsule_near_lanes(p1x, p1y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2, &o4);
    const cmk n1 = capsule_near_lanes(q0x, q0y, p0x, p0y, p1x, p1y, eax, eay, la, r2, &o1);
    const cmk n2 = capsule_near_lanes(q1x, q1y, p0x, p0y, p1x, p1y, eax, eay, la, r2, &o2);
    *cross = CM_AND(capsule_opposite_lanes(o1, o2), capsule_opposite_lanes(o3, o4));
    return CM_OR(CM_OR(n1, n2), CM_OR(n3, n4));
}

/* Verdict lanes of circle_capsule in one double register. */
static inline cmk circle_capsule_lanes(cvd cx, cvd cy, cvd ra, cvd q0x, cvd q0y, cvd q1x, cvd q1y,
                                       cvd rb) {
    const cvd rs = CD_ADD(ra, rb);
    const cvd ebx = CD_SUB(q1x, q0x), eby = CD_SUB(q1y, q0y);
    const cvd lb = CD_ADD(CD_MUL(ebx, ebx), CD_MUL(eby, eby));
    cvd c;
    return capsule_near_lanes(cx, cy, q0x, q0y, q1x, q1y, ebx, eby, lb, CD_MUL(rs, rs), &c);
}

#endif
