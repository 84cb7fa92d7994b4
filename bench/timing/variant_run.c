/* Runs a variant's batch slot over a data set (see variant_run.h). */
#include "variant_run.h"

size_t sat2d_bench_count_hits(const dataset *ds) {
    size_t h = 0;
    if (ds->test == SAT2D_TRANSFORM) return 0;
    for (size_t i = 0; i < ds->n; i++)
        h += ds->hit[i];
    return h;
}

void sat2d_bench_run_variant(const sat2d_variant *v, dataset *ds) {
    sat2d_points_soa pa = {ds->a[0], ds->a[1]}, pb = {ds->b[0], ds->b[1]};
    sat2d_points_soa pd = {ds->d[0], ds->d[1]};
    sat2d_circles_soa ca = {ds->a[0], ds->a[1], ds->a[2]}, cb = {ds->b[0], ds->b[1], ds->b[2]};
    sat2d_rects_soa ra = {ds->a[0], ds->a[1], ds->a[2], ds->a[3]};
    sat2d_rects_soa rb = {ds->b[0], ds->b[1], ds->b[2], ds->b[3]};
    sat2d_segments_soa sa = {ds->a[0], ds->a[1], ds->a[2], ds->a[3]};
    sat2d_segments_soa sb = {ds->b[0], ds->b[1], ds->b[2], ds->b[3]};
    const sat2d_convex_poly *const *ppa = (const sat2d_convex_poly *const *)ds->pa;
    const sat2d_convex_poly *const *ppb = (const sat2d_convex_poly *const *)ds->pb;
    const sat2d_simple_polygon *const *gga = (const sat2d_simple_polygon *const *)ds->ga;
    const sat2d_simple_polygon *const *ggb = (const sat2d_simple_polygon *const *)ds->gb;
    size_t n = ds->n;
    switch (ds->test) {
    case SAT2D_POINT_POINT:
        v->point_point(pa, pb, n, ds->hit);
        break;
    case SAT2D_POINT_CIRCLE:
        v->point_circle(pa, cb, n, ds->hit);
        break;
    case SAT2D_POINT_RECT:
        v->point_rect(pa, rb, n, ds->hit);
        break;
    case SAT2D_CIRCLE_CIRCLE:
        v->circle_circle(ca, cb, n, ds->hit, NULL);
        break;
    case SAT2D_RECT_RECT:
        v->rect_rect(ra, rb, n, ds->hit, NULL);
        break;
    case SAT2D_CIRCLE_RECT:
        v->circle_rect(ca, rb, n, ds->hit);
        break;
    case SAT2D_POLY_POLY:
        v->poly_poly(ppa, ppb, n, ds->hit, NULL);
        break;
    case SAT2D_CIRCLE_POLY:
        v->circle_poly(ca, ppb, n, ds->hit, NULL);
        break;
    case SAT2D_POINT_POLYGON:
        v->point_polygon(pa, ggb, n, ds->hit);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        v->segment_segment(sa, sb, n, ds->hit, NULL);
        break;
    case SAT2D_POLYGON_POLYGON:
        v->polygon_polygon(gga, ggb, n, ds->hit);
        break;
    case SAT2D_POLY_POLY_SWEEP:
        v->poly_poly_sweep(ppa, ppb, pd, n, ds->hit, NULL);
        break;
    case SAT2D_BOUNDING_CIRCLE:
        v->bounding_circle(ppa, ppb, n, ds->hit);
        break;
    case SAT2D_TRANSFORM:
        v->transform(ds->xf, pa, n, ds->wx, ds->wy);
        break;
    case SAT2D_TEST_COUNT:
        break;
    }
}
