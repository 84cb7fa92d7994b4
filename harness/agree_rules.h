/* harness/agree_rules.h — the rule every variant is held to against the reference
 * (docs/agreement.md): identical verdicts on the integer grid; on floats, twins
 * of the reference's expressions bit for bit, poly_poly within the ambiguity band, `exact`
 * within the band of each test; depths within a stated tolerance. Shared by the agreement test
 * and the fuzz targets, so both apply one rule. */
#ifndef SAT2D_AGREE_RULES_H
#define SAT2D_AGREE_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "sat2d/sat2d.h"
#include "test_table.h"

/* The band's width relative to the largest coordinate magnitude of a pair. */
#define BAND_EPS (1.0 / 65536.0)
/* MTV depths of independent formulations agree within this share of max(1, magnitude). */
#define DEPTH_TOL 1e-5f

/* Outputs of one variant over n pairs (NULL members: not asked for), as sat2d_slot_call writes
 * them. */
typedef sat2d_slot_out results;

/* Owned storage of a chunk of generated pairs. */
typedef struct chunk {
    size_t n;
    float *a[SAT2D_SHAPE_FLOATS], *b[SAT2D_SHAPE_FLOATS], *d[2];
    double *margin; /* poly_poly: |separation| in double, for the band */
    float *mag;     /* largest coordinate magnitude of the pair */
    sat2d_convex_poly **pa, **pb;
    sat2d_simple_polygon **ga, **gb;
    sat2d_transform xf;
    int grid; /* integer-grid pairs: textbook is exact there, so no band excuses a verdict */
} chunk;

/* What the comparisons of one variant found. */
typedef struct tally {
    long pairs, hits, wrong, in_band, detail_wrong;
    long verdict_only_wrong; /* verdicts that change when no MTV, point or time is asked for */
    long builds_differ;      /* pairs where the variant's other build (AVX2 <-> AVX-512VL)
                                answers with different bytes */
    float worst_depth;       /* largest |depth difference| / scale seen */
} tally;

/* Largest separation of the planes of e from the corners of o, per unit length, in double. */
double agree_planes_sep(const sat2d_convex_poly *e, const sat2d_convex_poly *o);

/* How far pair i of c is from changing its exact verdict, in double (INFINITY for the tests
 * where textbook is exact). */
double agree_exact_margin(sat2d_test_id t, const chunk *c, size_t i);

/* Compares pair i of a variant (got) with the reference (ref) into tl. exact_twin: numbers
 * must be bit for bit; exact_float: the variant is `exact` on float pairs. */
void agree_compare(sat2d_test_id t, int exact_twin, int exact_float, const chunk *c, size_t i,
                   const results *ref, const results *got, tally *tl);

/* 1 if every variant's slot for t evaluates the reference's own expressions (all but
 * poly_poly). */
int agree_is_exact_twin(sat2d_test_id t);

#endif
