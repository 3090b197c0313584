// Research-size Cops and Robbers in wasm under node, through the exports the page uses (the
// native side and the peer: benches/cops_peer.rs): the cop number of K(7,3) (target < 10 s),
// and Scotland Yard's taxi map with 3 cats (target: at most 2.5x our native time). One run
// each; wall time, the process's user CPU time (the figure for a shared machine) and its peak
// resident memory.
//
// usage: node benches/wasm/cops_peer.mjs [PKG_DIR] [CASE...]
//   PKG_DIR: a `wasm-pack build --release --target web` output (default www/pkg)
//   CASE: k73, sy3 (default both)
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, ...wanted] = process.argv.slice(2);
const pkg = resolve(dir ?? "www/pkg");
const m = await import(pathToFileURL(`${pkg}/cat_mouse.js`).href);
m.initSync({ module: readFileSync(`${pkg}/cat_mouse_bg.wasm`) });
const wants = (name) => wanted.length === 0 || wanted.includes(name);

/** tests/cats_graphs's kneser: the k-subsets of 0..n-1 in lexicographic order, adjacent when disjoint. */
function kneser(n, k) {
  const sets = [];
  const pick = (from, chosen) => {
    if (chosen.length === k) return void sets.push(chosen.reduce((s, i) => s | (1 << i), 0));
    for (let i = from; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return sets.map((a) => sets.flatMap((b, j) => ((a & b) === 0 ? [j] : [])));
}

/** tests/data/scotland-yard-taxi.txt: line i lists the stations one taxi ride from station i. */
function scotlandYard() {
  const text = readFileSync(new URL("../../tests/data/scotland-yard-taxi.txt", import.meta.url), "utf8");
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/).filter(Boolean).map(Number));
}

/** Runs `run` once; prints its wall and user CPU seconds and the peak resident memory so far. */
function timed(name, run) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const answer = run();
  const wall = (performance.now() - start) / 1000;
  const user = process.cpuUsage(cpu).user / 1e6;
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(`${name}: ${answer} in ${wall.toFixed(2)} s wall, ${user.toFixed(2)} s user, peak ${peak.toFixed(0)} MB`);
}

console.log(`load average ${readFileSync("/proc/loadavg", "utf8").trim()}`);
if (wants("k73")) {
  const graph = kneser(7, 3);
  if (graph.length !== 35 || graph.some((l) => l.length !== 4)) throw new Error("K(7,3) is 35 nodes, 4-regular");
  timed("K(7,3), copNumber (up to 4 cats)", () => {
    const answer = m.copNumber(graph, { maxCats: 4 });
    if (answer.cats !== 4) throw new Error(`K(7,3) needs 4 cats, got ${JSON.stringify(answer)}`);
    return `cop number 4, ${answer.captureRounds} rounds`;
  });
}
if (wants("sy3")) {
  const graph = scotlandYard();
  if (graph.length !== 199) throw new Error("Scotland Yard has 199 stations");
  timed("Scotland Yard taxi map, captureTime (3 cats)", () => {
    const answer = m.captureTime(graph, 3);
    return answer.captureRounds === null ? "3 cats lose" : `3 cats win in ${answer.captureRounds} rounds`;
  });
}
