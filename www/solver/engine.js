// Where solving happens. Textbook-size puzzles solve on the main thread, so an edit recolours in
// the same frame; bigger ones solve in a worker (solver/solver-worker.js), so the page never freezes. A
// newer solve supersedes a running one, and Stop ends one: its worker is terminated, while the
// worker holding the shown solution's table goes on answering (workers reuse the compiled wasm
// module). Both paths give a plain Solution (solver/wasm.js), tagged with
// where its handle lives; per-state questions go to that handle, through one cache. A solution
// held by the worker comes without its table: the page asks for the slices it draws, single
// states and the heatmaps (`ask`), each once, and reads what has arrived (`peek`).
import { solve, wasmModule, bestMoves, legalMoves, line, after, gameOver, pliesLeft, watchData, movesAtLevel } from "./wasm.js";
import { isFatal } from "./failure.js";

/** The questions the live solution answers (solver/wasm.js), by name. */
const QUERIES = { bestMoves, legalMoves, line, after, gameOver, pliesLeft, watchData, movesAtLevel };

/** Why a request was dropped when a newer solve replaced the worker's (callers ignore it). */
export const SUPERSEDED = "superseded";

/** Why a solve failed when the user stopped it. */
export const STOPPED = "the solve was stopped";

/** Puzzles with at most this many states solve on the main thread (a few ms at most). */
export const MAIN_THREAD_STATES = 2 * 300 * 300;

/** The number of states of a puzzle: 2 · places². */
export function stateCount(mode, graph, grid) {
  const n = mode === "graph" ? graph.adj.length : grid.rows.length * (grid.rows[0]?.length ?? 0);
  return 2 * n * n;
}

/**
 * One solver worker (solver/solver-worker.js, given the page's compiled wasm module): `request(msg,
 * onProgress)` resolves with `{value, ms}` or rejects with its error; `stop(why)` terminates it and
 * rejects what is in flight with `why`. A failure (an uncaught error in the worker, an unreadable
 * reply, or a reply marked fatal by solver/failure.js) terminates it, rejects every request in flight,
 * and calls `onFail()`. A worker's table dies with it.
 */
function spawn(onFail) {
  const w = new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" });
  let alive = true;
  let seq = 0;
  const pending = new Map(); // id -> {resolve, reject, solve: whether it is a solve, onProgress}
  const end = (message) => {
    alive = false;
    w.terminate();
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
  };
  const fail = (why) => {
    if (!alive) return;
    end(`the solver failed (${why}); it has been restarted`);
    onFail();
  };
  w.postMessage({ type: "load", module: wasmModule() });
  w.onmessage = (e) => {
    if (!alive) return;
    const { id, ok, value, error, ms, fatal, progress } = e.data;
    if (progress) {
      // a solve's report on its way: not its answer
      pending.get(id)?.onProgress?.(progress);
      return;
    }
    const p = pending.get(id);
    pending.delete(id);
    if (fatal) {
      p?.reject(new Error(`the solver failed (${error}); it has been restarted`));
      fail(error);
    } else if (p) {
      if (ok) p.resolve({ value, ms }); else p.reject(new Error(error));
    }
  };
  w.onerror = (e) => {
    e.preventDefault();
    fail(e.message || "the worker stopped");
  };
  w.onmessageerror = () => fail("a reply could not be read");
  return {
    /** Whether the worker still runs (its table, if any, can answer). */
    get alive() { return alive; },
    /** Whether a solve is running (not only queries, which are answered at once). */
    get busy() { return [...pending.values()].some((p) => p.solve); },
    /** How many requests are waiting for their answer. */
    get waiting() { return pending.size; },
    /** Sends `msg`; `onProgress(report)` gets a solve's progress reports until it is answered. */
    request(msg, onProgress = null) {
      if (!alive) return Promise.reject(new Error(SUPERSEDED));
      const id = ++seq;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, solve: msg.type === "solve", onProgress });
        w.postMessage({ ...msg, id });
      });
    },
    /** Terminates the worker; what is in flight rejects with `why`. */
    stop(why = SUPERSEDED) {
      if (alive) end(why);
    },
  };
}

/**
 * A worker started on demand and replaced after any failure (the baselines'): `request` and
 * `stop` as `spawn`'s; `stop` also ends a running request, and the next one starts a new worker.
 */
