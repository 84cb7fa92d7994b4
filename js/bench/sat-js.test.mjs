// The SAT.js benchmark runs end to end on the exported data sets (a tiny run: one repetition,
// short samples) and writes what the report's section reads: every contender timed, the
// targets' inputs present, and every SAT.js disagreement with textbook judged by `exact`.
//   SAT2D_BENCH_DATA=<sat2d-export-datasets output> SAT2D_JS_PKG=... node --test js/bench/sat-js.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pkgDir, dataDir } from "../test/load.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

test("sat-js.mjs measures sat2d and SAT.js on the same pairs and explains every disagreement", () => {
  const data = process.env.SAT2D_BENCH_DATA;
  assert.ok(data, "SAT2D_BENCH_DATA names the folder sat2d-export-datasets wrote");
  const dir = mkdtempSync(path.join(os.tmpdir(), "sat2d-bench-"));
  const out = path.join(dir, "wasm.json");
  try {
    const run = spawnSync(process.execPath, [path.join(here, "sat-js.mjs"), "--quick", "--reps", "1", "--min-time", "0.005",
      "--data", data, "--trace", path.join(dataDir, "bench/box2d_trace.cases"), "--pkg", pkgDir, "--out", out], { encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    const w = JSON.parse(readFileSync(out, "utf8"));
    assert.deepEqual(w.datasets.map((d) => d.name), ["poly_poly/hit50/n:8", "circle_poly/hit50/n:8", "circle_circle/hit50", "poly_poly/box2d_trace"]);
    for (const d of w.datasets) {
      const libs = new Set(d.results.map((r) => r.lib));
      assert.ok(libs.has("sat2d") && libs.has("SAT.js"), d.name);
      assert.ok(d.results.some((r) => r.impl === "textbook"), d.name);
      for (const r of d.results) assert.ok(r.pairs_per_s > 0, `${d.name} ${r.impl}`);
      if (d.name.endsWith("hit50") || d.name.includes("hit50/")) assert.equal(d.agreement.textbook_hits, d.pairs / 2, d.name);
    }
    for (const a of [...w.datasets.map((d) => d.agreement), ...Object.values(w.grid_satjs)]) {
      assert.equal(a.satjs_matches_exact + a.textbook_matches_exact, a.disagree, "each disagreement judged by exact");
    }
    for (const g of Object.values(w.grid)) for (const [v, n] of Object.entries(g.mismatches)) assert.equal(n, 0, v);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const bad = spawnSync(process.execPath, [path.join(here, "sat-js.mjs"), "--bogus"], { encoding: "utf8" });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown option '--bogus'/);
});
