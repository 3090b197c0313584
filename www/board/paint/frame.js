// One frame of the board: picks the painter (the grid on the canvas; a graph in the SVG, or on
// the canvas when it is big: board/geometry.js onCanvas), tells the painter that drew the last
// frame to forget its drawing when another takes over, and keeps where the painter drew in the
// board state (`geometry`), the value the board input reads. Also holds the graph's view: fitted
// to a new drawing, then held while it fits (board/geometry.js heldFrame), so that nothing the
// user did not move moves on screen.
import { heldFrame, nodeStyle, onCanvas, edgeRoutes, ROUTE_SLICE_MS } from "../geometry.js";
import { renderGraph, leaveGraphSvg } from "./graph-svg.js";
import { renderGraphCanvas, leaveGraphCanvas } from "./graph-canvas.js";
import { renderGrid, leaveGrid } from "./grid.js";

/** The painter that draws `state`'s board: "grid", "canvas" (a big graph) or "svg". */
export function painterOf(state) {
  if (state.mode === "grid") return "grid";
  return onCanvas(state.graph.adj) ? "canvas" : "svg";
}

/** Forgets painter `name`'s drawing (another painter draws the board now). */
function leave(board, name) {
  if (name === "grid") leaveGrid(board);
  else if (name === "canvas") leaveGraphCanvas(board);
  else if (name === "svg") leaveGraphSvg(board);
}

/**
 * Draws the board of `state` with the places' views `col` (board/colouring.js colouring, its
 * marks ringed) and the best moves `best` (board/best.js), into the board state `board`.
 * Returns what is left to do: "" (the drawing is whole), "frame" (a big graph's edges are still
 * being drawn: draw again at the next frame) or "routes" (the SVG's edge routes are still being
 * worked out: see routesPending).
 * @param {ReturnType<import("../board-state.js").createBoardState>} board
 * @param {object} state
 * @param {object} col
 * @param {Array<number|number[]>} best
 * @returns {"" | "frame" | "routes"}
 */
export function drawBoard(board, state, col, best) {
  const { svg, canvas } = board.dom;
  // the graph's view: fitted to a new drawing, then held while it fits
  if (state.mode === "graph") {
    state.view.frame = heldFrame(state.view.frame, state.graph.pos, svg.clientWidth || 800, nodeStyle(state.graph.adj.length).r);
  }
  const painter = painterOf(state);
  if (board.painter !== painter) {
    leave(board, board.painter);
    board.painter = painter;
    board.geometry = { grid: null, graph: null };
  }
  if (painter === "grid") {
    board.geometry.grid = renderGrid(board, state, col, best, col.marks);
    return "";
  }
  if (painter === "canvas") {
    const { complete, geometry } = renderGraphCanvas(board, state, col, best, col.marks);
    board.geometry.graph = geometry;
    return complete ? "" : "frame";
  }
  canvas.hidden = true;
  return renderGraph(board, state, col, best, col.marks).complete ? "" : "routes";
}

/**
 * For a frame that only goes on working out the SVG's edge routes: works on them for up to two
 * slices and returns whether some are still to do (then the board is not drawn again yet: it is
 * drawn once they are all there).
 */
export function routesPending(board, state) {
  if (state.mode !== "graph") return false;
  const { adj, pos } = state.graph;
  return !edgeRoutes(board.routes, adj, pos, nodeStyle(adj.length).r, 2 * ROUTE_SLICE_MS).complete;
}
