// Builds the plain result objects of the Watch and Designer exports (the JS half of
// src/wasm/watch.rs and src/wasm/design.rs). Object literals define their properties, so nothing
// the caller put on Object.prototype or Array.prototype runs while a result is built; typed
// arrays passed in are views into wasm memory, valid only during the call, so they are copied.
// Arrays are built by slice and map (which define their elements), never by assigning to an
// index (which would run a setter someone defined on Array.prototype).

const typedSlice = Object.getPrototypeOf(Uint8Array.prototype).slice;
const arraySlice = Array.prototype.slice;
const arrayMap = Array.prototype.map;
const apply = Reflect.apply;
const split = String.prototype.split;

/** A copy of a typed array view (same type). */
function copy(view) {
  return apply(typedSlice, view, []);
}

/** A plain array copy of a typed array view. */
function plain(view) {
  return apply(arraySlice, view, []);
}

const STATUS = ["open", "wins", "refuted"];
const NONE = 3; // NotAPosition: "no outcome" in these results

/** The decided states sorted by level. */
export function levelIndexObject(order, offsets, counts, maxLevel, undecided) {
  return { order: copy(order), offsets: copy(offsets), counts: copy(counts), maxLevel, undecided };
}

/** One state in the frame of a level. */
export function stateAtLevelObject(level, outcome, distance, finished, moves, status, decidedAt, unrefuted, next) {
  return {
    level,
    decided: outcome !== NONE,
    outcome: outcome === NONE ? null : outcome,
    distance,
    finished: finished === "" ? null : finished,
    moves: plain(moves),
    status: apply(arrayMap, plain(status), [(s) => STATUS[s]]),
    decidedAt: plain(decidedAt),
    unrefuted,
    next: next === NONE ? null : next,
  };
}

/** A graph puzzle (classic roles): `lengths[a]` neighbours of `a`, one after another in `neighbours`. */
export function graphPuzzleObject(lengths, neighbours) {
  let k = 0;
  const adj = apply(arrayMap, plain(lengths), [
    (length) => {
      const list = apply(arraySlice, neighbours, [k, k + length]);
      k += length;
      return list;
    },
  ]);
  return { adj, hole: 0, mouse: 1, cat: 2 };
}

/** A grid puzzle: `rows` joined by newlines. */
export function gridPuzzleObject(rows, catJump, mouseJump, turnLimit) {
  return { rows: apply(split, rows, ["\n"]), catJump, mouseJump, turnLimit };
}

/** A found puzzle of either mode: the puzzle and what the designer measured of it. */
export function foundObject(mode, puzzle, outcome, distance, score, holds, size, evaluation) {
  return { mode, puzzle, outcome, distance, score, holds, size, evaluation };
}

/** What one step of the designer reports. */
export function progressObject(evaluations, bestScore, currentScore, improved, best) {
  return { evaluations, bestScore, currentScore, improved, best };
}

/** The designer's bounds. */
export function designLimitsObject(maxNodes, maxSide, minPlaces, maxStep, maxStepMillis, maxChains, syncEvaluations, maxCats) {
  return { maxNodes, maxSide, minPlaces, maxStep, maxStepMillis, maxChains, syncEvaluations, maxCats };
}
