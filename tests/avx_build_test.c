/* Which build of the 8-lane tables the registry serves (sat2d_avx_build): on x86-64 the
 * AVX-512VL build exactly where the CPU has AVX-512VL and SAT2D_AVX_BUILD does not ask for
 * AVX2, and every avx_* table then of that build (its isa bits say which). And which form of
 * avx512_axes serves 5 to 8 corners (sat2d_avx512_axes_form): in the x86-64 build with both
 * 8-lane builds, "shuffle" exactly on an AMD CPU (its CPUID vendor), "broadcast" elsewhere. Run
 * twice by CTest: without the variable ("auto") and with SAT2D_AVX_BUILD=avx2 ("avx2"), so the
 * tests run under the variable exercise the AVX2 build for certain. Prints "N passed, N failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include "expect.h"
#include "sat2d/sat2d.h"

/* 1 if this CPU has AVX-512F and AVX-512VL, asked independently of the registry. */
static int cpu_has_avx512vl(void) {
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
#else
    return 0;
#endif
}

/* 1 if CPUID's vendor string is AMD's, read here rather than through the library. */
static int cpu_is_amd(void) {
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
    unsigned a, b, c, d;
    if (!__get_cpuid(0, &a, &b, &c, &d)) return 0;
    char vendor[13];
    memcpy(vendor, &b, 4), memcpy(vendor + 4, &d, 4), memcpy(vendor + 8, &c, 4);
    vendor[12] = '\0';
    return strcmp(vendor, "AuthenticAMD") == 0;
#else
    return 0;
#endif
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[1], "auto") != 0 && strcmp(argv[1], "avx2") != 0) ||
        (strcmp(argv[2], "two") != 0 && strcmp(argv[2], "one") != 0)) {
        fprintf(stderr, "usage: avx_build_test auto|avx2 two|one (builds of the avx_* tables)\n");
        return 2;
    }
    const int forced_avx2 = strcmp(argv[1], "avx2") == 0, two_builds = strcmp(argv[2], "two") == 0;
    const char *asked = getenv("SAT2D_AVX_BUILD");
    expect(forced_avx2 == (asked && strcmp(asked, "avx2") == 0),
           "SAT2D_AVX_BUILD=avx2 set exactly when the test is told so");
    const char *build = sat2d_avx_build();
    const char *want = !two_builds                          ? "single"
                       : !forced_avx2 && cpu_has_avx512vl() ? "AVX-512VL"
                                                            : "AVX2";
    printf("8-lane kernels: %s build (expected %s)\n", build, want);
    expect(strcmp(build, want) == 0, "the build this CPU and SAT2D_AVX_BUILD call for");
    size_t n;
    const sat2d_variant *const *all = sat2d_variants(&n);
    int tables = 0;
    for (size_t i = 0; i < n; i++) {
        if (strncmp(all[i]->name, "avx_", 4) != 0) continue;
        tables++;
        const int evex = (all[i]->isa & SAT2D_ISA_AVX512VL) != 0;
        expect(evex == (strcmp(build, "AVX-512VL") == 0), all[i]->name);
        expect(sat2d_variant_available(all[i]), "a served avx_* table runs on this CPU");
        expect(sat2d_variant_find(all[i]->name) == all[i], "look-up by name gives the served one");
    }
    expect(tables == 6, "six avx_* tables");
    const char *form = sat2d_avx512_axes_form(),
               *want_form = two_builds && cpu_is_amd() ? "shuffle" : "broadcast";
    printf("avx512_axes at 5 to 8 corners: %s form (expected %s)\n", form, want_form);
    expect(strcmp(form, want_form) == 0, "the avx512_axes form for this CPU's vendor");
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
