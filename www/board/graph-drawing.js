// The geometry of a readable graph drawing, pure (node --test runs it): edges that bend around
// the nodes they do not join, and distance labels placed where they cover no node, edge, piece or
// other label. Units are the board's SVG units; nothing here knows the game. What lies near a
// route or a label is found in a grid (board/spatial.js), so that a drawing costs about what its
// edges and nodes number, however dense the graph.
import { pointGrid, createGrid } from "./spatial.js";

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
 * Edges are bent around the nodes they do not join only while the graph's average degree is at
 * most this (m <= ROUTE_DEGREE * n / 2 for n nodes and m edges): every graph of the gallery is
 * (the densest, 78 edges on 20 nodes, has 7.8). A denser graph's edges are drawn straight, as
 * the canvas draws them: there nearly every edge would need a bend, the bends only tangle
 * further, and finding them would cost edges x nodes.
 */
export const ROUTE_DEGREE = 8;

/** Whether a graph of `n` nodes and `m` edges has its edges routed (see ROUTE_DEGREE). */
export const routable = (n, m) => 2 * m <= ROUTE_DEGREE * n;

/** The bends tried for an edge, gentlest first: the control point's offset along the edge's normal, as a share of its length. */
const SHARES = [0.2, 0.3, 0.42, 0.56, 0.72, 0.9, 1.1, 1.4, 1.8];
/** ... and where along the edge it leaves from (its middle, or nearer one end). */
const ALONGS = [0.5, 0.3, 0.7, 0.15, 0.85];
/**
 * How far from an edge's middle, in edge lengths, a bend's control point can be beside its share:
 * the farthest place along. A quadratic curve stays inside the triangle of its ends and control
 * point, so a bend of share s stays within (ALONG_REACH + s) lengths of the edge's middle.
 */
const ALONG_REACH = Math.max(...ALONGS.map((a) => Math.abs(a - 0.5)));

/** Every pair of `adj`'s nodes joined either way, once, as [a, b] with a < b (edgePairs' order). */
function pairsOf(adj) {
  const { pairs } = edgePairs(adj);
  const out = [];
  for (let k = 0; k < pairs.length; k += 2) out.push(pairs[k] < pairs[k + 1] ? [pairs[k], pairs[k + 1]] : [pairs[k + 1], pairs[k]]);
  return out;
}

/**
 * The most cuts (a node within the clearance of a route tried) one edge may meet while looking
 * for its bend: one that meets more keeps the least-cutting bend found so far. Each bend tried
 * that fails cuts a node, so no edge tries more than this many bends; the count depends only on
 * the drawing (not on the grid), so an edge's route depends only on the nodes near the routes it
 * tried. Every edge of the gallery's graphs finds its bend with under half of it (the Robertson
 * graph's longest search meets 89).
 */
export const ROUTE_CUTS = 200;

/**
 * What createRouter measures routes with, over node centres `pts` (radius `r`, clearance radius
 * `rad`) bucketed in a grid (board/spatial.js): the route being tested as a polyline in `xs`,
 * `ys`; `depth(m, a, b, bound)`, how badly its first `m` points cut the nodes it does not join;
 * `sample(p0, c, p2)`, a curve written into `xs`, `ys`. `count` gets the tests, cells and cuts.
 */
