/* Validation of the shapes that need no builder: circles, rectangles, capsules, points and
 * segments. */
#include <math.h>

#include "sat2d/build.h"

sat2d_status sat2d_circle_check(sat2d_circle c) {
    if (!isfinite(c.c.x) || !isfinite(c.c.y) || !isfinite(c.r)) return SAT2D_ERR_NON_FINITE;
    if (c.r < 0) return SAT2D_ERR_NEGATIVE_SIZE;
    return SAT2D_OK;
}

sat2d_status sat2d_rect_check(sat2d_rect r) {
    if (!isfinite(r.x) || !isfinite(r.y) || !isfinite(r.w) || !isfinite(r.h))
        return SAT2D_ERR_NON_FINITE;
    if (r.w < 0 || r.h < 0) return SAT2D_ERR_NEGATIVE_SIZE;
    return SAT2D_OK;
}

sat2d_status sat2d_ray_check(sat2d_ray r) {
    if (!isfinite(r.p.x) || !isfinite(r.p.y) || !isfinite(r.d.x) || !isfinite(r.d.y) ||
        !isfinite(r.tmax))
        return SAT2D_ERR_NON_FINITE;
    if (r.d.x == 0 && r.d.y == 0) return SAT2D_ERR_ZERO_DIRECTION;
    if (!(r.tmax >= 0 && r.tmax <= 1)) return SAT2D_ERR_FRACTION_RANGE;
    return SAT2D_OK;
}

sat2d_status sat2d_capsule_check(sat2d_capsule c) {
    if (!isfinite(c.a.x) || !isfinite(c.a.y) || !isfinite(c.b.x) || !isfinite(c.b.y) ||
        !isfinite(c.r))
        return SAT2D_ERR_NON_FINITE;
    if (c.r < 0) return SAT2D_ERR_NEGATIVE_SIZE;
    return SAT2D_OK;
}

sat2d_status sat2d_points_check(const sat2d_vec2 *pts, int n) {
    for (int i = 0; i < n; i++)
        if (!isfinite(pts[i].x) || !isfinite(pts[i].y)) return SAT2D_ERR_NON_FINITE;
    return SAT2D_OK;
}

sat2d_transform sat2d_transform_make(float px, float py, float angle) {
    sat2d_transform xf = {px, py, cosf(angle), sinf(angle)};
    return xf;
}
