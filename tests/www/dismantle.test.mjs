// The dismantling view's pure model (explore/dismantle.js): its steps, Undo, the two ends and
// their words, the board's frame over the colouring, and the strategy's chase played with the
// package's own answers (through solver/wasm.js), on a dismantlable graph and on Petersen.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./solver.mjs"; // loads the package
import * as wasm from "../../www/solver/wasm.js";
import {
  dismantling, next, undo, toEnd, restart, atEnd, goneNodes, dismantleWords, dominanceWords, dismantleFrame,
  chase, mouseTo, chaseBack, defence, compareWords, chaseWords,
} from "../../www/explore/dismantle.js";

// a path 0 - 1 - 2 with a triangle 2 - 3 - 4 (dismantlable), and Petersen (no corner at all)
const KITE = [[1], [0, 2], [1, 3, 4], [2, 4], [2, 3]];
const PETERSEN = [[1, 4, 5], [0, 2, 6], [1, 3, 7], [2, 4, 8], [0, 3, 9], [0, 7, 8], [1, 8, 9], [2, 5, 9], [3, 5, 6], [4, 6, 7]];

/** The dismantling of `adj` with the package's corners at its step. */
const open = (adj) => dismantling(wasm.dismantle(adj), adj.length);
const cornersAt = (adj, d) => wasm.corners(adj, goneNodes(d));

test("Next removes the corners in the package's order, Undo puts them back, the ends stay put", () => {
  let d = open(KITE);
  assert.deepEqual(d.removals.map((r) => r.corner), [0, 1, 2, 3]);
  assert.equal(d.done, 0);
  assert.deepEqual(undo(d), d, "Undo at the start changes nothing");
  d = next(next(d));
  assert.deepEqual(goneNodes(d), [0, 1]);
  d = undo(d);
  assert.deepEqual(goneNodes(d), [0]);
  d = toEnd(d);
  assert.ok(atEnd(d));
  assert.deepEqual(goneNodes(d), [0, 1, 2, 3]);
  assert.deepEqual(next(d), d, "Next at the end changes nothing");
  assert.deepEqual(goneNodes(restart(d)), []);
});

test("the words: what Next removes and why, the corners now, and the dismantlable end", () => {
  let d = open(KITE);
  let w = dismantleWords(d, cornersAt(KITE, d));
  assert.equal(w.status, "Next: Node 0 is a corner: every neighbour of 0 is also a neighbour of 1 (or 1 itself), so 1 dominates 0.");
  assert.equal(w.step, "5 nodes, none removed yet; the order removes 4 nodes.");
  assert.equal(w.corners, "Corners now, each with the node that dominates it: 0 (by 1), 3 (by 2), 4 (by 2).");
  d = next(d);
  w = dismantleWords(d, cornersAt(KITE, d));
  assert.equal(w.step, "Step 1 of 4: node 0 removed (1 dominated it); 4 nodes left.");
  assert.match(w.status, /^Next: Node 1 is a corner/);
  d = toEnd(d);
  w = dismantleWords(d, cornersAt(KITE, d));
  assert.equal(w.status, "Dismantlable: the graph is cop-win (1 cat catches the mouse).");
  assert.equal(w.corners, "");
  assert.equal(dominanceWords({ corner: 5, dominator: 3 }),
    "Node 5 is a corner: every neighbour of 5 is also a neighbour of 3 (or 3 itself), so 3 dominates 5.");
});

test("Petersen is stuck at once: no corner among its 10 nodes", () => {
  const d = open(PETERSEN);
  assert.ok(atEnd(d) && !d.copWin);
  const w = dismantleWords(d, cornersAt(PETERSEN, d));
  assert.equal(w.status, "Stuck: no corner among the 10 nodes left, so one cat does not suffice (the graph is not dismantlable).");
  assert.equal(w.corners, "No corner now.");
  // a graph stuck after some removals: a 4-cycle with a tail; the tail goes, the cycle stays
  const tailed = [[1, 3, 4], [0, 2], [1, 3], [0, 2], [0]];
  const t = toEnd(open(tailed));
  assert.deepEqual(goneNodes(t), [4]);
  assert.match(dismantleWords(t, cornersAt(tailed, t)).status, /^Stuck: no corner among the 4 nodes left/);
});

