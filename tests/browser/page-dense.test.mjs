// Dense graphs never freeze the page: pasting complete graphs (LeetCode text and graph6),
// dragging a node of K50, "Lay out again" on K80 and picking a dense 64-node find from the
// personal gallery each keep every main-thread task under 400 ms (stretched by the machine's
// load: page-support.mjs loadSlack), where the page took seconds before (benches/page/dense.mjs
// measures them). A graph of few nodes but many edges is drawn on the canvas, in the solver's
// colours, and read there: the hover, a drag, the Delete tool on an edge and the board in words.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch } from "./harness.mjs";
import { ready, settle, paste, expected, completeGraph, denseGraph, graph6, loadSlack } from "./page-support.mjs";
import { layout } from "../../www/model/layout.js";
import { KEY } from "../../www/session/storage.js";
import { YOURS_KEY } from "../../www/design/yours.js";
import { SCALE } from "../../www/board/geometry.js";

/** The longest main-thread task allowed, in ms (on a quiet machine; loadSlack stretches it). */
const LONGEST_MS = 400;

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Before any page script: collect every long task of the main thread into window.longTasks. */
function watchLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** A fresh page (its own storage) that records its long tasks and errors; `init` runs before its scripts. */
async function fresh(init = null, arg = undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchLongTasks);
  if (init) await context.addInitScript(init, arg);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(server.url);
  await ready(page);
  return { page, context, errors };
}

/** The page's clock now. */
const now = (page) => page.evaluate(() => performance.now());

/** The long tasks (ms) since `t0`, once the page has settled and a moment has passed. */
async function tasksSince(page, t0) {
  await settle(page);
  await page.waitForTimeout(300);
  return (await page.evaluate(() => window.longTasks)).filter((t) => t.start + t.ms >= t0).map((t) => Math.round(t.ms));
}

/** Asserts that no task since `t0` took LONGEST_MS or more (times the load's slack). */
async function noFreeze(page, t0, what) {
  const tasks = await tasksSince(page, t0);
  const bound = LONGEST_MS * loadSlack();
  assert.ok(Math.max(0, ...tasks) < bound, `${what}: long tasks ${tasks.join(", ")} ms (bound ${bound.toFixed(0)} ms)`);
}

/** The canvas's node codes (board/paint/graph-canvas.js data-nodes) as page-support.mjs expected() names them. */
const NAMES = { M: "mouse", C: "cat", D: "draw", N: "none" };

/** Asserts that the canvas shows every node in the colour the solver gives it (page-support.mjs expected). */
async function coloursRight(page, adj) {
  const { places } = await expected(page, { mode: "graph", adj, hole: 0, mouse: 1, cats: [2] });
  const { nodes } = await canvasShown(page);
  assert.equal(nodes.length, adj.length);
  for (let p = 0; p < adj.length; p++) assert.equal(NAMES[nodes[p]], places[p], `node ${p}`);
}

/** The canvas's description of the graph it draws. */
function canvasShown(page) {
  return page.evaluate(() => {
    const c = document.querySelector("#board-canvas");
    const [tx, ty] = (c.dataset.origin ?? "0,0").split(",").map(Number);
    return { hidden: c.hidden, nodes: c.dataset.nodes ?? "", s: Number(c.dataset.scale), tx, ty, svgNodes: document.querySelectorAll("[data-node]").length };
  });
}

