// A reader for the case-file lines of docs/case-format.md, limited to the pairs the JS module
// takes (circle, poly and capsule pairs, poly | poly | manifold, and rays against a circle, a
// rect or a poly), for the tests and the benchmark. Numbers are read as strtof reads them:
// decimal, hex floats (0x1.8p+3), inf and nan, rounded to float.

/** Parses one number of a case line the way strtof does (then rounded to float32). */
export function parseNumber(text) {
  const t = text.trim();
  const hex = /^([+-]?)0x([0-9a-f]*)(?:\.([0-9a-f]*))?(?:p([+-]?\d+))?$/i.exec(t);
  if (hex && (hex[2] || hex[3])) {
    const frac = hex[3] ?? "";
    const digits = (hex[2] || "0") + frac;
    let value = 0;
    for (const d of digits) value = value * 16 + parseInt(d, 16); // exact up to 2^53
    value *= 2 ** (Number(hex[4] ?? 0) - 4 * frac.length);
    return Math.fround(hex[1] === "-" ? -value : value);
  }
  if (/^[+-]?inf(inity)?$/i.test(t)) return t.startsWith("-") ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(t)) return NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return undefined;
  return Math.fround(Number(t));
}

function shape(text) {
  const words = text.trim().split(/\s+/);
  const kind = words[0];
  const nums = words.slice(1).map(parseNumber);
  if (nums.some((v) => v === undefined)) return { kind, malformed: true };
  if (kind === "circle") return nums.length === 3 ? { kind, x: nums[0], y: nums[1], r: nums[2] } : { kind, malformed: true };
  if (kind === "rect") return nums.length === 4 ? { kind, x: nums[0], y: nums[1], w: nums[2], h: nums[3] } : { kind, malformed: true };
  if (kind === "capsule") return nums.length === 5 ? { kind, ax: nums[0], ay: nums[1], bx: nums[2], by: nums[3], r: nums[4] } : { kind, malformed: true };
  if (kind === "ray") return nums.length === 5 ? { kind, px: nums[0], py: nums[1], dx: nums[2], dy: nums[3], tmax: nums[4] } : { kind, malformed: true };
  if (kind === "poly") {
    const n = nums[0];
    if (!Number.isInteger(n) || nums.length !== 1 + 2 * n) return { kind, malformed: true };
    return { kind, n, xy: Float32Array.from(nums.slice(1)) };
  }
  return { kind };
}

// The test of each pair the module takes (docs/case-format.md#pairs); `| manifold` after
// poly | poly asks for poly_poly_manifold.
const PAIRS = Object.freeze({
  "poly|poly": "poly_poly", "circle|poly": "circle_poly", "circle|circle": "circle_circle",
  "ray|circle": "ray_circle", "ray|rect": "ray_rect", "ray|poly": "ray_poly",
  "capsule|capsule": "capsule_capsule", "circle|capsule": "circle_capsule", "capsule|poly": "capsule_poly",
  "poly|poly|manifold": "poly_poly_manifold",
});

/** Every test readCases can name. */
export const CASE_TESTS = Object.freeze([...new Set(Object.values(PAIRS))]);

/**
 * The case lines of a file's text, comments and blank lines dropped (so entry k lines up with
 * answer line k of `sat2d check`). Each entry: { line, test, a, b } where test is one of
 * CASE_TESTS, or null (a case this module does not take: other shapes, a sweep or bound
 * modifier, or a malformed line).
 */
export function readCases(text) {
  const out = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const parts = line.split("|");
    let test = null, a = null, b = null;
    if (parts.length === 2 || parts.length === 3) {
      a = shape(parts[0]);
      b = shape(parts[1]);
      const pair = [a.kind, b.kind, ...parts.slice(2).map((p) => p.trim())].join("|");
      if (!a.malformed && !b.malformed) test = PAIRS[pair] ?? null;
    }
    out.push({ line, test, a, b });
  }
  return out;
}

/**
 * Parses an answer line ("1 depth=D nx=X ny=Y", "0", "1 count=N nx=X ny=Y x=PX y=PY sep=S ...",
 * "error: ...") into its parts: { hit, words, KEY: value... }, where words holds every KEY=value
 * in order as [KEY, value] (a manifold repeats x, y and sep per point; the named field keeps
 * the last).
 */
export function readAnswer(text) {
  const t = text.trim();
  if (t.startsWith("error:")) return { error: t.slice(6).trim() };
  const words = t.split(/\s+/);
  const answer = { hit: Number(words[0]), words: [] };
  for (const w of words.slice(1)) {
    const [k, v] = w.split("=");
    answer[k] = Number(v);
    answer.words.push([k, Number(v)]);
  }
  return answer;
}
