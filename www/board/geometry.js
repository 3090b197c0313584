// The board's geometry, as a model (chessground's board.ts: the painters and the input read the
// same numbers, and input never reads a painter). Two kinds:
// - Computed from the puzzle, pure: the graph's SVG units (SCALE), node size by graph size, the
//   viewBox that fits a layout and the one held while the user edits, the board's aspect ratio,
//   which graphs the canvas draws (many nodes or many edges), and the edges' routes as drawn
//   (bent around nodes, worked out a slice a frame; straight on the canvas and on dense graphs).
// - Where the last drawing put things, which depends on the screen (the grid's zoom and cell
//   size, the canvas graph's transform, the pieces' icons): a value each painter returns, which
//   the frame (board/paint/frame.js) keeps in the board state (board-state.js `geometry`) for the
//   board input to read. Nothing here keeps it.
// Units: layout units (the puzzle's pos), SVG user units (SCALE per layout unit), CSS px of the
// board box. Nothing here touches the DOM.
import { startRouting, reroute, routeSome, polyline, edgePairs } from "./graph-drawing.js";

/** Layout units to SVG user units. */
export const SCALE = 40;

/** Node radius and label detail for a graph of `n` nodes. */
export function nodeStyle(n) {
  if (n <= 60) return { r: 14, ids: true, cues: true };
  if (n <= 250) return { r: 11, ids: true, cues: false };
  return { r: 6, ids: false, cues: false };
}

/** The most screen pixels a layout unit may take (a small graph is drawn this large, not larger). */
const PX_PER_UNIT = 100;

/** The SVG viewBox that fits layout positions `pos` on a board `px` pixels wide, as [x, y, w, h]. */
export function frameOf(pos, px = 800) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of pos) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y);
    x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, 1, 1];
  // margin, and a minimum size so that a tiny graph is not blown up
  const w = Math.max(x1 - x0 + 2.2, px / PX_PER_UNIT);
  const h = Math.max(y1 - y0 + 2.2, px / PX_PER_UNIT / 1.6);
  return [((x0 + x1) / 2 - w / 2) * SCALE, ((y0 + y1) / 2 - h / 2) * SCALE, w * SCALE, h * SCALE];
}

/**
 * The view the board keeps while the user edits: `frame` (the viewBox held so far), unless a node
 * of `pos` lies outside it (or there is none yet), then the smallest frame holding both the old
 * one and the fit of `pos` (frameOf): nodes the user did not move stay where they are on screen
 * as long as everything fits. `r`: the node radius in SVG units.
 */
export function heldFrame(frame, pos, px = 800, r = 14) {
  if (!frame) return frameOf(pos, px);
  const [fx, fy, fw, fh] = frame;
  const inside = pos.every(([x, y]) => x * SCALE - r >= fx && x * SCALE + r <= fx + fw && y * SCALE - r >= fy && y * SCALE + r <= fy + fh);
  if (inside) return frame;
  const [gx, gy, gw, gh] = frameOf(pos, px);
  const x0 = Math.min(fx, gx);
  const y0 = Math.min(fy, gy);
  return [x0, y0, Math.max(fx + fw, gx + gw) - x0, Math.max(fy + fh, gy + gh) - y0];
}

/**
 * Layout point `p` moved inside the held view `frame` (or as it is with no frame), so that a
 * node of a graph of `n` nodes put there is wholly in view: the board never has to move.
 */
export function inView(frame, [x, y], n) {
  if (!frame) return [x, y];
  const m = (nodeStyle(n).r + 4) / SCALE;
  const [fx, fy, fw, fh] = frame.map((v) => v / SCALE);
  const clamp = (v, lo, hi) => (lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));
  return [clamp(x, fx + m, fx + fw - m), clamp(y, fy + m, fy + fh - m)];
}

/** The board's CSS aspect ratio for a viewBox of `w` x `h` (clamped: no strip-thin boards). */
export function aspect(w, h) {
  return `${Math.min(2.2, Math.max(0.8, w / h)).toFixed(3)}`;
}

/** Graphs with more nodes than this are drawn on the canvas (board/paint/graph-canvas.js), straight. */
export const CANVAS_NODES = 250;

