// Adapter for the yardstick (../shared/bench/compare.sh) timing the FULL-TABLE solve under node:
//   node benches/wasm/yardstick-table.cjs PKG_DIR INSTANCE.json [REPS]
// PKG_DIR is a `wasm-pack build --target nodejs` output. Each repetition times
// `new GraphSolution(graph)` / `new GridSolution(grid, catJump, mouseJump)` (input conversion, the
// solve of every state's outcome and distance, the public table), then `answer()` and `free()`.
// Prints "<answer> <median_ns>" like the shared wasm-adapter.cjs, which times the LeetCode calls.
const fs = require("fs");
const path = require("path");

const [pkgDir, file, repsArg] = process.argv.slice(2);
const pj = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json")));
const m = require(path.resolve(pkgDir, pj.main || pj.name + ".js"));
const inst = JSON.parse(fs.readFileSync(file, "utf8"));
const reps = Math.max(1, parseInt(repsArg || "1", 10));
const run = inst.graph
  ? () => {
      const s = new m.GraphSolution(inst.graph);
      const a = s.answer();
      s.free();
      return a;
    }
  : () => {
      const s = new m.GridSolution(inst.grid, inst.catJump, inst.mouseJump);
      const a = s.answer();
      s.free();
      return a;
    };
let ans;
const times = [];
for (let i = 0; i < reps; i++) {
  const t0 = process.hrtime.bigint();
  ans = run();
  times.push(Number(process.hrtime.bigint() - t0));
}
times.sort((a, b) => a - b);
console.log(`${ans} ${times[times.length >> 1]}`);
