// Where solving happens. Textbook-size puzzles solve on the main thread, so an edit recolours in
// the same frame; bigger ones solve in a worker (solver/pool.js), so the page never freezes. A
// newer solve supersedes a running one, and Stop ends one, while the worker holding the shown
// solution's table goes on answering. Both paths give a Solution of one shape (solver/wasm.js
// Solution, tagged with an id and where its table is) that answers the same questions through the
// same methods (solver/answers.js: ask, peek, heatmaps), each asked of the handle it is about. A
// solution held by a worker comes without its table: the page asks for the slices it draws,
// single states and the heatmaps, each once, and reads what has arrived.
import { solve } from "./wasm.js";
import { isFatal } from "./failure.js";
import { restartable } from "./worker-client.js";
import { createPool } from "./pool.js";
import { answerHere, answerFromWorker } from "./answers.js";
import { pageError, template } from "../i18n/i18n.js";

/** Why a solve failed when the user stopped it: the message of its error (kind solveStopped, said in the reader's language by reason()). */
export const STOPPED = template("error.solveStopped", "en");

/** Puzzles with at most this many states solve on the main thread (a few ms at most). */
export const MAIN_THREAD_STATES = 2 * 300 * 300;

/** The number of states of a puzzle: 2 · places², and with k cats 2 · nodes · C(nodes + k − 1, k) (their multisets). */
export function stateCount(mode, graph, grid) {
  const n = mode === "graph" ? graph.adj.length : grid.rows.length * (grid.rows[0]?.length ?? 0);
  const k = mode === "graph" ? graph.cats.length : 1;
  let multisets = 1;
  for (let i = 1; i <= k; i++) multisets = (multisets * (n + i - 1)) / i;
  return 2 * n * multisets;
}

/**
 * The engine. `onChange()` is called when an asynchronous answer arrives (redraw then).
 * @param {() => void} onChange
 */
export function createEngine(onChange) {
  // a worker failed: the shown table may have died, so the page solves its puzzle again
  const pool = createPool(() => onChange());
  const baselines = restartable();
  const chases = restartable(); // Cops and Robbers ("How many cats?"), in a worker of its own
  let serial = 0;
  let here = null; // the handle of the newest solve on this thread (freed when the next replaces it)
  let mainBroken = false; // a solve on this thread failed fatally: its module is not trusted again

  const isLive = (solution) => (solution.where === "here" ? !mainBroken && solution.handle === here : pool.holds(solution.worker));
  // (`tableId`: which solve's table it is, shared by the solutions a piece move makes of it)
  const tag = (solution, where, worker = null) => Object.assign(solution, { id: ++serial, tableId: serial, where, worker });

  return {
    /**
     * Solves now on this thread if the puzzle is small (returns the Solution, or throws the
     * puzzle's error), else returns null: use `solveLater`.
     */
    solveNow(mode, graph, grid) {
      if (mainBroken || stateCount(mode, graph, grid) > MAIN_THREAD_STATES) return null;
      let solved;
      try {
        solved = solve(mode, graph, grid);
      } catch (err) {
        if (!isFatal(err)) throw err; // a refused puzzle changes nothing: a running solve goes on
        mainBroken = true; // from now on every puzzle solves in the worker, which restarts on failure
        return null;
      }
      pool.release(); // whatever the worker was solving is out of date, and its table no longer shown
      here?.free();
      here = solved.handle;
      const solution = tag(solved.solution, "here");
      Object.defineProperty(solution, "handle", { value: solved.handle }); // (not enumerable: data stays plain)
      return answerHere(solution, solved.handle, () => isLive(solution));
    },

    /**
     * Solves in the worker, superseding any solve still running there. The worker keeps the
     * table; the Solution comes with the start's view and the slice `want` ({ranging: 0 mouse |
     * 1 cat, turn}, the other piece on its start: see solver/wasm.js `solveHeld`) answered, so
     * the board is coloured without another trip. `onProgress(report)` gets the solver's
     * progress reports (solver/progress.js Report) while it works, if the solver gives them.
     */
    async solveLater(mode, graph, grid, want = null, onProgress = null) {
      const { value, worker } = await pool.solve({ type: "solve", mode, graph, grid, want, progress: !!onProgress }, onProgress);
      const solution = tag(value.solution, "worker", worker);
      return answerFromWorker(solution, worker, value.answers, () => isLive(solution), onChange);
    },

    /**
     * `solution` with its start moved to `start` ({mouse, cats, turn}), without a solve: the table
     * does not depend on where the pieces start, so the new Solution shares `solution`'s table
     * (and every answer kept so far) and only its start's facts are asked again (solver/wasm.js
     * startFacts). Resolves with the new Solution (a new id) at once for a table held here, after
     * one trip for a worker's; null when `solution`'s table is gone or refuses the start.
     */
    restart(solution, start) {
      const moved = (facts) => {
        if (!facts || !isLive(solution)) return null;
        // (a copy with every own property: the non-enumerable handle of a solution held here too)
        const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(solution));
        return Object.assign(copy, facts, { id: ++serial });
      };
      if (!isLive(solution)) return { now: null };
      if (solution.where === "here") return { now: moved(solution.ask("startFacts", start.mouse, start.cats, start.turn)) };
      return { later: solution.query("startFacts", start.mouse, start.cats, start.turn).then(moved, () => null) };
    },

    /** Stops the worker's solve now (it rejects with STOPPED); the shown table stays. */
    stopSolve() {
      pool.stopSolve(pageError("solveStopped"));
    },

    /**
     * Whether `solution`'s table can still answer questions: false once a newer solve replaced
     * it, the worker holding it was replaced (after a failure, or to supersede a solve), or the
     * main thread's module failed.
     */
    isLive,

    /** Whether a worker solve is running. */
    get solving() { return pool.solving; },

    /** Whether answers from the workers are still on their way (the page is not fully drawn). */
    get waiting() { return pool.waiting > 0; },

    /** Runs a baseline in its own worker: resolves {value, ms}, rejects with its error. */
    baseline(name, spec) {
      return baselines.request({ type: "baseline", name, spec });
    },

    /** Stops any baseline still running. */
    stopBaselines() { baselines.stop(); },

    /**
     * The cop number of graph `adj` (solver/wasm.js copNumber) in its own worker: resolves
     * {value, ms}, rejects with the package's Error (a refusal) or STOPPED; `onProgress(report)`
     * gets each solve's progress reports.
     */
    copNumber(adj, options, onProgress = null) {
      return chases.request({ type: "copNumber", adj, options, progress: !!onProgress }, onProgress);
    },

    /**
     * The capture time of graph `adj` with `k` cats (solver/wasm.js captureTime), in the same
     * worker as copNumber: resolves {value, ms}, rejects as copNumber does.
     */
    captureTime(adj, k, options, onProgress = null) {
      return chases.request({ type: "captureTime", adj, k, options, progress: !!onProgress }, onProgress);
    },

    /** Stops a cop number still being found (it rejects with STOPPED). */
    stopCopNumber() { chases.stop(pageError("solveStopped")); },
  };
}
