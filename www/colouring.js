// Which outcome each place shows, and which state it is. A state is (mouse place, cat place,
// player to move); the view holds one piece and the turn fixed and lets the other piece (the
// "ranging" one) range over every place. Places where the player to move can go (the move marks:
// play.js) show instead the state after that move, so a ring and its fill always tell the same
// thing. Reads the solved tables only (the outcomes, and on the grid the outcomes under the turn
// limit that the solver worked out): no game rules.
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
export const NONE = Object.freeze({ outcome: "none", distance: 0, limited: null, tint: 0 });

/**
 * The tint of a win `distance` plies from the end, when the longest is `maxDistance`: 1 (the
 * strongest colour, the soonest third), 2 or 3 (the palest, the latest third). Each tint has its
 * own fill and label colour in style.css, so every label keeps its contrast.
 */
export function tintOf(distance, maxDistance) {
  return 1 + Math.min(2, Math.floor((3 * distance) / (Math.max(0, maxDistance) + 1)));
}

/**
 * What one state shows.
 * @returns {{outcome: "mouse"|"cat"|"draw"|"endless"|"none", distance: number, limited: "mouse"|"cat"|null, tint: number}}
 *   `limited` is the grid's result under the turn limit (null for the graph and non-positions);
 *   `tint` the colour strength of a win (tintOf), 1 for draws and endless states, 0 for none.
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
  const tint = tintOf(distance, solution.maxDistance ?? distance);
  switch (byte) {
    case OUTCOME.mouse: return { outcome: "mouse", distance, limited, tint };
    case OUTCOME.cat: return { outcome: "cat", distance, limited, tint };
    case OUTCOME.draw: return { outcome: grid ? "endless" : "draw", distance, limited, tint: 1 };
    default: return NONE;
  }
}

/**
 * @typedef {object} PlaceView   what one place of the board shows
 * @property {"mouse"|"cat"|"draw"|"endless"|"none"} outcome
 * @property {number} distance
 * @property {"mouse"|"cat"|null} limited
 * @property {number} tint
 * @property {{mouse:number, cat:number, turn:number}} state   the state it shows
 * @property {boolean} after       whether it is a move mark: the state after the mover goes there
 */

/**
 * The coloured board: for every place, the state with the ranging piece there, except the places
 * in `marks` (the mover's moves, play.js shownMoves: {place, view, state}), which show the state
 * after the move (no places while there is no solution).
 * @param {object} state   the page state
 * @param {{place:number, view:object, state:{mouse:number, cat:number, turn:number}}[]} marks
 * @returns {{ranging: "mouse"|"cat", position: {mouse:number, cat:number, turn:number}, places: PlaceView[], marks: object[]}}
 */
export function colouring(state, marks = []) {
  const at = position(state);
  const solution = state.solution;
  const ranging = state.view.colour;
  const places = [];
  const n = solution?.places ?? 0;
  for (let p = 0; p < n; p++) {
    const shown = ranging === "mouse" ? { mouse: p, cat: at.cat, turn: at.turn } : { mouse: at.mouse, cat: p, turn: at.turn };
    places.push({ ...stateView(solution, shown.mouse, shown.cat, shown.turn), state: shown, after: false });
  }
  for (const m of marks) {
    if (m.place >= 0 && m.place < n) places[m.place] = { ...m.view, state: m.state, after: true };
  }
  return { ranging, position: at, places, marks };
}
