// Play against the engine: games end with the right result and message (caught, hole, food,
// repetition, turn limit), the legal moves are ringed in the colour of the outcome they lead to
// (a move back to a position of this game: a draw, as the game then ends), and undo / restart
// step back.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab, playStatus, marks, waitTurn, clickPlace, playOut, bestFor } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

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

test("a ring on a move that repeats a position of this game says \"repeats: draw\", coloured as a draw, as the game then ends", async () => {
  // Cornered, as the cat: the mouse goes 1 → 4, the cat 2 → 9, the mouse 4 → 1; the cat going
  // back to 2 repeats the start, which the table rates "cat wins in 10"
  await startGame("cornered", "cat");
  let s = await waitTurn(page);
  assert.match(await page.textContent("#shown-words"), /mouse on node 4, cat on node 2/);
  await clickPlace(page, 9);
  s = await waitTurn(page, Number(s.plies));
  assert.match(await page.textContent("#shown-words"), /mouse on node 1, cat on node 9/);
  const ring = await page.$eval("[data-move='2']", (m) => ({ outcome: m.dataset.outcome, repeats: m.dataset.repeats, title: m.querySelector("title").textContent }));
  assert.deepEqual(ring, { outcome: "draw", repeats: "true", title: "move to node 2: repeats: draw" });
  assert.equal(await page.getAttribute("[data-node='2']", "data-outcome"), "draw", "the ringed node is filled as a draw");
  assert.equal(await page.textContent(".labels [data-label='2'], [data-node='2'] .cue"), "=");
  // hovering it says so in words; the caption says that the rings follow this game's history
  const box = await page.locator("[data-node='2'] .fill").boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
  assert.match(await page.textContent("#status"), /A move to node 2, after it: .*repeats: draw/);
  assert.match(await page.textContent("#caption"), /Rings in Play follow this game's history/);
  // the other rings keep the table's values; taking this one ends the game at once, a draw
  assert.ok((await marks(page)).some((m) => m.place !== 2 && m.outcome === "cat"), "the other moves keep their values");
  await clickPlace(page, 2);
  const end = await waitTurn(page, Number(s.plies));
  assert.deepEqual([end.state, end.reason, end.winner], ["over", "repetition", "draw"]);
  assert.match(end.text, /Ply 4 repeats an earlier position: draw\./);
  assert.deepEqual(errors, []);
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
