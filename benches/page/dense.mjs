// Dense graphs in the page: the longest main-thread task while the page takes a dense graph in
// and draws it, in headless Chromium (playwright-core from tests/browser, Debian's
// /usr/bin/chromium), from a PerformanceObserver for "longtask" entries (tasks of 50 ms or more;
// 0 when there were none). Each scenario runs in a fresh tab; its tasks are counted from the
// action to 300 ms after the page has settled (no solve, layout or drawing pending).
//
//   node benches/page/dense.mjs [--runs N] [--only NAME] [--load N] [--slowdown N] [--json FILE]
//
// --load N runs N busy loops (`sh -c 'while :; do :; done'`) beside the browser for the whole run
// and ends them after (the load of a shared machine); --slowdown N slows the tab's CPU N times
// (CDP Emulation.setCPUThrottlingRate), a second opinion. Needs the release package in www/pkg
// and `npm ci --prefix tests/browser`; PAGE_ROOT=<another www/> measures that page instead.
//
// The scenarios (NAME: what is timed):
//   lc-K60, lc-K80, lc-K100   the complete graph pasted as LeetCode text (#text, then #import)
//   g6-K60, g6-K80, g6-K100   the same pasted as graph6
//   lc-G200                   a seeded random connected graph of 200 nodes and 1,000 edges, pasted
//   drag-K50                  K50 on the board (pasted, not timed), then one node dragged with the
//                             Move tool across the board in 30 pointer moves, until the drop settles
//   relayout-K80              K80 on the board, then "Lay out again"
//   design-64                 a dense 64-node Design find (a seeded G(64, 1/2), 1,000 edges or so)
//                             saved in the personal gallery, as the Design dialog's Save keeps it
//                             (with its drawing, model/layout.js), then picked from the gallery
//   grid-64-j8                the 64x64 open grid with jumps of 8 pasted, then the cat's jump
//                             set to 7 and back to 8 (each an edit that solves again)
//   piece-64-j8               the 64x64 open grid with jumps of 8 pasted (not timed), then the mouse
//                             put two cells to the right with the keyboard: the piece drop, which
//                             keeps the table (no solve) and asks the worker for the new start
//   link-6000                 a link to a seeded 6,000-node graph of average degree 6 (no drawing:
//                             the page lays it out) opened in the loaded page (a hashchange)
//   record-K230               a game record of 100,000 plies on K230 (a seeded walk with no
//                             repeated position, tests/www/random.mjs longWalk), pasted (a paste
//                             event), imported, read, its puzzle solved and drawn, and its plies
//                             replayed, until Play says "Imported a game of 100000 plies"
// Wall-clock times on a shared machine: read them beside the load printed with them. Nothing here
// is asserted (tests/browser/page-dense.test.mjs asserts looser bounds).
import { writeFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { serve, launch } from "../../tests/browser/harness.mjs";
import { randomGraph, completeGraph, denseGraph, graph6 } from "../../tests/browser/page-support.mjs";
import { toHash } from "../../www/model/codec.js";
import { layout } from "../../www/model/layout.js";
import { formatRecord } from "../../www/model/record.js";
import { seeded, longWalk, complete } from "../../tests/www/random.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt("--runs", 1));
const ONLY = opt("--only", "");
const LOAD = Number(opt("--load", 0));
const SLOWDOWN = Number(opt("--slowdown", 1));
const JSON_OUT = opt("--json", "");

/** A side x side open grid: mouse top-left, cat bottom-right, food in the middle. */
function openGrid(side) {
  const rows = Array.from({ length: side }, () => ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(side - 1, side - 1, "C");
  put(side >> 1, side >> 1, "F");
  return rows;
}

/** Before any page script: collect every long task of the main thread. */
function watchLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** Waits until nothing is pending (no solve, layout, answer or drawing), then two frames. */
async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.solving !== "true" && document.body.dataset.pending !== "true", null, { timeout: 300000, polling: 20 });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** Pastes `text` into Import / export and imports it; resolves when the click is made. */
async function paste(page, text) {
  await page.fill("#text", text);
  await page.click("#import");
}

/** The page's time now (performance.now), the start of what is timed. */
const now = (page) => page.evaluate(() => performance.now());

/** The screen point of node `i` of the puzzle shown (its saved drawing, through the board's transform). */
async function nodeOnScreen(page, i) {
  return page.evaluate((i) => {
    const saved = JSON.parse(localStorage.getItem("cat-mouse-playground/v1"));
    const [x, y] = saved.graph.pos[i];
    const pt = new DOMPoint(x * 40, y * 40).matrixTransform(document.querySelector("#board").getScreenCTM());
    return [pt.x, pt.y];
  }, i);
}

/** Waits until the board shows a graph of `n` nodes (SVG nodes, or the canvas's description). */
async function graphShown(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll("[data-node]").length === n
    || document.querySelector("#board-canvas")?.dataset.nodes?.length === n, n, { timeout: 300000, polling: 20 });
}

