// The graph drawing's geometry (www/graph-drawing.js) and the layout's local relaxation
// (www/layout.js relax) on many seeded random graphs: edges bend around every node they do not
// join, labels placed as free cover no node, edge or other label, and an edit relaxes only the
// nodes around it. Also where a notice goes beside its control (www/toast.js placeNear).
import { test } from "node:test";
import assert from "node:assert/strict";
import { layout, relax, around, MIN_GAP } from "../../www/layout.js";
import { routeEdges, polyline, placeLabels, clearLabels, labelSize, segmentDistance, trimmedPath, EDGE_CLEARANCE, LABEL_GAP } from "../../www/graph-drawing.js";
import { placeNear } from "../../www/toast.js";

const SCALE = 40; // render-graph.js: SVG units per layout unit
const R = 14; // render-graph.js: node radius of a small graph

/** A seeded random number generator (mulberry32), so a failure replays. */
function seeded(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random graph of 4 to 33 nodes and average degree about `degree`. */
function randomGraph(rnd, degree) {
  const n = 4 + Math.floor(rnd() * 30);
  const adj = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rnd() < degree / n) { adj[a].push(b); adj[b].push(a); }
  return adj;
}

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
  assert.ok(free / total > 0.95, `nearly every label finds a free spot on sparse graphs (${free} of ${total})`);
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

test("relaxing after an edit moves only the given nodes, keeps them apart, and is deterministic", () => {
  const rnd = seeded(42);
  for (let trial = 0; trial < 40; trial++) {
    const adj = randomGraph(rnd, 2.5);
    const n = adj.length;
    const pos = layout(adj);
    const a = Math.floor(rnd() * n);
    let b = Math.floor(rnd() * n);
    if (b === a) b = (a + 1) % n;
    if (!adj[a].includes(b)) { adj[a].push(b); adj[b].push(a); }
    const movable = around(adj, [a, b]);
    const next = relax(adj, pos, movable);
    assert.deepEqual(relax(adj, pos, movable), next, "the same result every time");
    next.forEach((p, i) => {
      if (!movable.has(i)) assert.equal(p, pos[i], `trial ${trial}: node ${i} is not near the edit and stays`);
      assert.ok(p.every(Number.isFinite));
    });
    for (const i of movable) {
      for (let j = 0; j < n; j++) {
        if (j !== i) assert.ok(Math.hypot(next[i][0] - next[j][0], next[i][1] - next[j][1]) >= MIN_GAP - 1e-3, `trial ${trial}: ${i} and ${j} too close`);
      }
    }
  }
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
