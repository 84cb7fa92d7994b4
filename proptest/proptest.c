/* sat2d-proptest: every registered variant against the exact oracle (oracle.c, GMP) on seeded
 * random cases.
 *   sat2d-proptest [--test ID] [--impl NAME] [--seed S] [--cases N]
 * Half of each test's cases are on the integer grid (|v| <= 1024, exact touching included),
 * where every non-pitfall variant must equal the oracle: property <test>_oracle_grid. The other
 * half are general floats, where a verdict may differ from the oracle only inside the
 * ambiguity band: when moving B by at most 2^-16 * M (M the largest coordinate magnitude)
 * changes the exact answer (case_oracle_ambiguous). Such cases are counted and printed:
 * <test>_oracle_float.
 * On the grid, every test checks <test>_metamorphic: integer translation, a quarter turn,
 * rotating the corner order and reversing the winding (metamorphic.h) change no variant's
 * verdict; tests of two same-kind shapes check <test>_symmetric: test(A, B) = test(B, A), and
 * those with an MTV <test>_symmetric_mtv: test(B, A) has the same depth and the negated normal
 * (where the least push has one direction); poly_poly_mtv_depth: the MTV depth equals the
 * oracle's exact penetration within 1e-5 of the coordinate magnitude. On every hit, grid and
 * float: poly_poly_mtv_axis (the normal is a least-push face's, the depth the least push),
 * <test>_mtv_resolve (moving B by depth * normal leaves the pair touching; also circle_circle,
 * rect_rect and circle_poly, with their <test>_mtv_depth against the least push in double);
 * poly_poly_sweep_touch_at_t (B moved by t * d touches A) and poly_poly_sweep_exact_t (t is the
 * exact rational time within the tolerance measured along the contact normal); see props.h.
 * Every case is also answered as every pair of a batch of copies (<test>_lanes), and every 19
 * consecutive cases as the pairs of one batch (<test>_lanes_mixed); each answer must be the
 * case's answer alone, bit for bit (harness/case_file.h).
 * The documented pitfalls are measured against the oracle, never asserted.
 * A failure prints its seed and the case in the case-file format (hex floats, exact), so
 * `sat2d check` replays it. The last line is "N passed, N failed" over the properties.
 * --plugin PATH (repeatable) adds a contender (docs/plugins.md), checked like any variant and
 * chosen with --impl; the run then happens in a child process, and a contender that crashes is
 * reported with its case line and exit status 3. */
#define _POSIX_C_SOURCE 200809L /* open_memstream, getline */

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "case_file.h"
#include "case_oracle.h"
#include "plugin_guard.h"
#include "plugin_load.h"
#include "gen.h"
#include "detmath.h"
#include "hard.h"
#include "metamorphic.h"
#include "oracle.h"
#include "props.h"

static float mag2(float x, float y) {
    return fmaxf(fabsf(x), fabsf(y));
}

/* MTV depths agree with the exact penetration within this share of the coordinate magnitude:
 * depths are differences of float projections divided by a float length, a few roundings of
 * 2^-24 relative to the magnitude; 1e-5 leaves a wide margin and still catches a wrong axis. */
#define DEPTH_TOLERANCE 1e-5

/* The number claims of a hit (failing_numbers), one bit each. */
enum {
    NUM_MTV_AXIS = 1,    /* poly_poly: the normal is a least-push face's, the depth its push */
    NUM_MTV_RESOLVE = 2, /* B moved by depth * normal touches A */
    NUM_MTV_DEPTH = 4,   /* circle_circle, rect_rect, circle_poly: depth is the least push */
    NUM_TOUCH_AT_T = 8,  /* sweep: B moved by t * d touches A */
    NUM_EXACT_T = 16     /* sweep: t is the exact time within the tolerance */
};

/* The oracle's MTV axes of the current case, computed on first use and shared by every variant
 * (n_axes = -1 until then). */
static oracle_axis axes[4 * SAT2D_MAX_CORNERS];
static int n_axes = -1;

static unsigned failing_numbers(const sat2d_case *c, const sat2d_answer *ans, double tol,
                                double exact_t, double snx, double sny);

/* ---- Shrinking: a failing case is reduced, on its text form, to fewer corners and rounder
 * coordinates while the variant still disagrees with the oracle (outside the band for float
 * cases), then printed; the result is what belongs in data/regress/. ---- */

enum { MAX_TOKENS = 2 * SAT2D_MAX_CORNERS + 16, SHRINK_TRIES = 4000 };

typedef struct tokens {
    int n;
    char t[MAX_TOKENS][48];
} tokens;

static void split(const char *line, tokens *k) {
    char buf[65536];
    snprintf(buf, sizeof buf, "%s", line);
    k->n = 0;
    for (char *w = strtok(buf, " \n"); w && k->n < MAX_TOKENS; w = strtok(NULL, " \n"))
        snprintf(k->t[k->n++], sizeof k->t[0], "%s", w);
}

static void join(const tokens *k, char *out, size_t size) {
    size_t used = 0;
    out[0] = 0;
    for (int i = 0; i < k->n && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? " " : "", k->t[i]);
}

/* Largest magnitude among a line's coordinates, and whether all are small integers (grid). A
 * polygon's corner count is not a coordinate: counted, it widened the band of a replayed
 * polygon of small coordinates (3 corners, coordinates near 1e-3: a band of 3 * 2^-16). */
static float line_magnitude(const tokens *k, int *grid) {
    float m = 0;
    *grid = 1;
    for (int i = 0; i < k->n; i++) {
        if (i > 0 && (strcmp(k->t[i - 1], "poly") == 0 || strcmp(k->t[i - 1], "polygon") == 0))
            continue;
        char *end;
        float v = strtof(k->t[i], &end);
        if (end == k->t[i] || *end) continue;
        m = fmaxf(m, fabsf(v));
        *grid = *grid && v == nearbyintf(v) && fabsf(v) <= 1048576;
    }
    return m;
}

/* 1 if the line parses and the variant still fails: claims 0, its verdict disagrees with the
 * oracle (outside the band unless it is a grid case); else, on a hit the oracle confirms, one of
 * the number claims in the mask (NUM_*) still fails. */
static int still_fails(const sat2d_variant *v, const tokens *k, unsigned claims) {
    static char line[65536];
    char err[256];
    sat2d_case c;
    sat2d_answer ans;
    int grid;
    join(k, line, sizeof line);
    if (sat2d_case_parse(line, &c, err, sizeof err) != 1) return 0;
    float magnitude = line_magnitude(k, &grid);
    int truth = case_oracle_verdict(&c, 0, 0), fails = 0;
    if (sat2d_case_run(v, &c, &ans)) {
        if (!claims) {
            fails = ans.hit != truth && (grid || props_no_band(v->name) ||
                                         !case_oracle_ambiguous(&c, magnitude, truth));
        } else if (ans.hit && truth) {
            double exact_t = 0, snx = 0, sny = 0, tol = DEPTH_TOLERANCE * fmax(1.0, magnitude);
            if (c.test == SAT2D_POLY_POLY_SWEEP) {
                oracle_sweep(case_outline_poly(c.a.poly), case_outline_poly(c.b.poly), c.sweep,
                             &exact_t);
                oracle_sweep_normal(&snx, &sny);
            }
            n_axes = -1; /* the axes cache holds the case being shrunk from */
            fails = (failing_numbers(&c, &ans, tol, exact_t, snx, sny) & claims) != 0;
            n_axes = -1;
        }
    }
    sat2d_case_free(&c);
    return fails;
}

/* Drops corner j of the polygon whose count token is at index at. */
static void drop_corner(tokens *k, int at, int j) {
    int n = atoi(k->t[at]), from = at + 1 + 2 * j;
    snprintf(k->t[at], sizeof k->t[0], "%d", n - 1);
    memmove(k->t[from], k->t[from + 2], (size_t)(k->n - from - 2) * sizeof k->t[0]);
    k->n -= 2;
}

