/* Running a parsed case through a registry slot (alone, or as every pair of a block) and printing
 * the answer. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "case_file.h"
#include "plugin_guard.h"

/* The most pairs run_batch takes: a block of copies or a batch of different cases. */
#define CASE_PAIRS_MAX (SAT2D_CASE_BLOCK > SAT2D_CASE_MIXED ? SAT2D_CASE_BLOCK : SAT2D_CASE_MIXED)

/* The inputs of n cases (n <= CASE_PAIRS_MAX), pair i from case i, in the registry's SoA form:
 * a[k] and b[k] hold float k of shape A and shape B (x, y, then r, or w, h, or the second
 * endpoint). */
typedef struct case_inputs {
    float a[SAT2D_SOA_FLOATS][CASE_PAIRS_MAX], b[SAT2D_SOA_FLOATS][CASE_PAIRS_MAX],
        d[2][CASE_PAIRS_MAX];
    const sat2d_convex_poly *pa[CASE_PAIRS_MAX], *pb[CASE_PAIRS_MAX];
    const sat2d_simple_polygon *ga[CASE_PAIRS_MAX], *gb[CASE_PAIRS_MAX];
} case_inputs;

/* What n pairs were answered: one entry per pair. */
typedef struct case_outputs {
    uint8_t hit[CASE_PAIRS_MAX];
    sat2d_mtv mtv[CASE_PAIRS_MAX];
    sat2d_toi toi[CASE_PAIRS_MAX];
    sat2d_vec2 point[CASE_PAIRS_MAX];
    float x[CASE_PAIRS_MAX], y[CASE_PAIRS_MAX];
    sat2d_ray_hit ray[CASE_PAIRS_MAX];
    sat2d_manifold manifold[CASE_PAIRS_MAX];
} case_outputs;

static void fill_inputs(const sat2d_case *const *cases, size_t n, case_inputs *in) {
    for (size_t i = 0; i < n; i++) {
        const sat2d_case *c = cases[i];
        float fa[SAT2D_SOA_FLOATS] = {0}, fb[SAT2D_SOA_FLOATS] = {0};
        sat2d_shape_floats(&c->a, fa), sat2d_shape_floats(&c->b, fb);
        for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
            in->a[k][i] = fa[k], in->b[k][i] = fb[k];
        in->d[0][i] = c->sweep.x, in->d[1][i] = c->sweep.y;
        in->pa[i] = c->a.poly, in->pb[i] = c->b.poly;
        in->ga[i] = c->a.polygon, in->gb[i] = c->b.polygon;
    }
}

/* Records for the crash guard (plugin_guard.h) what v is about to answer: the case, when the
 * batch is one case or copies of it, else every case's line (each was answered alone first). */
static void guard_enter(const sat2d_variant *v, const sat2d_case *const *cases, size_t n) {
    static char where[64 * 1024];
    size_t copies = 1;
    while (copies < n && cases[copies] == cases[0])
        copies++;
    if (copies == n || !sat2d_guard_armed() || !sat2d_variant_origin(v)) {
        sat2d_guard_enter_case(v, cases[0]);
        return;
    }
    size_t used =
        (size_t)snprintf(where, sizeof where, "on a batch of %zu %s cases (each alone passed):", n,
                         sat2d_test_name(cases[0]->test));
    for (size_t i = 0; i < n && used < sizeof where; i++) {
        used += (size_t)snprintf(where + used, sizeof where - used, "\n  ");
        if (used < sizeof where)
            used += sat2d_case_line(cases[i], where + used, sizeof where - used);
    }
    sat2d_guard_enter_text(v, where);
}

/* Runs n cases of one test as the pairs of one batch through the variant's slot (a transform's
 * points all by the first case's transform), asking for MTVs, times and points only when
 * `numbers` (a transform's points always); 0 if the variant lacks that slot. */
