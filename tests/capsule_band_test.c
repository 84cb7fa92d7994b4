/* The SIMD twins of capsule_capsule and circle_capsule give the reference's verdict on pairs
 * that sit on the edge of its decision: radius sums within about 2^-12 of the distance of the
 * cores, ends just before or beyond the end of the other core (where the reference switches
 * between its end and foot cases), and cores that cross or miss each other by a hair with radii
 * of 0, at ordinary sizes and at sizes where the float filter's squares underflow or pass its
 * guard (Q <= 2^62).
 *
 * The twins decide in float lanes with a proven margin and send the lanes inside it to the
 * scalar reference (simd/capsule_filter_lanes.h, docs/agreement.md "Capsule filter"). Random
 * pairs almost never land there, so the agreement test cannot see margins that are too thin;
 * here every pair is near them. The test checks that the sweep reaches into the band (the
 * filtered twins must send some lanes to the reference, and decide the rest of the ordinary
 * pairs themselves) and that every twin, with and without MTVs, answers as textbook. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sat2d/sat2d.h"
#include "sat2d/twin_exact_paths.h"

#include "segment_distance.h"

static unsigned long long state = 20261128ull;

/* The next uniform double in [0, 1): a 64-bit LCG, the same stream on every platform. */
static double uniform(void) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(state >> 11) / 9007199254740992.0;
}

enum { STEPS = 42, MAX_PAIRS = 300000 };

static float ax0[MAX_PAIRS], ay0[MAX_PAIRS], ax1[MAX_PAIRS], ay1[MAX_PAIRS], ar[MAX_PAIRS];
static float bx0[MAX_PAIRS], by0[MAX_PAIRS], bx1[MAX_PAIRS], by1[MAX_PAIRS], br[MAX_PAIRS];
static uint8_t want[MAX_PAIRS], got[MAX_PAIRS];
static sat2d_mtv mtvs[MAX_PAIRS];
static size_t pairs;

/* Pairs of A (core p0 p1, or the centre p0 when `circle`) and B's core q0 q1 whose radius sums
 * are d (1 +- 2^-j), j = 4..24, d the distance of the cores: the filter's band is relative to
 * the sizes of the pair, not to d, so the steps that land in it vary from pair to pair. The
 * radius is split at a random share between A and B. */
static void add_sweep(const float *p, const float *q, int circle) {
    long double d2 = seg_dist2(p[0], p[1], q[0], q[1], q[2], q[3]);
    if (!circle) {
        const long double e[3] = {seg_dist2(p[2], p[3], q[0], q[1], q[2], q[3]),
                                  seg_dist2(q[0], q[1], p[0], p[1], p[2], p[3]),
                                  seg_dist2(q[2], q[3], p[0], p[1], p[2], p[3])};
        for (int k = 0; k < 3; k++)
            d2 = e[k] < d2 ? e[k] : d2;
    }
    const double d = (double)sqrtl(d2), share = uniform();
    for (int step = 0; step < STEPS && pairs < MAX_PAIRS; step++) {
        const double sum = d * (1 + (step % 2 ? -1 : 1) * ldexp(1, -4 - step / 2));
        const float ra = (float)(sum * share), rb = (float)(sum - (double)ra);
        ax0[pairs] = p[0], ay0[pairs] = p[1], ax1[pairs] = circle ? p[0] : p[2];
        ay1[pairs] = circle ? p[1] : p[3], ar[pairs] = ra;
        bx0[pairs] = q[0], by0[pairs] = q[1], bx1[pairs] = q[2], by1[pairs] = q[3];
        br[pairs] = rb < 0 ? 0 : rb;
        pairs++;
    }
}

/* A core of length `scale` at a random place and direction (q: x0 y0 x1 y1), and a point
 * `reach` away from it: beside the core, or near the perpendicular through one of its ends
 * (the reference's branch points), where tau in [-2^-10, 2^-10] of the core's length moves it
 * across, or very close to an end, where float and double may take different cases. Returns
 * the point in p. */
static void place(float *q, float *p, double scale, double reach) {
    const int where = (int)(uniform() * 4);
    /* where 3: within 1e-8..1e-5 core lengths of an end, all around it, the core at the origin
     * so that the floats can hold such offsets */
    const double close = where == 3 ? pow(10, -8 + 3 * uniform()) : 0;
    const double ox = where == 3 ? 0 : (uniform() - 0.5) * 1e3 * scale,
                 oy = where == 3 ? 0 : (uniform() - 0.5) * 1e3 * scale;
    const double a = 6.283185307179586 * uniform(), ux = cos(a), uy = sin(a);
    q[0] = (float)ox, q[1] = (float)oy;
    q[2] = (float)(ox + scale * ux), q[3] = (float)(oy + scale * uy);
    const double tau = where == 0   ? 0.1 + 0.8 * uniform()
                       : where == 3 ? (uniform() < 0.5 ? 0 : 1) + (uniform() - 0.5) * 2 * close
                                    : (where == 1 ? 0 : 1) + (uniform() - 0.5) * 0x1p-9;
    const double side = uniform() < 0.5 ? -1 : 1,
                 h = where == 3 ? scale * close * uniform() : reach * (0.05 + uniform());
    p[0] = (float)(ox + tau * scale * ux - side * h * uy);
    p[1] = (float)(oy + tau * scale * uy + side * h * ux);
}

/* circle_capsule pairs at one size regime. */
static void add_circle_pairs(int count, double lo, double span) {
    for (int i = 0; i < count; i++) {
        const double scale = pow(10, lo + span * uniform());
        float q[4], p[2];
        place(q, p, scale, scale * pow(10, -3 + 3 * uniform()));
        add_sweep(p, q, 1);
    }
}

