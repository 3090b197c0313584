// Issue 8, finding 4: a work budget beside the memory budget. The game moves are counted from
// the puzzle's shape before any move list is built: a puzzle over the limit is refused at once,
// naming the count and the limit, and the module is unharmed.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, footprint, assertHealthy, throwsMessage, millis } from "./support.mjs";
import { MAX_CATS } from "../../www/model/puzzle.js";

const LIMIT = 5_000_000_000;

/** A 1×n row with the mouse, the cat and the food at its left end. */
const row = (n) => [`M${".".repeat(n - 3)}CF`];

/** An n×n open grid. */
function open(n) {
  const cells = Array.from({ length: n }, () => Array(n).fill("."));
  cells[0][0] = "M";
  cells[n - 1][n - 1] = "C";
  cells[n >> 1][n >> 1] = "F";
  return cells.map((r) => r.join(""));
}

/** The complete graph on n nodes. */
const complete = (n) => Array.from({ length: n }, (_, a) => [...Array(n).keys()].filter((b) => b !== a));

test("limits() states the budgets and the defaults, and the page's Cat tool allows the package's most cats", () => {
  assert.deepEqual(m.limits(), { maxPlaces: 6000, maxGameMoves: LIMIT, defaultTurnLimit: 1000, defaultLinePlies: 100000, maxCats: 8 });
  assert.equal(MAX_CATS, m.limits().maxCats);
});

test("the issue's 1x6000 row with jumps of 6000 is refused at once, naming the count and the limit", () => {
  const grid = row(6000);
  const moves = 6000 * 2 * 6000 * 6000; // every cell reaches all 6000 cells, for both pieces
  const message = `the game has ${moves} game moves (legal moves summed over every position); the work budget allows at most ${LIMIT}`;
  for (const run of [
    () => m.canMouseWin(grid, 6000, 6000),
    () => new m.GridSolution(grid, 6000, 6000),
    () => m.checkGrid(grid, 6000, 6000),
    () => m.baselineGridDfs1000(grid, 6000, 6000),
    () => m.canMouseWin(grid, 2 ** 32 - 1, 2 ** 32 - 1),
  ]) {
    throwsMessage(run, message);
  }
  millis(() => m.canMouseWin(grid, 6000, 6000));
  const before = footprint();
  const ms = Math.min(...[1, 2, 3].map(() => millis(() => m.canMouseWin(grid, 6000, 6000))));
  assert.ok(ms < 250, `${ms} ms`); // well under 1 ms; loose for a loaded machine
  assertHealthy(before);
});

test("the count is exact: just over the limit is refused, the editor's largest grid is accepted", () => {
  // A 64x64 open grid: 127 moves per cell with jumps of 63 or more (the longest that fits).
  assert.deepEqual(m.checkGrid(open(64), 64, 64), { places: 4096, states: 2 * 4096 ** 2, gameMoves: 4096 * 2 * 4096 * 127 });
  assert.deepEqual(m.checkGrid(open(64), 2 ** 31, 2 ** 31), m.checkGrid(open(64), 63, 63));
  // 1×n rows with jumps n: n·2·n² game moves; the largest n within the limit passes.
  const n = Math.floor(Math.cbrt(LIMIT / 2));
  assert.equal(m.checkGrid(row(n), n, n).gameMoves, 2 * n ** 3);
  throwsMessage(() => m.checkGrid(row(n + 1), n + 1, n + 1), new RegExp(`^the game has ${2 * (n + 1) ** 3} game moves`));
  // Complete graphs: n(n-1) list entries, n(n-1)² mouse moves plus n(n-1)(n-2) cat moves.
  const graphMoves = (k) => k * (k - 1) * (k - 1) + k * (k - 1) * (k - 2);
  let k = 3;
  while (graphMoves(k + 1) <= LIMIT) k++;
  assert.equal(m.checkGraph(complete(k)).gameMoves, graphMoves(k));
  const before = footprint();
  const big = complete(k + 1);
  throwsMessage(() => new m.GraphSolution(big), `the game has ${graphMoves(k + 1)} game moves (legal moves summed over every position); the work budget allows at most ${LIMIT}`);
  const ms = Math.min(...[1, 2, 3].map(() => millis(() => m.catMouseGame(big))));
  assert.ok(ms < 250, `refused from its lengths alone: ${ms} ms`); // loose for a loaded machine
  assertHealthy(before);
});

test("the work count of a solved game is its gameMoves", () => {
  const s = new m.GridSolution(["M.#.", "C..F"], 3, 2);
  assert.equal(m.checkGrid(["M.#.", "C..F"], 3, 2).gameMoves, s.gameMoves);
  const g = new m.GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]);
  assert.equal(m.checkGraph([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]).gameMoves, g.gameMoves);
});
