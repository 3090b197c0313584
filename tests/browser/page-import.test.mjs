// Import reads graph6 whenever the text is graph6 ('[' is one of its characters), in the page
// as served: every connected graph on 3 to 8 nodes (nauty's lists in tests/data) is pasted and
// imported, and the graph on the board is the graph6's (its graph6 export gives the text back);
// the smaller ones are refused by the game's own rule (it needs 3 nodes). A long game record is
// read and replayed without holding the page; a record over the size limit is refused at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { withPage, eachAtOnce } from "./harness.mjs";
import { settle, paste, verdict } from "./page-support.mjs";
import { seeded, longWalk, complete } from "../www/random.mjs";
import { formatRecord, MAX_RECORD_CHARS } from "../../www/model/record.js";
import { toHash } from "../../www/model/codec.js";

const kit = withPage();

/** nauty's lists of connected graphs on 1 to 8 nodes, one graph6 word each. */
async function connectedGraphs() {
  const out = [];
  for (const file of ["connected-graphs-1-7.g6", "connected-graphs-8.g6"]) {
    const text = await readFile(new URL(`../data/${file}`, import.meta.url), "utf8");
    out.push(...text.split("\n").filter((l) => l && !l.startsWith("#")));
  }
  return out;
}

test("every connected graph on up to 8 nodes imports as graph6, '[' or not", async () => {
  const { page, errors } = await kit.fresh();
  const all = await connectedGraphs();
  // In the page, one graph after another as a user would: the text in the box, Import, then
  // the graph6 export of what the board holds (the board changes at once for a small puzzle;
  // its notice is drawn at the next frame, read below for a few). A graph of 1 or 2 nodes is
  // refused by the game: its mouse is node 1, its cat node 2. The list is cut in three parts,
  // each imported in a page of its own, the three pages at once.
  const PARTS = 3;
  const size = Math.ceil(all.length / PARTS);
  const parts = Array.from({ length: PARTS }, (_, k) => all.slice(k * size, (k + 1) * size));
  const got = (await eachAtOnce(parts, async (words, k) => {
    const own = k === 0 ? { page, errors } : await kit.fresh();
    const out = await own.page.evaluate(async (words) => {
      const box = document.querySelector("#text");
      const out = [];
      for (const word of words) {
        box.value = word;
        document.querySelector("#import").click();
        document.querySelector("#export-graph6").click();
        out.push(box.value);
      }
      return out;
    }, words);
    if (k > 0) {
      await settle(own.page);
      assert.deepEqual(own.errors, [], `the page of part ${k + 1}`);
    }
    return out;
  }, PARTS)).flat();
  assert.equal(got.length, all.length);
  let brackets = 0;
  all.forEach((word, i) => {
    const nodes = word.charCodeAt(0) - 63;
    if (nodes < 3) {
      assert.notEqual(got[i], word, word);
      return;
    }
    assert.equal(got[i], word, word);
    if (word.includes("[")) brackets++;
  });
  for (const word of ["@", "A_", "Bw", "C[", "G?r@`_", all.find((w) => w.length === 6 && w.includes("["))]) {
    await paste(page, word);
    const said = await page.textContent("#notice");
    if (word.charCodeAt(0) - 63 < 3) assert.match(said, /^The pasted puzzle was not loaded: the (mouse|cat) start is node [12] but the graph has [12] nodes?\. Your puzzle is unchanged\.$/, word);
    else assert.equal(said, `Imported a graph puzzle: ${await verdictWords(page)}.`, word);
  }
  assert.equal(all.length, 12113);
  assert.equal(brackets, 1100);
  await settle(page);
  assert.deepEqual(errors, []);
});

test("a word that is neither graph6 nor LeetCode's text says what each reading found; phone quotes read", async () => {
  const { page, errors } = await kit.fresh();
  await paste(page, "E[K");
  assert.match(await page.textContent("#notice"), /^Not imported: "E\[K" is neither graph6 nor LeetCode's text\. As graph6: graph6 text of 6 nodes has 4 characters .*; as LeetCode's text: the '\[' at character 2 is never closed\. Your puzzle is unchanged\.$/);
  await paste(page, "hello");
  assert.match(await page.textContent("#notice"), /^Not imported: no puzzle found in "hello": .* or graph6 \(read as graph6, graph6 text of 41 nodes/);
  await paste(page, "[“M.C...F”]\n1\n3");
  assert.equal(await page.textContent("#notice"), `Imported a grid puzzle: ${await verdictWords(page)}.`);
  assert.equal((await verdict(page)).answer, "false");
  assert.deepEqual(errors, []);
});

/** A game record's text on K_n: `walk`'s plies from mouse 1, cat 2, the mouse first. */
function gameText(n, walk) {
  const plies = walk.map((to, i) => (i % 2 ? { by: "cat", to: [to], note: "cat wins in 3 plies" } : { by: "mouse", to, note: "cat wins in 3 plies" }));
  return formatRecord({ kind: "game", puzzle: `https://example.org/${toHash("graph", { adj: complete(n), hole: 0, mouse: 1, cats: [2] }, null)}`,
    start: { mouse: 1, cats: [2], turn: 0 }, levels: [{ ply: 0, level: "perfect" }], seed: 1, human: "mouse", swaps: [], plies, result: "" });
}

/** Pastes `text` into the Import box as the browser does: a paste event carrying it. */
const pasteEvent = (page, text) => page.evaluate((t) => {
  const data = new DataTransfer();
  data.setData("text/plain", t);
  const box = document.querySelector("#text");
  box.focus();
  box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
}, text);

/** Starts counting the page's long tasks (50 ms and more): read them back with `longTasks`. */
const watchTasks = (page) => page.evaluate(() => {
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push(e.duration); }).observe({ type: "longtask" });
});
const longTasks = (page) => page.evaluate(() => window.__tasks);

