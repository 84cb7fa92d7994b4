/* The SIMD twins of circle_poly give the reference's verdict on pairs that sit on the edge of
 * its decision: circles whose radius is within a few hundred float steps of the distance that
 * separates them from the polygon, across one edge or beyond one corner, at ordinary sizes and
 * at sizes where the float filter's squares underflow or overflow.
 *
 * The pairs-in-lanes kernels decide most pairs by a float filter with a proven error bound
 * and send the pairs inside its band (about 2^-20 of r^2 |n|^2 either way) to an exact double
 * path. Random pairs almost never land in that band, so the agreement test cannot see a
 * filter whose thresholds are wrong by a few ulps; here every pair is near it. The test
 * checks that the sweep really crosses the band (it counts the pairs whose exact ratio
 * s^2 / (r^2 |n|^2) lies within 2^-19 of 1 on either side) and fails if it does not. Blocks
 * hold polygons of 8 corners, of 4, and of 3 to 8 mixed, so that every block kind runs.
 *
 * The proof holds only inside its guard (fl(r*r) in [2^-40, 2^40], the corner axis's |a|^2 in
 * [2^-60, 2^60], every |n|^2 in [2^-59, 2^59] in double: the polygon's normals_in_range, set
 * by the builder), which sends every other lane to the exact path. The agreement
 * test's shapes never leave that range, so a kernel without its guard passed every other test;
 * here, beside the ordinary sizes, tiny polygons and polygons with an edge or a corner on an
 * axis sweep the band at sizes from 1e-25 to 1e25, where r^2, |n|^2, |a|^2 or e^2 is subnormal
 * or infinite in float. The test counts the pairs outside each part of the guard and fails if
 * a part has too few of either verdict. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sat2d/sat2d.h"

#define RING_STREAM_SEED 20261125ull
#include "ring_stream.h"

enum { STEPS = 65, MAX_PAIRS = 450000 };

static sat2d_convex_poly *polys[MAX_PAIRS];
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
static void add_sweep(sat2d_convex_poly *b, float cx, float cy, double d, int edge, int corner) {
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

/* The parts of the filter's guard that refuse the pair (circle cx, cy, r; polygon b):
 * R2_LOW and R2_HIGH for fl(r*r) outside [2^-40, 2^40] and A2_LOW and A2_HIGH for |a|^2 of the
 * corner axis outside [2^-60, 2^60], each rounded in float as the kernels do (a NaN counts as
 * high); L_LOW and L_HIGH for |n|^2 of an edge outside [2^-59, 2^59] in double, as the builder
 * decides normals_in_range, which the kernels read. */
enum { R2_LOW = 1, R2_HIGH = 2, L_LOW = 4, L_HIGH = 8, A2_LOW = 16, A2_HIGH = 32, GUARD_PARTS = 6 };
static const char *const guard_part_names[GUARD_PARTS] = {"r^2 low",    "r^2 high",  "|n|^2 low",
                                                          "|n|^2 high", "|a|^2 low", "|a|^2 high"};

static unsigned range_misses(float v, float lo, float hi, unsigned low_bit, unsigned high_bit) {
    return v < lo ? low_bit : v <= hi ? 0u : high_bit;
}

static unsigned guard_misses(float cx, float cy, float r, const sat2d_convex_poly *b) {
    unsigned misses = range_misses(r * r, 0x1p-40f, 0x1p40f, R2_LOW, R2_HIGH);
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    float best = INFINITY;
    int k = 0; /* the reference's nearest corner */
    for (int i = 0; i < b->count; i++) {
        const double L = (double)nx[i] * nx[i] + (double)ny[i] * ny[i];
        misses |= L < 0x1p-59 ? L_LOW : L <= 0x1p59 ? 0u : L_HIGH;
        const float dx = x[i] - cx, dy = y[i] - cy, d2 = dx * dx + dy * dy;
        if (d2 < best) best = d2, k = i;
    }
    const float ax = x[k] - cx, ay = y[k] - cy;
    return misses | range_misses(ax * ax + ay * ay, 0x1p-60f, 0x1p60f, A2_LOW, A2_HIGH);
}

/* One polygon of n corners of size `scale` at a random place, swept across one edge (circle
 * centre outside the middle of that edge) and beyond one corner (centre on the corner's
 * outward bisector), the centre `reach` * (0.05..0.55) away. Returns 0 if the builder refused
 * the outline. */
