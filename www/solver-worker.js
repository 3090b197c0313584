// The solver worker: solves puzzles and runs the baselines off the page's main thread, and answers
// per-state questions about the solution it holds. Messages in: {type: "load", module}, then
// {id, type: "solve"|"query"|"baseline", ...}; replies: {id, ok, value|error, ms}. A solve is one
// synchronous wasm call, so the page supersedes a running one by terminating this worker.
import { load, solve, bestMoves, legalMoves, line, baseline } from "./wasm.js";

const QUERIES = { bestMoves, legalMoves, line };
let ready = null;

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
      const value = solve(msg.mode, msg.graph, msg.grid);
      // hand the arrays over instead of copying them (the handle here keeps the table)
      self.postMessage({ id: msg.id, ok: true, value }, [value.outcomes.buffer, value.distances.buffer]);
      return;
    }
    const value = msg.type === "query" ? QUERIES[msg.kind](...msg.args) : baseline(msg.name, msg.spec);
    self.postMessage({ id: msg.id, ok: true, value, ms: performance.now() - t0 });
  } catch (err) {
    self.postMessage({ id: msg.id, ok: false, error: err?.message ?? String(err) });
  }
};
