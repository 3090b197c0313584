// A randomized fuzz loop: random JS values (numbers, strings, nested and sparse arrays, typed
// arrays, objects with throwing or changing getters, proxies, revoked proxies) at every export
// and handle method. It must never trap, never throw anything but an Error, never kill the
// module, and never grow the externref table; where two exports must agree, they do.
//
// The test command runs a short fixed-seed version (FUZZ_CALLS=100000, a few seconds). The long
// version: FUZZ_CALLS=500000 FUZZ_SEED=<any> node --test tests/package/fuzz.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, footprint, assertAlive, rng } from "./support.mjs";
import { boom } from "./hostile.mjs";

const CALLS = Number(process.env.FUZZ_CALLS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1728);

const r = rng(SEED);

const NUMBERS = [0, -0, 1, 2, 3, 5, 7, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE];
const CHARS = "#.CMF#..x \u0000é🐭\uD800";

function number() {
  return r.next() < 0.5 ? r.pick(NUMBERS) : r.below(12) - 2;
}

function string(maxLength = 8) {
  let s = "";
  const n = r.below(maxLength + 1);
  for (let i = 0; i < n; i++) s += r.pick([...CHARS]);
  return s;
}

/** A random JS value of any kind, nested at most `depth` deep. */
function value(depth = 2) {
  switch (r.below(depth > 0 ? 14 : 8)) {
    case 0: case 1: case 2: return number();
    case 3: return string();
    case 4: return r.pick([null, undefined, true, false, 3n, Symbol("s"), () => 1]);
    case 5: return r.pick([new Float64Array(r.below(4)), new Int32Array([1, 0]), new Uint8Array(2)]);
    case 6: return r.pick([{}, [], new Map(), new Date(0), new Number(1), new String("MCF")]);
    case 7: return hostile(depth);
    case 8: case 9: return Array.from({ length: r.below(6) }, () => value(depth - 1));
    case 10: return sparse();
    case 11: return object(depth);
    case 12: return graphLike();
    default: return gridLike();
  }
}

function sparse() {
  const out = new Array(r.pick([2, 10, 2 ** 16, 2 ** 26, 2 ** 32 - 1]));
  if (r.next() < 0.5) out[0] = [1];
  return out;
}

function object(depth) {
  const keys = [
    "hole", "mouse", "cat", "first", "turnLimit", "Hole", "x", "length", "0",
    // The rule variants (issue 12): switches, and the list of holes.
    "directed", "catEntersHole", "holes", "mousePasses", "catPasses",
    "severalFoods", "blocking", "mouseStays", "catStays", "mouseDiagonal", "catDiagonal",
    "cats", "lazyCats", "maxCats", "onProgress",
  ];
  const out = {};
  for (let i = r.below(3); i > 0; i--) {
    const key = r.pick(keys);
    if (r.next() < 0.2) Object.defineProperty(out, key, { get: boom, enumerable: true });
    else if (key !== "holes" && key !== "turnLimit" && r.next() < 0.4) out[key] = r.next() < 0.5;
    else if (key === "cats" && r.next() < 0.6) out[key] = catsLike();
    else if (key === "holes" && r.next() < 0.4) out[key] = Array.from({ length: r.below(4) }, () => (r.next() < 0.8 ? r.below(8) : value(0)));
    else out[key] = r.next() < 0.5 ? number() : value(depth - 1);
  }
  return out;
}

/** An almost valid list of cat places: 0 to 5 entries, mostly small nodes. */
function catsLike() {
  return Array.from({ length: r.below(6) }, () => (r.next() < 0.8 ? r.below(8) : value(0)));
}

