/* Geometric properties of MTVs, times of impact and transforms (see props.h). */
#include "props.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "case_file.h"
#include "case_oracle.h"
#include "detmath.h"
#include "gen.h"
#include "sat2d/exact.h"

/* Largest, over the faces of e (counter-clockwise), of the least distance of o's corners
 * outside that face, as one of the two sweeps by d (zero for a pair at rest): o sweeping
 * (the nearer of o and o + d counts) or e sweeping (the face of e or e + d further out). */
static double face_separation(oracle_outline e, oracle_outline o, sat2d_vec2 d, int o_sweeps) {
    double best = -INFINITY;
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n;
        double ex = (double)e.x[k] - e.x[i], ey = (double)e.y[k] - e.y[i], m = INFINITY;
        for (int j = 0; j < o.n; j++) {
            double s = ey * ((double)o.x[j] - e.x[i]) - ex * ((double)o.y[j] - e.y[i]);
            if (s < m) m = s; /* a plain compare: aarch64 gcc 12 crashes vectorising fmin */
        }
        const double along = ey * d.x - ex * d.y; /* d on the face's outward normal */
        m += o_sweeps ? fmin(0, along) : -fmax(0, along);
        double sep = m / sqrt(ex * ex + ey * ey);
        if (sep > best) best = sep;
    }
    return best;
}

/* p's least and greatest projections on (ux, uy), in *lo and *hi. */
static void project_extent(oracle_outline p, double ux, double uy, double *lo, double *hi) {
    *lo = INFINITY, *hi = -INFINITY;
    for (int i = 0; i < p.n; i++) {
        const double t = ux * p.x[i] + uy * p.y[i];
        *lo = t < *lo ? t : *lo, *hi = t > *hi ? t : *hi;
    }
}

double props_separation(oracle_outline a, oracle_outline b) {
    const sat2d_vec2 rest = {0, 0};
    return fmax(face_separation(a, b, rest, 1), face_separation(b, a, rest, 0));
}

double props_sweep_separation(oracle_outline a, oracle_outline b, sat2d_vec2 d) {
    double best = fmax(face_separation(a, b, d, 1), face_separation(b, a, d, 0));
    const double len = sqrt((double)d.x * d.x + (double)d.y * d.y);
    if (len > 0) { /* the two sides along d: across d, the swept region spans what b spans */
        double alo, ahi, blo, bhi;
        project_extent(a, -d.y / len, d.x / len, &alo, &ahi);
        project_extent(b, -d.y / len, d.x / len, &blo, &bhi);
        best = fmax(best, fmax(blo - ahi, alo - bhi));
    }
    return best;
}

double props_separation_moved(oracle_outline a, oracle_outline b, double dx, double dy) {
    float x[SAT2D_MAX_CORNERS], y[SAT2D_MAX_CORNERS];
    for (int i = 0; i < b.n; i++)
        x[i] = (float)(b.x[i] + dx), y[i] = (float)(b.y[i] + dy);
    return props_separation(a, (oracle_outline){x, y, b.n});
}

/* The least push over every face of both. */
static double least(const oracle_axis *ax, int n) {
    double d = INFINITY;
    for (int i = 0; i < n; i++)
        if (ax[i].depth < d) d = ax[i].depth;
    return d;
}

static int near(double x, double y, double nx, double ny) {
    return hypot(x - nx, y - ny) <= NORMAL_TOLERANCE;
}

int props_mtv_axis(const oracle_axis *ax, int n, sat2d_mtv m, double tol) {
    double d = least(ax, n);
    if (fabs(m.depth - d) > tol) return 0;
    for (int i = 0; i < n; i++)
        if (ax[i].depth <= d + tol && near(m.nx, m.ny, ax[i].nx, ax[i].ny)) return 1;
    return 0;
}

int props_mtv_resolve(oracle_outline a, oracle_outline b, sat2d_mtv m, double tol) {
    double s = props_separation_moved(a, b, (double)m.depth * m.nx, (double)m.depth * m.ny);
    return fabs(s) <= tol;
}

int props_mtv_directions(const oracle_axis *ax, int n, double tol) {
    int first = -1;
    double d = least(ax, n);
    for (int i = 0; i < n; i++) {
        if (ax[i].depth > d + tol) continue;
        if (first < 0)
            first = i;
        else if (!near(ax[i].nx, ax[i].ny, ax[first].nx, ax[first].ny))
            return 2;
    }
    return 1;
}

