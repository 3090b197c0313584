// The link and paste codecs (www/model/codec.js): sizes are refused from counts before anything is
// split, every bad piece of text is named in the message, and what the page writes reads back.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  parsePuzzleText, formatPuzzleText, exportPuzzle, renumbered, toHash, fromHash, quote, MAX_LINK_CHARS, MAX_TEXT_CHARS,
} from "../../www/model/codec.js";
import { seeded } from "./random.mjs";

const LIMITS = { maxPlaces: 6000, defaultTurnLimit: 1000 };
const link = (hash) => fromHash(hash, LIMITS);
const paste = (text) => parsePuzzleText(text, LIMITS);

test("a link made by toHash reads back as the same puzzle", () => {
  const graph = { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 4, cats: [3], first: "mouse" };
  assert.deepEqual(link(toHash("graph", graph, null)), { mode: "graph", ...graph });
  const catFirst = { ...graph, first: "cat" };
  assert.match(toHash("graph", catFirst, null), /&first=cat$/);
  assert.deepEqual(link(toHash("graph", catFirst, null)), { mode: "graph", ...catFirst });
  assert.doesNotMatch(toHash("graph", graph, null), /first/, "a mouse-first link is written as before");
  const grid = { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2, turnLimit: 77 };
  assert.deepEqual(link(toHash("grid", null, grid)), { mode: "grid", ...grid });
  // an isolated node is an empty list, in the middle and at the end
  const sparse = { adj: [[1], [0], [], [4], [3], []], hole: 0, mouse: 1, cats: [2], first: "mouse" };
  assert.deepEqual(link(toHash("graph", sparse, null)), { mode: "graph", ...sparse });
});

test("a link without roles or limit gets the classic roles and the solver's default limit", () => {
  assert.deepEqual(link("#graph=1_0.2_1"), { mode: "graph", adj: [[1], [0, 2], [1]], hole: 0, mouse: 1, cats: [2], first: "mouse" });
  assert.throws(() => link("#graph=1_0.2_1&first=dog"), { message: "the link's first should be mouse or cat, got \"dog\"" });
  assert.equal(link("#grid=M.C.F&catJump=1&mouseJump=2").turnLimit, 1000);
  assert.equal(fromHash("#grid=M.C.F&catJump=1&mouseJump=2", { ...LIMITS, defaultTurnLimit: 5 }).turnLimit, 5);
  assert.equal(link(""), null);
  assert.equal(link("#"), null);
});

test("a link's numbers are read exactly, however large: the solver judges their range", () => {
  const spec = link("#grid=M.C...F&catJump=1&mouseJump=4294967295");
  assert.equal(spec.mouseJump, 4294967295);
  assert.equal(link("#grid=M.C...F&catJump=2147483648&mouseJump=1").catJump, 2 ** 31);
  assert.equal(link("#graph=1_0_0&hole=4294967296").hole, 2 ** 32);
  // neighbours are read in one pass over the text, exactly as Number() reads them
  assert.deepEqual(link("#graph=4294967296_9007199254740993_99999999999999999999999_007").adj,
    [[4294967296], [Number("9007199254740993")], [Number("99999999999999999999999")], [7]]);
  assert.deepEqual(link("#graph=_1__2.3_").adj, [[], [1], [], [2, 3], []]);
});

test("an empty neighbour in a link is an error that quotes it, not node 0", () => {
  assert.throws(() => link("#graph=1..2_0_0"), { message: "the link's graph has an empty neighbour in \"1..2\" (node 0)" });
  assert.throws(() => link("#graph=1_0._0"), { message: "the link's graph has an empty neighbour in \"0.\" (node 1)" });
  assert.throws(() => link("#graph=.1_0_0"), /empty neighbour in "\.1" \(node 0\)/);
  assert.throws(() => link("#graph=1_0_2."), { message: "the link's graph has an empty neighbour in \"2.\" (node 2)" });
  assert.throws(() => link("#graph=1_0_2._"), { message: "the link's graph has an empty neighbour in \"2.\" (node 2)" });
});

test("a link's bad characters, numbers and parts are named", () => {
  assert.throws(() => link("#graph=1.x_0"), { message: "the link's graph has \"x\" at character 3; it should look like 2.5_3_0.4.5 (neighbours joined by '.', nodes by '_')" });
  assert.throws(() => link("#graph=1_0_0&hole=-1"), { message: "the link's hole should be a whole number, got \"-1\"" });
  assert.throws(() => link("#grid=M.C.F&catJump=1.5&mouseJump=2"), { message: "the link's catJump should be a whole number, got \"1.5\"" });
  assert.throws(() => link("#grid=M.C.F&catJump=1"), { message: "the link's mouseJump should be a whole number, got nothing" });
  assert.throws(() => link("#grid=M.C.F&catJump=1&mouseJump=2&limit=1e3"), /limit should be a whole number, got "1e3"/);
  assert.throws(() => link("#grid=M.C.F&catJump=1&mouseJump=2&Hole=3"), { message: "the link's grid puzzle has an unknown part \"Hole\"" });
  assert.throws(() => link("#graph=1_0_0&catJump=3"), /unknown part "catJump"/);
  assert.throws(() => link("#graph=1_0_0&graph=1_0"), { message: "the link gives graph more than once" });
  assert.throws(() => link("#graph=1_0_0&grid=M.C.F"), /unknown part "grid"/);
  assert.throws(() => link("#hello"), { message: "the link holds neither a graph= nor a grid= puzzle" });
  assert.throws(() => link("#%E0%A4%A"), /neither a graph= nor a grid=/);
});

