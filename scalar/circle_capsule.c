/* circle_capsule: a closed disc (A) meets a closed capsule (B) iff its centre comes within
 * ra + rb of B's core: one end-to-core test, no division or sqrt (capsule_parts.h). */
#include "capsule_parts.h"

int sat2d_circle_capsule(sat2d_circle a, sat2d_capsule b, sat2d_mtv *mtv) {
    const double q0x = b.a.x, q0y = b.a.y, q1x = b.b.x, q1y = b.b.y;
    const double rs = (double)a.r + (double)b.r;
    const double ebx = q1x - q0x, eby = q1y - q0y, lb = ebx * ebx + eby * eby;
    const int hit = sat2d_capsule_near(a.c.x, a.c.y, q0x, q0y, q1x, q1y, ebx, eby, lb, rs * rs);
    if (hit && mtv) *mtv = sat2d_circle_capsule_mtv(a, b);
    return hit;
}
