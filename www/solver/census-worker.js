// The census worker: every graph of a list (graph6 lines) solved for Cops and Robbers off the
// page's main thread, for "Every graph of n nodes" (explore/census-view.js). Messages in:
// {type: "load", module} (the page's compiled wasm module), then {id, lines}; out: {id,
// progress: done} every PROGRESS_EVERY graphs, then {id, ok: true, value: {cats, rounds}} (two
// Uint8Arrays, a byte a graph in the lines' order: the package's copNumber, the least number of
// cats up to 3 and their capture time in rounds, 255 for none) or {id, ok: false, error}.
import { readGraph6, copNumber } from "./wasm.js";
import { serveRequests } from "./serve.js";

/** No answer (more than 3 cats, or none): a byte no answer takes (every count here is below 64). */
const NONE = 255;

/** How many graphs between two progress messages. */
const PROGRESS_EVERY = 250;

serveRequests(async (msg) => {
  // (two byte arrays, transferred: the page receives them without a copy of 11,117 objects)
  const cats = new Uint8Array(msg.lines.length);
  const rounds = new Uint8Array(msg.lines.length);
  msg.lines.forEach((g6, i) => {
    const answer = copNumber(readGraph6(g6), { maxCats: 3 });
    cats[i] = answer.cats ?? NONE;
    rounds[i] = answer.captureRounds ?? NONE;
    if ((i + 1) % PROGRESS_EVERY === 0) self.postMessage({ id: msg.id, progress: i + 1 });
  });
  self.postMessage({ id: msg.id, ok: true, value: { cats, rounds } }, [cats.buffer, rounds.buffer]);
}, (msg, err) => self.postMessage({ id: msg.id, ok: false, error: String(err?.message ?? err) }));
