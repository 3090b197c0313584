// What the page's long main-thread tasks are while a big puzzle solves: pastes a 64x64 open grid
// (jumps of JUMP, 8 unless given) or, with `graph`, the 3,000-node graph of timings.mjs, then
// traces one edit (a wall toggled with Space) in headless Chromium through the DevTools protocol
// (Tracing, devtools.timeline) until the heatmaps are drawn, and prints every main-thread task
// over 40 ms with the trace events inside it of 5 ms or more (layout, style, paint, the page's
// functions with their file and line). SLOWDOWN=N slows the tab's CPU N times (CDP
// Emulation.setCPUThrottlingRate), as timings.mjs --slowdown. For reading, never asserted;
// timings at the load of the moment.
//
//   [SLOWDOWN=N] node benches/page/tasks.mjs [JUMP|graph]
//
// Needs the release package in www/pkg and `npm ci --prefix tests/browser` (as timings.mjs).
import { serve, launch } from "../../tests/browser/harness.mjs";
import { randomGraph } from "../../tests/browser/page-support.mjs";
const side = 64, rows = Array.from({ length: side }, () => ".".repeat(side));
const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
put(0, 0, "M"); put(63, 63, "C"); put(32, 32, "F");
const graph = process.argv[2] === "graph";
const jump = graph ? 0 : Number(process.argv[2] ?? 8);
const slowdown = Number(process.env.SLOWDOWN ?? 1);
const server = await serve();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (slowdown !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
await page.goto(server.url);
await page.waitForSelector("body[data-ready=true]");
await page.click("#tab-table");
await page.fill("#text", graph ? JSON.stringify(randomGraph(3000, 6, 3000)) : `${JSON.stringify(rows)}\n${jump}\n${jump}`);
await page.click("#import");
const done = async () => page.waitForFunction(() => { const b = document.body.dataset; if (b.solving === "true") return false; return [...document.querySelectorAll("#heat-0, #heat-1")].every((el) => !!b.solution && el.dataset.solution === b.solution); }, null, { timeout: 180000, polling: 20 });
await page.waitForTimeout(500); await done();
const events = [];
cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
const ended = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,toplevel", transferMode: "ReportEvents" });
await page.focus("#board"); await page.keyboard.press("ArrowRight");
const before = await page.evaluate(() => document.body.dataset.solution);
await page.keyboard.press("Space"); // (a wall toggled: an edit that solves again; a piece moved would not)
await page.waitForFunction((b) => document.body.dataset.solution !== b, before, { timeout: 180000 });
await done(); await page.waitForTimeout(300);
await cdp.send("Tracing.end"); await ended;
// main thread: the renderer's CrRendererMain
const names = new Map(); for (const e of events) if (e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
const main = [...names].filter(([, n]) => n === "CrRendererMain").map(([k]) => k);
const onMain = events.filter((e) => main.includes(`${e.pid}:${e.tid}`) && e.ph === "X" && e.dur);
const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur > 40000);
for (const t of tasks) {
  const inner = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 5000)
    .map((e) => `${e.name}${e.args?.data?.functionName ? "(" + e.args.data.functionName + ")" : ""}${e.args?.data?.url ? "[" + e.args.data.url.split("/").slice(-2).join("/") + ":" + (e.args.data.lineNumber ?? "") + "]" : ""} ${(e.dur / 1000).toFixed(0)}`);
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms:`, inner.slice(0, 12).join(" | "));
}
await browser.close(); await server.close();
