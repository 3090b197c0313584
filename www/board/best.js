// Which best moves the board draws as arrows: those of the player to move, joining its place to
// the places of the same outcome, and only when the coloured piece is the one to move (its moves
// are the ringed places then). Not in a game, where the user finds the moves, but in its review,
// which shows the better move; not in the Watch, whose levels are not the final values. The
// answer itself is the solver's (its `bestMoves` question); this module only decides when to ask.
import { onBoard } from "../model/places.js";

/**
 * The best moves to draw on a board showing `col` (board/colouring.js colouring), asked of
 * `ask` (the solution's questions: solver/answers.js), or [] when none are drawn.
 * @param {object} state   the page state (its tab, game and solution)
 * @param {{ranging: "mouse"|"cat", position: {mouse: number, cats: number[], turn: number}}} col
 * @param {(kind: string, ...args: unknown[]) => unknown} ask
 * @param {{watch?: boolean}} [opts]   watch: the Watch tab shows the board (no arrows)
 * @returns {Array<number|number[]>}
 */
export function bestShown(state, col, ask, { watch = false } = {}) {
  const sol = state.solution;
  if (!sol || watch) return [];
  // a game on, and not its review (a finished game looked back on: explore/play.js reviewing)
  const game = state.view.tab === "play" && state.game && !(state.game.over && state.game.reviewAt !== null);
  if (game) return [];
  const { mouse, cats, turn } = col.position;
  // (the coloured piece is the one to move: explore/play.js moverRanges)
  if (!onBoard(col.position, sol.places) || (turn === 0 ? "mouse" : "cat") !== col.ranging) return [];
  return ask("bestMoves", mouse, cats, turn) ?? [];
}
