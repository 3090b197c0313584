// The explore views' state changes and timers: which state the board shows instead of the
// puzzle's start (a table click, a game, a step of the line), the game against the engine (whose
// reply waits a moment, so the user sees it), the optimal line (stepped, or played out on a
// timer), and the comparison with the baselines (run in their worker).
import { position, onBoard } from "../model/places.js";
import { newGame, here, judge, humanToMove, humanMove, engineMove, undoMove, restart } from "./play.js";
import { newWalk, lineOf, stateAt, stepBy } from "./line.js";
import { newComparison, run as runComparison, puzzleKey } from "./compare.js";
import { millis } from "../model/words.js";

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

  /** Shows state `s` ({mouse, cat, turn}) on the board, leaving any game or line. */
  function show(s) {
    stopTimers();
    state.view.at = { mouse: s.mouse, cat: s.cat };
    state.view.turn = s.turn;
    state.game = null;
    state.walk = null;
    schedule();
  }

  const line = () => (state.walk ? lineOf(state.walk, ask) : null);

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
    },

    /**
     * Before drawing: shows the game's or the line's position on the board, ends a finished game,
     * lets the engine reply, starts the comparison.
     */
    sync() {
      if (!state.solution) return;
      const tab = state.view.tab;
      if (tab === "play" && state.game) {
        const game = state.game;
        const s = here(game);
        state.view.at = { mouse: s.mouse, cat: s.cat };
        state.view.turn = s.turn;
        if (judge(game, ask) && !game.over && !humanToMove(game) && !timers.engine) {
          timers.engine = setTimeout(() => {
            timers.engine = 0;
            // if the answer is still on its way, the redraw tries again
            if (state.game === game) {
              engineMove(game, ask);
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
          state.view.at = { mouse: s.mouse, cat: s.cat };
          state.view.turn = s.turn;
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
      // several cats: the user plays the mouse against perfect cats (a cats' joint move has no one place to click)
      if (Array.isArray(p.cat) && human === "cat") return;
      state.game = newGame(human, { mouse: p.mouse, cat: p.cat, turn: p.turn }, state.solution);
      state.view.colour = human;
      schedule();
    },

    /** Takes back the user's last move in the game. */
    undoMove() {
      if (!state.game) return;
      stopTimers();
      undoMove(state.game);
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
      if (place !== null && humanToMove(game)) humanMove(game, place, ask);
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
