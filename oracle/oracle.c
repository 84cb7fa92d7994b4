/* Exact decisions with GMP rationals (see oracle.h). Scratch rationals live in one static
 * pool; each function uses its own slots, so the nesting (poly_poly -> orient) never reuses a
 * slot that is still live. Not thread-safe, by design: the runner is single-threaded.
 * A sign that double arithmetic proves (oracle_filter.h) is taken from it; only the rest is
 * computed in rationals. */
#include "oracle.h"

#include <gmp.h>
#include <math.h>

#include "oracle_filter.h"

enum { POOL = 60 };
static mpq_t T[POOL];
static mpq_t F[4]; /* cross_sign's, apart from the pool: it runs inside functions holding slots */
static int ready;

void oracle_init(void) {
    if (ready) return;
    for (int i = 0; i < POOL; i++)
        mpq_init(T[i]);
    for (int i = 0; i < 4; i++)
        mpq_init(F[i]);
    ready = 1;
}

static int use_filter = 1;
static long filter_settled, filter_unsure;

void oracle_use_filter(int on) {
    use_filter = on;
}

void oracle_filter_counts(long *settled, long *unsure) {
    *settled = filter_settled, *unsure = filter_unsure;
}

/* 1 if the filter is on and its answer s settled the question (counted either way). */
static int filtered(int s) {
    if (!use_filter) return 0;
    if (s != FILTER_UNSURE) return filter_settled++, 1;
    return filter_unsure++, 0;
}

/* r = v exactly (a float is a double is a dyadic rational). */
static void q(mpq_t r, float v) {
    mpq_set_d(r, (double)v);
}

static int sign(int c) {
    return (c > 0) - (c < 0);
}

/* sign of (b - a) x (c - a); slots 0..3 */
static int orient(float ax, float ay, float bx, float by, float cx, float cy) {
    const int f = use_filter ? filter_cross(ax, ay, bx, by, ax, ay, cx, cy) : FILTER_UNSURE;
    if (filtered(f)) return f;
    q(T[0], bx), q(T[1], ax), mpq_sub(T[0], T[0], T[1]);
    q(T[2], cy), q(T[3], ay), mpq_sub(T[2], T[2], T[3]);
    mpq_mul(T[0], T[0], T[2]);
    q(T[1], by), mpq_sub(T[1], T[1], T[3]);
    q(T[2], cx), q(T[3], ax), mpq_sub(T[2], T[2], T[3]);
    mpq_mul(T[1], T[1], T[2]);
    return sign(mpq_cmp(T[0], T[1]));
}

/* r = (bx - ax)^2 + (by - ay)^2; slots 4, 5 */
static void dist2(mpq_t r, float ax, float ay, float bx, float by) {
    q(T[4], bx), q(T[5], ax), mpq_sub(T[4], T[4], T[5]), mpq_mul(r, T[4], T[4]);
    q(T[4], by), q(T[5], ay), mpq_sub(T[4], T[4], T[5]), mpq_mul(T[4], T[4], T[4]);
    mpq_add(r, r, T[4]);
}

/* sign of (b - a) x (d - c); slots F */
static int cross_sign(float ax, float ay, float bx, float by, float cx, float cy, float dx,
                      float dy) {
    const int f = use_filter ? filter_cross(ax, ay, bx, by, cx, cy, dx, dy) : FILTER_UNSURE;
    if (filtered(f)) return f;
    q(F[0], bx), q(F[1], ax), mpq_sub(F[0], F[0], F[1]);
    q(F[2], dy), q(F[1], cy), mpq_sub(F[2], F[2], F[1]);
    mpq_mul(F[0], F[0], F[2]);
    q(F[3], by), q(F[1], ay), mpq_sub(F[3], F[3], F[1]);
    q(F[2], dx), q(F[1], cx), mpq_sub(F[2], F[2], F[1]);
    mpq_mul(F[3], F[3], F[2]);
    return sign(mpq_cmp(F[0], F[3]));
}

