/* Exact ray casts with GMP rationals (see oracle_ray.h). Its own pool of scratch rationals, as
 * oracle.c's; not thread-safe, by design (the runner is single-threaded). */
#include "oracle_ray.h"

#include <gmp.h>
#include <math.h>

enum { POOL = 24 };
static mpq_t R[POOL];
static int ready;

static void init(void) {
    if (ready) return;
    for (int i = 0; i < POOL; i++)
        mpq_init(R[i]);
    ready = 1;
}

/* r = v exactly (a float is a dyadic rational). */
static void q(mpq_t r, float v) {
    mpq_set_d(r, (double)v);
}

/* r = x * y + z * w */
static void dot(mpq_t r, const mpq_t x, const mpq_t y, const mpq_t z, const mpq_t w, mpq_t tmp) {
    mpq_mul(r, x, y), mpq_mul(tmp, z, w), mpq_add(r, r, tmp);
}

static void miss(oracle_ray_answer *out) {
    *out = (oracle_ray_answer){0, 0, 0, 0, 0};
}

static int inside(oracle_ray_answer *out) {
    *out = (oracle_ray_answer){1, 1, 0, 0, 0};
    return 1;
}

int oracle_ray_circle(sat2d_ray ray, sat2d_circle c, oracle_ray_answer *out) {
    init();
    mpq_t *fx = &R[0], *fy = &R[1], *dx = &R[2], *dy = &R[3], *r2 = &R[4], *cc = &R[5];
    mpq_t *a = &R[6], *b = &R[7], *disc = &R[8], *tmp = &R[9], *e = &R[10], *tm = &R[11];
    q(*fx, ray.p.x), q(*tmp, c.c.x), mpq_sub(*fx, *fx, *tmp);
    q(*fy, ray.p.y), q(*tmp, c.c.y), mpq_sub(*fy, *fy, *tmp);
    q(*dx, ray.d.x), q(*dy, ray.d.y), q(*tm, ray.tmax);
    q(*r2, c.r), mpq_mul(*r2, *r2, *r2);
    dot(*cc, *fx, *fx, *fy, *fy, *tmp), mpq_sub(*cc, *cc, *r2);
    if (mpq_sgn(*cc) <= 0) return inside(out);
    dot(*a, *dx, *dx, *dy, *dy, *tmp);
    dot(*b, *fx, *dx, *fy, *dy, *tmp);
    /* disc = b^2 - a cc: the line meets the disc iff >= 0 */
    mpq_mul(*disc, *b, *b), mpq_mul(*tmp, *a, *cc), mpq_sub(*disc, *disc, *tmp);
    if (mpq_sgn(*b) >= 0 || mpq_sgn(*disc) < 0) {
        miss(out);
        return 0;
    }
    /* nearest point of the line at -b / a <= tmax, or the end point in the disc */
    mpq_mul(*tmp, *tm, *a), mpq_neg(*e, *b);
    if (mpq_cmp(*e, *tmp) > 0) {
        mpq_t *ex = &R[12], *ey = &R[13];
        mpq_mul(*ex, *tm, *dx), mpq_add(*ex, *ex, *fx);
        mpq_mul(*ey, *tm, *dy), mpq_add(*ey, *ey, *fy);
        dot(*e, *ex, *ex, *ey, *ey, *tmp), mpq_sub(*e, *e, *r2);
        if (mpq_sgn(*e) > 0) {
            miss(out);
            return 0;
        }
    }
    const double t = mpq_get_d(*cc) / (sqrt(mpq_get_d(*disc)) - mpq_get_d(*b));
    const double tt = t < ray.tmax ? t : ray.tmax;
    const double qx = (double)ray.p.x - c.c.x + tt * ray.d.x;
    const double qy = (double)ray.p.y - c.c.y + tt * ray.d.y;
    const double len = hypot(qx, qy), dl = hypot(ray.d.x, ray.d.y);
    *out = len > 0 ? (oracle_ray_answer){1, 0, tt, qx / len, qy / len}
                   : (oracle_ray_answer){1, 0, tt, -ray.d.x / dl, -ray.d.y / dl};
    return 1;
}

/* The state of clipping a ray by planes in rationals: [lower, upper] the fractions left, the
 * entering plane of the largest entry so far, and whether p is inside every plane so far. Each
 * plane is given by num = n . (v - p) and den = n . d (n outward, not unit): p is inside it iff
 * num >= 0; the ray crosses it at num / den, entering where den < 0. Slots 16..21. */
typedef struct clip_state {
    int in, entering, out;
} clip_state;

static void clip_start(sat2d_ray ray, clip_state *s) {
    mpq_set_si(R[18], 0, 1), q(R[19], ray.tmax);
    *s = (clip_state){1, -1, 0};
}

