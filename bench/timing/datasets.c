/* Benchmark data sets (see datasets.h). Every pair is placed as a broad phase hands it over:
 * the two shapes' bounding boxes overlap. A shuffled sequence of labels with the exact hit
 * count is drawn first; each pair is then generated until the reference agrees with its
 * label, so the hit ratio is measured by the reference, not assumed. */
#define _POSIX_C_SOURCE 200809L
#include "datasets.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_file.h"
#include "peer_box2d.h"
#include "peer_chipmunk.h"

typedef struct rng {
    unsigned long long s;
} rng;

static unsigned long long next(rng *r) { /* splitmix64: the same stream on every platform */
    unsigned long long z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static float uni(rng *r, double lo, double hi) {
    return (float)(lo + (hi - lo) * (double)(next(r) >> 11) * (1.0 / 9007199254740992.0));
}

static const double two_pi = 6.283185307179586;

/* A convex polygon: sorted jittered angles on a squashed circle of radius r, rotated. */
static sat2d_convex_poly *convex(rng *g, float cx, float cy, float r, int corners) {
    for (;;) {
        sat2d_vec2 pts[SAT2D_MAX_CORNERS];
        double rot = uni(g, 0, two_pi), squash = uni(g, 0.5, 1.0);
        for (int i = 0; i < corners; i++) {
            double t = two_pi * (i + uni(g, 0.1, 0.9)) / corners;
            double x = r * cos(t), y = r * squash * sin(t);
            pts[i] = (sat2d_vec2){(float)(cx + cos(rot) * x - sin(rot) * y),
                                  (float)(cy + sin(rot) * x + cos(rot) * y)};
        }
        sat2d_convex_poly *p = sat2d_poly_create(pts, corners, NULL);
        if (p) return p;
    }
}

/* A star-shaped simple polygon (non-convex). */
static sat2d_simple_polygon *star(rng *g, float cx, float cy, float r, int corners) {
    for (;;) {
        sat2d_vec2 pts[SAT2D_MAX_CORNERS];
        for (int i = 0; i < corners; i++) {
            double t = two_pi * (i + uni(g, 0.1, 0.9)) / corners, rr = r * uni(g, 0.4, 1.0);
            pts[i] = (sat2d_vec2){(float)(cx + rr * cos(t)), (float)(cy + rr * sin(t))};
        }
        sat2d_simple_polygon *p = sat2d_polygon_create(pts, corners, NULL);
        if (p) return p;
    }
}

static void *alloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fprintf(stderr, "sat2d-bench: out of memory\n");
        exit(2);
    }
    return p;
}

enum { PAGE = 4096 };

/* n elements of `size` bytes, zeroed, at the start of a 4096-byte page. */
static void *alloc_page(size_t n, size_t size) {
    const size_t bytes = ((n ? n : 1) * size + PAGE - 1) / PAGE * PAGE;
    void *p = aligned_alloc(PAGE, bytes);
    if (!p) {
        fprintf(stderr, "sat2d-bench: out of memory\n");
        exit(2);
    }
    return memset(p, 0, bytes);
}

/* Where the arrays go, and why: every input array starts a page and every output array
 * (verdicts, transformed points) starts half a page past one. A load whose address matches an
 * older, still pending store in its low 12 bits waits for it (4K aliasing), and malloc's
 * 16-byte-aligned arrays put the streams a few dozen bytes apart modulo 4096, where
 * `transform` slowed on an Intel Xeon, and with every array starting a page it slowed too
 * (docs/tricks.md, "Memory and code shape"). Half a page apart, a load matches only a store some
 * 2048 bytes of its stream back, long retired. The three outputs share one allocation,
 * ds->outputs. */
static void place_arrays(dataset *ds, size_t n) {
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        ds->a[k] = alloc_page(n, sizeof(float)), ds->b[k] = alloc_page(n, sizeof(float));
    ds->d[0] = alloc_page(n, sizeof(float)), ds->d[1] = alloc_page(n, sizeof(float));
    ds->pa = alloc_page(n, sizeof *ds->pa), ds->pb = alloc_page(n, sizeof *ds->pb);
    ds->ga = alloc_page(n, sizeof *ds->ga), ds->gb = alloc_page(n, sizeof *ds->gb);
    const size_t region = ((n ? n : 1) * sizeof(float) + PAGE / 2 + PAGE - 1) / PAGE * PAGE;
    char *out = alloc_page(3 * region, 1);
    ds->outputs = out;
    ds->hit = (uint8_t *)(out + PAGE / 2);
    ds->wx = (float *)(out + region + PAGE / 2), ds->wy = (float *)(out + 2 * region + PAGE / 2);
    ds->manifold = alloc_page(n, sizeof *ds->manifold);
}

