/* A toy physics engine that dumps its narrow-phase pairs with sat2d/trace_writer.h, the way an
 * engine team would: the only sat2d file it includes is that header, and it links no sat2d
 * library. Bodies (boxes, 12-gons and circles) drift and bounce in a 100 x 100 world; each step
 * a brute-force broad phase hands every pair whose bounding circles overlap to the "narrow
 * phase", which records it. It stops after PAIRS records.
 *   toy_engine OUT.sat2dtrace [PAIRS [polygons]]   (PAIRS: 10000; "polygons": no circles, so
 *                                                   every pair is poly_poly)
 * Prints "test <id> <count>" per test it wrote, as `sat2d-trace info` does. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sat2d/trace_writer.h"

#define BODIES 300
#define GON 12

typedef enum { BOX, GON12, CIRCLE } body_kind;

typedef struct body {
    body_kind kind;
    float x, y, vx, vy, angle, spin, size; /* size: half extent or radius */
} body;

static unsigned long long rng_state = 0x2545F4914F6CDD1Dull;

static float uniform(float lo, float hi) { /* xorshift64*: the same run on every machine */
    rng_state ^= rng_state >> 12, rng_state ^= rng_state << 25, rng_state ^= rng_state >> 27;
    unsigned long long r = rng_state * 0x2545F4914F6CDD1Dull;
    return lo + (hi - lo) * (float)((double)(r >> 11) / 9007199254740992.0);
}

/* The body's outline in world coordinates, counter-clockwise, as interleaved x, y. */
static unsigned outline(const body *b, float *xy) {
    unsigned n = b->kind == BOX ? 4 : GON;
    float r = b->kind == BOX ? b->size * 1.41421356f : b->size;
    for (unsigned i = 0; i < n; i++) {
        float t = b->angle + 6.28318531f * ((float)i + (b->kind == BOX ? 0.5f : 0.0f)) / (float)n;
        xy[2 * i] = b->x + r * cosf(t), xy[2 * i + 1] = b->y + r * sinf(t);
    }
    return n;
}

static float reach(const body *b) {
    return b->kind == BOX ? b->size * 1.41421356f : b->size;
}

int main(int argc, char **argv) {
    int polygons_only = argc == 4 && strcmp(argv[3], "polygons") == 0;
    if (argc < 2 || argc > 4 || (argc == 4 && !polygons_only)) {
        fprintf(stderr, "usage: toy_engine OUT.sat2dtrace [PAIRS [polygons]]\n");
        return 2;
    }
    long want = argc >= 3 ? strtol(argv[2], NULL, 10) : 10000;
    if (want <= 0) {
        fprintf(stderr, "toy_engine: PAIRS must be a positive number\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "wb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    sat2d_trace_writer w;
    sat2d_trace_writer_open(&w, f);
    static body bodies[BODIES];
    for (int i = 0; i < BODIES; i++) {
        body *b = &bodies[i];
        float k = uniform(0, 1);
        b->kind = k < 0.5f ? BOX : k < 0.75f || polygons_only ? GON12 : CIRCLE;
        b->x = uniform(5, 95), b->y = uniform(5, 95);
        b->vx = uniform(-0.5f, 0.5f), b->vy = uniform(-0.5f, 0.5f);
        b->angle = uniform(0, 6.28f), b->spin = uniform(-0.1f, 0.1f), b->size = uniform(1, 3);
    }
    long written = 0, poly_poly = 0, circle_poly = 0, circle_circle = 0;
    float xy_a[2 * GON], xy_b[2 * GON];
    while (written < want) {
        for (int i = 0; i < BODIES; i++) { /* integrate, bounce off the walls */
            body *b = &bodies[i];
            b->x += b->vx, b->y += b->vy, b->angle += b->spin;
            if (b->x < 3 || b->x > 97) b->vx = -b->vx;
            if (b->y < 3 || b->y > 97) b->vy = -b->vy;
        }
        for (int i = 0; i < BODIES && written < want; i++)
            for (int j = i + 1; j < BODIES && written < want; j++) {
                body *a = &bodies[i], *b = &bodies[j];
                float dx = a->x - b->x, dy = a->y - b->y, r = reach(a) + reach(b);
                if (dx * dx + dy * dy > r * r) continue; /* the broad phase rejects it */
                if (a->kind == CIRCLE && b->kind == CIRCLE) {
                    sat2d_trace_circle_circle(&w, a->x, a->y, a->size, b->x, b->y, b->size);
                    circle_circle++;
                } else if (a->kind == CIRCLE || b->kind == CIRCLE) {
                    const body *c = a->kind == CIRCLE ? a : b, *p = a->kind == CIRCLE ? b : a;
                    unsigned n = outline(p, xy_b);
                    sat2d_trace_circle_poly(&w, c->x, c->y, c->size, n, xy_b);
                    circle_poly++;
                } else {
                    unsigned na = outline(a, xy_a), nb = outline(b, xy_b);
                    sat2d_trace_poly_poly(&w, na, xy_a, nb, xy_b);
                    poly_poly++;
                }
                written++;
            }
    }
    if (sat2d_trace_writer_close(&w) != 0 || fclose(f) != 0) {
        fprintf(stderr, "toy_engine: %s: write error\n", argv[1]);
        return 1;
    }
    printf("records %ld\n", written);
    if (circle_circle) printf("test circle_circle %ld\n", circle_circle);
    if (poly_poly) printf("test poly_poly %ld\n", poly_poly);
    if (circle_poly) printf("test circle_poly %ld\n", circle_poly);
    return 0;
}
