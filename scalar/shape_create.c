/* The allocating builders: sat2d_poly_create and sat2d_polygon_create are one path, a block
 * sized for the caller's corner count, built into, and freed again on refusal. */
#include <stdlib.h>

#include "sat2d/build.h"

/* Builds into a block of out_bytes bytes (sat2d_poly_build or sat2d_polygon_build). */
typedef sat2d_status (*build_fn)(void *out, size_t out_bytes, const sat2d_vec2 *pts, int n);

/* Allocates bytes(count) and builds the n points into it with build; NULL with *status set
 * (status may be NULL) on refusal. */
static void *create(const sat2d_vec2 *pts, int n, sat2d_status *status, size_t (*bytes)(int),
                    build_fn build) {
    sat2d_status st = SAT2D_OK;
    /* Duplicates may shrink the outline, so size for the caller's count, capped. */
    int cap = n < 3 ? 3 : (n > SAT2D_MAX_CORNERS ? SAT2D_MAX_CORNERS : n);
    size_t size = bytes(cap);
    void *p = malloc(size);
    if (!p) st = SAT2D_ERR_OUT_OF_MEMORY;
    if (st == SAT2D_OK) st = build(p, size, pts, n);
    if (status) *status = st;
    if (st != SAT2D_OK) {
        free(p);
        return NULL;
    }
    return p;
}

static sat2d_status build_poly(void *out, size_t out_bytes, const sat2d_vec2 *pts, int n) {
    return sat2d_poly_build(out, out_bytes, pts, n);
}

static sat2d_status build_polygon(void *out, size_t out_bytes, const sat2d_vec2 *pts, int n) {
    return sat2d_polygon_build(out, out_bytes, pts, n);
}

sat2d_convex_poly *sat2d_poly_create(const sat2d_vec2 *pts, int n, sat2d_status *status) {
    return create(pts, n, status, sat2d_poly_bytes, build_poly);
}

void sat2d_poly_free(sat2d_convex_poly *poly) {
    free(poly);
}

sat2d_simple_polygon *sat2d_polygon_create(const sat2d_vec2 *pts, int n, sat2d_status *status) {
    return create(pts, n, status, sat2d_polygon_bytes, build_polygon);
}

void sat2d_polygon_free(sat2d_simple_polygon *polygon) {
    free(polygon);
}
