// The parallel Designer's rules (www/design/chains.js) and the page's chains: the reference driver
// over the release package finds exactly what the native chains found (tests/data/design-chains.json,
// checked natively by tests/design.rs); the page's coordinator (design/design.js createDesign with
// the real worker code run in-process) finds the same, whatever the steps; the run adds up its
// chains' evaluations and rates; the Cops and Robbers goals read from the form.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { designer, designLimits } from "../../www/solver/wasm.js";
import "./solver.mjs";
import { defaultChains, perChain, untilSync, atSync, sharedChain, runChains, above } from "../../www/design/chains.js";
import { createDesign, applyReply, runRate, specFromForm, foundWords } from "../../www/design/design.js";

const GOLDEN = JSON.parse(fs.readFileSync(new URL("../data/design-chains.json", import.meta.url), "utf8"));
const SYNC = designLimits().syncEvaluations;

/** A native find (the golden file's: the package's shape, one `cat`) as the page holds it: its cats a list. */
const paged = (best) => {
  if (best.mode !== "graph") return best;
  const { cat, ...puzzle } = best.puzzle;
  return { ...best, puzzle: { ...puzzle, cats: [cat] } };
};

test("the rules: default chains by cores and memory, each chain's budget, the synchronisation points, the shared chain", () => {
  assert.equal(defaultChains(8, undefined, 64), 8);
  assert.equal(defaultChains(undefined, undefined, 64), 1);
  assert.equal(defaultChains(16, 2, 64), 8, "four per GB");
  assert.equal(defaultChains(16, 0.25, 64), 1);
  assert.equal(defaultChains(128, 64, 64), 64);
  assert.equal(perChain(1000, 3), 334);
  assert.equal(SYNC, 3000);
  assert.equal(untilSync(1, SYNC), SYNC);
  assert.equal(untilSync(2999, SYNC), 2);
  assert.equal(untilSync(3001, SYNC), SYNC);
  assert.ok(atSync(3001, SYNC) && !atSync(1, SYNC) && !atSync(3000, SYNC));
  assert.equal(sharedChain([[3, 1], [5, 0], [5, 0], [4, 9]]), 1, "the highest rank, the lowest chain among equals");
  assert.equal(sharedChain([[3, 1], [3, 2]]), 1, "the tie-break counts");
  assert.ok(above([3, 2], [3, 1]) && !above([3, 1], [3, 1]));
});

test("the reference driver over the release package finds what the native chains found", () => {
  for (const e of GOLDEN) {
    const handles = Array.from({ length: e.chains }, (_, i) => designer(e.spec, i));
    const top = runChains(handles, e.evaluations, SYNC);
    assert.deepEqual(handles[top].best(), paged(e.best), JSON.stringify(e.spec));
    for (const h of handles) h.free();
  }
});

/** A fake worker that runs the real design-worker.js code path's protocol in-process (same rules, no thread). */
function inProcessWorker() {
  const w = { onmessage: null, onerror: null, terminate() {}, handle: null, run: null };
  const reply = (data) => queueMicrotask(() => w.onmessage?.({ data }));
  // the meeting due at the chain's count: post, then take the previous meeting's find (false: wait for it)
  const meet = (r) => {
    const at = r.handle.evaluations;
    if (!(r.sync && atSync(at, r.sync)) || r.met === at) return true;
    if (r.posted !== at) {
      r.posted = at;
      reply({ type: "sync", run: r.id, chain: r.chain, evaluations: at, rank: [...r.handle.bestRank()], share: r.handle.share() });
    }
    const before = at - r.sync;
    if (atSync(before, r.sync)) {
      const offer = r.offers.get(before);
      if (!offer) { r.waiting = before; return false; }
      r.offers.delete(before);
      if (offer.share !== null && above(offer.rank, [...r.handle.bestRank()])) {
        r.handle.adopt(offer.share);
        const h = r.handle;
        reply({ type: "progress", run: r.id, chain: r.chain, evaluations: h.evaluations, bestScore: h.best().score, currentScore: null, rank: [...h.bestRank()], best: h.best(), history: null, steps: [], done: h.evaluations >= r.budget });
      }
    }
    r.met = at;
    return true;
  };
  const loop = () => {
    const r = w.run;
    if (!r || r.waiting || !meet(r) || !r.running) return;
    if (r.handle.evaluations >= r.budget) { r.running = false; return; }
    const before = r.handle.evaluations;
    // chains step at different sizes, so one runs ahead of the other to its next meeting
    const n = Math.min(r.budget - before, r.chain % 2 ? 137 : 700, r.sync ? untilSync(before, r.sync) : Infinity);
    const p = r.handle.step(n);
    const done = p.evaluations >= r.budget;
    if (done) r.running = false;
    reply({ type: "progress", run: r.id, chain: r.chain, evaluations: p.evaluations, bestScore: p.bestScore, currentScore: p.currentScore, rank: [...r.handle.bestRank()], best: p.best, history: null, steps: [{ evaluations: p.evaluations - before, ms: 5 }], done });
    setTimeout(loop, 0);
  };
  w.postMessage = (msg) => {
    if (msg.type === "start") {
      const handle = designer(msg.spec, msg.chain ?? 0);
      w.run = { id: msg.run, chain: msg.chain ?? 0, sync: msg.sync ?? 0, posted: 0, met: 0, offers: new Map(), handle, budget: msg.budget, running: true, waiting: 0 };
      reply({ type: "started", run: msg.run, chain: w.run.chain, best: handle.best(), rank: [...handle.bestRank()], history: handle.history(), evaluations: handle.evaluations, seed: handle.seed });
      setTimeout(loop, 0);
    } else if (msg.type === "adopt") {
      const r = w.run;
      r.offers.set(msg.evaluations, msg);
      if (r.waiting === msg.evaluations) { r.waiting = 0; setTimeout(loop, 0); }
    }
  };
  return w;
}