int props_sweep_touch(oracle_outline a, oracle_outline b, sat2d_vec2 d, float t, double tol) {
    double s = props_separation_moved(a, b, (double)t * d.x, (double)t * d.y);
    return t > 0 ? fabs(s) <= tol : s <= tol;
}

int props_sweep_toi(sat2d_vec2 d, float t, double exact_t, double nx, double ny, double tol) {
    double rate = (nx == 0 && ny == 0) ? hypot(d.x, d.y) : fabs(d.x * nx + d.y * ny);
    return fabs((double)t - exact_t) * rate <= tol;
}

double props_transform_bound(float c, float m1, float s, float m2, float p) {
    double u = ldexp(1.0, -24);
    return 4 * u * (fabs((double)c * m1) + fabs((double)s * m2) + fabs((double)p));
}

/* Distance from p to the segment ab (a point when a = b). */
static double point_segment(sat2d_vec2 p, sat2d_vec2 a, sat2d_vec2 b) {
    double ex = (double)b.x - a.x, ey = (double)b.y - a.y, fx = (double)p.x - a.x,
           fy = (double)p.y - a.y, l = ex * ex + ey * ey;
    double t = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
    return hypot(fx - t * ex, fy - t * ey);
}

double props_segment_gap(sat2d_segment s, sat2d_segment t) {
    double d = point_segment(s.a, t.a, t.b), e = point_segment(s.b, t.a, t.b);
    double f = point_segment(t.a, s.a, s.b), g = point_segment(t.b, s.a, s.b);
    return fmin(fmin(d, e), fmin(f, g));
}

double props_circle_circle_push(sat2d_circle a, sat2d_circle b) {
    return (double)a.r + b.r - hypot((double)b.c.x - a.c.x, (double)b.c.y - a.c.y);
}

/* Least of the four axis pushes: B right, left, up or down out of A. */
double props_rect_rect_push(sat2d_rect a, sat2d_rect b) {
    double right = (double)a.x + a.w - b.x, left = (double)b.x + b.w - a.x;
    double up = (double)a.y + a.h - b.y, down = (double)b.y + b.h - a.y;
    return fmin(fmin(right, left), fmin(up, down));
}

int props_rect_rect_directions(sat2d_rect a, sat2d_rect b, double tol) {
    double push[4] = {(double)a.x + a.w - b.x, (double)b.x + b.w - a.x, (double)a.y + a.h - b.y,
                      (double)b.y + b.h - a.y};
    double least = props_rect_rect_push(a, b);
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += push[i] <= least + tol;
    return n;
}

double props_rect_rect_separation(sat2d_rect a, sat2d_rect b, double dx, double dy) {
    double bx = b.x + dx, by = b.y + dy;
    double gx = fmax(bx - ((double)a.x + a.w), (double)a.x - (bx + b.w));
    double gy = fmax(by - ((double)a.y + a.h), (double)a.y - (by + b.h));
    return fmax(gx, gy);
}

double props_signed_distance(sat2d_vec2 p, oracle_outline g, double dx, double dy) {
    double outside = INFINITY, inside = INFINITY;
    int in = 1;
    double qx = p.x - dx, qy = p.y - dy; /* p relative to the unmoved outline */
    for (int i = 0; i < g.n; i++) {
        int j = (i + 1) % g.n;
        double ax = g.x[i], ay = g.y[i], ex = g.x[j] - ax, ey = g.y[j] - ay;
        double fx = qx - ax, fy = qy - ay, l = ex * ex + ey * ey;
        /* distance of q to the left of the edge (counter-clockwise: inside is on the left) */
        double left = (ex * fy - ey * fx) / sqrt(l);
        double t = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
        double gap = hypot(fx - t * ex, fy - t * ey);
        in = in && left >= 0;
        /* plain compares, not fmin: aarch64 gcc 12 crashes vectorising fmin reductions */
        if (left < inside) inside = left;
        if (gap < outside) outside = gap;
    }
    return in ? -inside : outside;
}

/* ---- the `exact` variant: no band, extreme magnitudes, known answers ---- */

int props_no_band(const char *variant_name) {
    return variant_name && strcmp(variant_name, "exact") == 0;
}

/* The oracle's verdict of a case (the tests `exact` fills). */
static int exact_truth(const sat2d_case *c) {
    return case_oracle_verdict(c, 0, 0);
}

/* How one extreme case maps its small-integer geometry onto floats. */
typedef struct extreme {
    double ox, oy, unit; /* coordinate = fl(o + k * unit) */
    int family;          /* 0 far corner, 1 subnormal, 2 far from the origin, 3 tiny offsets */
} extreme;

