// The Dismantle view in the page: a dismantlable graph stepped through (Next, Undo, To the end,
// Restart) with its corners and dominance arrows on the board, the strategy played as the mouse to
// the capture and watched against the mouse's best defence, its time beside the fastest cat's;
// the Petersen graph stuck at once; several cats on the board; the puzzle unchanged and the colours
// back after Close; a phone.
// Screenshots go to www/screenshots/dismantle*.png when SHOTS=1.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, verdict, shown } from "./page-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

// a path 0 - 1 - 2 with a triangle 2 - 3 - 4: dismantlable, corners 0 (by 1), 3 and 4 (by 2)
const KITE = "#graph=1_0.2_1.3.4_2.4_2.3&hole=0&mouse=1&cat=2";
const SHOT = (name) => new URL(`../../www/screenshots/${name}.png`, import.meta.url).pathname;

/** The board's dismantling marks: removed nodes, corners, arrows (from-to) and dashed arrows. */
const marks = (p) => p.evaluate(() => {
  const nodes = (cls) => [...document.querySelectorAll(`#board .node.${cls}`)].map((el) => Number(el.dataset.node));
  const arrows = (sel) => [...document.querySelectorAll(`#board ${sel} [data-arrow]`)].map((el) => el.dataset.arrow);
  return { gone: nodes("gone"), corners: nodes("corner"), arrows: arrows(".arrows.dominance:not(.removed)"), removed: arrows(".arrows.dominance.removed") };
});
const text = (p, sel) => p.textContent(sel).then((t) => t.trim());
const click = async (p, sel) => {
  await p.click(sel);
  await settle(p);
};

async function openKite() {
  await page.goto(kit.url + KITE);
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
}

test("a dismantlable graph step by step: corners and their dominators, Next, Undo, the end; the puzzle unchanged", async () => {
  await openKite();
  const before = { places: await shown(page), verdict: (await verdict(page)).text, caption: await text(page, "#caption"), hash: await page.evaluate(() => location.hash) };
  await click(page, "#dismantle-open");
  assert.equal(await text(page, "#dismantle-status"),
    "Next: Node 0 is a corner: every neighbour of 0 is also a neighbour of 1 (or 1 itself), so 1 dominates 0.");
  assert.equal(await text(page, "#dismantle-corners"), "Corners now, each with the node that dominates it: 0 (by 1), 3 (by 2), 4 (by 2).");
  assert.deepEqual(await marks(page), { gone: [], corners: [0, 3, 4], arrows: ["0-1", "3-2", "4-2"], removed: [] });
  assert.match(await text(page, "#caption"), /^The dismantling \(your puzzle is unchanged\): faded nodes are removed/);
  assert.ok(await page.isDisabled("#dismantle-undo"));
  await click(page, "#dismantle-next");
  assert.equal(await text(page, "#dismantle-step"), "Step 1 of 4: node 0 removed (1 dominated it); 4 nodes left.");
  assert.deepEqual(await marks(page), { gone: [0], corners: [1, 3, 4], arrows: ["1-2", "3-2", "4-2"], removed: ["0-1"] });
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("dismantle") });
  await click(page, "#dismantle-next");
  await click(page, "#dismantle-undo");
  assert.deepEqual((await marks(page)).gone, [0]);
  await click(page, "#dismantle-end");
  assert.equal(await text(page, "#dismantle-status"), "Dismantlable: the graph is cop-win (1 cat catches the mouse).");
  assert.equal(await page.getAttribute("#dismantle-status", "data-kind"), "dismantlable");
  assert.deepEqual((await marks(page)).gone, [0, 1, 2, 3]);
  assert.ok(await page.isDisabled("#dismantle-next"));
  await click(page, "#dismantle-restart");
  assert.deepEqual((await marks(page)).gone, []);
  // Close: the colours, the verdict and the puzzle as before
  await click(page, "#dismantle-close");
  assert.ok(await page.isHidden("#dismantle"));
  assert.deepEqual(await marks(page), { gone: [], corners: [], arrows: [], removed: [] });
  assert.deepEqual(await shown(page), before.places);
  assert.equal(await text(page, "#caption"), before.caption);
  assert.equal((await verdict(page)).text, before.verdict);
  assert.equal(await page.evaluate(() => location.hash), before.hash);
  assert.deepEqual(errors, []);
});