/* Rounder versions of v, roundest first: 0, then v kept to 1, 2, ... 23 significant bits (an
 * integer among them is rounder than the float it replaces). */
static int rounder(float v, float *out) {
    int n = 0, e;
    out[n++] = 0;
    frexpf(v, &e);
    for (int bits = 1; bits < 24; bits++)
        out[n++] = ldexpf(nearbyintf(ldexpf(v, bits - e)), e - bits);
    return n;
}

static void shrink(const sat2d_variant *v, const sat2d_case *c, int grid, unsigned claims) {
    char *text = NULL, line[65536];
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f) return;
    case_print(f, c);
    fclose(f);
    static tokens k, trial;
    split(text, &k);
    free(text);
    int tries = 0;
    for (int progress = 1; progress && tries < SHRINK_TRIES;) {
        progress = 0;
        for (int i = 0; i < k.n && tries < SHRINK_TRIES; i++) { /* fewer corners */
            if (strcmp(k.t[i], "poly") != 0 && strcmp(k.t[i], "polygon") != 0) continue;
            for (int j = 0; j < atoi(k.t[i + 1]) && atoi(k.t[i + 1]) > 3; j++, tries++) {
                trial = k;
                drop_corner(&trial, i + 1, j);
                if (still_fails(v, &trial, claims)) k = trial, progress = 1, j--;
            }
        }
        for (int i = 0; i < k.n && tries < SHRINK_TRIES; i++) { /* rounder numbers */
            char *end;
            float x = strtof(k.t[i], &end), cand[32];
            if (end == k.t[i] || *end ||
                (i > 0 && (strcmp(k.t[i - 1], "poly") == 0 || strcmp(k.t[i - 1], "polygon") == 0)))
                continue;
            for (int j = 0, n = rounder(x, cand); j < n && cand[j] != x; j++, tries++) {
                trial = k;
                /* %.9g reads back as the same float and keeps round numbers readable */
                snprintf(trial.t[i], sizeof trial.t[0], "%.9g", (double)cand[j]);
                if (still_fails(v, &trial, claims)) {
                    k = trial, progress = 1;
                    break;
                }
            }
        }
    }
    for (int i = 0; i < k.n; i++) { /* every number in the readable form */
        char *end;
        float x = strtof(k.t[i], &end);
        if (end != k.t[i] && !*end) snprintf(k.t[i], sizeof k.t[0], "%.9g", (double)x);
    }
    join(&k, line, sizeof line);
    printf("  shrunk (%s, %d tries): %s\n", grid ? "grid" : "float", tries, line);
}

/* Two coordinates, drawn in order. C leaves the order of a call's arguments and of an
 * initializer list's entries unspecified (gcc evaluates them in different orders on x86-64 and
 * aarch64), so no expression here draws twice: that keeps a seed's cases the same everywhere. */
static sat2d_vec2 coord2(gen *g, float cx, float cy, float spread) {
    float x = gen_coord(g, cx, spread);
    float y = gen_coord(g, cy, spread);
    return (sat2d_vec2){x, y};
}

/* A rectangle near (cx, cy), drawn in order (see coord2). */
static sat2d_rect rect_near(gen *g, float cx, float cy, float s) {
    sat2d_vec2 p = coord2(g, cx, cy, s);
    float w = fabsf(gen_coord(g, 0, s));
    float h = fabsf(gen_coord(g, 0, s));
    return (sat2d_rect){p.x, p.y, w, h};
}

/* A random case of test t; returns the largest coordinate magnitude. */
static float make_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    memset(c, 0, sizeof *c);
    c->test = t;
    float s = g->grid ? (float)gen_int(g, 2, 200) : (float)det_exp10(gen_uniform(g, -3, 4));
    float cx = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    float cy = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    sat2d_shape *a = &c->a, *b = &c->b;
    int corners = gen_int(g, 3, gen_int(g, 0, 9) ? 12 : 64);
    switch (t) {
    case SAT2D_POINT_POINT:
    case SAT2D_POINT_CIRCLE:
    case SAT2D_POINT_RECT:
    case SAT2D_POINT_POLYGON:
        a->kind = SAT2D_SHAPE_POINT;
        a->point = coord2(g, cx, cy, s);
        break;
    case SAT2D_CIRCLE_CIRCLE:
    case SAT2D_CIRCLE_RECT:
    case SAT2D_CIRCLE_POLY:
        a->kind = SAT2D_SHAPE_CIRCLE;
        a->circle.c = coord2(g, cx, cy, s);
        a->circle.r = fabsf(gen_coord(g, 0, s));
        break;
    case SAT2D_RECT_RECT:
        a->kind = SAT2D_SHAPE_RECT;
        a->rect = rect_near(g, cx, cy, s);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        a->kind = b->kind = SAT2D_SHAPE_SEGMENT;
        a->segment.a = coord2(g, cx, cy, s);
        a->segment.b = coord2(g, cx, cy, s);
        b->segment.a = coord2(g, cx, cy, s);
        b->segment.b = coord2(g, cx, cy, s);
        if (gen_int(g, 0, 3) == 0) b->segment.a = a->segment.b; /* shared endpoint */
        return mag2(fabsf(cx) + 2 * s, fabsf(cy) + 2 * s);
    case SAT2D_POLYGON_POLYGON:
        a->kind = SAT2D_SHAPE_POLYGON;
        a->polygon = gen_star(g, cx, cy, s, gen_int(g, 3, 10));
        break;
    default:
        a->kind = SAT2D_SHAPE_POLY;
        a->poly = gen_convex(g, cx, cy, s, corners);
        break;
    }
    switch (t) {
    case SAT2D_POINT_POINT:
        b->kind = SAT2D_SHAPE_POINT;
        b->point =
            gen_int(g, 0, 1) ? a->point : (sat2d_vec2){gen_coord(g, a->point.x, 1), a->point.y};
        break;
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE:
        b->kind = SAT2D_SHAPE_CIRCLE;
        b->circle.c = coord2(g, cx, cy, 2 * s);
        b->circle.r = fabsf(gen_coord(g, 0, s));
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_RECT_RECT:
    case SAT2D_CIRCLE_RECT:
        b->kind = SAT2D_SHAPE_RECT;
        b->rect = rect_near(g, cx, cy, s);
        if (t == SAT2D_RECT_RECT && gen_int(g, 0, 2) == 0) /* edge to edge */
            b->rect.x = a->rect.x + a->rect.w + (g->grid ? (float)gen_int(g, -1, 1) : 0);
        break;
    case SAT2D_POINT_POLYGON:
    case SAT2D_POLYGON_POLYGON:
        b->kind = SAT2D_SHAPE_POLYGON;
        {
            sat2d_vec2 o = coord2(g, cx, cy, s);
            int n = gen_int(g, 3, 10);
            b->polygon = gen_star(g, o.x, o.y, s, n);
        }
        if (t == SAT2D_POINT_POLYGON && gen_int(g, 0, 3) == 0) { /* exactly a corner */
            int k = gen_int(g, 0, b->polygon->count - 1);
            a->point = (sat2d_vec2){sat2d_polygon_x(b->polygon)[k], sat2d_polygon_y(b->polygon)[k]};
        }
        break;
    default: { /* convex B */
        b->kind = SAT2D_SHAPE_POLY;
        sat2d_vec2 o2 = {0, 0};
        int touching = t != SAT2D_CIRCLE_POLY && gen_int(g, 0, 2) == 0;
        if (!touching) o2 = coord2(g, cx, cy, 2 * s);
        if (touching)
            b->poly = gen_touching(g, a->poly, corners, g->grid ? (float)gen_int(g, -1, 1) : 0);
        else
            b->poly = gen_convex(g, o2.x, o2.y, s, corners);
        c->sweep = coord2(g, 0, 0, 3 * s);
        break;
    }
    }
    return mag2(fabsf(cx) + 3 * s, fabsf(cy) + 3 * s) + 4 * s;
}

