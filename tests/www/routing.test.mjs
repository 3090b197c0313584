// The edge routing and label placement at any density (www/board/graph-drawing.js, over the grids
// of www/board/spatial.js): the spatial routing gives exactly the routes of the plain routing
// (every node measured against every route tried, the routing the page had before) on random
// sparse graphs and the gallery's; a dense graph is drawn straight at no cost; the work of
// routing and of placing labels, counted (distance tests and grid cells), grows with the edges and
// nodes, not with their product; a drag routes again only what the moved node can change, and
// ends where a full routing does; the grid walk finds every cell a segment passes near.
import { test } from "node:test";
import assert from "node:assert/strict";
import { layout } from "../../www/model/layout.js";
import { routeEdges, startRouting, reroute, routeSome, placeLabels, labelSize, segmentDistance, polyline, edgePairs, routable, ROUTE_DEGREE, ROUTE_CUTS, EDGE_CLEARANCE } from "../../www/board/graph-drawing.js";
import { cellsAlong, pointGrid } from "../../www/board/spatial.js";
import { EXAMPLES } from "../../www/model/examples.js";
import { seeded, below, randomPairs } from "./random.mjs";

const SCALE = 40; // board/geometry.js: SVG units per layout unit
const R = 14; // board/geometry.js nodeStyle: the node radius of a small graph

/** A random graph of `n` nodes (4 to 33 if not given) and average degree about `degree`. */
const randomGraph = (rnd, degree, n = 4 + below(rnd, 30)) => randomPairs(rnd, n, degree / n);

/** The graph's node centres in SVG units, as the page lays it out. */
const laidOut = (adj) => layout(adj).map(([x, y]) => [x * SCALE, y * SCALE]);

/**
 * The plain routing, the page's before the grids: every edge straight if no node cuts it, else
 * the first of the same bends (the same shares, places along and sides, in the same order) that
 * cuts no node, else the least cutting; every node measured against every segment of every route
 * tried. Slow and plainly right.
 */
function plainRoutes(adj, pts, r) {
  const rad = r + EDGE_CLEARANCE;
  const depth = (points, a, b) => {
    let sum = 0;
    for (let k = 0; k < pts.length; k++) {
      if (k === a || k === b) continue;
      let clear = 0;
      let inner = 0;
      for (let i = 1; i < points.length; i++) {
        const d = segmentDistance(pts[k][0], pts[k][1], ...points[i - 1], ...points[i]);
        clear = Math.max(clear, rad - d);
        inner = Math.max(inner, r + 2 - d);
      }
      sum += clear + 100 * inner;
    }
    return sum;
  };
  const out = [];
  for (let x = 0; x < adj.length; x++) {
    for (const y of new Set(adj[x])) {
      if (y === x || (y < x && adj[y].includes(x))) continue;
      const [a, b] = x < y ? [x, y] : [y, x];
      const [p, q] = [pts[a], pts[b]];
      if (depth([p, q], a, b) === 0) {
        out.push({ a, b, c: null });
        continue;
      }
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const [nx, ny] = [-(q[1] - p[1]) / len, (q[0] - p[0]) / len];
      let best = null;
      search: for (const share of [0.2, 0.3, 0.42, 0.56, 0.72, 0.9, 1.1, 1.4, 1.8]) {
        for (const along of [0.5, 0.3, 0.7, 0.15, 0.85]) {
          for (const side of [1, -1]) {
            const c = [p[0] + along * (q[0] - p[0]) + side * share * len * nx, p[1] + along * (q[1] - p[1]) + side * share * len * ny];
            const d = depth(polyline(p, c, q), a, b);
            if (best === null || d < best.d - 1e-9) best = { c, d };
          }
          if (best.d === 0) break search;
        }
      }
      out.push({ a, b, c: best.c });
    }
  }
  return out;
}

/** The gallery's graphs, with their drawings where they come with one. */
const gallery = EXAMPLES.map((ex) => ex.graph ?? ex.puzzle ?? ex).filter((g) => Array.isArray(g?.adj)).map((g) => ({ adj: g.adj, pts: (g.pos ?? layout(g.adj)).map(([x, y]) => [x * SCALE, y * SCALE]) }));

test("the spatial routing gives exactly the plain routing's routes on 120 random sparse graphs and the gallery's", () => {
  const rnd = seeded(4913);
  const graphs = [...gallery];
  for (let trial = 0; trial < 120; trial++) {
    const adj = randomGraph(rnd, 1 + rnd() * 5);
    graphs.push({ adj, pts: laidOut(adj) });
  }
  assert.ok(gallery.length >= 20, `the gallery's graphs are read (${gallery.length})`);
  let bent = 0;
  for (const [i, { adj, pts }] of graphs.entries()) {
    const m = edgePairs(adj).oneWay.length;
    assert.ok(routable(adj.length, m), `graph ${i} is sparse enough to be routed`);
    const routes = routeEdges(adj, pts, R);
    assert.deepEqual(routes, plainRoutes(adj, pts, R), `graph ${i}: ${JSON.stringify(adj)}`);
    bent += routes.filter((e) => e.c).length;
  }
  assert.ok(bent > 100, `routes that bend are compared too (${bent})`);
});

