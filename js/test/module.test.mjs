// The JS module's contract: the registry through list(), typed-array checks, the builders'
// refusals as exceptions, and every variant agreeing with textbook on integer-grid pairs
// (where the reference is exact, so the answers must be identical).
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSat2d } from "./load.mjs";
import { gridMismatches } from "./grid.mjs";

const { mod, sat2d } = await loadSat2d();
const { Sat2dError } = mod;
const square = (x, y, s) => [x, y, x + s, y, x + s, y + s, x, y + s];

test("list() is the registry: textbook first, kinds, tests per variant", () => {
  const list = sat2d.list();
  assert.equal(list[0].name, "textbook");
  assert.equal(list[0].kind, "reference");
  for (const t of ["poly_poly", "circle_poly", "circle_circle"]) assert.ok(list[0].tests.includes(t), t);
  assert.ok(list.some((v) => v.kind === "pitfall"));
  assert.ok(sat2d.variantsFor("poly_poly").includes("avx_axes_bl"));
  assert.ok(!sat2d.variantsFor("circle_circle").includes("walk"), "walk has no circle_circle slot");
  assert.match(sat2d.backend, /SIMD128/);
});

test("poly_poly answers the verdict and the MTV", () => {
  const a = sat2d.polygons([4, 4], [...square(0, 0, 2), ...square(0, 0, 2)]);
  const b = sat2d.polygons([4, 4], [...square(1.5, 0.5, 2), ...square(2.5, 0, 2)]);
  for (const v of sat2d.variantsFor("poly_poly")) {
    if (v === "pitfalls") continue;
    const r = sat2d.polyPoly(v, a, b, { mtv: true });
    assert.deepEqual([...r.hit], [1, 0], v);
    assert.deepEqual([r.depth[0], r.nx[0], r.ny[0] + 0], [0.5, 1, 0], v);
    assert.equal(r.depth[1], 0, "misses get 0");
    assert.equal(sat2d.polyPoly(v, a, b).depth, undefined, "no MTV unless asked");
  }
  a.free();
  b.free();
});

test("clockwise input is reversed by the builder; corners() gives the built polygon", () => {
  const p = sat2d.polygons([4], [0, 2, 2, 2, 2, 0, 0, 0]);
  const c = p.corners(0);
  assert.equal(c.length, 8);
  let area2 = 0;
  for (let i = 0; i < 4; i++) area2 += c[2 * i] * c[(2 * i + 3) % 8] - c[(2 * i + 2) % 8] * c[2 * i + 1];
  assert.equal(area2, 8, "counter-clockwise, area 4");
  p.free();
  assert.throws(() => p.corners(0), Sat2dError);
  assert.throws(() => sat2d.polyPoly("textbook", p, p), Sat2dError);
});

test("bad polygons throw Sat2dError with the builder's message, status and index", () => {
  const cases = [
    [[4, 3], [...square(0, 0, 1), 0, 0, 1, 1, 2, 2], "ZERO_AREA", 1, "zero area"],
    [[5], [0, 0, 4, 0, 2, 1, 4, 4, 0, 4], "NON_CONVEX", 0, "not convex"],
    [[2], [0, 0, 1, 1], "TOO_FEW_CORNERS", 0, "too few corners"],
    [[3], [0, 0, NaN, 0, 0, 1], "NON_FINITE", 0, "non-finite"],
    [[4], [0, 0, 1, 0, 2, 0, 1, 1], "COLLINEAR", 0, "collinear"],
    [[1025], new Float32Array(2050).map((_, i) => Math.cos(i)), "TOO_MANY_CORNERS", 0, "too many"],
  ];
  for (const [counts, xy, status, index, words] of cases) {
    assert.throws(() => sat2d.polygons(counts, xy), (e) => {
      assert.ok(e instanceof Sat2dError, e.message);
      assert.equal(e.status, status);
      assert.equal(e.index, index);
      assert.ok(e.message.startsWith(`sat2d: polygon ${index}: ${words}`), e.message);
      return true;
    });
  }
});

