// sat2d in WebAssembly against SAT.js (npm `sat`), on the same pairs.
//
//   node js/bench/sat-js.mjs --data DIR [--trace FILE] [--pkg DIR] [--out FILE.json] [--quick]
//
// DIR holds the data sets sat2d-export-datasets writes (the native benchmark's pairs, hex
// floats); FILE is the recorded Box2D trace (data/bench/box2d_trace.cases). Every shape is
// built once outside the timed loops: sat2d's polygons through its builder, SAT.js's as
// SAT.Polygon / SAT.Circle objects. A sample times whole passes over the data set (a batch call
// for sat2d, one SAT.js call per pair) for at least --min-time seconds; each repetition runs
// every contender once, in a fresh shuffled order; the figure is the median of the
// repetitions. Verdicts are compared pair by pair, and each SAT.js disagreement with textbook
// is judged by sat2d's `exact` variant (the truth on finite input).
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { readCases } from "../test/cases.mjs";
import { gridCorpus, gridMismatches } from "../test/grid.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SAT = require("sat");
const satVersion = require("sat/package.json").version;

function options(argv) {
  const o = { data: null, trace: null, pkg: path.resolve(here, "../../build/wasm/js/pkg"), out: null, quick: false, reps: null, minTime: null };
  for (let i = 0; i < argv.length; i++) {
    const want = () => {
      if (i + 1 >= argv.length) throw new Error(`${argv[i]} needs a value`);
      return argv[++i];
    };
    switch (argv[i]) {
      case "--data": o.data = want(); break;
      case "--trace": o.trace = want(); break;
      case "--pkg": o.pkg = path.resolve(want()); break;
      case "--out": o.out = want(); break;
      case "--quick": o.quick = true; break;
      case "--reps": o.reps = Number(want()); break;
      case "--min-time": o.minTime = Number(want()); break;
      case "--help": console.log("usage: node js/bench/sat-js.mjs --data DIR [--trace FILE] [--pkg DIR] [--out FILE] [--quick] [--reps N] [--min-time S]"); process.exit(0);
      default: throw new Error(`unknown option '${argv[i]}'`);
    }
  }
  if (!o.data) throw new Error("--data DIR is required (the output folder of sat2d-export-datasets)");
  o.reps ??= o.quick ? 3 : 5;
  o.minTime ??= o.quick ? 0.05 : 0.2;
  if (!(o.reps >= 1) || !(o.minTime > 0)) throw new Error("--reps and --min-time must be positive");
  return o;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Times fn (one pass over n pairs) for at least minTime seconds: pairs per second.
function sample(fn, n, minTime) {
  fn(); // warm: compiled, caches filled
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    passes++;
    elapsed = (performance.now() - start) / 1e3;
  } while (elapsed < minTime);
  return (n * passes) / elapsed;
}

// A seeded shuffle (xorshift32): the interleaving differs per repetition, not per run.
function shuffler(seed) {
  let s = seed;
  const next = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s >>> 0);
  return (xs) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
}

function concat(arrays) {
  const out = new Float32Array(arrays.reduce((s, a) => s + a.length, 0));
  let at = 0;
  for (const a of arrays) out.set(a, at), (at += a.length);
  return out;
}

const satPolygon = (s) => {
  const pts = [];
  for (let i = 0; i < s.n; i++) pts.push(new SAT.Vector(s.xy[2 * i], s.xy[2 * i + 1]));
  return new SAT.Polygon(new SAT.Vector(0, 0), pts);
};
const satCircle = (s) => new SAT.Circle(new SAT.Vector(s.x, s.y), s.r);

