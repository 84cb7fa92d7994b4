// The package folder is something `npm pack` accepts, with the files the exports name, and
// the TypeScript declarations declare every export of the module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pkgDir, loadSat2d } from "./load.mjs";

test("npm pack accepts the package and ships the module, the declarations and the wasm", () => {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: pkgDir, encoding: "utf8" });
  const [info] = JSON.parse(out);
  const files = info.files.map((f) => f.path).sort();
  for (const f of ["package.json", "sat2d.mjs", "sat2d.d.ts", "sat2d.wasm", "README.md"]) assert.ok(files.includes(f), `${f} in ${files}`);
  assert.equal(info.name, "sat2d");
});

test("package.json's exports and types point at files that exist", () => {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  const targets = [pkg.types, pkg.main, pkg.exports["."].types, pkg.exports["."].import, pkg.exports["./sat2d.wasm"]];
  for (const t of targets) assert.ok(existsSync(path.join(pkgDir, t)), t);
  for (const t of targets) assert.ok(pkg.files.includes(t.replace(/^\.\//, "")), `${t} in files`);
});

test("sat2d.d.ts declares every export of sat2d.mjs and nothing else", async () => {
  const { mod } = await loadSat2d();
  const dts = readFileSync(path.join(pkgDir, "sat2d.d.ts"), "utf8");
  const declared = [...dts.matchAll(/^export declare (?:class|function|const) (\w+)/gm)].map((m) => m[1]).sort();
  assert.deepEqual(declared, Object.keys(mod).sort());
  const methods = ["list", "variantsFor", "polygons", "polyPoly", "circlePoly", "circleCircle", "separatingAxis", "circleAxis"];
  for (const m of methods) assert.ok(new RegExp(`^\\s+${m}\\(`, "m").test(dts), `${m} declared`);
  const { sat2d } = await loadSat2d();
  for (const m of methods) assert.equal(typeof sat2d[m], "function", m);
});
