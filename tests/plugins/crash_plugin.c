/* A contender that crashes: "crash_circles" answers circle_circle by its own small code, and
 * writes through a NULL pointer on any pair whose first circle has an integer centre x and an
 * integer radius of at least 3 (such as "circle 1 2 3 | circle 4 5 6"). The programs must name
 * it, print that case line, and exit with status 3 without crashing themselves. "crash_always"
 * crashes on every call; "crash_mixed" only on a batch of different pairs, where the programs
 * must list the batch's cases. */
#include <math.h>

#include <sat2d/plugin.h>

/* A null pointer the compiler cannot see through, so the write is really made. */
volatile int *volatile crash_target;

static void crash_circle_circle(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                                sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        if (a.x[i] == floorf(a.x[i]) && a.r[i] == floorf(a.r[i]) && a.r[i] >= 3)
            *crash_target = 1; /* deliberate: this contender is the crash under test */
        double dx = (double)b.x[i] - a.x[i], dy = (double)b.y[i] - a.y[i];
        double d = sqrt(dx * dx + dy * dy), reach = (double)a.r[i] + b.r[i];
        hit[i] = d <= reach;
        if (hit[i] && mtv)
            mtv[i] = d > 0 ? (sat2d_mtv){(float)(reach - d), (float)(dx / d), (float)(dy / d)}
                           : (sat2d_mtv){(float)reach, 1, 0};
    }
}

static const sat2d_variant crash_circles = {
    .name = "crash_circles",
    .summary = "circle_circle that writes through NULL on some cases (plugin tests)",
    .kind = SAT2D_KIND_TRICK,
    .circle_circle = crash_circle_circle,
};
/* "crash_always": circle_rect that crashes on its first pair (sat2d-bench's hits check). */
static void crash_circle_rect(sat2d_circles_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit) {
    (void)a, (void)b;
    if (n) *crash_target = 1;
    for (size_t i = 0; i < n; i++)
        hit[i] = 0;
}

static const sat2d_variant crash_always = {
    .name = "crash_always",
    .summary = "circle_rect that writes through NULL on every call (plugin tests)",
    .kind = SAT2D_KIND_TRICK,
    .circle_rect = crash_circle_rect,
};
/* "crash_mixed": circle_circle right alone and on copies of one pair, a crash on a batch whose
 * first circles differ (sat2d check's batches of different cases). */
static void crash_mixed_circle_circle(sat2d_circles_soa a, sat2d_circles_soa b, size_t n,
                                      uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 1; i < n; i++)
        if (a.x[i] != a.x[0] || a.y[i] != a.y[0] || a.r[i] != a.r[0]) *crash_target = 1;
    for (size_t i = 0; i < n; i++) {
        const float dx = b.x[i] - a.x[i], dy = b.y[i] - a.y[i], reach = a.r[i] + b.r[i];
        hit[i] = dx * dx + dy * dy <= reach * reach;
        if (mtv) mtv[i] = (sat2d_mtv){0, 1, 0};
    }
}

static const sat2d_variant crash_mixed = {
    .name = "crash_mixed",
    .summary =
        "circle_circle that writes through NULL on a batch of different pairs (plugin tests)",
    .kind = SAT2D_KIND_TRICK,
    .circle_circle = crash_mixed_circle_circle,
};
static const sat2d_variant *const variants[] = {&crash_circles, &crash_always, &crash_mixed};
static const sat2d_plugin plugin = {SAT2D_PLUGIN_ABI_VERSION, sizeof(sat2d_plugin),
                                    "sat2d_test_crash", 3, variants};

/* The entry point. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
