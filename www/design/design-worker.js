// The design worker: runs the seeded puzzle search (the package's Designer, through solver/wasm.js) off
// the page's main thread, in steps of about STEP_MS, so that a Stop is read within one step and
// the page sees live progress. Messages in: {type: "load", module}, then {type: "start", run,
// spec, budget}, {type: "stop", run}, {type: "resume", run, budget}. Replies (each names its run):
// {type: "started", best, history, evaluations, seed}, {type: "progress", evaluations, bestScore,
// currentScore, best (a Found when it improved, else null), history (when it improved), steps:
// [{evaluations, ms}], done}, {type: "stopped", evaluations} (after the last step's report),
// {type: "error", error, kind, params}. `budget`: the evaluations to stop at.
// One chain of a parallel search per worker: "start" also names its `chain` (its seed is derived
// from the spec's and the chain's) and `sync` (0: alone). At each meeting (design/chains.js) the
// chain posts {type: "sync", evaluations, rank, share}, then takes the find shared at the meeting
// before, {type: "adopt", run, evaluations, share, rank} (share null: its own was shared), adopted
// if it ranks above its own, and goes on: it waits only if that message has not come yet. The
// page sends a meeting's "adopt" as soon as every chain has posted there, usually long before a
// chain needs it, so it is kept until then. Every reply names its chain.
import { load, designer, designLimits } from "../solver/wasm.js";
import { untilSync, atSync, above } from "./chains.js";

/** How long one step of the search should take, in ms: short enough for a prompt Stop. */
export const STEP_MS = 120;

let ready = null;
let run = null; // {id, chain, sync, posted, met, offers, handle, budget, running, waiting, size}: the one chain this worker holds

/** The evaluations of the next step: about STEP_MS of work at the last step's pace. */
function nextSize(size, ms, maxStep) {
  const scaled = ms > 1 ? Math.round((size * STEP_MS) / ms) : size * 4;
  // grow at most fourfold a step: one fast step must not make the next one take seconds
  return Math.max(1, Math.min(maxStep, size * 4, scaled));
}

/**
 * Holds the meeting due at the chain's evaluations, if any and not held yet: posts the find, then
 * takes the one shared at the meeting before. False while that one has not come (the chain waits;
 * its "adopt" calls loop again).
 */
function meet(id) {
  const at = run.handle.evaluations;
  if (!(run.sync > 0 && atSync(at, run.sync)) || run.met === at) return true;
  if (run.posted !== at) {
    run.posted = at;
    self.postMessage({ type: "sync", run: id, chain: run.chain, evaluations: at, rank: [...run.handle.bestRank()], share: run.handle.share() });
  }
  const before = at - run.sync;
  if (atSync(before, run.sync)) {
    const offer = run.offers.get(before);
    if (!offer) {
      run.waiting = before;
      return false;
    }
    run.offers.delete(before);
    if (offer.share !== null && above(offer.rank, [...run.handle.bestRank()])) {
      run.handle.adopt(offer.share);
      // the chain's best is now the shared one: the page hears of it as of a step's find
      const h = run.handle;
      self.postMessage({ type: "progress", run: id, chain: run.chain, evaluations: h.evaluations, bestScore: h.best().score, currentScore: null, rank: [...h.bestRank()], best: h.best(), history: null, steps: [], done: h.evaluations >= run.budget });
    }
  }
  run.met = at;
  return true;
}

/** An error as a reply's fields: its English message, and the package's kind and params (the page says it in its language). */
const failure = (err) => ({ error: err.message, kind: err.kind ?? null, params: err.params ?? null });

function loop(id) {
  if (!run || run.id !== id || run.waiting) return;
  // a meeting at the chain's count is held even when stopped or done: a run that goes on later
  // must have met there, as the native chains do
  try {
    if (!meet(id)) return;
  } catch (err) {
    run.running = false;
    self.postMessage({ type: "error", run: id, chain: run.chain, ...failure(err) });
    return;
  }
  if (!run.running) return;
  const left = run.budget - run.handle.evaluations;
  if (left <= 0) {
    run.running = false;
    self.postMessage({ type: "progress", run: id, chain: run.chain, evaluations: run.handle.evaluations, bestScore: run.handle.best().score, rank: [...run.handle.bestRank()], currentScore: null, best: null, history: null, steps: [], done: true });
    return;
  }
  const n = Math.min(left, run.size, run.sync > 0 ? untilSync(run.handle.evaluations, run.sync) : Infinity);
  const before = run.handle.evaluations;
  const t0 = performance.now();
  let progress;
  try {
    progress = run.handle.step(n);
  } catch (err) {
    run.running = false;
    self.postMessage({ type: "error", run: id, ...failure(err) });
    return;
  }
  const ms = performance.now() - t0;
  run.size = nextSize(n, ms, designLimits().maxStep);
  const done = progress.evaluations >= run.budget;
  if (done) run.running = false;
  self.postMessage({
    type: "progress", run: id, chain: run.chain, evaluations: progress.evaluations, bestScore: progress.bestScore, currentScore: progress.currentScore,
    rank: [...run.handle.bestRank()], best: progress.best, history: progress.improved ? run.handle.history() : null, steps: [{ evaluations: progress.evaluations - before, ms }], done,
  });
  // let a Stop in before the next step (and hold a meeting reached at the last evaluation)
  if (!done || (run.sync > 0 && atSync(progress.evaluations, run.sync))) setTimeout(() => loop(id), 0);
}

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === "load") {
    ready = load(msg.module);
    return;
  }
  await ready;
  if (msg.type === "start") {
    run?.handle.free();
    run = null;
    let handle;
    try {
      handle = designer(msg.spec, msg.chain ?? 0);
    } catch (err) {
      self.postMessage({ type: "error", run: msg.run, ...failure(err) });
      return;
    }
    run = { id: msg.run, chain: msg.chain ?? 0, sync: msg.sync ?? 0, posted: 0, met: 0, offers: new Map(), handle, budget: msg.budget, running: true, waiting: 0, size: 16 };
    self.postMessage({ type: "started", run: msg.run, chain: run.chain, best: handle.best(), rank: [...handle.bestRank()], history: handle.history(), evaluations: handle.evaluations, seed: handle.seed });
    loop(msg.run);
  } else if (msg.type === "stop") {
    // every step is reported before this reply: the page's numbers are final once it arrives
    if (run?.id === msg.run) {
      run.running = false;
      self.postMessage({ type: "stopped", run: msg.run, chain: run.chain, evaluations: run.handle.evaluations });
    }
  } else if (msg.type === "adopt") {
    // kept until the chain's next meeting needs it
    if (run?.id !== msg.run) return;
    run.offers.set(msg.evaluations, msg);
    if (run.waiting === msg.evaluations) {
      run.waiting = 0;
      loop(msg.run);
    }
  } else if (msg.type === "resume") {
    if (run?.id !== msg.run || run.running) return;
    run.budget = msg.budget;
    run.running = true;
    loop(msg.run);
  }
};
