// What the Import box reads, and big texts read and written in slices: graph6 is read whenever the
// text has graph6's form (every connected graph on up to 8 nodes, '[' or not), LeetCode's text
// and share links as before, and a word that is neither says what each reading found
// (www/model/import-text.js); a record is refused by its size before it is read, read a slice of
// lines a task (www/model/record.js), and replayed a batch of plies a question, a frame's budget
// at a time, the graph game's repetitions seen in O(1) (www/explore/transcript.js, play.js); the
// table's CSV is made a slice of rows a task (www/solver/csv.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { readImport, looksLikeGraph6, plainQuotes } from "../../www/model/import-text.js";
import { parseRecord, parseRecordSliced, formatRecord, MAX_RECORD_CHARS, MAX_RECORD_LINES, HEADER } from "../../www/model/record.js";
import { runSliced, runAtOnce } from "../../www/model/slices.js";
import { startReplay, replay, MORE, REPLAY_BATCH } from "../../www/explore/transcript.js";
import { newGame, repeats } from "../../www/explore/play.js";
import { sameMove } from "../../www/explore/joint.js";
import { csvParts, tableCsv } from "../../www/solver/csv.js";
import { toHash } from "../../www/model/codec.js";
import * as wasm from "../../www/solver/wasm.js";
import { readGraph6 } from "../../www/solver/wasm.js";
import { solved, ask, LIMITS } from "./solver.mjs";
import { seeded, randomGraph, longWalk, complete } from "./random.mjs";

/** graph6 decoded the slow, obvious way (the format written out): the reference for the package's reader. */
function graph6Reference(text) {
  const bytes = [...text.trim().replace(/^>>graph6<</, "")].map((c) => c.charCodeAt(0) - 63);
  let n;
  let at;
  if (bytes[0] < 63) [n, at] = [bytes[0], 1];
  else [n, at] = [(bytes[1] << 12) | (bytes[2] << 6) | bytes[3], 4];
  const adj = Array.from({ length: n }, () => []);
  let bit = 0;
  for (let b = 1; b < n; b++) {
    for (let a = 0; a < b; a++, bit++) {
      if ((bytes[at + Math.floor(bit / 6)] >> (5 - (bit % 6))) & 1) {
        adj[a].push(b);
        adj[b].push(a);
      }
    }
  }
  return adj.map((l) => l.sort((x, y) => x - y));
}

const sorted = (adj) => adj.map((l) => [...l].sort((x, y) => x - y));

test("every connected graph on up to 8 nodes imports as graph6, those with '[' too", async () => {
  const lines = [];
  for (const file of ["connected-graphs-1-7.g6", "connected-graphs-8.g6"]) {
    const text = await readFile(new URL(`../data/${file}`, import.meta.url), "utf8");
    lines.push(...text.split("\n").filter((l) => l && !l.startsWith("#")));
  }
  let brackets = 0;
  for (const g6 of lines) {
    assert.ok(looksLikeGraph6(g6), g6);
    const spec = readImport(g6, LIMITS, readGraph6);
    assert.equal(spec.mode, "graph", g6);
    assert.deepEqual(sorted(spec.adj), graph6Reference(g6), g6);
    // as pasted: with nauty's header, a trailing newline, spaces
    if (g6.includes("[")) {
      brackets++;
      assert.deepEqual(sorted(readImport(`>>graph6<<${g6}\n`, LIMITS, readGraph6).adj), graph6Reference(g6), g6);
      assert.deepEqual(sorted(readImport(`  ${g6}  `, LIMITS, readGraph6).adj), graph6Reference(g6), g6);
    }
  }
  // (the lists hold 12,113 connected graphs: 996 of 1 to 7 nodes (1, 1, 2, 6, 21, 112, 853) and 11,117 of 8; 1,100 have a "[")
  assert.equal(lines.length, 996 + 11117);
  assert.equal(brackets, 1100);
  // the issue's own examples
  assert.deepEqual(readImport("C[", LIMITS, readGraph6).adj.length, 4);
  assert.deepEqual(readImport("E[Kw", LIMITS, readGraph6).adj.length, 6);
});