static dataset *dataset_new(sat2d_test_id test, size_t n, int corners, const char *name) {
    dataset *ds = alloc(1, sizeof *ds);
    snprintf(ds->name, sizeof ds->name, "%s", name);
    ds->test = test, ds->n = n, ds->corners = corners;
    place_arrays(ds, n);
    ds->xf = sat2d_transform_make(3.0f, -2.0f, 0.7f);
    return ds;
}

dataset *dataset_alloc(sat2d_test_id test, size_t n, int corners, const char *name) {
    return dataset_new(test, n, corners, name);
}

sat2d_slot_in dataset_slot_in(const dataset *ds) {
    sat2d_slot_in in = {.d = {ds->d[0], ds->d[1]},
                        .pa = (const sat2d_convex_poly *const *)ds->pa,
                        .pb = (const sat2d_convex_poly *const *)ds->pb,
                        .ga = (const sat2d_simple_polygon *const *)ds->ga,
                        .gb = (const sat2d_simple_polygon *const *)ds->gb,
                        .xf = ds->xf};
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        in.a[k] = ds->a[k], in.b[k] = ds->b[k];
    return in;
}

/* How a test's pairs are drawn: by its two shapes (and, for two convex polygons, whether B
 * moves), so that a new test of shapes already drawn here needs nothing new. */
typedef enum family {
    NO_FAMILY,
    POINTS,    /* point | point */
    ROUND,     /* point | circle, circle | circle, circle | rect */
    BOXES,     /* point | rect, rect | rect */
    SEGMENTS,  /* segment | segment */
    IN_STAR,   /* point | polygon */
    STARS,     /* polygon | polygon */
    MODEL,     /* transform | point: model points, no verdicts */
    DISC_POLY, /* circle | poly */
    SWEEP,     /* poly | poly, B moving */
    POLYS,     /* poly | poly */
    RAYS,      /* ray | circle, rect or poly */
    CAPSULES,  /* capsule | capsule */
    DISC_CAP,  /* circle | capsule */
    CAP_POLY   /* capsule | poly */
} family;

static family family_of(sat2d_test_id test) {
    const sat2d_test_info *t = sat2d_test_info_of(test);
#define PAIR(a, b) ((int)SAT2D_SHAPE_##a * SAT2D_SHAPE_KINDS + (int)SAT2D_SHAPE_##b)
    switch ((int)t->a * SAT2D_SHAPE_KINDS + (int)t->b) {
    case PAIR(POINT, POINT):
        return POINTS;
    case PAIR(POINT, CIRCLE):
    case PAIR(CIRCLE, CIRCLE):
    case PAIR(CIRCLE, RECT):
        return ROUND;
    case PAIR(POINT, RECT):
    case PAIR(RECT, RECT):
        return BOXES;
    case PAIR(SEGMENT, SEGMENT):
        return SEGMENTS;
    case PAIR(POINT, POLYGON):
        return IN_STAR;
    case PAIR(POLYGON, POLYGON):
        return STARS;
    case PAIR(TRANSFORM, POINT):
        return MODEL;
    case PAIR(CIRCLE, POLY):
        return DISC_POLY;
    case PAIR(POLY, POLY):
        return t->out == SAT2D_OUT_TOI ? SWEEP : POLYS;
    case PAIR(RAY, CIRCLE):
    case PAIR(RAY, RECT):
    case PAIR(RAY, POLY):
        return RAYS;
    case PAIR(CAPSULE, CAPSULE):
        return CAPSULES;
    case PAIR(CIRCLE, CAPSULE):
        return DISC_CAP;
    case PAIR(CAPSULE, POLY):
        return CAP_POLY;
    default:
        return NO_FAMILY;
    }
#undef PAIR
}

/* The reference's verdict of pair i: its slot on that one pair. */
static int reference_verdict(const dataset *ds, size_t i) {
    const sat2d_slot_in all = dataset_slot_in(ds), one = sat2d_slot_in_from(&all, i);
    uint8_t hit = 0;
    const sat2d_slot_out out = {.hit = &hit};
    sat2d_slot_call(sat2d_reference(), ds->test, &one, 1, &out);
    return hit;
}

