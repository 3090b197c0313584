// The capture-time atlas's and the census's pure models (explore/atlas.js, explore/census.js):
// the families' graphs are the ones named (sizes, degrees, radii), the formulas give the papers'
// values, the verdict says ✓ only when every published value is the package's; the shipped
// lists (www/data/, copies of tests/data/) hold every connected graph by its number of nodes,
// and counted with the package's copNumber (through solver/wasm.js) they give docs/records.md's
// census for 5 to 7 nodes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import "./solver.mjs"; // loads the package
import * as wasm from "../../www/solver/wasm.js";
import { grid, path, cycle, hypercube, star, spider, binaryTree, radius, atlasFamilies, verdict } from "../../www/explore/atlas.js";
import { LISTS, NODES, listOf, graphsOf, tally, classId, members, boundClass } from "../../www/explore/census.js";

const edges = (adj) => adj.reduce((s, l) => s + l.length, 0) / 2;
const degrees = (adj) => adj.map((l) => l.length).sort((a, b) => a - b);

test("each family's graph is the one named", () => {
  assert.deepEqual([grid(3, 4).adj.length, edges(grid(3, 4).adj)], [12, 17]);
  assert.deepEqual(grid(2, 2).adj, [[1, 2], [0, 3], [0, 3], [1, 2]]);
  assert.deepEqual(path(4).adj, [[1], [0, 2], [1, 3], [2]]);
  assert.deepEqual(degrees(cycle(7).adj), [2, 2, 2, 2, 2, 2, 2]);
  assert.equal(edges(cycle(7).adj), 7);
  const q4 = hypercube(4).adj;
  assert.deepEqual([q4.length, edges(q4), new Set(degrees(q4)).size, q4[0]], [16, 32, 1, [1, 2, 4, 8]]);
  assert.deepEqual(degrees(star(4).adj), [1, 1, 1, 1, 4]);
  assert.deepEqual([spider(3, 2).adj.length, edges(spider(3, 2).adj), degrees(spider(3, 2).adj)], [7, 6, [1, 1, 1, 2, 2, 2, 3]]);
  assert.deepEqual([binaryTree(3).adj.length, edges(binaryTree(3).adj)], [15, 14]);
  // radii: a path of n has ⌊n/2⌋, a binary tree its depth, a star 1, a cycle ⌊n/2⌋
  assert.deepEqual([2, 3, 8, 9].map((n) => radius(path(n).adj)), [1, 1, 4, 4]);
  assert.deepEqual([radius(binaryTree(4).adj), radius(star(6).adj), radius(spider(4, 3).adj), radius(cycle(9).adj)], [4, 1, 3, 4]);
});

test("the formulas give the papers' values; the unpublished ones are null", () => {
  const rows = new Map(atlasFamilies().flatMap((f) => f.rows.map((r) => [r.id, r.formula])));
  assert.equal(rows.size, 38);
  assert.deepEqual(rows.get("grid-3x4"), { cops: 2, rounds: 2 }); // ⌊7/2⌋ − 1
  assert.deepEqual(rows.get("grid-6x6"), { cops: 2, rounds: 5 });
  assert.deepEqual(rows.get("path-9"), { cops: 1, rounds: 4 });
  assert.deepEqual(rows.get("binary-4"), { cops: 1, rounds: 4 });
  assert.deepEqual(rows.get("cycle-7"), { cops: 2, rounds: null });
  assert.deepEqual([1, 2, 3, 4, 5].map((d) => rows.get(`hypercube-${d}`).cops), [1, 2, 2, 3, 3]); // ⌈(d + 1)/2⌉
  assert.equal(rows.get("hypercube-5").rounds, null);
});

test("the verdict agrees only when every published value is the package's", () => {
  assert.deepEqual(verdict({ cops: 2, rounds: 2 }, { cats: 2, captureRounds: 2 }), { cops: 2, rounds: 2, agrees: true, published: true });
  assert.equal(verdict({ cops: 2, rounds: 2 }, { cats: 2, captureRounds: 3 }).agrees, false);
  assert.equal(verdict({ cops: 2, rounds: 2 }, { cats: 3, captureRounds: 2 }).agrees, false);
  assert.deepEqual(verdict({ cops: 3, rounds: null }, { cats: 3, captureRounds: 2 }), { cops: 3, rounds: 2, agrees: true, published: false });
  assert.equal(verdict({ cops: 3, rounds: null }, { cats: 2, captureRounds: 2 }).agrees, false);
});

test("the package agrees with every published formula of the atlas (small instances)", () => {
  let checked = 0;
  for (const family of atlasFamilies()) {
    for (const row of family.rows.filter((r) => r.adj.length <= 16)) {
      const v = verdict(row.formula, wasm.copNumber(row.adj, {}));
      assert.ok(v.agrees, `${row.id}: ${JSON.stringify(v)}`);
      checked++;
    }
  }
  assert.ok(checked >= 30, `${checked}`);
});

const text = (file) => readFileSync(new URL(`../../www/${file}`, import.meta.url), "utf8");

test("the shipped lists are tests/data's, and hold every connected graph by its number of nodes", () => {
  for (const { file } of LISTS) {
    assert.equal(text(file), readFileSync(new URL(`../data/${file.replace("data/", "")}`, import.meta.url), "utf8"), file);
  }
  // OEIS A001349: connected graphs on n nodes
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => graphsOf(text(listOf(n)), n).length), [1, 1, 2, 6, 21, 112, 853, 11117]);
  assert.deepEqual(NODES, [4, 5, 6, 7, 8]);
});

test("the tally counts by cop number and by capture time; a class's members", () => {
  const answers = [
    { g6: "a", cats: 1, rounds: 2 }, { g6: "b", cats: 2, rounds: 1 }, { g6: "c", cats: 1, rounds: 10 },
    { g6: "d", cats: 1, rounds: 2 }, { g6: "e", cats: 2, rounds: 2 },
  ];
  const s = tally(answers);
  assert.deepEqual(s.copNumber, [[1, 3], [2, 2]]);
  assert.deepEqual(s.captureTime, [[2, 2], [10, 1]]);
  assert.deepEqual(s.classes.map(classId), ["1:2", "1:10", "2:1", "2:2"]);
  assert.deepEqual(members(answers, "1:2").map((r) => r.g6), ["a", "d"]);
  assert.equal(boundClass(8), "1:4");
});

test("counted with the package, the lists give docs/records.md's census for 5 to 7 nodes", () => {
  const census = (n) => tally(graphsOf(text(listOf(n)), n).map((g6) => {
    const a = wasm.copNumber(wasm.readGraph6(g6), { maxCats: 3 });
    return { g6, cats: a.cats, rounds: a.captureRounds };
  }));
  const seven = census(7);
  assert.deepEqual(seven.copNumber, [[1, 403], [2, 450]]);
  assert.deepEqual(seven.captureTime, [[1, 156], [2, 238], [3, 9]]);
  assert.deepEqual(census(6).copNumber, [[1, 68], [2, 44]]);
  assert.deepEqual(census(5).captureTime, [[1, 11], [2, 5]]);
});
