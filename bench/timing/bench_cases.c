/* The benchmark bodies (C): one case per (test, variant or peer, data set). Every variant is
 * found by walking the registry; a case runs the variant's batch slot over the whole data
 * set, verdicts only (no MTV, point or time outputs), and counts the hits. */
#include "bench_api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datasets.h"
#include "variant_run.h"
#include "peer_box2d.h"
#include "peer_chipmunk.h"
#include "pairs.h"
#include "plugin_guard.h"

/* A peer call; the case name says which engine (box2d_*, chipmunk) and the test which shapes. */
typedef enum peer {
    NOT_A_PEER,
    BOX2D_OVERLAP,        /* poly_poly: b2TestOverlap */
    BOX2D_COLLIDE,        /* poly_poly: b2CollidePolygons */
    BOX2D_CIRCLES,        /* circle_circle: b2CollideCircles */
    BOX2D_CIRCLE_POLYGON, /* circle_poly: b2CollidePolygonAndCircle (polygon first inside) */
    BOX2D_TOI,            /* poly_poly_sweep: b2TimeOfImpact, B translated by d */
    BOX2D_RAY,            /* ray_*: b2CircleShape / b2PolygonShape::RayCast (a rect as a box) */
    CHIPMUNK_COLLIDE,     /* poly_poly, circle_circle, circle_poly, the capsule tests (segment
                             shapes with a radius): cpShapesCollide */
    CHIPMUNK_SEGMENT      /* ray_*: cpShapeSegmentQuery of the segment p .. p + tmax d */
} peer;

typedef struct bench_case {
    char name[128];
    dataset *ds;
    const sat2d_variant *variant; /* NULL for a peer */
    peer peer;
    long disagreements; /* peers: pairs whose verdict differs from the reference */
    int manifold;       /* a peer of poly_poly_manifold: the next three are counted */
    long points_differ, skin_only, skin_differ; /* see sat2d_bench_manifold_counts */
} bench_case;

static dataset **sets;
static size_t nsets, cap_sets;
static bench_case *cases;
static size_t ncases, cap_cases;

static void *grow(void *p, size_t *cap, size_t n, size_t size) {
    if (n < *cap) return p;
    *cap = *cap ? 2 * *cap : 64;
    p = realloc(p, *cap * size);
    if (!p) {
        fprintf(stderr, "sat2d-bench: out of memory\n");
        exit(2);
    }
    return p;
}

/* Pair i's verdict by peer p, on the shapes dataset_make_peers built. */
static int peer_verdict(peer p, const dataset *ds, size_t i) {
    const void *a = ds->box2d_a[i], *b = ds->box2d_b[i];
    switch (p) {
    case BOX2D_OVERLAP:
        return sat2d_box2d_test_overlap(a, b);
    case BOX2D_COLLIDE:
        return sat2d_box2d_collide(a, b);
    case BOX2D_CIRCLES:
        return sat2d_box2d_collide_circles(a, b);
    case BOX2D_CIRCLE_POLYGON:
        return sat2d_box2d_collide_circle_polygon(a, b);
    case BOX2D_TOI:
        return sat2d_box2d_toi_hit(
            sat2d_box2d_time_of_impact(a, b, ds->d[0][i], ds->d[1][i], NULL));
    case BOX2D_RAY: /* the ray's floats are A's arrays: px, py, dx, dy, tmax */
        return sat2d_box2d_ray_cast(b, ds->a[0][i], ds->a[1][i], ds->a[2][i], ds->a[3][i],
                                    ds->a[4][i]);
    case CHIPMUNK_SEGMENT:
        return sat2d_chipmunk_segment_query(ds->chipmunk_b[i], ds->a[0][i], ds->a[1][i],
                                            ds->a[2][i], ds->a[3][i], ds->a[4][i]);
    default:
        return sat2d_chipmunk_collide(ds->chipmunk_a[i], ds->chipmunk_b[i]);
    }
}

