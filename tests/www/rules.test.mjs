// The rule variants in the page's puzzle (www/model/rules.js): a classic puzzle is written exactly as
// before the variants (link, save, snapshot), a puzzle with variants round-trips through links
// and saves, a bad rule is refused naming it, and the rules reach the package: the same board
// with and without a variant gets the package's two different answers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { toHash, fromHash, exportPuzzle } from "../../www/model/codec.js";
import { checkSnapshot, json, savedGraph } from "../../www/session/storage.js";
import { snapshot, createState } from "../../www/model/state.js";
import { RULES, cleanRules, rulesToLink, rulesFromLink, variantWords, isClassic, withRule, ruleOptions } from "../../www/model/rules.js";
import { solved, LIMITS, OUTCOME } from "./solver.mjs";
import { GraphSolution, GridSolution } from "../../www/pkg/cat_mouse.js";

const link = (hash) => fromHash(hash, LIMITS);
const GRAPH = { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2], first: "mouse" };
const GRID = { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2, turnLimit: 1000 };
const POS = GRAPH.adj.map((_, i) => [i, 0]);

test("the page's rule keys are the package's option keys, with the package's classic values", () => {
  // every key but the page's own switches (severalHoles, severalCats, noHole: the package takes the
  // holes and the cats themselves) is an option the package takes; a classic value given
  // explicitly leaves classicRules true, a non-classic one makes it false
  for (const rule of RULES.graph.filter((r) => !["severalHoles", "severalCats", "noHole"].includes(r.key))) {
    assert.equal(new GraphSolution(GRAPH.adj, { [rule.key]: rule.classic }).classicRules, true, rule.key);
    assert.equal(new GraphSolution([[1], [0, 2], [1]], { [rule.key]: !rule.classic }).classicRules, false, rule.key);
  }
  for (const rule of RULES.grid) {
    assert.equal(new GridSolution(GRID.rows, 1, 2, { [rule.key]: rule.classic }).classicRules, true, rule.key);
    assert.equal(new GridSolution(GRID.rows, 1, 2, { [rule.key]: !rule.classic }).classicRules, false, rule.key);
  }
});

test("a classic puzzle's link, snapshot and save are what they were before the variants", () => {
  assert.equal(toHash("graph", GRAPH, null), "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2");
  assert.equal(toHash("grid", null, GRID), "#grid=xxxxF%2FxC...%2FM....&catJump=1&mouseJump=2&limit=1000");
  // classic values written out are the same as absent ones
  assert.equal(toHash("graph", { ...GRAPH, rules: cleanRules("graph", { directed: false }) }, null), toHash("graph", GRAPH, null));
  assert.equal(toHash("grid", null, { ...GRID, rules: cleanRules("grid", { mouseStays: true }) }), toHash("grid", null, GRID));
  const state = createState("graph", { ...GRAPH, pos: POS, rules: {}, extraHoles: [] }, { ...GRID, rules: {} });
  assert.equal(JSON.stringify(snapshot(state)), JSON.stringify({
    mode: "graph",
    graph: { adj: GRAPH.adj, pos: POS, hole: 0, mouse: 1, cats: [2], first: "mouse" },
    grid: { rows: GRID.rows, catJump: 1, mouseJump: 2, turnLimit: 1000 },
  }));
  // what is saved: the text saves have always had
  assert.equal(json(snapshot(state)), JSON.stringify({
    mode: "graph",
    graph: { adj: GRAPH.adj, pos: POS, hole: 0, mouse: 1, cat: 2, first: "mouse" },
    grid: { rows: GRID.rows, catJump: 1, mouseJump: 2, turnLimit: 1000 },
  }));
  assert.deepEqual(link(toHash("graph", GRAPH, null)), { mode: "graph", ...GRAPH });
});

