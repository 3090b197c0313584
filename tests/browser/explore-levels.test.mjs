// Play at every level of the engine, swap sides, the scorecard, playing several cats, the review
// of a lost game with "Try again from here", and games and lines exported as text and imported
// back through Import (www/explore/level.js, play.js, review.js, transcript.js, model/record.js).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab, playStatus, marks, waitTurn, clickPlace, playOut, bestFor } from "./explore-support.mjs";

const LEVELS = ["random", "novice", "casual", "club", "strong", "perfect"];

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

/** Starts a game on gallery entry `id` as `human`, at `level` with `seed`. */
async function start(id, human, level, seed) {
  await pick(page, id);
  await tab(page, "play");
  await page.selectOption("#play-level", level);
  await page.fill("#play-seed", String(seed));
  await page.press("#play-seed", "Tab");
  await page.click(`[data-play=${human}]`);
  await settle(page);
  const s = await playStatus(page);
  assert.deepEqual([s.level, s.seed, s.human], [level, String(seed), human]);
}

/** The outcome of each point of the game's value history. */
const history = () => page.$$eval("#play-chart circle.pt", (els) => els.map((e) => [...e.classList].find((c) => c.startsWith("o-")).slice(2)));

test("a game at each level: the perfect cat never lets its win go; a lower level plays another game, and the same seed replays it", async () => {
  const games = {};
  for (const level of LEVELS) {
    await start("cornered", "mouse", level, 7);
    const end = await playOut(page, bestFor("mouse"));
    games[level] = end.moves;
    assert.equal(end.state, "over", level);
    if (level === "perfect") {
      assert.deepEqual([end.winner, end.reason, end.plies], ["cat", "caught", "10"]);
      assert.ok((await history()).every((o) => o === "cat"), "every position of the game stays the cat's win");
    }
  }
  assert.notEqual(games.random, games.perfect, "random legal moves play another game than perfect play");
  // the same seed and the same moves: the same game
  await start("cornered", "mouse", "random", 7);
  assert.equal((await playOut(page, bestFor("mouse"))).moves, games.random);
  // the perfect level never lets a won position go, whatever the mouse does (its worst moves too)
  await start("cornered", "mouse", "perfect", 1);
  const worst = (ms) => ms.sort((a, b) => a.distance - b.distance)[0].place;
  const end = await playOut(page, worst);
  assert.equal(end.winner, "cat");
  assert.ok((await history()).every((o) => o === "cat"));
  // the scorecard counts every game of this test, by level and side
  const rows = await page.$$eval("#play-scores tr[data-level]", (trs) => trs.map((t) => [t.dataset.level, t.dataset.human, Number(t.children[2].textContent)]));
  assert.deepEqual(rows.find((r) => r[0] === "random"), ["random", "mouse", 2]);
  assert.deepEqual(rows.find((r) => r[0] === "perfect"), ["perfect", "mouse", 2]);
  assert.match(await page.textContent("#play-scores caption"), /^8 games, \d+ won by you \(won, drawn, lost: yours\)$/);
  assert.deepEqual(errors, []);
});

test("swap sides mid-game: the engine takes the user's piece; Space plays the best move", async () => {
  await start("cornered", "mouse", "perfect", 3);
  await waitTurn(page);
  await page.click("#play-swap");
  await settle(page);
  let s = await playStatus(page);
  assert.equal(s.human, "cat");
  assert.equal(await page.getAttribute("[data-play=cat]", "aria-pressed"), "true");
  // the engine plays the mouse now: after its move, it is the user's (the cat's) turn
  s = await waitTurn(page, 0);
  assert.equal(s.plies, "1");
  assert.equal(s.state, "yours");
  // Space with the focus off the board and the buttons plays the best move for the user
  await page.click("#play-words");
  await page.keyboard.press("Space");
  s = await waitTurn(page, 1);
  assert.ok(Number(s.plies) >= 2);
  await page.click("#play-export");
  const text = await page.inputValue("#text");
  assert.match(text, /\nyou: mouse, swapped at ply 0\n/);
  assert.match(text, /\nengine: perfect from ply 0, seed 3\n/);
  assert.deepEqual(errors, []);
});

test("the review of a lost game finds the thrown-away move, shows the better one, and tries again from before it", async () => {
  // Cornered, the user as the cat (a cat win), throwing the win away at the first chance
  await start("cornered", "cat", "perfect", 1);
  let thrown = 0;
  let plies = -1;
  for (let i = 0; i < 60; i++) {
    const s = await waitTurn(page, plies);
    if (s.state === "over") break;
    plies = Number(s.plies);
    const ms = await marks(page);
    const bad = thrown ? null : ms.find((m) => m.outcome !== "cat");
    if (bad && !thrown) thrown = Number(s.plies) + 1;
    await clickPlace(page, bad ? bad.place : bestFor("cat")(ms));
  }
  const end = await playStatus(page);
  assert.ok(thrown > 0, "a move that throws the win away was found");
  assert.equal(end.state, "over");
  assert.notEqual(end.winner, "cat");
  await page.waitForFunction(() => !document.querySelector("#play-review").hidden && document.querySelector("#play-review").dataset.turns !== undefined);
  const turns = (await page.getAttribute("#play-review", "data-turns")).split(" ").map(Number);
  assert.equal(turns[0], thrown, "the first turning point is the thrown-away move");
  const words = await page.textContent(`#play-turns li[data-ply="${thrown}"]`);
  assert.match(words, /you \(cat\) to \d+: a win thrown away/);
  const better = words.match(/Better: (\d+)/)[1];
  // the chart marks it; a click on the mark shows the position before it, with the better move as an arrow
  assert.ok(await page.$(`#play-chart .turn[data-turn="${thrown}"]`));
  await page.click(`#play-chart .turn[data-turn="${thrown}"]`);
  await settle(page);
  assert.equal(await page.getAttribute(`#play-turns [data-review="${thrown}"]`, "aria-pressed"), "true");
  assert.ok(await page.$(`#board .arrow[data-arrow$="-${better}"]`), "the better move is drawn as the best-move arrow");
  assert.match(await page.textContent("#shown-words"), /cat to move/);
  // try again from there: the game is on again, the user to move, before the mistake
  await page.click(`#play-turns [data-retry="${thrown}"]`);
  const again = await waitTurn(page);
  assert.deepEqual([again.state, again.plies], ["yours", String(thrown - 1)]);
  assert.equal(await page.isHidden("#play-review"), true);
  assert.deepEqual(errors, []);
});

