// A game against the perfect engine. The engine plays bestMoves (fastest win, slowest loss, or a
// move that keeps the draw), taking the first when several are equally good, so games replay
// exactly. The rules come from the solver: where a move leads (`after`), and whether the game is
// over, how and who won (`gameOver`, told the plies played so that it applies the grid's turn
// limit, counted from where the game started). This module keeps the one rule that depends on a
// game's history, which no single position knows: in the graph game, a position that repeats an
// earlier one of the same game is a draw. The rings of the user's moves follow it too: a move
// that would repeat a position of this game shows a draw ("repeats: draw"), which is what it does.
import { stateView } from "../board/colouring.js";
import { position, onBoard } from "../model/places.js";

/**
 * @typedef {object} Game
 * @property {"mouse"|"cat"} human          the piece the user plays
 * @property {{mouse:number, cat:number, turn:number}[]} states   every position so far, from the start
 * @property {boolean} repetitionDraws      whether a repeated position ends the game in a draw (the graph game)
 * @property {number} turnLimit             the grid's turn limit in plies, for the words (0: the graph)
 * @property {number} cats                  how many cats play (1 but for several cats), for the words
 * @property {{reason:string, winner:"mouse"|"cat"|"draw", ply:number}|null} over
 */

/** A new game from position `from`, the user playing `human`, on the solved puzzle `solution`. */
export function newGame(human, from, solution) {
  return {
    human,
    states: [{ ...from }],
    repetitionDraws: solution.kind === "graph",
    turnLimit: solution.turnLimit,
    cats: solution.cats ?? 1,
    over: null,
  };
}

/** The position now. */
export const here = (game) => game.states[game.states.length - 1];

/** Plies played so far. */
export const plies = (game) => game.states.length - 1;

/** A player's piece name: the `turn` coordinate of a state, or a Player (0 mouse, 1 cat). */
export const mover = (turn) => (turn === 0 ? "mouse" : "cat");

/** Whether it is the user's turn (and the game is on). */
export const humanToMove = (game) => !game.over && mover(here(game).turn) === game.human;

/**
 * Decides whether the game is over at its last position. `ask(kind, ...args)` answers per-state
 * questions (the solution's ask, solver/answers.js); returns false while an answer is still on its way.
 * Sets `game.over` and returns true when it could decide.
 */
export function judge(game, ask) {
  if (game.over) return true;
  const s = here(game);
  const ply = plies(game);
  const end = ask("gameOver", s.mouse, s.cat, s.turn, ply);
  if (end === undefined) return false;
  if (end) {
    game.over = { reason: end.reason, winner: mover(end.winner), ply };
  } else if (repeats(game, s, game.states.length - 1)) {
    game.over = { reason: "repetition", winner: "draw", ply };
  }
  return true;
}

/**
 * Whether position `s` repeats one of the first `upTo` positions of `game` (all of them by
 * default: `s` would come next), which in the graph game ends it in a draw.
 */
export function repeats(game, s, upTo = game.states.length) {
  if (!game.repetitionDraws) return false;
  for (let i = 0; i < upTo; i++) {
    const t = game.states[i];
    if (t.mouse === s.mouse && t.cat === s.cat && t.turn === s.turn) return true;
  }
  return false;
}

/** What a move to a position that repeats one of this game shows: a draw, marked as a repetition. */
export const REPEATS = Object.freeze({ outcome: "draw", distance: 0, limited: null, tint: 1, repeats: true });

/** The position after the player to move at `s` goes to `to`, from the solver (undefined while on its way). */
const after = (s, to, ask) => ask("after", s.mouse, s.cat, s.turn, to);

/** Plays the user's move to `to` if it is legal; returns whether it was. */
export function humanMove(game, to, ask) {
  if (!humanToMove(game)) return false;
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cat, s.turn);
  if (!moves || !moves.includes(to)) return false;
  const next = after(s, to, ask);
  if (!next) return false;
  game.states.push(next);
  return true;
}

