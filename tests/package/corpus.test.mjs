// The hostile-input corpus: every export and handle method against every class of bad value
// (issue 8). Each case asserts WHICH error (or which answer) it gets, and the module's health
// afterwards: it still answers known instances, and neither wasm memory nor the externref
// table has grown. The graph and grid values come from tests/data/hostile.json, which tests/web.rs
// runs in Firefox too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import {
  m, EXAMPLE_1, EXAMPLE_2, GRID_1, footprint, assertHealthy, throwsMessage,
} from "./support.mjs";
import { boom, revoked, trapsThrow, badWholes, NOT_NUMBERS } from "./hostile.mjs";

const HOSTILE = JSON.parse(readFileSync(new URL("../data/hostile.json", import.meta.url), "utf8"));

const U32 = 2 ** 32 - 1;
const REVOKED_ISARRAY = "TypeError: Cannot perform 'IsArray' on a proxy that has been revoked";

/** An array whose element `i` is a getter that throws. */
function throwingAt(items, i) {
  const out = [...items];
  Object.defineProperty(out, i, { get: boom, enumerable: true });
  return out;
}

/** A proxy of `target` whose `length` reads as `length`. */
function lyingLength(target, length) {
  return new Proxy(target, { get: (t, k) => (k === "length" ? length : t[k]) });
}

/** `items` with a custom iterator that yields something else: it must be ignored. */
function withIterator(items, yields) {
  const out = [...items];
  out[Symbol.iterator] = function* iterate() {
    yield* yields;
  };
  return out;
}

/** Game moves by brute force, from the rules: every legal move from every position. */
function graphGameMoves(adj, hole) {
  let moves = 0;
  for (let mouse = 0; mouse < adj.length; mouse++) {
    for (let cat = 0; cat < adj.length; cat++) {
      if (cat === hole) continue;
      moves += adj[mouse].length; // the mouse to move
      moves += adj[cat].filter((b) => b !== hole).length; // the cat to move
    }
  }
  return moves;
}

function gridGameMoves(rows, catJump, mouseJump) {
  const open = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => ch !== "#" && open.push([r, c])));
  const from = ([r, c], jump) => {
    let n = 1; // staying put
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      for (let k = 1; k <= jump; k++) {
        const [y, x] = [r + dr * k, c + dc * k];
        if (y < 0 || x < 0 || y >= rows.length || x >= rows[0].length || rows[y][x] === "#") break;
        n++;
      }
    }
    return n;
  };
  let moves = 0;
  for (const a of open) moves += open.length * (from(a, mouseJump) + from(a, catJump));
  return moves;
}

const cases = [];
/** A case whose call must throw `message` (string or RegExp). */
const fails = (name, run, message) => cases.push({ name, run, message });
/** A case whose call must return `value`. */
const answers = (name, run, value) => cases.push({ name, run, value });

// ---- Numbers: every numeric argument of every export and method. ----

/** Every bad value of a whole-number argument named `what` (`min`..`max`). */
function wholeSlot(name, what, min, max, call, { optional = false } = {}) {
  const bad = badWholes(max).filter(([v]) => !(typeof v === "number" && v >= min && v <= max));
  if (min > 0) bad.push([min - 1, String(min - 1)]);
  if (!optional) bad.push([undefined, "undefined"]);
  for (const [value, shown] of bad) {
    fails(`${name} ← ${shown}`, () => call(value),
      `${what} must be a whole number from ${min} to ${max}, got ${shown}`);
  }
}

const graph = new m.GraphSolution(EXAMPLE_1); // 6 places; mouse 1, cat 2
const grid = new m.GridSolution(GRID_1, 1, 2); // 15 places; mouse 10, cat 6

for (const [exportName, run] of [
  ["canMouseWin", (cj, mj) => m.canMouseWin(GRID_1, cj, mj)],
  ["new GridSolution", (cj, mj) => new m.GridSolution(GRID_1, cj, mj)],
  ["checkGrid", (cj, mj) => m.checkGrid(GRID_1, cj, mj)],
  ["baselineGridDfs1000", (cj, mj) => m.baselineGridDfs1000(GRID_1, cj, mj)],
]) {
  wholeSlot(`${exportName} catJump`, "catJump", 1, U32, (v) => run(v, 2));
  wholeSlot(`${exportName} mouseJump`, "mouseJump", 1, U32, (v) => run(1, v));
}
for (const [exportName, run] of [
  ["new GridSolution", (o) => new m.GridSolution(GRID_1, 1, 2, o)],
  ["checkGrid", (o) => m.checkGrid(GRID_1, 1, 2, o)],
]) {
  // A number is the turn limit; an object holds it; anything else is an error.
  for (const [value, shown] of [[0, "0"], [-1, "-1"], [1.5, "1.5"], [NaN, "NaN"], [Infinity, "Infinity"], [2 ** 32, "4294967296"]]) {
    fails(`${exportName} turnLimit ← ${shown}`, () => run(value),
      `turnLimit must be a whole number from 1 to 4294967295, got ${shown}`);
  }
  for (const [value, shown] of [["3", '"3"'], [true, "true"], [3n, "3n"], [() => 1, "a function"], [Symbol("x"), "a symbol"]]) {
    fails(`${exportName} options ← ${shown}`, () => run(value),
      `turnLimit must be a whole number from 1 to 4294967295 or an options object like {turnLimit: 1000}, got ${shown}`);
  }
  wholeSlot(`${exportName} {turnLimit}`, "options.turnLimit", 1, U32, (v) => run({ turnLimit: v }), { optional: true });
  fails(`${exportName} {turnlimit}`, () => run({ turnlimit: 5 }), "unknown option turnlimit; known: turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal");
  fails(`${exportName} options []`, () => run([5]), "options must be an object like {turnLimit: 1000}, got [5]");
  fails(`${exportName} options getter`, () => run({ get turnLimit() { return boom(); } }),
    "reading options.turnLimit threw: Error: boom");
  fails(`${exportName} options revoked`, () => run(revoked({})), `reading options threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} options traps`, () => run(trapsThrow({})), "reading options threw: Error: boom");
}
answers("GridSolution {turnLimit: 7}", () => new m.GridSolution(GRID_1, 1, 2, { turnLimit: 7 }).turnLimit, 7);
answers("GridSolution {} is the default", () => new m.GridSolution(GRID_1, 1, 2, {}).turnLimit, 1000);
answers("GridSolution null is the default", () => new m.GridSolution(GRID_1, 1, 2, null).turnLimit, 1000);
answers("checkGrid sizes", () => m.checkGrid(GRID_1, 1, 2, 5), { places: 15, states: 450, gameMoves: gridGameMoves(GRID_1, 1, 2) });

