// A game or the optimal line as a record (model/record.js): written from the page's game or
// walk with each ply's value, and a record read back replayed on its puzzle's solution, every
// ply checked by the package (legal moves, where they lead, whether the game is over) and, in
// the graph game, against the game's own repeated positions.
import { formatRecord } from "../model/record.js";
import { outcomeWords, placeName } from "../model/words.js";
import { stateView } from "../board/colouring.js";
import { onBoard } from "../model/places.js";
import { newGame, repeats, endWords, mover, plies, moveBetween } from "./play.js";
import { newWalk, stateAt, lineEndWords } from "./line.js";
import { humanAt } from "./review.js";
import { sameMove } from "./joint.js";
import { levelOf, PERFECT } from "./level.js";
import { t } from "../i18n/i18n.js";

/** The comment of a ply: the position after it, in words (a grid's cell named: the grid has one cat). */
function note(solution, mode, s, by, cols, repeated) {
  const view = repeated ? { outcome: "draw", repeats: true, distance: 0 } : stateView(solution, s.mouse, s.cats, s.turn);
  const to = by === "mouse" ? s.mouse : s.cats[0];
  const where = mode === "grid" ? `${placeName("grid", to, cols)}; ` : "";
  return `${where}${outcomeWords(view, solution.turnLimit, solution.catCount)}`;
}

/** The record of `game` on `solution` as text, the puzzle given by its share link `link` (`cols`: a grid's columns, for the cells' names). */
export function gameRecord(game, solution, mode, link, cols = 0) {
  const states = game.states;
  const last = states.length - 1;
  return formatRecord({
    kind: "game",
    puzzle: link,
    start: states[0],
    levels: game.levels,
    seed: game.seed,
    human: humanAt(game, -1),
    swaps: game.swaps,
    plies: states.slice(1).map((s, i) => {
      const by = mover(states[i].turn);
      const repeated = i + 1 === last && game.over?.reason === "repetition";
      return { by, to: moveBetween(states[i], s), note: note(solution, mode, s, by, cols, repeated) };
    }),
    result: game.over ? endWords(game, mode).replace(/ (You|The engine) wins?\.$/, "") : t("record.notOver", { plies: plies(game) }),
  });
}

/** The record of the optimal line `line` (walk `walk`'s) on `solution` as text. */
export function lineRecord(walk, line, solution, mode, link, cols = 0) {
  const out = [];
  for (let i = 1; i <= line.plies; i++) {
    const s = stateAt(line, i);
    const before = stateAt(line, i - 1);
    const by = mover(before.turn);
    out.push({ by, to: moveBetween(before, s), note: note(solution, mode, s, by, cols, false) });
  }
  return formatRecord({ kind: "line", puzzle: link, start: stateAt(line, 0), plies: out, result: t("record.lineEnds", { end: lineEndWords(line, mode, solution.catCount) }) });
}

/** Whether `start` fits `solution`: places on the board, as many cats as it has. */
function fits(start, solution) {
  const k = solution.catCount;
  if (start.cats.length !== k) return t("record.catCount", { count: start.cats.length, puzzle: k });
  if (!onBoard(start, solution.places)) return t("record.startOff");
  return "";
}

/** How many of a record's plies one question checks (one call where the table is: a worker trip, or a few ms here). */
export const REPLAY_BATCH = 2000;

/**
 * A replay of `record` on `solution`, done a batch of plies at a time so that a long record
 * (MAX_RECORD_PLIES) never holds the page. `step(ask, budgetMs)` goes on from where the last
 * step stopped and returns: the result, `{game}` (a game, its moves played as recorded), `{walk,
 * plies, differs}` (a line: the optimal line from its start, `differs` the first ply where the
 * record's is another, 0 if none) or `{error}` (a ply the rules refuse, in words); undefined
 * while an answer is on its way (the page redraws when it comes); or MORE when `budgetMs` is
 * spent (call again in the next frame). `done` counts the plies checked so far.
 */