test("a link with more places than the solver allows is refused from counts, at once", () => {
  // 100 KB of '_': 100,001 empty neighbour lists, refused before any is made
  const t0 = performance.now();
  assert.throws(() => link("#graph=" + "_".repeat(100_000)), { message: "the link's graph has 100001 nodes; the memory budget allows at most 6000" });
  assert.throws(() => link("#grid=" + ".".repeat(6001) + "&catJump=1&mouseJump=1"), { message: "the link's grid has 6001 cells; the memory budget allows at most 6000" });
  assert.throws(() => link("#grid=" + "/".repeat(7000) + "&catJump=1&mouseJump=1"), { message: "the link's grid has 7001 rows; the memory budget allows at most 6000" });
  assert.ok(performance.now() - t0 < 500, "counting, not splitting");
  // exactly at the limit is the solver's to judge
  assert.equal(link("#graph=" + "_".repeat(5999)).adj.length, 6000);
  assert.equal(link("#grid=" + ".".repeat(6000) + "&catJump=1&mouseJump=1").rows[0].length, 6000);
});

test("a link longer than a browser keeps is refused by its length", () => {
  const hash = "#graph=" + "1.".repeat(MAX_LINK_CHARS / 2);
  assert.throws(() => link(hash), { message: `the link is ${hash.length} characters long; the page reads links of at most ${MAX_LINK_CHARS}` });
});

test("a 1 MB link that repeats one neighbour is read as it is (the solver refuses the repeats)", () => {
  const hash = "#graph=" + Array(500_000).fill(1).join(".") + "_0_0";
  assert.ok(hash.length > 999_999);
  const spec = link(hash);
  assert.equal(spec.adj.length, 3);
  assert.equal(spec.adj[0].length, 500_000);
  assert.ok(spec.adj[0].every((x) => x === 1));
});

test("pasted LeetCode text reads in both games and both layouts", () => {
  assert.deepEqual(paste("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"), { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], first: "mouse" });
  assert.deepEqual(paste("graph = [[1,3],[0],[3],[0,2]]"), { mode: "graph", adj: [[1, 3], [0], [3], [0, 2]], first: "mouse" });
  assert.deepEqual(paste("[[1,3],[0],[3],[0,2]]\nfirst = cat"), { mode: "graph", adj: [[1, 3], [0], [3], [0, 2]], first: "cat" });
  assert.throws(() => paste("[[1,3],[0],[3],[0,2]]\nfirst = dog"), { message: "first should be mouse or cat, got \"dog\"" });
  const want = { mode: "grid", rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2 };
  assert.deepEqual(paste(`grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2`), want);
  assert.deepEqual(paste(`["####F","#C...","M...."]\n1\n2`), want);
  assert.deepEqual(paste(`Input: grid = ["####F","#C...","M...."], mouseJump = 2, catJump = 1\nOutput: true`), want);
  assert.deepEqual(paste(formatPuzzleText("grid", null, { rows: want.rows, catJump: 1, mouseJump: 2 })), want);
  // huge jumps pass through exactly; their range is the solver's
  assert.equal(paste(`["M.C...F"]\n1\n4294967295`).mouseJump, 4294967295);
  assert.equal(paste(`["M.C...F"]\n0\n-3`).mouseJump, -3);
});

test("a pasted jump that is not a whole number is an error that quotes it", () => {
  // `1.5` used to become catJump 1 and mouseJump 5
  assert.throws(() => paste(`["M.C...F"]\n1.5\n2`), { message: "catJump should be a whole number, got \"1.5\"" });
  assert.throws(() => paste(`["M.C...F"]\n1\n2.0`), { message: "mouseJump should be a whole number, got \"2.0\"" });
  assert.throws(() => paste(`["M.C...F"], catJump = 1..2, mouseJump = 3`), { message: "catJump should be a whole number, got \"1..2\"" });
  assert.throws(() => paste(`["M.C...F"], catJump = 1, mouseJump = 1e3`), { message: "mouseJump should be a whole number, got \"1e3\"" });
  assert.throws(() => paste(`["M.C...F"], catJump = 1`), { message: "the text names catJump but not mouseJump" });
  assert.throws(() => paste(`["M.C...F"]\n1\n2\n3`), { message: "after the grid come two numbers (catJump and mouseJump), found 3: \"1 2 3\"" });
  assert.throws(() => paste(`["M.C...F"]\n1.5`), /needs catJump and mouseJump/);
});

