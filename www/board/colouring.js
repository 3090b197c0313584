// Which outcome each place shows, and which state it is. A state is (mouse place, the cats'
// places, player to move); the view holds every piece but one and the turn fixed and lets that
// piece (the "ranging" one: the mouse, or one cat) range over every place. Places where the
// player to move can go (the move marks: explore/play.js) show instead the state after that move,
// so a ring and its fill always tell the same thing. Reads the solved tables only (the
// outcomes, and on the grid the outcomes under the turn limit that the solver worked out): no
// game rules. Every solution answers alike wherever its table is (solver/answers.js): the board
// reads one slice of it, the n places of the view, asked for once and kept after (from a worker,
// it arrives later): never a pass over every state.
import { OUTCOME } from "../solver/wasm.js";
import { position, onBoard } from "../model/places.js";
import { tintOf } from "../model/tint.js";

/** The view of a state that is no position (a piece on a wall, the cat in the hole, off the board). */
export const NONE = Object.freeze({ outcome: "none", distance: 0, limited: null, tint: 0 });

/** The view of a state whose value is still on its way from the worker (drawn uncoloured). */
export const PENDING = Object.freeze({ outcome: "pending", distance: 0, limited: null, tint: 0 });

/** The view of entry `i` of the outcome bytes `o`, distances `d` and limited bytes `l` (null: the graph). */
function viewOf(solution, o, d, l, i) {
  const grid = solution.kind === "grid";
  const distance = d[i];
  // the grid's verdict under the turn limit, as the solver gave it
  const limited = grid ? (l[i] === OUTCOME.mouse ? "mouse" : "cat") : null;
  const tint = tintOf(distance, solution.maxDistance ?? distance);
  switch (o[i]) {
    case OUTCOME.mouse: return { outcome: "mouse", distance, limited, tint };
    case OUTCOME.cat: return { outcome: "cat", distance, limited, tint };
    case OUTCOME.draw: return { outcome: grid ? "endless" : "draw", distance, limited, tint: 1 };
    default: return NONE;
  }
}

/**
 * `view`, the value of position `state`, as it stands in a game `pliesPlayed` plies old: on the
 * grid its result under the turn limit becomes the one with the plies left then (the solver's
 * `limitedAt`: a mouse win too slow for what is left of the game is the cat's); undefined while
 * that answer is on its way. A graph's view, and a view with no turn-limit verdict, stay as they are.
 */
export function viewInGame(view, state, pliesPlayed, ask) {
  if (view.limited === null || view.limited === undefined) return view;
  const code = ask("limitedAt", state.mouse, state.cats, state.turn, pliesPlayed);
  if (code === undefined) return undefined;
  if (code !== OUTCOME.mouse && code !== OUTCOME.cat) return view;
  const limited = code === OUTCOME.mouse ? "mouse" : "cat";
  return limited === view.limited ? view : { ...view, limited };
}

/** The view of entry `i` of `views` (solver/wasm.js Views: a slice, or states asked one by one). */
const fromViews = (solution, views, i) => viewOf(solution, views.outcomes, views.distances, views.limited, i);

/**
 * What one state shows (`cats` the cats' places).
 * @returns {{outcome: "mouse"|"cat"|"draw"|"endless"|"none"|"pending", distance: number, limited: "mouse"|"cat"|null, tint: number}}
 *   `limited` is the grid's result under the turn limit (null for the graph and non-positions);
 *   `tint` the colour strength of a win (tintOf), 1 for draws and endless states, 0 for none;
 *   "pending": a worker-held table has not answered yet (the page redraws when it does).
 */
export function stateView(solution, mouse, cats, turn) {
  const n = solution.places;
  if (!onBoard({ mouse, cats }, n)) return NONE;
  // a slice already here that holds the state (solver/wasm.js slice: the mouse ranging, or any
  // one cat), else ask for the state (solver/answers.js)
  const byCats = solution.peek("slice", 0, cats, turn);
  if (byCats) return fromViews(solution, byCats, mouse);
  for (let i = 0; i < cats.length; i++) {
    const byOthers = solution.peek("slice", 1 + i, [mouse, ...cats.slice(0, i), ...cats.slice(i + 1)], turn);
    if (byOthers) return fromViews(solution, byOthers, cats[i]);
  }
  const one = solution.ask("views", mouse, cats, turn);
  if (one === undefined) return PENDING;
  return one ? fromViews(solution, one, 0) : NONE;
}

