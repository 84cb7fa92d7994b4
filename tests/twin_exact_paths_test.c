/* sat2d/twin_exact_paths.h counts what the SIMD twins send to their exact paths, and nothing
 * else: for each test with such a path, a batch of ordinary pairs with a known number of pairs
 * that their fast lanes cannot decide (a point on an edge's line, segments that touch, a circle
 * that exactly touches an edge, a sweep whose entry and exit tie), run through every variant
 * that has the slot. The twins named below must count exactly those pairs (a whole block of W
 * for circle_poly's pairs in lanes), every other variant none, and every verdict must be the
 * reference's. REPORT.md's counts on the benchmark's data rest on this. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sat2d/sat2d.h"

enum { PAIRS = 17 }; /* two blocks of 8 (four of 4) and one pair in the tail */
static const double PI = 3.14159265358979323846;

static int failed;

/* The count a variant must leave: `want` for the twins listed in `counting` (NULL-terminated),
 * 0 for every other variant. */
static unsigned long long expected(const char *name, const char *const *counting,
                                   const unsigned long long *want) {
    for (int k = 0; counting[k]; k++)
        if (strcmp(name, counting[k]) == 0) return want[k];
    return 0;
}

/* Whether a variant takes part: it has the slot, runs here, and is not one of the seeds'
 * pitfalls (wrong answers by design). */
static int runs(const sat2d_variant *v, int has_slot) {
    return has_slot && sat2d_variant_available(v) && v->kind != SAT2D_KIND_PITFALL;
}

/* Whether a builder returned a shape; when not, the test fails, naming it. */
static int built(const void *shape, const char *what, sat2d_status st) {
    if (!shape) {
        printf("FAIL: %s was refused (status %d)\n", what, (int)st);
        failed = 1;
    }
    return shape != NULL;
}

static void check(const char *test, const sat2d_variant *v, unsigned long long want,
                  const uint8_t *got, const uint8_t *ref, size_t n) {
    const unsigned long long counted = sat2d_twin_exact_paths();
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++)
        wrong += got[i] != ref[i];
    const int ok = counted == want && wrong == 0;
    printf("%s %-16s %-13s exact-path pairs %llu (want %llu), verdicts wrong %zu\n",
           ok ? "ok  " : "FAIL", test, v->name, counted, want, wrong);
    failed |= !ok;
}

/* A 16-corner convex polygon on the integer grid (radius 1000), and points: the midpoints of
 * edges 2 and 9 (on their lines: side exactly 0), the midpoint of edge 5 pushed outward along
 * its line's extension (still side 0), and points inside and outside off every edge's line. */
static void point_polygon_case(const sat2d_variant *const *all, size_t nv) {
    sat2d_vec2 ring[16];
    for (int k = 0; k < 16; k++)
        ring[k] = (sat2d_vec2){(float)lround(1000 * cos(k * PI / 8)),
                               (float)lround(1000 * sin(k * PI / 8))};
    sat2d_status st;
    sat2d_simple_polygon *g = sat2d_polygon_create(ring, 16, &st);
    if (!built(g, "the 16-gon", st)) return;
    float px[PAIRS], py[PAIRS];
    const sat2d_simple_polygon *b[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        px[i] = 3.0f + 41.0f * (float)i, py[i] = 7.0f - 29.0f * (float)i, b[i] = g;
        if (i % 3 == 2) px[i] += 1500.0f; /* outside */
    }
    const int on_line[3] = {1, 8, 16}; /* the last in the tail of every block size */
    const int edge[3] = {2, 9, 5};
    for (int k = 0; k < 3; k++) {
        const sat2d_vec2 p = ring[edge[k]], q = ring[(edge[k] + 1) % 16];
        const float t = k == 2 ? 3.0f : 0.5f; /* 3: past the corner, on the line's extension */
        px[on_line[k]] = p.x + t * (q.x - p.x), py[on_line[k]] = p.y + t * (q.y - p.y);
    }
    uint8_t ref[PAIRS], got[PAIRS];
    sat2d_reference()->point_polygon((sat2d_points_soa){px, py}, b, PAIRS, ref);
    /* Every pair on a line goes to the exact lanes: the 8-lane and 4-lane twins test one
     * point a call, and the 16-lane slot hands such a pair to the 8-lane one. */
    static const char *const counting[] = {"sse_axes",    "sse_corners", "avx_axes",
                                           "avx_corners", "avx512_axes", NULL};
    static const unsigned long long want[] = {3, 3, 3, 3, 3};
    for (size_t k = 0; k < nv; k++) {
        if (!runs(all[k], all[k]->point_polygon != NULL)) continue;
        sat2d_twin_exact_paths_reset();
        all[k]->point_polygon((sat2d_points_soa){px, py}, b, PAIRS, got);
        check("point_polygon", all[k], expected(all[k]->name, counting, want), got, ref, PAIRS);
    }
    sat2d_polygon_free(g);
}

/* Segment pairs apart or crossing properly, with no orientation 0, but for pairs 5 and 10
 * (an end of one on the other: touching) and pair 16 (touching, in the tail: the scalar twin
 * answers the tail whole, so it is not counted). */
