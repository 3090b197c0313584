// The Compare tab's controller: the comparison of the shown puzzle's answer with the baselines'
// (explore/compare.js), run in their worker when the tab is opened on a puzzle not compared yet,
// stopped or run again on request. It alone writes state.compare.
import { newComparison, run, puzzleKey } from "./compare.js";

/**
 * The Compare tab.
 * @param {object} page
 * @param {object} page.state        model/state.js
 * @param {object} page.engine       solver/engine.js (the baselines' worker)
 * @param {{defaultTurnLimit:number}} page.limits   the solver's defaults (LeetCode's turn limit)
 * @param {() => void} page.schedule
 */
export function createCompareTab({ state, engine, limits, schedule }) {
  /** Stops the baselines still running. */
  function stop() {
    if (state.compare && !state.compare.done) {
      state.compare.stopped = true;
      engine.stopBaselines();
    }
  }

  return {
    stop,

    /** Forgets the comparison (the puzzle is being replaced). */
    leave() {
      stop();
      state.compare = null;
    },

    /** Before drawing, with the tab open: starts the comparison of a puzzle not compared yet. */
    sync() {
      if (state.compare && state.compare.key === puzzleKey(state)) return;
      state.compare = newComparison(state, limits.defaultTurnLimit);
      run(state.compare, state, engine, schedule);
    },

    /** Runs the comparison again (the next sync starts it). */
    rerun() {
      stop();
      state.compare = null;
      schedule();
    },
  };
}
