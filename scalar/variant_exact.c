/* The variant `exact`: the truth on every finite input. Every test whose verdict
 * is the sign of polynomials in the inputs answers as the GMP oracle does (oracle/oracle.c):
 * a double filter with a proven error bound decides almost every pair, expansion arithmetic
 * the rest (exact_filter.h, exact_arith.h), and the pairs that needed it are counted
 * (sat2d/exact.h). MTVs and intersection points are the reference's where it agrees with the
 * exact verdict, else computed in double: they are not exact quantities. Non-finite inputs
 * (which the builders and the CLI refuse) never crash or loop; their verdicts are unspecified.
 * poly_poly_sweep (a rational time) and transform (not a verdict) are left to the others. */
#include <stdatomic.h>

#include "compiler_hints.h"
#include "exact_filter.h"
#include "exact_tests.h"
#include "sat2d/exact.h"

static _Atomic unsigned long long counted_pairs[SAT2D_TEST_COUNT], counted_exact[SAT2D_TEST_COUNT];

void sat2d_exact_count_add(sat2d_test_id id, size_t n, unsigned long long fell) {
    atomic_fetch_add_explicit(&counted_pairs[id], (unsigned long long)n, memory_order_relaxed);
    if (fell) atomic_fetch_add_explicit(&counted_exact[id], fell, memory_order_relaxed);
}

sat2d_exact_count sat2d_exact_counts(sat2d_test_id id) {
    sat2d_exact_count c = {0, 0};
    if ((unsigned)id >= SAT2D_TEST_COUNT) return c;
    c.pairs = atomic_load_explicit(&counted_pairs[id], memory_order_relaxed);
    c.exact_path = atomic_load_explicit(&counted_exact[id], memory_order_relaxed);
    return c;
}

void sat2d_exact_counts_reset(void) {
    for (int i = 0; i < SAT2D_TEST_COUNT; i++) {
        atomic_store_explicit(&counted_pairs[i], 0, memory_order_relaxed);
        atomic_store_explicit(&counted_exact[i], 0, memory_order_relaxed);
    }
}

/* ---- single pairs of the small tests: the oracle's questions ---- */

/* The batch loops of the small tests below start on a 64-byte line (SAT2D_ALIGN_HOT): each is a
 * short loop with a branch per pair, and circle_circle's ran several times slower in builds
 * whose only difference was code placed before it (docs/tricks.md, "Memory and code shape"). */

/* Floats compare exactly: the same point iff both coordinates are equal. */
static int point_point_1(sat2d_vec2 a, sat2d_vec2 b) {
    return a.x == b.x && a.y == b.y;
}

static int point_circle_1(sat2d_vec2 p, sat2d_circle c, unsigned *fell) {
    return sat2d_xf_dist2_r2(p.x, p.y, c.c.x, c.c.y, c.r, fell) <= 0;
}

/* lo <= v <= lo + size: the first a float comparison, the second the sign of v - lo - size. */
static int within(float v, float lo, float size, unsigned *fell) {
    return lo <= v && sat2d_xf_sum3(v, -(double)lo, -(double)size, fell) <= 0;
}

static int point_rect_1(sat2d_vec2 p, sat2d_rect r, unsigned *fell) {
    return within(p.x, r.x, r.w, fell) && within(p.y, r.y, r.h, fell);
}

static int circle_circle_1(sat2d_circle a, sat2d_circle b, unsigned *fell) {
    return sat2d_xf_dist2_sum2(a.c.x, a.c.y, b.c.x, b.c.y, a.r, b.r, fell) <= 0;
}

/* [a, a + aw] meets [b, b + bw]: b - a - aw <= 0 and a - b - bw <= 0, exact signs. */
static int spans_meet(float a, float aw, float b, float bw, unsigned *fell) {
    return sat2d_xf_sum3(b, -(double)a, -(double)aw, fell) <= 0 &&
           sat2d_xf_sum3(a, -(double)b, -(double)bw, fell) <= 0;
}

static int rect_rect_1(sat2d_rect a, sat2d_rect b, unsigned *fell) {
    return spans_meet(a.x, a.w, b.x, b.w, fell) && spans_meet(a.y, a.h, b.y, b.h, fell);
}

