// The table as CSV (www/solver/csv.js) against the package's own queries, row by row: one cat on
// a graph and a grid (with its limited column), several cats (one row per multiset), and the
// message past the stated size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { tableCsv, csvHeader, csvTooBig, CSV_MAX_STATES } from "../../www/solver/csv.js";
import * as wasm from "../../www/solver/wasm.js";
import "./solver.mjs"; // (loads the package)

const WORD = { mouse: wasm.OUTCOME.mouse, cat: wasm.OUTCOME.cat, draw: wasm.OUTCOME.draw };

/** Checks every row against the handle, and that every position has its row. */
function check(mode, puzzle) {
  const { solution, handle } = wasm.solve(mode, mode === "graph" ? puzzle : null, mode === "grid" ? puzzle : null);
  const lines = tableCsv(solution).trimEnd().split("\n");
  assert.equal(lines[0], csvHeader(solution));
  const k = solution.catCount;
  for (const line of lines.slice(1)) {
    const f = line.split(",");
    const mouse = Number(f[0]);
    const cats = f.slice(1, 1 + k).map(Number);
    const [turnWord, outcome, distance, limited] = f.slice(1 + k);
    const turn = turnWord === "mouse" ? 0 : 1;
    const cat = k > 1 ? cats : cats[0];
    assert.equal(handle.outcome(mouse, cat, turn), WORD[outcome], line);
    assert.equal(handle.distance(mouse, cat, turn), Number(distance), line);
    if (mode === "grid") assert.equal(handle.limitedOutcome(mouse, cat, turn), WORD[limited], line);
    else assert.equal(limited, undefined);
  }
  const c = handle.counts();
  assert.equal(lines.length - 1, c.mouseWin + c.catWin + c.draw, "a row per position");
  assert.equal(csvTooBig(solution), "");
  handle.free();
  return lines;
}

test("the CSV is the package's table, row by row", () => {
  const lines = check("graph", { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2] });
  assert.equal(lines[0], "mouse,cat,turn,outcome,distance");
  const grid = check("grid", { rows: ["M.#..", "...C.", "#..F."], catJump: 1, mouseJump: 1, turnLimit: 2 });
  assert.equal(grid[0], "mouse,cat,turn,outcome,distance,limited");
  assert.ok(grid.some((l) => /,mouse,\d+,cat$/.test(l)), "a mouse win the limit of 2 plies gives to the cat");
  const cats = check("graph", { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2, 4, 3], rules: { severalCats: true } });
  assert.equal(cats[0], "mouse,cat1,cat2,cat3,turn,outcome,distance");
});

test("past the stated size the CSV says how to get the table from the package", () => {
  const why = csvTooBig({ outcomes: { length: CSV_MAX_STATES + 2 } });
  assert.match(why, /up to 180,000 states/);
  assert.match(why, /outcomes\(\) and distances\(\)/);
  assert.match(why, /docs\/api\.md/);
  assert.notEqual(csvTooBig({ counts: null }), "", "a table held by the worker (no arrays here)");
});
