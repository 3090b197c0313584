// The capture-time atlas in the page (Several cats → Atlas): every family's table, each instance
// solved by the package in the worker, its numbers the package's (solved again here under node)
// and ✓ where the published formula holds, "not published" where none is; Open puts the chase on
// the board; no long task while the atlas is solved; the same in Chinese; a phone.
// Screenshots go to www/screenshots/atlas*.png when SHOTS=1.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, verdict, loadSlack, watchLongTasks } from "./page-support.mjs";
import "../www/solver.mjs"; // loads the package under node
import * as wasm from "../../www/solver/wasm.js";
import { atlasFamilies } from "../../www/explore/atlas.js";

const kit = withPage();
const SHOT = (name) => new URL(`../../www/screenshots/${name}.png`, import.meta.url).pathname;

/** A page (language `lang`, size `width` x `height`) with the atlas opened and solved. */
async function atlasPage({ lang = "", width = 1280, height = 800 } = {}) {
  const context = await kit.context({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  await page.addInitScript(watchLongTasks);
  await page.goto(kit.url + (lang ? `?lang=${lang}` : ""));
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.evaluate(() => { window.longestTask = 0; });
  await page.click("#atlas-open");
  await page.waitForSelector("#atlas[data-done=true]", { timeout: 60000 });
  return { page, errors };
}

/** The rows the page shows: id → {agrees, cops, rounds, cells}. */
const shownRows = (page) => page.$$eval("#atlas-tables tbody tr", (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.row, {
  agrees: tr.dataset.agrees, cops: Number(tr.dataset.cops), rounds: Number(tr.dataset.rounds),
  mark: tr.querySelector(".verdict").textContent, copsCell: tr.querySelector(".cops").textContent, roundsCell: tr.querySelector(".rounds").textContent,
}])));

test("every family's table: the package's numbers, ✓ where the formula holds, 'not published' where none is; Open puts the chase on the board", async () => {
  const { page, errors } = await atlasPage();
  assert.equal(await page.textContent("#atlas-status"), "38 graphs solved here; the published formulas agree on 38.");
  assert.deepEqual(await page.$$eval("#atlas-tables section", (s) => s.map((x) => x.dataset.family)), ["grids", "paths", "trees", "cycles", "hypercubes"]);
  const rows = await shownRows(page);
  let unpublished = 0;
  for (const family of atlasFamilies()) {
    for (const row of family.rows) {
      const got = rows[row.id];
      const want = wasm.copNumber(row.adj, {});
      assert.deepEqual([got.cops, got.rounds], [want.cats, want.captureRounds], row.id);
      assert.equal(got.agrees, "true", row.id);
      assert.equal(got.mark, "✓", row.id);
      assert.equal(got.copsCell, `${want.cats} / ${row.formula.cops}`, row.id);
      if (row.formula.rounds === null) {
        assert.equal(got.roundsCell, `${want.captureRounds} / not published`, row.id);
        unpublished++;
      } else {
        assert.equal(got.roundsCell, `${want.captureRounds} / ${row.formula.rounds}`, row.id);
      }
    }
  }
  assert.equal(unpublished, 13);
  // the sources are named, and the hypercube's capture time says it is not published exactly
  assert.match(await page.textContent("#atlas-tables [data-family=grids] .detail"), /Mehrabian.*2011/);
  assert.match(await page.textContent("#atlas-tables [data-family=hypercubes] .detail"), /not published exactly; Θ\(d ln d\)/);
  const longest = await page.evaluate(() => window.longestTask);
  assert.ok(longest < 200 * loadSlack(), `the page's longest task while the atlas was solved: ${longest} ms`);
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("atlas") });
  // Open: the 3 × 4 grid's chase with 2 cats, caught within 2 rounds: 3 plies, the cats first
  await page.click("button[data-open='grid-3x4']");
  await settle(page);
  assert.ok(await page.isHidden("#atlas"));
  assert.equal(await page.locator("#board [data-node]").count(), 12);
  assert.equal(await page.textContent("#cops-opened"), "On the board: the 3 × 4 grid (cop number 2), its chase from the best start: caught within 2 rounds.");
  const v = await verdict(page);
  assert.equal(v.outcome, "cat");
  assert.match(v.text, /Cats win in 3 plies/);
  assert.deepEqual(errors, []);
});

test("in Chinese the atlas has its texts, and on a phone it fits the screen", async () => {
  const { page, errors } = await atlasPage({ lang: "zh-Hans", width: 390, height: 844 });
  assert.equal(await page.textContent("#atlas-title"), "抓捕时间图集");
  assert.equal(await page.textContent("#atlas-status"), "已在此求解 38 个图；已发表的公式在 38 个上一致。");
  assert.equal(await page.textContent("#atlas-tables tr[data-row='hypercube-4'] .rounds"), "2 / 未发表");
  assert.equal(await page.textContent("#atlas-tables tr[data-row='grid-3x4'] th"), "3 × 4 网格");
  const right = await page.evaluate(() => document.querySelector("#atlas").getBoundingClientRect().right);
  assert.ok(right <= 390, `the dialog reaches ${right} px`);
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("atlas-phone-zh") });
  assert.deepEqual(errors, []);
});
