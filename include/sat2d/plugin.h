/* sat2d/plugin.h — the contender ABI: an engine's own implementation enters sat2d's registry
 * as a shared library, without editing sat2d. `sat2d check`, `sat2d-proptest` and
 * `sat2d-bench` take `--plugin PATH`, load it with dlopen, call its entry point and treat each
 * variant it returns like a registered one (agreement, oracle, known answers, benchmarks).
 *
 * A plugin is a shared library that exports one C function, SAT2D_PLUGIN_ENTRY_NAME, of type
 * sat2d_plugin_entry_fn. Its variants use the registry's batch signatures (sat2d/registry.h)
 * and the storage layout of sat2d/shapes.h; slots it leaves NULL are skipped. Variant names
 * must not clash with registered ones. The table and everything it points to must stay valid
 * until the process exits. */
#ifndef SAT2D_PLUGIN_H
#define SAT2D_PLUGIN_H

#include <stdint.h>

#include "sat2d/registry.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version this header describes; a loader refuses any other. Bumped whenever
 * sat2d_plugin, sat2d_variant or a batch signature changes. */
#define SAT2D_PLUGIN_ABI_VERSION 1u

/* The symbol a plugin exports (plain C linkage). */
#define SAT2D_PLUGIN_ENTRY_NAME "sat2d_plugin_entry"

/* What the entry point returns: one or more variant tables under one plugin name. */
typedef struct sat2d_plugin {
    uint32_t abi_version;                 /* must be SAT2D_PLUGIN_ABI_VERSION */
    uint32_t struct_size;                 /* sizeof(sat2d_plugin) as the plugin was compiled */
    const char *name;                     /* the plugin's name, for messages ("box2d_overlap") */
    size_t variant_count;                 /* 1 or more */
    const sat2d_variant *const *variants; /* variant_count tables, each with a unique name */
} sat2d_plugin;

/* The entry point's type: returns the plugin's table, or NULL when it cannot run (the loader
 * then refuses it with a clear error). */
typedef const sat2d_plugin *(*sat2d_plugin_entry_fn)(void);

/* Export the entry point with default visibility and C linkage from a plugin's source. */
#if defined(_WIN32)
#define SAT2D_PLUGIN_EXPORT __declspec(dllexport)
#else
#define SAT2D_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
}
#endif
#endif
