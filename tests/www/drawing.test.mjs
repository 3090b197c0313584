// The graph drawing's geometry (www/board/graph-drawing.js) on many seeded random graphs and the
// gallery's: edges bend around every node they do not join, labels placed as free cover no node,
// edge or other label, and every label is nearer its own node than any other. The board's view
// (www/board/geometry.js heldFrame) stays while the drawing fits it. Also where a notice goes
// beside its control (www/ui/toast.js placeNear).
import { test } from "node:test";
import assert from "node:assert/strict";
import { layout } from "../../www/model/layout.js";
import { routeEdges, polyline, placeLabels, clearLabels, labelSize, segmentDistance, trimmedPath, labelPlan, edgePairs, EDGE_CLEARANCE, LABEL_GAP, OWN_RATIO } from "../../www/board/graph-drawing.js";
import { heldFrame, frameOf, inView } from "../../www/board/geometry.js";
import { EXAMPLES } from "../../www/model/examples.js";
import { placeNear } from "../../www/ui/toast.js";
import { seeded, below, randomPairs } from "./random.mjs";

const SCALE = 40; // board/paint/graph-svg.js: SVG units per layout unit
const R = 14; // board/paint/graph-svg.js: node radius of a small graph

/** A random graph of 4 to 33 nodes and average degree about `degree`. */
const randomGraph = (rnd, degree, n = 4 + below(rnd, 30)) => randomPairs(rnd, n, degree / n);

/** How deep `points` (a polyline) cuts into the disc (x, y, rad). */
function cut(points, x, y, rad) {
  let worst = 0;
  for (let i = 1; i < points.length; i++) worst = Math.max(worst, rad - segmentDistance(x, y, ...points[i - 1], ...points[i]));
  return worst;
}

test("edges bend around every node they do not join, on 200 laid-out random graphs", () => {
  const rnd = seeded(913);
  let bent = 0;
  let edges = 0;
  for (let trial = 0; trial < 200; trial++) {
    const adj = randomGraph(rnd, 1 + rnd() * 3.5);
    const pts = layout(adj).map(([x, y]) => [x * SCALE, y * SCALE]);
    const routes = routeEdges(adj, pts, R);
    // one route per edge, ends as given
    assert.equal(routes.length, adj.reduce((k, l) => k + l.length, 0) / 2);
    for (const { a, b, c } of routes) {
      assert.ok(adj[a].includes(b));
      edges++;
      if (c) bent++;
      const line = polyline(pts[a], c, pts[b]);
      assert.deepEqual(line[0], pts[a]);
      assert.deepEqual(line.at(-1), pts[b]);
      for (let k = 0; k < adj.length; k++) {
        if (k === a || k === b) continue;
        // the node's disc plus the stroke: the edge passes no node it does not join
        assert.ok(cut(line, ...pts[k], R + 1.25) === 0, `trial ${trial}: edge ${a}-${b} passes through node ${k}`);
      }
    }
  }
  assert.ok(bent > 20 && bent < edges / 3, `some edges bend, most stay straight (${bent} of ${edges})`);
});

test("labels placed as free cover no node (with its rings), no edge and no other label", () => {
  const rnd = seeded(1728);
  let free = 0;
  let total = 0;
  for (let trial = 0; trial < 120; trial++) {
    const adj = randomGraph(rnd, 1 + rnd() * 3);
    const pts = layout(adj).map(([x, y]) => [x * SCALE, y * SCALE]);
    const routes = routeEdges(adj, pts, R);
    const lines = routes.map(({ a, b, c }) => polyline(pts[a], c, pts[b]));
    const items = pts.map(([x, y], i) => ({ x, y, text: `C${(i * 7) % 40}`, rad: R + 8.5 }));
    const discs = pts.map(([x, y]) => [x, y, R + 8.5]);
    const placed = placeLabels(items, { discs, lines, half: 2 });
    placed.spots.forEach(([cx, cy], i) => {
      total++;
      if (!placed.free[i]) return;
      free++;
      const [hw, hh] = labelSize(items[i].text);
      for (const [x, y, rad] of discs) {
        const dx = Math.max(Math.abs(x - cx) - hw, 0);
        const dy = Math.max(Math.abs(y - cy) - hh, 0);
        assert.ok(Math.hypot(dx, dy) >= rad, `trial ${trial}: label ${i} covers a node`);
      }
      for (const line of lines) {
        for (let k = 1; k < line.length; k++) {
          // sample the edge: no point within the box grown by the stroke
          for (let s = 0; s <= 20; s++) {
            const px = line[k - 1][0] + ((line[k][0] - line[k - 1][0]) * s) / 20;
            const py = line[k - 1][1] + ((line[k][1] - line[k - 1][1]) * s) / 20;
            assert.ok(!(Math.abs(px - cx) < hw + 2 && Math.abs(py - cy) < hh + 2), `trial ${trial}: label ${i} covers an edge`);
          }
        }
      }
      placed.spots.forEach(([ox, oy], j) => {
        if (j === i || !placed.free[j]) return;
        const [w2, h2] = labelSize(items[j].text);
        assert.ok(Math.abs(ox - cx) >= hw + w2 || Math.abs(oy - cy) >= hh + h2, `trial ${trial}: labels ${i} and ${j} overlap`);
      });
    });
  }
  // (a label takes only spots nearer its own node than any other: a few crowded ones find none)
  assert.ok(free / total > 0.92, `nearly every label finds a free spot on sparse graphs (${free} of ${total})`);
});

