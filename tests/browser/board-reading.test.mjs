// What a newcomer reads off the board without hovering: which turn each place shows (under the
// board and in the key: board/turns.js), and a piece's own cell's value where the piece's icon
// covers the cell's label (board/paint/grid.js drawPieceCues). LeetCode 1728's first example at
// 1280x800 and 390x844: the verdict says "Mouse wins in 5 plies" while the mouse's own cell,
// ringed (staying put), shows C3, the position after the move.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, settle, paste, pick, verdict } from "./page-support.mjs";

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${size.width}x${size.height}, the board says under it and in its key which turn the plain and the ringed cells show`, async () => {
    const { page, errors } = await fresh(browser, server.url, open, size);
    await pick(page, "lc1728-1");
    assert.match((await verdict(page)).text, /Mouse wins in 5 plies/);
    const strip = page.locator("#board-turns");
    assert.ok(await strip.isVisible(), "the turn words show under the board");
    assert.equal((await strip.locator(".turns-now").textContent()).trim(), "Plain cells: mouse to move now");
    assert.equal((await strip.locator(".turns-words").textContent()).trim(),
      "Ringed cells: after the mouse's move there, cat to move (on the mouse's own cell: if it stays)");
    // right under the board, not a screen away
    const board = await page.locator("#board").boundingBox();
    const words = await strip.boundingBox();
    assert.ok(words.y >= board.y + board.height - 1 && words.y - (board.y + board.height) < 40, `${JSON.stringify(words)} under ${JSON.stringify(board)}`);
    assert.ok(words.x >= 0 && words.x + words.width <= size.width, "no sideways overflow");
    // the key names both kinds, in words
    assert.match(await page.textContent("#key-now"), /plain: mouse to move/);
    assert.match(await page.textContent("#key-after"), /a move, coloured after it\s*\(cat to move\)/);
    // Colour places for the cat: no ring (the mouse is to move), and the words say only the plain cells' turn
    await page.click("[data-colour=cat]");
    await settle(page);
    assert.equal(await page.getAttribute("#board-canvas", "data-moves"), "[]", "no ring");
    assert.equal(await strip.locator(".turns-after").isVisible(), false);
    assert.equal((await strip.locator(".turns-now").textContent()).trim(), "Plain cells: mouse to move now");
    assert.deepEqual(errors, []);
  });
}

test("at middle zooms (cells of 20-30 px, labels on), each piece shows its own cell's value beside its icon", async () => {
  const side = 26;
  const rows = Array.from({ length: side }, () => ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(3, 4, "M");
  put(side - 2, side - 3, "C");
  put(side >> 1, side >> 1, "F");
  const { page, errors } = await fresh(browser, server.url, open, { width: 1280, height: 800 });
  await paste(page, `${JSON.stringify(rows)}\n1\n2`);
  const data = await page.evaluate(() => ({ ...document.querySelector("#board-canvas").dataset }));
  const cell = Number(data.cell);
  assert.ok(cell >= 20 && cell <= 30, `cells of ${cell} px`);
  assert.notEqual(data.labels, "none");
  const mouse = 3 * side + 4;
  const cat = (side - 2) * side + side - 3;
  // the cue of each piece's cell, as its code in data-cells says (M: a mouse win, C: a cat win)
  const tags = Object.fromEntries((data.pieceCues ?? "").split(" ").filter(Boolean).map((t) => {
    const [piece, place, text] = t.split(":");
    return [piece, { place: Number(place), text }];
  }));
  assert.deepEqual(Object.keys(tags).sort(), ["cat", "mouse"], `tags: ${data.pieceCues}`);
  assert.equal(tags.mouse.place, mouse);
  assert.equal(tags.cat.place, cat);
  for (const { place, text } of Object.values(tags)) assert.equal(text[0], data.cells[place], `the tag of place ${place}`);
  assert.deepEqual(errors, []);
});
