// The designer's records in the page's gallery (www/model/examples.js) are the `gallery: true` entries
// of tests/data/records.json (the records of docs/records.md, rechecked by the slow reference in
// tests/records.rs), copied whole, and each solves to what its name and `expect` claim.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { EXAMPLES, examplePuzzle } from "../../www/model/examples.js";
import { solved, LIMITS, OUTCOME } from "./solver.mjs";

const data = JSON.parse(await readFile(new URL("../data/records.json", import.meta.url), "utf8"));
const chosen = data.records.filter((r) => r.gallery);

test("the gallery holds exactly the records marked for it, as records.json has them", () => {
  assert.ok(chosen.length >= 3, "records.json marks its best finds for the gallery");
  const shown = EXAMPLES.filter((e) => e.id.startsWith("record-"));
  assert.deepEqual(shown.map((e) => e.id).sort(), chosen.map((r) => r.id).sort());
  for (const r of chosen) {
    const ex = EXAMPLES.find((e) => e.id === r.id);
    assert.equal(ex.name, r.name, r.id);
    assert.equal(ex.note, r.note, r.id);
    assert.equal(ex.mode, r.mode, r.id);
    assert.deepEqual(ex.expect, r.expect, r.id);
    // the grid records keep LeetCode's turn limit, which the page's examples leave to the solver's
    // default; a graph record's one `cat` is the page's list of one
    const { cat, ...graph } = r.puzzle;
    assert.deepEqual(examplePuzzle(ex, LIMITS), r.mode === "grid" ? r.puzzle : { first: "mouse", ...graph, cats: [cat] }, r.id);
  }
});

test("each record in the gallery is named with its distance and solves to it", () => {
  const names = { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat" };
  for (const ex of EXAMPLES.filter((e) => e.id.startsWith("record-"))) {
    const s = solved({ mode: ex.mode, ...examplePuzzle(ex, LIMITS) });
    assert.equal(names[s.startOutcome], ex.expect.outcome, ex.id);
    assert.equal(s.startDistance, ex.expect.distance, ex.id);
    assert.equal(s.answer, ex.expect.answer, ex.id);
    assert.match(ex.name, new RegExp(`${ex.expect.outcome} wins in ${ex.expect.distance} plies$`), ex.id);
  }
});
