// Puzzle edits (www/model/puzzle.js) as pure functions: each returns a new puzzle and leaves its input
// alone, keeps the ids 0..n-1 and the three roles distinct, and refuses what would break the
// puzzle with a message the page shows.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  addNode, toggleEdge, deleteNode, moveNode, setRole, findCell, paintCell, placePiece, resize, setNumber, MAX_SIDE, MAX_TURN_LIMIT, sideLimits, fieldLimit,
  rolesMoved, removeEdge, spotNear,
} from "../../www/model/puzzle.js";
import { MIN_GAP } from "../../www/model/layout.js";

const graph = () => ({ adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], pos: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]], hole: 0, mouse: 1, cats: [2] });
const frozen = (x) => JSON.parse(JSON.stringify(x));

test("graph edits return a new puzzle and never change their input", () => {
  const g = graph();
  const before = frozen(g);
  const edits = [
    addNode(g, [3, 3]), toggleEdge(g, 1, 2), toggleEdge(g, 2, 5), deleteNode(g, 4), moveNode(g, 3, [9, 9]), setRole(g, "hole", 3),
    removeEdge(g, 0, 2), toggleEdge({ ...g, rules: { directed: true } }, 0, 2),
  ];
  for (const next of edits) assert.notEqual(next, g);
  assert.deepEqual(g, before);
});

test("addNode appends an isolated node at the given place", () => {
  const next = addNode(graph(), [3, 3]);
  assert.deepEqual(next.adj.at(-1), []);
  assert.deepEqual(next.pos.at(-1), [3, 3]);
  assert.equal(next.adj.length, 7);
});

test("toggleEdge adds a missing edge both ways, sorted, and removes a present one both ways", () => {
  const added = toggleEdge(graph(), 1, 2);
  assert.deepEqual([added.adj[1], added.adj[2]], [[2, 3], [0, 1, 4, 5]]);
  const removed = toggleEdge(added, 2, 1);
  assert.deepEqual(removed.adj, graph().adj);
  assert.throws(() => toggleEdge(graph(), 3, 3), { message: "an edge needs two different nodes (got 3 twice)" });
});

test("deleteNode renumbers the nodes after it and their edges and roles", () => {
  const g = { ...graph(), hole: 5, mouse: 1, cats: [3] };
  const next = deleteNode(g, 2);
  assert.deepEqual(next.adj, [[4], [2], [1, 3, 4], [2], [0, 2]]);
  assert.deepEqual(next.pos, [[0, 0], [1, 0], [0, 1], [1, 1], [2, 1]]);
  assert.deepEqual([next.hole, next.mouse, next.cats], [4, 1, [2]]);
  // the roles' nodes cannot go
  assert.throws(() => deleteNode(graph(), 0), { message: "node 0 is the hole; move it elsewhere before deleting the node" });
  assert.throws(() => deleteNode(graph(), 2), { message: "node 2 is the cat's place; move it elsewhere before deleting the node" });
});

test("setRole moves a role, swapping with the role already there", () => {
  assert.deepEqual(setRole(graph(), "mouse", 4), { ...graph(), mouse: 4 });
  const swapped = setRole(graph(), "mouse", 2);
  assert.deepEqual([swapped.hole, swapped.mouse, swapped.cats], [0, 2, [1]]);
  const hole = setRole(graph(), "hole", 1);
  assert.deepEqual([hole.hole, hole.mouse, hole.cats], [1, 0, [2]]);
});

const grid = () => ({ rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2, turnLimit: 1000 });

test("findCell finds a letter's row and column", () => {
  assert.deepEqual(findCell(grid().rows, "M"), [2, 0]);
  assert.deepEqual(findCell(grid().rows, "F"), [0, 4]);
  assert.equal(findCell(grid().rows, "x"), null);
});

test("paintCell paints floor and walls but never over a piece", () => {
  const g = grid();
  assert.deepEqual(paintCell(g, 1, 2, "#").rows, ["####F", "#C#..", "M...."]);
  assert.deepEqual(paintCell(g, 0, 0, ".").rows, [".###F", "#C...", "M...."]);
  assert.equal(paintCell(g, 1, 1, "#"), g, "the cat's cell stays");
  assert.equal(paintCell(g, 1, 2, "."), g, "floor painted floor is the same puzzle");
  assert.deepEqual(g, grid());
});

