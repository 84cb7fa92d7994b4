/* Cleaning and measuring caller outlines before a polygon is built. */
#include <math.h>

#include "exact_filter.h"
#include "outline.h"

static int same_point(sat2d_vec2 a, sat2d_vec2 b) {
    return a.x == b.x && a.y == b.y;
}

sat2d_status sat2d_outline_clean(const sat2d_vec2 *pts, int n, sat2d_vec2 *out, int *count) {
    *count = 0;
    if (n < 3) return SAT2D_ERR_TOO_FEW_CORNERS;
    for (int i = 0; i < n; i++)
        if (!isfinite(pts[i].x) || !isfinite(pts[i].y)) return SAT2D_ERR_NON_FINITE;
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (m > 0 && same_point(out[m - 1], pts[i])) continue;
        if (m == SAT2D_MAX_CORNERS) return SAT2D_ERR_TOO_MANY_CORNERS;
        out[m++] = pts[i];
    }
    while (m > 1 && same_point(out[m - 1], out[0]))
        m--;
    *count = m;
    return m < 3 ? SAT2D_ERR_TOO_FEW_CORNERS : SAT2D_OK;
}

int sat2d_outline_turn(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    unsigned fell = 0; /* a builder does not count exact-path pairs */
    return sat2d_xf_cross(a.x, a.y, b.x, b.y, b.x, b.y, c.x, c.y, &fell);
}

int sat2d_outline_onward(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    unsigned fell = 0;
    return sat2d_xf_dot(a.x, a.y, b.x, b.y, b.x, b.y, c.x, c.y, &fell);
}

int sat2d_outline_on_one_line(const sat2d_vec2 *v, int n) {
    /* Cleaning removed consecutive duplicates, so v[0] != v[1] fixes the line. */
    for (int i = 2; i < n; i++)
        if (sat2d_outline_turn(v[0], v[1], v[i]) != 0) return 0;
    return 1;
}

void sat2d_outline_reverse(sat2d_vec2 *v, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        sat2d_vec2 t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
