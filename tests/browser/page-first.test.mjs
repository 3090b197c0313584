// The first screen: before the solver arrives, the first puzzle is already drawn (its nodes, its
// edges, the pieces), uncoloured, under "Solving…", with every control in its first state; once
// solved it teaches the colouring: a win, all three colours on the board and on the mouse's rings,
// and the one sentence that says how to read them. The wasm is held back by the test (a route
// that answers only when told), so the early frame is looked at for certain, not by luck of timing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { serve, launch, open } from "./harness.mjs";
import { ready, settle, shown, expected, verdict } from "./page-support.mjs";
import { marks, tab } from "./explore-support.mjs";
import { EXAMPLES } from "../../www/model/examples.js";

const AXE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const FIRST = EXAMPLES.find((ex) => ex.id === "race-home");

let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

/** Opens the page with its wasm held back: `release()` lets it through. */
async function openHeld(size) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("pageerror", (err) => errors.push(String(err)));
  let release;
  const held = new Promise((ok) => { release = ok; });
  let asked = 0;
  await page.route("**/*.wasm", async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(server.url);
  return { page, errors, context, release, asked: () => asked };
}

/** What the board and the controls around it show now. */
function firstFrame(page) {
  return page.evaluate(() => ({
    nodes: [...document.querySelectorAll("#board [data-node]")].map((g) => ({ id: Number(g.dataset.node), outcome: g.dataset.outcome })),
    edges: [...document.querySelectorAll("#board [data-edge]")].map((e) => e.dataset.edge).sort(),
    pieces: [...document.querySelectorAll("#board [data-piece]")].map((e) => e.dataset.piece).sort(),
    rings: document.querySelectorAll("#board [data-move]").length,
    verdict: document.querySelector("#verdict").textContent,
    caption: document.querySelector("#caption").textContent,
    idea: document.querySelector("#idea").textContent,
    gallery: document.querySelector("#gallery-value").textContent,
    undo: document.querySelector("#undo").disabled,
    redo: document.querySelector("#redo").disabled,
    graphMode: document.querySelector("#mode-graph").getAttribute("aria-pressed"),
    solving: document.body.dataset.solving,
    ready: document.body.dataset.ready ?? "",
    boardHeight: document.querySelector("#board").getBoundingClientRect().height,
  }));
}

