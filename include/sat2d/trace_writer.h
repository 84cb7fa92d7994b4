/* sat2d/trace_writer.h — writes sat2d's binary trace format (docs/trace-format.md, version 1)
 * from an engine: paste this one header into the engine, no other sat2d file and no library
 * needed (C99 or later, or C++). Every function is static inline.
 *
 *     FILE *f = fopen("pairs.sat2dtrace", "wb");      // a seekable file, opened in binary
 *     sat2d_trace_writer w;
 *     sat2d_trace_writer_open(&w, f);                 // writes the header
 *     sat2d_trace_poly_poly(&w, 4, box_xy, 12, gon_xy);  // one record per pair the narrow
 *     sat2d_trace_circle_poly(&w, x, y, r, 4, box_xy);   //   phase is asked about
 *     if (sat2d_trace_writer_close(&w) != 0) { ... }  // patches the record count; fclose(f)
 *
 * Polygons are `n` corners as interleaved x, y floats (x0 y0 x1 y1 ...), which is also the
 * memory layout of an array of `struct { float x, y; }`. Every record keeps the numbers as
 * given; sat2d validates shapes when it reads the trace (a refused shape is reported with its
 * record number and skipped). A write error, or a polygon of more than
 * SAT2D_TRACE_MAX_CORNERS corners, sets w->error: later calls do nothing and close returns -1.
 * The file is little-endian on every host (bytes are assembled by shifts, not memcpy'd). */
#ifndef SAT2D_TRACE_WRITER_H
#define SAT2D_TRACE_WRITER_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The format version this header writes. */
#define SAT2D_TRACE_VERSION 1u
/* The 8 bytes every trace starts with. */
#define SAT2D_TRACE_MAGIC "SAT2DTRC"
/* Written as a little-endian uint32: a reader that sees other bytes knows the writer was wrong. */
#define SAT2D_TRACE_BYTE_ORDER_MARK 0x0A0B0C0Du
/* Header bytes: magic (8), version (4), byte-order mark (4), record count (8). */
#define SAT2D_TRACE_HEADER_BYTES 24
/* The most corners one polygon of a record may have (sat2d's builders' limit). */
#define SAT2D_TRACE_MAX_CORNERS 1024u

/* Record codes: the first byte of each record, the test the pair is for (docs/trace-format.md
 * gives each one's payload). Fixed by the format; they equal sat2d_test_id's values. */
enum {
    SAT2D_TRACE_POINT_POINT = 0,
    SAT2D_TRACE_POINT_CIRCLE = 1,
    SAT2D_TRACE_POINT_RECT = 2,
    SAT2D_TRACE_CIRCLE_CIRCLE = 3,
    SAT2D_TRACE_RECT_RECT = 4,
    SAT2D_TRACE_CIRCLE_RECT = 5,
    SAT2D_TRACE_POLY_POLY = 6,
    SAT2D_TRACE_CIRCLE_POLY = 7,
    SAT2D_TRACE_POINT_POLYGON = 8,
    SAT2D_TRACE_SEGMENT_SEGMENT = 9,
    SAT2D_TRACE_POLYGON_POLYGON = 10,
    SAT2D_TRACE_POLY_POLY_SWEEP = 11,
    SAT2D_TRACE_BOUNDING_CIRCLE = 12,
    SAT2D_TRACE_TRANSFORM = 13,
    SAT2D_TRACE_RECORD_KINDS = 14
};

/* A trace being written: the file, the records so far, and a sticky error flag. */
typedef struct sat2d_trace_writer {
    FILE *file;
    uint64_t records;
    int error;
} sat2d_trace_writer;

/* Appends `n` bytes unless an earlier write failed. */
static inline void sat2d_trace_put_bytes_(sat2d_trace_writer *w, const unsigned char *b, size_t n) {
    if (w->error) return;
    if (fwrite(b, 1, n, w->file) != n) w->error = 1;
}

/* Appends a uint32, least significant byte first. */
static inline void sat2d_trace_put_u32_(sat2d_trace_writer *w, uint32_t v) {
    unsigned char b[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16),
                          (unsigned char)(v >> 24)};
    sat2d_trace_put_bytes_(w, b, 4);
}

/* Appends a uint64, least significant byte first. */
static inline void sat2d_trace_put_u64_(sat2d_trace_writer *w, uint64_t v) {
    sat2d_trace_put_u32_(w, (uint32_t)v);
    sat2d_trace_put_u32_(w, (uint32_t)(v >> 32));
}

