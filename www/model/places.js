// Where things are in a puzzle, read from the page state: the pieces' places as the board shows
// them (the puzzle's, an explore view's, or a dragged piece's preview spot), and the places a
// piece may stand on, in order (the heatmaps' axes). Pure: the board, its input, the explore views
// and the Watch all ask here.
import { findCell, catIndexOf } from "./puzzle.js";

/**
 * The pieces' places on the board: the puzzle's, or the explore views' (view.at), or a dragged
 * piece's preview spot. With several cats (a graph's `cats`), `cat` is the array of their
 * places (the puzzle's order; a state shown from the solver has them sorted).
 */
export function position(state) {
  let mouse;
  let cat;
  if (state.mode === "graph") {
    mouse = state.graph.mouse;
    const { cats } = state.graph;
    cat = cats.length > 1 ? cats : cats[0];
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
  const dragged = catIndexOf(drag?.piece);
  if (dragged >= 0 && drag.at != null) cat = Array.isArray(cat) ? cat.map((c, i) => (i === dragged ? drag.at : c)) : drag.at;
  return { mouse, cat, turn: state.view.turn };
}

/** The cats' places of a state or position (`cat` a place, or the array of several cats' places). */
export const catsAt = (s) => (Array.isArray(s.cat) ? s.cat : [s.cat]);

/** Whether every piece of state `s` is on one of `n` places. */
export const onBoard = (s, n) => s.mouse >= 0 && s.mouse < n && catsAt(s).every((c) => c >= 0 && c < n);

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
