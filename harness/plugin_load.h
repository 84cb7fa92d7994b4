/* harness/plugin_load.h — loading contenders (sat2d/plugin.h) for every sat2d program that takes
 * `--plugin PATH`: dlopen, the entry point, validation of the table, and registration of its
 * variants in the registry (sat2d_registry_add), where sat2d_variants, sat2d_variant_find and
 * `sat2d list` see them like builtin ones. docs/plugins.md is the user's guide. */
#ifndef SAT2D_PLUGIN_LOAD_H
#define SAT2D_PLUGIN_LOAD_H

#include "sat2d/plugin.h"

/* The option every program spells the same way. */
#define SAT2D_PLUGIN_OPTION "--plugin"

/* Loads the plugin at path (a path without '/' is taken relative to the current directory,
 * never searched for) and registers every variant it returns. 1 on success; else prints
 * "PROG: --plugin PATH: <what is wrong>" on one line to stderr, registers nothing, and returns
 * 0 (callers then exit with SAT2D_EXIT_USAGE). */
int sat2d_plugin_load(const char *prog, const char *path);

/* How many plugins were loaded successfully in this process. */
int sat2d_plugins_loaded(void);

#endif