for (const [exportName, run] of [
  ["new GraphSolution", (o) => new m.GraphSolution(EXAMPLE_1, o)],
  ["checkGraph", (o) => m.checkGraph(EXAMPLE_1, o)],
]) {
  for (const key of ["hole", "mouse", "cat"]) {
    wholeSlot(`${exportName} options.${key}`, `options.${key}`, 0, U32, (v) => run({ [key]: v }), { optional: true });
  }
  for (const [value, shown] of [["dog", '"dog"'], [2, "2"], [null, "null"], ["Mouse", '"Mouse"']]) {
    fails(`${exportName} options.first ← ${shown}`, () => run({ first: value }),
      `options.first must be "mouse", "cat" or a Player (0 or 1), got ${shown}`);
  }
  const example = 'options must be an object like {hole: 0, mouse: 1, cat: 2, first: "mouse"}';
  for (const [value, shown] of [["x", '"x"'], [5, "5"], [[1], "[1]"], [() => 1, "a function"], [true, "true"]]) {
    fails(`${exportName} options ← ${shown}`, () => run(value), `${example}, got ${shown}`);
  }
  fails(`${exportName} {Hole}`, () => run({ Hole: 3 }), "unknown option Hole; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats");
  fails(`${exportName} long unknown key`, () => run({ ["k".repeat(1e5)]: 1 }),
    `unknown option ${"k".repeat(60)}…; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats`);
  fails(`${exportName} getter`, () => run({ get hole() { return boom(); } }), "reading options.hole threw: Error: boom");
  fails(`${exportName} revoked`, () => run(revoked({})), `reading options threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} traps`, () => run(trapsThrow({})), "reading options threw: Error: boom");
  fails(`${exportName} hole out of range`, () => run({ hole: 6 }), "the hole is node 6 but the graph has 6 nodes");
  fails(`${exportName} roles share`, () => run({ mouse: 2 }), "the mouse start and the cat start are both node 2");
}
answers("GraphSolution first: cat", () => new m.GraphSolution(EXAMPLE_2, { first: "cat" }).firstPlayer, m.Player.Cat);
answers("GraphSolution undefined keys are defaults", () => new m.GraphSolution(EXAMPLE_2, { hole: undefined }).answer(), 1);
answers("checkGraph sizes", () => m.checkGraph(EXAMPLE_2), { places: 4, states: 32, gameMoves: graphGameMoves(EXAMPLE_2, 0) });

// ---- Rule variants (issue 12): every key of both options objects. ----

/** `read` of a solution made by `make`, which is freed afterwards. */
function solved(make, read) {
  const handle = make();
  try {
    return read(handle);
  } finally {
    handle.free();
  }
}