/* Plane i with num in R[16] and den in R[17]. In exact arithmetic a plane p lies outside of
 * (num < 0) enters at a fraction > 0 = the start of lower, so `entering` is set whenever p is
 * outside a plane it can enter; the first such plane on a tie. */
static void clip_plane(clip_state *s, int i) {
    mpq_t *num = &R[16], *den = &R[17], *lower = &R[18], *upper = &R[19], *t = &R[20];
    s->in &= mpq_sgn(*num) >= 0;
    if (mpq_sgn(*den) == 0) {
        s->out |= mpq_sgn(*num) < 0;
        return;
    }
    mpq_div(*t, *num, *den);
    if (mpq_sgn(*den) < 0) {
        if (mpq_cmp(*t, *lower) > 0) mpq_set(*lower, *t), s->entering = i;
    } else if (mpq_cmp(*t, *upper) < 0) {
        mpq_set(*upper, *t);
    }
}

/* The verdict after every plane; *out gets t and leaves the normal to the caller. */
static int clip_end(const clip_state *s, oracle_ray_answer *out) {
    if (s->in) return inside(out);
    if (s->out || mpq_cmp(R[18], R[19]) > 0 || s->entering < 0) {
        miss(out);
        return 0;
    }
    *out = (oracle_ray_answer){1, 0, mpq_get_d(R[18]), 0, 0};
    return 1;
}

int oracle_ray_rect(sat2d_ray ray, sat2d_rect b, oracle_ray_answer *out) {
    init();
    /* planes k = 0..3: axis k / 2 (x, y), the near side (normal -1, through the min corner)
     * for even k, the far side (normal +1, through min + size, exact in rationals) for odd k */
    mpq_t *p[2] = {&R[0], &R[1]}, *d[2] = {&R[2], &R[3]}, *lo[2] = {&R[4], &R[5]};
    mpq_t *hi[2] = {&R[6], &R[7]}, *tmp = &R[8];
    q(*p[0], ray.p.x), q(*p[1], ray.p.y), q(*d[0], ray.d.x), q(*d[1], ray.d.y);
    q(*lo[0], b.x), q(*lo[1], b.y);
    q(*tmp, b.w), mpq_add(*hi[0], *lo[0], *tmp);
    q(*tmp, b.h), mpq_add(*hi[1], *lo[1], *tmp);
    clip_state s;
    clip_start(ray, &s);
    for (int k = 0; k < 4; k++) {
        const int axis = k / 2;
        if (k % 2) { /* far: num = hi - p, den = d */
            mpq_sub(R[16], *hi[axis], *p[axis]), mpq_set(R[17], *d[axis]);
        } else { /* near: num = p - lo, den = -d */
            mpq_sub(R[16], *p[axis], *lo[axis]), mpq_neg(R[17], *d[axis]);
        }
        clip_plane(&s, k);
    }
    if (!clip_end(&s, out) || out->inside) return out->hit;
    const double side = s.entering % 2 ? 1.0 : -1.0;
    out->nx = s.entering / 2 ? 0 : side, out->ny = s.entering / 2 ? side : 0;
    return 1;
}

int oracle_ray_poly(sat2d_ray ray, oracle_outline b, oracle_ray_answer *out) {
    init();
    mpq_t *px = &R[0], *py = &R[1], *dx = &R[2], *dy = &R[3], *ex = &R[4], *ey = &R[5];
    mpq_t *ox = &R[6], *oy = &R[7], *tmp = &R[8];
    q(*px, ray.p.x), q(*py, ray.p.y), q(*dx, ray.d.x), q(*dy, ray.d.y);
    clip_state s;
    clip_start(ray, &s);
    for (int i = 0; i < b.n; i++) {
        const int k = (i + 1) % b.n;
        /* the outward normal (ey, -ex) of the counter-clockwise edge, exactly */
        q(*ex, b.x[k]), q(*tmp, b.x[i]), mpq_sub(*ex, *ex, *tmp);
        q(*ey, b.y[k]), q(*tmp, b.y[i]), mpq_sub(*ey, *ey, *tmp);
        q(*ox, b.x[i]), mpq_sub(*ox, *ox, *px), q(*oy, b.y[i]), mpq_sub(*oy, *oy, *py);
        mpq_mul(R[16], *ey, *ox), mpq_mul(*tmp, *ex, *oy), mpq_sub(R[16], R[16], *tmp);
        mpq_mul(R[17], *ey, *dx), mpq_mul(*tmp, *ex, *dy), mpq_sub(R[17], R[17], *tmp);
        clip_plane(&s, i);
    }
    if (!clip_end(&s, out) || out->inside) return out->hit;
    const int i = s.entering, k = (i + 1) % b.n;
    const double nx = (double)b.y[k] - b.y[i], ny = -((double)b.x[k] - b.x[i]);
    const double len = hypot(nx, ny);
    out->nx = nx / len, out->ny = ny / len;
    return 1;
}
