// Several cats in the page: the Petersen graph pasted as graph6, "How many cats?" finding 3 cats,
// their starts put on the board and the chase in the Optimal line; the Cat tool adding a second
// cat; a link with two cats opening; Play as the mouse against two perfect cats. Screenshots of
// the result go to www/screenshots/cats*.png when SHOTS=1.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { readFileSync } from "node:fs";
import { settle, verdict, shown, expected, centre, drag, loadSlack, watchLongTasks } from "./page-support.mjs";
import { toHash } from "../../www/model/codec.js";
import { playOut, bestFor } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

const pieces = (p) => p.evaluate(() => [...document.querySelectorAll("#board [data-piece]")].map((el) => el.dataset.piece).sort());

test("the Petersen graph pasted as graph6: How many cats? says 3, puts the starts on the board and plays the chase", async () => {
  await page.fill("#text", "IheA@GUAo");
  await page.click("#import");
  await settle(page);
  assert.match(await page.textContent("#notice"), /Imported a graph puzzle/);
  assert.equal(await page.locator("#board [data-node]").count(), 10);
  await page.click("#cop-number");
  await page.waitForFunction(() => document.querySelector("#cop-words").dataset.cats);
  await settle(page);
  const words = await page.textContent("#cop-words");
  assert.match(words, /^3 cats are enough, and fewer are not/);
  assert.equal(await page.getAttribute("#cop-words", "data-cats"), "3");
  assert.equal(await page.getAttribute("#cop-words", "data-rounds"), "1");
  // the starts on the board: three cats and the mouse
  assert.deepEqual(await pieces(page), ["cat", "cat2", "cat3", "mouse"]);
  const starts = (await page.getAttribute("#cop-words", "data-starts")).split(" ").map(Number);
  assert.equal(starts.length, 3);
  assert.match(await page.textContent("#caption"), /Each node: the mouse there, the 3 cats on nodes/);
  const v = await verdict(page);
  assert.equal(v.outcome, "cat");
  assert.match(v.text, /Cats win in 1 ply/);
  // the chase in the Optimal line
  assert.equal(await page.getAttribute("#tab-line", "aria-selected"), "true");
  assert.match(await page.textContent("#pane-line"), /Ply 0 of 1/);
  if (process.env.SHOTS) await page.screenshot({ path: new URL("../../www/screenshots/cats.png", import.meta.url).pathname });
  assert.deepEqual(errors, []);
});

test("a link with two cats opens them; the colours are the package's; the Cat tool adds a cat", async () => {
  const hash = "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats";
  await page.goto(kit.url + hash);
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.click("#tab-table");
  await settle(page);
  assert.deepEqual(await pieces(page), ["cat", "cat2", "mouse"]);
  const spec = { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2, 4], rules: { severalCats: true } };
  for (const [colour, turn] of [["mouse", 0], ["cat", 1], ["mouse", 1], ["cat", 0]]) {
    await page.click(`[data-colour=${colour}]`);
    await page.click(`[data-turn="${turn}"]`);
    await settle(page);
    const want = await expected(page, spec, colour, turn);
    assert.deepEqual(await shown(page), want.places, `${colour} ${turn}`);
  }
  await page.click("[data-colour=mouse]");
  await page.click("[data-turn=\"0\"]");
  // (the board is drawn again for the view just chosen: click its node once it is)
  await settle(page);
  // the Cat tool puts a third cat on node 5
  await page.click("[data-tool=cat]");
  await settle(page);
  await page.click("#board [data-node=\"5\"] circle.fill", { force: true });
  await settle(page);
  assert.deepEqual(await pieces(page), ["cat", "cat2", "cat3", "mouse"]);
  assert.deepEqual(errors, []);
});

test("eight cats, the most a game has: a link with seven, the Cat tool adds the eighth and refuses a ninth", async () => {
  // the Petersen graph (outer 0-4, spokes, inner 5-9 as a pentagram) and node 10 hanging off 9
  const adj = [[1, 4, 5], [0, 2, 6], [1, 3, 7], [2, 4, 8], [3, 0, 9], [0, 7, 8], [1, 8, 9], [2, 9, 5], [3, 5, 6], [4, 6, 7, 10], [9]];
  const hash = `#graph=${adj.map((l) => l.join(".")).join("_")}&hole=0&mouse=10&cat=2&extraCats=3.4.5.6.7.8&rules=severalCats`;
  await page.goto(kit.url + hash);
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  assert.deepEqual(await pieces(page), ["cat", "cat2", "cat3", "cat4", "cat5", "cat6", "cat7", "mouse"]);
  await page.click("[data-tool=cat]");
  await settle(page);
  await page.click("#board [data-node=\"9\"] circle.fill", { force: true });
  await settle(page);
  assert.deepEqual(await pieces(page), ["cat", "cat2", "cat3", "cat4", "cat5", "cat6", "cat7", "cat8", "mouse"]);
  const v = await verdict(page);
  // (the mouse's one way out, node 9, holds the eighth cat)
  assert.equal(v.outcome, "cat", `eight cats on eleven nodes catch the mouse: ${v.text}`);
  await page.click("#board [data-node=\"1\"] circle.fill", { force: true });
  await settle(page);
  assert.match(await page.textContent("#toast"), /there are 8 cats already, the most a game has; take one away first/);
  assert.equal((await pieces(page)).length, 9, "the ninth cat is refused, the eight stay");
  assert.match(await page.textContent("#tool-help"), /add a cat there \(up to eight\)/);
  assert.deepEqual(errors, []);
});

