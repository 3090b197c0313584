// The page's words with one cat and with several, read as a user reads them: the tool help, the
// caption under the board in Play as either side, the verdict and the tooltips, the status line,
// the board in words (its name and #board-words), the Table's hardest positions, the Optimal
// line's end and "How many cats?". With several cats each says "the cats" where it is theirs, and
// with one cat each says what it always said.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, paste } from "./page-support.mjs";
import { tab, waitTurn, clickPlace } from "./explore-support.mjs";

const kit = withPage();

/** LeetCode 913's first example with a second cat on node 4 (the gallery's "cats-lc913-1"). */
const TWO = "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats";

/** A fresh page on `hash` ("": the first puzzle, one cat), settled. */
const opened = (hash) => kit.fresh({ path: hash });

const text = (page, selector) => page.$eval(selector, (e) => e.textContent.trim());

/** The verdict's words (without its coloured dot). */
const verdictText = (page) => text(page, "#verdict span:last-child");

/** The board's words (#board-words), once written for the board now shown. */
async function boardWords(page) {
  await page.waitForFunction(() => document.querySelector("#board-words")?.dataset.solution);
  return page.evaluate(() => ({
    intro: document.querySelector("#board-words p").textContent,
    items: [...document.querySelectorAll("#board-words li")].map((li) => li.textContent),
    name: document.querySelector("#board").getAttribute("aria-label"),
  }));
}

