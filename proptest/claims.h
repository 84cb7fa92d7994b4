/* proptest/claims.h — what a hit claims beyond its verdict (an MTV, a time of impact), judged
 * against the exact oracle, and the table of which test makes which claims. */
#ifndef SAT2D_PROPTEST_CLAIMS_H
#define SAT2D_PROPTEST_CLAIMS_H

#include "case_file.h"

/* MTV depths agree with the exact penetration within this share of the coordinate magnitude:
 * depths are differences of float projections divided by a float length, a few roundings of
 * 2^-24 relative to the magnitude; 1e-5 leaves a wide margin and still catches a wrong axis. */
#define DEPTH_TOLERANCE 1e-5

/* The number claims of a hit, one bit each, in the order their property lines are printed. */
enum {
    NUM_MTV_AXIS = 1,    /* poly_poly: the normal is a least-push face's, the depth its push */
    NUM_MTV_DEPTH = 2,   /* circle_circle, rect_rect, circle_poly: depth is the least push */
    NUM_MTV_RESOLVE = 4, /* B moved by depth * normal touches A */
    NUM_TOUCH_AT_T = 8,  /* sweep: B moved by t * d touches A */
    NUM_EXACT_T = 16,    /* sweep: t is the exact time within the tolerance */
    NUM_RAY_T = 32,      /* ray: t in [0, tmax], the exact first contact within the tolerance */
    NUM_RAY_NORMAL = 64, /* ray: the outward normal of the surface at the contact, or (0, 0) for
                            a start in the shape */
    NUM_MANIFOLD_NORMAL = 128, /* manifold: the normal is a least-push face's (mtv_axis's rule) */
    NUM_MANIFOLD_POINTS = 256, /* manifold: 1 or 2 points, each on one polygon's boundary and
                                  within its |separation| of the other, within the tolerance */
    NUM_MANIFOLD_SEP = 512,    /* manifold: each separation is the point's signed distance from
                                  A's supporting line along the normal or B's along its negation,
                                  and at most the tolerance */
    NUM_CLAIMS = 10            /* not a claim: how many there are */
};

/* A claim's name in property lines and messages ("mtv_axis", ...); bit is one NUM_* bit. */
const char *claims_name(unsigned bit);

/* What a test claims beyond its verdict: a row per test, all zero for a verdict-only test. */
typedef struct number_claims {
    unsigned numbers;  /* NUM_* bits checked on every hit the oracle confirms, grid and float */
    int grid_depth;    /* mtv_depth: the depth is the exact penetration, on grid cases */
    int symmetric_mtv; /* test(B, A) pushes as deep, along the negated normal where the least
                          push has one direction */
} number_claims;

/* The row of test t. */
const number_claims *claims_of(sat2d_test_id t);

/* The oracle's answer to a case: the verdict and, for a sweep, the exact time and the unit
 * normal of its last entering axis; for a ray cast, the first contact's fraction and normal and
 * whether the ray starts in the shape (0 otherwise). */
typedef struct case_truth {
    int hit;
    double exact_t, nx, ny;
    int inside;
} case_truth;

/* The oracle's answer to c. Also forgets the MTV axes of the case judged before. */
case_truth claims_truth(const sat2d_case *c);

/* Forgets the oracle's MTV axes, computed once per case on first use and shared by every
 * variant: call before judging a case other than the one claims_truth was last called on. */
void claims_forget_axes(void);

/* How many faces (of A and B together) push within tol of the least push: 1 where a manifold's
 * reference face is not a tie. */
int claims_least_faces(const sat2d_case *c, double tol);

/* The exact penetration of a poly_poly case (the least push over the faces of both). */
double claims_exact_depth(const sat2d_case *c);

/* The NUM_* claims of c's row that fail for an answer on a hit the oracle confirms, within the
 * absolute tolerance tol. */
unsigned claims_failing(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                        double tol);

/* claims_failing, and on a grid case of a test that claims it (grid_depth) mtv_depth against the
 * exact penetration: every number claim a judged hit is held to. */
unsigned claims_failing_hit(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                            double tol, int grid);

/* How many distinct least-push directions a hit of a symmetric_mtv test has (2 stands for
 * "several": the normal of test(B, A) is then not compared). */
int claims_mtv_directions(const sat2d_case *c, double tol);

#endif
