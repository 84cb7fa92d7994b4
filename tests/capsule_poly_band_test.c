/* The SIMD twins of capsule_poly give the reference's verdict on pairs that sit on the edge of
 * its decision: capsules whose radius is within a few hundred float steps of the distance that
 * separates their core from the polygon, decided by an edge's normal (an end just outside an
 * edge), by the core's normal (a corner just beside the core's middle) or by the corner axis
 * (an end just beyond a corner), at ordinary sizes and at sizes past the float filter's guard.
 *
 * The twins decide each axis test in float lanes by circle_poly's filter and send the lanes
 * inside its band (about 2^-20 of r^2 |n|^2 either way) to the reference (docs/agreement.md,
 * "Capsule-polygon filter"). Random pairs almost never land in that band, so the agreement test
 * cannot see thresholds that are too thin; here every pair is near them. The test checks that
 * the sweep reaches the band (each twin must send some lanes to the reference, and decide most
 * of the rest itself) and that every twin, with and without MTVs, answers as textbook. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sat2d/sat2d.h"
#include "sat2d/twin_exact_paths.h"

#define RING_STREAM_SEED 20261128ull
#include "ring_stream.h"
#include "segment_distance.h"

enum { STEPS = 65, MAX_PAIRS = 300000 };

static sat2d_convex_poly *polys[MAX_PAIRS];
static float ax0[MAX_PAIRS], ay0[MAX_PAIRS], ax1[MAX_PAIRS], ay1[MAX_PAIRS], ar[MAX_PAIRS];
static uint8_t want[MAX_PAIRS], got[MAX_PAIRS];
static sat2d_mtv mtvs[MAX_PAIRS];
static size_t pairs;

/* The distance from the core [p0, p1] (q: x0 y0 x1 y1) to polygon b's boundary: the sweep's
 * target, not a verdict (the reference decides). */
static double core_distance(const float *q, const sat2d_convex_poly *b) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    long double d2 = INFINITY;
    for (int i = 0; i < b->count; i++) {
        const int j = (i + 1) % b->count;
        const long double c[3] = {seg_dist2(q[0], q[1], x[i], y[i], x[j], y[j]),
                                  seg_dist2(q[2], q[3], x[i], y[i], x[j], y[j]),
                                  seg_dist2(x[i], y[i], q[0], q[1], q[2], q[3])};
        for (int k = 0; k < 3; k++)
            d2 = c[k] < d2 ? c[k] : d2;
    }
    return (double)sqrtl(d2);
}

/* Pairs of core q and polygon b with radii d (1 + k 2^-24), k sweeping -64..64 in steps of 2,
 * d the distance that decides them. */
static void add_sweep(const float *q, sat2d_convex_poly *b) {
    const double d = core_distance(q, b);
    for (int step = 0; step < STEPS && pairs < MAX_PAIRS; step++) {
        ax0[pairs] = q[0], ay0[pairs] = q[1], ax1[pairs] = q[2], ay1[pairs] = q[3];
        ar[pairs] = (float)(d * (1 + (-64 + 2 * step) * 0x1p-24));
        polys[pairs++] = b;
    }
}

/* A polygon of n corners of size `scale` at a random place, and a core `reach` * (0.05..0.55)
 * from it whose nearest feature decides through one axis: `kind` 0, an end outside the middle
 * of an edge, the core leaving it; 1, the core across the outward bisector of a corner, the
 * corner beside its middle; 2, an end on that bisector, the core leaving the corner. Returns
 * the polygon (NULL if the builder refused the outline). */
static sat2d_convex_poly *add_polygon(int n, int kind, double scale, double reach) {
    const double ox = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    const double oy = uniform() < 0.2 ? (uniform() - 0.5) * 1e3 * scale : 0;
    sat2d_vec2 p[8];
    ring(p, n, ox, oy, scale);
    sat2d_convex_poly *b = sat2d_poly_create(p, n, NULL);
    if (!b) return NULL;
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const int c = b->count, i = (int)(uniform() * c) % c, j = (i + 1) % c, k = (j + 1) % c;
    const double t = reach * (0.05 + 0.5 * uniform()), len = scale * (0.2 + 1.3 * uniform());
    double sx, sy, ux, uy; /* the first end, and the core's direction */
    if (kind == 0) {       /* edge i's outward normal (ey, -ex) of a counter-clockwise ring */
        const double ex = (double)x[j] - x[i], ey = (double)y[j] - y[i];
        const double el = sqrt(ex * ex + ey * ey), nx = ey / el, ny = -ex / el;
        const double a = (uniform() - 0.5) * 2.0; /* within about 57 degrees of the normal */
        sx = (x[i] + x[j]) / 2.0 + t * nx, sy = (y[i] + y[j]) / 2.0 + t * ny;
        ux = nx * cos(a) - ny * sin(a), uy = nx * sin(a) + ny * cos(a);
    } else { /* corner j's outward bisector */
        const double e0x = (double)x[j] - x[i], e0y = (double)y[j] - y[i];
        const double e1x = (double)x[k] - x[j], e1y = (double)y[k] - y[j];
        const double l0 = sqrt(e0x * e0x + e0y * e0y), l1 = sqrt(e1x * e1x + e1y * e1y);
        double bx = e0y / l0 + e1y / l1, by = -e0x / l0 - e1x / l1;
        const double bl = sqrt(bx * bx + by * by);
        bx /= bl, by /= bl;
        sx = x[j] + t * bx, sy = y[j] + t * by;
        if (kind == 1) { /* across the bisector, the corner beside 20..80% of the core */
            const double share = 0.2 + 0.6 * uniform();
            ux = -by, uy = bx, sx -= share * len * ux, sy -= share * len * uy;
        } else {
            const double a = (uniform() - 0.5) * 2.0;
            ux = bx * cos(a) - by * sin(a), uy = bx * sin(a) + by * cos(a);
        }
    }
    const float q[4] = {(float)sx, (float)sy, (float)(sx + len * ux), (float)(sy + len * uy)};
    add_sweep(q, b);
    return b;
}