static void run_peer(const bench_case *c) {
    const dataset *ds = c->ds;
    for (size_t i = 0; i < ds->n; i++)
        ds->hit[i] = (uint8_t)peer_verdict(c->peer, ds, i);
}

size_t sat2d_bench_run(size_t i) {
    const bench_case *c = &cases[i];
    if (c->variant)
        sat2d_bench_run_variant(c->variant, c->ds);
    else
        run_peer(c);
    return c->ds->n;
}

size_t sat2d_bench_hits(size_t i) {
    return sat2d_bench_count_hits(cases[i].ds);
}

static void add_case(dataset *ds, const sat2d_variant *v, peer p, const char *who) {
    cases = grow(cases, &cap_cases, ncases, sizeof *cases);
    bench_case *c = &cases[ncases++];
    memset(c, 0, sizeof *c);
    snprintf(c->name, sizeof c->name, "%s/%s/%s/n:%d", sat2d_test_name(ds->test), who, ds->name,
             ds->corners);
    c->ds = ds, c->variant = v, c->peer = p;
}

/* Every shape of the data set was accepted by the peer (Box2D refuses polygons of more than
 * 8 corners, and welds corners closer than half a slop). */
static int all_built(void *const *a, void *const *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!a[i] || !b[i]) return 0;
    return 1;
}

/* Box2D's time of impact against the reference on the sweep data, printed once at preparation
 * (the timed loop keeps verdicts only): its states, the two kinds of disagreement, and how much
 * earlier its t is than sat2d's where both hit (it stops a slop short of contact, see
 * peer_box2d.cc). */
static void describe_toi(const dataset *ds, const uint8_t *want) {
    long states[SAT2D_BOX2D_TOI_SEPARATED + 1] = {0}, extra = 0, missed = 0, both = 0;
    double sum_dt = 0, max_dt = 0, min_dt = 1e30;
    for (size_t i = 0; i < ds->n; i++) {
        float t = 0;
        sat2d_box2d_toi_state st = sat2d_box2d_time_of_impact(ds->box2d_a[i], ds->box2d_b[i],
                                                              ds->d[0][i], ds->d[1][i], &t);
        states[st]++;
        int hit = sat2d_box2d_toi_hit(st);
        extra += hit && !want[i], missed += !hit && want[i];
        if (!hit || !want[i]) continue;
        sat2d_toi ref;
        sat2d_poly_poly_sweep(ds->pa[i], ds->pb[i], (sat2d_vec2){ds->d[0][i], ds->d[1][i]}, &ref);
        double dt = (double)ref.t - t;
        both++, sum_dt += dt;
        max_dt = dt > max_dt ? dt : max_dt, min_dt = dt < min_dt ? dt : min_dt;
    }
    fprintf(stderr,
            "sat2d-bench: box2d_toi on %s/%s/n:%d: touching %ld, overlapped %ld, separated %ld, "
            "failed %ld, unknown %ld; hit where sat2d misses %ld, miss where sat2d hits %ld; "
            "sat2d t - Box2D t over %ld common hits: mean %.3g, min %.3g, max %.3g\n",
            sat2d_test_name(ds->test), ds->name, ds->corners, states[SAT2D_BOX2D_TOI_TOUCHING],
            states[SAT2D_BOX2D_TOI_OVERLAPPED], states[SAT2D_BOX2D_TOI_SEPARATED],
            states[SAT2D_BOX2D_TOI_FAILED], states[SAT2D_BOX2D_TOI_UNKNOWN], extra, missed, both,
            both ? sum_dt / (double)both : 0.0, both ? min_dt : 0.0, max_dt);
}

/* Where a peer's ray verdicts differ from the reference's: how many of those rays start in the
 * shape (the reference answers a hit at t = 0 there, Box2D no hit by its convention) and how
 * many are within 1e-4 of a contact (the reference's first contact within 1e-4 of tmax, or a
 * miss that a ray lengthened by 1e-4 of its length would turn into a hit: rounding of a
 * grazing or end-point contact, where Box2D's products and Chipmunk's doubles round
 * otherwise). */