// Builds both libraries' shapes for one data set and the contenders that time them.
function prepare(sat2d, name, test, cases, quick) {
  const n = cases.length;
  const polys = (side) => sat2d.polygons(cases.map((c) => c[side].n), concat(cases.map((c) => c[side].xy)));
  const circles = (side) => ({
    x: Float32Array.from(cases, (c) => c[side].x), y: Float32Array.from(cases, (c) => c[side].y), r: Float32Array.from(cases, (c) => c[side].r),
  });
  const out = { hit: new Uint8Array(n) };
  let run, satFn, satName, free, gap;
  if (test === "poly_poly") {
    const a = polys("a"), b = polys("b");
    const sa = cases.map((c) => satPolygon(c.a)), sb = cases.map((c) => satPolygon(c.b));
    run = (v) => sat2d.polyPoly(v, a, b, { out }).hit;
    satName = "SAT.testPolygonPolygon";
    satFn = (hits) => { for (let i = 0; i < n; i++) hits[i] = SAT.testPolygonPolygon(sa[i], sb[i]) ? 1 : 0; };
    gap = (i) => sat2d.separatingAxis(a, i, b, i).gap;
    free = () => { a.free(); b.free(); };
  } else if (test === "circle_poly") {
    const ca = circles("a"), b = polys("b");
    const sa = cases.map((c) => satCircle(c.a)), sb = cases.map((c) => satPolygon(c.b));
    run = (v) => sat2d.circlePoly(v, ca, b, { out }).hit;
    satName = "SAT.testCirclePolygon";
    satFn = (hits) => { for (let i = 0; i < n; i++) hits[i] = SAT.testCirclePolygon(sa[i], sb[i]) ? 1 : 0; };
    gap = (i) => sat2d.circleAxis(ca.x[i], ca.y[i], ca.r[i], b, i).gap;
    free = () => b.free();
  } else {
    const ca = circles("a"), cb = circles("b");
    const sa = cases.map((c) => satCircle(c.a)), sb = cases.map((c) => satCircle(c.b));
    run = (v) => sat2d.circleCircle(v, ca, cb, { out }).hit;
    satName = "SAT.testCircleCircle";
    satFn = (hits) => { for (let i = 0; i < n; i++) hits[i] = SAT.testCircleCircle(sa[i], sb[i]) ? 1 : 0; };
    gap = (i) => Math.hypot(ca.x[i] - cb.x[i], ca.y[i] - cb.y[i]) - (ca.r[i] + cb.r[i]);
    free = () => {};
  }
  const variants = sat2d.variantsFor(test).filter((v) => {
    const kind = sat2d.list().find((x) => x.name === v).kind;
    if (kind === "pitfall") return false;
    return !quick || v === "textbook" || /^(sse|avx)/.test(v);
  });
  const satHits = new Uint8Array(n);
  const contenders = [
    ...variants.map((v) => ({ name: v, lib: "sat2d", fn: () => run(v) })),
    { name: satName, lib: "SAT.js", fn: () => satFn(satHits) },
  ];
  return { name, test, n, run, satFn, gap, free, contenders, satHits };
}

function agreement(sat2d, set) {
  const textbook = Uint8Array.from(set.run("textbook"));
  const exact = sat2d.variantsFor(set.test).includes("exact") ? Uint8Array.from(set.run("exact")) : null;
  const sat = new Uint8Array(set.n);
  set.satFn(sat);
  const result = { pairs: set.n, textbook_hits: textbook.reduce((s, h) => s + h, 0), satjs_hits: sat.reduce((s, h) => s + h, 0) };
  let disagree = 0, satRight = 0, textbookRight = 0, maxGap = 0;
  const examples = [];
  for (let i = 0; i < set.n; i++) {
    if (sat[i] === textbook[i]) continue;
    disagree++;
    if (exact) (exact[i] === sat[i] ? satRight++ : textbookRight++);
    const g = Math.abs(set.gap(i));
    maxGap = Math.max(maxGap, g);
    if (examples.length < 3) examples.push({ pair: i, textbook: textbook[i], satjs: sat[i], exact: exact ? exact[i] : null, gap: g });
  }
  Object.assign(result, { disagree, satjs_matches_exact: satRight, textbook_matches_exact: textbookRight, max_abs_gap: maxGap, examples });
  result.variant_mismatches = {};
  for (const c of set.contenders) {
    if (c.lib !== "sat2d") continue;
    const got = set.run(c.name);
    result.variant_mismatches[c.name] = got.reduce((s, h, i) => s + (h !== textbook[i]), 0);
  }
  return result;
}