/* (bx-ax)^2 + (by-ay)^2 <= (ar + br)^2; slots 6, 7 */
int oracle_discs(float ax, float ay, float ar, float bx, float by, float br) {
    const int f = use_filter ? filter_disc(ax, ay, bx, by, ar, br) : FILTER_UNSURE;
    if (filtered(f)) return f <= 0;
    dist2(T[6], ax, ay, bx, by);
    q(T[7], ar), q(T[5], br), mpq_add(T[7], T[7], T[5]), mpq_mul(T[7], T[7], T[7]);
    return mpq_cmp(T[6], T[7]) <= 0;
}

int oracle_point_point(sat2d_vec2 a, sat2d_vec2 b) {
    return a.x == b.x && a.y == b.y;
}

int oracle_point_circle(sat2d_vec2 p, sat2d_circle c) {
    return oracle_discs(p.x, p.y, 0, c.c.x, c.c.y, c.r);
}

/* lo <= v <= lo + size, exactly; slots 8, 9 */
static int within(float v, float lo, float size) {
    q(T[8], v), q(T[9], lo);
    if (mpq_cmp(T[8], T[9]) < 0) return 0;
    q(T[5], size), mpq_add(T[9], T[9], T[5]);
    return mpq_cmp(T[8], T[9]) <= 0;
}

int oracle_point_rect(sat2d_vec2 p, sat2d_rect r) {
    return within(p.x, r.x, r.w) && within(p.y, r.y, r.h);
}

/* [a, a + aw] meets [b, b + bw]; slots 10, 11 */
static int spans_meet(float a, float aw, float b, float bw) {
    q(T[10], a), q(T[5], aw), mpq_add(T[10], T[10], T[5]); /* a + aw */
    q(T[11], b);
    if (mpq_cmp(T[11], T[10]) > 0) return 0;
    q(T[5], bw), mpq_add(T[11], T[11], T[5]); /* b + bw */
    q(T[10], a);
    return mpq_cmp(T[10], T[11]) <= 0;
}

int oracle_rect_rect(sat2d_rect a, sat2d_rect b) {
    return spans_meet(a.x, a.w, b.x, b.w) && spans_meet(a.y, a.h, b.y, b.h);
}

int oracle_circle_circle(sat2d_circle a, sat2d_circle b) {
    return oracle_discs(a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r);
}

/* r = clamp(v, lo, lo + size) - v, exactly; slots 12, 13 */
static void clamp_gap(mpq_t r, float v, float lo, float size) {
    q(T[12], v), q(T[13], lo);
    if (mpq_cmp(T[12], T[13]) < 0) {
        mpq_sub(r, T[13], T[12]);
        return;
    }
    q(T[5], size), mpq_add(T[13], T[13], T[5]);
    if (mpq_cmp(T[12], T[13]) > 0)
        mpq_sub(r, T[12], T[13]);
    else
        mpq_set_ui(r, 0, 1);
}

int oracle_circle_rect(sat2d_circle c, sat2d_rect r) {
    clamp_gap(T[14], c.c.x, r.x, r.w), mpq_mul(T[14], T[14], T[14]);
    clamp_gap(T[15], c.c.y, r.y, r.h), mpq_mul(T[15], T[15], T[15]);
    mpq_add(T[14], T[14], T[15]);
    q(T[15], c.r), mpq_mul(T[15], T[15], T[15]);
    return mpq_cmp(T[14], T[15]) <= 0;
}

/* Some edge line of e has every corner of o strictly outside (counter-clockwise e). */
static int separating_edge(oracle_outline e, oracle_outline o) {
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n, all_out = 1;
        for (int j = 0; j < o.n && all_out; j++)
            all_out = orient(e.x[i], e.y[i], e.x[k], e.y[k], o.x[j], o.y[j]) < 0;
        if (all_out) return 1;
    }
    return 0;
}

/* best = min over edges of e of (max_j cross)^2 / |edge|^2: the corner of o deepest inside the
 * edge's half-plane sets that face's push (cross > 0 is inside for a counter-clockwise e);
 * slots 24..29 */
