/* edge_only_circle: a deliberately wrong contender, kept to show what sat2d catches.
 *
 * It answers circle_poly the way the first version of seed 002 does: a disc and a convex
 * polygon are declared apart only when one of the polygon's edge planes separates them. That
 * misses the one other axis a disc needs, the one from its centre to the polygon's nearest
 * corner, so a disc sitting diagonally off a corner (both adjacent edge planes overlap it, yet
 * it is apart) is answered "hit". Everything else is done carefully, so that the corner is the
 * only flaw: on the integer grid each edge test is exact (s > 0 && s^2 > r^2 |n|^2 in double,
 * as sat2d's reference decides it). `sat2d-proptest --plugin` must refute it and print a
 * minimal case line; `sat2d check --plugin ... --impl edge_only_circle` on that line then
 * disagrees with textbook. */
#include <math.h>

#include <sat2d/plugin.h>

/* One disc (centre cx, cy, radius r) against polygon b by its edge planes only; writes the
 * least edge push to *mtv when mtv is not NULL and the answer is 1. */
static int edges_only(float cx, float cy, float r, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    int best_edge = 0;
    double best_push = INFINITY;
    for (int i = 0; i < b->count; i++) {
        /* Signed distance of the centre beyond edge i, times |n_i| (n_i is unnormalised). */
        const double s = (double)nx[i] * ((double)cx - x[i]) + (double)ny[i] * ((double)cy - y[i]);
        const double n2 = (double)nx[i] * nx[i] + (double)ny[i] * ny[i];
        if (s > 0 && s * s > (double)r * r * n2) return 0; /* this edge plane separates */
        const double push = r - s / sqrt(n2);
        if (push < best_push) best_push = push, best_edge = i;
    }
    if (mtv) {
        /* B's outward normal faces the disc, so moving B (the polygon) along -u separates. */
        const sat2d_vec2 u = sat2d_poly_unit_normal(b, best_edge);
        *mtv = (sat2d_mtv){(float)best_push, -u.x, -u.y};
    }
    return 1;
}

/* The registry's circle_poly batch signature: pair i is disc i of a against polygon b[i]. */
static void edge_only_circle_poly(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++)
        hit[i] = (uint8_t)edges_only(a.x[i], a.y[i], a.r[i], b[i], mtv ? &mtv[i] : NULL);
}

static const sat2d_variant edge_only_circle = {
    .name = "edge_only_circle",
    .summary = "seed 002's first circle_poly: edge planes only, no corner axis (wrong on "
               "purpose)",
    /* Declared a trick, as an engine declares its own code: it claims to be right, and the
     * agreement and oracle checks are what prove it is not. */
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .circle_poly = edge_only_circle_poly,
};

static const sat2d_variant *const variants[] = {&edge_only_circle};

static const sat2d_plugin plugin = {
    .abi_version = SAT2D_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(sat2d_plugin),
    .name = "edge_only_circle",
    .variant_count = sizeof variants / sizeof *variants,
    .variants = variants,
};

/* The entry point sat2d looks up with dlsym: returns this plugin's table. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
