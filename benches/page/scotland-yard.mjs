// Research-size Cops and Robbers in the page: Scotland Yard's taxi map (tests/data, 199 stations)
// with 3 cats, the chase of 530,653,400 positions opened by a link, solved in the page's solver
// worker to its verdict, in headless Chromium (playwright-core from tests/browser, Debian's
// /usr/bin/chromium). Reports the time to the verdict, the longest main-thread task meanwhile
// (Chromium's long tasks: 50 ms or more) and the progress the page showed each few seconds. Then
// "How many cats?" on the same map (the answer: 2 cats, in 15 rounds). One run; wall times on a
// shared machine, printed with the load.
//
//   node benches/page/scotland-yard.mjs
//
// Needs the release package in www/pkg and `npm ci --prefix tests/browser`.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { serve, launch } from "../../tests/browser/harness.mjs";
import { toHash } from "../../www/model/codec.js";

const text = readFileSync(new URL("../../tests/data/scotland-yard-taxi.txt", import.meta.url), "utf8");
const adj = text.split("\n").filter((l) => l.trim() && !l.startsWith("#")).map((l) => l.trim().split(/\s+/).map(Number));
const chase = { adj, hole: 0, mouse: 28, cats: [99, 101, 117], first: "cat", rules: { noHole: true, mousePasses: true, catPasses: true, severalCats: true } };
const load = () => loadavg().map((x) => x.toFixed(1)).join(" ");

function watchLongTasks() {
  window.longestTask = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration);
  }).observe({ type: "longtask", buffered: true });
}

const server = await serve();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
await page.addInitScript(watchLongTasks);
console.log(`load before: ${load()}`);
const t0 = performance.now();
await page.goto(server.url + toHash("graph", chase, null));
let shown = "";
for (;;) {
  const s = await page.evaluate(() => ({
    verdict: document.querySelector("#verdict").textContent.trim(),
    outcome: document.querySelector("#verdict").dataset.outcome,
    progress: document.querySelector("#progress").hidden ? "" : document.querySelector("#progress-words").textContent,
  }));
  const at = ((performance.now() - t0) / 1000).toFixed(0);
  if (s.progress && s.progress !== shown) console.log(`  ${at} s: ${s.progress}`);
  shown = s.progress;
  if (s.outcome && s.outcome !== "none" && !s.progress) {
    console.log(`3-cat chase: "${s.verdict.replace(/^[MC=]/, "")}" after ${at} s; longest task ${(await page.evaluate(() => window.longestTask)).toFixed(0)} ms`);
    break;
  }
  await page.waitForTimeout(5000);
}
await page.evaluate(() => { window.longestTask = 0; });
const t1 = performance.now();
await page.click("#cop-number");
await page.waitForFunction(() => /are enough|do not|No answer/.test(document.querySelector("#cop-words").textContent), null, { timeout: 600000 });
console.log(`How many cats?: ${((performance.now() - t1) / 1000).toFixed(1)} s, longest task ${(await page.evaluate(() => window.longestTask)).toFixed(0)} ms: ${(await page.textContent("#cop-words")).slice(0, 90)}…`);
console.log(`load after: ${load()}; page errors: ${errors.length ? errors.join("; ") : "none"}`);
await context.close();
await browser.close();
await server.close();