/** Plays the engine's move; returns false if its answer is not in yet (try again on the next redraw). */
export function engineMove(game, ask) {
  if (game.over || humanToMove(game)) return false;
  const s = here(game);
  const best = ask("bestMoves", s.mouse, s.cat, s.turn);
  if (!best || best.length === 0) return false;
  const next = after(s, best[0], ask);
  if (!next) return false;
  game.states.push(next);
  return true;
}

/** Takes back the user's last move (and the engine's reply). */
export function undoMove(game) {
  if (game.states.length <= 1) return;
  game.over = null;
  game.states.pop();
  while (game.states.length > 1 && mover(here(game).turn) !== game.human) game.states.pop();
}

/** Back to the first position. */
export function restart(game) {
  game.states.length = 1;
  game.over = null;
}

/**
 * The legal moves of the player to move at `s`, each with the position it leads to (`state`) and
 * that position's value (`view`); [] until the solver's answers are all in.
 */
function marksFrom(s, solution, ask) {
  // (several cats' joint moves are no one place: the board shows them as arrows, not rings)
  const moves = (ask("legalMoves", s.mouse, s.cat, s.turn) ?? []).filter((to) => typeof to === "number");
  const next = moves.map((to) => after(s, to, ask));
  if (!next.every(Boolean)) return [];
  return moves.map((to, i) => ({ place: to, state: next[i], view: stateView(solution, next[i].mouse, next[i].cat, next[i].turn) }));
}

/**
 * The user's legal moves now, each with the position it leads to and its value ([] on the
 * engine's turn): the solver's, or REPEATS for a move to a position this game has had (which
 * ends it in a draw).
 */
export function moveMarks(game, solution, ask) {
  if (!humanToMove(game)) return [];
  return marksFrom(here(game), solution, ask).map((m) => (repeats(game, m.state) ? { ...m, view: REPEATS } : m));
}

/** Whether the player to move at `at` is the piece the board colours (then its moves are marked). */
export const moverRanges = (state, at) => mover(at.turn) === state.view.colour;

/**
 * The moves the board marks with rings, each filled with the value after it: in a game, the
 * user's moves on their turn; otherwise the moves of the player to move when it is the coloured
 * piece (when it is the other piece, its moves would land on places coloured for another
 * question, so none are marked).
 */
export function shownMoves(state, ask) {
  const solution = state.solution;
  if (!solution) return [];
  if (state.view.tab === "play" && state.game) return moveMarks(state.game, solution, ask);
  const at = position(state);
  if (!onBoard(at, solution.places) || !moverRanges(state, at)) return [];
  return marksFrom(at, solution, ask);
}

/** The value after every ply so far, for the value-history chart. */
export function history(game, solution) {
  return game.states.map((s) => stateView(solution, s.mouse, s.cat, s.turn));
}

/** The end of the game in a sentence. */
export function endWords(game, mode) {
  const o = game.over;
  if (!o) return "";
  const at = `on ply ${o.ply}`;
  const text = {
    caught: (game.cats ?? 1) > 1 ? `The cats catch the mouse ${at}: the cats win.` : `The cat catches the mouse ${at}: cat wins.`,
    home: mode === "graph" ? `The mouse reaches the hole ${at}: mouse wins.` : `The mouse reaches the food ${at}: mouse wins.`,
    catAtFood: `The cat reaches the food first ${at}: cat wins.`,
    stuck: `The ${o.winner === "mouse" ? "cat" : "mouse"} has no legal move ${at}: ${o.winner} wins.`,
    repetition: `Ply ${o.ply} repeats an earlier position: draw.`,
    turnLimit: `The turn limit of ${game.turnLimit} plies is reached: cat wins.`,
  }[o.reason];
  const you = o.winner === "draw" ? "" : o.winner === game.human ? " You win." : " The engine wins.";
  return text + you;
}
