// The Design tool's model (www/design/design.js) in milliseconds: the form read as a DesignSpec, the rate,
// the sparkline, the words for a find, the run's bookkeeping (a Stop is the page's at once), and
// the search itself through the page's solver/wasm.js: seeded, it improves and finds the same again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { specFromForm, evalRate, sparkline, foundWords, applyReply, createDesign, inFormWords, MAX_SEED } from "../../www/design/design.js";
import { designer, designLimits } from "../../www/solver/wasm.js";
import { solved } from "./solver.mjs";

const BOUNDS = { maxNodes: 64, maxSide: 16 };
const FORM = { kind: "graph", nodes: "10", minEdges: "", maxEdges: "", connected: true, rows: "6", cols: "6", minWalls: "", maxWalls: "", catJump: "1", mouseJump: "1", turnLimit: "", mouse: "", cat: "", food: "", goal: "longestWin", property: "win", plies: "20", side: "either", seed: "7", budget: "5000" };

test("the form reads as the designer's spec: blanks are the designer's defaults, the other kind's fields are left out", () => {
  assert.deepEqual(specFromForm(FORM, BOUNDS), { spec: { kind: "graph", nodes: 10, connected: true, goal: "longestWin", side: "either", seed: 7 }, budget: 5000, chains: 1 });
  const grid = specFromForm({ ...FORM, kind: "grid", goal: "turnLimit", turnLimit: "90", minWalls: "4", maxWalls: "20", catJump: "2" }, BOUNDS);
  assert.deepEqual(grid.spec, { kind: "grid", rows: 6, cols: 6, minWalls: 4, maxWalls: 20, catJump: 2, mouseJump: 1, turnLimit: 90, goal: "turnLimit", seed: 7 });
  const small = specFromForm({ ...FORM, goal: "smallest", property: "win", plies: "30", side: "cat", minEdges: "9", maxEdges: "20", connected: false }, BOUNDS);
  assert.deepEqual(small.spec, { kind: "graph", nodes: 10, minEdges: 9, maxEdges: 20, connected: false, goal: "smallest", property: "win", side: "cat", plies: 30, seed: 7 });
  assert.deepEqual(specFromForm({ ...FORM, goal: "smallest", property: "dpWrong" }, BOUNDS).spec, { kind: "graph", nodes: 10, connected: true, goal: "smallest", property: "dpWrong", seed: 7 });
  // every spec the form makes is one the designer takes
  for (const spec of [specFromForm(FORM, BOUNDS).spec, grid.spec, small.spec]) designer(spec).free();
});

test("fixed cells for the grid's pieces are read as row, column and passed as cell numbers; the designer keeps them", () => {
  const { spec } = specFromForm({ ...FORM, kind: "grid", rows: "5", cols: "7", mouse: "0, 6", cat: " 4 0 ", food: "2,3" }, BOUNDS);
  assert.deepEqual([spec.mouse, spec.cat, spec.food], [6, 28, 17]);
  // a graph ignores them
  assert.equal(specFromForm({ ...FORM, mouse: "0, 6" }, BOUNDS).spec.mouse, undefined);
  // the search's finds put the pieces there
  const d = designer({ ...spec, goal: "longestWin", side: "either", seed: 3 });
  try {
    d.step(400);
    const rows = d.best().puzzle.rows;
    assert.equal(rows[0][6], "M");
    assert.equal(rows[4][0], "C");
    assert.equal(rows[2][3], "F");
  } finally {
    d.free();
  }
});