static int run_batch(const sat2d_variant *v, const sat2d_case *const *cases, size_t n, int numbers,
                     case_outputs *out) {
    const sat2d_case *c = cases[0];
    if (!sat2d_variant_has(v, c->test)) return 0;
    case_inputs in;
    fill_inputs(cases, n, &in);
    sat2d_slot_in slot = {.d = {in.d[0], in.d[1]},
                          .pa = in.pa,
                          .pb = in.pb,
                          .ga = in.ga,
                          .gb = in.gb,
                          .xf = c->a.transform};
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        slot.a[k] = in.a[k], slot.b[k] = in.b[k];
    memset(out, 0, sizeof *out);
    const sat2d_slot_out to = {out->hit,
                               numbers ? out->mtv : NULL,
                               numbers ? out->point : NULL,
                               numbers ? out->toi : NULL,
                               out->x,
                               out->y,
                               numbers ? out->ray : NULL,
                               numbers ? out->manifold : NULL};
    guard_enter(v, cases, n); /* a contender may crash: say on which cases */
    sat2d_slot_call(v, c->test, &slot, n, &to);
    sat2d_guard_leave();
    /* no verdicts: every point is answered */
    if (sat2d_test_info_of(c->test)->out == SAT2D_OUT_WORLD) memset(out->hit, 1, n);
    return 1;
}

/* Copy i of the outputs as an answer. */
static void answer_of(const sat2d_case *c, const case_outputs *o, size_t i, sat2d_answer *a) {
    memset(a, 0, sizeof *a);
    a->hit = o->hit[i];
    a->mtv = o->mtv[i], a->toi = o->toi[i], a->ray = o->ray[i];
    a->manifold = o->manifold[i];
    a->point = sat2d_test_info_of(c->test)->out == SAT2D_OUT_WORLD ? (sat2d_vec2){o->x[i], o->y[i]}
                                                                   : o->point[i];
}

int sat2d_case_run(const sat2d_variant *v, const sat2d_case *c, sat2d_answer *out) {
    case_outputs o;
    if (!run_batch(v, &c, 1, 1, &o)) return 0;
    answer_of(c, &o, 0, out);
    return 1;
}

/* Two answers with the same bytes print the same answer line (sat2d_answer_format reads only
 * the answer and the case), so the lines are formatted and compared only where the bytes
 * differ (formatting every copy of every block dominated a property run). Bytes that differ
 * only in padding fall back to the lines, so the shortcut never changes a result. */
static int same_bytes(const sat2d_answer *x, const sat2d_answer *y) {
    return memcmp(x, y, sizeof *x) == 0;
}

/* How many of the n cases v answers differently as pair i of one batch than `alone[i]`: first
 * without numbers asked (the verdict), then with them (the answer line). The first such case
 * goes to *which, its line alone to lines[0] and in the batch to lines[1]; all n if v lacks
 * the slot. */
static size_t batch_differs(const sat2d_variant *v, const sat2d_case *const *cases, size_t n,
                            const sat2d_answer *alone, size_t *which, char lines[2][256]) {
    uint8_t differs[CASE_PAIRS_MAX] = {0};
    size_t count = 0;
    *which = 0;
    lines[0][0] = lines[1][0] = '\0'; /* filled only where something differs */
    for (int numbers = 0; numbers < 2; numbers++) {
        case_outputs o;
        if (!numbers && !sat2d_test_has_numbers(cases[0]->test))
            continue; /* the same run either way */
        if (!run_batch(v, cases, n, numbers, &o)) {
            sat2d_answer_format(cases[0], &alone[0], lines[0], sizeof lines[0]);
            snprintf(lines[1], sizeof lines[1], "no slot for this test");
            return n;
        }
        for (size_t i = 0; i < n; i++) {
            char want[256], got[256];
            sat2d_answer a;
            answer_of(cases[i], &o, i, &a);
            if (differs[i] || (numbers ? same_bytes(&a, &alone[i]) : a.hit == alone[i].hit))
                continue;
            sat2d_answer_format(cases[i], &alone[i], want, sizeof want);
            if (numbers)
                sat2d_answer_format(cases[i], &a, got, sizeof got);
            else
                snprintf(got, sizeof got, "%d (the verdict, no numbers asked)", a.hit);
            if (numbers && strcmp(want, got) == 0) continue;
            if (!count++) {
                *which = i;
                snprintf(lines[0], sizeof lines[0], "%s", want);
                snprintf(lines[1], sizeof lines[1], "%s", got);
            }
            differs[i] = 1;
        }
    }
    return count;
}

