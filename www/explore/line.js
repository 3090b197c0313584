// Stepping through the optimal line: forward and back a ply at a time, to either end, or played
// out at a chosen speed. The line comes from the solver (its ask "line", solver/answers.js, as long as the
// solver's default allows); this module only keeps the step and says what is on the board.
import { stateView } from "../board/colouring.js";

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
  return {
    caught: catCount > 1 ? "the cats catch the mouse" : "the cat catches the mouse",
    home: mode === "graph" ? "the mouse reaches the hole" : "the mouse reaches the food",
    catAtFood: "the cat reaches the food first",
    stuck: "the player to move has no legal move",
    repetition: mode === "graph" ? "the position repeats: a draw" : "the position repeats: endless, so the turn limit decides",
    cut: `it goes on past ${line.plies} plies`,
  }[line.end] ?? line.end;
}