export function startReplay(record, solution) {
  const start = { mouse: record.start.mouse, cats: record.start.cats, turn: record.start.turn };
  const wrong = fits(start, solution);
  let game = null; // a game's replay: the game so far
  let ended = false; // the game's last position repeats an earlier one: a draw, so no ply may follow
  const replayer = {
    done: 0,
    total: record.plies.length,
    step(ask, budgetMs = Infinity) {
      if (wrong) return { error: wrong };
      if (record.kind === "line") return lineReplay(record, start, ask);
      if (!game) game = gameOf(record, start, solution);
      const t0 = performance.now();
      while (replayer.done < record.plies.length) {
        const from = replayer.done;
        const s = game.states[from];
        const tos = record.plies.slice(from, from + REPLAY_BATCH).map((p) => p.to);
        const got = ask("plays", s.mouse, s.cats, s.turn, from, tos);
        if (got === undefined) return undefined;
        if (!got) return { error: t("record.refused", { ply: from + 1 }) };
        for (const next of got.states) {
          // (`next` is reached by ply game.states.length, played from the position before it)
          if (ended) return { error: t("record.afterEnd", { ply: game.states.length }) };
          // (play.js indexes the game's positions as they come: O(1) a ply, and the index is
          // ready for the game once it is replayed)
          ended = repeats(game, next);
          game.states.push(next);
        }
        replayer.done = game.states.length - 1;
        if (got.stop) {
          const k = replayer.done; // ply k + 1, from position k, was not played
          if (ended || got.stop.why === "over") return { error: t("record.afterEnd", { ply: k + 1 }) };
          const p = record.plies[k];
          return { error: t("record.illegal", { ply: k + 1, by: t(`words.side.${p.by}`), to: p.by === "mouse" ? String(p.to) : p.to.join(" ") }) };
        }
        if (performance.now() - t0 > budgetMs && replayer.done < record.plies.length) return MORE;
      }
      // (a last position that repeats an earlier one ends the game in a draw: play.js judge sees it)
      return { game };
    },
  };
  return replayer;
}

/** A replay's step has used up its time: go on in the next frame. */
export const MORE = Object.freeze({ more: true });

/** A record's game, before its plies: its levels, seed and sides as recorded. */
function gameOf(record, start, solution) {
  const first = record.levels[0]?.level ?? PERFECT;
  const game = newGame(record.human, start, solution, { level: levelOf(first) ? first : PERFECT, seed: record.seed });
  game.levels = record.levels.filter((l) => levelOf(l.level));
  if (game.levels.length === 0 || game.levels[0].ply !== 0) game.levels.unshift({ ply: 0, level: PERFECT });
  game.level = game.levels[game.levels.length - 1].level;
  game.swaps = record.swaps.filter((p) => Number.isInteger(p) && p >= 0 && p <= record.plies.length);
  if (game.swaps.length % 2 === 1) game.human = game.human === "mouse" ? "cat" : "mouse";
  return game;
}

/** A line's replay: the optimal line from its start, and the first ply where the record's differs. */
function lineReplay(record, start, ask) {
  const line = ask("line", start.mouse, start.cats, start.turn);
  if (line === undefined) return undefined;
  if (!line) return { error: t("record.noLine") };
  let differs = 0;
  for (let i = 1; i <= record.plies.length; i++) {
    const want = record.plies[i - 1];
    const s = i <= line.plies ? stateAt(line, i) : null;
    if (!s || !sameMove(moveBetween(stateAt(line, i - 1), s), want.to)) {
      differs = i;
      break;
    }
  }
  if (!differs && record.plies.length !== line.plies) differs = record.plies.length + 1;
  return { walk: newWalk(start), plies: line.plies, differs };
}

/**
 * Replays `record` on `solution` at once (startReplay without a time budget): the result, or
 * undefined while an answer is on its way.
 */
export function replay(record, solution, ask) {
  return startReplay(record, solution).step(ask);
}
