// The geometry of a readable graph drawing, pure (node --test runs it): edges that bend around
// the nodes they do not join, and distance labels placed where they cover no node, edge, piece or
// other label. Units are the board's SVG units; nothing here knows the game.

/** Extra room kept between an edge and a node it does not join, beyond the node's radius. */
export const EDGE_CLEARANCE = 6;

/** How far a label keeps from anything it must not cover, in SVG units. */
export const LABEL_GAP = 1.5;

/** Samples taken along a bent edge to test it (and to describe it as a polyline). */
const SAMPLES = 24;

/** Distance from point (px, py) to the segment (ax, ay)-(bx, by). */
export function segmentDistance(px, py, ax, ay, bx, by) {
  const ex = bx - ax;
  const ey = by - ay;
  const e2 = ex * ex + ey * ey;
  const t = e2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / e2)) : 0;
  return Math.hypot(ax + t * ex - px, ay + t * ey - py);
}

/** The point at `t` of the quadratic Bézier p0, c, p2 (each [x, y]). */
export function bezier(p0, c, p2, t) {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1]];
}

/** An edge as a polyline: its two ends, or samples along its curve. */
export function polyline(p0, c, p2) {
  if (!c) return [p0, p2];
  const out = [];
  for (let i = 0; i <= SAMPLES; i++) out.push(bezier(p0, c, p2, i / SAMPLES));
  return out;
}

/** How deep a polyline cuts into the disc (x, y, rad): 0 if it keeps outside. */
function cut(points, x, y, rad) {
  let worst = 0;
  for (let i = 1; i < points.length; i++) {
    const d = segmentDistance(x, y, points[i - 1][0], points[i - 1][1], points[i][0], points[i][1]);
    if (d < rad) worst = Math.max(worst, rad - d);
  }
  return worst;
}

/**
 * Every edge of `adj` once, as a flat list of node pairs [a0, b0, a1, b1, ...], in the order a
 * scan of the lists meets them: a two-way edge with a < b, a one-way edge (b not listing a) from
 * its start; `oneWay[k]` says whether pair k is one-way. Loops, repeats and numbers out of range
 * are left out. Linear in the edges, however dense or big the graph (each node's list marked once,
 * and checked from the lists that name the node), where `includes` costs the degree per edge.
 * @param {number[][]} adj
 * @returns {{pairs: Int32Array, oneWay: Uint8Array}}
 */
export function edgePairs(adj) {
  const n = adj.length;
  const mark = new Int32Array(n).fill(-1); // mark[x] = a: node a's list (being read) names x
  // the lists, each neighbour once, as one array: node a's are out[start[a]] .. out[start[a + 1] - 1]
  let most = 0;
  for (const list of adj) most += list.length;
  const start = new Int32Array(n + 1);
  const out = new Int32Array(most);
  let e = 0;
  for (let a = 0; a < n; a++) {
    start[a] = e;
    for (const b of adj[a]) {
      if (!Number.isInteger(b) || b < 0 || b >= n || b === a || mark[b] === a) continue;
      mark[b] = a;
      out[e++] = b;
    }
  }
  start[n] = e;
  // who names each node: the edges a -> b grouped by b (their index in `out`)
  const inStart = new Int32Array(n + 1);
  for (let k = 0; k < e; k++) inStart[out[k] + 1]++;
  for (let b = 0; b < n; b++) inStart[b + 1] += inStart[b];
  const into = new Int32Array(e);
  const fill = inStart.slice(0, n);
  for (let a = 0; a < n; a++) for (let k = start[a]; k < start[a + 1]; k++) into[fill[out[k]]++] = k;
  // an edge a -> b is two-way if b's list names a: mark b's list, then look at the edges into b
  const back = new Uint8Array(e);
  const from = new Int32Array(e); // the start of each edge
  for (let a = 0; a < n; a++) for (let k = start[a]; k < start[a + 1]; k++) from[k] = a;
  mark.fill(-1);
  for (let b = 0; b < n; b++) {
    for (let k = start[b]; k < start[b + 1]; k++) mark[out[k]] = b;
    for (let k = inStart[b]; k < inStart[b + 1]; k++) back[into[k]] = mark[from[into[k]]] === b ? 1 : 0;
  }
  const pairs = new Int32Array(2 * e);
  const oneWay = new Uint8Array(e);
  let p = 0;
  for (let k = 0; k < e; k++) {
    const a = from[k];
    const b = out[k];
    if (back[k] && b < a) continue; // (that two-way edge is listed from b)
    pairs[2 * p] = a;
    pairs[2 * p + 1] = b;
    oneWay[p] = back[k] ? 0 : 1;
    p++;
  }
  return { pairs: pairs.subarray(0, 2 * p), oneWay: oneWay.subarray(0, p) };
}

