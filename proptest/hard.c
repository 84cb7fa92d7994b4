/* Hard-case generators (see hard.h). Grid families stay within |v| <= 1024 (where every variant
 * must decide exactly) and build every contact from integer vectors, so "touching" is exact,
 * not approximately so; float families stress rounding instead. */
#include "hard.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "detmath.h"
#include "hard_ray.h"
#include "oracle.h"

enum { MAX_OUTLINE = 256 };

static const double two_pi = 6.283185307179586;

typedef struct outline {
    int n;
    sat2d_vec2 v[MAX_OUTLINE];
} outline;

/* Where and how big: grid cases near the origin; float cases at ordinary scales, far from the
 * origin (1e4 to 1e6, sizes 1e-2 to 1e2) or tiny (1e-4 to 1e-3). */
typedef struct frame {
    double cx, cy, s;
} frame;

static frame pick_frame(gen *g) {
    if (g->grid) {
        double x = gen_int(g, -300, 300), y = gen_int(g, -300, 300), s = gen_int(g, 4, 120);
        return (frame){x, y, s};
    }
    int kind = gen_int(g, 0, 2);
    if (kind == 0) {
        double d = det_exp10(gen_uniform(g, 4, 6)), c, s;
        det_sincos(gen_uniform(g, 0, two_pi), &s, &c);
        return (frame){d * c, d * s, det_exp10(gen_uniform(g, -2, 2))};
    }
    double s = kind == 1 ? det_exp10(gen_uniform(g, -4, -3)) : det_exp10(gen_uniform(g, -1, 3));
    double x = gen_uniform(g, -10 * s, 10 * s), y = gen_uniform(g, -10 * s, 10 * s);
    return (frame){x, y, s};
}

static float snap(const gen *g, double v) {
    return g->grid ? (float)round(v) : (float)v;
}

static int on_grid(const outline *o) {
    for (int i = 0; i < o->n; i++)
        if (fabsf(o->v[i].x) > 1024 || fabsf(o->v[i].y) > 1024) return 0;
    return 1;
}

/* A convex outline of one hard family around (f.cx, f.cy): a regular polygon (3 to 16 corners,
 * one in eight up to 200; on the grid an octagon on a circle), a sliver triangle (height 1e-5 to
 * 1e-1 of its length; on the grid height 1), a thin rotated rectangle, or an axis-aligned box. */
static void convex_outline(gen *g, frame f, outline *o) {
    double rot = g->grid ? 0 : gen_uniform(g, 0, two_pi), c, s;
    det_sincos(rot, &s, &c);
    double x[MAX_OUTLINE], y[MAX_OUTLINE];
    int family = gen_int(g, 0, 3), n;
    if (family == 0 && g->grid) { /* all eight (+-a, +-b), (+-b, +-a) lie on one circle */
        int a = gen_int(g, 2, (int)f.s), b = gen_int(g, 1, a - 1);
        static const int sx[8] = {1, 1, -1, -1, -1, -1, 1, 1}, sy[8] = {1, 1, 1, 1, -1, -1, -1, -1};
        n = 8;
        for (int i = 0; i < 8; i++) {
            int swap = i % 4 == 1 || i % 4 == 2;
            x[i] = sx[i] * (swap ? b : a), y[i] = sy[i] * (swap ? a : b);
        }
    } else if (family == 0) {
        n = gen_int(g, 0, 7) ? gen_int(g, 3, 16) : gen_int(g, 17, 200);
        for (int i = 0; i < n; i++) {
            det_sincos(two_pi * i / n, &y[i], &x[i]);
            x[i] *= f.s, y[i] *= f.s;
        }
    } else if (family == 1) {
        double l = f.s, h = g->grid ? 1 : l * det_exp10(gen_uniform(g, -5, -1));
        double t = g->grid ? gen_int(g, -2, (int)l + 2) : l * gen_uniform(g, -0.2, 1.2);
        n = 3, x[0] = 0, y[0] = 0, x[1] = l, y[1] = 0, x[2] = t, y[2] = h;
    } else {
        double w = f.s, h = family == 2 ? (g->grid ? 1 : f.s * det_exp10(gen_uniform(g, -5, -1)))
                                        : f.s * gen_uniform(g, 0.2, 1.5);
        if (g->grid) w = round(w), h = fmax(1, round(h));
        n = 4, x[0] = 0, y[0] = 0, x[1] = w, y[1] = 0, x[2] = w, y[2] = h, x[3] = 0, y[3] = h;
        if (family == 3) c = 1, s = 0; /* axis-aligned */
    }
    o->n = n;
    for (int i = 0; i < n; i++)
        o->v[i] =
            (sat2d_vec2){snap(g, f.cx + c * x[i] - s * y[i]), snap(g, f.cy + s * x[i] + c * y[i])};
}

