// The board's keyboard: a roving cursor over the places (arrow keys; on the graph, the nearest
// node in that direction), and single-key edits at the cursor (M, C, F, H, E, N, X, Space or
// Enter for the current tool). In a game, Space or Enter moves the user's piece to the cursor.
import { addNode, deleteNode, paintCell, placePiece, setRole, toggleEdge, spotNear } from "../../model/puzzle.js";
import { SCALE } from "../geometry.js";

/** Arrow keys as steps [dx, dy]. */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Arrow keys as directions in words. */
const DIRECTIONS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };

/**
 * Handles a key on the board; returns whether it was the board's (the caller then stops it and
 * redraws). `board`: {state, actions, tryEdit} (board/input/bind.js).
 */
export function onKey(e, board) {
  const { state, actions } = board;
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const graph = state.mode === "graph";
  const n = graph ? state.graph.adj.length : state.grid.rows.length * state.grid.rows[0].length;
  const cursor = Math.min(Math.max(0, state.view.cursor), n - 1);
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  state.view.nowhere = null;
  if (ARROWS[key]) {
    state.view.cursor = graph ? nearestInDirection(state.graph.pos, cursor, ARROWS[key]) : stepCell(state.grid, cursor, ARROWS[key]);
    // no node that way at all: the cursor stays, and the status line says so
    if (graph && state.view.cursor === cursor && n > 1) state.view.nowhere = DIRECTIONS[key];
    state.view.hover = null;
    return true;
  }
  if (key === "Escape") {
    state.view.edgeFrom = null;
    return true;
  }
  if ((key === " " || key === "Enter") && actions.pick?.(cursor)) return true; // a move in a game
  return graph ? keyGraph(key, cursor, board) : keyGrid(key, cursor, board);
}

function keyGraph(key, v, { state, actions, tryEdit }) {
  if (key === " " || key === "Enter") key = { edge: "e", delete: "x", node: "n", hole: "h", mouse: "m", cat: "c" }[state.view.tool] ?? "";
  if (key === "m" || key === "c" || key === "h") {
    const role = { m: "mouse", c: "cat", h: "hole" }[key];
    tryEdit(() => actions.apply({ graph: setRole(state.graph, role, v) }));
  } else if (key === "e") {
    if (state.view.edgeFrom === null) {
      state.view.edgeFrom = v;
    } else {
      const a = state.view.edgeFrom;
      state.view.edgeFrom = null;
      if (a !== v) tryEdit(() => actions.apply({ graph: toggleEdge(state.graph, a, v) }));
    }
  } else if (key === "x" || key === "Delete" || key === "Backspace") {
    tryEdit(() => actions.apply({ graph: deleteNode(state.graph, v) }));
    state.view.cursor = Math.min(v, state.graph.adj.length - 1);
  } else if (key === "n") {
    // beside the cursor, clear of the other nodes and inside the board's view (nothing moves)
    const f = state.view.frame;
    const box = f && [f[0] / SCALE + 0.5, f[1] / SCALE + 0.5, (f[0] + f[2]) / SCALE - 0.5, (f[1] + f[3]) / SCALE - 0.5];
    tryEdit(() => actions.apply({ graph: addNode(state.graph, spotNear(state.graph.pos, v, box)) }));
    state.view.cursor = state.graph.adj.length - 1;
  } else {
    return false;
  }
  return true;
}

function keyGrid(key, p, { state, actions, tryEdit }) {
  const cols = state.grid.rows[0].length;
  const [r, c] = [Math.floor(p / cols), p % cols];
  const piece = { m: "mouse", c: "cat", f: "food" }[key];
  if (piece) {
    tryEdit(() => actions.apply({ grid: placePiece(state.grid, piece, r, c) }));
  } else if (key === " " || key === "Enter") {
    const tool = state.view.tool;
    if (!["mouse", "cat", "food"].includes(tool)) { // the Walls tool (a graph tool counts as it)
      const ch = state.grid.rows[r][c];
      tryEdit(() => actions.apply({ grid: paintCell(state.grid, r, c, ch === "#" ? "." : "#") }));
    } else {
      tryEdit(() => actions.apply({ grid: placePiece(state.grid, tool, r, c) }));
    }
  } else {
    return false;
  }
  return true;
}

/** The grid place one step from `p` in direction [dx, dy], stopping at the edge. */
function stepCell(grid, p, [dx, dy]) {
  const cols = grid.rows[0].length;
  const rows = grid.rows.length;
  const r = Math.min(rows - 1, Math.max(0, Math.floor(p / cols) + dy));
  const c = Math.min(cols - 1, Math.max(0, (p % cols) + dx));
  return r * cols + c;
}

/**
 * The node nearest to `from` within 60 degrees of direction `dir`; else, the nearest anywhere on
 * that side of it (within 90 degrees); else `from` itself (no node lies that way).
 */
export function nearestInDirection(pos, from, [dx, dy]) {
  const [x0, y0] = pos[from] ?? [0, 0];
  const pick = (least) => {
    let best = from;
    let bestScore = Infinity;
    pos.forEach(([x, y], i) => {
      if (i === from) return;
      const ex = x - x0;
      const ey = y - y0;
      const d = Math.hypot(ex, ey);
      const along = d > 0 ? (ex * dx + ey * dy) / d : 0;
      if (along < least) return;
      const score = d * (2 - along);
      if (score < bestScore) [best, bestScore] = [i, score];
    });
    return best;
  };
  const near = pick(0.5);
  return near !== from ? near : pick(1e-9);
}
