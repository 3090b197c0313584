// Issue 8, finding 8: clear API edges. Unknown option keys are errors; an option getter's
// exception propagates as an Error; line() from a non-position is an error; messages say NaN
// and Infinity, and state the full allowed range.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, throwsMessage } from "./support.mjs";

test("unknown option keys are errors, naming the key and the known ones", () => {
  throwsMessage(() => new m.GraphSolution(EXAMPLE_1, { Hole: 3 }), "unknown option Hole; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats");
  throwsMessage(() => new m.GraphSolution(EXAMPLE_1, { hole: 0, firstPlayer: "cat" }), "unknown option firstPlayer; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats");
  throwsMessage(() => new m.GridSolution(GRID_1, 1, 2, { limit: 5 }), "unknown option limit; known: turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal");
});

test("an exception from an option getter propagates as an Error", () => {
  const options = {
    hole: 0,
    get cat() {
      throw new RangeError("no cat today");
    },
  };
  throwsMessage(() => new m.GraphSolution(EXAMPLE_1, options), "reading options.cat threw: RangeError: no cat today");
  const limit = {
    get turnLimit() {
      throw "a string, not an Error"; // eslint-disable-line no-throw-literal
    },
  };
  throwsMessage(() => new m.GridSolution(GRID_1, 1, 2, limit), 'reading options.turnLimit threw: "a string, not an Error"');
});

test("line() from a non-position is an error", () => {
  const graph = new m.GraphSolution(EXAMPLE_1);
  throwsMessage(() => graph.line(1, 0, 0), "not a position: the cat may not stand on place 0");
  throwsMessage(() => graph.line(3, 0, 1), "not a position: the cat may not stand on place 0");
  const grid = new m.GridSolution(GRID_1, 1, 2);
  throwsMessage(() => grid.line(0, 6, 0), "not a position: the mouse may not stand on place 0");
  throwsMessage(() => grid.line(10, 5, 1), "not a position: the cat may not stand on place 5");
  // A finished position is a position: its line has no ply.
  assert.deepEqual(graph.line(0, 2, 1), { mice: [0], cats: [2], firstTurn: 1, plies: 0, end: "home" });
});

test("messages say NaN and Infinity, and state the full range", () => {
  throwsMessage(() => m.canMouseWin(GRID_1, NaN, 1), "catJump must be a whole number from 1 to 4294967295, got NaN");
  throwsMessage(() => m.canMouseWin(GRID_1, 1, Infinity), "mouseJump must be a whole number from 1 to 4294967295, got Infinity");
  throwsMessage(() => m.canMouseWin(GRID_1, 1, -Infinity), "mouseJump must be a whole number from 1 to 4294967295, got -Infinity");
  throwsMessage(() => m.canMouseWin(GRID_1, 4294967296, 1), "catJump must be a whole number from 1 to 4294967295, got 4294967296");
  throwsMessage(() => m.catMouseGame([[1], [0, NaN], []]), "graph[1][1] must be a whole number from 0 to 4294967295, got NaN");
  throwsMessage(() => new m.GraphSolution(EXAMPLE_1, { hole: Infinity }), "options.hole must be a whole number from 0 to 4294967295, got Infinity");
  throwsMessage(() => new m.GridSolution(GRID_1, 1, 2, NaN), "turnLimit must be a whole number from 1 to 4294967295, got NaN");
  const graph = new m.GraphSolution(EXAMPLE_1);
  throwsMessage(() => graph.line(1, 2, 0, NaN), "maxPlies must be a whole number from 0 to 4294967295, got NaN");
  throwsMessage(() => graph.outcome(NaN, 2, 0), "mouse place must be a whole number from 0 to 5, got NaN");
  throwsMessage(() => graph.outcome(1, 2, NaN), "turn must be Player.Mouse (0) or Player.Cat (1), got NaN");
});