test("the page's coordinator, chains in their own workers, finds what the native chains found", async () => {
  for (const e of GOLDEN.slice(0, 3)) {
    let finished;
    const done = new Promise((resolve) => { finished = resolve; });
    const design = createDesign(() => { if (design.run?.status === "done") finished(); }, inProcessWorker);
    design.start(e.spec, e.evaluations * e.chains, e.chains);
    await done;
    assert.equal(design.run.evaluations, e.evaluations * e.chains, "all chains' evaluations");
    assert.deepEqual(design.run.best, paged(e.best), JSON.stringify(e.spec));
    assert.ok(runRate(design.run) > 0);
    assert.ok(design.run.history.length >= 2);
  }
});

test("the run adds its chains' rates; one chain keeps the old shape", () => {
  const run = { id: 1, chains: 2, per: [0, 1].map(() => ({ evaluations: 0, bestScore: null, best: null, rank: null, steps: [], done: false, halted: false })), status: "running", evaluations: 0, bestScore: null, best: null, history: null, steps: [] };
  const found = (score) => ({ mode: "graph", puzzle: { adj: [] }, outcome: 1, distance: score, score, holds: true, size: 3, evaluation: 1 });
  applyReply(run, { type: "progress", run: 1, chain: 0, evaluations: 100, bestScore: 4, rank: [4, 1], best: found(4), steps: [{ evaluations: 99, ms: 10 }] });
  applyReply(run, { type: "progress", run: 1, chain: 1, evaluations: 60, bestScore: 6, rank: [6, 1], best: found(6), steps: [{ evaluations: 59, ms: 10 }] });
  assert.equal(run.evaluations, 160);
  assert.equal(run.best.score, 6);
  assert.equal(Math.round(runRate(run)), 15800, "9,900 + 5,900 per second");
  applyReply(run, { type: "progress", run: 1, chain: 0, evaluations: 200, bestScore: 4, rank: [4, 1], best: null, steps: [], done: true });
  assert.equal(run.status, "running", "done only when every chain is");
  applyReply(run, { type: "progress", run: 1, chain: 1, evaluations: 200, bestScore: 6, rank: [6, 1], best: null, steps: [], done: true });
  assert.equal(run.status, "done");
  assert.equal(runRate({ steps: [{ evaluations: 100, ms: 50 }] }), 2000);
});

test("the form reads the chains and the Cops and Robbers goals, and says what a find is", () => {
  const FORM = { kind: "graph", nodes: "10", goal: "needsCats", cats: "3", seed: "1", budget: "5000", chains: "2" };
  const limits = { maxNodes: 64, maxSide: 16, maxChains: 64, maxCats: 4 };
  assert.deepEqual(specFromForm(FORM, limits), { spec: { kind: "graph", nodes: 10, connected: true, goal: "needsCats", cats: 3, seed: 1 }, budget: 5000, chains: 2 });
  assert.throws(() => specFromForm({ ...FORM, cats: "1" }, limits), /^Error: Cats must be a whole number from 2 to 4, got "1"$/);
  assert.throws(() => specFromForm({ ...FORM, chains: "65" }, limits), /^Error: Chains must be a whole number from 1 to 64/);
  assert.equal(specFromForm({ ...FORM, goal: "longestCapture", cats: "1" }, limits).spec.cats, 1);
  const d = designer({ kind: "graph", nodes: 10, goal: "needsCats", cats: 3, seed: 1 });
  d.step(1000);
  const best = d.best();
  d.free();
  assert.equal(best.holds, true, "the Petersen graph within 1,000 evaluations");
  assert.equal(foundWords(best, { goal: "needsCats", cats: 3 }).title, "Needs 3 cats: 2 cannot catch the mouse");
  assert.equal(foundWords({ ...best, holds: true, distance: 7 }, { goal: "longestCapture", cats: 1 }).title, "1 cat catches the mouse in 4 rounds");
});
