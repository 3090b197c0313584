// Where solving happens. Textbook-size puzzles solve on the main thread, so an edit recolours in
// the same frame; bigger ones solve in a worker (solver-worker.js), so the page never freezes. A
// newer solve supersedes a running one: the busy worker is terminated and a fresh one started
// (it reuses the compiled wasm module). Both paths give the same plain Solution (wasm.js), tagged
// with where its handle lives; per-state questions go to that handle, through one cache.
import { solve, wasmModule, bestMoves, legalMoves, line, after, gameOver, pliesLeft, watchData, movesAtLevel } from "./wasm.js";
import { isFatal } from "./failure.js";

/** The questions the live solution answers (wasm.js), by name. */
const QUERIES = { bestMoves, legalMoves, line, after, gameOver, pliesLeft, watchData, movesAtLevel };

/** Puzzles with at most this many states solve on the main thread (a few ms at most). */
export const MAIN_THREAD_STATES = 2 * 300 * 300;

/** The number of states of a puzzle: 2 · places². */
export function stateCount(mode, graph, grid) {
  const n = mode === "graph" ? graph.adj.length : grid.rows.length * (grid.rows[0]?.length ?? 0);
  return 2 * n * n;
}

/**
 * A worker that can be terminated and restarts itself after any failure: `request(msg)` resolves
 * with `{value, ms, epoch}` (epoch: which worker answered) or rejects with its error; `stop()`
 * rejects what is in flight with "superseded". A failure (an uncaught error in the worker, an
 * unreadable reply, or a reply marked fatal by failure.js) replaces the worker at once and
 * rejects every request in flight; `onRestart()` is then called.
 */
function restartable(onRestart) {
  let worker = null;
  let epoch = 0; // counts the workers started; a worker's tables die with it
  let seq = 0;
  const pending = new Map();
  const rejectAll = (message) => {
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" });
    epoch++;
    worker = w;
    w.postMessage({ type: "load", module: wasmModule() });
    w.onmessage = (e) => {
      if (w !== worker) return; // a reply from a worker already replaced
      const { id, ok, value, error, ms, fatal } = e.data;
      const p = pending.get(id);
      pending.delete(id);
      if (fatal) {
        p?.reject(new Error(`the solver failed (${error}); it has been restarted`));
        restart(error);
      } else if (p) {
        if (ok) p.resolve({ value, ms, epoch }); else p.reject(new Error(error));
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (w === worker) restart(e.message || "the worker stopped");
    };
    w.onmessageerror = () => {
      if (w === worker) restart("a reply could not be read");
    };
  };
  const restart = (why) => {
    worker.terminate();
    worker = null;
    rejectAll(`the solver failed (${why}); it has been restarted`);
    start();
    onRestart();
  };
  return {
    get busy() { return pending.size > 0; },
    /** Which worker is current (solutions from another one are gone). */
    get epoch() { return worker ? epoch : -1; },
    request(msg) {
      if (!worker) start();
      const id = ++seq;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...msg, id });
      });
    },
    stop() {
      worker?.terminate();
      worker = null;
      for (const p of pending.values()) p.reject(new Error("superseded"));
      pending.clear();
    },
  };
}

/**
 * The engine. `onChange()` is called when an asynchronous answer arrives (redraw then).
 * @param {() => void} onChange
 */
export function createEngine(onChange) {
  const solver = restartable(onChange);
  const baselines = restartable(() => {});
  let serial = 0;
  let current = null; // the solution the cache belongs to
  let cache = new Map(); // "kind:args" -> value, or undefined while in flight
  let mainBroken = false; // a solve on this thread failed fatally: its module is not trusted again

  const tag = (solution, where, epoch = 0) => Object.assign(solution, { id: ++serial, where, epoch });
  const isLive = (solution) => (solution.where === "here" ? !mainBroken : solution.epoch === solver.epoch);

  return {
    /**
     * Solves now on this thread if the puzzle is small (returns the Solution, or throws the
     * puzzle's error), else returns null: use `solveLater`.
     */
    solveNow(mode, graph, grid) {
      if (mainBroken || stateCount(mode, graph, grid) > MAIN_THREAD_STATES) return null;
      let solution;
      try {
        solution = solve(mode, graph, grid);
      } catch (err) {
        if (!isFatal(err)) throw err; // a refused puzzle changes nothing: a running solve goes on
        mainBroken = true; // from now on every puzzle solves in the worker, which restarts on failure
        return null;
      }
      if (solver.busy) solver.stop(); // whatever it was solving is out of date
      return tag(solution, "here");
    },

    /** Solves in the worker, superseding any solve still running there. */
    async solveLater(mode, graph, grid) {
      if (solver.busy) solver.stop();
      const { value, epoch } = await solver.request({ type: "solve", mode, graph, grid });
      return tag(value, "worker", epoch);
    },

    /**
     * Whether `solution`'s table can still answer questions: false once the worker holding it
     * was replaced (after a failure, or to supersede a solve), or the main thread's module failed.
     */
    isLive,

    /** Whether a worker solve is running. */
    get solving() { return solver.busy; },

    /**
     * An answer about `solution`: kind "bestMoves" | "legalMoves" | "line" | "after" |
     * "gameOver" | "movesAtLevel" (args [mouse, cat, turn, ...]), "pliesLeft" (args
     * [pliesPlayed]) or "watchData" (no args: the Watch's level index). Returns the
     * value, or undefined while the worker works it out (onChange fires when it arrives); null
     * for a question the solver refuses (a non-position, an illegal move).
     */
    query(solution, kind, ...args) {
      if (!isLive(solution)) return null;
      if (solution.where === "here") {
        try {
          return QUERIES[kind](...args);
        } catch {
          return null;
        }
      }
      if (current !== solution) {
        current = solution;
        cache = new Map();
      }
      const key = `${kind}:${args.join(",")}`;
      if (cache.has(key)) return cache.get(key);
      cache.set(key, undefined);
      const mine = cache;
      solver.request({ type: "query", kind, args, table: solution.table }).then(
        ({ value }) => { mine.set(key, value); if (mine === cache) onChange(); },
        () => { mine.set(key, null); if (mine === cache) onChange(); },
      );
      return undefined;
    },

    /** Runs a baseline in its own worker: resolves {value, ms}, rejects with its error. */
    baseline(name, spec) {
      return baselines.request({ type: "baseline", name, spec });
    },

    /** Stops any baseline still running. */
    stopBaselines() { baselines.stop(); },
  };
}
