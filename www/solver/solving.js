// The one path from a puzzle to its solution, for the session: small puzzles solve at once on
// this thread, big ones in the worker with the progress clock running and the solver's progress
// reports recorded (solver/progress.js), and every new solve supersedes the ones before it (a late
// answer to an older one is dropped). A running solve can be stopped.
import { stateCount } from "./engine.js";
import { SUPERSEDED } from "./worker-client.js";
import { track } from "./progress.js";
import { tableKey, startOf } from "../model/puzzle.js";

/** How often the progress clock ticks while the worker solves, in ms. */
const TICK_MS = 100;

/**
 * The solving of a page.
 * @param {object} page
 * @param {object} page.state                 model/state.js (its `solving` field is kept here)
 * @param {object} page.engine                solver/engine.js
 * @param {() => void} page.schedule          asks for a redraw
 * @param {() => void} page.progress          shows the progress clock now (and says that a solve runs)
 */
export function createSolving({ state, engine, schedule, progress }) {
  let generation = 0; // the newest solve; a reply to an older one is dropped
  let ticker = 0; // the progress clock's interval

  function startProgress(what, states) {
    state.solving = { states, started: performance.now(), what, report: null, samples: [] };
    progress();
    if (!ticker) {
      ticker = setInterval(() => {
        if (!state.solving) {
          clearInterval(ticker);
          ticker = 0;
        }
        progress(); // only the clock: the board waits for the solution
      }, TICK_MS);
    }
  }

  /**
   * The one path from a puzzle to its solution: solves `puzzle` ({mode, graph, grid}) at once if
   * it is small, else in the worker (calling `waiting()` first, with the progress clock running),
   * then calls `then(solution)`, or `fail(err)` if the solver refuses it. Every call supersedes
   * the solves before it: a late answer to an older one is dropped. With `reuse` (the shown
   * solution) and a puzzle of the same table (model/puzzle.js tableKey: only the pieces' starts
   * differ), nothing is solved: `reuse` with its start moved (solver/engine.js restart).
   */
  function solveThen(puzzle, what, { then, fail, waiting = () => {}, reuse = null }) {
    const gen = ++generation;
    const key = tableKey(puzzle.mode, puzzle.graph, puzzle.grid);
    const done = (s) => {
      s.tableKey = key;
      then(s);
    };
    // Only the pieces' starts changed (the same table): the shown solution with its start moved,
    // no solve (at once for a table held here, after one trip to the worker for its)
    if (reuse?.tableKey === key) {
      const moved = engine.restart(reuse, startOf(puzzle.mode, puzzle.graph, puzzle.grid));
      if (moved.now) {
        done(moved.now);
        return;
      }
      if (moved.later) {
        moved.later.then((s) => {
          if (gen !== generation) return;
          if (s) done(s);
          else solveThen(puzzle, what, { then, fail, waiting });
          schedule();
        });
        return;
      }
    }
    let solution;
    try {
      solution = engine.solveNow(puzzle.mode, puzzle.graph, puzzle.grid);
    } catch (err) {
      fail(err);
      return;
    }
    if (solution) {
      done(solution);
      return;
    }
    waiting();
    startProgress(what, stateCount(puzzle.mode, puzzle.graph, puzzle.grid));
    // the slice the board will show first: the pieces on their starts, the view's colour and turn
    const want = { ranging: state.view.colour === "mouse" ? 0 : 1, turn: state.view.turn };
    const report = (r) => {
      if (gen === generation && state.solving) track(state.solving, r, performance.now());
    };
    engine.solveLater(puzzle.mode, puzzle.graph, puzzle.grid, want, report).then((s) => {
      if (gen !== generation) return;
      state.solving = null;
      done(s);
      schedule();
    }, (err) => {
      if (gen !== generation || err.message === SUPERSEDED) return;
      state.solving = null;
      fail(err);
      schedule();
    });
  }

  /**
   * Stops the solve running in the worker, if any: it fails with solver/engine.js STOPPED (the shown
   * puzzle's solve says so in place of the verdict; a puzzle from outside is not loaded).
   */
  function stop() {
    if (state.solving) engine.stopSolve();
  }

  /** The newest solve's number (each solveThen takes the next): whether a solve is still the newest. */
  const current = () => generation;

  return { solveThen, stop, current };
}