int sat2d_case_same_in_block(const sat2d_variant *v, const sat2d_case *c, const sat2d_answer *alone,
                             char lines[2][256]) {
    const sat2d_case *copies[SAT2D_CASE_BLOCK];
    sat2d_answer alones[SAT2D_CASE_BLOCK];
    size_t which;
    for (size_t i = 0; i < SAT2D_CASE_BLOCK; i++)
        copies[i] = c, alones[i] = *alone;
    return batch_differs(v, copies, SAT2D_CASE_BLOCK, alones, &which, lines) == 0;
}

size_t sat2d_cases_differ_in_batch(const sat2d_variant *v, const sat2d_case *const *cases, size_t n,
                                   size_t *which, char lines[2][256]) {
    sat2d_case lanes[SAT2D_CASE_MIXED];
    const sat2d_case *lane_of[SAT2D_CASE_MIXED];
    sat2d_answer alone[SAT2D_CASE_MIXED];
    *which = 0;
    snprintf(lines[0], sizeof lines[0], "-");
    snprintf(lines[1], sizeof lines[1], "no slot for this test");
    if (n > SAT2D_CASE_MIXED) {
        snprintf(lines[1], sizeof lines[1], "more than %d cases", SAT2D_CASE_MIXED);
        return n;
    }
    for (size_t i = 0; i < n; i++) {
        lanes[i] = *cases[i]; /* a shallow copy: the polygons stay the caller's */
        if (lanes[i].a.kind == SAT2D_SHAPE_TRANSFORM) /* one transform per batch */
            lanes[i].a.transform = cases[0]->a.transform;
        lane_of[i] = &lanes[i];
        if (lanes[i].test != cases[0]->test) {
            *which = i;
            snprintf(lines[1], sizeof lines[1], "not the first case's test");
            return n;
        }
        if (!sat2d_case_run(v, lane_of[i], &alone[i])) return n;
    }
    return n ? batch_differs(v, lane_of, n, alone, which, lines) : 0;
}

long sat2d_case_lines_flush(sat2d_case_lines *b) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    const sat2d_case *ptrs[SAT2D_CASE_MIXED];
    long differ = 0;
    for (size_t i = 0; i < b->n; i++)
        ptrs[i] = &b->cases[i];
    for (size_t k = 0; k < nv && b->n; k++) {
        const sat2d_variant *v = all[k];
        size_t which, bad;
        char got[2][256];
        if ((b->only ? strcmp(b->only, v->name) != 0 : v->kind == SAT2D_KIND_PITFALL) ||
            !sat2d_variant_available(v) || !sat2d_variant_has(v, b->cases[0].test))
            continue;
        if (!(bad = sat2d_cases_differ_in_batch(v, ptrs, b->n, &which, got))) continue;
        fprintf(b->report,
                "%s%s:%ld: %s answers '%s' alone, '%s' as pair %zu of a batch of lines %ld to %ld "
                "(%zu differ)\n",
                b->prefix, b->path, b->at[which], v->name, got[0], got[1], which, b->at[0],
                b->at[b->n - 1], bad);
        differ += (long)bad;
    }
    for (size_t i = 0; i < b->n; i++)
        sat2d_case_free(&b->cases[i]);
    b->n = 0;
    return differ;
}

long sat2d_case_lines_add(sat2d_case_lines *b, const sat2d_case *c, long at) {
    long differ = 0;
    if (b->n && (b->n == SAT2D_CASE_MIXED || b->cases[0].test != c->test))
        differ = sat2d_case_lines_flush(b);
    b->at[b->n] = at, b->cases[b->n++] = *c;
    return differ;
}

/* Prints -0 as 0: the sign of a zero component carries no meaning in an answer. */
static double z(float v) {
    return v == 0 ? 0.0 : (double)v;
}