typedef struct stats {
    long cases, wrong, in_band, symmetric_cases, symmetric_wrong, metamorphic_wrong, depth_wrong;
    long hits, mtv_axis_wrong, mtv_resolve_wrong;
    long both_hit, symmetric_mtv_wrong, symmetric_mtv_ties;
    long sweep_touch_wrong, sweep_toi_wrong;
    long lanes_wrong;
} stats;

static int passed, failed;

/* Cases where some variant's verdict changed under one of the four exact symmetries of
 * metamorphic.h (the first three changes of each variant are printed with the symmetry). */
static void metamorphic(gen *g, const sat2d_case *c, long *changed, long *inexact, size_t nv,
                        const sat2d_variant *const *all, const char *only) {
    int dx = gen_int(g, -50, 50), dy = gen_int(g, -50, 50), k = gen_int(g, 1, 7);
    int before[64]; /* each variant's verdict on c, computed once; -1: not run */
    for (size_t i = 0; i < nv && i < 64; i++) {
        sat2d_answer x;
        const sat2d_variant *v = all[i];
        before[i] = (only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                            !sat2d_case_run(v, c, &x)
                        ? -1
                        : x.hit;
    }
    for (int kind = 0; kind < METAMORPHIC_KINDS; kind++) {
        sat2d_case m;
        int made = metamorphic_case(c, (metamorphic_kind)kind, dx, dy, k, &m);
        if (made == 0) {
            (*inexact)++;
            continue;
        }
        if (made < 0) {
            for (size_t i = 0; i < nv && i < 64; i++)
                changed[i]++; /* a refusal is a failure */
            printf("FAIL %s_metamorphic: the builder refused the case after %s\n  ",
                   sat2d_test_name(c->test), metamorphic_name((metamorphic_kind)kind));
            case_print(stdout, c);
            continue;
        }
        for (size_t i = 0; i < nv && i < 64; i++) {
            sat2d_answer y;
            const sat2d_variant *v = all[i];
            if (before[i] < 0 || !sat2d_case_run(v, &m, &y) || before[i] == y.hit) continue;
            if (++changed[i] <= 3 && (v->kind != SAT2D_KIND_PITFALL || only)) {
                printf("FAIL %s_metamorphic %s: %s changes the verdict %d -> %d:\n  ",
                       sat2d_test_name(c->test), v->name, metamorphic_name((metamorphic_kind)kind),
                       before[i], y.hit);
                case_print(stdout, c);
                printf("  ");
                case_print(stdout, &m);
            }
        }
        sat2d_case_free(&m);
    }
}

static int case_axes(const sat2d_case *c) {
    if (n_axes < 0)
        n_axes = oracle_poly_axes(case_outline_poly(c->a.poly), case_outline_poly(c->b.poly), axes);
    return n_axes;
}

/* The exact penetration (least push over every face), shared by every variant. */
static double case_depth(const sat2d_case *c) {
    double d = INFINITY;
    for (int i = 0, n = case_axes(c); i < n; i++)
        if (axes[i].depth < d) d = axes[i].depth; /* not fmin: aarch64 gcc 12, see above */
    return d;
}

/* Where a number check fails: the first three failures of each (variant, property) print the
 * case and the answer (the shrinking pass handles verdicts only). */
static struct {
    const char *variant;
    uint64_t seed;
    long index;
} here;

static long show(const char *claim, long wrong, const sat2d_case *c, const sat2d_answer *a) {
    if (wrong <= 3) {
        printf("FAIL %s_%s %s seed=%llu case=%ld answer depth=%.9g n=(%.9g, %.9g) t=%.9g:\n  ",
               sat2d_test_name(c->test), claim, here.variant, (unsigned long long)here.seed,
               here.index, a->mtv.depth, a->mtv.nx, a->mtv.ny, a->toi.t);
        case_print(stdout, c);
    }
    return wrong;
}

/* Tests whose MTV is checked against a least push computed in double (failing_small_mtv). */
static int has_small_mtv(sat2d_test_id t) {
    return t == SAT2D_CIRCLE_CIRCLE || t == SAT2D_RECT_RECT || t == SAT2D_CIRCLE_POLY;
}

/* The MTV of circle_circle, rect_rect and circle_poly: mtv_depth (the depth is the least push,
 * computed in double from the raw shapes) and mtv_resolve (B moved by depth * normal touches
 * A: its signed gap is within tol of 0). */
static unsigned failing_small_mtv(const sat2d_case *c, const sat2d_answer *ans, double tol) {
    const sat2d_mtv m = ans->mtv;
    double push, gap, mx = (double)m.depth * m.nx, my = (double)m.depth * m.ny;
    if (c->test == SAT2D_CIRCLE_CIRCLE) {
        sat2d_circle a = c->a.circle, b = c->b.circle;
        push = props_circle_circle_push(a, b);
        gap = hypot(b.c.x + mx - a.c.x, b.c.y + my - a.c.y) - ((double)a.r + b.r);
    } else if (c->test == SAT2D_RECT_RECT) {
        push = props_rect_rect_push(c->a.rect, c->b.rect);
        gap = props_rect_rect_separation(c->a.rect, c->b.rect, mx, my);
    } else {
        sat2d_circle a = c->a.circle;
        oracle_outline b = case_outline_poly(c->b.poly);
        push = a.r - props_signed_distance(a.c, b, 0, 0);
        gap = props_signed_distance(a.c, b, mx, my) - a.r;
    }
    return (fabs(m.depth - push) > tol ? NUM_MTV_DEPTH : 0u) |
           (fabs(gap) > tol ? NUM_MTV_RESOLVE : 0u);
}

/* The numbers of a hit that the oracle confirms: poly_poly's MTV (mtv_axis: a least-push face's
 * normal and depth; mtv_resolve: moving B by depth * normal leaves them touching) and the
 * sweep's time (touch_at_t: B moved by t * d touches A, so by convexity of the separation in t
 * they were apart before; exact_t: t against the exact rational time). Returns the failing claims
 * as NUM_* bits. */
static unsigned failing_numbers(const sat2d_case *c, const sat2d_answer *ans, double tol,
                                double exact_t, double snx, double sny) {
    if (has_small_mtv(c->test)) return failing_small_mtv(c, ans, tol);
    if (c->test != SAT2D_POLY_POLY && c->test != SAT2D_POLY_POLY_SWEEP) return 0;
    oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
    if (c->test == SAT2D_POLY_POLY)
        return (props_mtv_axis(axes, case_axes(c), ans->mtv, tol) ? 0u : NUM_MTV_AXIS) |
               (props_mtv_resolve(a, b, ans->mtv, tol) ? 0u : NUM_MTV_RESOLVE);
    return (props_sweep_touch(a, b, c->sweep, ans->toi.t, tol) ? 0u : NUM_TOUCH_AT_T) |
           (props_sweep_toi(c->sweep, ans->toi.t, exact_t, snx, sny, tol) ? 0u : NUM_EXACT_T);
}

/* Counts and shows each failing number claim of a hit; the first failure of each (variant,
 * claim) is also shrunk. */
static void check_numbers(const sat2d_case *c, const sat2d_answer *ans, double tol, double exact_t,
                          double snx, double sny, stats *s, const sat2d_variant *v, int grid) {
    static const struct {
        unsigned bit;
        const char *claim;
        size_t counter;
    } claims[] = {{NUM_MTV_AXIS, "mtv_axis", offsetof(stats, mtv_axis_wrong)},
                  {NUM_MTV_RESOLVE, "mtv_resolve", offsetof(stats, mtv_resolve_wrong)},
                  {NUM_MTV_DEPTH, "mtv_depth", offsetof(stats, depth_wrong)},
                  {NUM_TOUCH_AT_T, "touch_at_t", offsetof(stats, sweep_touch_wrong)},
                  {NUM_EXACT_T, "exact_t", offsetof(stats, sweep_toi_wrong)}};
    if (!has_small_mtv(c->test) && c->test != SAT2D_POLY_POLY && c->test != SAT2D_POLY_POLY_SWEEP)
        return;
    s->hits++;
    unsigned bad = failing_numbers(c, ans, tol, exact_t, snx, sny);
    for (size_t i = 0; i < sizeof claims / sizeof *claims; i++) {
        if (!(bad & claims[i].bit)) continue;
        long *count = (long *)((char *)s + claims[i].counter);
        if (show(claims[i].claim, ++*count, c, ans) == 1) {
            shrink(v, c, grid, claims[i].bit);
            n_axes = -1; /* the shrink replaced the cached axes; recompute them for c */
        }
    }
}

/* symmetric_mtv: test(B, A) pushes as deep as test(A, B), along the negated normal where the
 * least push has one direction (ties, e.g. squares, are counted, not compared). */
/* Number of distinct least-push directions of a hit (2 stands for "several"). */
static int case_mtv_directions(const sat2d_case *c, double tol) {
    if (c->test == SAT2D_CIRCLE_CIRCLE) /* concentric discs push any way */
        return hypot((double)c->b.circle.c.x - c->a.circle.c.x,
                     (double)c->b.circle.c.y - c->a.circle.c.y) <= tol
                   ? 2
                   : 1;
    if (c->test == SAT2D_RECT_RECT) return props_rect_rect_directions(c->a.rect, c->b.rect, tol);
    return props_mtv_directions(axes, case_axes(c), tol);
}

static void check_symmetric_mtv(const sat2d_case *c, const sat2d_answer *x, const sat2d_answer *y,
                                double tol, stats *s) {
    s->both_hit++;
    int ok = fabs(x->mtv.depth - y->mtv.depth) <= tol;
    if (case_mtv_directions(c, tol) > 1)
        s->symmetric_mtv_ties++;
    else
        ok = ok && hypot(x->mtv.nx + y->mtv.nx, x->mtv.ny + y->mtv.ny) <= NORMAL_TOLERANCE;
    s->symmetric_mtv_wrong += !ok;
}

/* Every property and pitfall line, kept for --json (REPORT.md quotes the pitfall rates). */
typedef struct record {
    const char *test, *variant, *claim;
    long cases, wrong, in_band, grid_cases, grid_wrong;
    int pitfall;
} record;
static record records[4096];
static int n_records;

static void keep(record r) {
    if (n_records < (int)(sizeof records / sizeof *records)) records[n_records++] = r;
}

static void report(sat2d_test_id t, const char *variant, const char *claim, long cases, long bad,
                   long in_band) {
    int ok = bad == 0;
    ok ? passed++ : failed++;
    keep((record){sat2d_test_name(t), variant, claim, cases, bad, in_band, 0, 0, 0});
    printf("%-4s %s_%s %-12s cases=%ld wrong=%ld in_band=%ld\n", ok ? "ok" : "FAIL",
           sat2d_test_name(t), claim, variant, cases, bad, in_band);
}

/* lanes_mixed: n consecutive cases of a test (grid and float, ordinary and hard; the first is
 * case `first` of the seed) as the pairs of one batch through every non-pitfall variant checked,
 * each answered as alone (sat2d_cases_differ_in_batch); then frees them. cases[k] and wrong[k]
 * count variant k's pairs so run and answered differently. */
static void mixed_batch(sat2d_test_id t, const char *only, uint64_t seed, long first,
                        sat2d_case *batch, size_t n, long cases[64], long wrong[64]) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    const sat2d_case *ptrs[SAT2D_CASE_MIXED];
    for (size_t i = 0; i < n; i++)
        ptrs[i] = &batch[i];
    for (size_t k = 0; k < nv && k < 64 && n; k++) {
        const sat2d_variant *v = all[k];
        if ((only && strcmp(only, v->name) != 0) || v->kind == SAT2D_KIND_PITFALL ||
            !sat2d_variant_available(v) || !sat2d_variant_has(v, t))
            continue;
        size_t which;
        char got[2][256];
        const size_t bad = sat2d_cases_differ_in_batch(v, ptrs, n, &which, got);
        cases[k] += (long)n;
        if (bad && wrong[k] < 3) {
            printf("FAIL %s %s seed=%llu case=%ld: alone '%s', as pair %zu of a batch of cases "
                   "%ld to %ld '%s':\n  ",
                   sat2d_test_name(t), v->name, (unsigned long long)seed, first + (long)which,
                   got[0], which, first, first + (long)n - 1, got[1]);
            case_print(stdout, ptrs[which]);
        }
        wrong[k] += (long)bad;
    }
    for (size_t i = 0; i < n; i++)
        sat2d_case_free(&batch[i]);
}