test(`a graph denser than average degree ${ROUTE_DEGREE} is drawn straight, with no distance test`, () => {
  for (const n of [10, 40, 100]) {
    const adj = Array.from({ length: n }, (_, i) => Array.from({ length: n - 1 }, (_, k) => (k < i ? k : k + 1)));
    const stats = { tests: 0, cells: 0 };
    const routes = routeEdges(adj, laidOut(adj), R, stats);
    assert.equal(routes.length, (n * (n - 1)) / 2);
    assert.ok(routes.every((e) => e.c === null && e.a < e.b));
    assert.deepEqual(stats, { tests: 0, cells: 0 });
  }
  // the line: average degree exactly ROUTE_DEGREE is routed, one edge more is not
  const n = 20;
  const ring = (k) => Array.from({ length: n }, (_, i) => Array.from({ length: 2 * k }, (_, j) => (i + n + (j < k ? j + 1 : -(j - k + 1))) % n));
  assert.ok(routable(n, edgePairs(ring(ROUTE_DEGREE / 2)).oneWay.length));
  const denser = ring(ROUTE_DEGREE / 2).map((l) => [...l]);
  denser[0].push(10);
  denser[10].push(0);
  assert.ok(!routable(n, edgePairs(denser).oneWay.length));
});

/** A side x side lattice with one diagonal a cell and a few edges over a node, laid out on the lattice (its ideal drawing), each node nudged a little. */
function lattice(side, rnd, spacing = 1.5) {
  const id = (r, c) => r * side + c;
  const adj = Array.from({ length: side * side }, () => []);
  const link = (a, b) => { adj[a].push(b); adj[b].push(a); };
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      if (c + 1 < side) link(id(r, c), id(r, c + 1));
      if (r + 1 < side) link(id(r, c), id(r + 1, c));
      if (r + 1 < side && c + 1 < side && rnd() < 0.5) link(id(r, c), id(r + 1, c + 1));
      // (an edge over the next node of its row: it must bend)
      if (c + 2 < side && rnd() < 0.1) link(id(r, c), id(r, c + 2));
    }
  }
  const pts = adj.map((_, i) => [(i % side) * SCALE * spacing + (rnd() - 0.5) * 30, Math.floor(i / side) * SCALE * spacing + (rnd() - 0.5) * 30]);
  return { adj, pts };
}

test("routing work grows with the edges, not edges x nodes: counted on lattices of 100 to 6,400 nodes", () => {
  const rnd = seeded(17);
  const perEdge = [];
  for (const side of [10, 20, 40, 80]) {
    const { adj, pts } = lattice(side, rnd);
    const stats = { tests: 0, cells: 0 };
    const routes = routeEdges(adj, pts, R, stats);
    assert.ok(routes.some((e) => e.c), "some edges bend");
    perEdge.push((stats.tests + stats.cells) / routes.length);
  }
  // 64 times the nodes: the work per edge stays within a factor of 1.5 (it would grow 64 times
  // if each route measured every node)
  assert.ok(Math.max(...perEdge) < 1.5 * Math.min(...perEdge), `work per edge: ${perEdge.map((x) => x.toFixed(1)).join(", ")}`);
});

test(`no edge meets more than ROUTE_CUTS (${ROUTE_CUTS}) nodes looking for its bend: long random edges through a crowd`, () => {
  const rnd = seeded(99);
  // a random graph of 250 nodes (its edges span the drawing, through many nodes) as the page lays it out
  const adj = randomGraph(rnd, 4, 250);
  const pts = laidOut(adj);
  const total = { tests: 0, cells: 0, cuts: 0 };
  const routing = startRouting(adj, pts, R, { stats: total });
  assert.ok(routing.queue.length > 0, "the graph is routed");
  // one edge at a time, each one's cuts counted
  let [worst, before, done] = [0, 0, false];
  while (!done) {
    done = routeSome(routing, () => true);
    worst = Math.max(worst, total.cuts - before);
    before = total.cuts;
  }
  // (the last bend an edge tries may overrun the limit by the nodes it cuts)
  assert.ok(worst > ROUTE_CUTS, `some edge searched long (${worst})`);
  assert.ok(worst < ROUTE_CUTS + 60, `the most cuts an edge met: ${worst}`);
  assert.ok(total.tests + total.cells < 10000 * routing.routes.length, `work per edge: ${((total.tests + total.cells) / routing.routes.length).toFixed(0)}`);
});

