/* Loading contenders: dlopen, the entry point, every check of docs/plugins.md "Validation",
 * then registration (see plugin_load.h). A plugin is refused whole: either all of its variants
 * enter the registry or none does. */
#define _POSIX_C_SOURCE 200809L
#include "plugin_load.h"

#if defined(__wasi__)
/* wasm32-wasi has no dynamic loading: these stand-ins make every --plugin fail to load with
 * the reason below, through the same refusal path as a missing file. */
#define RTLD_NOW 0
#define RTLD_LOCAL 0
static void *dlopen(const char *path, int flags) {
    (void)path, (void)flags;
    return NULL;
}
static char *dlerror(void) {
    return "not supported on this target (wasm32-wasi has no dlopen)";
}
static void *dlsym(void *handle, const char *name) {
    (void)handle, (void)name;
    return NULL;
}
static int dlclose(void *handle) {
    (void)handle;
    return 0;
}
#else
#include <dlfcn.h>
#endif
#include <errno.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Longest variant name accepted: names become benchmark names, JSON strings and file names. */
#define NAME_MAX_LENGTH 63

static int loaded_count;

int sat2d_plugins_loaded(void) {
    return loaded_count;
}

/* Prints "PROG: --plugin PATH: <message>" and returns 0. */
static int refuse(const char *prog, const char *path, const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s: %s %s: ", prog, SAT2D_PLUGIN_OPTION, path);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    return 0;
}

/* 1 if name is 1 to NAME_MAX_LENGTH letters, digits, '_', '-' or '.': it is printed inside
 * answer lines, benchmark names and JSON without quoting. */
static int name_ok(const char *name) {
    size_t n = strlen(name);
    if (n == 0 || n > NAME_MAX_LENGTH) return 0;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '-' || c == '.'))
            return 0;
    }
    return 1;
}

/* A plugin's variant table is a prefix of sat2d_variant: the fields before the slots, then one
 * slot per test in the order of SAT2D_TESTS, back to back, ending the table. */