/** Values whose reading throws, lies or changes. */
function hostile(depth) {
  const target = r.next() < 0.5 ? [[1], [0], []] : {};
  switch (r.below(6)) {
    case 0: {
      const { proxy, revoke } = Proxy.revocable(target, {});
      revoke();
      return proxy;
    }
    case 1: return new Proxy(target, { get: boom });
    case 2: return new Proxy(target, { get: (t, k) => (k === "length" ? r.pick([NaN, -1, "3", 2 ** 40, 2]) : t[k]) });
    case 3: return new Proxy(target, { ownKeys: boom });
    case 4: {
      let reads = 0;
      return new Proxy([[1], [0], []], { get: (t, k) => (k === "length" ? 3 : reads++ % 2 ? value(depth - 1) : t[k]) });
    }
    default: {
      const out = [[1], [0, 2], [1]];
      out[Symbol.iterator] = function* lie() {
        yield 99;
      };
      return out;
    }
  }
}

/** A value that reads the same every time (for comparing two exports on it). */
function plainValue() {
  return r.pick([number(), string(), null, [number()], {}, new Float64Array(1)]);
}

/** An almost valid graph: small, with random mutations (`clean`: none that change when read). */
function graphLike(clean = false) {
  const other = () => (clean ? plainValue() : value(0));
  const n = 3 + r.below(5);
  const adj = Array.from({ length: n }, () => []);
  for (let k = r.below(2 * n); k > 0; k--) {
    const [a, b] = [r.below(n), r.below(n)];
    if (a !== b && !adj[a].includes(b)) {
      adj[a].push(b);
      adj[b].push(a);
    }
  }
  if (r.next() < 0.3) adj[r.below(n)].push(r.next() < 0.5 ? number() : other());
  if (r.next() < 0.1) adj[r.below(n)] = clean ? plainValue() : value(1);
  return adj;
}

/** An almost valid grid: small, with random mutations (`clean`: none that change when read). */
function gridLike(clean = false) {
  const [rows, cols] = [1 + r.below(4), 1 + r.below(5)];
  const cells = Array.from({ length: rows * cols }, () => r.pick(["#", ".", ".", "."]));
  for (const piece of ["C", "M", "F"]) cells[r.below(cells.length)] = piece;
  const out = Array.from({ length: rows }, (_, i) => cells.slice(i * cols, (i + 1) * cols).join(""));
  if (r.next() < 0.2) out[r.below(rows)] = r.next() < 0.5 ? string(cols + 1) : clean ? plainValue() : value(0);
  return out;
}

const arg = () => (r.next() < 0.6 ? number() : value());
const handles = [];
const keep = (h) => {
  handles.push(h);
  return h;
};
const anyHandle = () => (handles.length ? r.pick(handles) : null);

/** One random call; returns nothing, throws what the export threw. */
const calls = [
  () => m.catMouseGame(r.next() < 0.7 ? graphLike() : value()),
  () => m.canMouseWin(r.next() < 0.7 ? gridLike() : value(), arg(), arg()),
  () => keep(new m.GraphSolution(r.next() < 0.7 ? graphLike() : value(), r.next() < 0.5 ? undefined : object(1))),
  () => keep(new m.GridSolution(r.next() < 0.7 ? gridLike() : value(), arg(), arg(), r.next() < 0.5 ? undefined : r.pick([arg(), object(1)]))),
  () => m.checkGraph(r.next() < 0.7 ? graphLike() : value(), r.next() < 0.5 ? undefined : object(1)),
  () => m.checkGrid(r.next() < 0.7 ? gridLike() : value(), arg(), arg(), arg()),
  () => m.baselineDp2n(r.next() < 0.7 ? graphLike() : value()),
  () => m.baselineDfs2n2(r.next() < 0.7 ? graphLike() : value()),
  () => m.baselineGridDfs1000(r.next() < 0.7 ? gridLike() : value(), arg(), arg()),
  () => m.limits(),
  () => m.copNumber(r.next() < 0.7 ? graphLike() : value(), r.next() < 0.5 ? undefined : object(1)),
  () => m.captureTime(r.next() < 0.7 ? graphLike() : value(), r.next() < 0.7 ? 1 + r.below(4) : arg(), r.next() < 0.5 ? undefined : object(1)),
  () => m.graph6ToGraph(r.next() < 0.5 ? r.pick(["IheA@GUAo", "C~", "Bw", "@", "?", "~?@?", ":Fa", ">>graph6<<A_\n"]) + (r.next() < 0.3 ? string(2) : "") : value()),
  () => m.graphToGraph6(r.next() < 0.7 ? graphLike() : value()),
  () => {
    const h = anyHandle();
    if (!h) return;
    const method = r.pick(["outcome", "distance", "bestMoves", "legalMoves", "status", "after", "line", "limitedOutcome", "limitedOutcomes", "counts", "answer", "outcomes", "distances", "startOutcome", "maxDistance", "index", "gameOver",
      // the slices and the Watch
      "slice", "pliesLeft", "levels", "levelIndex", "movesAtLevel", "dpHorizon", "dp2nOutcomes", "dp2nWrong"]);
    const cat = () => (r.next() < 0.4 ? catsLike() : arg());
    if (typeof h[method] === "function") h[method](arg(), cat(), r.next() < 0.7 ? r.below(2) : arg(), cat());
  },
  () => {
    const h = anyHandle();
    if (h && r.next() < 0.3) h.free(); // later calls on it must throw cleanly
  },
];

