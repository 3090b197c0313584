// The hardest positions in the Table tab: the histogram's bars hold the package's counts (per
// player to move, outcome and distance, the grid's turn-limit cut included), the start's bar is
// marked, a bar lists its positions, a listed position and the longest win of each side load as
// the puzzle's start, and Undo takes each load back.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

/** Every bar the page shows: {turn, outcome, lo, hi, count, cut, start}. */
function barsShown(p = page) {
  return p.$$eval("#hardest button.bar", (els) => els.map((b) => ({
    turn: Number(b.dataset.turn), outcome: b.dataset.outcome, lo: Number(b.dataset.lo), hi: Number(b.dataset.hi),
    count: Number(b.dataset.n), cut: Number(b.dataset.cut), start: b.classList.contains("start"),
  })));
}

/** The package's own counts, straight from its arrays (per turn: outcome -> distance -> n, cut, draws), and the start. */
function packageCounts(p, mode, spec) {
  return p.evaluate(async ({ mode, spec }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = mode === "graph" ? new w.GraphSolution(spec.adj) : new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, { turnLimit: spec.turnLimit });
    const o = s.outcomes();
    const d = s.distances();
    const lim = mode === "grid" ? s.limitedOutcomes() : null;
    const half = o.length / 2;
    const out = [0, 1].map(() => ({ mouse: {}, cat: {}, cut: 0, draw: 0 }));
    for (let i = 0; i < o.length; i++) {
      const t = out[i < half ? 0 : 1];
      if (o[i] === w.Outcome.Draw) t.draw++;
      else if (o[i] === w.Outcome.MouseWin) {
        t.mouse[d[i]] = (t.mouse[d[i]] ?? 0) + 1;
        if (lim && lim[i] !== w.Outcome.MouseWin) t.cut++;
      } else if (o[i] === w.Outcome.CatWin) t.cat[d[i]] = (t.cat[d[i]] ?? 0) + 1;
    }
    const start = { outcome: s.startOutcome(), distance: s.startDistance() };
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: "draw" };
    s.free();
    return { out, start: { ...start, outcome: name[start.outcome] } };
  }, { mode, spec });
}

/** Checks the bars against the package's counts: each bar's count is the sum over its distances, every position in one bar. */
function assertBars(bars, want) {
  for (const turn of [0, 1]) {
    for (const side of ["mouse", "cat"]) {
      const mine = bars.filter((b) => b.turn === turn && b.outcome === side);
      const total = Object.values(want.out[turn][side]).reduce((a, b) => a + b, 0);
      assert.equal(mine.reduce((a, b) => a + b.count, 0), total, `turn ${turn} ${side}: every position in a bar`);
      for (const b of mine) {
        let n = 0;
        for (let d = b.lo; d <= b.hi; d++) n += want.out[turn][side][d] ?? 0;
        assert.equal(b.count, n, `turn ${turn} ${side} ${b.lo}-${b.hi}`);
      }
    }
    const draw = bars.filter((b) => b.turn === turn && b.outcome === "draw");
    assert.equal(draw.reduce((a, b) => a + b.count, 0), want.out[turn].draw);
  }
  const marked = bars.filter((b) => b.start);
  assert.equal(marked.length, 1, "one bar holds the start");
  assert.equal(marked[0].outcome, want.start.outcome);
  assert.equal(marked[0].turn, 0);
  if (want.start.outcome !== "draw") assert.ok(want.start.distance >= marked[0].lo && want.start.distance <= marked[0].hi);
}

/** Waits for the histogram of a solution other than `old` (the page redraws it on the next frame). */
async function histogramOf(p, old = "") {
  await p.waitForFunction((old) => {
    const box = document.querySelector("#hardest");
    return box?.dataset.ready === "true" && box.dataset.solution === document.body.dataset.solution && box.dataset.solution !== old;
  }, old);
  return p.getAttribute("#hardest", "data-solution");
}

const CORNERED = { adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]] };

test("the histogram's bars are the package's counts, the start's bar is marked", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  await histogramOf(page);
  assertBars(await barsShown(), await packageCounts(page, "graph", CORNERED));
  assert.deepEqual(errors, []);
});

