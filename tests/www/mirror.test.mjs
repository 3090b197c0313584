// The board in words (www/board/mirror.js): every place listed with what its colour shows, the
// pieces, goals and edges, escaped; and the write-if-changed helpers of the live regions
// (www/ui/dom.js setText, setHtml).
import { test } from "node:test";
import assert from "node:assert/strict";
import { graphWords, gridWords, boardName, placeOutcome, changedPlaces, MIRROR_PLACES, MIRROR_EDGES } from "../../www/board/mirror.js";
import { setText, setHtml } from "../../www/ui/dom.js";

const graphState = (adj, extra = {}) => ({
  mode: "graph",
  graph: { adj, hole: 0, mouse: 1, cats: [2], pos: adj.map((_, i) => [i, 0]), ...extra },
  grid: { rows: ["M.C.F"] },
  solution: { id: 1, turnLimit: 0 },
});
const col = (places, position = { mouse: 1, cats: [2], turn: 0 }) => ({ ranging: "mouse", position, places, marks: [] });

test("a graph's words: one item a node, in order, with what is on it, its outcome and its edges", () => {
  const adj = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
  const places = adj.map((_, i) => (i === 3 ? { outcome: "draw", distance: 0, after: true } : { outcome: i % 2 ? "mouse" : "cat", distance: i }));
  const html = graphWords(graphState(adj), col(places));
  const items = [...html.matchAll(/<li data-place="(\d+)">([^<]*)<\/li>/g)];
  assert.deepEqual(items.map((m) => Number(m[1])), [0, 1, 2, 3, 4, 5]);
  assert.equal(items[0][2], "node 0 (the hole): cat has won; edges to 2, 5.");
  assert.equal(items[1][2], "node 1 (the mouse): mouse wins in 1 ply; edges to 3.");
  assert.equal(items[2][2], "node 2 (the cat): cat wins in 2 plies; edges to 0, 4, 5.");
  assert.equal(items[3][2], "node 3: a move: after it, draw: with best play the position repeats; edges to 1, 4, 5.");
  assert.match(html, /A graph of 6 nodes and 7 edges\. The mouse is on node 1, the cat on node 2, the hole is node 0; mouse to move\./);
  // one-way edges are moves, out of each node
  const oneWay = graphWords(graphState([[1], [2], []], { rules: { directed: true } }), col([{ outcome: "cat", distance: 1 }, { outcome: "cat", distance: 1 }, { outcome: "cat", distance: 0 }]));
  assert.match(oneWay, /2 moves/);
  assert.match(oneWay, /node 2 \(the cat\): cat has won; no edges\./);
});

test("unsolved places say so; a board over the cap says how many it leaves out", () => {
  const adj = Array.from({ length: MIRROR_PLACES + 3 }, () => []);
  const html = graphWords({ ...graphState(adj), solution: null }, col([]));
  assert.equal((html.match(/<li /g) ?? []).length, MIRROR_PLACES);
  assert.match(html, /3 more nodes not listed/);
  assert.equal(placeOutcome(undefined, false, 0), "solving");
  // a node of many edges lists the first MIRROR_EDGES and counts the rest
  const star = graphWords(graphState([Array.from({ length: MIRROR_EDGES + 5 }, (_, i) => i + 1), ...Array.from({ length: MIRROR_EDGES + 5 }, () => [0])]), col([]));
  assert.match(star, new RegExp(`node 0 \\(the hole\\): solving; edges to 1, 2, [\\d, ]+, ${MIRROR_EDGES} and 5 more\\.`));
  assert.equal(placeOutcome({ outcome: "none" }, true, 0), "no position");
});

