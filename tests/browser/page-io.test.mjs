// Import, export, shareable links and saved edits: the puzzle survives every round trip, and bad
// input shows a clear message while the current puzzle stays.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, pick, shown, verdict, expected, exported, ready, settle, paste } from "./page-support.mjs";

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test("pasting LeetCode text imports it in either game; export gives the text back", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  const graph = "[[1,3],[0],[3],[0,2]]";
  await paste(page, graph);
  assert.equal(await exported(page), graph);
  const want = await expected(page, { mode: "graph", adj: JSON.parse(graph), hole: 0, mouse: 1, cats: [2] });
  assert.deepEqual(await shown(page), want.places);
  assert.equal((await verdict(page)).answer, "1");

  // LeetCode's example form, with names; the page switches to the grid game
  await paste(page, `grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2`);
  assert.equal(await page.getAttribute("#mode-grid", "aria-pressed"), "true");
  assert.equal(await exported(page), `["####F","#C...","M...."]\n1\n2`);
  // LeetCode's test-case box form: the grid, then the jumps on their own lines
  await paste(page, `["M.C...F"]\n1\n3`);
  const spec = { mode: "grid", rows: ["M.C...F"], catJump: 1, mouseJump: 3, turnLimit: 1000 };
  assert.deepEqual(await shown(page), (await expected(page, spec)).places);
  assert.equal((await verdict(page)).answer, "false");
  assert.deepEqual(errors, []);
});

test("a bad paste shows a clear message inline and keeps the puzzle", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  const before = await exported(page);
  const colours = await shown(page);
  const cases = [
    ["[[2,5],[3],[0,4", /never closed/],
    ["[[1],[0],[5]]", /graph\[2\] lists node 5 but the graph has 3 nodes/],
    ["[[1],[0,2],[]]", /does not list node 1/],
    ["[\"M.C...F\"]", /needs catJump and mouseJump/],
    ["[\"M.C..\"]\n1\n1", /no 'F'/],
    ["hello", /no puzzle found/],
  ];
  for (const [text, message] of cases) {
    await paste(page, text);
    assert.match(await page.textContent("#notice"), message, text);
    assert.match(await page.textContent("#notice"), /unchanged/, text);
    assert.equal(await page.isVisible("#notice"), true);
    assert.equal(await exported(page), before, text);
    assert.deepEqual(await shown(page), colours, text);
  }
  assert.deepEqual(errors, []);
});

test("a shared link reopens the same puzzle; a bad link says so and keeps the puzzle", async () => {
  const { page, errors, context } = await fresh(browser, server.url, open);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});
  await pick(page, "cornered");
  // move the cat so the roles are not the classic ones
  await page.click("#edit-graph [data-tool=cat]");
  await page.locator("#board").scrollIntoViewIfNeeded();
  await page.click("[data-node='6'] .fill");
  await settle(page);
  await page.click("#share");
  const url = page.url();
  assert.match(url, /#graph=5\.9_4\.8_9_4_1\.3\.6_/);
  assert.match(url, /cat=6/);
  const text = await exported(page);
  const shownBefore = await shown(page);
  const verdictBefore = await verdict(page);

  const other = await open(browser, url);
  await ready(other.page);
  assert.equal(await exported(other.page), text);
  assert.deepEqual(await shown(other.page), shownBefore);
  assert.deepEqual(await verdict(other.page), verdictBefore);
  assert.equal(new URL(other.page.url()).hash, "", "the link is consumed, so a reload keeps later edits");

  // a link opened in a page that is already showing a puzzle (hashchange)
  await other.page.goto(server.url + "#grid=xxxxF/xC.../M....&catJump=1&mouseJump=2&limit=1000");
  await settle(other.page);
  assert.equal(await exported(other.page), `["####F","#C...","M...."]\n1\n2`);
  await other.page.goto(server.url + "#graph=1.x_0");
  await settle(other.page);
  assert.match(await other.page.textContent("#banner-text"), /link's graph has "x" at character 3; it should look like/);
  assert.equal(await exported(other.page), `["####F","#C...","M...."]\n1\n2`);

  const bad = await open(browser, server.url + "#grid=M..C/F&catJump=1&mouseJump=2");
  await ready(bad.page);
  assert.match(await bad.page.textContent("#banner-text"), /link's puzzle was not loaded: row 1 has 1 cells but row 0 has 4/);
  assert.match((await verdict(bad.page)).text, /Mouse wins in 5 plies/, "the first puzzle (Race to the hole) stays");
  assert.equal(await bad.page.textContent("#gallery-value"), "Race to the hole");
  for (const p of [other, bad]) assert.deepEqual(p.errors, []);
  assert.deepEqual(errors, []);
});

test("edits survive a reload", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  await page.fill("#text", "[[2],[2],[0,1]]");
  await page.click("#import");
  await page.click("#mode-grid");
  await page.fill("#text", `["F..C","....","M..."]\n1\n1`);
  await page.click("#import");
  await settle(page);
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute("#mode-grid", "aria-pressed"), "true");
  assert.equal(await exported(page), `["F..C","....","M..."]\n1\n1`);
  await page.click("#mode-graph");
  assert.equal(await exported(page), "[[2],[2],[0,1]]");
  assert.deepEqual(errors, []);
});
