/* engine_sat: a contender as an engine team writes one, and the template to copy. Its own
 * separating-axis tests, answering sat2d's conventions (closed shapes: touching collides;
 * MTV normals from A to B), wrapped in the registry's batch signatures:
 * - poly_poly: every edge plane of both polygons, the other polygon's corners projected on it;
 * - circle_poly: every edge plane of the polygon plus the axis from the disc's centre to the
 *   polygon's nearest corner (the axis edge_only_circle.c leaves out).
 * Decisions are made in double on the unnormalised stored normals, as s > 0 && s^2 > r^2 |n|^2
 * where a radius is involved, so every product of integer-grid inputs is exact and exactly
 * touching shapes collide. It passes `sat2d-proptest --plugin` and the CI recipe of README
 * ("Use it on your engine"). */
#include <math.h>

#include <sat2d/plugin.h>

/* Least and greatest projection of p's corners on the axis (ux, uy). */
static void project(const sat2d_convex_poly *p, double ux, double uy, double *lo, double *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    *lo = INFINITY, *hi = -INFINITY;
    for (int i = 0; i < p->count; i++) {
        const double s = ux * x[i] + uy * y[i];
        *lo = s < *lo ? s : *lo;
        *hi = s > *hi ? s : *hi;
    }
}

/* 1 if some edge plane of `faces` has every corner of `other` strictly beyond it. */
static int face_separates(const sat2d_convex_poly *faces, const sat2d_convex_poly *other) {
    const float *x = sat2d_poly_x(faces), *y = sat2d_poly_y(faces);
    const float *nx = sat2d_poly_nx(faces), *ny = sat2d_poly_ny(faces);
    const float *ox = sat2d_poly_x(other), *oy = sat2d_poly_y(other);
    for (int i = 0; i < faces->count; i++) {
        double least = INFINITY; /* the other polygon's deepest corner along n_i */
        for (int j = 0; j < other->count; j++) {
            const double s =
                (double)nx[i] * ((double)ox[j] - x[i]) + (double)ny[i] * ((double)oy[j] - y[i]);
            least = s < least ? s : least;
        }
        if (least > 0) return 1;
    }
    return 0;
}

/* Folds the faces of `faces` into *best: along each face's unit normal u, moving B by
 * (max A - min B) along u, or by (max B - min A) along -u, leaves the pair touching. */
static void least_push(const sat2d_convex_poly *faces, const sat2d_convex_poly *a,
                       const sat2d_convex_poly *b, sat2d_mtv *best) {
    for (int i = 0; i < faces->count; i++) {
        const sat2d_vec2 u = sat2d_poly_unit_normal(faces, i);
        double a_lo, a_hi, b_lo, b_hi;
        project(a, u.x, u.y, &a_lo, &a_hi);
        project(b, u.x, u.y, &b_lo, &b_hi);
        const double forward = a_hi - b_lo, backward = b_hi - a_lo;
        if (forward < best->depth) *best = (sat2d_mtv){(float)forward, u.x, u.y};
        if (backward < best->depth) *best = (sat2d_mtv){(float)backward, -u.x, -u.y};
    }
}

/* The registry's poly_poly batch signature: pair i is a[i] against b[i]. */
static void engine_poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                             size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        hit[i] = !face_separates(a[i], b[i]) && !face_separates(b[i], a[i]);
        if (mtv && hit[i]) {
            mtv[i] = (sat2d_mtv){INFINITY, 1, 0};
            least_push(a[i], a[i], b[i], &mtv[i]);
            least_push(b[i], a[i], b[i], &mtv[i]);
        }
    }
}

/* One disc against polygon b: edge planes and the nearest-corner axis. */
static int disc_poly(double cx, double cy, double r, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    sat2d_mtv best = {INFINITY, 1, 0};
    int nearest = 0;
    double nearest_d2 = INFINITY;
    for (int i = 0; i < b->count; i++) {
        const double s = nx[i] * (cx - x[i]) + ny[i] * (cy - y[i]); /* centre beyond edge i */
        const double n2 = (double)nx[i] * nx[i] + (double)ny[i] * ny[i];
        if (s > 0 && s * s > r * r * n2) return 0;
        const double push = r - s / sqrt(n2);
        if (push < best.depth) {
            const sat2d_vec2 u = sat2d_poly_unit_normal(b, i); /* B's normal faces the disc */
            best = (sat2d_mtv){(float)push, -u.x, -u.y};
        }
        const double dx = x[i] - cx, dy = y[i] - cy, d2 = dx * dx + dy * dy;
        if (d2 < nearest_d2) nearest_d2 = d2, nearest = i;
    }
    /* The axis from the centre to the nearest corner: every corner's projection beyond r. */
    const double ax = x[nearest] - cx, ay = y[nearest] - cy;
    double least = INFINITY;
    for (int j = 0; j < b->count; j++) {
        const double p = (x[j] - cx) * ax + (y[j] - cy) * ay;
        least = p < least ? p : least;
    }
    if (least > 0 && least * least > r * r * nearest_d2) return 0;
    if (mtv) {
        const double len = sqrt(nearest_d2);
        if (len > 0 && r - least / len < best.depth)
            best = (sat2d_mtv){(float)(r - least / len), (float)(ax / len), (float)(ay / len)};
        *mtv = best;
    }
    return 1;
}

/* The registry's circle_poly batch signature: pair i is disc i of a against polygon b[i]. */
static void engine_circle_poly(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                               uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++)
        hit[i] = (uint8_t)disc_poly(a.x[i], a.y[i], a.r[i], b[i], mtv ? &mtv[i] : NULL);
}

static const sat2d_variant engine_sat = {
    .name = "engine_sat",
    .summary = "an engine's own SAT (example contender): edge planes in double, corner axis",
    .kind = SAT2D_KIND_TRICK, /* it claims to agree with the reference */
    .isa = SAT2D_ISA_NONE,
    .poly_poly = engine_poly_poly,
    .circle_poly = engine_circle_poly,
};

static const sat2d_variant *const variants[] = {&engine_sat};

static const sat2d_plugin plugin = {
    .abi_version = SAT2D_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(sat2d_plugin),
    .name = "engine_sat",
    .variant_count = sizeof variants / sizeof *variants,
    .variants = variants,
};

/* The entry point sat2d looks up with dlsym: returns this plugin's table. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
