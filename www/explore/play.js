// A game against the engine at a chosen level (explore/level.js): perfect, it plays bestMoves
// (fastest win, slowest loss, or a move that keeps the draw), taking the first when several are
// equally good; below, a seeded draw over the values of its legal moves, so a game with the same
// seed and the same moves replays exactly. The user may swap sides mid-game, and with several
// cats play the cats, their joint move picked a place at a time (explore/joint.js). The rules
// come from the solver: where a move leads (`after`), and whether the game is over, how and who
// won (`gameOver`, told the plies played so that it applies the grid's turn limit, counted from
// where the game started). This module keeps the one rule that depends on a
// game's history, which no single position knows: in the graph game, a position that repeats an
// earlier one of the same game is a draw. The rings of the user's moves follow it too: a move
// that would repeat a position of this game shows a draw ("repeats: draw"), which is what it does.
import { stateView, viewInGame } from "../board/colouring.js";
import { position, onBoard } from "../model/places.js";
import { PERFECT, levelOf, moveScores, chooseIndex } from "./level.js";
import { sameMove, nextPlaces, completions, completed } from "./joint.js";
import { t } from "../i18n/i18n.js";
import { TRAP, trapMove } from "./trap.js";

/**
 * @typedef {object} Game
 * @property {"mouse"|"cat"} human          the piece the user plays (now: a swap changes it)
 * @property {{mouse:number, cats:number[], turn:number}[]} states   every position so far, from the start
 * @property {string} level                 the engine's level now (explore/level.js LEVELS id)
 * @property {{ply:number, level:string}[]} levels   the engine's levels, each from the ply it was chosen at
 * @property {number} seed                  the seed of the engine's draws
 * @property {number} id                    which game of the page this is (the scorecard's key)
 * @property {number[]} swaps               the plies at which the user swapped sides
 * @property {number[]} choice              several cats played by the user: the places picked so far for their joint move
 * @property {number|null} reviewAt         after the game: the ply whose position the review shows (null: the end)
 * @property {number} [trapsAt]             the ply at which the user asked which of their moves are traps (the hint holds for that position only)
 * @property {boolean} [imported]           a game read from a record, not played here (the scorecard leaves it out until it is played on)
 * @property {boolean} [restarted]          restarted after its end was put on the scorecard: a new game there (the Play tab says so at its start)
 * @property {boolean} repetitionDraws      whether a repeated position ends the game in a draw (the graph game)
 * @property {number} turnLimit             the grid's turn limit in plies, for the words (0: the graph)
 * @property {number} catCount              how many cats play (1 but for several cats), for the words
 * @property {{reason:string, winner:"mouse"|"cat"|"draw", ply:number}|null} over
 */

let games = 0; // games started on this page, for their ids

/** A new game id (a game tried again from a mistake is a new game on the scorecard). */
export const freshId = () => ++games;

/**
 * A new game from position `from`, the user playing `human`, on the solved puzzle `solution`,
 * against the engine at `level` drawing with `seed`.
 */
export function newGame(human, from, solution, { level = PERFECT, seed = 0 } = {}) {
  return {
    human,
    states: [{ ...from }],
    repetitionDraws: solution.kind === "graph",
    turnLimit: solution.turnLimit,
    catCount: solution.catCount,
    over: null,
    level: levelOf(level) ? level : PERFECT,
    levels: [{ ply: 0, level: levelOf(level) ? level : PERFECT }],
    seed,
    id: freshId(),
    swaps: [],
    choice: [],
    reviewAt: null,
  };
}

/** The position now. */
export const here = (game) => game.states[game.states.length - 1];

/** Plies played so far. */
export const plies = (game) => game.states.length - 1;

/** A player's piece name: the `turn` coordinate of a state, or a Player (0 mouse, 1 cat). */
export const mover = (turn) => (turn === 0 ? "mouse" : "cat");