test("placePiece moves a piece, and pieces swap rather than vanish", () => {
  assert.deepEqual(placePiece(grid(), "mouse", 2, 3).rows, ["####F", "#C...", "...M."]);
  assert.deepEqual(placePiece(grid(), "mouse", 1, 1).rows, ["####F", "#M...", "C...."]);
  assert.deepEqual(placePiece(grid(), "food", 0, 0).rows, ["F###.", "#C...", "M...."]);
  const g = grid();
  assert.equal(placePiece(g, "cat", 1, 1), g);
});

test("placePiece refuses a name that is no piece, and leaves the grid whole", () => {
  // a graph tool's name once reached here and wrote "undefined" into a row
  for (const tool of ["move", "edge", "paint", undefined]) {
    assert.throws(() => placePiece(grid(), tool, 2, 3), new RegExp(`there is no piece called ${tool} on the grid`));
  }
});

test("resize adds floor, crops, and moves a piece that would fall off to the nearest free cell", () => {
  assert.deepEqual(resize(grid(), 4, 6).rows, ["####F.", "#C....", "M.....", "......"]);
  const cropped = resize(grid(), 2, 3);
  assert.equal(cropped.rows.length, 2);
  assert.ok(cropped.rows.every((r) => r.length === 3));
  for (const ch of "CMF") assert.ok(findCell(cropped.rows, ch), `${ch} is still on the board: ${cropped.rows}`);
  assert.throws(() => resize(grid(), 0, 3), { message: `a grid side must be 1 to ${MAX_SIDE} cells` });
  assert.throws(() => resize(grid(), 3, MAX_SIDE + 1), /a grid side must be 1 to/);
  assert.throws(() => resize({ ...grid(), rows: ["MCF"] }, 1, 2), { message: "a 1x2 grid has no room for the pieces" });
  // an imported grid longer than MAX_SIDE keeps its side: it may grow the other way, or shrink, not pass it
  const long = { ...grid(), rows: [`MC${".".repeat(MAX_SIDE + 6)}F`] };
  assert.deepEqual(sideLimits(long), [MAX_SIDE, MAX_SIDE + 9]);
  assert.equal(resize(long, 2, MAX_SIDE + 9).rows.length, 2);
  assert.equal(resize(long, 1, MAX_SIDE + 2).rows[0].length, MAX_SIDE + 2);
  assert.throws(() => resize(long, 1, MAX_SIDE + 10), { message: `the rows must be 1 to ${MAX_SIDE} and the columns 1 to ${MAX_SIDE + 9}` });
  assert.deepEqual(sideLimits(grid()), [MAX_SIDE, MAX_SIDE]);
});

test("setNumber takes whole numbers in range only", () => {
  assert.equal(setNumber(grid(), "catJump", 3, 64).catJump, 3);
  assert.equal(setNumber(grid(), "turnLimit", "90", 100).turnLimit, 90);
  for (const bad of [0, 65, 1.5, NaN, "x"]) {
    assert.throws(() => setNumber(grid(), "catJump", bad, 64), { message: "catJump must be a whole number from 1 to 64" }, String(bad));
  }
});

const snapOf = (mode, puzzle) => (mode === "graph" ? { mode, graph: puzzle, grid: grid() } : { mode, graph: graph(), grid: puzzle });

test("a placement that swaps two roles says which, and where each is now", () => {
  const g = graph();
  const cases = [
    ["cat", 0, "The hole and the cat swapped nodes: the hole is now on node 2, the cat on node 0."],
    ["mouse", 2, "The mouse and the cat swapped nodes: the mouse is now on node 2, the cat on node 1."],
    ["hole", 1, "The hole and the mouse swapped nodes: the hole is now on node 1, the mouse on node 0."],
  ];
  for (const [role, v, words] of cases) {
    assert.equal(rolesMoved(snapOf("graph", g), snapOf("graph", setRole(g, role, v))), words, `${role} to ${v}`);
  }
  // a plain move, an edge, a moved node or a deletion (which renumbers: its tool says so) say nothing
  for (const next of [setRole(g, "cat", 4), toggleEdge(g, 1, 2), moveNode(g, 1, [5, 5]), deleteNode(g, 4)]) {
    assert.equal(rolesMoved(snapOf("graph", g), snapOf("graph", next)), "");
  }
  assert.equal(rolesMoved(snapOf("graph", g), { ...snapOf("graph", g), mode: "grid" }), "", "another game is no edit");
});

