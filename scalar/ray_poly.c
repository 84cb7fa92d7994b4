/* ray_poly: a ray against a closed convex polygon, clipped by every edge plane. */
#include "sat2d/tests.h"

int sat2d_ray_poly(sat2d_ray ray, const sat2d_convex_poly *b, sat2d_ray_hit *hit) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    /* lower starts below every entry fraction that can win (those of planes p lies outside are
     * >= 0), so `entering` is some plane whenever p is outside one */
    float lower = -1.0f, upper = ray.tmax;
    int entering = -1, inside = 1, parallel_out = 0;
    for (int i = 0; i < b->count; i++) {
        /* unnormalised plane: only the winning normal is normalised, at the end */
        const float num = nx[i] * (x[i] - ray.p.x) + ny[i] * (y[i] - ray.p.y);
        const float den = nx[i] * ray.d.x + ny[i] * ray.d.y;
        inside &= num >= 0;
        if (den < 0) {
            const float t = num / den;
            if (t > lower) lower = t, entering = i; /* strict: the lowest index on a tie */
        } else if (den > 0) {
            const float t = num / den;
            upper = t < upper ? t : upper;
        } else {
            parallel_out |= num < 0;
        }
    }
    if (inside) {
        if (hit) *hit = (sat2d_ray_hit){0, 0, 0};
        return 1;
    }
    const float t = lower > 0 ? lower : 0;
    if (parallel_out || !(t <= upper)) return 0;
    if (hit) {
        /* entering is -1 only if every outside plane's fraction underflowed: no normal then */
        const sat2d_vec2 n =
            entering >= 0 ? sat2d_poly_unit_normal(b, entering) : (sat2d_vec2){0, 0};
        *hit = (sat2d_ray_hit){t, n.x, n.y};
    }
    return 1;
}
