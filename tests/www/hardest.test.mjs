// Loading a hardest position (www/explore/hardest.js startAt): the puzzle a listed position
// becomes, on the graph (the player to move moves first, several cats, no hole) and on the grid
// (the pieces swap rather than vanish), and the positions that cannot start a game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { startAt } from "../../www/explore/hardest.js";

const GRAPH = { adj: [[1], [0, 2], [1, 3], [2]], hole: 0, mouse: 1, cats: [2], first: "mouse" };

test("a graph position becomes the puzzle's start: its pieces, and its player to move first", () => {
  const state = { mode: "graph", graph: GRAPH };
  assert.deepEqual(startAt(state, { mouse: 3, cats: [1], turn: 1 }, false).graph, { ...GRAPH, mouse: 3, cats: [1], first: "cat" });
  assert.deepEqual(startAt(state, { mouse: 2, cats: [3], turn: 0 }, false).graph, { ...GRAPH, mouse: 2, cats: [3], first: "mouse" });
  // several cats
  const cats = { mode: "graph", graph: { ...GRAPH, cats: [2, 3], rules: { severalCats: true } } };
  assert.deepEqual(startAt(cats, { mouse: 0, cats: [1, 3], turn: 1 }, false).graph, { ...cats.graph, mouse: 0, cats: [1, 3], first: "cat" });
  // no hole: the hole's node (never read) moves off the pieces
  const none = { mode: "graph", graph: { ...GRAPH, hole: 3, rules: { noHole: true } } };
  const next = startAt(none, { mouse: 3, cats: [1], turn: 0 }, false).graph;
  assert.equal(next.mouse, 3);
  assert.ok(![3, 1].includes(next.hole));
});

test("a finished position, two cats on a node or the mouse on a cat cannot start a game", () => {
  const state = { mode: "graph", graph: { ...GRAPH, cats: [2, 3], rules: { severalCats: true } } };
  assert.equal(startAt(state, { mouse: 1, cats: [2, 3], turn: 0 }, true), null);
  assert.equal(startAt(state, { mouse: 1, cats: [2, 2], turn: 0 }, false), null);
  assert.equal(startAt(state, { mouse: 2, cats: [2, 3], turn: 0 }, false), null);
});

test("a grid position moves the pieces, swapping rather than dropping one", () => {
  const state = { mode: "grid", grid: { rows: ["M.C", "..F"], catJump: 1, mouseJump: 1, turnLimit: 9 } };
  assert.deepEqual(startAt(state, { mouse: 2, cats: [0], turn: 0 }, false).grid.rows, ["C.M", "..F"]);
  assert.deepEqual(startAt(state, { mouse: 1, cats: [3], turn: 1 }, false).grid.rows, [".M.", "C.F"]);
  assert.equal(startAt(state, { mouse: 1, cats: [3], turn: 1 }, false).grid.turnLimit, 9);
});