static int add_polygon(int n, sat2d_convex_poly **keep, double scale, double reach) {
    const double ox = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    const double oy = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    sat2d_vec2 p[8];
    ring(p, n, ox, oy, scale);
    sat2d_convex_poly *b = sat2d_poly_create(p, n, NULL);
    if (!b) return 0;
    *keep = b;
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const int c = b->count, i = (int)(uniform() * c) % c, j = (i + 1) % c;
    /* across edge i: from its midpoint, out along its unit normal by t */
    {
        const double ex = (double)x[j] - x[i], ey = (double)y[j] - y[i];
        const double len = sqrt(ex * ex + ey * ey), t = reach * (0.05 + 0.5 * uniform());
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
        const double bl = sqrt(bx * bx + by * by), t = reach * (0.05 + 0.5 * uniform());
        bx /= bl, by /= bl;
        const float cx = (float)(x[j] + t * bx), cy = (float)(y[j] + t * by);
        const double dx = (double)x[j] - cx, dy = (double)y[j] - cy;
        add_sweep(b, cx, cy, sqrt(dx * dx + dy * dy), -1, j);
    }
    return 1;
}

/* (x, y) turned by q quarter turns: exact, coordinates only swap and change sign. */
static sat2d_vec2 quarter_turns(float x, float y, int q) {
    for (; q > 0; q--) {
        const float t = x;
        x = -y, y = t;
    }
    return (sat2d_vec2){x, y};
}

/* Index of b's corner at exactly p, -1 if none. */
static int corner_at(const sat2d_convex_poly *b, sat2d_vec2 p) {
    for (int i = 0; i < b->count; i++)
        if (sat2d_poly_x(b)[i] == p.x && sat2d_poly_y(b)[i] == p.y) return i;
    return -1;
}

/* A polygon whose size and distance leave the guard's range where every float step is still
 * exact enough to sweep: n corners on the upper half of a circle of radius w about the origin,
 * from (w, 0) to (-w, 0), so that the closing edge lies on the x axis, its normal exactly
 * (0, -2w). With `at_corner` the corners are moved by -w along x, putting corner (w, 0) at the
 * origin. The whole is turned by q quarter turns (uniform in 0..3). The circle's centre is
 * then t below the axis edge (s = 2wt, one rounding), or t from the origin corner inside the
 * corner's region: a radius t (1 + k 2^-24) sweeps the band with e^2, r^2, |n|^2 and |a|^2
 * under- or overflowing float as w and t go from 1e-25 to 1e25. Returns 0 if the builder
 * refused the outline; a polygon it stored without that edge or corner adds no pairs. */
static int add_axis_polygon(int n, sat2d_convex_poly **keep, double w, double t, int at_corner) {
    const int q = (int)(uniform() * 4) % 4;
    const float wf = (float)w, shift = at_corner ? wf : 0.0f;
    sat2d_vec2 p[8];
    p[0] = quarter_turns(wf - shift, 0.0f, q);
    for (int i = 1; i < n - 1; i++) {
        const double phi = 3.141592653589793 * (i + 0.8 * uniform() - 0.4) / (n - 1);
        p[i] = quarter_turns((float)(w * cos(phi)) - shift, (float)(w * sin(phi)), q);
    }
    p[n - 1] = quarter_turns(-wf - shift, 0.0f, q);
    sat2d_convex_poly *b = sat2d_poly_create(p, n, NULL);
    if (!b) return 0;
    *keep = b;
    sat2d_vec2 c;
    if (at_corner) {
        const double beta = -3.141592653589793 / 180 * (5 + 80 * uniform());
        c = quarter_turns((float)(t * cos(beta)), (float)(t * sin(beta)), q);
    } else {
        c = quarter_turns((float)(wf * (uniform() - 0.5)), -(float)t, q);
    }
    const int corner = corner_at(b, p[at_corner ? 0 : n - 1]);
    if (corner < 0 || (!at_corner && corner_at(b, p[0]) != (corner + 1) % b->count)) return 1;
    const double dx = c.x - (double)p[at_corner ? 0 : n - 1].x;
    const double dy = c.y - (double)p[at_corner ? 0 : n - 1].y;
    const double d = at_corner ? sqrt(dx * dx + dy * dy) : fabs(q & 1 ? dx : dy);
    add_sweep(b, c.x, c.y, d, at_corner ? -1 : corner, at_corner ? corner : -1);
    return 1;
}

