// "Every graph of n nodes" in the page (Several cats): the shipped list fetched only when the
// dialog opens, every graph of 7 nodes solved in a worker with the published counts (403
// cop-win of 853, docs/records.md's census), a graph of the n − 4 class opened on the board
// with its capture time n − 4; 8 nodes with no long task on the main thread; the texts in Chinese.
// Screenshots go to www/screenshots/census*.png when SHOTS=1.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, verdict, loadSlack, watchLongTasks } from "./page-support.mjs";

const kit = withPage();
const SHOT = (name) => new URL(`../../www/screenshots/${name}.png`, import.meta.url).pathname;

/** A settled page (language `lang`) that records its errors, the .g6 files it asked for and its long tasks. */
async function censusPage({ lang = "", width = 1280, height = 800 } = {}) {
  const context = await kit.context({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  const lists = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("request", (r) => { if (r.url().endsWith(".g6")) lists.push(new URL(r.url()).pathname); });
  await page.addInitScript(watchLongTasks);
  await page.goto(kit.url + (lang ? `?lang=${lang}` : ""));
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
  return { page, errors, lists };
}

const counts = (page) => page.$$eval("#census-counts li", (lis) => lis.map((li) => li.textContent));

test("7 nodes: the published counts, and a graph of capture time n − 4 opened on the board, where it takes n − 4 rounds", async () => {
  const { page, errors, lists } = await censusPage();
  assert.deepEqual(lists, [], "no list is fetched before the dialog opens");
  await page.evaluate(() => { window.longestTask = 0; });
  await page.click("#census-open");
  await page.waitForSelector("#census-counts[data-n='7']", { timeout: 60000 });
  assert.deepEqual(lists, ["/data/connected-graphs-1-7.g6"]);
  assert.match(await page.textContent("#census-status"), /^853 graphs of 7 nodes, solved in [\d.]+ s\.$/);
  assert.deepEqual(await counts(page), [
    "853 connected graphs of 7 nodes",
    "cop number 1 (cop-win): 403 graphs",
    "cop number 2: 450 graphs",
    "cop-win, capture time 1: 156 graphs",
    "cop-win, capture time 2: 238 graphs",
    "cop-win, capture time 3: 9 graphs",
  ]);
  // the n − 4 class is chosen first: its 9 graphs listed
  assert.equal(await page.inputValue("#census-class"), "1:3");
  assert.equal(await page.textContent("#census-class option:checked"), "cop-win, capture time 3 = n − 4 (9 graphs)");
  assert.equal(await page.locator("#census-list button").count(), 9);
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("census") });
  // another class: the cop-win graphs caught in 2 rounds, the first 60 of 238
  await page.selectOption("#census-class", "1:2");
  assert.equal(await page.locator("#census-list button").count(), 60);
  assert.equal(await page.textContent("#census-shown"), "The first 60 of 238:");
  await page.selectOption("#census-class", "1:3");
  const g6 = await page.textContent("#census-list button:last-child");
  await page.click("#census-list button:last-child");
  await settle(page);
  assert.ok(await page.isHidden("#census"));
  assert.equal(await page.locator("#board [data-node]").count(), 7);
  assert.equal(await page.textContent("#cops-opened"), `On the board: ${g6}, a graph of 7 nodes (cop number 1); from the best start, caught within 3 rounds.`);
  assert.equal(await page.getAttribute("#cops-opened", "data-rounds"), "3");
  // the page's own solve of the board: the cat moves first, so 3 rounds are 2·3 − 1 plies
  const v = await verdict(page);
  assert.equal(v.outcome, "cat");
  assert.match(v.text, /Cat wins in 5 plies/);
  const longest = await page.evaluate(() => window.longestTask);
  assert.ok(longest < 200 * loadSlack(), `the page's longest task: ${longest} ms`);
  assert.deepEqual(errors, []);
});

test("8 nodes: 3,791 cop-win of 11,117, 7 graphs of capture time n − 4, counted in a worker with progress and no long task", async () => {
  const { page, errors, lists } = await censusPage();
  await page.click("#census-open");
  await page.waitForSelector("#census-counts[data-n='7']", { timeout: 60000 });
  await page.evaluate(() => { window.longestTask = 0; });
  await page.selectOption("#census-n", "8");
  await page.waitForFunction(() => /Solving every graph of 8 nodes|11,117 graphs/.test(document.querySelector("#census-status").textContent));
  await page.waitForSelector("#census-counts[data-n='8']", { timeout: 120000 });
  assert.deepEqual(lists, ["/data/connected-graphs-1-7.g6", "/data/connected-graphs-8.g6"]);
  assert.deepEqual(await counts(page), [
    "11,117 connected graphs of 8 nodes",
    "cop number 1 (cop-win): 3,791 graphs",
    "cop number 2: 7,326 graphs",
    "cop-win, capture time 1: 1,044 graphs",
    "cop-win, capture time 2: 2,577 graphs",
    "cop-win, capture time 3: 163 graphs",
    "cop-win, capture time 4: 7 graphs",
  ]);
  assert.equal(await page.inputValue("#census-class"), "1:4");
  assert.equal(await page.locator("#census-list button").count(), 7);
  const longest = await page.evaluate(() => window.longestTask);
  assert.ok(longest < 200 * loadSlack(), `the page's longest task while 8 nodes were counted: ${longest} ms`);
  // back to 7: the answers kept, nothing fetched or solved again
  await page.selectOption("#census-n", "7");
  await page.waitForSelector("#census-counts[data-n='7']");
  assert.equal(lists.length, 2);
  assert.deepEqual(errors, []);
});

test("in Chinese the counts have their texts; on a phone the dialog fits", async () => {
  const { page, errors } = await censusPage({ lang: "zh-Hans", width: 390, height: 844 });
  await page.click("#census-open");
  await page.waitForSelector("#census-counts[data-n='7']", { timeout: 60000 });
  assert.equal(await page.textContent("#census-title"), "n 个节点的所有图");
  assert.deepEqual((await counts(page)).slice(0, 3), ["7 个节点的连通图共 853 个", "警察数 1（一猫可胜）：403 个图", "警察数 2：450 个图"]);
  assert.equal(await page.textContent("#census-class option:checked"), "一猫可胜，抓捕时间 3 = n − 4（9 个图）");
  const right = await page.evaluate(() => document.querySelector("#census").getBoundingClientRect().right);
  assert.ok(right <= 390, `the dialog reaches ${right} px`);
  if (process.env.SHOTS) await page.screenshot({ path: SHOT("census-phone-zh") });
  assert.deepEqual(errors, []);
});
