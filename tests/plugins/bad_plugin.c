/* One defective plugin per DEFECT value, each of which the loader must refuse with its own
 * message and exit status 2 (tests/plugins/CMakeLists.txt builds one library per defect). */
#include <sat2d/plugin.h>

/* Each DEFECT uses only some of the tables below. */
#define SOME_DEFECTS_ONLY __attribute__((unused))

static void some_point_point(sat2d_points_soa a, sat2d_points_soa b, size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++)
        hit[i] = a.x[i] == b.x[i] && a.y[i] == b.y[i];
}

SOME_DEFECTS_ONLY static const sat2d_variant fine = {
    .name = "bad_plugin_fine", .kind = SAT2D_KIND_TRICK, .point_point = some_point_point};
SOME_DEFECTS_ONLY static const sat2d_variant clash = {
    .name = "textbook", .kind = SAT2D_KIND_TRICK, .point_point = some_point_point};
SOME_DEFECTS_ONLY static const sat2d_variant unnamed = {.kind = SAT2D_KIND_TRICK,
                                                        .point_point = some_point_point};
SOME_DEFECTS_ONLY static const sat2d_variant bad_kind = {
    .name = "bad_kind", .kind = SAT2D_KIND_REFERENCE, .point_point = some_point_point};
SOME_DEFECTS_ONLY static const sat2d_variant no_slot = {.name = "no_slot",
                                                        .kind = SAT2D_KIND_TRICK};
SOME_DEFECTS_ONLY static const sat2d_variant bad_name = {
    .name = "has space", .kind = SAT2D_KIND_TRICK, .point_point = some_point_point};

#if DEFECT == 1 /* clash with a builtin name */
static const sat2d_variant *const variants[] = {&fine, &clash};
#elif DEFECT == 2 /* a NULL variant */
static const sat2d_variant *const variants[] = {&fine, NULL};
#elif DEFECT == 3
static const sat2d_variant *const variants[] = {&unnamed};
#elif DEFECT == 4
static const sat2d_variant *const variants[] = {&bad_kind};
#elif DEFECT == 5
static const sat2d_variant *const variants[] = {&no_slot};
#elif DEFECT == 6
static const sat2d_variant *const variants[] = {&bad_name};
#elif DEFECT == 7 /* the same name twice */
static const sat2d_variant *const variants[] = {&fine, &fine};
#else
static const sat2d_variant *const variants[] = {&fine};
#endif

static const sat2d_plugin plugin = {
    .abi_version = SAT2D_PLUGIN_ABI_VERSION + (DEFECT == 8), /* 8: a wrong ABI version */
    .struct_size = DEFECT == 9 ? 8 : sizeof(sat2d_plugin),   /* 9: an older, smaller table */
    .name = DEFECT == 10 ? NULL : "sat2d_test_bad",          /* 10: no name */
    .variant_count = DEFECT == 11 ? 0 : sizeof variants / sizeof *variants, /* 11: none */
    .variants = variants,
};

#if DEFECT == 12 /* 12: the entry point under another name (no symbol) */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry_misspelt(void);
const sat2d_plugin *sat2d_plugin_entry_misspelt(void) {
    return &plugin;
}
#else
/* The entry point; 13: returns NULL. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    return DEFECT == 13 ? NULL : &plugin;
}
#endif