/* A capsule into element i of the SoA arrays f (ax, ay, bx, by, r): centre (cx, cy), core of
 * half-length h at angle t, radius r. */
static void capsule_at(float **f, size_t i, float cx, float cy, double t, float h, float r) {
    const float hx = h * (float)cos(t), hy = h * (float)sin(t);
    f[0][i] = cx - hx, f[1][i] = cy - hy, f[2][i] = cx + hx, f[3][i] = cy + hy, f[4][i] = r;
}

/* Generates pair i (bounding boxes overlapping) and returns the reference's verdict. */
static int candidate(rng *g, dataset *ds, size_t i, int corners) {
    float cx = uni(g, 0, 100), cy = uni(g, 0, 100), spread = uni(g, 0.2, 1.0);
    float **a = ds->a, **b = ds->b;
    sat2d_poly_free(ds->pa[i]), sat2d_poly_free(ds->pb[i]);
    sat2d_polygon_free(ds->ga[i]), sat2d_polygon_free(ds->gb[i]);
    ds->pa[i] = ds->pb[i] = NULL, ds->ga[i] = ds->gb[i] = NULL;
    switch (family_of(ds->test)) {
    case POINTS:
        a[0][i] = cx, a[1][i] = cy;
        b[0][i] = next(g) & 1 ? cx : cx + uni(g, -1, 1), b[1][i] = cy;
        break;
    case ROUND: {
        float r = uni(g, 0.5, 1);
        a[0][i] = cx, a[1][i] = cy, a[2][i] = uni(g, 0.5, 1);
        b[0][i] = cx + uni(g, -1.9f, 1.9f) * spread, b[1][i] = cy + uni(g, -1.9f, 1.9f) * spread;
        b[2][i] = r, b[3][i] = uni(g, 0.5, 1.5);
        if (sat2d_test_info_of(ds->test)->b == SAT2D_SHAPE_RECT)
            b[0][i] -= b[2][i] / 2, b[1][i] -= b[3][i] / 2; /* the rect's min corner */
        break;
    }
    case BOXES:
        for (int k = 2; k < 4; k++)
            a[k][i] = uni(g, 0.5, 2), b[k][i] = uni(g, 0.5, 2);
        a[0][i] = cx, a[1][i] = cy;
        b[0][i] = cx + uni(g, -2.5, 2.5) * spread, b[1][i] = cy + uni(g, -2.5, 2.5) * spread;
        break;
    case SEGMENTS: {
        double t = uni(g, 0, two_pi), u = uni(g, 0, two_pi);
        float ox = cx + uni(g, -1, 1) * spread, oy = cy + uni(g, -1, 1) * spread;
        a[0][i] = cx - (float)cos(t), a[1][i] = cy - (float)sin(t);
        a[2][i] = cx + (float)cos(t), a[3][i] = cy + (float)sin(t);
        b[0][i] = ox - (float)cos(u), b[1][i] = oy - (float)sin(u);
        b[2][i] = ox + (float)cos(u), b[3][i] = oy + (float)sin(u);
        break;
    }
    case IN_STAR:
        ds->gb[i] = star(g, cx, cy, 1, corners);
        a[0][i] = cx + uni(g, -1, 1), a[1][i] = cy + uni(g, -1, 1);
        break;
    case STARS:
        ds->ga[i] = star(g, cx, cy, 1, corners);
        ds->gb[i] = star(g, cx + uni(g, -1.9f, 1.9f) * spread, cy + uni(g, -1.9f, 1.9f) * spread, 1,
                         corners);
        break;
    case MODEL: /* B's points, in model space */
        b[0][i] = uni(g, -10, 10), b[1][i] = uni(g, -10, 10);
        return 0;
    case DISC_POLY:
        ds->pb[i] = convex(g, cx, cy, 1, corners);
        a[0][i] = cx + uni(g, -1.9f, 1.9f) * spread, a[1][i] = cy + uni(g, -1.9f, 1.9f) * spread;
        a[2][i] = uni(g, 0.3, 1);
        break;
    case SWEEP: {
        /* B starts 3 to 5 away and moves towards A's neighbourhood by up to twice that. */
        double t = uni(g, 0, two_pi), dist = uni(g, 3, 5);
        ds->pa[i] = convex(g, cx, cy, 1, corners);
        ds->pb[i] = convex(g, cx + (float)(dist * cos(t)), cy + (float)(dist * sin(t)), 1, corners);
        float reach = uni(g, 0.5, 2.0);
        ds->d[0][i] = (float)(-dist * cos(t) * reach) + uni(g, -1, 1);
        ds->d[1][i] = (float)(-dist * sin(t) * reach) + uni(g, -1, 1);
        break;
    }
    case POLYS:
        ds->pa[i] = convex(g, cx, cy, 1, corners);
        ds->pb[i] = convex(g, cx + uni(g, -1.9f, 1.9f) * spread, cy + uni(g, -1.9f, 1.9f) * spread,
                           1, corners);
        break;
    case RAYS: {
        /* B of size about 1 at (cx, cy); the ray starts 2 to 4 away in any direction and heads
         * for a point within 1.5 of the centre, reaching 0.6 to 1.5 of the way (tmax 1): a
         * ray cast of a scene query, which hits or falls short or passes by */
        const sat2d_shape_kind shape = sat2d_test_info_of(ds->test)->b;
        if (shape == SAT2D_SHAPE_POLY) {
            ds->pb[i] = convex(g, cx, cy, 1, corners);
        } else {
            b[0][i] = cx, b[1][i] = cy, b[2][i] = uni(g, 0.5, 1), b[3][i] = uni(g, 0.5, 1.5);
            if (shape == SAT2D_SHAPE_RECT) b[0][i] -= b[2][i] / 2, b[1][i] -= b[3][i] / 2;
        }
        double u = uni(g, 0, two_pi), dist = uni(g, 2, 4);
        a[0][i] = cx + (float)(dist * cos(u)), a[1][i] = cy + (float)(dist * sin(u));
        float ax = cx + uni(g, -1.5, 1.5), ay = cy + uni(g, -1.5, 1.5), reach = uni(g, 0.6, 1.5);
        a[2][i] = (ax - a[0][i]) * reach, a[3][i] = (ay - a[1][i]) * reach, a[4][i] = 1.0f;
        break;
    }
    case CAPSULES: { /* drawn one number per statement: the order of draws is fixed */
        const double t = uni(g, 0, two_pi), u = uni(g, 0, two_pi);
        const float ha = uni(g, 0.3f, 1), hb = uni(g, 0.3f, 1);
        const float ra = uni(g, 0.1f, 0.5f), rb = uni(g, 0.1f, 0.5f);
        const float ox = cx + uni(g, -2.2f, 2.2f) * spread;
        const float oy = cy + uni(g, -2.2f, 2.2f) * spread;
        capsule_at(a, i, cx, cy, t, ha, ra);
        capsule_at(b, i, ox, oy, u, hb, rb);
        break;
    }
    case DISC_CAP: {
        const double u = uni(g, 0, two_pi);
        const float hb = uni(g, 0.3f, 1), rb = uni(g, 0.1f, 0.5f), ra = uni(g, 0.3f, 1);
        const float ox = cx + uni(g, -2.2f, 2.2f) * spread;
        const float oy = cy + uni(g, -2.2f, 2.2f) * spread;
        a[0][i] = ox, a[1][i] = oy, a[2][i] = ra;
        capsule_at(b, i, cx, cy, u, hb, rb);
        break;
    }
    case CAP_POLY: {
        ds->pb[i] = convex(g, cx, cy, 1, corners);
        const double t = uni(g, 0, two_pi);
        const float ha = uni(g, 0.3f, 1), ra = uni(g, 0.1f, 0.4f);
        const float ox = cx + uni(g, -2.2f, 2.2f) * spread;
        const float oy = cy + uni(g, -2.2f, 2.2f) * spread;
        capsule_at(a, i, ox, oy, t, ha, ra);
        break;
    }
    case NO_FAMILY:
        return 0;
    }
    return reference_verdict(ds, i);
}

