// Where things are in a puzzle, read from the page state: the pieces' places as the board shows
// them (the puzzle's, an explore view's, or a dragged piece's preview spot), and the places a
// piece may stand on, in order (the heatmaps' axes). Pure: the board, its input, the explore views
// and the Watch all ask here.
import { findCell } from "./puzzle.js";

/**
 * The pieces' places on the board: the puzzle's, or the explore views' (view.at), or a dragged
 * piece's preview spot.
 */
export function position(state) {
  let mouse;
  let cat;
  if (state.mode === "graph") {
    ({ mouse, cat } = state.graph);
  } else {
    const cols = state.grid.rows[0]?.length ?? 0;
    const at = (ch) => {
      const rc = findCell(state.grid.rows, ch);
      return rc ? rc[0] * cols + rc[1] : -1;
    };
    mouse = at("M");
    cat = at("C");
  }
  const shown = state.view.at;
  if (shown) ({ mouse, cat } = shown);
  const drag = state.view.drag;
  if (drag?.piece === "mouse" && drag.at != null) mouse = drag.at;
  if (drag?.piece === "cat" && drag.at != null) cat = drag.at;
  return { mouse, cat, turn: state.view.turn };
}

/**
 * The places a heatmap shows along each axis, in order: every node, or every floor cell (walls are
 * no place for a piece).
 * @returns {number[]}
 */
export function axisPlaces(state) {
  if (state.mode === "graph") return state.graph.adj.map((_, i) => i);
  const out = [];
  const C = state.grid.rows[0]?.length ?? 0;
  state.grid.rows.forEach((row, r) => {
    for (let c = 0; c < C; c++) if (row[c] !== "#") out.push(r * C + c);
  });
  return out;
}
