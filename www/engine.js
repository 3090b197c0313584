// Where solving happens. Textbook-size puzzles solve on the main thread, so an edit recolours in
// the same frame; bigger ones solve in a worker (solver-worker.js), so the page never freezes. A
// newer solve supersedes a running one: the busy worker is terminated and a fresh one started
// (it reuses the compiled wasm module). Both paths give the same plain Solution (wasm.js), tagged
// with where its handle lives; per-state questions go to that handle, through one cache.
import * as W from "./wasm.js";

/** Puzzles with at most this many states solve on the main thread (a few ms at most). */
export const MAIN_THREAD_STATES = 2 * 300 * 300;

/** The number of states of a puzzle: 2 · places². */
export function stateCount(mode, graph, grid) {
  const n = mode === "graph" ? graph.adj.length : grid.rows.length * (grid.rows[0]?.length ?? 0);
  return 2 * n * n;
}

/**
 * A worker that can be terminated and restarted: `request(msg)` resolves with its reply's value or
 * rejects with its error; `stop()` rejects what is in flight with "superseded".
 */
function restartable() {
  let worker = null;
  let seq = 0;
  const pending = new Map();
  const start = () => {
    worker = new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" });
    worker.postMessage({ type: "load", module: W.wasmModule() });
    worker.onmessage = (e) => {
      const { id, ok, value, error, ms } = e.data;
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (ok) p.resolve({ value, ms }); else p.reject(new Error(error));
    };
    worker.onerror = (e) => {
      for (const p of pending.values()) p.reject(new Error(e.message || "the solver stopped"));
      pending.clear();
    };
  };
  return {
    get busy() { return pending.size > 0; },
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
  const solver = restartable();
  const baselines = restartable();
  let serial = 0;
  let current = null; // the solution the cache belongs to
  let cache = new Map(); // "kind:args" -> value, or undefined while in flight

  const tag = (solution, where) => Object.assign(solution, { id: ++serial, where });

  return {
    /**
     * Solves now on this thread if the puzzle is small (returns the Solution, or throws the
     * puzzle's error), else returns null: use `solveLater`.
     */
    solveNow(mode, graph, grid) {
      if (stateCount(mode, graph, grid) > MAIN_THREAD_STATES) return null;
      if (solver.busy) solver.stop(); // whatever it was solving is out of date
      return tag(W.solve(mode, graph, grid), "here");
    },

    /** Solves in the worker, superseding any solve still running there. */
    async solveLater(mode, graph, grid) {
      if (solver.busy) solver.stop();
      const { value } = await solver.request({ type: "solve", mode, graph, grid });
      return tag(value, "worker");
    },

    /** Whether a worker solve is running. */
    get solving() { return solver.busy; },

    /**
     * A per-state answer about `solution`: kind "bestMoves" | "legalMoves" | "line", args
     * [mouse, cat, turn, ...]. Returns the value, or undefined while the worker works it out
     * (onChange fires when it arrives). Throws (here) or gives null (worker) for a non-position.
     */
    query(solution, kind, ...args) {
      if (solution.where === "here") {
        try {
          return W[kind](...args);
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
      solver.request({ type: "query", kind, args }).then(
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