static void run_test(sat2d_test_id t, const char *only, uint64_t seed, long cases) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    stats st[2][64] = {{{0}}};
    sat2d_case batch[SAT2D_CASE_MIXED]; /* the cases of the next lanes_mixed batch */
    size_t in_batch = 0;
    long mixed_cases[64] = {0}, mixed_wrong[64] = {0};
    long inexact = 0; /* grid cases whose translation would round (metamorphic.h) */
    for (long i = 0; i < cases; i++) {
        int grid = (int)(i & 1);
        gen g = {seed * 0x9E3779B97F4A7C15ull + (uint64_t)t * 1000003u + (uint64_t)i, grid, 1};
        sat2d_case c;
        /* every third pair of cases comes from the hard families (hard.h) */
        float magnitude = (i >> 1) % 3 == 2 ? hard_case(&g, t, &c) : make_case(&g, t, &c);
        n_axes = -1;
        double tol = DEPTH_TOLERANCE * fmax(1.0, magnitude), exact_t = 0, snx = 0, sny = 0;
        int truth = t == SAT2D_POLY_POLY_SWEEP
                        ? oracle_sweep(case_outline_poly(c.a.poly), case_outline_poly(c.b.poly),
                                       c.sweep, &exact_t)
                        : case_oracle_verdict(&c, 0, 0);
        if (t == SAT2D_POLY_POLY_SWEEP) oracle_sweep_normal(&snx, &sny);
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            sat2d_answer ans;
            if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                !sat2d_case_run(v, &c, &ans))
                continue;
            stats *s = &st[grid][k];
            s->cases++;
            here.variant = v->name, here.seed = seed, here.index = i;
            char got[2][256];
            if (v->kind != SAT2D_KIND_PITFALL && !sat2d_case_same_in_block(v, &c, &ans, got) &&
                ++s->lanes_wrong <= 3) {
                printf("FAIL %s %s seed=%llu case=%ld: alone '%s', in a block '%s':\n  ",
                       sat2d_test_name(t), v->name, (unsigned long long)seed, i, got[0], got[1]);
                case_print(stdout, &c);
            }
            if (ans.hit == truth && truth && grid && t == SAT2D_POLY_POLY &&
                v->kind != SAT2D_KIND_PITFALL &&
                fabs(ans.mtv.depth - case_depth(&c)) > DEPTH_TOLERANCE * fmax(1.0, magnitude))
                show("mtv_depth", ++s->depth_wrong, &c, &ans);
            if (ans.hit && truth && v->kind != SAT2D_KIND_PITFALL)
                check_numbers(&c, &ans, tol, exact_t, snx, sny, s, v, grid);
            if (ans.hit == truth) continue;
            if (!grid && !props_no_band(v->name) && case_oracle_ambiguous(&c, magnitude, truth)) {
                s->in_band++;
                continue;
            }
            s->wrong++;
            /* a pitfall's disagreements are shown only when --impl names it */
            if ((v->kind != SAT2D_KIND_PITFALL || only) && s->wrong <= 3) {
                printf("%s %s %s seed=%llu case=%ld oracle=%d variant=%d:\n  ",
                       v->kind == SAT2D_KIND_PITFALL ? "pitfall-case" : "FAIL", sat2d_test_name(t),
                       v->name, (unsigned long long)seed, i, truth, ans.hit);
                case_print(stdout, &c);
                shrink(v, &c, grid, 0);
            }
        }
        if (grid) {
            long changed[64] = {0};
            metamorphic(&g, &c, changed, &inexact, nv, all, only);
            for (size_t k = 0; k < nv && k < 64; k++)
                st[1][k].metamorphic_wrong += changed[k];
        }
        sat2d_case r;
        if (grid && metamorphic_swap(&c, &r)) { /* symmetry: swap A and B */
            for (size_t k = 0; k < nv && k < 64; k++) {
                sat2d_answer x, y;
                const sat2d_variant *v = all[k];
                if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                    !sat2d_case_run(v, &c, &x) || !sat2d_case_run(v, &r, &y))
                    continue;
                st[1][k].symmetric_cases++;
                st[1][k].symmetric_wrong += x.hit != y.hit;
                if (x.hit && y.hit && v->kind != SAT2D_KIND_PITFALL &&
                    (t == SAT2D_POLY_POLY || t == SAT2D_CIRCLE_CIRCLE || t == SAT2D_RECT_RECT))
                    check_symmetric_mtv(&c, &x, &y, tol, &st[1][k]);
            }
        }
        batch[in_batch++] = c;
        if (in_batch == SAT2D_CASE_MIXED || i + 1 == cases) {
            mixed_batch(t, only, seed, i + 1 - (long)in_batch, batch, in_batch, mixed_cases,
                        mixed_wrong);
            in_batch = 0;
        }
    }
    if (inexact)
        printf("note %s_metamorphic: %ld of %ld grid cases not translated (a corner nudged off the "
               "grid would round; the other three symmetries still ran)\n",
               sat2d_test_name(t), inexact, (cases + 1) / 2);
    for (size_t k = 0; k < nv && k < 64; k++) {
        if (!st[0][k].cases && !st[1][k].cases) continue;
        if (all[k]->kind == SAT2D_KIND_PITFALL) {
            printf("pitfall %s %s: wrong vs oracle: grid %ld of %ld, float %ld of %ld\n",
                   sat2d_test_name(t), all[k]->name, st[1][k].wrong + st[1][k].in_band,
                   st[1][k].cases, st[0][k].wrong + st[0][k].in_band, st[0][k].cases);
            keep((record){sat2d_test_name(t), all[k]->name, "oracle", st[0][k].cases,
                          st[0][k].wrong + st[0][k].in_band, st[0][k].in_band, st[1][k].cases,
                          st[1][k].wrong + st[1][k].in_band, 1});
            continue;
        }
        report(t, all[k]->name, "oracle_grid", st[1][k].cases, st[1][k].wrong, 0);
        report(t, all[k]->name, "oracle_float", st[0][k].cases, st[0][k].wrong, st[0][k].in_band);
        report(t, all[k]->name, "metamorphic", st[1][k].cases, st[1][k].metamorphic_wrong, 0);
        report(t, all[k]->name, "lanes", st[0][k].cases + st[1][k].cases,
               st[0][k].lanes_wrong + st[1][k].lanes_wrong, 0);
        report(t, all[k]->name, "lanes_mixed", mixed_cases[k], mixed_wrong[k], 0);
        if (st[1][k].symmetric_cases)
            report(t, all[k]->name, "symmetric", st[1][k].symmetric_cases, st[1][k].symmetric_wrong,
                   0);
        if (t == SAT2D_POLY_POLY)
            report(t, all[k]->name, "mtv_depth", st[1][k].cases, st[1][k].depth_wrong, 0);
        if (t == SAT2D_POLY_POLY || t == SAT2D_CIRCLE_CIRCLE || t == SAT2D_RECT_RECT) {
            report(t, all[k]->name, "symmetric_mtv", st[1][k].both_hit,
                   st[1][k].symmetric_mtv_wrong, 0);
            printf("note %s_symmetric_mtv %s: %ld of %ld have several least-push "
                   "directions (depth compared, normal not)\n",
                   sat2d_test_name(t), all[k]->name, st[1][k].symmetric_mtv_ties,
                   st[1][k].both_hit);
        }
        if (t == SAT2D_POLY_POLY) {
            report(t, all[k]->name, "mtv_axis", st[0][k].hits + st[1][k].hits,
                   st[0][k].mtv_axis_wrong + st[1][k].mtv_axis_wrong, 0);
            report(t, all[k]->name, "mtv_resolve", st[0][k].hits + st[1][k].hits,
                   st[0][k].mtv_resolve_wrong + st[1][k].mtv_resolve_wrong, 0);
        }
        if (has_small_mtv(t)) {
            report(t, all[k]->name, "mtv_depth", st[0][k].hits + st[1][k].hits,
                   st[0][k].depth_wrong + st[1][k].depth_wrong, 0);
            report(t, all[k]->name, "mtv_resolve", st[0][k].hits + st[1][k].hits,
                   st[0][k].mtv_resolve_wrong + st[1][k].mtv_resolve_wrong, 0);
        }
        if (t == SAT2D_POLY_POLY_SWEEP) {
            report(t, all[k]->name, "touch_at_t", st[0][k].hits + st[1][k].hits,
                   st[0][k].sweep_touch_wrong + st[1][k].sweep_touch_wrong, 0);
            report(t, all[k]->name, "exact_t", st[0][k].hits + st[1][k].hits,
                   st[0][k].sweep_toi_wrong + st[1][k].sweep_toi_wrong, 0);
        }
    }
}

