/* The seeded pairs of the agreement test (see pairs.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "pairs.h"

static float poly_mag(const sat2d_convex_poly *p) {
    return fmaxf(fmaxf(fabsf(p->min_x), fabsf(p->max_x)), fmaxf(fabsf(p->min_y), fabsf(p->max_y)));
}

/* A convex polygon's corner count: small_polygons (generate_pair), else mostly small, some up to
 * 200 corners. */
static int corners_for(gen *g, int small_polygons) {
    if (small_polygons) {
        int k = gen_int(g, 0, 2);
        return k == 0 ? 8 : k == 1 ? 4 : gen_int(g, 3, 8);
    }
    int r = gen_int(g, 0, 99);
    if (r < 70) return gen_int(g, 3, 12);
    if (r < 94) return gen_int(g, 13, 32);
    return r < 99 ? gen_int(g, 33, 64) : gen_int(g, 65, 200); /* and beyond, for the walk */
}

/* A centre and a size for one pair: grid within +-400 with sizes up to 200; floats at
 * scales 1e-3..1e4, a tenth of them far from the origin (1e4..1e5). */
static void place(gen *g, float *cx, float *cy, float *size) {
    if (g->grid) {
        *cx = (float)gen_int(g, -400, 400), *cy = (float)gen_int(g, -400, 400);
        *size = (float)gen_int(g, 2, 200);
        return;
    }
    double s = pow(10, gen_uniform(g, -3, 4));
    double far = s >= 1 && gen_int(g, 0, 9) == 0 ? 1e4 + s : 0; /* keeps shapes above the ulp */
    *size = (float)s;
    *cx = (float)(far + gen_uniform(g, -10 * s, 10 * s));
    *cy = (float)(gen_uniform(g, -10 * s, 10 * s) - far);
}

/* Coordinates near a boundary value v: often exactly on it. */
static float near(gen *g, float v, float spread) {
    int k = gen_int(g, 0, 3);
    if (k == 0) return v;
    return gen_coord(g, v, spread);
}

/* Capsule B near A (a capsule, or a circle for circle_capsule: ax, ay, r in a[0..2]): parallel
 * cores at the sum of the radii (exact touching on the grid), B's end on A's core, crossing
 * cores, zero-length cores, or anywhere near. */
static void capsule_pair(gen *g, sat2d_test_id t, float **a, float **b, size_t i, float cx,
                         float cy, float s) {
    for (int k = 0; k < 4; k++)
        a[k][i] = gen_coord(g, k % 2 ? cy : cx, s), b[k][i] = gen_coord(g, k % 2 ? cy : cx, s);
    float ra = fabsf(gen_coord(g, 0, s / 2)), rb = fabsf(gen_coord(g, 0, s / 2));
    const int kind = gen_int(g, 0, 5);
    if (kind == 0) { /* horizontal parallel cores k apart, radii summing to k (+-1) */
        const float ex = a[2][i] - a[0][i], sh = (float)gen_int(g, -1, 1);
        const float k = g->grid ? (float)gen_int(g, 1, 30) : (float)gen_uniform(g, 0, s);
        a[3][i] = a[1][i];
        b[0][i] = a[0][i] + sh * ex, b[2][i] = a[2][i] + sh * ex;
        b[1][i] = b[3][i] = a[1][i] + (gen_int(g, 0, 1) ? k : -k);
        const float total = fabsf(near(g, k, 1));
        ra = fminf(total, ra), rb = total - ra;
    } else if (kind == 1) { /* B's end on A's core: an end, or the middle of an even core */
        const int at = gen_int(g, 0, 2);
        b[0][i] = at == 0   ? a[0][i]
                  : at == 1 ? a[2][i]
                            : (g->grid ? floorf((a[0][i] + a[2][i]) / 2) : (a[0][i] + a[2][i]) / 2);
        b[1][i] = at == 0   ? a[1][i]
                  : at == 1 ? a[3][i]
                            : (g->grid ? floorf((a[1][i] + a[3][i]) / 2) : (a[1][i] + a[3][i]) / 2);
    } else if (kind == 2) { /* zero-length cores */
        if (gen_int(g, 0, 1)) a[2][i] = a[0][i], a[3][i] = a[1][i];
        if (gen_int(g, 0, 1)) b[2][i] = b[0][i], b[3][i] = b[1][i];
    } else if (kind == 3) { /* radius 0: segments */
        if (gen_int(g, 0, 1)) ra = 0;
        rb = 0;
    }
    b[4][i] = rb;
    if (t == SAT2D_CIRCLE_CAPSULE)
        a[2][i] = ra; /* A is the circle at (a[0], a[1]) */
    else
        a[4][i] = ra;
}

