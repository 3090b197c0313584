// The colouring view (www/board/colouring.js) over real solutions from the release package: each
// place shows its state's outcome and distance, the grid's verdict under the turn limit is the
// solver's (limitedOutcome), and the pieces shown are the puzzle's, the explore views' or a
// dragged piece's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { colouring, stateView, NONE } from "../../www/board/colouring.js";
import { position } from "../../www/model/places.js";
import { tintOf } from "../../www/model/tint.js";
import { solved, OUTCOME, LIMITS } from "./solver.mjs";

const pkg = await import(new URL("../../www/pkg/cat_mouse.js", import.meta.url));

const EXAMPLE_1 = { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2] };
const RACE = { mode: "grid", rows: ["M.C...F", "......."], catJump: 1, mouseJump: 3 };

/** A page state showing `spec`, with its solution. */
function stateOf(spec, view = {}) {
  const solution = solved(spec);
  const graph = spec.mode === "graph" ? spec : { adj: [[1], [0, 2], [1]], pos: [], hole: 0, mouse: 1, cats: [2] };
  const grid = spec.mode === "grid" ? { turnLimit: LIMITS.defaultTurnLimit, ...spec } : { rows: ["MCF"], catJump: 1, mouseJump: 1, turnLimit: 9 };
  return { mode: spec.mode, graph, grid, solution, view: { colour: "mouse", turn: 0, at: null, drag: null, ...view } };
}

test("every place shows the solver's outcome and distance of its state (graph)", () => {
  const state = stateOf(EXAMPLE_1);
  const s = new pkg.GraphSolution(EXAMPLE_1.adj);
  const name = { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat", [OUTCOME.draw]: "draw", [OUTCOME.none]: "none" };
  for (const [colour, turn] of [["mouse", 0], ["mouse", 1], ["cat", 0], ["cat", 1]]) {
    state.view.colour = colour;
    state.view.turn = turn;
    const col = colouring(state);
    assert.deepEqual(col.position, { mouse: 1, cats: [2], turn });
    assert.equal(col.places.length, 6);
    col.places.forEach((view, p) => {
      const [m, c] = colour === "mouse" ? [p, 2] : [1, p];
      const o = s.outcome(m, c, turn);
      assert.equal(view.outcome, name[o], `${colour} ${turn} place ${p}`);
      assert.equal(view.distance, o === OUTCOME.none ? 0 : s.distance(m, c, turn), `${colour} ${turn} place ${p}`);
      assert.equal(view.limited, null, "the graph has no turn limit");
    });
  }
  s.free();
});

test("the grid's verdict under the turn limit is the solver's, whatever the limit", () => {
  const mouseWinsAt = {};
  for (const turnLimit of [1, 2, 3, 4, 6, LIMITS.defaultTurnLimit]) {
    const state = stateOf({ ...RACE, turnLimit });
    const s = new pkg.GridSolution(RACE.rows, RACE.catJump, RACE.mouseJump, turnLimit);
    const n = s.places;
    let mouseWins = 0;
    for (let turn = 0; turn < 2; turn++) {
      for (let m = 0; m < n; m++) {
        for (let c = 0; c < n; c++) {
          const view = stateView(state.solution, m, [c], turn);
          const limited = s.limitedOutcome(m, c, turn);
          const o = s.outcome(m, c, turn);
          if (o === OUTCOME.none) {
            assert.deepEqual(view, NONE);
            continue;
          }
          assert.equal(view.outcome, o === OUTCOME.draw ? "endless" : o === OUTCOME.mouse ? "mouse" : "cat");
          assert.equal(view.limited, limited === OUTCOME.mouse ? "mouse" : "cat", `${m},${c},${turn} limit ${turnLimit}`);
          if (view.limited === "mouse") mouseWins++;
        }
      }
    }
    mouseWinsAt[turnLimit] = mouseWins;
    s.free();
  }
  // the limit matters on this board: a tighter limit never leaves more mouse wins, and a limit
  // of 1 leaves fewer than LeetCode's
  const counts = Object.values(mouseWinsAt);
  assert.ok(counts.every((k, i) => i === 0 || k >= counts[i - 1]), JSON.stringify(mouseWinsAt));
  assert.ok(mouseWinsAt[1] < mouseWinsAt[LIMITS.defaultTurnLimit], JSON.stringify(mouseWinsAt));
});

test("a place off the board, or no solution, shows nothing", () => {
  const state = stateOf(EXAMPLE_1);
  for (const [m, c] of [[-1, 2], [1, 6], [6, 1], [1, -1]]) assert.deepEqual(stateView(state.solution, m, [c], 0), NONE);
  const col = colouring({ ...state, solution: null });
  assert.deepEqual(col.places, []);
  assert.deepEqual(col.position, { mouse: 1, cats: [2], turn: 0 });
});

test("the pieces shown: the puzzle's, the explore views', then a dragged piece's", () => {
  const grid = stateOf(RACE);
  assert.deepEqual(position(grid), { mouse: 0, cats: [2], turn: 0 });
  assert.deepEqual(position({ ...grid, view: { ...grid.view, at: { mouse: 8, cats: [9] }, turn: 1 } }), { mouse: 8, cats: [9], turn: 1 });
  assert.deepEqual(position({ ...grid, view: { ...grid.view, at: { mouse: 8, cats: [9] }, drag: { piece: "cat", at: 13 } } }), { mouse: 8, cats: [13], turn: 0 });
  assert.deepEqual(position({ ...grid, view: { ...grid.view, drag: { piece: "food", at: null } } }), { mouse: 0, cats: [2], turn: 0 });
  const graph = stateOf(EXAMPLE_1, { drag: { piece: "mouse", at: 4 } });
  assert.deepEqual(position(graph), { mouse: 4, cats: [2], turn: 0 });
  // a grid without a mouse shows no mouse
  assert.equal(position({ ...grid, grid: { ...grid.grid, rows: ["..C...F"] } }).mouse, -1);
});

test("tints split the distances in thirds: the soonest wins are the strongest colour", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => tintOf(d, 10)), [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
  assert.equal(tintOf(0, 0), 1);
  assert.equal(tintOf(1049, 1049), 3);
  const state = stateOf(EXAMPLE_1);
  for (const view of colouring(state).places) {
    if (view.outcome === "mouse" || view.outcome === "cat") assert.equal(view.tint, tintOf(view.distance, state.solution.maxDistance));
    else if (view.outcome === "none") assert.equal(view.tint, 0);
    else assert.equal(view.tint, 1);
  }
});