/**
 * Routes every edge of `adj` between node centres `pts` (SVG units) so that no edge passes within
 * `r + EDGE_CLEARANCE` of a node it does not join: straight when it can, otherwise a quadratic
 * curve bent just enough (both sides tried, gentlest first). Returns one route per edge a < b:
 * {a, b, c} with `c` the curve's control point, or null for a straight edge. If no bend clears
 * every node (a node sits on top of an end), the least-cutting bend is kept.
 * @param {number[][]} adj
 * @param {number[][]} pts
 * @param {number} r   node radius
 */
export function routeEdges(adj, pts, r) {
  const n = adj.length;
  const rad = r + EDGE_CLEARANCE;
  const routes = [];
  // Nodes near each edge's bounding box only: a coarse grid keeps this near-linear.
  const cell = Math.max(4 * rad, 1);
  const buckets = new Map();
  const key = (i, j) => `${i},${j}`;
  pts.forEach(([x, y], k) => {
    const id = key(Math.floor(x / cell), Math.floor(y / cell));
    if (!buckets.has(id)) buckets.set(id, []);
    buckets.get(id).push(k);
  });
  const near = (x0, y0, x1, y1) => {
    const out = [];
    for (let i = Math.floor((Math.min(x0, x1) - rad) / cell); i <= Math.floor((Math.max(x0, x1) + rad) / cell); i++) {
      for (let j = Math.floor((Math.min(y0, y1) - rad) / cell); j <= Math.floor((Math.max(y0, y1) + rad) / cell); j++) {
        for (const k of buckets.get(key(i, j)) ?? []) out.push(k);
      }
    }
    return out;
  };
  // One route per pair of nodes joined either way (a < b): a two-way edge, or a one-way edge
  // a → b or b → a (the rule `directed`), whichever end lists it.
  const pairs = [];
  for (let x = 0; x < n; x++) {
    for (const y of adj[x]) {
      if (y >= n || y === x) continue;
      if (y > x || !adj[y].includes(x)) pairs.push(x < y ? [x, y] : [y, x]);
    }
  }
  for (const [a, b] of pairs) {
    {
      const p = pts[a];
      const q = pts[b];
      // how badly a route cuts the nodes it does not join: into their clearance, and (much
      // worse) into the node itself
      const depth = (points) => {
        const xs = points.map((s) => s[0]);
        const ys = points.map((s) => s[1]);
        let sum = 0;
        for (const k of near(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys))) {
          if (k !== a && k !== b) sum += cut(points, pts[k][0], pts[k][1], rad) + 100 * cut(points, pts[k][0], pts[k][1], r + 2);
        }
        return sum;
      };
      if (depth([p, q]) === 0) {
        routes.push({ a, b, c: null });
        continue;
      }
      // Bend: the control point leaves the edge along its normal (at the middle, or nearer one
      // end), by a growing share of the edge's length, on either side; the gentlest bend that
      // clears every node wins.
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const nx = -(q[1] - p[1]) / len;
      const ny = (q[0] - p[0]) / len;
      let best = null;
      for (const share of [0.2, 0.3, 0.42, 0.56, 0.72, 0.9, 1.1, 1.4, 1.8]) {
        for (const along of [0.5, 0.3, 0.7, 0.15, 0.85]) {
          const mx = p[0] + along * (q[0] - p[0]);
          const my = p[1] + along * (q[1] - p[1]);
          for (const side of [1, -1]) {
            const c = [mx + side * share * len * nx, my + side * share * len * ny];
            const d = depth(polyline(p, c, q));
            if (best === null || d < best.d - 1e-9) best = { c, d };
          }
          if (best.d === 0) break;
        }
        if (best.d === 0) break;
      }
      routes.push({ a, b, c: best.c });
    }
  }
  return routes;
}

/**
 * The part of an edge's route between parameters where it leaves a disc of radius `from` about
 * its start and enters one of radius `to` about its end (an arrow along the edge), as a path
 * `d` attribute. `p0`, `c` (or null), `p2`: the route from the mover's node to the target.
 */
