// Play against the engine: games end with the right result and message (caught, hole, food,
// repetition, turn limit), the legal moves are ringed in the colour of the outcome they lead to,
// and undo / restart step back.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, pick, settle } from "./page-support.mjs";
import { tab, playStatus, marks, waitTurn, clickPlace, playOut, bestFor } from "./explore-support.mjs";

let server, browser, page, errors;
before(async () => {
  server = await serve();
  browser = await launch();
  ({ page, errors } = await fresh(browser, server.url, open));
});
after(async () => { await browser?.close(); await server?.close(); });

async function choose(human) {
  await page.click(`[data-play=${human}]`);
  await settle(page);
  assert.equal(await page.getAttribute(`[data-play=${human}]`, "aria-pressed"), "true");
}

async function startGame(id, human) {
  await pick(page, id);
  await tab(page, "play");
  await choose(human);
}

test("the mouse, delaying as long as it can, is caught by the engine in the predicted 10 plies", async () => {
  await startGame("cornered", "mouse");
  // the rings carry the solver's value of the position each move leads to
  const s0 = await waitTurn(page);
  assert.equal(s0.state, "yours");
  const want = await page.evaluate(async () => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const adj = [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]];
    const s = new w.GraphSolution(adj);
    const out = Array.from(s.legalMoves(1, 2, 0)).map((to) => ({ place: to, outcome: s.outcome(to, 2, 1) === w.Outcome.CatWin ? "cat" : "other", distance: s.distance(to, 2, 1) }));
    s.free();
    return out;
  });
  assert.deepEqual((await marks(page)).map((m) => ({ ...m, outcome: m.outcome === "cat" ? "cat" : "other" })), want);
  const end = await playOut(page, bestFor("mouse"));
  assert.equal(end.reason, "caught");
  assert.equal(end.winner, "cat");
  assert.equal(end.plies, "10");
  assert.match(end.text, /The cat catches the mouse on ply 10: cat wins\. The engine wins\./);
  // the value history fell by one a ply: 11 points, no jump
  const ys = await page.$$eval("#play-chart circle.pt", (els) => els.map((e) => Number(e.getAttribute("cy"))));
  assert.equal(ys.length, 11);
  assert.deepEqual(errors, []);
});

test("a mistake shows, and undo and restart take moves back", async () => {
  await startGame("cornered", "mouse");
  await waitTurn(page);
  // the worst move: the quickest loss
  const quick = (ms) => ms.filter((m) => m.outcome === "cat").sort((a, b) => a.distance - b.distance)[0].place;
  await clickPlace(page, quick(await marks(page)));
  const s = await waitTurn(page, 0);
  assert.equal(s.plies, "2");
  assert.match(s.text, /cat wins in \d+ pl/);
  await page.click("#play-undo");
  await settle(page);
  assert.equal((await playStatus(page)).plies, "0");
  await clickPlace(page, bestFor("mouse")(await marks(page)));
  await waitTurn(page, 0);
  await page.click("#play-restart");
  await settle(page);
  assert.equal((await playStatus(page)).plies, "0");
  assert.deepEqual(errors, []);
});

test("the mouse reaches the hole against the engine (LeetCode 913 example 2)", async () => {
  await startGame("lc913-2", "mouse");
  const end = await playOut(page, bestFor("mouse"));
  assert.deepEqual([end.reason, end.winner, end.plies], ["home", "mouse", "1"]);
  assert.match(end.text, /The mouse reaches the hole on ply 1: mouse wins\. You win\./);
});

test("the grid: the mouse reaches the food in 5 plies; the cat played by the user loses the same way", async () => {
  await startGame("lc1728-1", "mouse");
  let end = await playOut(page, bestFor("mouse"), { cols: 5 });
  assert.deepEqual([end.reason, end.winner, end.plies], ["home", "mouse", "5"], `moves: ${end.moves}`);
  assert.match(end.text, /reaches the food on ply 5/);
  await choose("cat");
  end = await playOut(page, bestFor("cat"), { cols: 5 });
  assert.deepEqual([end.reason, end.winner, end.plies], ["home", "mouse", "5"]);
  assert.match(end.text, /The engine wins/);
});

test("a draw ends on a repeated position (LeetCode 913 example 1)", async () => {
  await startGame("lc913-1", "mouse");
  const end = await playOut(page, bestFor("mouse"));
  assert.equal(end.reason, "repetition");
  assert.equal(end.winner, "draw");
  assert.match(end.text, /repeats an earlier position: draw/);
});

test("an endless grid game ends at the turn limit with a cat win", async () => {
  await pick(page, "endless");
  await page.fill("#turnLimit", "6");
  await page.press("#turnLimit", "Enter");
  await page.locator("#turnLimit").blur();
  await settle(page);
  await tab(page, "play");
  await choose("mouse");
  const end = await playOut(page, bestFor("mouse"), { cols: 5 });
  assert.deepEqual([end.reason, end.winner, end.plies], ["turnLimit", "cat", "6"]);
  assert.match(end.text, /The turn limit of 6 plies is reached: cat wins/);
  assert.deepEqual(errors, []);
});
