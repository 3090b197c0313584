// The solver workers, two at most and a spare: the holder keeps the shown solution's table and
// answers questions about it; the runner solves the newest puzzle, and becomes the holder when it
// has solved it (the old holder is then ended). So a solve that is stopped or superseded ends the
// runner only, and the shown table stays. A spare worker, started a moment after each solve (not
// while the page draws the new solution: starting one takes a core for tens of ms) and after a
// failure, is ready for the next solve. A worker's table dies with it.
import { spawn, SUPERSEDED } from "./worker-client.js";

/** How long after a solve the spare worker is started, in ms (the new solution is drawn meanwhile). */
export const SPARE_AFTER_MS = 200;

/**
 * The pool. `onFail()` is called when a worker failed (the shown table may have died with it).
 * @param {() => void} onFail
 */
export function createPool(onFail) {
  let holder = null;
  let runner = null;
  let spare = null;
  let spareTimer = 0; // the timer that starts the spare after a solve
  const failed = () => {
    spare ??= spawn(failed);
    onFail();
  };
  /** Ends the running solve, if any, with `why`. */
  const stopRunner = (why) => {
    runner?.stop(why);
    runner = null;
  };

  return {
    /** Whether `worker` holds the shown table (it is alive and the holder). */
    holds: (worker) => worker.alive && worker === holder,

    /**
     * Solves `msg` ({type: "solve", ...}) in a worker, superseding any solve still running:
     * resolves `{value, worker}` (the worker now holds the table) or rejects with the error
     * (that worker is ended: a refused puzzle leaves no table there).
     */
    async solve(msg, onProgress = null) {
      stopRunner(SUPERSEDED);
      clearTimeout(spareTimer);
      spareTimer = 0;
      const worker = spare ?? spawn(failed);
      spare = null;
      runner = worker;
      let value;
      try {
        ({ value } = await worker.request(msg, onProgress));
      } catch (err) {
        if (runner === worker) runner = null;
        worker.stop();
        throw err;
      }
      if (runner === worker) runner = null;
      // the new table's worker now holds the shown solution; the old one's table is done with
      if (holder !== worker) holder?.stop();
      holder = worker;
      // a worker started once the page has drawn this solution makes the next solve start at once
      clearTimeout(spareTimer);
      spareTimer = setTimeout(() => {
        spareTimer = 0;
        spare ??= spawn(failed);
      }, SPARE_AFTER_MS);
      return { value, worker };
    },

    /** Stops the running solve (it rejects with `why`); the shown table stays. */
    stopSolve: stopRunner,

    /** Ends the running solve and the holder: the shown solution is no longer a worker's. */
    release() {
      stopRunner(SUPERSEDED);
      holder?.stop();
      holder = null;
    },

    /** Whether a worker solve is running. */
    get solving() { return !!runner?.busy; },

    /** How many requests are waiting for their answer. */
    get waiting() { return (runner?.waiting ?? 0) + (holder?.waiting ?? 0); },
  };
}
