// The explore views' state changes and timers: which state the board shows instead of the
// puzzle's start (a table click, a game, a step of the line), the game against the engine (whose
// reply waits a moment, so the user sees it), the optimal line (stepped, or played out on a
// timer), the scorecard of the games played, a game's or the line's record as text (and a
// record imported back), and the comparison with the baselines (run in their worker).
import { position, onBoard } from "../model/places.js";
import { newGame, here, plies, judge, humanToMove, humanMove, engineMove, undoMove, restart, swapSides, bestMoveForUser, pickForCats, choosingCats, mover, freshId, moveTo, placeOf, moveBetween } from "./play.js";
import { newWalk, lineOf, stateAt, stepBy } from "./line.js";
import { levelOf, isSeed, newSeed, PERFECT } from "./level.js";
import { score } from "./scorecard.js";
import { gameRecord, lineRecord, startReplay, MORE } from "./transcript.js";
import { newComparison, run as runComparison, puzzleKey } from "./compare.js";
import { millis, plies as pliesWords } from "../model/words.js";

/** How long an imported record's replay may take of one frame, in ms (it goes on in the next). */
const REPLAY_FRAME_MS = 16;

/** How long the engine waits before replying in a game, in ms (so the user sees its move). */
const ENGINE_DELAY_MS = 250;

/**
 * The explore views of a page.
 * @param {object} page
 * @param {object} page.state              model/state.js
 * @param {object} page.engine             solver/engine.js
 * @param {{defaultTurnLimit:number}} page.limits   the solver's defaults (LeetCode's turn limit, for Compare)
 * @param {() => void} page.schedule       asks for a redraw
 */
