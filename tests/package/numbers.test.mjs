// Issue 8, finding 1: exact at every size of number. Every numeric input of the wasm API at the
// boundaries 0, 1, the board's length, 2³¹−1, 2³¹, 2³²−1 (accepted, and exact) and 2³², 2⁵³,
// NaN, ±Infinity, -0, 1.5, "3", null, objects (refused, naming the value and the full range).
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, EXAMPLE_2, GRID_1, throwsMessage, assertAlive } from "./support.mjs";

const U32 = 2 ** 32 - 1;
const HUGE = [2 ** 31 - 1, 2 ** 31, U32];
const REFUSED = [
  [2 ** 32, "4294967296"], [2 ** 53, "9007199254740992"], [NaN, "NaN"], [Infinity, "Infinity"],
  [-Infinity, "-Infinity"], [1.5, "1.5"], ["3", '"3"'], [null, "null"], [{}, "{}"], [-1, "-1"],
];

test("jumps of 2^31 or more give the right answers (the issue's two cases)", () => {
  assert.equal(m.canMouseWin(["M.C...F"], 1, 2 ** 31), true);
  assert.equal(m.canMouseWin(["####F", "#C...", "M...."], 2 ** 31, 2), false);
  assert.equal(m.baselineGridDfs1000(["M.C...F"], 1, 2 ** 31), true);
  assert.equal(m.baselineGridDfs1000(["####F", "#C...", "M...."], 2 ** 31, 2), false);
});

test("a jump longer than the board is exactly the longest jump that fits, at every boundary", () => {
  const grids = [["M.C...F"], GRID_1, [".M...", "..#..", "#..#.", "C#.#.", "...#F"], ["C...#", "...#F", "....#", "M...."]];
  for (const grid of grids) {
    const fits = Math.max(grid.length, grid[0].length) - 1;
    const length = Math.max(grid.length, grid[0].length);
    for (const [catJump, mouseJump] of [[1, 0], [0, 1], [0, 0]]) {
      const jumps = (j) => [catJump ? catJump : j, mouseJump ? mouseJump : j];
      const want = new m.GridSolution(grid, ...jumps(fits));
      const wantOutcomes = want.outcomes();
      const wantDistances = want.distances();
      for (const j of [fits, length, ...HUGE]) {
        const label = `${grid} jumps ${jumps(j)}`;
        const got = new m.GridSolution(grid, ...jumps(j));
        assert.deepEqual(got.outcomes(), wantOutcomes, label);
        assert.deepEqual(got.distances(), wantDistances, label);
        assert.equal(m.canMouseWin(grid, ...jumps(j)), want.answer(), label);
        assert.deepEqual(m.checkGrid(grid, ...jumps(j)), m.checkGrid(grid, ...jumps(fits)), label);
        got.free();
      }
      want.free();
    }
  }
});

test("jumps of 0 and beyond 2^32-1 are refused with the full range", () => {
  for (const [name, run] of [
    ["canMouseWin", (c, mj) => m.canMouseWin(GRID_1, c, mj)],
    ["GridSolution", (c, mj) => new m.GridSolution(GRID_1, c, mj)],
    ["checkGrid", (c, mj) => m.checkGrid(GRID_1, c, mj)],
    ["baselineGridDfs1000", (c, mj) => m.baselineGridDfs1000(GRID_1, c, mj)],
  ]) {
    for (const [value, shown] of [[0, "0"], [-0, "-0"], ...REFUSED]) {
      throwsMessage(() => run(value, 2), `catJump must be a whole number from 1 to 4294967295, got ${shown}`, name);
      throwsMessage(() => run(1, value), `mouseJump must be a whole number from 1 to 4294967295, got ${shown}`, name);
    }
    for (const j of [1, 5, ...HUGE]) assert.doesNotThrow(() => run(j, j), `${name} ${j}`);
  }
  assertAlive();
});

test("turn limits: every whole number from 1 to 2^32-1 is exact, others are refused", () => {
  const s = new m.GridSolution(GRID_1, 1, 2);
  const d = s.startDistance(); // the mouse wins in d plies
  for (const limit of [1, d - 1, d, ...HUGE]) {
    for (const options of [limit, { turnLimit: limit }]) {
      const g = new m.GridSolution(GRID_1, 1, 2, options);
      assert.equal(g.turnLimit, limit);
      assert.equal(g.answer(), d <= limit, `limit ${limit}`);
      g.free();
    }
  }
  for (const [value, shown] of [[0, "0"], [-0, "-0"], ...REFUSED.filter(([v]) => typeof v === "number")]) {
    throwsMessage(() => new m.GridSolution(GRID_1, 1, 2, value),
      `turnLimit must be a whole number from 1 to 4294967295, got ${shown}`);
    throwsMessage(() => new m.GridSolution(GRID_1, 1, 2, { turnLimit: value }),
      `options.turnLimit must be a whole number from 1 to 4294967295, got ${shown}`);
  }
});

