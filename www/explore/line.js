// Stepping through the optimal line: forward and back a ply at a time, to either end, or played
// out at a chosen speed. The line comes from the solver (its ask "line", solver/answers.js, as long as the
// solver's default allows); this module only keeps the step and says what is on the board.
import { stateView } from "../board/colouring.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {object} Walk
 * @property {{mouse:number, cats:number[], turn:number}} from   where the line starts
 * @property {number} step                                    plies from `from` shown on the board
 * @property {boolean} playing                                stepping on by itself
 * @property {number} [coloured]                              the step whose mover explore.js last coloured
 */

/** A walk from `from`, at its first position. */
export function newWalk(from) {
  return { from: { ...from }, step: 0, playing: false };
}

/** The line of the walk (undefined while it is worked out, null for a non-position). */
export function lineOf(walk, ask) {
  return ask("line", walk.from.mouse, walk.from.cats, walk.from.turn);
}

/** The position after `i` plies of `line`. */
export function stateAt(line, i) {
  return { mouse: line.mice[i], cats: line.cats[i], turn: (line.firstTurn + i) % 2 };
}

/** Moves the walk by `delta` plies (clamped to the line); returns whether it moved. */
export function stepBy(walk, line, delta) {
  const next = Math.max(0, Math.min(line.plies, walk.step + delta));
  const moved = next !== walk.step;
  walk.step = next;
  if (walk.step === line.plies) walk.playing = false;
  return moved;
}

/** Every position's value along the line. */
export function values(line, solution) {
  return line.mice.map((_, i) => {
    const s = stateAt(line, i);
    return stateView(solution, s.mouse, s.cats, s.turn);
  });
}

/** How the line ends, in words (`catCount`: how many cats chase). */
export function lineEndWords(line, mode, catCount = 1) {
  const key = {
    caught: catCount > 1 ? "lineEnd.caughtCats" : "lineEnd.caught",
    home: mode === "graph" ? "lineEnd.homeGraph" : "lineEnd.homeGrid",
    catAtFood: "lineEnd.catAtFood",
    stuck: "lineEnd.stuck",
    repetition: mode === "graph" ? "lineEnd.repetitionGraph" : "lineEnd.repetitionGrid",
    cut: "lineEnd.cut",
  }[line.end];
  return key ? t(key, { plies: line.plies }) : line.end;
}
