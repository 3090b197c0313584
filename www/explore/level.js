// The engine's levels in Play, from random legal moves to perfect play, each defined by the
// table: a move is scored by the value of the position it leads to, for the player who makes it
// (a win, sooner is better; a draw; a loss, later is better), and a level draws a move from a
// softmax over those scores at its temperature (random: every legal move alike). The draw is
// seeded by the game's seed and the ply, so the same seed and the same moves replay the same
// game, an undo included. The perfect level is the package's first best move (fastest win,
// slowest loss, first among equals), as Play has always played. The trap level, after it, keeps
// the value as perfect play does and picks among such moves the one that most often makes the
// opponent go wrong (explore/trap.js). Pure functions: no page, no solver.

/**
 * @typedef {object} Level
 * @property {string} id           its name in a record and in the menu's value
 * @property {string} name         its name in English (the page shows the catalogues' level.<id>.name,
 *                                 and what it does, the menu's title, from level.<id>.words: www/i18n/)
 * @property {number} temperature  the softmax's temperature (Infinity: uniform; 0: perfect play)
 */

/** The levels, weakest first, then perfect play, then the trap level (as exact, deterministic). */
export const LEVELS = Object.freeze([
  { id: "random", name: "Random", temperature: Infinity },
  { id: "novice", name: "Novice", temperature: 1 },
  { id: "casual", name: "Casual", temperature: 0.3 },
  { id: "club", name: "Club", temperature: 0.1 },
  { id: "strong", name: "Strong", temperature: 0.03 },
  { id: "perfect", name: "Perfect", temperature: 0 },
  { id: "trap", name: "Trap", temperature: 0 },
].map(Object.freeze));

/** The perfect level's id. */
export const PERFECT = "perfect";

/** The level named `id`, or undefined. */
export const levelOf = (id) => LEVELS.find((l) => l.id === id);

/** The largest seed (seeds are 32-bit unsigned integers). */
export const MAX_SEED = 2 ** 32 - 1;

/** Whether `seed` is a valid seed: an integer from 0 to MAX_SEED. */
export const isSeed = (seed) => Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;

/** A fresh seed from `random()` (Math.random by default). */
export const newSeed = (random = Math.random) => Math.floor(random() * 1e6);

/**
 * The uniform number in [0, 1) of ply `ply` of a game seeded `seed`: a hash of the two (so a
 * ply's draw depends on nothing else, and an undo replays the same draw).
 */
export function drawAt(seed, ply) {
  let t = (seed ^ Math.imul(ply + 1, 0x9e3779b9)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
  t ^= t >>> 16;
  t = Math.imul(t ^ (t >>> 15), 0x2c1b3c6d);
  t ^= t >>> 12;
  return (t >>> 0) / 2 ** 32;
}

/**
 * The result of a position's value for `player` ("mouse" | "cat"): "win", "draw" or "loss". On
 * the grid the turn limit decides (`limited`; an endless game is the cat's).
 * @param {{outcome:string, limited?:string|null}} view   board/colouring.js stateView
 */
export function resultFor(view, player) {
  const winner = view.limited ?? (view.outcome === "endless" ? "cat" : view.outcome);
  if (winner === "draw") return "draw";
  return winner === player ? "win" : "loss";
}

/**
 * The scores of moves for `player`, from the values of the positions they lead to: a win in d
 * plies scores 1 − d / (2(D + 1)), a draw 0, a loss in d plies −1 + d / (2(D + 1)), D the
 * longest distance among them. So every win beats every draw, every draw every loss, a sooner
 * win a later one, a later loss a sooner one.
 * @param {{outcome:string, distance:number, limited?:string|null}[]} views
 * @returns {number[]}
 */
export function moveScores(views, player) {
  const span = 2 * (Math.max(0, ...views.map((v) => v.distance)) + 1);
  return views.map((v) => {
    const r = resultFor(v, player);
    // (a grid win the turn limit takes away counts as the slowest loss)
    const d = r === "draw" ? 0 : resultFor({ outcome: v.outcome }, player) === r ? v.distance : span / 2 - 1;
    return r === "win" ? 1 - d / span : r === "loss" ? -1 + d / span : 0;
  });
}

/**
 * The probability of each move at `level` given their `scores`: uniform at Infinity, a softmax
 * exp(score / T) otherwise; at temperature 0 all on the first best score.
 * @returns {number[]}
 */
export function probabilities(level, scores) {
  const n = scores.length;
  if (n === 0) return [];
  const t = level.temperature;
  if (t === Infinity) return scores.map(() => 1 / n);
  const top = Math.max(...scores);
  if (t === 0) {
    const i = scores.indexOf(top);
    return scores.map((_, j) => (j === i ? 1 : 0));
  }
  const w = scores.map((s) => Math.exp((s - top) / t));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/**
 * The index of the move `level` plays among moves scored `scores`, at ply `ply` of a game seeded
 * `seed`: the move whose share of [0, 1) holds the ply's draw.
 */
export function chooseIndex(level, scores, seed, ply) {
  const p = probabilities(level, scores);
  const r = drawAt(seed, ply);
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    sum += p[i];
    if (r < sum) return i;
  }
  // (rounding: the last move with any chance)
  for (let i = p.length - 1; i >= 0; i--) if (p[i] > 0) return i;
  return -1;
}
