/* The 8-lane kernels of kernels_avx.c compiled a second time, with AVX-512F and AVX-512VL
 * (x86-64 native builds only; CMakeLists.txt): the same 256-bit intrinsics, which GCC now
 * encodes with EVEX: 32 vector registers instead of 16 (fewer spills in the long kernels of
 * circle_poly, poly_poly_sweep and polygon_polygon), three-input logic (vpternlogd) and
 * masked blends; those long kernels are what gain (docs/tricks.md, "Wider lanes: 4, 8 and
 * 16"). GCC 12 also vectorises one plain loop (the corner transposition of poly_poly's batch
 * blocks, batch_planes) with 512-bit registers; -mprefer-vector-width=256, which would stop
 * that, made polygon_polygon slower, so it is not used.
 *
 * The tables are sat2d_variant_avx_*_evex, named and summarised as the AVX2 ones: the registry
 * serves them in their place where the CPU has AVX-512VL (registry.c, SAT2D_AVX_BUILD). Every
 * value is the AVX2 build's, bit for bit: the same IEEE operations in the same order, no
 * contraction (-ffp-contract=off); sat2d-agreement compares the two builds' outputs byte for
 * byte (builds_differ) besides holding each to the reference. */
#define SAT2D_AVX_EVEX 1
#include "kernels_avx.c"
