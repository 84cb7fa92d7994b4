/* Links sat2d from outside the project and decides one overlap through the public API and
 * one through the registry: exits 0 only if both say the two touching squares collide. */
#include <stdio.h>

#include <sat2d/sat2d.h>

int main(void) {
    const sat2d_vec2 a_pts[] = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
    const sat2d_vec2 b_pts[] = {{2, 1}, {4, 1}, {4, 3}, {2, 3}};
    sat2d_status st;
    sat2d_convex_poly *a = sat2d_poly_create(a_pts, 4, &st);
    sat2d_convex_poly *b = sat2d_poly_create(b_pts, 4, &st);
    if (!a || !b) {
        fprintf(stderr, "builder refused: %s\n", sat2d_status_string(st));
        return 1;
    }
    uint8_t hit = 0;
    const sat2d_convex_poly *pa = a, *pb = b;
    sat2d_reference()->poly_poly(&pa, &pb, 1, &hit, NULL);
    int direct = sat2d_poly_poly(a, b, NULL);
    size_t count;
    sat2d_variants(&count);
    printf("touching squares: direct=%d registry=%d variants=%zu\n", direct, hit, count);
    sat2d_poly_free(a);
    sat2d_poly_free(b);
    return direct == 1 && hit == 1 ? 0 : 1;
}
