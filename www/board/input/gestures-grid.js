// Pointer gestures on the grid board: with the Walls tool, drag a piece or the food to another
// cell, or click and drag to paint walls or floor; with a piece tool, click to put that piece on
// a cell. Each handler gets the board context {state, hit, actions, tryEdit} (board/input/bind.js).
import { paintCell, placePiece } from "../../model/puzzle.js";
import { position } from "../../model/places.js";

/** The grid's tools (the graph's do not apply here). */
const GRID_TOOLS = ["paint", "mouse", "cat", "food"];

/** The piece a cell's letter stands for, or null. */
const PIECE_OF = { F: "food", M: "mouse", C: "cat" };

/** A pointer press: starts and returns a gesture, or makes a one-click edit and returns null. */
export function down(e, piece, { state, hit, actions, tryEdit }) {
  const cell = hit.cellAt(e);
  if (!cell) return null;
  state.view.cursor = cell.p;
  const tool = GRID_TOOLS.includes(state.view.tool) ? state.view.tool : "paint"; // a graph tool paints here
  const ch = state.grid.rows[cell.r][cell.c];
  const held = piece ?? PIECE_OF[ch] ?? null;
  if (held && tool === "paint") {
    state.view.drag = { piece: held, at: held === "food" ? null : position(state)[held] };
    return { kind: "piece", piece: held, from: cell.p };
  }
  if (tool === "paint") {
    const paint = ch === "#" ? "." : "#";
    actions.begin();
    actions.apply({ grid: paintCell(state.grid, cell.r, cell.c, paint) });
    return { kind: "paint", paint };
  }
  tryEdit(() => actions.apply({ grid: placePiece(state.grid, tool, cell.r, cell.c) }));
  return null;
}

/** The pointer moves during `gesture`. */
export function move(e, gesture, { state, hit, actions }) {
  const cell = hit.cellAt(e);
  if (gesture.kind === "piece") {
    state.view.hover = cell?.p ?? null;
    if (cell && gesture.piece !== "food") state.view.drag = { piece: gesture.piece, at: cell.p };
  } else if (gesture.kind === "paint" && cell) {
    actions.apply({ grid: paintCell(state.grid, cell.r, cell.c, gesture.paint) });
  }
}

/** The pointer is released (or the gesture cancelled: `e.type` "pointercancel"). */
export function up(e, gesture, { state, hit, actions, tryEdit }) {
  if (gesture.kind === "paint") {
    actions.end();
  } else if (gesture.kind === "piece") {
    state.view.drag = null;
    const cell = hit.cellAt(e);
    // the food dragged is the one picked up (one of several, with the rule severalFoods)
    const cols = state.grid.rows[0].length;
    const at = gesture.piece === "food" ? [Math.floor(gesture.from / cols), gesture.from % cols] : null;
    if (e.type === "pointerup" && cell && cell.p !== gesture.from) tryEdit(() => actions.apply({ grid: placePiece(state.grid, gesture.piece, cell.r, cell.c, at) }));
  }
}
