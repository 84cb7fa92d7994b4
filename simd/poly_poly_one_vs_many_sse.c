/* One polygon against many, 4 candidates per register (SSE on x86-64, NEON on aarch64,
 * plain C under SIMDE_NO_NATIVE). The kernel is poly_poly_one_vs_many_simd.h. */
#define SAT2D_W 4
#define OVM_KERNEL sat2d_one_vs_many_w4
#define OVM_AXES sat2d_variant_sse_axes

#include "lanes.h"

extern const sat2d_variant OVM_AXES;

#include "poly_poly_one_vs_many_simd.h"
