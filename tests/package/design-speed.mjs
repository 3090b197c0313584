// Evaluations per second of the Designer in wasm under node (not a test: run it by hand).
//   node tests/package/design-speed.mjs [evaluations per case]
// The native counterpart: `cargo run --release --bin design -- graph N --evals E` prints
// evalsPerSecond for the same specs (default edges: n − 1 to 3n, connected; grids open, jumps
// equal). Compare the two in one session: the machine's load moves both.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(process.env.CAT_MOUSE_PKG ?? path.join(here, "../../www/pkg"));
const m = await import(path.join(pkg, "cat_mouse.js"));
m.initSync({ module: fs.readFileSync(path.join(pkg, "cat_mouse_bg.wasm")) });

const evaluations = Number(process.argv[2] ?? 20000);
const cases = [
  ...[8, 10, 12, 14, 17, 20, 30, 50].map((nodes) => [`graph n=${nodes}`, { kind: "graph", nodes, goal: "longestWin", seed: 1 }]),
  ...[1, 2, 3].map((j) => [`grid 8x8 j=${j}`, { kind: "grid", rows: 8, cols: 8, catJump: j, mouseJump: j, goal: "longestWin", seed: 1 }]),
];
for (const [name, spec] of cases) {
  const d = new m.Designer(spec);
  const t0 = performance.now();
  d.step(evaluations - 1);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${name}\t${Math.round((evaluations - 1) / seconds)} evals/s\tbest ${d.best().distance}`);
  d.free();
}
