/* The twins of `planes` (the scalar witness; SIMD axes in lanes, support walks, witnesses,
 * pairs in lanes) give planes' own verdict even where huge coordinates overflow the float
 * projections to inf and NaN.
 *
 * No exact answer exists there, so the agreement test against the reference does not look;
 * but each twin promises planes' separations bit for bit, and the scalar select
 * `s < m ? s : m` from +inf skips a NaN projection. A SIMD min chain seeded with a raw
 * projection instead keeps the NaN and flips the verdict: avx512_axes did so on 188 of these
 * 19,849 pairs before its chains were seeded with +inf. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sat2d/sat2d.h"

#define RING_STREAM_SEED 777ull
#include "ring_stream.h"

int main(void) {
    static const char *const twins[] = {"witness",     "sse_axes",    "sse_axes_bl", "sse_walk",
                                        "sse_witness", "sse_batch",   "avx_axes",    "avx_axes_bl",
                                        "avx_walk",    "avx_witness", "avx_batch",   "avx512_axes"};
    const size_t ntwins = sizeof twins / sizeof twins[0];
    const sat2d_variant *planes = sat2d_variant_find("planes");
    long disagree[sizeof twins / sizeof twins[0]] = {0}, pairs = 0;
    for (int t = 0; t < 20000; t++) {
        int n = uniform() < 0.7 ? 3 + (int)(uniform() * 10) : 3 + (int)(uniform() * 40);
        /* float products of coordinates past ~1.8e19 overflow: every pair here does */
        double scale = pow(10, 30 + uniform() * 8.5);
        double cx = (uniform() - 0.5) * scale, cy = (uniform() - 0.5) * scale;
        double r = scale * (0.2 + uniform()), dx = (uniform() - 0.5) * scale,
               dy = (uniform() - 0.5) * scale;
        sat2d_vec2 p[64], q[64];
        ring(p, n, cx, cy, r);
        ring(q, n, cx + dx, cy + dy, r);
        sat2d_convex_poly *a = sat2d_poly_create(p, n, NULL), *b = sat2d_poly_create(q, n, NULL);
        if (a && b) {
            const sat2d_convex_poly *pa[1] = {a}, *pb[1] = {b};
            uint8_t want, got;
            pairs++;
            planes->poly_poly(pa, pb, 1, &want, NULL);
            for (size_t v = 0; v < ntwins; v++) {
                const sat2d_variant *twin = sat2d_variant_find(twins[v]);
                if (!twin || !sat2d_variant_available(twin)) continue;
                twin->poly_poly(pa, pb, 1, &got, NULL);
                disagree[v] += got != want;
            }
        }
        sat2d_poly_free(a);
        sat2d_poly_free(b);
    }
    int failed = pairs < 10000; /* the generator must really produce the cases */
    for (size_t v = 0; v < ntwins; v++) {
        const sat2d_variant *twin = sat2d_variant_find(twins[v]);
        if (!twin) {
            printf("FAIL %s: not registered\n", twins[v]);
            failed = 1;
        } else if (!sat2d_variant_available(twin)) {
            printf("skip %s: not available on this CPU\n", twins[v]);
        } else {
            printf("%s %s: %ld of %ld pairs differ from planes\n", disagree[v] ? "FAIL" : "ok",
                   twins[v], disagree[v], pairs);
            failed |= disagree[v] != 0;
        }
    }
    return failed;
}