test("a bad number is refused with the field's name and the range, before any search", () => {
  const bad = [
    [{ nodes: "2" }, /^Nodes must be a whole number from 3 to 64, got "2"$/],
    [{ nodes: "" }, /^Nodes must be a whole number from 3 to 64$/],
    [{ nodes: "1e1" }, /Nodes .* got "1e1"/],
    [{ nodes: "10.5" }, /Nodes/],
    [{ maxEdges: "46" }, /^Most edges must be a whole number from 0 to 45/],
    [{ seed: String(MAX_SEED + 1) }, /^Seed must be a whole number from 0 to 4294967295/],
    [{ seed: "-1" }, /^Seed/],
    [{ budget: "0" }, /^Evaluations must be/],
    [{ kind: "grid", rows: "17" }, /^Rows must be a whole number from 1 to 16/],
    [{ kind: "grid", catJump: "0" }, /^Cat jump/],
    [{ kind: "grid", minWalls: "37" }, /^Fewest walls must be a whole number from 0 to 36/],
    [{ goal: "smallest", property: "win", plies: "x" }, /^Plies/],
    [{ kind: "grid", mouse: "6, 0" }, /^Mouse at must be a row from 0 to 5 and a column from 0 to 5, like "0, 5", got "6, 0"$/],
    [{ kind: "grid", cat: "2" }, /^Cat at must be a row from 0 to 5 and a column from 0 to 5/],
    [{ kind: "grid", food: "1, -1" }, /^Food at must be a row/],
    [{ kind: "grid", mouse: "1,2", food: "1 2" }, /^Mouse at and Food at are the same cell \(1, 2\): each piece needs its own$/],
  ];
  for (const [patch, re] of bad) assert.throws(() => specFromForm({ ...FORM, ...patch }, BOUNDS), { message: re }, JSON.stringify(patch));
});

test("the rate counts the evaluations of the last two seconds of search", () => {
  assert.equal(evalRate([]), 0);
  assert.equal(evalRate([{ evaluations: 100, ms: 50 }]), 2000);
  // the old slow steps fall out of the window
  const steps = [{ evaluations: 1, ms: 1000 }, ...Array.from({ length: 20 }, () => ({ evaluations: 500, ms: 100 }))];
  assert.equal(evalRate(steps), 5000);
});

test("the sparkline steps up at each improvement, on a log scale of evaluations, and ends at the run's count", () => {
  assert.equal(sparkline(null, 10, 100, 50), null);
  const line = sparkline(Float64Array.from([1, -1, 10, 5, 100, 9]), 1000, 300, 60);
  assert.deepEqual([line.min, line.max], [-1, 9]);
  // log10(1) = 0, log10(10)/log10(1000) = 1/3, log10(100)/3 = 2/3: steps at x = 0, 100, 200, then to 300
  assert.equal(line.d, "M0.0 60.0 H100.0 V24.0 H200.0 V0.0 H300.0");
  assert.deepEqual([line.x, line.y], [300, 0]);
  // one score: flat, in the middle
  assert.equal(sparkline(Float64Array.from([1, 4]), 1, 100, 50).d, "M0.0 25.0 H100.0");
});

test("a find is described by its start's value, its size and what the goal asked", () => {
  const graph = { mode: "graph", puzzle: { adj: [[1], [0, 2], [1]], hole: 0, mouse: 1, cats: [2] }, outcome: 2, distance: 36, score: 16, holds: true, size: 2, evaluation: 5 };
  assert.deepEqual(foundWords(graph, { goal: "dpWrong" }), { title: "Cat wins in 36 plies", detail: "3 nodes, 2 edges; the popular 2n-turn DP calls it a draw" });
  assert.deepEqual(foundWords({ ...graph, outcome: 0, holds: false }, { goal: "longestWin", side: "mouse" }), { title: "No forced win: a draw", detail: "3 nodes, 2 edges; no mouse win yet" });
  const grid = { mode: "grid", puzzle: { rows: ["M.C", "..F"], catJump: 1, mouseJump: 1, turnLimit: 9 }, outcome: 1, distance: 11, score: 2, holds: true, size: 6, evaluation: 1 };
  assert.deepEqual(foundWords(grid, { goal: "turnLimit" }), { title: "Mouse wins in 11 plies", detail: "2×3 grid, 6 floor cells; the turn limit of 9 plies makes it a cat win" });
  assert.equal(foundWords({ ...grid, outcome: 0 }, { goal: "longestWin", side: "either" }).title, "No forced win: endless (the turn limit gives it to the cat)");
  assert.match(foundWords({ ...graph, holds: false }, { goal: "smallest", property: "win", side: "cat", plies: 40 }).detail, /short of a cat win in 40 plies/);
});

