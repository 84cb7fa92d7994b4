/* The registry: expands simd/variant_list.h into one table of variants, answers look-ups,
 * and checks once per process which instruction sets this CPU has. */
#include <string.h>

#include "sat2d/registry.h"

#define SAT2D_VARIANT(name) extern const sat2d_variant sat2d_variant_##name;
#include "variant_list.h"
#undef SAT2D_VARIANT

static const sat2d_variant *const all_variants[] = {
#define SAT2D_VARIANT(name) &sat2d_variant_##name,
#include "variant_list.h"
#undef SAT2D_VARIANT
};

static const char *const test_names[SAT2D_TEST_COUNT] = {
    [SAT2D_POINT_POINT] = "point_point",
    [SAT2D_POINT_CIRCLE] = "point_circle",
    [SAT2D_POINT_RECT] = "point_rect",
    [SAT2D_CIRCLE_CIRCLE] = "circle_circle",
    [SAT2D_RECT_RECT] = "rect_rect",
    [SAT2D_CIRCLE_RECT] = "circle_rect",
    [SAT2D_POLY_POLY] = "poly_poly",
    [SAT2D_CIRCLE_POLY] = "circle_poly",
    [SAT2D_POINT_POLYGON] = "point_polygon",
    [SAT2D_SEGMENT_SEGMENT] = "segment_segment",
    [SAT2D_POLYGON_POLYGON] = "polygon_polygon",
    [SAT2D_POLY_POLY_SWEEP] = "poly_poly_sweep",
    [SAT2D_BOUNDING_CIRCLE] = "bounding_circle",
    [SAT2D_TRANSFORM] = "transform",
};

const char *sat2d_test_name(sat2d_test_id id) {
    return (unsigned)id < SAT2D_TEST_COUNT ? test_names[id] : NULL;
}

sat2d_test_id sat2d_test_find(const char *name) {
    for (int i = 0; i < SAT2D_TEST_COUNT; i++)
        if (name && strcmp(name, test_names[i]) == 0) return (sat2d_test_id)i;
    return SAT2D_TEST_COUNT;
}

enum { BUILTIN_COUNT = sizeof all_variants / sizeof all_variants[0] };
_Static_assert(BUILTIN_COUNT <= SAT2D_MAX_VARIANTS, "raise SAT2D_MAX_VARIANTS");

/* Once a variant is added at run time, the builtin ones are copied here, the added ones follow;
 * a fixed array, so pointers handed out by sat2d_variants stay valid. */
static const sat2d_variant *registered[SAT2D_MAX_VARIANTS];
static const char *registered_origin[SAT2D_MAX_VARIANTS];
static size_t registered_count; /* 0 until the first addition */

const sat2d_variant *const *sat2d_variants(size_t *count) {
    if (registered_count) {
        if (count) *count = registered_count;
        return registered;
    }
    if (count) *count = BUILTIN_COUNT;
    return all_variants;
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
        for (size_t i = 0; i < BUILTIN_COUNT; i++)
            registered[i] = all_variants[i];
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
    static int cached = -1;
    if (cached < 0) {
        __builtin_cpu_init();
        unsigned isa = 0;
        if (__builtin_cpu_supports("avx2")) isa |= SAT2D_ISA_AVX2;
        if (__builtin_cpu_supports("avx512f")) isa |= SAT2D_ISA_AVX512;
        cached = (int)isa;
    }
    return (unsigned)cached;
#else
    return 0;
#endif
}

int sat2d_variant_available(const sat2d_variant *v) {
    return v && (v->isa & ~cpu_isa()) == 0;
}

int sat2d_variant_has(const sat2d_variant *v, sat2d_test_id id) {
    switch (id) {
    case SAT2D_POINT_POINT:
        return v->point_point != NULL;
    case SAT2D_POINT_CIRCLE:
        return v->point_circle != NULL;
    case SAT2D_POINT_RECT:
        return v->point_rect != NULL;
    case SAT2D_CIRCLE_CIRCLE:
        return v->circle_circle != NULL;
    case SAT2D_RECT_RECT:
        return v->rect_rect != NULL;
    case SAT2D_CIRCLE_RECT:
        return v->circle_rect != NULL;
    case SAT2D_POLY_POLY:
        return v->poly_poly != NULL;
    case SAT2D_CIRCLE_POLY:
        return v->circle_poly != NULL;
    case SAT2D_POINT_POLYGON:
        return v->point_polygon != NULL;
    case SAT2D_SEGMENT_SEGMENT:
        return v->segment_segment != NULL;
    case SAT2D_POLYGON_POLYGON:
        return v->polygon_polygon != NULL;
    case SAT2D_POLY_POLY_SWEEP:
        return v->poly_poly_sweep != NULL;
    case SAT2D_BOUNDING_CIRCLE:
        return v->bounding_circle != NULL;
    case SAT2D_TRANSFORM:
        return v->transform != NULL;
    case SAT2D_TEST_COUNT:
        break;
    }
    return 0;
}
