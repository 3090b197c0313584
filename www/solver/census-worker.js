// The census worker: every graph of a list (graph6 lines) solved for Cops and Robbers off the
// page's main thread, for "Every graph of n nodes" (explore/census-view.js). Messages in:
// {type: "load", module} (the page's compiled wasm module), then {id, lines}; out: {id,
// progress: done} every PROGRESS_EVERY graphs, then {id, ok: true, value: [{g6, cats, rounds}]}
// (the package's copNumber: the least number of cats, up to 3, and their capture time in
// rounds) or {id, ok: false, error}.
import { load, readGraph6, copNumber } from "./wasm.js";

/** How many graphs between two progress messages. */
const PROGRESS_EVERY = 250;

let ready = null;

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === "load") {
    ready = load(msg.module);
    return;
  }
  try {
    await ready;
    const value = [];
    for (const g6 of msg.lines) {
      const answer = copNumber(readGraph6(g6), { maxCats: 3 });
      value.push({ g6, cats: answer.cats, rounds: answer.captureRounds });
      if (value.length % PROGRESS_EVERY === 0) self.postMessage({ id: msg.id, progress: value.length });
    }
    self.postMessage({ id: msg.id, ok: true, value });
  } catch (err) {
    self.postMessage({ id: msg.id, ok: false, error: String(err?.message ?? err) });
  }
};
