// Sentences the page shows: the verdict, a state's tooltip, place names, counts of plies and
// times, in the language in force (i18n/i18n.js). Plies throughout: a ply is one move by either
// player (步 in Chinese: 一步 = 一方走一次).
import { variantWords } from "./rules.js";
import { t, number } from "../i18n/i18n.js";

/** Milliseconds in a second (a unit, not a rule of either game). */
const MS_PER_SECOND = 1e3;

/** A count of plies, e.g. "1 ply", "6 plies". */
export const plies = (d) => t("words.plies", { count: d });

/**
 * A measured time, e.g. "< 1 ms", "12.3 ms", "456 ms", "1.23 s" (under a millisecond, browsers'
 * clocks are too coarse to say more: Firefox's reads 0.00).
 */
export function duration(ms) {
  const fixed = (x, digits) => number(x, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  if (ms < 1) return t("words.durationTiny");
  if (ms < 100) return t("words.durationMs", { ms: fixed(ms, 1) });
  if (ms < MS_PER_SECOND) return t("words.durationMs", { ms: fixed(ms, 0) });
  return t("words.durationS", { s: fixed(ms / MS_PER_SECOND, 2) });
}

/** A running clock in seconds with one decimal, e.g. "3.2" (the progress indicator). */
export const seconds = (ms) => (ms / MS_PER_SECOND).toFixed(1);

/** Milliseconds in `s` seconds (the line's playing speed is chosen in seconds per ply). */
export const millis = (s) => s * MS_PER_SECOND;

/** A place's name: "node 3", or "cell (2, 4)" (row, column from 0). */
export function placeName(mode, place, cols) {
  // (ids as they are, never grouped: "node 12345")
  return mode === "graph" ? t("words.node", { place: String(place) }) : t("words.cell", { row: String(Math.floor(place / cols)), col: String(place % cols) });
}

/**
 * Where the cats stand, in words: "cat on node 4", or with several cats "cats on nodes 2, 4 and 7"
 * (`cats` their places; two on one node are named twice).
 */
export function catsWords(mode, cats, cols) {
  if (cats.length === 1) return t("words.catOn", { place: placeName(mode, cats[0], cols) });
  const list = cats.map(String);
  return t("words.catsOn", { list: list.slice(0, -1).join(t("words.listSeparator")), last: list[list.length - 1] });
}

/** "cat" or "cats": the cats' side, by how many there are (`cats` their places). */
export const catSide = (cats) => t(cats.length > 1 ? "words.side.cats" : "words.side.cat");

/**
 * The outcome of a state in words, e.g. "cat wins in 6 plies", "endless without the limit: cat
 * wins at ply 90", "mouse would win in 95 plies; the limit of 90 makes it a cat win"; with
 * several cats (`catCount`) their side is "cats": "cats win in 6 plies".
 */
export function outcomeWords(view, turnLimit, catCount = 1) {
  const several = catCount > 1;
  switch (view.outcome) {
    case "mouse":
      if (view.limited === "cat") return t("verdict.mouseWouldWin", { plies: plies(view.distance), limit: turnLimit });
      return view.distance === 0 ? t("verdict.mouseHasWon") : t("verdict.mouseWins", { plies: plies(view.distance) });
    case "cat":
      if (several) return view.distance === 0 ? t("verdict.catsHaveWon") : t("verdict.catsWin", { plies: plies(view.distance) });
      return view.distance === 0 ? t("verdict.catHasWon") : t("verdict.catWins", { plies: plies(view.distance) });
    case "draw":
      // (a move in a game back to a position the game has had: explore/play.js REPEATS)
      return view.repeats ? t("verdict.repeats") : t("verdict.draw");
    case "endless":
      return t("verdict.endless", { limit: turnLimit });
    case "open":
      return t("verdict.open");
    case "pending":
      return t("verdict.pending");
    default:
      return several ? t("verdict.noPositionCats") : t("verdict.noPosition");
  }
}

/** A tooltip naming the whole state, e.g. "mouse on node 3, cat on node 4, mouse to move: cat wins in 6 plies". */
export function stateWords(mode, cols, mouse, cats, turn, view, turnLimit) {
  return t("words.state", {
    mouse: placeName(mode, mouse, cols),
    cats: catsWords(mode, cats, cols),
    mover: turn === 0 ? t("words.side.mouse") : catSide(cats),
    outcome: outcomeWords(view, turnLimit, cats.length),
  });
}

/** The verdict headline for the start, capitalised (`catCount`: see outcomeWords). */
export function verdictWords(view, turnLimit, catCount = 1) {
  const s = outcomeWords(view, turnLimit, catCount);
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

/** "1 cell", "3 cells". */
const cells = (k) => t("words.cells", { count: k });

/**
 * The rules of the shown game in one sentence, with the puzzle's own numbers (docs/rules.md, "The rules,
 * exactly"), then the rule variants in force (model/rules.js), which change what the sentence says.
 */
export function rulesWords(mode, graph, grid) {
  const variants = variantWords(mode, mode === "graph" ? graph.rules : grid.rules);
  const changed = variants ? t("rules.changed", { variants }) : "";
  if (mode === "graph") {
    const cats = graph.cats.length > 1 ? "cats" : "cat";
    const first = t(graph.first === "cat" ? `rules.first.${cats}` : "rules.first.mouse");
    if (graph.rules?.noHole) return t(`rules.graph.noHole.${cats}`, { first, changed });
    const hole = graph.rules?.catEntersHole ? "" : t("rules.graph.noEnterHole");
    return t(`rules.graph.${cats}`, { first, hole, changed });
  }
  return t("rules.grid", { catCells: cells(grid.catJump), mouseCells: cells(grid.mouseJump), limit: plies(grid.turnLimit), changed });
}

/**
 * How to read the board's colours, in one sentence, for the piece whose places are coloured
 * (`ranging`, "mouse" or "cat"), the player to move (`turn`) and the number of cats, e.g. "Each
 * node shows who wins if the mouse stood there, with the cat where it is and the mouse to move."
 */
export function ideaWords(mode, ranging, turn, cats = 1) {
  const several = cats > 1;
  const piece = ranging === "mouse" ? "mouse" : several ? "thisCat" : "cat";
  const others = ranging === "mouse"
    ? (several ? "cats" : "cat")
    : (several ? (cats > 2 ? "mouseAndCats" : "mouseAndCat") : "mouse");
  const mover = turn === 0 ? "mouse" : several ? "cats" : "cat";
  return t("idea.sentence", {
    place: t(`idea.place.${mode === "graph" ? "graph" : "grid"}`),
    piece: t(`idea.piece.${piece}`),
    others: t(`idea.others.${others}`),
    mover: t(`idea.mover.${mover}`),
  });
}

/** A piece's name for the `turn` coordinate of a state: "mouse" or "cat". */
export const moverName = (turn) => (turn === 0 ? "mouse" : "cat");
