// Issue 17, finding 2: no Designer call runs long, whatever its spec and arguments. Before, a
// 16×16 open grid with jumps of 16 ran about 200 evaluations a second and step(1000000) was
// accepted: one call blocked for 83 minutes. Now step() stops at its time budget (at most and
// by default designLimits().maxStepMillis, 1000 ms). Random extreme specs (the largest spaces,
// jumps up to 2³²−1, every goal, huge maxEdges / maxWalls, fixed cells) and huge step counts:
// every call returns within the budget, plus one evaluation, plus the start-up; the assertion
// is a generous 5 s so that a loaded machine cannot make it flake, and the slowest call is
// printed with DESIGN_FUZZ_LOG=1. DESIGN_FUZZ_CALLS=<n> DESIGN_FUZZ_SEED=<s> for a longer run.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, assertAlive } from "./support.mjs";

const CALLS = Number(process.env.DESIGN_FUZZ_CALLS ?? 12);
let seed = Number(process.env.DESIGN_FUZZ_SEED ?? 17) >>> 0 || 1;
const log = process.env.DESIGN_FUZZ_LOG ? console.log : () => {};

function rand() {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 2 ** 32;
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

/** A random spec at the edges of what the designer takes. */
function extremeSpec() {
  const seed = Math.floor(rand() * 2 ** 32);
  const side = pick(["mouse", "cat", "either"]);
  const win = { property: "win", plies: pick([1, 5, 40]), side };
  if (rand() < 0.4) {
    const goal = pick(["longestWin", "dpWrong", "smallest"]);
    const extra = { longestWin: { side }, dpWrong: {}, smallest: pick([win, { property: "dpWrong" }]) }[goal];
    return {
      kind: "graph", nodes: pick([48, 64, 64]), maxEdges: pick([64 * 63, 2 ** 32 - 1, 200]),
      connected: rand() < 0.7, goal, seed, ...extra,
    };
  }
  const goal = pick(["longestWin", "turnLimit", "smallest"]);
  const extra = { longestWin: { side }, turnLimit: {}, smallest: pick([win, { property: "turnLimit" }]) }[goal];
  const jump = () => pick([1, 2, 16, 2 ** 32 - 1]);
  const rows = pick([16, 16, 12]);
  return {
    kind: "grid", rows, cols: pick([16, rows]), catJump: jump(), mouseJump: jump(),
    maxWalls: pick([0, 0, 30, 2 ** 32 - 1]), turnLimit: pick([1, 1000, 2 ** 32 - 1]),
    ...(rand() < 0.3 ? { mouse: 0, food: 15 } : {}), goal, seed, ...extra,
  };
}

/** The issue's spec: about 200 evaluations a second. */
const ISSUE = { kind: "grid", rows: 16, cols: 16, catJump: 16, mouseJump: 16, maxWalls: 0, goal: "longestWin" };

test("no Designer call runs long, whatever its spec and arguments", () => {
  const limit = m.designLimits().maxStepMillis;
  assert.equal(limit, 1000);
  let slowest = { ms: 0 };
  const time = (what, f) => {
    const t0 = performance.now();
    const out = f();
    const ms = performance.now() - t0;
    if (ms > slowest.ms) slowest = { ms, what };
    assert.ok(ms < 5 * limit, `${what} took ${ms.toFixed(0)} ms`);
    return out;
  };
  let made = 0;
  for (let i = 0; i < CALLS; i++) {
    const spec = i === 0 ? ISSUE : extremeSpec();
    let d;
    try {
      d = time(`new Designer(${JSON.stringify(spec)})`, () => new m.Designer(spec));
    } catch (e) {
      assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), String(e));
      continue;
    }
    made++;
    const n = i === 0 ? 1000000 : pick([1000000, 1000000, 5000]);
    const budget = i === 0 ? undefined : pick([undefined, undefined, 0, 1, 300, 1000]);
    const p = time(`step(${n}, ${budget}) of ${JSON.stringify(spec)}`, () => d.step(n, budget));
    assert.ok(p.evaluations >= 1);
    d.free();
  }
  assert.ok(made >= CALLS / 2, `only ${made} of ${CALLS} specs were accepted`);
  log(`slowest of ${CALLS} designers: ${slowest.ms.toFixed(0)} ms: ${slowest.what}`);
  assertAlive();
});
