// dismantle() and corners() under node: their answers on small graphs, checked by hand and
// against captureTime on every graph of up to 5 nodes with a random edge set; and every bad
// input an Error, the module healthy after it.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, footprint, assertHealthy, throwsMessage } from "./support.mjs";
import { boom, revoked, trapsThrow } from "./hostile.mjs";

const PATH4 = [[1], [0, 2], [1, 3], [2]];
const C4 = [[1, 3], [0, 2], [1, 3], [0, 2]];

test("a path dismantles from its end; the strategy takes its length", () => {
  const d = m.dismantle(PATH4);
  assert.deepEqual(d.removals, [
    { corner: 0, dominator: 1 },
    { corner: 1, dominator: 2 },
    { corner: 2, dominator: 3 },
  ]);
  assert.deepEqual(d.rest, [3]);
  assert.equal(d.copWin, true);
  assert.deepEqual(d.strategy, { cat: 3, rounds: 3, mouse: 0 });
});

test("a 4-cycle has no corner and no strategy", () => {
  assert.deepEqual(m.dismantle(C4), { removals: [], rest: [0, 1, 2, 3], copWin: false, strategy: null });
  assert.deepEqual(m.corners(C4, []), []);
});

test("corners of the graph left after removals", () => {
  // LeetCode 913's example 1, with some nodes gone: the answers against the definition, written
  // out here (a corner's closed neighbourhood within a remaining neighbour's; the smallest such).
  const graph = EXAMPLE_1;
  const closed = (x, gone) => new Set([x, ...graph[x].filter((y) => !gone.includes(y))]);
  for (const gone of [[], [1], [1, 4], [0, 1, 4]]) {
    const left = graph.map((_, x) => x).filter((x) => !gone.includes(x));
    const expected = [];
    for (const u of left) {
      const nu = closed(u, gone);
      const v = graph[u].filter((y) => !gone.includes(y)).find((y) => [...nu].every((z) => closed(y, gone).has(z)));
      if (v !== undefined && left.length > 1) expected.push({ corner: u, dominator: v });
    }
    assert.deepEqual(m.corners(graph, gone), expected, `gone ${gone}`);
  }
});

test("cop-win exactly when one cat wins captureTime, on random graphs of up to 6 nodes", () => {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  let both = [0, 0];
  for (let i = 0; i < 400; i++) {
    const n = 2 + Math.floor(next() * 5);
    const graph = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (next() < 0.5) graph[a].push(b), graph[b].push(a);
      }
    }
    for (const list of graph) list.sort((x, y) => x - y);
    const d = m.dismantle(graph);
    const solver = m.captureTime(graph, 1).captureRounds;
    assert.equal(d.copWin, solver !== null, JSON.stringify(graph));
    if (d.copWin) assert.ok(d.strategy.rounds >= solver, JSON.stringify(graph));
    both[d.copWin ? 1 : 0]++;
  }
  assert.ok(both[0] > 20 && both[1] > 20, `both kinds met: ${both}`);
});

test("bad input is an Error naming the problem, and the module stays healthy", () => {
  const before = footprint();
  throwsMessage(() => m.dismantle([]), /no nodes/i, "no nodes");
  throwsMessage(() => m.dismantle([[1], []]), /1.*0|one way|way back/i, "one way edge");
  throwsMessage(() => m.dismantle([[0, 1], [0], []]), /itself|self/i, "self-loop");
  throwsMessage(() => m.dismantle("K5"), /array/, "a string");
  throwsMessage(() => m.dismantle(revoked()), /threw|revoked/, "revoked proxy");
  throwsMessage(() => m.dismantle(trapsThrow()), /threw|boom/, "throwing proxy");
  throwsMessage(() => m.dismantle(Array.from({ length: 8193 }, () => [])), /8193 nodes.*6000/, "too many nodes");
  throwsMessage(() => m.corners(PATH4, [4]), "gone[0] must be a node from 0 to 3, got 4", "node out of range");
  throwsMessage(() => m.corners(PATH4, [0, 1, 2, 3, 0]), /gone lists 5 nodes/, "too many");
  throwsMessage(() => m.corners(PATH4, [1.5]), /gone\[0\] must be a whole number/, "not whole");
  throwsMessage(() => m.corners(PATH4, null), /gone must be an array/, "null");
  const getter = [0];
  Object.defineProperty(getter, 0, { get: boom });
  throwsMessage(() => m.corners(PATH4, getter), /threw/, "throwing element");
  assertHealthy(before);
});
