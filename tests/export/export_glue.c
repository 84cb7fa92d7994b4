/* The implementation of the exported header (build/.../single/sat2d_single.h, every test),
 * compiled here as a consumer compiles it, and its slots handed over as registry tables.
 * The header's types are the library's under another prefix (sat2dx_), the same layout by
 * construction; a slot is passed as the library's slot type through void (*)(void), the one
 * conversion of function pointers C leaves to the ABI, where both types pass the same bytes. */
/* EXPORT_GLUE_NO_IMPLEMENTATION: the implementation is another unit's (the example's
 * sat2d_impl.c, in tests/export/check_choice.py), and this one only hands its slots over. */
#ifndef EXPORT_GLUE_NO_IMPLEMENTATION
#define SAT2D_IMPLEMENTATION
#endif
#include "sat2d_single.h"

#include "export_glue.h"

_Static_assert(sizeof(sat2dx_convex_poly) == sizeof(sat2d_convex_poly), "same layout");
_Static_assert(sizeof(sat2dx_mtv) == sizeof(sat2d_mtv), "same layout");
_Static_assert(sizeof(sat2dx_toi) == sizeof(sat2d_toi), "same layout");
_Static_assert(sizeof(sat2dx_transform) == sizeof(sat2d_transform), "same layout");
_Static_assert(sizeof(sat2dx_rects_soa) == sizeof(sat2d_rects_soa), "same layout");
_Static_assert(sizeof(sat2dx_ray_hit) == sizeof(sat2d_ray_hit), "same layout");
_Static_assert(sizeof(sat2dx_capsules_soa) == sizeof(sat2d_capsules_soa), "same layout");
_Static_assert(sizeof(sat2dx_rays_soa) == sizeof(sat2d_rays_soa), "same layout");

int export_glue_level(void) {
    return sat2dx_export_level();
}

int export_glue_table(int level, sat2d_variant *v) {
    static const char *const names[] = {"export_scalar", "export_lanes4", "export_avx2",
                                        "export_avx512"};
    if (level < 0 || level > sat2dx_export_level()) return 0;
    *v = (sat2d_variant){.name = names[level],
                         .summary = "the exported header's slots at one dispatch level",
                         .kind = SAT2D_KIND_TRICK};
#define EXPORT_GLUE_SLOT_(id, ID, A, B, WORD, OUT, params)                                         \
    v->id = (sat2d_##id##_fn)(void (*)(void))sat2dx_export_##id(level);
    SAT2D_TESTS(EXPORT_GLUE_SLOT_)
#undef EXPORT_GLUE_SLOT_
    return 1;
}

const char *export_glue_variant(const char *test, int level) {
    return sat2dx_export_variant(test, level);
}

const char *export_glue_commit(void) {
    return sat2dx_export_commit();
}
