// Records a real narrow-phase workload: a Box2D 2.4 world (a pyramid of boxes and a pile of
// random convex polygons falling on the ground) is stepped, and every polygon pair its broad
// phase hands to the narrow phase (the contact list: fat AABBs overlap) is written in world
// coordinates as a case line "poly N ... | poly N ...". Deterministic (own LCG, fixed step).
// Usage: sat2d-record-box2d-trace OUT.cases [STEPS] [EVERY] [MAX_LINES]
#include <box2d/box2d.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static unsigned long long lcg = 12345;
static float random_unit() {
    lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<float>((lcg >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void add_body(b2World &world, const b2PolygonShape &shape, b2Vec2 at, float angle) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position = at;
    def.angle = angle;
    b2Body *body = world.CreateBody(&def);
    body->CreateFixture(&shape, 1.0f);
}

static void build_scene(b2World &world) {
    b2BodyDef ground_def;
    b2Body *ground = world.CreateBody(&ground_def);
    b2PolygonShape ground_box;
    ground_box.SetAsBox(60.0f, 1.0f, b2Vec2(0.0f, -1.0f), 0.0f);
    ground->CreateFixture(&ground_box, 0.0f);
    b2PolygonShape box; // a 12-row pyramid of unit boxes
    box.SetAsBox(0.5f, 0.5f);
    for (int row = 0; row < 12; row++)
        for (int i = 0; i < 12 - row; i++)
            add_body(world, box, b2Vec2(-20.0f + i * 1.05f + row * 0.525f, 0.5f + row * 1.0f), 0);
    for (int k = 0; k < 150; k++) { // a pile of random convex polygons, 3 to 8 corners
        int n = 3 + static_cast<int>(random_unit() * 6);
        b2Vec2 v[b2_maxPolygonVertices];
        float radius = 0.4f + random_unit() * 0.6f;
        for (int i = 0; i < n; i++) {
            float t = 6.2831853f * (i + 0.2f + 0.6f * random_unit()) / n;
            v[i].Set(radius * std::cos(t), radius * std::sin(t));
        }
        b2PolygonShape shape;
        shape.Set(v, n);
        if (shape.m_count != n) continue; // welded corners: skip rather than distort
        add_body(world, shape, b2Vec2(5.0f + random_unit() * 20.0f, 2.0f + k * 0.6f),
                 random_unit() * 6.2831853f);
    }
}

static void write_poly(FILE *out, const b2Fixture *f) {
    const b2PolygonShape *p = static_cast<const b2PolygonShape *>(f->GetShape());
    const b2Body *body = f->GetBody();
    std::fprintf(out, "poly %d", p->m_count);
    for (int i = 0; i < p->m_count; i++) {
        b2Vec2 w = body->GetWorldPoint(p->m_vertices[i]);
        std::fprintf(out, " %.9g %.9g", w.x, w.y);
    }
}

// A whole decimal number from 1 to 10^9, or -1 (printed with the argument's name).
static long count_arg(const char *name, const char *text) {
    char *end = nullptr;
    errno = 0;
    long v = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno == ERANGE || v < 1 || v > 1000000000L) {
        std::fprintf(stderr,
                     "sat2d-record-box2d-trace: %s wants an integer from 1 to 10^9, not '%s'\n",
                     name, text);
        return -1;
    }
    return v;
}

int main(int argc, char **argv) {
    static const char usage[] =
        "usage: sat2d-record-box2d-trace OUT.cases [STEPS] [EVERY] [MAX_LINES]\n";
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::fputs(usage, stdout);
            return 0;
        }
        if (argv[i][0] == '-') {
            std::fprintf(stderr, "sat2d-record-box2d-trace: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    if (argc < 2 || argc > 5) {
        std::fputs(usage, stderr);
        return 2;
    }
    long steps = argc > 2 ? count_arg("STEPS", argv[2]) : 400;
    long every = argc > 3 ? count_arg("EVERY", argv[3]) : 8;
    long max_lines = argc > 4 ? count_arg("MAX_LINES", argv[4]) : 16000, lines = 0;
    if (steps < 0 || every < 0 || max_lines < 0) return 2;
    FILE *out = std::fopen(argv[1], "w");
    if (!out) return 2;
    std::fprintf(out,
                 "# Polygon pairs handed to Box2D 2.4's narrow phase (contact list), world\n"
                 "# coordinates, every %ld of %ld steps at 1/60 s; written by\n"
                 "# sat2d-record-box2d-trace (bench/peers/record_box2d_trace.cc).\n",
                 every, steps);
    b2World world(b2Vec2(0.0f, -10.0f));
    build_scene(world);
    for (int step = 0; step < steps && lines < max_lines; step++) {
        world.Step(1.0f / 60.0f, 8, 3);
        if (step % every) continue;
        for (b2Contact *c = world.GetContactList(); c && lines < max_lines; c = c->GetNext()) {
            if (c->GetFixtureA()->GetType() != b2Shape::e_polygon ||
                c->GetFixtureB()->GetType() != b2Shape::e_polygon)
                continue;
            write_poly(out, c->GetFixtureA());
            std::fprintf(out, " | ");
            write_poly(out, c->GetFixtureB());
            std::fprintf(out, "\n");
            lines++;
        }
    }
    std::fclose(out);
    std::fprintf(stderr, "wrote %ld pairs to %s\n", lines, argv[1]);
    return 0;
}
