// Page timings (issues 9 and 18): how long the page takes from an edit to the coloured board, and
// the longest main-thread task meanwhile, for the two big puzzles of issue 9; and the longest
// main-thread task while the page opens a link to a 6,000-node graph (issue 18), in headless
// Chromium (playwright-core from tests/browser, Debian's /usr/bin/chromium, --no-sandbox --disable-gpu).
//
//   node benches/page/timings.mjs [--runs N] [--only grid|graph|link] [--slowdown N] [--json FILE]
//
// --slowdown N slows the page's CPU N times (DevTools' CPU throttling, CDP
// Emulation.setCPUThrottlingRate on the tab), to see the long tasks of a slower machine.
// Needs the release package in www/pkg (`wasm-pack build --release --target web --out-dir
// www/pkg`) and `npm ci --prefix tests/browser`. PAGE_ROOT=<another www/> times that page instead.
//
// The puzzles:
//   grid-64x64-j8    a 64x64 open grid (no walls), jumps of 8: 33,554,432 states
//   grid-64x64-j64   the same grid, jumps of 64 (every cell of a row or column in reach)
//   graph-3000-d6    a random connected graph of 3,000 nodes, average degree 6 (seeded):
//                    18,000,000 states
// Each is pasted once (not timed); then each timed run is one edit made with the keyboard on the
// board that changes the table (a piece moved needs no solve: `dense.mjs` piece-64-j8 times that):
// on the grids a wall toggled (Space at the focused cell), on the graph the hole moved (`H` at the
// focused node). Measured from the key press:
//   edit -> colours    the board shows the new solution's colours (the board canvas's
//                      data-solution is the page's solution, no solve running), then two frames
//   edit -> heatmaps   the Table tab (open on both puzzles: the page opens on it) shows the new
//                      solution's heatmaps (their data-solution), then two frames; the heatmaps
//                      come after the board, from the worker, while the page stays usable
//   longest task       the longest main-thread task from the key press to 300 ms after the
//                      heatmaps, from a PerformanceObserver for "longtask" entries (tasks of
//                      50 ms or more; 0 when there were none)
//   solve (page)       the solve's own time as the page reports it (the verdict's "solved in";
//                      before issue 9 that time included copying the whole table out of wasm)
// The link:
//   link-6000-d6     a random connected graph of 6,000 nodes, average degree 6 (seeded): 72 M
//                    states; its link (no drawing: the page lays it out), in a fresh tab each
//                    run: opened in the page once it is up (a hashchange: the link's own work),
//                    and in the address the tab opens (the page's boot, cold, comes first).
//                    Measured from the change or the navigation: open -> colours (the link's
//                    graph drawn in its solution's colours, then two frames), open -> heatmaps,
//                    and the longest main-thread task until 300 ms after the heatmaps.
// Wall-clock times on a shared machine: compare ratios within one run. Nothing here is asserted:
// the numbers are for reading. An older page without these data attributes is timed to "no solve
// or worker answer outstanding" instead (body[data-solving], body[data-pending]).
import { writeFile } from "node:fs/promises";
import { serve, launch } from "../../tests/browser/harness.mjs";
import { randomGraph } from "../../tests/browser/page-support.mjs";
import { toHash } from "../../www/model/codec.js";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt("--runs", 3));
const ONLY = opt("--only", "");
const JSON_OUT = opt("--json", "");
const SLOWDOWN = Number(opt("--slowdown", 1));

/** A new tab in `context`, its CPU slowed SLOWDOWN times (1: as it is). */
async function newPage(context) {
  const page = await context.newPage();
  if (SLOWDOWN !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  }
  return page;
}

/** A side x side open grid: mouse top-left, cat bottom-right, food in the middle. */
function openGrid(side) {
  const rows = Array.from({ length: side }, () => ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(side - 1, side - 1, "C");
  put(side >> 1, side >> 1, "F");
  return rows;
}

const PUZZLES = [
  { name: "grid-64x64-j8", text: () => `${JSON.stringify(openGrid(64))}\n8\n8`,
    // a wall toggled on a cell of row 0, one further right each run
    edit: (run) => ({ steps: Array(1 + run).fill("ArrowRight"), key: " " }) },
  { name: "grid-64x64-j64", text: () => `${JSON.stringify(openGrid(64))}\n64\n64`,
    edit: (run) => ({ steps: Array(1 + run).fill("ArrowRight"), key: " " }) },
  { name: "graph-3000-d6", text: () => JSON.stringify(randomGraph(3000, 6, 3000)),
    // the hole goes to the node nearest in a direction (the cursor starts on the hole, node 0)
    edit: (run) => ({ steps: [["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"][run % 4]], key: "h" }) },
];

/** Before any page script: collect every long task of the main thread. */
function watchLongTasks() {
  window.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    window.longTasks = null; // no long-task timing in this browser
  }
}

