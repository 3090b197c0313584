// The design worker: runs the seeded puzzle search (the package's Designer, through solver/wasm.js) off
// the page's main thread, in steps of about STEP_MS, so that a Stop is read within one step and
// the page sees live progress. Messages in: {type: "load", module}, then {type: "start", run,
// spec, budget}, {type: "stop", run}, {type: "resume", run, budget}. Replies (each names its run):
// {type: "started", best, history, evaluations, seed}, {type: "progress", evaluations, bestScore,
// currentScore, best (a Found when it improved, else null), history (when it improved), steps:
// [{evaluations, ms}], done}, {type: "stopped", evaluations} (after the last step's report),
// {type: "error", error}. `budget`: the evaluations to stop at.
import { load, designer, designLimits } from "../solver/wasm.js";

/** How long one step of the search should take, in ms: short enough for a prompt Stop. */
export const STEP_MS = 120;

let ready = null;
let run = null; // {id, handle, budget, running, size}: the one search this worker holds

/** The evaluations of the next step: about STEP_MS of work at the last step's pace. */
function nextSize(size, ms, maxStep) {
  const scaled = ms > 1 ? Math.round((size * STEP_MS) / ms) : size * 4;
  // grow at most fourfold a step: one fast step must not make the next one take seconds
  return Math.max(1, Math.min(maxStep, size * 4, scaled));
}

function loop(id) {
  if (!run || run.id !== id || !run.running) return;
  const left = run.budget - run.handle.evaluations;
  if (left <= 0) {
    run.running = false;
    self.postMessage({ type: "progress", run: id, evaluations: run.handle.evaluations, bestScore: run.handle.best().score, currentScore: null, best: null, history: null, steps: [], done: true });
    return;
  }
  const n = Math.min(left, run.size);
  const t0 = performance.now();
  let progress;
  try {
    progress = run.handle.step(n);
  } catch (err) {
    run.running = false;
    self.postMessage({ type: "error", run: id, error: err.message });
    return;
  }
  const ms = performance.now() - t0;
  run.size = nextSize(n, ms, designLimits().maxStep);
  const done = progress.evaluations >= run.budget;
  if (done) run.running = false;
  self.postMessage({
    type: "progress", run: id, evaluations: progress.evaluations, bestScore: progress.bestScore, currentScore: progress.currentScore,
    best: progress.best, history: progress.improved ? run.handle.history() : null, steps: [{ evaluations: n, ms }], done,
  });
  // let a Stop in before the next step
  if (!done) setTimeout(() => loop(id), 0);
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
      handle = designer(msg.spec);
    } catch (err) {
      self.postMessage({ type: "error", run: msg.run, error: err.message });
      return;
    }
    run = { id: msg.run, handle, budget: msg.budget, running: true, size: 16 };
    self.postMessage({ type: "started", run: msg.run, best: handle.best(), history: handle.history(), evaluations: handle.evaluations, seed: handle.seed });
    loop(msg.run);
  } else if (msg.type === "stop") {
    // every step is reported before this reply: the page's numbers are final once it arrives
    if (run?.id === msg.run) {
      run.running = false;
      self.postMessage({ type: "stopped", run: msg.run, evaluations: run.handle.evaluations });
    }
  } else if (msg.type === "resume") {
    if (run?.id !== msg.run || run.running) return;
    run.budget = msg.budget;
    run.running = true;
    loop(msg.run);
  }
};
