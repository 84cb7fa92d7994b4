/* The registry: expands simd/variant_list.h into one table of variants, answers look-ups,
 * and checks once per process which instruction sets this CPU has. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "sat2d/registry.h"

#define SAT2D_VARIANT(name) extern const sat2d_variant sat2d_variant_##name;
#define SAT2D_VARIANT_EVEX(name) SAT2D_VARIANT(name)
#include "variant_list.h"
#undef SAT2D_VARIANT_EVEX
#undef SAT2D_VARIANT

static const sat2d_variant *const avx2_variants[] = {
#define SAT2D_VARIANT(name) &sat2d_variant_##name,
#define SAT2D_VARIANT_EVEX(name) SAT2D_VARIANT(name)
#include "variant_list.h"
#undef SAT2D_VARIANT_EVEX
#undef SAT2D_VARIANT
};

#ifdef SAT2D_AVX_EVEX_BUILD
/* The same list with the AVX-512VL build of each 8-lane table (kernels_avx_evex.c) in place of
 * the AVX2 one: same names, same order. */
#define SAT2D_VARIANT(name)
#define SAT2D_VARIANT_EVEX(name) extern const sat2d_variant sat2d_variant_##name##_evex;
#include "variant_list.h"
#undef SAT2D_VARIANT_EVEX
#undef SAT2D_VARIANT

static const sat2d_variant *const evex_variants[] = {
#define SAT2D_VARIANT(name) &sat2d_variant_##name,
#define SAT2D_VARIANT_EVEX(name) &sat2d_variant_##name##_evex,
#include "variant_list.h"
#undef SAT2D_VARIANT_EVEX
#undef SAT2D_VARIANT
};
_Static_assert(sizeof evex_variants == sizeof avx2_variants, "one EVEX table per AVX2 table");
#endif

static const char *const test_names[SAT2D_TEST_COUNT] = {
#define TEST_NAME(id, ID, A, B, WORD, OUT, params) [SAT2D_##ID] = #id,
    SAT2D_TESTS(TEST_NAME)
#undef TEST_NAME
};

/* Where each test's slot sits in a variant table. */
static const size_t slot_offset[SAT2D_TEST_COUNT] = {
#define SLOT_OFFSET(id, ID, A, B, WORD, OUT, params) [SAT2D_##ID] = offsetof(sat2d_variant, id),
    SAT2D_TESTS(SLOT_OFFSET)
#undef SLOT_OFFSET
};

const char *sat2d_test_name(sat2d_test_id id) {
    return (unsigned)id < SAT2D_TEST_COUNT ? test_names[id] : NULL;
}

sat2d_test_id sat2d_test_find(const char *name) {
    for (int i = 0; i < SAT2D_TEST_COUNT; i++)
        if (name && strcmp(name, test_names[i]) == 0) return (sat2d_test_id)i;
    return SAT2D_TEST_COUNT;
}

enum { BUILTIN_COUNT = sizeof avx2_variants / sizeof avx2_variants[0] };
_Static_assert(BUILTIN_COUNT <= SAT2D_MAX_VARIANTS, "raise SAT2D_MAX_VARIANTS");

/* Once a variant is added at run time, the builtin ones are copied here, the added ones follow;
 * a fixed array, so pointers handed out by sat2d_variants stay valid. */
static const sat2d_variant *registered[SAT2D_MAX_VARIANTS];
static const char *registered_origin[SAT2D_MAX_VARIANTS];
static size_t registered_count; /* 0 until the first addition */

#ifdef SAT2D_AVX_EVEX_BUILD
static unsigned cpu_isa(void);

/* 1 if the registry serves the AVX-512VL build of the 8-lane tables: the CPU has it and
 * SAT2D_AVX_BUILD does not ask for the AVX2 one. Asked once; -1: not asked yet. */
static int serves_evex(void) {
    static atomic_int cached = -1;
    int evex = atomic_load_explicit(&cached, memory_order_relaxed);
    if (evex < 0) {
        const char *asked = getenv("SAT2D_AVX_BUILD");
        evex = (cpu_isa() & SAT2D_ISA_AVX512VL) && !(asked && strcmp(asked, "avx2") == 0);
        atomic_store_explicit(&cached, evex, memory_order_relaxed);
    }
    return evex;
}
#endif