/** Whether a finished game's review shows one of its positions (not its end). */
export const reviewing = (game) => !!game.over && game.reviewAt !== null;

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
  const end = ask("gameOver", s.mouse, s.cats, s.turn, ply);
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
 * default: `s` would come next), which in the graph game ends it in a draw. O(1): each game's
 * positions are indexed once (a game read from a record may hold 100,000 of them, and the rings
 * ask this for every move on every frame).
 */
export function repeats(game, s, upTo = game.states.length) {
  if (!game.repetitionDraws) return false;
  const first = positionsOf(game).get(positionKey(s));
  return first !== undefined && first < upTo;
}

/** A position's key in a game's index. */
const positionKey = (s) => `${s.mouse}|${s.cats}|${s.turn}`;

/** Each game's index: where each of its positions first comes, and how much of `states` it covers. */
const indexes = new WeakMap();

/**
 * The index of `game`'s positions (key → first place in `states`), brought up to date: extended
 * over positions played since, made again if the game went back (an undo, a restart) or its
 * states were replaced.
 */
function positionsOf(game) {
  const states = game.states;
  let index = indexes.get(game);
  if (!index || index.states !== states || index.count > states.length || (index.count > 0 && states[index.count - 1] !== index.last)) {
    index = { states, count: 0, last: null, first: new Map() };
    indexes.set(game, index);
  }
  for (let i = index.count; i < states.length; i++) {
    const key = positionKey(states[i]);
    if (!index.first.has(key)) index.first.set(key, i);
  }
  index.count = states.length;
  index.last = states[states.length - 1] ?? null;
  return index.first;
}

/** What a move to a position that repeats one of this game shows: a draw, marked as a repetition. */
export const REPEATS = Object.freeze({ outcome: "draw", distance: 0, limited: null, tint: 1, repeats: true });

/** The position after the player to move at `s` goes to `to`, from the solver (undefined while on its way). */
const after = (s, to, ask) => ask("after", s.mouse, s.cats, s.turn, to);

/**
 * The move of the player to move at `s` that a pick of `place` makes: the mouse's to it, or one
 * cat's (a cats' move is the list of their places after it); null for several cats, whose move is
 * picked a place at a time (pickForCats).
 */
export function moveTo(s, place) {
  if (s.turn === 0) return place;
  return s.cats.length === 1 ? [place] : null;
}

/**
 * The place move `to` of the player to move at `s` goes to: the mouse's, or one cat's; null for
 * several cats' joint move, which is no one place.
 */
export function placeOf(s, to) {
  if (s.turn === 0) return to;
  return to.length === 1 ? to[0] : null;
}

/** The move that took position `before` to `after` (the next): the mouse's place, or the cats' places. */
export const moveBetween = (before, after) => (before.turn === 0 ? after.mouse : after.cats);

/** Plays a move to `to` (the mouse's place, or the cats' places) for the player to move, if legal; returns whether it was. */
function play(game, to, ask) {
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cats, s.turn);
  if (!moves || !moves.some((m) => sameMove(m, to))) return false;
  const next = after(s, to, ask);
  if (!next) return false;
  game.states.push(next);
  game.choice = [];
  return true;
}

/** Plays the user's move to `to` (the mouse's place, or the cats' places) if it is legal; returns whether it was. */
export function humanMove(game, to, ask) {
  return humanToMove(game) && play(game, to, ask);
}

/**
 * The legal moves of the player to move at the game's last position, each with where it leads
 * (`state`) and that position's value (`view`: REPEATS for a position this game has had); null
 * while an answer is on its way.
 */
export function movesNow(game, solution, ask) {
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cats, s.turn);
  if (!moves) return null;
  const next = moves.map((to) => after(s, to, ask));
  if (!next.every(Boolean)) return null;
  const seen = next.map((t) => (repeats(game, t) ? REPEATS : stateView(solution, t.mouse, t.cats, t.turn)));
  if (seen.some((v) => v.outcome === "pending")) return null;
  // (on the grid, each move's result with the plies this game has left after it)
  const views = seen.map((v, i) => viewInGame(v, next[i], plies(game) + 1, ask));
  if (views.some((v) => v === undefined)) return null;
  return moves.map((to, i) => ({ to, state: next[i], view: views[i] }));
}

