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
  fails(`${exportName} {turnlimit}`, () => run({ turnlimit: 5 }), "unknown option turnlimit; known: turnLimit");
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
  fails(`${exportName} {Hole}`, () => run({ Hole: 3 }), "unknown option Hole; known: hole, mouse, cat, first");
  fails(`${exportName} long unknown key`, () => run({ ["k".repeat(1e5)]: 1 }),
    `unknown option ${"k".repeat(60)}…; known: hole, mouse, cat, first`);
  fails(`${exportName} getter`, () => run({ get hole() { return boom(); } }), "reading options.hole threw: Error: boom");
  fails(`${exportName} revoked`, () => run(revoked({})), `reading options threw: ${REVOKED_ISARRAY}`);
  fails(`${exportName} traps`, () => run(trapsThrow({})), "reading options threw: Error: boom");
  fails(`${exportName} hole out of range`, () => run({ hole: 6 }), "the hole is node 6 but the graph has 6 nodes");
  fails(`${exportName} roles share`, () => run({ mouse: 2 }), "the mouse start and the cat start are both node 2");
}
answers("GraphSolution first: cat", () => new m.GraphSolution(EXAMPLE_2, { first: "cat" }).firstPlayer, m.Player.Cat);
answers("GraphSolution undefined keys are defaults", () => new m.GraphSolution(EXAMPLE_2, { hole: undefined }).answer(), 1);
answers("checkGraph sizes", () => m.checkGraph(EXAMPLE_2), { places: 4, states: 32, gameMoves: graphGameMoves(EXAMPLE_2, 0) });

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
