/* A consumer built from the exported header alone (no libsat2d, no SIMDe): a row of boxes and
 * triangles tested against each other and against discs in one batch each, on whatever level
 * this CPU runs, every verdict checked against the header's own scalar reference. Exit status
 * 0 when all agree. */
#include <stdio.h>
#include <stdlib.h>

#include "sat2d_single.h"
#ifdef EXAMPLE_WITH_CXX
#include "engine_side.h"
#endif

enum { BODIES = 64 };

/* Body i: a unit box or a triangle at an integer position, so that some pairs touch exactly. */
static sat2dx_convex_poly *make_body(int i) {
    const float x = (float)(i % 16), y = (float)(i / 16);
    const sat2dx_vec2 box[] = {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
    const sat2dx_vec2 tri[] = {{x, y}, {x + 2, y}, {x + 1, y + 1.5f}};
    sat2dx_status status;
    sat2dx_convex_poly *p =
        i % 3 ? sat2dx_poly_create(box, 4, &status) : sat2dx_poly_create(tri, 3, &status);
    if (!p) {
        fprintf(stderr, "body %d: %s\n", i, sat2dx_status_string(status));
        exit(2);
    }
    return p;
}

int main(void) {
    sat2dx_convex_poly *body[BODIES];
    const sat2dx_convex_poly *a[BODIES], *b[BODIES];
    float cx[BODIES], cy[BODIES], r[BODIES];
    for (int i = 0; i < BODIES; i++)
        body[i] = make_body(i);
    for (int i = 0; i < BODIES; i++) { /* each body against its right-hand neighbour */
        a[i] = body[i], b[i] = body[(i + 1) % BODIES];
        cx[i] = (float)(i % 16) + 1.5f, cy[i] = (float)(i / 16) + 0.5f, r[i] = 0.5f;
    }
    uint8_t hit[BODIES], disc_hit[BODIES];
    sat2dx_mtv mtv[BODIES];
    sat2dx_batch_poly_poly(a, b, BODIES, hit, mtv);
    sat2dx_batch_circle_poly((sat2dx_circles_soa){cx, cy, r}, b, BODIES, disc_hit, NULL);

    int wrong = 0, hits = 0, disc_hits = 0;
    for (int i = 0; i < BODIES; i++) {
        const sat2dx_circle c = {{cx[i], cy[i]}, r[i]};
        wrong += hit[i] != sat2dx_poly_poly(a[i], b[i], NULL);
        wrong += disc_hit[i] != sat2dx_circle_poly(c, b[i], NULL);
        hits += hit[i], disc_hits += disc_hit[i];
    }
    printf("sat2d_single.h from %s, level %d: poly_poly by %s, circle_poly by %s\n",
           sat2dx_export_commit(), sat2dx_export_level(), sat2dx_export_variant("poly_poly", -1),
           sat2dx_export_variant("circle_poly", -1));
    printf("%d of %d polygon pairs collide, %d of %d discs; %d verdicts differ from the "
           "reference\n",
           hits, BODIES, disc_hits, BODIES, wrong);
#ifdef EXAMPLE_WITH_CXX
    const int contacts = engine_count_contacts(a, b, BODIES);
    printf("the C++ side counts %d contacts\n", contacts);
    wrong += contacts != hits;
#endif
    for (int i = 0; i < BODIES; i++)
        sat2dx_poly_free(body[i]);
    return wrong ? 1 : 0;
}