/**
 * Graphs with more edges than this are drawn on the canvas too, whatever their number of nodes:
 * one SVG element per edge, redrawn every frame, costs the page its frames (style, layout and
 * paint of thousands of elements), where the canvas draws its edge layer once. The gallery's
 * graphs have at most 78 edges.
 */
export const CANVAS_EDGES = 600;

const edgeLists = new WeakMap(); // adjacency lists → their edges once each (edgePairs), worked out once per graph

/**
 * The edges of `adj` once each, {pairs, oneWay} (board/graph-drawing.js edgePairs), worked out
 * once per graph (the painter choice, the canvas's edge layer and its arrowheads all ask).
 */
export function edgeList(adj) {
  let got = edgeLists.get(adj);
  if (got === undefined) {
    got = edgePairs(adj);
    edgeLists.set(adj, got);
  }
  return got;
}

/** How many pairs of nodes `adj` joins either way. */
export const edgeCount = (adj) => edgeList(adj).oneWay.length;

/** Whether the graph `adj` is drawn on the canvas: more than CANVAS_NODES nodes or CANVAS_EDGES edges. */
export function onCanvas(adj) {
  return adj.length > CANVAS_NODES || edgeCount(adj) > CANVAS_EDGES;
}

/** How long a frame may spend routing edges, in ms (the rest waits for the next frames: see edgeRoutes). */
export const ROUTE_SLICE_MS = 6;

/** The one node whose place differs between layouts `a` and `b` of the same graph, or -1 (none, or more). */
function movedNode(a, b) {
  if (!a || a.length !== b.length) return -1;
  let v = -1;
  for (let i = 0; i < b.length; i++) {
    if (a[i] === b[i] || (a[i][0] === b[i][0] && a[i][1] === b[i][1])) continue;
    if (v >= 0) return -1;
    v = i;
  }
  return v;
}

/**
 * The edges' routes for this drawing, {routes: [{a, b, c}], byPair: Map "a-b" → route, complete}
 * (c: the bend's control point, null for a straight edge; board/graph-drawing.js startRouting).
 * Worked out for up to `ms` milliseconds this call and continued at the next calls while not
 * `complete` (the routes not worked out yet are drawn straight meanwhile): a big drawing's
 * routes take a few frames and no frame takes long. Kept while the graph, its layout and the
 * radius `r` stay; when only one node moved (a drag), only the edges near it are routed again
 * (board/graph-drawing.js reroute). Graphs drawn on the canvas (onCanvas) are drawn straight, as
 * the canvas draws them, and so are graphs denser than ROUTE_DEGREE.
 * `routed`: the board state's `routes` (board-state.js), the last routing, reused and continued
 * here (it is the returned object).
 */
export function edgeRoutes(routed, adj, pos, r, ms = Infinity) {
  const straight = onCanvas(adj);
  if (straight) r = 0; // (the radius does not matter)
  if (routed.adj !== adj || routed.pos !== pos || routed.r !== r) {
    const pts = pos.map(([x, y]) => [x * SCALE, y * SCALE]);
    const v = routed.adj === adj && routed.r === r && !straight ? movedNode(routed.pos, pos) : -1;
    const routing = v >= 0 ? reroute(routed.routing, pts, v) : startRouting(adj, pts, r, { straight });
    Object.assign(routed, { adj, pos, r, routing, routes: routing.routes, byPair: routing.byPair, complete: routing.next >= routing.queue.length });
  }
  if (!routed.complete && ms > 0) {
    const until = performance.now() + ms;
    routed.complete = routeSome(routed.routing, () => performance.now() > until);
  }
  return routed;
}

/**
 * The edges as drawn (on the canvas: straight), as polylines in SVG units with their ends {a, b,
 * points}, for finding the edge under the pointer: the routes the board shows now (edgeRoutes,
 * with no more routing done here; `routed` as there).
 */
export function drawnEdges(routed, adj, pos) {
  const { routes } = edgeRoutes(routed, adj, pos, nodeStyle(adj.length).r, 0);
  const pts = (i) => [pos[i][0] * SCALE, pos[i][1] * SCALE];
  return routes.map(({ a, b, c }) => ({ a, b, points: polyline(pts(a), c, pts(b)) }));
}
