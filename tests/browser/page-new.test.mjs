// The New buttons: an empty graph (three nodes, no edges) and an open 8x8 grid, each solved by the
// package like any puzzle, said in a notice, and taken back by Undo.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, settle, exported, verdict, expected } from "./page-support.mjs";

let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

test("New empty graph and New empty grid start from a blank puzzle, solved, and Undo takes each back", async () => {
  const { page, errors, context } = await fresh(browser, server.url, open);
  const before = await exported(page);
  await page.click("#new-graph");
  await settle(page);
  // (the notice first: Export writes one of its own)
  assert.match(await page.textContent("#notice"), /^A new empty graph: add nodes and edges; Undo takes it back\.$/);
  assert.equal(await exported(page), "[[],[],[]]");
  assert.equal(await page.locator("#board [data-node]").count(), 3);
  const want = await expected(page, { mode: "graph", adj: [[], [], []], hole: 0, mouse: 1, cats: [2] });
  assert.equal((await verdict(page)).outcome, want.start.outcome, "the verdict is the package's");
  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), before);
  await page.click("#mode-grid");
  await settle(page);
  await page.click("#new-grid");
  await settle(page);
  const rows = ["M.......", "........", "........", "........", "........", "........", "........", "F......C"];
  assert.equal((await exported(page)).split("\n")[0], JSON.stringify(rows));
  const grid = await expected(page, { mode: "grid", rows, catJump: 1, mouseJump: 1 });
  assert.equal((await verdict(page)).outcome, grid.start.outcome);
  assert.deepEqual(errors, []);
  await context.close();
});
