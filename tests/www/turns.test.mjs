// Which turn each place of the board shows, in words (www/board/turns.js turnWords): unringed
// places the side to move now, ringed places the position after the mover's move, and
// the mover's own place, when ringed, staying put.
import { test } from "node:test";
import assert from "node:assert/strict";
import { turnWords } from "../../www/board/turns.js";

test("LeetCode 1728 example 1: plain cells are the mouse to move, ringed ones after its move, its own cell if it stays", () => {
  // the mouse on (2, 0) = place 10 of a 3x5 grid, the cat on (1, 1) = 6; the mouse may stay (jump 0)
  const col = { position: { mouse: 10, cats: [6], turn: 0 }, marks: [{ place: 10 }, { place: 11 }, { place: 12 }] };
  assert.deepEqual(turnWords("grid", col), {
    now: "mouse to move",
    after: "after the mouse's move, cat to move",
    own: "its own cell: if it stays",
  });
});

test("the cat to move, on a graph with two cats: the cats' words; no ring on the mover's node, no own-place words", () => {
  const col = { position: { mouse: 1, cats: [2, 4], turn: 1 }, marks: [{ place: 0 }, { place: 3 }] };
  assert.deepEqual(turnWords("graph", col), { now: "cats to move", after: "after the cats' move, mouse to move", own: "" });
});

test("no ring on the board (the coloured piece is not the mover): only the plain places' words", () => {
  const col = { position: { mouse: 1, cats: [2], turn: 1 }, marks: [] };
  assert.deepEqual(turnWords("graph", col), { now: "cat to move", after: "", own: "" });
});
