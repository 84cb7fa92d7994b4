/* js/sat2d_js.c — the WebAssembly face of sat2d for JavaScript (js/sat2d.mjs).
 *
 * Built as a WASI reactor: no main, every export below is called from JS, which passes
 * pointers into this module's linear memory (arrays it allocated with sat2d_js_alloc).
 * Everything here is glue: shapes come from the library's builders, verdicts from the
 * registry's batch slots. Only the separating-axis helpers for the demo page compute
 * geometry of their own, and they never decide a verdict.
 *
 * Errors are return codes, never traps: a batch call answers 0 when it ran, -1 for an
 * unknown variant or an empty slot, and 1 + i when circle or capsule i was refused (its status
 * is then in sat2d_js_last_status()). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sat2d/sat2d.h"

#define SAT2D_JS_EXPORT(name) __attribute__((export_name(#name)))

/* Status of the last refused shape (a builder's, or a circle check's). */
static sat2d_status last_status = SAT2D_OK;

/* Returns the status of the last refused shape. */
SAT2D_JS_EXPORT(sat2d_js_last_status) int sat2d_js_last_status(void) {
    return (int)last_status;
}

/* Allocates `bytes` bytes aligned to 16 (polygon blocks and SIMD loads want it); 0 on failure. */
SAT2D_JS_EXPORT(sat2d_js_alloc) void *sat2d_js_alloc(size_t bytes) {
    const size_t rounded = (bytes + 15u) & ~(size_t)15u;
    return aligned_alloc(16, rounded ? rounded : 16);
}

/* Frees a block from sat2d_js_alloc (0 is allowed). */
SAT2D_JS_EXPORT(sat2d_js_free) void sat2d_js_free(void *p) {
    free(p);
}

/* The SIMD backend text this build's kernels compile to. */
SAT2D_JS_EXPORT(sat2d_js_backend) const char *sat2d_js_backend(void) {
    return sat2d_simd_backend();
}

/* A status code's explanation (the builders' message). */
SAT2D_JS_EXPORT(sat2d_js_status_string) const char *sat2d_js_status_string(int status) {
    return sat2d_status_string((sat2d_status)status);
}

/* Number of test ids, and the id string of one. */
SAT2D_JS_EXPORT(sat2d_js_test_count) int sat2d_js_test_count(void) {
    return SAT2D_TEST_COUNT;
}
SAT2D_JS_EXPORT(sat2d_js_test_name) const char *sat2d_js_test_name(int id) {
    return sat2d_test_name((sat2d_test_id)id);
}

/* The variant at registry index i, or NULL. */
static const sat2d_variant *variant_at(int i) {
    size_t count = 0;
    const sat2d_variant *const *all = sat2d_variants(&count);
    return i >= 0 && (size_t)i < count ? all[i] : NULL;
}

/* Number of registered variants. */
SAT2D_JS_EXPORT(sat2d_js_variant_count) int sat2d_js_variant_count(void) {
    size_t count = 0;
    sat2d_variants(&count);
    return (int)count;
}

/* Name, summary, kind (0 reference, 1 trick, 2 pitfall) of variant i; NULL / -1 when out of
 * range. */
SAT2D_JS_EXPORT(sat2d_js_variant_name) const char *sat2d_js_variant_name(int i) {
    const sat2d_variant *v = variant_at(i);
    return v ? v->name : NULL;
}
SAT2D_JS_EXPORT(sat2d_js_variant_summary) const char *sat2d_js_variant_summary(int i) {
    const sat2d_variant *v = variant_at(i);
    return v ? v->summary : NULL;
}
SAT2D_JS_EXPORT(sat2d_js_variant_kind) int sat2d_js_variant_kind(int i) {
    const sat2d_variant *v = variant_at(i);
    return v ? (int)v->kind : -1;
}

/* 1 if variant i can run here and fills the slot of test id `test`. */
SAT2D_JS_EXPORT(sat2d_js_variant_has) int sat2d_js_variant_has(int i, int test) {
    const sat2d_variant *v = variant_at(i);
    if (!v || test < 0 || test >= SAT2D_TEST_COUNT) return 0;
    return sat2d_variant_available(v) && sat2d_variant_has(v, (sat2d_test_id)test);
}

/* Builds a convex polygon from n interleaved points (x0, y0, x1, y1, ...); NULL on refusal,
 * with the reason in sat2d_js_last_status(). */