const NOT_BOOLEANS = [[1, "1"], [0, "0"], ["true", '"true"'], [null, "null"], [{}, "{}"], [[true], "[true]"], [() => true, "a function"], [new Boolean(true), "a Boolean"]];
const ONE_WAY = [[1], [2], [0]]; // a one-way triangle 0 → 1 → 2 → 0
for (const [exportName, run] of [
  ["new GraphSolution", (o, g = EXAMPLE_1) => new m.GraphSolution(g, o)],
  ["checkGraph", (o, g = EXAMPLE_1) => m.checkGraph(g, o)],
]) {
  for (const key of ["directed", "catEntersHole", "mousePasses", "catPasses"]) {
    for (const [value, shown] of NOT_BOOLEANS) {
      fails(`${exportName} options.${key} ← ${shown}`, () => run({ [key]: value }), `options.${key} must be true or false, got ${shown}`);
    }
    fails(`${exportName} options.${key} getter`, () => run({ get [key]() { return boom(); } }), `reading options.${key} threw: Error: boom`);
  }
  fails(`${exportName} one-way edge`, () => run({}, ONE_WAY),
    "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: allowed only with `directed: true`");
  fails(`${exportName} one-way edge, directed: false`, () => run({ directed: false }, ONE_WAY),
    "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: allowed only with `directed: true`");
  fails(`${exportName} cat starts on the hole`, () => run({ cat: 0 }),
    "the cat start and the hole are both node 0: the cat may stand on a hole only with `catEntersHole: true`");
  for (const [value, shown] of [["x", '"x"'], [3, "3"], [null, "null"], [{ 0: 1 }, '{"0":1}'], [new Set([0]), "a Set"]]) {
    fails(`${exportName} options.holes ← ${shown}`, () => run({ holes: value }), `options.holes must be an array of node numbers, got ${shown}`);
  }
  for (const [value, shown] of [[-1, "-1"], [1.5, "1.5"], [NaN, "NaN"], ["0", '"0"'], [2 ** 32, "4294967296"], [undefined, "undefined"], [null, "null"]]) {
    fails(`${exportName} options.holes[1] ← ${shown}`, () => run({ holes: [0, value] }),
      `options.holes[1] must be a whole number from 0 to 4294967295, got ${shown}`);
  }
  fails(`${exportName} options.holes [] with hole`, () => run({ hole: 0, holes: [] }), "give either options.hole (one hole) or options.holes (every hole), not both");
  fails(`${exportName} options.holes and hole`, () => run({ hole: 0, holes: [0, 4] }),
    "give either options.hole (one hole) or options.holes (every hole), not both");
  fails(`${exportName} options.holes out of range`, () => run({ holes: [0, 6] }), "the hole is node 6 but the graph has 6 nodes");
  fails(`${exportName} options.holes twice`, () => run({ holes: [4, 0, 4] }), "the holes name node 4 twice");
  fails(`${exportName} options.holes on the mouse`, () => run({ holes: [0, 1] }), "the mouse start and the hole are both node 1");
  fails(`${exportName} options.holes on the cat`, () => run({ holes: [0, 2] }),
    "the cat start and the hole are both node 2: the cat may stand on a hole only with `catEntersHole: true`");
  fails(`${exportName} options.holes too long`, () => run({ holes: new Array(6001) }), "options.holes lists 6001 nodes, more than the 6000 a graph may have");
  fails(`${exportName} options.holes lying length`, () => run({ holes: lyingLength([0], 2 ** 40) }), "options.holes must be an array of node numbers, but its length is 1099511627776");
  fails(`${exportName} options.holes getter`, () => run({ holes: throwingAt([0, 4], 1) }), "reading options.holes[1] threw: Error: boom");
  fails(`${exportName} options.holes revoked`, () => run({ holes: revoked([0]) }), `reading options.holes threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} options.holes traps`, () => run({ holes: trapsThrow([0]) }), "reading options.holes threw: Error: boom");
  fails(`${exportName} options.holes getter throws`, () => run({ get holes() { return boom(); } }), "reading options.holes threw: Error: boom");
}
// The mouse's only move, 1 → 2, lands on the cat.
answers("GraphSolution directed", () => solved(() => new m.GraphSolution(ONE_WAY, { directed: true }), (s) => [s.answer(), s.legalMoves(1, 2, 0), s.legalMoves(1, 2, 1)]), [2, new Uint32Array([2]), new Uint32Array([])]);
answers("checkGraph directed gameMoves", () => m.checkGraph(ONE_WAY, { directed: true }).gameMoves, 3 * 2 + 1 * 3);
answers("GraphSolution holes", () => solved(() => new m.GraphSolution(EXAMPLE_1, { holes: new Uint32Array([0, 4]) }), (s) => [s.hole, s.holes, s.classicRules, s.answer()]), [0, new Uint32Array([0, 4]), false, 1]);
answers("GraphSolution rules", () => solved(() => new m.GraphSolution(EXAMPLE_1, { holes: [4, 0], catEntersHole: true, mousePasses: true }), (s) => s.rules),
  { directed: false, catEntersHole: true, holes: [4, 0], mousePasses: true, catPasses: false, lazyCats: false });
// No hole (several cats' rules, issue 22): the mouse can at best escape forever.
answers("GraphSolution holes: [] is no hole", () => solved(() => new m.GraphSolution(EXAMPLE_1, { holes: [] }), (s) => [s.holes, s.catCount, s.rules.holes, s.classicRules, s.outcome(3, 5, 0) !== m.Outcome.MouseWin]),
  [new Uint32Array([]), 1, [], false, true]);
answers("GraphSolution classic rules", () => solved(() => new m.GraphSolution(EXAMPLE_1, { directed: false, catPasses: false }), (s) => [s.classicRules, s.rules]),
  [true, { directed: false, catEntersHole: false, holes: [0], mousePasses: false, catPasses: false, lazyCats: false }]);
answers("GraphSolution catEntersHole: the cat on the hole is a position", () => solved(() => new m.GraphSolution(EXAMPLE_1, { catEntersHole: true }), (s) => [s.status(3, 0, 0), s.outcome(0, 0, 1), s.legalMoves(1, 2, 1)]), [null, m.Outcome.CatWin, new Uint32Array([0, 4, 5])]);
answers("GraphSolution passes", () => solved(() => new m.GraphSolution(EXAMPLE_2, { mousePasses: true, catPasses: true }), (s) => [s.legalMoves(1, 2, 0), s.legalMoves(1, 2, 1)]), [new Uint32Array([0, 1]), new Uint32Array([2, 3])]);