static sat2d_convex_poly *build(gen *g, outline *o, frame f) {
    sat2d_convex_poly *p = (!g->grid || on_grid(o)) ? sat2d_poly_create(o->v, o->n, NULL) : NULL;
    return p ? p : gen_convex(g, (float)f.cx, (float)f.cy, (float)f.s, gen_int(g, 3, 12));
}

static outline of_poly(const sat2d_convex_poly *p) {
    outline o = {p->count, {{0, 0}}};
    for (int i = 0; i < p->count && i < MAX_OUTLINE; i++)
        o.v[i] = (sat2d_vec2){sat2d_poly_x(p)[i], sat2d_poly_y(p)[i]};
    return o;
}

/* p moved by (dx, dy); NULL if a grid case would leave the grid. */
static sat2d_convex_poly *translated(const gen *g, const sat2d_convex_poly *p, double dx,
                                     double dy) {
    outline o = of_poly(p);
    for (int i = 0; i < o.n; i++)
        o.v[i] = (sat2d_vec2){(float)(o.v[i].x + dx), (float)(o.v[i].y + dy)};
    return !g->grid || on_grid(&o) ? sat2d_poly_create(o.v, o.n, NULL) : NULL;
}

static oracle_outline view(const sat2d_convex_poly *p) {
    return (oracle_outline){sat2d_poly_x(p), sat2d_poly_y(p), p->count};
}

static int gcd(int a, int b) {
    a = abs(a), b = abs(b);
    while (b)
        a %= b, a ^= b, b ^= a, a ^= b;
    return a ? a : 1;
}

/* Exact grid contact of B with A: 0 edge on edge (B a triangle on one of A's edges), 1 corner on
 * edge (B's lowest corner along A's outward edge vector on the edge's midpoint), 2 corner on
 * corner (extreme corners along a random integer direction), 3 B inside A (halfway from A's
 * first corner to each other one). nudge moves B by -1, 0 or +1 step outward (overlap, touch,
 * gap). NULL when the result would leave the grid. */
static sat2d_convex_poly *grid_contact(gen *g, const sat2d_convex_poly *a, int family, int nudge,
                                       int *edge) {
    outline oa = of_poly(a), ob;
    int i = gen_int(g, 0, oa.n - 1), k = (i + 1) % oa.n;
    int dx = (int)(oa.v[k].x - oa.v[i].x), dy = (int)(oa.v[k].y - oa.v[i].y), q = gcd(dx, dy);
    int ox = dy / q, oy = -dx / q; /* outward for counter-clockwise A, smallest integer step */
    *edge = i;
    if (family == 0) {
        int h = gen_int(g, 1, 4), j = gen_int(g, -2, 2);
        ob.n = 3, ob.v[0] = oa.v[i], ob.v[1] = oa.v[k];
        ob.v[2] = (sat2d_vec2){oa.v[i].x + (float)(h * ox + j * dx / q),
                               oa.v[i].y + (float)(h * oy + j * dy / q)};
    } else if (family == 1 || family == 2) {
        int r = gen_int(g, 3, 60), n = gen_int(g, 3, 10);
        sat2d_convex_poly *b = gen_convex(g, 0, 0, (float)r, n);
        ob = of_poly(b);
        sat2d_poly_free(b);
        double wx = ox, wy = oy, ax, ay;
        if (family == 1 && dx % 2 == 0 && dy % 2 == 0) {
            ax = oa.v[i].x + dx / 2, ay = oa.v[i].y + dy / 2;
        } else { /* corner on corner along a random direction w */
            wx = gen_int(g, -3, 3), wy = gen_int(g, 1, 3);
            wy *= gen_int(g, 0, 1) ? 1 : -1;
            int best = 0;
            for (int j = 1; j < oa.n; j++)
                if (wx * oa.v[j].x + wy * oa.v[j].y > wx * oa.v[best].x + wy * oa.v[best].y)
                    best = j;
            ax = oa.v[best].x, ay = oa.v[best].y;
            ox = (int)wx, oy = (int)wy;
        }
        int low = 0;
        for (int j = 1; j < ob.n; j++)
            if (wx * ob.v[j].x + wy * ob.v[j].y < wx * ob.v[low].x + wy * ob.v[low].y) low = j;
        float tx = (float)ax - ob.v[low].x, ty = (float)ay - ob.v[low].y;
        for (int j = 0; j < ob.n; j++)
            ob.v[j].x += tx, ob.v[j].y += ty;
    } else {
        ob.n = oa.n;
        for (int j = 0; j < oa.n; j++)
            ob.v[j] = (sat2d_vec2){(oa.v[0].x + oa.v[j].x) / 2, (oa.v[0].y + oa.v[j].y) / 2};
        nudge = 0;
    }
    for (int j = 0; j < ob.n; j++)
        ob.v[j].x += (float)(nudge * ox), ob.v[j].y += (float)(nudge * oy);
    return on_grid(&ob) ? sat2d_poly_create(ob.v, ob.n, NULL) : NULL;
}

