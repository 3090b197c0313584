// Pieces move for free: moving the mouse or a cat changes only the start, so the page keeps the
// solved table and asks only for the new start's facts. On the 64x64 grid with jumps of 8 (a
// solve of 33.5 M states: seconds) a piece dropped with the keyboard is shown in a fraction of
// that, no solve runs, and the verdict is the one a full solve of the moved puzzle gives; on a
// graph the verdict after each move equals the moved puzzle's opened afresh.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, settle, paste, verdict, exported, loadSlack } from "./page-support.mjs";

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A side x side open grid: mouse top-left, cat bottom-right, food in the middle. */
function openGrid(side) {
  const rows = Array.from({ length: side }, () => ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(side - 1, side - 1, "C");
  put(side >> 1, side >> 1, "F");
  return rows;
}

/** Records, from now on, whether a solve ran (body[data-solving] ever "true"). */
const watchSolving = (page) => page.evaluate(() => {
  window.solvedAgain = false;
  new MutationObserver(() => {
    if (document.body.dataset.solving === "true") window.solvedAgain = true;
  }).observe(document.body, { attributes: true, attributeFilter: ["data-solving"] });
});

test("on the 64x64 grid with jumps of 8, a piece dropped is shown without a solve, and its verdict is a full solve's", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  await paste(page, `${JSON.stringify(openGrid(64))}\n8\n8`);
  await page.waitForFunction(() => document.querySelector("#board-canvas")?.dataset.rows === "64", null, { timeout: 120000 });
  await settle(page);
  // the mouse put two cells to the right with the keyboard (the cursor starts on the mouse's cell)
  await page.focus("#board");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await watchSolving(page);
  const before = await page.evaluate(() => document.body.dataset.solution);
  const t0 = Date.now();
  await page.keyboard.press("m");
  await page.waitForFunction((b) => document.body.dataset.solution !== b && document.body.dataset.solving !== "true", before, { timeout: 60000, polling: 10 });
  const ms = Date.now() - t0;
  await settle(page);
  assert.equal(await page.evaluate(() => window.solvedAgain), false, "no solve ran");
  // (a solve of this grid takes seconds; the drop a worker trip and a frame)
  assert.ok(ms < 1000 * loadSlack(), `the drop took ${ms} ms`);
  const moved = await verdict(page);
  // the same puzzle solved afresh: the cat's jump changed and changed back (two edits, two solves)
  for (const jump of ["7", "8"]) {
    await page.fill("#catJump", jump);
    await page.press("#catJump", "Enter");
    await page.waitForFunction(() => document.body.dataset.solving === "true", null, { timeout: 10000 }).catch(() => {});
    await settle(page);
  }
  assert.equal(await page.evaluate(() => window.solvedAgain), true, "the jump edits solved again");
  assert.deepEqual(await verdict(page), moved);
  assert.deepEqual(errors, []);
});

test("on a graph, each piece moved shows the verdict of the moved puzzle opened afresh", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  const graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
  for (const [mouse, cat] of [[1, 2], [3, 2], [3, 4], [5, 4], [4, 1], [2, 3]]) {
    // the pieces moved on the board's puzzle with the Cat and Mouse tools
    await paste(page, JSON.stringify(graph));
    await watchSolving(page);
    for (const [tool, node] of [["cat", cat], ["mouse", mouse]]) {
      await page.click(`[data-tool=${tool}]`);
      await page.click(`#board [data-node="${node}"]`);
      await settle(page);
    }
    const shown = await verdict(page);
    const text = await exported(page);
    // the moved puzzle opened afresh, as a share link: solved from scratch
    await paste(page, `${server.url}#graph=${graph.map((l) => l.join(".")).join("_")}&hole=0&mouse=${mouse}&cat=${cat}`);
    assert.deepEqual(await verdict(page), shown, `mouse ${mouse}, cat ${cat} (${text})`);
  }
  assert.deepEqual(errors, []);
});