/* capsule_capsule pairs: A's first end placed as a circle's centre, its other end away from B;
 * or A's core across B's line near B's end, missing or crossing it by a hair, radii near the
 * gap (0 where it is 0). */
static void add_capsule_pairs(int count, double lo, double span) {
    for (int i = 0; i < count; i++) {
        const double scale = pow(10, lo + span * uniform());
        float q[4], p[4];
        if (uniform() < 0.5) {
            place(q, p, scale, scale * pow(10, -3 + 3 * uniform()));
            const double a = 6.283185307179586 * uniform();
            p[2] = (float)(p[0] + scale * cos(a)), p[3] = (float)(p[1] + scale * sin(a));
            const long double dq = seg_dist2(p[2], p[3], q[0], q[1], q[2], q[3]);
            if (dq < seg_dist2(p[0], p[1], q[0], q[1], q[2], q[3])) continue; /* keep end 0 */
        } else {
            place(q, p, scale, 0);
            const double ex = q[2] - q[0], ey = q[3] - q[1], len = sqrt(ex * ex + ey * ey);
            const double nx = -ey / len, ny = ex / len;
            const double beyond = (uniform() - 0.5) * 0x1p-18 * len; /* past q1, or short of it */
            const double cx = q[2] + ex / len * beyond, cy = q[3] + ey / len * beyond;
            const double up = scale * (0.1 + uniform()), down = scale * (0.1 + uniform());
            p[0] = (float)(cx - nx * down), p[1] = (float)(cy - ny * down);
            p[2] = (float)(cx + nx * up), p[3] = (float)(cy + ny * up);
        }
        add_sweep(p, q, 0);
    }
}

int main(void) {
    static const char *const twins[] = {"sse_batch", "avx_batch", "avx512_batch"};
    /* ordinary sizes, then tiny ones (squares below the filter's absolute margins), then huge
     * ones (past its guard) */
    const double regimes[3][2] = {{-2, 5}, {-25, 8}, {9, 16}};
    size_t circle_end = 0;
    for (int test = 0; test < 2; test++) {
        for (int r = 0; r < 3; r++)
            test == 0 ? add_circle_pairs(r == 0 ? 2000 : 400, regimes[r][0], regimes[r][1])
                      : add_capsule_pairs(r == 0 ? 2000 : 400, regimes[r][0], regimes[r][1]);
        if (test == 0) circle_end = pairs;
    }
    int failed = 0;
    for (int test = 0; test < 2; test++) {
        const size_t first = test == 0 ? 0 : circle_end, n = test == 0 ? circle_end : pairs - first;
        const sat2d_capsules_soa capa = {ax0 + first, ay0 + first, ax1 + first, ay1 + first,
                                         ar + first};
        const sat2d_circles_soa circ = {ax0 + first, ay0 + first, ar + first};
        const sat2d_capsules_soa capb = {bx0 + first, by0 + first, bx1 + first, by1 + first,
                                         br + first};
        const char *name = test == 0 ? "circle_capsule" : "capsule_capsule";
        size_t hits = 0;
        for (size_t i = 0; i < n; i++) {
            const size_t k = first + i;
            const sat2d_capsule b = {{bx0[k], by0[k]}, {bx1[k], by1[k]}, br[k]};
            want[i] =
                (uint8_t)(test == 0
                              ? sat2d_circle_capsule((sat2d_circle){{ax0[k], ay0[k]}, ar[k]}, b,
                                                     NULL)
                              : sat2d_capsule_capsule(
                                    (sat2d_capsule){{ax0[k], ay0[k]}, {ax1[k], ay1[k]}, ar[k]}, b,
                                    NULL));
            hits += want[i];
        }
        printf("%s: %zu pairs, %zu hits\n", name, n, hits);
        if (hits < n / 4 || hits > 3 * n / 4) {
            printf("FAIL: %s: the sweep no longer straddles the decision\n", name);
            failed = 1;
        }
        for (size_t v = 0; v < sizeof twins / sizeof twins[0]; v++) {
            const sat2d_variant *twin = sat2d_variant_find(twins[v]);
            if (!twin || !sat2d_variant_available(twin) ||
                !(test == 0 ? twin->circle_capsule != NULL : twin->capsule_capsule != NULL)) {
                printf("skip %-12s (not available on this CPU)\n", twins[v]);
                continue;
            }
            for (int with_mtv = 0; with_mtv < 2; with_mtv++) {
                sat2d_twin_exact_paths_reset();
                if (test == 0)
                    twin->circle_capsule(circ, capb, n, got, with_mtv ? mtvs : NULL);
                else
                    twin->capsule_capsule(capa, capb, n, got, with_mtv ? mtvs : NULL);
                const unsigned long long exact = sat2d_twin_exact_paths();
                long wrong = 0;
                for (size_t i = 0; i < n; i++)
                    if (got[i] != want[i] && wrong++ < 3) {
                        const size_t k = first + i;
                        printf("  %s %s: pair %zu (%a %a %a %a r %a | %a %a %a %a r %a) says %d\n",
                               name, twins[v], i, ax0[k], ay0[k], ax1[k], ay1[k], ar[k], bx0[k],
                               by0[k], bx1[k], by1[k], br[k], got[i]);
                    }
                /* the band is reached, and the filter still decides the ordinary pairs far from
                 * it (a third of the sweeps are tiny or huge, and half of capsule_capsule's cross
                 * by a hair: all to the reference) */
                const int reach = exact >= 100 && exact <= n * 9 / 10;
                printf("%s %s %-12s %s: %ld of %zu wrong, %llu to the reference\n",
                       wrong || !reach ? "FAIL" : "ok  ", name, twins[v],
                       with_mtv ? "mtv    " : "verdict", wrong, n, exact);
                failed |= wrong != 0 || !reach;
            }
        }
    }
    return failed;
}
