/* The MTVs of the capsule tests (capsule_parts.h), in double, rounded to float once at the end.
 *
 * Where the cores are apart (squared distance d2 > 0), the MTV is along the line of their
 * closest points, from A to B, with depth r - sqrt(d2) (r the radii's sum): the exact minimum
 * translation of two rounded convex shapes. The closest pair is the least of the end-to-core
 * candidates, A's ends first, then B's, the first one on a tie. Where the cores meet (they
 * cross, or d2 == 0), the closest-point direction is undefined and the MTV is the separating
 * axis of least penetration among the cores' normals (A's first; B's only if strictly less),
 * which for meeting cores is exact too: the Minkowski difference of two segments is a
 * parallelogram with those normals. Two zero-length cores at one point: (1, 0), depth r. */
#include "capsule_parts.h"

/* One end-to-core candidate: squared distance and the unnormalised direction from A to B. */
typedef struct candidate {
    double d2, nx, ny, len; /* len: |(nx, ny)| */
} candidate;

/* Point p against the core [s0, s1] (e, l as in sat2d_capsule_near). flip = -1 when p is on A
 * (the MTV points from p to the core), +1 when p is on B. */
static candidate towards(double px, double py, double s0x, double s0y, double s1x, double s1y,
                         double ex, double ey, double l, double flip) {
    const double fx = px - s0x, fy = py - s0y, t = fx * ex + fy * ey;
    candidate k;
    if (t <= 0) {
        k.d2 = fx * fx + fy * fy, k.nx = flip * fx, k.ny = flip * fy, k.len = sqrt(k.d2);
    } else if (t >= l) {
        const double gx = px - s1x, gy = py - s1y;
        k.d2 = gx * gx + gy * gy, k.nx = flip * gx, k.ny = flip * gy, k.len = sqrt(k.d2);
    } else { /* the foot: p - foot = (c / l) (-ey, ex) */
        const double c = ex * fy - ey * fx, s = c < 0 ? -flip : flip;
        k.d2 = c * c / l, k.nx = -s * ey, k.ny = s * ex, k.len = sqrt(l);
    }
    return k;
}

/* The push of B along the unit normal of the core e (|e|^2 = l > 0) that separates the pair,
 * both ways, the smaller one (+ on a tie): projections relative to A's first end o, A's ends
 * at 0 and pa, B's at pb0, pb1. */
static sat2d_mtv core_axis(double ex, double ey, double l, double pa, double pb0, double pb1,
                           double r) {
    const double len = sqrt(l);
    const double amax = pa > 0 ? pa : 0, amin = pa < 0 ? pa : 0;
    const double bmax = pb0 > pb1 ? pb0 : pb1, bmin = pb0 < pb1 ? pb0 : pb1;
    const double plus = (amax - bmin) / len + r, minus = (bmax - amin) / len + r;
    const double s = plus <= minus ? 1 : -1;
    return (sat2d_mtv){(float)(plus <= minus ? plus : minus), (float)(s * -ey / len),
                       (float)(s * ex / len)};
}

/* The MTV of meeting cores: A = [p0, p1], B = [q0, q1], radii' sum r. */
static sat2d_mtv meeting(double p0x, double p0y, double p1x, double p1y, double q0x, double q0y,
                         double q1x, double q1y, double r) {
    const double eax = p1x - p0x, eay = p1y - p0y, la = eax * eax + eay * eay;
    const double ebx = q1x - q0x, eby = q1y - q0y, lb = ebx * ebx + eby * eby;
    sat2d_mtv best = {(float)r, 1, 0};
    int have = 0;
    if (la > 0) {
        /* u = (-eay, eax): projections of v - p0 are e x (v - p0) */
        best = core_axis(eax, eay, la, 0, sat2d_capsule_side(q0x, q0y, p0x, p0y, eax, eay),
                         sat2d_capsule_side(q1x, q1y, p0x, p0y, eax, eay), r);
        have = 1;
    }
    if (lb > 0) {
        const sat2d_mtv m =
            core_axis(ebx, eby, lb, sat2d_capsule_side(p1x, p1y, p0x, p0y, ebx, eby),
                      sat2d_capsule_side(q0x, q0y, p0x, p0y, ebx, eby),
                      sat2d_capsule_side(q1x, q1y, p0x, p0y, ebx, eby), r);
        if (!have || m.depth < best.depth) best = m;
    }
    return best;
}

/* depth r - sqrt(d2) along the candidate's direction; the verdict proved d2 <= r^2, so a
 * negative depth is rounding of a touch: 0. */
static sat2d_mtv apart(candidate k, double r) {
    const double depth = r - sqrt(k.d2);
    return (sat2d_mtv){depth < 0 ? 0.0f : (float)depth, (float)(k.nx / k.len),
                       (float)(k.ny / k.len)};
}

sat2d_mtv sat2d_capsule_capsule_mtv(sat2d_capsule a, sat2d_capsule b) {
    const double p0x = a.a.x, p0y = a.a.y, p1x = a.b.x, p1y = a.b.y;
    const double q0x = b.a.x, q0y = b.a.y, q1x = b.b.x, q1y = b.b.y;
    const double r = (double)a.r + (double)b.r;
    const double eax = p1x - p0x, eay = p1y - p0y, la = eax * eax + eay * eay;
    const double ebx = q1x - q0x, eby = q1y - q0y, lb = ebx * ebx + eby * eby;
    const int cross = sat2d_capsule_cores_cross(a, b);
    if (cross) return meeting(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, r);
    candidate k[4] = {towards(p0x, p0y, q0x, q0y, q1x, q1y, ebx, eby, lb, -1),
                      towards(p1x, p1y, q0x, q0y, q1x, q1y, ebx, eby, lb, -1),
                      towards(q0x, q0y, p0x, p0y, p1x, p1y, eax, eay, la, 1),
                      towards(q1x, q1y, p0x, p0y, p1x, p1y, eax, eay, la, 1)};
    int best = 0;
    for (int i = 1; i < 4; i++)
        if (k[i].d2 < k[best].d2) best = i;
    if (!(k[best].d2 > 0)) return meeting(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, r);
    return apart(k[best], r);
}

sat2d_mtv sat2d_circle_capsule_mtv(sat2d_circle a, sat2d_capsule b) {
    const double cx = a.c.x, cy = a.c.y, q0x = b.a.x, q0y = b.a.y, q1x = b.b.x, q1y = b.b.y;
    const double r = (double)a.r + (double)b.r;
    const double ebx = q1x - q0x, eby = q1y - q0y, lb = ebx * ebx + eby * eby;
    const candidate k = towards(cx, cy, q0x, q0y, q1x, q1y, ebx, eby, lb, -1);
    if (!(k.d2 > 0)) return meeting(cx, cy, cx, cy, q0x, q0y, q1x, q1y, r);
    return apart(k, r);
}