/**
 * The move the engine plays now at its level: the package's first best move when perfect, the
 * trap level's choice at Trap (explore/trap.js), else the level's seeded draw over the values
 * of its legal moves (explore/level.js); undefined
 * while an answer is on its way.
 */
export function engineChoice(game, ask, solution) {
  const s = here(game);
  if (game.level === PERFECT || !solution) {
    const best = ask("bestMoves", s.mouse, s.cats, s.turn);
    return best && best.length ? best[0] : undefined;
  }
  const moves = movesNow(game, solution, ask);
  if (!moves?.length) return undefined; // (none: the game is over there, which judge says first)
  if (game.level === TRAP) {
    const best = ask("bestMoves", s.mouse, s.cats, s.turn);
    return best ? trapMove(s, plies(game), moves, best, solution, ask, { played: game.repetitionDraws ? game.states : [] })?.to : undefined;
  }
  const scores = moveScores(moves.map((m) => m.view), mover(s.turn));
  return moves[chooseIndex(levelOf(game.level), scores, game.seed, plies(game))].to;
}

/**
 * Plays the engine's move (`solution`: the one the game is on, for the levels below perfect);
 * returns false if its answer is not in yet (try again on the next redraw).
 */
export function engineMove(game, ask, solution = null) {
  if (game.over || humanToMove(game)) return false;
  const to = engineChoice(game, ask, solution);
  return to !== undefined && play(game, to, ask);
}

/** Plays the best move (the package's first) for the user; returns whether it could. */
export function bestMoveForUser(game, ask) {
  if (!humanToMove(game)) return false;
  const s = here(game);
  const best = ask("bestMoves", s.mouse, s.cats, s.turn);
  return !!best?.length && play(game, best[0], ask);
}

/**
 * Swaps sides: the user takes the other piece, the engine the one the user had, from the
 * position now (the engine moves at once if it is its turn). Said in the game's record.
 */
export function swapSides(game) {
  if (game.over) return;
  game.human = game.human === "mouse" ? "cat" : "mouse";
  game.swaps.push(plies(game));
  game.choice = [];
}

/** Takes back the user's last move (and the engine's reply). */
export function undoMove(game) {
  if (game.states.length <= 1) return;
  game.over = null;
  game.reviewAt = null;
  game.choice = [];
  game.states.pop();
  while (game.states.length > 1 && mover(here(game).turn) !== game.human) game.states.pop();
  game.swaps = game.swaps.filter((p) => p <= plies(game));
  game.levels = game.levels.filter((l, i) => i === 0 || l.ply <= plies(game));
  if (game.levels[game.levels.length - 1].level !== game.level) game.levels.push({ ply: plies(game), level: game.level });
}

/** Back to the first position. */
export function restart(game) {
  game.states.length = 1;
  game.over = null;
  game.reviewAt = null;
  game.choice = [];
  game.swaps = [];
  game.levels = [{ ply: 0, level: game.level }];
}

/**
 * "Try again from here": finished `game` back to the position before ply `ply`, on again, as a
 * new game on the scorecard. Returns whether it could (a ply of the game).
 */
export function tryAgainFrom(game, ply) {
  if (!game.over || ply < 1 || ply > game.states.length - 1) return false;
  game.states.length = ply;
  game.over = null;
  game.reviewAt = null;
  game.choice = [];
  game.swaps = game.swaps.filter((s) => s < ply);
  game.levels = game.levels.filter((l, i) => i === 0 || l.ply < ply);
  game.id = freshId();
  game.imported = false;
  return true;
}

/** The engine's level `id` for the game on from its next move (its record says from which ply). */
export function changeLevel(game, id) {
  if (game.over || game.level === id) return;
  game.level = id;
  const p = plies(game);
  game.levels = game.levels.filter((l) => l.ply < p).concat([{ ply: p, level: id }]);
}

/**
 * Several cats played by the user: picks `place` for their joint move if some legal joint move
 * still holds it with the places picked so far; once every cat has its place, plays that move.
 * Returns whether the place was taken.
 */
