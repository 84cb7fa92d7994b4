/* Private: the interval of a convex polygon on an unnormalised axis, and one edge plane's
 * separation, as the scalar variants compute them (absolute coordinates, s = nx*x + ny*y,
 * select-based min and max). */
#ifndef SAT2D_PROJECT_H
#define SAT2D_PROJECT_H

#include <math.h>

#include "sat2d/shapes.h"

static inline void sat2d_project_interval(const sat2d_convex_poly *p, float nx, float ny, float *lo,
                                          float *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    float l = INFINITY, h = -INFINITY;
    for (int j = 0; j < p->count; j++) {
        float s = nx * x[j] + ny * y[j];
        l = s < l ? s : l;
        h = s > h ? s : h;
    }
    *lo = l;
    *hi = h;
}

/* sep_i = min_j (nx_i*x_j + ny_i*y_j) - d_i: plane i of `edges` against every corner of
 * `other`, planes' expression and select (from +inf, so a NaN projection is skipped). */
static inline float sat2d_plane_separation(const sat2d_convex_poly *edges,
                                           const sat2d_convex_poly *other, int i) {
    const float nx = sat2d_poly_nx(edges)[i], ny = sat2d_poly_ny(edges)[i];
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    float m = INFINITY;
    for (int j = 0; j < other->count; j++) {
        float s = nx * x[j] + ny * y[j];
        m = s < m ? s : m;
    }
    return m - sat2d_poly_d(edges)[i];
}

#endif
