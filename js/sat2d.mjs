// sat2d.mjs — sat2d's collision tests for JavaScript, from a WebAssembly (SIMD128) build.
//
// The wasm module (sat2d.wasm, built from js/sat2d_js.c) is a WASI reactor that needs no real
// system: the few WASI imports the C library links are answered here, so the same file loads
// in node and in a browser. Batches are structures of arrays: pair i is element i of every
// typed array, and answers come back as typed arrays (no object per pair).
//
//   import { load } from "sat2d";
//   const sat2d = await load();
//   const a = sat2d.polygons([4], new Float32Array([0, 0, 2, 0, 2, 2, 0, 2]));
//   const b = sat2d.polygons([3], new Float32Array([1, 1, 3, 1, 1, 3]));
//   const { hit, depth, nx, ny } = sat2d.polyPoly("avx_axes", a, b, { mtv: true });

const TEST_IDS = Object.freeze({ circle_circle: 3, poly_poly: 6, circle_poly: 7, ray_circle: 14, ray_rect: 15, ray_poly: 16, capsule_capsule: 17, circle_capsule: 18, capsule_poly: 19, poly_poly_manifold: 20 });
const KINDS = ["reference", "trick", "pitfall"];
const STATUS_NAMES = [
  "OK", "TOO_FEW_CORNERS", "TOO_MANY_CORNERS", "NON_FINITE", "ZERO_AREA", "COLLINEAR",
  "NON_CONVEX", "SELF_INTERSECTING", "NEGATIVE_SIZE", "BUFFER_TOO_SMALL", "OUT_OF_MEMORY",
  "ZERO_DIRECTION", "FRACTION_RANGE",
];

/** A shape the library refused, or a call it cannot answer; `status` names the reason. */
export class Sat2dError extends Error {
  constructor(message, status = "", index = -1) {
    super(message);
    this.name = "Sat2dError";
    this.status = status;
    this.index = index;
  }
}

// The WASI calls wasi-libc may link for malloc and its start-up; none touches a real system.
// Errors: 8 = EBADF (no files here), 52 = ENOSYS.
function wasiImports(getMemory) {
  const known = {
    args_sizes_get: (argc, size) => { const v = new DataView(getMemory().buffer); v.setUint32(argc, 0, true); v.setUint32(size, 0, true); return 0; },
    args_get: () => 0,
    environ_sizes_get: (count, size) => { const v = new DataView(getMemory().buffer); v.setUint32(count, 0, true); v.setUint32(size, 0, true); return 0; },
    environ_get: () => 0,
    clock_time_get: (_id, _precision, out) => {
      new DataView(getMemory().buffer).setBigUint64(out, BigInt(Math.round(performance.now() * 1e6)), true);
      return 0;
    },
    random_get: (ptr, len) => { globalThis.crypto.getRandomValues(new Uint8Array(getMemory().buffer, ptr, len)); return 0; },
    proc_exit: (code) => { throw new Sat2dError(`sat2d: the wasm module exited with status ${code}`); },
    fd_write: () => 8,
    fd_close: () => 8,
    fd_seek: () => 8,
    fd_fdstat_get: () => 8,
  };
  return new Proxy(known, { get: (t, name) => t[name] ?? (() => 52), has: () => true });
}