/**
 * Resolves with the time (performance.now in the page, after two more frames) when `what` is
 * drawn for the page's current solution: "board" or "heatmaps" (see the header).
 */
async function drawn(page, what) {
  await page.waitForFunction((what) => {
    const b = document.body.dataset;
    if (b.solving === "true") return false;
    const els = [...document.querySelectorAll(what === "board" ? "#board-canvas" : "#heat-0, #heat-1")];
    if (els.some((el) => el.dataset.solution === undefined)) return b.pending !== "true"; // an older page
    return !!b.solution && els.every((el) => el.dataset.solution === b.solution);
  }, what, { timeout: 180000, polling: 5 });
  return page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(performance.now())))));
}

/** Resolves once the page has drawn everything for its solution (the board, then the heatmaps). */
async function painted(page) {
  await drawn(page, "board");
  return drawn(page, "heatmaps");
}

async function timePuzzle(browser, url, puzzle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchLongTasks);
  const page = await newPage(context);
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]");
  await page.click("#tab-table");
  await page.fill("#text", puzzle.text());
  const pasted = await page.evaluate(() => performance.now());
  await page.click("#import");
  await page.waitForFunction(() => document.body.dataset.solving === "true", null, { timeout: 60000 }).catch(() => {});
  const loaded = await painted(page);
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const { steps, key } = puzzle.edit(run);
    await page.focus("#board");
    for (const k of steps) await page.keyboard.press(k);
    await painted(page);
    const before = await page.evaluate(() => document.body.dataset.solution);
    await page.evaluate((key) => {
      window.editAt = null;
      window.sawSolving = false; // an older page says only that a solve runs
      new MutationObserver(() => { window.sawSolving ||= document.body.dataset.solving === "true"; })
        .observe(document.body, { attributes: true, attributeFilter: ["data-solving"] });
      addEventListener("keydown", (e) => { if (e.key === key) window.editAt = performance.now(); }, { capture: true, once: true });
    }, key);
    await page.keyboard.press(key);
    await page.waitForFunction((before) => window.editAt !== null
      && (document.body.dataset.solution !== before || window.sawSolving), before, { timeout: 180000 });
    const board = await drawn(page, "board");
    const heat = await drawn(page, "heatmaps");
    // trailing work counts too: wait a moment before reading the tasks
    await page.waitForTimeout(300);
    const got = await page.evaluate(() => ({
      editAt: window.editAt,
      tasks: window.longTasks,
      solved: document.querySelector("#verdict-detail")?.textContent ?? "",
      verdict: document.querySelector("#verdict")?.textContent ?? "",
    }));
    const tasks = got.tasks === null ? null : got.tasks.filter((t) => t.start + t.ms >= got.editAt && t.start <= heat + 300);
    const solveMs = /solved in ([\d.]+) (ms|s)/.exec(got.solved);
    runs.push({
      editToColoursMs: Math.round(board - got.editAt),
      editToHeatmapsMs: Math.round(heat - got.editAt),
      solveMs: solveMs ? Math.round(Number(solveMs[1]) * (solveMs[2] === "s" ? 1e3 : 1)) : null,
      longestTaskMs: tasks === null ? null : Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
      longTasks: tasks === null ? null : tasks.map((t) => Math.round(t.ms)),
      verdict: got.verdict,
    });
  }
  await context.close();
  return { name: puzzle.name, firstLoadMs: Math.round(loaded - pasted), runs, errors };
}

const LINK = { name: "link-6000-d6", hash: () => toHash("graph", { adj: randomGraph(6000, 6, 6000), hole: 0, mouse: 1, cat: 2 }, null) };