const TWO_FOODS = ["MF.", "C.F"];
for (const [exportName, run] of [
  ["new GridSolution", (o, g = GRID_1) => new m.GridSolution(g, 1, 2, o)],
  ["checkGrid", (o, g = GRID_1) => m.checkGrid(g, 1, 2, o)],
]) {
  for (const key of ["severalFoods", "blocking", "mouseStays", "catStays", "mouseDiagonal", "catDiagonal"]) {
    for (const [value, shown] of NOT_BOOLEANS) {
      fails(`${exportName} options.${key} ← ${shown}`, () => run({ [key]: value }), `options.${key} must be true or false, got ${shown}`);
    }
    fails(`${exportName} options.${key} getter`, () => run({ get [key]() { return boom(); } }), `reading options.${key} threw: Error: boom`);
  }
  fails(`${exportName} two foods`, () => run({}, TWO_FOODS),
    "the grid has more than one 'F' (food): at row 0, column 1 and row 1, column 2: several foods are allowed only with `severalFoods: true`");
  fails(`${exportName} two cats with severalFoods`, () => run({ severalFoods: true }, ["MFC", "C.F"]),
    "the grid has more than one 'C' (cat): at row 0, column 2 and row 1, column 0");
  fails(`${exportName} no food with severalFoods`, () => run({ severalFoods: true }, ["MC."]), "the grid has no 'F' (food)");
}
answers("checkGrid variant gameMoves", () => [
  m.checkGrid(["M.", "CF"], 1, 1).gameMoves,
  m.checkGrid(["M.", "CF"], 1, 1, { mouseDiagonal: true }).gameMoves,
  m.checkGrid(["M.", "CF"], 1, 1, { mouseStays: false }).gameMoves,
  m.checkGrid(["M.", "CF"], 1, 1, { catDiagonal: true, catStays: false, blocking: true }).gameMoves,
], [4 * (12 + 12), 4 * (16 + 12), 4 * (8 + 12), 4 * (12 + 12)]);
answers("GridSolution severalFoods", () => solved(() => new m.GridSolution(TWO_FOODS, 1, 1, { severalFoods: true }), (s) => [s.food, s.foods, s.classicRules, s.status(5, 3, 1), s.status(0, 5, 0)]),
  [1, new Uint32Array([1, 5]), false, "home", "catAtFood"]);
answers("GridSolution blocking flips the answer", () => [
  solved(() => new m.GridSolution(["M.C.F"], 1, 4), (s) => s.answer()),
  solved(() => new m.GridSolution(["M.C.F"], 1, 4, { blocking: true }), (s) => [s.answer(), s.legalMoves(0, 2, 0), s.rules]),
], [true, [false, new Uint32Array([0, 1, 2]), { severalFoods: false, blocking: true, mouseStays: true, catStays: true, mouseDiagonal: false, catDiagonal: false }]]);
answers("GridSolution.observed takes the variants", () => solved(() => m.GridSolution.observed(["M.C.F"], 1, 4, { blocking: true }, () => {}), (s) => [s.answer(), s.rules.blocking]), [false, true]);
answers("GraphSolution.observed takes the variants", () => solved(() => m.GraphSolution.observed(ONE_WAY, { directed: true }, () => {}), (s) => [s.answer(), s.classicRules]), [2, false]);
fails("GraphSolution.observed checks the variants", () => m.GraphSolution.observed(EXAMPLE_1, { directed: "yes" }, () => {}), 'options.directed must be true or false, got "yes"');
answers("GridSolution turnLimit with variants", () => solved(() => new m.GridSolution(GRID_1, 1, 2, { turnLimit: 9, mouseDiagonal: true, catStays: false }), (s) => [s.turnLimit, s.classicRules, s.rules.catStays]), [9, false, false]);
answers("GridSolution classic rules", () => solved(() => new m.GridSolution(GRID_1, 1, 2, { mouseStays: true, blocking: false }), (s) => s.classicRules), true);
answers("GridSolution no staying: a stuck cat loses", () => solved(() => new m.GridSolution(["C#F", "#..", "..M"], 1, 1, { catStays: false }), (s) => [s.status(8, 0, 1), s.answer()]), ["stuck", true]);

// The published baselines play the classic games only, and say so.
const BASELINE_913 = "the published baselines play LeetCode 913's classic game only (hole 0, mouse on 1, cat on 2, mouse first, no rule variants)";
const BASELINE_1728 = "the published baseline plays LeetCode 1728's classic game only (one food, no blocking, staying allowed, four directions, 1000 plies)";
for (const [exportName, run] of [["baselineDp2n", (o) => m.baselineDp2n(EXAMPLE_2, o)], ["baselineDfs2n2", (o) => m.baselineDfs2n2(EXAMPLE_2, o)]]) {
  for (const [options, key] of [[{ directed: true }, "directed"], [{ first: "cat" }, "first"], [{ holes: [0, 3] }, "holes"], [{ catEntersHole: true }, "catEntersHole"], [{ hole: 3 }, "hole"]]) {
    fails(`${exportName} ${key}`, () => run(options), `${BASELINE_913}: options.${key} asks for another`);
  }
  fails(`${exportName} bad option`, () => run({ catPasses: 1 }), "options.catPasses must be true or false, got 1");
}
for (const [options, key] of [[{ blocking: true }, "blocking"], [{ mouseStays: false }, "mouseStays"], [500, "turnLimit"], [{ turnLimit: 999 }, "turnLimit"], [{ severalFoods: true }, "severalFoods"]]) {
  fails(`baselineGridDfs1000 ${key}`, () => m.baselineGridDfs1000(GRID_1, 1, 2, options), `${BASELINE_1728}: options.${key} asks for another`);
}
// (Classic options are accepted: tests/web.rs; a baseline's memo would grow memory here.)

// Handle methods: places, the turn, `to`, and the optional ply counts.
for (const [handleName, handle, n, base] of [
  ["GraphSolution", graph, 6, [1, 2, 0]],
  ["GridSolution", grid, 15, [10, 6, 0]],
]) {
  const methods = ["outcome", "distance", "bestMoves", "legalMoves", "status", "line"];
  if (handleName === "GridSolution") methods.push("limitedOutcome");
  for (const method of methods) {
    const call = (args) => handle[method](...args);
    wholeSlot(`${handleName}.${method} mouse`, "mouse place", 0, n - 1, (v) => call([v, base[1], base[2]]));
    wholeSlot(`${handleName}.${method} cat`, "cat place", 0, n - 1, (v) => call([base[0], v, base[2]]));
    for (const [value, shown] of [...NOT_NUMBERS, [undefined, "undefined"], [2, "2"], [-1, "-1"], [2 ** 32, "4294967296"]]) {
      fails(`${handleName}.${method} turn ← ${shown}`, () => call([base[0], base[1], value]),
        `turn must be Player.Mouse (0) or Player.Cat (1), got ${shown}`);
    }
  }
  wholeSlot(`${handleName}.after to`, "to", 0, n - 1, (v) => handle.after(...base, v));
  wholeSlot(`${handleName}.line maxPlies`, "maxPlies", 0, U32, (v) => handle.line(...base, v), { optional: true });
}
wholeSlot("GridSolution.limitedOutcome pliesLeft", "pliesLeft", 0, U32, (v) => grid.limitedOutcome(10, 6, 0, v), { optional: true });
wholeSlot("GridSolution.limitedOutcomes pliesLeft", "pliesLeft", 0, U32, (v) => grid.limitedOutcomes(v), { optional: true });

