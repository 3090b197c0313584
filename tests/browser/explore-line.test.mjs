// The optimal line: stepping reaches the predicted end in the predicted number of plies (the
// verdict's distance), back and forward work, and playing it out stops at the end.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle, verdict } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

const lineStatus = () => page.$eval("#line-words", (e) => ({ ...e.dataset, text: e.textContent }));
const pieces = () => page.$eval("#shown-words", (e) => e.textContent);

test("on the long cat-win graph, stepping the line ends with the capture after the verdict's 70 plies", async () => {
  await pick(page, "long-cat-win");
  const v = await verdict(page);
  assert.match(v.text, /Cat wins in 70 plies/);
  await tab(page, "line");
  let s = await lineStatus();
  assert.deepEqual([s.step, s.plies, s.end], ["0", "70", "caught"]);
  // one ply at a time, to the end: the board follows the line
  await page.click("#line-fwd");
  for (let i = 2; i <= 70; i++) {
    await page.keyboard.press("ArrowRight"); // the focus is on the forward button
    if (i % 10 === 0 || i === 70) {
      await settle(page);
      s = await lineStatus();
      assert.equal(s.step, String(i));
    }
  }
  assert.match(s.text, /^Ply 70 of 70: mouse on node (\d+), cat on node \1, /);
  assert.match(s.text, /The line ends here after 70 plies: the cat catches the mouse/);
  // the value history: 71 points, the distance falls from 70 to 0
  const ys = await page.$$eval("#line-chart circle.pt", (els) => els.map((e) => Number(e.getAttribute("cy"))));
  assert.equal(ys.length, 71);
  for (let i = 1; i < ys.length; i++) assert.ok(ys[i] > ys[i - 1], `the distance falls at ply ${i}`);
  // at the end there is no forward; back one, then to the start
  assert.equal(await page.isDisabled("#line-fwd"), true);
  assert.equal(await page.isDisabled("#line-last"), true);
  assert.equal(await page.isDisabled("#line-back"), false);
  await page.click("#line-back");
  await settle(page);
  assert.equal((await lineStatus()).step, "69");
  await page.click("#line-first");
  await settle(page);
  assert.equal((await lineStatus()).step, "0");
  assert.match(await pieces(), /mouse on node 1, cat on node 2, mouse to move: cat wins in 70 plies/);
  assert.deepEqual(errors, []);
});

test("the keyboard steps the line, and playing it out stops at the end", async () => {
  await pick(page, "cornered");
  await tab(page, "line");
  await page.focus("#line-fwd");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await settle(page);
  assert.equal((await lineStatus()).step, "2");
  await page.keyboard.press("End");
  await settle(page);
  assert.equal((await lineStatus()).step, "10");
  await page.keyboard.press("Home");
  await page.selectOption("#line-speed", "0.03");
  await page.click("#line-play");
  await page.waitForFunction(() => document.querySelector("#line-words").dataset.step === "10");
  await settle(page);
  assert.equal(await page.textContent("#line-play"), "▶ Play");
  assert.deepEqual(errors, []);
});

test("the grid race's line reaches the food in 95 plies, and the line starts from a shown position", async () => {
  await pick(page, "race");
  await tab(page, "line");
  await page.click("#line-last");
  await settle(page);
  const s = await lineStatus();
  assert.deepEqual([s.step, s.plies, s.end], ["95", "95", "home"]);
  assert.match(s.text, /the mouse reaches the food/);
  // from ply 40 as a new start: the rest of the line, 55 plies
  await page.click("#line-first");
  await page.focus("#line-fwd");
  for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowRight");
  await page.click("#line-here");
  await settle(page);
  const t = await lineStatus();
  assert.deepEqual([t.step, t.plies], ["0", "55"]);
  assert.deepEqual(errors, []);
});
