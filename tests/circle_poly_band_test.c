/* The SIMD twins of circle_poly give the reference's verdict on pairs that sit on the edge of
 * its decision: circles whose radius is within a few hundred float steps of the distance that
 * separates them from the polygon, across one edge or beyond one corner.
 *
 * The pairs-in-lanes kernels decide most pairs by a float filter with a proven error bound
 * and send the pairs inside its band (about 2^-20 of r^2 |n|^2 either way) to an exact double
 * path. Random pairs almost never land in that band, so the agreement test cannot see a
 * filter whose thresholds are wrong by a few ulps; here every pair is near it. The test
 * checks that the sweep really crosses the band (it counts the pairs whose exact ratio
 * s^2 / (r^2 |n|^2) lies within 2^-19 of 1 on either side) and fails if it does not. Blocks
 * hold polygons of 8 corners, of 4, and of 3 to 8 mixed, so that every block kind runs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sat2d/sat2d.h"

#define RING_STREAM_SEED 20261125ull
#include "ring_stream.h"

enum { STEPS = 65, MAX_PAIRS = 200000 };

static sat2d_poly *polys[MAX_PAIRS];
static float cxs[MAX_PAIRS], cys[MAX_PAIRS], rs[MAX_PAIRS];
static uint8_t want[MAX_PAIRS], got[MAX_PAIRS];
static sat2d_mtv mtvs[MAX_PAIRS];
static size_t pairs;
static long near_apart, near_touching; /* exact ratio in (1, 1 + 2^-19] and [1 - 2^-19, 1] */

/* s^2 / (r^2 |n|^2) in double for a separation s (the reference's float expression) along
 * (nx, ny): above 1 exactly when the reference calls the axis beyond (s > 0 assumed). */
static void count_margin(double s, double r, double nx, double ny) {
    if (s <= 0) return;
    const double q = s * s / (r * r * (nx * nx + ny * ny));
    if (q > 1 && q <= 1 + 0x1p-19) near_apart++;
    if (q <= 1 && q >= 1 - 0x1p-19) near_touching++;
}

/* Pairs of polygon b with circles centred at c and radii d * (1 + k 2^-24), k sweeping
 * -64..64 in steps of 2, where d is the distance that decides them. */
static void add_sweep(sat2d_poly *b, float cx, float cy, double d, int edge, int corner) {
    for (int step = 0; step < STEPS && pairs < MAX_PAIRS; step++) {
        const double k = -64 + 2 * step;
        const float r = (float)(d * (1 + k * 0x1p-24));
        polys[pairs] = b, cxs[pairs] = cx, cys[pairs] = cy, rs[pairs] = r;
        const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
        if (edge >= 0) {
            const float nx = sat2d_poly_nx(b)[edge], ny = sat2d_poly_ny(b)[edge];
            count_margin(nx * (cx - x[edge]) + ny * (cy - y[edge]), r, nx, ny);
        } else {
            const float ax = x[corner] - cx, ay = y[corner] - cy;
            float m = INFINITY;
            for (int j = 0; j < b->count; j++) {
                const float p = (x[j] - cx) * ax + (y[j] - cy) * ay;
                m = p < m ? p : m;
            }
            count_margin(m, r, ax, ay);
        }
        pairs++;
    }
}

/* One polygon of n corners at a random scale and place, swept across one edge (circle centre
 * outside the middle of that edge) and beyond one corner (centre on the corner's outward
 * bisector). Returns 0 if the builder refused the outline. */
static int add_polygon(int n, sat2d_poly **keep) {
    const double scale = pow(10, -2 + 5 * uniform());
    const double ox = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    const double oy = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    sat2d_vec2 p[8];
    ring(p, n, ox, oy, scale);
    sat2d_poly *b = sat2d_poly_create(p, n, NULL);
    if (!b) return 0;
    *keep = b;
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const int c = b->count, i = (int)(uniform() * c) % c, j = (i + 1) % c;
    /* across edge i: from its midpoint, out along its unit normal by t */
    {
        const double ex = (double)x[j] - x[i], ey = (double)y[j] - y[i];
        const double len = sqrt(ex * ex + ey * ey), t = scale * (0.05 + 0.5 * uniform());
        const float cx = (float)((x[i] + x[j]) / 2.0 + t * ey / len);
        const float cy = (float)((y[i] + y[j]) / 2.0 - t * ex / len);
        const double dist = ((cx - (double)x[i]) * ey - (cy - (double)y[i]) * ex) / len;
        add_sweep(b, cx, cy, dist, i, -1);
    }
    /* beyond corner j: along the bisector of its two edges' outward normals */
    {
        const int h = (j + c - 1) % c, k = (j + 1) % c;
        const double e0x = (double)x[j] - x[h], e0y = (double)y[j] - y[h];
        const double e1x = (double)x[k] - x[j], e1y = (double)y[k] - y[j];
        const double l0 = sqrt(e0x * e0x + e0y * e0y), l1 = sqrt(e1x * e1x + e1y * e1y);
        double bx = e0y / l0 + e1y / l1, by = -e0x / l0 - e1x / l1;
        const double bl = sqrt(bx * bx + by * by), t = scale * (0.05 + 0.5 * uniform());
        bx /= bl, by /= bl;
        const float cx = (float)(x[j] + t * bx), cy = (float)(y[j] + t * by);
        const double dx = (double)x[j] - cx, dy = (double)y[j] - cy;
        add_sweep(b, cx, cy, sqrt(dx * dx + dy * dy), -1, j);
    }
    return 1;
}

