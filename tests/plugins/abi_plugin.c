/* Contenders built against other test counts than this sat2d's, one per LAYOUT
 * (tests/plugins/CMakeLists.txt builds one library each), for the ABI's promise that adding a test
 * keeps plugins loading (sat2d/plugin.h, docs/plugins.md "Tests added later"):
 *   1  "abi_v1": a sat2d_plugin of ABI version 1 without slot_count, and a variant table of its 14
 *      slots; fills point_point and transform (the last of the 14);
 *   2  "abi_short": slot_count 3 (a sat2d that knew 3 tests), a table of 3 slots; fills
 *      point_point and point_rect (its last);
 *   3  "abi_long": slot_count SAT2D_TEST_COUNT + 2 (a later sat2d), two slots more than this one
 *      knows, filled with a function that aborts; fills circle_circle and the last known slot;
 *   4  "abi_future": slot_count SAT2D_TEST_COUNT + 1 and only the unknown slot filled: refused.
 * Each table, and the sat2d_plugin itself, ends exactly where an inaccessible page begins, so a
 * loader that reads past what the plugin says it holds crashes instead of reading zeros. The
 * filled slots are the reference's, from this plugin's own copy of the library. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <sat2d/plugin.h>

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if LAYOUT == 1
#define NAME "abi_v1"
#define SLOTS SAT2D_PLUGIN_V1_SLOTS
#elif LAYOUT == 2
#define NAME "abi_short"
#define SLOTS 3
#elif LAYOUT == 3
#define NAME "abi_long"
#define SLOTS (SAT2D_TEST_COUNT + 2)
#else
#define NAME "abi_future"
#define SLOTS (SAT2D_TEST_COUNT + 1)
#endif

/* A slot of a test this sat2d does not know: never to be called. */
static void unknown_test(void) {
    abort();
}

/* `bytes` of writable memory that end where an inaccessible page begins; NULL on failure. */
static unsigned char *before_guard(size_t bytes) {
    const size_t page = (size_t)sysconf(_SC_PAGESIZE), pages = (bytes + page - 1) / page;
    unsigned char *p =
        mmap(NULL, (pages + 1) * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || mprotect(p + pages * page, page, PROT_NONE) != 0) return NULL;
    return p + pages * page - bytes;
}

/* The variant table as a plugin built with SLOTS tests lays it out: the fields before the slots,
 * then SLOTS slots. */
static const sat2d_variant *make_table(void) {
    const sat2d_variant *ref = sat2d_variant_find("textbook");
    if (!ref) return NULL;
    sat2d_variant known = {
        .name = NAME, .summary = "a table of " NAME "'s layout", .kind = SAT2D_KIND_TRICK};
#if LAYOUT == 1
    known.point_point = ref->point_point, known.transform = ref->transform;
#elif LAYOUT == 2
    known.point_point = ref->point_point, known.point_rect = ref->point_rect;
#elif LAYOUT == 3
    known.circle_circle = ref->circle_circle, known.transform = ref->transform;
#endif
    const size_t bytes = SAT2D_VARIANT_SIZE(SLOTS);
    unsigned char *table = before_guard(bytes);
    if (!table) return NULL;
    memcpy(table, &known, SLOTS < SAT2D_TEST_COUNT ? bytes : sizeof known);
    void (*extra)(void) = unknown_test;
    for (size_t k = SAT2D_TEST_COUNT; k < SLOTS; k++)
        memcpy(table + SAT2D_VARIANT_SIZE(k), &extra, sizeof extra);
    return (const sat2d_variant *)(void *)table;
}

static const sat2d_variant *variants[1];

SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    variants[0] = make_table();
    if (!variants[0]) return NULL;
    const sat2d_plugin plugin = {
        .abi_version = SAT2D_PLUGIN_ABI_VERSION,
        .struct_size = LAYOUT == 1 ? (uint32_t)SAT2D_PLUGIN_V1_SIZE : (uint32_t)sizeof plugin,
        .name = "sat2d_test_abi",
        .variant_count = 1,
        .variants = variants,
        .slot_count = LAYOUT == 1 ? 0 : (uint32_t)SLOTS,
    };
    /* version 1's table ends before slot_count */
    const size_t size = plugin.struct_size;
    unsigned char *at = before_guard(size);
    if (!at) return NULL;
    memcpy(at, &plugin, size);
    return (const sat2d_plugin *)(void *)at;
}