/**
 * @typedef {object} PlaceView   what one place of the board shows
 * @property {"mouse"|"cat"|"draw"|"endless"|"none"|"pending"} outcome
 * @property {number} distance
 * @property {"mouse"|"cat"|null} limited
 * @property {number} tint
 * @property {{mouse:number, cats:number[], turn:number}} state   the state it shows
 * @property {boolean} after       whether it is a move mark: the state after the mover goes there
 */

let last = { key: null, places: [] }; // the last places built, reused while nothing they depend on changed
let lastMarked = { base: null, key: "", places: [] }; // the same with the move marks laid in
let lastSlice = { solution: null, places: [] }; // the last slice drawn of a worker-held table

/** `places` with the move marks laid in, the same array back while neither changed (renderers compare by identity). */
function withMarks(places, marks) {
  const n = places.length;
  const inside = marks.filter((m) => m.place >= 0 && m.place < n);
  if (inside.length === 0) return places;
  const key = inside.map((m) => `${m.place}:${m.state.mouse},${m.state.cats},${m.state.turn}:${m.view.outcome}:${m.view.distance}:${m.view.limited}:${m.view.tint}`).join(" ");
  if (lastMarked.base !== places || lastMarked.key !== key) {
    const out = places.slice();
    for (const m of inside) out[m.place] = { ...m.view, state: m.state, after: true };
    lastMarked = { base: places, key, places: out };
  }
  return lastMarked.places;
}

/**
 * The coloured board: for every place, the state with the ranging piece there, except the places
 * in `marks` (the mover's moves, explore/play.js shownMoves: {place, view, state}), which show the state
 * after the move (no places while there is no solution). For a worker-held table whose slice is
 * still on its way, the places of the last slice of the same solution, and `pending` true (the
 * page redraws when it arrives). The same `places` array comes back while the solution, the slice
 * and the marks are the same, so a renderer can tell by identity that nothing changed.
 * @param {object} state   the page state
 * @param {{place:number, view:object, state:{mouse:number, cats:number[], turn:number}}[]} marks
 * "cat" colours the places for one cat, `chosen` (`view.chosenCat`, with several cats), the
 * others standing.
 * @returns {{ranging: "mouse"|"cat", chosen: number, position: {mouse:number, cats:number[], turn:number}, places: PlaceView[], marks: object[], pending: boolean}}
 */
export function colouring(state, marks = []) {
  const at = position(state);
  const solution = state.solution;
  const ranging = state.view.colour;
  const n = solution?.places ?? 0;
  // the mouse ranges with every cat standing, or the chosen cat ranges with the mouse and the other cats standing
  const chosen = Math.min(state.view.chosenCat ?? 0, at.cats.length - 1);
  const withCat = (p) => at.cats.map((c, i) => (i === chosen ? p : c));
  const fixed = ranging === "mouse" ? at.cats : [at.mouse, ...at.cats.filter((_, i) => i !== chosen)];
  const rangeKey = ranging === "mouse" ? 0 : 1 + chosen;
  const shown = (p) => (ranging === "mouse" ? { mouse: p, cats: at.cats, turn: at.turn } : { mouse: at.mouse, cats: withCat(p), turn: at.turn });
  const reuse = (key, build) => {
    if (last.key === null || last.key.some((v, i) => v !== key[i])) last = { key, places: build() };
    return last.places;
  };
  if (!solution) return { ranging, chosen, position: at, places: withMarks([], marks), marks, pending: false };
  // the slice of the view, from whichever table holds it (undefined: on its way from the worker)
  const fixedOnBoard = ranging === "mouse" ? onBoard({ mouse: 0, cats: at.cats }, n) : onBoard(at, n);
  const s = fixedOnBoard ? solution.ask("slice", rangeKey, fixed, at.turn) : null;
  if (s === undefined) {
    const stale = lastSlice.solution === solution ? lastSlice.places : [];
    return { ranging, chosen, position: at, places: stale, marks, pending: true };
  }
  const places = reuse([solution, s, ranging, String(fixed), at.turn], () => {
    // (one object a place, built in one go: no spread of a view per place)
    const out = new Array(n);
    for (let p = 0; p < n; p++) {
      const v = s ? fromViews(solution, s, p) : NONE;
      out[p] = { outcome: v.outcome, distance: v.distance, limited: v.limited, tint: v.tint, state: shown(p), after: false };
    }
    return out;
  });
  lastSlice = { solution, places };
  return { ranging, chosen, position: at, places: withMarks(places, marks), marks, pending: false };
}