function cutMeter(pts, r, rad, count) {
  const n = pts.length;
  const grid = pointGrid(pts, 2 * rad);
  const found = new Int32Array(n);
  // per node, for the route being tested: how deep it cuts into the clearance and into the node
  const clear = new Float64Array(n);
  const inner = new Float64Array(n);
  const mark = new Uint32Array(n);
  let stamp = 0;
  const touched = [];
  // the route being tested, as a polyline: xs[i], ys[i] (its ends, or SAMPLES + 1 points on its curve)
  const xs = new Float64Array(SAMPLES + 1);
  const ys = new Float64Array(SAMPLES + 1);
  // How badly the route in xs, ys (`m` points) cuts the nodes it does not join (a, b): into
  // their clearance, and (much worse) into the node itself; Infinity as soon as it is sure to
  // reach `bound` (it cannot win then). Each segment measures only the nodes in the cells it
  // passes near; the cuts are summed in the order of the nodes' ids, so the sum is the same
  // whatever the grid.
  const depth = (m, a, b, bound = Infinity) => {
    if (++stamp === 0xffffffff) {
      mark.fill(0);
      stamp = 1;
    }
    touched.length = 0;
    let running = 0; // the sum so far, to give up early (the exact sum is taken in order below)
    for (let i = 1; i < m; i++) {
      const ax = xs[i - 1];
      const ay = ys[i - 1];
      const bx = xs[i];
      const by = ys[i];
      const got = grid.nearSegment(ax, ay, bx, by, rad, found, count);
      count.tests += got;
      for (let f = 0; f < got; f++) {
        const k = found[f];
        if (k === a || k === b) continue;
        const d = segmentDistance(pts[k][0], pts[k][1], ax, ay, bx, by);
        if (d >= rad) continue;
        if (mark[k] !== stamp) {
          mark[k] = stamp;
          clear[k] = 0;
          inner[k] = 0;
          touched.push(k);
        }
        const c = rad - d;
        const c2 = d < r + 2 ? r + 2 - d : 0;
        if (c > clear[k]) {
          running += c - clear[k];
          clear[k] = c;
        }
        if (c2 > inner[k]) {
          running += 100 * (c2 - inner[k]);
          inner[k] = c2;
        }
      }
      if (running > bound + 1e-6) {
        count.cuts += touched.length;
        return Infinity;
      }
    }
    count.cuts += touched.length;
    touched.sort((x, y) => x - y);
    let sum = 0;
    for (const k of touched) sum += clear[k] + 100 * inner[k];
    return sum;
  };
  // the curve p0, c, p2 sampled into xs, ys (as polyline() samples it)
  const sample = (p0, c, p2) => {
    for (let i = 0; i <= SAMPLES; i++) {
      const t = i / SAMPLES;
      const u = 1 - t;
      xs[i] = u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0];
      ys[i] = u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1];
    }
  };
  return { xs, ys, depth, sample };
}

/**
 * The router of a drawing: node centres `pts` bucketed in a grid (board/spatial.js) of cells
 * twice the clearance, so that testing a route visits only the cells each of its segments passes
 * near and measures only the nodes in them, not every node of its bounding box. `stats`
 * (optional) counts the distance tests (`tests`: one per node and segment measured), the grid
 * cells visited (`cells`) and the cuts met (`cuts`: ROUTE_CUTS).
 */
function createRouter(pts, r, stats) {
  const rad = r + EDGE_CLEARANCE;
  const count = stats ?? { tests: 0, cells: 0, cuts: 0 };
  count.cuts ??= 0;
  const { xs, ys, depth, sample } = cutMeter(pts, r, rad, count);
  return {
    /** The route of the edge a-b (a < b): {a, b, c}, c null when straight. */
    route(a, b) {
      const p = pts[a];
      const q = pts[b];
      const spent = count.cuts;
      [xs[0], ys[0], xs[1], ys[1]] = [p[0], p[1], q[0], q[1]];
      this.tried = 0;
      if (depth(2, a, b) === 0) return { a, b, c: null };
      // Bend: the control point leaves the edge along its normal (at the middle, or nearer one
      // end), by a growing share of the edge's length, on either side; the gentlest bend that
      // clears every node wins (or the least cutting, if none does within ROUTE_CUTS).
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const nx = -(q[1] - p[1]) / len;
      const ny = (q[0] - p[0]) / len;
      let best = null;
      search: for (const share of SHARES) {
        for (const along of ALONGS) {
          const mx = p[0] + along * (q[0] - p[0]);
          const my = p[1] + along * (q[1] - p[1]);
          this.tried = share;
          for (const side of [1, -1]) {
            const c = [mx + side * share * len * nx, my + side * share * len * ny];
            sample(p, c, q);
            const d = depth(SAMPLES + 1, a, b, best === null ? Infinity : best.d);
            if (best === null || d < best.d - 1e-9) best = { c, d };
          }
          if (best.d === 0 || count.cuts - spent > ROUTE_CUTS) break search;
        }
      }
      return { a, b, c: best.c };
    },
    /** The largest share of its length the last edge routed bent by in its tries (0: it was straight). */
    tried: 0,
    /**
     * Whether node centre `at` ([x, y]) lies where it could change the route of edge a-b, which
     * tried bends of up to `tried` of its length (0: straight at once): within the clearance of
     * the straight edge, or of the disc about its middle that holds every curve it tried.
     */
    reaches(a, b, at, tried) {
      const p = pts[a];
      const q = pts[b];
      if (tried === 0) return segmentDistance(at[0], at[1], p[0], p[1], q[0], q[1]) < rad;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const far = (ALONG_REACH + tried) * len + rad + 1e-6;
      return Math.hypot(at[0] - (p[0] + q[0]) / 2, at[1] - (p[1] + q[1]) / 2) <= far;
    },
  };
}