const pasteGraph = (adj, text) => async (page) => {
  const t0 = await now(page);
  await paste(page, text(adj));
  await graphShown(page, adj.length);
  return t0;
};
const lc = (adj) => JSON.stringify(adj);

const SCENARIOS = [
  ...[60, 80, 100].map((n) => ({ name: `lc-K${n}`, run: pasteGraph(completeGraph(n), lc) })),
  ...[60, 80, 100].map((n) => ({ name: `g6-K${n}`, run: pasteGraph(completeGraph(n), graph6) })),
  { name: "lc-G200", run: pasteGraph(randomGraph(200, 10, 200), lc) },
  {
    name: "drag-K50",
    run: async (page) => {
      await paste(page, lc(completeGraph(50)));
      await graphShown(page, 50);
      await settled(page);
      await page.waitForTimeout(300);
      const [x, y] = await nodeOnScreen(page, 7);
      const box = await page.locator("#board").boundingBox();
      const t0 = await now(page);
      await page.mouse.move(x, y);
      await page.mouse.down();
      const [tx, ty] = [box.x + box.width * 0.2, box.y + box.height * 0.8];
      for (let k = 1; k <= 30; k++) await page.mouse.move(x + ((tx - x) * k) / 30, y + ((ty - y) * k) / 30);
      await page.mouse.up();
      return t0;
    },
  },
  {
    name: "relayout-K80",
    run: async (page) => {
      await paste(page, lc(completeGraph(80)));
      await graphShown(page, 80);
      await settled(page);
      await page.waitForTimeout(300);
      const t0 = await now(page);
      await page.click("#relayout");
      return t0;
    },
  },
  {
    name: "design-64",
    init: ({ adj, pos }) => {
      localStorage.setItem("cat-mouse-playground/v1/yours", JSON.stringify([{
        id: "yours-dense64", name: "Designed: 64 nodes, dense", note: "A dense find (benches/page/dense.mjs).",
        mode: "graph", puzzle: { adj, pos, hole: 0, mouse: 1, cat: 2, first: "mouse" },
      }]));
    },
    initArgs: () => {
      const adj = denseGraph(64, 0.5, 64);
      return { adj, pos: layout(adj) };
    },
    run: async (page) => {
      await page.click("#gallery");
      const t0 = await now(page);
      await page.click("#gallery-yours-dense64");
      await graphShown(page, 64);
      return t0;
    },
  },
  {
    name: "grid-64-j8",
    run: async (page) => {
      const t0 = await now(page);
      await paste(page, `${JSON.stringify(openGrid(64))}\n8\n8`);
      await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.rows === "64", null, { timeout: 300000 });
      await settled(page);
      for (const jump of ["7", "8"]) {
        await page.fill("#catJump", jump);
        await page.press("#catJump", "Enter");
        await page.waitForFunction(() => document.body.dataset.solving === "true", null, { timeout: 5000 }).catch(() => {});
        await settled(page);
      }
      return t0;
    },
  },
  {
    name: "piece-64-j8",
    run: async (page) => {
      await paste(page, `${JSON.stringify(openGrid(64))}\n8\n8`);
      await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.rows === "64", null, { timeout: 300000 });
      await settled(page);
      await page.focus("#board");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await settled(page);
      const before = await page.evaluate(() => document.body.dataset.solution);
      // (the key pressed in the page, its time taken there: no DevTools trip in the figure)
      const t0 = await page.evaluate(() => {
        const t = performance.now();
        document.querySelector("#board").dispatchEvent(new KeyboardEvent("keydown", { key: "m", bubbles: true }));
        return t;
      });
      await page.waitForFunction((b) => document.body.dataset.solution !== b, before, { timeout: 300000, polling: 10 });
      return t0;
    },
  },
  {
    name: "link-6000",
    run: async (page) => {
      const hash = toHash("graph", { adj: randomGraph(6000, 6, 6000), hole: 0, mouse: 1, cat: 2 }, null);
      return page.evaluate((h) => {
        const t = performance.now();
        location.hash = h;
        return t;
      }, hash);
    },
    after: (page) => graphShown(page, 6000),
  },
  {
    name: "record-K230",
    run: async (page) => {
      const walk = longWalk(seeded(3), 230, 100000);
      const text = formatRecord({ kind: "game", puzzle: `https://example.org/${toHash("graph", { adj: complete(230), hole: 0, mouse: 1, cat: 2 }, null)}`,
        start: { mouse: 1, cat: 2, turn: 0 }, levels: [{ ply: 0, level: "perfect" }], seed: 1, human: "mouse", swaps: [],
        plies: walk.map((to, i) => ({ by: i % 2 ? "cat" : "mouse", to, note: "cat wins in 3 plies" })), result: "" });
      // pasted (a paste event with the text, as the browser sends one; page.fill would type it);
      // the 4 MB reach the page first, untimed (DevTools' message is not the page's work)
      await page.evaluate((t) => { window.pasted = t; }, text);
      const t0 = await now(page);
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData("text/plain", window.pasted);
        document.querySelector("#text").dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await page.click("#import");
      return t0;
    },
    after: (page) => page.waitForFunction(() => /Imported a game of 100000 plies/.test(document.querySelector("#record-note").textContent), null, { timeout: 300000, polling: 50 }),
  },
];

