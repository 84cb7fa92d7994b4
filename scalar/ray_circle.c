/* ray_circle: a ray against a closed disc, the verdict without a square root. */
#include <math.h>

#include "sat2d/tests.h"

int sat2d_ray_circle(sat2d_ray ray, sat2d_circle c, sat2d_ray_hit *hit) {
    /* Offsets from the centre: a translation of both moves nothing on the integer grid. */
    const float fx = ray.p.x - c.c.x, fy = ray.p.y - c.c.y, dx = ray.d.x, dy = ray.d.y;
    const float r2 = c.r * c.r;
    const float cc = fx * fx + fy * fy - r2;
    if (cc <= 0) { /* the start lies in the closed disc: no surface is crossed */
        if (hit) *hit = (sat2d_ray_hit){0, 0, 0};
        return 1;
    }
    const float a = dx * dx + dy * dy, b = fx * dx + fy * dy, cross = fx * dy - fy * dx;
    /* |d|^2 r^2 - (f x d)^2 = b^2 - a cc without its cancellation: the line meets the disc iff
     * it is >= 0. The nearest point of the line lies at t = -b / a; past tmax, the segment
     * meets the disc iff its end point lies in it. */
    const float disc = a * r2 - cross * cross;
    const float ex = fx + ray.tmax * dx, ey = fy + ray.tmax * dy;
    const float e = ex * ex + ey * ey - r2;
    if (!(b < 0 && disc >= 0 && (-b <= ray.tmax * a || e <= 0))) return 0;
    if (hit) {
        /* the smaller root cc / (sqrt(disc) - b): a sum of two non-negative terms below */
        float t = cc / (sqrtf(disc) - b);
        t = t < ray.tmax ? t : ray.tmax;
        const float qx = fx + t * dx, qy = fy + t * dy, len = sqrtf(qx * qx + qy * qy);
        /* a disc of radius 0 is met at its centre: the normal faces the ray */
        const float dl = sqrtf(a);
        *hit = len > 0 ? (sat2d_ray_hit){t, qx / len, qy / len}
                       : (sat2d_ray_hit){t, -dx / dl, -dy / dl};
    }
    return 1;
}
