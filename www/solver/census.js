// The census of a list of graphs in a worker of its own (solver/census-worker.js): the page's
// main thread only sends the graph6 lines and receives the answers, with the count done so far.
import { wasmModule } from "./wasm.js";

/** The worker's byte for no answer. */
const NONE = 255;

/**
 * Solves every graph of `lines` (graph6 texts) for Cops and Robbers in a new worker: resolves
 * with `[{g6, cats, rounds}]` (cats: the package's copNumber up to 3 cats, rounds: their capture
 * time), rejects with the worker's error or `why` when stopped. `onProgress(done)` gets the
 * number of graphs solved so far. Returns `{done, stop(why)}`; the worker ends with its answer.
 * @param {string[]} lines
 * @param {(done: number) => void} onProgress
 */
export function census(lines, onProgress = () => {}) {
  const w = new Worker(new URL("./census-worker.js", import.meta.url), { type: "module" });
  let reject = () => {};
  const done = new Promise((ok, fail) => {
    reject = fail;
    w.onmessage = (e) => {
      const { progress, ok: fine, value, error } = e.data;
      if (progress !== undefined) {
        onProgress(progress);
        return;
      }
      w.terminate();
      if (!fine) {
        fail(new Error(error));
        return;
      }
      const read = (b) => (b === NONE ? null : b);
      ok(lines.map((g6, i) => ({ g6, cats: read(value.cats[i]), rounds: read(value.rounds[i]) })));
    };
    w.onerror = (e) => {
      e.preventDefault();
      w.terminate();
      fail(new Error(e.message || "the census worker stopped"));
    };
  });
  w.postMessage({ type: "load", module: wasmModule() });
  w.postMessage({ id: 1, lines });
  return {
    done,
    stop(why) {
      w.terminate();
      reject(new Error(why));
    },
  };
}