test("every rule, alone and all together, round-trips through a link and a save", () => {
  const variants = (mode) => [...RULES[mode].map((r) => ({ [r.key]: !r.classic })), Object.fromEntries(RULES[mode].map((r) => [r.key, !r.classic]))];
  for (const raw of variants("graph")) {
    const rules = cleanRules("graph", raw);
    const graph = { ...GRAPH, rules, ...(rules.severalHoles ? { extraHoles: [4] } : {}) };
    assert.deepEqual(link(toHash("graph", graph, null)), { mode: "graph", ...graph }, JSON.stringify(raw));
    const snap = { mode: "graph", graph: { ...graph, pos: POS }, grid: GRID };
    assert.deepEqual(checkSnapshot(JSON.parse(json(snap)), LIMITS), snap);
  }
  for (const raw of variants("grid")) {
    const rules = cleanRules("grid", raw);
    const grid = { ...GRID, rules };
    assert.deepEqual(link(toHash("grid", null, grid)), { mode: "grid", ...grid }, JSON.stringify(raw));
    const snap = { mode: "grid", graph: { ...GRAPH, pos: POS }, grid };
    assert.deepEqual(checkSnapshot(JSON.parse(json(snap)), LIMITS), snap);
  }
  assert.equal(rulesToLink("grid", { mouseStays: false, blocking: true }), "blocking.mouseStays-off", "RULES order, -off for a classic-on rule");
});