SAT2D_JS_EXPORT(sat2d_js_poly_create)
sat2d_convex_poly *sat2d_js_poly_create(const float *xy, int n) {
    sat2d_status status = SAT2D_OK;
    sat2d_vec2 *pts = malloc(sizeof *pts * (size_t)(n > 0 ? n : 1));
    if (!pts) {
        last_status = SAT2D_ERR_OUT_OF_MEMORY;
        return NULL;
    }
    for (int i = 0; i < n; i++)
        pts[i] = (sat2d_vec2){xy[2 * i], xy[2 * i + 1]};
    sat2d_convex_poly *p = sat2d_poly_create(pts, n, &status);
    free(pts);
    if (!p) last_status = status;
    return p;
}

/* Frees a polygon from sat2d_js_poly_create (0 is allowed). */
SAT2D_JS_EXPORT(sat2d_js_poly_free) void sat2d_js_poly_free(sat2d_convex_poly *p) {
    sat2d_poly_free(p);
}

/* Corners of a built polygon (counter-clockwise, duplicates dropped). */
SAT2D_JS_EXPORT(sat2d_js_poly_count) int sat2d_js_poly_count(const sat2d_convex_poly *p) {
    return p->count;
}
/* Writes the corners as 2 * count interleaved floats into out. */
SAT2D_JS_EXPORT(sat2d_js_poly_corners)
void sat2d_js_poly_corners(const sat2d_convex_poly *p, float *out) {
    for (int i = 0; i < p->count; i++)
        out[2 * i] = sat2d_poly_x(p)[i], out[2 * i + 1] = sat2d_poly_y(p)[i];
}

/* A grow-only scratch array of MTVs: the batch slots write sat2d_mtv records, JS wants the
 * depth and the normal as three separate arrays. */
static sat2d_mtv *mtv_scratch(size_t n) {
    static sat2d_mtv *scratch = NULL;
    static size_t capacity = 0;
    if (n > capacity) {
        sat2d_mtv *grown = realloc(scratch, sizeof *grown * n);
        if (!grown) return NULL;
        scratch = grown, capacity = n;
    }
    return scratch;
}

/* Copies the MTVs of the hits into the caller's structure of arrays. */
static void split_mtv(const sat2d_mtv *mtv, const uint8_t *hit, size_t n, float *depth, float *nx,
                      float *ny) {
    for (size_t i = 0; i < n; i++)
        if (hit[i]) depth[i] = mtv[i].depth, nx[i] = mtv[i].nx, ny[i] = mtv[i].ny;
}

/* Refuses a circle that the library's check refuses; 0 if all n are valid, else 1 + index. */
static int check_circles(const float *x, const float *y, const float *r, size_t n) {
    /* A branch-free pass first (v - v is 0 exactly when v is finite), so the check costs a
     * fraction of a cheap test like circle_circle; the library's check then names the culprit. */
    int all_valid = 1;
    for (size_t i = 0; i < n; i++)
        all_valid &= (x[i] - x[i] == 0) & (y[i] - y[i] == 0) & (r[i] - r[i] == 0) & (r[i] >= 0);
    if (all_valid) return 0;
    for (size_t i = 0; i < n; i++) {
        const sat2d_status status = sat2d_circle_check((sat2d_circle){{x[i], y[i]}, r[i]});
        if (status != SAT2D_OK) {
            last_status = status;
            return (int)i + 1;
        }
    }
    return 0;
}

/* poly_poly of variant v on n pairs (a[i], b[i]); depth, nx, ny are all 0 (verdicts only) or
 * all arrays of n floats, written where hit[i] is 1. */
SAT2D_JS_EXPORT(sat2d_js_poly_poly)
int sat2d_js_poly_poly(int v, const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                       size_t n, uint8_t *hit, float *depth, float *nx, float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_POLY_POLY)) return -1;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->poly_poly(a, b, n, hit, mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* poly_poly_manifold of variant v: polygon a[i] against b[i]; the manifolds of the hits go to
 * out[i] as the library writes them (nx, ny, count, x[2], y[2], sep[2]: nine 4-byte words, which
 * the JavaScript side reads in place). */
_Static_assert(sizeof(sat2d_manifold) == 9 * 4, "a manifold is nine 4-byte words");
SAT2D_JS_EXPORT(sat2d_js_poly_poly_manifold)
int sat2d_js_poly_poly_manifold(int v, const sat2d_convex_poly *const *a,
                                const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                sat2d_manifold *out) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_POLY_POLY_MANIFOLD)) return -1;
    var->poly_poly_manifold(a, b, n, hit, out);
    return 0;
}

