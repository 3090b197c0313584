// What a newcomer reads off the board without hovering: which turn each place shows (under the
// board and in the key: board/turns.js), and a piece's own cell's value where the piece's icon
// covers the cell's label (board/paint/grid.js drawPieceCues). LeetCode 1728's first example at
// 1280x800 and 390x844: the verdict says "Mouse wins in 5 plies" while the mouse's own cell,
// ringed (staying put), shows C3, the position after the move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, paste, pick, verdict } from "./page-support.mjs";

const kit = withPage();

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${size.width}x${size.height}, the board says under it and in its key which turn the plain and the ringed cells show`, async () => {
    const { page, errors } = await kit.fresh(size);
    await pick(page, "lc1728-1");
    assert.match((await verdict(page)).text, /Mouse wins in 5 plies/);
    const strip = page.locator("#board-turns");
    assert.ok(await strip.isVisible(), "the turn words show under the board");
    assert.equal((await strip.locator(".turns-now").textContent()).trim(), "Plain cells: mouse to move");
    assert.equal((await strip.locator(".turns-words").textContent()).trim(),
      "Ringed: after the mouse's move, cat to move (its own cell: if it stays)");
    // right under the board, not a screen away (on a phone the verdict card sticks under the board
    // with it, so the words come right under the two)
    const board = await page.locator("#board").boundingBox();
    const card = await page.locator(".verdict-card").boundingBox();
    const bottom = card.y >= board.y + board.height - 1 ? card.y + card.height : board.y + board.height;
    const words = await strip.boundingBox();
    assert.ok(words.y >= bottom - 1 && words.y - bottom < 40, `${JSON.stringify(words)} under ${JSON.stringify(board)} (and the verdict card ${JSON.stringify(card)})`);
    assert.ok(words.x >= 0 && words.x + words.width <= size.width, "no sideways overflow");
    // the key names both kinds, in words
    assert.match(await page.textContent("#key-now"), /plain: mouse to move/);
    assert.match(await page.textContent("#key-after"), /ringed: after a move, cat to move/);
    // Colour places for the cat: no ring (the mouse is to move), and the words say only the plain cells' turn
    await page.click("[data-colour=cat]");
    await settle(page);
    assert.equal(await page.getAttribute("#board-canvas", "data-moves"), "[]", "no ring");
    assert.equal(await strip.locator(".turns-after").evaluate((el) => getComputedStyle(el).visibility), "hidden", "no ring: no ringed words");
    assert.equal((await strip.locator(".turns-now").textContent()).trim(), "Plain cells: mouse to move");
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
  const { page, errors } = await kit.fresh({ width: 1280, height: 800 });
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

test("on a phone, a node added near each edge of the board has its label inside the board, not clipped", async () => {
  const { page, errors } = await kit.fresh({ width: 390, height: 844 });
  await pick(page, "race-home");
  await page.click("#edit-graph [data-tool=node]");
  const { width, height } = await page.locator("#board").boundingBox();
  const corners = [[12, 12], [width - 12, 12], [12, height - 12], [width - 12, height - 12], [width / 2, height - 8]];
  for (const [x, y] of corners) {
    // (the tools sit below the board on a phone: the board is scrolled back into view each time)
    await page.locator("#board").scrollIntoViewIfNeeded();
    const box = await page.locator("#board").boundingBox();
    await page.mouse.click(box.x + x, box.y + y);
    await settle(page);
  }
  const n = await page.locator("[data-node]").count();
  assert.equal(n, 8 + corners.length);
  // every label beside its node lies inside the board's box (what the SVG shows), none clipped
  const clipped = await page.evaluate(() => {
    const b = document.querySelector("#board").getBoundingClientRect();
    return [...document.querySelectorAll(".labels [data-label]")].map((t) => ({ id: t.dataset.label, r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.left < b.left - 0.5 || r.top < b.top - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5)
      .map(({ id, r }) => `label of node ${id} at ${r.left.toFixed(0)},${r.top.toFixed(0)}-${r.right.toFixed(0)},${r.bottom.toFixed(0)} outside ${b.left.toFixed(0)},${b.top.toFixed(0)}-${b.right.toFixed(0)},${b.bottom.toFixed(0)}`);
  });
  const labels = await page.locator(".labels [data-label], .cue.in").count();
  assert.ok(labels >= n - 2, `the nodes are labelled (${labels} labels)`);
  assert.deepEqual(clipped, []);
  assert.deepEqual(errors, []);
});