// ---- Structures: the graph, the grid. ----

/** The graph and grid values of tests/data/hostile.json (shared with tests/web.rs), each made from its source: [value, message, only]. */
function hostile(kind) {
  return HOSTILE[kind].map((c) => [(0, eval)(c.value), c.message ?? c.v8, c.only]);
}
const graphValues = hostile("graphs");
for (const [value, shown] of NOT_NUMBERS) {
  graphValues.push([[[value], [], []], `graph[0][0] must be a whole number from 0 to 4294967295, got ${shown}`]);
}
for (const [exportName, run] of [
  ["catMouseGame", (g) => m.catMouseGame(g)],
  ["new GraphSolution", (g) => new m.GraphSolution(g)],
  ["checkGraph", (g) => m.checkGraph(g)],
  ["baselineDp2n", (g) => m.baselineDp2n(g)],
  ["baselineDfs2n2", (g) => m.baselineDfs2n2(g)],
  ["copNumber", (g) => m.copNumber(g)],
  ["captureTime", (g) => m.captureTime(g, 1)],
  ["graphToGraph6", (g) => m.graphToGraph6(g)],
  ["new GraphSolution (two cats)", (g) => new m.GraphSolution(g, { cats: [1, 2], mouse: 0, hole: 2, catEntersHole: true })],
]) {
  graphValues.forEach(([value, message, only], k) => {
    if (!only || only.includes(exportName)) fails(`${exportName} graph #${k}`, () => run(value), message);
  });
}
// Rows read by index, never through an iterator; typed arrays are rows too.
answers("catMouseGame ignores a custom iterator", () =>
  m.catMouseGame(withIterator(EXAMPLE_2, [[7], [7]])), 1);
answers("catMouseGame ignores custom row iterators", () =>
  m.catMouseGame(EXAMPLE_2.map((row) => withIterator(row, [99]))), 1);
answers("catMouseGame takes typed-array rows", () =>
  m.catMouseGame(EXAMPLE_2.map((row) => Int32Array.from(row))), 1);
answers("catMouseGame takes -0 as node 0", () => m.catMouseGame([[-0 + 1, 3], [-0], [3], [-0, 2]]), 1);

const gridValues = hostile("grids");
for (const [exportName, run] of [
  ["canMouseWin", (g) => m.canMouseWin(g, 1, 1)],
  ["new GridSolution", (g) => new m.GridSolution(g, 1, 1)],
  ["checkGrid", (g) => m.checkGrid(g, 1, 1)],
  ["baselineGridDfs1000", (g) => m.baselineGridDfs1000(g, 1, 1)],
]) {
  gridValues.forEach(([value, message, only], k) => {
    if (!only || only.includes(exportName)) fails(`${exportName} grid #${k}`, () => run(value), message);
  });
}
answers("canMouseWin ignores a custom iterator", () => m.canMouseWin(withIterator(GRID_1, ["MCF"]), 1, 2), true);

// ---- Several cats (issue 22): the options, the queries taking the cats as an array, Cops
// and Robbers, graph6. ----

