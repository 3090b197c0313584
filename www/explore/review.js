// After a game, where it turned: each move that changed the game's result against the table, for
// the player who made it (a win thrown away, a draw let go), with the move the table says was
// better. On the grid a result counts the plies the game had left (a win too slow for the turn
// limit is a loss). A finished game's last ply that repeats a position ends it in a draw, whatever the
// table says of that position: the review counts it as the draw it was.
import { stateView, viewInGame } from "../board/colouring.js";
import { resultFor } from "./level.js";
import { mover, moveBetween } from "./play.js";

/**
 * @typedef {object} TurningPoint
 * @property {number} ply            the move's ply (1: the first move): states[ply - 1] → states[ply]
 * @property {"mouse"|"cat"} by      who made it
 * @property {boolean} yours         whether the user made it (the user's side then)
 * @property {"win"|"draw"} was      the mover's result before it
 * @property {"draw"|"loss"} now     the mover's result after it
 * @property {number|number[]} best  a move that kept the result (the package's first best move: the mouse's place, or the cats' places)
 * @property {number|number[]} played   the move played (the mouse's place, or the cats' places)
 */

/** The result order, best first, for the player to move. */
const RANK = { win: 0, draw: 1, loss: 2 };

/**
 * The turning points of finished `game` on `solution`; undefined while an answer is on its way
 * (the page redraws when it arrives).
 * @returns {TurningPoint[]|undefined}
 */
export function turningPoints(game, solution, ask) {
  const out = [];
  for (let ply = 1; ply < game.states.length; ply++) {
    const t = turnAt(game, solution, ask, ply);
    if (t === undefined) return undefined;
    if (t) out.push(t);
  }
  return out;
}

/**
 * Whether ply `ply` of `game` is a turning point (see turningPoints): the turning point, null if
 * it is none, or undefined while an answer is on its way.
 */
export function turnAt(game, solution, ask, ply) {
  const last = game.states.length - 1;
  const before = game.states[ply - 1];
  const after = game.states[ply];
  const by = mover(before.turn);
  const s0 = stateView(solution, before.mouse, before.cats, before.turn);
  const s1 = stateView(solution, after.mouse, after.cats, after.turn);
  if (s0.outcome === "pending" || s1.outcome === "pending") return undefined;
  // (on the grid, each result with the plies this game had left there)
  const v0 = viewInGame(s0, before, ply - 1, ask);
  const v1 = viewInGame(s1, after, ply, ask);
  if (v0 === undefined || v1 === undefined) return undefined;
  const was = resultFor(v0, by);
  const now = ply === last && game.over?.reason === "repetition" ? "draw" : resultFor(v1, by);
  if (RANK[now] <= RANK[was]) return null;
  const best = ask("bestMoves", before.mouse, before.cats, before.turn);
  if (best === undefined) return undefined;
  const played = moveBetween(before, after);
  return { ply, by, yours: by === humanAt(game, ply - 1), was, now, best: best?.[0] ?? null, played };
}

/**
 * The piece the user played in the move from position `p` of the game: the piece now, taken
 * back once for each swap made after it (a swap at ply s: the user plays the other piece from
 * position s on).
 */
export function humanAt(game, p) {
  const later = game.swaps.filter((s) => s > p).length;
  return later % 2 === 0 ? game.human : game.human === "mouse" ? "cat" : "mouse";
}
