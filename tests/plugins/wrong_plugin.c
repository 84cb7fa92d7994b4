/* A wrong contender: "boundary_only_circle" answers circle_poly by the polygon's edges alone (a
 * hit only where some edge comes within r of the centre), so a disc lying wholly inside the
 * polygon is answered "apart". sat2d-proptest --plugin must refute it and print a shrunk case
 * line on which `sat2d check --impl boundary_only_circle` disagrees with textbook. */
#include <math.h>

#include <sat2d/plugin.h>

/* Squared distance from (px, py) to the segment from (ax, ay) to (bx, by), in double. */
static double segment_distance2(double px, double py, double ax, double ay, double bx, double by) {
    double ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
    double t = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double dx = px - (ax + t * ex), dy = py - (ay + t * ey);
    return dx * dx + dy * dy;
}

static void boundary_only(sat2d_circles_soa a, const sat2d_poly *const *b, size_t n, uint8_t *hit,
                          sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        const sat2d_poly *p = b[i];
        const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
        double best = INFINITY;
        for (int k = 0; k < p->count; k++) {
            int j = k + 1 == p->count ? 0 : k + 1;
            double d2 = segment_distance2(a.x[i], a.y[i], x[k], y[k], x[j], y[j]);
            if (d2 < best) best = d2;
        }
        hit[i] = best <= (double)a.r[i] * a.r[i];
        if (hit[i] && mtv) mtv[i] = (sat2d_mtv){(float)(a.r[i] - sqrt(best)), 1, 0};
    }
}

static const sat2d_variant boundary_only_circle = {
    .name = "boundary_only_circle",
    .summary = "circle_poly by the edges alone: misses a disc inside the polygon (wrong)",
    .kind = SAT2D_KIND_TRICK,
    .circle_poly = boundary_only,
};
static const sat2d_variant *const variants[] = {&boundary_only_circle};
static const sat2d_plugin plugin = {SAT2D_PLUGIN_ABI_VERSION, sizeof(sat2d_plugin),
                                    "sat2d_test_wrong", 1, variants};

/* The entry point. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