test("the strategy played as the mouse ends in a capture within its rounds, beside the fastest cat's time", async () => {
  await openKite();
  await click(page, "#dismantle-open");
  await click(page, "#strategy-play");
  assert.equal(await text(page, "#dismantle-status"), "The cat starts on node 4, the node left last. Choose the mouse's start.");
  await page.waitForFunction(() => !/finding/.test(document.querySelector("#strategy-compare").textContent));
  const compare = await text(page, "#strategy-compare");
  const [, worst, best] = compare.match(/within (\d+) rounds?(?:; the fastest cat needs (\d+)|, as fast as the fastest cat \((\d+))/).filter((x) => x !== undefined);
  assert.ok(Number(worst) >= Number(best), compare);
  // the mouse starts on 0 and then always takes the first move offered
  await click(page, "#strategy-moves button[data-to='0']");
  assert.match(await text(page, "#dismantle-status"), /^Round 1: the mouse went to node 0; the cat moved from node 4 to node 2/);
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll("#board [data-piece]")].map((el) => el.dataset.piece).sort()), ["cat", "mouse"]);
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("dismantle-strategy") });
  // a move on the board itself: a click on node 0 (the mouse stays) is the move, and the puzzle is not edited
  const hash = await page.evaluate(() => location.hash);
  await click(page, "#board [data-node='0'] .fill");
  assert.match(await text(page, "#dismantle-status"), /^Round 2: the mouse went to node 0/);
  await click(page, "#board [data-node='4'] .fill"); // no move of the mouse's: nothing happens
  assert.match(await text(page, "#dismantle-status"), /^Round 2: the mouse went to node 0/);
  assert.equal(await page.evaluate(() => location.hash), hash);
  for (let i = 0; i < 10 && !(await page.isHidden("#strategy-moves")); i++) await click(page, "#strategy-moves button");
  const caught = await text(page, "#dismantle-status");
  const rounds = Number(caught.match(/^Caught in (\d+) rounds?/)[1]);
  assert.ok(rounds <= Number(worst), caught);
  // Undo a move: back one round
  await click(page, "#strategy-back");
  assert.match(await text(page, "#dismantle-status"), new RegExp(`^Round ${rounds - 1}:`));
  assert.deepEqual(errors, []);
});

test("watched against the mouse's best defence, the strategy takes exactly its rounds", async () => {
  await openKite();
  await click(page, "#dismantle-open");
  await click(page, "#strategy-watch");
  await page.waitForFunction(() => !/finding/.test(document.querySelector("#strategy-compare").textContent));
  const worst = Number((await text(page, "#strategy-compare")).match(/within (\d+) round/)[1]);
  let clicks = 0;
  while (!(await page.isHidden("#strategy-next")) && clicks < 20) {
    await click(page, "#strategy-next");
    clicks++;
  }
  assert.match(await text(page, "#dismantle-status"), new RegExp(`^Caught in ${worst} rounds?`));
  assert.equal(clicks, worst);
  assert.deepEqual(errors, []);
});

test("with several cats on the board the view is the same; the chase has its one cat, Close gives the cats back", async () => {
  await page.goto(kit.url + KITE + "&extraCats=3&rules=severalCats");
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  const pieces = () => page.evaluate(() => [...document.querySelectorAll("#board [data-piece]")].map((el) => el.dataset.piece).sort());
  assert.deepEqual(await pieces(), ["cat", "cat2", "mouse"]);
  await click(page, "#dismantle-open");
  assert.match(await text(page, "#dismantle-status"), /^Next: Node 0 is a corner/);
  await click(page, "#strategy-play");
  await click(page, "#strategy-moves button[data-to='1']");
  assert.deepEqual(await pieces(), ["cat", "mouse"]);
  await click(page, "#dismantle-close");
  assert.deepEqual(await pieces(), ["cat", "cat2", "mouse"]);
  assert.deepEqual(errors, []);
});

test("the Petersen graph is stuck at once: no corner, no strategy", async () => {
  await page.fill("#text", "IheA@GUAo");
  await page.click("#import");
  await settle(page);
  await click(page, "#dismantle-open");
  assert.equal(await text(page, "#dismantle-status"),
    "Stuck: no corner among the 10 nodes left, so one cat does not suffice (the graph is not dismantlable).");
  assert.equal(await page.getAttribute("#dismantle-status", "data-kind"), "stuck");
  assert.equal(await text(page, "#dismantle-corners"), "No corner now.");
  assert.ok(await page.isHidden("#dismantle-strategy"));
  assert.ok(await page.isDisabled("#dismantle-next"));
  assert.deepEqual(await marks(page), { gone: [], corners: [], arrows: [], removed: [] });
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("dismantle-stuck") });
  // an edit of the graph closes the view
  await click(page, "#undo");
  assert.ok(await page.isHidden("#dismantle"));
  assert.deepEqual(errors, []);
});

test("on a phone the view's controls fit the screen and the board shows the steps", async () => {
  const { page: phone, errors: phoneErrors } = await kit.fresh({ path: KITE, width: 390, height: 844 });
  await click(phone, "#dismantle-open");
  await click(phone, "#dismantle-next");
  const width = await phone.evaluate(() => Math.max(...["#dismantle-steps", "#dismantle-strategy", "#dismantle-status"]
    .map((s) => document.querySelector(s).getBoundingClientRect().right)));
  assert.ok(width <= 390, `the view reaches ${width} px`);
  assert.deepEqual((await marks(phone)).gone, [0]);
  if (process.env.SHOTS) {
    await phone.locator("#dismantle").scrollIntoViewIfNeeded();
    await phone.screenshot({ path: SHOT("dismantle-phone"), fullPage: false });
  }
  assert.deepEqual(phoneErrors, []);
});
