// The board's geometry, as a model (chessground's board.ts: the painters and the input read the
// same numbers, and input never reads a painter). Two kinds:
// - Computed from the puzzle, pure: the graph's SVG units (SCALE), node size by graph size, the
//   viewBox that fits a layout and the one held while the user edits, the board's aspect ratio,
//   and the edges' routes as drawn (bent around nodes; straight on big graphs).
// - Where the last drawing put things, which depends on the screen (the grid's zoom and cell
//   size, the canvas graph's transform, the pieces' icons): the painters write it after each
//   drawing (drewGrid, drewGraph) and the board input reads it (gridGeometry, graphGeometry).
// Units: layout units (the puzzle's pos), SVG user units (SCALE per layout unit), CSS px of the
// board box. Nothing here touches the DOM.
import { routeEdges, polyline, edgePairs } from "./graph-drawing.js";

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

let routed = { adj: null, pos: null, r: 0, routes: [] }; // the last routing, reused while the drawing is unchanged

/**
 * The edges' routes for this drawing, {routes: [{a, b, c}], byPair: Map "a-b" → route} (c: the
 * bend's control point, null for a straight edge; recomputed only when the graph, its layout or
 * the radius `r` changed). Graphs over 250 nodes are drawn straight, as the canvas draws them.
 */
export function edgeRoutes(adj, pos, r) {
  if (adj.length > 250) r = 0; // (drawn straight: the radius does not matter)
  if (routed.adj !== adj || routed.pos !== pos || routed.r !== r) {
    const pts = pos.map(([x, y]) => [x * SCALE, y * SCALE]);
    // a big graph's edges are thin lines under dots: drawn straight
    const routes = adj.length > 250 ? straight(adj) : routeEdges(adj, pts, r);
    const byPair = new Map(routes.map((e) => [`${e.a}-${e.b}`, e]));
    routed = { adj, pos, r, routes, byPair };
  }
  return routed;
}

/**
 * The edges as drawn (or as the canvas draws them: straight), as polylines in SVG units with
 * their ends {a, b, points}, for finding the edge under the pointer.
 */
export function drawnEdges(adj, pos) {
  const { routes } = edgeRoutes(adj, pos, nodeStyle(adj.length).r);
  const pts = (i) => [pos[i][0] * SCALE, pos[i][1] * SCALE];
  return routes.map(({ a, b, c }) => ({ a, b, points: polyline(pts(a), c, pts(b)) }));
}

/** One straight route per pair of nodes joined either way (a one-way edge from the higher node too). */
function straight(adj) {
  const { pairs } = edgePairs(adj);
  const out = [];
  for (let k = 0; k < pairs.length; k += 2) out.push({ a: Math.min(pairs[k], pairs[k + 1]), b: Math.max(pairs[k], pairs[k + 1]), c: null });
  return out;
}


let grid = null; // where the grid was last drawn: see gridGeometry
let graph = null; // where the canvas graph was last drawn: see graphGeometry

/**
 * Where the grid was last drawn: board/zoom.js geometry (cell size, origin, rows, cols, box) plus
 * the pieces' icons {mouse, cat: {x, y, r}|null}, in CSS px of the board box; null before any
 * drawing and while the graph is shown.
 */
export const gridGeometry = () => grid;

/**
 * Where the graph was last drawn on the canvas: the viewBox to box transform (box x = tx + s *
 * svg x), the node radius in SVG units, and the pieces' icons {mouse, cat: {x, y, r}|null} in CSS
 * px of the board box; null when the graph is drawn in the SVG (its nodes are elements there).
 */
export const graphGeometry = () => graph;

/** Records where the grid painter drew (gridGeometry's shape), or null: no grid on the board. */
export function drewGrid(g) {
  grid = g;
}

/** Records where the canvas graph painter drew (graphGeometry's shape), or null: none on the canvas. */
export function drewGraph(g) {
  graph = g;
}
