/* fuzz/fuzz_common.h — helpers shared by the fuzz targets: the input as a case line, and the
 * two facts about a parsed case that decide which rule applies (integer grid, magnitude). */
#ifndef SAT2D_FUZZ_COMMON_H
#define SAT2D_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "case_file.h"

/* Largest |v| of a grid case: the integer grid of docs/agreement.md, where every product of two
 * coordinate differences (<= 2048^2) and every sum of two (< 2^24) is exact in float, so
 * every variant must give the exact verdict. */
#define FUZZ_GRID_LIMIT 1024.0f

/* The fuzzer's bytes as a NUL-terminated line (malloc'd; the parser stops at the first NUL,
 * as a C string from any other caller would); NULL when out of memory. */
char *fuzz_line(const uint8_t *data, size_t size);

/* Largest magnitude among the case's numbers: coordinates, radii, sizes, the sweep. */
float fuzz_case_magnitude(const sat2d_case *c);

/* 1 if every number of the case is an integer of magnitude <= FUZZ_GRID_LIMIT. */
int fuzz_case_on_grid(const sat2d_case *c);

/* The domain where the ambiguity band's error argument (docs/agreement.md, "Float mode": a few
 * roundings of 2^-24 relative to the coordinate magnitude M) holds: every nonzero number of
 * the case has a magnitude in [2^-16, 2^24]. Above, a product of two coordinate differences
 * (< 2^50) and its square (< 2^100, circle_poly's s^2 > r^2 |n|^2) stay finite. Below, a
 * nonzero difference is at least 2^-39 (an ulp of 2^-16) and the band at least 2^-32, so a
 * square such as s^2 at the band's edge is at least 2^-142, where underflow's absolute error
 * (2^-150) moves a decision by under 2^-40 of distance, far inside the band. Outside the
 * domain the fuzzer found textbook's point_circle answering 1 for a point 1e-38 from a disc
 * of radius 0 (1e-38 squared underflows to 0), far outside a band of 2^-16 * 1e-38.
 * Band rules are applied only inside this domain; exact rules (the grid, twins, `exact`
 * against the oracle) everywhere. */
#define FUZZ_BAND_MIN 0x1p-16f
#define FUZZ_BAND_MAX 0x1p24f

/* 1 if every nonzero number of the case has a magnitude in [FUZZ_BAND_MIN, FUZZ_BAND_MAX]. */
int fuzz_case_in_band_domain(const sat2d_case *c);

/* Reports a finding on stderr (the case as a line, what disagreed) and traps, so libFuzzer
 * saves the input as a crash artifact and CI fails. */
_Noreturn void fuzz_fail(const sat2d_case *c, const char *what, const char *variant,
                         const sat2d_answer *want, const sat2d_answer *got);

/* fuzz_fail with the two answers already as answer lines. */
_Noreturn void fuzz_fail_lines(const sat2d_case *c, const char *what, const char *variant,
                               const char *want, const char *got);

#endif