void generate_pair(gen *g, sat2d_test_id t, chunk *c, size_t i, int small_polygons) {
    float cx, cy, s;
    place(g, &cx, &cy, &s);
    float **a = c->a, **b = c->b;
    c->mag[i] = fabsf(cx) + fabsf(cy) + 3 * s;
    c->margin[i] = INFINITY;
    switch (t) {
    case SAT2D_POINT_POINT:
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        b[0][i] = gen_int(g, 0, 1) ? a[0][i] : near(g, a[0][i], 1);
        b[1][i] = gen_int(g, 0, 1) ? a[1][i] : near(g, a[1][i], 1);
        break;
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE:
    case SAT2D_CIRCLE_RECT:
        /* Centres apart by k*(3,4) with radii summing to 5k: exact touching on the grid. */
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        a[2][i] = fabsf(gen_coord(g, 0, s));
        if (t == SAT2D_CIRCLE_RECT) {
            b[0][i] = gen_coord(g, a[0][i], 2 * s), b[1][i] = gen_coord(g, a[1][i], 2 * s);
            b[2][i] = fabsf(gen_coord(g, 0, s)), b[3][i] = fabsf(gen_coord(g, 0, s));
        } else {
            float k = g->grid ? (float)gen_int(g, 1, 40) : (float)gen_uniform(g, 0, s);
            b[0][i] = a[0][i] + 3 * k * (gen_int(g, 0, 1) ? 1 : -1);
            b[1][i] = a[1][i] + 4 * k;
            float total = near(g, 5 * k, 1), ra = fminf(total, a[2][i]);
            a[2][i] = ra, b[2][i] = total - ra;
            if (t == SAT2D_POINT_CIRCLE) /* the point is A's centre, the disc is B */
                b[2][i] = total;
        }
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_RECT_RECT:
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        a[2][i] = fabsf(gen_coord(g, 0, s)), a[3][i] = fabsf(gen_coord(g, 0, s));
        b[2][i] = fabsf(gen_coord(g, 0, s)), b[3][i] = fabsf(gen_coord(g, 0, s));
        if (t == SAT2D_POINT_RECT) { /* A is the point, B the rectangle */
            b[0][i] = a[0][i], b[1][i] = a[1][i];
            a[0][i] = near(g, b[0][i] + (gen_int(g, 0, 1) ? b[2][i] : 0), 2);
            a[1][i] = near(g, b[1][i] + (gen_int(g, 0, 1) ? b[3][i] : 0), 2);
        } else {
            b[0][i] = near(g, a[0][i] + a[2][i], 2), b[1][i] = gen_coord(g, a[1][i], s);
        }
        break;
    case SAT2D_SEGMENT_SEGMENT: {
        for (int k = 0; k < 4; k++)
            a[k][i] = gen_coord(g, k % 2 ? cy : cx, s), b[k][i] = gen_coord(g, k % 2 ? cy : cx, s);
        int kind = gen_int(g, 0, 5);
        if (kind == 0) { /* collinear with a: points a.a + k (a.b - a.a) */
            float dx = a[2][i] - a[0][i], dy = a[3][i] - a[1][i];
            float k0 = (float)gen_int(g, -2, 2), k1 = (float)gen_int(g, -2, 2);
            b[0][i] = a[0][i] + k0 * dx, b[1][i] = a[1][i] + k0 * dy;
            b[2][i] = a[0][i] + k1 * dx, b[3][i] = a[1][i] + k1 * dy;
        } else if (kind == 1) { /* shared endpoint */
            b[0][i] = a[2][i], b[1][i] = a[3][i];
        } else if (kind == 2) { /* zero length */
            a[2][i] = a[0][i], a[3][i] = a[1][i];
        }
        break;
    }
    case SAT2D_RAY_CIRCLE:
    case SAT2D_RAY_RECT:
    case SAT2D_RAY_POLY: { /* a ray aimed near B: about half hit, some start inside */
        if (t == SAT2D_RAY_POLY) {
            c->pb[i] = gen_convex(g, cx, cy, s, corners_for(g, small_polygons));
        } else {
            b[0][i] = gen_coord(g, cx, s), b[1][i] = gen_coord(g, cy, s);
            b[2][i] = fabsf(gen_coord(g, 0, s)), b[3][i] = fabsf(gen_coord(g, 0, s));
        }
        const float tx = t == SAT2D_RAY_CIRCLE ? b[0][i] : cx,
                    ty = t == SAT2D_RAY_CIRCLE ? b[1][i] : cy;
        const sat2d_ray r = gen_ray(g, tx, ty, s);
        a[0][i] = r.p.x, a[1][i] = r.p.y, a[2][i] = r.d.x, a[3][i] = r.d.y, a[4][i] = r.tmax;
        if (t == SAT2D_RAY_POLY) c->mag[i] = fmaxf(c->mag[i], poly_mag(c->pb[i]));
        break;
    }
    case SAT2D_CAPSULE_CAPSULE:
    case SAT2D_CIRCLE_CAPSULE:
        capsule_pair(g, t, a, b, i, cx, cy, s);
        break;
    case SAT2D_TRANSFORM: /* the model point is B, the transform the chunk's */
        b[0][i] = gen_coord(g, 0, s), b[1][i] = gen_coord(g, 0, s);
        break;
    case SAT2D_POINT_POLYGON:
    case SAT2D_POLYGON_POLYGON: {
        c->gb[i] = gen_star(g, cx, cy, s, gen_int(g, 3, 24));
        const sat2d_simple_polygon *q = c->gb[i];
        if (t == SAT2D_POLYGON_POLYGON) {
            c->ga[i] =
                gen_star(g, gen_coord(g, cx, 2 * s), gen_coord(g, cy, 2 * s), s, gen_int(g, 3, 24));
        } else if (gen_int(g, 0, 3) == 0) { /* exactly a corner */
            int k = gen_int(g, 0, q->count - 1);
            a[0][i] = sat2d_polygon_x(q)[k], a[1][i] = sat2d_polygon_y(q)[k];
        } else {
            a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        }
        break;
    }
    default: { /* the convex polygon tests */
        c->pa[i] = gen_convex(g, cx, cy, s, corners_for(g, small_polygons));
        int kind = gen_int(g, 0, 2);
        if (kind == 0) {
            float dx = g->grid ? (float)gen_int(g, -1, 1) : (float)gen_uniform(g, -1e-6, 1e-6) * s;
            c->pb[i] = gen_touching(g, c->pa[i], corners_for(g, small_polygons), dx);
        } else {
            c->pb[i] = gen_convex(g, gen_coord(g, cx, 2 * s), gen_coord(g, cy, 2 * s), s,
                                  corners_for(g, small_polygons));
        }
        /* circle_poly reads A's circle from the a[] arrays: one near B */
        a[0][i] = gen_coord(g, cx, 2 * s), a[1][i] = gen_coord(g, cy, 2 * s);
        a[2][i] = fabsf(gen_coord(g, 0, s));
        if (t == SAT2D_CAPSULE_POLY) { /* A's core from a[0..1] to a[2..3], radius a[4] */
            const sat2d_convex_poly *q = c->pb[i];
            const int kind = gen_int(g, 0, 3), j = gen_int(g, 0, q->count - 1);
            a[4][i] = kind == 3 ? 0.0f : fabsf(gen_coord(g, 0, s / 2));
            if (kind == 0) /* the first end exactly on a corner of B */
                a[0][i] = sat2d_poly_x(q)[j], a[1][i] = sat2d_poly_y(q)[j];
            a[2][i] = gen_coord(g, a[0][i], s), a[3][i] = gen_coord(g, a[1][i], s);
            if (kind == 1) a[2][i] = a[0][i], a[3][i] = a[1][i]; /* zero length: a circle */
        }
        c->d[0][i] = gen_coord(g, 0, 3 * s), c->d[1][i] = gen_coord(g, 0, 3 * s);
        c->mag[i] = fmaxf(poly_mag(c->pa[i]), poly_mag(c->pb[i]));
        if (t == SAT2D_POLY_POLY || t == SAT2D_POLY_POLY_MANIFOLD)
            c->margin[i] = fabs(
                fmax(agree_planes_sep(c->pa[i], c->pb[i]), agree_planes_sep(c->pb[i], c->pa[i])));
        break;
    }
    }
}

