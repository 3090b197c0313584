// Issue 8, finding 3: sizes first, copies later. Oversized inputs are refused from their lengths
// in well under 100 ms (a graph6 text in one pass over its characters), with the budget message and no wasm memory growth; bad values are
// described from a bounded prefix; arrays are read by index, never through their iterator.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_2, GRID_1, footprint, assertHealthy, throwsMessage, millis } from "./support.mjs";

// Refusals take well under 1 ms (best of 3); before the checks came first they took 6-17 s. The
// bound is loose so that a loaded CI machine cannot fail it by accident.
const BUDGET_MS = 250;

// Built once: only the refusals are timed.
const huge = {
  sparse28: new Array(2 ** 28),
  sparse26: new Array(2 ** 26),
  dense1000: Array(1000).fill(1),
  typed: new Float64Array(2e7),
  array: Array(2e7).fill(7),
  digits: "9".repeat(1e7),
  row26: ".".repeat(2 ** 26),
  wide: Array(6000).fill("x".repeat(1e5)),
  square: Array(6000).fill(".".repeat(6000)),
  long: ".".repeat(1e7),
  key: { ["k".repeat(1e6)]: 1 },
  complete6000: complete(6000),
  complete1359: complete(1359),
};

/** The graph6 text of the complete graph on `n` nodes (every edge bit set, the padding zero). */
function complete(n) {
  const header = m.graphToGraph6(Array.from({ length: n }, () => [])).slice(0, n <= 62 ? 1 : 4);
  const pairs = (n * (n - 1)) / 2;
  const last = pairs % 6 ? String.fromCharCode(63 + ((0b111111 << (6 - (pairs % 6))) & 63)) : "";
  return header + "~".repeat(Math.floor(pairs / 6)) + last;
}

/** Refusals that must be fast, each with the message it must give. */
const oversized = [
  ["a sparse graph of length 2^28", () => m.catMouseGame(huge.sparse28),
    "the game has 268435456 nodes; the memory budget allows at most 6000"],
  ["a sparse graph row of length 2^26", () => m.catMouseGame([huge.sparse26, [], []]),
    "graph[0] lists 67108864 neighbours but the graph has 3 nodes, so at most 2 other nodes"],
  ["a dense 1,000-node row in a 3-node graph", () => m.catMouseGame([huge.dense1000, [0], []]),
    "graph[0] lists 1000 neighbours but the graph has 3 nodes, so at most 2 other nodes"],
  ["a 2x10^7 typed array as the graph", () => m.catMouseGame(huge.typed),
    "graph must be an array of arrays of node numbers, got a Float64Array of length 20000000"],
  ["a 2x10^7 typed array as a row", () => m.catMouseGame([huge.typed, [], []]),
    "graph[0] lists 20000000 neighbours but the graph has 3 nodes, so at most 2 other nodes"],
  ["a 2x10^7 typed array as a jump", () => m.canMouseWin(GRID_1, huge.typed, 1),
    "catJump must be a whole number from 1 to 4294967295, got a Float64Array of length 20000000"],
  ["a 2x10^7-element array as a jump", () => m.canMouseWin(GRID_1, huge.array, 1),
    "catJump must be a whole number from 1 to 4294967295, got [7,7,7,7,7,7,…]"],
  ["a 10^7-character string as a jump", () => m.canMouseWin(GRID_1, huge.digits, 1),
    `catJump must be a whole number from 1 to 4294967295, got "${"9".repeat(60)}"…`],
  ["a sparse grid of length 2^28", () => m.canMouseWin(huge.sparse28, 1, 1),
    "the game has 268435456 rows; the memory budget allows at most 6000"],
  ["a grid row of 2^26 characters", () => m.canMouseWin([huge.row26], 1, 1),
    "row 0 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  ["6,000 rows of 10^5 characters", () => m.canMouseWin(huge.wide, 1, 1),
    "row 0 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  ["6,000 rows of 6,000 characters", () => m.canMouseWin(huge.square, 1, 1),
    "the game has 36000000 cells; the memory budget allows at most 6000"],
  ["a short row and then a 10^7-character row", () => m.canMouseWin(["MCF", huge.long], 1, 1),
    "row 1 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  // graph6: the nodes from the size, the edges from the bits, before any list is built. Before,
  // the complete graph on 6,000 nodes (3 MB of text) was read into 36 M list entries and
  // returned: 2-6 s.
  ["the complete graph on 6,000 nodes as graph6", () => m.graph6ToGraph(huge.complete6000),
    "graph6 text of 6000 nodes and 17997000 edges: the game on it has 431820018000 game moves (legal moves summed over every position); the work budget allows at most 5000000000"],
  ["the complete graph on 1,359 nodes as graph6", () => m.graph6ToGraph(huge.complete1359),
    "graph6 text of 1359 nodes and 922761 edges: the game on it has 5010592230 game moves (legal moves summed over every position); the work budget allows at most 5000000000"],
  ["a graph6 size of 2^36 - 1 nodes", () => m.graph6ToGraph("~~~~~~~~"),
    "graph6 text of 68719476735 nodes: the memory budget allows at most 6000 nodes"],
  ["an options object with a 10^6-character unknown key", () => new m.GraphSolution(EXAMPLE_2, huge.key),
    `unknown option ${"k".repeat(60)}…; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats`],
];

test("oversized inputs are refused in well under 100 ms (most under 1 ms), with the budget message, without growing wasm memory", (t) => {
  for (const [, run] of oversized) millis(run); // warm up the code paths
  const before = footprint();
  for (const [name, run, message] of oversized) {
    throwsMessage(run, message, name);
    // The best of three runs, so that a busy machine does not fail the test.
    const ms = Math.min(millis(run), millis(run), millis(run));
    assert.ok(ms < BUDGET_MS, `${name}: ${ms.toFixed(2)} ms`);
    t.diagnostic(`refused in ${ms.toFixed(2)} ms: ${name}`);
    assertHealthy(before);
  }
});

test("arrays are read by index: a custom iterator is never used", () => {
  let iterated = 0;
  const rows = EXAMPLE_2.map((row) => {
    const out = [...row];
    out[Symbol.iterator] = function* lie() {
      iterated++;
      yield 7;
    };
    return out;
  });
  rows[Symbol.iterator] = function* lie() {
    iterated++;
    yield [9];
  };
  assert.equal(m.catMouseGame(rows), 1);
  const grid = [...GRID_1];
  grid[Symbol.iterator] = function* lie() {
    iterated++;
    yield "MCF";
  };
  assert.equal(m.canMouseWin(grid, 1, 2), true);
  assert.equal(iterated, 0);
});

test("each element is read once, and after the lengths", () => {
  const reads = [];
  const row = (items, name) =>
    new Proxy(items, {
      get(target, key) {
        reads.push(`${name}.${String(key)}`);
        return target[key];
      },
    });
  const graph = row([row([1, 3], "g0"), row([0], "g1"), row([3], "g2"), row([0, 2], "g3")], "g");
  assert.equal(m.catMouseGame(graph), 1);
  const lengths = reads.filter((r) => r.endsWith(".length"));
  const firstElement = reads.findIndex((r) => /^g\d\.\d$/.test(r));
  assert.deepEqual(lengths, ["g.length", "g0.length", "g1.length", "g2.length", "g3.length"]);
  assert.ok(reads.lastIndexOf("g3.length") < firstElement, reads.join(" "));
  const elements = reads.filter((r) => /^g\d?\.\d$/.test(r));
  assert.equal(new Set(elements).size, elements.length, `each element read once: ${elements}`);
});
