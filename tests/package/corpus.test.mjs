// The hostile-input corpus: every export and handle method against every class of bad value
// (issue 8). Each case asserts WHICH error (or which answer) it gets, and the module's health
// afterwards: it still answers known instances, and neither wasm memory nor the externref
// table has grown.
import { test } from "node:test";
import assert from "node:assert/strict";

import {
  m, EXAMPLE_1, EXAMPLE_2, GRID_1, footprint, assertHealthy, throwsMessage,
} from "./support.mjs";
import { boom, revoked, trapsThrow, badWholes, NOT_NUMBERS } from "./hostile.mjs";

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
  fails(`${exportName} {Hole}`, () => run({ Hole: 3 }), "unknown option Hole; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses");
  fails(`${exportName} long unknown key`, () => run({ ["k".repeat(1e5)]: 1 }),
    `unknown option ${"k".repeat(60)}…; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses`);
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
  fails(`${exportName} options.holes []`, () => run({ holes: [] }), "options.holes must list at least one node (the mouse's goals)");
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
  { directed: false, catEntersHole: true, holes: [4, 0], mousePasses: true, catPasses: false });
answers("GraphSolution classic rules", () => solved(() => new m.GraphSolution(EXAMPLE_1, { directed: false, catPasses: false }), (s) => [s.classicRules, s.rules]),
  [true, { directed: false, catEntersHole: false, holes: [0], mousePasses: false, catPasses: false }]);
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

const hugeTyped = new Float64Array(2e7);
const graphValues = [
  ["x", 'graph must be an array of arrays of node numbers, got "x"'],
  [5, "graph must be an array of arrays of node numbers, got 5"],
  [null, "graph must be an array of arrays of node numbers, got null"],
  [undefined, "graph must be an array of arrays of node numbers, got undefined"],
  [{ 0: [1] }, 'graph must be an array of arrays of node numbers, got {"0":[1]}'],
  [hugeTyped, "graph must be an array of arrays of node numbers, got a Float64Array of length 20000000"],
  [revoked(), `reading graph threw: ${REVOKED_ISARRAY}`],
  [trapsThrow([[1], [0]]), "reading graph threw: Error: boom"],
  [lyingLength([], "5"), 'graph must be an array of arrays of node numbers, but its length is "5"'],
  [lyingLength([], 2 ** 40), "graph must be an array of arrays of node numbers, but its length is 1099511627776"],
  [lyingLength([], -1), "graph must be an array of arrays of node numbers, but its length is -1"],
  [throwingAt([[1], [0], []], 1), "reading graph[1] threw: Error: boom"],
  [[[1], 5, []], "graph[1] must be an array of node numbers, got 5"],
  [[[1], "01", []], 'graph[1] must be an array of node numbers, got "01"'],
  [[[1], { length: 1, 0: 0 }, []], 'graph[1] must be an array of node numbers, got {"0":0,"length":1}'],
  [[[1], revoked(), []], `reading graph[1] threw: ${REVOKED_ISARRAY}`],
  [[[1], lyingLength([0], NaN), []], "graph[1] must be an array of node numbers, but its length is NaN"],
  [[throwingAt([1], 0), [0], []], "reading graph[0][0] threw: Error: boom"],
  [[[1], trapsThrow([0]), []], "reading graph[1] threw: Error: boom"],
  [new Array(2 ** 28), "the game has 268435456 nodes; the memory budget allows at most 6000"],
  [[new Array(2 ** 26), [], []], "graph[0] lists 67108864 neighbours but the graph has 3 nodes, so at most 2 other nodes"],
  [[hugeTyped, [], []], "graph[0] lists 20000000 neighbours but the graph has 3 nodes, so at most 2 other nodes"],
  [[[, 1], [0], []], "graph[0][0] must be a whole number from 0 to 4294967295, got undefined"],
  [[[1], [0], [7]], "graph[2] lists node 7 but the graph has 3 nodes"],
];
for (const [value, shown] of NOT_NUMBERS) {
  graphValues.push([[[value], [], []], `graph[0][0] must be a whole number from 0 to 4294967295, got ${shown}`]);
}
for (const [exportName, run] of [
  ["catMouseGame", (g) => m.catMouseGame(g)],
  ["new GraphSolution", (g) => new m.GraphSolution(g)],
  ["checkGraph", (g) => m.checkGraph(g)],
  ["baselineDp2n", (g) => m.baselineDp2n(g)],
  ["baselineDfs2n2", (g) => m.baselineDfs2n2(g)],
]) {
  graphValues.forEach(([value, message], k) => fails(`${exportName} graph #${k}`, () => run(value), message));
}
// Rows read by index, never through an iterator; typed arrays are rows too.
answers("catMouseGame ignores a custom iterator", () =>
  m.catMouseGame(withIterator(EXAMPLE_2, [[7], [7]])), 1);
