// The Designer export (issue 13): the same seed and number of evaluations give the same best
// puzzle as the native build (tests/data/design-determinism.json, checked natively by
// tests/design.rs) however step() is chunked; the best improves, solves to what it reports and
// loads as a puzzle; every malformed spec gets a clear Error and the module lives.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { m, throwsMessage, footprint, assertHealthy } from "./support.mjs";
import { boom } from "./hostile.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const GOLDEN = JSON.parse(fs.readFileSync(path.join(here, "../data/design-determinism.json"), "utf8"));

/** Runs a designer for `total` evaluations in steps of the given sizes (the rest at the end). */
function run(spec, total, steps) {
  const d = new m.Designer(spec);
  // each chunk to its end: step() also stops at its time budget (1 s), which a loaded machine reaches
  for (const s of steps) {
    const end = Math.min(d.evaluations + s, total);
    while (d.evaluations < end) d.step(end - d.evaluations);
  }
  while (d.evaluations < total) d.step(total - d.evaluations);
  assert.equal(d.evaluations, total);
  return d;
}

/** The score history as pairs [evaluation, score, ...]. */
const history = (d) => [...d.history()];

test("wasm finds exactly what the native build found, whatever the chunking", () => {
  for (const { spec, evaluations, best, history: expected } of GOLDEN) {
    for (const steps of [[], [1, 1, 1, 250], [999, 3, 77, 500]]) {
      const d = run(spec, evaluations, steps);
      assert.deepEqual(d.best(), best, JSON.stringify(spec));
      assert.deepEqual(history(d), expected);
      d.free();
    }
  }
});

test("step() reports progress; the best improves, and solves to what it reports", () => {
  const spec = { kind: "graph", nodes: 10, goal: "longestWin", seed: 4 };
  const d = new m.Designer(spec);
  const first = d.best();
  assert.equal(first.evaluation, 1);
  let improved = null;
  let last = null;
  for (let k = 0; k < 20; k++) {
    last = d.step(100);
    assert.equal(last.evaluations, 1 + 100 * (k + 1));
    assert.ok(last.bestScore >= first.score);
    if (last.improved) {
      assert.deepEqual(last.best, d.best());
      improved = last;
    } else {
      assert.equal(last.best, null);
    }
  }
  assert.ok(improved, "2000 evaluations improve on the first puzzle");
  const best = d.best();
  assert.ok(best.score > first.score);
  assert.equal(last.bestScore, best.score);
  // The puzzle loads as it is: classic roles, and the reported value.
  const s = new m.GraphSolution(best.puzzle.adj, { hole: best.puzzle.hole, mouse: best.puzzle.mouse, cat: best.puzzle.cat });
  assert.equal(s.startOutcome(), best.outcome);
  assert.equal(s.startDistance(), best.distance);
  assert.equal(best.distance, best.score);
  s.free();
  const h = history(d);
  assert.deepEqual(h.slice(0, 2), [1, first.score]);
  assert.equal(h[h.length - 1], best.score);
  d.free();

  const g = new m.Designer({ kind: "grid", rows: 5, cols: 5, catJump: 2, goal: "longestWin", side: "mouse", seed: 9, maxWalls: 8 });
  g.step(1500);
  const found = g.best();
  assert.equal(found.mode, "grid");
  assert.equal(found.puzzle.rows.length, 5);
  assert.ok(found.puzzle.rows.join("").split("#").length - 1 <= 8);
  const gs = new m.GridSolution(found.puzzle.rows, found.puzzle.catJump, found.puzzle.mouseJump, found.puzzle.turnLimit);
  assert.equal(gs.startOutcome(), m.Outcome.MouseWin);
  assert.equal(gs.startDistance(), found.distance);
  gs.free();
  g.free();
});

test("designLimits() states the bounds the errors use", () => {
  assert.deepEqual(m.designLimits(), { maxNodes: 64, maxSide: 16, minPlaces: 3, maxStep: 1000000, maxStepMillis: 1000, maxChains: 64, syncEvaluations: 3000, maxCats: 4 });
});

