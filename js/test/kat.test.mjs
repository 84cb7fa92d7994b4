// The module answers the known-answer files of data/kat as the native CLI must: every case
// line this module can take (poly | poly, circle | poly, circle | circle, ray | circle, rect or
// poly) through every
// non-pitfall variant that fills the slot, against the .expected answers (the rule of
// data/kat/README.md: verdicts equal, numbers within 1e-5 of max(1, |expected|), normals for
// the reference only). With $SAT2D_NATIVE_CLI (a native `sat2d` binary) each variant's answers
// must also equal that binary's `sat2d check --impl V`, bit for bit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readCases, readAnswer } from "./cases.mjs";
import { dataDir, loadSat2d } from "./load.mjs";

const { mod, sat2d } = await loadSat2d();
const katDir = path.join(dataDir, "kat");
const files = readdirSync(katDir).filter((f) => f.endsWith(".cases")).map((f) => f.slice(0, -6));
const nativeCli = process.env.SAT2D_NATIVE_CLI;

function lines(file) {
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "");
}

// Runs one variant on every case of one test; returns answers indexed like `cases`.
function runAll(variant, test, cases) {
  const picked = cases.filter((c) => c.test === test);
  if (!picked.length) return [];
  const polys = (side) => sat2d.polygons(picked.map((c) => c[side].n), concat(picked.map((c) => c[side].xy)));
  const circles = (side) => ({ x: picked.map((c) => c[side].x), y: picked.map((c) => c[side].y), r: picked.map((c) => c[side].r) });
  const rays = () => Object.fromEntries(["px", "py", "dx", "dy", "tmax"].map((k) => [k, picked.map((c) => c.a[k])]));
  const rects = (side) => Object.fromEntries(["x", "y", "w", "h"].map((k) => [k, picked.map((c) => c[side][k])]));
  let result;
  const sets = [];
  if (test.startsWith("ray_")) {
    if (test === "ray_circle") result = sat2d.rayCircle(variant, rays(), circles("b"));
    else if (test === "ray_rect") result = sat2d.rayRect(variant, rays(), rects("b"));
    else sets.push(polys("b")), (result = sat2d.rayPoly(variant, rays(), sets[0]));
    for (const s of sets) s.free();
    return picked.map((c, i) => ({ c, hit: result.hit[i], t: result.t[i], nx: result.nx[i], ny: result.ny[i] }));
  }
  if (test === "poly_poly") {
    sets.push(polys("a"), polys("b"));
    result = sat2d.polyPoly(variant, sets[0], sets[1], { mtv: true });
  } else if (test === "circle_poly") {
    sets.push(polys("b"));
    result = sat2d.circlePoly(variant, circles("a"), sets[0], { mtv: true });
  } else {
    result = sat2d.circleCircle(variant, circles("a"), circles("b"), { mtv: true });
  }
  for (const s of sets) s.free();
  return picked.map((c, i) => ({ c, hit: result.hit[i], depth: result.depth[i], nx: result.nx[i], ny: result.ny[i] }));
}

function concat(arrays) {
  const out = new Float32Array(arrays.reduce((s, a) => s + a.length, 0));
  let at = 0;
  for (const a of arrays) out.set(a, at), (at += a.length);
  return out;
}

const near = (got, want) => Math.abs(got - want) <= 1e-5 * Math.max(1, Math.abs(want));
const same = (got, want) => Object.is(Math.fround(want) + 0, Math.fround(got) + 0);

// pitfalls.expected holds the seeds' wrong answers, which only the pitfalls variant gives.
const variantsOf = (name, t) => sat2d.variantsFor(t).filter((v) =>
  name === "pitfalls" ? v === "pitfalls" : sat2d.list().find((x) => x.name === v).kind !== "pitfall");

for (const name of files.filter((f) => f !== "bad_input")) {
  const cases = readCases(readFileSync(path.join(katDir, `${name}.cases`), "utf8"));
  const expected = lines(path.join(katDir, `${name}.expected`));
  assert.equal(expected.length, cases.length, `${name}: one expected line per case line`);
  cases.forEach((c, k) => (c.expected = readAnswer(expected[k])));
  for (const t of ["poly_poly", "circle_poly", "circle_circle", "ray_circle", "ray_rect", "ray_poly"]) {
    if (!cases.some((c) => c.test === t)) continue;
    const first = t.startsWith("ray_") ? "t" : "depth"; /* a ray cast's fraction, or the depth */
    for (const variant of variantsOf(name, t)) {
      test(`kat ${name}: ${t} by ${variant} equals the expected answers`, () => {
        for (const r of runAll(variant, t, cases)) {
          const e = r.c.expected;
          assert.equal(r.hit, e.hit, `${r.c.line}: verdict`);
          if (!e.hit) continue;
          assert.ok(near(r[first], e[first]), `${r.c.line}: ${first} ${r[first]}, expected ${e[first]}`);
          if (variant === "textbook" || variant === "pitfalls" || first === "t") {
            assert.ok(near(r.nx, e.nx) && near(r.ny, e.ny), `${r.c.line}: normal (${r.nx}, ${r.ny}), expected (${e.nx}, ${e.ny})`);
          }
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
            if (!n.hit) continue;
            for (const key of [first, "nx", "ny"]) assert.ok(same(r[key], n[key]), `${r.c.line}: ${key} ${r[key]} vs native ${n[key]}`);
          }
        });
      }
    }
  }
}

test("kat bad_input: every refused polygon and circle throws, with the builder's message", () => {
  const cases = readCases(readFileSync(path.join(katDir, "bad_input.cases"), "utf8"));
  const expected = lines(path.join(katDir, "bad_input.expected"));
  let checked = 0;
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
          checked++;
          continue;
        }
        built.free();
      } else if (s.kind === "circle" && (!(s.r >= 0) || !Number.isFinite(s.x + s.y + s.r))) {
        const fine = { x: [0], y: [0], r: [1] };
        const bad = { x: [s.x], y: [s.y], r: [s.r] };
        assert.throws(() => sat2d.circleCircle("textbook", bad, fine), mod.Sat2dError, c.line);
        checked++;
      }
    }
  });
  assert.ok(checked >= 6, `only ${checked} refusals checked`);
});