dataset *dataset_generate(sat2d_test_id test, int corners, int hit_percent, unsigned seed) {
    if (family_of(test) == NO_FAMILY) return NULL;
    char name[32];
    snprintf(name, sizeof name, "hit%d", hit_percent);
    size_t n = SAT2D_BENCH_PAIRS, hits = n * (size_t)hit_percent / 100;
    dataset *ds = dataset_new(test, n, corners, name);
    rng g = {seed * 0x100000001B3ull + (unsigned long long)test * 1000 + (unsigned)corners};
    uint8_t *label = alloc(n, 1);
    for (size_t i = 0; i < n; i++)
        label[i] = i < hits;
    for (size_t i = n - 1; i > 0; i--) { /* shuffle the labels: no pattern to learn */
        size_t j = next(&g) % (i + 1);
        uint8_t t = label[i];
        label[i] = label[j], label[j] = t;
    }
    const int verdicts = sat2d_test_info_of(test)->out != SAT2D_OUT_WORLD;
    for (size_t i = 0; i < n; i++)
        while (candidate(&g, ds, i, corners) != label[i] && verdicts)
            ;
    free(label);
    return ds;
}

dataset *dataset_load_trace(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    size_t cap = 1024, n = 0;
    sat2d_convex_poly **pa = alloc(cap, sizeof *pa), **pb = alloc(cap, sizeof *pb);
    char *line = NULL;
    size_t len = 0;
    int max_corners = 0;
    while (getline(&line, &len, f) >= 0) {
        sat2d_case c;
        char err[256];
        if (sat2d_case_parse(line, &c, err, sizeof err) != 1) continue;
        if (c.test != SAT2D_POLY_POLY) {
            sat2d_case_free(&c);
            continue;
        }
        if (n == cap) {
            cap *= 2;
            pa = realloc(pa, cap * sizeof *pa), pb = realloc(pb, cap * sizeof *pb);
            if (!pa || !pb) exit(2);
        }
        pa[n] = c.a.poly, pb[n] = c.b.poly; /* ownership moves to the data set */
        max_corners = pa[n]->count > max_corners ? pa[n]->count : max_corners;
        max_corners = pb[n]->count > max_corners ? pb[n]->count : max_corners;
        n++;
    }
    free(line);
    fclose(f);
    dataset *ds = dataset_new(SAT2D_POLY_POLY, n, max_corners, "box2d_trace");
    for (size_t i = 0; i < n; i++)
        ds->pa[i] = pa[i], ds->pb[i] = pb[i];
    free(pa), free(pb);
    return ds;
}

