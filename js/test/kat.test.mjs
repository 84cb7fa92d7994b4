// The module answers the known-answer files of data/kat as the native CLI must: every case
// line of every test the module exposes (TEST_IDS: poly | poly, poly | poly | manifold,
// circle | poly, circle | circle, the capsule pairs, and ray | circle, rect or poly) through
// every non-pitfall variant that fills the slot, against the .expected answers, by the rule of
// data/kat/README.md (tests/kat.c): verdicts equal, every number of the answer line within 1e-5
// of max(1, |expected|), and normals for the reference only (for ray casts, for every variant).
// With $SAT2D_NATIVE_CLI (a native `sat2d` binary) each variant's answers must also equal that
// binary's `sat2d check --impl V`, every number bit for bit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readCases, readAnswer, CASE_TESTS } from "./cases.mjs";
import { dataDir, loadSat2d } from "./load.mjs";

const { mod, sat2d } = await loadSat2d();
const katDir = path.join(dataDir, "kat");
const files = readdirSync(katDir).filter((f) => f.endsWith(".cases")).map((f) => f.slice(0, -6));
const nativeCli = process.env.SAT2D_NATIVE_CLI;

function lines(file) {
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "");
}

// The batch of one side of the picked cases, as the module takes it.
const polys = (picked, side) => sat2d.polygons(picked.map((c) => c[side].n), concat(picked.map((c) => c[side].xy)));
const fields = (picked, side, keys) => Object.fromEntries(keys.map((k) => [k, picked.map((c) => c[side][k])]));
const circles = (picked, side) => fields(picked, side, ["x", "y", "r"]);
const capsules = (picked, side) => fields(picked, side, ["ax", "ay", "bx", "by", "r"]);
const rects = (picked, side) => fields(picked, side, ["x", "y", "w", "h"]);
const rays = (picked) => fields(picked, "a", ["px", "py", "dx", "dy", "tmax"]);

// Runs `call` with the polygon sets it builds (then freed) and returns its result.
function withPolys(picked, sides, call) {
  const sets = sides.map((side) => polys(picked, side));
  try {
    return call(...sets);
  } finally {
    for (const s of sets) s.free();
  }
}

// An answer line's KEY=value words, in the order `sat2d check` prints them (docs/case-format.md).
const mtvWords = (r, i) => ["depth", "nx", "ny"].map((k) => [k, r[k][i]]);
const rayWords = (r, i) => ["t", "nx", "ny"].map((k) => [k, r[k][i]]);
const manifoldWords = (r, i) => [["count", r.count[i]], ["nx", r.nx[i]], ["ny", r.ny[i]],
  ...[0, 1].slice(0, r.count[i]).flatMap((k) => [["x", r[`x${k}`][i]], ["y", r[`y${k}`][i]], ["sep", r[`sep${k}`][i]]])];

// Each test the module exposes: how one variant answers the picked cases of that test, and how
// to read one pair's answer words from the result.
const RUNNERS = {
  poly_poly: [(v, p) => withPolys(p, ["a", "b"], (a, b) => sat2d.polyPoly(v, a, b, { mtv: true })), mtvWords],
  poly_poly_manifold: [(v, p) => withPolys(p, ["a", "b"], (a, b) => sat2d.polyPolyManifold(v, a, b)), manifoldWords],
  circle_poly: [(v, p) => withPolys(p, ["b"], (b) => sat2d.circlePoly(v, circles(p, "a"), b, { mtv: true })), mtvWords],
  circle_circle: [(v, p) => sat2d.circleCircle(v, circles(p, "a"), circles(p, "b"), { mtv: true }), mtvWords],
  capsule_capsule: [(v, p) => sat2d.capsuleCapsule(v, capsules(p, "a"), capsules(p, "b"), { mtv: true }), mtvWords],
  circle_capsule: [(v, p) => sat2d.circleCapsule(v, circles(p, "a"), capsules(p, "b"), { mtv: true }), mtvWords],
  capsule_poly: [(v, p) => withPolys(p, ["b"], (b) => sat2d.capsulePoly(v, capsules(p, "a"), b, { mtv: true })), mtvWords],
  ray_circle: [(v, p) => sat2d.rayCircle(v, rays(p), circles(p, "b")), rayWords],
  ray_rect: [(v, p) => sat2d.rayRect(v, rays(p), rects(p, "b")), rayWords],
  ray_poly: [(v, p) => withPolys(p, ["b"], (b) => sat2d.rayPoly(v, rays(p), b)), rayWords],
};

// Runs one variant on every case of one test; returns { c, hit, words } per case of that test,
// words empty on a miss (as the answer line "0").
function runAll(variant, test, cases) {
  const picked = cases.filter((c) => c.test === test);
  if (!picked.length) return [];
  const [run, wordsOf] = RUNNERS[test];
  const result = run(variant, picked);
  return picked.map((c, i) => ({ c, hit: result.hit[i], words: result.hit[i] ? wordsOf(result, i) : [] }));
}

function concat(arrays) {
  const out = new Float32Array(arrays.reduce((s, a) => s + a.length, 0));
  let at = 0;
  for (const a of arrays) out.set(a, at), (at += a.length);
  return out;
}

const near = (got, want) => Math.abs(got - want) <= 1e-5 * Math.max(1, Math.abs(want));
const same = (got, want) => Object.is(Math.fround(want) + 0, Math.fround(got) + 0);
const keysOf = (words) => words.map(([k]) => k).join(" ");
const isNormal = (key) => key === "nx" || key === "ny";

