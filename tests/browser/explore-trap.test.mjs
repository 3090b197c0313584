// The Trap level in Play and the trap hint (www/explore/trap.js, play.js, play-tab.js, view.js):
// the level is in the menu after Perfect, keeps a drawn game drawn, says how many of the user's
// moves give the value away, names them on request (Which?), and is written in the game's record.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab, marks, waitTurn, clickPlace, playOut, bestFor } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

test("Trap: after Perfect in the menu; the traps counted, named on request, for this position only; a drawn game stays drawn", async () => {
  await pick(page, "lc913-1");
  await tab(page, "play");
  const options = await page.$$eval("#play-level option", (os) => os.map((o) => o.value));
  assert.deepEqual(options.slice(-2), ["perfect", "trap"]);
  await page.selectOption("#play-level", "trap");
  await page.click("[data-play=cat]");
  let s = await waitTurn(page);
  assert.deepEqual([s.level, s.human, s.plies], ["trap", "cat", "1"]);
  // the cat on 2 may go to 4 (the mouse then wins) or 5 (a draw): one trap
  const rings = await marks(page);
  const losing = rings.filter((m) => m.outcome === "mouse").map((m) => m.place);
  assert.deepEqual(losing, [4]);
  assert.equal(await page.isVisible("#play-traps"), true);
  assert.equal(await page.textContent("#play-traps-words"), "1 of 2 moves here loses.");
  await page.click("#play-traps-show");
  await settle(page);
  assert.equal(await page.textContent("#play-traps-words"), "1 of 2 moves here loses: to 4.");
  assert.equal(await page.isVisible("#play-traps-show"), false);
  // the hint holds for its position: after the next move it is asked again
  await clickPlace(page, 5);
  s = await waitTurn(page, 1);
  if (await page.isVisible("#play-traps")) assert.doesNotMatch(await page.textContent("#play-traps-words"), /: to /);
  // played out well by the cat, the game is the draw it started as
  const end = await playOut(page, bestFor("cat"));
  assert.deepEqual([end.state, end.winner], ["over", "draw"]);
  const history = await page.$$eval("#play-chart circle.pt", (els) => els.map((e) => [...e.classList].find((c) => c.startsWith("o-")).slice(2)));
  assert.ok(history.every((o) => o === "draw"), history.join(" "));
  // the record names the level
  await page.click("#play-export");
  await settle(page);
  assert.match(await page.inputValue("#text"), /engine: trap from ply 0, seed \d+/);
  assert.deepEqual(errors, []);
});