test("LeetCode's text and links read as before; a word that is neither says what each reading found", () => {
  assert.deepEqual(readImport("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", LIMITS, readGraph6),
    { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], first: "mouse" });
  // a word of graph6's alphabet that is LeetCode's text: graph6 fails, LeetCode's reading is taken
  assert.deepEqual(readImport("[[]]", LIMITS, readGraph6).adj, [[]]);
  const grid = readImport("[\"M.C...F\"]\n1\n4", LIMITS, readGraph6);
  assert.deepEqual([grid.mode, grid.rows, grid.catJump, grid.mouseJump], ["grid", ["M.C...F"], 1, 4]);
  // a phone keyboard's quotes
  const curly = readImport("[“M.C...F”]\n1\n4", LIMITS, readGraph6);
  assert.deepEqual(curly.rows, ["M.C...F"]);
  assert.equal(plainQuotes("‘a’ “b”"), "'a' \"b\"");
  // a share link
  const link = readImport(`https://example.org/${toHash("graph", { adj: [[2], [2], [0, 1]], hole: 0, mouse: 1, cats: [2] }, null)}`, LIMITS, readGraph6);
  assert.deepEqual(link.adj, [[2], [2], [0, 1]]);
  // neither: each reading's finding named
  assert.throws(() => readImport("hello", LIMITS, readGraph6), (err) => {
    assert.match(err.message, /^no puzzle found in "hello": paste a graph like \[\[2,5\],\[3\],\.\.\.\], a grid like \["M\.F"\] with two jumps, or graph6 \(read as graph6, graph6 text of 41 nodes has 138 characters/);
    return true;
  });
  assert.throws(() => readImport("E[K", LIMITS, readGraph6), /: "E\[K" is neither graph6 nor LeetCode's text\. As graph6: graph6 text of 6 nodes .*; as LeetCode's text: the '\[' at character 2 is never closed$/);
  assert.throws(() => readImport("x".repeat(2 ** 24 + 1), LIMITS, readGraph6), /the text is 16777217 characters long; the page reads at most 16777216/);
});

/** A record's text: a game of `walk`'s plies on the graph `adj` (hole 0, mouse 1, cat 2, mouse first). */
function gameText(adj, walk) {
  const plies = walk.map((to, i) => (i % 2 ? { by: "cat", to: [to], note: "a comment" } : { by: "mouse", to, note: "a comment" }));
  return formatRecord({ kind: "game", puzzle: `https://example.org/${toHash("graph", { adj, hole: 0, mouse: 1, cats: [2] }, null)}`,
    start: { mouse: 1, cats: [2], turn: 0 }, levels: [{ ply: 0, level: "perfect" }], seed: 1, human: "mouse", swaps: [], plies, result: "" });
}

test("a record is refused by its size before it is read, the size and the limit named", () => {
  const t0 = performance.now();
  assert.throws(() => parseRecord(`${HEADER}\n${"#\n".repeat(MAX_RECORD_LINES)}`), /the record has more than 110,000 lines, the most a record has \(100,000 plies and 10,000 more\)/);
  assert.throws(() => parseRecord(`${HEADER}\n${"#".repeat(MAX_RECORD_CHARS)}`), /the record is 8,388,631 characters long; a record has at most 8,388,608/);
  // (counted, not read: both refusals together take a few ms, far less than reading them would)
  assert.ok(performance.now() - t0 < 400, `${performance.now() - t0} ms`);
});

test("a long record reads the same in slices as at once, and each slice is short", async () => {
  const n = 230;
  const walk = longWalk(seeded(5), n, 100000);
  assert.equal(walk.length, 100000);
  const text = gameText(complete(n), walk);
  const whole = parseRecord(text);
  assert.equal(whole.plies.length, 100000);
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {}, 0);
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const sliced = await parseRecordSliced(text, () => (tick(), false));
  clearInterval(timer);
  assert.deepEqual(sliced, whole);
  // every slice is a few thousand lines: far from the whole read (a loaded machine gets slack)
  assert.ok(longest < 150, `the longest slice took ${longest.toFixed(0)} ms`);
  await assert.rejects(parseRecordSliced(text, () => true), /cancelled/);
  // the driver: a generator's slices, its result, its error
  function* three() { yield 1; yield 2; return 3; }
  assert.equal(await runSliced(three()), 3);
  assert.equal(runAtOnce(three()), 3);
  function* bad() { yield 1; throw new Error("no"); }
  await assert.rejects(runSliced(bad()), /no/);
});