test("a label under a piece moves to a free spot; the others stay", () => {
  const adj = [[1], [0, 2], [1]];
  const pts = [[0, 0], [80, 0], [160, 0]];
  const routes = routeEdges(adj, pts, R);
  const obstacles = { discs: pts.map(([x, y]) => [x, y, R + 8.5]), lines: routes.map(({ a, b, c }) => polyline(pts[a], c, pts[b])), half: 2 };
  const items = pts.map(([x, y]) => ({ x, y, text: "M88", rad: R + 8.5 }));
  const { spots, free } = placeLabels(items, obstacles);
  assert.deepEqual(free, [true, true, true]);
  spots.forEach(([x, y], i) => assert.ok(y > pts[i][1] && Math.abs(x - pts[i][0]) < 1e-9, "below its node, the preferred place"));
  const [bx, by] = spots[1];
  const piece = [bx, by, 12, 12];
  const moved = clearLabels(items, spots, obstacles, [piece]);
  assert.deepEqual(moved.spots[0], spots[0]);
  assert.deepEqual(moved.spots[2], spots[2]);
  assert.notDeepEqual(moved.spots[1], spots[1]);
  const [hw, hh] = labelSize("M88");
  const [x, y] = moved.spots[1];
  assert.ok(Math.abs(x - bx) >= hw + 12 + LABEL_GAP || Math.abs(y - by) >= hh + 12 + LABEL_GAP, "clear of the piece");
});

test("an arrow along a bent edge is the edge's own curve, cut short at both ends", () => {
  const p0 = [0, 0];
  const p2 = [100, 0];
  const c = [50, 40];
  const { d } = trimmedPath(p0, c, p2, 16, 23);
  const [x0, y0, cx, cy, x1, y1] = d.match(/-?\d+(\.\d+)?/g).map(Number);
  assert.ok(Math.abs(Math.hypot(x0, y0) - 16) < 0.2, "it leaves the start's disc");
  assert.ok(Math.abs(Math.hypot(x1 - 100, y1) - 23) < 0.2, "it stops at the end's disc");
  assert.ok(cy > 0 && cy < 40 && Math.abs(cx - 50) < 10, "bent the edge's way");
  assert.equal(trimmedPath([0, 0], null, [20, 0], 16, 23), null, "too short for an arrow");
  assert.match(trimmedPath([0, 0], null, [100, 0], 16, 23).d, /^M16\.0 0\.0 L77\.0 0\.0$/);
  assert.ok(EDGE_CLEARANCE > 0);
});

/**
 * The label spots that are not nearer their own node than every other (`ratio` 1), or not clearly
 * (every other node `ratio` times as far, or farther: no label near a tie), in words.
 */
function strayLabels(pts, spots, ratio = 1) {
  const found = [];
  spots.forEach(([cx, cy], i) => {
    const own = Math.hypot(cx - pts[i][0], cy - pts[i][1]);
    pts.forEach(([x, y], j) => {
      if (j !== i && Math.hypot(cx - x, cy - y) <= own * ratio) found.push(`label of node ${i} is ${own.toFixed(0)} from it and ${Math.hypot(cx - x, cy - y).toFixed(0)} from node ${j}`);
    });
  });
  return found;
}