const CATS_MUST = "an array of 1 to 8 node numbers (one per cat)";
for (const [exportName, run] of [
  ["new GraphSolution", (o, g = EXAMPLE_1) => new m.GraphSolution(g, o)],
  ["checkGraph", (o, g = EXAMPLE_1) => m.checkGraph(g, o)],
]) {
  for (const [value, shown] of [["x", '"x"'], [3, "3"], [null, "null"], [{ 0: 1 }, '{"0":1}'], [new Set([2]), "a Set"], [() => [2], "a function"]]) {
    fails(`${exportName} options.cats ← ${shown}`, () => run({ cats: value }), `options.cats must be ${CATS_MUST}, got ${shown}`);
  }
  for (const [value, shown] of [[-1, "-1"], [1.5, "1.5"], [NaN, "NaN"], ["4", '"4"'], [2 ** 32, "4294967296"], [undefined, "undefined"], [null, "null"], [[4], "[4]"]]) {
    fails(`${exportName} options.cats[1] ← ${shown}`, () => run({ cats: [2, value] }),
      `options.cats[1] must be a whole number from 0 to 4294967295, got ${shown}`);
  }
  fails(`${exportName} options.cats []`, () => run({ cats: [] }), "options.cats lists no cat; a game has 1 to 8 cats");
  fails(`${exportName} options.cats of 9`, () => run({ cats: [2, 3, 4, 5, 2, 3, 4, 5, 2] }), "options.cats lists 9 cats; a game has 1 to 8 cats");
  fails(`${exportName} options.cats sparse, huge`, () => run({ cats: new Array(2 ** 32 - 1) }), "options.cats lists 4294967295 cats; a game has 1 to 8 cats");
  fails(`${exportName} options.cats sparse`, () => run({ cats: [2, , 4] }), "options.cats[1] must be a whole number from 0 to 4294967295, got undefined");
  fails(`${exportName} options.cats lying length`, () => run({ cats: lyingLength([2], 2 ** 40) }), `options.cats must be ${CATS_MUST}, but its length is 1099511627776`);
  fails(`${exportName} options.cats getter`, () => run({ cats: throwingAt([2, 4], 1) }), "reading options.cats[1] threw: Error: boom");
  fails(`${exportName} options.cats getter throws`, () => run({ get cats() { return boom(); } }), "reading options.cats threw: Error: boom");
  fails(`${exportName} options.cats revoked`, () => run({ cats: revoked([2]) }), `reading options.cats threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} options.cat and cats`, () => run({ cat: 2, cats: [2, 4] }), "give either options.cat (one cat) or options.cats (every cat), not both");
  fails(`${exportName} options.cats out of range`, () => run({ cats: [2, 6] }), "the cat start is node 6 but the graph has 6 nodes");
  fails(`${exportName} options.cats on the mouse`, () => run({ cats: [2, 1] }), "the mouse start and the cat start are both node 1");
  fails(`${exportName} options.cats on the hole`, () => run({ cats: [0, 2] }),
    "the cat start and the hole are both node 0: the cat may stand on a hole only with `catEntersHole: true`");
  for (const [value, shown] of NOT_BOOLEANS) {
    fails(`${exportName} options.lazyCats ← ${shown}`, () => run({ lazyCats: value }), `options.lazyCats must be true or false, got ${shown}`);
  }
  fails(`${exportName} options.lazyCats getter`, () => run({ get lazyCats() { return boom(); } }), "reading options.lazyCats threw: Error: boom");
  fails(`${exportName} too many positions`, () => run({ cats: [2, 3, 4, 5] }, Array.from({ length: 200 }, (_, a) => [(a + 1) % 200, (a + 199) % 200])),
    "4 cats on 200 nodes make 27474020000 positions (nodes × multisets of cat places × 2): solving them takes 59927716880 bytes, more than can be allocated");
}
answers("checkGraph two cats", () => m.checkGraph(EXAMPLE_1, { cats: [2, 4] }), { places: 6, states: 2 * 6 * 21, gameMoves: m.checkGraph(EXAMPLE_1, { cats: [2, 4] }).gameMoves });
answers("GraphSolution cats: [2] is cat: 2", () => solved(() => new m.GraphSolution(EXAMPLE_1, { cats: [2] }), (s) => [s.catCount, s.startCat, [...s.outcomes()].join()]),
  [1, 2, [...graph.outcomes()].join()]);
for (const [name, baseline] of [["baselineDp2n", m.baselineDp2n], ["baselineDfs2n2", m.baselineDfs2n2]]) {
  fails(`${name} cats`, () => baseline(EXAMPLE_2, { cats: [2, 3] }), `${BASELINE_913}: options.cats asks for another`);
  fails(`${name} lazyCats`, () => baseline(EXAMPLE_2, { lazyCats: true }), `${BASELINE_913}: options.lazyCats asks for another`);
  fails(`${name} no hole`, () => baseline(EXAMPLE_2, { holes: [] }), `${BASELINE_913}: options.holes asks for another`);
}

