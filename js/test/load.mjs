// Where the tests find the assembled package (build/<preset>/js/pkg) and the data folder.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const top = path.resolve(here, "../..");

/** The package folder: $SAT2D_JS_PKG, or the wasm preset's. */
export const pkgDir = path.resolve(process.env.SAT2D_JS_PKG ?? path.join(top, "build/wasm/js/pkg"));
/** The repository's data folder. */
export const dataDir = path.resolve(process.env.SAT2D_DATA ?? path.join(top, "data"));

/** Imports sat2d.mjs from the package folder and loads its wasm. */
export async function loadSat2d() {
  const mod = await import(pathToFileURL(path.join(pkgDir, "sat2d.mjs")).href);
  return { mod, sat2d: await mod.load() };
}