test("every label is nearer its own node than any other: the gallery's graphs and random graphs of 6 to 60 nodes", () => {
  const rnd = seeded(913);
  const graphs = EXAMPLES.filter((e) => e.mode === "graph").map((e) => ({ name: e.id, adj: e.puzzle.adj }));
  for (let trial = 0; trial < 60; trial++) {
    const n = 6 + Math.floor(rnd() * 55);
    const degree = 1.5 + rnd() * 3;
    const adj = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rnd() < degree / n) { adj[a].push(b); adj[b].push(a); }
    graphs.push({ name: `random ${trial} (${n} nodes)`, adj });
  }
  let beside = 0;
  let checked = 0;
  for (const { name, adj } of graphs) {
    const pts = layout(adj).map(([x, y]) => [x * SCALE, y * SCALE]);
    const routes = routeEdges(adj, pts, R);
    for (const widest of ["M8", "M88"]) {
      const plan = labelPlan(pts, routes, R + 8.5, widest);
      if (plan.inside) continue; // (inside its node: nearest it by any measure)
      beside++;
      checked += plan.spots.length;
      assert.deepEqual(strayLabels(pts, plan.spots), [], `${name}, labels as wide as ${widest}`);
      // a piece over a label sends it elsewhere, still nearest its own node
      for (const k of [0, Math.floor(adj.length / 2)]) {
        const [bx, by] = plan.spots[k];
        const moved = clearLabels(plan.items, plan.spots, plan.obstacles, [[bx, by, 12, 14]]);
        assert.deepEqual(strayLabels(pts, moved.spots), [], `${name}, a piece over label ${k}`);
      }
    }
  }
  assert.ok(beside > 40 && checked > 600, `enough drawings had their labels beside the nodes (${beside}, ${checked} labels)`);
});

test("no label sits near a tie between two nodes where a clear spot is free: \"Race to the hole\" and most of the gallery", () => {
  let clear = 0;
  let total = 0;
  for (const e of EXAMPLES.filter((x) => x.mode === "graph")) {
    const adj = e.puzzle.adj;
    const pts = (e.puzzle.pos ?? layout(adj)).map(([x, y]) => [x * SCALE, y * SCALE]);
    const plan = labelPlan(pts, routeEdges(adj, pts, R), R + 8.5, "M8");
    if (plan.inside) continue;
    // the pieces' icons at the start, as board/paint/graph-svg.js puts them (beside their nodes,
    // up and out), send the labels under them elsewhere
    const [size, off] = [R * 1.6, R * 0.95];
    const icon = (p, dx) => [pts[p][0] + dx, pts[p][1] - off - size * 0.1, size * 0.62, size * 0.7];
    const boxes = [icon(e.puzzle.mouse, -off), ...e.puzzle.cats.map((c) => icon(c, off))];
    const { spots } = clearLabels(plan.items, plan.spots, plan.obstacles, boxes);
    const ties = strayLabels(pts, spots, OWN_RATIO);
    // (M5 of node 1 once sat 73 units from it and 83 from node 2, C0 of node 2 72 and 80 from node 5)
    if (e.id === "race-home") assert.deepEqual(ties, [], "Race to the hole: every label clearly its node's");
    total += spots.length;
    clear += spots.length - new Set(ties.map((t) => t.match(/node (\d+)/)[1])).size;
  }
  assert.ok(total > 50 && clear / total > 0.95, `labels clearly their node's: ${clear} of ${total}`);
});

test("a node put near the edge of the held view gets its label inside the view, not clipped", () => {
  // a small graph fitted on a phone-wide board (390 px), then a node added at the view's bottom
  // left corner, as the Node tool puts it (geometry.js inView: its disc just inside)
  const pos = [[0, 0], [1.5, 0], [3, 0], [1.5, 1.2]];
  const frame = frameOf(pos, 390);
  const corner = inView(frame, [-100, 100], 5);
  const all = [...pos, corner];
  const adj = [[1], [0, 2, 3], [1], [1], []];
  const pts = all.map(([x, y]) => [x * SCALE, y * SCALE]);
  const plan = labelPlan(pts, routeEdges(adj, pts, R), R + 8.5, "M8", frame);
  assert.equal(plan.inside, false, "the labels beside their nodes");
  const [hw, hh] = labelSize("M8");
  const [fx, fy, fw, fh] = frame;
  plan.spots.forEach(([cx, cy], i) => {
    assert.ok(cx - hw >= fx && cy - hh >= fy && cx + hw <= fx + fw && cy + hh <= fy + fh, `label of node ${i} at ${cx.toFixed(0)},${cy.toFixed(0)} inside ${frame.map((v) => v.toFixed(0))}`);
  });
  assert.deepEqual(strayLabels(pts, plan.spots), []);
});

