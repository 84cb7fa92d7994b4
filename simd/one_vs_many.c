/* sat2d/batch.h: picks the one-vs-many poly_poly kernel once per call by what the CPU runs
 * (the registry's own ISA check, so it agrees with sat2d_variant_available()). */
#include "one_vs_many.h"

#include "sat2d/registry.h"

/* 1 if this CPU has every ISA bit the 8-lane kernel was compiled for. */
static int w8_runs(void) {
    const sat2d_variant probe = {.name = "one_vs_many_w8", .isa = sat2d_one_vs_many_w8_isa};
    return sat2d_variant_available(&probe);
}

int sat2d_poly_poly_one_vs_many_width(void) {
    return w8_runs() ? 8 : 4;
}

int sat2d_poly_poly_one_vs_many_lanes(int lanes, const sat2d_convex_poly *a,
                                      const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                      sat2d_mtv *mtv) {
    if (lanes == 4) {
        sat2d_one_vs_many_w4(a, b, n, hit, mtv);
        return 0;
    }
    if (lanes == 8 && w8_runs()) {
        sat2d_one_vs_many_w8(a, b, n, hit, mtv);
        return 0;
    }
    return -1;
}

void sat2d_poly_poly_one_vs_many(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b,
                                 size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    sat2d_poly_poly_one_vs_many_lanes(sat2d_poly_poly_one_vs_many_width(), a, b, n, hit, mtv);
}