test("an edit rewrites only the places whose words changed; a board of another size, every place", () => {
  assert.deepEqual(changedPlaces(["a", "b", "c", "d"], ["a", "x", "c", "y"]), [1, 3]);
  assert.deepEqual(changedPlaces(["a", "b"], ["a", "b"]), []);
  assert.deepEqual(changedPlaces([], ["a", "b"]), [0, 1]);
  assert.deepEqual(changedPlaces(["a", "b", "c"], ["a", "b"]), [0, 1]);
  assert.deepEqual(changedPlaces(["a"], []), []);
  // on a grid's words: moving the mouse changes its old cell's words, its new cell's, and the
  // outcomes that the move changed, nothing else
  const state = { mode: "grid", graph: { adj: [] }, grid: { rows: ["M..", "..C", "F.."] }, solution: { id: 3, turnLimit: 1000 } };
  const cells = (html) => [...html.matchAll(/<td data-place="\d+">([^<]*)<\/td>/g)].map((m) => m[1]);
  const places = Array.from({ length: 9 }, (_, p) => ({ outcome: "cat", distance: p }));
  const before = cells(gridWords(state, col(places, { mouse: 0, cats: [5], turn: 0 })));
  const moved = places.map((v, p) => (p === 7 ? { outcome: "mouse", distance: 1 } : v));
  const after = cells(gridWords({ ...state, grid: { rows: [".M.", "..C", "F.."] } }, col(moved, { mouse: 1, cats: [5], turn: 0 })));
  assert.equal(before.length, 9);
  assert.deepEqual(changedPlaces(before, after), [0, 1, 7]);
});

test("a grid's words: a table row by row, walls, pieces, the food, every cell's outcome", () => {
  const state = { mode: "grid", graph: { adj: [] }, grid: { rows: ["M#", "CF"] }, solution: { id: 2, turnLimit: 1000 } };
  const places = [{ outcome: "mouse", distance: 3, after: true }, null, { outcome: "cat", distance: 0 }, { outcome: "endless", distance: 0 }];
  const html = gridWords(state, col(places, { mouse: 0, cats: [2], turn: 0 }));
  const cells = [...html.matchAll(/<td data-place="(\d+)">([^<]*)<\/td>/g)].map((m) => [Number(m[1]), m[2]]);
  assert.deepEqual(cells, [
    [0, "the mouse: a move: after it, mouse wins in 3 plies"],
    [1, "wall"],
    [2, "the cat: cat has won"],
    [3, "food: endless without the limit: cat wins at ply 1000"],
  ]);
  assert.deepEqual([...html.matchAll(/<th scope="row">([^<]*)</g)].map((m) => m[1]), ["row 0", "row 1"]);
  assert.match(html, /the food is on cell \(1, 1\)/);
  assert.match(boardName(state, col(places, { mouse: 0, cats: [2], turn: 1 })), /^Board: a grid of 2 by 2 cells\. Each cell's colour says who wins with the mouse there, the cat staying put, cat to move/);
});

/** An element stand-in that counts writes, and serialises markup as a browser might (quotes normalised). */
function fakeElement() {
  const el = { writes: 0, text: "", html: "" };
  Object.defineProperty(el, "textContent", { get: () => el.text, set: (v) => { el.writes++; el.text = v; el.html = v; } });
  Object.defineProperty(el, "innerHTML", { get: () => el.html.replace(/'/g, "\""), set: (v) => { el.writes++; el.html = v; el.text = v.replace(/<[^>]*>/g, ""); } });
  return el;
}

test("live regions are written only when their words change", () => {
  const el = fakeElement();
  setText(el, "Cat wins");
  setText(el, "Cat wins");
  assert.equal(el.writes, 1);
  setText(el, "Draw");
  assert.equal(el.writes, 2);
  const box = fakeElement();
  setHtml(box, "<span class='dot'>C</span><span>Cat wins</span>");
  setHtml(box, "<span class='dot'>C</span><span>Cat wins</span>");
  assert.equal(box.writes, 1, "the same markup again: no write (even where the browser serialises it differently)");
  box.textContent = "Solving…"; // written by someone else in between
  setHtml(box, "<span class='dot'>C</span><span>Cat wins</span>");
  assert.equal(box.writes, 3, "the markup is back after another write");
  assert.equal(box.text, "CCat wins");
});

test("the package's option names become the Rules panel's switches in the page's messages", async () => {
  const { pageWords } = await import("../../www/model/rules.js");
  assert.equal(pageWords("node 3: one-way edge 3→4: allowed only with `directed: true`"), "node 3: one-way edge 3→4: allowed only with “One-way edges” ticked in the Rules panel");
  assert.equal(pageWords("several foods are allowed only with `severalFoods: true`"), "several foods are allowed only with “Several foods” ticked in the Rules panel");
  assert.equal(pageWords("only with `mouseStays: false`"), "only with “Mouse may stay put” unticked in the Rules panel");
  assert.equal(pageWords("an unknown `option: true` stays"), "an unknown `option: true` stays");
});