test("a win's bar has the board's colour for its distance: paler is later on both", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  await histogramOf(page);
  await settle(page);
  // the board's nodes (the mouse there, mouse to move: the histogram's first figure), not its move rings
  const nodes = await page.$$eval("#board g.node:not([data-after])", (els) => els.map((g) => ({
    outcome: g.dataset.outcome, distance: Number(g.dataset.distance), fill: getComputedStyle(g.querySelector("circle.fill")).fill,
  })));
  const bars = await page.$$eval("#hardest button.bar[data-turn='0']", (els) => els.map((b) => ({
    outcome: b.dataset.outcome, lo: Number(b.dataset.lo), hi: Number(b.dataset.hi), colour: getComputedStyle(b).backgroundColor,
  })));
  const wins = nodes.filter((n) => n.outcome === "mouse" || n.outcome === "cat");
  assert.ok(wins.length >= 5, `${wins.length} nodes won by someone`);
  for (const n of wins) {
    const bar = bars.find((b) => b.outcome === n.outcome && n.distance >= b.lo && n.distance <= b.hi);
    assert.ok(bar, `a bar for ${n.outcome} in ${n.distance}`);
    assert.equal(bar.colour, n.fill, `${n.outcome} in ${n.distance}: bar ${bar.lo}-${bar.hi}`);
  }
  // and the bars are not all one tint
  assert.ok(new Set(bars.filter((b) => b.outcome === "mouse").map((b) => b.colour)).size > 1);
  assert.deepEqual(errors, []);
});

test("a bar lists its positions; one loads as the puzzle's start and Undo takes it back", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  const id = await histogramOf(page);
  const before = await page.textContent("#shown-words");
  // the cat-to-move mouse wins of the longest distance
  const bars = (await barsShown()).filter((b) => b.turn === 1 && b.outcome === "mouse");
  const bar = bars[bars.length - 1];
  await page.click(`#hardest button.bar[data-turn="1"][data-outcome="mouse"][data-lo="${bar.lo}"]`);
  await page.waitForSelector("#bar-list .bar-states button");
  assert.equal(Number(await page.getAttribute("#bar-list", "data-n")), bar.count);
  const listed = await page.$$eval("#bar-list .bar-states li", (els) => els.map((e) => e.textContent));
  assert.equal(listed.length, Math.min(bar.count, 50));
  assert.ok(listed.every((t) => /cat to move/.test(t)), listed.join("; "));
  await page.click("#bar-list [data-load='0']");
  await histogramOf(page, id);
  await settle(page);
  const loaded = await page.textContent("#shown-words");
  assert.match(loaded, /^The puzzle's start: .*cat to move: mouse wins in \d+ plies/);
  const m = listed[0].match(/M (\d+), C (\d+)/);
  assert.ok(loaded.includes(`mouse on node ${m[1]}, cat on node ${m[2]}`), `${loaded} vs ${listed[0]}`);
  assert.match(await page.textContent("#verdict"), /Mouse wins/);
  assert.equal(await page.getAttribute("#undo", "disabled"), null);
  // the bar stays open on the puzzle's new table (the same table, a new start)
  assert.equal(Number(await page.getAttribute("#bar-list", "data-n")), bar.count);
  await page.click("#undo");
  await settle(page);
  assert.equal(await page.textContent("#shown-words"), before);
  assert.deepEqual(errors, []);
});

test("the longest win of each side is one click away, and Undo takes it back", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  let id = await histogramOf(page);
  const before = await page.textContent("#shown-words");
  const want = await packageCounts(page, "graph", CORNERED);
  for (const side of ["mouse", "cat"]) {
    const longest = Math.max(...[0, 1].flatMap((t) => Object.keys(want.out[t][side]).map(Number)));
    assert.match(await page.textContent(`#longest-${side}`), new RegExp(`${longest} plies`));
    await page.click(`#longest-${side}`);
    id = await histogramOf(page, id);
    await settle(page);
    const words = await page.textContent("#shown-words");
    assert.match(words, new RegExp(`${side} wins in ${longest} plies`), words);
    assert.match(await page.textContent("#toast-text"), /Undo takes it back/);
    await page.click("#undo");
    id = await histogramOf(page, id);
    await settle(page);
    assert.equal(await page.textContent("#shown-words"), before);
  }
  assert.deepEqual(errors, []);
});