/* circle_poly of variant v: circle i (cx, cy, r) against polygon b[i]. */
SAT2D_JS_EXPORT(sat2d_js_circle_poly)
int sat2d_js_circle_poly(int v, const float *cx, const float *cy, const float *r,
                         const sat2d_convex_poly *const *b, size_t n, uint8_t *hit, float *depth,
                         float *nx, float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_CIRCLE_POLY)) return -1;
    const int bad = check_circles(cx, cy, r, n);
    if (bad) return bad;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->circle_poly((sat2d_circles_soa){cx, cy, r}, b, n, hit, mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* circle_circle of variant v; a refused circle of B is reported as 1 + n + index. */
SAT2D_JS_EXPORT(sat2d_js_circle_circle)
int sat2d_js_circle_circle(int v, const float *ax, const float *ay, const float *ar,
                           const float *bx, const float *by, const float *br, size_t n,
                           uint8_t *hit, float *depth, float *nx, float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_CIRCLE_CIRCLE)) return -1;
    int bad = check_circles(ax, ay, ar, n);
    if (bad) return bad;
    bad = check_circles(bx, by, br, n);
    if (bad) return (int)n + bad;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->circle_circle((sat2d_circles_soa){ax, ay, ar}, (sat2d_circles_soa){bx, by, br}, n, hit,
                       mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* Refuses a ray that the library's check refuses (zero direction, fraction outside [0, 1],
 * non-finite); 0 if all n are valid, else 1 + index. */
static int check_rays(const float *px, const float *py, const float *dx, const float *dy,
                      const float *tmax, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const sat2d_status status =
            sat2d_ray_check((sat2d_ray){{px[i], py[i]}, {dx[i], dy[i]}, tmax[i]});
        if (status != SAT2D_OK) {
            last_status = status;
            return (int)i + 1;
        }
    }
    return 0;
}

/* Refuses a capsule that the library's check refuses; 0 if all n are valid, else 1 + index. */
static int check_capsules(const float *ax, const float *ay, const float *bx, const float *by,
                          const float *r, size_t n) {
    int all_valid = 1; /* branch-free first, as check_circles */
    for (size_t i = 0; i < n; i++)
        all_valid &= (ax[i] - ax[i] == 0) & (ay[i] - ay[i] == 0) & (bx[i] - bx[i] == 0) &
                     (by[i] - by[i] == 0) & (r[i] - r[i] == 0) & (r[i] >= 0);
    if (all_valid) return 0;
    for (size_t i = 0; i < n; i++) {
        const sat2d_status status =
            sat2d_capsule_check((sat2d_capsule){{ax[i], ay[i]}, {bx[i], by[i]}, r[i]});
        if (status != SAT2D_OK) {
            last_status = status;
            return (int)i + 1;
        }
    }
    return 0;
}

/* Refuses a rectangle that the library's check refuses; 0 if all n are valid, else 1 + index. */
static int check_rects(const float *x, const float *y, const float *w, const float *h, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const sat2d_status status = sat2d_rect_check((sat2d_rect){x[i], y[i], w[i], h[i]});
        if (status != SAT2D_OK) {
            last_status = status;
            return (int)i + 1;
        }
    }
    return 0;
}

static sat2d_ray_hit *ray_scratch(size_t n) {
    static sat2d_ray_hit *scratch = NULL;
    static size_t capacity = 0;
    if (n > capacity) {
        sat2d_ray_hit *grown = realloc(scratch, sizeof *grown * n);
        if (!grown) return NULL;
        scratch = grown, capacity = n;
    }
    return scratch;
}

/* Copies the fractions and normals of the hits into the caller's structure of arrays. */
static void split_ray(const sat2d_ray_hit *r, const uint8_t *hit, size_t n, float *t, float *nx,
                      float *ny) {
    for (size_t i = 0; i < n; i++)
        if (hit[i]) t[i] = r[i].t, nx[i] = r[i].nx, ny[i] = r[i].ny;
}

/* The ray casts of variant v: ray i (px, py, dx, dy, tmax) against shape i of B; a refused ray
 * is reported as 1 + index, a refused shape of B as 1 + n + index. t, nx and ny are arrays of n
 * floats, written where hit[i] is 1. */
#define RAY_ARGS                                                                                   \
    const float *px, const float *py, const float *dx, const float *dy, const float *tmax