test("the line and a game exported as text import back to the same line and the same game", async () => {
  await pick(page, "cornered");
  await tab(page, "line");
  await page.waitForFunction(() => document.querySelector("#line-words").dataset.plies !== undefined);
  const line = await page.$eval("#line-words", (e) => e.dataset.plies);
  const moves = await page.textContent("#line-moves");
  // the pointer on a move of the list outlines it on the board and in the chart
  const first = await page.$eval('#line-moves [data-ply="1"]', (e) => Number(e.textContent.match(/→(\d+)/)[1]));
  await page.hover('#line-moves [data-ply="1"]');
  await page.waitForSelector(`#board [data-mark="hover"][data-place="${first}"]`);
  assert.ok(await page.$("#line-chart circle.hot"));
  assert.equal(await page.getAttribute('#line-moves [data-ply="1"]', "class"), "hot");
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector("#line-chart circle.hot"));
  // Space steps the line on by its best move (the focus off the board and the buttons)
  await page.click("#line-words");
  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.querySelector("#line-words").dataset.step === "1");
  await page.click("#line-export");
  const text = await page.inputValue("#text");
  assert.match(text, /^Cat and Mouse record 1\nkind: line\npuzzle: http.*#graph=/);
  assert.equal(text.split("\n").filter((l) => /^\d+\. (mouse|cat) \d+ ; /.test(l)).length, Number(line));
  // another puzzle, then Import: the record's puzzle and line come back
  await pick(page, "lc913-1");
  await page.fill("#text", text);
  await page.click("#import");
  await page.waitForFunction((n) => document.querySelector("#line-words").dataset.plies === n && !document.querySelector("#pane-line").hidden, line);
  await settle(page);
  assert.equal(await page.textContent("#line-moves"), moves);
  assert.match(await page.textContent("#record-note"), new RegExp(`Imported an optimal line of ${line} plies`));
  // a game
  await start("lc913-1", "mouse", "casual", 11);
  const end = await playOut(page, (ms) => ms[ms.length - 1].place);
  await page.click("#play-export");
  const game = await page.inputValue("#text");
  assert.match(game, /\nkind: game\n/);
  const card = await page.textContent("#play-scores caption");
  await pick(page, "cornered");
  await page.fill("#text", game);
  await page.click("#import");
  await page.waitForFunction((m) => document.querySelector("#play-words").dataset.moves === m && document.querySelector("#play-words").dataset.state === "over", end.moves);
  const back = await playStatus(page);
  assert.deepEqual([back.plies, back.winner, back.level, back.seed], [end.plies, end.winner, "casual", "11"]);
  assert.equal(await page.textContent("#play-scores caption"), card, "an imported game is not a game played here");
  // a malformed record: said, the puzzle kept
  await page.fill("#text", game.replace(/\n2\. cat/, "\n2. mouse"));
  await page.click("#import");
  await settle(page);
  assert.match(await page.textContent("#notice"), /Not imported: line \d+: ply 2 is the cat's, not the mouse's\. Your puzzle is unchanged\./);
  assert.deepEqual(errors, []);
});

test("playing two cats on LeetCode 913 example 1: a place at a time on the board, or a whole joint move from the list", async () => {
  await start("cats-lc913-1", "cat", "perfect", 1);
  assert.equal(await page.textContent("[data-play=cat]"), "Cats");
  let s = await waitTurn(page);
  assert.equal(s.plies, "1", "the mouse (the engine) moved first");
  assert.match(await page.textContent("#play-cats-words"), /The cats stand on 2, 4\. Click the node each cat goes to.*2 of 2 still to pick/);
  // one place, then the second: the move is played when both are picked
  const first = (await marks(page))[0].place;
  await clickPlace(page, first);
  await settle(page);
  assert.match(await page.textContent("#play-cats-words"), new RegExp(`picked ${first}, 1 of 2 still to pick`));
  assert.equal((await playStatus(page)).plies, "1");
  await clickPlace(page, (await marks(page))[0].place);
  s = await waitTurn(page, 1);
  assert.ok(Number(s.plies) >= 2);
  // the list of joint moves: a button plays a whole move (keyboard reachable)
  while (s.state !== "over") {
    const b = page.locator("#play-joint button").first();
    await b.focus();
    await page.keyboard.press("Enter");
    s = await waitTurn(page, Number(s.plies));
  }
  assert.match(s.text, /The cats catch the mouse|draw|mouse wins/);
  assert.deepEqual(errors, []);
});
