// The page's opening with a link: while the link's puzzle loads, the verdict says that the link
// is opening, and never shows another puzzle's verdict (the first screen's own puzzle, solved
// under the link's, was shown as "Mouse wins in 5 plies" for over a second before the link's
// "Cat wins in …" replaced it). Every text the verdict takes from the first script on is recorded
// by a MutationObserver, so a verdict shown for one frame only is caught too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, verdict } from "./page-support.mjs";
import { randomGraph, seeded } from "../www/random.mjs";
import { toHash } from "../../www/model/codec.js";

const kit = withPage();

/** Installed before the page's scripts: records every text and outcome the verdict takes. */
function recordVerdicts() {
  window.verdictsSeen = [];
  const note = (el) => window.verdictsSeen.push({ text: el.textContent, outcome: el.dataset.outcome ?? "" });
  document.addEventListener("DOMContentLoaded", () => {
    const el = document.querySelector("#verdict");
    note(el);
    new MutationObserver(() => note(el)).observe(el, { childList: true, characterData: true, subtree: true, attributes: true });
  });
}

/** Opens `hash` in a fresh context; returns the verdicts seen until the page settled, the last one, and the errors. */
async function openLink(hash) {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  await page.addInitScript(recordVerdicts);
  await page.goto(kit.url + hash);
  await page.waitForSelector("body[data-ready=true]");
  await page.waitForFunction(() => document.querySelector("#verdict").dataset.outcome !== "none");
  await settle(page);
  const seen = await page.evaluate(() => window.verdictsSeen);
  const last = await verdict(page);
  await context.close();
  return { seen, last, errors };
}

test("a link to a 50-node graph: the verdict says the link is opening, and shows no other puzzle's verdict", async () => {
  const { adj } = randomGraph(seeded(33), 50, 3);
  const { seen, last, errors } = await openLink(toHash("graph", { adj, hole: 0, mouse: 1, cats: [2] }, null));
  assert.deepEqual(errors, []);
  assert.notEqual(last.outcome, "none", `the link's puzzle is solved: ${last.text}`);
  // (the first screen's own puzzle says "Mouse wins in 5 plies": the link's must differ, or a
  // stale verdict could not be told from it)
  assert.notEqual(last.text, "Mouse wins in 5 plies");
  const verdicts = seen.filter((v) => v.outcome !== "none");
  const others = verdicts.filter((v) => v.text !== last.text);
  assert.deepEqual(others, [], `only the link's verdict (${last.text}) is ever shown; seen: ${JSON.stringify(seen)}`);
  const first = seen.findIndex((v) => v.outcome !== "none");
  assert.ok(seen.slice(0, first).some((v) => /Opening the link/.test(v.text)), `the verdict says the link is opening before its puzzle shows; seen: ${JSON.stringify(seen.slice(0, first))}`);
});

test("a refused link: the verdict says so while it opens, then shows the page's own puzzle, and nothing else", async () => {
  // a hole out of range: the solver refuses the link, and the first screen's puzzle opens
  const { seen, last, errors } = await openLink(toHash("graph", { adj: [[1], [0, 2], [1]], hole: 0, mouse: 1, cats: [1] }, null));
  assert.deepEqual(errors, []);
  assert.notEqual(last.outcome, "none");
  const others = seen.filter((v) => v.outcome !== "none" && v.text !== last.text);
  assert.deepEqual(others, [], `one verdict only: ${JSON.stringify(seen)}`);
});