/* B mirrored across one of A's edges, turned by 1e-7 to 1e-3 radians about the edge's middle
 * and moved off or onto it by up to 1e-6 of its size: edges nearly parallel and nearly
 * touching, in floats. */
static sat2d_convex_poly *near_parallel(gen *g, const sat2d_convex_poly *a) {
    outline oa = of_poly(a), ob;
    int i = gen_int(g, 0, oa.n - 1), k = (i + 1) % oa.n;
    double px = oa.v[i].x, py = oa.v[i].y, ex = oa.v[k].x - px, ey = oa.v[k].y - py;
    double l2 = ex * ex + ey * ey, l = sqrt(l2), mx = px + ex / 2, my = py + ey / 2;
    double th = det_exp10(gen_uniform(g, -7, -3)), c, s, sign = gen_int(g, 0, 1) ? 1 : -1,
           shift = l * gen_uniform(g, -1e-6, 1e-6);
    det_sincos(th * sign, &s, &c);
    ob.n = oa.n;
    for (int j = 0; j < oa.n; j++) {
        double rx = oa.v[j].x - px, ry = oa.v[j].y - py, t = (rx * ex + ry * ey) / l2;
        double fx = 2 * (px + t * ex) - oa.v[j].x - mx, fy = 2 * (py + t * ey) - oa.v[j].y - my;
        ob.v[j] = (sat2d_vec2){(float)(mx + c * fx - s * fy + shift * ey / l),
                               (float)(my + s * fx + c * fy - shift * ex / l)};
    }
    return sat2d_poly_create(ob.v, ob.n, NULL);
}

/* B near A as a broad phase hands pairs over: bounding boxes overlap. Redrawn (up to 12 times)
 * until the oracle's verdict matches a drawn label, so hits and misses come about equally. */
static sat2d_convex_poly *broad_phase(gen *g, const sat2d_convex_poly *a, frame f) {
    frame fb = {0, 0, g->grid ? gen_int(g, 3, 120) : f.s * gen_uniform(g, 0.3, 2)};
    outline ob;
    convex_outline(g, fb, &ob);
    sat2d_convex_poly *b = build(g, &ob, fb), *best = NULL;
    int label = gen_int(g, 0, 1);
    double wa = a->max_x - a->min_x, ha = a->max_y - a->min_y;
    double wb = b->max_x - b->min_x, hb = b->max_y - b->min_y;
    for (int tries = 0; tries < 12; tries++) {
        double u = gen_uniform(g, -1, 1) * (wa + wb) / 2, v = gen_uniform(g, -1, 1) * (ha + hb) / 2;
        double tx = (a->min_x + a->max_x) / 2 + u - (b->min_x + b->max_x) / 2;
        double ty = (a->min_y + a->max_y) / 2 + v - (b->min_y + b->max_y) / 2;
        sat2d_convex_poly *m = translated(g, b, g->grid ? round(tx) : tx, g->grid ? round(ty) : ty);
        if (!m) continue;
        sat2d_poly_free(best);
        best = m;
        if (oracle_poly_poly(view(a), view(m)) == label) break;
    }
    if (!best) return b;
    sat2d_poly_free(b);
    return best;
}

/* A convex A of a hard family and a B beside it: an exact grid contact (edge on edge, corner on
 * edge, corner on corner, inside; nudged -1/0/+1), near-parallel edges (floats), or a broad-phase
 * pair. *contact says which (-1 broad phase, 4 near-parallel); *edge is A's edge involved. */
static void hard_pair(gen *g, sat2d_convex_poly **a, sat2d_convex_poly **b, int *contact,
                      int *edge) {
    frame f = pick_frame(g);
    outline oa;
    convex_outline(g, f, &oa);
    *a = build(g, &oa, f), *b = NULL, *edge = 0;
    int pick = gen_int(g, 0, 2);
    *contact = -1;
    if (pick == 0 && g->grid) {
        *contact = gen_int(g, 0, 3);
        *b = grid_contact(g, *a, *contact, gen_int(g, 0, 3) ? 0 : gen_int(g, -1, 1) | 1, edge);
    } else if (pick == 0) {
        *contact = 4;
        *b = near_parallel(g, *a);
    }
    if (!*b) *contact = -1, *b = broad_phase(g, *a, f);
    if (gen_int(g, 0, 5) == 0) { /* the other way round: B inside A becomes A inside B */
        sat2d_convex_poly *t = *a;
        *a = *b, *b = t;
    }
}

