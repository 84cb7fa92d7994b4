/* sat2d/batch.h: one polygon against many. Every kernel width this CPU runs, and the
 * dispatcher, must give
 *   - on the integer grid (touching, overlapping by one unit and apart by one unit included):
 *     the reference sat2d_poly_poly() verdict, and an MTV depth within 1e-5 of the shape size;
 *   - in float mode: exactly the sat2d_poly_poly_planes() verdict it mirrors;
 *   - for every hit pair, the MTV sat2d_poly_poly_planes() writes, bit for bit; for a miss,
 *     an untouched MTV slot.
 * Batch sizes 0, 1, 3, 4, 5, 7, 8, 9 and 1000+r, each in arrays of exactly n elements (so the
 * sanitizer build catches a read or write past element n-1). Candidates mix corner counts
 * (3..8 in half the batches; 3..16, some 64 and 300 in the others) so both kernel forms run
 * and blocks pad short polygons to the longest. Exit 0 on success. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "sat2d/batch.h"
#include "sat2d/sat2d.h"

#define DEPTH_TOL 1e-5f

/* Corner count: 3..8 in a small batch (the pairs-in-lanes blocks), else mostly 3..16 with a
 * few long ones (blocks that go to the axes kernel, or pad short polygons to long rows). */
static int small_batch;
static int corners(gen *g) {
    if (small_batch) return gen_int(g, 3, 8);
    int k = gen_int(g, 0, 19);
    return k == 0 ? 64 : k == 1 ? 300 : gen_int(g, 3, 16);
}

/* n candidates around A (size s at the origin): random placements, and on the grid a third
 * of them touching A exactly, nudged by -1, 0 or +1. */
static sat2d_convex_poly **candidates(gen *g, const sat2d_convex_poly *a, float s, size_t n) {
    sat2d_convex_poly **b = malloc((n ? n : 1) * sizeof *b);
    for (size_t i = 0; i < n; i++) {
        if (g->grid && gen_int(g, 0, 2) == 0)
            b[i] = gen_touching(g, a, corners(g), (float)gen_int(g, -1, 1));
        else
            b[i] = gen_convex(g, gen_coord(g, 0, 2.5f * s), gen_coord(g, 0, 2.5f * s),
                              s * (float)gen_uniform(g, 0.2, 1.2), corners(g));
    }
    return b;
}

/* Checks one answer against the scalar twins; returns the number of failures. */
static int check(const char *who, int grid, const sat2d_convex_poly *a, sat2d_convex_poly *const *b,
                 size_t n, const uint8_t *hit, const sat2d_mtv *mtv, float s) {
    int bad = 0;
    for (size_t i = 0; i < n && bad < 5; i++) {
        sat2d_mtv want_planes = {-1, -1, -1}, want_ref = {-1, -1, -1};
        int planes = sat2d_poly_poly_planes(a, b[i], &want_planes);
        int ref = sat2d_poly_poly(a, b[i], &want_ref);
        int want = grid ? ref : planes;
        const char *why = NULL;
        if (hit[i] != want)
            why = "verdict";
        else if (grid && planes != ref)
            why = "planes disagrees with the reference";
        else if (hit[i] && memcmp(&mtv[i], &want_planes, sizeof want_planes) != 0)
            why = "mtv differs from planes";
        else if (hit[i] && grid && fabsf(mtv[i].depth - want_ref.depth) > DEPTH_TOL * fmaxf(1, s))
            why = "mtv depth differs from the reference";
        else if (!hit[i] && (mtv[i].depth != 7 || mtv[i].nx != 7 || mtv[i].ny != 7))
            why = "mtv written for a miss";
        if (why) {
            fprintf(stderr, "%s %s n=%zu i=%zu: %s (got %d, reference %d, planes %d)\n", who,
                    grid ? "grid" : "float", n, i, why, hit[i], ref, planes);
            bad++;
        }
    }
    return bad;
}

/* One batch of size n through each width and the dispatcher. */
static int run(gen *g, size_t n) {
    float s = g->grid ? (float)gen_int(g, 8, 200) : (float)gen_uniform(g, 1e-2, 1e3);
    small_batch = gen_int(g, 0, 1);
    sat2d_convex_poly *a = gen_convex(g, 0, 0, s, corners(g));
    sat2d_convex_poly **b = candidates(g, a, s, n);
    uint8_t *hit = malloc(n ? n : 1);
    sat2d_mtv *mtv = malloc((n ? n : 1) * sizeof *mtv);
    int bad = 0;
    for (int lanes = 4; lanes <= 8; lanes += 4) {
        char who[32];
        memset(hit, 9, n);
        for (size_t i = 0; i < n; i++)
            mtv[i] = (sat2d_mtv){7, 7, 7};
        if (lanes == 8 && sat2d_poly_poly_one_vs_many_width() != 8) continue;
        if (sat2d_poly_poly_one_vs_many_lanes(lanes, a, (const sat2d_convex_poly *const *)b, n, hit,
                                              mtv) != 0) {
            fprintf(stderr, "lanes %d refused\n", lanes);
            return 1;
        }
        snprintf(who, sizeof who, "lanes=%d", lanes);
        bad += check(who, g->grid, a, b, n, hit, mtv, s);
        /* Without an MTV array the verdicts are the same. */
        uint8_t *again = malloc(n ? n : 1);
        sat2d_poly_poly_one_vs_many_lanes(lanes, a, (const sat2d_convex_poly *const *)b, n, again,
                                          NULL);
        if (n && memcmp(again, hit, n) != 0) {
            fprintf(stderr, "%s n=%zu: verdicts change without mtv\n", who, n);
            bad++;
        }
        free(again);
    }
    memset(hit, 9, n);
    for (size_t i = 0; i < n; i++)
        mtv[i] = (sat2d_mtv){7, 7, 7};
    sat2d_poly_poly_one_vs_many(a, (const sat2d_convex_poly *const *)b, n, hit, mtv);
    bad += check("dispatch", g->grid, a, b, n, hit, mtv, s);
    for (size_t i = 0; i < n; i++)
        sat2d_poly_free(b[i]);
    free(b);
    free(hit);
    free(mtv);
    sat2d_poly_free(a);
    return bad;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    static const size_t sizes[] = {0, 1, 3, 4, 5, 7, 8, 9};
    int bad = 0;
    long pairs = 0;
    if (sat2d_poly_poly_one_vs_many_lanes(3, NULL, NULL, 0, NULL, NULL) != -1) {
        fprintf(stderr, "lanes=3 was accepted\n");
        bad++;
    }
    for (int grid = 1; grid >= 0; grid--) {
        gen g = {0x5eed0ull + (uint64_t)grid, grid, 1};
        for (int r = 0; r < rounds; r++) {
            for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
                bad += run(&g, sizes[k]);
                pairs += (long)sizes[k];
            }
            size_t big = 1000 + (size_t)gen_int(&g, 0, 15);
            bad += run(&g, big);
            pairs += (long)big;
        }
    }
    printf("one_vs_many: %ld pairs per width, widths 4%s, dispatch %d lanes: %s\n", pairs,
           sat2d_poly_poly_one_vs_many_width() == 8 ? " and 8" : "",
           sat2d_poly_poly_one_vs_many_width(), bad ? "FAILED" : "ok");
    return bad != 0;
}
