// A game against the perfect engine. The engine plays bestMoves (fastest win, slowest loss, or a
// move that keeps the draw), taking the first when several are equally good, so games replay
// exactly. Whether a position is over comes from the solver (a zero-ply line says "caught",
// "home", "catAtFood"; no legal move means "stuck"); the page adds the two rules that depend on the
// game's history: a repeated position is a draw (graph), and the turn limit gives the cat the
// game (grid; counted from where the game started).
import { stateView } from "./colouring.js";

/**
 * @typedef {object} Game
 * @property {"mouse"|"cat"} human          the piece the user plays
 * @property {{mouse:number, cat:number, turn:number}[]} states   every position so far, from the start
 * @property {number} limit                 the grid's turn limit in plies (0: the graph, no limit)
 * @property {{reason:string, winner:"mouse"|"cat"|"draw", ply:number}|null} over
 */

/** A new game from position `from`, the user playing `human`. */
export function newGame(human, from, limit) {
  return { human, states: [{ ...from }], limit, over: null };
}

/** The position now. */
export const here = (game) => game.states[game.states.length - 1];

/** Plies played so far. */
export const plies = (game) => game.states.length - 1;

/** Whose turn it is as a piece name. */
export const mover = (turn) => (turn === 0 ? "mouse" : "cat");

/** Whether it is the user's turn (and the game is on). */
export const humanToMove = (game) => !game.over && mover(here(game).turn) === game.human;

/** The position after the player to move in `s` goes to `to`. */
export function after(s, to) {
  return s.turn === 0 ? { mouse: to, cat: s.cat, turn: 1 } : { mouse: s.mouse, cat: to, turn: 0 };
}

/**
 * Decides whether the game is over at its last position. `ask(kind, ...args)` answers per-state
 * questions (engine.query); returns false while an answer is still on its way.
 * Sets `game.over` and returns true when it could decide.
 */
export function judge(game, ask) {
  if (game.over) return true;
  const s = here(game);
  const ply = plies(game);
  const end = ask("line", s.mouse, s.cat, s.turn, 0);
  const moves = ask("legalMoves", s.mouse, s.cat, s.turn);
  if (end === undefined || moves === undefined) return false;
  const finished = { caught: "cat", home: "mouse", catAtFood: "cat" }[end?.end];
  if (finished) {
    game.over = { reason: end.end, winner: finished, ply };
  } else if (moves && moves.length === 0) {
    game.over = { reason: "stuck", winner: mover(1 - s.turn), ply };
  } else if (!game.limit && game.states.slice(0, -1).some((t) => t.mouse === s.mouse && t.cat === s.cat && t.turn === s.turn)) {
    game.over = { reason: "repetition", winner: "draw", ply };
  } else if (game.limit && ply >= game.limit) {
    game.over = { reason: "limit", winner: "cat", ply };
  }
  return true;
}

/** Plays the user's move to `to` if it is legal; returns whether it was. */
export function humanMove(game, to, ask) {
  if (!humanToMove(game)) return false;
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cat, s.turn);
  if (!moves || !moves.includes(to)) return false;
  game.states.push(after(s, to));
  return true;
}

/** Plays the engine's move; returns false if its answer is not in yet (try again on the next redraw). */
export function engineMove(game, ask) {
  if (game.over || humanToMove(game)) return false;
  const s = here(game);
  const best = ask("bestMoves", s.mouse, s.cat, s.turn);
  if (!best || best.length === 0) return false;
  game.states.push(after(s, best[0]));
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

/** The user's legal moves now, each with the value of the position it leads to. */
export function moveMarks(game, solution, ask) {
  if (!humanToMove(game)) return [];
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cat, s.turn) ?? [];
  return moves.map((to) => {
    const t = after(s, to);
    return { place: to, view: stateView(solution, t.mouse, t.cat, t.turn) };
  });
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
    caught: `The cat catches the mouse ${at}: cat wins.`,
    home: mode === "graph" ? `The mouse reaches the hole ${at}: mouse wins.` : `The mouse reaches the food ${at}: mouse wins.`,
    catAtFood: `The cat reaches the food first ${at}: cat wins.`,
    stuck: `The ${o.winner === "mouse" ? "cat" : "mouse"} has no legal move ${at}: ${o.winner} wins.`,
    repetition: `Ply ${o.ply} repeats an earlier position: draw.`,
    limit: `The turn limit of ${game.limit} plies is reached: cat wins.`,
  }[o.reason];
  const you = o.winner === "draw" ? "" : o.winner === game.human ? " You win." : " The engine wins.";
  return text + you;
}
