/* Private: the `exact` variant's single-pair tests (scalar/exact_polygons.c) and its
 * counters (scalar/variant_exact.c). Every verdict is the GMP oracle's on every finite input
 * (oracle/oracle.c): the same questions, asked with exact signs. *fell is set to 1 when a
 * sign needed the exact path (it is never cleared here). MTVs and points are not exact
 * quantities: they come from the reference where it agrees, else from a double computation. */
#ifndef SAT2D_EXACT_TESTS_H
#define SAT2D_EXACT_TESTS_H

#include "sat2d/registry.h"

/* Convex A and B (counter-clockwise) meet: no edge line of either has every corner of the
 * other strictly outside. */
int sat2d_exact_poly_poly(const sat2d_convex_poly *a, const sat2d_convex_poly *b, unsigned *fell);

/* The MTV of a pair the exact verdict says meets: textbook's when it agrees, else the least
 * push over every edge axis of both, in double, clamped to >= 0 (a touching pair). */
sat2d_mtv sat2d_exact_poly_poly_mtv(const sat2d_convex_poly *a, const sat2d_convex_poly *b);

/* The closed disc meets the convex polygon: centre inside (no edge has it strictly right), or
 * some edge segment within r of it. */
int sat2d_exact_circle_poly(sat2d_circle a, const sat2d_convex_poly *b, unsigned *fell);

/* The MTV of a circle_poly pair that meets: the reference's when it agrees, else from the
 * nearest boundary point in double. */
sat2d_mtv sat2d_exact_circle_poly_mtv(sat2d_circle a, const sat2d_convex_poly *b);

/* p lies in the simple polygon g, boundary included (exact crossing parity). */
int sat2d_exact_point_polygon(sat2d_vec2 p, const sat2d_simple_polygon *g, unsigned *fell);

/* The closed segments meet; *point (may be NULL) as the reference's when it agrees. */
int sat2d_exact_segment_segment(sat2d_segment s, sat2d_segment t, sat2d_vec2 *point,
                                unsigned *fell);

/* The simple polygons overlap: edges meet, or one contains the other's first corner. */
int sat2d_exact_polygon_polygon(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b,
                                unsigned *fell);

/* Adds one batch to test id's counts: n pairs, `fell` of them through the exact path. */
void sat2d_exact_count_add(sat2d_test_id id, size_t n, unsigned long long fell);

#endif