/**
 * A routing of a drawing that can be done in slices (routeSome): `routes` holds one route per
 * pair of nodes joined either way, {a, b, c} with a < b (in the order a scan of the lists meets
 * them; `c` the curve's control point, null for a straight edge), and `byPair` the same by "a-b".
 * The routes not worked out yet are drawn straight (or as they were, see reroute) meanwhile.
 * @typedef {object} Routing
 * @property {{a: number, b: number, c: number[]|null}[]} routes
 * @property {Map<string, {a: number, b: number, c: number[]|null}>} byPair
 * @property {number[]} pts     the node centres routed between
 * @property {number} r         the node radius
 * @property {number[]} queue   the indexes of the routes still to work out, from `next` on
 * @property {number} next
 * @property {Float64Array} tried   per route worked out, the largest bend it tried (a share of its length; 0: straight at once)
 * @property {object|null} router   the drawing's router (null when every edge is drawn straight)
 */

/**
 * Starts routing every edge of `adj` between node centres `pts` (SVG units) so that no edge
 * passes within `r + EDGE_CLEARANCE` of a node it does not join: straight when it can, otherwise
 * a quadratic curve bent just enough (both sides tried, gentlest first; if no bend clears every
 * node, say a node sits on top of an end, the least-cutting one). A graph denser than
 * ROUTE_DEGREE, or `straight` true, is drawn straight and needs no work. The nodes near each
 * route are found in a grid (board/spatial.js), and no edge meets more than ROUTE_CUTS nodes
 * looking for its bend, so the work grows with the edges, not with edges x nodes. `stats`
 * (optional, {tests, cells, cuts}) counts the distance tests, the grid cells and the cuts met.
 * @param {number[][]} adj
 * @param {number[][]} pts
 * @param {number} r
 * @returns {Routing}
 */
export function startRouting(adj, pts, r, { straight = false, stats = null } = {}) {
  const pairs = pairsOf(adj);
  const routes = pairs.map(([a, b]) => ({ a, b, c: null }));
  const byPair = new Map(routes.map((e) => [`${e.a}-${e.b}`, e]));
  const work = !straight && routable(adj.length, pairs.length);
  return {
    routes, byPair, pts, r, queue: work ? routes.map((_, k) => k) : [], next: 0,
    tried: new Float64Array(routes.length), router: work ? createRouter(pts, r, stats) : null,
  };
}

/**
 * The routing of the same graph after its node `v` moved (`pts`: every node centre now),
 * continuing `was` (the routing before the move, done or not): the edges of `v` are drawn
 * straight until routed again; the others keep their routes, and only those whose tries passed
 * (or now pass) near `v` are routed again (an edge's route depends only on the nodes within the
 * clearance of the routes it tried: see ROUTE_CUTS), with those `was` had still to do. Done, it
 * gives what startRouting would: a drag routes a few edges a move, not all of them.
 * @param {Routing} was
 * @param {number[][]} pts
 * @param {number} v
 * @returns {Routing}
 */
