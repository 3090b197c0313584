// Each tab keeps its own work, and a save that fails is said. Two tabs of one browser share the
// saved puzzle (localStorage) and each has its own puzzle and undo history (sessionStorage): a
// reload brings back that tab's newest puzzle with its undo, another tab's save is said next to
// the board and offered, never taken by itself, and a new tab opens the newest saved puzzle. When
// the browser's storage is full, or a puzzle is too big for it, a notice next to the board says
// so and what still holds (this tab keeps it; a share link carries it), and a reload of the tab
// brings it back if the tab could keep it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { ready, settle, exported, assertNextTo, verdict } from "./page-support.mjs";
import { KEY } from "../../www/session/storage.js";

const kit = withPage();

/** A new tab of `context` on the page, with its console errors recorded. */
async function newTab(context) {
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("pageerror", (err) => errors.push(String(err)));
  await page.goto(kit.url);
  await ready(page);
  return { page, errors };
}

/**
 * Makes `page` its window's front tab. Headless Chromium draws only the front tab of a window at
 * full rate (a tab behind another one gets an animation frame about once a second, so every
 * `settle` there waits a second or two): the tab a test drives next comes to the front first.
 */
const front = (page) => page.bringToFront();

/** How many nodes the board shows. */
const nodes = (page) => page.locator("[data-node]").count();

/** Adds `k` nodes with the keyboard (N beside the cursor). */
async function addNodes(page, k) {
  await front(page);
  await page.focus("#board");
  for (let i = 0; i < k; i++) {
    await page.keyboard.press("n");
    await settle(page);
  }
}

/** Undoes until Undo is disabled; returns how many steps it took. */
async function undoAll(page) {
  await front(page);
  let steps = 0;
  while (await page.isEnabled("#undo")) {
    await page.click("#undo");
    await settle(page);
    steps++;
  }
  return steps;
}

test("two tabs: each keeps its own puzzle and undo over a reload; another tab's save is said and offered, never taken by itself", async () => {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const a = await newTab(context);
  const b = await newTab(context);
  assert.equal(await nodes(a.page), 8, "both tabs open on the first puzzle (8 nodes)");
  await addNodes(a.page, 5);
  assert.equal(await nodes(a.page), 13);
  assert.equal(await a.page.isVisible("#keep-other"), false, "nothing to say before another tab saves");
  // one edit in B: saved over A's puzzle in the browser's storage
  await addNodes(b.page, 1);
  assert.equal(await nodes(b.page), 9);
  await a.page.waitForSelector("#keep-other", { state: "visible" });
  assert.match(await a.page.textContent("#keep-other"), /Another tab saved a different puzzle over the one stored here\. This tab keeps its own puzzle/);
  await assertNextTo(assert, a.page, "#keep-other", "#board", 24, "another tab's save");
  assert.equal(await nodes(a.page), 13, "A took nothing by itself");
  // a reload of A brings back A's own newest puzzle and its five undo steps
  await front(a.page);
  await a.page.reload();
  await ready(a.page);
  assert.equal(await nodes(a.page), 13, "A's puzzle after its reload");
  assert.equal(await a.page.isEnabled("#undo"), true, "A's undo survives its reload");
  const mine = await exported(a.page);
  // B saves again: A offers it; taking it is one undoable step
  await addNodes(b.page, 1);
  const theirs = await exported(b.page);
  await a.page.waitForSelector("#keep-other", { state: "visible" });
  await front(a.page);
  await a.page.click("#keep-other button:not(.close)");
  await settle(a.page);
  assert.equal(await exported(a.page), theirs, "A took B's puzzle when asked");
  assert.equal(await a.page.isVisible("#keep-other"), false, "the offer is gone once taken");
  await a.page.click("#undo");
  await settle(a.page);
  assert.equal(await exported(a.page), mine, "undo goes back to A's own puzzle");
  assert.equal(await undoAll(a.page), 5, "and A's five steps before it");
  // a new tab opens the newest saved puzzle (A's last save: its own default-size puzzle now)
  const c = await newTab(context);
  assert.equal(await exported(c.page), await exported(a.page), "a new tab opens the newest saved puzzle");
  assert.equal(await c.page.isEnabled("#undo"), false, "with no undo of its own");
  // B, reloaded, still has its own two steps
  await front(b.page);
  await b.page.reload();
  await ready(b.page);
  assert.equal(await exported(b.page), theirs);
  assert.equal(await undoAll(b.page), 2);
  for (const t of [a, b, c]) assert.deepEqual(t.errors, []);
  await context.close();
});