test("a bad rule in a link is refused, naming it", () => {
  const base = toHash("graph", GRAPH, null);
  assert.throws(() => link(`${base}&rules=teleport`), /the link's rules have an unknown rule "teleport"; the graph rules are directed, severalHoles, catEntersHole, mousePasses, catPasses, noHole, severalCats, lazyCats/);
  assert.throws(() => link(`${base}&rules=blocking`), /unknown rule "blocking"; the graph rules/, "a grid rule on a graph");
  assert.throws(() => link(`${base}&rules=directed.directed`), /give directed more than once/);
  assert.throws(() => link(`${base}&rules=directed-off.directed`), /give directed more than once/);
  assert.throws(() => link(`${base}&rules=`), /unknown rule ""/);
  assert.throws(() => link(`${base}&rules=directed&rules=catPasses`), /gives rules more than once/);
  assert.throws(() => link(`${base}&rules=${"directed.".repeat(60)}`), /the link.s rules are 540 characters long/);
  assert.throws(() => link(`${base}&extraHoles=4`), /extraHoles needs the rule severalHoles/);
  assert.throws(() => link(`${base}&rules=severalHoles&extraHoles=4.x`), /extraHoles should be node numbers joined by '.', got "4.x"/);
  assert.throws(() => link(`${base}&rules=severalHoles&extraHoles=1.2.3.4.5.6`), /lists 6 holes for a graph of 6 nodes/);
  // a classic value written out reads as classic (nothing to refuse, nothing kept)
  assert.deepEqual(link(`${base}&rules=directed-off`), { mode: "graph", ...GRAPH });
  const grid = toHash("grid", null, GRID);
  assert.throws(() => link(`${grid}&rules=mouseStays-on`), /unknown rule "mouseStays-on"/);
  assert.deepEqual(link(`${grid}&rules=catStays-off.catDiagonal`).rules, { catStays: false, catDiagonal: true });
});

test("a bad rule in a save is refused, naming the field", () => {
  const snap = (graph, grid = {}) => ({ mode: "graph", graph: { ...savedGraph({ ...GRAPH, pos: POS }), ...graph }, grid: { ...GRID, ...grid } });
  assert.throws(() => checkSnapshot(snap({ rules: { directed: 1 } }), LIMITS), { message: "graph.rules.directed should be true or false, got 1" });
  assert.throws(() => checkSnapshot(snap({ rules: [] }), LIMITS), { message: "graph.rules should be an object of rule switches, got an array" });
  assert.throws(() => checkSnapshot(snap({}, { rules: { fly: true } }), LIMITS), /grid.rules has an unknown rule "fly"/);
  assert.throws(() => checkSnapshot(snap({ rules: { severalHoles: true }, extraHoles: [9] }), LIMITS), { message: "graph.extraHoles[0] should be a node number below 6, got 9" });
  assert.throws(() => checkSnapshot(snap({ extraHoles: [4] }), LIMITS), /graph.extraHoles should be empty unless graph.rules.severalHoles is true/);
  assert.throws(() => checkSnapshot(snap({ rules: { severalHoles: true }, extraHoles: "4" }), LIMITS), /graph.extraHoles should be a list/);
});

test("the verdict's words name the rules that are not LeetCode's, and only those", () => {
  assert.equal(variantWords("graph", {}), "");
  assert.equal(variantWords("graph", { catEntersHole: true, directed: true }), "one-way edges, cat may enter the hole");
  assert.equal(variantWords("grid", { mouseStays: false }), "mouse may not stay");
  assert.equal(isClassic("grid", { mouseStays: true }), true);
  assert.equal(isClassic("grid", withRule("grid", {}, "catStays", false)), false);
  assert.deepEqual(withRule("grid", { catStays: false }, "catStays", true), {});
  assert.deepEqual(ruleOptions("graph", { severalHoles: true, directed: true }), { directed: true }, "the page's hole switch is not a package option");
});

test("each rule reaches the package: a board whose answer the rule flips gets both answers", () => {
  // the smallest flips of tests/cross_check.rs each_variant_can_flip_the_classic_answer
  const g = (adj, rules, extraHoles) => solved({ mode: "graph", ...GRAPH, adj, rules, ...(extraHoles ? { extraHoles } : {}) });
  const graphs = [
    [[[3], [3, 2], [1], [1, 0]], [[3], [3], [1], [1]], { directed: true }, OUTCOME.mouse, OUTCOME.cat],
    [[[2, 3], [3], [0], [0, 1]], null, { catEntersHole: true }, OUTCOME.mouse, OUTCOME.cat],
    [[[2], [3, 4], [0, 3, 4], [1, 2], [1, 2]], null, { mousePasses: true }, OUTCOME.cat, OUTCOME.draw],
    [[[3], [2, 4], [1, 3], [0, 2, 4], [1, 3]], null, { catPasses: true }, OUTCOME.draw, OUTCOME.cat],
  ];
  for (const [classicAdj, variantAdj, rules, before, after] of graphs) {
    assert.equal(g(classicAdj).startOutcome, before, JSON.stringify(rules));
    const sol = g(variantAdj ?? classicAdj, rules);
    assert.equal(sol.startOutcome, after, JSON.stringify(rules));
    assert.equal(sol.classicRules, false);
  }
  const holes = [[3], [3], [3], [0, 1, 2]];
  assert.equal(g(holes).startOutcome, OUTCOME.cat);
  const several = g(holes, { severalHoles: true }, [3]);
  assert.equal(several.startOutcome, OUTCOME.mouse);
  assert.deepEqual(several.holes, [0, 3]);
  const won = (rows, catJump, mouseJump, rules) => solved({ mode: "grid", rows, catJump, mouseJump, rules }).answer;
  assert.equal(won(["FCM."], 1, 1), false);
  assert.equal(won(["FCMF"], 1, 1, { severalFoods: true }), true);
  assert.equal(won(["FCM"], 1, 2), true);
  assert.equal(won(["FCM"], 1, 2, { blocking: true }), false);
  assert.equal(won(["M#F#C"], 1, 1), false);
  assert.equal(won(["M#F#C"], 1, 1, { catStays: false }), true);
  assert.equal(won(["FC", ".M"], 1, 1), false);
  assert.equal(won(["FC", ".M"], 1, 1, { mouseDiagonal: true }), true);
  assert.equal(won(["F#", "..", "MC"], 1, 1), true);
  assert.equal(won(["F#", "..", "MC"], 1, 1, { catDiagonal: true }), false);
});

test("LeetCode's export is refused for puzzles with variants, saying which", () => {
  assert.throws(() => exportPuzzle("graph", { ...GRAPH, rules: { directed: true } }, GRID), /LeetCode's format has the classic rules only; this puzzle has one-way edges/);
  assert.throws(() => exportPuzzle("grid", GRAPH, { ...GRID, rules: { blocking: true, catStays: false } }), /this puzzle has pieces block, cat may not stay/);
  assert.equal(exportPuzzle("grid", GRAPH, GRID).text, "[\"####F\",\"#C...\",\"M....\"]\n1\n2");
  // the several-holes switch on with one hole is LeetCode's game; with a second hole it is not
  assert.equal(exportPuzzle("graph", { ...GRAPH, rules: { severalHoles: true } }, GRID).text, JSON.stringify(GRAPH.adj));
  assert.throws(() => exportPuzzle("graph", { ...GRAPH, rules: { severalHoles: true }, extraHoles: [4] }, GRID), /this puzzle has several holes$/);
});

test("editing under the variants: one-way edges, several holes, several foods", async () => {
  const { toggleEdge, twoWay, oneWayEdges, setRole, deleteNode, placePiece, oneFood, holesOf } = await import("../../www/model/puzzle.js");
  // one-way: a drag a → b always leaves a → b: none → a → b; b → a → two-way (drag back);
  // two-way → a → b only; a → b stays. removeEdge takes an edge away, either way.
  const { removeEdge } = await import("../../www/model/puzzle.js");
  const directed = { ...GRAPH, adj: [[], [], [], []], rules: { directed: true } };
  let g = toggleEdge(directed, 1, 3);
  assert.deepEqual(g.adj, [[], [3], [], []]);
  assert.deepEqual(oneWayEdges(g), [[1, 3]]);
  assert.deepEqual(toggleEdge(g, 1, 3).adj, g.adj, "a → b again: a → b stays");
  g = toggleEdge(g, 3, 1);
  assert.deepEqual(g.adj, [[], [3], [], [1]]);
  assert.deepEqual(oneWayEdges(g), []);
  g = toggleEdge(g, 3, 1);
  assert.deepEqual(g.adj, [[], [], [], [1]], "on a two-way edge the drag 3 → 1 leaves 3 → 1 only");
  assert.deepEqual(oneWayEdges(g), [[3, 1]]);
  assert.deepEqual(twoWay(g).adj, [[], [3], [], [1]]);
  for (const [a, b, adj] of [[1, 3, [[], [3], [], []]], [3, 1, [[], [3], [], []]], [1, 3, [[], [3], [], [1]]]]) {
    assert.deepEqual(removeEdge({ ...directed, adj }, a, b).adj, [[], [], [], []], `removeEdge ${a}, ${b} of ${JSON.stringify(adj)}`);
  }
  assert.throws(() => removeEdge(directed, 1, 3), { message: "there is no edge between node 1 and node 3" });
  assert.deepEqual(toggleEdge({ ...directed, rules: {} }, 1, 3).adj, [[], [3], [], [1]], "without the rule an edge is two-way");
  // several holes: the Hole tool adds and removes; the last stays; pieces' nodes refuse
  const holey = { ...GRAPH, pos: POS, rules: { severalHoles: true } };
  let h = setRole(holey, "hole", 4);
  assert.deepEqual(holesOf(h), [0, 4]);
  h = setRole(h, "hole", 5);
  assert.deepEqual(holesOf(h), [0, 4, 5]);
  h = setRole(h, "hole", 0);
  assert.deepEqual([h.hole, h.extraHoles], [4, [5]], "removing the first hole promotes the next");
  h = setRole(setRole(h, "hole", 5), "hole", 3);
  assert.deepEqual(holesOf(h), [4, 3]);
  assert.throws(() => setRole({ ...holey }, "hole", 0), /node 0 is the last hole/);
  assert.throws(() => setRole(holey, "hole", 1), /node 1 is the mouse's place; move the mouse/);
  const moved = setRole({ ...holey, extraHoles: [4] }, "mouse", 4);
  assert.deepEqual([moved.mouse, moved.extraHoles], [4, [1]], "the mouse put on an extra hole swaps with it");
  assert.throws(() => deleteNode({ ...holey, extraHoles: [4] }, 4), /node 4 is a hole/);
  assert.deepEqual(deleteNode({ ...holey, extraHoles: [5] }, 3).extraHoles, [4], "the extra holes are renumbered");
  assert.deepEqual(holesOf(setRole(GRAPH, "hole", 4)), [4], "without the rule the hole moves");
  // several foods: the Food tool adds and removes (not the last); a drag moves the food picked up
  const fed = { ...GRID, rows: ["M.C", "..F"], rules: { severalFoods: true } };
  let f = placePiece(fed, "food", 1, 0);
  assert.deepEqual(f.rows, ["M.C", "F.F"]);
  f = placePiece(f, "food", 1, 2);
  assert.deepEqual(f.rows, ["M.C", "F.."]);
  assert.throws(() => placePiece(f, "food", 1, 0), /\(1, 0\) holds the last food/);
  assert.throws(() => placePiece(f, "food", 0, 0), /\(0, 0\) is the mouse's cell/);
  f = placePiece(placePiece(f, "food", 0, 1), "food", 1, 1, [0, 1]);
  assert.deepEqual(f.rows, ["M.C", "FF."], "the dragged food moved, the other stayed");
  assert.deepEqual(oneFood(f).rows, ["M.C", "F.."]);
  assert.deepEqual(placePiece({ ...fed, rules: {} }, "food", 1, 0).rows, ["M.C", "F.."], "without the rule the food moves");
});

test("each rule variant in the gallery: the package's answer, and the classic rules on the same board answer otherwise", async () => {
  const { EXAMPLES, examplePuzzle } = await import("../../www/model/examples.js");
  const { twoWay, oneHole, oneFood } = await import("../../www/model/puzzle.js");
  const variants = EXAMPLES.filter((ex) => ex.variant);
  // one per variant that can flip an answer alone (the mouse's staying cannot: docs/rules.md)
  const keys = variants.flatMap((ex) => Object.keys(ex.puzzle.rules));
  // (no hole, several cats and lazy cats have the Cops and Robbers entries, tests/www/cats.test.mjs)
  const catsKeys = ["noHole", "severalCats", "lazyCats"];
  for (const rule of [...RULES.graph, ...RULES.grid].filter((r) => r.key !== "mouseStays" && !catsKeys.includes(r.key))) assert.ok(keys.includes(rule.key), `a gallery puzzle for ${rule.key}`);
  const catsRules = EXAMPLES.filter((ex) => ex.cats).flatMap((ex) => Object.keys(ex.puzzle.rules ?? {}));
  for (const key of catsKeys) assert.ok(catsRules.includes(key), `a Cops and Robbers gallery puzzle for ${key}`);
  const name = { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat", [OUTCOME.draw]: "draw" };
  for (const ex of variants) {
    const puzzle = examplePuzzle(ex, LIMITS);
    const sol = solved({ mode: ex.mode, ...puzzle });
    const outcome = ex.mode === "grid" && sol.startOutcome === OUTCOME.draw ? "endless" : name[sol.startOutcome];
    assert.deepEqual([sol.answer, outcome, sol.startDistance], [ex.expect.answer, ex.expect.outcome, ex.expect.distance], ex.id);
    assert.equal(sol.classicRules, false, ex.id);
    // the same board under LeetCode's rules: one-way edges two-way, one hole, one food
    const classic = ex.mode === "graph" ? { ...oneHole(twoWay(puzzle)), rules: {} } : { ...oneFood(puzzle), rules: {} };
    const before = solved({ mode: ex.mode, ...classic });
    assert.equal(before.classicRules, true, ex.id);
    assert.notEqual(before.answer, sol.answer, `${ex.id}: the variant flips the classic answer`);
  }
});
