/* The simple (possibly non-convex) polygon builder: validation and the padded closed ring. */
#include <math.h>
#include <string.h>

#include "orient.h"
#include "outline.h"

size_t sat2d_polygon_bytes(int count) {
    if (count < 3 || count > SAT2D_MAX_CORNERS) return 0;
    return sizeof(sat2d_simple_polygon) + 2 * (size_t)sat2d_polygon_stride(count) * sizeof(float);
}

/* Closed segments pq and rs meet: orient.h's decision (the one every segment test makes), fed
 * exact orientation signs. turn(p, q, r) = (q - p) x (r - q) has the sign of orient(p, q, r). */
static int segments_meet(sat2d_vec2 p, sat2d_vec2 q, sat2d_vec2 r, sat2d_vec2 s) {
    return sat2d_segments_meet_orients(
        (float)sat2d_outline_turn(p, q, r), (float)sat2d_outline_turn(p, q, s),
        (float)sat2d_outline_turn(r, s, p), (float)sat2d_outline_turn(r, s, q), p, q, r, s);
}

/* Adjacent edges share a corner; they overlap only if the outline folds back on itself. */
static int folds_back(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    return sat2d_outline_turn(a, b, c) == 0 && sat2d_outline_onward(a, b, c) < 0;
}

static sat2d_status check_simple(const sat2d_vec2 *v, int n) {
    for (int i = 0; i < n; i++) {
        if (folds_back(v[i], v[(i + 1) % n], v[(i + 2) % n])) return SAT2D_ERR_SELF_INTERSECTING;
        for (int j = i + 2; j < n; j++) {
            if (i == 0 && j == n - 1) continue; /* edges n-1 and 0 are adjacent */
            if (segments_meet(v[i], v[i + 1], v[j], v[(j + 1) % n]))
                return SAT2D_ERR_SELF_INTERSECTING;
        }
    }
    return SAT2D_OK;
}

sat2d_status sat2d_polygon_build(sat2d_simple_polygon *out, size_t out_bytes, const sat2d_vec2 *pts,
                                 int n) {
    sat2d_vec2 v[SAT2D_MAX_CORNERS];
    int count;
    if (n > 2 * SAT2D_MAX_CORNERS) return SAT2D_ERR_TOO_MANY_CORNERS;
    sat2d_status st = sat2d_outline_clean(pts, n, v, &count);
    if (st != SAT2D_OK) return st;
    /* All on one line: no area. An outline off one line with no area (a bow-tie) crosses
     * itself, which check_simple reports. */
    if (sat2d_outline_on_one_line(v, count)) return SAT2D_ERR_ZERO_AREA;
    st = check_simple(v, count);
    if (st != SAT2D_OK) return st;
    if (out_bytes < sat2d_polygon_bytes(count)) return SAT2D_ERR_BUFFER_TOO_SMALL;
    memset(out, 0, sizeof *out);
    out->count = count;
    out->stride = sat2d_polygon_stride(count);
    float *x = out->data, *y = out->data + out->stride;
    out->min_x = out->max_x = v[0].x;
    out->min_y = out->max_y = v[0].y;
    for (int i = 0; i < out->stride; i++) {
        sat2d_vec2 c = i < count ? v[i] : v[0];
        x[i] = c.x;
        y[i] = c.y;
        out->min_x = fminf(out->min_x, c.x);
        out->max_x = fmaxf(out->max_x, c.x);
        out->min_y = fminf(out->min_y, c.y);
        out->max_y = fmaxf(out->max_y, c.y);
    }
    return SAT2D_OK;
}
