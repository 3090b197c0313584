// One announcement per action: what a screen reader hears is a live region's new text (one not
// off and not busy). One Enter that plays a move in Play says the position the user then has, once,
// after the engine's reply; → in the Watch tab steps a level and says it, wherever the focus is in
// the page (as in the Optimal line). Both failed on the page before (PAGE_ROOT=an older www/).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab, waitTurn } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => {
  ({ page, errors } = await kit.fresh());
});

/**
 * Starts counting announcements: every change of a live region's text while it is announced
 * (aria-live not "off", not aria-busy), read after each batch of changes, as the accessibility
 * tree is. A busy region that comes back with new text counts then.
 */
function listen() {
  return page.evaluate(() => {
    window.heard = [];
    const regions = [...document.querySelectorAll("[aria-live]")];
    const said = new Map(regions.map((r) => [r, r.textContent]));
    const announced = (r) => r.getAttribute("aria-live") !== "off" && r.getAttribute("aria-busy") !== "true" && !r.closest("[hidden]");
    window.hearing?.disconnect();
    window.hearing = new MutationObserver(() => {
      for (const r of regions) {
        const t = r.textContent;
        if (t === said.get(r) || !announced(r)) continue;
        said.set(r, t);
        window.heard.push({ id: r.id || r.dataset.testid || r.className, text: t });
      }
    });
    for (const r of regions) window.hearing.observe(r, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["aria-busy", "aria-live", "hidden"] });
  });
}
const heard = () => page.evaluate(() => window.heard);

test("one Enter on the board in Play is one announcement: the position after the engine's reply", async () => {
  await pick(page, "cornered");
  await tab(page, "play");
  await page.click("[data-play=mouse]");
  await waitTurn(page);
  await page.focus("#board");
  await page.keyboard.press("ArrowRight");
  await settle(page);
  await listen();
  await page.keyboard.press("Enter");
  await waitTurn(page, 0);
  await page.waitForTimeout(1500);
  const got = await heard();
  assert.equal(got.length, 1, JSON.stringify(got));
  assert.equal(got[0].id, "play-words");
  assert.match(got[0].text, /^Ply 2\. Your move \(mouse\)/);
  // a button that plays the best move: the same, once
  await listen();
  await page.click("#play-best");
  await waitTurn(page, 2);
  await page.waitForTimeout(1000);
  const best = await heard();
  assert.equal(best.length, 1, JSON.stringify(best));
  assert.match(best[0].text, /^Ply 4\. Your move/);
  // the cursor moved by the user is still said (its place's state)
  await page.focus("#board");
  await listen();
  await page.keyboard.press("ArrowLeft");
  await settle(page);
  assert.equal((await heard()).length, 1);
  assert.deepEqual(errors, []);
});

test("→ in the Watch tab steps a level and says which, wherever the focus is in the page", async () => {
  await pick(page, "cornered");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  for (const focus of ["body", "#watch-fwd", "#watch-heat-0"]) {
    const level = Number(await page.getAttribute("#pane-watch", "data-level"));
    await page.evaluate((sel) => {
      document.activeElement?.blur();
      if (sel !== "body") document.querySelector(sel).focus();
    }, focus);
    await listen();
    await page.keyboard.press("ArrowRight");
    await settle(page);
    assert.equal(Number(await page.getAttribute("#pane-watch", "data-level")), level + 1, focus);
    const got = await heard();
    assert.equal(got.length, 1, `${focus}: ${JSON.stringify(got)}`);
    assert.match(got[0].text, new RegExp(`^Level ${level + 1} of`));
  }
  assert.deepEqual(errors, []);
});