/* The clamp gap of v against [lo, lo + size] as an exact expansion g (<= 3 components), and a
 * double value with a certified error bound: g~ within *err of it. Returns g's length. */
static int clamp_gap(float v, float lo, float size, double *g, double *val, double *err,
                     unsigned *fell) {
    if (v < lo) { /* lo - v: a rounded float difference, relative error u */
        *val = (double)lo - v, *err = 2 * SAT2D_XU * *val;
        return sat2d_xp_diff(lo, v, g);
    }
    if (sat2d_xf_sum3(v, -(double)lo, -(double)size, fell) <= 0) {
        *val = 0, *err = 0;
        return 0;
    }
    /* v - lo - size > 0: off by 2.01u (|t| + size) (see sat2d_xf_sum3) */
    const double t = (double)v - lo;
    *val = t - size, *err = 4 * SAT2D_XU * (fabs(t) + size);
    int n = sat2d_xp_diff(v, lo, g);
    return sat2d_xp_grow(g, n, -(double)size, g);
}

/* Sign of gx^2 + gy^2 - r2 for expansions gx, gy (<= 3 components), exactly; out of line.
 * *fell only when it needed expansions (see exact_filter.h). */
static SAT2D_NOINLINE int gaps_r2_sign(const double *gx, int nx, const double *gy, int ny,
                                       double r2, unsigned *fell) {
    double h[40], s[20];
    if (nx <= 1 && ny <= 1) { /* single doubles: try the squares and their sum rounding-free */
        double x = nx ? gx[0] : 0, y = ny ? gy[0] : 0, p, pe, q, qe, d2, e;
        sat2d_xp_two_prod(x, x, &p, &pe);
        sat2d_xp_two_prod(y, y, &q, &qe);
        sat2d_xp_two_sum(p, q, &d2, &e);
        if (pe == 0 && qe == 0 && e == 0) return (d2 > r2) - (d2 < r2);
    }
    *fell = 1;
    int hn = sat2d_xp_mul(gx, nx, gx, nx, h), sn = sat2d_xp_mul(gy, ny, gy, ny, s);
    hn = sat2d_xp_add(h, hn, s, sn, 1.0);
    hn = sat2d_xp_grow(h, hn, -r2, h);
    return sat2d_xp_sign(h, hn);
}

/* gx^2 + gy^2 <= r^2. With |gi - gi~| <= ei: |gi^2 - gi~^2| <= ei (2|gi~| + ei), and the sum
 * rounds by 2.01u more; twice that (plus 8u of the sum) covers the bound's own roundings, and
 * the final subtraction's u |V~| is absorbed by asking |V~| > 2 * bound. */
static int circle_rect_careful(sat2d_circle c, sat2d_rect r, unsigned *fell) {
    double gx[3], gy[3], vx, vy, ex, ey;
    int nx = clamp_gap(c.c.x, r.x, r.w, gx, &vx, &ex, fell);
    int ny = clamp_gap(c.c.y, r.y, r.h, gy, &vy, &ey, fell);
    const double d2 = vx * vx + vy * vy, r2 = (double)c.r * c.r;
    const double bound =
        2 * (ex * (2 * fabs(vx) + ex) + ey * (2 * fabs(vy) + ey)) + 8 * SAT2D_XU * d2;
    const double v = d2 - r2;
    if (v > 2 * bound) return 0;
    if (v < -2 * bound || bound == 0) return 1; /* bound 0: both gaps exactly 0 */
    return gaps_r2_sign(gx, nx, gy, ny, r2, fell) <= 0;
}

/* One rounded clamp gap of v against [lo, lo + size], size >= 0: t = v - lo rounds once
 * (relatively, so its sign is exact), and the gap is -t (t < 0), t - size (> 0) or 0; each
 * candidate is within 2.01u (|t| + size) of its exact value, so their max is too: *err. */
static double gap_rounded(float v, float lo, float size, double *err) {
    const double t = (double)v - lo, over = t - size;
    *err = 4 * SAT2D_XU * (fabs(t) + size);
    return t < 0 ? -t : over > 0 ? over : 0;
}