/* Appends `count` floats as IEEE-754 binary32 bit patterns, little-endian. */
static inline void sat2d_trace_put_floats_(sat2d_trace_writer *w, const float *v, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t bits;
        memcpy(&bits, &v[i], sizeof bits); /* the bit pattern, not a conversion */
        sat2d_trace_put_u32_(w, bits);
    }
}

/* Appends a polygon: its corner count (uint32), then 2n floats. */
static inline void sat2d_trace_put_outline_(sat2d_trace_writer *w, uint32_t n, const float *xy) {
    if (n > SAT2D_TRACE_MAX_CORNERS) {
        w->error = 1;
        return;
    }
    sat2d_trace_put_u32_(w, n);
    sat2d_trace_put_floats_(w, xy, 2 * (size_t)n);
}

/* Starts a record of kind `code` (counted now; a failed write sets the error flag anyway). */
static inline void sat2d_trace_begin_(sat2d_trace_writer *w, unsigned code) {
    unsigned char b = (unsigned char)code;
    sat2d_trace_put_bytes_(w, &b, 1);
    w->records++;
}

/* Writes the header to `file` (opened "wb", seekable: close patches the count). 0 on success,
 * -1 on a write error. */
static inline int sat2d_trace_writer_open(sat2d_trace_writer *w, FILE *file) {
    w->file = file, w->records = 0, w->error = file == NULL;
    sat2d_trace_put_bytes_(w, (const unsigned char *)SAT2D_TRACE_MAGIC, 8);
    sat2d_trace_put_u32_(w, SAT2D_TRACE_VERSION);
    sat2d_trace_put_u32_(w, SAT2D_TRACE_BYTE_ORDER_MARK);
    sat2d_trace_put_u64_(w, 0); /* the record count, patched by close */
    return w->error ? -1 : 0;
}

/* Writes the record count into the header and flushes; the caller closes the FILE. 0 on
 * success, -1 if any write failed (the file is then not a valid trace). */
static inline int sat2d_trace_writer_close(sat2d_trace_writer *w) {
    if (w->error) return -1;
    if (fseek(w->file, 16, SEEK_SET) != 0) return w->error = 1, -1;
    sat2d_trace_put_u64_(w, w->records);
    if (fseek(w->file, 0, SEEK_END) != 0 || fflush(w->file) != 0) w->error = 1;
    return w->error ? -1 : 0;
}

/* point_point: point A (ax, ay), point B (bx, by). */
static inline void sat2d_trace_point_point(sat2d_trace_writer *w, float ax, float ay, float bx,
                                           float by) {
    const float v[4] = {ax, ay, bx, by};
    sat2d_trace_begin_(w, SAT2D_TRACE_POINT_POINT);
    sat2d_trace_put_floats_(w, v, 4);
}

/* point_circle: point (px, py), circle centre (cx, cy) radius r. */
static inline void sat2d_trace_point_circle(sat2d_trace_writer *w, float px, float py, float cx,
                                            float cy, float r) {
    const float v[5] = {px, py, cx, cy, r};
    sat2d_trace_begin_(w, SAT2D_TRACE_POINT_CIRCLE);
    sat2d_trace_put_floats_(w, v, 5);
}

/* point_rect: point (px, py), rectangle min corner (x, y), width, height. */
static inline void sat2d_trace_point_rect(sat2d_trace_writer *w, float px, float py, float x,
                                          float y, float width, float height) {
    const float v[6] = {px, py, x, y, width, height};
    sat2d_trace_begin_(w, SAT2D_TRACE_POINT_RECT);
    sat2d_trace_put_floats_(w, v, 6);
}

/* circle_circle: circle A (ax, ay, ar), circle B (bx, by, br). */
static inline void sat2d_trace_circle_circle(sat2d_trace_writer *w, float ax, float ay, float ar,
                                             float bx, float by, float br) {
    const float v[6] = {ax, ay, ar, bx, by, br};
    sat2d_trace_begin_(w, SAT2D_TRACE_CIRCLE_CIRCLE);
    sat2d_trace_put_floats_(w, v, 6);
}

/* rect_rect: rectangles A and B, each min corner, width, height. */
static inline void sat2d_trace_rect_rect(sat2d_trace_writer *w, float ax, float ay, float aw,
                                         float ah, float bx, float by, float bw, float bh) {
    const float v[8] = {ax, ay, aw, ah, bx, by, bw, bh};
    sat2d_trace_begin_(w, SAT2D_TRACE_RECT_RECT);
    sat2d_trace_put_floats_(w, v, 8);
}

