/* Private: the interval of a convex polygon on an unnormalised axis, as the scalar variants
 * compute it (absolute coordinates, s = nx*x + ny*y, select-based min and max). */
#ifndef SAT2D_PROJECT_H
#define SAT2D_PROJECT_H

#include <math.h>

#include "sat2d/shapes.h"

static inline void sat2d_project_interval(const sat2d_poly *p, float nx, float ny, float *lo,
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

#endif
