/* tests/export/export_glue.h — the exported header's dispatch levels as registry tables, so the
 * library's own machinery (slot calls, the agreement rules, the plugin loader) runs them. */
#ifndef SAT2D_EXPORT_GLUE_H
#define SAT2D_EXPORT_GLUE_H

#include "sat2d/registry.h"

/* The highest dispatch level the exported header runs on this CPU (0 scalar .. 3 AVX-512). */
int export_glue_level(void);

/* Fills *v with the exported slots of every test at `level` (name export_<level name>); 0 if
 * the CPU lacks the level, else 1. */
int export_glue_table(int level, sat2d_variant *v);

/* The library variant whose code answers the test (its id string) at `level` in the export (NULL:
 * none). */
const char *export_glue_variant(const char *test, int level);

/* The commit the exported header was made from. */
const char *export_glue_commit(void);

#endif
