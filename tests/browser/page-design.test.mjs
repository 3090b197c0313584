// The Design tool in Chromium: a seeded search improves its score, finds exactly what the package
// finds for the same spec and evaluations, stops at once, and its best loads into the editor
// (undoably), travels as a link and goes to the personal gallery, which survives a reload,
// shrugs off a corrupt entry, and when full asks before it drops anything.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { ready, settle, verdict, exported, loadSlack } from "./page-support.mjs";

const kit = withPage();

/** Fills the Design form (field name -> value) after choosing the kind. */
async function setUp(page, kind, fields) {
  if (!(await page.isVisible("#design"))) await page.click("#design-open");
  await page.click(`[data-design-kind=${kind}]`);
  for (const [name, value] of Object.entries(fields)) {
    const sel = `#design [name=${name}]`;
    if (await page.$eval(sel, (el) => el.tagName) === "SELECT") await page.selectOption(sel, value); else await page.fill(sel, value);
  }
}

/** What the package's own Designer finds for `spec` after `evaluations` evaluations (not the page's code path). */
function packageFind(page, spec, evaluations) {
  return page.evaluate(async ({ spec, evaluations }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const d = new w.Designer(spec);
    const first = d.best().score;
    // step() also stops at its time budget (1 s): under load one call may run fewer
    while (d.evaluations < evaluations) d.step(evaluations - d.evaluations);
    const best = d.best();
    d.free();
    return { first, best };
  }, { spec, evaluations });
}

/**
 * A new tab (in a new context) whose personal gallery holds `entries`, set before any page script
 * (null: left alone; each new tab of the context sets it again), with its errors recorded.
 */
async function withYours(entries) {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  if (entries) await context.addInitScript((raw) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("cat-mouse-playground/v1/yours", raw);
      sessionStorage.setItem("seeded", "1");
    }
  }, JSON.stringify(entries));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  await page.goto(kit.url);
  await ready(page);
  return { context, page, errors };
}

const dataset = (page) => page.$eval("#design", (el) => ({ ...el.dataset }));

/**
 * Clicks Start and waits for that run's end. The dialog is redrawn on the next frame, so a run
 * started after another's "done" is told apart by its id, not by its status.
 */
async function startAndFinish(page) {
  const before = (await dataset(page)).run;
  await page.click("#design-start");
  await page.waitForFunction((before) => {
    const d = document.querySelector("#design").dataset;
    return d.run !== before && d.status === "done";
  }, before, { timeout: 120000 });
}