// A two-cat solution's queries: the cats' places as an array of two, in any order.
const twoCats = new m.GraphSolution(EXAMPLE_1, { cats: [2, 4] }); // mouse 1, cats 2 and 4
/** The message for `value` given where two cats' places belong (`what` names the argument). */
function catsMessage(value, shown, what = "cats", move = false) {
  if (typeof value === "number") return `this game has 2 cats: give their places as an array, like [0, 1], got ${shown}`;
  let listed;
  try {
    listed = Array.isArray(value) || ArrayBuffer.isView(value);
  } catch {
    return `reading ${what} threw: ${REVOKED_ISARRAY}`;
  }
  if (listed) {
    if (value.length === 0) return `${what} lists no cat; a game has 1 to 8 cats`;
    if (value.length > 8) return `${what} lists ${value.length} cats; a game has 1 to 8 cats`;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (typeof v !== "number" || v >>> 0 !== v) return new RegExp(`^${what}\\[${i}\\] must be a whole number from 0 to 4294967295, got `);
    }
    const places = [...value];
    if (places.length !== 2 && move) return `a cats' move names 2 places, got ${places.length}`;
    if (places.length !== 2) return `${places.length} cat place${places.length === 1 ? " was" : "s were"} given but the game has 2 cats`;
    return null;
  }
  return `${what} must be ${CATS_MUST}, got ${shown}`;
}
const CATS_BAD = [
  ...NOT_NUMBERS,
  [undefined, "undefined"], [3, "3"], [[], "[]"], [[2], "[2]"], [[2, 4, 5], "[2,4,5]"], [[2, 4, 5, 3, 1], "[2,4,5,3,1]"],
  [[2, -1], "[2,-1]"], [[2, 1.5], "[2,1.5]"], [[2, "4"], '[2,"4"]'], [[2, NaN], "[2,NaN]"], [[2, , ], "[2,]"], [new Array(2 ** 32 - 1), "a sparse array"],
  [new Uint32Array([2, 4, 0]), "a Uint32Array of length 3"],
];
for (const method of ["outcome", "distance", "bestMoves", "legalMoves", "status", "line", "index", "gameOver", "after"]) {
  const call = (args) => twoCats[method](...args);
  wholeSlot(`two cats.${method} mouse`, "mouse place", 0, 5, (v) => call([v, [2, 4], 0, 3]));
  for (const [value, shown] of CATS_BAD) {
    const message = catsMessage(value, shown);
    if (message !== null) fails(`two cats.${method} cats ← ${shown}`, () => call([1, value, 0, 3]), message);
  }
  fails(`two cats.${method} cats out of range`, () => call([1, [2, 6], 0, 3]), "cat place 6 is out of range: the game has 6 places");
  fails(`two cats.${method} cats getter`, () => call([1, throwingAt([2, 4], 0), 0, 3]), "reading cats[0] threw: Error: boom");
  fails(`two cats.${method} cats revoked`, () => call([1, revoked([2, 4]), 0, 3]), `reading cats threw: ${REVOKED_ISARRAY}`);
  fails(`two cats.${method} cats lying length`, () => call([1, lyingLength([2, 4], NaN), 0, 3]), `cats must be ${CATS_MUST}, but its length is NaN`);
  for (const [value, shown] of [[undefined, "undefined"], [2, "2"], [NaN, "NaN"], ["0", '"0"']]) {
    fails(`two cats.${method} turn ← ${shown}`, () => call([1, [2, 4], value, 3]), `turn must be Player.Mouse (0) or Player.Cat (1), got ${shown}`);
  }
}
// The cats' move is the list of their new places (any order); the mouse's a node.
for (const [value, shown] of CATS_BAD) {
  const message = catsMessage(value, shown, "to", true);
  if (message !== null) fails(`two cats.after cats' move ← ${shown}`, () => twoCats.after(3, [2, 4], 1, value), message);
}
wholeSlot("two cats.after mouse's move", "to", 0, 5, (v) => twoCats.after(1, [2, 4], 0, v));
fails("two cats.after illegal cats' move", () => twoCats.after(3, [2, 4], 1, [5, 5]), "the cats cannot move from [2, 4] to [5, 5]");
fails("two cats.after illegal mouse move", () => twoCats.after(1, [2, 4], 0, 2), "the mouse cannot move from 1 to 2");
answers("two cats.after cats' move in any order", () => twoCats.after(3, [4, 2], 1, [5, 3]), { mouse: 3, cats: [3, 5], turn: 0 });
answers("two cats cat on a hole is no position", () => [twoCats.outcome(1, [0, 2], 0), twoCats.legalMoves(1, [0, 2], 1).length], [m.Outcome.NotAPosition, 0]);
fails("two cats.status on a hole", () => twoCats.status(1, [0, 2], 0), "not a position: the cat may not stand on place 0");
wholeSlot("two cats.line maxPlies", "maxPlies", 0, U32, (v) => twoCats.line(1, [2, 4], 0, v), { optional: true });
wholeSlot("two cats.gameOver pliesPlayed", "pliesPlayed", 0, U32, (v) => twoCats.gameOver(1, [2, 4], 0, v), { optional: true });
const ONE_CAT_ONLY = "the Watch and the 2n-turn DP's comparison are for the one-cat game only, and this GraphSolution has 2 cats";
for (const [name, run] of [
  ["levels", () => twoCats.levels()], ["levelIndex", () => twoCats.levelIndex()], ["movesAtLevel", () => twoCats.movesAtLevel(1, 2, 0, 0)],
  ["dpHorizon", () => twoCats.dpHorizon], ["dp2nOutcomes", () => twoCats.dp2nOutcomes()], ["dp2nWrong", () => twoCats.dp2nWrong()],
]) {
  fails(`two cats.${name}`, run, ONE_CAT_ONLY);
}
fails("two cats.startCat", () => twoCats.startCat, "this game has 2 cats: read startCats for their places");
answers("two cats getters", () => [twoCats.catCount, twoCats.multisets, twoCats.stateCount, twoCats.startCats, twoCats.hole, twoCats.classicRoles, twoCats.classicRules],
  [2, 21, 252, new Uint32Array([2, 4]), 0, false, true]);
const noHole = new m.GraphSolution(EXAMPLE_1, { holes: [], cats: [2, 4] });
fails("no hole.hole", () => noHole.hole, "this game has no hole (holes: [])");
fails("no hole, one cat: the Watch", () => solved(() => new m.GraphSolution(EXAMPLE_1, { holes: [] }), (s) => s.levels()),
  "the Watch and the 2n-turn DP's comparison are for the one-cat game with a hole only, and this GraphSolution has no hole");

// Cops and Robbers.
const PETERSEN_G6 = "IheA@GUAo";
const petersen = m.graph6ToGraph(PETERSEN_G6);
m.copNumber(petersen); // the first several-cat solves may grow memory, once (see the warm-up below)
const COP_KEYS = "lazyCats, directed, maxCats, onProgress";
for (const [exportName, run] of [
  ["copNumber", (o, g = EXAMPLE_1) => m.copNumber(g, o)],
  ["captureTime", (o, g = EXAMPLE_1) => m.captureTime(g, 1, o)],
]) {
  for (const key of ["lazyCats", "directed"]) {
    for (const [value, shown] of NOT_BOOLEANS) {
      fails(`${exportName} options.${key} ← ${shown}`, () => run({ [key]: value }), `options.${key} must be true or false, got ${shown}`);
    }
    fails(`${exportName} options.${key} getter`, () => run({ get [key]() { return boom(); } }), `reading options.${key} threw: Error: boom`);
  }
  fails(`${exportName} unknown key`, () => run({ cats: 2 }), `unknown option cats; known: ${COP_KEYS}`);
  fails(`${exportName} duplicate-looking key`, () => run({ lazycats: true }), `unknown option lazycats; known: ${COP_KEYS}`);
  const example = "options must be an object like {lazyCats: false, directed: false, maxCats: 4}";
  for (const [value, shown] of [["x", '"x"'], [5, "5"], [[1], "[1]"], [() => 1, "a function"], [true, "true"]]) {
    fails(`${exportName} options ← ${shown}`, () => run(value), `${example}, got ${shown}`);
  }
  fails(`${exportName} options revoked`, () => run(revoked({})), `reading options threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} options traps`, () => run(trapsThrow({})), "reading options threw: Error: boom");
  for (const [value, shown] of [[5, "5"], ["f", '"f"'], [{}, "{}"], [null, "null"]]) {
    fails(`${exportName} onProgress ← ${shown}`, () => run({ onProgress: value }), "onProgress must be a function");
  }
  fails(`${exportName} onProgress false`, () => run({ onProgress: () => false }), "the solve was stopped: onProgress returned false");
  fails(`${exportName} onProgress throws`, () => run({ onProgress: boom }), "the solve was stopped: onProgress threw (Error: boom)");
  fails(`${exportName} no nodes`, () => run({}, []), "the graph has no nodes");
}
fails("copNumber no nodes", () => m.copNumber([]), "the graph has no nodes");
fails("captureTime no nodes", () => m.captureTime([], 1), "the graph has no nodes");
wholeSlot("copNumber options.maxCats", "options.maxCats", 1, 8, (v) => m.copNumber(EXAMPLE_1, { maxCats: v }), { optional: true });
wholeSlot("captureTime cats", "cats", 1, 8, (v) => m.captureTime(EXAMPLE_1, v));
fails("captureTime options.maxCats", () => m.captureTime(EXAMPLE_1, 2, { maxCats: 2 }),
  "options.maxCats belongs to copNumber: captureTime takes the number of cats as its second argument");
