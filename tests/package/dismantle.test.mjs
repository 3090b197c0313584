// dismantle(), corners(), strategyMove() and strategyLine() under node: their answers on small graphs, checked by hand and
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

test("the strategy's line on a path: the cat walks down, the mouse waits at the far end", () => {
  assert.deepEqual(m.strategyLine(PATH4), {
    cat: 3, mouse: 0, rounds: 3, level: 3,
    line: [{ level: 2, cat: 2, mouse: 0 }, { level: 1, cat: 1, mouse: 0 }, { level: 0, cat: 0, mouse: null }],
  });
  assert.equal(m.strategyLine(C4), null);
  // the first move against a mouse on 1: the cat from 3 goes to 2, the mouse may stay or go to 0
  assert.deepEqual(m.strategyMove(PATH4, 3, 3, 1), { level: 2, cat: 2, caught: false, mouseMoves: [0, 1] });
  assert.deepEqual(m.strategyMove(PATH4, 1, 1, 0), { level: 0, cat: 0, caught: true, mouseMoves: [] });
});

test("the strategy played against every mouse of a random cop-win graph catches within its rounds", () => {
  // every line of the mouse, depth first, with the moves strategyMove offers
  let seed = 35;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  let played = 0;
  while (played < 30) {
    const n = 3 + Math.floor(next() * 5);
    const graph = Array.from({ length: n }, () => []);
    for (let b = 1; b < n; b++) {
      const a = Math.floor(next() * b); // a tree, then a few chords
      graph[a].push(b), graph[b].push(a);
    }
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) if (!graph[a].includes(b) && next() < 0.3) graph[a].push(b), graph[b].push(a);
    }
    for (const list of graph) list.sort((x, y) => x - y);
    const line = m.strategyLine(graph);
    if (!line) continue;
    const longest = (level, cat, mouse, depth) => {
      assert.ok(depth <= line.rounds, `past ${line.rounds} rounds on ${JSON.stringify(graph)}`);
      const r = m.strategyMove(graph, level, cat, mouse);
      if (r.caught) return depth;
      return Math.max(...r.mouseMoves.map((to) => longest(r.level, r.cat, to, depth + 1)));
    };
    const starts = graph.map((_, x) => x).filter((x) => x !== line.cat);
    assert.equal(Math.max(...starts.map((s) => longest(line.level, line.cat, s, 1))), line.rounds, JSON.stringify(graph));
    assert.equal(line.line.length, line.rounds);
    played++;
  }
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
  throwsMessage(() => m.strategyMove(C4, 0, 0, 2), /not cop-win/, "not cop-win");
  throwsMessage(() => m.strategyMove(PATH4, 0, 3, 0), "the strategy has no move from cat 3 at level 0 and mouse 0", "cat astray");
  throwsMessage(() => m.strategyMove(PATH4, 3, 9, 0), /no move from cat 9/, "node out of range");
  throwsMessage(() => m.strategyLine([]), /no nodes/i, "no nodes");
  const getter = [0];
  Object.defineProperty(getter, 0, { get: boom });
  throwsMessage(() => m.corners(PATH4, getter), /threw/, "throwing element");
  assertHealthy(before);
});