static void least_depth2(oracle_outline e, oracle_outline o, mpq_t best, int *have) {
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n;
        mpq_t *ex = &T[24], *ey = &T[25], *m = &T[26], *c = &T[27];
        q(*ex, e.x[k]), q(T[28], e.x[i]), mpq_sub(*ex, *ex, T[28]);
        q(*ey, e.y[k]), q(T[28], e.y[i]), mpq_sub(*ey, *ey, T[28]);
        for (int j = 0; j < o.n; j++) { /* cross = ex*(oy - ey0) - ey*(ox - ex0) */
            q(*c, o.y[j]), q(T[28], e.y[i]), mpq_sub(*c, *c, T[28]), mpq_mul(*c, *c, *ex);
            q(T[29], o.x[j]), q(T[28], e.x[i]), mpq_sub(T[29], T[29], T[28]);
            mpq_mul(T[29], T[29], *ey), mpq_sub(*c, *c, T[29]);
            if (j == 0 || mpq_cmp(*c, *m) > 0) mpq_set(*m, *c);
        }
        /* that face's depth^2 = cross^2 / |e|^2 */
        mpq_mul(*m, *m, *m);
        mpq_mul(T[28], *ex, *ex), mpq_mul(T[29], *ey, *ey), mpq_add(T[28], T[28], T[29]);
        mpq_div(*m, *m, T[28]);
        if (!*have || mpq_cmp(*m, best) < 0) mpq_set(best, *m);
        *have = 1;
    }
}

double oracle_poly_depth(oracle_outline a, oracle_outline b) {
    int have = 0;
    least_depth2(a, b, T[47], &have);
    least_depth2(b, a, T[47], &have);
    return sqrt(mpq_get_d(T[47]));
}

int oracle_poly_poly(oracle_outline a, oracle_outline b) {
    return !separating_edge(a, b) && !separating_edge(b, a);
}

/* r = squared distance from c to segment ab; slots 16..21 */
static void seg_dist2(mpq_t r, float ax, float ay, float bx, float by, float cx, float cy) {
    mpq_t *ex = &T[16], *ey = &T[17], *fx = &T[18], *fy = &T[19], *t = &T[20], *l = &T[21];
    q(*ex, bx), q(T[5], ax), mpq_sub(*ex, *ex, T[5]);
    q(*ey, by), q(T[5], ay), mpq_sub(*ey, *ey, T[5]);
    q(*fx, cx), q(T[5], ax), mpq_sub(*fx, *fx, T[5]);
    q(*fy, cy), q(T[5], ay), mpq_sub(*fy, *fy, T[5]);
    mpq_mul(*t, *ex, *fx), mpq_mul(T[5], *ey, *fy), mpq_add(*t, *t, T[5]); /* (c-a).(b-a) */
    mpq_mul(*l, *ex, *ex), mpq_mul(T[5], *ey, *ey), mpq_add(*l, *l, T[5]); /* |b-a|^2 */
    if (mpq_sgn(*t) <= 0 || mpq_sgn(*l) == 0) {
        dist2(r, ax, ay, cx, cy);
    } else if (mpq_cmp(*t, *l) >= 0) {
        dist2(r, bx, by, cx, cy);
    } else { /* |c-a|^2 - t^2/|b-a|^2 */
        mpq_mul(*t, *t, *t), mpq_div(*t, *t, *l);
        mpq_mul(r, *fx, *fx), mpq_mul(T[5], *fy, *fy), mpq_add(r, r, T[5]);
        mpq_sub(r, r, *t);
    }
}

int oracle_circle_poly(sat2d_circle c, oracle_outline b) {
    int inside = 1;
    for (int i = 0; i < b.n && inside; i++) {
        int k = (i + 1) % b.n;
        inside = orient(b.x[i], b.y[i], b.x[k], b.y[k], c.c.x, c.c.y) >= 0;
    }
    if (inside) return 1;
    q(T[23], c.r), mpq_mul(T[23], T[23], T[23]);
    for (int i = 0; i < b.n; i++) {
        int k = (i + 1) % b.n;
        const int f =
            use_filter ? filter_segment_within(b.x[i], b.y[i], b.x[k], b.y[k], c.c.x, c.c.y, c.r, 0)
                       : FILTER_UNSURE;
        if (filtered(f)) {
            if (f) return 1;
            continue;
        }
        seg_dist2(T[22], b.x[i], b.y[i], b.x[k], b.y[k], c.c.x, c.c.y);
        if (mpq_cmp(T[22], T[23]) <= 0) return 1;
    }
    return 0;
}