test("malformed specs get clear Errors", () => {
  const graph = { kind: "graph", nodes: 9, goal: "longestWin" };
  const grid = { kind: "grid", rows: 4, cols: 4, goal: "longestWin" };
  const cases = [
    [undefined, /^the design spec must be an object like \{kind: "graph", nodes: 17, goal: "longestWin", seed: 1\}, got undefined$/],
    [null, /^the design spec must be an object like .*, got null$/],
    // Issue 17: the spec is called the design spec, as in the other messages.
    [5, /^the design spec must be an object like .*, got 5$/],
    [[graph], /^the design spec must be an object like .*, got \[/],
    [{ ...graph, nodez: 3 }, /^unknown design spec key nodez; known: kind, nodes, /],
    [{ nodes: 9, goal: "longestWin" }, 'spec.kind is required: "graph" or "grid"'],
    [{ ...graph, kind: "tree" }, 'spec.kind must be one of "graph", "grid", got "tree"'],
    [{ ...graph, rows: 3 }, 'spec.rows applies to grids only (this spec\'s kind is "graph")'],
    [{ ...grid, connected: true }, 'spec.connected applies to graphs only (this spec\'s kind is "grid")'],
    [{ kind: "graph", goal: "longestWin" }, "spec.nodes is required"],
    [{ ...graph, nodes: "9" }, 'spec.nodes must be a whole number from 0 to 4294967295, got "9"'],
    [{ ...graph, nodes: 9.5 }, "spec.nodes must be a whole number from 0 to 4294967295, got 9.5"],
    [{ ...graph, nodes: 65 }, "nodes must be from 3 to 64, got 65"],
    [{ ...graph, nodes: 2 }, "nodes must be from 3 to 64, got 2"],
    [{ ...graph, connected: 1 }, "spec.connected must be true or false, got 1"],
    [{ ...graph, minEdges: 9, maxEdges: 8 }, "minEdges (9) is above maxEdges (8)"],
    [{ ...graph, minEdges: 0, maxEdges: 7 }, "a connected graph on these nodes needs at least 8 edges, but maxEdges is 7"],
    [{ ...graph, minEdges: 40, maxEdges: 50 }, "minEdges (40) is more than the nodes can hold (36 edges)"],
    [{ ...graph, goal: "turnLimit" }, "the goal turnLimit applies to grids only"],
    [{ ...grid, goal: "dpWrong" }, "the goal dpWrong applies to graphs only"],
    [{ ...graph, goal: undefined }, 'spec.goal is required: "longestWin", "dpWrong", "turnLimit", "smallest", "needsCats" or "longestCapture"'],
    [{ ...graph, goal: "fastest" }, 'spec.goal must be one of "longestWin", "dpWrong", "turnLimit", "smallest", "needsCats", "longestCapture", got "fastest"'],
    [{ ...graph, side: "dog" }, 'spec.side must be one of "mouse", "cat", "either", got "dog"'],
    [{ ...graph, goal: "dpWrong", side: "cat" }, 'spec.side applies to the goal "longestWin" and the property "win" only'],
    [{ ...graph, property: "win" }, 'spec.property applies to the goal "smallest" only'],
    [{ ...graph, goal: "smallest" }, 'spec.property is required for the goal "smallest": "win", "dpWrong" or "turnLimit"'],
    [{ ...graph, goal: "smallest", property: "win" }, 'spec.plies is required for the property "win": the fewest plies'],
    [{ ...graph, goal: "smallest", property: "win", plies: 0 }, "spec.plies must be a whole number from 1 to 4294967295, got 0"],
    [{ ...graph, goal: "smallest", property: "dpWrong", plies: 4 }, 'spec.plies applies to the goal "smallest" with the property "win" only'],
    [{ ...graph, seed: -1 }, "spec.seed must be a whole number from 0 to 4294967295, got -1"],
    [{ ...grid, rows: 17 }, "the grid must have 1 to 16 rows and columns and at least 3 cells, got 17×4"],
    [{ ...grid, rows: 1, cols: 2 }, "the grid must have 1 to 16 rows and columns and at least 3 cells, got 1×2"],
    [{ ...grid, catJump: 0 }, "spec.catJump must be a whole number from 1 to 4294967295, got 0"],
    [{ ...grid, turnLimit: 0 }, "spec.turnLimit must be a whole number from 1 to 4294967295, got 0"],
    [{ ...grid, minWalls: 14 }, "minWalls (14) is above maxWalls (13)"],
    [{ ...grid, minWalls: 14, maxWalls: 14 }, "minWalls (14) leaves no room for the mouse, the cat and the food (at most 13 walls)"],
    [{ ...grid, food: 16 }, "the food's cell 16 is off the grid (cells 0 to 15)"],
    [{ ...grid, mouse: 3, cat: 3 }, "the mouse and the cat are both on cell 3"],
    [{ ...grid, mouse: "3" }, 'spec.mouse must be a whole number from 0 to 4294967295, got "3"'],
    [{ ...grid, goal: "smallest", property: "dpWrong" }, "the property dpWrong applies to graphs only"],
  ];
  for (const [spec, expected] of cases) {
    throwsMessage(() => new m.Designer(spec), expected, JSON.stringify(spec));
  }
  // A getter that throws, and a Proxy whose ownKeys trap throws.
  const getter = { kind: "graph", goal: "longestWin" };
  Object.defineProperty(getter, "nodes", { get: boom, enumerable: true });
  throwsMessage(() => new m.Designer(getter), "reading spec.nodes threw: Error: boom");
  throwsMessage(() => new m.Designer(new Proxy({}, { ownKeys: boom })), /threw: Error: boom/);
});

test("a spec is read as the other inputs are: own enumerable keys only (issue 17)", () => {
  const spec = { kind: "graph", nodes: 5, goal: "longestWin" };
  // Inherited keys are not read: this spec has no kind.
  throwsMessage(() => new m.Designer(Object.create(spec)), 'spec.kind is required: "graph" or "grid"');
  // `__proto__` in a literal sets the prototype: its seed is not read (the default 0 is).
  const d = new m.Designer({ ...spec, __proto__: { seed: 7 } });
  assert.equal(d.seed, 0);
  d.free();
  // An own key named "__proto__" (as JSON.parse makes it) is an unknown key.
  throwsMessage(() => new m.Designer(JSON.parse('{"kind":"graph","nodes":5,"goal":"longestWin","__proto__":{"seed":7}}')), /^unknown design spec key __proto__; known: kind, /);
  // A non-enumerable own key is not read either.
  const hidden = { ...spec };
  Object.defineProperty(hidden, "seed", { value: 7, enumerable: false });
  const h = new m.Designer(hidden);
  assert.equal(h.seed, 0);
  h.free();
  // Options objects the same way.
  const s = new m.GraphSolution([[1], [0, 2], [1]], Object.create({ hole: 2, mouse: 0, cat: 1 }));
  assert.equal(s.hole, 0);
  s.free();
});

test("step() stops at its time budget, and the same evaluations give the same best (issue 17)", () => {
  const spec = { kind: "grid", rows: 16, cols: 16, catJump: 16, mouseJump: 16, maxWalls: 0, goal: "longestWin", seed: 5 };
  const d = new m.Designer(spec);
  // A new designer evaluates its starting puzzle at its first call, here step(0).
  assert.equal(d.step(0).evaluations, 1);
  const t0 = performance.now();
  const p = d.step(1000000, 50);
  const ms = performance.now() - t0;
  assert.ok(p.evaluations > 1 && p.evaluations < 1000000, `${p.evaluations} evaluations`);
  assert.ok(ms < 5000, `a 50 ms step took ${ms} ms`);
  assert.equal(d.step(5, 0).evaluations, p.evaluations, "a budget of 0 runs nothing");
  throwsMessage(() => d.step(1, 1001), "millis must be a whole number from 0 to 1000, got 1001");
  throwsMessage(() => d.step(1, -1), "millis must be a whole number from 0 to 1000, got -1");
  // The same number of evaluations without a budget: the same best.
  const e = new m.Designer(spec);
  e.step(p.evaluations - 1);
  assert.equal(e.evaluations, p.evaluations);
  assert.deepEqual(e.best(), d.best());
  d.free();
  e.free();
});

test("hostile step() arguments and freed designers get Errors, and the module lives", () => {
  const before = footprint();
  const d = new m.Designer({ kind: "graph", nodes: 6, goal: "longestWin", seed: 1 });
  for (const n of [-1, 1.5, NaN, Infinity, 1e6 + 1, 2 ** 32, "3", null, undefined, {}, [1], 3n]) {
    throwsMessage(() => d.step(n), /^evaluations must be a whole number from 0 to 1000000, got /, String(n));
  }
  assert.equal(d.step(0).evaluations, 1);
  d.free();
  d.free(); // twice does nothing
  for (const call of [(x) => x.step(1), (x) => x.best(), (x) => x.history(), (x) => x.evaluations, (x) => x.seed]) {
    throwsMessage(() => call(d), "this Designer has been freed, or is not a Designer");
  }
  throwsMessage(() => m.Designer.prototype.step.call({}, 1), "this Designer has been freed, or is not a Designer");
  for (let k = 0; k < 2000; k++) {
    const e = new m.Designer({ kind: "grid", rows: 2, cols: 3, goal: "longestWin", seed: k });
    e.step(2);
    e.best();
    e.free();
  }
  assertHealthy(before);
});

test("a fuzz loop over the Designer and Watch exports never traps and never kills the module", () => {
  let seed = 0;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 4294967296;
  };
  const below = (n) => Math.floor(rand() * n);
  const pick = (xs) => xs[below(xs.length)];
  const NUMBERS = [0, -0, 1, 2, 3, 5, 8, 16, 17, 64, 65, -1, 1.5, NaN, Infinity, 2 ** 32, 1e6, 1e6 + 1];
  const KEYS = ["kind", "nodes", "minEdges", "maxEdges", "connected", "rows", "cols", "minWalls", "maxWalls", "catJump", "mouseJump", "turnLimit", "mouse", "cat", "food", "goal", "side", "property", "plies", "seed", "x"];
  const STRINGS = ["graph", "grid", "longestWin", "dpWrong", "turnLimit", "smallest", "win", "mouse", "cat", "either", ""];
  const value = (depth) => {
    switch (below(depth > 0 ? 8 : 5)) {
      case 0: case 1: return pick(NUMBERS);
      case 2: return pick(STRINGS);
      case 3: return pick([null, undefined, true, false, 3n, Symbol("s"), () => 1]);
      case 4: return pick([new Proxy({}, { get: boom }), new Proxy({}, { ownKeys: boom }), new Uint8Array(3)]);
      case 5: return [value(depth - 1), value(depth - 1)];
      default: return spec(depth - 1);
    }
  };
  const spec = (depth) => {
    // A valid spec, then a few keys set at random.
    const out =
      rand() < 0.5
        ? { kind: "graph", nodes: 3 + below(8), goal: pick(["longestWin", "dpWrong"]) }
        : { kind: "grid", rows: 1 + below(4), cols: 3 + below(3), goal: pick(["longestWin", "turnLimit"]) };
    for (let i = below(4); i > 0; i--) {
      const key = pick(KEYS);
      if (rand() < 0.05) Object.defineProperty(out, key, { get: boom, enumerable: true });
      else out[key] = rand() < 0.7 ? pick(NUMBERS) : value(depth);
    }
    return out;
  };
  // The loop runs twice from the same seed: the first run grows wasm memory to what its valid
  // designers need; the second, doing exactly the same, must not grow it further (no leak).
  const loop = () => {
    seed = 913;
    const solution = new m.GraphSolution([[3], [4, 5, 7], [5, 7], [0, 6, 7], [1, 6, 7], [1, 2, 6], [3, 4, 5], [1, 2, 3, 4]]);
    let built = 0;
    for (let k = 0; k < 20000; k++) {
      try {
        if (k % 2 === 0) {
          const d = new m.Designer(rand() < 0.9 ? spec(2) : value(2));
          built++;
          try {
            d.step(pick([0, 1, 2, 5, "1", -1, NaN]));
            d.best();
          } finally {
            d.free();
          }
        } else {
          solution.movesAtLevel(pick(NUMBERS), pick(NUMBERS), pick([0, 1, 2, "0", NaN]), pick(NUMBERS));
        }
      } catch (e) {
        assert.ok(e instanceof Error, `threw a non-Error: ${String(e)}`);
        assert.ok(!(e instanceof WebAssembly.RuntimeError), `wasm trapped: ${e.message}`);
      }
    }
    solution.free();
    return built;
  };
  const built = loop();
  assert.ok(built > 100, `some random specs are valid (${built})`);
  const before = footprint();
  loop();
  assertHealthy(before);
});