test("a grid placement onto another piece, or a resize that pushes pieces back, says so", () => {
  const before = snapOf("grid", grid());
  assert.equal(rolesMoved(before, snapOf("grid", placePiece(grid(), "mouse", 0, 4))),
    "The mouse and the food swapped cells: the mouse is now on (0, 4), the food on (2, 0).");
  assert.equal(rolesMoved(before, snapOf("grid", placePiece(grid(), "cat", 2, 0))),
    "The mouse and the cat swapped cells: the mouse is now on (1, 1), the cat on (2, 0).");
  assert.equal(rolesMoved(before, snapOf("grid", placePiece(grid(), "cat", 2, 3))), "", "a plain move");
  assert.equal(rolesMoved(before, snapOf("grid", resize(grid(), 2, 5))), "To stay on the 2x5 grid, the mouse from (2, 0) to (1, 0) moved.");
  assert.equal(rolesMoved(before, snapOf("grid", resize(grid(), 2, 3))),
    "To stay on the 2x3 grid, the mouse from (2, 0) to (1, 0) and the food from (0, 4) to (0, 2) moved.");
  assert.equal(rolesMoved(before, snapOf("grid", resize(grid(), 5, 5))), "", "a resize that moves nothing");
});

test("no edit moves a node it does not move: the other nodes keep their places exactly", () => {
  const g = graph();
  const edits = [toggleEdge(g, 0, 1), toggleEdge(g, 2, 5), removeEdge(g, 1, 3), addNode(g, [4, 4]), setRole(g, "cat", 4),
    toggleEdge({ ...g, rules: { directed: true } }, 4, 2), moveNode(g, 3, [7, 7])];
  for (const next of edits) {
    g.pos.forEach((p, i) => { if (!(next === edits[6] && i === 3)) assert.deepEqual(next.pos[i], p, `node ${i}`); });
  }
});

test("a node added next to another goes beside it, clear of every node, inside the view if one is given", () => {
  const g = graph();
  for (const v of [0, 2, 4]) {
    const at = spotNear(g.pos, v);
    const d = Math.hypot(at[0] - g.pos[v][0], at[1] - g.pos[v][1]);
    assert.ok(d >= 0.9 && d <= 4.1, `next to node ${v}: ${d}`);
    for (const p of g.pos) assert.ok(Math.hypot(at[0] - p[0], at[1] - p[1]) >= MIN_GAP, `clear of ${p}`);
  }
  // a view that ends at the graph's right edge: the new node stays inside it
  const box = [-0.5, -0.5, 2.5, 1.5];
  const at = spotNear(g.pos, 2, box);
  assert.ok(at[0] >= box[0] && at[0] <= box[2] && at[1] >= box[1] && at[1] <= box[3], `inside the view: ${at}`);
  assert.deepEqual(spotNear(g.pos, 2, box), at, "the same spot every time");
});

test("fieldLimit: each grid number's usual limit, or the grid's own value where it is larger", () => {
  const g = { rows: ["M.C...F"], catJump: 70, mouseJump: 2, turnLimit: 250000 };
  assert.equal(fieldLimit(g, "rows"), MAX_SIDE);
  assert.equal(fieldLimit(g, "cols"), MAX_SIDE);
  assert.equal(fieldLimit(g, "catJump"), 70);
  assert.equal(fieldLimit(g, "mouseJump"), MAX_SIDE);
  assert.equal(fieldLimit(g, "turnLimit"), 250000);
  assert.equal(fieldLimit({ ...g, turnLimit: 90 }, "turnLimit"), MAX_TURN_LIMIT);
  assert.equal(fieldLimit({ ...g, rows: ["M" + ".".repeat(71) + "F"] }, "cols"), 73);
});

test("deleteNode: with the rule noHole the hole's node may go (the hole moves to a node no piece stands on); without it, it may not", () => {
  const g = { adj: [[1, 2], [0, 2, 3], [0, 1, 3], [1, 2]], pos: [[0, 0], [1, 0], [0, 1], [1, 1]], hole: 0, mouse: 1, cats: [2, 3], rules: { noHole: true, severalCats: true } };
  assert.throws(() => deleteNode({ ...g, rules: { severalCats: true } }, 0), /node 0 is the hole/);
  const out = deleteNode({ ...g, cats: [2] }, 0);
  assert.deepEqual(out.adj, [[1, 2], [0, 2], [0, 1]]);
  assert.deepEqual([out.mouse, out.cats], [0, [1]]);
  assert.equal(out.hole, 2, "the first node without a piece");
  const full = deleteNode({ ...g, adj: [...g.adj, [0]].map((l, i) => (i === 0 ? [...l, 4] : l)), pos: [...g.pos, [2, 2]] }, 0);
  assert.deepEqual([full.mouse, full.cats], [0, [1, 2]]);
  assert.equal(full.hole, 3);
  assert.throws(() => deleteNode(g, 1), /the mouse's place/, "the pieces' nodes are still refused");
});