#define RAY_SOA ((sat2d_rays_soa){px, py, dx, dy, tmax})

SAT2D_JS_EXPORT(sat2d_js_ray_circle)
int sat2d_js_ray_circle(int v, RAY_ARGS, const float *cx, const float *cy, const float *r, size_t n,
                        uint8_t *hit, float *t, float *nx, float *ny) {
    if (!sat2d_js_variant_has(v, SAT2D_RAY_CIRCLE)) return -1;
    int bad = check_rays(px, py, dx, dy, tmax, n);
    if (bad) return bad;
    if ((bad = check_circles(cx, cy, r, n))) return (int)n + bad;
    sat2d_ray_hit *out = ray_scratch(n);
    if (!out && n) return -2;
    variant_at(v)->ray_circle(RAY_SOA, (sat2d_circles_soa){cx, cy, r}, n, hit, out);
    split_ray(out, hit, n, t, nx, ny);
    return 0;
}

SAT2D_JS_EXPORT(sat2d_js_ray_rect)
int sat2d_js_ray_rect(int v, RAY_ARGS, const float *x, const float *y, const float *w,
                      const float *h, size_t n, uint8_t *hit, float *t, float *nx, float *ny) {
    if (!sat2d_js_variant_has(v, SAT2D_RAY_RECT)) return -1;
    int bad = check_rays(px, py, dx, dy, tmax, n);
    if (bad) return bad;
    if ((bad = check_rects(x, y, w, h, n))) return (int)n + bad;
    sat2d_ray_hit *out = ray_scratch(n);
    if (!out && n) return -2;
    variant_at(v)->ray_rect(RAY_SOA, (sat2d_rects_soa){x, y, w, h}, n, hit, out);
    split_ray(out, hit, n, t, nx, ny);
    return 0;
}

SAT2D_JS_EXPORT(sat2d_js_ray_poly)
int sat2d_js_ray_poly(int v, RAY_ARGS, const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                      float *t, float *nx, float *ny) {
    if (!sat2d_js_variant_has(v, SAT2D_RAY_POLY)) return -1;
    const int bad = check_rays(px, py, dx, dy, tmax, n);
    if (bad) return bad;
    sat2d_ray_hit *out = ray_scratch(n);
    if (!out && n) return -2;
    variant_at(v)->ray_poly(RAY_SOA, b, n, hit, out);
    split_ray(out, hit, n, t, nx, ny);
    return 0;
}

/* capsule_capsule of variant v: capsule i of A (core from (ax, ay) to (bx, by), radius ar)
 * against capsule i of B; a refused capsule of B is reported as 1 + n + index. */
