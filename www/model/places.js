// Where things are in a puzzle, read from the page state: the pieces' places as the board shows
// them (the puzzle's, an explore view's, or a dragged piece's preview spot), and the places a
// piece may stand on, in order (the heatmaps' axes). Pure: the board, its input, the explore views
// and the Watch all ask here.
import { findCell, catIndexOf } from "./puzzle.js";

/**
 * The pieces' places on the board, {mouse, cats, turn}: the puzzle's, or the explore views'
 * (view.at), or a dragged piece's preview spot. `cats` lists the cats' places (the puzzle's
 * order; a state shown from the solver has them sorted): one on the grid, one to eight on a graph.
 * A piece that is not on the board (a grid without it) is at -1.
 */
export function position(state) {
  let mouse;
  let cats;
  if (state.mode === "graph") {
    ({ mouse, cats } = state.graph);
  } else {
    const cols = state.grid.rows[0]?.length ?? 0;
    const at = (ch) => {
      const rc = findCell(state.grid.rows, ch);
      return rc ? rc[0] * cols + rc[1] : -1;
    };
    mouse = at("M");
    cats = [at("C")];
  }
  const shown = state.view.at;
  if (shown) ({ mouse, cats } = shown);
  const drag = state.view.drag;
  if (drag?.piece === "mouse" && drag.at != null) mouse = drag.at;
  const dragged = catIndexOf(drag?.piece);
  if (dragged >= 0 && drag.at != null) cats = cats.map((c, i) => (i === dragged ? drag.at : c));
  return { mouse, cats, turn: state.view.turn };
}

/** Whether every piece of state `s` is on one of `n` places. */
export const onBoard = (s, n) => s.mouse >= 0 && s.mouse < n && s.cats.every((c) => c >= 0 && c < n);

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