export function reroute(was, pts, v, { stats = null } = {}) {
  const routes = was.routes.slice();
  const byPair = new Map(was.byPair);
  if (!was.router) return { ...was, routes, byPair, pts };
  const router = createRouter(pts, was.r, stats);
  const again = new Uint8Array(routes.length);
  for (let i = was.next; i < was.queue.length; i++) again[was.queue[i]] = 1;
  const before = was.pts[v];
  routes.forEach((e, k) => {
    if (e.a === v || e.b === v) {
      again[k] = 1;
      routes[k] = { a: e.a, b: e.b, c: null };
      byPair.set(`${e.a}-${e.b}`, routes[k]);
    } else if (!again[k] && (router.reaches(e.a, e.b, before, was.tried[k]) || router.reaches(e.a, e.b, pts[v], was.tried[k]))) {
      again[k] = 1;
    }
  });
  const queue = [];
  again.forEach((x, k) => {
    if (x) queue.push(k);
  });
  return { routes, byPair, pts, r: was.r, queue, next: 0, tried: was.tried.slice(), router };
}

/**
 * Works out the routes `routing` still lacks, one edge after another, until `stop()` (asked
 * after each edge) says to stop. Returns whether every route is worked out.
 * @param {Routing} routing
 * @param {() => boolean} [stop]
 */
export function routeSome(routing, stop = () => false) {
  const { routes, byPair, queue } = routing;
  while (routing.next < queue.length) {
    const k = queue[routing.next++];
    routes[k] = routing.router.route(routes[k].a, routes[k].b);
    routing.tried[k] = routing.router.tried;
    byPair.set(`${routes[k].a}-${routes[k].b}`, routes[k]);
    if (stop()) break;
  }
  return routing.next >= queue.length;
}

/**
 * Every route of startRouting(adj, pts, r) worked out at once (see there): one {a, b, c} per
 * pair of nodes joined either way.
 * @param {number[][]} adj
 * @param {number[][]} pts
 * @param {number} r   node radius
 * @param {{tests: number, cells: number, cuts?: number}|null} [stats]
 */