/* A model polygon of 3 to 16 corners moved by a random transform. Grid half: integer corners, a
 * quarter turn (c, s in {0, +-1}) and an integer offset, so the exact image is representable and
 * every variant must produce it exactly (transform_exact). Float half: any angle, and each
 * coordinate must lie within props_transform_bound of the exact rational image
 * (transform_bounded). Pitfalls (the truncating transform) are measured: cases with any
 * coordinate out of bounds. */
/* Records, for the crash guard, the n transform cases a contender is about to answer. */
static void guard_transform(const sat2d_variant *v, sat2d_transform xf, const float *mx,
                            const float *my, int n) {
    static char where[16 * 256];
    size_t used = (size_t)snprintf(where, sizeof where, "on one of these %d cases:", n);
    for (int j = 0; j < n && used < sizeof where; j++) {
        sat2d_case c = {.test = SAT2D_TRANSFORM};
        c.a.kind = SAT2D_SHAPE_TRANSFORM, c.a.transform = xf;
        c.b.kind = SAT2D_SHAPE_POINT, c.b.point = (sat2d_vec2){mx[j], my[j]};
        used += (size_t)snprintf(where + used, sizeof where - used, "\n  ");
        if (used < sizeof where) used += sat2d_case_line(&c, where + used, sizeof where - used);
    }
    sat2d_guard_enter_text(v, where);
}