test("the designer improves its score on a fixed seed, finds what the package finds, and loads its best undoably", async () => {
  const { page, errors } = await kit.fresh();
  const before = await exported(page);
  for (const [kind, fields, spec] of [
    ["graph", { nodes: "9", seed: "11", budget: "4000", goal: "longestWin", side: "either", chains: "1" }, { kind: "graph", nodes: 9, connected: true, goal: "longestWin", side: "either", seed: 11 }],
    ["grid", { rows: "4", cols: "5", seed: "5", budget: "3000", goal: "longestWin", side: "mouse", chains: "1" }, { kind: "grid", rows: 4, cols: 5, catJump: 1, mouseJump: 1, goal: "longestWin", side: "mouse", seed: 5 }],
  ]) {
    await setUp(page, kind, fields);
    await startAndFinish(page);
    const want = await packageFind(page, spec, Number(fields.budget));
    const shown = await dataset(page);
    assert.equal(Number(shown.evaluations), Number(fields.budget), kind);
    assert.equal(Number(shown.bestScore), want.best.score, `${kind}: the page's best is the package's`);
    assert.ok(want.best.score > want.first, `${kind}: the search improved from ${want.first} to ${want.best.score}`);
    assert.match(await page.textContent("#design-best-how"), new RegExp(`found at evaluation ${want.best.evaluation.toLocaleString("en-US")} with seed ${spec.seed}`));
    // the sparkline has a step per improvement, and the preview draws the find
    assert.ok((await page.getAttribute("#design-spark path", "d")).includes("V"), `${kind}: the sparkline steps up`);
    const drawn = kind === "graph" ? await page.locator("#design-preview-box [data-node]").count() : await page.locator("#design-preview-box [data-cell]").count();
    assert.equal(drawn, kind === "graph" ? want.best.puzzle.adj.length : want.best.puzzle.rows.length * want.best.puzzle.rows[0].length);
    await page.click("#design-load");
    await settle(page);
    assert.equal(await page.isVisible("#design"), false, "loading closes the dialog");
    const v = await verdict(page);
    const outcome = { 1: "mouse", 2: "cat" }[want.best.outcome];
    assert.equal(v.outcome, outcome, kind);
    assert.match(v.text, new RegExp(`in ${want.best.distance} pl`), kind);
    const text = await exported(page);
    if (kind === "graph") assert.deepEqual(JSON.parse(text), want.best.puzzle.adj);
    else assert.deepEqual(JSON.parse(text.split("\n")[0]), want.best.puzzle.rows);
  }
  // Undo takes the finds back, one at a time
  await page.click("#undo");
  await settle(page);
  await page.click("#undo");
  await settle(page);
  assert.equal(await exported(page), before);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a grid design with fixed cells keeps the pieces there: the find is the package's for those cells, and loads with them", async () => {
  const { page, errors } = await kit.fresh();
  // a cell off the grid is named, and nothing starts
  await setUp(page, "grid", { rows: "4", cols: "5", mouse: "4, 0", seed: "2", budget: "1500", goal: "longestWin", side: "either" });
  await page.click("#design-start");
  assert.match(await page.textContent("#design-error"), /^Mouse at must be a row from 0 to 3 and a column from 0 to 4, like "0, 4", got "4, 0"\.$/);
  assert.equal((await dataset(page)).status, "idle");
  await setUp(page, "grid", { mouse: "3, 4", cat: "0, 0", food: "0,4" });
  await page.click("#design-start");
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "done", null, { timeout: 120000 });
  const want = await packageFind(page, { kind: "grid", rows: 4, cols: 5, catJump: 1, mouseJump: 1, mouse: 19, cat: 0, food: 4, goal: "longestWin", side: "either", seed: 2 }, 1500);
  assert.equal(Number((await dataset(page)).bestScore), want.best.score);
  await page.click("#design-load");
  await settle(page);
  const rows = JSON.parse((await exported(page)).split("\n")[0]);
  assert.deepEqual(rows, want.best.puzzle.rows);
  assert.deepEqual([rows[3][4], rows[0][0], rows[0][4]], ["M", "C", "F"]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Stop holds the search at once; Continue goes on from there; the numbers stay put once the worker confirms", async () => {
  const { page, errors } = await kit.fresh();
  await setUp(page, "graph", { nodes: "12", seed: "3", budget: "2000000000", chains: "1" });
  await page.click("#design-start");
  await page.waitForFunction(() => Number(document.querySelector("#design").dataset.evaluations) > 2000, null, { timeout: 120000 });
  await page.click("#design-stop");
  // at once: the page stops the run itself and shows it in its next frame, before the worker
  // confirms (the click returns before that frame is drawn, so the test waits for one)
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "stopped", null, { timeout: 1000 * loadSlack() });
  assert.equal((await dataset(page)).status, "stopped", "stopped at once");
  assert.equal(await page.isDisabled("#design-stop"), true);
  assert.equal(await page.isEnabled("#design-continue"), true);
  assert.match(await page.textContent("#design-status"), /^Stopped after [\d,]+ evaluations/);
  await page.waitForFunction(() => document.querySelector("#design").dataset.halted === "true");
  const held = Number((await dataset(page)).evaluations);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 300)));
  assert.equal(Number((await dataset(page)).evaluations), held, "nothing runs after the worker confirmed the stop");
  await page.click("#design-continue");
  await page.waitForFunction((n) => Number(document.querySelector("#design").dataset.evaluations) > n, held, { timeout: 120000 });
  await page.click("#design-stop");
  await page.waitForFunction(() => document.querySelector("#design").dataset.halted === "true");
  // the run went on from where it stopped: the same seed's find at its count is the package's
  const n = Number((await dataset(page)).evaluations);
  const want = await packageFind(page, { kind: "graph", nodes: 12, connected: true, goal: "longestWin", side: "either", seed: 3 }, n);
  assert.equal(Number((await dataset(page)).bestScore), want.best.score);
  // a bad field is named, and nothing starts
  await page.fill("#design [name=nodes]", "2");
  await page.click("#design-start");
  assert.match(await page.textContent("#design-error"), /Nodes must be a whole number from 3 to 64/);
  assert.equal((await dataset(page)).status, "stopped");
  // the designer's own refusals come back in words
  await page.fill("#design [name=nodes]", "6");
  await page.fill("#design [name=maxEdges]", "2");
  await page.click("#design-start");
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "error");
  assert.match(await page.textContent("#design-status"), /^Not started: .*edges/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a find is shared as a link that opens it, and saved to a personal gallery that survives a reload", async () => {
  const { context, page, errors } = await withYours(null);
  await setUp(page, "graph", { nodes: "8", seed: "2", budget: "2000" });
  await page.click("#design-start");
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "done", null, { timeout: 120000 });
  const title = await page.textContent("#design-best-title");
  await page.click("#design-share");
  const link = await page.inputValue("#design-link");
  assert.match(link, /#graph=[\d._]+&hole=0&mouse=1&cat=2$/);
  await page.click("#design-save");
  assert.match(await page.textContent("#design-note"), /Saved as "Designed: 8 nodes, .*": the gallery lists it under Yours/);
  await page.click("#design-save");
  assert.match(await page.textContent("#design-note"), /^Already in your gallery, as "Designed: 8 nodes, /);
  await page.click("#design-close");
  // after a reload it is listed under Yours, and loads
  await page.reload();
  await ready(page);
  await page.click("#gallery");
  const options = page.locator("#gallery-yours [role=option]");
  assert.equal(await options.count(), 1);
  const name = (await options.first().textContent()).replace("×", "");
  assert.match(name, new RegExp(`^Designed: 8 nodes, ${title[0].toLowerCase()}${title.slice(1)}$`));
  await options.first().locator("span").click();
  await settle(page);
  assert.equal(await page.textContent("#gallery-value"), name);
  assert.equal((await verdict(page)).text.replace(/^[MC=]/, ""), title);
  // the link opens the same puzzle
  const linked = await context.newPage();
  await linked.goto(link);
  await ready(linked);
  assert.equal(await linked.textContent("#gallery-value"), name, "the link's puzzle is the saved one");
  await linked.close();
  // removed with its button, and gone after a reload
  await page.click("#gallery");
  await page.click("#gallery-yours [data-remove]");
  assert.equal(await page.locator("#gallery-yours [role=option]").count(), 0);
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("cat-mouse-playground/v1/yours")).length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the 101st save into a full gallery drops nothing until the user says so, then only the oldest", async () => {
  // a hundred saved puzzles, "My puzzle 0" the oldest
  const entries = Array.from({ length: 100 }, (_, i) => ({
    id: `yours-p${i}`, name: `My puzzle ${i}`, note: "", mode: "grid", puzzle: { rows: ["M.F", "..C"], catJump: 1, mouseJump: 1 + (i % 3), turnLimit: 10 + i },
  }));
  const { context, page, errors } = await withYours(entries);
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("cat-mouse-playground/v1/yours")).map((e) => e.name));
  assert.equal((await stored()).length, 100);
  await setUp(page, "graph", { nodes: "8", seed: "2", budget: "2000" });
  await page.click("#design-start");
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "done", null, { timeout: 120000 });
  await page.click("#design-save");
  assert.match(await page.textContent("#design-note"), /^Not saved yet: your gallery is full \(100 puzzles\)\. Remove one under Yours in the gallery, or save this one in place of the oldest, "My puzzle 0":$/);
  assert.equal(await page.isVisible("#design-replace"), true, "the page asks");
  assert.deepEqual(await stored(), entries.map((e) => e.name), "nothing was dropped or added");
  // saying so: the oldest goes, the new one comes, and the note says which went
  await page.click("#design-replace");
  assert.match(await page.textContent("#design-note"), /^Saved as "Designed: 8 nodes, .*": the gallery lists it under Yours\. "My puzzle 0" was dropped to make room\.$/);
  assert.equal(await page.isVisible("#design-replace"), false);
  const now = await stored();
  assert.equal(now.length, 100);
  assert.deepEqual(now.slice(0, 99), entries.slice(1).map((e) => e.name));
  assert.match(now[99], /^Designed: 8 nodes, /);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a corrupt entry in the personal gallery is left out, the page says so, and the good ones still load", async () => {
  const good = { id: "yours-good", name: "Designed: a small grid", note: "kept", mode: "grid", puzzle: { rows: ["M.F", "..C"], catJump: 1, mouseJump: 2, turnLimit: 40 } };
  const entries = [good, { id: "yours-bad", name: "broken", note: "", mode: "graph", puzzle: { adj: "nope" } }, { id: 7 }];
  const { context, page, errors } = await withYours(entries);
  assert.match(await page.textContent("#banner-text"), /2 puzzles in your saved gallery could not be read/);
  await page.click("#gallery");
  assert.deepEqual(await page.locator("#gallery-yours [role=option]").evaluateAll((els) => els.map((e) => e.dataset.id)), ["yours-good"]);
  await page.click("#gallery-yours-good span");
  await settle(page);
  assert.equal((await verdict(page)).outcome, "mouse");
  assert.equal(await page.textContent("#gallery-value"), "Designed: a small grid");
  // and an unreadable record lists nothing but breaks nothing
  await page.evaluate(() => localStorage.setItem("cat-mouse-playground/v1/yours", "{oops"));
  await page.reload();
  await ready(page);
  assert.match(await page.textContent("#banner-text"), /Your saved gallery could not be read/);
  assert.equal(await page.locator("#gallery-yours [role=option]").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Design on several chains: each in its own worker, the same seed and chains find the native chains' puzzle, every time; the rate is of all chains", async () => {
  const fs = await import("node:fs");
  const golden = JSON.parse(fs.readFileSync(new URL("../data/design-chains.json", import.meta.url), "utf8"))[0];
  const { page, errors } = await kit.fresh();
  await page.click("#design-open");
  await page.waitForSelector("#design[open]"); // (its code comes at the first click)
  // the dialog offers one chain per core
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  assert.equal(Number(await page.inputValue("#design-chains")), Math.min(cores, 64));
  const fields = { nodes: "12", minEdges: "11", maxEdges: "30", seed: String(golden.spec.seed), budget: String(golden.evaluations * golden.chains), goal: "longestWin", side: "either", chains: String(golden.chains) };
  for (let round = 0; round < 2; round++) {
    await setUp(page, "graph", fields);
    const before = (await dataset(page)).run;
    await page.click("#design-start");
    if (round === 0) {
      await page.waitForFunction(() => /per second in 2 chains/.test(document.querySelector("#design-status").textContent), null, { timeout: 120000 });
    }
    // (round 1 starts from round 0's "done", with the same numbers: the dialog is redrawn on the
    // next frame, so wait for this run's own end, by its id, with all its evaluations in)
    const total = golden.evaluations * golden.chains;
    await page.waitForFunction(({ n, before }) => {
      const d = document.querySelector("#design").dataset;
      return d.run !== before && d.status === "done" && Number(d.evaluations) === n;
    }, { n: total, before }, { timeout: 120000 });
    const shown = await dataset(page);
    assert.equal(Number(shown.evaluations), total, "all chains' evaluations");
    assert.equal(Number(shown.bestScore), golden.best.score, `round ${round}: the native chains' score`);
    assert.match(await page.textContent("#design-best-how"), new RegExp(`found at evaluation ${golden.best.evaluation.toLocaleString("en-US")} with seed ${golden.spec.seed}`));
    assert.match(await page.textContent("#design-status"), /^Done: 14,002 of 14,002 evaluations · [\d,]+ per second in 2 chains\.$/);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/ec-design-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/ec-design-390.png" });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Design's Cops and Robbers goal: 10 nodes that need 3 cats is the Petersen graph", async () => {
  const { page, errors } = await kit.fresh();
  await setUp(page, "graph", { nodes: "10", goal: "needsCats", cats: "3", seed: "1", budget: "2000", chains: "1" });
  assert.equal(await page.isVisible("#design-cats"), true);
  assert.equal(await page.isVisible("#design-side"), false);
  await page.click("#design-start");
  await page.waitForFunction(() => document.querySelector("#design").dataset.status === "done", null, { timeout: 120000 });
  assert.match(await page.textContent("#design"), /Needs 3 cats: 2 cannot catch the mouse/);
  assert.match(await page.textContent("#design"), /10 nodes, 15 edges/);
  await page.screenshot({ path: "/tmp/ec-design-cats.png" });
  // Load puts the chase on the board: three cats on their best starts, no hole, the cats first
  await page.click("#design-load");
  await page.waitForFunction(() => !document.querySelector("#design").open, null, { timeout: 60000 });
  await settle(page);
  await page.click("#share");
  const hash = await page.evaluate(() => location.hash);
  const extra = new URLSearchParams(hash.slice(1)).get("extraCats").split(".");
  assert.equal(extra.length, 2, `three cats in ${hash}`);
  assert.match(new URLSearchParams(hash.slice(1)).get("rules"), /noHole/);
  assert.match(await page.textContent("#note"), /Loaded as the chase: 3 cats on their best starts, the mouse on its best, caught in \d+ rounds?\./);
  assert.deepEqual(errors, []);
  await page.context().close();
});
