/* proptest/metamorphic.h — exact symmetries of a grid case, for the <test>_metamorphic and
 * <test>_symmetric properties: moving every shape of a case by one of them must change no
 * variant's verdict. On the integer grid every moved coordinate is an integer again (|v| stays
 * below 2^12), so the moved case is exactly the same geometry and no rounding can excuse a
 * changed verdict. */
#ifndef SAT2D_METAMORPHIC_H
#define SAT2D_METAMORPHIC_H

#include "case_file.h"

/* The symmetries, in the order the runner applies them. */
typedef enum metamorphic_kind {
    METAMORPHIC_TRANSLATE,    /* every point + (dx, dy) */
    METAMORPHIC_QUARTER_TURN, /* (x, y) -> (-y, x) about the origin; the sweep turns too */
    METAMORPHIC_CORNER_ORDER, /* polygons start at corner k; segments swap their endpoints */
    METAMORPHIC_WINDING,      /* polygons reversed (convex ones back through the builder, which
                                 restores counter-clockwise order; simple ones keep it);
                                 segments swap their endpoints */
    METAMORPHIC_KINDS
} metamorphic_kind;

/* Name of a symmetry, for messages. */
const char *metamorphic_name(metamorphic_kind kind);

/* *out = c moved by `kind` (translation (dx, dy), first corner k); out owns new polygons (free
 * with sat2d_case_free). 1 on success; 0, with nothing to free, if some moved coordinate would
 * round (a grid case's corner nudged by an ulp, translated into a coarser binade), or a
 * bounding_circle case's stored circles would not move exactly (the runner counts these); -1 if a
 * builder refused the moved corners (never for the same corners in another order or place). */
int metamorphic_case(const sat2d_case *c, metamorphic_kind kind, int dx, int dy, int k,
                     sat2d_case *out);

/* *out = c with A and B exchanged, for tests whose two shapes have the same kind (point_point,
 * circle_circle, rect_rect, poly_poly, segment_segment, polygon_polygon, bounding_circle); the
 * shapes are shared, not copied: do not free *out. 0 for the other tests and sweeps. */
int metamorphic_swap(const sat2d_case *c, sat2d_case *out);

/* 1 if the contact manifold `after` of a case moved by `kind` is `before` moved the same way:
 * for a translation by (dx, dy) or a quarter turn, the same count, the normal turned (within
 * NORMAL_TOLERANCE), points moved and separations kept within tol. Corner order and winding
 * may pick another of tied faces, so they check the verdict only (1). */
int metamorphic_manifold_moved(const sat2d_manifold *before, const sat2d_manifold *after,
                               metamorphic_kind kind, int dx, int dy, double tol);

/* 1 if the manifold `swapped` of test(B, A) is `m` of test(A, B) with the normal negated: the
 * same reference and incident faces, so the same count, points and separations within tol, where
 * same_faces (one face of the pair at the least push); else the normal alone. */
int metamorphic_manifold_swapped(const sat2d_manifold *m, const sat2d_manifold *swapped,
                                 int same_faces, double tol);

#endif