test("the offer goes once this tab's puzzle is the other's again, or when the user closes it", async () => {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const a = await newTab(context);
  const b = await newTab(context);
  await addNodes(b.page, 1);
  await a.page.waitForSelector("#keep-other", { state: "visible" });
  // A makes the same edit: the stored puzzle is A's own, nothing left to offer
  await addNodes(a.page, 1);
  assert.equal(await exported(a.page), await exported(b.page));
  assert.equal(await a.page.isVisible("#keep-other"), false);
  await addNodes(b.page, 1);
  await a.page.waitForSelector("#keep-other", { state: "visible" });
  await a.page.click("#keep-other .close");
  assert.equal(await a.page.isVisible("#keep-other"), false);
  assert.equal(await nodes(a.page), 9, "closing takes nothing");
  for (const t of [a, b]) assert.deepEqual(t.errors, []);
  await context.close();
});

/** Fills the page's localStorage with other data until it takes not one more character. */
function fillStore(page) {
  return page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 22; size >= 1; size >>= 1) {
      const text = "x".repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`another-app-${i++}`, text);
        } catch {
          break;
        }
      }
    }
  });
}

test("a full store: the failed save is said next to the board with what still holds, and a reload brings the tab's puzzle back", async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await kit.context({ viewport: size });
    const { page, errors } = await newTab(context);
    await fillStore(page);
    await addNodes(page, 2);
    await page.waitForSelector("#keep-save", { state: "visible" });
    const text = await page.textContent("#keep-save p");
    assert.match(text, /^Not saved: this browser's storage refused the puzzle \(it is full\)\./);
    assert.match(text, /this tab keeps it, so a reload brings it back, and a share link carries it\./);
    await assertNextTo(assert, page, "#keep-save", "#board", 24, `a failed save at ${size.width} px`);
    assert.equal(await page.textContent("#keep-save button:not(.close)"), "Copy a link");
    const mine = await exported(page);
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), KEY);
    assert.equal(stored, null, "the browser kept nothing of it (the page had saved nothing before)");
    // a reload opens the tab's own newest puzzle, with its undo
    await page.reload();
    await ready(page);
    assert.equal(await exported(page), mine, "the tab's newest puzzle after a reload");
    assert.equal(await nodes(page), 10);
    assert.equal(await page.isEnabled("#undo"), true);
    // once there is room again, the next save works and the notice goes
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("another-app-")) localStorage.removeItem(k); });
    await addNodes(page, 1);
    assert.equal(await page.isVisible("#keep-save"), false, "a save that works clears the notice");
    assert.equal((await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY)).graph.adj.length, 11);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a browser that gives the page no storage: the first edit says so, and what still holds", async () => {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });
  });
  const { page, errors } = await newTab(context);
  assert.equal(await page.isVisible("#keep-save"), false, "nothing to say before an edit");
  await addNodes(page, 1);
  await page.waitForSelector("#keep-save", { state: "visible" });
  assert.match(await page.textContent("#keep-save p"), /^Not saved: this browser lets the page store nothing\. The puzzle is still solved and on the board; this tab keeps it, so a reload brings it back, and a share link carries it\.$/);
  await page.reload();
  await ready(page);
  assert.equal(await nodes(page), 9, "the tab's own puzzle after a reload");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an import too big for the browser's storage is still solved, and the notice says so", async () => {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await newTab(context);
  // the complete graph on 1,200 nodes as LeetCode text: 5.9 M characters
  const n = 1200;
  const text = JSON.stringify(Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => b).filter((b) => b !== a)));
  assert.ok(text.length > 5.8e6);
  await page.evaluate((t) => { document.querySelector("#text").value = t; }, text);
  await page.click("#import");
  await page.waitForFunction(() => document.querySelectorAll("#board-canvas[data-nodes]").length && document.body.dataset.solving !== "true", null, { timeout: 120000 });
  await settle(page);
  assert.match(await page.textContent("#notice"), /Imported a graph puzzle/);
  assert.ok((await verdict(page)).outcome, "it is solved");
  await page.waitForSelector("#keep-save", { state: "visible" });
  const words = await page.textContent("#keep-save p");
  assert.match(words, /^Not saved: this browser's storage refused the puzzle \(it is full, or its \d\.\d M characters are more than it holds\)\. The puzzle is still solved and on the board; a reload would lose it\. It is too long for a share link: Export writes its text\.$/);
  await assertNextTo(assert, page, "#keep-save", "#board", 24, "a puzzle too big to save");
  assert.deepEqual(errors, []);
  await context.close();
});
