/* Fuzz target (b): the builders sat2d_poly_build and sat2d_polygon_build on raw corner arrays.
 *
 * Input: byte 0 picks the encoding of the corners that follow (x, y pairs):
 *   0: int8 each (small grid: duplicates, collinear runs, bow-ties are common),
 *   1: int16 little-endian each,
 *   2: raw float32 little-endian bits (NaN, infinities, subnormals, any exponent),
 *   3: an exponent byte e, then int16 each times 2^(e - 128): grid shapes at any scale.
 * Every status must be a known one. A built convex polygon must keep the storage contract of
 * sat2d/shapes.h (corners taken from the input in order, no repeated neighbours, stride and
 * padding lanes, normals and offsets as their float formula, normals_in_range, bounding box and
 * circle), and a built simple polygon its own. Each builder also runs into a block of exactly
 * sat2d_*_bytes() bytes (ASan catches a write past it) and into one byte less.
 * Where the builders' orientation tests are exact (a scaled grid, on_scaled_grid below), their
 * decisions must be exact too: a built convex polygon turns left at every corner (the sign of
 * the cross product in GMP rationals) and its edge directions wind once; a built simple polygon
 * of up to 64 corners has no two non-adjacent edges that meet (the oracle's exact test); and
 * an outline the convex builder accepts, the simple builder accepts. Off such a grid the
 * builders decide in double (polygon_build.c: "exact on the grid, far closer than float
 * elsewhere"), so an outline spanning 2^-140 to 2^127 may be judged wrongly: those decisions
 * are not held to the exact answer, only the contract and the sanitizers. */
#include <gmp.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge.h"
#include "fuzz_common.h"
#include "oracle.h"

enum { MAX_IN = 2 * SAT2D_MAX_CORNERS + 2, EXACT_SIMPLE_LIMIT = 64 };

static sat2d_vec2 pts[MAX_IN];

