// Type declarations for sat2d.mjs: sat2d's collision tests from WebAssembly, in batches over
// typed arrays (pair i is element i of every array).

/** A shape the library refused, or a call it cannot answer. */
export declare class Sat2dError extends Error {
  /** The builder's status name ("NON_CONVEX", "ZERO_AREA", ...), or "UNKNOWN_VARIANT", "NO_SLOT". */
  readonly status: string;
  /** Index of the refused polygon or circle, -1 when none. */
  index: number;
}

/** One registered implementation. */
export interface VariantInfo {
  readonly name: string;
  readonly summary: string;
  readonly kind: "reference" | "trick" | "pitfall";
  /** Tests (registry ids) this variant answers in this build. */
  readonly tests: readonly string[];
}

/** Circles as a structure of arrays: centre (x[i], y[i]), radius r[i] >= 0. */
export interface Circles {
  x: Float32Array | ArrayLike<number>;
  y: Float32Array | ArrayLike<number>;
  r: Float32Array | ArrayLike<number>;
}

/** Rays as a structure of arrays: the points (px[i], py[i]) + t (dx[i], dy[i]) for t in
 * [0, tmax[i]]; the direction is not (0, 0), 0 <= tmax[i] <= 1. */
export interface Rays {
  px: Float32Array | ArrayLike<number>;
  py: Float32Array | ArrayLike<number>;
  dx: Float32Array | ArrayLike<number>;
  dy: Float32Array | ArrayLike<number>;
  tmax: Float32Array | ArrayLike<number>;
}

/** Axis-aligned rectangles as a structure of arrays: min corner (x[i], y[i]), size w[i], h[i] >= 0. */
export interface Rects {
  x: Float32Array | ArrayLike<number>;
  y: Float32Array | ArrayLike<number>;
  w: Float32Array | ArrayLike<number>;
  h: Float32Array | ArrayLike<number>;
}

/** Answers of a ray cast: hit[i] is 1 when ray i meets shape i (grazing counts); t[i] the
 * fraction of the first contact and (nx[i], ny[i]) the unit outward normal there, t = 0 and
 * (0, 0) for a ray starting in the shape; 0 where hit[i] is 0. */
export interface RayResult {
  hit: Uint8Array;
  t: Float32Array;
  nx: Float32Array;
  ny: Float32Array;
}

export interface RayOptions {
  /** Arrays to fill instead of new ones (each at least n long). */
  out?: Partial<RayResult>;
}

/** Capsules: the core from (ax, ay) to (bx, by) and the radius r >= 0, one element per capsule. */
export interface Capsules {
  ax: Float32Array | ArrayLike<number>;
  ay: Float32Array | ArrayLike<number>;
  bx: Float32Array | ArrayLike<number>;
  by: Float32Array | ArrayLike<number>;
  r: Float32Array | ArrayLike<number>;
}

/** Contact manifolds of a batch of polygon pairs, one element per pair. */
export interface ManifoldResult {
  hit: Uint8Array;
  count: Uint8Array;
  nx: Float32Array;
  ny: Float32Array;
  x0: Float32Array;
  y0: Float32Array;
  sep0: Float32Array;
  x1: Float32Array;
  y1: Float32Array;
  sep1: Float32Array;
}

/** Answers of a batch: hit[i] is 1 when pair i collides (touching counts). */
export interface BatchResult {
  hit: Uint8Array;
  /** With { mtv: true }: move B by depth * (nx, ny) to separate pair i; 0 where hit[i] is 0. */
  depth?: Float32Array;
  nx?: Float32Array;
  ny?: Float32Array;
}

export interface BatchOptions {
  /** Also compute the minimum translation vectors. */
  mtv?: boolean;
  /** Arrays to fill instead of new ones (each at least n long). */
  out?: Partial<BatchResult>;
}

/** An axis for drawing: unit normal and the gap along it (> 0: the shapes are apart). */
export interface Axis {
  nx: number;
  ny: number;
  gap: number;
}

/** Convex polygons built in the module's memory. */
export declare class PolygonSet {
  readonly length: number;
  /** Built corners of polygon i, counter-clockwise, interleaved x0, y0, x1, y1, ... */
  corners(i: number): Float32Array;
  /** Releases the polygons; using the set afterwards throws. */
  free(): void;
}

export declare class Sat2d {
  /** The SIMD backend the kernels were compiled to. */
  readonly backend: string;
  /** Every registered variant, reference ("textbook") first. */
  list(): readonly VariantInfo[];
  /** Names of the variants that answer a test here. */
  variantsFor(
    test: "poly_poly" | "circle_poly" | "circle_circle" | "capsule_capsule" | "circle_capsule" | "capsule_poly" | "poly_poly_manifold" | string,
  ): string[];
  /**
   * Builds convex polygons (either winding): polygon k has counts[k] corners, read in order
   * from xy = x0, y0, x1, y1, ... Throws Sat2dError with the builder's message on refusal.
   */
  polygons(counts: ArrayLike<number>, xy: Float32Array | ArrayLike<number>): PolygonSet;
  /** Polygon a[i] against b[i]. */
  polyPoly(variant: string, a: PolygonSet, b: PolygonSet, options?: BatchOptions): BatchResult;
  /** Circle i against polygon b[i]. */
  circlePoly(variant: string, circles: Circles, b: PolygonSet, options?: BatchOptions): BatchResult;
  /** Circle a[i] against circle b[i]. */
  circleCircle(variant: string, a: Circles, b: Circles, options?: BatchOptions): BatchResult;
  /** Ray i against circle i. */
  rayCircle(variant: string, rays: Rays, circles: Circles, options?: RayOptions): RayResult;
  /** Ray i against rectangle i. */
  rayRect(variant: string, rays: Rays, rects: Rects, options?: RayOptions): RayResult;
  /** Ray i against convex polygon b[i]. */
  rayPoly(variant: string, rays: Rays, b: PolygonSet, options?: RayOptions): RayResult;
  /**
   * The contact manifold of polygon a[i] and b[i]: the unit normal (A to B), 1 or 2 points on
   * the incident face and their separations from the reference face (negative: penetrating);
   * 0 where hit[i] is 0.
   */
  polyPolyManifold(variant: string, a: PolygonSet, b: PolygonSet): ManifoldResult;
  /** Capsule a[i] against capsule b[i]. */
  capsuleCapsule(variant: string, a: Capsules, b: Capsules, options?: BatchOptions): BatchResult;
  /** Circle i against capsule i. */
  circleCapsule(variant: string, circles: Circles, capsules: Capsules, options?: BatchOptions): BatchResult;
  /** Capsule i against polygon b[i]. */
  capsulePoly(variant: string, capsules: Capsules, b: PolygonSet, options?: BatchOptions): BatchResult;
  /** For drawing: the most widely separating edge normal of polygons a[i] and b[j]. */
  separatingAxis(a: PolygonSet, i: number, b: PolygonSet, j: number): Axis;
  /** For drawing: the axis from polygon b[j] toward the circle (x, y, r). */
  circleAxis(x: number, y: number, r: number, b: PolygonSet, j: number): Axis;
}

/** Loads sat2d.wasm: a path or URL (default: beside sat2d.mjs), its bytes, or a compiled module. */
export declare function load(
  source?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module,
): Promise<Sat2d>;

/** Registry ids of the tests this module offers. */
export declare const TEST_IDS: Readonly<{ circle_circle: number; poly_poly: number; circle_poly: number; ray_circle: number; ray_rect: number; ray_poly: number; capsule_capsule: number; circle_capsule: number; capsule_poly: number; poly_poly_manifold: number }>;