test("Play as the mouse against two perfect cats: caught", async () => {
  // the mouse on 0, its two ways out each next to a cat (on 2 and 3): caught on ply 2
  await page.goto(kit.url + "#graph=1.2_0.3_0.3_1.2.4_3&hole=4&mouse=0&cat=3&extraCats=2&rules=severalCats");
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.click("#tab-play");
  await page.click("[data-play=mouse]");
  await settle(page);
  const end = await playOut(page, bestFor("mouse"));
  assert.deepEqual([end.reason, end.winner, end.plies], ["caught", "cat", "2"]);
  assert.equal(await page.textContent("#play-words"), "The cats catch the mouse on ply 2: the cats win. The engine wins.");
  // this puzzle has a hole, so the key lists it
  assert.equal(await page.isVisible(".key-hole"), true);
  assert.deepEqual(errors, []);
});

test("a graph with no hole lists no hole in the key", async () => {
  await page.goto(kit.url + "#graph=1.2_0.3_0.3_1.2.4_3&hole=4&mouse=0&cat=3&extraCats=2&rules=severalCats.noHole");
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  assert.match(await page.textContent("#rules"), /no hole/);
  assert.equal(await page.isVisible(".key-hole"), false);
  assert.deepEqual(errors, []);
});

test("How many cats? on a 90-node graph runs in the worker with progress, and Stop keeps the puzzle", async () => {
  // the generalised Petersen graph GP(45, 2): 3-regular with girth 5, so 3 cats are needed, and
  // the 3-cat solve (22.6 million positions) runs long enough to be stopped
  const n = 45;
  const adj = Array.from({ length: 2 * n }, () => []);
  const edge = (a, b) => { adj[a].push(b); adj[b].push(a); };
  for (let i = 0; i < n; i++) {
    edge(i, (i + 1) % n);
    edge(i, i + n);
    edge(i + n, ((i + 2) % n) + n);
  }
  for (const l of adj) l.sort((a, b) => a - b);
  await page.goto(kit.url);
  await page.waitForSelector("body[data-ready=true]");
  await page.fill("#text", JSON.stringify(adj));
  await page.click("#import");
  await settle(page);
  assert.equal(await page.locator("#board [data-node]").count(), 90);
  await page.click("#cop-number");
  assert.equal(await page.isVisible("#cop-stop"), true);
  await page.waitForFunction(() => /Finding how many cats: .*%/.test(document.querySelector("#cop-words").textContent), null, { timeout: 20000 });
  await page.click("#cop-stop");
  await page.waitForFunction(() => /^Stopped/.test(document.querySelector("#cop-words").textContent));
  assert.match(await page.textContent("#cop-words"), /Stopped: the number of cats was not found\. Your puzzle is unchanged\./);
  assert.equal(await page.isVisible("#cop-stop"), false);
  assert.equal(await page.locator("#board [data-node]").count(), 90, "the puzzle stays");
  assert.deepEqual(errors, []);
});

test("with several cats Table, Watch and Compare say plainly what they show", async () => {
  await page.goto(kit.url + "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats");
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.click("#tab-table");
  await settle(page);
  assert.match(await page.textContent("#table-hover"), /With 2 cats the table has a row per mouse node and a column per multiset/);
  assert.equal(await page.isVisible("#heat-0"), false);
  await page.click("#tab-watch");
  await settle(page);
  assert.match(await page.textContent("#watch-words"), /this puzzle has 2 cats/);
  await page.click("#tab-compare");
  await page.waitForFunction(() => document.querySelectorAll("#compare-table [data-verdict=skipped]").length >= 2);
  assert.match(await page.textContent("#compare-table"), /skipped: the published solutions are for one cat, and this puzzle has 2/);
  await page.click("#tab-play");
  await settle(page);
  // the user may play the cats too: the button says "Cats" (explore-levels.test.mjs plays them)
  assert.equal(await page.isDisabled("[data-play=cat]"), false);
  assert.equal(await page.textContent("[data-play=cat]"), "Cats");
  assert.deepEqual(errors, []);
});

