// Sentences the page shows: the verdict, a state's tooltip, place names, counts of plies and
// times. Plies throughout: a ply is one move by either player.
import { variantWords } from "./rules.js";

/** Milliseconds in a second (a unit, not a rule of either game). */
const MS_PER_SECOND = 1e3;

/** A count of plies, e.g. "1 ply", "6 plies". */
export const plies = (d) => `${d} ${d === 1 ? "ply" : "plies"}`;

/**
 * A measured time, e.g. "< 1 ms", "12.3 ms", "456 ms", "1.23 s" (under a millisecond, browsers'
 * clocks are too coarse to say more: Firefox's reads 0.00).
 */
export function duration(ms) {
  if (ms < 1) return "< 1 ms";
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < MS_PER_SECOND) return `${Math.round(ms)} ms`;
  return `${(ms / MS_PER_SECOND).toFixed(2)} s`;
}

/** A running clock in seconds with one decimal, e.g. "3.2" (the progress indicator). */
export const seconds = (ms) => (ms / MS_PER_SECOND).toFixed(1);

/** Milliseconds in `s` seconds (the line's playing speed is chosen in seconds per ply). */
export const millis = (s) => s * MS_PER_SECOND;

/** A place's name: "node 3", or "cell (2, 4)" (row, column from 0). */
export function placeName(mode, place, cols) {
  return mode === "graph" ? `node ${place}` : `cell (${Math.floor(place / cols)}, ${place % cols})`;
}

/**
 * Where the cats stand, in words: "cat on node 4", or with several cats "cats on nodes 2, 4 and 7"
 * (`cats` their places; two on one node are named twice).
 */
export function catsWords(mode, cats, cols) {
  if (cats.length === 1) return `cat on ${placeName(mode, cats[0], cols)}`;
  const list = cats.map(String);
  return `cats on nodes ${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/** "cat" or "cats": the cats' side, by how many there are (`cats` their places). */
export const catSide = (cats) => (cats.length > 1 ? "cats" : "cat");

/**
 * The outcome of a state in words, e.g. "cat wins in 6 plies", "endless without the limit: cat
 * wins at ply 90", "mouse would win in 95 plies; the limit of 90 makes it a cat win"; with
 * several cats (`catCount`) their side is "cats": "cats win in 6 plies".
 */
export function outcomeWords(view, turnLimit, catCount = 1) {
  const several = catCount > 1;
  switch (view.outcome) {
    case "mouse":
      if (view.limited === "cat") return `mouse would win in ${plies(view.distance)}; the limit of ${turnLimit} makes it a cat win`;
      return view.distance === 0 ? "mouse has won" : `mouse wins in ${plies(view.distance)}`;
    case "cat":
      if (several) return view.distance === 0 ? "cats have won" : `cats win in ${plies(view.distance)}`;
      return view.distance === 0 ? "cat has won" : `cat wins in ${plies(view.distance)}`;
    case "draw":
      // (a move in a game back to a position the game has had: explore/play.js REPEATS)
      return view.repeats ? "repeats: draw (a position this game has had)" : "draw: with best play the position repeats";
    case "endless":
      return `endless without the limit: cat wins at ply ${turnLimit}`;
    case "open":
      return "not decided yet at this level";
    case "pending":
      return "being looked up…";
    default:
      return several ? "not a position (a cat in the hole)" : "not a position (a piece on a wall, or the cat in the hole)";
  }
}

/** A tooltip naming the whole state, e.g. "mouse on node 3, cat on node 4, mouse to move: cat wins in 6 plies". */
export function stateWords(mode, cols, mouse, cats, turn, view, turnLimit) {
  return `mouse on ${placeName(mode, mouse, cols)}, ${catsWords(mode, cats, cols)}, `
    + `${turn === 0 ? "mouse" : catSide(cats)} to move: ${outcomeWords(view, turnLimit, cats.length)}`;
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
const cells = (k) => `${k} ${k === 1 ? "cell" : "cells"}`;

/**
 * The rules of the shown game in one sentence, with the puzzle's own numbers (docs/rules.md, "The rules,
 * exactly"), then the rule variants in force (model/rules.js), which change what the sentence says.
 */
export function rulesWords(mode, graph, grid) {
  const variants = variantWords(mode, mode === "graph" ? graph.rules : grid.rules);
  const changed = variants ? ` Changed here: ${variants}.` : "";
  if (mode === "graph") {
    const several = graph.cats.length > 1;
    const first = graph.first === "cat" ? (several ? "the cats" : "the cat") : "the mouse";
    const hole = graph.rules?.catEntersHole ? "" : " (it may never enter the hole)";
    if (graph.rules?.noHole) {
      return `Taking turns along the edges (${first} first), ${several ? "the cats win by one landing" : "the cat wins by landing"} on the mouse; `
        + `there is no hole, so the mouse can at best escape for ever, and a position that repeats is a draw.${changed}`;
    }
    return `Taking turns along the edges (${first} first), the mouse wins by reaching the hole, ${several ? "the cats by one landing" : "the cat by landing"} on `
      + `the mouse${hole}, and a position that repeats is a draw.${changed}`;
  }
  return `Taking turns (the mouse first), each piece jumps up to its length (cat ${cells(grid.catJump)}, mouse `
    + `${cells(grid.mouseJump)}) along a row or column, or stays, never through a wall; the cat wins by landing on the `
    + `mouse or reaching the food first, the mouse by reaching the food first, and the cat if the mouse has not reached it within ${plies(grid.turnLimit)}.${changed}`;
}

/**
 * How to read the board's colours, in one sentence, for the piece whose places are coloured
 * (`ranging`, "mouse" or "cat"), the player to move (`turn`) and the number of cats, e.g. "Each
 * node shows who wins if the mouse stood there, with the cat where it is and the mouse to move."
 */
export function ideaWords(mode, ranging, turn, cats = 1) {
  const place = mode === "graph" ? "node" : "cell";
  const several = cats > 1;
  const piece = ranging === "mouse" ? "the mouse" : several ? "this cat" : "the cat";
  const others = ranging === "mouse"
    ? (several ? "the cats where they are" : "the cat where it is")
    : (several ? `the mouse and the other ${cats > 2 ? "cats" : "cat"} where they are` : "the mouse where it is");
  const mover = turn === 0 ? "the mouse" : several ? "the cats" : "the cat";
  return `Each ${place} shows who wins if ${piece} stood there, with ${others} and ${mover} to move.`;
}

/** A piece's name for the `turn` coordinate of a state: "mouse" or "cat". */
export const moverName = (turn) => (turn === 0 ? "mouse" : "cat");
