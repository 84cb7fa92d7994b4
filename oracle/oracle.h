/* oracle/oracle.h — exact decisions for the boolean tests, with GMP rationals. Every float
 * converts to a rational exactly (mpq_set_d of a float is exact), and every predicate is
 * evaluated without rounding. Shares no code with scalar/ or simd/: it reads raw corners only
 * (never the derived normals or plane offsets). */
#ifndef SAT2D_ORACLE_H
#define SAT2D_ORACLE_H

#include "sat2d/shapes.h"

/* A polygon's corners in order (the builder's counter-clockwise order for convex ones). */
typedef struct oracle_outline {
    const float *x, *y;
    int n;
} oracle_outline;

/* Prepares the scratch rationals (once per process). */
void oracle_init(void);

/* 1 (the default): signs that double arithmetic proves (oracle_filter.h) are taken from it;
 * 0: everything in rationals, for proptest/oracle_filter_check.c to compare the two. */
void oracle_use_filter(int on);

/* How many filtered questions the filter settled and how many went to the rationals. */
void oracle_filter_counts(long *settled, long *unsure);

int oracle_point_point(sat2d_vec2 a, sat2d_vec2 b);
int oracle_point_circle(sat2d_vec2 p, sat2d_circle c);
int oracle_point_rect(sat2d_vec2 p, sat2d_rect r);
int oracle_circle_circle(sat2d_circle a, sat2d_circle b);
int oracle_rect_rect(sat2d_rect a, sat2d_rect b);
int oracle_circle_rect(sat2d_circle c, sat2d_rect r);
/* Convex polygons (counter-clockwise) overlap, closed: no edge line of either strictly
 * separates the other. */
int oracle_poly_poly(oracle_outline a, oracle_outline b);
/* Penetration depth of overlapping convex polygons: the least, over every edge of both, of
 * (largest cross product of an opposite corner, i.e. the deepest one)^2 / |edge|^2, exactly,
 * then the square root in double. 0 when they only touch. */
double oracle_poly_depth(oracle_outline a, oracle_outline b);

/* Closed disc meets the convex polygon: centre inside, or squared distance to an edge <= r^2. */
int oracle_circle_poly(sat2d_circle c, oracle_outline b);
/* Point in simple polygon, boundary inside: exact crossing parity. */
int oracle_point_polygon(sat2d_vec2 p, oracle_outline g);
int oracle_segment_segment(sat2d_segment s, sat2d_segment t);
int oracle_polygon_polygon(oracle_outline a, oracle_outline b);
/* Discs (cx, cy, r) meet. */
int oracle_discs(float ax, float ay, float ar, float bx, float by, float br);
/* Swept convex polygons: 1 if they touch for some t in [0, 1]; *t gets the exact first time
 * rounded to double. */
int oracle_sweep(oracle_outline a, oracle_outline b, sat2d_vec2 d, double *t);

/* The normal of the axis that set the last oracle_sweep's entry time (unit, A to B; 0, 0 when
 * the pair overlapped at t = 0 or never met). */
void oracle_sweep_normal(double *nx, double *ny);

/* One candidate MTV axis of a convex pair: a face of A or B, its unit normal pointing from A
 * to B, and the push along it that separates the pair (exact squared, then rounded). */
typedef struct oracle_axis {
    double depth, nx, ny;
} oracle_axis;

/* Both pushes (out through the face, out through the opposite side) along every face normal
 * of both polygons: 2 * (a.n + b.n) entries in out. The MTV is one of least depth. */
int oracle_poly_axes(oracle_outline a, oracle_outline b, oracle_axis *out);

/* Closed capsules meet: the cores meet, or an end of one core is within ra + rb of the other
 * (squared distances, exactly). */
int oracle_capsule_capsule(sat2d_capsule a, sat2d_capsule b);
/* The closed disc meets the closed capsule: squared distance of the centre to the core <=
 * (ra + rb)^2. */
int oracle_circle_capsule(sat2d_circle a, sat2d_capsule b);
/* The closed capsule meets the convex polygon: A's first end inside, the core crossing an edge,
 * an end within r of an edge, or a corner within r of the core. */
int oracle_capsule_poly(sat2d_capsule a, oracle_outline b);

/* |w - (c*m1 - s*m2 + p)|, the rational inside evaluated exactly: a transformed coordinate's
 * error. */
double oracle_transform_error(float c, float m1, float s, float m2, float p, float w);

#endif