void sat2d_answer_format(const sat2d_case *c, const sat2d_answer *a, char *buf, size_t size) {
    switch (sat2d_test_info_of(c->test)->out) {
    case SAT2D_OUT_WORLD:
        snprintf(buf, size, "x=%.9g y=%.9g", z(a->point.x), z(a->point.y));
        return;
    case SAT2D_OUT_TOI:
        if (a->hit)
            snprintf(buf, size, "1 toi=%.9g nx=%.9g ny=%.9g", z(a->toi.t), z(a->toi.nx),
                     z(a->toi.ny));
        else
            snprintf(buf, size, "0 toi=none");
        return;
    case SAT2D_OUT_RAY:
        if (!a->hit) break;
        snprintf(buf, size, "1 t=%.9g nx=%.9g ny=%.9g", z(a->ray.t), z(a->ray.nx), z(a->ray.ny));
        return;
    case SAT2D_OUT_MANIFOLD: {
        if (!a->hit) break;
        const sat2d_manifold *m = &a->manifold;
        const int n = m->count < 0 ? 0 : m->count > 2 ? 2 : m->count;
        int used =
            snprintf(buf, size, "1 count=%d nx=%.9g ny=%.9g", (int)m->count, z(m->nx), z(m->ny));
        for (int k = 0; k < n && used >= 0 && (size_t)used < size; k++)
            used += snprintf(buf + used, size - (size_t)used, " x=%.9g y=%.9g sep=%.9g", z(m->x[k]),
                             z(m->y[k]), z(m->sep[k]));
        return;
    }
    case SAT2D_OUT_MTV:
        if (!a->hit) break;
        snprintf(buf, size, "1 depth=%.9g nx=%.9g ny=%.9g", z(a->mtv.depth), z(a->mtv.nx),
                 z(a->mtv.ny));
        return;
    case SAT2D_OUT_POINT:
        if (!a->hit) break;
        snprintf(buf, size, "1 x=%.9g y=%.9g", z(a->point.x), z(a->point.y));
        return;
    case SAT2D_OUT_HIT:
        break;
    }
    snprintf(buf, size, "%d", a->hit ? 1 : 0);
}

/* Equal values agree, infinities and NaNs too (an overflowing pair's answer is the same
 * infinity or NaN in every variant, and inf - inf is NaN). */
static int close_to(float x, float y, float rel) {
    if (x == y || (isnan(x) && isnan(y))) return 1;
    float scale = fmaxf(1.0f, fmaxf(fabsf(x), fabsf(y)));
    return fabsf(x - y) <= rel * scale;
}

int sat2d_answer_agree(const sat2d_case *c, const sat2d_answer *x, const sat2d_answer *y,
                       float rel) {
    const sat2d_test_out out = sat2d_test_info_of(c->test)->out;
    if (out == SAT2D_OUT_WORLD)
        return close_to(x->point.x, y->point.x, rel) && close_to(x->point.y, y->point.y, rel);
    if (x->hit != y->hit) return 0;
    if (!x->hit) return 1;
    switch (out) {
    case SAT2D_OUT_MTV: /* normals are not compared: where two axes tie for the least depth,
                           either is right */
        return close_to(x->mtv.depth, y->mtv.depth, rel);
    case SAT2D_OUT_TOI:
        return close_to(x->toi.t, y->toi.t, rel);
    case SAT2D_OUT_RAY:
        return close_to(x->ray.t, y->ray.t, rel) && close_to(x->ray.nx, y->ray.nx, rel) &&
               close_to(x->ray.ny, y->ray.ny, rel);
    case SAT2D_OUT_POINT:
        return close_to(x->point.x, y->point.x, rel) && close_to(x->point.y, y->point.y, rel);
    case SAT2D_OUT_MANIFOLD: {
        const sat2d_manifold *p = &x->manifold, *q = &y->manifold;
        int same =
            p->count == q->count && close_to(p->nx, q->nx, rel) && close_to(p->ny, q->ny, rel);
        for (int k = 0; same && k < p->count && k < 2; k++)
            same = close_to(p->x[k], q->x[k], rel) && close_to(p->y[k], q->y[k], rel) &&
                   close_to(p->sep[k], q->sep[k], rel);
        return same;
    }
    default:
        return 1;
    }
}