/* Shuffles pairs lo..hi-1, so that blocks mix kinds, sizes and polygons. */
static void shuffle_pairs(size_t lo, size_t hi) {
    for (size_t i = hi; i > lo + 1; i--) {
        const size_t j = lo + (size_t)(uniform() * (double)(i - lo)) % (i - lo);
        sat2d_convex_poly *tp = polys[i - 1];
        polys[i - 1] = polys[j], polys[j] = tp;
        float *const cols[5] = {ax0, ay0, ax1, ay1, ar};
        for (int f = 0; f < 5; f++) {
            const float tf = cols[f][i - 1];
            cols[f][i - 1] = cols[f][j], cols[f][j] = tf;
        }
    }
}

int main(void) {
    static const char *const twins[] = {"sse_batch", "avx_batch", "avx512_batch"};
    static sat2d_convex_poly *keep[MAX_PAIRS / STEPS + 1];
    size_t kept = 0;
    /* ordinary sizes (1e-2..1e3); small polygons (1e-8..1e-6, their normals still in the
     * filter's range) with cores 1e-4..1 of their size away, so that r^2 falls below the
     * guard's 2^-40 and r^2 |n|^2 below float's normal range; tiny ones (1e-25..1e-17) and
     * huge ones (1e9..1e16), whose normals leave the range; each shuffled, polygons of 8
     * corners (normals from the corners) and of 3 to 8 (stored normals) */
    const double regimes[4][3] = {{-2, 5, 0}, {-8, 2, -4}, {-25, 8, 0}, {9, 7, 0}};
    for (int r = 0; r < 4; r++) {
        const size_t first = pairs;
        for (int t = 0; t < (r == 0 ? 1800 : 600); t++) {
            const int n = t % 2 ? 8 : 3 + (int)(uniform() * 6);
            const double scale = pow(10, regimes[r][0] + regimes[r][1] * uniform());
            const double reach = scale * pow(10, regimes[r][2] * uniform());
            sat2d_convex_poly *b = add_polygon(n, t % 3, scale, reach);
            if (b) keep[kept++] = b;
        }
        shuffle_pairs(first, pairs);
    }
    /* pairs the guard refuses while their polygon's normals are in range, by verdict */
    size_t guarded[2] = {0, 0};
    size_t hits = 0;
    for (size_t i = 0; i < pairs; i++) {
        const sat2d_capsule p = {{ax0[i], ay0[i]}, {ax1[i], ay1[i]}, ar[i]};
        hits += want[i] = (uint8_t)sat2d_capsule_poly(p, polys[i], NULL);
        if (polys[i]->normals_in_range && ar[i] * ar[i] < 0x1p-40f) guarded[want[i]]++;
    }
    printf("capsule_poly: %zu pairs from %zu polygons, %zu hits; r^2 below the guard, normals "
           "in range: %zu apart, %zu hit\n",
           pairs, kept, hits, guarded[0], guarded[1]);
    int failed = 0;
    if (hits < pairs / 4 || hits > 3 * pairs / 4) {
        printf("FAIL: the sweep no longer straddles the decision\n");
        failed = 1;
    }
    if (guarded[0] < 100 || guarded[1] < 100) {
        printf("FAIL: too few pairs of either verdict below the guard\n");
        failed = 1;
    }
    const sat2d_capsules_soa caps = {ax0, ay0, ax1, ay1, ar};
    for (size_t v = 0; v < sizeof twins / sizeof twins[0]; v++) {
        const sat2d_variant *twin = sat2d_variant_find(twins[v]);
        if (!twin || !twin->capsule_poly || !sat2d_variant_available(twin)) {
            printf("skip %-12s (not available on this CPU)\n", twins[v]);
            continue;
        }
        for (int with_mtv = 0; with_mtv < 2; with_mtv++) {
            sat2d_twin_exact_paths_reset();
            twin->capsule_poly(caps, (const sat2d_convex_poly *const *)polys, pairs, got,
                               with_mtv ? mtvs : NULL);
            const unsigned long long exact = sat2d_twin_exact_paths();
            long wrong = 0;
            for (size_t i = 0; i < pairs; i++)
                if (got[i] != want[i] && wrong++ < 3)
                    printf("  %s: pair %zu (%a %a %a %a r %a, %d corners) says %d\n", twins[v], i,
                           ax0[i], ay0[i], ax1[i], ay1[i], ar[i], polys[i]->count, got[i]);
            /* the band is reached, and the filter still decides most pairs (tiny, huge and
             * small ones go to the reference or to the double lanes) */
            const int reach = exact >= 100 && exact <= pairs * 9 / 10;
            printf("%s %-12s %s: %ld of %zu wrong, %llu to the reference\n",
                   wrong || !reach ? "FAIL" : "ok  ", twins[v], with_mtv ? "mtv    " : "verdict",
                   wrong, pairs, exact);
            failed |= wrong != 0 || !reach;
        }
    }
    for (size_t i = 0; i < kept; i++)
        sat2d_poly_free(keep[i]);
    return failed;
}