static float ex_coord(gen *g, const extreme *e, double o) {
    double v = o + gen_int(g, -8, 8) * e->unit;
    if (e->family == 3 && gen_int(g, 0, 3) == 0) /* a tiny offset (absorbed unless v is 0) */
        v += (gen_int(g, 0, 1) ? 1 : -1) * det_exp10(gen_uniform(g, -45, -38));
    float f = (float)v;
    if (gen_int(g, 0, 5) == 0) /* a one- or two-ulp nudge off the integer geometry */
        for (int k = gen_int(g, 1, 2), up = gen_int(g, 0, 1); k > 0; k--)
            f = nextafterf(f, up ? INFINITY : -INFINITY);
    return f;
}

static sat2d_vec2 ex_point(gen *g, const extreme *e) {
    float x = ex_coord(g, e, e->ox);
    float y = ex_coord(g, e, e->oy);
    return (sat2d_vec2){x, y};
}

static float ex_size(gen *g, const extreme *e) {
    return (float)(gen_int(g, 0, 10) * e->unit);
}

/* Corners of a triangle (or a quad: the builders refuse what is not convex or simple); for
 * family 0, corner 0 pushed 1e5 to 1e25 times further out along the edge from corner 1. */
static int ex_corners(gen *g, const extreme *e, sat2d_vec2 *v) {
    int n = gen_int(g, 3, 4);
    for (int i = 0; i < n; i++)
        v[i] = ex_point(g, e);
    if (e->family == 0 && gen_int(g, 0, 1)) {
        double k = det_exp10(gen_uniform(g, 5, 25));
        v[0] = (sat2d_vec2){(float)(v[1].x + k * ((double)v[0].x - v[1].x)),
                            (float)(v[1].y + k * ((double)v[0].y - v[1].y))};
    }
    return n;
}

/* Shares a corner of the first outline with the second half the time (exact contact). */
static void ex_share(gen *g, const sat2d_vec2 *a, int na, sat2d_vec2 *b) {
    if (gen_int(g, 0, 1)) b[gen_int(g, 0, 2)] = a[gen_int(g, 0, na - 1)];
}

/* A random extreme case of test t; 0 if a builder refused its shapes (skipped). */
static int extreme_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    extreme e = {0, 0, 1, gen_int(g, 0, 3)};
    if (e.family == 0 || e.family == 3) e.unit = det_exp10(gen_uniform(g, -3, 3));
    if (e.family == 1) e.unit = ldexp(1.0, -gen_int(g, 137, 149)); /* 8 * unit < 2^-126 */
    if (e.family == 2) {
        double m = det_exp10(gen_uniform(g, 4, 30));
        e.ox = (float)(gen_int(g, 0, 1) ? m : -m), e.oy = (float)(gen_int(g, 0, 1) ? m : -m);
        int ex;
        frexp(fmax(fabs(e.ox), fabs(e.oy)), &ex);
        e.unit = ldexp(1.0, ex - 24 + gen_int(g, 0, 6)); /* a multiple of both ulps */
    }
    memset(c, 0, sizeof *c);
    c->test = t;
    sat2d_shape *a = &c->a, *b = &c->b;
    sat2d_vec2 va[4], vb[4];
    sat2d_status st;
    switch (t) {
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE:
    case SAT2D_CIRCLE_RECT:
    case SAT2D_CIRCLE_POLY:
        a->kind = t == SAT2D_POINT_CIRCLE ? SAT2D_SHAPE_POINT : SAT2D_SHAPE_CIRCLE;
        a->circle.c = a->point = ex_point(g, &e);
        a->circle.r = ex_size(g, &e);
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_POINT_POLYGON:
        a->kind = SAT2D_SHAPE_POINT;
        a->point = ex_point(g, &e);
        break;
    case SAT2D_RECT_RECT:
        a->kind = SAT2D_SHAPE_RECT;
        a->rect.x = ex_coord(g, &e, e.ox), a->rect.y = ex_coord(g, &e, e.oy);
        a->rect.w = ex_size(g, &e), a->rect.h = ex_size(g, &e);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        a->kind = b->kind = SAT2D_SHAPE_SEGMENT;
        ex_corners(g, &e, va);
        for (int i = 0; i < 4; i++)
            vb[i] = ex_point(g, &e);
        ex_share(g, va, 2, vb);
        a->segment = (sat2d_segment){va[0], va[1]}, b->segment = (sat2d_segment){vb[0], vb[1]};
        return 1;
    case SAT2D_POLY_POLY:
        a->kind = SAT2D_SHAPE_POLY;
        a->poly = sat2d_poly_create(va, ex_corners(g, &e, va), &st);
        if (!a->poly) return 0;
        break;
    case SAT2D_POLYGON_POLYGON:
        a->kind = SAT2D_SHAPE_POLYGON;
        a->polygon = sat2d_polygon_create(va, ex_corners(g, &e, va), &st);
        if (!a->polygon) return 0;
        break;
    default:
        return 0;
    }
    int n = 0;
    switch (t) {
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE:
        b->kind = SAT2D_SHAPE_CIRCLE;
        b->circle.c = ex_point(g, &e);
        b->circle.r = ex_size(g, &e);
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_RECT_RECT:
    case SAT2D_CIRCLE_RECT:
        b->kind = SAT2D_SHAPE_RECT;
        b->rect.x = ex_coord(g, &e, e.ox), b->rect.y = ex_coord(g, &e, e.oy);
        b->rect.w = ex_size(g, &e), b->rect.h = ex_size(g, &e);
        break;
    case SAT2D_POLY_POLY:
    case SAT2D_CIRCLE_POLY:
        b->kind = SAT2D_SHAPE_POLY;
        n = t == SAT2D_POLY_POLY ? gen_int(g, 3, 4) : ex_corners(g, &e, vb);
        if (t == SAT2D_POLY_POLY) {
            for (int i = 0; i < n; i++)
                vb[i] = ex_point(g, &e);
            ex_share(g, va, a->poly->count < 4 ? 3 : 4, vb);
        }
        b->poly = sat2d_poly_create(vb, n, &st);
        if (!b->poly) return 0;
        break;
    case SAT2D_POINT_POLYGON:
    case SAT2D_POLYGON_POLYGON:
        b->kind = SAT2D_SHAPE_POLYGON;
        n = ex_corners(g, &e, vb);
        if (t == SAT2D_POLYGON_POLYGON) ex_share(g, va, 3, vb);
        if (t == SAT2D_POINT_POLYGON && gen_int(g, 0, 2) == 0) a->point = vb[gen_int(g, 0, 2)];
        b->polygon = sat2d_polygon_create(vb, n, &st);
        if (!b->polygon) return 0;
        break;
    default:
        break;
    }
    return 1;
}

