// The board's geometry as a model (www/board/geometry.js) and where things are in a puzzle
// (www/model/places.js), pure: node sizes by graph size, the board's aspect, the viewBox that fits
// a layout, the edges as drawn, the record of the last drawing that the painters write and the
// input reads; which graphs the canvas draws, and the edges' routes worked out over several
// frames; the pieces' places and the heatmaps' axis places.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCALE, nodeStyle, frameOf, aspect, edgeRoutes, drawnEdges, gridGeometry, graphGeometry, drewGrid, drewGraph, onCanvas, edgeCount, CANVAS_NODES, CANVAS_EDGES } from "../../www/board/geometry.js";
import { routeEdges } from "../../www/board/graph-drawing.js";
import { layout } from "../../www/model/layout.js";
import { position, axisPlaces } from "../../www/model/places.js";

test("nodes shrink and lose their labels as the graph grows", () => {
  assert.deepEqual(nodeStyle(60), { r: 14, ids: true, cues: true });
  assert.deepEqual(nodeStyle(61), { r: 11, ids: true, cues: false });
  assert.deepEqual(nodeStyle(250), { r: 11, ids: true, cues: false });
  assert.deepEqual(nodeStyle(251), { r: 6, ids: false, cues: false });
});

test("the board's aspect is the viewBox's, clamped so that no board is strip-thin", () => {
  assert.equal(aspect(400, 200), "2.000");
  assert.equal(aspect(1000, 100), "2.200");
  assert.equal(aspect(100, 1000), "0.800");
});

test("frameOf holds every node with a margin, and a tiny graph at a minimum size", () => {
  const pos = [[0, 0], [10, 4], [3, -2]];
  const [x, y, w, h] = frameOf(pos, 800);
  for (const [px, py] of pos) {
    assert.ok(px * SCALE > x && px * SCALE < x + w && py * SCALE > y && py * SCALE < y + h, `node at ${px},${py} is inside`);
  }
  assert.deepEqual(frameOf([[0, 0]], 800).slice(2), [8 * SCALE, 5 * SCALE], "one node: 800 px / 100 px per unit wide, 1.6 times less high");
  assert.deepEqual(frameOf([], 800), frameOf([[0.5, 0.5]], 800), "no node: the unit square");
});

test("the edges as drawn: one polyline per pair, straight on a big graph, reused while the drawing is the same", () => {
  // a path 0-1-2 and a one-way edge 3 -> 0
  const adj = [[1], [0, 2], [1], [0]];
  const pos = [[0, 0], [1, 0], [2, 0], [0, 1]];
  const edges = drawnEdges(adj, pos);
  assert.deepEqual(edges.map(({ a, b }) => `${a}-${b}`).sort(), ["0-1", "0-3", "1-2"]);
  for (const { a, b, points } of edges) {
    assert.deepEqual(points[0], [pos[a][0] * SCALE, pos[a][1] * SCALE]);
    assert.deepEqual(points[points.length - 1], [pos[b][0] * SCALE, pos[b][1] * SCALE]);
  }
  const r = nodeStyle(adj.length).r;
  assert.equal(edgeRoutes(adj, pos, r), edgeRoutes(adj, pos, r), "the same routing object while graph, layout and radius are the same");
  // a ring of 300 nodes: drawn straight (no bend), as the canvas draws it
  const n = 300;
  const ring = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n]);
  const circle = Array.from({ length: n }, (_, i) => [Math.cos((2 * Math.PI * i) / n) * 50, Math.sin((2 * Math.PI * i) / n) * 50]);
  const { routes } = edgeRoutes(ring, circle, nodeStyle(n).r);
  assert.equal(routes.length, n);
  assert.ok(routes.every((e) => e.c === null && e.a < e.b));
});

/** The complete graph on `n` nodes. */
const complete = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n - 1 }, (_, k) => (k < i ? k : k + 1)));

test("the canvas draws graphs of many nodes or many edges, the SVG the rest, and its edges are drawn straight", () => {
  assert.equal(edgeCount(complete(35)), 595);
  assert.ok(!onCanvas(complete(35)), "K35: 595 edges, in the SVG");
  assert.ok(onCanvas(complete(36)), "K36: 630 edges, on the canvas");
  assert.ok(CANVAS_EDGES >= 595 && CANVAS_EDGES < 630);
  const ring = (n) => Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n]);
  assert.ok(!onCanvas(ring(CANVAS_NODES)) && onCanvas(ring(CANVAS_NODES + 1)));
  // a dense graph of few nodes on the canvas: the edges as drawn (for the hit tests) are straight
  const adj = complete(40);
  const pos = layout(adj);
  const edges = drawnEdges(adj, pos);
  assert.equal(edges.length, 780);
  assert.ok(edges.every(({ points }) => points.length === 2));
  assert.ok(edgeRoutes(adj, pos, nodeStyle(40).r).complete);
});