test("a run takes its own replies only; a Stop holds at once, and a step in flight still counts", () => {
  const posted = [];
  let onmessage = null;
  const fake = { postMessage: (m) => posted.push(m), terminate() {}, set onmessage(fn) { onmessage = fn; }, set onerror(fn) {} };
  let changes = 0;
  const design = createDesign(() => changes++, () => fake);
  design.start({ kind: "graph", nodes: 8, goal: "longestWin", seed: 3 }, 1000);
  assert.deepEqual(posted.map((m) => m.type), ["load", "start"]);
  const id = design.run.id;
  const found = (score) => ({ mode: "graph", puzzle: {}, outcome: 1, distance: score, score, holds: true, size: 9, evaluation: 1 });
  onmessage({ data: { type: "started", run: id, best: found(3), history: Float64Array.from([1, 3]), evaluations: 1, seed: 3 } });
  onmessage({ data: { type: "progress", run: id, evaluations: 50, bestScore: 5, currentScore: 2, best: found(5), history: Float64Array.from([1, 3, 40, 5]), steps: [{ evaluations: 49, ms: 10 }], done: false } });
  assert.equal(design.run.best.score, 5);
  // another run's reply changes nothing
  onmessage({ data: { type: "progress", run: id + 7, evaluations: 999, bestScore: 99, best: found(99), history: null, steps: [], done: true } });
  assert.equal(design.run.evaluations, 50);
  design.stop();
  assert.equal(design.run.status, "stopped");
  assert.deepEqual(posted.at(-1), { type: "stop", run: id });
  onmessage({ data: { type: "progress", run: id, evaluations: 80, bestScore: 6, currentScore: 6, best: found(6), history: null, steps: [{ evaluations: 30, ms: 6 }], done: false } });
  assert.equal(design.run.status, "stopped", "the step in flight does not restart the run");
  assert.equal(design.run.best.score, 6, "but its find is kept");
  assert.equal(design.run.halted, false);
  onmessage({ data: { type: "stopped", run: id, evaluations: 80 } });
  assert.equal(design.run.halted, true, "the worker confirmed the stop");
  design.resume(2000);
  assert.equal(design.run.status, "running");
  assert.deepEqual(posted.at(-1), { type: "resume", run: id, budget: 2000 });
  onmessage({ data: { type: "progress", run: id, evaluations: 2000, bestScore: 6, currentScore: 1, best: null, history: null, steps: [], done: true } });
  assert.equal(design.run.status, "done");
  onmessage({ data: { type: "error", run: id, error: "boom" } });
  assert.equal(applyReply(null, { run: 1 }), null);
  assert.ok(changes >= 6);
});

test("the search through solver/wasm.js improves on a fixed seed, and the same seed finds the same puzzle however it is stepped", () => {
  const spec = { kind: "graph", nodes: 9, goal: "longestWin", seed: 11 };
  const a = designer(spec);
  const first = a.best().score;
  // step() also stops at its time budget (1 s), which a loaded machine can reach: step to the count
  while (a.evaluations < 3001) a.step(3001 - a.evaluations);
  const best = a.best();
  assert.ok(best.score > first, `the score improved from ${first} to ${best.score}`);
  const b = designer(spec);
  for (let i = 0; i < 30; i++) {
    const end = b.evaluations + 100;
    while (b.evaluations < end) b.step(end - b.evaluations);
  }
  assert.equal(b.evaluations, a.evaluations);
  assert.deepEqual(b.best(), best);
  assert.deepEqual(Array.from(b.history()), Array.from(a.history()));
  // the find is what it says: its start solves to its outcome and distance
  const s = solved({ mode: "graph", ...best.puzzle });
  assert.deepEqual([s.startOutcome, s.startDistance], [best.outcome, best.distance]);
  assert.ok(designLimits().maxStep >= 1000);
  a.free();
  b.free();
});

test("the designer's refusals name the form's fields, not the spec's keys", () => {
  assert.equal(inFormWords("minEdges (5) is above maxEdges (2)"), "fewest edges (5) is above most edges (2)");
  assert.equal(inFormWords("spec.catJump must be a whole number"), "cat jump must be a whole number");
  // a refusal the designer really makes
  try {
    designer({ kind: "graph", nodes: 6, maxEdges: 2, goal: "longestWin" });
    assert.fail("refused");
  } catch (err) {
    assert.match(inFormWords(err.message), /most edges/);
  }
});
