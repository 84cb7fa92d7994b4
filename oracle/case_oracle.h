/* oracle/case_oracle.h — the exact verdict of a parsed case (the GMP oracle of oracle.h
 * applied to the shapes of a case line), the ambiguity band around it, and the case printed
 * back as a line: shared by the property runner and the fuzz targets, so both hold variants
 * to one rule. */
#ifndef SAT2D_CASE_ORACLE_H
#define SAT2D_CASE_ORACLE_H

#include <stdio.h>

#include "case_file.h"
#include "oracle.h"

/* The band's width relative to the largest coordinate magnitude (docs/agreement.md, "Float mode").
 */
#define BAND (1.0 / 65536.0)

/* A convex polygon's corners as the oracle reads them. */
oracle_outline case_outline_poly(const sat2d_convex_poly *p);

/* A simple polygon's corners as the oracle reads them. */
oracle_outline case_outline_polygon(const sat2d_simple_polygon *p);

/* The exact verdict of a case whose B is moved by (dx, dy) (0, 0 for the case itself). */
int case_oracle_verdict(const sat2d_case *c, float dx, float dy);

/* 1 if a float case whose exact verdict is `truth` lies inside the ambiguity band at
 * coordinate magnitude `magnitude`. */
int case_oracle_ambiguous(const sat2d_case *c, float magnitude, int truth);

/* The signed gap of a capsule case (capsule_capsule, circle_capsule, capsule_poly) after moving
 * B by (dx, dy), in double: > 0 apart by that much, 0 touching, < 0 overlapping by minus the
 * least push that separates them (oracle/capsule_gap.c); NaN for other tests. */
double case_capsule_gap(const sat2d_case *c, double dx, double dy);

/* The case as a case-file line (docs/case-format.md, hex floats), replayable by sat2d check. */
void case_print(FILE *f, const sat2d_case *c);

#endif