test("a drawing's routes are worked out a slice at a time, straight meanwhile, and end as a routing at once", () => {
  // a ring of 120 nodes with chords over a node: many edges bend
  const n = 120;
  const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n]);
  for (let i = 0; i < n; i += 3) { adj[i].push((i + 2) % n); adj[(i + 2) % n].push(i); }
  const pos = Array.from({ length: n }, (_, i) => [Math.cos((2 * Math.PI * i) / n) * 14, Math.sin((2 * Math.PI * i) / n) * 14]);
  const r = nodeStyle(n).r;
  const first = edgeRoutes(adj, pos, r, 0);
  assert.equal(first.complete, false);
  assert.ok(first.routes.every((e) => e.c === null), "nothing worked out yet: all straight");
  assert.equal(drawnEdges(adj, pos).length, first.routes.length, "the hit tests read what is drawn, and route nothing");
  assert.equal(edgeRoutes(adj, pos, r, 0).complete, false);
  let frames = 0;
  while (!edgeRoutes(adj, pos, r, 0.01).complete) frames++;
  assert.ok(frames > 2, `a few slices (${frames})`);
  const pts = pos.map(([x, y]) => [x * SCALE, y * SCALE]);
  const done = edgeRoutes(adj, pos, r);
  assert.equal(done, first, "the same routing object throughout");
  assert.deepEqual(done.routes, routeEdges(adj, pts, r));
  assert.ok(done.routes.some((e) => e.c), "some edges bend");
  for (const e of done.routes) assert.equal(done.byPair.get(`${e.a}-${e.b}`), e);
  // one node moved (a drag): routed again from the last routing, to the same result as afresh
  const moved = pos.map((p, i) => (i === 5 ? [p[0] * 0.9, p[1] * 0.9] : p));
  const again = edgeRoutes(adj, moved, r);
  assert.ok(again.complete);
  assert.deepEqual(again.routes, routeEdges(adj, moved.map(([x, y]) => [x * SCALE, y * SCALE]), r));
});

test("where the last drawing put things: what a painter records is what the input reads, until it leaves", () => {
  assert.equal(gridGeometry(), null);
  assert.equal(graphGeometry(), null);
  const g = { cell: 30, ox: 5, oy: 7, rows: 4, cols: 5, icons: { mouse: { x: 1, y: 2, r: 12 }, cat: null } };
  drewGrid(g);
  assert.equal(gridGeometry(), g);
  drewGraph({ s: 2, tx: 1, ty: 3, r: 6, icons: { mouse: null, cat: null } });
  assert.equal(graphGeometry().s, 2);
  drewGrid(null);
  drewGraph(null);
  assert.equal(gridGeometry(), null);
  assert.equal(graphGeometry(), null);
});

/** A page state with only what places.js reads. */
const stateOf = (mode, puzzle, view = {}) => ({ mode, graph: mode === "graph" ? puzzle : null, grid: mode === "grid" ? puzzle : null, view: { turn: 0, at: null, drag: null, ...view } });

test("the pieces' places: the puzzle's, an explore view's, a dragged piece's preview", () => {
  const graph = { adj: [[1], [0, 2], [1]], mouse: 1, cats: [2], hole: 0 };
  assert.deepEqual(position(stateOf("graph", graph)), { mouse: 1, cats: [2], turn: 0 });
  assert.deepEqual(position(stateOf("graph", graph, { at: { mouse: 2, cats: [0] }, turn: 1 })), { mouse: 2, cats: [0], turn: 1 });
  assert.deepEqual(position(stateOf("graph", graph, { drag: { piece: "cat", at: 1 } })), { mouse: 1, cats: [1], turn: 0 });
  assert.deepEqual(position(stateOf("graph", graph, { drag: { piece: "mouse", at: null } })), { mouse: 1, cats: [2], turn: 0 }, "a drag off the board moves nothing");
  const grid = { rows: ["C.#", ".#M", "F.."] };
  assert.deepEqual(position(stateOf("grid", grid)), { mouse: 5, cats: [0], turn: 0 }, "cells count row by row");
  assert.deepEqual(position(stateOf("grid", { rows: ["..", ".."] })), { mouse: -1, cats: [-1], turn: 0 }, "no piece: -1");
});

test("the axis places: every node, or every cell that is not a wall", () => {
  assert.deepEqual(axisPlaces(stateOf("graph", { adj: [[1], [0], []] })), [0, 1, 2]);
  assert.deepEqual(axisPlaces(stateOf("grid", { rows: ["C.#", ".#M", "F.."] })), [0, 1, 3, 5, 6, 7, 8]);
});
