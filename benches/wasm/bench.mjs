// The wasm side of the benchmark: the same instances, solved under node through the exports the
// page uses (`new GraphSolution(graph)`, `new GridSolution(grid, catJump, mouseJump)`,
// `catMouseGame`, `canMouseWin`), including the JS <-> wasm conversion.
//
// usage: node benches/wasm/bench.mjs [PKG_DIR] [BENCH_DIR]
//   PKG_DIR:   wasm-pack --target nodejs output (default target/bench-wasm/pkg)
//   BENCH_DIR: where the native run wrote instances.json and native.json (default target/bench)
// Env: BENCH_BUDGET (seconds per measurement, default 1).
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const require = createRequire(import.meta.url);
const pkgDir = resolve(process.argv[2] ?? "target/bench-wasm/pkg");
const benchDir = resolve(process.argv[3] ?? "target/bench");
// Keep a handle on the wasm instance the generated glue creates, to read its memory size.
let instance = null;
const OriginalInstance = WebAssembly.Instance;
WebAssembly.Instance = function (module, imports) {
  instance = new OriginalInstance(module, imports);
  return instance;
};
const wasm = require(`${pkgDir}/cat_mouse.js`);
WebAssembly.Instance = OriginalInstance;
const budget = Number(process.env.BENCH_BUDGET ?? 1);

const instances = JSON.parse(readFileSync(`${benchDir}/instances.json`, "utf8"));
let native = [];
try {
  native = JSON.parse(readFileSync(`${benchDir}/native.json`, "utf8"));
} catch {
  console.error("no native.json: run the native side first for the wasm/native ratio");
}
const nativeByName = new Map(native.map((r) => [r.name, r]));

/** Best and median time (seconds) of `f`: at least 3 runs, more while the budget lasts. */
function time(f, maxRuns = 201) {
  const times = [];
  const start = performance.now();
  for (;;) {
    const t = performance.now();
    f();
    times.push((performance.now() - t) / 1e3);
    const spent = (performance.now() - start) / 1e3;
    if (times.length >= maxRuns || (spent >= budget && times.length >= 3) || times[0] > budget * 3) break;
  }
  times.sort((a, b) => a - b);
  return { best: times[0], median: times[times.length >> 1], runs: times.length };
}

/** Mean time per call (seconds) of a fast `f`, in batches; the best batch. */
function timeFast(f) {
  let batch = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < batch; i++) f();
    if (performance.now() - t > 20 || batch >= 1 << 20) break;
    batch *= 2;
  }
  let best = Infinity;
  const start = performance.now();
  do {
    const t = performance.now();
    for (let i = 0; i < batch; i++) f();
    best = Math.min(best, (performance.now() - t) / 1e3 / batch);
  } while ((performance.now() - start) / 1e3 < budget);
  return best;
}

const fmt = (s) => (s >= 1 ? `${s.toFixed(2)} s` : s >= 1e-3 ? `${(s * 1e3).toFixed(2)} ms` : `${(s * 1e6).toFixed(1)} µs`);
const memory = () => instance?.exports?.memory?.buffer?.byteLength ?? NaN;

const rows = [];
for (const inst of instances) {
  const solveOnce = () => {
    const s = inst.graph ? new wasm.GraphSolution(inst.graph) : new wasm.GridSolution(inst.grid, inst.jump, inst.jump);
    const answer = String(s.answer());
    const info = { states: s.stateCount, moves: s.gameMoves, answer };
    s.free();
    return info;
  };
  const info = solveOnce();
  const nat = nativeByName.get(inst.name);
  if (nat && nat.start !== info.answer) {
    throw new Error(`${inst.name}: wasm answer ${info.answer}, native ${nat.start}`);
  }
  const t = time(solveOnce);
  let leet = null;
  if (inst.size === "textbook") {
    leet = inst.graph
      ? timeFast(() => wasm.catMouseGame(inst.graph))
      : timeFast(() => wasm.canMouseWin(inst.grid, inst.jump, inst.jump));
  }
  const row = {
    name: inst.name,
    states: info.states,
    moves: info.moves,
    answer: info.answer,
    wasm: t,
    leetcode: leet,
    native: nat ? nat.ours.best : null,
    memory: memory(),
  };
  rows.push(row);
  console.error(`${inst.name.padEnd(18)} wasm ${fmt(t.best).padStart(10)}  native ${nat ? fmt(nat.ours.best) : "-"}`);
}

console.log();
console.log("wasm under node (best of runs; solve = constructor + answer() + free(), including the JS -> wasm conversion of the input; wasm memory = size of the wasm linear memory after the instance, which never shrinks)");
console.log();
console.log("| instance | states | game moves | answer | wasm solve | Mmoves/s | native (ours) | wasm vs native | catMouseGame / canMouseWin per call | wasm memory |");
console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const ratio = r.native ? `${(r.wasm.best / r.native).toFixed(2)}x` : "-";
  console.log(
    `| ${r.name} | ${r.states} | ${r.moves} | ${r.answer} | ${fmt(r.wasm.best)} | ${(r.moves / r.wasm.best / 1e6).toFixed(0)} | ${r.native ? fmt(r.native) : "-"} | ${ratio} | ${r.leetcode ? fmt(r.leetcode) : "-"} | ${(r.memory / 2 ** 20).toFixed(0)} MiB |`,
  );
}
console.log();
console.log("wasm vs native = wasm time / native time of our solver (lower is better; target <= 1.5x).");
writeFileSync(`${benchDir}/wasm.json`, JSON.stringify(rows, null, 1));