static void describe_ray(const bench_case *c, const uint8_t *want) {
    const dataset *ds = c->ds;
    const sat2d_slot_in all = dataset_slot_in(ds);
    long inside = 0, near = 0, other = 0;
    for (size_t i = 0; i < ds->n; i++) {
        if (ds->hit[i] == want[i]) continue;
        const sat2d_slot_in one = sat2d_slot_in_from(&all, i);
        uint8_t hit = 0;
        sat2d_ray_hit r = {0, 0, 0};
        sat2d_slot_call(sat2d_reference(), ds->test, &one, 1,
                        &(sat2d_slot_out){.hit = &hit, .ray = &r});
        if (hit && r.t == 0 && r.nx == 0 && r.ny == 0) {
            inside++;
            continue;
        }
        /* the same ray, 1e-4 longer and 1e-4 shorter (tmax scaled: d and the start unchanged) */
        float tm[2] = {ds->a[4][i] * (1 + 1e-4f), ds->a[4][i] * (1 - 1e-4f)};
        int flips = 0;
        for (int k = 0; k < 2; k++) {
            sat2d_slot_in moved = one;
            moved.a[4] = &tm[k];
            uint8_t h2 = 0;
            sat2d_slot_call(sat2d_reference(), ds->test, &moved, 1, &(sat2d_slot_out){.hit = &h2});
            flips |= h2 != hit;
        }
        flips ? near++ : other++;
    }
    fprintf(stderr,
            "sat2d-bench: %s: of its %ld differences %ld start in the shape, %ld lie within 1e-4 "
            "of the ray's length from a contact, %ld other\n",
            c->name, c->disagreements, inside, near, other);
}

/* A peer's contact manifolds against the reference's, printed once at preparation (the timed
 * loop keeps the peer's verdicts, from the manifold it computes in full): where both report
 * contact, how often the point counts differ, and which way; for Box2D also how many pairs its
 * default skin (b2_polygonRadius, which a Box2D world's polygons carry) would report as in
 * contact though sat2d's closed polygons are apart (up to twice the skin), and how many point
 * counts differ with that skin where both report contact. */
static void describe_manifold(bench_case *c, const uint8_t *want) {
    const dataset *ds = c->ds;
    const int box2d = c->peer == BOX2D_COLLIDE;
    long both = 0, differ = 0, more = 0, fewer = 0, skin_only = 0, skin_both = 0, skin_differ = 0;
    for (size_t i = 0; i < ds->n; i++) {
        sat2d_manifold m;
        if (want[i]) sat2d_poly_poly_manifold(ds->pa[i], ds->pb[i], &m);
        const int n = box2d ? sat2d_box2d_manifold_points(ds->box2d_a[i], ds->box2d_b[i], 0)
                            : sat2d_chipmunk_contact_points(ds->chipmunk_a[i], ds->chipmunk_b[i]);
        if (want[i] && n > 0) {
            both++;
            differ += n != m.count, more += n > m.count, fewer += n < m.count;
        }
        if (!box2d) continue;
        const int s = sat2d_box2d_manifold_points(ds->box2d_a[i], ds->box2d_b[i], 1);
        skin_only += s > 0 && !want[i];
        if (s > 0 && want[i]) skin_both++, skin_differ += s != m.count;
    }
    fprintf(stderr,
            "sat2d-bench: %s: both in contact on %ld pairs, point counts differ on %ld (%ld more "
            "points, %ld fewer than sat2d)",
            c->name, both, differ, more, fewer);
    if (box2d)
        fprintf(stderr,
                "; with Box2D's skin: %ld pairs in contact that sat2d finds apart, counts differ "
                "on %ld of %ld pairs both find in contact",
                skin_only, skin_differ, skin_both);
    fputs("\n", stderr);
    c->manifold = 1, c->points_differ = differ, c->skin_only = skin_only;
    c->skin_differ = skin_differ;
}

/* The peers of the data set's test, each run once here to count the pairs whose verdict
 * differs from the reference's `want` (peers are measured, never required to agree). */