/* Sweeps: contact pairs start touching (or overlapping, for the inside family); a pair on a
 * shared edge line slides along it (a graze: B starts two edge lengths past A's edge and moves
 * back along the line); a pair nudged apart slides parallel to the edge (a miss by exactly 1);
 * broad-phase pairs get a random displacement, half of them aimed at A. */
static sat2d_vec2 hard_sweep(gen *g, sat2d_convex_poly **a, sat2d_convex_poly **b, int contact,
                             int edge, float s) {
    const sat2d_convex_poly *pa = *a;
    int k = (edge + 1) % pa->count;
    double ex = sat2d_poly_x(pa)[k] - sat2d_poly_x(pa)[edge];
    double ey = sat2d_poly_y(pa)[k] - sat2d_poly_y(pa)[edge];
    if (g->grid && contact == 0 && gen_int(g, 0, 1)) {
        int m = gen_int(g, 2, 3);
        sat2d_convex_poly *moved = translated(g, *b, m * ex, m * ey);
        if (moved) {
            sat2d_poly_free(*b);
            *b = moved;
            int m2 = m + gen_int(g, -1, 1);
            return (sat2d_vec2){(float)(-m2 * ex), (float)(-m2 * ey)};
        }
    }
    if (contact >= 0 && contact != 3 && gen_int(g, 0, 2) == 0) {
        int j = gen_int(g, -2, 2);
        return (sat2d_vec2){(float)(j * ex), (float)(j * ey)};
    }
    if (gen_int(g, 0, 1)) { /* aimed at A's centre, overshooting or falling short */
        double f = gen_uniform(g, 0.2, 2.5);
        double dx = ((*a)->min_x + (*a)->max_x - (*b)->min_x - (*b)->max_x) / 2 * f;
        double dy = ((*a)->min_y + (*a)->max_y - (*b)->min_y - (*b)->max_y) / 2 * f;
        return (sat2d_vec2){snap(g, dx), snap(g, dy)};
    }
    double dx = gen_uniform(g, -3, 3) * s, dy = gen_uniform(g, -3, 3) * s;
    return (sat2d_vec2){snap(g, dx), snap(g, dy)};
}

static double side(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    return ((double)b.x - a.x) * ((double)c.y - a.y) - ((double)b.y - a.y) * ((double)c.x - a.x);
}

/* Segments pq and rs cross or touch, in double (a generator's guess: the builder has the final
 * word on simplicity). */
static int crossing(sat2d_vec2 p, sat2d_vec2 q, sat2d_vec2 r, sat2d_vec2 s) {
    double a = side(p, q, r), b = side(p, q, s), c = side(r, s, p), d = side(r, s, q);
    return a * b <= 0 && c * d <= 0;
}

/* Random simple polygon (not star-shaped in general): random corners, then 2-opt moves (reverse
 * the chain between two crossing edges, which shortens the ring) until no edges cross. */
static sat2d_simple_polygon *simple_polygon(gen *g, frame f) {
    for (int tries = 0; tries < 8; tries++) {
        int n = gen_int(g, 4, 14);
        sat2d_vec2 v[16];
        for (int i = 0; i < n; i++) {
            double x = f.cx + gen_uniform(g, -f.s, f.s), y = f.cy + gen_uniform(g, -f.s, f.s);
            v[i] = (sat2d_vec2){snap(g, x), snap(g, y)};
        }
        for (int sweeps = 0, changed = 1; changed && sweeps < 200; sweeps++) {
            changed = 0;
            for (int i = 0; i < n; i++)
                for (int j = i + 2; j < n; j++) {
                    if (i == 0 && j == n - 1) continue;
                    if (!crossing(v[i], v[i + 1], v[j], v[(j + 1) % n])) continue;
                    for (int lo = i + 1, hi = j; lo < hi; lo++, hi--) {
                        sat2d_vec2 x = v[lo];
                        v[lo] = v[hi], v[hi] = x;
                    }
                    changed = 1;
                }
        }
        sat2d_simple_polygon *p = sat2d_polygon_create(v, n, NULL);
        if (p) return p;
    }
    return gen_star(g, (float)f.cx, (float)f.cy, (float)f.s, gen_int(g, 3, 10));
}

