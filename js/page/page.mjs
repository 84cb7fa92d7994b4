// The demo page: two shapes to drag, the verdict, the MTV and the separating axis drawn,
// answered by sat2d's wasm module (served beside this page as ./sat2d/).
import { load } from "./sat2d/sat2d.mjs";

const SCALE = 40; // pixels per world unit; world y points up
const canvas = document.getElementById("view");
const ctx = canvas.getContext("2d");
const variantSelect = document.getElementById("variant");
const shapeSelect = document.getElementById("shape");
const verdictText = document.getElementById("verdict");
const detailText = document.getElementById("detail");

const toScreen = (x, y) => [canvas.width / 2 + x * SCALE, canvas.height / 2 - y * SCALE];
const toWorld = (px, py) => [(px - canvas.width / 2) / SCALE, (canvas.height / 2 - py) / SCALE];

// Shapes in world units, as offsets from their centres.
const state = {
  a: { cx: -2.5, cy: 0, corners: [[-1.5, -1], [1.2, -1.3], [1.8, 0.6], [0, 1.6], [-1.6, 0.8]] },
  b: { cx: 3, cy: 0.5, corners: [[-1, -1], [1, -1], [1.2, 0.6], [-0.6, 1.1]], r: 1.2 },
  kind: "poly",
  variant: "textbook",
  hit: 0, mtv: null, axis: null,
};

const sat2d = await load(new URL("./sat2d/sat2d.wasm", import.meta.url));
document.getElementById("backend").textContent = `sat2d wasm backend: ${sat2d.backend}`;

const test = () => (state.kind === "poly" ? "poly_poly" : "circle_poly");
function fillVariants() {
  const names = sat2d.variantsFor(test());
  variantSelect.replaceChildren(...names.map((n) => new Option(n, n)));
  if (!names.includes(state.variant)) state.variant = names[0];
  variantSelect.value = state.variant;
}

const worldCorners = (s) => s.corners.flatMap(([x, y]) => [s.cx + x, s.cy + y]);

// Asks the library about the current placement and redraws.
function update() {
  const a = sat2d.polygons([state.a.corners.length], worldCorners(state.a));
  try {
    let r;
    if (state.kind === "poly") {
      const b = sat2d.polygons([state.b.corners.length], worldCorners(state.b));
      r = sat2d.polyPoly(state.variant, a, b, { mtv: true });
      state.axis = r.hit[0] ? null : sat2d.separatingAxis(a, 0, b, 0);
      b.free();
    } else {
      // circle_poly takes the circle first: the MTV then points from the circle to A.
      const c = { x: [state.b.cx], y: [state.b.cy], r: [state.b.r] };
      r = sat2d.circlePoly(state.variant, c, a, { mtv: true });
      state.axis = r.hit[0] ? null : sat2d.circleAxis(state.b.cx, state.b.cy, state.b.r, a, 0);
    }
    state.hit = r.hit[0];
    state.mtv = r.hit[0] ? { depth: r.depth[0], nx: r.nx[0], ny: r.ny[0] } : null;
  } finally {
    a.free();
  }
  verdictText.textContent = state.hit ? "hit" : "no hit";
  verdictText.className = state.hit ? "hit" : "miss";
  detailText.textContent = state.mtv
    ? `depth ${state.mtv.depth.toFixed(3)} along (${state.mtv.nx.toFixed(3)}, ${state.mtv.ny.toFixed(3)})`
    : `separated by ${state.axis.gap.toFixed(3)} along (${state.axis.nx.toFixed(3)}, ${state.axis.ny.toFixed(3)})`;
  draw();
}

function path(points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(...toScreen(x, y)) : ctx.moveTo(...toScreen(x, y))));
  ctx.closePath();
}
function arrow(x0, y0, x1, y1, color) {
  const [sx, sy] = toScreen(x0, y0), [ex, ey] = toScreen(x1, y1);
  const ang = Math.atan2(ey - sy, ex - sx);
  ctx.strokeStyle = ctx.fillStyle = color;
  ctx.lineWidth = 2.5;
  ctx.beginPath(); ctx.moveTo(sx, sy); ctx.lineTo(ex, ey); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(ex, ey);
  ctx.lineTo(ex - 10 * Math.cos(ang - 0.4), ey - 10 * Math.sin(ang - 0.4));
  ctx.lineTo(ex - 10 * Math.cos(ang + 0.4), ey - 10 * Math.sin(ang + 0.4));
  ctx.fill();
}
// Min and max of a shape's projection on (nx, ny).
function extent(s, circle, nx, ny) {
  if (circle) { const c = s.cx * nx + s.cy * ny; return [c - s.r, c + s.r]; }
  const d = s.corners.map(([x, y]) => (s.cx + x) * nx + (s.cy + y) * ny);
  return [Math.min(...d), Math.max(...d)];
}