test("the Cat tool says what a click does: puts the one cat there, or adds a cat or takes one away", async () => {
  const { page, errors, context } = await opened("");
  await page.click("[data-tool=cat]");
  await settle(page);
  assert.equal(await text(page, "#tool-help"), "Click a node to put the cat there.");
  await page.click("[data-tool=move]");
  await settle(page);
  assert.equal(await text(page, "#tool-help"), "Drag a node to move it; drag the mouse or cat to another node.");
  await page.goto(kit.url + TWO);
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.click("[data-tool=cat]");
  await settle(page);
  assert.equal(await text(page, "#tool-help"), "Click a node to add a cat there (up to eight), or a cat to take it away (the last one stays).");
  await page.click("[data-tool=move]");
  await settle(page);
  assert.equal(await text(page, "#tool-help"), "Drag a node to move it; drag the mouse or a cat to another node.");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Play as the cats: the caption says the rings are where the cats may go next, not the mouse's moves", async () => {
  const { page, errors, context } = await opened(TWO);
  await tab(page, "play");
  await page.click("[data-play=cat]");
  await waitTurn(page);
  const first = await text(page, "#caption");
  assert.match(first, /Ringed nodes: where the cats may go next, a node for each cat \(a cat that stays: its own node; 2 of 2 still to pick\), each coloured by the best the cats reach through it\.$/);
  assert.doesNotMatch(first, /mouse's moves/);
  // one node picked: one still to pick
  const ringed = await page.$$eval("[data-move]", (els) => els.map((e) => Number(e.dataset.move)));
  await clickPlace(page, ringed[0]);
  await settle(page);
  assert.match(await text(page, "#caption"), /\(a cat that stays: its own node; 1 of 2 still to pick\)/);
  // one cat, as before: the user's moves
  await page.goto(kit.url);
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  const one = await opened("");
  await tab(one.page, "play");
  await one.page.click("[data-play=cat]");
  await waitTurn(one.page);
  assert.match(await text(one.page, "#caption"), /^Each node: the cat there, the mouse on node \d+, cat to move\. Ringed nodes: the moves you can make from node 2, each coloured by the position after it \(mouse to move\)/);
  assert.deepEqual(errors, []);
  assert.deepEqual(one.errors, []);
  await one.context.close();
  await context.close();
});

test("the verdict, the tooltips and the status line name the cats' side with several cats, the cat's with one", async () => {
  const { page, errors, context } = await opened(TWO);
  assert.equal(await verdictText(page), "Cats win in 2 plies");
  const tip = (node) => page.$eval(`#board [data-node="${node}"] title`, (t) => t.textContent);
  assert.equal(await tip(3), "mouse on node 3, cats on nodes 2 and 4, cats to move: cats win in 1 ply");
  assert.equal(await tip(2), "mouse on node 2, cats on nodes 2 and 4, mouse to move: cats have won");
  assert.match(await text(page, "#status"), /Drag the mouse or a cat to see the colours change\.$/);
  assert.match(await text(page, "#idea"), /^Each node shows who wins if the mouse stood there, with the cats where they are and the mouse to move\.$/);
  await page.click("[data-colour=cat]");
  await settle(page);
  assert.equal(await text(page, "#idea"), "Each node shows who wins if this cat stood there, with the mouse and the other cat where they are and the mouse to move.");
  const one = await opened("");
  assert.equal(await verdictText(one.page), "Mouse wins in 5 plies");
  assert.equal(await one.page.$eval("#board [data-node=\"7\"] title", (t) => t.textContent), "mouse on node 7, cat on node 2, mouse to move: cat wins in 1 ply");
  assert.match(await text(one.page, "#status"), /Drag the mouse or the cat to see the colours change\.$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(one.errors, []);
  await one.context.close();
  await context.close();
});

test("the board in words lists every cat, and the board's name says which pieces stand", async () => {
  const { page, errors, context } = await opened(TWO);
  let words = await boardWords(page);
  assert.equal(words.intro, "A graph of 6 nodes and 7 edges. The mouse is on node 1, the cats on nodes 2 and 4, the hole is node 0; mouse to move.");
  assert.equal(words.items[2], "node 2 (a cat): cats have won; edges to 0, 4, 5.");
  assert.equal(words.items[4], "node 4 (a cat): cats have won; edges to 2, 3.");
  assert.match(words.name, /^Board: a graph of 6 nodes\. Each node's colour says who wins with the mouse there, the cats staying put, mouse to move: blue the mouse, vermillion the cats, grey a draw\./);
  await page.click("[data-colour=cat]");
  await page.click("[data-turn=\"1\"]");
  await settle(page);
  // (the words are written a moment after the board settles)
  await page.waitForFunction(() => !document.querySelector("#board-words p").textContent.endsWith("; mouse to move."), null, { timeout: 3000 }).catch(() => {});
  words = await boardWords(page);
  assert.match(words.name, /with cat 1 there, the mouse and the other cat staying put, cats to move: blue the mouse, vermillion the cats/);
  assert.match(words.intro, /; cats to move\.$/);
  const one = await opened("");
  words = await boardWords(one.page);
  assert.match(words.intro, /The mouse is on node 1, the cat on node 2, the hole is node 0; mouse to move\.$/);
  assert.match(words.items[2], /^node 2 \(the cat\): /);
  assert.match(words.name, /with the mouse there, the cat staying put, mouse to move: blue the mouse, vermillion the cat, grey a draw/);
  assert.deepEqual(errors, []);
  assert.deepEqual(one.errors, []);
  await one.context.close();
  await context.close();
});

test("the Table's hardest positions: the cats to move and the cats' wins with several cats, the cat's with one", async () => {
  const { page, errors, context } = await opened(TWO);
  await tab(page, "table");
  await page.waitForSelector("#hardest[data-ready=true]");
  const read = (p) => p.evaluate(() => ({
    captions: [...document.querySelectorAll("#hardest-charts figcaption")].map((f) => f.textContent),
    labels: [...new Set([...document.querySelectorAll("#hardest-charts .hist-label")].map((l) => l.firstChild?.textContent).filter(Boolean))],
    longest: document.querySelector("#longest-cat").textContent,
    about: document.querySelector("#hardest-about").textContent,
    bar: document.querySelector("#hardest-charts [data-turn=\"1\"] button.bar.o-cat")?.getAttribute("aria-label"),
  }));
  const two = await read(page);
  assert.deepEqual(two.captions, ["Mouse to move", "Cats to move"]);
  assert.deepEqual(two.labels, ["Mouse wins", "Cats win", "Draws"]);
  assert.match(two.longest, /^Longest cats' win: \d+ plies$/);
  assert.match(two.about, /The puzzle's start \(mouse to move, the cats win in 2 plies\)/);
  assert.match(two.bar, /^cats to move, the cats win in /);
  // the counts over the histograms
  assert.match(await text(page, "#table-summary"), /cats win: \d+.*entries are no position: a cat in the hole\)$/);
  const one = await opened("");
  await tab(one.page, "table");
  await one.page.waitForSelector("#hardest[data-ready=true]");
  const single = await read(one.page);
  assert.deepEqual(single.captions, ["Mouse to move", "Cat to move"]);
  assert.deepEqual(single.labels, ["Mouse wins", "Cat wins", "Draws"]);
  assert.match(single.longest, /^Longest cat win: \d+ plies$/);
  assert.match(single.bar, /^cat to move, the cat wins in /);
  assert.match(await text(one.page, "#table-summary"), /cat wins: \d+.*entries are no position: the cat in the hole\)$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(one.errors, []);
  await one.context.close();
  await context.close();
});

test("the Optimal line ends with the cats catching the mouse; How many cats? words one cat and several", async () => {
  const { page, errors, context } = await opened(TWO);
  await tab(page, "line");
  await page.click("#line-last");
  await settle(page);
  assert.match(await text(page, "#line-words"), /: the cats catch the mouse\.$/);
  // a path needs one cat
  await paste(page, "[[1],[0,2],[1,3],[2]]");
  await page.click("#cop-number");
  await page.waitForFunction(() => document.querySelector("#cop-words").dataset.cats);
  await settle(page);
  const words = await text(page, "#cop-words");
  assert.match(words, /^1 cat is enough \(both sides may pass, no hole\)\. \d+ winning starts?; from the fastest, node \d+, the cat catches the mouse within \d+ rounds? \(a round: the cat's move, then the mouse's\), wherever the mouse starts\. The mouse's best start: node \d+\. On the board now: that chase, the cat to move; the Optimal line plays it\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});