test("the first frame, before the wasm arrives, draws the first puzzle uncoloured under Solving…, every control in its first state", async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const { page, errors, context, release, asked } = await openHeld(size);
    await page.waitForSelector("body[data-early=true]");
    const early = await firstFrame(page);
    assert.ok(asked() >= 1, "the wasm was asked for, and is held");
    assert.equal(early.ready, "", "the page has not rendered from the solver yet");
    const { adj, mouse, cats } = FIRST.puzzle;
    assert.deepEqual(early.nodes.map((n) => n.id), adj.map((_, i) => i), "every node drawn");
    assert.ok(early.nodes.every((n) => n.outcome === "none"), `no node coloured before the solve: ${JSON.stringify(early.nodes)}`);
    const edges = adj.flatMap((ns, a) => ns.filter((b) => a < b).map((b) => `${a}-${b}`)).sort();
    assert.deepEqual(early.edges, edges, "every edge drawn");
    assert.equal(early.rings, 0, "no move ring before the solve");
    assert.equal(early.verdict, "Solving…");
    assert.match(early.caption, /^Solving/);
    assert.equal(early.gallery, FIRST.name);
    assert.ok(early.undo && early.redo, "Undo and Redo disabled");
    assert.equal(early.graphMode, "true");
    assert.equal(early.solving, "true");
    assert.match(early.idea, /^Each node shows who wins if the mouse stood there/);
    assert.deepEqual(early.pieces, ["cat", "mouse"], "the mouse and the cat are drawn");
    const boxEarly = early.boardHeight;
    release();
    await ready(page);
    const done = await firstFrame(page);
    assert.deepEqual(done.edges, edges, "the same drawing once solved");
    assert.ok(Math.abs(done.boardHeight - boxEarly) < 1, `the board keeps its box (${boxEarly} → ${done.boardHeight} px)`);
    assert.deepEqual(done.pieces, ["cat", "mouse"]);
    assert.deepEqual([mouse, cats], [1, [2]]);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the first frame passes axe-core", async () => {
  const { page, context, release } = await openHeld({ width: 1280, height: 800 });
  await page.waitForSelector("body[data-early=true]");
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  }));
  assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`), []);
  release();
  await context.close();
});

test("the first puzzle teaches: a win, all three colours on the board and on the mouse's rings, the sentence on reading them", async () => {
  const { page, errors, context } = await open(browser, server.url);
  await ready(page);
  const spec = { mode: "graph", ...FIRST.puzzle };
  const want = await expected(page, spec);
  assert.equal(want.start.outcome, "mouse", "the package: the mouse wins");
  const said = await verdict(page);
  assert.equal(said.outcome, "mouse");
  assert.equal(said.text, `MMouse wins in ${want.start.distance} plies`);
  assert.equal(want.start.distance, FIRST.expect.distance);
  const board = await shown(page);
  assert.deepEqual(board, want.places, "every node coloured as the package says");
  const colours = new Set(Object.values(board));
  for (const o of ["mouse", "cat", "draw"]) assert.ok(colours.has(o), `a ${o} place on the board: ${JSON.stringify(board)}`);
  // the mouse's three moves from node 1: onto the cat, round the loop, towards the hole
  const rings = await marks(page);
  assert.deepEqual(new Set(rings.map((m) => m.outcome)), new Set(["mouse", "cat", "draw"]), `the rings: ${JSON.stringify(rings)}`);
  assert.equal(await page.textContent("#idea"), "Each node shows who wins if the mouse stood there, with the cat where it is and the mouse to move.");
  // the sentence follows the view: colouring for the cat, with the cat to move
  await page.click("[data-colour=cat]");
  await page.click("button[data-turn='1']");
  // (each click is drawn on its own frame: wait for the sentence of both, then read it)
  const catView = "Each node shows who wins if the cat stood there, with the mouse where it is and the cat to move.";
  await page.waitForFunction((want) => document.querySelector("#idea").textContent === want, catView).catch(() => {});
  assert.equal(await page.textContent("#idea"), catView);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the optimal line shows the cat's options on its turns: each step colours the mover's places and rings its moves", async () => {
  const { page, errors, context } = await open(browser, server.url);
  await ready(page);
  await tab(page, "line");
  const spec = { mode: "graph", ...FIRST.puzzle };
  // ply 1: the mouse went 1 → 6, the cat to move from node 2
  await page.click("#line-fwd");
  await page.waitForFunction(() => document.querySelector("[data-colour=cat]").getAttribute("aria-pressed") === "true");
  await settle(page);
  const rings = await marks(page);
  const want = await expected(page, { ...spec, mouse: 6, cats: [2] }, "cat", 1);
  assert.deepEqual(rings.map((m) => m.place).sort(), [...FIRST.puzzle.adj[2]].sort(), `the cat's moves from node 2 are ringed: ${JSON.stringify(rings)}`);
  for (const m of rings) assert.equal(m.outcome, want.places[m.place], `the ring on node ${m.place}: the position after the cat's move`);
  assert.equal(await page.getAttribute("button[data-turn='1']", "aria-pressed"), "true");
  // the user's own switch holds on this step, and the next step colours the mouse again
  await page.click("[data-colour=mouse]");
  await settle(page);
  assert.equal(await page.getAttribute("[data-colour=mouse]", "aria-pressed"), "true");
  assert.equal((await marks(page)).length, 0, "no rings: the cat moves, the mouse's places coloured");
  await page.click("#line-fwd");
  await settle(page);
  assert.equal(await page.getAttribute("[data-colour=mouse]", "aria-pressed"), "true");
  assert.ok((await marks(page)).length > 0, "ply 2: the mouse's moves ringed");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a field never shows a value it refuses: an imported grid's jump and side over 64 are its fields' limits, and taken again", async () => {
  const { page, errors, context } = await open(browser, server.url);
  await ready(page);
  await page.fill("#text", `["M${".".repeat(70)}CF"]\n70\n2`);
  await page.click("#import");
  await page.waitForFunction(() => document.body.dataset.mode === "grid");
  await settle(page);
  const fields = () => page.evaluate(() => Object.fromEntries(["rows", "cols", "catJump", "mouseJump", "turnLimit"].map((id) => {
    const input = document.getElementById(id);
    return [id, { value: Number(input.value), max: Number(input.max), invalid: input.matches(":invalid") }];
  })));
  const got = await fields();
  assert.deepEqual(got.cols, { value: 73, max: 73, invalid: false });
  assert.deepEqual(got.catJump, { value: 70, max: 70, invalid: false });
  assert.deepEqual(got.mouseJump, { value: 2, max: 64, invalid: false });
  for (const [id, f] of Object.entries(got)) assert.ok(f.value <= f.max && !f.invalid, `${id}: ${JSON.stringify(f)}`);
  // the value shown is taken again when entered, and one over it refused with the reason
  await page.fill("#catJump", "70");
  await page.dispatchEvent("#catJump", "change");
  await settle(page);
  assert.equal(await page.isHidden("#catJump-error"), true);
  await page.fill("#catJump", "71");
  await page.dispatchEvent("#catJump", "change");
  await page.waitForSelector("#catJump-error:not([hidden])");
  assert.match(await page.textContent("#catJump-error"), /from 1 to 70; the puzzle keeps 70/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the board's box reserved before any script runs is the first puzzle's: nothing shifts when it is drawn", async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    let release;
    const held = new Promise((ok) => { release = ok; });
    await page.route("**/main.js", async (route) => { await held; await route.continue(); });
    // (a module script holds DOMContentLoaded back: wait for the parsed board and a painted frame)
    await page.goto(server.url, { waitUntil: "commit" });
    await page.waitForSelector("#status", { state: "attached" });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const reserved = await page.evaluate(() => document.querySelector("#board").getBoundingClientRect().height);
    assert.equal(await page.$$eval("#board [data-node]", (els) => els.length), 0, "nothing drawn yet");
    release();
    await ready(page);
    const drawn = await page.evaluate(() => document.querySelector("#board").getBoundingClientRect().height);
    assert.ok(Math.abs(drawn - reserved) <= 2, `at ${size.width}px the board's box is ${reserved.toFixed(1)} px before and ${drawn.toFixed(1)} px after`);
    await context.close();
  }
});
