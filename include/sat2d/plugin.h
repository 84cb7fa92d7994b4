/* sat2d/plugin.h — the contender ABI: an engine's own implementation enters sat2d's registry
 * as a shared library, without editing sat2d. `sat2d check`, `sat2d-proptest` and
 * `sat2d-bench` take `--plugin PATH`, load it with dlopen, call its entry point and treat each
 * variant it returns like a registered one (agreement, oracle, known answers, benchmarks).
 *
 * A plugin is a shared library that exports one C function, SAT2D_PLUGIN_ENTRY_NAME, of type
 * sat2d_plugin_entry_fn. Its variants use the registry's batch signatures (sat2d/registry.h)
 * and the storage layout of sat2d/shapes.h; slots it leaves NULL are skipped. Variant names
 * must not clash with registered ones. The table and everything it points to must stay valid
 * until the process exits.
 *
 * Adding a test keeps contenders working: tests are only appended to SAT2D_TESTS, so a variant
 * table built against an earlier sat2d is a prefix of today's, and a plugin says how many slots
 * its tables hold (slot_count = SAT2D_TEST_COUNT). A loader copies each table into one of its
 * own, reads no slot past slot_count (the tests added since read as NULL: not implemented) and
 * ignores slots past the tests it knows (a plugin built against a later sat2d loads too; only
 * the tests this sat2d knows are run). */
#ifndef SAT2D_PLUGIN_H
#define SAT2D_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#include "sat2d/registry.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version this header describes; a loader refuses any other. Changed only by a change
 * that breaks contenders built earlier: a batch signature, the order of the tests, a field of
 * sat2d_plugin or of sat2d_variant before the slots. Appending a test (a slot at the end of
 * sat2d_variant) or a field at the end of sat2d_plugin keeps the version: struct_size and
 * slot_count tell a loader what the plugin's tables hold. */
#define SAT2D_PLUGIN_ABI_VERSION 1u

/* The symbol a plugin exports (plain C linkage). */
#define SAT2D_PLUGIN_ENTRY_NAME "sat2d_plugin_entry"

/* The slots of a variant table of ABI version 1 before slot_count existed: the first 14 tests,
 * point_point to transform. A plugin whose table has no slot_count, or sets it to 0, is read
 * with that many. */
#define SAT2D_PLUGIN_V1_SLOTS 14u

/* Where the slots of a variant table begin (the first test's slot: tests are only appended, so
 * it stays first), and the bytes of a table with `slots` slots. */
#define SAT2D_VARIANT_SLOTS_OFFSET offsetof(sat2d_variant, point_point)
#define SAT2D_VARIANT_SIZE(slots)                                                                  \
    (SAT2D_VARIANT_SLOTS_OFFSET + (size_t)(slots) * sizeof(sat2d_point_point_fn))

/* What the entry point returns: one or more variant tables under one plugin name. */
typedef struct sat2d_plugin {
    uint32_t abi_version;                 /* must be SAT2D_PLUGIN_ABI_VERSION */
    uint32_t struct_size;                 /* sizeof(sat2d_plugin) as the plugin was compiled */
    const char *name;                     /* the plugin's name, for messages ("box2d_overlap") */
    size_t variant_count;                 /* 1 or more */
    const sat2d_variant *const *variants; /* variant_count tables, each with a unique name */
    /* The slots in each of the variant tables: SAT2D_TEST_COUNT as the plugin was compiled. 0, or
     * a table too short to hold this field (struct_size), means SAT2D_PLUGIN_V1_SLOTS. A loader
     * reads no slot past it (those tests are not implemented); slots past the tests it knows
     * (a plugin built against a later sat2d) are ignored. */
    uint32_t slot_count;
} sat2d_plugin;

/* The least struct_size a loader accepts: the table of ABI version 1 without slot_count. */
#define SAT2D_PLUGIN_V1_SIZE offsetof(sat2d_plugin, slot_count)

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