// pitfalls.expected holds the seeds' wrong answers, which only the pitfalls variant gives.
const variantsOf = (name, t) => sat2d.variantsFor(t).filter((v) =>
  name === "pitfalls" ? v === "pitfalls" : sat2d.list().find((x) => x.name === v).kind !== "pitfall");

const katCases = {};
for (const name of files.filter((f) => f !== "bad_input")) {
  const cases = readCases(readFileSync(path.join(katDir, `${name}.cases`), "utf8"));
  const expected = lines(path.join(katDir, `${name}.expected`));
  assert.equal(expected.length, cases.length, `${name}: one expected line per case line`);
  cases.forEach((c, k) => (c.expected = readAnswer(expected[k])));
  katCases[name] = cases;
  for (const t of CASE_TESTS) {
    if (!cases.some((c) => c.test === t)) continue;
    for (const variant of variantsOf(name, t)) {
      test(`kat ${name}: ${t} by ${variant} equals the expected answers`, () => {
        const normals = variant === "textbook" || variant === "pitfalls" || t.startsWith("ray_");
        for (const r of runAll(variant, t, cases)) {
          const e = r.c.expected;
          assert.equal(e.error, undefined, `${r.c.line}: expected ${e.error}`);
          assert.equal(r.hit, e.hit, `${r.c.line}: verdict`);
          assert.equal(keysOf(r.words), keysOf(e.words), `${r.c.line}: the answer's numbers`);
          r.words.forEach(([key, got], j) => {
            const want = e.words[j][1];
            if (isNormal(key) && !normals) return;
            assert.ok(near(got, want), `${r.c.line}: ${key} ${got}, expected ${want}`);
          });
        }
      });
      if (nativeCli) {
        test(`kat ${name}: ${t} by ${variant} equals native sat2d check --impl ${variant}`, () => {
          // Status 1 is expected where the file holds lines this variant's other slots lack.
          const run = spawnSync(nativeCli, ["check", "--impl", variant, path.join(katDir, `${name}.cases`)], { encoding: "utf8" });
          assert.ok(run.status === 0 || run.status === 1, `native sat2d: status ${run.status} ${run.stderr}`);
          const answers = run.stdout.split("\n").filter((l) => l.trim() !== "");
          assert.equal(answers.length, cases.length);
          const index = new Map(cases.map((c, k) => [c, k]));
          for (const r of runAll(variant, t, cases)) {
            const n = readAnswer(answers[index.get(r.c)]);
            assert.equal(n.error, undefined, `${r.c.line}: native refused it`);
            assert.equal(r.hit, n.hit, `${r.c.line}: verdict`);
            assert.equal(keysOf(r.words), keysOf(n.words), `${r.c.line}: the answer's numbers`);
            r.words.forEach(([key, got], j) => assert.ok(same(got, n.words[j][1]), `${r.c.line}: ${key} ${got} vs native ${n.words[j][1]}`));
          }
        });
      }
    }
  }
}

test("kat: every test the module exposes has a runner here and known answers in data/kat", () => {
  const exposed = Object.keys(mod.TEST_IDS).sort();
  assert.deepEqual(Object.keys(RUNNERS).sort(), exposed, "RUNNERS: one per test of TEST_IDS");
  assert.deepEqual([...CASE_TESTS].sort(), exposed, "cases.mjs: a case line for every test of TEST_IDS");
  for (const t of exposed) {
    const n = Object.values(katCases).flat().filter((c) => c.test === t && !c.expected.error).length;
    assert.ok(n > 0, `${t}: no known answer in data/kat`);
  }
});

test("kat bad_input: every refused polygon, circle and capsule throws, with the builder's message", () => {
  const cases = readCases(readFileSync(path.join(katDir, "bad_input.cases"), "utf8"));
  const expected = lines(path.join(katDir, "bad_input.expected"));
  let checked = 0;
  const checkedOf = { poly: 0, circle: 0, capsule: 0 };
  cases.forEach((c, k) => {
    const reason = readAnswer(expected[k]).error;
    for (const side of ["a", "b"]) {
      const s = c[side];
      if (!s || s.malformed || !reason?.startsWith(`${s.kind}: `)) continue;
      if (s.kind === "poly") {
        let built = null;
        try { built = sat2d.polygons([s.n], s.xy); } catch (e) {
          assert.ok(e instanceof mod.Sat2dError, c.line);
          assert.ok(e.message.endsWith(reason.slice(6)), `${c.line}: '${e.message}' should end with '${reason.slice(6)}'`);
          checked++, checkedOf.poly++;
          continue;
        }
        built.free();
      } else if (s.kind === "circle" && (!(s.r >= 0) || !Number.isFinite(s.x + s.y + s.r))) {
        const fine = { x: [0], y: [0], r: [1] };
        const bad = { x: [s.x], y: [s.y], r: [s.r] };
        assert.throws(() => sat2d.circleCircle("textbook", bad, fine), mod.Sat2dError, c.line);
        checked++, checkedOf.circle++;
      } else if (s.kind === "capsule" && (!(s.r >= 0) || !Number.isFinite(s.ax + s.ay + s.bx + s.by + s.r))) {
        const fine = { ax: [0], ay: [0], bx: [1], by: [1], r: [1] };
        const bad = { ax: [s.ax], ay: [s.ay], bx: [s.bx], by: [s.by], r: [s.r] };
        assert.throws(() => sat2d.capsuleCapsule("textbook", bad, fine), mod.Sat2dError, c.line);
        checked++, checkedOf.capsule++;
      }
    }
  });
  assert.ok(checked >= 6, `only ${checked} refusals checked`);
  for (const [kind, n] of Object.entries(checkedOf)) assert.ok(n > 0, `no ${kind} refusal checked`);
});