static int in_box(float ax, float ay, float bx, float by, float cx, float cy) {
    return (ax < bx ? ax : bx) <= cx && cx <= (ax < bx ? bx : ax) && (ay < by ? ay : by) <= cy &&
           cy <= (ay < by ? by : ay);
}

int oracle_point_polygon(sat2d_vec2 p, oracle_outline g) {
    int inside = 0;
    for (int i = 0; i < g.n; i++) {
        int k = (i + 1) % g.n;
        float x0 = g.x[i], y0 = g.y[i], x1 = g.x[k], y1 = g.y[k];
        int side = orient(x0, y0, x1, y1, p.x, p.y);
        if (side == 0 && in_box(x0, y0, x1, y1, p.x, p.y)) return 1;
        if ((y0 > p.y) != (y1 > p.y) && (y1 > y0 ? side > 0 : side < 0)) inside ^= 1;
    }
    return inside;
}

static int segments_meet(float ax, float ay, float bx, float by, float cx, float cy, float dx,
                         float dy) {
    int o1 = orient(ax, ay, bx, by, cx, cy), o2 = orient(ax, ay, bx, by, dx, dy);
    int o3 = orient(cx, cy, dx, dy, ax, ay), o4 = orient(cx, cy, dx, dy, bx, by);
    if (o1 * o2 < 0 && o3 * o4 < 0) return 1;
    return (o1 == 0 && in_box(ax, ay, bx, by, cx, cy)) ||
           (o2 == 0 && in_box(ax, ay, bx, by, dx, dy)) ||
           (o3 == 0 && in_box(cx, cy, dx, dy, ax, ay)) ||
           (o4 == 0 && in_box(cx, cy, dx, dy, bx, by));
}

int oracle_segment_segment(sat2d_segment s, sat2d_segment t) {
    return segments_meet(s.a.x, s.a.y, s.b.x, s.b.y, t.a.x, t.a.y, t.b.x, t.b.y);
}

int oracle_polygon_polygon(oracle_outline a, oracle_outline b) {
    for (int i = 0; i < a.n; i++)
        for (int j = 0; j < b.n; j++) {
            int k = (i + 1) % a.n, l = (j + 1) % b.n;
            if (segments_meet(a.x[i], a.y[i], a.x[k], a.y[k], b.x[j], b.y[j], b.x[l], b.y[l]))
                return 1;
        }
    return oracle_point_polygon((sat2d_vec2){a.x[0], a.y[0]}, b) ||
           oracle_point_polygon((sat2d_vec2){b.x[0], b.y[0]}, a);
}

/* lo/hi of n.v over an outline, n = (y1 - y0, x0 - x1) the normal of the edge from (x0, y0)
 * to (x1, y1) (in rationals: nx, ny); slots 30..32. The filter finds the two corners, n.(v - w)
 * being -(edge x (v - w)), and only their projections are computed in rationals. */