async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  const url = source ?? new URL("./sat2d.wasm", import.meta.url);
  const href = String(url);
  if (href.startsWith("file:") || (typeof process !== "undefined" && !/^[a-z]+:/i.test(href))) {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(href.startsWith("file:") ? new URL(href) : href));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Sat2dError(`sat2d: cannot fetch ${href}: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * Loads the wasm module. `source`: a path or URL of sat2d.wasm (default: beside this file),
 * its bytes, or a compiled WebAssembly.Module.
 */
export async function load(source) {
  const module = await compile(source);
  let memory = null;
  const instance = await WebAssembly.instantiate(module, {
    wasi_snapshot_preview1: wasiImports(() => memory),
  });
  memory = instance.exports.memory;
  instance.exports._initialize?.();
  return new Sat2d(instance.exports);
}

/** Convex polygons living in the module's memory; free() them when done. */
export class PolygonSet {
  #lib; #ptrs;
  /** @internal */
  constructor(lib, ptrs, table) {
    this.#lib = lib;
    this.#ptrs = ptrs;
    this.table = table; // address of the pointer array the batch slots read
    this.length = ptrs.length;
  }
  /** The built corners of polygon i (counter-clockwise, duplicates dropped), interleaved. */
  corners(i) { return this.#lib._corners(this.#ptr(i)); }
  /** @internal */ _pointer(i) { return this.#ptr(i); }
  #ptr(i) {
    if (!this.#ptrs) throw new Sat2dError("sat2d: this PolygonSet was freed");
    if (!Number.isInteger(i) || i < 0 || i >= this.length) throw new RangeError(`sat2d: no polygon ${i} in a set of ${this.length}`);
    return this.#ptrs[i];
  }
  /** Releases the polygons; the set cannot be used afterwards. */
  free() {
    if (!this.#ptrs) return;
    this.#lib._freePolygons(this.#ptrs, this.table);
    this.#ptrs = null;
    this.table = 0;
  }
  /** @internal */ get freed() { return this.#ptrs === null; }
}

function isIntegerArray(a) {
  return Array.isArray(a) || a instanceof Int32Array || a instanceof Uint32Array ||
    a instanceof Int16Array || a instanceof Uint16Array || a instanceof Uint8Array;
}

function floatArray(name, a) {
  if (a instanceof Float32Array) return a;
  if (Array.isArray(a) || a instanceof Float64Array) return Float32Array.from(a);
  throw new TypeError(`sat2d: ${name} must be a Float32Array (or an array of numbers)`);
}

/** The library: the registry of variants and the batch tests. */
export class Sat2d {
  #x; #scratch = 0; #scratchBytes = 0; #variants; #index = new Map();

  /** @internal */
  constructor(exports) {
    this.#x = exports;
    this.backend = this.#string(exports.sat2d_js_backend());
    const tests = [];
    for (let t = 0; t < exports.sat2d_js_test_count(); t++) tests.push(this.#string(exports.sat2d_js_test_name(t)));
    const variants = [];
    for (let i = 0; i < exports.sat2d_js_variant_count(); i++) {
      const name = this.#string(exports.sat2d_js_variant_name(i));
      variants.push(Object.freeze({
        name,
        summary: this.#string(exports.sat2d_js_variant_summary(i)),
        kind: KINDS[exports.sat2d_js_variant_kind(i)],
        tests: Object.freeze(tests.filter((_, t) => exports.sat2d_js_variant_has(i, t))),
      }));
      this.#index.set(name, i);
    }
    this.#variants = Object.freeze(variants);
  }

  /** Every registered variant with the tests it answers in this build, reference first. */
  list() { return this.#variants; }

  /** The variants that answer one test ("poly_poly", "circle_poly", "circle_circle"). */
  variantsFor(test) { return this.#variants.filter((v) => v.tests.includes(test)).map((v) => v.name); }

  #bytes() { return new Uint8Array(this.#x.memory.buffer); }
  #string(ptr) {
    if (!ptr) return "";
    const bytes = this.#bytes();
    let end = ptr;
    while (bytes[end] !== 0) end++;
    return new TextDecoder().decode(bytes.subarray(ptr, end));
  }
  #alloc(bytes) {
    const p = this.#x.sat2d_js_alloc(bytes);
    if (!p) throw new Sat2dError("sat2d: the wasm module is out of memory", "OUT_OF_MEMORY");
    return p;
  }
  // One grow-only block reused by every call for inputs and outputs.
  #scratchOf(bytes) {
    if (bytes > this.#scratchBytes) {
      const size = Math.max(bytes, 2 * this.#scratchBytes, 4096);
      this.#x.sat2d_js_free(this.#scratch);
      this.#scratch = 0;
      this.#scratchBytes = 0;
      this.#scratch = this.#alloc(size);
      this.#scratchBytes = size;
    }
    return this.#scratch;
  }
  #variant(name, test) {
    const i = this.#index.get(name);
    if (i === undefined) throw new Sat2dError(`sat2d: unknown variant '${name}' (list() names them)`, "UNKNOWN_VARIANT");
    if (!this.#variants[i].tests.includes(test)) throw new Sat2dError(`sat2d: variant '${name}' has no ${test} here`, "NO_SLOT");
    return i;
  }
  #refused(status, what) {
    const name = STATUS_NAMES[status] ?? String(status);
    return new Sat2dError(`sat2d: ${what}: ${this.#string(this.#x.sat2d_js_status_string(status))}`, name);
  }

  /**
   * Builds convex polygons, either winding: polygon k has counts[k] corners, taken in order
   * from `xy` (x0, y0, x1, y1, ...; 2 * sum(counts) numbers). Throws Sat2dError with the
   * builder's message (and `index` k) when one is refused; nothing is kept then.
   */
  polygons(counts, xy) {
    if (!isIntegerArray(counts)) throw new TypeError("sat2d: counts must be an array of corner counts");
    const coords = floatArray("xy", xy);
    let total = 0;
    for (const c of counts) {
      if (!Number.isInteger(c) || c < 0) throw new RangeError(`sat2d: corner count ${c} is not a whole number >= 0`);
      total += c;
    }
    if (coords.length !== 2 * total) throw new RangeError(`sat2d: xy holds ${coords.length} numbers, the counts ask for ${2 * total}`);
    const ptrs = [];
    const input = this.#alloc(coords.byteLength);
    try {
      new Float32Array(this.#x.memory.buffer, input, coords.length).set(coords);
      let at = 0;
      for (let k = 0; k < counts.length; k++) {
        const p = this.#x.sat2d_js_poly_create(input + 8 * at, counts[k]);
        if (!p) {
          const err = this.#refused(this.#x.sat2d_js_last_status(), `polygon ${k}`);
          err.index = k;
          throw err;
        }
        ptrs.push(p);
        at += counts[k];
      }
      const table = this.#alloc(4 * Math.max(1, ptrs.length));
      new Uint32Array(this.#x.memory.buffer, table, ptrs.length).set(ptrs);
      return new PolygonSet(this, ptrs, table);
    } catch (e) {
      for (const p of ptrs) this.#x.sat2d_js_poly_free(p);
      throw e;
    } finally {
      this.#x.sat2d_js_free(input);
    }
  }

  /** @internal */
  _freePolygons(ptrs, table) {
    for (const p of ptrs) this.#x.sat2d_js_poly_free(p);
    this.#x.sat2d_js_free(table);
  }
  /** @internal */
  _corners(p) {
    const n = this.#x.sat2d_js_poly_count(p);
    const out = this.#scratchOf(8 * n);
    this.#x.sat2d_js_poly_corners(p, out);
    return new Float32Array(this.#x.memory.buffer, out, 2 * n).slice();
  }

  #pairs(a, b) {
    for (const s of [a, b]) {
      if (!(s instanceof PolygonSet)) throw new TypeError("sat2d: polygons must be a PolygonSet from polygons()");
      if (s.freed) throw new Sat2dError("sat2d: this PolygonSet was freed");
    }
    if (a.length !== b.length) throw new RangeError(`sat2d: ${a.length} shapes in A but ${b.length} in B`);
    return a.length;
  }
  #circles(name, c) {
    if (!c || typeof c !== "object") throw new TypeError(`sat2d: ${name} must be { x, y, r } Float32Arrays`);
    const x = floatArray(`${name}.x`, c.x), y = floatArray(`${name}.y`, c.y), r = floatArray(`${name}.r`, c.r);
    if (x.length !== y.length || x.length !== r.length) throw new RangeError(`sat2d: ${name}.x, .y and .r have lengths ${x.length}, ${y.length}, ${r.length}`);
    return [x, y, r];
  }

  #rays(name, r) {
    if (!r || typeof r !== "object") throw new TypeError(`sat2d: ${name} must be { px, py, dx, dy, tmax } Float32Arrays`);
    const k = ["px", "py", "dx", "dy", "tmax"], arrays = k.map((key) => floatArray(`${name}.${key}`, r[key]));
    if (arrays.some((a) => a.length !== arrays[0].length)) throw new RangeError(`sat2d: ${name}.px, .py, .dx, .dy and .tmax have lengths ${arrays.map((a) => a.length).join(", ")}`);
    return arrays;
  }
  #rects(name, r) {
    if (!r || typeof r !== "object") throw new TypeError(`sat2d: ${name} must be { x, y, w, h } Float32Arrays`);
    const arrays = ["x", "y", "w", "h"].map((key) => floatArray(`${name}.${key}`, r[key]));
    if (arrays.some((a) => a.length !== arrays[0].length)) throw new RangeError(`sat2d: ${name}.x, .y, .w and .h have lengths ${arrays.map((a) => a.length).join(", ")}`);
    return arrays;
  }
  #capsules(name, c) {
    if (!c || typeof c !== "object") throw new TypeError(`sat2d: ${name} must be { ax, ay, bx, by, r } Float32Arrays`);
    const arrays = ["ax", "ay", "bx", "by", "r"].map((k) => floatArray(`${name}.${k}`, c[k]));
    if (arrays.some((a) => a.length !== arrays[0].length)) throw new RangeError(`sat2d: ${name}.ax, .ay, .bx, .by and .r have lengths ${arrays.map((a) => a.length).join(", ")}`);
    return arrays;
  }

  // Lays out `inputs` (Float32Arrays of n) then hit, depth, nx, ny in the scratch block, runs
  // `call(inputPtrs, hit, depth, nx, ny)` and copies the answers out. A ray cast names its
  // numbers t, nx, ny (`keys`). `shapes` names A's and B's refusable shapes ("" where B has none:
  // a refusal of B's shape i comes back as 1 + n + i).
  #run(n, inputs, mtv, out, call, what, keys = ["depth", "nx", "ny"],
       shapes = inputs.length === 6 ? ["circle", "circle"] : ["circle", ""]) {
    // The caller's output arrays are checked before anything runs.
    const result = out ?? {};
    const check = (key, Type) => {
      if (result[key] === undefined) { result[key] = new Type(n); return; }
      if (!(result[key] instanceof Type) || result[key].length < n) throw new RangeError(`sat2d: out.${key} must be a ${Type.name} of at least ${n} elements`);
    };
    check("hit", Uint8Array);
    if (mtv) for (const key of keys) check(key, Float32Array);
    const floats = inputs.length + (mtv ? 3 : 0);
    const stride = (4 * n + 15) & ~15;
    const base = this.#scratchOf(floats * stride + n + 16);
    const f32 = new Float32Array(this.#x.memory.buffer);
    const ptrs = inputs.map((arr, k) => {
      const p = base + k * stride;
      f32.set(arr.subarray(0, n), p >> 2);
      return p;
    });
    const mtvAt = base + inputs.length * stride;
    const hitAt = base + floats * stride;
    const rc = call(ptrs, hitAt, mtv ? mtvAt : 0, mtv ? mtvAt + stride : 0, mtv ? mtvAt + 2 * stride : 0);
    if (rc > 0) {
      const index = (rc - 1) % Math.max(n, 1);
      const onB = shapes[1] !== "" && rc - 1 >= n;
      const err = this.#refused(this.#x.sat2d_js_last_status(), `${shapes[onB ? 1 : 0]} ${index} of ${onB ? "B" : "A"}`);
      err.index = index;
      throw err;
    }
    if (rc < 0) throw new Sat2dError(`sat2d: ${what} could not run (code ${rc})`, "OUT_OF_MEMORY");
    const mem = this.#x.memory.buffer;
    result.hit.set(new Uint8Array(mem, hitAt, n));
    if (mtv) {
      // Written only where hit[i] is 1, as the C slots do; elsewhere 0.
      const hit = result.hit;
      const src = [new Float32Array(mem, mtvAt, n), new Float32Array(mem, mtvAt + stride, n), new Float32Array(mem, mtvAt + 2 * stride, n)];
      const dst = keys.map((key) => result[key]);
      for (let k = 0; k < 3; k++) for (let i = 0; i < n; i++) dst[k][i] = hit[i] ? src[k][i] : 0;
    }
    return result;
  }

  /**
   * poly_poly by the named variant: polygon a[i] against b[i]. Returns { hit } (Uint8Array of
   * 0/1) and with { mtv: true } also depth, nx, ny (Float32Arrays; moving B by depth * (nx, ny)
   * separates a hit; 0 for misses). `out` may supply the arrays to fill.
   */
  polyPoly(variant, a, b, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "poly_poly");
    const n = this.#pairs(a, b);
    return this.#run(n, [], mtv, out,
      (_p, hit, d, nx, ny) => this.#x.sat2d_js_poly_poly(v, a.table, b.table, n, hit, d, nx, ny), "poly_poly");
  }

  /**
   * poly_poly_manifold: the contact manifold of polygon a[i] and b[i] (reference and incident
   * faces, clipping). Returns { hit, count, nx, ny, x0, y0, sep0, x1, y1, sep1 }: count (a
   * Uint8Array) is 1 or 2 on a hit; (nx, ny) the unit normal from A to B; point k (xk, yk) lies
   * on the incident face and sepk is its signed distance from the reference face (negative:
   * penetrating). Every number is 0 where hit[i] is 0 (and point 1's where count is 1).
   */
  polyPolyManifold(variant, a, b) {
    const v = this.#variant(variant, "poly_poly_manifold");
    const n = this.#pairs(a, b);
    const words = 9; // sat2d_manifold: nx, ny, count, x[2], y[2], sep[2]
    const base = this.#scratchOf(4 * words * n + n + 16);
    const hitAt = base + 4 * words * n;
    const rc = this.#x.sat2d_js_poly_poly_manifold(v, a.table, b.table, n, hitAt, base);
    if (rc !== 0) throw new Sat2dError(`sat2d: poly_poly_manifold could not run (code ${rc})`, "OUT_OF_MEMORY");
    const mem = this.#x.memory.buffer;
    const f = new Float32Array(mem, base, words * n), c = new Int32Array(mem, base, words * n);
    const hit = new Uint8Array(n);
    hit.set(new Uint8Array(mem, hitAt, n));
    const r = { hit, count: new Uint8Array(n) };
    const keys = ["nx", "ny", "x0", "y0", "sep0", "x1", "y1", "sep1"], at = [0, 1, 3, 5, 7, 4, 6, 8];
    for (const key of keys) r[key] = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      if (!hit[i]) continue;
      r.count[i] = c[words * i + 2];
      for (let k = 0; k < keys.length; k++) r[keys[k]][i] = f[words * i + at[k]];
    }
    return r;
  }

  /** circle_poly: circle i ({ x, y, r } Float32Arrays) against polygon b[i]; as polyPoly. */
  circlePoly(variant, circles, b, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "circle_poly");
    const c = this.#circles("circles", circles);
    if (!(b instanceof PolygonSet) || b.freed) throw new TypeError("sat2d: polygons must be a live PolygonSet from polygons()");
    if (c[0].length !== b.length) throw new RangeError(`sat2d: ${c[0].length} circles but ${b.length} polygons`);
    const n = b.length;
    return this.#run(n, c, mtv, out,
      ([x, y, r], hit, d, nx, ny) => this.#x.sat2d_js_circle_poly(v, x, y, r, b.table, n, hit, d, nx, ny), "circle_poly");
  }

  /** circle_circle: circle a[i] against b[i] (each { x, y, r } Float32Arrays); as polyPoly. */
  circleCircle(variant, a, b, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "circle_circle");
    const ca = this.#circles("a", a), cb = this.#circles("b", b);
    if (ca[0].length !== cb[0].length) throw new RangeError(`sat2d: ${ca[0].length} circles in A but ${cb[0].length} in B`);
    const n = ca[0].length;
    return this.#run(n, [...ca, ...cb], mtv, out,
      ([ax, ay, ar, bx, by, br], hit, d, nx, ny) => this.#x.sat2d_js_circle_circle(v, ax, ay, ar, bx, by, br, n, hit, d, nx, ny), "circle_circle");
  }

  /**
   * ray_circle: ray i ({ px, py, dx, dy, tmax } Float32Arrays: the points p + t d, t in
   * [0, tmax]) against circle i ({ x, y, r }). Answers { hit, t, nx, ny }: the fraction of the
   * first contact and the unit outward normal there (t = 0 and (0, 0) for a ray starting in the
   * shape); 0 where hit[i] is 0. A zero direction or tmax outside [0, 1] throws Sat2dError.
   */
  rayCircle(variant, rays, circles, { out } = {}) {
    const v = this.#variant(variant, "ray_circle");
    const r = this.#rays("rays", rays), c = this.#circles("circles", circles);
    if (r[0].length !== c[0].length) throw new RangeError(`sat2d: ${r[0].length} rays but ${c[0].length} circles`);
    const n = r[0].length;
    return this.#run(n, [...r, ...c], true, out,
      ([px, py, dx, dy, tm, x, y, rr], hit, t, nx, ny) => this.#x.sat2d_js_ray_circle(v, px, py, dx, dy, tm, x, y, rr, n, hit, t, nx, ny),
      "ray_circle", ["t", "nx", "ny"], ["ray", "circle"]);
  }

  /** ray_rect: ray i against rectangle i ({ x, y, w, h }: min corner and size); as rayCircle. */
  rayRect(variant, rays, rects, { out } = {}) {
    const v = this.#variant(variant, "ray_rect");
    const r = this.#rays("rays", rays), b = this.#rects("rects", rects);
    if (r[0].length !== b[0].length) throw new RangeError(`sat2d: ${r[0].length} rays but ${b[0].length} rects`);
    const n = r[0].length;
    return this.#run(n, [...r, ...b], true, out,
      ([px, py, dx, dy, tm, x, y, w, h], hit, t, nx, ny) => this.#x.sat2d_js_ray_rect(v, px, py, dx, dy, tm, x, y, w, h, n, hit, t, nx, ny),
      "ray_rect", ["t", "nx", "ny"], ["ray", "rect"]);
  }

  /** ray_poly: ray i against convex polygon b[i]; as rayCircle. */
  rayPoly(variant, rays, b, { out } = {}) {
    const v = this.#variant(variant, "ray_poly");
    const r = this.#rays("rays", rays);
    if (!(b instanceof PolygonSet) || b.freed) throw new TypeError("sat2d: polygons must be a live PolygonSet from polygons()");
    if (r[0].length !== b.length) throw new RangeError(`sat2d: ${r[0].length} rays but ${b.length} polygons`);
    const n = b.length;
    return this.#run(n, r, true, out,
      ([px, py, dx, dy, tm], hit, t, nx, ny) => this.#x.sat2d_js_ray_poly(v, px, py, dx, dy, tm, b.table, n, hit, t, nx, ny),
      "ray_poly", ["t", "nx", "ny"], ["ray", "polygon"]);
  }

  /**
   * capsule_capsule: capsule a[i] against b[i], each { ax, ay, bx, by, r } Float32Arrays (the
   * core from (ax, ay) to (bx, by), radius r); as polyPoly.
   */
  capsuleCapsule(variant, a, b, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "capsule_capsule");
    const ca = this.#capsules("a", a), cb = this.#capsules("b", b);
    if (ca[0].length !== cb[0].length) throw new RangeError(`sat2d: ${ca[0].length} capsules in A but ${cb[0].length} in B`);
    const n = ca[0].length;
    return this.#run(n, [...ca, ...cb], mtv, out,
      (p, hit, d, nx, ny) => this.#x.sat2d_js_capsule_capsule(v, ...p, n, hit, d, nx, ny), "capsule_capsule",
      undefined, ["capsule", "capsule"]);
  }

  /** circle_capsule: circle i ({ x, y, r }) against capsule i ({ ax, ay, bx, by, r }); as polyPoly. */
  circleCapsule(variant, circles, capsules, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "circle_capsule");
    const c = this.#circles("circles", circles), k = this.#capsules("capsules", capsules);
    if (c[0].length !== k[0].length) throw new RangeError(`sat2d: ${c[0].length} circles but ${k[0].length} capsules`);
    const n = c[0].length;
    return this.#run(n, [...c, ...k], mtv, out,
      (p, hit, d, nx, ny) => this.#x.sat2d_js_circle_capsule(v, ...p, n, hit, d, nx, ny), "circle_capsule",
      undefined, ["circle", "capsule"]);
  }

  /** capsule_poly: capsule i ({ ax, ay, bx, by, r }) against polygon b[i]; as polyPoly. */
  capsulePoly(variant, capsules, b, { mtv = false, out } = {}) {
    const v = this.#variant(variant, "capsule_poly");
    const k = this.#capsules("capsules", capsules);
    if (!(b instanceof PolygonSet) || b.freed) throw new TypeError("sat2d: polygons must be a live PolygonSet from polygons()");
    if (k[0].length !== b.length) throw new RangeError(`sat2d: ${k[0].length} capsules but ${b.length} polygons`);
    const n = b.length;
    return this.#run(n, k, mtv, out,
      (p, hit, d, nx, ny) => this.#x.sat2d_js_capsule_poly(v, ...p, b.table, n, hit, d, nx, ny), "capsule_poly",
      undefined, ["capsule", ""]);
  }

  /**
   * For drawing (the demo page): among both polygons' edge normals, the axis along which
   * polygon a[i] and b[j] are furthest apart, { nx, ny, gap }; gap > 0 means it separates them.
   */
  separatingAxis(a, i, b, j) {
    const out = this.#scratchOf(16);
    this.#x.sat2d_js_poly_poly_axis(a._pointer(i), b._pointer(j), out);
    const [nx, ny, gap] = new Float32Array(this.#x.memory.buffer, out, 3);
    return { nx, ny, gap };
  }

  /** For drawing: the axis from polygon b[j] toward the circle (x, y, r), { nx, ny, gap }. */
  circleAxis(x, y, r, b, j) {
    const out = this.#scratchOf(16);
    this.#x.sat2d_js_circle_poly_axis(x, y, r, b._pointer(j), out);
    const [nx, ny, gap] = new Float32Array(this.#x.memory.buffer, out, 3);
    return { nx, ny, gap };
  }
}

export { TEST_IDS };