for (const [format, text] of [["LeetCode text", (adj) => JSON.stringify(adj)], ["graph6", graph6]]) {
  test(`pasting K60 and K100 as ${format} keeps every task short, and draws them on the canvas in the solver's colours`, async () => {
    const { page, context, errors } = await fresh();
    for (const n of [60, 100]) {
      const adj = completeGraph(n);
      const t0 = await now(page);
      await paste(page, text(adj));
      await noFreeze(page, t0, `K${n} as ${format}`);
      const got = await canvasShown(page);
      assert.equal(got.svgNodes, 0, "no SVG element per node");
      assert.equal(got.hidden, false);
      await coloursRight(page, adj);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a dense graph of 40 nodes is drawn on the canvas in the solver's colours, and written out in words", async () => {
  const { page, context, errors } = await fresh();
  const adj = denseGraph(40, 0.85, 40);
  const edges = adj.reduce((k, l) => k + l.length, 0) / 2;
  assert.ok(edges > 600, `${edges} edges: more than the SVG draws`);
  await paste(page, JSON.stringify(adj));
  assert.equal((await canvasShown(page)).svgNodes, 0, "drawn on the canvas");
  await coloursRight(page, adj);
  // the board in words: every node, with its edges
  await page.waitForFunction(() => document.querySelector("#board-words")?.dataset.solution === document.body.dataset.solution);
  assert.match(await page.textContent("#board-words"), new RegExp(`^A graph of 40 nodes and ${edges} edges\\.`));
  assert.deepEqual(errors, []);
  await context.close();
});

test("K50 on the canvas: dragging a node keeps every task short, moves it, and the hover and the Delete tool find what is drawn", async () => {
  const { page, context, errors } = await fresh();
  await paste(page, JSON.stringify(completeGraph(50)));
  await page.locator("#board").scrollIntoViewIfNeeded();
  await settle(page);
  const pos = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.pos, KEY);
  const box = await page.locator("#board").boundingBox();
  let t = await canvasShown(page);
  assert.equal(t.svgNodes, 0, "drawn on the canvas");
  const at = (p) => [box.x + t.tx + t.s * p[0] * SCALE, box.y + t.ty + t.s * p[1] * SCALE];
  // hovering node 7 names it (a move of the mouse's: the position after it)
  await page.mouse.move(...at(pos[7]));
  await settle(page);
  assert.match(await page.textContent("#status"), /^A move to node 7, after it: mouse on node 7, cat on node 2, cat to move: /);
  // drag node 7 to the lower left of the board (inside the drawing's view, which holds), 30 moves
  const [x, y] = at(pos[7]);
  const [tx, ty] = [box.x + box.width * 0.35, box.y + box.height * 0.7];
  const t0 = await now(page);
  await page.mouse.down();
  for (let k = 1; k <= 30; k++) await page.mouse.move(x + ((tx - x) * k) / 30, y + ((ty - y) * k) / 30);
  await page.mouse.up();
  await noFreeze(page, t0, "dragging a node of K50");
  const moved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.pos, KEY);
  t = await canvasShown(page);
  const [mx, my] = at(moved[7]);
  assert.ok(Math.hypot(mx - tx, my - ty) < 4, `node 7 is under the pointer (${mx.toFixed(0)}, ${my.toFixed(0)} against ${tx.toFixed(0)}, ${ty.toFixed(0)})`);
  // the Delete tool on the middle of the straight edge 7-20 as drawn (far from any node) removes it
  const [ax, ay] = at(moved[7]);
  const [bx, by] = at(moved[20]);
  const f = [0.3, 0.4, 0.5, 0.6, 0.7].find((k) => moved.every((p, i) => i === 7 || i === 20 || Math.hypot(...at(p).map((v, j) => v - [ax + k * (bx - ax), ay + k * (by - ay)][j])) > 14));
  assert.ok(f !== undefined, "a point on the edge clear of every node");
  await page.click("#edit-graph [data-tool=delete]");
  await page.mouse.click(ax + f * (bx - ax), ay + f * (by - ay));
  await settle(page);
  const adj = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.adj, KEY);
  assert.ok(!adj[7].includes(20) && !adj[20].includes(7), "the edge 7-20 is gone");
  assert.equal(adj.reduce((k, l) => k + l.length, 0) / 2, 1224, "and only it");
  await page.click("#edit-graph [data-tool=move]");
  assert.deepEqual(errors, []);
  await context.close();
});

test("\"Lay out again\" on K80 runs in the layout worker and keeps every task short", async () => {
  const { page, context, errors } = await fresh();
  await paste(page, JSON.stringify(completeGraph(80)));
  const before = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.pos, KEY);
  const t0 = await now(page);
  await page.click("#relayout");
  await page.waitForFunction(() => document.body.dataset.solving === "true", null, { timeout: 5000 }).catch(() => {});
  await noFreeze(page, t0, "Lay out again on K80");
  const after = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.pos, KEY);
  assert.equal(after.length, 80);
  assert.deepEqual(errors, []);
  assert.ok(before.length === 80);
  await context.close();
});

test("a dense 64-node find picked from the personal gallery keeps every task short", async () => {
  const adj = denseGraph(64, 0.5, 64);
  const entry = { id: "yours-dense64", name: "Designed: 64 nodes, dense", note: "A dense find.", mode: "graph", puzzle: { adj, pos: layout(adj), hole: 0, mouse: 1, cat: 2, first: "mouse" } };
  const { page, context, errors } = await fresh(({ key, entry }) => localStorage.setItem(key, JSON.stringify([entry])), { key: YOURS_KEY, entry });
  await page.click("#gallery");
  const t0 = await now(page);
  await page.click("#gallery-yours-dense64");
  await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.nodes?.length === 64);
  await noFreeze(page, t0, "the dense find");
  assert.deepEqual(errors, []);
  await context.close();
});
