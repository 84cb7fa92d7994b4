/* One polygon against many, 8 candidates per register: AVX2 on x86-64 (this file gets
 * -mavx2, so the dispatcher asks the CPU first), two NEON registers on aarch64, plain C
 * under SIMDE_NO_NATIVE. The kernel is poly_poly_one_vs_many_simd.h. */
#define SAT2D_W 8
#define OVM_KERNEL sat2d_one_vs_many_w8
#define OVM_AXES sat2d_variant_avx_axes

#include "lanes.h"

extern const sat2d_variant OVM_AXES;

#include "poly_poly_one_vs_many_simd.h"

#if defined(__AVX2__) && !defined(SIMDE_NO_NATIVE)
const unsigned sat2d_one_vs_many_w8_isa = SAT2D_ISA_AVX2;
#else
const unsigned sat2d_one_vs_many_w8_isa = SAT2D_ISA_NONE;
#endif
