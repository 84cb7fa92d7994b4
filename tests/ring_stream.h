/* tests/ring_stream.h — the deterministic random stream and jittered convex rings that the
 * twin tests draw their polygons from. Define RING_STREAM_SEED before including: each test
 * keeps its own stream, so its cases stay the same on every platform and in every build. */
#ifndef SAT2D_TESTS_RING_STREAM_H
#define SAT2D_TESTS_RING_STREAM_H

#include <math.h>

#include "sat2d/shapes.h"

#ifndef RING_STREAM_SEED
#error "define RING_STREAM_SEED before including ring_stream.h"
#endif

static unsigned long long state = RING_STREAM_SEED;

/* The next uniform double in [0, 1): a 64-bit LCG, the same stream on every platform. */
static double uniform(void) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(state >> 11) / 9007199254740992.0;
}

/* Corners of a convex polygon around (cx, cy): jittered angles on a circle of radius r,
 * counter-clockwise. */
static void ring(sat2d_vec2 *p, int n, double cx, double cy, double r) {
    for (int i = 0; i < n; i++) {
        double a = 6.283185307179586 * (i + 0.1 + 0.8 * uniform()) / n;
        p[i].x = (float)(cx + r * cos(a));
        p[i].y = (float)(cy + r * sin(a));
    }
}

#endif
