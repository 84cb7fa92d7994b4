/* sat2d/twin_exact_paths.h — how many pairs the SIMD twins could not decide in their fast
 * lanes and sent to their exact paths.
 *
 * Several SIMD twins decide from signs or from a float filter with a proven error bound, and
 * leave what those cannot settle to an exact path that evaluates the reference's expressions as
 * the scalar code rounds them (double lanes, or the scalar twin): circle_poly's pairs in lanes
 * (`*_batch`: a block of W pairs goes whole when one lane is in the filter's band or outside
 * its guard), poly_poly_sweep's axes in lanes (the filter's ties and non-finite values),
 * point_polygon's edges in lanes (a side of 0 or NaN: the point on an edge's line),
 * segment_segment's pairs in lanes (an orientation of 0 or NaN: touching, collinear or
 * degenerate segments) and capsule_capsule's and circle_capsule's pairs in lanes (a pair
 * within the float filter's band or outside its guard, one lane at a time). polygon_polygon's lanes
 * are not counted: they send every candidate edge pair to the scalar predicate by design, and
 * counting their containment checks cost their fast path instructions. This counter adds up the
 * pairs each such path took, over every test and variant, since the last reset, so that a benchmark
 * can say how much of its data fell in the band (REPORT.md). It is updated only on those rare
 * paths, with relaxed atomic additions, so concurrent batches count correctly. */
#ifndef SAT2D_TWIN_EXACT_PATHS_H
#define SAT2D_TWIN_EXACT_PATHS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Pairs the SIMD twins sent to their exact paths since the last reset (a block of W pairs
 * sent whole counts W). */
unsigned long long sat2d_twin_exact_paths(void);

/* Sets the count to zero. */
void sat2d_twin_exact_paths_reset(void);

#ifdef __cplusplus
}
#endif
#endif
