/* The convex polygon builder: validation, counter-clockwise order, derived SoA arrays. */
#include <math.h>
#include <string.h>

#include "outline.h"

size_t sat2d_poly_bytes(int count) {
    if (count < 3 || count > SAT2D_MAX_CORNERS) return 0;
    return sizeof(sat2d_convex_poly) +
           (size_t)SAT2D_POLY_ARRAYS * (size_t)sat2d_round_up_lanes(count) * sizeof(float);
}

/* A convex outline's edge directions turn once around the circle, so the sign of their x
 * (and y) components changes at most twice; a star that winds twice changes it four times
 * although every corner turns left. */
static int sign_changes(const float *comp, int n) {
    int changes = 0, last = 0;
    for (int i = 0; i < 2 * n; i++) {
        float c = comp[i % n];
        int s = (c > 0) - (c < 0);
        if (s == 0) continue;
        if (last != 0 && s != last && i >= n) changes++;
        last = s;
    }
    return changes;
}

/* Convex in either winding: every exact turn has one sign (a zero turn is a collinear corner).
 * A clockwise outline is reversed here, by its turns, not by the sign of the double shoelace
 * area, which rounds for coordinates of very different magnitudes: the same triangle listed
 * from another corner could then be reversed once and refused the next time. */
static sat2d_status check_convex(sat2d_vec2 *v, int n) {
    float ex[SAT2D_MAX_CORNERS], ey[SAT2D_MAX_CORNERS];
    int winding = 0;
    for (int i = 0; i < n; i++) {
        int turn = sat2d_outline_turn(v[i], v[(i + 1) % n], v[(i + 2) % n]);
        if (turn == 0) return SAT2D_ERR_COLLINEAR;
        if (winding == 0) winding = turn;
        if (turn != winding) return SAT2D_ERR_NON_CONVEX;
    }
    if (winding < 0) sat2d_outline_reverse(v, n);
    for (int i = 0; i < n; i++) {
        ex[i] = v[(i + 1) % n].x - v[i].x;
        ey[i] = v[(i + 1) % n].y - v[i].y;
    }
    if (sign_changes(ex, n) > 2 || sign_changes(ey, n) > 2) return SAT2D_ERR_NON_CONVEX;
    return SAT2D_OK;
}

/* Mean of the corners for the centre, then the largest corner distance measured from that
 * float centre in double and rounded up twice, so the float disc really encloses every
 * corner despite the rounding of a later float distance test. */
static void bounding_circle(sat2d_convex_poly *p, const sat2d_vec2 *v, int n) {
    double sx = 0, sy = 0;
    for (int i = 0; i < n; i++) {
        sx += v[i].x;
        sy += v[i].y;
    }
    p->cx = (float)(sx / n);
    p->cy = (float)(sy / n);
    double r2 = 0;
    for (int i = 0; i < n; i++) {
        double dx = (double)v[i].x - p->cx, dy = (double)v[i].y - p->cy;
        double d2 = dx * dx + dy * dy;
        if (d2 > r2) r2 = d2;
    }
    float r = (float)(sqrt(r2) * (1.0 + 1e-6));
    p->radius = nextafterf(nextafterf(r, INFINITY), INFINITY);
}

/* 1 if every nx^2 + ny^2 lies in [2^-59, 2^59] (sat2d_convex_poly's normals_in_range). In double
 * the squares are exact and the sum rounds once, so any float evaluation of a kernel (two squares
 * and a sum, each rounded, a square below 2^-126 to within 2^-150) lands in [2^-60, 2^60], the
 * range its filter's proof assumes; an infinite or NaN component fails. */
_Static_assert(offsetof(sat2d_convex_poly, normals_in_range) ==
                   offsetof(sat2d_convex_poly, count) + 4,
               "sat2d_poly_has_count_in_range reads count and normals_in_range as one word");
static int32_t normals_in_range(const float *nx, const float *ny, int n) {
    for (int i = 0; i < n; i++) {
        const double L = (double)nx[i] * nx[i] + (double)ny[i] * ny[i];
        if (!(L >= 0x1p-59 && L <= 0x1p59)) return 0;
    }
    return 1;
}

static void fill_arrays(sat2d_convex_poly *p, const sat2d_vec2 *v, int n) {
    int stride = p->stride;
    float *x = p->data + SAT2D_POLY_X * stride, *y = p->data + SAT2D_POLY_Y * stride;
    float *nx = p->data + SAT2D_POLY_NX * stride, *ny = p->data + SAT2D_POLY_NY * stride;
    float *d = p->data + SAT2D_POLY_D * stride;
    p->min_x = p->max_x = v[0].x;
    p->min_y = p->max_y = v[0].y;
    for (int i = 0; i < n; i++) {
        x[i] = v[i].x;
        y[i] = v[i].y;
        p->min_x = fminf(p->min_x, x[i]);
        p->max_x = fmaxf(p->max_x, x[i]);
        p->min_y = fminf(p->min_y, y[i]);
        p->max_y = fmaxf(p->max_y, y[i]);
    }
    for (int i = 0; i < n; i++) {
        int j = i + 1 == n ? 0 : i + 1;
        /* Outward normal of a CCW edge e = (ex, ey) is (ey, -ex). */
        nx[i] = y[j] - y[i];
        ny[i] = -(x[j] - x[i]);
        d[i] = nx[i] * x[i] + ny[i] * y[i];
    }
    p->normals_in_range = normals_in_range(nx, ny, n);
    /* Padding lanes repeat lane 0 in every array (see shapes.h). */
    for (int a = 0; a < SAT2D_POLY_ARRAYS; a++) {
        float *arr = p->data + (size_t)a * stride;
        for (int i = n; i < stride; i++)
            arr[i] = arr[0];
    }
}

sat2d_status sat2d_poly_build(sat2d_convex_poly *out, size_t out_bytes, const sat2d_vec2 *pts,
                              int n) {
    sat2d_vec2 v[SAT2D_MAX_CORNERS];
    int count;
    if (n > 2 * SAT2D_MAX_CORNERS) return SAT2D_ERR_TOO_MANY_CORNERS;
    sat2d_status st = sat2d_outline_clean(pts, n, v, &count);
    if (st != SAT2D_OK) return st;
    /* All on one line: no area. Otherwise a bow-tie, whose lobes' areas cancel, turns both
     * ways and is refused as not convex below. */
    if (sat2d_outline_on_one_line(v, count)) return SAT2D_ERR_ZERO_AREA;
    st = check_convex(v, count);
    if (st != SAT2D_OK) return st;
    if (out_bytes < sat2d_poly_bytes(count)) return SAT2D_ERR_BUFFER_TOO_SMALL;
    memset(out, 0, sizeof *out);
    out->count = count;
    out->stride = sat2d_round_up_lanes(count);
    fill_arrays(out, v, count);
    bounding_circle(out, v, count);
    return SAT2D_OK;
}
