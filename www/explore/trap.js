// The Trap level's choice, and the traps the user faces. The Trap level keeps the value of its
// position as Perfect does: won, it plays Perfect's move (the fastest win, so a win is always
// converted, within the grid's turn limit too); drawn or lost, it picks among the moves that keep
// that value (lost: Perfect's slowest losses) the one after which the opponent most often goes
// wrong, that is leaves the value of its own position in the game (a win let go, a draw lost).
// In the graph game, where a repeated position ends the game in a draw, the game's positions
// count: a repetition of a drawn game ends the chances, and a winning move after which our side
// can repeat a position is a win let go, which no position's value shows (the chances that
// Club and Strong give, who rarely give a value away). The opponent is modelled as each graded
// level (explore/level.js: Novice, Casual, Club and Strong): the chances that it goes wrong on
// its next move (depth 1), or on one of its next `depth` moves, our side replying in between
// with the move of the same kind that sets the most (an expectimax), one chance for each level,
// added by their logarithms (a chance doubled against Strong as much as one against Novice).
// Equal worths go to Perfect's order (its best moves first, then the legal order), so the level
// draws nothing and a game replays from its record. The values come from the solver (stateView,
// and on the grid the turn limit from the plies played: viewInGame); nothing here is a rule of
// the game (the repetition's draw is play.js's, given as the positions played).
import { stateView, viewInGame } from "../board/colouring.js";
import { LEVELS, resultFor, moveScores, probabilities } from "./level.js";
import { sameMove } from "./joint.js";
import { t } from "../i18n/i18n.js";

/** The Trap level's id. */
export const TRAP = "trap";

/** How many of the opponent's moves the Trap level looks ahead (benches/trap.mjs measured 1 against 4). */
export const TRAP_DEPTH = 4;

/**
 * The deep look only with one cat on puzzles of at most this many positions (2 · places²);
 * larger ones and several cats (their joint moves multiply) look at the opponent's next move
 * only, so that a first move costs well under a second (at depth 4: Petersen with 3 cats 4.4 s,
 * K3,3 with 2 cats 0.4–0.9 s). Decided by the puzzle alone, so a game replays.
 */
export const TRAP_POSITIONS = 6000;

/**
 * Which losing moves a lost position picks among: "slowest", Perfect's slowest losses only (the
 * trap a tie-break among them), or "any" loss. benches/trap.mjs measured both.
 */
export const TRAP_LOST = "slowest";

/**
 * How the Trap level adds up its chances against the levels of the model: "log", the sum of
 * their logarithms, or "mean" (see worth). benches/trap.mjs measured both.
 */
export const TRAP_OBJECTIVE = "log";

/** The graded levels the opponent is modelled as (neither random nor perfect). */
export const MODEL = Object.freeze(LEVELS.filter((l) => l.temperature > 0 && l.temperature < Infinity));

/** Results, worst first, for comparing. */
const RANK = Object.freeze({ loss: 0, draw: 1, win: 2 });

/** Thrown while an answer is on its way (a worker-held table): the choice is tried again on the next redraw. */
const PENDING = Symbol("pending");
/**
 * Each solution's chances found so far, with no repetition rule (a chance then depends only on
 * its position, the plies on the grid, the depth and the options).
 */
const memos = new WeakMap();

/** The chances found so far on `solution` for the options `key` (lost, objective). */
function memoOf(solution, key) {
  if (!memos.has(solution)) memos.set(solution, new Map());
  if (!memos.get(solution).has(key)) memos.get(solution).set(key, new Map());
  return memos.get(solution).get(key);
}

/** `x`, unless it is an answer still on its way (undefined): then PENDING is thrown. */
const need = (x) => {
  if (x === undefined) throw PENDING;
  return x;
};

/** The piece that moves at `s`. */
const moverAt = (s) => (s.turn === 0 ? "mouse" : "cat");

/**
 * The probability of each move of `player`, whose moves lead to positions of values `views`, in
 * the model of the opponent: the mean of the graded levels' probabilities.
 */
export function modelProbabilities(views, player) {
  const scores = moveScores(views, player);
  const sum = views.map(() => 0);
  for (const level of MODEL) probabilities(level, scores).forEach((p, i) => (sum[i] += p / MODEL.length));
  return sum;
}

/** What a move to a position that repeats one of the game (or of the line looked at) leads to: a draw that ends the game. */
const REPEATED = Object.freeze({ outcome: "draw", distance: 0, limited: null, repeats: true });

/** A position's key, as the game's repetition rule compares them. */
const keyOf = (s) => `${s.mouse}|${s.cats}|${s.turn}`;

/** Whether position `t` repeats one of the game's positions or of the line looked at from them. */
const repeated = (look, t) => look.played.has(keyOf(t)) || look.line.includes(keyOf(t));