test("typed-array lengths and types are checked", () => {
  assert.throws(() => sat2d.polygons([4], [0, 0, 1, 0, 1, 1]), RangeError);
  assert.throws(() => sat2d.polygons([3.5], new Float32Array(7)), RangeError);
  assert.throws(() => sat2d.polygons("4", [0]), TypeError);
  assert.throws(() => sat2d.polygons([3], "0 0 1 0 0 1"), TypeError);
  const a = sat2d.polygons([4], square(0, 0, 1)), b = sat2d.polygons([4, 4], [...square(0, 0, 1), ...square(5, 5, 1)]);
  assert.throws(() => sat2d.polyPoly("textbook", a, b), RangeError);
  assert.throws(() => sat2d.polyPoly("textbook", a, [1]), TypeError);
  const c1 = { x: new Float32Array(2), y: new Float32Array(2), r: new Float32Array(1) };
  assert.throws(() => sat2d.circleCircle("textbook", c1, c1), RangeError);
  const one = { x: [0], y: [0], r: [1] }, two = { x: [0, 1], y: [0, 1], r: [1, 1] };
  assert.throws(() => sat2d.circleCircle("textbook", one, two), RangeError);
  assert.throws(() => sat2d.circlePoly("textbook", two, a), RangeError);
  assert.throws(() => sat2d.polyPoly("textbook", a, a, { out: { hit: new Uint8Array(0) } }), RangeError);
  assert.throws(() => sat2d.polyPoly("textbook", a, a, { mtv: true, out: { depth: new Float64Array(1) } }), RangeError);
  a.free();
  b.free();
});

test("unknown variants, empty slots and refused circles throw", () => {
  const a = sat2d.polygons([4], square(0, 0, 1));
  assert.throws(() => sat2d.polyPoly("no_such_variant", a, a), (e) => e.status === "UNKNOWN_VARIANT");
  assert.throws(() => sat2d.circleCircle("walk", { x: [0], y: [0], r: [1] }, { x: [0], y: [0], r: [1] }), (e) => e.status === "NO_SLOT");
  const good = { x: [0, 0], y: [0, 0], r: [1, 1] };
  assert.throws(() => sat2d.circleCircle("textbook", good, { x: [0, 0], y: [0, 0], r: [1, -1] }),
    (e) => e.status === "NEGATIVE_SIZE" && e.index === 1 && /circle 1 of B: negative/.test(e.message));
  assert.throws(() => sat2d.circlePoly("avx_batch", { x: [Infinity], y: [0], r: [1] }, a),
    (e) => e.status === "NON_FINITE" && e.index === 0 && /circle 0 of A/.test(e.message));
  a.free();
});

test("out arrays are filled in place", () => {
  const a = sat2d.polygons([4, 4], [...square(0, 0, 1), ...square(0, 0, 1)]);
  const b = sat2d.polygons([4, 4], [...square(1, 0, 1), ...square(3, 0, 1)]);
  const out = { hit: new Uint8Array(5).fill(7), depth: new Float32Array(2), nx: new Float32Array(2), ny: new Float32Array(2) };
  const r = sat2d.polyPoly("sse_axes", a, b, { mtv: true, out });
  assert.equal(r, out);
  assert.deepEqual([...out.hit], [1, 0, 7, 7, 7]);
  assert.deepEqual([out.depth[0], out.nx[0], out.ny[0] + 0], [0, 1, 0]);
  a.free();
  b.free();
});

test("on the integer grid every variant's verdicts equal textbook's (poly_poly, circle_poly, circle_circle)", () => {
  const n = 3000;
  const result = gridMismatches(sat2d, n);
  for (const [t, r] of Object.entries(result)) {
    assert.ok(r.hits > n / 10 && r.hits < n - n / 10, `${t}: a mix of hits and misses (${r.hits} of ${n})`);
    assert.ok(Object.keys(r.mismatches).length >= 3, `${t}: several variants compared`);
    for (const [v, wrong] of Object.entries(r.mismatches)) assert.equal(wrong, 0, `${t}: ${v} disagrees with textbook on ${wrong} of ${n} grid pairs`);
  }
});

test("separatingAxis and circleAxis give the axis the page draws", () => {
  const a = sat2d.polygons([4], square(0, 0, 2)), b = sat2d.polygons([4], square(3, 0, 2));
  const axis = sat2d.separatingAxis(a, 0, b, 0);
  assert.deepEqual([axis.nx, axis.ny + 0, axis.gap], [1, 0, 1]);
  const c = sat2d.circleAxis(5, 1, 1, a, 0);
  assert.deepEqual(c, { nx: 1, ny: 0, gap: 2 });
  assert.ok(sat2d.circleAxis(1, 1, 0.5, a, 0).gap < 0, "a centre inside: overlap");
  a.free();
  b.free();
});

