// The whole-table view: every pixel's colour is its state's outcome, the summary counts match the
// solver, hovering reads a state, and clicking (or Enter) puts the pieces there on the board.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

/** The outcome each heatmap pixel shows, by colour: "mouse" (blue), "cat" (vermillion), "grey". */
function pixelsShown() {
  return page.evaluate(() => [0, 1].map((t) => {
    const c = document.querySelector(`#heat-${t}`);
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const out = [];
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i], d[i + 1], d[i + 2]];
      out.push(b > r + 40 ? "mouse" : r > b + 40 ? "cat" : "grey");
    }
    return { w: c.width, h: c.height, out };
  }));
}

test("each pixel of both heatmaps has its state's colour, and the summary counts the solver's states", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  const want = await page.evaluate(async () => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const adj = [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]];
    const s = new w.GraphSolution(adj);
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: "grey", [w.Outcome.NotAPosition]: "grey" };
    const turns = [0, 1].map((t) => {
      const out = [];
      for (let m = 0; m < 10; m++) for (let c = 0; c < 10; c++) out.push(name[s.outcome(m, c, t)]);
      return out;
    });
    const counts = s.counts();
    s.free();
    return { turns, counts };
  });
  const got = await pixelsShown();
  assert.deepEqual(got.map((g) => [g.w, g.h]), [[10, 10], [10, 10]]);
  assert.deepEqual(got.map((g) => g.out), want.turns);
  const counts = await page.$$eval("[data-count]", (els) => Object.fromEntries(els.map((e) => [e.dataset.count, Number(e.textContent.replaceAll(",", ""))])));
  assert.deepEqual(counts, { mouse: want.counts.mouseWin, cat: want.counts.catWin, draw: want.counts.draw });
  assert.deepEqual(errors, []);
});

test("the heatmaps and the board agree: each node's fill is exactly its state's pixel, in light and dark", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { page: p, errors: e } = await kit.fresh({ colorScheme });
    await pick(p, "cornered");
    await tab(p, "table");
    const got = await p.evaluate(() => {
      const rgb = (css) => css.match(/\d+/g).slice(0, 3).map(Number);
      const heat = [0, 1].map((t) => {
        const c = document.querySelector(`#heat-${t}`);
        return { w: c.width, d: c.getContext("2d").getImageData(0, 0, c.width, c.height).data };
      });
      const out = [];
      for (const node of document.querySelectorAll("#board [data-node]")) {
        const v = Number(node.dataset.node);
        const fill = rgb(getComputedStyle(node.querySelector(".fill")).fill);
        // a ringed node (a move of the mouse) shows the state after the move: cat to move
        const moved = document.querySelector(`#board [data-move="${v}"]`) !== null;
        out.push({ v, moved, fill });
      }
      return { out, heat: heat.map((h) => ({ w: h.w, d: [...h.d] })) };
    });
    const start = await p.evaluate(async () => {
      const w = await import("/pkg/cat_mouse.js");
      await w.default();
      const s = new w.GraphSolution([[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]]);
      const at = { mouse: s.startMouse, cat: s.startCat };
      s.free();
      return at;
    });
    let moved = 0;
    for (const { v, moved: m, fill } of got.out) {
      const h = got.heat[m ? 1 : 0];
      const i = (v * h.w + start.cat) * 4;
      const pixel = h.d.slice(i, i + 3);
      if (m) moved++;
      assert.ok(pixel.every((x, k) => Math.abs(x - fill[k]) <= 1), `${colorScheme}: node ${v}${m ? " (after the move)" : ""}: fill ${fill}, pixel ${pixel}`);
    }
    assert.ok(moved > 0, "some nodes are ringed moves");
    assert.deepEqual(e, []);
    await p.context().close();
  }
});

test("hovering a pixel names its state; clicking puts the pieces there", async () => {
  await pick(page, "cornered");
  await tab(page, "table");
  await page.locator("#heat-1").scrollIntoViewIfNeeded();
  const box = await page.locator("#heat-1").boundingBox();
  // column 7 (cat on node 7), row 3 (mouse on node 3), cat to move
  const at = [box.x + (box.width * 7.5) / 10, box.y + (box.height * 3.5) / 10];
  await page.mouse.move(...at);
  await settle(page);
  assert.match(await page.textContent("#table-hover"), /^mouse on node 3, cat on node 7, cat to move: (cat|mouse) wins in \d+ pl/);
  await page.mouse.click(...at);
  await settle(page);
  assert.match(await page.textContent("#shown-words"), /^Shown: mouse on node 3, cat on node 7, cat to move/);
  assert.match(await page.textContent("#caption"), /^Each node: the mouse there, the cat on node 7, cat to move\./);
  assert.equal(await page.getAttribute('[data-turn="1"]', "aria-pressed"), "true");
  // back to the puzzle's start
  await page.click("#back-to-start");
  await settle(page);
  assert.match(await page.textContent("#shown-words"), /^The puzzle's start: mouse on node 1, cat on node 2, mouse to move/);
  // the keyboard: the heatmap is focusable; arrows move, Enter shows
  await page.focus("#heat-0");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await settle(page);
  assert.match(await page.textContent("#table-hover"), /^mouse on node 1, cat on node 2, mouse to move/);
  await page.keyboard.press("Enter");
  await settle(page);
  assert.match(await page.textContent("#shown-words"), /^Shown: mouse on node 1, cat on node 2, mouse to move/);
  assert.deepEqual(errors, []);
});

test("the grid's heatmap lists floor cells only, and shows the endless states grey", async () => {
  await pick(page, "endless");
  await tab(page, "table");
  const got = await pixelsShown();
  const floor = ["....#", "M##.#", "..C.#", "####F"].join("").replace(/#/g, "").length;
  assert.equal(got[0].w, floor);
  assert.ok(got[0].out.includes("grey"));
  assert.match(await page.textContent("#table-summary"), /endless: [\d,]+/);
  assert.deepEqual(errors, []);
});