static void run_transform(const char *only, uint64_t seed, long cases) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    long n_cases[64] = {0}, bad[2][64] = {{0}}, total[2][64] = {{0}};
    for (long i = 0; i < cases; i++) {
        int grid = (int)(i & 1);
        gen g = {seed * 0x9E3779B97F4A7C15ull + (uint64_t)SAT2D_TRANSFORM * 1000003u + (uint64_t)i,
                 grid, 1};
        float s = grid ? (float)gen_int(&g, 1, 300) : (float)det_exp10(gen_uniform(&g, -3, 5));
        int n = gen_int(&g, 3, 16), q = gen_int(&g, 0, 3);
        float mx[16], my[16], wx[16], wy[16];
        for (int j = 0; j < n; j++)
            mx[j] = gen_coord(&g, 0, s), my[j] = gen_coord(&g, 0, s); /* comma: in order */
        double sa, ca;
        det_sincos(gen_uniform(&g, 0, 6.283185307179586), &sa, &ca);
        sat2d_vec2 p = coord2(&g, 0, 0, 10 * s);
        sat2d_transform xf = {p.x, p.y, grid ? (float)((q + 1) % 2 * (q < 2 ? 1 : -1)) : (float)ca,
                              grid ? (float)(q % 2 * (q < 2 ? 1 : -1)) : (float)sa};
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                !v->transform)
                continue;
            if (sat2d_guard_armed()) guard_transform(v, xf, mx, my, n);
            v->transform(xf, (sat2d_points_soa){mx, my}, (size_t)n, wx, wy);
            sat2d_guard_leave();
            int wrong = 0;
            for (int j = 0; j < n; j++) {
                double ex = oracle_transform_error(xf.c, mx[j], xf.s, my[j], xf.px, wx[j]);
                double ey = oracle_transform_error(xf.s, mx[j], -xf.c, my[j], xf.py, wy[j]);
                double bx = grid ? 0 : props_transform_bound(xf.c, mx[j], xf.s, my[j], xf.px);
                double by = grid ? 0 : props_transform_bound(xf.s, mx[j], xf.c, my[j], xf.py);
                wrong |= ex > bx || ey > by;
            }
            n_cases[k]++, total[grid][k]++, bad[grid][k] += wrong;
        }
    }
    for (size_t k = 0; k < nv && k < 64; k++) {
        if (!n_cases[k]) continue;
        if (all[k]->kind == SAT2D_KIND_PITFALL) {
            printf("pitfall transform %s: wrong vs oracle: grid %ld of %ld, float %ld of %ld\n",
                   all[k]->name, bad[1][k], total[1][k], bad[0][k], total[0][k]);
            keep((record){"transform", all[k]->name, "oracle", total[0][k], bad[0][k], 0,
                          total[1][k], bad[1][k], 1});
            continue;
        }
        report(SAT2D_TRANSFORM, all[k]->name, "exact", total[1][k], bad[1][k], 0);
        report(SAT2D_TRANSFORM, all[k]->name, "bounded", total[0][k], bad[0][k], 0);
    }
}

/* The expected-answer file beside a case file (x.cases -> x.expected), or NULL. */
static FILE *open_expected(const char *cases_path) {
    char path[4096];
    size_t n = strlen(cases_path);
    if (n < 6 || n + 3 > sizeof path || strcmp(cases_path + n - 6, ".cases") != 0) return NULL;
    memcpy(path, cases_path, n - 6);
    strcpy(path + n - 6, ".expected");
    return fopen(path, "r");
}

/* --replay FILE: every case line of a regression file through every available non-pitfall
 * variant (or --impl's) and the oracle; all must agree exactly, and the oracle must give the
 * verdict of the matching line of FILE's .expected (first token), when that file exists. One
 * property line per file: regress_<file>. */
static void replay(const char *path, const char *only) {
    FILE *f = fopen(path, "r"), *expected = open_expected(path);
    char *line = NULL, *want = NULL, err[256];
    size_t cap = 0, want_cap = 0;
    long lines = 0, bad = 0, checked = 0, in_band = 0;
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    static sat2d_case_lines batch; /* consecutive cases of one test, for lanes_mixed */
    batch = (sat2d_case_lines){.report = stdout, .prefix = "FAIL ", .path = path, .only = only};
    if (!f) {
        printf("FAIL regress %s: cannot open\n", path);
        failed++;
        return;
    }
    while (getline(&line, &cap, f) >= 0) {
        sat2d_case c;
        lines++;
        int r = sat2d_case_parse(line, &c, err, sizeof err);
        if (r == 0) continue;
        if (r < 0) {
            printf("FAIL %s:%ld: %s\n", path, lines, err);
            bad++;
            continue;
        }
        checked++;
        int truth = c.test == SAT2D_TRANSFORM ? -1 : case_oracle_verdict(&c, 0, 0);
        if (expected && getline(&want, &want_cap, expected) >= 0 && truth >= 0 &&
            atoi(want) != truth) {
            printf("FAIL %s:%ld: oracle %d, expected %s", path, lines, truth, want);
            bad++;
        }
        /* a float line (not on the integer grid) may be answered either way inside the band,
         * as in <test>_oracle_float, by every variant but `exact` */
        static tokens words;
        int grid;
        split(line, &words);
        float magnitude = line_magnitude(&words, &grid);
        for (size_t k = 0; k < nv && truth >= 0; k++) {
            const sat2d_variant *v = all[k];
            sat2d_answer ans;
            char got[2][256];
            if ((only && strcmp(only, v->name) != 0) || v->kind == SAT2D_KIND_PITFALL ||
                !sat2d_variant_available(v) || !sat2d_case_run(v, &c, &ans))
                continue;
            if (!sat2d_case_same_in_block(v, &c, &ans, got)) {
                printf("FAIL %s:%ld: %s answers '%s' alone, '%s' in a block\n", path, lines,
                       v->name, got[0], got[1]);
                bad++;
            }
            if (ans.hit == truth) continue;
            if (!grid && !props_no_band(v->name) && case_oracle_ambiguous(&c, magnitude, truth)) {
                in_band++;
                continue;
            }
            printf("FAIL %s:%ld: %s answers %d, oracle %d\n", path, lines, v->name, ans.hit, truth);
            bad++;
        }
        bad += sat2d_case_lines_add(&batch, &c, lines);
    }
    bad += sat2d_case_lines_flush(&batch);
    free(line), free(want), fclose(f);
    if (expected) fclose(expected);
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    bad ? failed++ : passed++;
    printf("%-4s regress_%s cases=%ld wrong=%ld in_band=%ld\n", bad ? "FAIL" : "ok", name, checked,
           bad, in_band);
}

/* --json FILE: every property and pitfall line as one JSON object. */
static int write_json(const char *path, uint64_t seed, long cases) {
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fprintf(f, "{\"seed\": %llu, \"cases_per_test\": %ld, \"records\": [\n",
            (unsigned long long)seed, cases);
    for (int i = 0; i < n_records; i++) {
        const record *r = &records[i];
        fprintf(f,
                "  {\"test\": \"%s\", \"variant\": \"%s\", \"claim\": \"%s\", "
                "\"pitfall\": %s, \"cases\": %ld, \"wrong\": %ld, \"in_band\": %ld",
                r->test, r->variant, r->claim, r->pitfall ? "true" : "false", r->cases, r->wrong,
                r->in_band);
        if (r->pitfall)
            fprintf(f, ", \"grid_cases\": %ld, \"grid_wrong\": %ld, \"float_rate\": %.6g",
                    r->grid_cases, r->grid_wrong, r->cases ? (double)r->wrong / r->cases : 0.0);
        fprintf(f, "}%s\n", i + 1 < n_records ? "," : "");
    }
    fprintf(f, "]}\n");
    return fclose(f) == 0;
}

/* ---- Another build's answers judged here (the wasm build: Debian has no GMP for wasm32, so
 * its answers come to this oracle instead of the oracle going to it). ---- */

/* --write-cases DIR: the cases the property run draws for test t (same seeds, hard families
 * included), each after a "# m=<magnitude> grid|float" comment (what the run judges it by), and
 * after each grid case its metamorphic
 * images and its A/B swap, one case-file line each, into DIR/<test>.cases. On the grid every
 * line must match the oracle exactly, so the symmetries are checked along the way. 1 if the
 * file was written. */