test("a dragged node routes again only the edges it can change, and ends where a full routing does", () => {
  const rnd = seeded(2024);
  let partly = 0;
  let full = 0;
  for (let trial = 0; trial < 40; trial++) {
    // random graphs as laid out (long edges), and lattices (short ones, as most drawings' are)
    const adj0 = randomGraph(rnd, 1.5 + rnd() * 3, 20 + Math.floor(rnd() * 40));
    const { adj, pts: start } = trial % 2 ? { adj: adj0, pts: laidOut(adj0) } : lattice(6 + Math.floor(rnd() * 6), rnd);
    let pts = start;
    let routing = startRouting(adj, pts, R);
    routeSome(routing);
    for (let move = 0; move < 5; move++) {
      const v = Math.floor(rnd() * adj.length);
      const to = [pts[v][0] + (rnd() - 0.5) * 120, pts[v][1] + (rnd() - 0.5) * 120];
      pts = pts.map((p, i) => (i === v ? to : p));
      // (every other move lands before the routing before it is done: a fast drag)
      if (move % 2 === 1) routeSome(routing, () => rnd() < 0.3);
      routing = reroute(routing, pts, v);
      if (trial % 2 === 0) {
        partly += routing.queue.length;
        full += routing.routes.length;
      }
      routeSome(routing);
      assert.deepEqual(routing.routes, routeEdges(adj, pts, R), `trial ${trial}, move ${move}: node ${v}`);
      for (const e of routing.routes) assert.equal(routing.byPair.get(`${e.a}-${e.b}`), e);
    }
  }
  assert.ok(partly < full / 10, `on lattices a move routes under a tenth of the edges again (${partly} of ${full})`);
});

test("the grid walk visits every cell a segment passes within its margin of, and a point grid finds every point near", () => {
  const rnd = seeded(5);
  for (let trial = 0; trial < 300; trial++) {
    const cell = 10 + rnd() * 40;
    const pad = rnd() * 30;
    const [ax, ay, bx, by] = Array.from({ length: 4 }, () => (rnd() - 0.5) * 600);
    const seg = trial % 7 === 0 ? [ax, ay, ax, by] : trial % 7 === 1 ? [ax, ay, bx, ay] : [ax, ay, bx, by];
    const seen = new Set();
    cellsAlong(...seg, pad, cell, (i, j) => seen.add(`${i},${j}`));
    // points at random near the segment: each one's cell was visited
    for (let k = 0; k < 40; k++) {
      const t = rnd();
      const [x, y] = [seg[0] + t * (seg[2] - seg[0]) + (rnd() * 2 - 1) * pad, seg[1] + t * (seg[3] - seg[1]) + (rnd() * 2 - 1) * pad];
      assert.ok(seen.has(`${Math.floor(x / cell)},${Math.floor(y / cell)}`), `trial ${trial}: (${x}, ${y}) near ${seg} missed`);
    }
    // and not many more cells than the segment's length asks
    const len = Math.hypot(seg[2] - seg[0], seg[3] - seg[1]);
    assert.ok(seen.size <= ((len / cell) + 2) * ((2 * pad) / cell + 3) * 2, `trial ${trial}: ${seen.size} cells for a segment of ${len.toFixed(0)}`);
  }
  const pts = Array.from({ length: 500 }, () => [(rnd() - 0.5) * 1000, (rnd() - 0.5) * 1000]);
  const grid = pointGrid(pts, 40);
  const into = new Int32Array(pts.length);
  for (let trial = 0; trial < 200; trial++) {
    const seg = Array.from({ length: 4 }, () => (rnd() - 0.5) * 1200);
    const pad = rnd() * 50;
    const got = new Set(into.slice(0, grid.nearSegment(...seg, pad, into)));
    pts.forEach(([x, y], k) => {
      if (segmentDistance(x, y, ...seg) < pad) assert.ok(got.has(k), `trial ${trial}: point ${k} missed`);
    });
    const [cx, cy, h] = [(rnd() - 0.5) * 1000, (rnd() - 0.5) * 1000, rnd() * 80];
    const inBox = new Set(into.slice(0, grid.inBox(cx - h, cy - h, cx + h, cy + h, into)));
    pts.forEach(([x, y], k) => {
      if (Math.abs(x - cx) <= h && Math.abs(y - cy) <= h) assert.ok(inBox.has(k), `trial ${trial}: point ${k} not in its box`);
    });
  }
});

test("label placement work grows with the labels, not their square: counted on lattices of 100 to 1,600 nodes", () => {
  const rnd = seeded(8);
  const perLabel = [];
  for (const side of [10, 20, 40]) {
    const { adj, pts } = lattice(side, rnd, 2.5);
    const routes = routeEdges(adj, pts, R);
    const items = pts.map(([x, y]) => ({ x, y, text: "M12", rad: R + 8.5 }));
    const stats = { tests: 0 };
    const { free } = placeLabels(items, { discs: pts.map(([x, y]) => [x, y, R + 8.5]), lines: routes.map(({ a, b, c }) => polyline(pts[a], c, pts[b])), half: 2 }, { stats });
    assert.ok(free.filter(Boolean).length > items.length / 2, "most labels find a free spot");
    perLabel.push(stats.tests / items.length);
  }
  assert.ok(Math.max(...perLabel) < 1.5 * Math.min(...perLabel), `work per label: ${perLabel.map((x) => x.toFixed(0)).join(", ")}`);
  assert.ok(labelSize("M12")[0] > 0);
});