/* A 3-4-5 triangle scaled by k, turned by a random quarter turn and mirrored: an integer vector
 * of integer length 5k. */
static void pythagorean(gen *g, int k, float *x, float *y) {
    int a = 3 * k, b = 4 * k, sw = gen_int(g, 0, 1);
    *x = (float)((sw ? a : b) * (gen_int(g, 0, 1) ? 1 : -1));
    *y = (float)((sw ? b : a) * (gen_int(g, 0, 1) ? 1 : -1));
}

/* A float that sits 1e-7 to 1e-3 (relative) off v: near contact in float cases. */
static float near_value(gen *g, float v) {
    double e = det_exp10(gen_uniform(g, -7, -3));
    return (float)(v * (1 + e * (gen_int(g, 0, 1) ? 1 : -1)));
}

static float shape_magnitude(const sat2d_shape *s) {
    float m = fmaxf(fmaxf(fabsf(s->point.x), fabsf(s->point.y)),
                    fmaxf(fabsf(s->circle.c.x), fabsf(s->circle.c.y)) + s->circle.r);
    m = fmaxf(m, fmaxf(fabsf(s->rect.x) + s->rect.w, fabsf(s->rect.y) + s->rect.h));
    m = fmaxf(m, fmaxf(fmaxf(fabsf(s->segment.a.x), fabsf(s->segment.a.y)),
                       fmaxf(fabsf(s->segment.b.x), fabsf(s->segment.b.y))));
    m = fmaxf(m, fmaxf(fmaxf(fabsf(s->capsule.a.x), fabsf(s->capsule.a.y)),
                       fmaxf(fabsf(s->capsule.b.x), fabsf(s->capsule.b.y))) +
                     s->capsule.r);
    if (s->poly)
        m = fmaxf(m, fmaxf(fmaxf(fabsf(s->poly->min_x), fabsf(s->poly->max_x)),
                           fmaxf(fabsf(s->poly->min_y), fabsf(s->poly->max_y))));
    if (s->polygon)
        for (int i = 0; i < s->polygon->count; i++)
            m = fmaxf(m, fmaxf(fabsf(sat2d_polygon_x(s->polygon)[i]),
                               fabsf(sat2d_polygon_y(s->polygon)[i])));
    return m;
}

static void segments(gen *g, frame f, sat2d_segment *a, sat2d_segment *b) {
    int dx = gen_int(g, -(int)f.s, (int)f.s), dy = gen_int(g, -(int)f.s, (int)f.s);
    double ux = g->grid ? dx / gcd(dx, dy) : gen_uniform(g, -1, 1) * f.s;
    double uy = g->grid ? dy / gcd(dx, dy) : gen_uniform(g, -1, 1) * f.s;
    int t0 = gen_int(g, -4, 4), t1 = gen_int(g, -4, 4), t2 = gen_int(g, -4, 4),
        t3 = gen_int(g, -4, 4);
    double off = g->grid ? gen_int(g, 0, 2) : f.s * det_exp10(gen_uniform(g, -7, -2));
    int kind = gen_int(g, 0, 3);
    double px = f.cx, py = f.cy;
    *a = (sat2d_segment){{snap(g, px + t0 * ux), snap(g, py + t0 * uy)},
                         {snap(g, px + t1 * ux), snap(g, py + t1 * uy)}};
    if (kind == 0) { /* parallel, or collinear (offset 0) and overlapping or not */
        *b = (sat2d_segment){{snap(g, px + t2 * ux - off * uy), snap(g, py + t2 * uy + off * ux)},
                             {snap(g, px + t3 * ux - off * uy), snap(g, py + t3 * uy + off * ux)}};
    } else if (kind == 1) { /* zero length, on A's line (on A itself when t2 is between) */
        sat2d_vec2 p = {snap(g, px + t2 * ux), snap(g, py + t2 * uy)};
        *b = (sat2d_segment){p, p};
    } else if (kind == 2) { /* an endpoint on A's line: a T-junction or a near miss */
        double ex = px + gen_uniform(g, -f.s, f.s), ey = py + gen_uniform(g, -f.s, f.s);
        *b = (sat2d_segment){{snap(g, px + t2 * ux), snap(g, py + t2 * uy)},
                             {snap(g, ex), snap(g, ey)}};
    } else { /* both zero length */
        *a = (sat2d_segment){a->a, a->a};
        *b = gen_int(g, 0, 1) ? *a : (sat2d_segment){a->b, a->b};
    }
    if (gen_int(g, 0, 1)) {
        sat2d_segment t = *a;
        *a = *b, *b = t;
    }
}

