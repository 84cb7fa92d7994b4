/* SIMD twin of scalar/poly_poly_manifold.c for one pair at a time: faces in lanes. A polygon's
 * corners and stored normals are already structure-of-arrays, padded to whole blocks of 8 with
 * lane 0 repeated, so a block of W faces loads straight from the block; the other polygon's
 * corners are broadcast one at a time, so each face's minimum needs no horizontal work. Once
 * per polygon, the lanes' greatest separations (and later the incident face's least
 * incidence) are reduced to the first face of the best value, as the scalar's loop would pick
 * it (padding lanes, copies of face 0, are left out). The reference face, the
 * clipping and the fallback are the scalar's own steps (manifold_parts.h), so the answers are
 * the scalar's byte for byte.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "manifold_parts.h"

/* Lane l holds l: a block's face indices are k + these. */
static const float manifold_lane_ids[8] = {0, 1, 2, 3, 4, 5, 6, 7};

/* The first of the lanes of `value` equal to `v` by index (`index`, floats), with its own value
 * in *got (so that a -0 and a +0 that tie keep the first one's sign, as the scalar loop does). */
static int manifold_first(vf value, vf index, float v, float *got) {
    float vals[SAT2D_W], ids[SAT2D_W];
    V_STORE(vals, value), V_STORE(ids, index);
    unsigned eq = (unsigned)V_MASK(V_EQ(value, V_SET1(v)));
    int best = __builtin_ctz(eq); /* v is some lane's value, so eq != 0 */
    if (eq & (eq - 1))            /* a tie between lanes (rare): the lowest index among them */
        for (int l = best + 1; l < SAT2D_W; l++)
            if (((eq >> l) & 1u) && ids[l] < ids[best]) best = l;
    *got = vals[best];
    return (int)ids[best];
}

/* The lane of the first face holding `top` in a one-block polygon (lane l is face l; `value`'s
 * padding and NaN lanes were set to what never equals `top`), with that lane's own value in
 * *got: a -0 and a +0 tie, and the scalar keeps the first one's sign. */
static int manifold_first_lane(vf value, float top, float *got) {
    const unsigned eq = (unsigned)V_MASK(V_EQ(value, V_SET1(top)));
    const int l = __builtin_ctz(eq); /* top is some lane's value, so eq != 0 */
    if (eq & (eq - 1)) {
        float vals[SAT2D_W];
        V_STORE(vals, value);
        *got = vals[l];
    } else {
        *got = top;
    }
    return l;
}

/* The first face of `ref` of greatest separation from the corners of `inc` into *sep; a
 * positive *sep where some face separates them (the blocks stop there). */
static int manifold_axes_max_separation(const sat2d_convex_poly *ref, const sat2d_convex_poly *inc,
                                        float *sep) {
    const float *x = sat2d_poly_x(ref), *y = sat2d_poly_y(ref);
    const float *nx = sat2d_poly_nx(ref), *ny = sat2d_poly_ny(ref);
    const float *ix = sat2d_poly_x(inc), *iy = sat2d_poly_y(inc);
    const int ni = inc->count;
    const vf zero = V_SET1(0.0f), lanes = V_LOAD(manifold_lane_ids), none = V_SET1(-INFINITY);
    vf best = none, at = zero;
    for (int k = 0; k < ref->count; k += SAT2D_W) {
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k), X = V_LOAD(x + k), Y = V_LOAD(y + k);
        vf m = V_SET1(INFINITY);
        for (int j = 0; j < ni; j++) /* V_MIN(s, m) is s < m ? s : m: the scalar's update */
            m = V_MIN(V_ADD(V_MUL(NX, V_SUB(V_SET1(ix[j]), X)), V_MUL(NY, V_SUB(V_SET1(iy[j]), Y))),
                      m);
        const vf si = V_DIV(m, V_SQRT(V_ADD(V_MUL(NX, NX), V_MUL(NY, NY))));
        if (V_MASK(V_GT(si, zero))) {
            *sep = 1.0f;
            return 0;
        }
        /* NaN never enters, nor a padding lane (a copy of face 0, which never wins over it) */
        const vf real = V_LT(V_ADD(V_SET1((float)k), lanes), V_SET1((float)ref->count));
        if (ref->count <= SAT2D_W) { /* one block: lane l is face l, no indices to carry */
            best = V_BLEND(none, si, V_AND(real, V_EQ(si, si)));
            break;
        }
        const vf gt = V_AND(V_GT(si, best), real);
        best = V_BLEND(best, si, gt), at = V_BLEND(at, V_ADD(V_SET1((float)k), lanes), gt);
    }
    const float top = v_hmax(best);
    if (top == -INFINITY) { /* no face beat -inf: the scalar keeps face 0 */
        *sep = -INFINITY;
        return 0;
    }
    if (ref->count <= SAT2D_W) return manifold_first_lane(best, top, sep);
    return manifold_first(best, at, top, sep);
}