static float read_f32(const uint8_t *p) {
    uint32_t u = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static float read_i16(const uint8_t *p, int e) {
    return ldexpf((float)(int16_t)(uint16_t)(p[0] | p[1] << 8), e);
}

/* Decodes the corners; their count. */
static int decode(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    int mode = data[0] & 3, e = 0;
    data++, size--;
    if (mode == 3) {
        if (size < 1) return 0;
        e = (int)data[0] - 128, data++, size--;
    }
    size_t step = mode == 0 ? 1 : mode == 2 ? 4 : 2;
    int n = 0;
    for (size_t at = 0; at + 2 * step <= size && n < MAX_IN; at += 2 * step, n++) {
        const uint8_t *p = data + at, *q = data + at + step;
        if (mode == 0)
            pts[n] = (sat2d_vec2){(float)(int8_t)p[0], (float)(int8_t)q[0]};
        else if (mode == 2)
            pts[n] = (sat2d_vec2){read_f32(p), read_f32(q)};
        else
            pts[n] = (sat2d_vec2){read_i16(p, e), read_i16(q, e)};
    }
    return n;
}

/* Prints the input as a case line and traps (libFuzzer keeps the bytes as a crash artifact). */
static _Noreturn void fail(const char *builder, int n, const char *what) {
    fprintf(stderr, "sat2d-fuzz: %s: %s; the input as a case line:\n  %s %d", builder, what,
            builder[sizeof "sat2d_convex_poly" - 1] == 'g' ? "polygon" : "poly", n);
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %a %a", pts[i].x, pts[i].y);
    fprintf(stderr, "\n");
    fflush(stderr);
    __builtin_trap();
}

static int same(sat2d_vec2 a, float x, float y) {
    return a.x == x && a.y == y;
}

/* Built corners x, y (count m) are input corners in input order (a cyclic subsequence after
 * duplicates are dropped), read forwards or, for the convex builder's reversed clockwise
 * input, backwards; no two neighbours equal. */
static int from_input(const float *x, const float *y, int m, int n, int backwards) {
    int start = -1;
    for (int i = 0; i < n && start < 0; i++)
        if (same(pts[i], x[0], y[0])) start = i;
    if (start < 0) return 0;
    int at = start;
    for (int k = 1; k < m; k++) {
        if (x[k] == x[k - 1] && y[k] == y[k - 1]) return 0;
        int steps = 0; /* next input corner (cyclically) equal to corner k */
        do {
            at = backwards ? (at + n - 1) % n : (at + 1) % n;
        } while (!same(pts[at], x[k], y[k]) && ++steps < n);
        if (steps >= n) return 0;
    }
    return !(x[m - 1] == x[0] && y[m - 1] == y[0]);
}

/* Sign of (b - a) x (c - b), exactly. */
static int turn_sign(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    static mpq_t t[6];
    static int ready;
    if (!ready)
        for (int i = 0; i < 6; i++)
            mpq_init(t[i]);
    ready = 1;
    mpq_set_d(t[0], b.x), mpq_set_d(t[1], a.x), mpq_sub(t[0], t[0], t[1]); /* ex */
    mpq_set_d(t[2], c.y), mpq_set_d(t[1], b.y), mpq_sub(t[2], t[2], t[1]); /* fy */
    mpq_set_d(t[3], b.y), mpq_set_d(t[1], a.y), mpq_sub(t[3], t[3], t[1]); /* ey */
    mpq_set_d(t[4], c.x), mpq_set_d(t[1], b.x), mpq_sub(t[4], t[4], t[1]); /* fx */
    mpq_mul(t[0], t[0], t[2]), mpq_mul(t[3], t[3], t[4]);
    return mpq_cmp(t[0], t[3]);
}

/* Which half-turn an edge direction lies in: [0, pi) is 0, [pi, 2 pi) is 1 (signs of float
 * differences are exact). */
static int half(sat2d_vec2 a, sat2d_vec2 b) {
    float ex = b.x - a.x, ey = b.y - a.y;
    return !(ey > 0 || (ey == 0 && ex > 0));
}

/* 1 if every coordinate is an integer multiple of one power of two 2^lo with magnitude below
 * 2^(lo + 24): then every float difference is exact in double and so is every product of two
 * (< 2^(2 lo + 50)), which makes the builders' double orientation signs exact. */
static int on_scaled_grid(int n) {
    int lo = INT32_MAX, hi = INT32_MIN;
    for (int i = 0; i < 2 * n; i++) {
        float v = i & 1 ? pts[i / 2].y : pts[i / 2].x;
        if (v == 0) continue;
        int e;
        float m = frexpf(v, &e); /* |v| = |m| 2^e, 0.5 <= |m| < 1, m has 24 bits */
        int z = 0;
        for (float t = ldexpf(m, 24); fmodf(t, 2.0f) == 0; t /= 2)
            z++;
        lo = lo < e - 24 + z ? lo : e - 24 + z;
        hi = hi > e ? hi : e;
    }
    return lo == INT32_MAX || hi - lo <= 24;
}

static void check_poly(const sat2d_convex_poly *p, int n, int exact) {
    const char *who = "sat2d_poly_build";
    int m = p->count;
    if (m < 3 || m > n || m > SAT2D_MAX_CORNERS) fail(who, n, "corner count out of range");
    if (p->stride != (m + SAT2D_LANES - 1) / SAT2D_LANES * SAT2D_LANES) fail(who, n, "stride");
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    if (!from_input(x, y, m, n, 0) && !from_input(x, y, m, n, 1))
        fail(who, n, "corners not the input's, in order");
    float lox = x[0], hix = x[0], loy = y[0], hiy = y[0];
    int wraps = 0, in_range = 1, float_in_range = 1;
    for (int i = 0; i < m; i++) {
        int j = (i + 1) % m, k = (i + 2) % m;
        sat2d_vec2 a = {x[i], y[i]}, b = {x[j], y[j]}, c = {x[k], y[k]};
        if (exact && turn_sign(a, b, c) <= 0)
            fail(who, n, "a corner that does not turn left, exactly");
        wraps += half(a, b) == 1 && half(b, c) == 0;
        float nx = y[j] - y[i], ny = -(x[j] - x[i]), d = nx * x[i] + ny * y[i];
        if (memcmp(&nx, &sat2d_poly_nx(p)[i], sizeof nx) ||
            memcmp(&ny, &sat2d_poly_ny(p)[i], sizeof ny) ||
            memcmp(&d, &sat2d_poly_d(p)[i], sizeof d))
            fail(who, n, "normal or plane offset not the float formula");
        const double L = (double)nx * nx + (double)ny * ny;
        const float L_float = nx * nx + ny * ny; /* as the circle_poly filters round it */
        in_range &= L >= 0x1p-59 && L <= 0x1p59;
        float_in_range &= L_float >= 0x1p-60f && L_float <= 0x1p60f;
        lox = fminf(lox, x[i]), hix = fmaxf(hix, x[i]), loy = fminf(loy, y[i]),
        hiy = fmaxf(hiy, y[i]);
        double dx = (double)x[i] - p->cx, dy = (double)y[i] - p->cy;
        if (!(sqrt(dx * dx + dy * dy) <= p->radius))
            fail(who, n, "bounding circle misses a corner");
    }
    if (exact && wraps != 1) fail(who, n, "edge directions do not wind exactly once");
    if (p->normals_in_range != in_range) fail(who, n, "normals_in_range");
    if (in_range && !float_in_range)
        fail(who, n, "normals_in_range set, yet a float nx^2 + ny^2 leaves [2^-60, 2^60]");
    if (lox != p->min_x || hix != p->max_x || loy != p->min_y || hiy != p->max_y)
        fail(who, n, "bounding box");
    for (int a = 0; a < SAT2D_POLY_ARRAYS; a++) {
        const float *arr = p->data + (size_t)a * (size_t)p->stride;
        for (int i = m; i < p->stride; i++)
            if (memcmp(&arr[i], &arr[0], sizeof arr[0])) fail(who, n, "padding lane");
    }
}

static void check_polygon(const sat2d_simple_polygon *g, int n, int exact) {
    const char *who = "sat2d_polygon_build";
    int m = g->count;
    if (m < 3 || m > n || m > SAT2D_MAX_CORNERS) fail(who, n, "corner count out of range");
    if (g->stride != (m + SAT2D_LANES - 1) / SAT2D_LANES * SAT2D_LANES + 1) fail(who, n, "stride");
    const float *x = sat2d_polygon_x(g), *y = sat2d_polygon_y(g);
    if (!from_input(x, y, m, n, 0)) fail(who, n, "corners not the input's, in order");
    for (int i = m; i < g->stride; i++)
        if (x[i] != x[0] || y[i] != y[0]) fail(who, n, "closing corner or padding lane");
    float lox = x[0], hix = x[0], loy = y[0], hiy = y[0];
    for (int i = 0; i < m; i++)
        lox = fminf(lox, x[i]), hix = fmaxf(hix, x[i]), loy = fminf(loy, y[i]),
        hiy = fmaxf(hiy, y[i]);
    if (lox != g->min_x || hix != g->max_x || loy != g->min_y || hiy != g->max_y)
        fail(who, n, "bounding box");
    if (!exact || m > EXACT_SIMPLE_LIMIT) return;
    for (int i = 0; i < m; i++)
        for (int j = i + 1; j < m; j++) {
            if (j == i + 1 || (i == 0 && j == m - 1)) continue; /* neighbours share a corner */
            sat2d_segment s = {{x[i], y[i]}, {x[i + 1], y[i + 1]}};
            sat2d_segment t = {{x[j], y[j]}, {x[j + 1], y[j + 1]}};
            if (oracle_segment_segment(s, t)) fail(who, n, "two non-adjacent edges meet, exactly");
        }
}

/* Builds into a block of exactly the bytes asked for, and into one byte less. */
static sat2d_status build_poly_exact(int n, int count) {
    size_t bytes = sat2d_poly_bytes(count);
    sat2d_convex_poly *p = malloc(bytes);
    if (!p) return SAT2D_ERR_OUT_OF_MEMORY;
    sat2d_status st = sat2d_poly_build(p, bytes, pts, n);
    if (st == SAT2D_OK && sat2d_poly_build(p, bytes - 1, pts, n) != SAT2D_ERR_BUFFER_TOO_SMALL)
        fail("sat2d_poly_build", n, "a block one byte short is not refused");
    free(p);
    return st;
}

static sat2d_status build_polygon_exact(int n, int count) {
    size_t bytes = sat2d_polygon_bytes(count);
    sat2d_simple_polygon *g = malloc(bytes);
    if (!g) return SAT2D_ERR_OUT_OF_MEMORY;
    sat2d_status st = sat2d_polygon_build(g, bytes, pts, n);
    if (st == SAT2D_OK && sat2d_polygon_build(g, bytes - 1, pts, n) != SAT2D_ERR_BUFFER_TOO_SMALL)
        fail("sat2d_polygon_build", n, "a block one byte short is not refused");
    free(g);
    return st;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int ready;
    if (!ready) oracle_init(), ready = 1;
    int n = decode(data, size);
    sat2d_status sp, sg;
    sat2d_convex_poly *p = sat2d_poly_create(pts, n, &sp);
    sat2d_simple_polygon *g = sat2d_polygon_create(pts, n, &sg);
    if ((unsigned)sp >= SAT2D_STATUS_COUNT || (unsigned)sg >= SAT2D_STATUS_COUNT ||
        !sat2d_status_string(sp) || !sat2d_status_string(sg))
        fail("sat2d_poly_build", n, "unknown status");
    if ((sp == SAT2D_OK) != (p != NULL)) fail("sat2d_poly_build", n, "status and result differ");
    if ((sg == SAT2D_OK) != (g != NULL)) fail("sat2d_polygon_build", n, "status and result differ");
    int exact = on_scaled_grid(n);
    if (p) {
        check_poly(p, n, exact);
        if (!g && exact)
            fail("sat2d_polygon_build", n, "refuses a polygon the convex builder accepts");
        if (build_poly_exact(n, p->count) != SAT2D_OK)
            fail("sat2d_poly_build", n, "refuses in an exact block what it built in a larger one");
    }
    if (g) {
        check_polygon(g, n, exact);
        if (build_polygon_exact(n, g->count) != SAT2D_OK)
            fail("sat2d_polygon_build", n,
                 "refuses in an exact block what it built in a larger one");
    }
    sat2d_poly_free(p);
    sat2d_polygon_free(g);
    return 0;
}
