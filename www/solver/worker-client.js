// Talking to one solver worker (solver/solver-worker.js): requests and their replies matched by
// id, a solve's progress reports passed on, and every way a worker can fail (an uncaught error,
// an unreadable reply, a reply marked fatal by solver/failure.js) ending it with what was in
// flight. Workers reuse the page's compiled wasm module. Which worker does what is the pool's
// (solver/pool.js); what they answer is solver/answers.js's.
import { wasmModule } from "./wasm.js";
import { replyError } from "./failure.js";
import { pageError } from "../i18n/i18n.js";

/** Why a request was dropped when a newer solve replaced the worker's (callers ignore it). */
export const SUPERSEDED = "superseded";

/**
 * One solver worker (solver/solver-worker.js, given the page's compiled wasm module): `request(msg,
 * onProgress)` resolves with `{value, ms}` or rejects with its error; `stop(why)` terminates it and
 * rejects what is in flight with `why` (an Error, or words). A failure (an uncaught error in the worker, an unreadable
 * reply, or a reply marked fatal by solver/failure.js) terminates it, rejects every request in flight,
 * and calls `onFail()`. A worker's table dies with it.
 */
export function spawn(onFail) {
  const w = new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" });
  let alive = true;
  let seq = 0;
  const pending = new Map(); // id -> {resolve, reject, solve: whether it is a solve, onProgress}
  // (`why`: an Error, e.g. a page error whose kind reason() says in the reader's language, or words)
  const end = (why) => {
    alive = false;
    w.terminate();
    for (const p of pending.values()) p.reject(why instanceof Error ? why : new Error(why));
    pending.clear();
  };
  /** The worker failed: `err` says how (a page error of kind solverFailed, workerStopped or replyUnreadable). */
  const fail = (err) => {
    if (!alive) return;
    end(err);
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
      const err = pageError("solverFailed", { why: error });
      p?.reject(err);
      fail(err);
    } else if (p) {
      if (ok) p.resolve({ value, ms }); else p.reject(replyError(e.data));
    }
  };
  w.onerror = (e) => {
    e.preventDefault();
    fail(e.message ? pageError("solverFailed", { why: e.message }) : pageError("workerStopped"));
  };
  w.onmessageerror = () => fail(pageError("replyUnreadable"));
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
 * A worker started on demand and replaced after any failure (the baselines', Cops and Robbers'): `request` and
 * `stop` as `spawn`'s; `stop` also ends a running request, and the next one starts a new worker.
 */
export function restartable() {
  let worker = null;
  const current = () => {
    if (!worker?.alive) worker = spawn(() => {});
    return worker;
  };
  return {
    request: (msg, onProgress = null) => current().request(msg, onProgress),
    stop(why = SUPERSEDED) {
      worker?.stop(why);
      worker = null;
    },
  };
}
