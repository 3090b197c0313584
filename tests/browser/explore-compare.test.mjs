// Compare with the published algorithms: the 2n DP is flagged wrong, with the reason, on the
// graphs where it fails; right answers are marked right; the costly 2n² DFS is skipped on big
// graphs; renumbered roles give the same answers.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { serve, launch, open } from "./harness.mjs";
import { fresh, pick, settle } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

let server, browser, page, errors;
before(async () => {
  server = await serve();
  browser = await launch();
  ({ page, errors } = await fresh(browser, server.url, open));
});
after(async () => { await browser?.close(); await server?.close(); });

/** Waits for the comparison to finish; returns {name: {verdict, answer, why}}. */
async function results() {
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll("#compare-table tr[data-baseline]")];
    return rows.length > 1 && rows.every((r) => !["running", "waiting"].includes(r.dataset.verdict));
  }, null, { timeout: 60000 });
  await settle(page);
  return page.$$eval("#compare-table tr[data-baseline]", (rows) => Object.fromEntries(rows.map((r) => [r.dataset.baseline, {
    verdict: r.dataset.verdict,
    answer: r.cells[1].textContent,
    why: document.querySelector(`[data-why="${r.dataset.baseline}"]`)?.textContent ?? "",
  }])));
}

test("every gallery graph where the 2n DP fails is flagged, with its horizon and the real length", async () => {
  const failures = JSON.parse(await readFile(new URL("../data/dp_2n_failures.json", import.meta.url), "utf8"));
  for (const f of failures) {
    await pick(page, f.name);
    await tab(page, "compare");
    const r = await results();
    const n = f.graph.length;
    assert.equal(r.ours.answer, { 1: "1 (mouse wins)", 2: "2 (cat wins)" }[f.exact], f.name);
    assert.equal(r.dp2n.verdict, "wrong", f.name);
    assert.equal(r.dp2n.answer, "0 (draw)", f.name);
    // "16 or more": a game that ends on ply 2n itself is already past the horizon
    assert.equal(r.dp2n.why, `It calls a draw any game that needs 2n = ${2 * n} plies or more, and here the ${f.exact === 1 ? "mouse" : "cat"} needs ${f.distance} plies to win.`, f.name);
    assert.ok(f.distance >= 2 * n, `${f.name}: the real length is at or past the horizon`);
    assert.equal(r.dfs2n2.verdict, "right", f.name);
    await tab(page, "table");
  }
  assert.deepEqual(errors, []);
});

test("right answers are marked right, on the graph and on the grid", async () => {
  for (const id of ["lc913-1", "cornered", "lc1728-1", "lc1728-3"]) {
    await pick(page, id);
    await tab(page, "compare");
    const r = await results();
    for (const [name, row] of Object.entries(r)) {
      if (name !== "ours") assert.equal(row.verdict, "right", `${id} ${name}`);
    }
    await tab(page, "table");
  }
});

test("other roles are renumbered for the baselines; a big graph skips the 2n² DFS", async () => {
  // the path 0-1-2-3 with the hole on 3, the mouse on 0 and the cat on 2: the cat wins (with the
  // classic roles the mouse would win at once, so a baseline run without renumbering would differ)
  await page.evaluate(async () => {
    const { toHash } = await import("/model/codec.js");
    location.hash = toHash("graph", { adj: [[1], [0, 2], [1, 3], [2]], hole: 3, mouse: 0, cats: [2] }, null);
  });
  await page.waitForFunction(() => !location.hash);
  await settle(page);
  await tab(page, "compare");
  let r = await results();
  assert.match(await page.textContent("#compare-note"), /renumbered/);
  assert.equal(r.ours.answer, "2 (cat wins)");
  assert.equal(r.dp2n.verdict, "right");
  assert.equal(r.dfs2n2.verdict, "right");
  // a 60-node ring with a tail: the 2n² DFS is skipped
  const n = 60;
  const ring = Array.from({ length: n }, (_, i) => [(i + n - 1) % n, (i + 1) % n].sort((a, b) => a - b));
  await page.fill("#text", JSON.stringify(ring));
  await page.click("#import");
  await settle(page);
  r = await results();
  assert.equal(r.dfs2n2.verdict, "skipped");
  assert.match(r.dfs2n2.answer, /skipped: 60 nodes/);
  assert.equal(r.dp2n.verdict, "right");
  assert.deepEqual(errors, []);
});
