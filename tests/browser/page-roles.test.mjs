// No silent surprises: Copy gives the puzzle on the board; Export renumbers other roles to
// LeetCode's and says so, and the text imports back to the same verdict (random role choices,
// checked against the wasm package); every placement that swaps roles says so and undoes in one
// step; either player can move first (toggle, link, reload, undo); the gallery is browsed by
// keyboard without loading, and names the puzzle on the board.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, eachAtOnce } from "./harness.mjs";
import { pick, settle, exported, verdict, shown, expected, ready, assertNextTo, cellCentre, gridShown } from "./page-support.mjs";
import { seeded } from "../www/random.mjs";
import { EXAMPLES } from "../../www/model/examples.js";
import { toHash } from "../../www/model/codec.js";

const kit = withPage();

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

test("Copy puts the puzzle on the board on the clipboard, whatever the text box holds: Copy equals Export after an edit", async () => {
  const { page, errors, context } = await kit.fresh();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await pick(page, "lc1728-2");
  await page.click("#export"); // the box now holds the puzzle before the edit
  await page.locator("#board").scrollIntoViewIfNeeded();
  await page.mouse.click(...await cellCentre(page, 0, 4)); // a wall
  await settle(page);
  assert.equal(await page.inputValue("#text"), `["M.C...F"]\n1\n4`, "the box still holds the old text");
  await page.click("#copy");
  await page.waitForFunction(() => /^Copied/.test(document.querySelector("#notice").textContent));
  assert.match(await page.textContent("#notice"), /^Copied the puzzle on the board\./);
  const copied = await clipboard(page);
  assert.equal(copied, `["M.C.#.F"]\n1\n4`);
  assert.equal(await exported(page), copied, "Copy equals Export");
  // text typed into the box is not what Copy copies
  await page.fill("#text", "[[1],[0]]");
  await page.click("#copy");
  await settle(page);
  assert.equal(await clipboard(page), `["M.C.#.F"]\n1\n4`);
  // and a graph with other roles: the same renumbered text as Export, with the same words
  await page.goto(kit.url + toHash("graph", { adj: [[1], [0, 2], [1, 3], [2]], hole: 3, mouse: 0, cats: [2], first: "mouse" }, null));
  await ready(page);
  await page.click("#copy");
  await settle(page);
  assert.equal(await clipboard(page), await exported(page));
  assert.deepEqual(errors, []);
});

/** The verdict of a graph with given roles (the page's puzzle: `cats` a list of one), from the wasm package itself. */
function solverVerdict(page, graph) {
  return page.evaluate(async (g) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution(g.adj, { hole: g.hole, mouse: g.mouse, cat: g.cats[0], first: g.first === "cat" ? w.Player.Cat : w.Player.Mouse });
    const out = { outcome: s.startOutcome(), distance: s.startDistance() };
    s.free();
    return out;
  }, graph);
}

