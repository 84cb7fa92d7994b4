/* Writes every record kind of the binary trace with sat2d/trace_writer.h alone (no other sat2d
 * header, no sat2d library): kind k (the test with id k) k + 1 times, with valid shapes, and
 * prints "test <id> <count>" for each as `sat2d-trace info` does.
 *   writer_all OUT            exit 0
 *   writer_all OUT too-many   one polygon of SAT2D_TRACE_MAX_CORNERS + 1 corners: the writer
 *                             must refuse it, so close fails and the exit status is 1 */
#include <stdio.h>
#include <string.h>

#include "sat2d/trace_writer.h"

static const char *const names[SAT2D_TRACE_RECORD_KINDS] = {
    "point_point",     "point_circle",    "point_rect",      "circle_circle", "rect_rect",
    "circle_rect",     "poly_poly",       "circle_poly",     "point_polygon", "segment_segment",
    "polygon_polygon", "poly_poly_sweep", "bounding_circle", "transform"};

int main(int argc, char **argv) {
    if (argc != 2 && !(argc == 3 && strcmp(argv[2], "too-many") == 0)) {
        fprintf(stderr, "usage: writer_all OUT [too-many]\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "wb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    sat2d_trace_writer w;
    if (sat2d_trace_writer_open(&w, f) != 0) return 1;
    if (argc == 3) {
        static float big[2 * (SAT2D_TRACE_MAX_CORNERS + 1)];
        const float tri[6] = {0, 0, 1, 0, 0, 1};
        sat2d_trace_poly_poly(&w, 3, tri, 3, tri);
        sat2d_trace_poly_poly(&w, SAT2D_TRACE_MAX_CORNERS + 1, big, 3, tri);
        int closed = sat2d_trace_writer_close(&w);
        fclose(f);
        if (closed == 0) {
            fprintf(stderr, "writer_all: a polygon of %u corners was accepted\n",
                    SAT2D_TRACE_MAX_CORNERS + 1);
            return 0; /* the test expects 1: accepting it is the failure */
        }
        fprintf(stderr, "writer_all: refused a polygon of %u corners\n",
                SAT2D_TRACE_MAX_CORNERS + 1);
        return 1;
    }
    /* A square and a triangle overlapping it, a non-convex arrow for the simple polygons. */
    const float square[8] = {0, 0, 2, 0, 2, 2, 0, 2}, tri[6] = {1, 1, 3, 1, 1, 3.5f};
    const float arrow[10] = {0, 0, 2, 1, 0, 2, 0.5f, 1, -1, 1.5f};
    for (int k = 0; k < SAT2D_TRACE_RECORD_KINDS; k++)
        for (int r = 0; r <= k; r++) {
            float s = 0.25f * (float)r; /* each copy shifted, so no two records are equal */
            switch (k) {
            case SAT2D_TRACE_POINT_POINT:
                sat2d_trace_point_point(&w, s, 1, s, 1.5f);
                break;
            case SAT2D_TRACE_POINT_CIRCLE:
                sat2d_trace_point_circle(&w, s, 0, 0.5f, 0, 1);
                break;
            case SAT2D_TRACE_POINT_RECT:
                sat2d_trace_point_rect(&w, s, 0.5f, 0, 0, 1, 1);
                break;
            case SAT2D_TRACE_CIRCLE_CIRCLE:
                sat2d_trace_circle_circle(&w, 0, 0, 1, 1.5f + s, 0, 0.75f);
                break;
            case SAT2D_TRACE_RECT_RECT:
                sat2d_trace_rect_rect(&w, 0, 0, 2, 1, 1 + s, 0.5f, 2, 2);
                break;
            case SAT2D_TRACE_CIRCLE_RECT:
                sat2d_trace_circle_rect(&w, s, 0, 0.5f, 0.25f, 0.25f, 3, 1);
                break;
            case SAT2D_TRACE_POLY_POLY:
                sat2d_trace_poly_poly(&w, 4, square, 3, tri);
                break;
            case SAT2D_TRACE_CIRCLE_POLY:
                sat2d_trace_circle_poly(&w, -0.5f - s, 1, 0.75f, 4, square);
                break;
            case SAT2D_TRACE_POINT_POLYGON:
                sat2d_trace_point_polygon(&w, 0.25f + s, 1, 5, arrow);
                break;
            case SAT2D_TRACE_SEGMENT_SEGMENT:
                sat2d_trace_segment_segment(&w, 0, 0, 2, 2, s, 2, 2, 0);
                break;
            case SAT2D_TRACE_POLYGON_POLYGON:
                sat2d_trace_polygon_polygon(&w, 5, arrow, 4, square);
                break;
            case SAT2D_TRACE_POLY_POLY_SWEEP:
                sat2d_trace_poly_poly_sweep(&w, 4, square, 3, tri, 5 + s, -1);
                break;
            case SAT2D_TRACE_BOUNDING_CIRCLE:
                sat2d_trace_bounding_circle(&w, 4, square, 3, tri);
                break;
            case SAT2D_TRACE_TRANSFORM:
                sat2d_trace_transform(&w, 1, 2, 0.5f, s, 1);
                break;
            }
        }
    if (sat2d_trace_writer_close(&w) != 0 || fclose(f) != 0) {
        fprintf(stderr, "writer_all: %s: write error\n", argv[1]);
        return 1;
    }
    for (int k = 0; k < SAT2D_TRACE_RECORD_KINDS; k++)
        printf("test %s %d\n", names[k], k + 1);
    return 0;
}
