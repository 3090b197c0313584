// The answer in view where the user acts: on a 390x844 phone, every control that changes the board
// is within one screen of the verdict and the board (they stay at the top of the screen, compact,
// while the controls scroll under them); an import shows the verdict and says it; at 1280x800 the
// verdict does not scroll away; the Design dialog fits the phone's width.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, onScreen, gap, verdict } from "./page-support.mjs";

const kit = withPage();

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/**
 * Every shown control in the side column (buttons, fields, selects, switches: each changes the
 * board or what it shows), by a selector that finds it again: its id, else its path.
 */
function controls(page) {
  return page.$$eval(".side button, .side input, .side select, .side textarea", (els) => els.filter((el) => {
    const r = el.getBoundingClientRect();
    return !el.closest("[hidden]") && !el.closest(".verdict-card") && r.width > 0 && r.height > 0;
  }).map((el) => {
    if (el.id) return `#${CSS.escape(el.id)}`;
    const path = [];
    for (let e = el; e && e !== document.body; e = e.parentElement) path.unshift(`${e.tagName.toLowerCase()}:nth-child(${[...e.parentElement.children].indexOf(e) + 1})`);
    return `body > ${path.join(" > ")}`;
  }));
}

/**
 * For each control: scrolled to the middle of the screen, how far (CSS px) the verdict and the
 * board are from it, and whether the verdict is then wholly on screen.
 */
async function distances(page) {
  const out = [];
  for (const sel of await controls(page)) {
    await page.$eval(sel, (el) => el.scrollIntoView({ block: "center" }));
    const control = await onScreen(page, sel);
    const v = await onScreen(page, "#verdict");
    const b = await onScreen(page, "#board");
    out.push({ sel, verdict: Math.round(gap(control, v)), board: Math.round(gap(control, b)), inView: v.inside });
  }
  return out;
}

/** Asserts that every control is within one screen of the verdict and the board; returns the farthest. */
async function assertReach(page, what) {
  const screen = await page.evaluate(() => innerHeight);
  const got = await distances(page);
  assert.ok(got.length > 5, `${what}: controls found: ${got.length}`);
  const far = got.filter((d) => d.verdict > screen || d.board > screen || !d.inView);
  assert.deepEqual(far, [], `${what}: controls more than one screen (${screen} px) from the verdict or the board, or with the verdict off screen`);
  return Math.max(...got.map((d) => Math.max(d.verdict, d.board)));
}

test("on a phone every control that changes the board is within one screen of the verdict and the board", async () => {
  const { page, errors, context } = await kit.fresh(PHONE);
  const farthest = [];
  farthest.push(await assertReach(page, "graph, Table tab"));
  // Play: a game on, its side buttons shown
  await page.click("#tab-play");
  await page.click("[data-play=mouse]");
  await settle(page);
  farthest.push(await assertReach(page, "graph, Play tab"));
  await page.click("#tab-line");
  await settle(page);
  farthest.push(await assertReach(page, "graph, Optimal line tab"));
  // the grid game: its own editor and fields
  await page.click("#mode-grid");
  await settle(page);
  farthest.push(await assertReach(page, "grid, Optimal line tab"));
  console.log(`farthest control from the verdict or the board at 390x844: ${Math.max(...farthest)} px`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone an import leaves the board and the verdict in view, and the notice says the verdict", async () => {
  const { page, errors, context } = await kit.fresh(PHONE);
  await page.fill("#text", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
  await page.locator("#import").scrollIntoViewIfNeeded();
  await page.click("#import");
  await settle(page);
  const v = await verdict(page);
  assert.equal(v.outcome, "draw");
  assert.equal(await page.textContent("#notice"), "Imported a graph puzzle: Draw: with best play the position repeats.");
  assert.ok((await onScreen(page, "#verdict")).inside, "the verdict is on screen after Import");
  assert.ok((await onScreen(page, "#board")).inside, "the board is on screen after Import");
  assert.ok((await onScreen(page, "#notice")).inside, "the notice is on screen after Import");
  // the grid example 1 of LeetCode 1728: a mouse win, said in the notice
  await page.fill("#text", '["####F","#C...","M...."]\n1\n2');
  await page.click("#import");
  await settle(page);
  assert.match(await page.textContent("#notice"), /^Imported a grid puzzle: Mouse wins in \d+ plies\.$/);
  assert.ok((await onScreen(page, "#verdict")).inside && (await onScreen(page, "#board")).inside);
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 1280x800 the verdict stays in view wherever the side column is scrolled", async () => {
  const { page, errors, context } = await kit.fresh(WIDE);
  for (const sel of ["#import", "#new-graph", "#tab-play", "#rules-panel"]) {
    await page.$eval(sel, (el) => el.scrollIntoView({ block: "end" }));
    assert.ok((await onScreen(page, "#verdict")).inside, `the verdict is on screen with ${sel} in view`);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok(await page.evaluate(() => scrollY > 800), "the page scrolled");
  assert.ok((await onScreen(page, "#verdict")).inside, "the verdict is on screen at the bottom of the page");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the Design dialog fits a phone's width: no sideways scrolling, the Goal select inside it", async () => {
  const { page, errors, context } = await kit.fresh(PHONE);
  await page.click("#design-open");
  for (const kind of ["graph", "grid"]) {
    await page.click(`[data-design-kind=${kind}]`);
    const fit = await page.$eval("#design", (d) => ({ scroll: d.scrollWidth, client: d.clientWidth, right: d.getBoundingClientRect().right }));
    assert.ok(fit.scroll <= fit.client, `${kind}: the dialog scrolls sideways: ${JSON.stringify(fit)}`);
    for (const sel of ["#design-goal", "#design-side", "#design-property"]) {
      const r = await page.$eval(sel, (el) => el.getBoundingClientRect().right);
      assert.ok(r <= fit.right, `${kind}: ${sel} ends at ${r} px, past the dialog's ${fit.right}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});