static void print_vec(const char *kind, sat2d_vec2 p) {
    printf("%s %a %a", kind, p.x, p.y);
}

/* The case in the case-file format, hex floats (replayable by `sat2d check`). */
static void print_extreme(const sat2d_case *c) {
    const sat2d_shape *s[2] = {&c->a, &c->b};
    for (int k = 0; k < 2; k++) {
        const sat2d_shape *h = s[k];
        if (k) printf(" | ");
        if (h->kind == SAT2D_SHAPE_POINT) print_vec("point", h->point);
        if (h->kind == SAT2D_SHAPE_CIRCLE)
            print_vec("circle", h->circle.c), printf(" %a", h->circle.r);
        if (h->kind == SAT2D_SHAPE_RECT)
            printf("rect %a %a %a %a", h->rect.x, h->rect.y, h->rect.w, h->rect.h);
        if (h->kind == SAT2D_SHAPE_SEGMENT)
            print_vec("segment", h->segment.a), printf(" %a %a", h->segment.b.x, h->segment.b.y);
        if (h->kind == SAT2D_SHAPE_POLY || h->kind == SAT2D_SHAPE_POLYGON) {
            int n = h->poly ? h->poly->count : h->polygon->count;
            const float *x = h->poly ? sat2d_poly_x(h->poly) : sat2d_polygon_x(h->polygon);
            const float *y = h->poly ? sat2d_poly_y(h->poly) : sat2d_polygon_y(h->polygon);
            printf("%s %d", h->poly ? "poly" : "polygon", n);
            for (int i = 0; i < n; i++)
                printf(" %a %a", x[i], y[i]);
        }
    }
    printf("\n");
}