test("ray casts answer the fraction and the normal, and refuse a bad ray", () => {
  const rays = { px: [0, 0, 5], py: [0, 1.5, 0], dx: [10, 10, 1], dy: [0, 0, 0], tmax: [1, 1, 1] };
  for (const v of sat2d.variantsFor("ray_circle")) {
    const r = sat2d.rayCircle(v, rays, { x: [5, 5, 5], y: [0, 0, 0], r: [1, 1, 1] });
    assert.deepEqual([...r.hit], [1, 0, 1], v);
    assert.deepEqual([r.t[0], r.nx[0], r.ny[0] + 0], [Math.fround(0.4), -1, 0], v);
    assert.deepEqual([r.t[2], r.nx[2], r.ny[2]], [0, 0, 0], `${v}: a start inside hits at t = 0`);
  }
  for (const v of sat2d.variantsFor("ray_rect")) {
    const r = sat2d.rayRect(v, rays, { x: [4, 4, 4], y: [-1, -1, -1], w: [2, 2, 2], h: [2, 2, 2] });
    assert.deepEqual([...r.hit], [1, 0, 1], v);
    assert.deepEqual([r.t[0], r.nx[0], r.ny[0] + 0], [Math.fround(0.4), -1, 0], v);
  }
  const b = sat2d.polygons([4, 4, 4], [...square(4, -1, 2), ...square(4, -1, 2), ...square(4, -1, 2)]);
  for (const v of sat2d.variantsFor("ray_poly")) {
    const r = sat2d.rayPoly(v, rays, b);
    assert.deepEqual([...r.hit], [1, 0, 1], v);
    assert.deepEqual([r.t[0], r.nx[0], r.ny[0] + 0], [Math.fround(0.4), -1, 0], v);
  }
  const circle = { x: [5], y: [0], r: [1] };
  assert.throws(() => sat2d.rayCircle("textbook", { px: [0], py: [0], dx: [0], dy: [0], tmax: [1] }, circle),
    (e) => e instanceof Sat2dError && /zero direction/.test(e.message));
  assert.throws(() => sat2d.rayPoly("textbook", { px: [0], py: [0], dx: [1], dy: [0], tmax: [1.5] }, sat2d.polygons([4], square(0, 0, 1))),
    (e) => e instanceof Sat2dError && /fraction outside/.test(e.message));
  assert.throws(() => sat2d.rayRect("textbook", { px: [0], py: [0], dx: [1], dy: [0], tmax: [1] }, { x: [0], y: [0], w: [-1], h: [1] }),
    (e) => e instanceof Sat2dError && /negative/.test(e.message) && /rect 0 of B/.test(e.message));
  b.free();
});

