/* harness/case_file.h — the case-file format of docs/case-format.md: parsing one line into a
 * case, running it through any registered variant, and printing its answer line.
 *
 * Grammar (one case per line, '#' starts a comment, numbers as strtof reads them):
 *   SHAPE | SHAPE [| WORD [DX DY]]       test chosen by the two shape kinds and the word
 *   poly ... | poly ... | sweep DX DY    poly_poly_sweep: B moves by (DX, DY)
 *   poly ... | poly ... | bound          bounding_circle pre-check of two convex polygons
 *   transform PX PY ANGLE | point X Y    transform (angle in radians)
 * Shapes: point X Y, circle X Y R, rect X Y W H, segment X1 Y1 X2 Y2, capsule X1 Y1 X2 Y2 R,
 *         poly N X1 Y1 ... (convex, either winding), polygon N X1 Y1 ... (simple),
 *         ray PX PY DX DY TMAX (the points p + t d, t in [0, TMAX]).
 * Pairs and words: the A, B and WORD columns of SAT2D_TESTS (sat2d/registry.h); the word of a
 *        test that answers a time of impact takes B's displacement. The reversed orders are
 *        refused with a message naming the order that is accepted. */
#ifndef SAT2D_CASE_FILE_H
#define SAT2D_CASE_FILE_H

#include <stdio.h>

#include "sat2d/sat2d.h"
#include "test_table.h"

/* One parsed shape; poly and polygon are owned (freed by sat2d_case_free). */
typedef struct sat2d_shape {
    sat2d_shape_kind kind;
    sat2d_vec2 point;
    sat2d_circle circle;
    sat2d_rect rect;
    sat2d_segment segment;
    sat2d_capsule capsule;
    sat2d_transform transform;
    sat2d_ray ray;
    sat2d_convex_poly *poly;
    sat2d_simple_polygon *polygon;
} sat2d_shape;

/* One case: the test it asks for, its two shapes, and B's displacement for a sweep. */
typedef struct sat2d_case {
    sat2d_test_id test;
    sat2d_shape a, b;
    sat2d_vec2 sweep;
} sat2d_case;

/* What a variant answered for one case. */
typedef struct sat2d_answer {
    int hit;
    sat2d_mtv mtv;
    sat2d_toi toi;
    sat2d_vec2 point; /* segment intersection or transformed point */
    sat2d_ray_hit ray;
    sat2d_manifold manifold;
} sat2d_answer;

/* Parses one line: 1 = a case in *out (free it with sat2d_case_free), 0 = blank or comment,
 * -1 = malformed, with the reason in err (never a partial case to free). */
int sat2d_case_parse(const char *line, sat2d_case *out, char *err, size_t err_size);

/* sat2d_case_parse on a line of `len` bytes as getline reads it: a NUL byte inside the line is
 * refused (-1, "NUL byte in the line"), since the C string would end there and the rest of the
 * line would go unread, answered as if it were not there. A UTF-8 byte-order mark at its start
 * is skipped. */
int sat2d_case_parse_line(const char *line, size_t len, sat2d_case *out, char *err,
                          size_t err_size);

/* The floats of a shape in a batch (sat2d_slot_in's a[] or b[]) into f; returns how many (0 for
 * polygons and transforms). */
int sat2d_shape_floats(const sat2d_shape *s, float f[SAT2D_SOA_FLOATS]);

/* Writes c as one case-file line (hex floats, exact; no newline) into buf; returns the length
 * it needed, like snprintf. A transform's angle is written as atan2(s, c), which replays to
 * within a rounding. */
size_t sat2d_case_line(const sat2d_case *c, char *buf, size_t size);

/* Frees the polygons a parsed case owns. */
void sat2d_case_free(sat2d_case *c);

/* Runs the case through the variant's slot (n = 1); 0 if the variant lacks that slot. */
int sat2d_case_run(const sat2d_variant *v, const sat2d_case *c, sat2d_answer *out);

/* Copies of a case in sat2d_case_same_in_block: the widest kernels' lane count (16 floats of
 * AVX-512), so that a kernel with pairs in lanes decides the case in lanes, where alone it goes
 * to its scalar tail. */
#define SAT2D_CASE_BLOCK 16

/* 1 if v answers c as every pair of a batch of SAT2D_CASE_BLOCK copies exactly as it answered
 * it alone (`alone`, from sat2d_case_run): the same verdict without numbers asked, the same
 * answer line with them, in every copy (lines then empty). Else 0 (also when v lacks the slot),
 * with lines[0] the answer alone and lines[1] the block's, or what went wrong in it. */
int sat2d_case_same_in_block(const sat2d_variant *v, const sat2d_case *c, const sat2d_answer *alone,
                             char lines[2][256]);

/* Pairs in one batch of sat2d_cases_differ_in_batch: a block of 16, two of 8 or four of 4,
 * then a tail of 3, so that each case meets the lanes beside pairs that are not its copies. */
#define SAT2D_CASE_MIXED 19

/* How many of the n cases (n <= SAT2D_CASE_MIXED, all of one test) v answers differently as
 * pair i of one batch than alone, without numbers asked and with them; a transform's points
 * all go by cases[0]'s transform, in the batch and alone. Copies cannot show a lane that reads
 * or writes another pair's slot, or a band pair that sends the wrong lanes to the exact path.
 * The first such case goes to *which, its answer line alone to lines[0] and in the batch to
 * lines[1]; all n if v lacks the slot. */
size_t sat2d_cases_differ_in_batch(const sat2d_variant *v, const sat2d_case *const *cases, size_t n,
                                   size_t *which, char lines[2][256]);

/* Consecutive lines of a case file, gathered to be answered as one batch of different cases:
 * through the variant named `only`, or every non-pitfall variant when only is NULL (either where
 * it runs here and has the slot). Each variant that answers some line differently from alone
 * writes "<prefix>PATH:LINE: NAME answers 'X' alone, 'Y' as pair I of a batch of lines A to B
 * (K differ)" to `report`. Set report, prefix, path and only; the rest start zeroed. */
typedef struct sat2d_case_lines {
    FILE *report;
    const char *prefix, *path, *only;
    sat2d_case cases[SAT2D_CASE_MIXED];
    long at[SAT2D_CASE_MIXED];
    size_t n;
} sat2d_case_lines;

/* Takes over case c (line number `at`), after answering and emptying the gathered lines when c
 * cannot join them (they are full, or of another test). Returns the answers that differed. */
long sat2d_case_lines_add(sat2d_case_lines *b, const sat2d_case *c, long at);

/* Answers and empties the gathered lines; returns the answers that differed. */
long sat2d_case_lines_flush(sat2d_case_lines *b);

/* Writes the answer line (docs/case-format.md#answer-lines; no newline) into buf. */
void sat2d_answer_format(const sat2d_case *c, const sat2d_answer *a, char *buf, size_t size);

/* 1 if two answers agree: same verdict, and depths, times, fractions and points within a
 * relative tolerance `rel` (of the larger magnitude, at least 1). */
int sat2d_answer_agree(const sat2d_case *c, const sat2d_answer *x, const sat2d_answer *y,
                       float rel);

#endif
