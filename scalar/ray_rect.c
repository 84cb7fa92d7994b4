/* ray_rect: the slab test of a ray against a closed rectangle. */
#include <math.h>

#include "sat2d/tests.h"

/* One axis of the slab test, in offsets o from the rectangle's min corner (size w): the entry
 * fraction if p lies outside the slab (-1 if inside), the exit fraction (+inf if d is 0), and
 * 0 in *ok if the ray never enters the slab (outside and not moving towards it). */
static float slab(float o, float w, float d, float *exit, int *ok) {
    const int below = o<0, above = o> w;
    const float lo = -o / d, hi = (w - o) / d; /* read only where d != 0 */
    *exit = d > 0 ? hi : (d < 0 ? lo : INFINITY);
    *ok = below ? d > 0 : (above ? d < 0 : 1);
    return below ? lo : (above ? hi : -1.0f);
}

int sat2d_ray_rect(sat2d_ray ray, sat2d_rect b, sat2d_ray_hit *hit) {
    const float ox = ray.p.x - b.x, oy = ray.p.y - b.y;
    if (ox >= 0 && ox <= b.w && oy >= 0 && oy <= b.h) { /* the start lies in the rectangle */
        if (hit) *hit = (sat2d_ray_hit){0, 0, 0};
        return 1;
    }
    float xexit, yexit;
    int xok, yok;
    const float xin = slab(ox, b.w, ray.d.x, &xexit, &xok);
    const float yin = slab(oy, b.h, ray.d.y, &yexit, &yok);
    const float t = xin >= yin ? xin : yin;
    float end = xexit < yexit ? xexit : yexit;
    end = end < ray.tmax ? end : ray.tmax;
    if (!(xok && yok && t <= end)) return 0;
    if (hit) {
        if (xin >= yin) /* x on a tie: the corner is met through the x side */
            *hit = (sat2d_ray_hit){t, ray.d.x > 0 ? -1.0f : 1.0f, 0};
        else
            *hit = (sat2d_ray_hit){t, 0, ray.d.y > 0 ? -1.0f : 1.0f};
    }
    return 1;
}