/* The common case without a branch on the clamp's sides: both gaps rounded, the bound of
 * circle_rect_careful; what it cannot certify goes there (and to the exact path if need be). */
static int circle_rect_1(sat2d_circle c, sat2d_rect r, unsigned *fell) {
    if (r.w >= 0 && r.h >= 0) {
        double ex, ey;
        const double vx = gap_rounded(c.c.x, r.x, r.w, &ex), vy = gap_rounded(c.c.y, r.y, r.h, &ey);
        const double d2 = vx * vx + vy * vy, r2 = (double)c.r * c.r;
        const double bound = 2 * (ex * (2 * vx + ex) + ey * (2 * vy + ey)) + 8 * SAT2D_XU * d2;
        const double v = d2 - r2;
        if (v > 2 * bound) return 0;
        if (v < -2 * bound) return 1;
    }
    return circle_rect_careful(c, r, fell);
}

/* ---- batch slots: one atomic update of the counters per batch ---- */

static SAT2D_ALIGN_HOT void point_point(sat2d_points_soa a, sat2d_points_soa b, size_t n,
                                        uint8_t *hit) {
    for (size_t i = 0; i < n; i++)
        hit[i] = (uint8_t)point_point_1((sat2d_vec2){a.x[i], a.y[i]}, (sat2d_vec2){b.x[i], b.y[i]});
    sat2d_exact_count_add(SAT2D_POINT_POINT, n, 0);
}

static SAT2D_ALIGN_HOT void point_circle(sat2d_points_soa a, sat2d_circles_soa b, size_t n,
                                         uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_circle c = {{b.x[i], b.y[i]}, b.r[i]};
        hit[i] = (uint8_t)point_circle_1((sat2d_vec2){a.x[i], a.y[i]}, c, &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_POINT_CIRCLE, n, fell_pairs);
}

static SAT2D_ALIGN_HOT void point_rect(sat2d_points_soa a, sat2d_rects_soa b, size_t n,
                                       uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_rect r = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)point_rect_1((sat2d_vec2){a.x[i], a.y[i]}, r, &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_POINT_RECT, n, fell_pairs);
}

/* The reference's MTV where it agrees, else its rule in double (a touching pair). */
static sat2d_mtv circle_circle_mtv(sat2d_circle a, sat2d_circle b) {
    sat2d_mtv m;
    if (sat2d_circle_circle(a, b, &m)) return m;
    const double dx = (double)b.c.x - a.c.x, dy = (double)b.c.y - a.c.y, d = hypot(dx, dy);
    const double depth = (double)a.r + b.r - d;
    if (!(d > 0)) return (sat2d_mtv){depth > 0 ? (float)depth : 0.0f, 1, 0};
    return (sat2d_mtv){depth > 0 ? (float)depth : 0.0f, (float)(dx / d), (float)(dy / d)};
}

static SAT2D_ALIGN_HOT void circle_circle(sat2d_circles_soa a, sat2d_circles_soa b, size_t n,
                                          uint8_t *hit, sat2d_mtv *mtv) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]}, q = {{b.x[i], b.y[i]}, b.r[i]};
        hit[i] = (uint8_t)circle_circle_1(p, q, &fell);
        fell_pairs += fell;
        if (hit[i] && mtv) mtv[i] = circle_circle_mtv(p, q);
    }
    sat2d_exact_count_add(SAT2D_CIRCLE_CIRCLE, n, fell_pairs);
}

/* The reference's MTV where it agrees, else its rule in double: the smaller push per axis (+ on
 * a tie), x on a tie between the axes, clamped to >= 0. */
static sat2d_mtv rect_rect_mtv(sat2d_rect a, sat2d_rect b) {
    sat2d_mtv m;
    if (sat2d_rect_rect(a, b, &m)) return m;
    const double xp = (double)a.x - b.x + a.w, xm = (double)b.x - a.x + b.w;
    const double yp = (double)a.y - b.y + a.h, ym = (double)b.y - a.y + b.h;
    const double px = xp <= xm ? xp : xm, py = yp <= ym ? yp : ym;
    if (px <= py) return (sat2d_mtv){px > 0 ? (float)px : 0.0f, xp <= xm ? 1.0f : -1.0f, 0};
    return (sat2d_mtv){py > 0 ? (float)py : 0.0f, 0, yp <= ym ? 1.0f : -1.0f};
}