export function trimmedPath(p0, c, p2, from, to) {
  if (!c) {
    const dx = p2[0] - p0[0];
    const dy = p2[1] - p0[1];
    const d = Math.hypot(dx, dy);
    if (d < from + to + 2) return null;
    const [ux, uy] = [dx / d, dy / d];
    return { d: `M${fmt(p0[0] + ux * from)} ${fmt(p0[1] + uy * from)} L${fmt(p2[0] - ux * to)} ${fmt(p2[1] - uy * to)}` };
  }
  // the parameter where the curve crosses a circle about an end, found by bisection
  const leave = (centre, rad, lo, hi) => {
    const inside = (t) => {
      const [x, y] = bezier(p0, c, p2, t);
      return Math.hypot(x - centre[0], y - centre[1]) < rad;
    };
    const startsInside = inside(lo);
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (inside(mid) === startsInside) lo = mid; else hi = mid;
    }
    return (lo + hi) / 2;
  };
  const t0 = leave(p0, from, 0, 0.5);
  const t1 = leave(p2, to, 1, 0.5);
  if (!(t1 > t0)) return null;
  // the sub-curve on [t0, t1]: its ends, and the control point by the blossom of the quadratic
  const a = bezier(p0, c, p2, t0);
  const b = bezier(p0, c, p2, t1);
  const w0 = (1 - t0) * (1 - t1);
  const w1 = (1 - t0) * t1 + t0 * (1 - t1);
  const w2 = t0 * t1;
  const k = [w0 * p0[0] + w1 * c[0] + w2 * p2[0], w0 * p0[1] + w1 * c[1] + w2 * p2[1]];
  return { d: `M${fmt(a[0])} ${fmt(a[1])} Q${fmt(k[0])} ${fmt(k[1])} ${fmt(b[0])} ${fmt(b[1])}` };
}

const fmt = (v) => v.toFixed(1);

/** An edge route as a path `d` attribute. */
export function edgePath(p0, c, p2) {
  return c
    ? `M${fmt(p0[0])} ${fmt(p0[1])} Q${fmt(c[0])} ${fmt(c[1])} ${fmt(p2[0])} ${fmt(p2[1])}`
    : `M${fmt(p0[0])} ${fmt(p0[1])} L${fmt(p2[0])} ${fmt(p2[1])}`;
}

/** Widths of the label characters at the board's 10px label font, generous (bold fonts run wide). */
const CHAR = { M: 9.2, C: 8.2, "=": 8.6, "!": 4.6, "∞": 9.4 };

/** The box a label needs: [half width, half height] in SVG units, its halo included. */
export function labelSize(text) {
  let w = 0;
  for (const ch of text) w += CHAR[ch] ?? 7.2;
  return [w / 2 + 2, 7.5];
}

/** Whether the box (cx, cy, hw, hh) and the disc (x, y, rad) overlap. */
function boxDisc(cx, cy, hw, hh, x, y, rad) {
  const dx = Math.max(Math.abs(x - cx) - hw, 0);
  const dy = Math.max(Math.abs(y - cy) - hh, 0);
  return dx * dx + dy * dy < rad * rad;
}

/** Whether the box (cx, cy, hw, hh) and the segment a-b, `half` thick on each side, overlap. */
function boxSegment(cx, cy, hw, hh, a, b, half) {
  // Liang-Barsky clip of the segment against the box grown by `half`
  const [x0, y0] = a;
  const dx = b[0] - x0;
  const dy = b[1] - y0;
  let lo = 0;
  let hi = 1;
  const edges = [[-dx, x0 - (cx - hw - half)], [dx, cx + hw + half - x0], [-dy, y0 - (cy - hh - half)], [dy, cy + hh + half - y0]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) lo = Math.max(lo, t); else hi = Math.min(hi, t);
      if (lo > hi) return false;
    }
  }
  return true;
}

/** Directions tried for a label, preferred first: below, above, right, left, then between. */
const DIRECTIONS = [90, 270, 0, 180, 45, 135, 315, 225, 67.5, 112.5, 22.5, 157.5, 247.5, 292.5, 337.5, 202.5,
  78.75, 101.25, 33.75, 146.25, 56.25, 123.75, 11.25, 168.75, 258.75, 281.25, 236.25, 303.75, 213.75, 326.25, 191.25, 348.75]
  .map((deg) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)]);