static int write_cases(const char *dir, sat2d_test_id t, uint64_t seed, long cases) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.cases", dir, sat2d_test_name(t));
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", path);
        return 0;
    }
    long lines = 0;
    for (long i = 0; i < cases; i++) {
        int grid = (int)(i & 1);
        gen g = {seed * 0x9E3779B97F4A7C15ull + (uint64_t)t * 1000003u + (uint64_t)i, grid, 1};
        sat2d_case c;
        float magnitude = (i >> 1) % 3 == 2 ? hard_case(&g, t, &c) : make_case(&g, t, &c);
        fprintf(f, "# m=%a %s\n", (double)magnitude, grid ? "grid" : "float");
        case_print(f, &c), lines++;
        if (grid) { /* the draws of metamorphic(), in its order */
            int dx = gen_int(&g, -50, 50), dy = gen_int(&g, -50, 50), k = gen_int(&g, 1, 7);
            for (int kind = 0; kind < METAMORPHIC_KINDS; kind++) {
                sat2d_case m;
                if (metamorphic_case(&c, (metamorphic_kind)kind, dx, dy, k, &m) <= 0) continue;
                fprintf(f, "# m=%a grid\n", (double)(magnitude + 50)); /* moved <= 50 */
                case_print(f, &m), lines++;
                sat2d_case_free(&m);
            }
            sat2d_case r;
            if (metamorphic_swap(&c, &r)) {
                fprintf(f, "# m=%a grid\n", (double)magnitude);
                case_print(f, &r), lines++;
            }
        }
        sat2d_case_free(&c);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", path);
        return 0;
    }
    printf("wrote %s: %ld cases\n", path, lines);
    return 1;
}

/* One answer line of `sat2d check` (sat2d_answer_format: "0", "1 depth=D nx=X ny=Y",
 * "1 toi=T nx=X ny=Y", "0 toi=none", "1 x=X y=Y") back into *a. %.9g round-trips a float, so
 * the numbers are the other build's exactly. 0 if the line is not an answer (an error line). */
static int parse_answer(const char *line, sat2d_answer *a) {
    memset(a, 0, sizeof *a);
    if ((line[0] != '0' && line[0] != '1') || (line[1] != ' ' && line[1] != '\n' && line[1]))
        return 0;
    a->hit = line[0] == '1';
    for (const char *p = line + 1; (p = strchr(p, ' ')) != NULL;) {
        char key[8];
        int used = 0;
        p++;
        if (sscanf(p, "%7[a-z]=%n", key, &used) != 1 || !used) return 0;
        if (strncmp(p + used, "none", 4) == 0) continue;
        char *end;
        float v = strtof(p + used, &end);
        if (end == p + used) return 0;
        if (strcmp(key, "depth") == 0)
            a->mtv.depth = v;
        else if (strcmp(key, "toi") == 0)
            a->toi.t = v;
        else if (strcmp(key, "x") == 0)
            a->point.x = v;
        else if (strcmp(key, "y") == 0)
            a->point.y = v;
        else if (strcmp(key, "nx") == 0)
            a->mtv.nx = a->toi.nx = v;
        else if (strcmp(key, "ny") == 0)
            a->mtv.ny = a->toi.ny = v;
        else
            return 0;
    }
    return 1;
}

enum { MAX_JUDGED = 64 };

/* --judge CASES --answers NAME=FILE...: FILE holds what `sat2d check --impl NAME CASES` printed
 * in another build (the wasm build under node). Each answer is held to the rules the property
 * run holds this build's variants to: the verdict equals the oracle's (on the grid exactly,
 * elsewhere outside the ambiguity band; magnitude and grid from the "# m=" comment before the
 * case, else from the line), and on a hit the oracle confirms, every number claim (failing_numbers,
 * and mtv_depth on the grid). A missing, extra or error answer line fails. One line per NAME: judge
 * <test> NAME. */
static void judge(const char *cases_path, int n, char *const *names, char *const *paths) {
    FILE *in = fopen(cases_path, "r"), *answers[MAX_JUDGED] = {0};
    const sat2d_variant *vs[MAX_JUDGED] = {0};
    long bad[MAX_JUDGED] = {0}, in_band[MAX_JUDGED] = {0}, numbers_bad[MAX_JUDGED] = {0};
    long checked = 0, lineno = 0;
    int test = -1, ok = in != NULL;
    if (!in) printf("FAIL judge: cannot open %s\n", cases_path);
    for (int k = 0; k < n; k++) {
        vs[k] = sat2d_variant_find(names[k]);
        answers[k] = fopen(paths[k], "r");
        if (!vs[k] || vs[k]->kind == SAT2D_KIND_PITFALL || !answers[k]) {
            printf("FAIL judge %s: %s\n", names[k],
                   !vs[k]                              ? "no such variant here"
                   : vs[k]->kind == SAT2D_KIND_PITFALL ? "a pitfall is measured, not judged"
                                                       : "cannot open its answers");
            ok = 0;
        }
    }
    char *line = NULL, *got = NULL, err[256];
    size_t cap = 0, got_cap = 0;
    float magnitude = -1; /* from the "# m=" comment before a case; -1: none */
    int comment_grid = -1;
    while (ok && getline(&line, &cap, in) >= 0) {
        sat2d_case c;
        lineno++;
        if (strncmp(line, "# m=", 4) == 0) {
            char *end;
            magnitude = strtof(line + 4, &end);
            comment_grid = strncmp(end, " grid", 5) == 0    ? 1
                           : strncmp(end, " float", 6) == 0 ? 0
                                                            : -1;
            continue;
        }
        int r = sat2d_case_parse(line, &c, err, sizeof err);
        if (r == 0) continue;
        if (r < 0 || c.test == SAT2D_TRANSFORM || (test >= 0 && (int)c.test != test)) {
            printf("FAIL judge %s:%ld: %s\n", cases_path, lineno,
                   r < 0 ? err : "one test per file, transforms not judged");
            if (r > 0) sat2d_case_free(&c);
            ok = 0;
            break;
        }
        test = (int)c.test;
        checked++;
        static tokens words;
        int grid;
        split(line, &words);
        float line_mag = line_magnitude(&words, &grid);
        float m = magnitude >= line_mag ? magnitude : line_mag;
        if (comment_grid >= 0) grid = comment_grid;
        magnitude = -1, comment_grid = -1;
        double tol = DEPTH_TOLERANCE * fmax(1.0, m), exact_t = 0, snx = 0, sny = 0;
        n_axes = -1;
        int truth = c.test == SAT2D_POLY_POLY_SWEEP
                        ? oracle_sweep(case_outline_poly(c.a.poly), case_outline_poly(c.b.poly),
                                       c.sweep, &exact_t)
                        : case_oracle_verdict(&c, 0, 0);
        if (c.test == SAT2D_POLY_POLY_SWEEP) oracle_sweep_normal(&snx, &sny);
        for (int k = 0; k < n; k++) {
            sat2d_answer ans;
            const char *why = NULL;
            if (getline(&got, &got_cap, answers[k]) < 0)
                why = "no answer line";
            else if (!parse_answer(got, &ans))
                why = "not an answer";
            else if (ans.hit != truth) {
                if (!grid && !props_no_band(vs[k]->name) && case_oracle_ambiguous(&c, m, truth))
                    in_band[k]++;
                else
                    why = "verdict differs from the oracle's";
            } else if (ans.hit && truth) {
                unsigned claims = failing_numbers(&c, &ans, tol, exact_t, snx, sny);
                if (grid && c.test == SAT2D_POLY_POLY && fabs(ans.mtv.depth - case_depth(&c)) > tol)
                    claims |= NUM_MTV_DEPTH;
                if (claims) why = "a number claim fails", numbers_bad[k]++;
            }
            if (!why) continue;
            if (++bad[k] <= 3) {
                printf("FAIL judge %s %s:%ld: %s (oracle %d, answer '%.*s'):\n  ", names[k],
                       cases_path, lineno, why, truth, (int)strcspn(got ? got : "", "\n"),
                       got ? got : "");
                case_print(stdout, &c);
            }
        }
        sat2d_case_free(&c);
    }
    for (int k = 0; k < n; k++) {
        if (ok && getline(&got, &got_cap, answers[k]) >= 0) {
            printf("FAIL judge %s: more answer lines than cases in %s\n", names[k], cases_path);
            bad[k]++;
        }
        if (ok) {
            bad[k] || !checked ? failed++ : passed++;
            printf("%-4s judge %s %-12s cases=%ld wrong=%ld in_band=%ld numbers_wrong=%ld\n",
                   bad[k] || !checked ? "FAIL" : "ok",
                   test >= 0 ? sat2d_test_name((sat2d_test_id)test) : "none", names[k], checked,
                   bad[k], in_band[k], numbers_bad[k]);
        }
        if (answers[k]) fclose(answers[k]);
    }
    if (!ok) failed++;
    free(line), free(got);
    if (in) fclose(in);
}

