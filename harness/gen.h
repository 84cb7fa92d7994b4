/* Seeded shape generators for the agreement test: an own PRNG (splitmix64), so the same seed
 * gives the same shapes on every platform. Grid mode yields integer coordinates with
 * magnitude <= 1024 (where every variant must be exact); float mode yields general floats at
 * scales from 1e-3 to 1e4. */
#ifndef SAT2D_AGREEMENT_GEN_H
#define SAT2D_AGREEMENT_GEN_H

#include <stdint.h>

#include "sat2d/sat2d.h"

typedef struct gen {
    uint64_t state;
    int grid;    /* integer coordinates, |v| <= 1024 */
    float scale; /* float mode: typical shape size */
} gen;

/* Next 64 random bits. */
uint64_t gen_next(gen *g);

/* Uniform in [lo, hi). */
double gen_uniform(gen *g, double lo, double hi);

/* Uniform integer in [lo, hi]. */
int gen_int(gen *g, int lo, int hi);

/* A coordinate near `centre` within +-spread (rounded to an integer in grid mode). */
float gen_coord(gen *g, float centre, float spread);

/* A convex polygon of about `corners` corners around (cx, cy) with radius r: grid mode takes
 * the integer hull of points on a jittered circle; float mode sorted jittered angles. Never
 * NULL (retries until the builder accepts). */
sat2d_convex_poly *gen_convex(gen *g, float cx, float cy, float r, int corners);

/* A ray aimed near (tx, ty): its start within 3 * spread of that point, its direction towards
 * a point within spread of it (in float mode sometimes scaled by 1/4 to 4), its maximum
 * fraction mostly 1, else a quarter step in [0, 1] in grid mode or any fraction in float mode;
 * never a zero direction. Integer in grid mode. */
sat2d_ray gen_ray(gen *g, float tx, float ty, float spread);

/* A simple star-shaped (usually non-convex) polygon around (cx, cy). */
sat2d_simple_polygon *gen_star(gen *g, float cx, float cy, float r, int corners);

/* B translated so that its leftmost corner sits on A's rightmost corner (exact touching on
 * the grid), then nudged by dx (0, +1 or -1 gives touching, apart, overlapping). */
sat2d_convex_poly *gen_touching(gen *g, const sat2d_convex_poly *a, int corners, float dx);

#endif
