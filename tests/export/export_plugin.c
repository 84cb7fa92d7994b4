/* The exported header as a contender (--plugin): `export`, the slots a consumer gets on this
 * CPU, and one variant per dispatch level this CPU runs, export_scalar .. export_avx512, so sat2d
 * check, sat2d-proptest, sat2d-agreement and the fuzzers hold the exported code to the reference
 * with no code of their own. */
#include "sat2d/plugin.h"

#include "export_glue.h"

SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);

const sat2d_plugin *sat2d_plugin_entry(void) {
    static sat2d_variant tables[5];
    static const sat2d_variant *list[5];
    static sat2d_plugin plugin;
    size_t n = 0;
    if (export_glue_table(export_glue_level(), &tables[n])) {
        tables[n].name = "export";
        list[n] = &tables[n];
        n++;
    }
    for (int level = 0; level <= export_glue_level(); level++)
        if (export_glue_table(level, &tables[n])) {
            list[n] = &tables[n];
            n++;
        }
    plugin = (sat2d_plugin){.abi_version = SAT2D_PLUGIN_ABI_VERSION,
                            .struct_size = sizeof plugin,
                            .name = "sat2d_single",
                            .variant_count = n,
                            .variants = list,
                            .slot_count = SAT2D_TEST_COUNT};
    return &plugin;
}
