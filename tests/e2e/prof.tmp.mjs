import { serve, launch } from "./harness.mjs";
function rng(seed) { let s = seed >>> 0 || 1; return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; }; }
function randomGraph(n, degree, seed) {
  const next = rng(seed); const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => { if (a === b || adj[a].has(b)) return false; adj[a].add(b); adj[b].add(a); return true; };
  for (let i = 1; i < n; i++) link(i, Math.floor(next() * i));
  let edges = n - 1; while (edges < (n * degree) / 2) if (link(Math.floor(next() * n), Math.floor(next() * n))) edges++;
  return adj.map((s) => [...s].sort((a, b) => a - b));
}
const server = await serve(); const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(server.url); await page.waitForSelector("body[data-ready=true]");
await page.click("#tab-table").catch(() => {});
await page.fill("#text", JSON.stringify(randomGraph(3000, 6, 3000))); await page.click("#import");
const done = async () => { await page.waitForFunction(() => document.body.dataset.solving !== "true" && document.body.dataset.pending !== "true" && document.querySelector("#heat-0").dataset.solution === document.body.dataset.solution, null, { timeout: 120000 }); await page.waitForTimeout(500); };
await done();
await page.focus("#board"); await page.keyboard.press("ArrowRight"); await done();
const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.keyboard.press("m"); await page.waitForTimeout(100); await done();
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set(); let cur = id; const d = profile.timeDeltas[i] ?? 0;
  while (cur !== undefined) { const f = byId.get(cur).callFrame; const k = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } cur = parent.get(cur); }
});
console.log([...incl.entries()].filter(([k]) => !k.startsWith("(")).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, us]) => `${(us / 1000).toFixed(1)} ms  ${k}`).join("\n"));
await browser.close(); await server.close();