static void segment_segment_case(const sat2d_variant *const *all, size_t nv) {
    float ax[PAIRS], ay[PAIRS], bx[PAIRS], by[PAIRS], cx[PAIRS], cy[PAIRS], dx[PAIRS], dy[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        const float o = 10.0f * (float)i;
        ax[i] = o, ay[i] = 0, bx[i] = o + 2, by[i] = 2; /* crossing: (o,2)-(o+2,0) */
        cx[i] = o, cy[i] = 2, dx[i] = o + 2, dy[i] = 0;
        if (i % 2) cy[i] = 3, dy[i] = 5; /* apart: parallel to the first, above it */
        if (i == 5 || i == 10 || i == 16) cx[i] = o + 1, cy[i] = 1, dx[i] = o + 4, dy[i] = 9;
    }
    const sat2d_segments_soa s = {ax, ay, bx, by}, t = {cx, cy, dx, dy};
    uint8_t ref[PAIRS], got[PAIRS];
    sat2d_reference()->segment_segment(s, t, PAIRS, ref, NULL);
    static const char *const counting[] = {"sse_batch", "avx_batch", NULL};
    static const unsigned long long want[] = {2, 2};
    for (size_t k = 0; k < nv; k++) {
        if (!runs(all[k], all[k]->segment_segment != NULL)) continue;
        sat2d_twin_exact_paths_reset();
        all[k]->segment_segment(s, t, PAIRS, got, NULL);
        check("segment_segment", all[k], expected(all[k]->name, counting, want), got, ref, PAIRS);
    }
}

/* An octagon on the grid and circles far from it, but for pair 3, whose circle touches the
 * edge x = 3 exactly (center (5, 0), r = 2): s^2 = r^2 |n|^2, inside the filter's band, so its
 * block goes to the double lanes whole: 4 pairs in the 4-lane kernel, 8 in the 8-lane one and
 * in the 16-lane one (which hands a block it cannot decide to the 8-lane kernel). Pair 16 is
 * the tail, answered pair by pair by the corners-in-lanes kernel: not counted. */
static void circle_poly_case(const sat2d_variant *const *all, size_t nv) {
    static const sat2d_vec2 octagon[8] = {{3, -1}, {3, 1},   {1, 3},   {-1, 3},
                                          {-3, 1}, {-3, -1}, {-1, -3}, {1, -3}};
    sat2d_status st;
    sat2d_convex_poly *p = sat2d_poly_create(octagon, 8, &st);
    if (!built(p, "the octagon", st)) return;
    float x[PAIRS], y[PAIRS], r[PAIRS];
    const sat2d_convex_poly *b[PAIRS];
    for (int i = 0; i < PAIRS; i++)
        x[i] = 40.0f + (float)i, y[i] = -25.0f, r[i] = 1.5f, b[i] = p;
    x[3] = 5, y[3] = 0, r[3] = 2;
    x[16] = 5, y[16] = 0, r[16] = 2;
    const sat2d_circles_soa c = {x, y, r};
    uint8_t ref[PAIRS], got[PAIRS];
    sat2d_reference()->circle_poly(c, b, PAIRS, ref, NULL);
    static const char *const counting[] = {"sse_batch", "avx_batch", "avx512_batch", NULL};
    static const unsigned long long want[] = {4, 8, 8};
    for (size_t k = 0; k < nv; k++) {
        if (!runs(all[k], all[k]->circle_poly != NULL)) continue;
        sat2d_twin_exact_paths_reset();
        all[k]->circle_poly(c, b, PAIRS, got, NULL);
        check("circle_poly", all[k], expected(all[k]->name, counting, want), got, ref, PAIRS);
    }
    sat2d_poly_free(p);
}

/* Unit squares, B three to the right of A, moved by d: pairs 4 and 11 move B left by exactly
 * 2, so that its left side reaches A's right side at t = 1, where the window closes as it
 * opens (entry == exit: the filter's tie, left to the exact window); every other pair moves B
 * by a vector that misses or hits with no tie. */
static void sweep_case(const sat2d_variant *const *all, size_t nv) {
    static const sat2d_vec2 a_sq[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    static const sat2d_vec2 b_sq[4] = {{3, 0.25f}, {4, 0.25f}, {4, 1.25f}, {3, 1.25f}};
    sat2d_status sa, sb;
    sat2d_convex_poly *pa = sat2d_poly_create(a_sq, 4, &sa), *pb = sat2d_poly_create(b_sq, 4, &sb);
    if (!(built(pa, "square A", sa) & built(pb, "square B", sb))) { /* both said */
        sat2d_poly_free(pa);
        sat2d_poly_free(pb);
        return;
    }
    float dx[PAIRS], dy[PAIRS];
    const sat2d_convex_poly *a[PAIRS], *b[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        dx[i] = i % 2 ? -3.5f : -1.25f, dy[i] = i % 2 ? 0.375f : 5.0f, a[i] = pa, b[i] = pb;
        if (i == 4 || i == 11) dx[i] = -2, dy[i] = 0;
    }
    uint8_t ref[PAIRS], got[PAIRS];
    sat2d_reference()->poly_poly_sweep(a, b, (sat2d_points_soa){dx, dy}, PAIRS, ref, NULL);
    /* the corners tables share the axes tables' sweep slot */
    static const char *const counting[] = {"sse_axes", "sse_corners", "avx_axes", "avx_corners",
                                           NULL};
    static const unsigned long long want[] = {2, 2, 2, 2};
    for (size_t k = 0; k < nv; k++) {
        if (!runs(all[k], all[k]->poly_poly_sweep != NULL)) continue;
        sat2d_twin_exact_paths_reset();
        all[k]->poly_poly_sweep(a, b, (sat2d_points_soa){dx, dy}, PAIRS, got, NULL);
        check("poly_poly_sweep", all[k], expected(all[k]->name, counting, want), got, ref, PAIRS);
    }
    sat2d_poly_free(pa);
    sat2d_poly_free(pb);
}

int main(void) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    point_polygon_case(all, nv);
    segment_segment_case(all, nv);
    circle_poly_case(all, nv);
    sweep_case(all, nv);
    return failed;
}