test("export and re-import keep the verdict for random roles and first players (checked against the wasm package)", async () => {
  const rnd = seeded(1728);
  // (the several-cat entries have rules LeetCode's text cannot hold; left out, the seeded draw is what it was)
  const graphs = EXAMPLES.filter((e) => e.mode === "graph" && e.puzzle.adj.length <= 12 && !e.id.startsWith("cats-"));
  let renumbered = 0;
  // the 16 trials drawn first, in the seeded order, then run a few at a time, each in its own page
  const trials = Array.from({ length: 16 }, () => {
    const ex = graphs[Math.floor(rnd() * graphs.length)];
    const n = ex.puzzle.adj.length;
    const roles = [];
    while (roles.length < 3) {
      const v = Math.floor(rnd() * n);
      if (!roles.includes(v)) roles.push(v);
    }
    return { ex, roles, first: rnd() < 0.3 ? "cat" : "mouse" };
  });
  await eachAtOnce(trials, async ({ ex, roles, first }) => {
    const graph = { adj: ex.puzzle.adj, hole: roles[0], mouse: roles[1], cats: [roles[2]], first };
    const what = `${ex.id} ${JSON.stringify(roles)} ${graph.first} first`;
    const { page, errors, context } = await kit.open({ path: toHash("graph", graph, null) });
    await ready(page);
    const before = await verdict(page);
    assert.equal(await page.textContent("#gallery-value"), classicRoles(graph) ? ex.name : "Your puzzle", `${what}: the link's puzzle is shown`);
    const text = await exported(page);
    await settle(page); // the notice is drawn in the next frame
    const classic = roles[0] === 0 && roles[1] === 1 && roles[2] === 2;
    assert.equal(await page.inputValue("#text"), text);
    const note = await page.isVisible("#notice") ? await page.textContent("#notice") : "";
    if (classic) {
      assert.doesNotMatch(note, /renumbered/, what);
    } else {
      renumbered++;
      assert.match(note, /the nodes were renumbered \(/, what);
    }
    if (graph.first === "cat") assert.match(text, /\nfirst = cat$/, what);
    // the text alone, imported, gives the same verdict: on the page and by the package
    await page.fill("#text", text);
    await page.click("#import");
    await settle(page);
    const after = await verdict(page);
    assert.equal(after.outcome, before.outcome, what);
    assert.equal(after.text, before.text, what);
    const adj = JSON.parse(text.split("\n")[0]);
    const direct = await solverVerdict(page, graph);
    const reimported = await solverVerdict(page, { adj, hole: 0, mouse: 1, cats: [2], first: graph.first });
    assert.deepEqual(reimported, direct, what);
    assert.deepEqual(errors, [], what);
    await context.close();
  });
  assert.ok(renumbered >= 10, `enough trials had other roles (${renumbered})`);
});

const classicRoles = (g) => g.hole === 0 && g.mouse === 1 && g.cats[0] === 2 && g.first === "mouse";

/** Clicks node `v` with the graph tool `tool`. */
async function place(page, tool, v) {
  await page.click(`#edit-graph [data-tool=${tool}]`);
  await page.locator("#board").scrollIntoViewIfNeeded();
  await page.click(`[data-node='${v}'] .fill`);
  await settle(page);
}

test("each graph placement that swaps roles says what it did, next to the board, and undoes in one step", async () => {
  const { page, errors } = await kit.fresh();
  const cases = [
    ["cat", 0, "The hole and the cat swapped nodes: the hole is now on node 2, the cat on node 0.", "toast"],
    ["mouse", 2, "The mouse and the cat swapped nodes: the mouse is now on node 2, the cat on node 1.", "ctrl+z"],
    ["hole", 1, "The hole and the mouse swapped nodes: the hole is now on node 1, the mouse on node 0.", "undo"],
  ];
  for (const [tool, v, words, how] of cases) {
    await pick(page, "lc913-1");
    const before = await exported(page);
    const verdictBefore = await verdict(page);
    await place(page, tool, v);
    const placed = await exported(page);
    assert.equal(await page.textContent("#toast-text"), words, tool);
    await assertNextTo(assert, page, "#toast", "#board", 24, tool);
    assert.equal(await page.isVisible("#toast-action"), true);
    assert.equal(await page.textContent("#toast-action"), "Undo");
    // one step takes the whole placement back
    if (how === "toast") await page.click("#toast-action");
    else if (how === "undo") await page.click("#undo");
    else await page.keyboard.press("Control+z");
    await settle(page);
    assert.equal(await exported(page), before, `${tool}: one undo restores the roles`);
    assert.deepEqual(await verdict(page), verdictBefore, tool);
    // (and one redo puts it back whole)
    await page.click("#redo");
    await settle(page);
    assert.equal(await exported(page), placed, `${tool}: the placement was one step`);
    await page.click("#undo");
    await settle(page);
  }
  // the keyboard: C on the focused node, the hole's (a freshly loaded puzzle's cursor is on node 0)
  await pick(page, "ring");
  await pick(page, "lc913-1");
  await page.focus("#board");
  await page.keyboard.press("c");
  await settle(page);
  assert.equal(await page.textContent("#toast-text"), "The hole and the cat swapped nodes: the hole is now on node 2, the cat on node 0.");
  await assertNextTo(assert, page, "#toast", "#board", 24, "keyboard");
  // a plain placement says nothing
  await pick(page, "lc913-1");
  await page.click("#toast-close");
  await place(page, "cat", 4);
  assert.equal(await page.isHidden("#toast"), true, "a plain move swaps nothing and says nothing");
  assert.deepEqual(errors, []);
});

test("each grid placement that swaps pieces, and a resize that moves them, says so and undoes in one step", async () => {
  const { page, errors } = await kit.fresh();
  const cases = [
    ["mouse", "0,4", "The mouse and the food swapped cells: the mouse is now on (0, 4), the food on (2, 0)."],
    ["cat", "2,0", "The mouse and the cat swapped cells: the mouse is now on (1, 1), the cat on (2, 0)."],
    ["food", "1,1", "The cat and the food swapped cells: the cat is now on (0, 4), the food on (1, 1)."],
  ];
  for (const [tool, cell, words] of cases) {
    await pick(page, "lc1728-1");
    const before = await exported(page);
    await page.click(`#edit-grid [data-tool=${tool}]`);
    await page.locator("#board").scrollIntoViewIfNeeded();
    // near the cell's top left corner, as a person might tap it
    const [x, y] = await cellCentre(page, ...cell.split(",").map(Number));
    const half = (await gridShown(page)).cell / 2;
    await page.mouse.click(x - half + 5, y - half + 5);
    await settle(page);
    assert.equal(await page.textContent("#toast-text"), words, tool);
    await assertNextTo(assert, page, "#toast", "#board", 24, tool);
    await page.click("#toast-action");
    await settle(page);
    assert.equal(await exported(page), before, `${tool}: one undo`);
  }
  // a resize that pushes pieces back onto the grid: said next to the field
  await pick(page, "lc1728-1");
  const before = await exported(page);
  await page.fill("#cols", "3");
  await page.press("#cols", "Enter");
  await settle(page);
  assert.equal(await page.textContent("#toast-text"), "To stay on the 3x3 grid, the food from (0, 4) to (0, 2) moved.");
  await assertNextTo(assert, page, "#toast", "#cols", 24, "resize");
  await page.keyboard.press("Escape");
  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), before);
  assert.deepEqual(errors, []);
});

