// A running solve's progress (www/solver/progress.js): the reports kept, the fraction shown, and the
// time left estimated from the recent pace.
import { test } from "node:test";
import assert from "node:assert/strict";
import { track, estimate, done, WINDOW_MS } from "../../www/solver/progress.js";

const report = (fraction, phase = "levels", level = 7) => ({ phase, fraction, level, decided: 0, positions: 100 });

test("before any report: no fraction and no estimate", () => {
  assert.deepEqual(estimate({ started: 0 }, 5000), { fraction: null, left: null, phase: "" });
});

test("a steady pace gives the time left at that pace", () => {
  const solving = { started: 0 };
  // 10% of the work every 100 ms, from 200 ms on
  for (let t = 200; t <= 800; t += 100) track(solving, report((t - 200) / 1000 + 0.1), t);
  const { fraction, left, phase } = estimate(solving, 800);
  assert.equal(fraction, 0.7);
  assert.equal(phase, "level 7");
  assert.ok(Math.abs(left - 300) < 1e-6, `left ${left}`); // 30% at 10% per 100 ms
  // later, with no new report: the time since the last one is taken off
  assert.ok(Math.abs(estimate(solving, 900).left - 200) < 1e-6);
});

test("the estimate follows a change of pace (reports older than the window are dropped)", () => {
  const solving = { started: 0 };
  let f = 0;
  for (let t = 0; t <= 3000; t += 100) {
    f += t < 1500 ? 0.02 : 0.005; // slower after 1.5 s
    track(solving, report(f), t);
  }
  assert.ok(solving.samples.every((s) => 3000 - s.t <= WINDOW_MS));
  const { left } = estimate(solving, 3000);
  const slow = (1 - f) / (0.005 / 100);
  assert.ok(Math.abs(left - slow) < 1, `left ${left}, at the slow pace ${slow}`);
});

test("no estimate too early, nor while the table is built; phases in words", () => {
  const solving = { started: 0 };
  track(solving, report(0.01), 50);
  assert.equal(estimate(solving, 60).left, null, "too little done, too soon");
  track(solving, report(0, "label", 0), 100);
  assert.equal(estimate(solving, 100).phase, "counting moves");
  const built = { started: 0 };
  track(built, report(1, "finish"), 900);
  assert.deepEqual(estimate(built, 1000), { fraction: 1, left: null, phase: "building the table" });
  // a fraction out of range is shown in range
  const odd = { started: 0 };
  track(odd, report(1.2), 10);
  assert.equal(estimate(odd, 20).fraction, 1);
});

test("the shown fraction is the larger of the moves examined and the positions decided (several cats pull)", () => {
  // a chase with several cats: its moves examined lag far behind the positions decided
  assert.equal(done({ phase: "levels", fraction: 0.45, level: 38, decided: 99, positions: 100 }), 0.99);
  assert.equal(done({ phase: "levels", fraction: 0.6, level: 3, decided: 10, positions: 100 }), 0.6);
  // labelling decides the finished positions, but the work is still ahead; the table: all done
  assert.equal(done({ phase: "label", fraction: 0, level: 0, decided: 50, positions: 100 }), 0);
  assert.equal(done({ phase: "finish", fraction: 1, level: 0, decided: 50, positions: 100 }), 1);
  const solving = { started: 0 };
  for (let t = 100; t <= 1000; t += 100) track(solving, { phase: "levels", fraction: 0.01, level: 5, decided: t / 20, positions: 100 }, t);
  const { fraction, left } = estimate(solving, 1000);
  assert.equal(fraction, 0.5);
  assert.ok(Math.abs(left - 1000) < 1e-6, `left ${left}: the half left at the pace of the positions decided`);
});