export function pickForCats(game, place, ask) {
  if (!choosingCats(game)) return false;
  const s = here(game);
  const moves = ask("legalMoves", s.mouse, s.cats, s.turn);
  if (!moves || !nextPlaces(moves, game.choice).includes(place)) return false;
  const chosen = [...game.choice, place];
  const move = completed(moves, chosen);
  if (move) return play(game, move, ask);
  game.choice = chosen;
  return true;
}

/** Whether the user plays several cats and it is their turn (a joint move to pick). */
export const choosingCats = (game) => humanToMove(game) && game.human === "cat" && game.catCount > 1;

/**
 * The legal moves of the player to move at `s`, each with the position it leads to (`state`) and
 * that position's value (`view`); [] until the solver's answers are all in.
 */
function marksFrom(s, solution, ask) {
  // (several cats' joint moves are no one place: the board shows them as arrows, not rings)
  const moves = (ask("legalMoves", s.mouse, s.cats, s.turn) ?? []).filter((to) => placeOf(s, to) !== null);
  const next = moves.map((to) => after(s, to, ask));
  if (!next.every(Boolean)) return [];
  return moves.map((to, i) => ({ place: placeOf(s, to), state: next[i], view: stateView(solution, next[i].mouse, next[i].cats, next[i].turn) }));
}

/**
 * The user's legal moves now, each with the position it leads to and its value ([] on the
 * engine's turn): the solver's, or REPEATS for a move to a position this game has had (which
 * ends it in a draw).
 */
export function moveMarks(game, solution, ask) {
  if (!humanToMove(game)) return [];
  if (choosingCats(game)) return catsMarks(game, solution, ask);
  return marksFrom(here(game), solution, ask).map((m) => (repeats(game, m.state) ? { ...m, view: REPEATS } : m));
}

/**
 * Several cats played by the user: a ring on each place that may be picked next, filled with
 * the best the cats can reach by a joint move through it (with the places picked so far).
 */
function catsMarks(game, solution, ask) {
  const moves = movesNow(game, solution, ask);
  if (!moves) return [];
  const legal = moves.map((m) => m.to);
  const scores = moveScores(moves.map((m) => m.view), "cat");
  return nextPlaces(legal, game.choice).map((place) => {
    const through = completions(legal, [...game.choice, place]);
    let best = -1;
    for (const m of through) {
      const i = legal.findIndex((l) => sameMove(l, m));
      if (best < 0 || scores[i] > scores[best]) best = i;
    }
    return { place, state: moves[best].state, view: moves[best].view };
  });
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
  const game = state.view.tab === "play" ? state.game : null;
  // (the review of a finished game shows a position before a move: marked as the explore views do)
  if (game && !reviewing(game)) return moveMarks(game, solution, ask);
  const at = game ? game.states[game.reviewAt] : position(state);
  if (!onBoard(at, solution.places) || !moverRanges(state, at)) return [];
  const marks = marksFrom(at, solution, ask);
  // (in the review, a move back to a position the game had before it is the draw it would be)
  return game ? marks.map((m) => (repeats(game, m.state, game.reviewAt + 1) ? { ...m, view: REPEATS } : m)) : marks;
}

/** The value after every ply so far, for the value-history chart. */
export function history(game, solution) {
  return game.states.map((s) => stateView(solution, s.mouse, s.cats, s.turn));
}

/** The end of the game in a sentence. */
export function endWords(game, mode) {
  const o = game.over;
  if (!o) return "";
  const at = t("end.at", { ply: o.ply });
  const key = {
    caught: game.catCount > 1 ? "end.caughtCats" : "end.caught",
    home: mode === "graph" ? "end.homeGraph" : "end.homeGrid",
    catAtFood: "end.catAtFood",
    stuck: o.winner === "mouse" ? "end.stuckCat" : "end.stuckMouse",
    repetition: "end.repetition",
    turnLimit: "end.turnLimit",
  }[o.reason];
  const you = o.winner === "draw" ? "" : t(o.winner === game.human ? "end.youWin" : "end.engineWins");
  return t(key, { at, ply: o.ply, limit: game.turnLimit }) + you;
}