test("capsules: capsuleCapsule, circleCapsule and capsulePoly answer verdicts and MTVs", () => {
  // A's core (0,0)-(4,0) r 1; B's end 1.5 above it (depth 0.5, +y), then 2.5 above (apart).
  const a = { ax: [0, 0], ay: [0, 0], bx: [4, 4], by: [0, 0], r: [1, 1] };
  const b = { ax: [2, 2], ay: [1.5, 2.5], bx: [2, 2], by: [5, 5], r: [1, 1] };
  // A circle 2 above the core with radii 2 touches it; a circle 3 beyond its end misses.
  const circles = { x: [2, 7], y: [2, 0], r: [1, 0.5] };
  // A zero-length capsule touching the square's left edge; a core through the square.
  const k = { ax: [0, -5], ay: [0, 1], bx: [0, 5], by: [0, 1], r: [1, 0.5] };
  const squares = sat2d.polygons([4, 4], [1, 0, 3, 0, 3, 2, 1, 2, 0, 0, 2, 0, 2, 2, 0, 2]);
  for (const v of sat2d.variantsFor("capsule_capsule")) {
    const r = sat2d.capsuleCapsule(v, a, b, { mtv: true });
    assert.deepEqual([...r.hit], [1, 0], v);
    assert.deepEqual([r.depth[0], r.nx[0] + 0, r.ny[0]], [0.5, 0, 1], v);
  }
  for (const v of sat2d.variantsFor("circle_capsule")) {
    const r = sat2d.circleCapsule(v, circles, a, { mtv: true });
    assert.deepEqual([...r.hit], [1, 0], v);
    assert.deepEqual([r.depth[0], r.nx[0] + 0, r.ny[0]], [0, 0, -1], v);
  }
  for (const v of sat2d.variantsFor("capsule_poly")) {
    const r = sat2d.capsulePoly(v, k, squares, { mtv: true });
    assert.deepEqual([...r.hit], [1, 1], v);
    assert.deepEqual([r.depth[0], r.nx[0], r.ny[0] + 0], [0, 1, 0], v);
    assert.deepEqual([r.depth[1], r.nx[1] + 0, r.ny[1]], [1.5, 0, 1], v);
  }
  assert.ok(sat2d.variantsFor("capsule_poly").includes("avx_batch"));
  const bad = { ...b, r: [1, -1] };
  assert.throws(() => sat2d.capsuleCapsule("textbook", a, bad),
    (e) => e instanceof Sat2dError && e.status === "NEGATIVE_SIZE" && e.index === 1 && /capsule 1 of B/.test(e.message));
  assert.throws(() => sat2d.circleCapsule("textbook", circles, { ...a, ax: [0, NaN] }),
    (e) => e instanceof Sat2dError && e.status === "NON_FINITE" && /capsule 1 of B/.test(e.message));
  assert.throws(() => sat2d.capsulePoly("textbook", { ...k, r: [-1, 0] }, squares),
    (e) => e instanceof Sat2dError && e.index === 0 && /capsule 0 of A/.test(e.message));
  assert.throws(() => sat2d.capsuleCapsule("textbook", a, { ...b, r: [1] }), RangeError);
  squares.free();
});

test("polyPolyManifold answers the normal, the points and their separations", () => {
  // A 4 x 2 box; B sunk 1 into its top face (two points), a diamond's corner 0.5 into it (one),
  // B's bottom face as the reference (the normal negated: still A to B), and B 1 above (apart).
  const a = sat2d.polygons([4, 4, 3, 4], [0, 0, 4, 0, 4, 2, 0, 2, 0, 0, 4, 0, 4, 2, 0, 2,
    0, 0, 2, 0, 1, 3, 0, 0, 4, 0, 4, 2, 0, 2]);
  const b = sat2d.polygons([4, 4, 4, 4], [1, 1, 3, 1, 3, 3, 1, 3, 2, 1.5, 3, 2.5, 2, 3.5, 1, 2.5,
    -2, 2.5, 4, 2.5, 4, 5, -2, 5, 1, 3, 3, 3, 3, 5, 1, 5]);
  for (const v of sat2d.variantsFor("poly_poly_manifold")) {
    const r = sat2d.polyPolyManifold(v, a, b);
    assert.deepEqual([...r.hit], [1, 1, 1, 0], v);
    assert.deepEqual([...r.count], [2, 1, 1, 0], v);
    assert.deepEqual([r.nx[0] + 0, r.ny[0], r.x0[0], r.y0[0], r.sep0[0], r.x1[0], r.y1[0], r.sep1[0]],
      [0, 1, 1, 1, -1, 3, 1, -1], v);
    assert.deepEqual([r.x0[1], r.y0[1], r.sep0[1], r.x1[1]], [2, 1.5, -0.5, 0], v);
    assert.deepEqual([r.nx[2] + 0, r.ny[2], r.x0[2], r.y0[2], r.sep0[2]], [0, 1, 1, 3, -0.5], v);
    assert.deepEqual([r.nx[3], r.x0[3], r.sep0[3]], [0, 0, 0], v);
  }
  assert.ok(["avx_axes", "avx_batch", "sse_axes", "sse_batch"].every((v) => sat2d.variantsFor("poly_poly_manifold").includes(v)));
  const one = sat2d.polygons([3], [0, 0, 1, 0, 0, 1]);
  assert.throws(() => sat2d.polyPolyManifold("textbook", a, one), RangeError);
  one.free();
  assert.throws(() => sat2d.polyPolyManifold("planes", a, b), (e) => e instanceof Sat2dError && e.status === "NO_SLOT");
  a.free(), b.free();
});