test("pasted text over the sizes is refused before its puzzle is used", () => {
  assert.throws(() => paste(JSON.stringify(Array(6001).fill([]))), { message: "the game has 6001 nodes; the memory budget allows at most 6000" });
  assert.throws(() => paste(`["${".".repeat(3001)}","${".".repeat(3000)}"]\n1\n1`), { message: "the game has 6001 cells; the memory budget allows at most 6000" });
  assert.throws(() => paste(`${JSON.stringify(Array(6001).fill(""))}\n1\n1`), { message: "the grid has 6001 rows; the memory budget allows at most 6000" });
  const long = " ".repeat(MAX_TEXT_CHARS) + "[[1],[0]]";
  assert.throws(() => paste(long), { message: `the text is ${long.length} characters long; the page reads at most ${MAX_TEXT_CHARS}` });
});

test("a pasted graph's bad entries are described from a bounded prefix", () => {
  assert.throws(() => paste("[[1.5],[0]]"), { message: "graph[0] holds 1.5; neighbours are node numbers 0, 1, 2, ..." });
  assert.throws(() => paste("[[1],[0,-2]]"), { message: "graph[1] holds -2; neighbours are node numbers 0, 1, 2, ..." });
  assert.throws(() => paste(`[[1],["${"x".repeat(100_000)}"]]`), (err) => err.message.length < 120 && /graph\[1\] holds "x{40}…"/.test(err.message));
  assert.throws(() => paste(`[[1],[[${"0,".repeat(100_000)}0]]]`), { message: "graph[1] holds an array of 100001; neighbours are node numbers 0, 1, 2, ..." });
  assert.throws(() => paste("[[1],{}]"), /expected a list of neighbour lists/);
  assert.throws(() => paste("[[1],[0]"), /never closed/);
  assert.throws(() => paste("[]"), /empty/);
});

test("quote cuts long text and keeps it one JSON string", () => {
  assert.equal(quote("abc"), "\"abc\"");
  assert.equal(quote("a\"b"), "\"a\\\"b\"");
  assert.equal(quote("x".repeat(50), 4), "\"xxxx…\"");
});

test("export renumbers any roles to hole 0, mouse 1, cat 2 by a relabelling that keeps every edge", () => {
  const rnd = seeded(913);
  for (let trial = 0; trial < 500; trial++) {
    const n = 3 + Math.floor(rnd() * 12);
    const adj = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rnd() < 0.35) { adj[a].push(b); adj[b].push(a); }
    const roles = [];
    while (roles.length < 3) {
      const v = Math.floor(rnd() * n);
      if (!roles.includes(v)) roles.push(v);
    }
    const [hole, mouse, cat] = roles;
    const graph = { adj, hole, mouse, cats: [cat], first: rnd() < 0.5 ? "mouse" : "cat" };
    const { adj: out, order, moved } = renumbered(graph);
    const what = JSON.stringify(graph);
    // a permutation that puts the roles first and keeps the other nodes in their order
    assert.deepEqual([...order].sort((x, y) => x - y), adj.map((_, i) => i), what);
    assert.deepEqual(order.slice(0, 3), [hole, mouse, cat], what);
    const rest = order.slice(3);
    assert.deepEqual(rest, [...rest].sort((x, y) => x - y), what);
    // the same edges under the new names, and moved lists exactly the renamed nodes
    const id = new Map(order.map((old, i) => [old, i]));
    const edges = (list, name) => list.flatMap((ns, a) => ns.map((b) => `${name(a)}-${name(b)}`)).sort();
    assert.deepEqual(edges(out, (v) => v), edges(adj, (v) => id.get(v)), what);
    assert.deepEqual(moved, order.map((old, i) => [old, i]).filter(([o, i]) => o !== i), what);
    // the text reads back as the renumbered graph with its first player
    const exported = exportPuzzle("graph", graph, null);
    assert.deepEqual(paste(exported.text), { mode: "graph", adj: out, first: graph.first }, what);
    assert.equal(exported.moved.length === 0, hole === 0 && mouse === 1 && cat === 2, what);
  }
});

test("a classic, mouse-first graph exports exactly as LeetCode writes it, neighbour order kept", () => {
  const graph = { adj: [[5, 2], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2], first: "mouse" };
  assert.deepEqual(exportPuzzle("graph", graph, null), { text: "[[5,2],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", moved: [], first: "mouse" });
  assert.equal(formatPuzzleText("graph", { ...graph, first: "cat" }, null), "[[5,2],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\nfirst = cat");
});