test("each cat is dragged on its own, and Undo takes the drag back", async () => {
  await page.goto(kit.url + "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats");
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  await page.click("#tab-table");
  await page.click("#edit-graph [data-tool=move]");
  await drag(page, await centre(page, "#board [data-piece=cat2]"), await centre(page, "#board [data-node=\"5\"] circle.fill"));
  assert.match(await page.textContent("#caption"), /the 2 cats on nodes 2 and 5/);
  assert.match(await page.textContent("#shown-words"), /cats on nodes 2 and 5/);
  await page.click("#undo");
  await settle(page);
  assert.match(await page.textContent("#caption"), /the 2 cats on nodes 2 and 4/);
  assert.deepEqual(errors, []);
});

/** Scotland Yard's taxi map (tests/data): 199 stations, 343 edges. */
function scotlandYard() {
  const text = readFileSync(new URL("../data/scotland-yard-taxi.txt", import.meta.url), "utf8");
  return text.split("\n").filter((l) => l.trim() && !l.startsWith("#")).map((l) => l.trim().split(/\s+/).map(Number));
}

test("Scotland Yard's taxi map: How many cats? answers 2 with its progress, and the page stays responsive", async () => {
  const adj = scotlandYard();
  assert.equal(adj.length, 199);
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  const errs = [];
  p.on("pageerror", (err) => errs.push(String(err)));
  await p.addInitScript(watchLongTasks);
  await p.goto(kit.url);
  await p.waitForSelector("body[data-ready=true]");
  await p.fill("#text", JSON.stringify(adj));
  await p.click("#import");
  await settle(p);
  await p.evaluate(() => { window.longestTask = 0; });
  await p.click("#cop-number");
  assert.equal(await p.isVisible("#cop-stop"), true);
  await p.waitForFunction(() => document.querySelector("#cop-words").dataset.cats, null, { timeout: 120000 });
  await settle(p);
  // (the peer, lindensheehy/CopsAndRobbers, agrees that 2 cats win; tests/cats_published.rs)
  assert.match(await p.textContent("#cop-words"), /^2 cats are enough, and fewer are not .* 19900 winning starts; .* within 15 rounds/);
  assert.equal((await p.locator("#board [data-piece]").count()), 3, "the two cats' start and the mouse's on the board");
  const longest = await p.evaluate(() => window.longestTask);
  assert.ok(longest < 200 * loadSlack(), `the page's longest task while the cats were counted: ${longest} ms`);
  assert.deepEqual(errs, []);
  await context.close();
});

test("Scotland Yard with 3 cats (530 million positions) opened by a link: it says the link is opening, shows how far the solve is, and Stop keeps the page's puzzle", async () => {
  const adj = scotlandYard();
  const hash = toHash("graph", { adj, hole: 0, mouse: 28, cats: [99, 101, 117], first: "cat", rules: { noHole: true, mousePasses: true, catPasses: true, severalCats: true } }, null);
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  const errs = [];
  p.on("pageerror", (err) => errs.push(String(err)));
  await p.addInitScript(watchLongTasks);
  await p.goto(kit.url + hash);
  await p.waitForSelector("body[data-ready=true]");
  await p.waitForFunction(() => /530,653,400 states/.test(document.querySelector("#progress-words").textContent));
  assert.match(await p.textContent("#verdict"), /Opening the link/);
  // the solve reaches its levels (1% or more of it) while the page answers
  await p.waitForFunction(() => Number(document.querySelector("#progress").dataset.fraction) >= 0.01, null, { timeout: 300000 });
  assert.match(await p.textContent("#progress-words"), /% \(level \d+\)/);
  assert.doesNotMatch(await p.textContent("#progress-words"), /laying out/, "the layout's part goes once it is done");
  await p.click("#progress-stop");
  await p.waitForFunction(() => document.querySelector("#verdict").dataset.outcome !== "none" && !/Opening/.test(document.querySelector("#verdict").textContent));
  await settle(p);
  assert.match(await p.textContent("#board-banner, .banner, body"), /The link's puzzle was not loaded: the solve was stopped\. Your puzzle is unchanged\./);
  assert.equal(await p.locator("#board [data-node]").count(), 8, "the first screen's puzzle");
  const longest = await p.evaluate(() => window.longestTask);
  assert.ok(longest < 200 * loadSlack(), `the page's longest task while the link solved: ${longest} ms`);
  assert.deepEqual(errs, []);
  await context.close();
});
