/* rect_rect (seed 004): interval gaps on x and y; the MTV is the smaller push. */
#include "sat2d/tests.h"

/* Push needed along one axis, and its sign: B moves + by (amax - bmin) or - by (bmax - amin),
 * whichever is smaller (+ on a tie). */
static float axis_push(float amin, float asize, float bmin, float bsize, float *sign) {
    float plus = amin - bmin + asize, minus = bmin - amin + bsize;
    *sign = plus <= minus ? 1.0f : -1.0f;
    return plus <= minus ? plus : minus;
}

int sat2d_rect_rect(sat2d_rect a, sat2d_rect b, sat2d_mtv *mtv) {
    /* Gap between the intervals: exact on the grid since each term is a difference plus a
     * size of grid values. */
    float gx1 = b.x - a.x - a.w, gx2 = a.x - b.x - b.w;
    float gy1 = b.y - a.y - a.h, gy2 = a.y - b.y - b.h;
    if (gx1 > 0 || gx2 > 0 || gy1 > 0 || gy2 > 0) return 0;
    if (mtv) {
        float sx, sy;
        float px = axis_push(a.x, a.w, b.x, b.w, &sx), py = axis_push(a.y, a.h, b.y, b.h, &sy);
        if (px <= py) {
            mtv->depth = px;
            mtv->nx = sx;
            mtv->ny = 0;
        } else {
            mtv->depth = py;
            mtv->nx = 0;
            mtv->ny = sy;
        }
    }
    return 1;
}
