// The integer-grid corpus: seeded convex polygons and circles with small integer coordinates,
// where every float operation of the reference is exact, so every non-pitfall variant must
// answer exactly as textbook does (touching pairs included). Shared by the tests and the
// benchmark.

// xorshift32: the same stream on every run and every engine.
function stream(seed) {
  let s = seed >>> 0 || 1;
  return () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s >>> 0);
}

// Andrew's monotone chain: counter-clockwise hull, collinear points dropped.
function hull(points) {
  const p = [...new Map(points.map((q) => [q.join(","), q])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (pts) => {
    const h = [];
    for (const q of pts) {
      while (h.length >= 2 && cross(h[h.length - 2], h[h.length - 1], q) <= 0) h.pop();
      h.push(q);
    }
    return h.slice(0, -1);
  };
  return p.length < 3 ? p : [...half(p), ...half([...p].reverse())];
}

/**
 * n grid pairs: polygon pairs { counts, xy } for A and B, and circles A, B ({ x, y, r }).
 * A sits at (32, 32); B up to 7 away, so about half the pairs meet and many touch.
 */
export function gridCorpus(n, seed = 20261125) {
  const next = stream(seed);
  const near = (spread) => 32 + (next() % (2 * spread + 1)) - spread;
  const convex = (cx, cy) => {
    for (;;) {
      const pts = [];
      const m = 3 + (next() % 6);
      for (let i = 0; i < m; i++) pts.push([cx + (next() % 9) - 4, cy + (next() % 9) - 4]);
      const h = hull(pts);
      if (h.length >= 3) return h;
    }
  };
  const polys = (spread) => {
    const list = Array.from({ length: n }, () => convex(near(spread), near(spread)));
    return { counts: list.map((p) => p.length), xy: Float32Array.from(list.flat(2)) };
  };
  const circles = (spread) => ({
    x: Float32Array.from({ length: n }, () => near(spread)),
    y: Float32Array.from({ length: n }, () => near(spread)),
    r: Float32Array.from({ length: n }, () => next() % 5),
  });
  return { a: polys(0), b: polys(7), ca: circles(7), cb: circles(4) };
}

/** Counts, per non-pitfall variant of each test, the grid pairs whose verdict differs from textbook's. */
export function gridMismatches(sat2d, n, seed) {
  const g = gridCorpus(n, seed);
  const a = sat2d.polygons(g.a.counts, g.a.xy), b = sat2d.polygons(g.b.counts, g.b.xy);
  const runs = {
    poly_poly: (v) => sat2d.polyPoly(v, a, b).hit,
    circle_poly: (v) => sat2d.circlePoly(v, g.ca, b).hit,
    circle_circle: (v) => sat2d.circleCircle(v, g.ca, g.cb).hit,
  };
  const out = {};
  try {
    for (const [test, run] of Object.entries(runs)) {
      const want = run("textbook");
      const variants = {};
      for (const v of sat2d.variantsFor(test)) {
        if (sat2d.list().find((x) => x.name === v).kind === "pitfall") continue;
        const got = run(v);
        variants[v] = got.reduce((s, h, i) => s + (h !== want[i]), 0);
      }
      out[test] = { pairs: n, hits: want.reduce((s, h) => s + h, 0), mismatches: variants };
    }
  } finally {
    a.free();
    b.free();
  }
  return out;
}