/** One scenario in a fresh tab: {longestMs, longTasks, totalMs, errors}. */
async function measure(browser, url, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchLongTasks);
  if (scenario.init) await context.addInitScript(scenario.init, scenario.initArgs());
  const page = await context.newPage();
  if (SLOWDOWN !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  }
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]");
  await settled(page);
  await page.waitForTimeout(300);
  const t0 = await scenario.run(page);
  await scenario.after?.(page);
  await settled(page);
  const t1 = await now(page);
  await page.waitForTimeout(300);
  const tasks = (await page.evaluate(() => window.longTasks)).filter((t) => t.start + t.ms >= t0);
  await context.close();
  return {
    longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
    longTasks: tasks.map((t) => Math.round(t.ms)),
    totalMs: Math.round(t1 - t0),
    errors,
  };
}

const loaders = [];
for (let i = 0; i < LOAD; i++) loaders.push(spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }));
const stopLoad = () => { for (const p of loaders) p.kill("SIGKILL"); };
process.on("exit", stopLoad);

const server = await serve();
const browser = await launch();
const results = [];
try {
  if (LOAD) await new Promise((ok) => setTimeout(ok, 2000)); // (let the load average see the loops)
  console.log(`page ${process.env.PAGE_ROOT || "www/"}; ${LOAD} busy loops; CPU slowed ${SLOWDOWN}x; load average at the start ${loadavg()[0].toFixed(1)}`);
  console.log("scenario | longest task | long tasks (ms) | action -> settled | load average");
  for (const scenario of SCENARIOS) {
    if (ONLY && !ONLY.split(",").some((o) => scenario.name.startsWith(o))) continue;
    for (let run = 0; run < RUNS; run++) {
      const r = await measure(browser, server.url, scenario);
      const load = loadavg()[0];
      results.push({ name: scenario.name, run, load, ...r });
      console.log(`${scenario.name} | ${r.longestMs} ms | ${r.longTasks.join(" ") || "-"} | ${r.totalMs} ms | ${load.toFixed(1)}${r.errors.length ? ` | errors: ${r.errors.join("; ")}` : ""}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  stopLoad();
}
if (JSON_OUT) await writeFile(JSON_OUT, JSON.stringify({ load: LOAD, slowdown: SLOWDOWN, results }, null, 1));