static void *box2d_of(const sat2d_convex_poly *p) {
    if (p->count > sat2d_box2d_max_corners()) return NULL; /* b2_maxPolygonVertices */
    return sat2d_box2d_polygon(sat2d_poly_x(p), sat2d_poly_y(p), p->count);
}

static void *chipmunk_of(const sat2d_convex_poly *p) {
    return sat2d_chipmunk_polygon(sat2d_poly_x(p), sat2d_poly_y(p), p->count);
}

static void *chipmunk_capsule(float *const *f, size_t i) {
    return sat2d_chipmunk_segment(f[0][i], f[1][i], f[2][i], f[3][i], f[4][i]);
}

int dataset_make_peers(dataset *ds) {
    sat2d_test_id t = ds->test;
    if (t != SAT2D_POLY_POLY && t != SAT2D_CIRCLE_CIRCLE && t != SAT2D_CIRCLE_POLY &&
        t != SAT2D_POLY_POLY_SWEEP && t != SAT2D_RAY_CIRCLE && t != SAT2D_RAY_RECT &&
        t != SAT2D_RAY_POLY && t != SAT2D_CAPSULE_CAPSULE && t != SAT2D_CIRCLE_CAPSULE &&
        t != SAT2D_CAPSULE_POLY && t != SAT2D_POLY_POLY_MANIFOLD)
        return 0;
    ds->box2d_a = alloc(ds->n, sizeof(void *)), ds->box2d_b = alloc(ds->n, sizeof(void *));
    ds->chipmunk_a = alloc(ds->n, sizeof(void *)), ds->chipmunk_b = alloc(ds->n, sizeof(void *));
    for (size_t i = 0; i < ds->n; i++) {
        /* Circles come from the same SoA floats (x, y, r) that the variants read. */
        const float ax = ds->a[0][i], ay = ds->a[1][i], ar = ds->a[2][i];
        switch (t) {
        case SAT2D_CIRCLE_CIRCLE: {
            const float bx = ds->b[0][i], by = ds->b[1][i], br = ds->b[2][i];
            ds->box2d_a[i] = sat2d_box2d_circle(ax, ay, ar);
            ds->box2d_b[i] = sat2d_box2d_circle(bx, by, br);
            ds->chipmunk_a[i] = sat2d_chipmunk_circle(ax, ay, ar);
            ds->chipmunk_b[i] = sat2d_chipmunk_circle(bx, by, br);
            break;
        }
        case SAT2D_CIRCLE_POLY:
            ds->box2d_a[i] = sat2d_box2d_circle(ax, ay, ar);
            ds->box2d_b[i] = box2d_of(ds->pb[i]);
            ds->chipmunk_a[i] = sat2d_chipmunk_circle(ax, ay, ar);
            ds->chipmunk_b[i] = chipmunk_of(ds->pb[i]);
            break;
        case SAT2D_POLY_POLY_SWEEP:
            ds->box2d_a[i] = box2d_of(ds->pa[i]), ds->box2d_b[i] = box2d_of(ds->pb[i]);
            break;
        case SAT2D_RAY_CIRCLE: /* the ray stays in A's arrays; B alone is a peer shape */
            ds->box2d_b[i] = sat2d_box2d_circle(ds->b[0][i], ds->b[1][i], ds->b[2][i]);
            ds->chipmunk_b[i] = sat2d_chipmunk_circle(ds->b[0][i], ds->b[1][i], ds->b[2][i]);
            break;
        case SAT2D_RAY_RECT: { /* the rectangle as a box polygon, counter-clockwise */
            const float x0 = ds->b[0][i], y0 = ds->b[1][i];
            const float x1 = x0 + ds->b[2][i], y1 = y0 + ds->b[3][i];
            const float bx[4] = {x0, x1, x1, x0}, by[4] = {y0, y0, y1, y1};
            ds->box2d_b[i] = sat2d_box2d_polygon(bx, by, 4);
            ds->chipmunk_b[i] = sat2d_chipmunk_polygon(bx, by, 4);
            break;
        }
        case SAT2D_RAY_POLY:
            ds->box2d_b[i] = box2d_of(ds->pb[i]), ds->chipmunk_b[i] = chipmunk_of(ds->pb[i]);
            break;
        /* Capsules: Chipmunk's segment shapes with a radius; Box2D 2.4 has no capsule (its
         * entries stay NULL, so it is not run). */
        case SAT2D_CAPSULE_CAPSULE:
            ds->chipmunk_a[i] = chipmunk_capsule(ds->a, i);
            ds->chipmunk_b[i] = chipmunk_capsule(ds->b, i);
            break;
        case SAT2D_CIRCLE_CAPSULE:
            ds->chipmunk_a[i] = sat2d_chipmunk_circle(ax, ay, ar);
            ds->chipmunk_b[i] = chipmunk_capsule(ds->b, i);
            break;
        case SAT2D_CAPSULE_POLY:
            ds->chipmunk_a[i] = chipmunk_capsule(ds->a, i);
            ds->chipmunk_b[i] = chipmunk_of(ds->pb[i]);
            break;
        default: /* poly_poly, poly_poly_manifold */
            ds->box2d_a[i] = box2d_of(ds->pa[i]), ds->box2d_b[i] = box2d_of(ds->pb[i]);
            ds->chipmunk_a[i] = chipmunk_of(ds->pa[i]), ds->chipmunk_b[i] = chipmunk_of(ds->pb[i]);
            break;
        }
    }
    return 1;
}

void dataset_free(dataset *ds) {
    if (!ds) return;
    for (size_t i = 0; i < ds->n; i++) {
        sat2d_poly_free(ds->pa[i]), sat2d_poly_free(ds->pb[i]);
        sat2d_polygon_free(ds->ga[i]), sat2d_polygon_free(ds->gb[i]);
        if (ds->box2d_a) sat2d_box2d_free(ds->box2d_a[i]), sat2d_box2d_free(ds->box2d_b[i]);
        if (ds->chipmunk_a)
            sat2d_chipmunk_free(ds->chipmunk_a[i]), sat2d_chipmunk_free(ds->chipmunk_b[i]);
    }
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        free(ds->a[k]), free(ds->b[k]);
    free(ds->d[0]), free(ds->d[1]), free(ds->pa), free(ds->pb), free(ds->ga), free(ds->gb);
    free(ds->box2d_a), free(ds->box2d_b), free(ds->chipmunk_a), free(ds->chipmunk_b);
    free(ds->outputs), free(ds->manifold);
    free(ds);
}
