// Issue 8, finding 2: every caller exception becomes an Error and the module lives. 100,000
// calls whose arguments throw from getters, Proxy traps and revoked proxies, and calls on freed
// handles, through every export and handle method: each throws an Error, and afterwards the
// module still answers, and neither the externref table nor wasm memory has grown.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, footprint, assertHealthy } from "./support.mjs";
import { boom, revoked, trapsThrow } from "./hostile.mjs";

/** Values whose reading throws: a getter, Proxy traps, a revoked proxy (fresh each call). */
const throwers = [
  () => Object.defineProperty([[1], [0]], 0, { get: boom }),
  () => [Object.defineProperty([1], 0, { get: boom }), [0], []],
  () => trapsThrow([[1], [0], []]),
  () => revoked(),
  () => [[1], revoked(), []],
  () => ["MCF", Object.defineProperty(["..."], "length", { get: boom })],
  () => ({ get hole() { return boom(); } }),
  () => ({ get turnLimit() { return boom(); } }),
  () => trapsThrow({}),
  () => revoked({}),
];

const graph = new m.GraphSolution(EXAMPLE_1);
const grid = new m.GridSolution(GRID_1, 1, 2);
const freedGraph = new m.GraphSolution(EXAMPLE_1);
freedGraph.free();
const freedGrid = new m.GridSolution(GRID_1, 1, 2);
freedGrid.free();

/** Every export and method, each given the hostile value `h` in one argument. */
const calls = [
  (h) => m.catMouseGame(h),
  (h) => new m.GraphSolution(h),
  (h) => new m.GraphSolution(EXAMPLE_1, h),
  (h) => m.checkGraph(h),
  (h) => m.checkGraph(EXAMPLE_1, h),
  (h) => m.baselineDp2n(h),
  (h) => m.baselineDfs2n2(h),
  (h) => m.canMouseWin(h, 1, 1),
  (h) => new m.GridSolution(h, 1, 1),
  (h) => new m.GridSolution(GRID_1, 1, 2, h),
  (h) => m.GraphSolution.observed(h, null, () => {}),
  (h) => m.GraphSolution.observed(EXAMPLE_1, h, () => {}),
  (h) => m.GridSolution.observed(GRID_1, 1, 2, h, () => {}),
  (h) => m.GridSolution.observed(GRID_1, 1, 2, null, h),
  (h) => m.checkGrid(h, 1, 1),
  (h) => m.checkGrid(GRID_1, 1, 2, h),
  (h) => m.baselineGridDfs1000(h, 1, 1),
  (h) => graph.outcome(h, 2, 0),
  (h) => graph.line(1, 2, 0, h),
  (h) => graph.after(1, 2, 0, h),
  (h) => grid.limitedOutcome(10, 6, h),
  (h) => grid.limitedOutcomes(h),
  (h) => grid.status(h, 6, 0),
  // Freed handles: the argument is irrelevant.
  () => freedGraph.answer(),
  () => freedGraph.outcome(1, 2, 0),
  () => freedGrid.outcomes(),
  () => freedGrid.places,
  () => m.GraphSolution.prototype.answer.call({}),
  () => m.GridSolution.prototype.bestMoves.call(Object.create(m.GridSolution.prototype), 0, 0, 0),
];

test("100,000 hostile calls through every export: each throws an Error; the module lives and does not grow", () => {
  for (const call of calls) {
    for (const make of throwers) {
      try {
        call(make());
      } catch {
        // warm-up
      }
    }
  }
  const before = footprint();
  const N = 100_000;
  let errors = 0;
  for (let i = 0; i < N; i++) {
    const call = calls[i % calls.length];
    const make = throwers[Math.floor(i / calls.length) % throwers.length];
    try {
      call(make());
    } catch (e) {
      assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), String(e));
      errors++;
    }
  }
  // Some calls ignore the value (an option nobody reads, a freed handle), but most throw.
  assert.ok(errors > N / 2, `${errors} errors`);
  assertHealthy(before);
  assert.equal(graph.answer(), 0);
  assert.equal(grid.answer(), true);
});

test("a getter that calls back into the module, and one that frees the handle being read", () => {
  const s = new m.GraphSolution(EXAMPLE_1);
  const reentrant = {
    get hole() {
      return m.catMouseGame(EXAMPLE_1); // 0: the classic hole
    },
  };
  assert.equal(new m.GraphSolution(EXAMPLE_1, reentrant).hole, 0);
  // A getter (read while describing a bad argument) that frees the handle whose method is
  // running: the free is refused, the method finishes, the handle lives.
  const frees = [[1], [0], []];
  Object.defineProperty(frees, 0, {
    get() {
      s.free();
      return [1];
    },
  });
  assert.throws(() => s.line(1, 2, 0, frees), {
    message: "maxPlies must be a whole number from 0 to 4294967295, got [<threw>,[0],[]]",
  });
  assert.equal(s.answer(), 0, "the handle survived");
  s.free();
  assert.throws(() => s.answer(), { message: "this GraphSolution has been freed, or is not a GraphSolution" });
  assert.doesNotThrow(() => s.free(), "free() twice does nothing");
  // Deep recursion through a getter ends in an Error, not a trap.
  const deep = {};
  // (enumerable: only own enumerable keys of options are read, issue 17)
  Object.defineProperty(deep, "hole", { get: () => new m.GraphSolution(EXAMPLE_1, deep).hole, enumerable: true });
  assert.throws(() => new m.GraphSolution(EXAMPLE_1, deep), Error);
  assert.equal(m.catMouseGame(EXAMPLE_1), 0);
});
