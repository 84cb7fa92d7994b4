/* oracle/oracle_ray.h — exact ray casts with GMP rationals: the verdict of a ray against a closed
 * disc, rectangle or convex polygon, decided without rounding, and the first contact's fraction
 * and normal (docs/conventions.md#ray-casts). Reads raw corners only, like oracle.h. */
#ifndef SAT2D_ORACLE_RAY_H
#define SAT2D_ORACLE_RAY_H

#include "oracle.h"

/* The exact answer of a ray cast: the verdict; on a hit the fraction t of the first contact
 * and the unit outward normal there, both rounded to double ((0, 0) and t = 0 when the ray
 * starts in the closed shape); inside: 1 when it does. */
typedef struct oracle_ray_answer {
    int hit, inside;
    double t, nx, ny;
} oracle_ray_answer;

/* The ray meets the closed disc. t: the smaller root of |f + t d|^2 = r^2 (f = p - c) by the
 * form without cancellation, cc / (sqrt(disc) - b), from the exact cc, b and disc each rounded
 * once to double: every term non-negative, so t is within 8 * 2^-53 * t of the exact root (a
 * certified bracket, far below the tolerance the answers are held to). */
int oracle_ray_circle(sat2d_ray r, sat2d_circle c, oracle_ray_answer *out);

/* The ray meets the closed rectangle (its sides x + w and y + h exact): a slab test in
 * rationals; t is the exact largest entry fraction, rounded once. */
int oracle_ray_rect(sat2d_ray r, sat2d_rect b, oracle_ray_answer *out);

/* The ray meets the closed convex polygon (counter-clockwise corners): every edge plane clips
 * the ray in rationals; t is the exact largest entry fraction, rounded once; the normal the
 * entering edge's (the lowest index on an exact tie). */
int oracle_ray_poly(sat2d_ray r, oracle_outline b, oracle_ray_answer *out);

#endif