test("plies left and line lengths: 0 to 2^32-1 exact, others refused", () => {
  const s = new m.GridSolution(GRID_1, 1, 2);
  const [mouse, cat] = [s.startMouse, s.startCat];
  const d = s.startDistance();
  const { MouseWin, CatWin } = m.Outcome;
  for (const [left, want] of [[0, CatWin], [1, CatWin], [d - 1, CatWin], [d, MouseWin], ...HUGE.map((h) => [h, MouseWin])]) {
    assert.equal(s.limitedOutcome(mouse, cat, 0, left), want, `pliesLeft ${left}`);
    const all = s.limitedOutcomes(left);
    assert.equal(all[mouse * s.places + cat], want, `limitedOutcomes(${left})`);
  }
  for (const [maxPlies, plies, end] of [[0, 0, "cut"], [1, 1, "cut"], [d, d, "home"], ...HUGE.map((h) => [h, d, "home"])]) {
    const line = s.line(mouse, cat, 0, maxPlies);
    assert.deepEqual([line.plies, line.end], [plies, end], `maxPlies ${maxPlies}`);
  }
  for (const [value, shown] of REFUSED) {
    throwsMessage(() => s.limitedOutcome(mouse, cat, 0, value), `pliesLeft must be a whole number from 0 to 4294967295, got ${shown}`);
    throwsMessage(() => s.limitedOutcomes(value), `pliesLeft must be a whole number from 0 to 4294967295, got ${shown}`);
    throwsMessage(() => s.line(mouse, cat, 0, value), `maxPlies must be a whole number from 0 to 4294967295, got ${shown}`);
  }
});

test("places: 0 to places-1 accepted, the rest refused with the full range", () => {
  for (const [s, n] of [[new m.GraphSolution(EXAMPLE_1), 6], [new m.GridSolution(GRID_1, 1, 2), 15]]) {
    for (const p of [0, 1, n - 1]) {
      assert.doesNotThrow(() => s.outcome(p, p, 0));
      assert.doesNotThrow(() => s.distance(0, p, 1));
    }
    for (const [value, shown] of [[n, String(n)], ...HUGE.map((h) => [h, String(h)]), ...REFUSED]) {
      for (const method of ["outcome", "distance", "bestMoves", "legalMoves", "status", "line"]) {
        throwsMessage(() => s[method](value, 0, 0), `mouse place must be a whole number from 0 to ${n - 1}, got ${shown}`);
        throwsMessage(() => s[method](0, value, 1), `cat place must be a whole number from 0 to ${n - 1}, got ${shown}`);
      }
      throwsMessage(() => s.after(s.startMouse, s.startCat, 0, value), `to must be a whole number from 0 to ${n - 1}, got ${shown}`);
    }
  }
});

test("node numbers: up to 2^32-1 read exactly (then out of range), beyond refused", () => {
  for (const big of HUGE) {
    for (const run of [m.catMouseGame, (g) => new m.GraphSolution(g), m.checkGraph, m.baselineDp2n, m.baselineDfs2n2]) {
      throwsMessage(() => run([[1], [0, big], []]), `graph[1] lists node ${big} but the graph has 3 nodes`);
    }
    throwsMessage(() => new m.GraphSolution(EXAMPLE_2, { hole: big }), `the hole is node ${big} but the graph has 4 nodes`);
    throwsMessage(() => new m.GraphSolution(EXAMPLE_2, { cat: big }), `the cat start is node ${big} but the graph has 4 nodes`);
  }
  for (const [value, shown] of REFUSED) {
    throwsMessage(() => m.catMouseGame([[1], [0, value], []]), `graph[1][1] must be a whole number from 0 to 4294967295, got ${shown}`);
    throwsMessage(() => new m.GraphSolution(EXAMPLE_2, { mouse: value }), `options.mouse must be a whole number from 0 to 4294967295, got ${shown}`);
  }
  assert.equal(m.catMouseGame([[-0 + 1, 3], [-0], [3], [0, 2]]), 1, "-0 is node 0");
  assert.equal(new m.GraphSolution(EXAMPLE_2, { hole: -0, first: -0 }).answer(), 1, "-0 is 0");
});
