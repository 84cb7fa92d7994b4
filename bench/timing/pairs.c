/* A user's trace split by test into benchmark data sets (see pairs.h). */
#define _POSIX_C_SOURCE 200809L
#include "pairs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_file.h"
#include "trace_file.h"

/* The parsed cases of one test, in trace order (their polygons owned until moved). */
typedef struct case_list {
    sat2d_case *items;
    size_t n, cap;
} case_list;

static void push(case_list *l, const sat2d_case *c) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 256;
        l->items = realloc(l->items, l->cap * sizeof *l->items);
        if (!l->items) {
            fprintf(stderr, "sat2d: out of memory reading the trace\n");
            exit(2);
        }
    }
    l->items[l->n++] = *c;
}

/* Writes one shape's floats into element i of the data set's SoA arrays for side `side` (the
 * layouts the batch slots take, sat2d_shape_floats), and moves polygons into pa/pb or ga/gb. A
 * transform stays out: one per data set (see build_set). */
static void store_shape(dataset *ds, int side, size_t i, sat2d_shape *s) {
    float **f = side ? ds->b : ds->a, v[SAT2D_SHAPE_FLOATS];
    for (int k = 0, n = sat2d_shape_floats(s, v); k < n; k++)
        f[k][i] = v[k];
    if (s->kind == SAT2D_SHAPE_POLY) (side ? ds->pb : ds->pa)[i] = s->poly, s->poly = NULL;
    if (s->kind == SAT2D_SHAPE_POLYGON) (side ? ds->gb : ds->ga)[i] = s->polygon, s->polygon = NULL;
}

static int corners_of(const sat2d_shape *s) {
    if (s->kind == SAT2D_SHAPE_POLY) return s->poly->count;
    if (s->kind == SAT2D_SHAPE_POLYGON) return s->polygon->count;
    return 0;
}

/* One test's data set. The transform slot applies one transform to every point of a batch,
 * so the data set takes the first line's transform for all its points: the slot's cost
 * (4 multiplies and 4 adds per point) does not depend on the transform's values. */
static dataset *build_set(sat2d_test_id test, case_list *l, uint64_t *distinct_transforms) {
    int corners = 0;
    for (size_t i = 0; i < l->n; i++) {
        int ca = corners_of(&l->items[i].a), cb = corners_of(&l->items[i].b);
        corners = ca > corners ? ca : corners;
        corners = cb > corners ? cb : corners;
    }
    dataset *ds = dataset_alloc(test, l->n, corners, SAT2D_PAIRS_DATASET);
    const int one_transform = sat2d_test_info_of(test)->a == SAT2D_SHAPE_TRANSFORM;
    if (one_transform) ds->xf = l->items[0].a.transform;
    for (size_t i = 0; i < l->n; i++) {
        sat2d_case *c = &l->items[i];
        if (one_transform && i > 0 &&
            memcmp(&c->a.transform, &l->items[i - 1].a.transform, sizeof c->a.transform) != 0)
            ++*distinct_transforms;
        store_shape(ds, 0, i, &c->a);
        store_shape(ds, 1, i, &c->b);
        ds->d[0][i] = c->sweep.x, ds->d[1][i] = c->sweep.y;
        sat2d_case_free(c); /* what was not moved into the data set */
    }
    if (one_transform) ++*distinct_transforms; /* counted as runs of equal ones */
    return ds;
}

int pairs_load(const char *path, dataset *sets[SAT2D_TEST_COUNT], pairs_stats *stats,
               int progress) {
    memset(stats, 0, sizeof *stats);
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        sets[t] = NULL;
    char err[512];
    sat2d_trace_reader *r = sat2d_trace_open(path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "sat2d: %s\n", err);
        return 2;
    }
    stats->binary = sat2d_trace_reader_format(r) == SAT2D_TRACE_BINARY;
    case_list lists[SAT2D_TEST_COUNT];
    memset(lists, 0, sizeof lists);
    const char *line;
    uint64_t number = 0;
    int got;
    sat2d_case c;
    uint64_t reported = 0;
    while ((got = sat2d_trace_next_case(r, path, &c, &line, &number, err, sizeof err)) > 0) {
        if (progress && number / 100000 != reported) {
            reported = number / 100000;
            fprintf(stderr, "sat2d-bench: read %llu %ss of %s\n", (unsigned long long)number,
                    sat2d_trace_unit(r), path);
        }
        if (got == 2) {
            if (stats->bad < SAT2D_PAIRS_BAD_KEPT) stats->bad_numbers[stats->bad] = number;
            stats->bad++;
            continue;
        }
        push(&lists[c.test], &c);
    }
    stats->units = number;
    sat2d_trace_close(r);
    if (got < 0) {
        fprintf(stderr, "sat2d: %s\n", err);
        for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
            for (size_t i = 0; i < lists[t].n; i++)
                sat2d_case_free(&lists[t].items[i]);
            free(lists[t].items);
        }
        return 2;
    }
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        stats->per_test[t] = lists[t].n;
        stats->pairs += lists[t].n;
        if (lists[t].n) sets[t] = build_set((sat2d_test_id)t, &lists[t], &stats->transforms);
        free(lists[t].items);
    }
    return 0;
}