test("the frame greys the removed nodes, marks the corners and links each to its dominator", () => {
  const col = { places: KITE.map(() => ({ outcome: "mouse", distance: 3 })), position: { mouse: 0, cats: [4], turn: 0 }, marks: [{ place: 1 }] };
  const d = next(open(KITE));
  const f = dismantleFrame(col, d, cornersAt(KITE, d));
  assert.deepEqual(f.places.map((v) => v.outcome), ["none", "none", "none", "none", "none"]);
  assert.deepEqual(f.places.map((v) => v.gone), [true, false, false, false, false]);
  assert.deepEqual(f.places.map((v) => v.corner), [false, true, false, true, true]);
  assert.deepEqual(f.links, [
    { from: 1, to: 2, removed: false }, { from: 3, to: 2, removed: false }, { from: 4, to: 2, removed: false },
    { from: 0, to: 1, removed: true },
  ]);
  assert.deepEqual(f.marks, []);
  assert.equal(f.position, col.position);
  assert.equal(col.places[0].outcome, "mouse", "the colouring itself is unchanged");
});

test("the strategy's chase: the user's mouse caught within the strategy's rounds, Undo a move back", () => {
  const line = wasm.strategyLine(KITE);
  let c = chase(line, KITE.length);
  assert.equal(c.cat, 4);
  assert.deepEqual(c.moves, [0, 1, 2, 3]);
  assert.equal(chaseWords(c), "The cat starts on node 4, the node left last. Choose the mouse's start.");
  c = mouseTo(c, 0, wasm.strategyMove(KITE, c.level, c.cat, 0));
  assert.equal(c.rounds, 1);
  assert.match(chaseWords(c), /^Round 1: the mouse went to node 0; the cat moved from node 4 to node 2/);
  const once = c;
  // the mouse stays put until caught
  while (!c.caught) c = mouseTo(c, c.mouse, wasm.strategyMove(KITE, c.level, c.cat, c.mouse));
  assert.ok(c.rounds <= line.rounds);
  assert.equal(c.cat, 0);
  assert.deepEqual(c.moves, []);
  assert.match(chaseWords(c), /^Caught in \d rounds: the cat moved from node 1 to node 0, onto the mouse\.$/);
  let back = c;
  while (back.rounds > 1) back = chaseBack(back);
  assert.deepEqual(back, once);
  assert.equal(chaseBack(chaseBack(back)).mouse, null);
});

test("the mouse's best defence lasts exactly the strategy's rounds", () => {
  const line = wasm.strategyLine(KITE);
  let c = chase(line, KITE.length);
  for (const to of defence(line)) {
    assert.ok(c.moves.includes(to), `${to} is a move of the mouse`);
    c = mouseTo(c, to, wasm.strategyMove(KITE, c.level, c.cat, to));
  }
  assert.ok(c.caught);
  assert.equal(c.rounds, line.rounds);
  assert.equal(wasm.strategyLine(PETERSEN), null);
});

test("the strategy's time beside the solver's: equal, slower with the reason, or still on its way", () => {
  assert.equal(compareWords(4, 4), "The strategy catches within 4 rounds, as fast as the fastest cat (4 rounds).");
  assert.match(compareWords(6, 4), /^The strategy catches within 6 rounds; the fastest cat needs 4\. Why slower: /);
  assert.equal(compareWords(1, null), "The strategy catches within 1 round; the fastest cat: finding…");
  // a star whose centre goes last but one: the strategy starts on a leaf, one round slower
  const star = [[1, 2, 3], [0], [0], [0]];
  const line = wasm.strategyLine(star);
  const best = wasm.captureTime(star, 1).captureRounds;
  assert.deepEqual([line.rounds, best], [2, 1]);
});