/**
 * The legal moves of the player to move at `s`, reached after `ply` plies of the game, each
 * with where it leads and that position's value in the game ([] when the game is over at `s`;
 * a move that repeats a position a draw, `repeats` set); throws PENDING while an answer is on its way.
 */
function movesFrom(look, s, ply) {
  const { solution, ask } = look;
  if (need(ask("gameOver", s.mouse, s.cats, s.turn, ply))) return [];
  const moves = need(ask("legalMoves", s.mouse, s.cats, s.turn)) ?? [];
  return moves.map((to) => {
    const state = need(ask("after", s.mouse, s.cats, s.turn, to));
    if (repeated(look, state)) return { to, state, view: REPEATED };
    const seen = stateView(solution, state.mouse, state.cats, state.turn);
    if (seen.outcome === "pending") throw PENDING;
    return { to, state, view: need(viewInGame(seen, state, ply + 1, ask)) };
  });
}

/**
 * Whether our side, to move at `t` after `ply` plies and lost there, can repeat a position (a
 * draw in the graph game): the win the opponent let go by moving to `t`, which no position's
 * value knows.
 */
function canRepeat(look, t, ply) {
  if (!look.played.size) return false;
  const { ask } = look;
  if (need(ask("gameOver", t.mouse, t.cats, t.turn, ply))) return false;
  look.line.push(keyOf(t));
  try {
    return (need(ask("legalMoves", t.mouse, t.cats, t.turn)) ?? []).some((to) => repeated(look, need(ask("after", t.mouse, t.cats, t.turn, to))));
  } finally {
    look.line.pop();
  }
}

/** The rank of each move's result for `player`, and the best of them. */
function ranked(moves, player) {
  const ranks = moves.map((m) => RANK[resultFor(m.view, player)]);
  return { ranks, top: Math.max(-1, ...ranks) };
}

/**
 * Whether each move keeps the value for `player` (`lost`: TRAP_LOST, which losses a lost
 * position picks among).
 */
function keeping(moves, player, lost) {
  const { ranks, top } = ranked(moves, player);
  if (top !== RANK.loss || lost === "any") return ranks.map((r) => r === top);
  const scores = moveScores(moves.map((m) => m.view), player);
  const best = Math.max(...scores);
  return scores.map((x) => x === best);
}

/** The chances of no mistake, one for each level of the model. */
const NONE = Object.freeze(MODEL.map(() => 0));

/**
 * How much a trap is worth, from its chances against each level of the model (`chances`): the
 * mean of the chances ("mean"), or the sum of their logarithms ("log": a trap twice as likely to
 * catch Strong is worth as much as one twice as likely to catch Novice, though Strong's chances
 * are a millionth of Novice's).
 */
export function worth(chances, objective = TRAP_OBJECTIVE) {
  if (objective === "mean") return chances.reduce((a, c) => a + c, 0) / chances.length;
  return chances.reduce((a, c) => a + Math.log(1e-300 + c), 0);
}

/**
 * The chances, against each level of the model, that the opponent, to move at `s` after `ply`
 * plies, goes wrong on one of its next `depth` moves, our side replying with its best trap in
 * between. Going wrong: a move that gives its value away, a repetition of a won game included,
 * or a winning move after which our side can repeat a position (a draw). A repetition of a drawn
 * game ends it: no chance after.
 */
function wrongChance(look, s, ply, depth) {
  const key = `${keyOf(s)}|${look.timed ? ply : 0}|${depth}`;
  if (look.memo.has(key)) return look.memo.get(key);
  look.line.push(keyOf(s));
  const moves = movesFrom(look, s, ply);
  const player = moverAt(s);
  const { ranks, top } = ranked(moves, player);
  const scores = moveScores(moves.map((m) => m.view), player);
  const p = MODEL.map((level) => probabilities(level, scores));
  const chance = MODEL.map(() => 0);
  const add = (i, times) => p.forEach((pl, l) => (chance[l] += pl[i] * (times === 1 ? 1 : times[l])));
  moves.forEach((m, i) => {
    if (ranks[i] < top) add(i, 1);
    else if (m.view.repeats || p.every((pl) => pl[i] <= 1e-300)) return;
    else if (top === RANK.win && canRepeat(look, m.state, ply + 1)) add(i, 1);
    else if (depth > 1) add(i, bestTrap(look, m.state, ply + 1, depth - 1).chance);
  });
  look.line.pop();
  look.memo.set(key, chance);
  return chance;
}

/**
 * Our best trap at `s` (our side to move after `ply` plies): among the moves that keep our value,
 * the one whose chances that the opponent then goes wrong are worth the most ({index: -1,
 * chance: NONE} when the game is over or we win: a losing opponent cannot go wrong; a
 * repetition ends the game).
 */