static void project(oracle_outline p, mpq_t nx, mpq_t ny, mpq_t lo, mpq_t hi, float x0, float y0,
                    float x1, float y1) {
    if (use_filter) {
        int jl = 0, jh = 0;
        for (int j = 1; j < p.n; j++) {
            if (cross_sign(x0, y0, x1, y1, p.x[jl], p.y[jl], p.x[j], p.y[j]) > 0) jl = j;
            if (cross_sign(x0, y0, x1, y1, p.x[jh], p.y[jh], p.x[j], p.y[j]) < 0) jh = j;
        }
        q(T[30], p.x[jl]), mpq_mul(T[30], T[30], nx);
        q(T[31], p.y[jl]), mpq_mul(T[31], T[31], ny);
        mpq_add(lo, T[30], T[31]);
        q(T[30], p.x[jh]), mpq_mul(T[30], T[30], nx);
        q(T[31], p.y[jh]), mpq_mul(T[31], T[31], ny);
        mpq_add(hi, T[30], T[31]);
        return;
    }
    for (int j = 0; j < p.n; j++) {
        q(T[30], p.x[j]), mpq_mul(T[30], T[30], nx);
        q(T[31], p.y[j]), mpq_mul(T[31], T[31], ny);
        mpq_add(T[32], T[30], T[31]);
        if (j == 0 || mpq_cmp(T[32], lo) < 0) mpq_set(lo, T[32]);
        if (j == 0 || mpq_cmp(T[32], hi) > 0) mpq_set(hi, T[32]);
    }
}

/* The (unnormalised) normal of the axis that last moved the sweep's entry time forward. */
static double sweep_nx, sweep_ny;

/* Narrows [enter, leave] by the edge normals of e; 0 once empty. slots 33..44 */
static int sweep_clip(oracle_outline e, oracle_outline a, oracle_outline b, sat2d_vec2 d,
                      mpq_t enter, mpq_t leave) {
    mpq_t *nx = &T[33], *ny = &T[34], *alo = &T[35], *ahi = &T[36], *blo = &T[37];
    mpq_t *bhi = &T[38], *s = &T[39], *tin = &T[40], *tout = &T[41];
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n;
        q(*nx, e.y[k]), q(T[42], e.y[i]), mpq_sub(*nx, *nx, T[42]); /* n = (ey, -ex) */
        q(*ny, e.x[i]), q(T[42], e.x[k]), mpq_sub(*ny, *ny, T[42]);
        project(a, *nx, *ny, *alo, *ahi, e.x[i], e.y[i], e.x[k], e.y[k]);
        project(b, *nx, *ny, *blo, *bhi, e.x[i], e.y[i], e.x[k], e.y[k]);
        q(*s, d.x), mpq_mul(*s, *s, *nx), q(T[42], d.y), mpq_mul(T[42], T[42], *ny);
        mpq_add(*s, *s, T[42]);
        if (mpq_sgn(*s) == 0) {
            if (mpq_cmp(*blo, *ahi) > 0 || mpq_cmp(*alo, *bhi) > 0) return 0;
            continue;
        }
        if (mpq_sgn(*s) > 0) {
            mpq_sub(*tin, *alo, *bhi), mpq_sub(*tout, *ahi, *blo);
        } else {
            mpq_sub(*tin, *ahi, *blo), mpq_sub(*tout, *alo, *bhi);
        }
        mpq_div(*tin, *tin, *s), mpq_div(*tout, *tout, *s);
        if (mpq_cmp(*tin, enter) > 0) {
            mpq_set(enter, *tin);
            sweep_nx = mpq_get_d(*nx), sweep_ny = mpq_get_d(*ny);
        }
        if (mpq_cmp(*tout, leave) < 0) mpq_set(leave, *tout);
        if (mpq_cmp(enter, leave) > 0) return 0;
    }
    return 1;
}

int oracle_sweep(oracle_outline a, oracle_outline b, sat2d_vec2 d, double *t) {
    mpq_set_ui(T[45], 0, 1), mpq_set_ui(T[46], 1, 1);
    sweep_nx = sweep_ny = 0;
    if (!sweep_clip(a, a, b, d, T[45], T[46]) || !sweep_clip(b, a, b, d, T[45], T[46])) return 0;
    if (t) *t = mpq_get_d(T[45]);
    return 1;
}

void oracle_sweep_normal(double *nx, double *ny) {
    double l = sqrt(sweep_nx * sweep_nx + sweep_ny * sweep_ny);
    *nx = l > 0 ? sweep_nx / l : 0, *ny = l > 0 ? sweep_ny / l : 0;
}