static SAT2D_ALIGN_HOT void rect_rect(sat2d_rects_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit,
                                      sat2d_mtv *mtv) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_rect p = {a.x[i], a.y[i], a.w[i], a.h[i]}, q = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)rect_rect_1(p, q, &fell);
        fell_pairs += fell;
        if (hit[i] && mtv) mtv[i] = rect_rect_mtv(p, q);
    }
    sat2d_exact_count_add(SAT2D_RECT_RECT, n, fell_pairs);
}

static SAT2D_ALIGN_HOT void circle_rect(sat2d_circles_soa a, sat2d_rects_soa b, size_t n,
                                        uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_circle c = {{a.x[i], a.y[i]}, a.r[i]};
        sat2d_rect r = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)circle_rect_1(c, r, &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_CIRCLE_RECT, n, fell_pairs);
}

static void poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                      size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        hit[i] = (uint8_t)sat2d_exact_poly_poly(a[i], b[i], &fell);
        fell_pairs += fell;
        if (hit[i] && mtv) mtv[i] = sat2d_exact_poly_poly_mtv(a[i], b[i]);
    }
    sat2d_exact_count_add(SAT2D_POLY_POLY, n, fell_pairs);
}

static void circle_poly(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                        uint8_t *hit, sat2d_mtv *mtv) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_circle c = {{a.x[i], a.y[i]}, a.r[i]};
        hit[i] = (uint8_t)sat2d_exact_circle_poly(c, b[i], &fell);
        fell_pairs += fell;
        if (hit[i] && mtv) mtv[i] = sat2d_exact_circle_poly_mtv(c, b[i]);
    }
    sat2d_exact_count_add(SAT2D_CIRCLE_POLY, n, fell_pairs);
}

static void point_polygon(sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n,
                          uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        hit[i] = (uint8_t)sat2d_exact_point_polygon((sat2d_vec2){a.x[i], a.y[i]}, b[i], &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_POINT_POLYGON, n, fell_pairs);
}

static SAT2D_ALIGN_HOT void segment_segment(sat2d_segments_soa a, sat2d_segments_soa b, size_t n,
                                            uint8_t *hit, sat2d_vec2 *point) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        sat2d_segment p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}};
        sat2d_segment q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}};
        hit[i] = (uint8_t)sat2d_exact_segment_segment(p, q, point ? &point[i] : NULL, &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_SEGMENT_SEGMENT, n, fell_pairs);
}

static void polygon_polygon(const sat2d_simple_polygon *const *a,
                            const sat2d_simple_polygon *const *b, size_t n, uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        hit[i] = (uint8_t)sat2d_exact_polygon_polygon(a[i], b[i], &fell);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_POLYGON_POLYGON, n, fell_pairs);
}

/* The stored bounding discs meet: |c_b - c_a|^2 <= (r_a + r_b)^2, exactly. */
static void bounding_circle(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                            size_t n, uint8_t *hit) {
    unsigned long long fell_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned fell = 0;
        hit[i] = (uint8_t)(sat2d_xf_dist2_sum2(a[i]->cx, a[i]->cy, b[i]->cx, b[i]->cy, a[i]->radius,
                                               b[i]->radius, &fell) <= 0);
        fell_pairs += fell;
    }
    sat2d_exact_count_add(SAT2D_BOUNDING_CIRCLE, n, fell_pairs);
}

const sat2d_variant sat2d_variant_exact = {
    .name = "exact",
    .summary = "exact verdicts on every finite input (the GMP oracle's): double filter with a "
               "proven bound, expansion arithmetic for the rest; MTVs and points from textbook",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .point_point = point_point,
    .point_circle = point_circle,
    .point_rect = point_rect,
    .circle_circle = circle_circle,
    .rect_rect = rect_rect,
    .circle_rect = circle_rect,
    .poly_poly = poly_poly,
    .circle_poly = circle_poly,
    .point_polygon = point_polygon,
    .segment_segment = segment_segment,
    .polygon_polygon = polygon_polygon,
    .bounding_circle = bounding_circle,
};
