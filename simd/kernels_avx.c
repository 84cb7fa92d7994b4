/* The 8-lane (256-bit) instantiation of every SIMD kernel: AVX2 on x86-64 (this file is
 * compiled with -mavx2 and its tables ask the CPU for AVX2), two NEON registers per vector
 * on aarch64, plain C under SIMDE_NO_NATIVE. On x86-64 kernels_avx_evex.c compiles it a second
 * time with AVX-512VL (tables sat2d_variant_avx_*_evex, which the registry serves under the
 * same names where the CPU has AVX-512VL). */
#define SAT2D_W 8
#define SAT2D_PREFIX avx
#define SAT2D_WIDTH_TEXT "avx"
#ifdef SAT2D_AVX_EVEX
#define SAT2D_TABLE_SUFFIX _evex
#endif
#if defined(__AVX2__) && !defined(SIMDE_NO_NATIVE)
#ifdef SAT2D_AVX_EVEX
#define SAT2D_TABLE_ISA (SAT2D_ISA_AVX2 | SAT2D_ISA_AVX512VL)
#else
#define SAT2D_TABLE_ISA SAT2D_ISA_AVX2
#endif
#else
#define SAT2D_TABLE_ISA SAT2D_ISA_NONE
#endif

#include "lanes.h"

#include "circle_circle_simd.h"
#include "circle_poly_simd.h"
#include "circle_poly_batch_simd.h"
#include "circle_rect_simd.h"
#include "bounding_circle_simd.h"
#include "capsule_capsule_simd.h"
#include "capsule_poly_simd.h"
#include "point_polygon_simd.h"
#include "point_tests_simd.h"
#include "polygon_polygon_simd.h"
#include "poly_poly_batch_simd.h"
#include "poly_poly_manifold_simd.h"
#include "poly_poly_manifold_axes_simd.h"
#include "poly_poly_planes_simd.h"
#include "poly_poly_sweep_simd.h"
#include "poly_poly_unnorm_simd.h"
#include "poly_poly_walk_simd.h"
#include "poly_poly_witness_simd.h"
#include "ray_circle_simd.h"
#include "ray_poly_batch_simd.h"
#include "ray_rect_simd.h"
#include "rect_rect_simd.h"
#include "segment_segment_simd.h"
#include "transform_simd.h"

#include "variants_simd.h"