static void register_peers(dataset *ds, const uint8_t *want) {
    static const struct {
        sat2d_test_id test;
        peer p;
        const char *name;
    } peers[] = {{SAT2D_POLY_POLY, BOX2D_OVERLAP, "box2d_overlap"},
                 {SAT2D_POLY_POLY, BOX2D_COLLIDE, "box2d_collide"},
                 {SAT2D_POLY_POLY, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_CIRCLE_CIRCLE, BOX2D_CIRCLES, "box2d_collide"},
                 {SAT2D_CIRCLE_CIRCLE, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_CIRCLE_POLY, BOX2D_CIRCLE_POLYGON, "box2d_collide"},
                 {SAT2D_CIRCLE_POLY, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_POLY_POLY_SWEEP, BOX2D_TOI, "box2d_toi"},
                 {SAT2D_RAY_CIRCLE, BOX2D_RAY, "box2d_raycast"},
                 {SAT2D_RAY_CIRCLE, CHIPMUNK_SEGMENT, "chipmunk"},
                 {SAT2D_RAY_RECT, BOX2D_RAY, "box2d_raycast"},
                 {SAT2D_RAY_RECT, CHIPMUNK_SEGMENT, "chipmunk"},
                 {SAT2D_RAY_POLY, BOX2D_RAY, "box2d_raycast"},
                 {SAT2D_RAY_POLY, CHIPMUNK_SEGMENT, "chipmunk"},
                 {SAT2D_CAPSULE_CAPSULE, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_CIRCLE_CAPSULE, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_CAPSULE_POLY, CHIPMUNK_COLLIDE, "chipmunk"},
                 {SAT2D_POLY_POLY_MANIFOLD, BOX2D_COLLIDE, "box2d_collide"},
                 {SAT2D_POLY_POLY_MANIFOLD, CHIPMUNK_COLLIDE, "chipmunk"}};
    if (!dataset_make_peers(ds)) return;
    /* a ray is no peer shape: a ray test's peers hold B alone */
    const int ray = sat2d_test_info_of(ds->test)->a == SAT2D_SHAPE_RAY;
    int box2d_ok = all_built(ray ? ds->box2d_b : ds->box2d_a, ds->box2d_b, ds->n);
    /* Chipmunk's EPA warns on stderr, inside the timed loop, for polygons of many corners:
     * it is measured up to 16 corners, where it stays quiet. */
    int chipmunk_ok = ds->corners <= 16 &&
                      all_built(ray ? ds->chipmunk_b : ds->chipmunk_a, ds->chipmunk_b, ds->n);
    for (size_t k = 0; k < sizeof peers / sizeof *peers; k++) {
        if (peers[k].test != ds->test) continue;
        const int chipmunk = peers[k].p == CHIPMUNK_COLLIDE || peers[k].p == CHIPMUNK_SEGMENT;
        if (chipmunk ? !chipmunk_ok : !box2d_ok) continue;
        add_case(ds, NULL, peers[k].p, peers[k].name);
        bench_case *c = &cases[ncases - 1];
        run_peer(c);
        for (size_t i = 0; i < ds->n; i++)
            c->disagreements += ds->hit[i] != want[i];
        if (c->disagreements)
            fprintf(stderr, "sat2d-bench: %s: %ld of %zu verdicts differ from the reference\n",
                    c->name, c->disagreements, ds->n);
        if (ray && c->disagreements) describe_ray(c, want);
        if (peers[k].p == BOX2D_TOI) describe_toi(ds, want);
        if (ds->test == SAT2D_POLY_POLY_MANIFOLD) describe_manifold(c, want);
    }
}

/* "test/data/n:corners=exact_path/pairs;" for every data set `exact` ran on (its adaptive
 * predicates' account, sat2d/exact.h), for the report. */
static char exact_paths[8192];

