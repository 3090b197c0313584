// Embed mode (?embed with a puzzle link): only the board, the verdict and the Optimal line's
// stepper show, with a link that opens the full playground on the same puzzle; nothing edits the
// puzzle (no editor, a drag moves no piece, the page's shortcuts are off) and nothing is saved;
// it fits a 600x400 iframe and a phone without scrolling sideways.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, centre, drag } from "./page-support.mjs";

const kit = withPage();

// LeetCode 913's "cornered" graph: the cat wins in 10 plies
const HASH = "#graph=5.9_4.8_9_4_1.3.6_0.8.9_4_9_1.5_0.2.5.7&hole=0&mouse=1&cat=2";

/** Waits until the (embedded or full) page has drawn the solved puzzle. */
async function drawn(target) {
  await target.waitForSelector("body[data-ready=true]");
  await target.waitForFunction(() => document.body.dataset.solving !== "true" && document.body.dataset.pending !== "true" && document.body.dataset.solution !== "");
  await target.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** Which parts a person sees (a size, not hidden, not display: none). */
function seen(target, selectors) {
  return target.evaluate((selectors) => Object.fromEntries(selectors.map((s) => {
    const el = document.querySelector(s);
    const r = el?.getBoundingClientRect();
    return [s, !!el && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden"];
  })), selectors);
}

const SHOWN = ["#board", "#verdict", "#line-first", "#line-back", "#line-play", "#line-fwd", "#line-last", "#line-words", "#embed-open"];
const GONE = [".bar", "#edit-graph", "#edit-grid", "#rules-panel", "#tab-table", "#tab-play", "#pane-table", "#text", "#line-here", "#undo", "#cats-card"];

test("embed mode shows the board, the verdict, the stepper and the open link, and no editor", async () => {
  const { page, errors, context } = await kit.open({ path: `?embed${HASH}`, width: 600, height: 400 });
  await drawn(page);
  const got = await seen(page, [...SHOWN, ...GONE]);
  for (const s of SHOWN) assert.equal(got[s], true, `${s} shows`);
  for (const s of GONE) assert.equal(got[s], false, `${s} is not there`);
  assert.match(await page.textContent("#verdict"), /Cat wins in 10 plies/);
  // the stepper steps the optimal line
  assert.equal(await page.getAttribute("#line-words", "data-step"), "0");
  await page.click("#line-fwd");
  await page.waitForSelector("#line-words[data-step='1']");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector("#line-words[data-step='2']");
  await page.click("#line-last");
  await page.waitForSelector("#line-words[data-step='10']");
  await page.click("#line-first");
  await page.waitForSelector("#line-words[data-step='0']");
  // nothing edits: a drag of the mouse's node, the game and undo keys
  const before = { verdict: await page.textContent("#verdict"), caption: await page.getAttribute("#board", "aria-label"), words: await page.textContent("#line-words") };
  const where = () => page.$eval("#board [data-node='4'] .fill", (e) => JSON.stringify(e.getBoundingClientRect()));
  const at4 = await where();
  await drag(page, await centre(page, ".piece.cat"), await centre(page, "#board [data-node='4'] .fill"));
  await drag(page, await centre(page, "#board [data-node='4'] .fill"), await centre(page, "#board [data-node='6'] .fill"));
  assert.equal(await where(), at4, "no node moved");
  for (const key of ["r", "g", "Control+z", "t", "p", "n", "x"]) await page.keyboard.press(key);
  await settle(page);
  assert.equal(await page.getAttribute("body", "data-mode"), "graph");
  assert.equal(await page.textContent("#verdict"), before.verdict);
  assert.equal(await page.textContent("#line-words"), before.words);
  assert.equal(await page.locator("#board [data-node]").count(), 10);
  // nothing saved
  assert.equal(await page.evaluate(() => localStorage.length + sessionStorage.length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the open link opens the full playground on the same puzzle", async () => {
  const { page, errors, context } = await kit.open({ path: `?embed${HASH}`, width: 600, height: 400 });
  await drawn(page);
  const href = await page.getAttribute("#embed-open", "href");
  assert.equal(href, `${kit.url}${HASH}`);
  assert.equal(await page.getAttribute("#embed-open", "target"), "_blank");
  const [full] = await Promise.all([context.waitForEvent("page"), page.click("#embed-open")]);
  await drawn(full);
  assert.match(await full.textContent("#verdict"), /Cat wins in 10 plies/);
  const got = await seen(full, ["#edit-graph", ".bar", "#tab-table", "#text"]);
  assert.ok(Object.values(got).every(Boolean), JSON.stringify(got));
  assert.equal(await full.locator("#board [data-node]").count(), 10);
  assert.deepEqual(errors, []);
  await context.close();
});

test("embed mode fits a 600x400 iframe and a phone", async () => {
  const context = await kit.context({ viewport: { width: 700, height: 500 } });
  const host = await context.newPage();
  const errors = [];
  host.on("pageerror", (e) => errors.push(String(e)));
  // (a host page of the same origin that is not the playground: its own boot would run beside)
  await host.goto(`${kit.url}host-page`);
  await host.setContent(`<iframe src="${kit.url}?embed${HASH}" width="600" height="400" style="border:0"></iframe>`);
  const frame = host.frames().find((f) => f.url().includes("embed"));
  await drawn(frame);
  for (const target of [frame]) {
    const size = await target.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]);
    assert.ok(size[0] <= size[2] && size[1] <= size[3], `the frame scrolls: ${size}`);
    const parts = await target.evaluate((sel) => sel.map((s) => document.querySelector(s).getBoundingClientRect().bottom), SHOWN);
    assert.ok(parts.every((b) => b <= 400), `all in the frame: ${parts}`);
  }
  await context.close();
  const { page, context: phone } = await kit.open({ path: `?embed${HASH}`, width: 390, height: 844 });
  await drawn(page);
  const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]);
  assert.ok(size[0] <= size[2] && size[1] <= size[3], `the phone scrolls: ${size}`);
  const got = await seen(page, SHOWN);
  assert.ok(Object.values(got).every(Boolean));
  assert.deepEqual(errors, []);
  await phone.close();
});

test("an embed whose link is refused says it shows the playground's first puzzle, not 'your puzzle'", async () => {
  const context = await kit.context({ viewport: { width: 600, height: 400 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${kit.url}?embed#graph=1.2_0_0&hole=0&mouse=7&cat=2`);
  await drawn(page);
  await page.waitForSelector("#banner", { state: "visible" });
  const text = await page.textContent("#banner-text");
  assert.match(text, /^The link's puzzle was not loaded: .*\. The embed shows the playground's first puzzle instead\.$/);
  assert.doesNotMatch(text, /Your puzzle/);
  assert.deepEqual(errors, []);
  await context.close();
});