fails("captureTime over the memory budget", () => m.captureTime(Array.from({ length: 200 }, (_, a) => [(a + 1) % 200, (a + 199) % 200]), 4),
  "4 cats on 200 nodes make 27474020000 positions (nodes × multisets of cat places × 2): solving them takes 59927716880 bytes, more than can be allocated");
answers("copNumber Petersen", () => { const c = m.copNumber(petersen); return [c.cats, c.tried, c.refused, c.starts.length > 0, c.captureRounds]; }, [3, 3, null, true, m.captureTime(petersen, 3).captureRounds]);
answers("copNumber Petersen maxCats 2", () => m.copNumber(petersen, { maxCats: 2 }), { cats: null, starts: [], captureRounds: null, mouse: null, winningStarts: 0, tried: 2, refused: null });

// graph6.
for (const [value, shown] of [...NOT_NUMBERS.filter(([v]) => typeof v !== "string"), [undefined, "undefined"], [new String("IheA@GUAo"), "a String"], [5, "5"]]) {
  fails(`graph6ToGraph ← ${shown}`, () => m.graph6ToGraph(value), `the graph6 text must be a string, got ${shown}`);
}
for (const [text, message] of [
  ["", "the graph6 text is empty"],
  ["  \n", "the graph6 text is empty"],
  [">>graph6<<", "the graph6 text is empty"],
  [":Fa@x^", "this is sparse6 text (it starts with ':'), not graph6; only graph6 is read"],
  ["&Fa", "this is digraph6 text (it starts with '&'), not graph6; only graph6 is read"],
  ["Ihe A@GUA", "graph6 character 3 is ' ' (U+0020): every character must be '?' to '~'"],
  ["IheA@GU\u00e9o", "graph6 character 7 is 'é' (U+00E9): every character must be '?' to '~'"],
  ["IheA@GUA", "graph6 text of 10 nodes has 9 characters (1 for the size, 8 for the edges), got 8"],
  ["IheA@GUAoo", "graph6 text of 10 nodes has 9 characters (1 for the size, 8 for the edges), got 10"],
  ["~?", "graph6 text too short to hold its size: 4 characters, got 2"],
  ["~~??", "graph6 text too short to hold its size: 8 characters, got 4"],
  ["~@\\p", "graph6 text of 6001 nodes: the memory budget allows at most 6000 nodes"],
  ["~~?~~~~~", "graph6 text of 1073741823 nodes: the memory budget allows at most 6000 nodes"],
  ["~~~~~~~~", "graph6 text of 68719476735 nodes: the memory budget allows at most 6000 nodes"],
  ["Bx", "graph6 padding bits are not zero: the text is corrupt or cut"],
  ["~".repeat(4e6), "the graph6 text has 4000000 characters, more than a graph of 6000 nodes needs (3000532 with a header and whitespace)"],
]) {
  fails(`graph6ToGraph ${JSON.stringify(text.slice(0, 12))}`, () => m.graph6ToGraph(text), message);
}
answers("graph6ToGraph Petersen", () => petersen.map((l) => l.length), Array(10).fill(3));
answers("graph6 round trip", () => m.graphToGraph6(petersen), PETERSEN_G6);
answers("graph6 with header and newline", () => m.graph6ToGraph(">>graph6<<C~\n"), [[1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]]);
fails("graphToGraph6 one-way", () => m.graphToGraph6(ONE_WAY),
  "graph[0] lists node 1 but graph[1] does not list node 0: one-way edge 0→1: allowed only with `directed: true`");

test(`the hostile-input corpus (${cases.length} cases): each gets its error or answer, and the module stays healthy`, () => {
  assert.ok(cases.length >= 300, `several hundred cases (${cases.length})`);
  // Warm up: the first calls may grow memory and the table once.
  for (const c of cases.slice(0, 50)) {
    try {
      c.run();
    } catch {
      // expected
    }
  }
  const before = footprint();
  for (const c of cases) {
    if ("value" in c) {
      assert.deepEqual(c.run(), c.value, c.name);
    } else {
      throwsMessage(c.run, c.message, c.name);
    }
    if (process.env.DEBUG_GROWTH && footprint().memory !== before.memory) console.log("GREW", c.name);
    assertHealthy(before);
  }
});
