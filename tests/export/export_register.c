/* Registers the exported header's slots, one variant per dispatch level this CPU runs
 * (export_scalar .. export_avx512), beside the library's variants before main, so a program
 * that walks the registry (the fuzz targets; with EXPORT_REGISTER_ALL, sat2d-agreement and
 * sat2d-proptest where no plugin can run) checks them with no code of its own. */
#include <string.h>

#include "export_glue.h"

/* 1 if the export answers test `id` at `level` with `exact`'s code. The fuzz rules hold a
 * variant to exact's band on floats by its name, which an export table does not carry; such a
 * slot is left out here (sat2d-export-twins proves it writes exact's bytes, and the fuzzers
 * check exact under its own name). */
static int runs_exact(const char *id, int level) {
#ifdef EXPORT_REGISTER_ALL /* the agreement rules hold every contender to the band */
    (void)id, (void)level;
    return 0;
#else
    const char *name = export_glue_variant(id, level);
    return name && strcmp(name, "exact") == 0;
#endif
}

/* Runs before main (and before libFuzzer's first input). */
__attribute__((constructor)) static void export_register(void) {
    static sat2d_variant tables[4];
#ifdef EXPORT_REGISTER_ALL
    /* As the plugin does: `export`, the slots a consumer gets on this CPU, for --impl export. */
    static sat2d_variant here;
    if (export_glue_table(export_glue_level(), &here)) {
        here.name = "export";
        sat2d_registry_add(&here, "sat2d_single.h (tests/export)");
    }
#endif
    for (int level = 0; level <= export_glue_level() && level < 4; level++) {
        sat2d_variant *v = &tables[level];
        if (!export_glue_table(level, v)) continue;
#define EXPORT_REGISTER_SLOT_(id, ID, A, B, WORD, OUT, params)                                     \
    if (runs_exact(#id, level)) v->id = NULL;
        SAT2D_TESTS(EXPORT_REGISTER_SLOT_)
#undef EXPORT_REGISTER_SLOT_
        sat2d_registry_add(v, "sat2d_single.h (tests/export)");
    }
}