static const char usage_text[] =
    "usage: sat2d-proptest [--test ID] [--impl NAME] [--seed S] [--cases N] [--json FILE]\n"
    "                      [--replay FILE.cases]... [--plugin PATH]...\n"
    "       sat2d-proptest --write-cases DIR [--test ID] [--seed S] [--cases N]\n"
    "       sat2d-proptest --judge FILE.cases --answers NAME=ANSWERS...\n"
    "Checks every registered variant (or --impl's) against the exact GMP oracle on N generated\n"
    "cases per test (default 20000, half on the integer grid), or replays regression files.\n"
    "--write-cases writes the run's cases (DIR/<test>.cases) for another build to answer\n"
    "with `sat2d check --impl NAME`; --judge holds those answers to the oracle.\n"
    "The last line is 'N passed, N failed'; a run that checks nothing fails.\n"
    "--plugin loads a contender (docs/plugins.md); exit status 3: a contender crashed.\n";

/* What main parsed, handed to run_all. */
typedef struct run_request {
    const char *test, *impl, *json, *const *replays;
    int n_replay;
    uint64_t seed;
    long cases;
} run_request;

static int run_all(void *arg);

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-proptest";
    const char *test = NULL, *impl = NULL, *json = NULL, *replays[256];
    const char *write_dir = NULL, *judge_path = NULL;
    static char judged_names[MAX_JUDGED][64]; /* variant names are at most 63 characters */
    char *judged[MAX_JUDGED], *judged_files[MAX_JUDGED];
    int n_replay = 0, n_judged = 0;
    uint64_t seed = 1;
    long cases = 20000;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        int takes_value = strcmp(opt, "--test") == 0 || strcmp(opt, "--impl") == 0 ||
                          strcmp(opt, "--seed") == 0 || strcmp(opt, "--cases") == 0 ||
                          strcmp(opt, "--json") == 0 || strcmp(opt, "--replay") == 0 ||
                          strcmp(opt, SAT2D_PLUGIN_OPTION) == 0 ||
                          strcmp(opt, "--write-cases") == 0 || strcmp(opt, "--judge") == 0 ||
                          strcmp(opt, "--answers") == 0;
        if (!takes_value) return sat2d_arg_unknown(prog, opt);
        if (i + 1 >= argc) return sat2d_arg_missing(prog, opt);
        const char *val = argv[++i];
        if (strcmp(opt, "--test") == 0) {
            if (sat2d_arg_test(prog, opt, val) == SAT2D_TEST_COUNT) return SAT2D_EXIT_USAGE;
            test = val;
        } else if (strcmp(opt, "--impl") == 0) {
            impl = val; /* checked after the loop: it may name a contender loaded later */
        } else if (strcmp(opt, SAT2D_PLUGIN_OPTION) == 0) {
            if (!sat2d_plugin_load(prog, val)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--seed") == 0) {
            if (!sat2d_arg_u64(prog, opt, val, &seed)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--cases") == 0) {
            if (!sat2d_arg_long(prog, opt, val, 1, 1000000000L, &cases)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--json") == 0) {
            json = val;
        } else if (strcmp(opt, "--write-cases") == 0) {
            write_dir = val;
        } else if (strcmp(opt, "--judge") == 0) {
            judge_path = val;
        } else if (strcmp(opt, "--answers") == 0) {
            const char *eq = strchr(val, '=');
            if (!eq || eq == val || eq - val >= 64 || !eq[1] || n_judged == MAX_JUDGED) {
                fprintf(stderr, "%s: --answers wants NAME=FILE (at most %d), not '%s'\n", prog,
                        MAX_JUDGED, val);
                return SAT2D_EXIT_USAGE;
            }
            snprintf(judged_names[n_judged], sizeof judged_names[0], "%.*s", (int)(eq - val), val);
            judged[n_judged] = judged_names[n_judged];
            judged_files[n_judged++] = (char *)eq + 1;
        } else if (n_replay == 256) {
            fprintf(stderr, "%s: at most 256 --replay files\n", prog);
            return SAT2D_EXIT_USAGE;
        } else {
            replays[n_replay++] = val;
        }
    }
    if (impl && !sat2d_arg_variant(prog, "--impl", impl)) return SAT2D_EXIT_USAGE;
    if (!judge_path != !n_judged) {
        fprintf(stderr, "%s: --judge and --answers go together\n", prog);
        return SAT2D_EXIT_USAGE;
    }
    if (write_dir) { /* the cases only; the verdicts come back through --judge */
        int written = 0, ok = 1;
        oracle_init(); /* some hard families are built with the oracle's help */
        for (int t = 0; t < SAT2D_TEST_COUNT; t++)
            if (t != SAT2D_TRANSFORM &&
                (!test || strcmp(test, sat2d_test_name((sat2d_test_id)t)) == 0))
                ok = ok && write_cases(write_dir, (sat2d_test_id)t, seed, cases), written++;
        return ok && written ? 0 : 1;
    }
    if (judge_path) {
        oracle_init();
        judge(judge_path, n_judged, judged, judged_files);
        printf("%d passed, %d failed\n", passed, failed);
        return failed != 0;
    }
    run_request request = {test, impl, json, replays, n_replay, seed, cases};
    return sat2d_guard_run(prog, run_all, &request);
}

/* The whole run (in a child when a plugin is loaded, see plugin_guard.h). */
static int run_all(void *arg) {
    const run_request *r = arg;
    const char *test = r->test, *impl = r->impl, *json = r->json, *const *replays = r->replays;
    int n_replay = r->n_replay;
    uint64_t seed = r->seed;
    long cases = r->cases;
    oracle_init();
    printf("sat2d-proptest: seed %llu, %ld cases per test (half grid, half float)\n",
           (unsigned long long)seed, cases);
    size_t nv, skipped = 0;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++)
        if (!sat2d_variant_available(all[k]) && (!impl || strcmp(impl, all[k]->name) == 0))
            printf("skipped %s: this CPU lacks its instructions\n", all[k]->name), skipped++;
    printf("%zu variants, %zu skipped as unavailable\n", nv, skipped);
    for (int i = 0; i < n_replay; i++)
        replay(replays[i], impl);
    for (int t = 0; t < SAT2D_TEST_COUNT && !n_replay; t++) {
        if (test && strcmp(test, sat2d_test_name((sat2d_test_id)t)) != 0) continue;
        if (t == SAT2D_TRANSFORM)
            run_transform(impl, seed, cases);
        else
            run_test((sat2d_test_id)t, impl, seed, cases);
    }
    if (!n_replay) props_exact_extremes(test, impl, seed, cases, &passed, &failed);
    if (json && !write_json(json, seed, cases)) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", json);
        failed++;
    }
    /* A typo'd --impl for a --test it does not fill, say, must not pass vacuously. */
    if (passed + failed == 0) {
        fprintf(stderr, "sat2d-proptest: nothing was checked (no variant fills the chosen test)\n");
        failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
