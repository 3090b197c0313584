// Every gallery puzzle: the claims in model/examples.js hold, and the page shows the solver's verdict and
// colouring for it (both perspectives, both players to move).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, shown, verdict, expected, settle } from "./page-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

test("the page loads with no console errors and opens on the first puzzle (a mouse win); LeetCode 913's first example is a draw", async () => {
  let v = await verdict(page);
  assert.equal(await page.textContent("#gallery-value"), "Race to the hole");
  assert.equal(v.outcome, "mouse");
  assert.match(v.text, /Mouse wins in 5 plies/);
  assert.match(await page.textContent("#verdict-detail"), /LeetCode answer: 1 · solved in (< 1|[\d.]+) ms/);
  await pick(page, "lc913-1");
  v = await verdict(page);
  assert.equal(v.outcome, "draw");
  assert.match(v.text, /Draw/);
  assert.match(await page.textContent("#verdict-detail"), /LeetCode answer: 0 · solved in (< 1|[\d.]+) ms/);
  assert.deepEqual(errors, []);
});

test("each gallery puzzle shows the solver's verdict and colours", async () => {
  const { EXAMPLES } = await import("../../www/model/examples.js");
  assert.ok(EXAMPLES.length >= 10);
  for (const ex of EXAMPLES) {
    await pick(page, ex.id);
    const spec = { mode: ex.mode, ...ex.puzzle };
    const want = await expected(page, spec);
    // the gallery's own claims, checked against the solver
    assert.equal(want.start.outcome, ex.expect.outcome, `${ex.id}: outcome`);
    assert.equal(want.start.distance, ex.expect.distance, `${ex.id}: distance`);
    assert.equal(want.start.answer, String(ex.expect.answer), `${ex.id}: answer`);
    // the page
    const v = await verdict(page);
    assert.equal(v.outcome, want.start.outcome, `${ex.id}: verdict outcome`);
    assert.equal(v.answer, want.start.answer, `${ex.id}: verdict answer`);
    if (want.start.outcome === "mouse" || want.start.outcome === "cat") assert.match(v.text, new RegExp(`in ${want.start.distance} pl(y|ies)`), ex.id);
    if (ex.id === "long") assert.match(v.text, /would win in 1049 plies; the limit of 1000 makes it a cat win/);
    if (ex.id === "endless") assert.match(v.text, /Endless without the limit: cat wins at ply 1000/);
    assert.deepEqual(await shown(page), want.places, `${ex.id}: colouring`);
  }
  assert.deepEqual(errors, []);
});

test("the perspective and turn toggles recolour to the solver's values", async () => {
  for (const id of ["lc913-1", "lc1728-1"]) {
    await pick(page, id);
    const { EXAMPLES } = await import("../../www/model/examples.js");
    const ex = EXAMPLES.find((e) => e.id === id);
    for (const [colour, turn] of [["cat", 0], ["cat", 1], ["mouse", 1], ["mouse", 0]]) {
      await page.click(`[data-colour=${colour}]`);
      await page.click(`[data-turn="${turn}"]`);
      await settle(page);
      const want = await expected(page, { mode: ex.mode, ...ex.puzzle }, colour, turn);
      assert.deepEqual(await shown(page), want.places, `${id} ${colour} ${turn}`);
    }
  }
  assert.deepEqual(errors, []);
});