/* Shuffles pairs lo..hi-1, so that blocks mix edge and corner sweeps, sizes and polygons. */
static void shuffle_pairs(size_t lo, size_t hi) {
    for (size_t i = hi; i > lo + 1; i--) {
        const size_t j = lo + (size_t)(uniform() * (double)(i - lo)) % (i - lo);
        sat2d_convex_poly *tp = polys[i - 1];
        polys[i - 1] = polys[j], polys[j] = tp;
        float tf = cxs[i - 1];
        cxs[i - 1] = cxs[j], cxs[j] = tf;
        tf = cys[i - 1], cys[i - 1] = cys[j], cys[j] = tf;
        tf = rs[i - 1], rs[i - 1] = rs[j], rs[j] = tf;
    }
}

int main(void) {
    static const char *const twins[] = {"sse_axes",    "sse_corners", "sse_batch",   "avx_axes",
                                        "avx_corners", "avx_batch",   "avx512_batch"};
    static sat2d_convex_poly *keep[MAX_PAIRS / STEPS + 1];
    size_t kept = 0;
    /* Runs of blocks of one kind each: 8 corners (normals from the corners), 4 (the 4-lane
     * kernels' own size), and 3 to 8 mixed (stored normals). Four regimes: ordinary sizes
     * (1e-2..1e3, the circle as far as the polygon is large), shuffled within each run; then,
     * each sweep kept in one piece, tiny polygons (1e-25..1e-17, |n|^2 underflows) with
     * circles 1e-6..1e2 away, and polygons with an edge or a corner on an axis
     * (add_axis_polygon), size and distance each 1e-25..1e25. A block goes whole to the exact
     * path when one of its lanes is undecided, so lanes of one sweep, which share their sizes,
     * are what shows a filter deciding where its guard should have refused. */
    for (int regime = 0; regime < 4; regime++)
        for (int part = 0; part < 3; part++) {
            const size_t first = pairs;
            for (int t = 0; t < (regime == 0 ? 500 : 300); t++) {
                const int n = part == 0 ? 8 : part == 1 ? 4 : 3 + (int)(uniform() * 6);
                if (regime == 0) {
                    const double scale = pow(10, -2 + 5 * uniform());
                    kept += (size_t)add_polygon(n, &keep[kept], scale, scale);
                } else if (regime == 1) {
                    const double scale = pow(10, -25 + 8 * uniform());
                    kept += (size_t)add_polygon(n, &keep[kept], scale, pow(10, -6 + 8 * uniform()));
                } else {
                    const double w = pow(10, -25 + 50 * uniform()),
                                 t = pow(10, -25 + 50 * uniform());
                    kept += (size_t)add_axis_polygon(n, &keep[kept], w, t, regime == 3);
                }
            }
            if (regime == 0) shuffle_pairs(first, pairs);
        }
    for (size_t i = 0; i < pairs; i++)
        want[i] =
            (uint8_t)sat2d_circle_poly((sat2d_circle){{cxs[i], cys[i]}, rs[i]}, polys[i], NULL);
    size_t hits = 0, missed[GUARD_PARTS][2] = {{0}}, flag_wrong = 0;
    for (size_t i = 0; i < pairs; i++) {
        hits += want[i];
        const unsigned misses = guard_misses(cxs[i], cys[i], rs[i], polys[i]);
        flag_wrong += polys[i]->normals_in_range != ((misses & (L_LOW | L_HIGH)) == 0);
        for (int g = 0; g < GUARD_PARTS; g++)
            if (misses >> g & 1) missed[g][want[i]]++;
    }
    printf("%zu pairs from %zu polygons: %zu hits; exact ratio within 2^-19 of 1: %ld apart, "
           "%ld touching\noutside the guard's range (apart/hit):",
           pairs, kept, hits, near_apart, near_touching);
    for (int g = 0; g < GUARD_PARTS; g++)
        printf(" %s %zu/%zu%s", guard_part_names[g], missed[g][0], missed[g][1],
               g + 1 < GUARD_PARTS ? "," : "\n");
    int failed = 0;
    if (flag_wrong) {
        printf("FAIL: %zu pairs whose polygon's normals_in_range disagrees with its normals\n",
               flag_wrong);
        failed = 1;
    }
    if (near_apart < 200 || near_touching < 200 || hits == 0 || hits == pairs) {
        printf("FAIL: the sweep no longer crosses the filter's band on both sides\n");
        failed = 1;
    }
    for (int g = 0; g < GUARD_PARTS; g++)
        if (missed[g][0] < 100 || missed[g][1] < 100) {
            printf("FAIL: too few pairs of either verdict outside the guard's range (%s)\n",
                   guard_part_names[g]);
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
            twin->circle_poly(circles, (const sat2d_convex_poly *const *)polys, pairs, got,
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
