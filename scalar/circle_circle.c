/* circle_circle (seed 004): squared distances for the verdict, one sqrt for the MTV. */
#include <math.h>

#include "sat2d/tests.h"

int sat2d_circle_circle(sat2d_circle a, sat2d_circle b, sat2d_mtv *mtv) {
    float dx = b.c.x - a.c.x, dy = b.c.y - a.c.y;
    float d2 = dx * dx + dy * dy, rs = a.r + b.r;
    if (d2 > rs * rs) return 0;
    if (mtv) {
        float d = sqrtf(d2);
        if (d > 0) {
            mtv->nx = dx / d;
            mtv->ny = dy / d;
        } else { /* concentric: any direction separates; fix one */
            mtv->nx = 1;
            mtv->ny = 0;
        }
        mtv->depth = rs - d;
    }
    return 1;
}
