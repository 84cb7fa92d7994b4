/* Three wrong contenders:
 * - "boundary_only_circle" answers circle_poly by the polygon's edges alone (a hit only where
 *   some edge comes within r of the centre), so a disc lying wholly inside the polygon is
 *   answered "apart". sat2d-proptest --plugin must refute it and print a shrunk case line on
 *   which `sat2d check --impl boundary_only_circle` disagrees with textbook.
 * - "block_slip_circles" answers circle_circle right pair by pair, but its blocks of 4 pairs
 *   (as a kernel with pairs in lanes would) call touching circles apart. A case alone never
 *   reaches a block: sat2d check and sat2d-proptest must still see the slip.
 * - "first_lane_circles" sends the touching pairs of a block of 4 to a second, exact look, which
 *   answers them from the block's first pair (a lane index gone wrong). Alone, and in a block of
 *   copies, every pair is right: only a batch of different cases shows it (lanes_mixed). */
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

static void boundary_only(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                          uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        const sat2d_convex_poly *p = b[i];
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

/* The reference's test (touching is a hit), or in a block the slip: touching counts as apart. */
static int circles_apart(sat2d_circles_soa a, sat2d_circles_soa b, size_t i, int slip) {
    float dx = b.x[i] - a.x[i], dy = b.y[i] - a.y[i], rs = a.r[i] + b.r[i];
    float d2 = dx * dx + dy * dy;
    return slip ? d2 >= rs * rs : d2 > rs * rs;
}

/* The MTV of hit pair i: the reference's. */
static sat2d_mtv circles_mtv(sat2d_circles_soa a, sat2d_circles_soa b, size_t i) {
    float dx = b.x[i] - a.x[i], dy = b.y[i] - a.y[i], d = sqrtf(dx * dx + dy * dy);
    return d > 0 ? (sat2d_mtv){a.r[i] + b.r[i] - d, dx / d, dy / d}
                 : (sat2d_mtv){a.r[i] + b.r[i], 1, 0};
}

static void block_slip(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                       sat2d_mtv *mtv) {
    const size_t blocks = n - n % 4;
    for (size_t i = 0; i < n; i++) {
        hit[i] = (uint8_t)!circles_apart(a, b, i, i < blocks);
        if (hit[i] && mtv) mtv[i] = circles_mtv(a, b, i);
    }
}

static void first_lane(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                       sat2d_mtv *mtv) {
    const size_t blocks = n - n % 4;
    for (size_t i = 0; i < n; i++) {
        const int touching = circles_apart(a, b, i, 1) != circles_apart(a, b, i, 0);
        const size_t from = i < blocks && touching ? i - i % 4 : i; /* the slip */
        hit[i] = (uint8_t)!circles_apart(a, b, from, 0);
        if (hit[i] && mtv) mtv[i] = circles_mtv(a, b, i);
    }
}

static const sat2d_variant block_slip_circles = {
    .name = "block_slip_circles",
    .summary = "circle_circle right pair by pair, touching called apart in blocks (wrong)",
    .kind = SAT2D_KIND_TRICK,
    .circle_circle = block_slip,
};

static const sat2d_variant boundary_only_circle = {
    .name = "boundary_only_circle",
    .summary = "circle_poly by the edges alone: misses a disc inside the polygon (wrong)",
    .kind = SAT2D_KIND_TRICK,
    .circle_poly = boundary_only,
};
static const sat2d_variant first_lane_circles = {
    .name = "first_lane_circles",
    .summary = "circle_circle right alone and in copies, touching pairs of a block answered from "
               "its first pair (wrong)",
    .kind = SAT2D_KIND_TRICK,
    .circle_circle = first_lane,
};
static const sat2d_variant *const variants[] = {&boundary_only_circle, &block_slip_circles,
                                                &first_lane_circles};
static const sat2d_plugin plugin = {SAT2D_PLUGIN_ABI_VERSION, sizeof(sat2d_plugin),
                                    "sat2d_test_wrong", 3, variants};

/* The entry point. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