test("a 100,000-ply game on a dense 230-node graph replays a batch a question, within a frame's budget a step", () => {
  const n = 230;
  const adj = complete(n);
  const walk = longWalk(seeded(7), n, 100000);
  const record = parseRecord(gameText(adj, walk));
  const solution = solved({ mode: "graph", adj, hole: 0, mouse: 1, cats: [2] });
  let asked = 0;
  const counting = (kind, ...args) => {
    asked++;
    return ask(kind, ...args);
  };
  const replayer = startReplay(record, solution);
  let steps = 0;
  let done;
  let longest = 0;
  for (;;) {
    const t0 = performance.now();
    done = replayer.step(counting, 25);
    longest = Math.max(longest, performance.now() - t0);
    steps++;
    if (done !== MORE) break;
    assert.ok(replayer.done > 0 && replayer.done < 100000);
  }
  assert.ok(done.game, JSON.stringify(done).slice(0, 200));
  assert.equal(done.game.states.length, 100001);
  assert.equal(asked, Math.ceil(100000 / REPLAY_BATCH));
  assert.ok(steps > 1, "a long replay takes several frames");
  // a step overruns its budget by at most one batch (a few ms; a loaded machine gets slack)
  assert.ok(longest < 250, `the longest step took ${longest.toFixed(0)} ms`);
  // the positions are the walk's
  let [m, c] = [1, 2];
  walk.forEach((to, i) => {
    if (i % 2) c = to; else m = to;
    const s = done.game.states[i + 1];
    assert.ok(s.mouse === m && s.cats[0] === c && s.turn === (i + 1) % 2, `ply ${i + 1}`);
  });
  // one repeated position, then a ply: refused at the ply after the repetition
  const again = [...walk.slice(0, 6)];
  again.push(walk[2], walk[3]); // back to the position after ply 4... (the mouse to walk[2], the cat to walk[3])
  const positions = [[1, 2]];
  again.forEach((to, i) => positions.push(i % 2 ? [positions.at(-1)[0], to] : [to, positions.at(-1)[1]]));
  const firstRepeat = positions.findIndex(([pm, pc], i) => positions.slice(0, i).some(([qm, qc], j) => qm === pm && qc === pc && j % 2 === i % 2));
  assert.ok(firstRepeat > 0);
  const rec = parseRecord(gameText(adj, [...again, again.at(-2)]));
  const out = replay(rec, solution, ask);
  assert.equal(out.error, `ply ${firstRepeat + 1} comes after the game has ended`);
  // an illegal ply: the cat into the hole
  const hole = parseRecord(gameText(adj, [walk[0], 0]));
  assert.equal(replay(hole, solution, ask).error, "ply 2 (cat to 0) is not a legal move there");
});

test("repeats() answers as the linear scan does, through undo, restart and new moves", () => {
  const rand = seeded(11);
  const solution = { kind: "graph", turnLimit: 0, catCount: 1 };
  const linear = (game, s, upTo = game.states.length) => game.states.slice(0, upTo).some((t) => t.mouse === s.mouse && sameMove(t.cats, s.cats) && t.turn === s.turn);
  for (let trial = 0; trial < 200; trial++) {
    const game = newGame("mouse", { mouse: 1, cats: [2], turn: 0 }, solution);
    const k = 2 + Math.floor(rand() * 3);
    for (let op = 0; op < 60; op++) {
      const r = rand();
      if (r < 0.7) game.states.push({ mouse: Math.floor(rand() * k), cats: [Math.floor(rand() * k)], turn: game.states.length % 2 });
      else if (r < 0.85 && game.states.length > 1) game.states.pop();
      else if (r < 0.9) game.states.length = 1;
      else game.states = game.states.map((s) => ({ ...s }));
      for (let q = 0; q < 5; q++) {
        const s = { mouse: Math.floor(rand() * k), cats: [Math.floor(rand() * k)], turn: Math.floor(rand() * 2) };
        const upTo = Math.floor(rand() * (game.states.length + 1));
        assert.equal(repeats(game, s, upTo), linear(game, s, upTo), `trial ${trial} op ${op}`);
        assert.equal(repeats(game, s), linear(game, s));
      }
    }
  }
  // several cats: the cats' places in order
  const game = newGame("mouse", { mouse: 1, cats: [2, 4], turn: 0 }, { kind: "graph", catCount: 2 });
  assert.ok(repeats(game, { mouse: 1, cats: [2, 4], turn: 0 }));
  assert.ok(!repeats(game, { mouse: 1, cats: [2, 5], turn: 0 }));
});

test("the CSV made a slice of rows a task is the CSV made at once", async () => {
  const rand = seeded(3);
  const g = randomGraph(rand, 300);
  const { solution: sol } = wasm.solve("graph", g, null);
  const parts = await runSliced(csvParts(sol));
  assert.ok(parts.length > 3, `${parts.length} parts`);
  assert.equal(parts.join(""), tableCsv(sol));
});