/* The incident face: the first face of the other polygon of least incidence. */
static int manifold_axes_incident(const sat2d_manifold_ref *r) {
    const float *nx = sat2d_poly_nx(r->inc), *ny = sat2d_poly_ny(r->inc);
    const int n = r->inc->count;
    const vf UX = V_SET1(r->ux), UY = V_SET1(r->uy), lanes = V_LOAD(manifold_lane_ids);
    const vf none = V_SET1(INFINITY);
    vf least = none, at = V_SET1(0.0f);
    for (int k = 0; k < n; k += SAT2D_W) {
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k);
        const vf d =
            V_DIV(V_ADD(V_MUL(NX, UX), V_MUL(NY, UY)), V_SQRT(V_ADD(V_MUL(NX, NX), V_MUL(NY, NY))));
        const vf id = V_ADD(V_SET1((float)k), lanes), real = V_LT(id, V_SET1((float)n));
        if (n <= SAT2D_W) { /* one block, as in manifold_axes_max_separation */
            least = V_BLEND(none, d, V_AND(real, V_EQ(d, d)));
            break;
        }
        const vf lt = V_AND(V_LT(d, least), real);
        least = V_BLEND(least, d, lt), at = V_BLEND(at, id, lt);
    }
    const float low = v_hmin(least);
    float got;
    if (low == INFINITY) return 0;
    return n <= SAT2D_W ? manifold_first_lane(least, low, &got)
                        : manifold_first(least, at, low, &got);
}

/* One-block faces of `p` against one corner (cx, cy): n . (c - a) in every lane. */
#define MANIFOLD_FACE_CORNER(NX, NY, X, Y, cx, cy)                                                 \
    V_ADD(V_MUL(NX, V_SUB(V_SET1(cx), X)), V_MUL(NY, V_SUB(V_SET1(cy), Y)))

/* Both polygons of one block each: the faces of A against B's corners and of B against A's in
 * one loop (two independent minimum chains), the same expressions as
 * manifold_axes_max_separation per lane. 0 if some face separates them; else the first best
 * face of each and its separation. */
static int manifold_axes_small(const sat2d_convex_poly *a, const sat2d_convex_poly *b, int *ia,
                               float *sa, int *ib, float *sb) {
    const float *ax = sat2d_poly_x(a), *ay = sat2d_poly_y(a), *bx = sat2d_poly_x(b),
                *by = sat2d_poly_y(b);
    const vf ANX = V_LOAD(sat2d_poly_nx(a)), ANY = V_LOAD(sat2d_poly_ny(a)), AX = V_LOAD(ax),
             AY = V_LOAD(ay);
    const vf BNX = V_LOAD(sat2d_poly_nx(b)), BNY = V_LOAD(sat2d_poly_ny(b)), BX = V_LOAD(bx),
             BY = V_LOAD(by);
    const int na = a->count, nb = b->count, both = na < nb ? na : nb;
    vf ma = V_SET1(INFINITY), mb = ma;
    int j = 0;
    for (; j < both; j++) {
        ma = V_MIN(MANIFOLD_FACE_CORNER(ANX, ANY, AX, AY, bx[j], by[j]), ma);
        mb = V_MIN(MANIFOLD_FACE_CORNER(BNX, BNY, BX, BY, ax[j], ay[j]), mb);
    }
    for (int k = j; k < nb; k++)
        ma = V_MIN(MANIFOLD_FACE_CORNER(ANX, ANY, AX, AY, bx[k], by[k]), ma);
    for (int k = j; k < na; k++)
        mb = V_MIN(MANIFOLD_FACE_CORNER(BNX, BNY, BX, BY, ax[k], ay[k]), mb);
    const vf zero = V_SET1(0.0f), none = V_SET1(-INFINITY), lanes = V_LOAD(manifold_lane_ids);
    const vf sia = V_DIV(ma, V_SQRT(V_ADD(V_MUL(ANX, ANX), V_MUL(ANY, ANY))));
    const vf sib = V_DIV(mb, V_SQRT(V_ADD(V_MUL(BNX, BNX), V_MUL(BNY, BNY))));
    if (V_MASK(V_OR(V_GT(sia, zero), V_GT(sib, zero)))) return 0;
    const vf ba = V_BLEND(none, sia, V_AND(V_LT(lanes, V_SET1((float)na)), V_EQ(sia, sia)));
    const vf bb = V_BLEND(none, sib, V_AND(V_LT(lanes, V_SET1((float)nb)), V_EQ(sib, sib)));
    const float ta = v_hmax(ba), tb = v_hmax(bb);
    *ia = ta == -INFINITY ? (*sa = -INFINITY, 0) : manifold_first_lane(ba, ta, sa);
    *ib = tb == -INFINITY ? (*sb = -INFINITY, 0) : manifold_first_lane(bb, tb, sb);
    return 1;
}

static int poly_poly_manifold_axes(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                   sat2d_manifold *m) {
    float sa, sb;
    int ia, ib;
    if (a->count <= SAT2D_W && b->count <= SAT2D_W) {
        if (!manifold_axes_small(a, b, &ia, &sa, &ib, &sb)) return 0;
    } else {
        ia = manifold_axes_max_separation(a, b, &sa);
        if (sa > 0) return 0;
        ib = manifold_axes_max_separation(b, a, &sb);
        if (sb > 0) return 0;
    }
    if (!m) return 1;
    const sat2d_manifold_ref r = sat2d_manifold_reference(a, b, sa, ia, sb, ib);
    sat2d_manifold_clip(&r, manifold_axes_incident(&r), m);
    return 1;
}