/* A small radius for capsule families built on segments(): 0 to 2 on the grid (the cores there
 * are 0, 1 or 2 apart along unit or integer directions), else 1e-7 to 1e-2 of the frame. */
static float small_radius(gen *g, frame f) {
    if (g->grid) return (float)gen_int(g, 0, 2);
    return gen_int(g, 0, 3) == 0 ? 0.0f : (float)(f.s * det_exp10(gen_uniform(g, -7, -2)));
}

/* Two capsules of a hard family: the segments' families (parallel and collinear cores,
 * coincident, zero-length, T-junctions) with small radii; an end of B 5k from an end of A
 * through a 3-4-5 triangle with radii summing to 5k (+-1 on the grid: exact touching, just
 * apart, just overlapping); or crossing cores. */
static void capsules(gen *g, frame f, int k, sat2d_capsule *a, sat2d_capsule *b) {
    const int family = gen_int(g, 0, 2);
    sat2d_segment sa, sb;
    segments(g, f, &sa, &sb);
    float ra = small_radius(g, f), rb = small_radius(g, f);
    if (family == 1) { /* B's end 5k from A's second end, B's core pointing away */
        float vx, vy;
        pythagorean(g, k, &vx, &vy);
        if (!g->grid) vx *= (float)f.s / 5, vy *= (float)f.s / 5;
        const float t = g->grid ? (float)gen_int(g, 0, 2) : (float)gen_uniform(g, 0, 2);
        sb.a = (sat2d_vec2){sa.b.x + vx, sa.b.y + vy};
        sb.b = (sat2d_vec2){snap(g, sb.a.x + t * vx), snap(g, sb.a.y + t * vy)};
        const float total =
            g->grid ? 5.0f * k + (float)gen_int(g, -1, 1) : near_value(g, (float)f.s);
        ra = g->grid ? (float)gen_int(g, 0, (int)total) : total * (float)gen_uniform(g, 0, 1);
        rb = fabsf(total - ra);
    } else if (family == 2) { /* crossing cores through A's midpoint */
        const float mx = snap(g, (sa.a.x + sa.b.x) / 2), my = snap(g, (sa.a.y + sa.b.y) / 2);
        const float wx = snap(g, gen_uniform(g, -f.s, f.s)),
                    wy = snap(g, gen_uniform(g, -f.s, f.s));
        sb = (sat2d_segment){{mx - wx, my - wy}, {mx + wx, my + wy}};
    }
    *a = (sat2d_capsule){sa.a, sa.b, ra};
    *b = (sat2d_capsule){sb.a, sb.b, rb};
}

/* (float)v, rounded for certain: gcc 12's SLP vectorizer on x86-64 (-O2 and up) drops the
 * rounding of `float x = (float)d` when x is only used widened back to double, so a seed drew
 * different cases there than on aarch64; a volatile store forces the rounding. */
static float to_float(double v) {
    volatile float f = (float)v;
    return f;
}