/** How much farther than its ring a label may go, tried nearest first (SVG units). */
const REACH = [0, 4, 9, 15, 22, 30, 40];

/**
 * The obstacle tests of a drawing: how many things a label box at (cx, cy), half size (hw, hh),
 * would cover (node discs, edge polylines `half` thick, boxes), each kept LABEL_GAP away. Line
 * segments and discs are bucketed, so a test costs what is near it.
 */
function obstacleTest({ discs, lines, boxes = [], half }) {
  const cell = 48;
  const key = (i, j) => (i + 32768) * 65536 + (j + 32768); // numeric: no strings in the hot loop
  const segs = [];
  for (const line of lines) for (let i = 1; i < line.length; i++) segs.push([line[i - 1], line[i]]);
  const put = (map, x0, y0, x1, y1, v) => {
    for (let i = Math.floor(x0 / cell); i <= Math.floor(x1 / cell); i++) {
      for (let j = Math.floor(y0 / cell); j <= Math.floor(y1 / cell); j++) {
        const id = key(i, j);
        const list = map.get(id);
        if (list) list.push(v); else map.set(id, [v]);
      }
    }
  };
  const segBuckets = new Map();
  segs.forEach(([a, b], s) => put(segBuckets, Math.min(a[0], b[0]) - half, Math.min(a[1], b[1]) - half, Math.max(a[0], b[0]) + half, Math.max(a[1], b[1]) + half, s));
  const discBuckets = new Map();
  discs.forEach(([x, y, rad], d) => put(discBuckets, x - rad, y - rad, x + rad, y + rad, d));
  // what this test has counted already (a stamp per test instead of a fresh Set)
  const segSeen = new Uint32Array(segs.length);
  const discSeen = new Uint32Array(discs.length);
  let stamp = 0;
  const g = LABEL_GAP;
  return (cx, cy, hw, hh, extra = []) => {
    stamp++;
    let count = 0;
    for (let i = Math.floor((cx - hw - g) / cell); i <= Math.floor((cx + hw + g) / cell); i++) {
      for (let j = Math.floor((cy - hh - g) / cell); j <= Math.floor((cy + hh + g) / cell); j++) {
        const id = key(i, j);
        const ds = discBuckets.get(id);
        if (ds) {
          for (const d of ds) {
            if (discSeen[d] === stamp) continue;
            discSeen[d] = stamp;
            const [x, y, rad] = discs[d];
            if (boxDisc(cx, cy, hw, hh, x, y, rad + g)) count++;
          }
        }
        const ss = segBuckets.get(id);
        if (ss) {
          for (const s of ss) {
            if (segSeen[s] === stamp) continue;
            segSeen[s] = stamp;
            if (boxSegment(cx, cy, hw, hh, segs[s][0], segs[s][1], half + g)) count++;
          }
        }
      }
    }
    for (const list of [boxes, extra]) {
      for (const [bx, by, bw, bh] of list) {
        if (Math.abs(bx - cx) < bw + hw + g && Math.abs(by - cy) < bh + hh + g) count++;
      }
    }
    return count;
  };
}

/** How much nearer its own node than any other a label's centre must be, in SVG units. */
export const OWN_MARGIN = 2;

/**
 * A label's candidate centres about item `i`'s node, nearest first, then in the preferred
 * directions: only those nearer that node than any other item's (by OWN_MARGIN), so that a label
 * is always read as its own node's.
 */
function spotsOf(items, i, hw, hh) {
  const { x, y, rad } = items[i];
  const spots = [];
  for (const extra of REACH) {
    for (const [ux, uy] of DIRECTIONS) {
      const reach = rad + LABEL_GAP + 0.5 + extra + Math.abs(ux) * hw + Math.abs(uy) * hh;
      const [cx, cy] = [x + ux * reach, y + uy * reach];
      const own = Math.hypot(cx - x, cy - y) + OWN_MARGIN;
      if (items.every((o, j) => j === i || Math.hypot(cx - o.x, cy - o.y) >= own)) spots.push([cx, cy]);
    }
  }
  return spots;
}

