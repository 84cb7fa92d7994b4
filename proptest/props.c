/* Geometric properties of MTVs, times of impact and transforms (see props.h). */
#include "props.h"

#include <math.h>

/* Largest, over the faces of e (counter-clockwise), of the least distance of o's corners
 * outside that face. */
static double face_separation(oracle_outline e, oracle_outline o) {
    double best = -INFINITY;
    for (int i = 0; i < e.n; i++) {
        int k = (i + 1) % e.n;
        double ex = (double)e.x[k] - e.x[i], ey = (double)e.y[k] - e.y[i], m = INFINITY;
        for (int j = 0; j < o.n; j++) {
            double s = ey * ((double)o.x[j] - e.x[i]) - ex * ((double)o.y[j] - e.y[i]);
            if (s < m) m = s; /* a plain compare: aarch64 gcc 12 crashes vectorising fmin */
        }
        double sep = m / sqrt(ex * ex + ey * ey);
        if (sep > best) best = sep;
    }
    return best;
}

double props_separation(oracle_outline a, oracle_outline b) {
    return fmax(face_separation(a, b), face_separation(b, a));
}

double props_separation_moved(oracle_outline a, oracle_outline b, double dx, double dy) {
    float x[SAT2D_MAX_CORNERS], y[SAT2D_MAX_CORNERS];
    for (int i = 0; i < b.n; i++)
        x[i] = (float)(b.x[i] + dx), y[i] = (float)(b.y[i] + dy);
    return props_separation(a, (oracle_outline){x, y, b.n});
}

/* The least push over every face of both. */
static double least(const oracle_axis *ax, int n) {
    double d = INFINITY;
    for (int i = 0; i < n; i++)
        if (ax[i].depth < d) d = ax[i].depth;
    return d;
}

static int near(double x, double y, double nx, double ny) {
    return hypot(x - nx, y - ny) <= NORMAL_TOLERANCE;
}

int props_mtv_axis(const oracle_axis *ax, int n, sat2d_mtv m, double tol) {
    double d = least(ax, n);
    if (fabs(m.depth - d) > tol) return 0;
    for (int i = 0; i < n; i++)
        if (ax[i].depth <= d + tol && near(m.nx, m.ny, ax[i].nx, ax[i].ny)) return 1;
    return 0;
}

int props_mtv_resolve(oracle_outline a, oracle_outline b, sat2d_mtv m, double tol) {
    double s = props_separation_moved(a, b, (double)m.depth * m.nx, (double)m.depth * m.ny);
    return fabs(s) <= tol;
}

int props_mtv_directions(const oracle_axis *ax, int n, double tol) {
    int first = -1;
    double d = least(ax, n);
    for (int i = 0; i < n; i++) {
        if (ax[i].depth > d + tol) continue;
        if (first < 0)
            first = i;
        else if (!near(ax[i].nx, ax[i].ny, ax[first].nx, ax[first].ny))
            return 2;
    }
    return 1;
}

int props_sweep_touch(oracle_outline a, oracle_outline b, sat2d_vec2 d, float t, double tol) {
    double s = props_separation_moved(a, b, (double)t * d.x, (double)t * d.y);
    return t > 0 ? fabs(s) <= tol : s <= tol;
}

int props_sweep_toi(sat2d_vec2 d, float t, double exact_t, double nx, double ny, double tol) {
    double rate = (nx == 0 && ny == 0) ? hypot(d.x, d.y) : fabs(d.x * nx + d.y * ny);
    return fabs((double)t - exact_t) * rate <= tol;
}

double props_transform_bound(float c, float m1, float s, float m2, float p) {
    double u = ldexp(1.0, -24);
    return 4 * u * (fabs((double)c * m1) + fabs((double)s * m2) + fabs((double)p));
}

/* Distance from p to the segment ab (a point when a = b). */
static double point_segment(sat2d_vec2 p, sat2d_vec2 a, sat2d_vec2 b) {
    double ex = (double)b.x - a.x, ey = (double)b.y - a.y, fx = (double)p.x - a.x,
           fy = (double)p.y - a.y, l = ex * ex + ey * ey;
    double t = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
    return hypot(fx - t * ex, fy - t * ey);
}

double props_segment_gap(sat2d_segment s, sat2d_segment t) {
    double d = point_segment(s.a, t.a, t.b), e = point_segment(s.b, t.a, t.b);
    double f = point_segment(t.a, s.a, s.b), g = point_segment(t.b, s.a, s.b);
    return fmin(fmin(d, e), fmin(f, g));
}

double props_circle_circle_push(sat2d_circle a, sat2d_circle b) {
    return (double)a.r + b.r - hypot((double)b.c.x - a.c.x, (double)b.c.y - a.c.y);
}

/* Least of the four axis pushes: B right, left, up or down out of A. */
double props_rect_rect_push(sat2d_rect a, sat2d_rect b) {
    double right = (double)a.x + a.w - b.x, left = (double)b.x + b.w - a.x;
    double up = (double)a.y + a.h - b.y, down = (double)b.y + b.h - a.y;
    return fmin(fmin(right, left), fmin(up, down));
}

int props_rect_rect_directions(sat2d_rect a, sat2d_rect b, double tol) {
    double push[4] = {(double)a.x + a.w - b.x, (double)b.x + b.w - a.x, (double)a.y + a.h - b.y,
                      (double)b.y + b.h - a.y};
    double least = props_rect_rect_push(a, b);
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += push[i] <= least + tol;
    return n;
}

double props_rect_rect_separation(sat2d_rect a, sat2d_rect b, double dx, double dy) {
    double bx = b.x + dx, by = b.y + dy;
    double gx = fmax(bx - ((double)a.x + a.w), (double)a.x - (bx + b.w));
    double gy = fmax(by - ((double)a.y + a.h), (double)a.y - (by + b.h));
    return fmax(gx, gy);
}

double props_signed_distance(sat2d_vec2 p, oracle_outline g, double dx, double dy) {
    double outside = INFINITY, inside = INFINITY;
    int in = 1;
    double qx = p.x - dx, qy = p.y - dy; /* p relative to the unmoved outline */
    for (int i = 0; i < g.n; i++) {
        int j = (i + 1) % g.n;
        double ax = g.x[i], ay = g.y[i], ex = g.x[j] - ax, ey = g.y[j] - ay;
        double fx = qx - ax, fy = qy - ay, l = ex * ex + ey * ey;
        /* distance of q to the left of the edge (counter-clockwise: inside is on the left) */
        double left = (ex * fy - ey * fx) / sqrt(l);
        double t = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
        double gap = hypot(fx - t * ex, fy - t * ey);
        in = in && left >= 0;
        /* plain compares, not fmin: aarch64 gcc 12 crashes vectorising fmin reductions */
        if (left < inside) inside = left;
        if (gap < outside) outside = gap;
    }
    return in ? -inside : outside;
}