const char *sat2d_avx_build(void) {
#ifdef SAT2D_AVX_EVEX_BUILD
    return serves_evex() ? "AVX-512VL" : "AVX2";
#else
    return "single";
#endif
}

const sat2d_variant *sat2d_variant_other_build(const sat2d_variant *v) {
#ifdef SAT2D_AVX_EVEX_BUILD
    for (size_t i = 0; i < BUILTIN_COUNT; i++) {
        if (avx2_variants[i] == evex_variants[i]) continue;
        if (v == avx2_variants[i]) return evex_variants[i];
        if (v == evex_variants[i]) return avx2_variants[i];
    }
#else
    (void)v;
#endif
    return NULL;
}

/* The builtin variants in listing order, the 8-lane tables of the build serves_evex picks. */
static const sat2d_variant *const *builtin_variants(void) {
#ifdef SAT2D_AVX_EVEX_BUILD
    if (serves_evex()) return evex_variants;
#endif
    return avx2_variants;
}

const sat2d_variant *const *sat2d_variants(size_t *count) {
    if (registered_count) {
        if (count) *count = registered_count;
        return registered;
    }
    if (count) *count = BUILTIN_COUNT;
    return builtin_variants();
}

const sat2d_variant *sat2d_variant_find(const char *name) {
    size_t n;
    const sat2d_variant *const *all = sat2d_variants(&n);
    for (size_t i = 0; i < n; i++)
        if (name && strcmp(name, all[i]->name) == 0) return all[i];
    return NULL;
}

int sat2d_registry_add(const sat2d_variant *v, const char *origin) {
    if (!v || !v->name || sat2d_variant_find(v->name)) return 0;
    if (!registered_count) {
        const sat2d_variant *const *builtin = builtin_variants();
        for (size_t i = 0; i < BUILTIN_COUNT; i++)
            registered[i] = builtin[i];
        registered_count = BUILTIN_COUNT;
    }
    if (registered_count == SAT2D_MAX_VARIANTS) return 0;
    registered_origin[registered_count] = origin;
    registered[registered_count++] = v;
    return 1;
}

const char *sat2d_variant_origin(const sat2d_variant *v) {
    for (size_t i = BUILTIN_COUNT; i < registered_count; i++)
        if (registered[i] == v) return registered_origin[i];
    return NULL;
}

const sat2d_variant *sat2d_reference(void) {
    return &sat2d_variant_textbook;
}

/* AVX2 kernels are only compiled with native AVX2 on x86 (see CMakeLists.txt); elsewhere
 * their tables ask for no ISA because SIMDe emulates or maps them (NEON on aarch64). */
static unsigned cpu_isa(void) {
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
    /* Atomic: the first calls may come from several threads at once (all store one value). */
    static atomic_int cached = -1;
    int isa = atomic_load_explicit(&cached, memory_order_relaxed);
    if (isa < 0) {
        __builtin_cpu_init();
        isa = 0;
        if (__builtin_cpu_supports("avx2")) isa |= SAT2D_ISA_AVX2;
        if (__builtin_cpu_supports("avx512f")) isa |= SAT2D_ISA_AVX512;
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl"))
            isa |= SAT2D_ISA_AVX512VL;
        atomic_store_explicit(&cached, isa, memory_order_relaxed);
    }
    return (unsigned)isa;
#else
    return 0;
#endif
}

int sat2d_variant_available(const sat2d_variant *v) {
    return v && (v->isa & ~cpu_isa()) == 0;
}

int sat2d_variant_has(const sat2d_variant *v, sat2d_test_id id) {
    if (!v || (unsigned)id >= SAT2D_TEST_COUNT) return 0;
    /* Every slot is a function pointer; read it as bytes, whatever its type. */
    void (*slot)(void);
    memcpy(&slot, (const char *)v + slot_offset[id], sizeof slot);
    return slot != NULL;
}
