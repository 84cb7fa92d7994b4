/* Names the instruction set SIMDe compiles this build's 128-bit kernels to, so a build can
 * show that its "SSE" code really became SSE, NEON, WebAssembly SIMD128 or portable C. */
#include <simde/x86/sse2.h>

#include "sat2d/registry.h"

const char *sat2d_simd_backend(void) {
#if defined(SIMDE_NO_NATIVE)
    return "SIMDe portable (SIMDE_NO_NATIVE: plain C, no native intrinsics)";
#elif defined(SIMDE_X86_AVX2_NATIVE)
    return "x86 AVX2 native baseline (128-bit kernels as SSE/VEX, 256-bit as AVX2 and again "
           "with AVX-512VL, chosen at run time)";
#elif defined(SIMDE_X86_SSE2_NATIVE)
    return "x86 SSE2 native baseline (256-bit kernels compiled with AVX2 and again with "
           "AVX-512VL, chosen at run time)";
#elif defined(SIMDE_ARM_NEON_A64V8_NATIVE)
    return "aarch64 NEON native (SIMDe maps SSE/AVX intrinsics to NEON)";
#elif defined(SIMDE_ARM_NEON_A32V7_NATIVE)
    return "ARM NEON native (SIMDe maps SSE/AVX intrinsics to NEON)";
#elif defined(SIMDE_WASM_SIMD128_NATIVE)
    return "WebAssembly SIMD128 native (SIMDe maps SSE intrinsics to SIMD128, AVX and AVX-512 "
           "to two and four of its vectors)";
#else
    return "SIMDe portable (no native SIMD detected for this target)";
#endif
}