/* r = (edge i of e) x (p - its first corner), edge i's parts in ex, ey; slots 52, 53 */
static void corner_cross(mpq_t r, oracle_outline e, int i, mpq_t ex, mpq_t ey, float px, float py) {
    q(r, py), q(T[52], e.y[i]), mpq_sub(r, r, T[52]), mpq_mul(r, r, ex);
    q(T[53], px), q(T[52], e.x[i]), mpq_sub(T[53], T[53], T[52]);
    mpq_mul(T[53], T[53], ey), mpq_sub(r, r, T[53]);
}

/* Both pushes along every face normal of e: out through that face (the deepest corner of o,
 * max_j cross_j, cross > 0 inside a counter-clockwise e) and out through the opposite side
 * (o's furthest corner past e's deepest one: max_j -cross_j + max_k cross_k over e's own
 * corners). Normals are unit and point from A to B: the face's outward normal for a push out
 * of A (e = A, sign = 1), its negation for a push out of B (e = B, sign = -1). Pushes are
 * exact rationals squared over |edge|^2, rounded once; slots 48..53 */
static int face_pushes(oracle_outline e, oracle_outline o, double sign, oracle_axis *out) {
    mpq_t *ex = &T[48], *ey = &T[49], *m = &T[50], *c = &T[51], *r = &T[44], *w = &T[43];
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n;
        q(*ex, e.x[k]), q(T[52], e.x[i]), mpq_sub(*ex, *ex, T[52]);
        q(*ey, e.y[k]), q(T[52], e.y[i]), mpq_sub(*ey, *ey, T[52]);
        /* The filter finds the three corners (cross_j - cross_l = edge x (corner j - corner l))
         * and only their crosses are computed in rationals; unfiltered, every corner's is. */
        const float x0 = e.x[i], y0 = e.y[i], x1 = e.x[k], y1 = e.y[k];
        if (use_filter) {
            int jm = 0, jr = 0, jw = 0;
            for (int j = 1; j < o.n; j++) {
                if (cross_sign(x0, y0, x1, y1, o.x[jm], o.y[jm], o.x[j], o.y[j]) > 0) jm = j;
                if (cross_sign(x0, y0, x1, y1, o.x[jr], o.y[jr], o.x[j], o.y[j]) < 0) jr = j;
            }
            for (int j = 1; j < e.n; j++)
                if (cross_sign(x0, y0, x1, y1, e.x[jw], e.y[jw], e.x[j], e.y[j]) > 0) jw = j;
            corner_cross(*m, e, i, *ex, *ey, o.x[jm], o.y[jm]);
            corner_cross(*r, e, i, *ex, *ey, o.x[jr], o.y[jr]), mpq_neg(*r, *r);
            corner_cross(*w, e, i, *ex, *ey, e.x[jw], e.y[jw]);
        }
        for (int j = 0; !use_filter && j < o.n + e.n; j++) { /* o's corners, then e's own */
            float px = j < o.n ? o.x[j] : e.x[j - o.n], py = j < o.n ? o.y[j] : e.y[j - o.n];
            q(*c, py), q(T[52], e.y[i]), mpq_sub(*c, *c, T[52]), mpq_mul(*c, *c, *ex);
            q(T[53], px), q(T[52], e.x[i]), mpq_sub(T[53], T[53], T[52]);
            mpq_mul(T[53], T[53], *ey), mpq_sub(*c, *c, T[53]);
            if (j < o.n) {
                if (j == 0 || mpq_cmp(*c, *m) > 0) mpq_set(*m, *c);
                mpq_neg(*c, *c);
                if (j == 0 || mpq_cmp(*c, *r) > 0) mpq_set(*r, *c);
            } else if (j == o.n || mpq_cmp(*c, *w) > 0) {
                mpq_set(*w, *c);
            }
        }
        mpq_add(*r, *r, *w);
        mpq_mul(T[52], *ex, *ex), mpq_mul(T[53], *ey, *ey), mpq_add(T[52], T[52], T[53]);
        double ux = mpq_get_d(*ex), uy = mpq_get_d(*ey), l = sqrt(ux * ux + uy * uy);
        for (int side = 0; side < 2; side++) {
            mpq_t *p = side ? r : m;
            int neg = mpq_sgn(*p) < 0;
            mpq_mul(*p, *p, *p), mpq_div(*p, *p, T[52]);
            double f = side ? -sign : sign;
            out[2 * i + side] =
                (oracle_axis){(neg ? -1 : 1) * sqrt(mpq_get_d(*p)), f * uy / l, -f * ux / l};
        }
    }
    return 2 * e.n;
}