/* Hand-derived answers; each comment says why. */
static const struct {
    const char *line;
    int hit;
} exact_known[] = {
    /* B's edge (2,8)-(4,2) lies on 3x + y = 14 with B's third corner at 17; A's
     * corners give 2, -30 and about -3.3e14, all < 14: that line separates them, 2 apart */
    {"poly 3 0 2 -8 -6 -111111111111115 -6 | poly 3 2 8 4 2 4 5", 0},
    /* the same A and a B with the corner (0,2) in common: closed shapes touch */
    {"poly 3 0 2 -8 -6 -111111111111115 -6 | poly 3 0 2 4 2 4 5", 1},
    /* the smallest subnormal: a point at distance 2^-149 from a disc of radius 2^-149 touches
     * it; at 2^-148 it does not (a float dx * dx underflows to 0 there) */
    {"point 0x1p-149 0 | circle 0 0 0x1p-149", 1},
    {"point 0x1p-148 0 | circle 0 0 0x1p-149", 0},
    /* discs of radius 2^-149 with centres 2^-148 apart touch; 3 * 2^-148 apart they do not */
    {"circle 0 0 0x1p-149 | circle 0x1p-148 0 0x1p-149", 1},
    {"circle 0 0 0x1p-149 | circle 0x1.8p-147 0 0x1p-149", 0},
    /* a point 2^-149 above the x axis, under the edge (-1e30, 0)-(1e30, 0) of a triangle above
     * the axis: outside by a subnormal; on the axis: on the boundary */
    {"point 0 -0x1p-149 | polygon 3 -1e30 0 1e30 0 0 1", 0},
    {"point 0 0 | polygon 3 -1e30 0 1e30 0 0 1", 1},
};

void props_exact_extremes(const char *test, const char *impl, uint64_t seed, long cases,
                          int *passed, int *failed) {
    const sat2d_variant *v = sat2d_variant_find("exact");
    if (!v || (impl && strcmp(impl, "exact") != 0)) return;
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        if ((test && strcmp(test, sat2d_test_name((sat2d_test_id)t)) != 0) ||
            !sat2d_variant_has(v, (sat2d_test_id)t) || t == SAT2D_POINT_POINT ||
            t == SAT2D_BOUNDING_CIRCLE)
            continue;
        long run = 0, wrong = 0, refused = 0;
        sat2d_exact_count before = sat2d_exact_counts((sat2d_test_id)t);
        if (before.pairs) /* the runs above: oracle_grid/float, metamorphic, symmetric */
            printf("note %s_exact_path exact: %llu of %llu pairs took the exact path\n",
                   sat2d_test_name((sat2d_test_id)t), before.exact_path, before.pairs);
        for (long i = 0; i < cases; i++) {
            gen g = {seed * 0x2545F4914F6CDD1Dull + (uint64_t)t * 7340033u + (uint64_t)i, 0, 1};
            sat2d_case c;
            sat2d_answer ans;
            if (!extreme_case(&g, (sat2d_test_id)t, &c)) {
                refused++;
                sat2d_case_free(&c);
                continue;
            }
            int truth = exact_truth(&c);
            if (sat2d_case_run(v, &c, &ans)) {
                run++;
                if (ans.hit != truth && ++wrong <= 3) {
                    printf(
                        "FAIL %s_exact_extremes exact seed=%llu case=%ld oracle=%d exact=%d:\n  ",
                        sat2d_test_name((sat2d_test_id)t), (unsigned long long)seed, i, truth,
                        ans.hit);
                    print_extreme(&c);
                }
            }
            sat2d_case_free(&c);
        }
        sat2d_exact_count after = sat2d_exact_counts((sat2d_test_id)t);
        wrong ? (*failed)++ : (*passed)++;
        printf("%-4s %s_exact_extremes exact cases=%ld wrong=%ld exact_path=%llu "
               "(builder refused %ld)\n",
               wrong ? "FAIL" : "ok", sat2d_test_name((sat2d_test_id)t), run, wrong,
               after.exact_path - before.exact_path, refused);
    }
    long known = 0, bad = 0;
    for (size_t i = 0; i < sizeof exact_known / sizeof *exact_known; i++) {
        sat2d_case c;
        sat2d_answer ans;
        char err[256];
        if (sat2d_case_parse(exact_known[i].line, &c, err, sizeof err) != 1) {
            printf("FAIL exact_known: cannot parse '%s': %s\n", exact_known[i].line, err);
            bad++;
            continue;
        }
        if (test && strcmp(test, sat2d_test_name(c.test)) != 0) {
            sat2d_case_free(&c);
            continue;
        }
        known++;
        int truth = exact_truth(&c), got = sat2d_case_run(v, &c, &ans) ? ans.hit : -1;
        if (truth != exact_known[i].hit || got != exact_known[i].hit) {
            printf("FAIL exact_known: '%s': expected %d, oracle %d, exact %d\n",
                   exact_known[i].line, exact_known[i].hit, truth, got);
            bad++;
        }
        sat2d_case_free(&c);
    }
    if (!known && !bad) return;
    bad ? (*failed)++ : (*passed)++;
    printf("%-4s exact_known exact cases=%ld wrong=%ld\n", bad ? "FAIL" : "ok", known, bad);
}
