// Sentences the page shows: the verdict, a state's tooltip, place names. Plies throughout: a ply
// is one move by either player.

const plies = (d) => `${d} ${d === 1 ? "ply" : "plies"}`;

/** A place's name: "node 3", or "cell (2, 4)" (row, column from 0). */
export function placeName(mode, place, cols) {
  return mode === "graph" ? `node ${place}` : `cell (${Math.floor(place / cols)}, ${place % cols})`;
}

/**
 * The outcome of a state in words, e.g. "cat wins in 6 plies", "endless: the turn limit of 1000
 * makes it a cat win", "mouse would win in 1203 plies; the limit of 1000 makes it a cat win".
 */
export function outcomeWords(view, turnLimit) {
  switch (view.outcome) {
    case "mouse":
      if (view.limited === "cat") return `mouse would win in ${plies(view.distance)}; the limit of ${turnLimit} makes it a cat win`;
      return view.distance === 0 ? "mouse has won" : `mouse wins in ${plies(view.distance)}`;
    case "cat":
      return view.distance === 0 ? "cat has won" : `cat wins in ${plies(view.distance)}`;
    case "draw":
      return "draw: with best play the position repeats";
    case "endless":
      return `endless without the limit: cat wins at ply ${turnLimit}`;
    default:
      return "not a position (a piece on a wall, or the cat in the hole)";
  }
}

/** A tooltip naming the whole state, e.g. "mouse on node 3, cat on node 4, mouse to move: cat wins in 6 plies". */
export function stateWords(mode, cols, mouse, cat, turn, view, turnLimit) {
  return `mouse on ${placeName(mode, mouse, cols)}, cat on ${placeName(mode, cat, cols)}, `
    + `${turn === 0 ? "mouse" : "cat"} to move: ${outcomeWords(view, turnLimit)}`;
}

/** The verdict headline for the start, capitalised. */
export function verdictWords(view, turnLimit) {
  const s = outcomeWords(view, turnLimit);
  return s[0].toUpperCase() + s.slice(1);
}

/** The short cue drawn on a place: letter (or symbol) plus distance, e.g. "M7", "C12", "=", "∞". */
export function cue(view) {
  switch (view.outcome) {
    case "mouse": return view.limited === "cat" ? `M${view.distance}!` : `M${view.distance}`;
    case "cat": return `C${view.distance}`;
    case "draw": return "=";
    case "endless": return "∞";
    default: return "";
  }
}