function restartable() {
  let worker = null;
  const current = () => {
    if (!worker?.alive) worker = spawn(() => {});
    return worker;
  };
  return {
    request: (msg) => current().request(msg),
    stop(why = SUPERSEDED) {
      worker?.stop(why);
      worker = null;
    },
  };
}

/**
 * The engine. `onChange()` is called when an asynchronous answer arrives (redraw then).
 * @param {() => void} onChange
 */
export function createEngine(onChange) {
  // Two solver workers at most: the holder keeps the shown solution's table and answers questions
  // about it; the runner solves the newest puzzle, and becomes the holder when it has solved it
  // (the old holder is then ended). So a solve that is stopped or superseded ends the runner only,
  // and the shown table stays. A spare worker, started after each solve and after a failure, is
  // ready for the next solve.
  let holder = null;
  let runner = null;
  let spare = null;
  const failed = () => {
    spare ??= spawn(failed);
    onChange(); // the shown table may have died: the page solves its puzzle again
  };
  const baselines = restartable();
  let serial = 0;
  let current = null; // the solution the cache belongs to
  let cache = new Map(); // key -> value, or undefined while in flight
  let mainBroken = false; // a solve on this thread failed fatally: its module is not trusted again

  const isLive = (solution) => (solution.where === "here" ? !mainBroken : solution.worker.alive && solution.worker === holder);
  const cacheOf = (solution) => {
    if (current !== solution) {
      current = solution;
      cache = new Map();
    }
    return cache;
  };
  const keyOf = (kind, args) => `${kind}:${args.join(",")}`;
  /** Ends the running solve, if any, with `why`. */
  const stopRunner = (why) => {
    runner?.stop(why);
    runner = null;
  };

  /**
   * An answer about a worker-held `solution` under `key`: the cached value, or undefined while
   * the worker works it out (asked once; onChange fires when it arrives); null if it was refused.
   */
  function cached(solution, key, kind, args) {
    const mine = cacheOf(solution);
    if (mine.has(key)) return mine.get(key);
    mine.set(key, undefined);
    solution.worker.request({ type: "query", kind, args, table: solution.table }).then(
      ({ value }) => { mine.set(key, value); if (mine === cache) onChange(); },
      () => { mine.set(key, null); if (mine === cache) onChange(); },
    );
    return undefined;
  }

  /** The heatmaps of a worker-held solution (see `heatmaps` below); their counts fill in `solution.counts`. */
  function heatmaps(solution, key, at, palette) {
    if (!isLive(solution)) return null;
    const sol = { places: solution.places, kind: solution.kind, maxDistance: solution.maxDistance };
    const value = cached(solution, `heatmaps:${key}`, "heatmaps", [sol, at, palette]);
    if (value && !solution.counts) solution.counts = value.counts;
    return value;
  }

  const tag = (solution, where, worker = null) => Object.assign(solution, { id: ++serial, where, worker });

  /** A worker's solution, tagged, with its first answers in the cache, and `ask` / `peek` to read the table it holds. */
  function held(value, want, worker) {
    const solution = tag(value, "worker", worker);
    const mine = cacheOf(solution);
    const { mouse, cat, turn } = solution.start;
    mine.set(keyOf("views", [mouse, cat, turn]), solution.startView);
    if (want && solution.slice) mine.set(keyOf("slice", [want.ranging, want.ranging === 0 ? cat : mouse, want.turn]), solution.slice);
    delete solution.startView;
    delete solution.slice;
    Object.assign(solution, {
      /** Asks the worker (see `query`): the answer, undefined while on its way, or null. */
      ask: (kind, ...args) => query(solution, kind, ...args),
      /** The answer if it has arrived, else undefined; never asks. */
      peek: (kind, ...args) => (current === solution && isLive(solution) ? cache.get(keyOf(kind, args)) : undefined),
      /**
       * The heatmaps' pixels (solver/solver-worker.js `heatmaps`), asked once per `key` (what else they
       * depend on: the sampled places `at` and the colours `palette`): {images, counts},
       * undefined while on their way, or null.
       */
      heatmaps: (key, at, palette) => heatmaps(solution, key, at, palette),
      /**
       * The Watch's heatmaps in the frame of level `d` (solver/solver-worker.js `watchFrame`; `key`
       * names what else they depend on: `at`, `palette`, `ink`): the latest frame that has
       * arrived, or undefined before the first. Never cached (a frame is megabytes): one
       * request at a time, and while one is on its way only the last level asked for is asked
       * next, so playing and scrubbing never queue frames up.
       */
      watchFrame: (d, key, at, palette, ink) => watchFrame(solution, d, key, at, palette, ink),
    });
    return solution;
  }

  /** See `held`'s `watchFrame`. */
  function watchFrame(solution, d, key, at, palette, ink) {
    if (!isLive(solution)) return null;
    const w = (solution.watching ??= { value: undefined, asked: null, next: null });
    const want = `${key}:${d}`;
    const ask = (level, wanted) => {
      w.asked = wanted;
      const sol = { places: solution.places, kind: solution.kind, maxDistance: solution.maxDistance };
      solution.worker.request({ type: "query", kind: "watchFrame", args: [sol, level, at, palette, ink, key], table: solution.table }).then(
        ({ value }) => { w.value = { ...value, key }; },
        () => {},
      ).finally(() => {
        w.asked = null;
        const next = w.next;
        w.next = null;
        if (next && next.wanted !== `${w.value?.key}:${w.value?.level}`) ask(next.level, next.wanted);
        if (current === solution) onChange();
      });
    };
    const have = w.value && `${w.value.key}:${w.value.level}` === want;
    if (!have && w.asked !== want) {
      if (w.asked) w.next = { level: d, wanted: want };
      else ask(d, want);
    }
    return w.value;
  }

  /**
   * An answer about `solution`: kind "bestMoves" | "legalMoves" | "line" | "after" |
   * "gameOver" (args [mouse, cat, turn, ...]) or "pliesLeft" (args [pliesPlayed]); for a
   * worker-held solution also "slice" (args [ranging, fixed, turn]), "views" (args [mouse, cat,
   * turn, ...]) and "counts". Returns the value, or undefined while the worker works it out
   * (onChange fires when it arrives); null for a question the solver refuses (a non-position,
   * an illegal move).
   */
  function query(solution, kind, ...args) {
    if (!isLive(solution)) return null;
    if (solution.where === "here") {
      try {
        return QUERIES[kind](...args);
      } catch {
        return null;
      }
    }
    return cached(solution, keyOf(kind, args), kind, args);
  }

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
      stopRunner(SUPERSEDED); // whatever it was solving is out of date
      holder?.stop(); // and the worker's table is no longer shown
      holder = null;
      return tag(solution, "here");
    },

    /**
     * Solves in the worker, superseding any solve still running there. The worker keeps the
     * table; the Solution comes with the start's view and the slice `want` ({ranging: 0 mouse |
     * 1 cat, turn}, the other piece on its start: see solver/wasm.js `solveHeld`) in its cache, so the
     * board is coloured without another trip. `onProgress(report)` gets the solver's progress
     * reports (solver/progress.js Report) while it works, if the solver gives them.
     */
    async solveLater(mode, graph, grid, want = null, onProgress = null) {
      stopRunner(SUPERSEDED);
      const worker = spare ?? spawn(failed);
      spare = null;
      runner = worker;
      let value;
      try {
        ({ value } = await worker.request({ type: "solve", mode, graph, grid, want, progress: !!onProgress }, onProgress));
      } catch (err) {
        if (runner === worker) runner = null;
        worker.stop(); // a refused puzzle leaves no table there
        throw err;
      }
      if (runner === worker) runner = null;
      // the new table's worker now holds the shown solution; the old one's table is done with
      if (holder !== worker) holder?.stop();
      holder = worker;
      // a worker started now, while the page is idle, makes the next solve start at once
      spare ??= spawn(failed);
      return held(value, want, worker);
    },

    /** Stops the worker's solve now (it rejects with STOPPED); the shown table stays. */
    stopSolve() {
      stopRunner(STOPPED);
    },

    /**
     * Whether `solution`'s table can still answer questions: false once the worker holding it
     * was replaced (after a failure, or to supersede a solve), or the main thread's module failed.
     */
    isLive,

    /** Whether a worker solve is running. */
    get solving() { return !!runner?.busy; },

    /** Whether answers from the workers are still on their way (the page is not fully drawn). */
    get waiting() { return (runner?.waiting ?? 0) + (holder?.waiting ?? 0) > 0; },

    query,

    /** Runs a baseline in its own worker: resolves {value, ms}, rejects with its error. */
    baseline(name, spec) {
      return baselines.request({ type: "baseline", name, spec });
    },

    /** Stops any baseline still running. */
    stopBaselines() { baselines.stop(); },
  };
}
