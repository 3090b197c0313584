// Pieces move for free: the table does not depend on where the pieces start, so a puzzle whose
// pieces moved keeps its table (model/puzzle.js tableKey) and only its start's facts are asked
// again (solver/wasm.js startFacts). Checked against a fresh solve of the moved puzzle, every
// start of random graphs (one cat, several, cat first) and grids: the same start, outcome,
// distance, LeetCode answers and roles as the package's own summary gives.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as wasm from "../../www/solver/wasm.js";
import { tableKey, startOf, placePiece } from "../../www/model/puzzle.js";
import { LIMITS } from "./solver.mjs";
import { seeded, randomGraph } from "./random.mjs";

const FACTS = ["start", "startOutcome", "startDistance", "answer", "leetCodeAnswer", "classicRoles"];
const pick = (solution) => Object.fromEntries(FACTS.map((k) => [k, solution[k]]));

/** Every start of `puzzles` (one table): startFacts on the first one's handle equals a fresh solve's summary. */
function checkAll(mode, puzzles) {
  // (the table is solved once, from the first start the solver takes)
  let handle = null;
  let graph0 = null;
  let grid0 = null;
  for (const p of puzzles) {
    try {
      ({ handle } = wasm.solve(mode, mode === "graph" ? p : null, mode === "grid" ? p : null));
      [graph0, grid0] = mode === "graph" ? [p, null] : [null, p];
      break;
    } catch {
      // (not a start: the next)
    }
  }
  assert.ok(handle, "some start solves");
  let checked = 0;
  for (const p of puzzles) {
    const graph = mode === "graph" ? p : null;
    const grid = mode === "grid" ? p : null;
    assert.equal(tableKey(mode, graph, grid), tableKey(mode, graph0, grid0), "one table");
    let fresh;
    try {
      fresh = wasm.solve(mode, graph, grid);
    } catch {
      continue; // (a start the solver refuses: the cat in the hole, two pieces on one place)
    }
    const s = startOf(mode, graph, grid);
    assert.deepEqual(s, fresh.solution.start, "startOf reads the start as the solver does");
    assert.deepEqual(wasm.startFacts(handle, s.mouse, s.cats, s.turn), pick(fresh.solution), JSON.stringify(s));
    fresh.handle.free();
    checked++;
  }
  handle.free();
  return checked;
}

test("a graph's pieces moved: the start's facts off the same table equal a fresh solve's, every start", () => {
  const rand = seeded(41);
  let checked = 0;
  for (let trial = 0; trial < 12; trial++) {
    const g = randomGraph(rand, 5 + (trial % 4));
    const n = g.adj.length;
    const several = trial % 3 === 2;
    const first = trial % 2 ? "cat" : "mouse";
    const puzzles = [];
    for (let m = 0; m < n; m++) {
      for (let c = 0; c < n; c++) {
        puzzles.push({ ...g, mouse: m, cats: several ? [c, (c + 1) % n] : [c], first });
      }
    }
    checked += checkAll("graph", puzzles);
  }
  // the classic roles: LeetCode's start, and away from it
  const g = { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2], first: "mouse" };
  checked += checkAll("graph", [g, { ...g, mouse: 3 }, { ...g, cats: [4] }, { ...g, first: "cat" }]);
  assert.ok(checked > 250, `${checked} starts checked`);
});

test("a grid's pieces moved: the same table, and the facts of a fresh solve, the turn limit's answers included", () => {
  const rand = seeded(7);
  let checked = 0;
  for (let trial = 0; trial < 6; trial++) {
    const rows = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => (rand() < 0.2 ? "#" : ".")).join(""));
    const base = { rows, catJump: 1 + (trial % 3), mouseJump: 1 + ((trial + 1) % 3), turnLimit: trial % 2 ? LIMITS.defaultTurnLimit : 6, rules: {} };
    let grid = placePiece({ ...base }, "food", 0, 0);
    const puzzles = [];
    for (let m = 1; m < 20; m += 3) {
      for (let c = 2; c < 20; c += 4) {
        // (the pieces on floor cells only: a piece on a wall would change the table)
        if (m === c || rows[Math.floor(m / 5)][m % 5] === "#" || rows[Math.floor(c / 5)][c % 5] === "#") continue;
        let g = placePiece(grid, "mouse", Math.floor(m / 5), m % 5);
        g = placePiece(g, "cat", Math.floor(c / 5), c % 5);
        if (g.rows.join("").includes("M") && g.rows.join("").includes("C") && g.rows.join("").includes("F")) puzzles.push(g);
      }
    }
    if (puzzles.length > 1) checked += checkAll("grid", puzzles);
  }
  assert.ok(checked > 50, `${checked} starts checked`);
});

test("the table's key: the same for moved pieces, another for any other edit", () => {
  const g = { adj: [[1, 2], [0, 2], [0, 1]], hole: 0, mouse: 1, cats: [2], first: "mouse", pos: [[0, 0], [1, 0], [0, 1]] };
  const key = tableKey("graph", g, null);
  assert.equal(tableKey("graph", { ...g, mouse: 2, cats: [1], first: "cat", pos: [[5, 5], [1, 0], [0, 1]] }, null), key);
  assert.notEqual(tableKey("graph", { ...g, hole: 1 }, null), key);
  assert.notEqual(tableKey("graph", { ...g, adj: [[1], [0, 2], [1]] }, null), key);
  assert.notEqual(tableKey("graph", { ...g, cats: [1, 2] }, null), key, "another number of cats: another table");
  assert.notEqual(tableKey("graph", { ...g, rules: { mousePass: true } }, null), key);
  const grid = { rows: ["M.#", "..F", "C.."], catJump: 1, mouseJump: 2, turnLimit: 1000, rules: {} };
  const gk = tableKey("grid", null, grid);
  assert.equal(tableKey("grid", null, { ...grid, rows: [".M#", "..F", "..C"] }), gk);
  assert.notEqual(tableKey("grid", null, { ...grid, rows: ["M..", "..F", "C.."] }), gk, "a wall");
  assert.notEqual(tableKey("grid", null, { ...grid, rows: ["M.#", "F..", "C.."] }), gk, "the food");
  assert.notEqual(tableKey("grid", null, { ...grid, catJump: 2 }), gk);
  assert.notEqual(tableKey("grid", null, { ...grid, turnLimit: 999 }), gk);
});