answers("catMouseGame ignores custom row iterators", () =>
  m.catMouseGame(EXAMPLE_2.map((row) => withIterator(row, [99]))), 1);
answers("catMouseGame takes typed-array rows", () =>
  m.catMouseGame(EXAMPLE_2.map((row) => Int32Array.from(row))), 1);
answers("catMouseGame takes -0 as node 0", () => m.catMouseGame([[-0 + 1, 3], [-0], [3], [-0, 2]]), 1);

const gridValues = [
  ["M.C.F", 'grid must be an array of strings, got "M.C.F"'],
  [null, "grid must be an array of strings, got null"],
  [{ length: 1, 0: "MCF" }, 'grid must be an array of strings, got {"0":"MCF","length":1}'],
  [revoked(), `reading grid threw: ${REVOKED_ISARRAY}`],
  [trapsThrow(["MCF"]), "reading grid threw: Error: boom"],
  [lyingLength(["MCF"], 1.5), "grid must be an array of strings, but its length is 1.5"],
  [throwingAt(["M..", "C.F"], 1), "reading grid[1] threw: Error: boom"],
  [["MCF", 5], "grid[1] must be a string of '#', '.', 'C', 'M', 'F', got 5"],
  [["MCF", new String("...")], "grid[1] must be a string of '#', '.', 'C', 'M', 'F', got a String"],
  [["MCF", ["..."]], "grid[1] must be a string of '#', '.', 'C', 'M', 'F', got [\"...\"]"],
  [[, "MCF"], "grid[0] must be a string of '#', '.', 'C', 'M', 'F', got undefined"],
  [[], "the grid is empty: give at least one non-empty row"],
  [["", "MCF"], "the grid is empty: give at least one non-empty row"],
  [new Array(2 ** 28), "the game has 268435456 rows; the memory budget allows at most 6000"],
  [[".".repeat(2 ** 26)], "row 0 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  [Array(6000).fill("x".repeat(1e5)), "row 0 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  [["MCF", "x".repeat(1e6)], "row 1 has more than 6000 cells; the memory budget allows at most 6000 cells"],
  [Array(100).fill(".".repeat(61)), "the game has 6100 cells; the memory budget allows at most 6000"],
  [["MC.F", "..."], "row 1 has 3 cells but row 0 has 4 (rows must be equally long)"],
  [["MCxF"], "row 0, column 2 holds 'x'; use '#', '.', 'C', 'M' or 'F'"],
  [["MC🐭F"], "row 0, column 2 holds '🐭'; use '#', '.', 'C', 'M' or 'F'"],
  [["MC\uD800F"], "row 0, column 2 holds '\u{FFFD}'; use '#', '.', 'C', 'M' or 'F'"],
  [["M..F"], "the grid has no 'C' (cat)"],
  [["MCMF"], "the grid has more than one 'M' (mouse): at row 0, column 0 and row 0, column 2"],
];
for (const [exportName, run] of [
  ["canMouseWin", (g) => m.canMouseWin(g, 1, 1)],
  ["new GridSolution", (g) => new m.GridSolution(g, 1, 1)],
  ["checkGrid", (g) => m.checkGrid(g, 1, 1)],
  ["baselineGridDfs1000", (g) => m.baselineGridDfs1000(g, 1, 1)],
]) {
  gridValues.forEach(([value, message], k) => fails(`${exportName} grid #${k}`, () => run(value), message));
}
answers("canMouseWin ignores a custom iterator", () => m.canMouseWin(withIterator(GRID_1, ["MCF"]), 1, 2), true);

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
    assertHealthy(before);
  }
});