SAT2D_JS_EXPORT(sat2d_js_capsule_capsule)
int sat2d_js_capsule_capsule(int v, const float *a0x, const float *a0y, const float *a1x,
                             const float *a1y, const float *ar, const float *b0x, const float *b0y,
                             const float *b1x, const float *b1y, const float *br, size_t n,
                             uint8_t *hit, float *depth, float *nx, float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_CAPSULE_CAPSULE)) return -1;
    int bad = check_capsules(a0x, a0y, a1x, a1y, ar, n);
    if (bad) return bad;
    bad = check_capsules(b0x, b0y, b1x, b1y, br, n);
    if (bad) return (int)n + bad;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->capsule_capsule((sat2d_capsules_soa){a0x, a0y, a1x, a1y, ar},
                         (sat2d_capsules_soa){b0x, b0y, b1x, b1y, br}, n, hit, mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* circle_capsule of variant v: circle i (cx, cy, cr) against capsule i; a refused capsule is
 * reported as 1 + n + index. */
SAT2D_JS_EXPORT(sat2d_js_circle_capsule)
int sat2d_js_circle_capsule(int v, const float *cx, const float *cy, const float *cr,
                            const float *b0x, const float *b0y, const float *b1x, const float *b1y,
                            const float *br, size_t n, uint8_t *hit, float *depth, float *nx,
                            float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_CIRCLE_CAPSULE)) return -1;
    int bad = check_circles(cx, cy, cr, n);
    if (bad) return bad;
    bad = check_capsules(b0x, b0y, b1x, b1y, br, n);
    if (bad) return (int)n + bad;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->circle_capsule((sat2d_circles_soa){cx, cy, cr},
                        (sat2d_capsules_soa){b0x, b0y, b1x, b1y, br}, n, hit, mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* capsule_poly of variant v: capsule i against polygon b[i]. */
SAT2D_JS_EXPORT(sat2d_js_capsule_poly)
int sat2d_js_capsule_poly(int v, const float *a0x, const float *a0y, const float *a1x,
                          const float *a1y, const float *ar, const sat2d_convex_poly *const *b,
                          size_t n, uint8_t *hit, float *depth, float *nx, float *ny) {
    const sat2d_variant *var = variant_at(v);
    if (!sat2d_js_variant_has(v, SAT2D_CAPSULE_POLY)) return -1;
    const int bad = check_capsules(a0x, a0y, a1x, a1y, ar, n);
    if (bad) return bad;
    sat2d_mtv *mtv = depth ? mtv_scratch(n) : NULL;
    if (depth && !mtv && n) return -2;
    var->capsule_poly((sat2d_capsules_soa){a0x, a0y, a1x, a1y, ar}, b, n, hit, mtv);
    if (mtv) split_mtv(mtv, hit, n, depth, nx, ny);
    return 0;
}

/* For the demo page: the edge normal of `owner` along which `other` lies furthest outside
 * (max over edges of min over other's corners of the gap). Writes the unit normal and that
 * gap (positive: separated along it) into best[0..2] when it beats best[2]. */
static void widest_gap(const sat2d_convex_poly *owner, const sat2d_convex_poly *other,
                       float *best) {
    for (int i = 0; i < owner->count; i++) {
        const sat2d_vec2 n = sat2d_poly_unit_normal(owner, i);
        const float edge = n.x * sat2d_poly_x(owner)[i] + n.y * sat2d_poly_y(owner)[i];
        float gap = INFINITY;
        for (int j = 0; j < other->count; j++) {
            const float g = n.x * sat2d_poly_x(other)[j] + n.y * sat2d_poly_y(other)[j] - edge;
            gap = g < gap ? g : gap;
        }
        if (gap > best[2]) best[0] = n.x, best[1] = n.y, best[2] = gap;
    }
}

/* For the demo page: the axis that separates a and b most widely among both polygons' edge
 * normals, as (nx, ny, gap) in out; gap > 0 means it separates them (the SAT witness). */
SAT2D_JS_EXPORT(sat2d_js_poly_poly_axis)
void sat2d_js_poly_poly_axis(const sat2d_convex_poly *a, const sat2d_convex_poly *b, float *out) {
    out[0] = 1, out[1] = 0, out[2] = -INFINITY;
    widest_gap(a, b, out);
    widest_gap(b, a, out);
}

/* For the demo page: the axis from the polygon's nearest boundary point to the circle's
 * centre, as (nx, ny, gap) where gap = distance - r (> 0: separated along it). A centre
 * inside the polygon gets the edge normal of least depth and a negative gap. */
SAT2D_JS_EXPORT(sat2d_js_circle_poly_axis)
void sat2d_js_circle_poly_axis(float cx, float cy, float r, const sat2d_convex_poly *b,
                               float *out) {
    float best_d2 = INFINITY, qx = 0, qy = 0;
    int inside = 1;
    float least_depth = INFINITY;
    for (int i = 0; i < b->count; i++) {
        const int j = i + 1 == b->count ? 0 : i + 1;
        const float x0 = sat2d_poly_x(b)[i], y0 = sat2d_poly_y(b)[i];
        const float ex = sat2d_poly_x(b)[j] - x0, ey = sat2d_poly_y(b)[j] - y0;
        const float len2 = ex * ex + ey * ey;
        float t = ((cx - x0) * ex + (cy - y0) * ey) / len2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const float px = x0 + t * ex, py = y0 + t * ey;
        const float d2 = (cx - px) * (cx - px) + (cy - py) * (cy - py);
        if (d2 < best_d2) best_d2 = d2, qx = px, qy = py;
        const sat2d_vec2 n = sat2d_poly_unit_normal(b, i);
        const float outside = n.x * (cx - x0) + n.y * (cy - y0);
        if (outside > 0) inside = 0;
        if (-outside < least_depth) least_depth = -outside, out[0] = n.x, out[1] = n.y;
    }
    if (inside) {
        out[2] = -least_depth - r;
        return;
    }
    const float d = sqrtf(best_d2);
    out[0] = d > 0 ? (cx - qx) / d : 1, out[1] = d > 0 ? (cy - qy) / d : 0, out[2] = d - r;
}