test("a 100,000-ply record on a dense 230-node graph imports and replays without holding the page", async () => {
  const { page, errors } = await kit.fresh();
  const text = gameText(230, longWalk(seeded(3), 230, 100000));
  // pasted: a paste event with the text, as the browser sends one (page.fill would type it)
  await watchTasks(page);
  await pasteEvent(page, text);
  // held aside: the box shows its first line and its size, not 4 MB
  assert.equal(await page.inputValue("#text"), `Cat and Mouse record 1 (and more: ${text.length.toLocaleString("en")} characters in all)`);
  const t0 = Date.now();
  await page.click("#import");
  await page.waitForFunction(() => /Imported a game of 100000 plies\./.test(document.querySelector("#record-note")?.textContent ?? ""), null, { timeout: 120000 });
  await settle(page);
  const ms = Date.now() - t0;
  const tasks = await longTasks(page);
  // (the bound is loose for a loaded machine: before, one task of about 300 s)
  assert.ok(Math.max(0, ...tasks) < 1000, `long tasks ${tasks.map((t) => t.toFixed(0)).join(", ")} ms in ${ms} ms`);
  assert.equal(await page.textContent("#notice"), "Imported a graph puzzle and its game of 100000 plies.");
  assert.deepEqual(errors, []);
});

test("a record over the size limit is refused at once, its size and the limit named", async () => {
  const { page, errors } = await kit.fresh();
  await page.evaluate((n) => { document.querySelector("#text").value = `Cat and Mouse record 1\n${"#".repeat(n)}`; }, MAX_RECORD_CHARS);
  await page.click("#import");
  await page.waitForFunction(() => /Not imported/.test(document.querySelector("#notice").textContent));
  assert.match(await page.textContent("#notice"), /^Not imported: the record is 8,388,631 characters long; a record has at most 8,388,608\. Your puzzle is unchanged\.$/);
  assert.deepEqual(errors, []);
});

test("a long text pasted is held aside: the box shows its first line; typing lets it go; one put there another way leaves the box and comes back if refused", async () => {
  const { page, errors } = await kit.fresh();
  const n = 300; // K300 as LeetCode text: 340 KB
  const text = JSON.stringify(complete(n));
  assert.ok(text.length > 200000);
  await pasteEvent(page, text);
  assert.match(await page.inputValue("#text"), /^\[\[1,2,3,[0-9,]+… \(and more: 326,511 characters in all\)$/);
  await page.waitForFunction(() => /^Pasted 326,511 characters: too many to show, so the box shows their start and Import reads them all\. Typing in the box lets them go\.$/.test(document.querySelector("#notice").textContent));
  await page.click("#import");
  await page.waitForFunction(() => /Imported a graph puzzle: (Mouse wins|Cat wins|Draw).*\./.test(document.querySelector("#notice").textContent), null, { timeout: 120000 });
  await settle(page);
  assert.equal(await page.evaluate(() => document.querySelector("#board-canvas")?.dataset.nodes?.length ?? document.querySelectorAll("[data-node]").length), n);
  // typing in the box lets the held text go: Import reads what the box shows
  await pasteEvent(page, text);
  await page.type("#text", "x");
  await page.click("#import");
  await page.waitForFunction(() => /Not imported/.test(document.querySelector("#notice").textContent));
  // a long text put in the box without a paste leaves it while read; refused, it comes back
  const bad = `${text.slice(0, -2)}]`;
  await page.evaluate((t) => { document.querySelector("#text").value = t; }, bad);
  await page.click("#import");
  await page.waitForFunction(() => /Not imported/.test(document.querySelector("#notice").textContent) && document.querySelector("#text").value.length > 1000);
  assert.equal(await page.inputValue("#text"), bad);
  assert.deepEqual(errors, []);
});

/** The verdict's words as shown beside its coloured dot ("Mouse wins in 5 plies"). */
function verdictWords(page) {
  return page.$eval("#verdict", (el) => el.lastElementChild.textContent);
}
