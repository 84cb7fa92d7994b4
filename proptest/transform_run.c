/* The transform's property run (runs.h, run_transform). A model polygon of 3 to 16 corners is
 * moved by a random transform. Grid half: integer corners, a quarter turn (c, s in {0, +-1})
 * and an integer offset, so the exact image is representable and every variant must produce it
 * exactly (transform_exact). Float half: any angle, and each coordinate must lie within
 * props_transform_bound of the exact rational image (transform_bounded). Pitfalls (the
 * truncating transform) are measured: cases with any coordinate out of bounds. */
#include <stdio.h>
#include <string.h>

#include "case_draw.h"
#include "detmath.h"
#include "oracle.h"
#include "plugin_guard.h"
#include "props.h"
#include "report.h"
#include "runs.h"

/* Records, for the crash guard, the n transform cases a contender is about to answer. */
static void guard_transform(const sat2d_variant *v, sat2d_transform xf, const float *mx,
                            const float *my, int n) {
    static char where[16 * 256];
    size_t used = (size_t)snprintf(where, sizeof where, "on one of these %d cases:", n);
    for (int j = 0; j < n && used < sizeof where; j++) {
        sat2d_case c = {.test = SAT2D_TRANSFORM};
        c.a.kind = SAT2D_SHAPE_TRANSFORM, c.a.transform = xf;
        c.b.kind = SAT2D_SHAPE_POINT, c.b.point = (sat2d_vec2){mx[j], my[j]};
        used += (size_t)snprintf(where + used, sizeof where - used, "\n  ");
        if (used < sizeof where) used += sat2d_case_line(&c, where + used, sizeof where - used);
    }
    sat2d_guard_enter_text(v, where);
}

void run_transform(const char *only, uint64_t seed, long cases) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    long n_cases[64] = {0}, bad[2][64] = {{0}}, total[2][64] = {{0}};
    for (long i = 0; i < cases; i++) {
        const int grid = (int)(i & 1);
        gen g = case_gen(seed, SAT2D_TRANSFORM, i);
        float s = grid ? (float)gen_int(&g, 1, 300) : (float)det_exp10(gen_uniform(&g, -3, 5));
        int n = gen_int(&g, 3, 16), q = gen_int(&g, 0, 3);
        float mx[16], my[16], wx[16], wy[16];
        for (int j = 0; j < n; j++)
            mx[j] = gen_coord(&g, 0, s), my[j] = gen_coord(&g, 0, s); /* comma: in order */
        double sa, ca;
        det_sincos(gen_uniform(&g, 0, 6.283185307179586), &sa, &ca);
        sat2d_vec2 p = case_draw_coord2(&g, 0, 0, 10 * s);
        sat2d_transform xf = {p.x, p.y, grid ? (float)((q + 1) % 2 * (q < 2 ? 1 : -1)) : (float)ca,
                              grid ? (float)(q % 2 * (q < 2 ? 1 : -1)) : (float)sa};
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                !v->transform)
                continue;
            if (sat2d_guard_armed()) guard_transform(v, xf, mx, my, n);
            v->transform(xf, (sat2d_points_soa){mx, my}, (size_t)n, wx, wy);
            sat2d_guard_leave();
            int wrong = 0;
            for (int j = 0; j < n; j++) {
                double ex = oracle_transform_error(xf.c, mx[j], xf.s, my[j], xf.px, wx[j]);
                double ey = oracle_transform_error(xf.s, mx[j], -xf.c, my[j], xf.py, wy[j]);
                double bx = grid ? 0 : props_transform_bound(xf.c, mx[j], xf.s, my[j], xf.px);
                double by = grid ? 0 : props_transform_bound(xf.s, mx[j], xf.c, my[j], xf.py);
                wrong |= ex > bx || ey > by;
            }
            n_cases[k]++, total[grid][k]++, bad[grid][k] += wrong;
        }
    }
    for (size_t k = 0; k < nv && k < 64; k++) {
        if (!n_cases[k]) continue;
        if (all[k]->kind == SAT2D_KIND_PITFALL) {
            printf("pitfall transform %s: wrong vs oracle: grid %ld of %ld, float %ld of %ld\n",
                   all[k]->name, bad[1][k], total[1][k], bad[0][k], total[0][k]);
            report_pitfall(SAT2D_TRANSFORM, all[k]->name, total[0][k], bad[0][k], 0, total[1][k],
                           bad[1][k]);
            continue;
        }
        report(SAT2D_TRANSFORM, all[k]->name, "exact", total[1][k], bad[1][k], 0);
        report(SAT2D_TRANSFORM, all[k]->name, "bounded", total[0][k], bad[0][k], 0);
    }
}