/* circle_rect: circle (cx, cy, r), rectangle min corner (x, y), width, height. */
static inline void sat2d_trace_circle_rect(sat2d_trace_writer *w, float cx, float cy, float r,
                                           float x, float y, float width, float height) {
    const float v[7] = {cx, cy, r, x, y, width, height};
    sat2d_trace_begin_(w, SAT2D_TRACE_CIRCLE_RECT);
    sat2d_trace_put_floats_(w, v, 7);
}

/* poly_poly: convex polygons A (na corners) and B (nb corners), either winding. */
static inline void sat2d_trace_poly_poly(sat2d_trace_writer *w, uint32_t na, const float *xy_a,
                                         uint32_t nb, const float *xy_b) {
    sat2d_trace_begin_(w, SAT2D_TRACE_POLY_POLY);
    sat2d_trace_put_outline_(w, na, xy_a);
    sat2d_trace_put_outline_(w, nb, xy_b);
}

/* circle_poly: circle (cx, cy, r), convex polygon B. */
static inline void sat2d_trace_circle_poly(sat2d_trace_writer *w, float cx, float cy, float r,
                                           uint32_t nb, const float *xy_b) {
    const float v[3] = {cx, cy, r};
    sat2d_trace_begin_(w, SAT2D_TRACE_CIRCLE_POLY);
    sat2d_trace_put_floats_(w, v, 3);
    sat2d_trace_put_outline_(w, nb, xy_b);
}

/* point_polygon: point (px, py), simple (possibly non-convex) polygon B. */
static inline void sat2d_trace_point_polygon(sat2d_trace_writer *w, float px, float py, uint32_t nb,
                                             const float *xy_b) {
    const float v[2] = {px, py};
    sat2d_trace_begin_(w, SAT2D_TRACE_POINT_POLYGON);
    sat2d_trace_put_floats_(w, v, 2);
    sat2d_trace_put_outline_(w, nb, xy_b);
}

/* segment_segment: segment A from (a0x, a0y) to (a1x, a1y), segment B likewise. */
static inline void sat2d_trace_segment_segment(sat2d_trace_writer *w, float a0x, float a0y,
                                               float a1x, float a1y, float b0x, float b0y,
                                               float b1x, float b1y) {
    const float v[8] = {a0x, a0y, a1x, a1y, b0x, b0y, b1x, b1y};
    sat2d_trace_begin_(w, SAT2D_TRACE_SEGMENT_SEGMENT);
    sat2d_trace_put_floats_(w, v, 8);
}

/* polygon_polygon: simple (possibly non-convex) polygons A and B. */
static inline void sat2d_trace_polygon_polygon(sat2d_trace_writer *w, uint32_t na,
                                               const float *xy_a, uint32_t nb, const float *xy_b) {
    sat2d_trace_begin_(w, SAT2D_TRACE_POLYGON_POLYGON);
    sat2d_trace_put_outline_(w, na, xy_a);
    sat2d_trace_put_outline_(w, nb, xy_b);
}

/* poly_poly_sweep: convex polygons A (fixed) and B, B moved by (dx, dy) over the step. */
static inline void sat2d_trace_poly_poly_sweep(sat2d_trace_writer *w, uint32_t na,
                                               const float *xy_a, uint32_t nb, const float *xy_b,
                                               float dx, float dy) {
    const float d[2] = {dx, dy};
    sat2d_trace_begin_(w, SAT2D_TRACE_POLY_POLY_SWEEP);
    sat2d_trace_put_outline_(w, na, xy_a);
    sat2d_trace_put_outline_(w, nb, xy_b);
    sat2d_trace_put_floats_(w, d, 2);
}

/* bounding_circle: the bounding-circle pre-check of convex polygons A and B. */
static inline void sat2d_trace_bounding_circle(sat2d_trace_writer *w, uint32_t na,
                                               const float *xy_a, uint32_t nb, const float *xy_b) {
    sat2d_trace_begin_(w, SAT2D_TRACE_BOUNDING_CIRCLE);
    sat2d_trace_put_outline_(w, na, xy_a);
    sat2d_trace_put_outline_(w, nb, xy_b);
}

/* transform: translation (tx, ty) and rotation `angle` (radians) applied to point (x, y). */
static inline void sat2d_trace_transform(sat2d_trace_writer *w, float tx, float ty, float angle,
                                         float x, float y) {
    const float v[5] = {tx, ty, angle, x, y};
    sat2d_trace_begin_(w, SAT2D_TRACE_TRANSFORM);
    sat2d_trace_put_floats_(w, v, 5);
}

#ifdef __cplusplus
}
#endif
#endif