/**
 * Places one label per item beside its node, where its box covers no node disc, no edge, no
 * obstacle box and no label placed before it, and its centre is nearer its own node than any
 * other item's (OWN_MARGIN); nearer is better, then the preferred direction.
 * The most hemmed-in labels choose first. Returns each label's centre and whether its spot is
 * free; a label with no free spot takes the one that covers least.
 * @param {{x:number, y:number, text:string, rad:number}[]} items   rad: how far from the node's centre it starts
 * @param {{discs: number[][], lines: number[][][], boxes?: number[][], half: number}} obstacles
 *   discs [x, y, radius]; lines: polylines of [x, y]; boxes [cx, cy, hw, hh]; half: a line's half width
 * @param {{allOrNothing?: boolean}} [options]   stop at the first label with no free spot (its
 *   `free` false, the labels not placed yet without a spot): when only a full placement is of use
 * @returns {{spots: number[][], free: boolean[]}}
 */
export function placeLabels(items, obstacles, { allOrNothing = false } = {}) {
  const hits = obstacleTest(obstacles);
  const candidates = items.map(({ text }, i) => {
    const [hw, hh] = labelSize(text);
    return { hw, hh, spots: spotsOf(items, i, hw, hh) };
  });
  const near = 2 * DIRECTIONS.length;
  const freeNear = candidates.map(({ hw, hh, spots }) => spots.slice(0, near).filter(([cx, cy]) => hits(cx, cy, hw, hh) === 0).length);
  const order = items.map((_, i) => i).sort((a, b) => freeNear[a] - freeNear[b] || a - b);
  const placed = [];
  const spots = new Array(items.length);
  const free = items.map(() => false);
  for (const i of order) {
    const { hw, hh } = candidates[i];
    // (no spot nearer its own node than any other: the label sits on its node, not free)
    let best = { cx: items[i].x, cy: items[i].y, count: Infinity };
    for (const [cx, cy] of candidates[i].spots) {
      const count = hits(cx, cy, hw, hh, placed);
      if (count < best.count) best = { cx, cy, count };
      if (count === 0) break;
    }
    placed.push([best.cx, best.cy, hw, hh]);
    spots[i] = [best.cx, best.cy];
    free[i] = best.count === 0;
    if (allOrNothing && !free[i]) break;
  }
  return { spots, free };
}

/**
 * Moves the labels that `boxes` (e.g. the pieces, which move) cover to the nearest spot free of
 * the drawing's obstacles, the boxes and the other labels (and nearer its own node than any other). `spots` as placeLabels gave them.
 * Returns the new spots and whether each is free (a label with nowhere free keeps its spot).
 */
export function clearLabels(items, spots, obstacles, boxes) {
  const hits = obstacleTest(obstacles);
  const out = spots.map((s) => [...s]);
  const free = items.map(() => true);
  const boxOf = (i) => {
    const [hw, hh] = labelSize(items[i].text);
    return [out[i][0], out[i][1], hw, hh];
  };
  items.forEach((item, i) => {
    const [cx, cy, hw, hh] = boxOf(i);
    const covered = boxes.some(([bx, by, bw, bh]) => Math.abs(bx - cx) < bw + hw + LABEL_GAP && Math.abs(by - cy) < bh + hh + LABEL_GAP);
    if (!covered) return;
    const others = items.map((_, j) => j).filter((j) => j !== i).map(boxOf);
    const spot = spotsOf(items, i, hw, hh).find(([x, y]) => hits(x, y, hw, hh, boxes.concat(others)) === 0);
    if (spot) out[i] = spot; else free[i] = false;
  });
  return { spots: out, free };
}

/**
 * Where the distance labels of a drawing go (board/paint/graph-svg.js): beside their nodes (`spots`) when
 * every label finds a spot clear of every node disc `reach` about its centre (its largest ring)
 * and every edge of `routes` (routeEdges), nearer its own node than any other; else inside the
 * nodes (`inside` true). Decided for labels as wide as `widest` (the widest the solution can
 * show), so the labels do not jump while a piece is dragged. `pts`: node centres in SVG units.
 * @returns {{inside: boolean, spots: number[][], items: object[], obstacles: object}}
 */
export function labelPlan(pts, routes, reach, widest) {
  const items = pts.map(([x, y]) => ({ x, y, text: widest, rad: reach }));
  const obstacles = {
    discs: pts.map(([x, y]) => [x, y, reach]),
    lines: routes.map(({ a, b, c }) => polyline(pts[a], c, pts[b])),
    half: 2,
  };
  const { spots, free } = placeLabels(items, obstacles, { allOrNothing: true });
  return { inside: free.some((f) => !f), spots, items, obstacles };
}