void *zalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

chunk chunk_make(size_t n) {
    chunk c = {.n = n};
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        c.a[k] = zalloc(n, sizeof(float)), c.b[k] = zalloc(n, sizeof(float));
    c.d[0] = zalloc(n, sizeof(float)), c.d[1] = zalloc(n, sizeof(float));
    c.margin = zalloc(n, sizeof(double));
    c.mag = zalloc(n, sizeof(float));
    c.pa = zalloc(n, sizeof *c.pa), c.pb = zalloc(n, sizeof *c.pb);
    c.ga = zalloc(n, sizeof *c.ga), c.gb = zalloc(n, sizeof *c.gb);
    return c;
}

void chunk_free(chunk *c) {
    for (size_t i = 0; i < c->n; i++) {
        sat2d_poly_free(c->pa[i]), sat2d_poly_free(c->pb[i]);
        sat2d_polygon_free(c->ga[i]), sat2d_polygon_free(c->gb[i]);
    }
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        free(c->a[k]), free(c->b[k]);
    free(c->d[0]), free(c->d[1]), free(c->margin), free(c->mag);
    free(c->pa), free(c->pb), free(c->ga), free(c->gb);
}

sat2d_slot_in chunk_slot_in(const chunk *c) {
    sat2d_slot_in in = {.d = {c->d[0], c->d[1]},
                        .pa = (const sat2d_convex_poly *const *)c->pa,
                        .pb = (const sat2d_convex_poly *const *)c->pb,
                        .ga = (const sat2d_simple_polygon *const *)c->ga,
                        .gb = (const sat2d_simple_polygon *const *)c->gb,
                        .xf = c->xf};
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        in.a[k] = c->a[k], in.b[k] = c->b[k];
    return in;
}

results results_make(size_t n) {
    results r = {zalloc(n, 1),
                 zalloc(n, sizeof(sat2d_mtv)),
                 zalloc(n, sizeof(sat2d_vec2)),
                 zalloc(n, sizeof(sat2d_toi)),
                 zalloc(n, sizeof(float)),
                 zalloc(n, sizeof(float)),
                 zalloc(n, sizeof(sat2d_ray_hit)),
                 zalloc(n, sizeof(sat2d_manifold))};
    return r;
}

void results_free(results *r) {
    free(r->hit), free(r->mtv), free(r->point), free(r->toi), free(r->wx), free(r->wy);
    free(r->ray), free(r->manifold);
}