static void note_exact_paths(const dataset *ds) {
    sat2d_exact_count c = sat2d_exact_counts(ds->test);
    size_t used = strlen(exact_paths);
    snprintf(exact_paths + used, sizeof exact_paths - used, "%s/%s/n:%d=%llu/%llu;",
             sat2d_test_name(ds->test), ds->name, ds->corners, c.exact_path, c.pairs);
}

const char *sat2d_bench_exact_paths(void) {
    return exact_paths;
}

/* "test/variant/data/n:corners=pairs/of;" for every variant of a test whose SIMD twins count
 * their exact paths (sat2d/twin_exact_paths.h): how many of the data set's pairs took one, for
 * the report. 7 tests, 4 data sets and up to 16 variants each fit. */
static char twin_exact_paths[32768];

static int has_twin_exact_path(sat2d_test_id test) {
    return test == SAT2D_CIRCLE_POLY || test == SAT2D_POLY_POLY_SWEEP ||
           test == SAT2D_POINT_POLYGON || test == SAT2D_SEGMENT_SEGMENT ||
           test == SAT2D_CAPSULE_CAPSULE || test == SAT2D_CIRCLE_CAPSULE ||
           test == SAT2D_CAPSULE_POLY;
}

static void note_twin_exact_paths(const dataset *ds, const sat2d_variant *v) {
    size_t used = strlen(twin_exact_paths);
    snprintf(twin_exact_paths + used, sizeof twin_exact_paths - used, "%s/%s/%s/n:%d=%llu/%zu;",
             sat2d_test_name(ds->test), v->name, ds->name, ds->corners, sat2d_twin_exact_paths(),
             ds->n);
}

const char *sat2d_bench_twin_exact_paths(void) {
    return twin_exact_paths;
}

/* The reference's hits, then every variant's (must be equal) and every peer's (counted). */
static int register_cases(dataset *ds, int walk_only) {
    sets = grow(sets, &cap_sets, nsets, sizeof *sets);
    sets[nsets++] = ds;
    sat2d_bench_run_variant(sat2d_reference(), ds);
    ds->reference_hits = sat2d_bench_count_hits(ds);
    uint8_t *want = malloc(ds->n);
    if (!want) exit(2);
    memcpy(want, ds->hit, ds->n);
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    int bad = 0;
    for (size_t k = 0; k < nv; k++) {
        const sat2d_variant *v = all[k];
        if (v->kind == SAT2D_KIND_PITFALL || !sat2d_variant_available(v) ||
            !sat2d_variant_has(v, ds->test))
            continue;
        if (walk_only && v != sat2d_reference() && strstr(v->name, "walk") == NULL &&
            strstr(v->name, "witness") == NULL && strcmp(v->name, "planes") != 0 &&
            strstr(v->name, "axes") == NULL)
            continue;
        int exact = strcmp(v->name, "exact") == 0;
        if (exact) sat2d_exact_counts_reset();
        sat2d_twin_exact_paths_reset();
        if (sat2d_guard_armed()) { /* a contender may crash: say on which data */
            char where[160];
            snprintf(where, sizeof where, "on data set %s/%s/n:%d (%zu pairs)",
                     sat2d_test_name(ds->test), ds->name, ds->corners, ds->n);
            sat2d_guard_enter_text(v, where);
        }
        sat2d_bench_run_variant(v, ds);
        sat2d_guard_leave();
        size_t h = sat2d_bench_count_hits(ds);
        if (exact) note_exact_paths(ds);
        if (has_twin_exact_path(ds->test) && !exact) note_twin_exact_paths(ds, v);
        if (h != ds->reference_hits) {
            fprintf(stderr, "sat2d-bench: %s on %s/%s/n:%d: %zu hits, the reference has %zu\n",
                    v->name, sat2d_test_name(ds->test), ds->name, ds->corners, h,
                    ds->reference_hits);
            bad = 1;
        }
        add_case(ds, v, NOT_A_PEER, v->name);
    }
    register_peers(ds, want);
    free(want);
    return bad;
}

int sat2d_bench_add_dataset(dataset *ds) {
    return register_cases(ds, 0);
}

long sat2d_bench_disagreements(size_t i) {
    return cases[i].disagreements;
}