test("either player first: the toggle, a link, a reload and undo; the board starts with the cat to move", async () => {
  const { page, errors } = await kit.fresh();
  await pick(page, "ring");
  const spec = { mode: "graph", ...EXAMPLES.find((e) => e.id === "ring").puzzle };
  const mouseFirst = await verdict(page);
  await page.click("[data-first=cat]");
  await settle(page);
  assert.equal(await page.getAttribute("[data-first=cat]", "aria-pressed"), "true");
  assert.equal(await page.getAttribute("[data-turn='1']", "aria-pressed"), "true", "the board shows the start: cat to move");
  assert.match(await page.textContent("#rules"), /\(the cat first\)/);
  const want = await expected(page, { ...spec, first: "cat" }, "mouse", 1);
  const catFirst = await verdict(page);
  assert.equal(catFirst.outcome, want.start.outcome);
  assert.deepEqual(await shown(page), want.places);
  assert.match(catFirst.text, /Cat wins in 1 ply/, "the cat, first, catches the mouse at once");
  assert.match(mouseFirst.text, /^=?Draw/);
  // a link keeps it
  await page.click("#share");
  assert.match(page.url(), /&first=cat/);
  const other = await kit.open({ url: page.url() });
  await ready(other.page);
  assert.deepEqual(await verdict(other.page), catFirst);
  assert.equal(await other.page.getAttribute("[data-first=cat]", "aria-pressed"), "true");
  // a reload keeps it
  await page.reload();
  await ready(page);
  assert.deepEqual(await verdict(page), catFirst);
  // undo takes it back, and the board's player to move with it
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(await verdict(page), mouseFirst);
  assert.equal(await page.getAttribute("[data-turn='0']", "aria-pressed"), "true");
  for (const p of [other]) assert.deepEqual(p.errors, []);
  assert.deepEqual(errors, []);
});

test("the gallery is browsed with the keyboard without loading each entry, and names the puzzle on the board", async () => {
  const { page, errors } = await kit.fresh();
  assert.equal(await page.textContent("#gallery-value"), "Race to the hole", "the first puzzle is named");
  await pick(page, "lc913-1");
  assert.equal(await page.textContent("#gallery-value"), "LeetCode 913, example 1");
  const before = await exported(page);
  await page.focus("#gallery");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.getAttribute("#gallery", "aria-expanded"), "true");
  assert.equal(await page.getAttribute("#gallery", "aria-activedescendant"), "gallery-lc913-1", "the list opens on the puzzle shown");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
  await settle(page);
  assert.equal(await page.getAttribute("#gallery", "aria-activedescendant"), "gallery-smallest-cat-win");
  assert.match(await page.textContent("#gallery-note"), /cat wins in 16 plies/, "the highlighted puzzle's note shows");
  assert.equal(await page.textContent("#gallery-value"), "LeetCode 913, example 1", "browsing loads nothing");
  await page.keyboard.press("Escape");
  assert.equal(await page.getAttribute("#gallery", "aria-expanded"), "false");
  assert.equal(await page.evaluate(() => document.activeElement.id), "gallery", "the focus stays on the gallery");
  assert.equal(await exported(page), before, "neither browsing nor Escape loaded anything");
  // Enter loads the highlighted one
  await page.focus("#gallery");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await settle(page);
  assert.equal(await page.textContent("#gallery-value"), "Round the ring (a draw)");
  assert.equal(await page.getAttribute("#gallery-ring", "aria-selected"), "true");
  assert.match(await page.textContent("#note"), /^Round the ring/);
  // an edit makes it the user's own puzzle; undo brings the name back
  await page.click("#edit-graph [data-tool=cat]");
  await page.locator("#board").scrollIntoViewIfNeeded();
  await page.click("[data-node='5'] .fill");
  await settle(page);
  assert.equal(await page.textContent("#gallery-value"), "Your puzzle");
  await page.click("#undo");
  await settle(page);
  assert.equal(await page.textContent("#gallery-value"), "Round the ring (a draw)");
  // End and Home, then a click
  await page.focus("#gallery");
  await page.keyboard.press("End");
  assert.equal(await page.getAttribute("#gallery", "aria-activedescendant"), "gallery-v-cat-diagonal", "End: the last entry (the grid's rule variants come last)");
  await page.click("#gallery-lc1728-2");
  await settle(page);
  assert.equal(await page.textContent("#gallery-value"), "LeetCode 1728, example 2");
  assert.equal(await page.getAttribute("#mode-grid", "aria-pressed"), "true");
  assert.deepEqual(errors, []);
});