/**
 * Opens the link `RUNS` times in a fresh tab each (see the header): `fresh` true, with the link
 * in the address the tab opens (the page boots first); false, in the tab once the page is up
 * (a hashchange: the link's work alone). Times and long tasks from the navigation or the change.
 */
async function timeLink(browser, url, fresh) {
  const hash = LINK.hash();
  const runs = [];
  const errors = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchLongTasks);
    const page = await newPage(context);
    page.on("pageerror", (e) => errors.push(String(e)));
    let t0 = 0;
    if (fresh) {
      await page.goto(url + hash);
    } else {
      await page.goto(url);
      await page.waitForSelector("body[data-ready=true]");
      await painted(page);
      await page.waitForTimeout(300);
      t0 = await page.evaluate((h) => {
        const now = performance.now();
        location.hash = h;
        return now;
      }, hash);
    }
    // the link's graph on the board (an older page draws it too, only later)
    await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.nodes?.length === 6000, null, { timeout: 300000, polling: 20 });
    const board = await drawn(page, "board");
    const heat = await drawn(page, "heatmaps");
    await page.waitForTimeout(300);
    const got = await page.evaluate(() => ({ tasks: window.longTasks, verdict: document.querySelector("#verdict")?.textContent ?? "" }));
    const tasks = got.tasks === null ? null : got.tasks.filter((t) => t.start + t.ms >= t0);
    runs.push({
      openToColoursMs: Math.round(board - t0),
      openToHeatmapsMs: Math.round(heat - t0),
      longestTaskMs: tasks === null ? null : Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
      longTasks: tasks === null ? null : tasks.map((t) => Math.round(t.ms)),
      verdict: got.verdict,
    });
    await context.close();
  }
  return { name: `${LINK.name} (${fresh ? "in the address of a new tab" : "opened in the loaded page"})`, runs, errors };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[(s.length - 1) >> 1] : null;
};

/** "median (least–most)" of `xs`, in ms. */
const spread = (xs) => {
  const s = xs.filter((x) => x !== null);
  return s.length ? `${median(s)} (${Math.min(...s)}–${Math.max(...s)}) ms` : "n/a";
};

const server = await serve();
const browser = await launch();
const results = [];
if (SLOWDOWN !== 1) console.log(`CPU slowed ${SLOWDOWN} times`);
try {
  if (!ONLY || LINK.name.startsWith(ONLY)) {
    for (const fresh of [false, true]) {
      const r = await timeLink(browser, server.url, fresh);
      results.push(r);
      console.log(`\n${r.name}${r.errors.length ? `; page errors: ${r.errors.join("; ")}` : ""}`);
      console.log("run | open -> colours | open -> heatmaps | longest task | long tasks (ms)");
      r.runs.forEach((x, i) => console.log(`${i + 1} | ${x.openToColoursMs} ms | ${x.openToHeatmapsMs} ms | ${x.longestTaskMs ?? "n/a"} ms | ${x.longTasks?.join(" ") || "-"}`));
      const m = (k) => spread(r.runs.map((x) => x[k]));
      console.log(`median (range) | ${m("openToColoursMs")} | ${m("openToHeatmapsMs")} | ${m("longestTaskMs")} |`);
    }
  }
  for (const puzzle of PUZZLES) {
    if (ONLY && !puzzle.name.startsWith(ONLY)) continue;
    const r = await timePuzzle(browser, server.url, puzzle);
    results.push(r);
    console.log(`\n${r.name}: paste -> colours ${r.firstLoadMs} ms${r.errors.length ? `; page errors: ${r.errors.join("; ")}` : ""}`);
    console.log("run | edit -> colours | edit -> heatmaps | solve (page) | longest task | long tasks (ms)");
    r.runs.forEach((x, i) => console.log(`${i + 1} | ${x.editToColoursMs} ms | ${x.editToHeatmapsMs} ms | ${x.solveMs ?? "?"} ms | ${x.longestTaskMs ?? "n/a"} ms | ${x.longTasks?.join(" ") || "-"}`));
    const m = (k) => spread(r.runs.map((x) => x[k]));
    console.log(`median (range) | ${m("editToColoursMs")} | ${m("editToHeatmapsMs")} | ${m("solveMs")} | ${m("longestTaskMs")} |`);
  }
} finally {
  await browser.close();
  await server.close();
}
if (JSON_OUT) await writeFile(JSON_OUT, JSON.stringify(results, null, 2));
