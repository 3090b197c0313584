// The solver worker: solves puzzles and runs the baselines off the page's main thread, and answers
// per-state questions about the solution it holds. Messages in: {type: "load", module}, then
// {id, type: "solve"|"query"|"baseline", ...}; replies: {id, ok, value|error, ms}, and a failure
// says whether it may have broken the module (failure.js: the page then replaces this worker). A
// solve is one synchronous wasm call, so the page supersedes a running one by terminating this
// worker. A solution's `table` is the id of its solve; a query names the table it is about, so it
// can never be answered from another puzzle's table.
import { load, solve, bestMoves, legalMoves, line, after, gameOver, pliesLeft, baseline, watchData, movesAtLevel } from "./wasm.js";
import { failureReply } from "./failure.js";

/** The buffers of the typed arrays in `value` (up to three levels deep), to transfer. */
function buffers(value, out = [], depth = 0) {
  if (ArrayBuffer.isView(value)) {
    if (!out.includes(value.buffer)) out.push(value.buffer); // a buffer listed twice cannot be transferred
  }
  else if (value && typeof value === "object" && depth < 3) for (const v of Object.values(value)) buffers(v, out, depth + 1);
  return out;
}

const QUERIES = { bestMoves, legalMoves, line, after, gameOver, pliesLeft, watchData, movesAtLevel };
let ready = null;
let table = 0; // the id of the solve whose table wasm.js holds

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === "load") {
    ready = load(msg.module);
    return;
  }
  try {
    await ready;
    const t0 = performance.now();
    if (msg.type === "solve") {
      const value = { ...solve(msg.mode, msg.graph, msg.grid), table: msg.id };
      table = msg.id;
      // hand the arrays over instead of copying them (the handle here keeps the table)
      self.postMessage({ id: msg.id, ok: true, value }, [value.outcomes.buffer, value.distances.buffer, ...(value.limited ? [value.limited.buffer] : [])]);
      return;
    }
    if (msg.type === "query" && msg.table !== table) throw new Error("that table is no longer held here");
    const value = msg.type === "query" ? QUERIES[msg.kind](...msg.args) : baseline(msg.name, msg.spec);
    // typed arrays (the Watch's level index: 4 bytes per decided state) are handed over, not copied
    self.postMessage({ id: msg.id, ok: true, value, ms: performance.now() - t0 }, buffers(value));
  } catch (err) {
    self.postMessage(failureReply(msg.id, err));
  }
};
