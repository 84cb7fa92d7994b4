/* capsule_capsule: two closed capsules meet iff their cores come within ra + rb. The cores'
 * squared distance is 0 when they cross, else the least of the four end-to-core distances;
 * each is compared with (ra + rb)^2 without a division or a sqrt (capsule_parts.h). */
#include "capsule_parts.h"

int sat2d_capsule_capsule(sat2d_capsule a, sat2d_capsule b, sat2d_mtv *mtv) {
    const double p0x = a.a.x, p0y = a.a.y, p1x = a.b.x, p1y = a.b.y;
    const double q0x = b.a.x, q0y = b.a.y, q1x = b.b.x, q1y = b.b.y;
    const double rs = (double)a.r + (double)b.r, r2 = rs * rs;
    const double eax = p1x - p0x, eay = p1y - p0y, la = eax * eax + eay * eay;
    const double ebx = q1x - q0x, eby = q1y - q0y, lb = ebx * ebx + eby * eby;
    const int cross = sat2d_capsule_cores_cross(a, b);
    const int hit = cross || sat2d_capsule_near(p0x, p0y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2) ||
                    sat2d_capsule_near(p1x, p1y, q0x, q0y, q1x, q1y, ebx, eby, lb, r2) ||
                    sat2d_capsule_near(q0x, q0y, p0x, p0y, p1x, p1y, eax, eay, la, r2) ||
                    sat2d_capsule_near(q1x, q1y, p0x, p0y, p1x, p1y, eax, eay, la, r2);
    if (hit && mtv) *mtv = sat2d_capsule_capsule_mtv(a, b);
    return hit;
}
