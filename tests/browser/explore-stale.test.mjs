// Nothing stale stays in the explore views: a notice whose Undo has nothing left to take back
// goes, the Table tab shows no other puzzle's heatmaps while its own are counted, "Back to the
// puzzle's start" is not offered at the start, the colouring the Optimal line chose follows the
// position shown, and a game finished, restarted and finished again keeps both ends on the
// scorecard. Each test failed on the page before these fixes (PAGE_ROOT=an older www/).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle, paste } from "./page-support.mjs";
import { tab, waitTurn } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => {
  ({ page, errors } = await kit.fresh());
});

const visible = (selector) => page.$eval(selector, (e) => !e.hidden && e.getClientRects().length > 0);
const colour = () => page.$eval("[data-colour][aria-pressed=true]", (e) => e.dataset.colour);

test("after Longest cat win and Ctrl+Z the notice offering Undo goes: there is nothing left for it to take back", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  await page.waitForFunction(() => !document.querySelector("#longest-cat").disabled);
  await page.click("#longest-cat");
  await settle(page);
  assert.match(await page.textContent("#toast-text"), /Loaded as the puzzle's start.*Undo takes it back/);
  assert.equal(await visible("#toast"), true);
  await page.click("#tab-line");
  await settle(page);
  // Ctrl+Z with the focus on the page, not on the notice's own Undo
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press("Control+z");
  await settle(page);
  assert.equal(await visible("#toast"), false, "the notice whose Undo is spent has gone");
  // an edit after a load spends its Undo too (Undo would take back the edit, not the load)
  await tab(page, "table");
  await page.click("#longest-mouse");
  await settle(page);
  assert.equal(await visible("#toast"), true);
  // (redraws that change no puzzle keep it)
  await tab(page, "line");
  await tab(page, "table");
  assert.equal(await visible("#toast"), true, "a redraw with the load still undoable keeps the notice");
  await page.click("#undo");
  await settle(page);
  assert.equal(await visible("#toast"), false);
  assert.deepEqual(errors, []);
});

test("after a 64x64 jumps-8 import the Table tab shows no heatmap or longest win of the previous puzzle while it solves and counts", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  await page.waitForFunction(() => document.querySelector("#heat-1").dataset.solution === document.body.dataset.solution);
  // every frame from now on: a heatmap in view must be blank or the shown solution's own
  await page.evaluate(() => {
    window.staleFrames = 0;
    window.countingFrames = 0;
    window.watchingFrames = true;
    const look = () => {
      if (!window.watchingFrames) return;
      const summary = document.querySelector("#table-summary").textContent;
      if (/Counting|Solving/.test(summary)) window.countingFrames++;
      for (const c of document.querySelectorAll(".heatmaps canvas[data-turn]")) {
        const inView = !c.closest("[hidden]") && c.getClientRects().length > 0 && c.width > 0;
        const whose = c.dataset.solution ?? "";
        if (inView && whose !== "" && whose !== document.body.dataset.solution) window.staleFrames++;
      }
      // the hardest positions: no longest win counted for another table while this one's are not in
      if (document.querySelector("#hardest").dataset.ready !== "true" && /\d/.test(document.querySelector("#longest-cat").textContent)) window.staleFrames++;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const rows = Array.from({ length: 64 }, () => ".".repeat(64));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(63, 63, "C");
  put(32, 32, "F");
  await page.fill("#text", `${JSON.stringify(rows)}\n8\n8`);
  await page.click("#import");
  await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.rows === "64", null, { timeout: 120000 });
  await page.waitForFunction(() => document.querySelector("#heat-1").dataset.solution === document.body.dataset.solution
    && document.body.dataset.solution !== "", null, { timeout: 120000 });
  await settle(page);
  const { staleFrames, countingFrames } = await page.evaluate(() => {
    window.watchingFrames = false;
    return { staleFrames: window.staleFrames, countingFrames: window.countingFrames };
  });
  assert.ok(countingFrames > 0, "the frames while the new table was solved and counted were seen");
  assert.equal(staleFrames, 0, `frames with the old puzzle's heatmap or longest wins in view: ${staleFrames} of ${countingFrames}`);
  assert.deepEqual(errors, []);
});

test("\"Back to the puzzle's start\" is not offered at the start: in the Optimal line's first step nor in a game's", async () => {
  await pick(page, "cornered");
  await tab(page, "line");
  assert.equal(await visible("#back-to-start"), false, "the line's ply 0 is the start");
  await page.click("#line-fwd");
  await settle(page);
  assert.equal(await visible("#back-to-start"), true, "a later ply is not");
  await page.click("#line-first");
  await settle(page);
  assert.equal(await visible("#back-to-start"), false);
  await tab(page, "play");
  await page.click("[data-play=mouse]");
  await waitTurn(page);
  assert.equal(await visible("#back-to-start"), false, "a game at its first position is at the start");
  await tab(page, "table");
  assert.equal(await visible("#back-to-start"), false);
  assert.deepEqual(errors, []);
});

test("the colouring the Optimal line chose follows the position shown, back at the start too", async () => {
  await pick(page, "cornered");
  await tab(page, "line");
  assert.equal(await colour(), "mouse");
  await page.click("#line-fwd");
  await settle(page);
  assert.equal(await colour(), "cat", "the cat to move: its places coloured");
  // leave the line with its position shown, then go back to the start: the mouse is to move
  await tab(page, "table");
  assert.equal(await colour(), "cat", "the shown position still has the cat to move");
  await page.click("#back-to-start");
  await settle(page);
  assert.equal(await colour(), "mouse", "the start has the mouse to move");
  // the user's own choice is kept: a colour switched by hand stays at the start
  await tab(page, "line");
  await page.click("#line-fwd");
  await settle(page);
  await page.click("[data-colour=mouse]");
  await settle(page);
  await page.click("#back-to-start");
  await settle(page);
  assert.equal(await colour(), "mouse");
  assert.deepEqual(errors, []);
});

test("a finished game restarted and finished again keeps both ends on the scorecard, and says so", async () => {
  await pick(page, "cornered");
  await tab(page, "play");
  const finish = async () => {
    let plies = -1;
    for (let i = 0; i < 40; i++) {
      const s = await waitTurn(page, plies);
      if (s.state === "over") return s;
      plies = Number(s.plies);
      await page.click("#play-best");
    }
    throw new Error("the game did not end");
  };
  await page.click("[data-play=mouse]");
  const games = () => page.$eval("#play-scores caption", (e) => Number(e.textContent.match(/^(\d+) game/)[1]));
  const before = await page.$("#play-scores caption") ? await games() : 0;
  assert.equal((await finish()).winner, "cat");
  assert.equal(await games(), before + 1);
  await page.click("#play-restart");
  await settle(page);
  assert.match(await page.textContent("#play-words"), /new game on the scorecard|scorecard keeps/i, "Restart says what becomes of the finished game");
  assert.equal((await finish()).winner, "cat");
  assert.equal(await games(), before + 2, "both games are on the card");
  assert.deepEqual(errors, []);
});