export function createExplore({ state, engine, limits, schedule }) {
  const timers = { engine: 0, walk: 0 }; // the engine's reply in a game; the line playing out
  let speed = 0; // seconds per ply while the line plays out
  let imported = null; // a record imported, to replay once its puzzle's answers are in: {record, replayer, solution}
  // Play's settings (the next game's level and seed) and the scorecard of the games played
  // (a fresh seed per page: the same seed again is the user's to set)
  state.playing = { level: PERFECT, seed: newSeed() };

  /** Asks the shown solution (solver/answers.js `ask`): the value, undefined while on its way, or null. */
  const ask = (kind, ...args) => (state.solution ? state.solution.ask(kind, ...args) : null);

  function stopTimers() {
    clearTimeout(timers.engine);
    clearInterval(timers.walk);
    timers.engine = 0;
    timers.walk = 0;
    if (state.walk) state.walk.playing = false;
  }

  function stopComparison() {
    if (state.compare && !state.compare.done) {
      state.compare.stopped = true;
      engine.stopBaselines();
    }
  }

  /** Shows state `s` ({mouse, cats, turn}) on the board, leaving any game or line. */
  function show(s) {
    stopTimers();
    state.view.at = { mouse: s.mouse, cats: s.cats };
    state.view.turn = s.turn;
    state.game = null;
    state.walk = null;
    schedule();
  }

  const line = () => (state.walk ? lineOf(state.walk, ask) : null);
  const cols = () => state.grid.rows[0]?.length ?? 1;

  /** Moves the line by `delta` plies (±Infinity: to either end). */
  function step(delta) {
    const known = line();
    if (!known) return;
    stepBy(state.walk, known, delta);
    if (!state.walk.playing) stopTimers();
    schedule();
  }

  function playLine() {
    clearInterval(timers.walk);
    timers.walk = setInterval(() => step(1), millis(speed));
  }

  return {
    ask,
    stopTimers,

    /** Leaves the explore views' positions (they belong to the table being replaced). */
    clear() {
      stopTimers();
      // the shown turn went with the shown pieces: back to the start's
      if (state.view.at) state.view.turn = state.solution?.start.turn ?? 0;
      state.view.at = null;
      state.view.tableHover = null;
      state.view.tableBar = null;
      state.game = null;
      state.walk = null;
      stopComparison();
      state.compare = null;
      // (a record imported waits for its puzzle: loadRecord is called once that is shown, after this)
      imported = null;
      state.recordNote = null;
    },

    /**
     * Before drawing: shows the game's or the line's position on the board, ends a finished game,
     * lets the engine reply, starts the comparison.
     */
    sync() {
      if (!state.solution) return;
      if (imported) {
        // an imported record: replayed once the answers its plies need are in, a few thousand
        // plies a frame (a long record never holds the page)
        if (imported.solution !== state.solution) Object.assign(imported, { solution: state.solution, replayer: startReplay(imported.record, state.solution) });
        const { replayer } = imported;
        const done = replayer.step(ask, REPLAY_FRAME_MS);
        if (done === undefined) return;
        if (done === MORE) {
          state.recordNote = { kind: "info", text: `Replaying the record: ply ${replayer.done.toLocaleString("en")} of ${replayer.total.toLocaleString("en")}…` };
          schedule();
          return;
        }
        imported = null;
        if (done.error) {
          state.recordNote = { kind: "error", text: `The record's puzzle is loaded, but not its plies: ${done.error}.` };
        } else if (done.game) {
          stopTimers();
          state.walk = null;
          state.game = done.game;
          done.game.imported = true;
          state.view.tab = "play";
          state.view.colour = done.game.human;
          state.playing = { level: done.game.level, seed: done.game.seed };
          state.recordNote = { kind: "info", text: `Imported a game of ${pliesWords(plies(done.game))}.` };
        } else {
          stopTimers();
          state.game = null;
          state.walk = done.walk;
          state.view.tab = "line";
          state.recordNote = { kind: done.differs ? "error" : "info", text: done.differs
            ? `Imported the line's start; its plies differ from the optimal line from ply ${done.differs} on, so the page shows the optimal line.`
            : `Imported an optimal line of ${pliesWords(done.plies)}.` };
        }
      }
      const tab = state.view.tab;
      if (tab === "play" && state.game) {
        const game = state.game;
        const s = game.over && game.reviewAt !== null ? game.states[game.reviewAt] : here(game);
        state.view.at = { mouse: s.mouse, cats: s.cats };
        state.view.turn = s.turn;
        // (an imported game was not played here: the scorecard counts it once it is played on)
        if (judge(game, ask) && game.over && !game.imported) score(state.scores, game);
        if (!game.over && !humanToMove(game) && !timers.engine) {
          timers.engine = setTimeout(() => {
            timers.engine = 0;
            // if the answer is still on its way, the redraw tries again
            if (state.game === game) {
              engineMove(game, ask, state.solution);
              schedule();
            }
          }, ENGINE_DELAY_MS);
        }
      } else if (tab === "line") {
        if (!state.walk) {
          const p = position(state);
          if (onBoard(p, state.solution.places)) state.walk = newWalk(p);
        }
        const known = line();
        if (known) {
          const s = stateAt(known, state.walk.step);
          state.view.at = { mouse: s.mouse, cats: s.cats };
          state.view.turn = s.turn;
          // each new step colours the places of the player to move, so that its moves are ringed
          // (the cat's on its turns); a switch of "Colour places for" holds until the next step.
          // (several cats move jointly, shown by arrows, not rings: their colouring is left alone)
          if (state.walk.coloured !== state.walk.step && s.cats.length === 1) {
            state.walk.coloured = state.walk.step;
            state.view.colour = s.turn === 0 ? "mouse" : "cat";
          }
        }
      } else if (tab === "compare" && (!state.compare || state.compare.key !== puzzleKey(state))) {
        state.compare = newComparison(state, limits.defaultTurnLimit);
        runComparison(state.compare, state, engine, schedule);
      }
    },

    /** Opens an explore tab. */
    openTab(tab) {
      if (state.view.tab === tab) return;
      stopTimers();
      state.view.tab = tab;
      if (tab !== "play") state.game = null;
      if (tab !== "line") state.walk = null;
      schedule();
    },

    /** Shows a state picked in the table. */
    showState(s) {
      if (s && state.solution) show(s);
    },

    /** Back to the puzzle's own pieces. */
    backToStart() {
      stopTimers();
      state.view.at = null;
      state.game = null;
      state.walk = null;
      if (state.solution) state.view.turn = state.solution.start.turn;
      schedule();
    },

    /**
     * Starts a game from the shown position (a running game's start), the user playing `human`;
     * the board colours the user's piece, so that its moves are the ringed places.
     */
    play(human) {
      if (!state.solution) return;
      stopTimers();
      const p = state.game ? state.game.states[0] : position(state);
      if (!onBoard(p, state.solution.places)) return;
      state.game = newGame(human, { mouse: p.mouse, cats: p.cats, turn: p.turn }, state.solution, state.playing);
      state.recordNote = null;
      state.view.colour = human;
      schedule();
    },

    /** The engine's level: for the next game, and for the game on from its next move (its record says from which ply). */
    setLevel(id) {
      if (!levelOf(id)) return;
      state.playing.level = id;
      const game = state.game;
      if (game && !game.over && game.level !== id) {
        game.level = id;
        const p = plies(game);
        game.levels = game.levels.filter((l) => l.ply < p).concat([{ ply: p, level: id }]);
      }
      schedule();
    },

    /** The seed of the next game (a game on keeps its own: Restart replays it with the new one). */
    setSeed(seed) {
      if (!isSeed(seed)) return false;
      state.playing.seed = seed;
      schedule();
      return true;
    },

    /** A fresh seed for the next game. */
    reseed() {
      state.playing.seed = newSeed();
      schedule();
    },

    /** Swaps sides in the game on: the engine takes the user's piece, the user the other. */
    swapSides() {
      const game = state.game;
      if (!game || game.over) return;
      stopTimers();
      swapSides(game);
      state.view.colour = game.human;
      schedule();
    },

    /**
     * The best move (Space): in Play, the package's best move for the user; in the Optimal line,
     * one ply on. Returns whether there was one to play.
     */
    bestMove() {
      if (state.view.tab === "line") {
        const known = line();
        if (!known || state.walk.step >= known.plies) return false;
        step(1);
        return true;
      }
      const game = state.game;
      if (state.view.tab !== "play" || !game || !humanToMove(game)) return false;
      const played = bestMoveForUser(game, ask);
      schedule();
      return played;
    },

    /** The review shows the position before ply `ply` of the finished game (null: its end). */
    reviewAt(ply) {
      const game = state.game;
      if (!game?.over) return;
      game.reviewAt = ply === null ? null : Math.max(0, Math.min(game.states.length - 1, ply - 1));
      if (ply !== null) state.view.colour = mover(game.states[game.reviewAt].turn);
      else state.view.colour = game.human;
      schedule();
    },

    /** "Try again from here": the finished game back to the position before ply `ply`, the game on again. */
    tryAgain(ply) {
      const game = state.game;
      if (!game?.over || ply < 1 || ply > game.states.length - 1) return;
      stopTimers();
      game.states.length = ply;
      game.over = null;
      game.reviewAt = null;
      game.choice = [];
      game.swaps = game.swaps.filter((s) => s < ply);
      game.levels = game.levels.filter((l, i) => i === 0 || l.ply < ply);
      game.id = freshId(); // a new game on the scorecard
      game.imported = false;
      state.view.colour = game.human;
      schedule();
    },

    /** Several cats played by the user: their joint move `to` (the sorted places), from the list of them. */
    playJoint(to) {
      const game = state.game;
      if (!game || !choosingCats(game)) return;
      humanMove(game, to, ask);
      schedule();
    },

    /**
     * The ply `ply` of the game or the line under the pointer (null: none): outlined in its chart
     * and list, and its move's place on the board (the piece that moved: where it went).
     */
    hoverPly(ply) {
      const before = state.view.moveHover;
      state.view.moveHover = ply;
      if (ply === null) {
        if (before !== null) state.view.hover = null;
        schedule();
        return;
      }
      const known = state.view.tab === "line" ? line() : null;
      const states = state.view.tab === "play" && state.game ? state.game.states : null;
      const at = (k) => (known ? (k <= known.plies ? stateAt(known, k) : null) : states?.[k] ?? null);
      const s = ply > 0 ? at(ply) : null;
      const from = ply > 0 ? at(ply - 1) : null;
      // (several cats: their places are no one place to outline)
      state.view.hover = s && from ? placeOf(from, moveBetween(from, s)) : null;
      schedule();
    },

    /** The places picked so far for several cats' joint move, forgotten. */
    clearChoice() {
      if (!state.game) return;
      state.game.choice = [];
      schedule();
    },

    /** The game's record as text (null: no game, or answers on their way). */
    gameText: (link) => (state.game && state.solution ? gameRecord(state.game, state.solution, state.mode, link, cols()) : null),

    /** The shown line's record as text (null: no line). */
    lineText(link) {
      const known = line();
      return known && state.solution ? lineRecord(state.walk, known, state.solution, state.mode, link, cols()) : null;
    },

    /** A record read from text (model/record.js), its puzzle just shown: replayed at the next redraw. */
    loadRecord(record) {
      imported = { record, replayer: null, solution: null };
      state.recordNote = null;
      schedule();
    },

    /** Takes back the user's last move in the game. */
    undoMove() {
      if (!state.game) return;
      stopTimers();
      undoMove(state.game);
      state.game.imported = false; // played on from here: the scorecard counts it
      schedule();
    },

    /** Back to the game's first position. */
    restartGame() {
      if (!state.game) return;
      stopTimers();
      restart(state.game);
      schedule();
    },

    /**
     * A place picked on the board: while a game is on, the user's move there (if legal; null: no
     * place) and true; otherwise false (the board edits).
     */
    pick(place) {
      const game = state.game;
      if (!game || state.view.tab !== "play" || !state.solution) return false;
      if (place !== null && choosingCats(game)) pickForCats(game, place, ask);
      else if (place !== null && humanToMove(game)) humanMove(game, moveTo(here(game), place), ask);
      schedule();
      return true;
    },

    step,

    /** Plays the line out at `seconds` per ply, or pauses it. */
    togglePlay(seconds) {
      const known = line();
      if (!known) return;
      if (state.walk.playing) {
        stopTimers();
      } else {
        if (state.walk.step === known.plies) state.walk.step = 0;
        state.walk.playing = true;
        speed = seconds;
        playLine();
      }
      schedule();
    },

    /** A new speed for a line playing out. */
    setSpeed(seconds) {
      speed = seconds;
      if (state.walk?.playing) playLine();
    },

    /** Starts the line from the shown position. */
    lineHere() {
      stopTimers();
      state.walk = newWalk(position(state));
      schedule();
    },

    /** Runs the comparison again (sync starts it). */
    rerunComparison() {
      stopComparison();
      state.compare = null;
      schedule();
    },

    /** Stops the baselines still running. */
    stopComparison,
  };
}