#define SLOT_PACKED(id, ID, A, B, WORD, OUT, params)                                               \
    _Static_assert(offsetof(sat2d_variant, id) ==                                                  \
                       SAT2D_VARIANT_SLOTS_OFFSET + SAT2D_##ID * sizeof(sat2d_##id##_fn),          \
                   "slot " #id " is not where a shorter table has it");
SAT2D_TESTS(SLOT_PACKED)
#undef SLOT_PACKED
_Static_assert(sizeof(sat2d_variant) == SAT2D_VARIANT_SIZE(SAT2D_TEST_COUNT),
               "the slots end sat2d_variant");
_Static_assert(SAT2D_PLUGIN_V1_SLOTS <= SAT2D_TEST_COUNT, "tests are only ever appended");

/* The slots in each of p's variant tables (slot_count, or the tables of ABI version 1 when the
 * plugin's table is too short to hold it or leaves it 0). */
static size_t plugin_slots(const sat2d_plugin *p) {
    const size_t end = offsetof(sat2d_plugin, slot_count) + sizeof p->slot_count;
    const size_t slots = p->struct_size >= end ? p->slot_count : 0;
    return slots ? slots : SAT2D_PLUGIN_V1_SLOTS;
}

/* Copies a plugin's variant table of `slots` slots into a full one: the slots of the tests this
 * sat2d knows that the table holds, the others NULL; never reads past the plugin's table. */
static void copy_variant(sat2d_variant *to, const sat2d_variant *from, size_t slots) {
    memset(to, 0, sizeof *to);
    memcpy(to, from, SAT2D_VARIANT_SIZE(slots < SAT2D_TEST_COUNT ? slots : SAT2D_TEST_COUNT));
}

static int fills_any_slot(const sat2d_variant *v) {
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        if (sat2d_variant_has(v, (sat2d_test_id)t)) return 1;
    return 0;
}

/* Checks variant k of a plugin in the loader's copies of its tables (copies[0..k], from tables of
 * `slots` slots); 1 if it may be registered, else prints why and returns 0. */
static int variant_ok(const char *prog, const char *path, const sat2d_variant *copies, size_t k,
                      size_t slots) {
    const sat2d_variant *v = &copies[k];
    if (!v->name) return refuse(prog, path, "variant %zu has no name", k + 1);
    if (!name_ok(v->name))
        return refuse(prog, path,
                      "variant %zu's name '%.80s' is not 1 to %d letters, digits, '_', '-' or '.'",
                      k + 1, v->name, NAME_MAX_LENGTH);
    if (strcmp(v->name, "all") == 0)
        return refuse(prog, path, "variant name 'all' is reserved (sat2d check --impl all)");
    if (v->kind != SAT2D_KIND_TRICK && v->kind != SAT2D_KIND_PITFALL)
        return refuse(prog, path,
                      "variant '%s' has kind %d, but a contender is SAT2D_KIND_TRICK (%d) or "
                      "SAT2D_KIND_PITFALL (%d): textbook is the only reference",
                      v->name, (int)v->kind, (int)SAT2D_KIND_TRICK, (int)SAT2D_KIND_PITFALL);
    const unsigned known_isa = SAT2D_ISA_AVX2 | SAT2D_ISA_AVX512 | SAT2D_ISA_AVX512VL;
    if (v->isa & ~known_isa)
        return refuse(prog, path, "variant '%s' asks for unknown instruction-set bits 0x%x",
                      v->name, v->isa & ~known_isa);
    if (!fills_any_slot(v) && slots > SAT2D_TEST_COUNT)
        return refuse(prog, path,
                      "variant '%s' fills no test slot this sat2d knows (its table has %zu slots, "
                      "this sat2d knows the first %d tests)",
                      v->name, slots, (int)SAT2D_TEST_COUNT);
    if (!fills_any_slot(v)) return refuse(prog, path, "variant '%s' fills no test slot", v->name);
    const sat2d_variant *taken = sat2d_variant_find(v->name);
    if (taken) {
        const char *origin = sat2d_variant_origin(taken);
        return refuse(prog, path, "variant '%s' clashes with %s%s", v->name,
                      origin ? "the variant of the same name loaded from " : "sat2d's builtin ",
                      origin ? origin : "variant of the same name");
    }
    for (size_t j = 0; j < k; j++)
        if (strcmp(copies[j].name, v->name) == 0)
            return refuse(prog, path, "variant '%s' appears twice in the plugin", v->name);
    return 1;
}

int sat2d_plugin_load(const char *prog, const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return refuse(prog, path, "cannot load: %s", strerror(errno));
    if (!S_ISREG(st.st_mode)) return refuse(prog, path, "cannot load: not a regular file");
    /* dlopen searches the library path for a bare name; the user means the file named. */
    char *where = malloc(strlen(path) + 3);
    if (!where) return refuse(prog, path, "out of memory");
    sprintf(where, "%s%s", strchr(path, '/') ? "" : "./", path);
    dlerror();
    void *handle = dlopen(where, RTLD_NOW | RTLD_LOCAL);
    free(where);
    if (!handle) {
        const char *why = dlerror();
        return refuse(prog, path, "cannot load: %s", why ? why : "dlopen failed");
    }
    /* POSIX: a function pointer converted from dlsym's void *; memcpy keeps -Wpedantic quiet. */
    void *symbol = dlsym(handle, SAT2D_PLUGIN_ENTRY_NAME);
    sat2d_plugin_entry_fn entry;
    if (!symbol) {
        dlclose(handle);
        return refuse(prog, path,
                      "no symbol '%s' (export it with SAT2D_PLUGIN_EXPORT and C linkage; see "
                      "sat2d/plugin.h)",
                      SAT2D_PLUGIN_ENTRY_NAME);
    }
    memcpy(&entry, &symbol, sizeof entry);
    const sat2d_plugin *p = entry();
    int ok = 1;
    if (!p)
        ok = refuse(prog, path, "%s() returned NULL (the plugin says it cannot run)",
                    SAT2D_PLUGIN_ENTRY_NAME);
    else if (p->abi_version != SAT2D_PLUGIN_ABI_VERSION)
        ok = refuse(prog, path,
                    "ABI version %u, this sat2d speaks version %u (rebuild the plugin against "
                    "this sat2d's sat2d/plugin.h)",
                    (unsigned)p->abi_version, (unsigned)SAT2D_PLUGIN_ABI_VERSION);
    else if (p->struct_size < SAT2D_PLUGIN_V1_SIZE)
        ok = refuse(prog, path, "table is %u bytes, this sat2d's sat2d_plugin is at least %zu",
                    (unsigned)p->struct_size, (size_t)SAT2D_PLUGIN_V1_SIZE);
    else if (!p->name || !*p->name)
        ok = refuse(prog, path, "the plugin table has no name");
    else if (p->variant_count == 0 || !p->variants)
        ok = refuse(prog, path, "plugin '%.80s' has no variants", p->name);
    else if (p->variant_count > SAT2D_MAX_VARIANTS)
        ok = refuse(prog, path, "plugin '%.80s' has %zu variants, at most %d fit", p->name,
                    p->variant_count, SAT2D_MAX_VARIANTS);
    /* The registry keeps its own copy of each table (the plugin cannot change it afterwards),
     * full size whatever the test count the plugin was built with; the checks read the copies. */
    sat2d_variant *copies = ok ? calloc(p->variant_count, sizeof *copies) : NULL;
    if (ok && !copies) ok = refuse(prog, path, "out of memory");
    const size_t slots = ok ? plugin_slots(p) : 0;
    for (size_t k = 0; ok && k < p->variant_count; k++) {
        if (!p->variants[k]) {
            ok = refuse(prog, path, "variant %zu of %zu is NULL", k + 1, p->variant_count);
            break;
        }
        copy_variant(&copies[k], p->variants[k], slots);
        ok = variant_ok(prog, path, copies, k, slots);
    }
    size_t room;
    sat2d_variants(&room);
    room = SAT2D_MAX_VARIANTS - room;
    if (ok && p->variant_count > room)
        ok = refuse(prog, path, "%zu variants do not fit: the registry has room for %zu more",
                    p->variant_count, room);
    if (!ok) {
        free(copies);
        dlclose(handle);
        return 0;
    }
    /* The copies and the path they came from (for messages) live until the process exits, as
     * the library stays loaded. */
    char *origin = strdup(path);
    if (!origin) {
        free(copies);
        dlclose(handle);
        return refuse(prog, path, "out of memory");
    }
    for (size_t k = 0; k < p->variant_count; k++) {
        if (!copies[k].summary) copies[k].summary = p->name;
        sat2d_registry_add(&copies[k], origin); /* cannot fail: checked above */
    }
    loaded_count++;
    /* Answers must reach the terminal or pipe line by line: if a contender crashes the process
     * (see plugin_guard.h), nothing already answered may be lost in a buffer. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    return 1;
}