async function main() {
  const o = options(process.argv.slice(2));
  const { load } = await import(pathToFileURL(path.join(o.pkg, "sat2d.mjs")).href);
  const sat2d = await load();
  const sources = [
    ["poly_poly/hit50/n:8", "poly_poly", path.join(o.data, "poly_poly-n8-hit50.cases")],
    ["circle_poly/hit50/n:8", "circle_poly", path.join(o.data, "circle_poly-n8-hit50.cases")],
    ["circle_circle/hit50", "circle_circle", path.join(o.data, "circle_circle-hit50.cases")],
  ];
  if (o.trace) sources.push(["poly_poly/box2d_trace", "poly_poly", o.trace]);
  const shuffle = shuffler(20261125);
  const report = {
    context: {
      cpu: os.cpus()[0]?.model ?? "unknown", cpus: os.cpus().length, node: process.version, date: new Date().toISOString(),
      backend: sat2d.backend, satjs_version: satVersion, repetitions: o.reps, min_time_s: o.minTime, quick: o.quick,
      command: `node js/bench/sat-js.mjs ${process.argv.slice(2).join(" ")}`,
    },
    datasets: [],
  };
  for (const [name, test, file] of sources) {
    const cases = readCases(readFileSync(file, "utf8")).filter((c) => c.test === test);
    if (!cases.length) throw new Error(`${file}: no ${test} case`);
    const set = prepare(sat2d, name, test, cases, o.quick);
    const agree = agreement(sat2d, set);
    const samples = new Map(set.contenders.map((c) => [c.name, []]));
    for (let r = 0; r < o.reps; r++) {
      for (const c of shuffle(set.contenders)) samples.get(c.name).push(sample(c.fn, set.n, o.minTime));
    }
    const results = set.contenders.map((c) => ({ impl: c.name, lib: c.lib, pairs_per_s: median(samples.get(c.name)), samples: samples.get(c.name) }));
    set.free();
    report.datasets.push({ name, test, pairs: set.n, results, agreement: agree });
    const line = results.map((r) => `${r.impl} ${(r.pairs_per_s / 1e6).toFixed(2)}M`).join(", ");
    console.log(`sat2d wasm bench: ${name}: ${line}; SAT.js disagrees with textbook on ${agree.disagree} of ${set.n}`);
  }
  const gridPairs = o.quick ? 5000 : 20000;
  report.grid = gridMismatches(sat2d, gridPairs);
  // SAT.js on the grid corpus too: many pairs touch exactly there, where float64 with
  // normalised normals and sat2d's float32 can part ways (not timed).
  const g = gridCorpus(gridPairs);
  const polys = (p) => {
    const out = [];
    for (let k = 0, at = 0; k < p.counts.length; at += 2 * p.counts[k], k++) out.push({ n: p.counts[k], xy: p.xy.subarray(at, at + 2 * p.counts[k]) });
    return out;
  };
  const circle = (c, i) => ({ x: c.x[i], y: c.y[i], r: c.r[i] });
  const pa = polys(g.a), pb = polys(g.b);
  const gridSets = {
    poly_poly: pa.map((a, i) => ({ a, b: pb[i] })),
    circle_poly: pb.map((b, i) => ({ a: circle(g.ca, i), b })),
    circle_circle: pb.map((_, i) => ({ a: circle(g.ca, i), b: circle(g.cb, i) })),
  };
  report.grid_satjs = {};
  for (const [test, cases] of Object.entries(gridSets)) {
    const set = prepare(sat2d, `grid/${test}`, test, cases, true);
    report.grid_satjs[test] = agreement(sat2d, set);
    set.free();
  }
  if (o.out) {
    mkdirSync(path.dirname(path.resolve(o.out)), { recursive: true });
    writeFileSync(o.out, JSON.stringify(report, null, 1) + "\n");
    console.log(`sat2d wasm bench: wrote ${o.out}`);
  }
}

main().catch((e) => {
  console.error(`sat2d wasm bench: ${e.message}`);
  process.exit(e.message.startsWith("unknown option") || e.message.includes("needs a value") || e.message.includes("is required") ? 2 : 1);
});