test("edgePairs lists every edge once, two-way ones from the lower node, one-way ones from their start, as a naive scan does", () => {
  const rnd = seeded(17);
  for (let trial = 0; trial < 300; trial++) {
    const n = 1 + Math.floor(rnd() * 25);
    const adj = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) for (let k = Math.floor(rnd() * 6); k > 0; k--) adj[a].push(Math.floor(rnd() * n)); // loops, repeats and one-way edges too
    const want = [];
    const seen = new Set();
    adj.forEach((list, a) => list.forEach((b) => {
      if (b === a) return;
      const back = adj[b].includes(a);
      const [x, y] = back ? [Math.min(a, b), Math.max(a, b)] : [a, b];
      if (seen.has(`${x},${y}`)) return;
      seen.add(`${x},${y}`);
      want.push([x, y, back ? 0 : 1]);
    }));
    const { pairs, oneWay } = edgePairs(adj);
    const got = Array.from(oneWay, (w, k) => [pairs[2 * k], pairs[2 * k + 1], w]);
    assert.deepEqual(got, want, `trial ${trial}: ${JSON.stringify(adj)}`);
  }
  // a dense one: the complete graph on 1,200 nodes, every edge two-way
  const n = 1200;
  const complete = Array.from({ length: n }, (_, a) => Array.from({ length: n - 1 }, (_, k) => (k < a ? k : k + 1)));
  const { pairs, oneWay } = edgePairs(complete);
  assert.equal(pairs.length, n * (n - 1));
  assert.equal(oneWay.indexOf(1), -1);
});

test("the board's view stays while the drawing fits it, and grows only to hold a node outside it", () => {
  const pos = [[0, 0], [2, 0], [1, 1.5]];
  const fit = frameOf(pos, 800);
  assert.deepEqual(heldFrame(null, pos, 800), fit, "no view yet: the fit");
  // a node added inside, one deleted, one moved inside: the same view, the same object
  for (const next of [[...pos, [1, 0.5]], pos.slice(0, 2), [[0, 0], [2.5, 0], [1, 1.5]]]) {
    assert.equal(heldFrame(fit, next, 800), fit, JSON.stringify(next));
  }
  // a node outside: the view grows to hold it and everything it held
  const grown = heldFrame(fit, [...pos, [9, 0]], 800);
  assert.ok(grown[0] <= fit[0] && grown[1] <= fit[1] && grown[0] + grown[2] >= fit[0] + fit[2] && grown[1] + grown[3] >= fit[1] + fit[3]);
  assert.ok(grown[0] + grown[2] >= 9 * SCALE + R);
  // a point put in the view is moved inside it, a point inside stays
  assert.deepEqual(inView(fit, [1, 0.5], 4), [1, 0.5]);
  const [x, y] = inView(fit, [50, -50], 4);
  assert.ok(x * SCALE + R <= fit[0] + fit[2] && y * SCALE - R >= fit[1], `${x}, ${y}`);
});

test("a notice goes under its control, above it when there is no room below, and always inside the viewport", () => {
  const vw = 1280;
  const vh = 800;
  // under the Share button, at its left edge, kept inside the right edge
  assert.deepEqual(placeNear({ left: 1170, right: 1230, top: 10, bottom: 40, width: 60, height: 30 }, 300, 60, vw, vh), { left: 972, top: 48 });
  // no room below a field near the bottom: above it
  assert.deepEqual(placeNear({ left: 100, right: 300, top: 760, bottom: 790, width: 200, height: 30 }, 300, 60, vw, vh), { left: 100, top: 692 });
  // the board: just above its top edge, centred
  assert.deepEqual(placeNear({ left: 20, right: 780, top: 150, bottom: 700, width: 760, height: 550 }, 300, 60, vw, vh), { left: 250, top: 86 });
  // the board scrolled up under the top of the viewport: inside its visible top
  assert.deepEqual(placeNear({ left: 20, right: 780, top: -300, bottom: 400, width: 760, height: 700 }, 300, 60, vw, vh), { left: 250, top: 8 });
  // a control scrolled out of view: the notice still shows, at the viewport's edge
  const off = placeNear({ left: 100, right: 200, top: 1500, bottom: 1530, width: 100, height: 30 }, 300, 60, vw, vh);
  assert.ok(off.top >= 8 && off.top + 60 <= vh - 8);
});
