// Issue 9: a solve reports its progress. `GraphSolution.observed` and `GridSolution.observed`
// solve exactly like the constructors while calling the caller's `onProgress` with reports whose
// phases run label -> levels -> finish and whose fraction never shrinks; `onProgress` returning
// false stops the solve with an Error, and an `onProgress` that throws stops it with an Error
// naming the exception, thousands of times over, without hurting the module.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, footprint, assertHealthy, throwsMessage } from "./support.mjs";
import { openGrid as openGridOf } from "../www/random.mjs";

/** An open grid (30 x 30 with jumps of 3: big enough for many reports), the food left of the middle. */
const openGrid = (side) => openGridOf(side, [side >> 1, side >> 2]);

/** A ring of n nodes with chords, hole 0, mouse 1, cat 2. */
function ringGraph(n) {
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => { if (a !== b) { adj[a].add(b); adj[b].add(a); } };
  for (let i = 0; i < n; i++) link(i, (i + 1) % n);
  for (let i = 0; i < n; i += 3) link(i, (i * 7 + 5) % n);
  return adj.map((s) => [...s]);
}

/** The positions of a solved game: its states less the non-positions. */
function positionsOf(solution) {
  const c = solution.counts();
  return c.draw + c.mouseWin + c.catWin;
}

const PHASES = ["label", "levels", "finish"];

/** Asserts the reports are well formed: phases in order, fraction in 0..=1 and never shrinking. */
function assertReports(reports, positions) {
  assert.ok(reports.length >= 3, `at least one report per phase (got ${reports.length})`);
  assert.equal(reports[0].phase, "label");
  assert.equal(reports.at(-1).phase, "finish");
  assert.equal(reports.at(-1).fraction, 1);
  let phase = 0;
  let fraction = 0;
  for (const r of reports) {
    assert.deepEqual(Object.keys(r).sort(), ["decided", "fraction", "level", "phase", "positions"]);
    const at = PHASES.indexOf(r.phase);
    assert.ok(at >= phase, `phase ${r.phase} after ${PHASES[phase]}`);
    phase = at;
    assert.ok(r.fraction >= fraction && r.fraction <= 1, `fraction ${r.fraction} after ${fraction}`);
    fraction = r.fraction;
    assert.equal(r.positions, positions);
    assert.ok(Number.isInteger(r.decided) && r.decided >= 0 && r.decided <= positions);
    assert.ok(Number.isInteger(r.level) && r.level >= 0);
  }
}

test("observed solves give the constructors' tables and report every phase in order", () => {
  const rows = openGrid(30);
  const reports = [];
  const seen = m.GridSolution.observed(rows, 3, 3, null, (r) => { reports.push(r); });
  const plain = new m.GridSolution(rows, 3, 3);
  assert.deepEqual(seen.outcomes(), plain.outcomes());
  assert.deepEqual(seen.distances(), plain.distances());
  assert.equal(seen.answer(), plain.answer());
  assertReports(reports, positionsOf(plain));
  assert.ok(reports.some((r) => r.phase === "levels" && r.fraction > 0 && r.fraction < 1), "a report in the middle of the work");

  const graph = ringGraph(400);
  const graphReports = [];
  const g = m.GraphSolution.observed(graph, { first: "cat" }, (r) => { graphReports.push(r); return true; });
  const h = new m.GraphSolution(graph, { first: "cat" });
  assert.deepEqual(g.outcomes(), h.outcomes());
  assert.deepEqual(g.distances(), h.distances());
  assertReports(graphReports, positionsOf(h));
  for (const s of [seen, plain, g, h]) s.free();
});

test("onProgress returning false stops the solve with an Error, at once", () => {
  const before = footprint();
  let calls = 0;
  throwsMessage(() => m.GridSolution.observed(openGrid(30), 3, 3, undefined, () => { calls++; return calls < 3; }),
    "the solve was stopped: onProgress returned false");
  assert.equal(calls, 3, "no report after the one that said stop");
  // other falsy answers do not stop
  const s = m.GraphSolution.observed(EXAMPLE_1, null, () => 0);
  assert.equal(s.answer(), 0);
  s.free();
  assertHealthy(before);
});

test("an onProgress that throws stops the solve with an Error naming the exception, and the module lives", () => {
  throwsMessage(() => m.GraphSolution.observed(EXAMPLE_1, null, () => { throw new RangeError("too slow"); }),
    "the solve was stopped: onProgress threw (RangeError: too slow)");
  throwsMessage(() => m.GridSolution.observed(GRID_1, 1, 2, 1000, () => { throw "plain"; }), // eslint-disable-line no-throw-literal
    "the solve was stopped: onProgress threw (plain)");
  const unprintable = { toString() { throw new Error("again"); } };
  throwsMessage(() => m.GraphSolution.observed(EXAMPLE_1, null, () => { throw unprintable; }),
    "the solve was stopped: onProgress threw (a value that cannot be shown)");
  const before = footprint();
  for (let i = 0; i < 5000; i++) {
    assert.throws(() => m.GraphSolution.observed(EXAMPLE_1, null, () => { throw new Error("x"); }), Error);
  }
  assertHealthy(before);
});

test("onProgress must be a function; the other arguments are checked as by the constructors", () => {
  const before = footprint();
  for (const bad of [undefined, null, 1, "f", {}, []]) {
    throwsMessage(() => m.GraphSolution.observed(EXAMPLE_1, null, bad), "onProgress must be a function");
    throwsMessage(() => m.GridSolution.observed(GRID_1, 1, 2, null, bad), "onProgress must be a function");
  }
  assert.throws(() => m.GraphSolution.observed([[1], [0]], null, () => {}), /graph|node|hole|cat/i);
  throwsMessage(() => m.GridSolution.observed(GRID_1, 1, 2, { limit: 5 }, () => {}), "unknown option limit; known: turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal");
  assertHealthy(before);
});