float hard_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    memset(c, 0, sizeof *c);
    c->test = t;
    sat2d_shape *a = &c->a, *b = &c->b;
    frame f = pick_frame(g);
    float cx = to_float(f.cx), cy = to_float(f.cy), s = to_float(f.s), vx, vy;
    int k = g->grid ? gen_int(g, 1, 20) : 1, contact, edge;
    switch (t) {
    case SAT2D_POINT_POINT: /* equal, or one float step apart */
        a->kind = b->kind = SAT2D_SHAPE_POINT;
        a->point = b->point = (sat2d_vec2){snap(g, cx), snap(g, cy)};
        if (gen_int(g, 0, 1)) b->point.x = nextafterf(a->point.x, INFINITY);
        break;
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE: /* exactly touching via 3-4-5 (+-1 on the radius), or nearly */
        a->kind = t == SAT2D_POINT_CIRCLE ? SAT2D_SHAPE_POINT : SAT2D_SHAPE_CIRCLE;
        b->kind = SAT2D_SHAPE_CIRCLE;
        pythagorean(g, k, &vx, &vy);
        if (!g->grid) vx *= s / 5, vy *= s / 5;
        float ra = t == SAT2D_POINT_CIRCLE ? 0 : (g->grid ? gen_int(g, 0, 5 * k) : s * 0.4f);
        a->point = (sat2d_vec2){snap(g, cx), snap(g, cy)};
        a->circle = (sat2d_circle){a->point, ra};
        b->circle =
            (sat2d_circle){{a->point.x + vx, a->point.y + vy}, (g->grid ? 5.0f * k : s) - ra};
        if (g->grid)
            b->circle.r += (float)(gen_int(g, 0, 2) ? 0 : gen_int(g, -1, 1));
        else
            b->circle.r = near_value(g, b->circle.r);
        b->circle.r = fabsf(b->circle.r);
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_RECT_RECT:
    case SAT2D_CIRCLE_RECT: { /* on an edge, at a corner, or corner to corner */
        float w = snap(g, s * gen_uniform(g, 0.1, 2)), h = snap(g, s * gen_uniform(g, 0.1, 2));
        b->kind = SAT2D_SHAPE_RECT;
        b->rect = (sat2d_rect){snap(g, cx), snap(g, cy), fmaxf(w, 0), fmaxf(h, 0)};
        float qx = b->rect.x + (gen_int(g, 0, 1) ? b->rect.w : 0);
        float qy = b->rect.y + (gen_int(g, 0, 1) ? b->rect.h : 0);
        float sx = qx > b->rect.x ? 1.0f : -1.0f, sy = qy > b->rect.y ? 1.0f : -1.0f;
        if (t == SAT2D_POINT_RECT) {
            a->kind = SAT2D_SHAPE_POINT;
            a->point = (sat2d_vec2){qx, gen_int(g, 0, 1) ? qy : snap(g, cy + h / 2)};
            if (!g->grid && gen_int(g, 0, 1)) a->point.x = near_value(g, a->point.x);
        } else if (t == SAT2D_RECT_RECT) {
            a->kind = SAT2D_SHAPE_RECT;
            float aw = snap(g, s * gen_uniform(g, 0.1, 2)),
                  ah = snap(g, s * gen_uniform(g, 0.1, 2));
            a->rect = (sat2d_rect){sx > 0 ? qx : qx - aw, sy > 0 ? qy : qy - ah, aw, ah};
            if (g->grid) a->rect.x += (float)gen_int(g, -1, 1);
        } else {
            a->kind = SAT2D_SHAPE_CIRCLE;
            pythagorean(g, k, &vx, &vy);
            if (!g->grid) vx *= s / 5, vy *= s / 5;
            a->circle = (sat2d_circle){{qx + sx * fabsf(vx), qy + sy * fabsf(vy)},
                                       g->grid ? 5.0f * k : near_value(g, s)};
        }
        break;
    }
    case SAT2D_POLY_POLY:
    case SAT2D_POLY_POLY_SWEEP:
    case SAT2D_BOUNDING_CIRCLE:
    case SAT2D_POLY_POLY_MANIFOLD: /* edge on edge, corner on edge or corner, far from the origin */
        a->kind = b->kind = SAT2D_SHAPE_POLY;
        hard_pair(g, &a->poly, &b->poly, &contact, &edge);
        if (t == SAT2D_POLY_POLY_SWEEP)
            c->sweep = hard_sweep(g, &a->poly, &b->poly, contact, edge, s);
        break;
    case SAT2D_CIRCLE_POLY: { /* touching a corner through 3-4-5, or an axis-aligned edge */
        outline o;
        convex_outline(g, f, &o);
        b->kind = SAT2D_SHAPE_POLY, a->kind = SAT2D_SHAPE_CIRCLE;
        b->poly = build(g, &o, f);
        int j = gen_int(g, 0, b->poly->count - 1);
        pythagorean(g, k, &vx, &vy);
        if (!g->grid) vx *= s / 5, vy *= s / 5;
        a->circle = (sat2d_circle){{sat2d_poly_x(b->poly)[j] + vx, sat2d_poly_y(b->poly)[j] + vy},
                                   g->grid ? 5.0f * k : near_value(g, s)};
        break;
    }
    case SAT2D_POINT_POLYGON:
    case SAT2D_POLYGON_POLYGON: {
        b->kind = SAT2D_SHAPE_POLYGON;
        b->polygon = simple_polygon(g, f);
        const float *x = sat2d_polygon_x(b->polygon), *y = sat2d_polygon_y(b->polygon);
        int n = b->polygon->count, j = gen_int(g, 0, n - 1), l = (j + 1) % n;
        if (t == SAT2D_POINT_POLYGON) { /* a corner, an edge's middle, or anywhere near */
            a->kind = SAT2D_SHAPE_POINT;
            int pick = gen_int(g, 0, 2);
            double rx = cx + gen_uniform(g, -s, s), ry = cy + gen_uniform(g, -s, s);
            a->point = pick == 0   ? (sat2d_vec2){x[j], y[j]}
                       : pick == 1 ? (sat2d_vec2){(x[j] + x[l]) / 2, (y[j] + y[l]) / 2}
                                   : (sat2d_vec2){snap(g, rx), snap(g, ry)};
        } else { /* another one, sharing a corner half the time */
            a->kind = SAT2D_SHAPE_POLYGON;
            double fx = f.cx + gen_uniform(g, -f.s, f.s), fy = f.cy + gen_uniform(g, -f.s, f.s);
            frame fa = {fx, fy, f.s};
            if (g->grid) fa.cx = round(fa.cx), fa.cy = round(fa.cy);
            a->polygon = simple_polygon(g, fa);
            if (gen_int(g, 0, 1)) {
                sat2d_vec2 v[16];
                int m = a->polygon->count;
                float tx = x[j] - sat2d_polygon_x(a->polygon)[0];
                float ty = y[j] - sat2d_polygon_y(a->polygon)[0];
                for (int i = 0; i < m; i++)
                    v[i] = (sat2d_vec2){sat2d_polygon_x(a->polygon)[i] + tx,
                                        sat2d_polygon_y(a->polygon)[i] + ty};
                sat2d_simple_polygon *moved = sat2d_polygon_create(v, m, NULL);
                if (moved) sat2d_polygon_free(a->polygon), a->polygon = moved;
            }
        }
        break;
    }
    case SAT2D_SEGMENT_SEGMENT:
        a->kind = b->kind = SAT2D_SHAPE_SEGMENT;
        segments(g, f, &a->segment, &b->segment);
        break;
    case SAT2D_RAY_CIRCLE:
    case SAT2D_RAY_RECT:
    case SAT2D_RAY_POLY:
        return hard_ray_case(g, t, c);
    case SAT2D_CAPSULE_CAPSULE:
    case SAT2D_CIRCLE_CAPSULE: {
        a->kind = t == SAT2D_CAPSULE_CAPSULE ? SAT2D_SHAPE_CAPSULE : SAT2D_SHAPE_CIRCLE;
        b->kind = SAT2D_SHAPE_CAPSULE;
        capsules(g, f, k, &a->capsule, &b->capsule);
        if (t == SAT2D_CIRCLE_CAPSULE) /* the disc at A's second end (the 3-4-5 family's) */
            a->circle = (sat2d_circle){a->capsule.b, a->capsule.r}, a->capsule = (sat2d_capsule){0};
        break;
    }
    case SAT2D_CAPSULE_POLY: { /* an end 5k off a corner, through the polygon, or on an edge */
        outline o;
        convex_outline(g, f, &o);
        b->kind = SAT2D_SHAPE_POLY, a->kind = SAT2D_SHAPE_CAPSULE;
        b->poly = build(g, &o, f);
        const float *x = sat2d_poly_x(b->poly), *y = sat2d_poly_y(b->poly);
        const int n = b->poly->count, j = gen_int(g, 0, n - 1), l = (j + 1) % n;
        const int family = gen_int(g, 0, 2);
        pythagorean(g, k, &vx, &vy);
        if (!g->grid) vx *= s / 5, vy *= s / 5;
        if (family == 0) { /* 3-4-5 off corner j, the core pointing away or sideways */
            const sat2d_vec2 p = {x[j] + vx, y[j] + vy};
            const float ox = (float)gen_int(g, -2, 2), oy = (float)gen_int(g, -2, 2);
            const sat2d_vec2 q = {snap(g, p.x + ox * fabsf(vx) + vx),
                                  snap(g, p.y + oy * fabsf(vy) + vy)};
            a->capsule =
                (sat2d_capsule){p, gen_int(g, 0, 3) ? q : p,
                                g->grid ? 5.0f * k + (float)gen_int(g, -1, 1) : near_value(g, s)};
            a->capsule.r = fabsf(a->capsule.r);
        } else if (family == 1) { /* corner j to the middle of the opposite side: inside */
            const int m = (j + n / 2) % n;
            a->capsule = (sat2d_capsule){{x[j], y[j]}, {x[m], y[m]}, small_radius(g, f)};
        } else { /* along edge j, pushed out by 0, 1 or 2 along its integer normal */
            const float push = g->grid ? (float)gen_int(g, 0, 2) : (float)gen_uniform(g, 0, 1e-3);
            const float nx = sat2d_poly_nx(b->poly)[j], ny = sat2d_poly_ny(b->poly)[j];
            a->capsule = (sat2d_capsule){{snap(g, x[j] + push * nx), snap(g, y[j] + push * ny)},
                                         {snap(g, x[l] + push * nx), snap(g, y[l] + push * ny)},
                                         small_radius(g, f)};
        }
        break;
    }
    default: /* no hard family yet: the caller draws an ordinary case instead */
        return -1;
    }
    float m = fmaxf(shape_magnitude(a), shape_magnitude(b));
    return m + fmaxf(fabsf(c->sweep.x), fabsf(c->sweep.y));
}