int oracle_poly_axes(oracle_outline a, oracle_outline b, oracle_axis *out) {
    int n = face_pushes(a, b, 1, out);
    return n + face_pushes(b, a, -1, out + n);
}

/* |w - (c*m1 - s*m2 + p)| with the exact rational inside; slots 54, 55 */
double oracle_transform_error(float c, float m1, float s, float m2, float p, float w) {
    q(T[54], c), q(T[55], m1), mpq_mul(T[54], T[54], T[55]);
    q(T[55], s), q(T[52], m2), mpq_mul(T[55], T[55], T[52]), mpq_sub(T[54], T[54], T[55]);
    q(T[55], p), mpq_add(T[54], T[54], T[55]);
    q(T[55], w), mpq_sub(T[54], T[55], T[54]);
    return fabs(mpq_get_d(T[54]));
}

/* The radii of the last radii2, for the filter. */
static float near_r1, near_r2;

/* (ar + br)^2 into slot 56 */
static void radii2(float ar, float br) {
    near_r1 = ar, near_r2 = br;
    q(T[56], ar), q(T[57], br), mpq_add(T[56], T[56], T[57]), mpq_mul(T[56], T[56], T[56]);
}

/* p lies within sqrt(slot 56) of the segment ab; slots 58 (and seg_dist2's) */
static int seg_near(float ax, float ay, float bx, float by, float px, float py) {
    const int f = use_filter ? filter_segment_within(ax, ay, bx, by, px, py, near_r1, near_r2)
                             : FILTER_UNSURE;
    if (filtered(f)) return f;
    seg_dist2(T[58], ax, ay, bx, by, px, py);
    return mpq_cmp(T[58], T[56]) <= 0;
}

int oracle_capsule_capsule(sat2d_capsule a, sat2d_capsule b) {
    if (segments_meet(a.a.x, a.a.y, a.b.x, a.b.y, b.a.x, b.a.y, b.b.x, b.b.y)) return 1;
    radii2(a.r, b.r);
    return seg_near(b.a.x, b.a.y, b.b.x, b.b.y, a.a.x, a.a.y) ||
           seg_near(b.a.x, b.a.y, b.b.x, b.b.y, a.b.x, a.b.y) ||
           seg_near(a.a.x, a.a.y, a.b.x, a.b.y, b.a.x, b.a.y) ||
           seg_near(a.a.x, a.a.y, a.b.x, a.b.y, b.b.x, b.b.y);
}

int oracle_circle_capsule(sat2d_circle a, sat2d_capsule b) {
    radii2(a.r, b.r);
    return seg_near(b.a.x, b.a.y, b.b.x, b.b.y, a.c.x, a.c.y);
}

int oracle_capsule_poly(sat2d_capsule a, oracle_outline b) {
    int inside = 1; /* A's first end in the polygon (closed) */
    for (int i = 0; i < b.n && inside; i++) {
        int k = (i + 1) % b.n;
        inside = orient(b.x[i], b.y[i], b.x[k], b.y[k], a.a.x, a.a.y) >= 0;
    }
    if (inside) return 1;
    radii2(a.r, 0);
    for (int i = 0; i < b.n; i++) {
        int k = (i + 1) % b.n;
        if (segments_meet(a.a.x, a.a.y, a.b.x, a.b.y, b.x[i], b.y[i], b.x[k], b.y[k]) ||
            seg_near(b.x[i], b.y[i], b.x[k], b.y[k], a.a.x, a.a.y) ||
            seg_near(b.x[i], b.y[i], b.x[k], b.y[k], a.b.x, a.b.y) ||
            seg_near(a.a.x, a.a.y, a.b.x, a.b.y, b.x[i], b.y[i]))
            return 1;
    }
    return 0;
}