test("a grid's histogram holds the turn limit's cut: the mouse wins the limit gives to the cat", async () => {
  const spec = { rows: ["M.....", ".##.#.", "...C..", "F....."], catJump: 1, mouseJump: 2, turnLimit: 7 };
  await page.fill("#text", `${JSON.stringify(spec.rows)}\n1\n2`);
  await page.click("#import");
  await settle(page);
  await page.fill("#turnLimit", "7");
  await page.press("#turnLimit", "Enter");
  await settle(page);
  await tab(page, "table");
  await histogramOf(page);
  const bars = await barsShown();
  const want = await packageCounts(page, "grid", spec);
  assertBars(bars, want);
  for (const turn of [0, 1]) {
    const cut = bars.filter((b) => b.turn === turn && b.outcome === "mouse").reduce((a, b) => a + b.cut, 0);
    assert.equal(cut, want.out[turn].cut, `turn ${turn}: the cut`);
    assert.ok(cut > 0);
  }
  assert.equal(await page.locator("#hardest .limit").count(), 2, "the limit as a line on both mouse-win histograms");
  assert.match(await page.textContent("#hardest-about"), /turn limit \(7 plies/);
  // a cut position says so in its bar's list
  await page.click(`#hardest button.bar[data-turn="0"][data-outcome="mouse"][data-cut]:not([data-cut="0"])`);
  await page.waitForSelector("#bar-list .bar-states li");
  assert.match(await page.textContent("#bar-list"), /too late for the turn limit/);
  assert.deepEqual(errors, []);
});

test("several cats: the bars count the package's table, a position with the cats apart loads, one with two cats on a node is shown", async () => {
  await page.goto(`${kit.url}#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats`);
  await settle(page);
  await tab(page, "table");
  const id = await histogramOf(page);
  const want = await page.evaluate(async () => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], { cats: [2, 4] });
    const c = s.counts();
    s.free();
    return c;
  });
  const bars = await barsShown();
  const sum = (o) => bars.filter((b) => b.outcome === o).reduce((a, b) => a + b.count, 0);
  assert.deepEqual([sum("mouse"), sum("cat"), sum("draw")], [want.mouseWin, want.catWin, want.draw]);
  // a cat-to-move cat win: its positions with the cats on two nodes load, with both cats
  const bar = bars.filter((b) => b.turn === 1 && b.outcome === "cat" && b.lo > 0)[0];
  await page.click(`#hardest button.bar[data-turn="1"][data-outcome="cat"][data-lo="${bar.lo}"]`);
  await page.waitForSelector("#bar-list .bar-states button");
  const listed = await page.$$eval("#bar-list .bar-states button", (els) => els.map((e) => e.textContent));
  const apart = listed.findIndex((t) => { const m = t.match(/C (\d+)\+(\d+)/); return m && m[1] !== m[2] && !t.startsWith(`M ${m[1]},`) && !t.startsWith(`M ${m[2]},`); });
  const together = listed.findIndex((t) => { const m = t.match(/C (\d+)\+(\d+)/); return m && m[1] === m[2]; });
  assert.ok(apart >= 0, listed.join("; "));
  await page.click(`#bar-list [data-load='${apart}']`);
  await histogramOf(page, id);
  await settle(page);
  const m = listed[apart].match(/M (\d+), C (\d+)\+(\d+)/);
  assert.ok((await page.textContent("#shown-words")).includes(`mouse on node ${m[1]}, cats on nodes ${m[2]} and ${m[3]}, cats to move`));
  assert.match(await page.textContent("#toast-text"), /Loaded as the puzzle's start/);
  if (together >= 0) {
    await page.click(`#bar-list [data-load='${together}']`);
    await settle(page);
    assert.match(await page.textContent("#toast-text"), /two cats share a node/);
    assert.match(await page.textContent("#shown-words"), /^Shown: /);
  }
  await page.click("#undo");
  await settle(page);
  assert.match(await page.textContent("#shown-words"), /mouse on node 1, cats on nodes 2 and 4, mouse to move/);
  assert.deepEqual(errors, []);
});

test("a table the worker holds: the same counts, asked of the worker, and its longest win loads", async () => {
  // 20 x 20 cells: 320,000 states, more than the page solves on its own thread
  const rows = Array.from({ length: 20 }, (_, r) => (r === 7 ? ".".repeat(4) + "#".repeat(12) + ".".repeat(4) : ".".repeat(20)));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(19, 19, "C");
  put(12, 9, "F");
  const spec = { rows, catJump: 2, mouseJump: 3, turnLimit: 40 };
  await page.fill("#text", `${JSON.stringify(rows)}\n2\n3`);
  await page.click("#import");
  await settle(page);
  await page.fill("#turnLimit", "40");
  await page.press("#turnLimit", "Enter");
  await settle(page);
  await tab(page, "table");
  const id = await histogramOf(page);
  assert.match(await page.textContent("#verdict-detail"), /320,000 states/, "more states than the page's thread solves (solver/engine.js MAIN_THREAD_STATES)");
  const want = await packageCounts(page, "grid", spec);
  const bars = await barsShown();
  assertBars(bars, want);
  for (const turn of [0, 1]) assert.equal(bars.filter((b) => b.turn === turn && b.outcome === "mouse").reduce((a, b) => a + b.cut, 0), want.out[turn].cut);
  const before = await page.textContent("#shown-words");
  const longest = Math.max(...[0, 1].flatMap((t) => Object.keys(want.out[t].cat).map(Number)));
  assert.match(await page.textContent("#longest-cat"), new RegExp(`${longest} plies`));
  await page.click("#longest-cat");
  await histogramOf(page, id);
  await settle(page);
  assert.match(await page.textContent("#toast-text"), new RegExp(`cat wins in ${longest} plies`));
  assert.match(await page.textContent("#shown-words"), new RegExp(`cat wins in ${longest} plies`));
  await page.click("#undo");
  await settle(page);
  assert.equal(await page.textContent("#shown-words"), before);
  assert.deepEqual(errors, []);
});
