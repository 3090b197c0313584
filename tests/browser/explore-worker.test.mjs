// Big puzzles solve in the worker: the page keeps handling input while a solve runs, shows
// progress, a newer puzzle supersedes a running solve, a 1,000-node graph's table draws, and the
// grid editor goes up to 64x64.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { ready, pick, settle, verdict, cellCount, pacedWorker } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => {
  // The worker's solve answers are held 3 s (page-support.mjs pacedWorker): a big solve is
  // surely still in flight while a test acts on it, however fast the machine solves.
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  await pacedWorker(context, 20, 3000);
  page = await context.newPage();
  errors = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("pageerror", (err) => errors.push(String(err)));
  await page.goto(kit.url);
  await ready(page);
});

/** An open `side` x `side` grid with a few walls, the mouse and cat in opposite corners. */
function bigGrid(side, food = [side >> 1, side - 5]) {
  const rows = [];
  for (let r = 0; r < side; r++) rows.push(r % 6 === 5 ? "." + "#".repeat(side - 10) + "........." : ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(side - 1, side - 1, "C");
  put(food[0], food[1], "F");
  return rows;
}

async function importText(text) {
  await page.fill("#text", text);
  await page.click("#import");
}

test("a 64x64 grid solves in the worker while clicks, timers and frames keep running", async () => {
  // 64x64 with jumps of 8: 33.5M states, solved in the worker, its answer held 3 s.
  await importText(`${JSON.stringify(bigGrid(64))}\n8\n8`);
  await page.waitForFunction(() => document.body.dataset.solving === "true");
  assert.match(await page.textContent("#progress"), /Solving the pasted puzzle: 33,554,432 states… [\d.]+ s/);
  // a click is handled while the solve runs
  const before = await page.isChecked("#labels");
  await page.click("#labels");
  assert.equal(await page.isChecked("#labels"), !before);
  assert.equal(await page.evaluate(() => document.body.dataset.solving), "true", "the solve was still running");
  // the event loop keeps turning while the solve runs: timers fire, frames are drawn and the
  // progress clock ticks, each of them before the solve ends (events, not a time threshold)
  const seen = await page.evaluate(() => new Promise((ok) => {
    const solving = () => document.body.dataset.solving === "true";
    const clock = () => document.querySelector("#progress-words").textContent;
    const first = clock();
    const out = { timers: 0, frames: 0, clockTicked: false };
    const tick = () => {
      if (!solving()) return ok(out);
      out.timers++;
      if (out.timers < 10) setTimeout(tick, 0);
      else requestAnimationFrame(frame);
    };
    const frame = () => {
      if (!solving()) return ok(out);
      out.frames++;
      out.clockTicked ||= clock() !== first;
      if (out.frames < 5 || !out.clockTicked) requestAnimationFrame(frame);
      else ok(out);
    };
    setTimeout(tick, 0);
  }));
  assert.deepEqual({ timers: seen.timers, frames: seen.frames >= 5, clockTicked: seen.clockTicked }, { timers: 10, frames: true, clockTicked: true }, "timers, frames and the clock ran during the solve");
  await page.click("#labels");
  await page.waitForFunction(() => document.body.dataset.solving !== "true", null, { timeout: 90000 });
  await settle(page);
  const v = await verdict(page);
  assert.match(v.text, /wins in \d+ plies/);
  assert.equal(await cellCount(page), 64 * 64);
  assert.deepEqual(errors, []);
});

test("a newer puzzle supersedes a solve that is still running", async () => {
  // 64x64 with jumps of 8 (33.5M states, its answer held 3 s), so the small puzzle really
  // arrives while the big solve runs.
  await importText(`${JSON.stringify(bigGrid(64, [10, 30]))}\n8\n8`);
  await page.waitForFunction(() => document.body.dataset.solving === "true");
  await pick(page, "lc913-2"); // small: solves at once, and the big solve is dropped
  assert.match((await verdict(page)).text, /Mouse wins in 1 ply/);
  await page.waitForTimeout(1500);
  assert.match((await verdict(page)).text, /Mouse wins in 1 ply/);
  assert.equal(await page.evaluate(() => document.body.dataset.solving), "");
  // an edit during a big solve: the later puzzle wins
  await importText(`${JSON.stringify(bigGrid(64))}\n8\n8`);
  await page.waitForFunction(() => document.body.dataset.solving === "true");
  await importText('["M.C...F"]\n1\n4');
  await settle(page);
  assert.equal(await cellCount(page), 7);
  assert.match((await verdict(page)).text, /Mouse wins in 3 plies/);
  assert.deepEqual(errors, []);
});

test("a 1,000-node graph solves in the worker and its table draws a pixel per state", async () => {
  // a ring of 1000 nodes with chords every 7: deterministic
  const n = 1000;
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => { if (a !== b) { adj[a].add(b); adj[b].add(a); } };
  for (let i = 0; i < n; i++) link(i, (i + 1) % n);
  for (let i = 0; i < n; i += 7) link(i, (i * 31 + 17) % n);
  await importText(JSON.stringify(adj.map((s) => [...s].sort((a, b) => a - b))));
  await settle(page);
  assert.match((await verdict(page)).text, /wins|Draw/);
  await tab(page, "table");
  const sizes = await page.$$eval("#heat-0, #heat-1", (cs) => cs.map((c) => [c.width, c.height]));
  assert.deepEqual(sizes, [[1000, 1000], [1000, 1000]]);
  // hovering reads states through the worker-held table
  await page.locator("#heat-0").scrollIntoViewIfNeeded();
  const box = await page.locator("#heat-0").boundingBox();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.25);
  await settle(page);
  assert.match(await page.textContent("#table-hover"), /^mouse on node 2\d\d, cat on node 5\d\d, mouse to move: /);
  assert.deepEqual(errors, []);
});

test("the grid editor accepts 64 rows and columns", async () => {
  await pick(page, "lc1728-2");
  for (const id of ["rows", "cols"]) {
    await page.fill(`#${id}`, "64");
    await page.press(`#${id}`, "Enter");
    await page.locator(`#${id}`).blur();
  }
  // the board shows the new grid at once, uncoloured, while the worker solves it
  await page.waitForFunction(() => document.querySelector("#board-canvas").dataset.cells?.length === 64 * 64);
  assert.match(await page.textContent("#progress"), /Solving 33,554,432 states/);
  assert.equal(await page.isHidden("#notice"), true);
  assert.deepEqual(errors, []);
});