export function routeEdges(adj, pts, r, stats = null) {
  const routing = startRouting(adj, pts, r, { stats });
  routeSome(routing);
  return routing.routes;
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
 * would cover (node discs, edge polylines `half` thick, boxes, and the labels `add`ed so far),
 * each kept LABEL_GAP away. Everything is bucketed (a segment in the cells it passes near, not
 * its bounding box's), so a test costs what is near it; `limit` stops the count there (a caller
 * that needs only to know whether a spot is free, or beats the best so far, asks no more).
 * With `bounds` [x0, y0, x1, y1] (the view), a box not wholly inside them covers one thing more:
 * a label there would be clipped.
 * @returns {{hits: (cx: number, cy: number, hw: number, hh: number, extra?: number[][], limit?: number) => number, add: (box: number[]) => void}}
 */
function obstacleTest({ discs, lines, boxes = [], half, bounds = null }, stats = null) {
  const cell = 48;
  const segs = [];
  for (const line of lines) for (let i = 1; i < line.length; i++) segs.push([line[i - 1], line[i]]);
  const segGrid = createGrid(cell, segs.length);
  segs.forEach(([a, b], s) => segGrid.addSegment(a[0], a[1], b[0], b[1], half, s));
  const discGrid = createGrid(cell, discs.length);
  discs.forEach(([x, y, rad], d) => discGrid.addBox(x - rad, y - rad, x + rad, y + rad, d));
  // the fixed boxes, then the labels added: each in the cells it overlaps
  const all = boxes.slice();
  const boxGrid = createGrid(cell, all.length);
  all.forEach(([x, y, w, h], k) => boxGrid.addBox(x - w, y - h, x + w, y + h, k));
  const g = LABEL_GAP;
  return {
    hits(cx, cy, hw, hh, extra = [], limit = Infinity) {
      let count = 0;
      if (stats) stats.tests += extra.length;
      const [x0, y0, x1, y1] = [cx - hw - g, cy - hh - g, cx + hw + g, cy + hh + g];
      if (bounds && (cx - hw < bounds[0] || cy - hh < bounds[1] || cx + hw > bounds[2] || cy + hh > bounds[3]) && ++count >= limit) return count;
      // (each question stops once the count reaches `limit`: the caller needs to know no more)
      if (discGrid.near(x0, y0, x1, y1, (d) => {
        if (stats) stats.tests++;
        const [x, y, rad] = discs[d];
        return boxDisc(cx, cy, hw, hh, x, y, rad + g) && ++count >= limit;
      })) return count;
      if (segGrid.near(x0, y0, x1, y1, (s) => {
        if (stats) stats.tests++;
        return boxSegment(cx, cy, hw, hh, segs[s][0], segs[s][1], half + g) && ++count >= limit;
      })) return count;
      const overlaps = ([bx, by, bw, bh]) => Math.abs(bx - cx) < bw + hw + g && Math.abs(by - cy) < bh + hh + g;
      if (boxGrid.near(x0, y0, x1, y1, (k) => {
        if (stats) stats.tests++;
        return overlaps(all[k]) && ++count >= limit;
      })) return count;
      for (const box of extra) if (overlaps(box) && ++count >= limit) return count;
      return count;
    },
    add(box) {
      const [x, y, w, h] = box;
      all.push(box);
      boxGrid.addBox(x - w, y - h, x + w, y + h, all.length - 1);
    },
  };
}

/**
 * How much nearer its own node than any other a label's centre must be, in SVG units
 * (OWN_MARGIN); and how much nearer a spot is clearly its node's, tried before any other: every
 * other node at least OWN_RATIO times as far. A label a few pixels from a tie between two nodes
 * ("Race to the hole": M5 between nodes 1 and 2) reads as either's.
 */
export const OWN_MARGIN = 2;
export const OWN_RATIO = 1.2;

/**
 * The items' node centres in a point grid (board/spatial.js), for spotsOf: which other nodes
 * lie within a distance of a spot, without asking every item.
 */
function itemGrid(items) {
  return { grid: pointGrid(items.map(({ x, y }) => [x, y]), 48), found: new Int32Array(items.length) };
}

/**
 * A label's candidate centres about item `i`'s node, nearest first, then in the preferred
 * directions: only those nearer that node than any other item's (by OWN_MARGIN), so that a label
 * is always read as its own node's; and of those, the spots clearly its node's (OWN_RATIO) first,
 * so that a label sits near a tie between two nodes only where no clear spot is free. The other
 * nodes near a spot are found in `index` (itemGrid).
 */
function spotsOf(items, i, hw, hh, index, stats = null) {
  const { x, y, rad } = items[i];
  const spots = [];
  const near = []; // the spots nearer their node by OWN_MARGIN but not clearly (OWN_RATIO)
  for (const extra of REACH) {
    for (const [ux, uy] of DIRECTIONS) {
      const reach = rad + LABEL_GAP + 0.5 + extra + Math.abs(ux) * hw + Math.abs(uy) * hh;
      const [cx, cy] = [x + ux * reach, y + uy * reach];
      const d = Math.hypot(cx - x, cy - y);
      const own = d + OWN_MARGIN;
      const clear = Math.max(own, d * OWN_RATIO);
      // (only a node within `clear` of the spot can be nearer it, or near a tie)
      const got = index.grid.inBox(cx - clear, cy - clear, cx + clear, cy + clear, index.found);
      if (stats) stats.tests += got;
      let mine = true;
      let clearly = true;
      for (let f = 0; f < got && mine; f++) {
        const j = index.found[f];
        if (j === i) continue;
        const e = Math.hypot(cx - items[j].x, cy - items[j].y);
        if (e < own) mine = false;
        else if (e < clear) clearly = false;
      }
      if (mine) (clearly ? spots : near).push([cx, cy]);
    }
  }
  return spots.concat(near);
}

/**
 * Places one label per item beside its node, where its box covers no node disc, no edge, no
 * obstacle box and no label placed before it, and its centre is nearer its own node than any
 * other item's (OWN_MARGIN); nearer is better, then the preferred direction.
 * The most hemmed-in labels choose first. Returns each label's centre and whether its spot is
 * free; a label with no free spot takes the one that covers least. Everything near a spot is
 * found in grids, so the work grows with the labels, not with their square.
 * @param {{x:number, y:number, text:string, rad:number}[]} items   rad: how far from the node's centre it starts
 * @param {{discs: number[][], lines: number[][][], boxes?: number[][], half: number}} obstacles
 *   discs [x, y, radius]; lines: polylines of [x, y]; boxes [cx, cy, hw, hh]; half: a line's half width
 * @param {{allOrNothing?: boolean, stats?: {tests: number}}} [options]   allOrNothing: stop at
 *   the first label with no free spot (its `free` false, the labels not placed yet without a
 *   spot), when only a full placement is of use; stats: counts the nodes, edge segments and boxes
 *   each spot was tested against
 * @returns {{spots: number[][], free: boolean[]}}
 */
export function placeLabels(items, obstacles, { allOrNothing = false, stats = null } = {}) {
  const test = obstacleTest(obstacles, stats);
  const index = itemGrid(items);
  const candidates = items.map(({ text }, i) => {
    const [hw, hh] = labelSize(text);
    return { hw, hh, spots: spotsOf(items, i, hw, hh, index, stats) };
  });
  const near = 2 * DIRECTIONS.length;
  const freeNear = candidates.map(({ hw, hh, spots }) => spots.slice(0, near).filter(([cx, cy]) => test.hits(cx, cy, hw, hh, [], 1) === 0).length);
  const order = items.map((_, i) => i).sort((a, b) => freeNear[a] - freeNear[b] || a - b);
  const spots = new Array(items.length);
  const free = items.map(() => false);
  for (const i of order) {
    const { hw, hh } = candidates[i];
    // (no spot nearer its own node than any other: the label sits on its node, not free)
    let best = { cx: items[i].x, cy: items[i].y, count: Infinity };
    for (const [cx, cy] of candidates[i].spots) {
      const count = test.hits(cx, cy, hw, hh, [], best.count);
      if (count < best.count) best = { cx, cy, count };
      if (count === 0) break;
    }
    test.add([best.cx, best.cy, hw, hh]);
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
  const { hits } = obstacleTest(obstacles);
  const out = spots.map((s) => [...s]);
  const free = items.map(() => true);
  const boxOf = (i) => {
    const [hw, hh] = labelSize(items[i].text);
    return [out[i][0], out[i][1], hw, hh];
  };
  let index = null; // (made when a label first needs a new spot)
  items.forEach((item, i) => {
    const [cx, cy, hw, hh] = boxOf(i);
    const covered = boxes.some(([bx, by, bw, bh]) => Math.abs(bx - cx) < bw + hw + LABEL_GAP && Math.abs(by - cy) < bh + hh + LABEL_GAP);
    if (!covered) return;
    index ??= itemGrid(items);
    const others = items.map((_, j) => j).filter((j) => j !== i).map(boxOf);
    const spot = spotsOf(items, i, hw, hh, index).find(([x, y]) => hits(x, y, hw, hh, boxes.concat(others), 1) === 0);
    if (spot) out[i] = spot; else free[i] = false;
  });
  return { spots: out, free };
}

/**
 * Where the distance labels of a drawing go (board/paint/graph-svg.js): beside their nodes (`spots`) when
 * every label finds a spot clear of every node disc `reach` about its centre (its largest ring)
 * and every edge of `routes` (routeEdges), nearer its own node than any other; else inside the
 * nodes (`inside` true). Decided for labels as wide as `widest` (the widest the solution can
 * show), so the labels do not jump while a piece is dragged. `pts`: node centres in SVG units;
 * `frame`: the view [x, y, w, h] (the SVG's viewBox), which every label must lie inside (a node
 * put near the view's edge gets its label on the inner side, not clipped), or null.
 * @returns {{inside: boolean, spots: number[][], items: object[], obstacles: object}}
 */
export function labelPlan(pts, routes, reach, widest, frame = null) {
  const items = pts.map(([x, y]) => ({ x, y, text: widest, rad: reach }));
  const obstacles = {
    discs: pts.map(([x, y]) => [x, y, reach]),
    lines: routes.map(({ a, b, c }) => polyline(pts[a], c, pts[b])),
    half: 2,
    bounds: frame && [frame[0], frame[1], frame[0] + frame[2], frame[1] + frame[3]],
  };
  const { spots, free } = placeLabels(items, obstacles, { allOrNothing: true });
  return { inside: free.some((f) => !f), spots, items, obstacles };
}
