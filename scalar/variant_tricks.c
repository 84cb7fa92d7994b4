/* The scalar trick variants `textbook_bc`, `unnorm` and `planes` (seed 001's "cutting
 * corners"). */
#include "batch_loops.h"

/* Seed 001's first trick: the bounding circles first; SAT only for pairs they cannot reject. */
static int textbook_after_circles(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                  sat2d_mtv *mtv) {
    return sat2d_bounding_circle(a, b) && sat2d_poly_poly(a, b, mtv);
}

SAT2D_LOOP_POLY_POLY(textbook_bc_poly_poly, textbook_after_circles)
SAT2D_LOOP_POLY_POLY(unnorm_poly_poly, sat2d_poly_poly_unnorm)
SAT2D_LOOP_POLY_POLY(planes_poly_poly, sat2d_poly_poly_planes)

const sat2d_variant sat2d_variant_textbook_bc = {
    .name = "textbook_bc",
    .summary = "textbook behind the bounding-circle pre-check (seed 001's first trick)",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .poly_poly = textbook_bc_poly_poly,
};

const sat2d_variant sat2d_variant_unnorm = {
    .name = "unnorm",
    .summary = "scalar SAT on stored unnormalised normals: no sqrt, only the MTV axis normalised",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .poly_poly = unnorm_poly_poly,
};

const sat2d_variant sat2d_variant_planes = {
    .name = "planes",
    .summary = "scalar SAT projecting only the other polygon on each edge plane, branch-free min",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .poly_poly = planes_poly_poly,
};