int main(void) {
    static const char *const twins[] = {"sse_axes",    "sse_corners", "sse_batch",   "avx_axes",
                                        "avx_corners", "avx_batch",   "avx512_batch"};
    static sat2d_poly *keep[MAX_PAIRS / STEPS + 1];
    size_t kept = 0;
    /* three runs of blocks: 8 corners (normals from the corners), 4 (the 4-lane kernels' own
     * size), and 3 to 8 mixed (stored normals) */
    for (int part = 0; part < 3; part++)
        for (int t = 0; t < 500; t++) {
            const int n = part == 0 ? 8 : part == 1 ? 4 : 3 + (int)(uniform() * 6);
            kept += (size_t)add_polygon(n, &keep[kept]);
        }
    /* shuffled, so that blocks mix corner counts and edge and corner sweeps */
    for (size_t i = pairs; i > 1; i--) {
        const size_t j = (size_t)(uniform() * (double)i) % i;
        sat2d_poly *tp = polys[i - 1];
        polys[i - 1] = polys[j], polys[j] = tp;
        float tf = cxs[i - 1];
        cxs[i - 1] = cxs[j], cxs[j] = tf;
        tf = cys[i - 1], cys[i - 1] = cys[j], cys[j] = tf;
        tf = rs[i - 1], rs[i - 1] = rs[j], rs[j] = tf;
    }
    for (size_t i = 0; i < pairs; i++)
        want[i] =
            (uint8_t)sat2d_circle_poly((sat2d_circle){{cxs[i], cys[i]}, rs[i]}, polys[i], NULL);
    size_t hits = 0;
    for (size_t i = 0; i < pairs; i++)
        hits += want[i];
    printf("%zu pairs from %zu polygons: %zu hits; exact ratio within 2^-19 of 1: %ld apart, "
           "%ld touching\n",
           pairs, kept, hits, near_apart, near_touching);
    int failed = 0;
    if (near_apart < 200 || near_touching < 200 || hits == 0 || hits == pairs) {
        printf("FAIL: the sweep no longer crosses the filter's band on both sides\n");
        failed = 1;
    }
    const sat2d_circles_soa circles = {cxs, cys, rs};
    for (size_t v = 0; v < sizeof twins / sizeof twins[0]; v++) {
        const sat2d_variant *twin = sat2d_variant_find(twins[v]);
        if (!twin || !twin->circle_poly || !sat2d_variant_available(twin)) {
            printf("skip %-12s (not available on this CPU)\n", twins[v]);
            continue;
        }
        for (int with_mtv = 0; with_mtv < 2; with_mtv++) {
            twin->circle_poly(circles, (const sat2d_poly *const *)polys, pairs, got,
                              with_mtv ? mtvs : NULL);
            long wrong = 0;
            for (size_t i = 0; i < pairs; i++)
                if (got[i] != want[i]) {
                    if (wrong++ < 3)
                        printf("  %s%s: pair %zu (circle %a %a r %a, %d corners) says %d\n",
                               twins[v], with_mtv ? " with MTV" : "", i, cxs[i], cys[i], rs[i],
                               polys[i]->count, got[i]);
                }
            printf("%s %-12s %s: %ld of %zu wrong\n", wrong ? "FAIL" : "ok  ", twins[v],
                   with_mtv ? "mtv    " : "verdict", wrong, pairs);
            failed |= wrong != 0;
        }
    }
    for (size_t i = 0; i < kept; i++)
        sat2d_poly_free(keep[i]);
    return failed;
}