/** A label for an assertion message (the value may be hostile). */
function show(v) {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return "<unprintable>";
  }
}

/** Where two exports must agree: the check and the constructor, the LeetCode call and the handle. */
function agree() {
  const g = graphLike(true);
  const outcome = (f) => {
    try {
      return { ok: f() };
    } catch (e) {
      return { error: e.message };
    }
  };
  const game = outcome(() => m.catMouseGame(g));
  const handle = outcome(() => {
    const s = new m.GraphSolution(g);
    const answer = s.answer();
    s.free();
    return answer;
  });
  assert.deepEqual(game, handle, show(g));
  assert.equal("error" in outcome(() => m.checkGraph(g)), "error" in game, show(g));
  const grid = gridLike(true);
  const [cj, mj] = [1 + r.below(4), 1 + r.below(4)];
  const wins = outcome(() => m.canMouseWin(grid, cj, mj));
  const viaHandle = outcome(() => {
    const s = new m.GridSolution(grid, cj, mj);
    const answer = s.answer();
    s.free();
    return answer;
  });
  assert.deepEqual(wins, viaHandle, show(grid));
}

test(`fuzz: ${CALLS} random calls at every export (seed ${SEED}) never trap, never kill the module, never leak`, (t) => {
  for (let i = 0; i < 200; i++) {
    try {
      r.pick(calls)();
    } catch {
      // warm-up
    }
  }
  const before = footprint();
  let errors = 0;
  for (let i = 0; i < CALLS; i++) {
    try {
      r.pick(calls)();
    } catch (e) {
      errors++;
      if (!(e instanceof Error) || e instanceof WebAssembly.RuntimeError || typeof e.message !== "string") {
        assert.fail(`call ${i} (seed ${SEED}) threw ${e instanceof WebAssembly.RuntimeError ? "a trap" : "a non-Error"}: ${String(e)}`);
      }
    }
    if (i % 500 === 0) {
      agree();
      assertAlive();
    }
    if (handles.length > 64) {
      for (const h of handles.splice(0, 32)) h.free();
    }
  }
  for (const h of handles.splice(0)) h.free();
  assertAlive();
  assert.equal(footprint().table, before.table, "the externref table did not grow");
  t.diagnostic(`${CALLS} calls, ${errors} Errors, memory ${before.memory} -> ${footprint().memory} bytes`);
  assert.equal(new m.GraphSolution(EXAMPLE_1).answer(), 0);
  assert.equal(new m.GridSolution(GRID_1, 1, 2).answer(), true);
});
