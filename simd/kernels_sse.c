/* The 4-lane (128-bit) instantiation of every SIMD kernel: SSE2/SSE4.1 on x86-64 (always
 * present), NEON on aarch64, plain C under SIMDE_NO_NATIVE. */
#define SAT2D_W 4
#define SAT2D_PREFIX sse
#define SAT2D_WIDTH_TEXT "sse"
#define SAT2D_TABLE_ISA SAT2D_ISA_NONE

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
