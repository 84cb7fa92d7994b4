/* transform (seed 003): model space to world space, in floats throughout. */
#include "sat2d/tests.h"

void sat2d_transform_points(sat2d_transform xf, const float *model_x, const float *model_y,
                            size_t n, float *world_x, float *world_y) {
    for (size_t i = 0; i < n; i++) {
        float mx = model_x[i], my = model_y[i]; /* read both first: out may alias in */
        world_x[i] = (xf.c * mx - xf.s * my) + xf.px;
        world_y[i] = (xf.s * mx + xf.c * my) + xf.py;
    }
}
