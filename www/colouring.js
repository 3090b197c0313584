// Which outcome each place shows. A state is (mouse place, cat place, player to move); the view
// holds one piece and the turn fixed and lets the other piece range over every place. Reads the
// solved tables only (the outcomes, and on the grid the outcomes under the turn limit that the
// solver worked out): no game rules.
import { OUTCOME } from "./wasm.js";
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

/** The view of a state that is no position (a piece on a wall, the cat in the hole, off the board). */
export const NONE = Object.freeze({ outcome: "none", distance: 0, limited: null });

/**
 * What one state shows.
 * @returns {{outcome: "mouse"|"cat"|"draw"|"endless"|"none", distance: number, limited: "mouse"|"cat"|null}}
 *   `limited` is the grid's result under the turn limit (null for the graph and non-positions).
 */
export function stateView(solution, mouse, cat, turn) {
  const n = solution.places;
  if (!(mouse >= 0 && mouse < n && cat >= 0 && cat < n)) return NONE;
  const i = (turn * n + mouse) * n + cat;
  const byte = solution.outcomes[i];
  const distance = solution.distances[i];
  const grid = solution.kind === "grid";
  // the grid's verdict under the turn limit, as the solver gave it
  const limited = grid ? (solution.limited[i] === OUTCOME.mouse ? "mouse" : "cat") : null;
  switch (byte) {
    case OUTCOME.mouse: return { outcome: "mouse", distance, limited };
    case OUTCOME.cat: return { outcome: "cat", distance, limited };
    case OUTCOME.draw: return { outcome: grid ? "endless" : "draw", distance, limited };
    default: return NONE;
  }
}

/**
 * The coloured board: for every place, the state with the ranging piece there (no places while
 * there is no solution).
 * @returns {{ranging: "mouse"|"cat", position: {mouse:number, cat:number, turn:number}, places: ReturnType<typeof stateView>[]}}
 */
export function colouring(state) {
  const at = position(state);
  const solution = state.solution;
  const ranging = state.view.colour;
  const places = [];
  const n = solution?.places ?? 0;
  for (let p = 0; p < n; p++) {
    places.push(ranging === "mouse"
      ? stateView(solution, p, at.cat, at.turn)
      : stateView(solution, at.mouse, p, at.turn));
  }
  return { ranging, position: at, places };
}