int sat2d_bench_manifold_counts(size_t i, long out[3]) {
    const bench_case *c = &cases[i];
    out[0] = c->points_differ, out[1] = c->skin_only, out[2] = c->skin_differ;
    return c->manifold;
}

/* The corner count of a test's data sets (poly_poly's and capsule_poly's are timed at every
 * size): 16 for simple
 * polygons, 8 for convex ones, 0 for shapes without corners. */
static int corners_of(sat2d_test_id test) {
    const sat2d_test_info *t = sat2d_test_info_of(test);
    if (t->a == SAT2D_SHAPE_POLYGON || t->b == SAT2D_SHAPE_POLYGON) return 16;
    return sat2d_test_has_polygons(test) ? 8 : 0;
}

int sat2d_bench_prepare(int quick, const char *data_dir) {
    static const int sizes_full[] = {3, 4, 6, 8, 12, 16, 32, 64}, sizes_quick[] = {8, 32};
    static const int ratios_full[] = {0, 50, 100}, ratios_quick[] = {50};
    const int *sizes = quick ? sizes_quick : sizes_full,
              *ratios = quick ? ratios_quick : ratios_full;
    size_t nsizes = quick ? 2 : 8, nratios = quick ? 1 : 3;
    int bad = 0;
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        sat2d_test_id test = (sat2d_test_id)t;
        int polygonal = test == SAT2D_POLY_POLY || test == SAT2D_CAPSULE_POLY;
        int corners_default = corners_of(test);
        for (size_t s = 0; s < (polygonal ? nsizes : 1); s++)
            for (size_t r = 0; r < nratios; r++) {
                int corners = polygonal ? sizes[s] : corners_default;
                dataset *ds = dataset_generate(test, corners, ratios[r], 1);
                if (!ds) {
                    fprintf(stderr,
                            "sat2d-bench: no data sets for %s (datasets.c draws no pairs "
                            "of its shapes)\n",
                            sat2d_test_name(test));
                    break;
                }
                fprintf(stderr, "sat2d-bench: data %s n:%d hit%d\n", sat2d_test_name(test), corners,
                        ratios[r]);
                bad |= register_cases(ds, 0);
            }
    }
    /* The linear-cost walks and witnesses against the quadratic variants on large polygons. */
    fprintf(stderr, "sat2d-bench: data poly_poly n:128 hit50\n");
    bad |= register_cases(dataset_generate(SAT2D_POLY_POLY, 128, 50, 1), 1);
    char path[4096];
    snprintf(path, sizeof path, "%s/bench/box2d_trace.cases", data_dir);
    dataset *trace = dataset_load_trace(path);
    if (trace && trace->n) {
        fprintf(stderr, "sat2d-bench: data %s (%zu pairs)\n", path, trace->n);
        bad |= register_cases(trace, 0);
        dataset *manifolds = dataset_load_trace(path); /* the same pairs, their manifolds */
        manifolds->test = SAT2D_POLY_POLY_MANIFOLD;
        fprintf(stderr, "sat2d-bench: data %s for %s\n", path,
                sat2d_test_name(SAT2D_POLY_POLY_MANIFOLD));
        bad |= register_cases(manifolds, 0);
    } else {
        fprintf(stderr, "sat2d-bench: no trace at %s\n", path);
        dataset_free(trace);
        bad = 1;
    }
    return bad;
}

size_t sat2d_bench_count(void) {
    return ncases;
}

const char *sat2d_bench_name(size_t i) {
    return cases[i].name;
}

void sat2d_bench_release(void) {
    for (size_t i = 0; i < nsets; i++)
        dataset_free(sets[i]);
    free(sets), free(cases);
    sets = NULL, cases = NULL, nsets = ncases = cap_sets = cap_cases = 0;
}

const char *sat2d_bench_backend(void) {
    static char text[320];
    snprintf(text, sizeof text, "%s; 8-lane kernels: %s build", sat2d_simd_backend(),
             sat2d_avx_build());
    return text;
}
