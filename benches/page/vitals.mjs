// First-load Web Vitals of the page in headless Chromium: cumulative layout shift (CLS) and
// largest contentful paint (LCP), with the throttling of Lighthouse's mobile profile (4x CPU
// slowdown; 150 ms round trips; 1.6 Mbit/s down, 750 kbit/s up) at 390x844, and at 1280x800
// with no throttling (Lighthouse's desktop profile is close to none on this machine). A script,
// not a test: the numbers are read, never asserted.
//
//   node benches/page/vitals.mjs [--runs N] [--url URL] [--json FILE]
//
// Needs the release package in www/pkg (`wasm-pack build --release --target web --out-dir
// www/pkg`) and `npm ci --prefix tests/browser` (playwright-core, Debian's /usr/bin/chromium).
// Without --url it serves what `bash .ci/serve.sh` serves, the bundle in target/site (`node
// .ci/bundle/bundle.mjs`), or $PAGE_ROOT (PAGE_ROOT=www: the unbundled source), with .ci/serve.py,
// gzip on, on a free port.
//
// Each run is a fresh browser context (empty cache and storage). Measured from navigation:
//   LCP   the last largest-contentful-paint entry before the first input (none is made)
//   CLS   the sum of layout-shift values without recent input, over the load and 3 s after
//         the page says it is ready (body[data-ready=true]); the largest session window is
//         what Lighthouse reports, and with one load the two agree but for late shifts, which
//         this sum counts too (so it is the stricter)
//   ready the page's first render done (body[data-ready=true])
//   bytes the bytes transferred (compressed when served so), and the number of requests
// Medians over the runs.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "../../tests/browser/node_modules/playwright-core/index.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt("runs", 3));
const ROOT = process.env.PAGE_ROOT || fileURLToPath(new URL("../../target/site/", import.meta.url));

const PROFILES = [
  { name: "phone 390x844, mobile throttling", width: 390, height: 844, mobile: true, cpu: 4, latency: 150, down: 1.6e6, up: 750e3 },
  { name: "desktop 1280x800, no throttling", width: 1280, height: 800, mobile: false, cpu: 1, latency: 0, down: 0, up: 0 },
];

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.on("error", fail);
  });
}

/** Serves ROOT with .ci/serve.py on a free port until `stop()`. */
async function serve() {
  const port = await freePort();
  const py = spawn("python3", [fileURLToPath(new URL("../../.ci/serve.py", import.meta.url)), String(port), ROOT], {
    env: { ...process.env, SERVE_QUIET: "1" }, stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch { /* not up yet */ }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return { url, stop: () => py.kill() };
}

/** One load of `url` under `p`: {lcp, cls, ready, bytes, requests, shifts}. */
async function measure(browser, url, p) {
  const context = await browser.newContext({ viewport: { width: p.width, height: p.height }, isMobile: p.mobile, hasTouch: p.mobile, deviceScaleFactor: p.mobile ? 1.75 : 1 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__vitals = { lcp: 0, lcpNode: "", cls: 0, shifts: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) Object.assign(window.__vitals, { lcp: e.startTime, lcpNode: e.element?.id || e.element?.className || e.element?.nodeName || "?" });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__vitals.cls += e.value;
        window.__vitals.shifts.push({ at: Math.round(e.startTime), value: Number(e.value.toFixed(4)),
          nodes: (e.sources ?? []).map((s) => s.node?.id || s.node?.className || s.node?.nodeName || "?").slice(0, 4) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (p.latency || p.down) {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: p.latency, downloadThroughput: p.down / 8, uploadThroughput: p.up / 8 });
  }
  if (p.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: p.cpu });
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (e) => { bytes += e.encodedDataLength; requests++; });
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 120000 });
  const ready = Date.now() - t0;
  await page.waitForTimeout(3000);
  const v = await page.evaluate(() => window.__vitals);
  await context.close();
  return { lcp: v.lcp, lcpNode: v.lcpNode, cls: v.cls, ready, bytes, requests, shifts: v.shifts };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = opt("url", null) ? { url: opt("url"), stop: () => {} } : await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const results = [];
try {
  for (const p of PROFILES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, p));
    const row = {
      profile: p.name,
      lcp_ms: Math.round(median(runs.map((r) => r.lcp))),
      lcp_element: runs[0].lcpNode,
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      ready_ms: median(runs.map((r) => r.ready)),
      kb: Math.round(median(runs.map((r) => r.bytes)) / 1024),
      requests: median(runs.map((r) => r.requests)),
      shifts: runs[0].shifts,
    };
    results.push(row);
    console.log(`${row.profile}: LCP ${row.lcp_ms} ms (#${row.lcp_element}), CLS ${row.cls}, ready ${row.ready_ms} ms, ${row.kb} KB in ${row.requests} requests (median of ${RUNS})`);
    for (const s of row.shifts) console.log(`  shift at ${s.at} ms: ${s.value} (${s.nodes.join(", ")})`);
  }
} finally {
  await browser.close();
  server.stop();
}
const json = opt("json", null);
if (json) await writeFile(json, JSON.stringify(results, null, 2));
