// Editing on the board: each edit recolours to the solver's values for the edited puzzle, and undo
// and redo restore the puzzle exactly.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, pick, shown, verdict, expected, exported, centre, drag, settle, cellCentre, cellCount } from "./page-support.mjs";

let server, browser, page, errors;
before(async () => {
  server = await serve();
  browser = await launch();
  ({ page, errors } = await fresh(browser, server.url, open));
});
after(async () => { await browser?.close(); await server?.close(); });

const graphSpec = (adj, hole = 0, mouse = 1, cat = 2) => ({ mode: "graph", adj, hole, mouse, cats: [cat] });

test("adding an edge by dragging recolours to the new graph's values; undo and redo", async () => {
  await pick(page, "lc913-1");
  const before = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
  assert.equal(await exported(page), JSON.stringify(before));
  await page.click("#edit-graph [data-tool=edge]");
  await drag(page, await centre(page, "[data-node='4'] .fill"), await centre(page, "[data-node='5'] .fill"));
  const after = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3, 5], [0, 2, 3, 4]];
  assert.equal(await exported(page), JSON.stringify(after));
  const want = await expected(page, graphSpec(after));
  assert.deepEqual(await shown(page), want.places);
  assert.equal((await verdict(page)).outcome, "cat");
  assert.notDeepEqual(want.places, (await expected(page, graphSpec(before))).places, "the edit must change the colouring");

  // dragging over the same pair again removes the edge
  await drag(page, await centre(page, "[data-node='5'] .fill"), await centre(page, "[data-node='4'] .fill"));
  assert.equal(await exported(page), JSON.stringify(before));

  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), JSON.stringify(after));
  await page.keyboard.press("Control+z");
  await settle(page);
  assert.equal(await exported(page), JSON.stringify(before));
  assert.deepEqual(await shown(page), (await expected(page, graphSpec(before))).places);
  await page.keyboard.press("Control+Shift+z");
  await settle(page);
  assert.equal(await exported(page), JSON.stringify(after));
  assert.deepEqual(errors, []);
});

test("deleting a node renumbers the later nodes down by one; adding a node appends it", async () => {
  await pick(page, "lc913-1");
  await page.click("#edit-graph [data-tool=delete]");
  await page.click("[data-node='4'] .fill");
  await settle(page);
  const after = [[2, 4], [3], [0, 4], [1, 4], [0, 2, 3]];
  assert.equal(await exported(page), JSON.stringify(after));
  assert.deepEqual(await shown(page), (await expected(page, graphSpec(after))).places);

  // the hole and the pieces' nodes cannot be deleted: a message, and nothing changes
  await page.click("[data-node='2'] .fill");
  await settle(page);
  assert.match(await page.textContent("#toast-text"), /node 2 is the cat's place/);
  assert.equal(await exported(page), JSON.stringify(after));

  await page.click("#edit-graph [data-tool=node]");
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + 12, box.y + 12);
  await settle(page);
  assert.equal(await exported(page), JSON.stringify([...after, []]));
  assert.equal(await page.locator("[data-node]").count(), 6);
  assert.deepEqual(errors, []);
});

test("dragging the cat to another node recolours the mouse's places at once", async () => {
  await pick(page, "lc913-1");
  await page.click("#edit-graph [data-tool=move]");
  await drag(page, await centre(page, ".piece.cat"), await centre(page, "[data-node='4'] .fill"));
  const want = await expected(page, graphSpec([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], 0, 1, 4));
  assert.deepEqual(await shown(page), want.places);
  assert.equal((await verdict(page)).outcome, want.start.outcome);
  assert.deepEqual(errors, []);
});

test("painting a wall recolours to the new grid's values; undo restores the grid", async () => {
  await pick(page, "lc1728-2");
  const spec = { mode: "grid", rows: ["M.C...F"], catJump: 1, mouseJump: 4, turnLimit: 1000 };
  assert.deepEqual(await shown(page), (await expected(page, spec)).places);
  await page.mouse.click(...await cellCentre(page, 0, 4));
  await settle(page);
  const walled = { ...spec, rows: ["M.C.#.F"] };
  assert.equal(await exported(page), `["M.C.#.F"]\n1\n4`);
  const want = await expected(page, walled);
  assert.deepEqual(await shown(page), want.places);
  assert.equal((await verdict(page)).outcome, want.start.outcome);

  // click-drag paints several cells in one edit, which one undo reverts
  await drag(page, await cellCentre(page, 0, 1), await cellCentre(page, 0, 3));
  assert.equal(await exported(page), `["M#C##.F"]\n1\n4`);
  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), `["M.C.#.F"]\n1\n4`);
  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), `["M.C...F"]\n1\n4`);
  assert.deepEqual(await shown(page), (await expected(page, spec)).places);
  assert.deepEqual(errors, []);
});

test("grid size, jumps and turn limit; 1x1 is refused with a message; 32x32 works", async () => {
  await pick(page, "lc1728-1");
  await page.fill("#mouseJump", "1");
  await page.press("#mouseJump", "Enter");
  await settle(page);
  const spec = { mode: "grid", rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 1, turnLimit: 1000 };
  assert.deepEqual(await shown(page), (await expected(page, spec)).places);

  await page.fill("#rows", "1");
  await page.press("#rows", "Enter");
  await page.fill("#cols", "1");
  await page.press("#cols", "Enter");
  await settle(page);
  assert.match(await page.textContent("#cols-error"), /^A 1x1 grid has no room for the pieces; the puzzle keeps 5\.$/);
  assert.equal(await page.inputValue("#cols"), "1", "the typed value stays in its field");
  await page.fill("#rows", "32");
  await page.press("#rows", "Enter");
  await page.fill("#cols", "32");
  await page.press("#cols", "Enter");
  await settle(page);
  assert.equal(await cellCount(page), 32 * 32);
  const text = await exported(page);
  const rows = JSON.parse(text.split("\n")[0]);
  assert.equal(rows.length, 32);
  assert.deepEqual(await shown(page), (await expected(page, { ...spec, rows })).places);

  await page.fill("#turnLimit", "3");
  await page.press("#turnLimit", "Enter");
  await settle(page);
  assert.deepEqual(await shown(page), (await expected(page, { ...spec, rows, turnLimit: 3 })).places);
  assert.deepEqual(errors, []);
});

test("the keyboard reaches the board: arrows move the focus, Space toggles a wall, M moves the mouse", async () => {
  await pick(page, "lc1728-2");
  await page.focus("#board");
  await page.keyboard.press("ArrowRight"); // cursor from (0,0) to (0,1)
  await page.keyboard.press("ArrowRight"); // (0,2): the cat
  await page.keyboard.press("ArrowRight"); // (0,3)
  await page.keyboard.press("Space");
  await settle(page);
  assert.equal(await exported(page), `["M.C#..F"]\n1\n4`);
  await page.focus("#board");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("m");
  await settle(page);
  assert.equal(await exported(page), `[".\u002eC#M.F"]\n1\n4`);
  assert.deepEqual(errors, []);
});