function draw() {
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const fill = state.hit ? "rgba(200,40,40,.25)" : "rgba(40,120,200,.2)";
  ctx.lineWidth = 2;
  for (const [s, circle] of [[state.a, false], [state.b, state.kind === "circle"]]) {
    ctx.fillStyle = fill;
    ctx.strokeStyle = "#333";
    if (circle) {
      ctx.beginPath();
      ctx.arc(...toScreen(s.cx, s.cy), s.r * SCALE, 0, 2 * Math.PI);
    } else {
      path(s.corners.map(([x, y]) => [s.cx + x, s.cy + y]));
    }
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = "#333";
  ctx.font = "16px system-ui";
  ctx.fillText("A", ...toScreen(state.a.cx - 0.1, state.a.cy - 0.1));
  ctx.fillText("B", ...toScreen(state.b.cx - 0.1, state.b.cy - 0.1));
  if (state.mtv) {
    // Moving the second shape of the test by depth * n separates: B for poly_poly, A for circle_poly.
    const moved = state.kind === "poly" ? state.b : state.a;
    const { depth, nx, ny } = state.mtv;
    arrow(moved.cx, moved.cy, moved.cx + nx * Math.max(depth, 0.05), moved.cy + ny * Math.max(depth, 0.05), "#c00");
  } else if (state.axis) {
    const { nx, ny } = state.axis;
    const circle = state.kind === "circle";
    // The axis through A's centre, and the separating line halfway across the gap.
    ctx.strokeStyle = "#080";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(...toScreen(state.a.cx - nx * 20, state.a.cy - ny * 20));
    ctx.lineTo(...toScreen(state.a.cx + nx * 20, state.a.cy + ny * 20));
    ctx.stroke();
    const ea = extent(state.a, false, nx, ny), eb = extent(state.b, circle, nx, ny);
    const mid = ea[1] <= eb[0] ? (ea[1] + eb[0]) / 2 : (eb[1] + ea[0]) / 2;
    const px = nx * mid, py = ny * mid;
    ctx.setLineDash([6, 5]);
    ctx.beginPath();
    ctx.moveTo(...toScreen(px - ny * 20, py + nx * 20));
    ctx.lineTo(...toScreen(px + ny * 20, py - nx * 20));
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

// Dragging: a pointer pressed inside a shape moves it with the pointer.
function inside(s, circle, x, y) {
  if (circle) return Math.hypot(x - s.cx, y - s.cy) <= s.r;
  const pts = s.corners.map(([px, py]) => [s.cx + px, s.cy + py]);
  let odd = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i], [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}
let dragging = null;
canvas.addEventListener("pointerdown", (e) => {
  const [x, y] = toWorld(e.offsetX, e.offsetY);
  const s = inside(state.b, state.kind === "circle", x, y) ? state.b : inside(state.a, false, x, y) ? state.a : null;
  if (!s) return;
  dragging = { s, dx: s.cx - x, dy: s.cy - y };
  canvas.setPointerCapture(e.pointerId);
});
canvas.addEventListener("pointermove", (e) => {
  if (!dragging) return;
  const [x, y] = toWorld(e.offsetX, e.offsetY);
  dragging.s.cx = x + dragging.dx;
  dragging.s.cy = y + dragging.dy;
  update();
});
canvas.addEventListener("pointerup", () => (dragging = null));
variantSelect.addEventListener("change", () => { state.variant = variantSelect.value; update(); });
shapeSelect.addEventListener("change", () => { state.kind = shapeSelect.value; fillVariants(); update(); });

fillVariants();
update();

// For scripted checks (js/page/page.test.mjs): the state, and where a shape's centre is on screen.
window.sat2dPage = {
  ready: true,
  state,
  screenOf(which) {
    const s = state[which], r = canvas.getBoundingClientRect();
    const [x, y] = toScreen(s.cx, s.cy);
    return { x: r.left + x, y: r.top + y };
  },
};
