// The demo page in a real browser: Debian's chromium, headless, driven by puppeteer-core. The
// page loads the wasm module, a scripted drag of B onto A turns the verdict into a hit with an
// MTV, every variant of the select answers the same, the circle mode separates when dragged
// apart, and nothing is written to the console as an error.
//   SAT2D_JS_PKG=build/wasm/js/pkg node --test js/page/page.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { serve } from "./serve.mjs";
import { pkgDir } from "../test/load.mjs";

const chromium = process.env.SAT2D_CHROMIUM ?? "/usr/bin/chromium";

test("the page loads, a drag gives the expected verdicts, no console errors", async () => {
  const { server, url } = await serve(pkgDir);
  const profile = mkdtempSync(path.join(os.tmpdir(), "sat2d-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync", `--user-data-dir=${profile}`],
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on("console", (m) => { if (m.type() === "error") problems.push(`console: ${m.text()}`); });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    page.on("response", (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => window.sat2dPage?.ready, { timeout: 20000 });
    const verdict = () => page.$eval("#verdict", (e) => e.textContent);
    const state = () => page.evaluate(() => ({ hit: window.sat2dPage.state.hit, mtv: window.sat2dPage.state.mtv, axis: window.sat2dPage.state.axis }));
    const drag = async (from, to) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let k = 1; k <= 8; k++) await page.mouse.move(from.x + ((to.x - from.x) * k) / 8, from.y + ((to.y - from.y) * k) / 8);
      await page.mouse.up();
    };
    const where = (which) => page.evaluate((w) => window.sat2dPage.screenOf(w), which);

    assert.equal(await verdict(), "no hit", "the shapes start apart");
    assert.ok((await state()).axis.gap > 0, "a separating axis is shown");
    const variants = await page.$$eval("#variant option", (os) => os.map((o) => o.value));
    assert.ok(variants.includes("textbook") && variants.includes("avx_axes_bl"), variants.join(" "));

    // Drag B onto A: a hit with a positive depth, for every variant of the select.
    const a = await where("a");
    await drag(await where("b"), { x: a.x + 40, y: a.y });
    assert.equal(await verdict(), "hit");
    const s = await state();
    assert.ok(s.mtv.depth > 0 && Math.abs(Math.hypot(s.mtv.nx, s.mtv.ny) - 1) < 1e-5, JSON.stringify(s.mtv));
    for (const v of variants) {
      if (v === "pitfalls") continue;
      await page.select("#variant", v);
      assert.equal(await verdict(), "hit", v);
    }

    // Circle mode: still overlapping where it lies, apart once dragged far to the right.
    await page.select("#shape", "circle");
    const circleVariants = await page.$$eval("#variant option", (os) => os.map((o) => o.value));
    assert.ok(circleVariants.includes("avx_batch") && !circleVariants.includes("walk"), circleVariants.join(" "));
    assert.equal(await verdict(), "hit", "the circle sits on A");
    const b = await where("b");
    await drag(b, { x: b.x + 200, y: b.y - 60 });
    assert.equal(await verdict(), "no hit");
    assert.ok((await state()).axis.gap > 0);
    // The axis is drawn in pure green (#080), which nothing else on the canvas uses.
    const greens = await page.$eval("#view", (c) => {
      const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let count = 0;
      for (let i = 0; i < d.length; i += 4) count += d[i] < 20 && d[i + 1] > 100 && d[i + 2] < 20 && d[i + 3] > 200;
      return count;
    });
    assert.ok(greens > 100, `the separating axis is drawn (${greens} green pixels)`);
    if (process.env.SAT2D_PAGE_SHOT) await page.screenshot({ path: process.env.SAT2D_PAGE_SHOT });
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  assert.deepEqual(problems, [], "no console errors, failed requests or page errors");
});
