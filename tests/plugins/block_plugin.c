/* A contender whose kernel marks its steady-state block for the cycle models (sat2d/mca.h), as
 * docs/plugins.md tells an engine to: "block_contender", circle_circle one pair a step. CTest
 * perfgate_mca_contender estimates it with bench/perfgate/mca.py --source, writes a baseline,
 * checks the same code against it, and checks the code built with -DSAT2D_BLOCK_SLOWER (a square
 * root and a division more a pair: the same verdicts, more work) fails naming the models. */
#include <math.h>

#include <sat2d/mca.h>
#include <sat2d/plugin.h>

static void block_circle_circle(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                                sat2d_mtv *mtv) {
    const float *ax = a.x, *ay = a.y, *ar = a.r, *bx = b.x, *by = b.y, *br = b.r;
    for (size_t i = 0; i < n; i++) {
        SAT2D_MCA_BEGIN("circle_circle", "block_contender", 1);
        const float dx = bx[i] - ax[i], dy = by[i] - ay[i], rs = ar[i] + br[i];
#ifdef SAT2D_BLOCK_SLOWER
        /* the distance itself, divided back: more latency for the same comparison */
        const float d = sqrtf(dx * dx + dy * dy);
        hit[i] = (uint8_t) !(d / rs * d > rs * (d / rs) * (rs / rs));
#else
        hit[i] = (uint8_t) !(dx * dx + dy * dy > rs * rs);
#endif
        SAT2D_MCA_END("circle_circle", "block_contender", 1);
    }
    for (size_t i = 0; mtv && i < n; i++) {
        if (!hit[i]) continue;
        const float dx = bx[i] - ax[i], dy = by[i] - ay[i], rs = ar[i] + br[i];
        const float d = sqrtf(dx * dx + dy * dy);
        mtv[i] = d > 0 ? (sat2d_mtv){rs - d, dx / d, dy / d} : (sat2d_mtv){rs, 1, 0};
    }
}

static const sat2d_variant block_contender = {
    .name = "block_contender",
    .summary = "a contender with a marked block (cycle-model test)",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .circle_circle = block_circle_circle,
};
static const sat2d_variant *const variants[] = {&block_contender};

static const sat2d_plugin plugin = {
    .abi_version = SAT2D_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(sat2d_plugin),
    .name = "sat2d_test_block",
    .variant_count = 1,
    .variants = variants,
    .slot_count = SAT2D_TEST_COUNT,
};

/* The entry point. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
