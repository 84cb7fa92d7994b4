/* oracle/props.h — the geometric properties of answers that carry numbers (MTV, time of
 * impact, transformed corners), checked against the exact oracle. Each takes the raw corners
 * as the oracle sees them and the variant's answer; the tolerance `tol` is absolute (the
 * runner passes DEPTH_TOLERANCE times the case's coordinate magnitude). */
#ifndef SAT2D_PROPS_H
#define SAT2D_PROPS_H

#include "oracle.h"
#include "sat2d/tests.h"

/* Normals are unit vectors computed in float from float edges: they agree with the oracle's
 * within this distance (a few float roundings of a unit vector; see docs/agreement.md). */
#define NORMAL_TOLERANCE 1e-4

/* Signed SAT separation of two convex outlines in double: the largest, over the faces of both,
 * of the least corner distance outside that face (> 0 apart, < 0 minus the penetration).
 * Products of float differences carry ~1e-16 relative error, far below any tolerance here. */
double props_separation(oracle_outline a, oracle_outline b);

/* The separation after moving b by (dx, dy) (corners rounded to float once: an error of
 * 2^-24 of their magnitude, far below the tolerances it is compared with). */
double props_separation_moved(oracle_outline a, oracle_outline b, double dx, double dy);

/* Signed SAT separation of a and the region b sweeps as it moves by d (the convex hull of b and
 * b + d), in double: a sweep hits exactly when it is <= 0, and moving b by m changes it by at
 * most |m|, so it is the sweep's distance from a change of its verdict, as props_separation is
 * for a pair at rest. Its axes: the faces of a, of b (each met where the hull has it, at b or
 * at b + d) and the two sides along d. */
double props_sweep_separation(oracle_outline a, oracle_outline b, sat2d_vec2 d);

/* The axes below are the oracle's (oracle_poly_axes), computed once per case. */

/* mtv_axis: the MTV's normal is, within NORMAL_TOLERANCE, the normal of a face whose exact push
 * is within tol of the least push, and its depth is within tol of that least push. */
int props_mtv_axis(const oracle_axis *ax, int n, sat2d_mtv m, double tol);

/* mtv_resolve: moving b by depth * normal leaves the pair touching: |separation| <= tol. */
int props_mtv_resolve(oracle_outline a, oracle_outline b, sat2d_mtv m, double tol);

/* Number of distinct MTV directions (NORMAL_TOLERANCE apart) whose push is within tol of the
 * least: 1 means the MTV normal is determined, so test(B, A) must answer its negation. */
int props_mtv_directions(const oracle_axis *ax, int n, double tol);

/* sweep_touch: at the variant's t, b moved by t * d touches a: |separation| <= tol (for t = 0,
 * only that they are not apart by more than tol). */
int props_sweep_touch(oracle_outline a, oracle_outline b, sat2d_vec2 d, float t, double tol);

/* sweep_toi: |t - exact t| * |d . n| <= tol, n the unit normal (nx, ny) of the oracle's last
 * entering axis (oracle_sweep_normal): the time's error measured as distance along the contact
 * normal, which is what float inputs fix (|d| * |t - exact t| when n is 0, 0: overlapping at
 * t = 0). */
int props_sweep_toi(sat2d_vec2 d, float t, double exact_t, double nx, double ny, double tol);

/* The least push (in double) that separates B from A, for the MTV's depth: (ra + rb) minus
 * the centre distance; the least of the four axis pushes of two rects. */
double props_circle_circle_push(sat2d_circle a, sat2d_circle b);
double props_rect_rect_push(sat2d_rect a, sat2d_rect b);

/* How many of the four axis pushes of two overlapping rects are within tol of the least (more
 * than 1: the MTV's direction is not determined). */
int props_rect_rect_directions(sat2d_rect a, sat2d_rect b, double tol);

/* Signed gap of two rects after moving b by (dx, dy): > 0 apart, 0 touching, < 0 overlapping
 * (minus the least axis overlap). */
double props_rect_rect_separation(sat2d_rect a, sat2d_rect b, double dx, double dy);

/* Signed distance from p to the convex counter-clockwise outline g moved by (dx, dy): the
 * distance to the nearest edge outside, minus the distance to the nearest edge line inside. */
double props_signed_distance(sat2d_vec2 p, oracle_outline g, double dx, double dy);

/* The least distance from an endpoint of either segment to the other segment, in double: the
 * distance from "no translation" to the boundary of the set of translations of t that meet s. */
double props_segment_gap(sat2d_segment s, sat2d_segment t);

/* The forward error bound of a float transform c*m1 - s*m2 + p (three roundings; four to
 * leave room for an implementation that rounds once more): 4u * (|c m1| + |s m2| + |p|). */
double props_transform_bound(float c, float m1, float s, float m2, float p);

/* ---- the `exact` variant: the oracle's verdict on every finite input ---- */

/* 1 for a variant that must equal the oracle on every case, with no ambiguity band: `exact`.
 * The runner skips its band test for such a variant (float cases and shrinking alike). */
int props_no_band(const char *variant_name);

/* exact_extremes: cases the other generators never draw, each checked for `exact` against the
 * oracle with no band: one shape with a corner 1e5 to 1e25 times further out than the
 * contact (the example), integer geometry scaled into the subnormals (exact touching
 * at 2^-149), everything far from the origin on its own ulp grid, tiny offsets (1e-45 to
 * 1e-38) beside unit shapes, and one-ulp nudges of a contact. Then exact_known: hand-derived
 * answers (the line among them). Runs unless --impl names another variant; prints one
 * line per test with the cases, the wrong ones and how many pairs took the exact path, and adds
 * to *passed / *failed. */
void props_exact_extremes(const char *test, const char *impl, uint64_t seed, long cases,
                          int *passed, int *failed);

#endif