function bestTrap(look, s, ply, depth) {
  look.line.push(keyOf(s));
  try {
    const moves = movesFrom(look, s, ply);
    const { top } = ranked(moves, moverAt(s));
    let best = { index: -1, chance: NONE, worth: -Infinity };
    if (top === RANK.win) return best;
    const keeps = keeping(moves, moverAt(s), look.lost);
    moves.forEach((m, i) => {
      if (!keeps[i]) return;
      const chance = m.view.repeats ? NONE : wrongChance(look, m.state, ply + 1, depth);
      const w = worth(chance, look.objective);
      if (best.index < 0 || w > best.worth + 1e-12) best = { index: i, chance, worth: w };
    });
    return best;
  } finally {
    look.line.pop();
  }
}

/**
 * The chances of each root move (`moves`: the engine's legal moves now, as play.js movesNow gives
 * them, a move repeating a position of the game shown as its draw), or null where it does not
 * keep the value; throws PENDING.
 */
function rootChances(look, moves, ply, depth) {
  const keeps = keeping(moves, moverAt(look.at), look.lost);
  return moves.map((m, i) => {
    if (!keeps[i]) return null;
    // (a repetition ends the game: no chance left for the opponent to go wrong)
    if (m.view.repeats) return NONE;
    return wrongChance(look, m.state, ply + 1, depth);
  });
}

/**
 * The Trap level's move at position `at`, after `ply` plies of the game: `moves` its legal moves
 * with their values (play.js movesNow), `best` the package's best moves there (Perfect plays the
 * first). Returns `{to, chances}`: the move, and each move's chance that the opponent then goes
 * wrong, the mean over the model's levels (null: a move that gives the value away); undefined
 * while an answer is on its way. Options: `depth`, the opponent's moves looked at (TRAP_DEPTH; 1
 * past TRAP_POSITIONS or with several cats); `lost`, which losses a lost position picks among
 * (TRAP_LOST); `objective`, how chances against the levels add up (TRAP_OBJECTIVE, see worth);
 * `played`, the game's positions when repeating one of them ends it in a draw (play.js
 * repetitionDraws: the graph game), else [].
 */
export function trapMove(at, ply, moves, best, solution, ask, { depth = TRAP_DEPTH, lost = TRAP_LOST, objective = TRAP_OBJECTIVE, played = [] } = {}) {
  if (!moves.length) return undefined;
  const perfectRank = (to) => {
    const i = best.findIndex((b) => sameMove(b, to));
    return i >= 0 ? i : best.length;
  };
  const order = moves.map((_, i) => i).sort((a, b) => perfectRank(moves[a].to) - perfectRank(moves[b].to) || a - b);
  const player = moverAt(at);
  const { ranks, top } = ranked(moves, player);
  // won: Perfect's move (the fastest win), or the first in its order that keeps the win (a
  // repetition of this game's positions would be a draw)
  if (top === RANK.win) return { to: moves[order.find((i) => ranks[i] === top)].to, chances: null };
  // (the chances hang on the game's positions where a repetition ends it: looked at afresh each
  // move; a position two lines of one look meet keeps the chances of the first, its repetitions
  // those of that line: a heuristic's shortcut, the value is kept by the root's moves alone)
  const memo = played.length ? new Map() : memoOf(solution, `${lost}|${objective}`);
  const look = { solution, ask, at, lost, objective, memo, timed: solution.kind === "grid", played: new Set(played.map(keyOf)), line: [] };
  const deep = (solution.catCount ?? 1) === 1 && 2 * solution.places ** 2 <= TRAP_POSITIONS;
  let chances;
  try {
    chances = rootChances(look, moves, ply, deep ? depth : 1);
  } catch (e) {
    if (e === PENDING) return undefined;
    throw e;
  }
  const worths = chances.map((c) => (c === null ? null : worth(c, objective)));
  let pick = -1;
  for (const i of order) if (worths[i] !== null && (pick < 0 || worths[i] > worths[pick] + 1e-12)) pick = i;
  return { to: moves[pick].to, chances: chances.map((c) => (c === null ? null : worth(c, "mean"))) };
}

/**
 * The traps in the user's moves now (`player` to move, `moves` with their values: play.js
 * movesNow): how many there are, and which of them give the value away (`wrong`, their
 * indices), or null when none can (the user's position is lost, or every move keeps its value).
 * @returns {{count:number, wrong:number[], value:"win"|"draw"}|null}
 */
export function trapsIn(moves, player) {
  const { ranks, top } = ranked(moves, player);
  const wrong = ranks.flatMap((r, i) => (r < top ? [i] : []));
  if (top <= RANK.loss || wrong.length === 0) return null;
  return { count: moves.length, wrong, value: top === RANK.win ? "win" : "draw" };
}

/** The traps in words: "2 of 3 moves here lose", "1 of 4 moves here lets the win go". */
export function trapWords(traps) {
  const key = traps.value === "win" ? "trap.letWinGo" : "trap.lose";
  return t(key, { count: traps.wrong.length, of: t("trap.moves", { count: traps.count }) });
}
