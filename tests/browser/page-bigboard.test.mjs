// Big puzzles in the page (issue 9): a 64x64 board shows its pieces at a legible size, hides the
// cell labels that do not fit and shows them once zoomed in, zooms and pans, and edits cell by cell
// at any zoom, with the pointer and the keyboard; a running solve shows its progress and can be
// stopped (the worker's messages paced, never the solve's own speed); a big graph is
// drawn on the canvas and edited there; the heatmaps carry axis ticks and hatch their draws (issue
// 11). What a person sees is read from the canvas's pixels, beside its data attributes.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { settle, verdict, exported, gridShown, cellPixels, cellCentre, shown, pick, pacedWorker, cssColours } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

/** A 64x64 grid with a few wall rows, the pieces apart and the food in the middle. */
function bigGrid() {
  const rows = Array.from({ length: 64 }, (_, r) => (r % 9 === 5 ? "..." + "#".repeat(47) + ".".repeat(14) : ".".repeat(64)));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(2, 3, "M");
  put(50, 40, "C");
  put(32, 20, "F");
  return rows;
}

/** The colour [r, g, b] of the board canvas at box point (x, y) CSS px. */
function pixelAt(x, y) {
  return page.evaluate(([x, y]) => {
    const c = document.querySelector("#board-canvas");
    const px = c.width / c.clientWidth;
    return [...c.getContext("2d").getImageData(Math.round(x * px), Math.round(y * px), 1, 1).data.slice(0, 3)];
  }, [x, y]);
}

/** A CSS custom property of the page as [r, g, b]. */
function cssColour(name) {
  return page.evaluate((name) => {
    const probe = document.createElement("canvas").getContext("2d");
    probe.fillStyle = getComputedStyle(document.body).getPropertyValue(name).trim();
    const hex = probe.fillStyle;
    return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  }, name);
}

const near = (a, b, tol = 24) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

/** How many pixels of a cell's middle half differ from the pixel at its corner: a label's ink. */
function inkInCell(g, r, c) {
  return page.evaluate(({ g, r, c }) => {
    const canvas = document.querySelector("#board-canvas");
    const px = canvas.width / canvas.clientWidth;
    const ctx = canvas.getContext("2d");
    const x0 = g.ox + c * g.cell;
    const y0 = g.oy + r * g.cell;
    const corner = ctx.getImageData(Math.round((x0 + g.cell * 0.12) * px), Math.round((y0 + g.cell * 0.12) * px), 1, 1).data;
    const w = Math.max(1, Math.round(g.cell * 0.5 * px));
    const d = ctx.getImageData(Math.round((x0 + g.cell * 0.25) * px), Math.round((y0 + g.cell * 0.25) * px), w, w).data;
    let ink = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - corner[0]) + Math.abs(d[i + 1] - corner[1]) + Math.abs(d[i + 2] - corner[2]) > 90) ink++;
    return ink;
  }, { g, r, c });
}

test("a 64x64 board shows its pieces and the food at a legible size, and no labels that do not fit", async () => {
  await page.fill("#text", `${JSON.stringify(bigGrid())}\n2\n2`);
  await page.click("#import");
  await settle(page);
  await page.evaluate(() => scrollTo(0, 0));
  await settle(page);
  const g = await gridShown(page);
  assert.equal(g.rows * g.cols, 64 * 64);
  assert.ok(g.cell < 15, `the cells are small at this size (${g.cell} px)`);
  assert.equal(g.labels, "none");
  assert.ok(!g.codes["0,0"].match(/[.?]/), "the board is coloured");
  // the canvas covers the board's box at the screen's density
  const sizes = await page.evaluate(() => {
    const c = document.querySelector("#board-canvas");
    const b = document.querySelector("#board").getBoundingClientRect();
    const r = c.getBoundingClientRect();
    return { c: [r.x, r.y, r.width, r.height], b: [b.x, b.y, b.width, b.height], px: c.width / r.width, dpr: devicePixelRatio };
  });
  assert.deepEqual(sizes.c.map(Math.round), sizes.b.map(Math.round));
  assert.ok(Math.abs(sizes.px - sizes.dpr) < 0.01);
  // every cell's colour agrees with its listed outcome (shown() checks the pixels)
  await shown(page);
  // no label: the middle of a cell is one colour
  assert.equal(await inkInCell(g, 20, 10), 0);
  // the pieces: at their cells' centres the icons' colours, and still the icon 6 px further down,
  // although a cell is smaller than that: the icons keep their minimum size
  const at = (p, dy = 0) => pixelAt(g.ox + ((p % 64) + 0.5) * g.cell, g.oy + (Math.floor(p / 64) + 0.5) * g.cell + dy);
  const [mouseBody, catBody] = [await cssColour("--piece-mouse"), await cssColour("--piece-cat")];
  assert.equal(g.mouse, 2 * 64 + 3);
  assert.equal(g.cat, 50 * 64 + 40);
  assert.ok(near(await at(g.mouse), mouseBody), "the mouse's face");
  assert.ok(near(await at(g.mouse, 6), mouseBody), "the mouse's face, beyond its cell");
  assert.ok(near(await at(g.cat), catBody), "the cat's face");
  assert.ok(near(await at(g.cat, 6), catBody), "the cat's face, beyond its cell");
  // the food's ring, at least 14 px across (so 7 px above the food's centre on a cell of 9), in
  // the goal colour
  const food = 32 * 64 + 20;
  const goal = await cssColour("--goal");
  const ring = [];
  for (let dy = -9; dy <= -5; dy += 0.5) ring.push(await at(food, dy));
  assert.ok(ring.some((c) => near(c, goal, 12)), `the food's ring: ${JSON.stringify(ring)}`);
  // hovering a cell names its state and shows its cue in a callout
  const [x, y] = await cellCentre(page, 20, 10);
  await page.mouse.move(x, y);
  await settle(page);
  assert.match(await page.textContent("#status"), /^mouse on cell \(20, 10\), cat on cell \(50, 40\), mouse to move: (mouse|cat) wins in \d+ plies$/);
  const box = await page.locator("#board").boundingBox();
  const callout = await pixelAt(x - box.x, y - box.y - g.cell / 2 - 17);
  const under = await pixelAt(x - box.x + 80, y - box.y - g.cell / 2 - 17);
  assert.ok(!near(callout, under, 8) || (await inkInCell(g, 18, 10)) > 0, "a callout above the hovered cell");
  await page.mouse.move(box.x + box.width + 40, box.y - 20);
  assert.deepEqual(errors, []);
});

test("zooming in shows every cell's letter and distance, pans, and edits the cell under the pointer", async () => {
  const before = await gridShown(page);
  const board = await page.locator("#board").boundingBox();
  const [x, y] = await cellCentre(page, 20, 10);
  const pointed = (g) => [(x - board.x - g.ox) / g.cell, (y - board.y - g.oy) / g.cell];
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, -240);
  await settle(page);
  // once the board is wider than its box, the wheel zooms about the pointer: the board point
  // under it stays under it (before, the board may not leave a gap at its sides)
  const first = pointed(await gridShown(page));
  for (let i = 0; i < 2; i++) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -240);
  }
  await settle(page);
  const g = await gridShown(page);
  assert.ok(g.zoom > 2.5, `zoomed in (${g.zoom})`);
  assert.ok(g.cell >= 27, `cells of ${g.cell} px`);
  assert.equal(g.labels, "full");
  const now = pointed(g);
  assert.ok(Math.abs(now[0] - first[0]) < 0.05 && Math.abs(now[1] - first[1]) < 0.05, `the point under the pointer stayed: ${first} -> ${now}`);
  assert.ok(g.cell > before.cell * 2.5);
  // labels: ink in the middle of a labelled cell, and the pixels agree with the listed outcomes
  const [pr, pc] = [Math.floor(now[1]), Math.floor(now[0])]; // the cell under the pointer
  const far = { r: pr + 2, c: pc + 2 };
  assert.ok((await inkInCell(g, far.r, far.c)) > 3, "a label is drawn");
  const pixels = await cellPixels(page);
  assert.ok(Object.keys(pixels).length > 100, "the visible cells were read");
  await shown(page);
  // with labels shown, the best-move arrow is drawn clear of them: every labelled cell has ink
  for (const [r, c] of [[pr - 1, pc - 1], [pr + 1, pc + 1], [pr, pc + 2]]) assert.ok((await inkInCell(g, r, c)) > 3, `label of (${r}, ${c})`);
  // a click paints the wall where the pointer is, at this zoom
  await page.click("#edit-grid [data-tool=paint]").catch(() => {});
  await page.mouse.click(...await cellCentre(page, far.r, far.c));
  await settle(page);
  const rows = JSON.parse((await exported(page)).split("\n")[0]);
  assert.equal(rows[far.r][far.c], "#");
  // the Cat tool puts the cat on the clicked cell, at this zoom
  await page.click("#edit-grid [data-tool=cat]");
  await page.mouse.click(...await cellCentre(page, pr - 1, pc));
  await settle(page);
  assert.equal((await gridShown(page)).cat, (pr - 1) * 64 + pc);
  assert.equal(JSON.parse((await exported(page)).split("\n")[0])[pr - 1][pc], "C");
  await page.click("#edit-grid [data-tool=paint]");
  const beforePan = (await exported(page)).split("\n")[0];
  // a right-button drag pans: the same cell moves with the pointer
  const [x1, y1] = await cellCentre(page, pr + 1, pc + 3);
  await page.mouse.move(x1, y1);
  await page.mouse.down({ button: "right" });
  await page.mouse.move(x1 - 90, y1 - 45, { steps: 5 });
  await page.mouse.up({ button: "right" });
  await settle(page);
  const [x2, y2] = await cellCentre(page, pr + 1, pc + 3);
  assert.ok(Math.abs(x2 - (x1 - 90)) < 2 && Math.abs(y2 - (y1 - 45)) < 2, `panned: ${[x1, y1]} -> ${[x2, y2]}`);
  assert.equal((await exported(page)).split("\n")[0], beforePan, "panning edits nothing");
  assert.deepEqual(errors, []);
});

test("a grid pasted while the graph is shown edits with the grid's tools", async () => {
  // the graph's Move tool was kept, and a click or Space on the grid wrote "undefined" into a row
  await pick(page, "lc913-1");
  await page.click("#edit-graph [data-tool=move]");
  await page.fill("#text", `${JSON.stringify(bigGrid())}\n2\n2`);
  await page.click("#import");
  await settle(page);
  assert.equal(await page.getAttribute("#edit-grid [data-tool=paint]", "aria-pressed"), "true");
  await page.focus("#board");
  await page.keyboard.press("Space");
  await settle(page);
  const rows = JSON.parse((await exported(page)).split("\n")[0]);
  assert.equal(rows[0], "#" + ".".repeat(63));
  assert.ok(rows.every((r) => r.length === 64));
  await page.focus("#board"); // Export took the focus
  await page.keyboard.press("Space");
  await settle(page);
  assert.equal(JSON.parse((await exported(page)).split("\n")[0])[0], ".".repeat(64));
  assert.deepEqual(errors, []);
});

test("the keyboard edits at any zoom, and the view follows its cursor", async () => {
  await page.focus("#board");
  await page.keyboard.press("0"); // the whole grid
  await settle(page);
  assert.equal((await gridShown(page)).zoom, 1);
  for (let i = 0; i < 4; i++) await page.keyboard.press("+");
  await settle(page);
  const g = await gridShown(page);
  assert.ok(g.zoom > 4);
  // walk the cursor to the right edge: the view follows, so the cursor stays inside the board
  for (let i = 0; i < 63; i++) await page.keyboard.press("ArrowRight");
  await settle(page);
  const h = await gridShown(page);
  assert.equal(h.cursor % 64, 63);
  const box = await page.locator("#board").boundingBox();
  const cx = h.ox + (63 + 0.5) * h.cell;
  assert.ok(cx > 0 && cx < box.width, `the cursor's cell is in view (${cx} of ${box.width})`);
  assert.notEqual(h.ox, g.ox, "the view moved");
  // Space toggles a wall there, M puts the mouse there
  const row = Math.floor(h.cursor / 64);
  await page.keyboard.press("Space");
  await settle(page);
  let rows = JSON.parse((await exported(page)).split("\n")[0]);
  assert.equal(rows[row][63], "#");
  await page.focus("#board");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("m");
  await settle(page);
  rows = JSON.parse((await exported(page)).split("\n")[0]);
  assert.equal(rows[row][62], "M");
  // the Fit button shows the whole grid again
  await page.click("#zoom-fit");
  await settle(page);
  assert.equal((await gridShown(page)).zoom, 1);
  assert.equal(await page.isDisabled("#zoom-out"), true);
  assert.deepEqual(errors, []);
});

/** A page whose solver worker sends its messages `gapMs` apart (page-support.mjs pacedWorker). */
async function pacedPage(gapMs) {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  await pacedWorker(context, gapMs);
  const p = await context.newPage();
  const errs = [];
  p.on("pageerror", (err) => errs.push(String(err)));
  p.on("console", (msg) => { if (msg.type() === "error") errs.push(msg.text()); });
  await p.goto(kit.url);
  await p.waitForSelector("body[data-ready=true]");
  await settle(p);
  return { p, errs, context };
}

test("the progress bar advances with the solver's reports, says how far and how long, and goes when the colours come", async () => {
  const { p, errs, context } = await pacedPage(120);
  const rows = bigGrid().map((r) => r.replace(/#/g, "."));
  // every value the bar takes, as the page sets it
  await p.evaluate(() => {
    window.fractions = [];
    const box = document.querySelector("#progress");
    new MutationObserver(() => { if (box.dataset.fraction) window.fractions.push(Number(box.dataset.fraction)); })
      .observe(box, { attributes: true, attributeFilter: ["data-fraction"] });
  });
  await p.fill("#text", `${JSON.stringify(rows)}\n8\n8`);
  await p.click("#import");
  await p.waitForFunction(() => document.body.dataset.solving === "true");
  await p.waitForFunction(() => window.fractions.length >= 3);
  const mid = await p.evaluate(() => ({
    words: document.querySelector("#progress-words").textContent,
    value: document.querySelector("#progress-bar").value,
    text: document.querySelector("#progress-bar").getAttribute("aria-valuetext"),
    shown: !document.querySelector("#progress").hidden,
  }));
  assert.ok(mid.shown, "the bar is shown while the worker solves");
  assert.match(mid.words, /Solving .*[\d,]+ states… [\d.]+ s · \d+% \((counting moves|level \d+|building the table)\)/);
  assert.ok(mid.value > 0 && mid.value <= 1, `the bar holds the fraction done (${mid.value})`);
  assert.match(mid.text, /^\d+%$/);
  await settle(p);
  const seen = await p.evaluate(() => window.fractions);
  const distinct = [...new Set(seen)];
  assert.ok(distinct.length >= 3, `the bar took several values: ${distinct.join(", ")}`);
  assert.ok(seen.every((f, i) => i === 0 || f >= seen[i - 1]), `the bar never went back: ${seen.join(", ")}`);
  assert.ok(Math.max(...seen) >= 0.5, `it reached at least half the work (${Math.max(...seen)})`);
  assert.equal(await p.isHidden("#progress"), true, "the bar goes when the solve is in");
  assert.match((await verdict(p)).text, /wins in \d+ pl/);
  assert.equal((await gridShown(p)).rows, 64);
  assert.deepEqual(errs, []);
  await context.close();
});

test("Stop ends a running solve at once; the puzzle stays and the next edit solves", async () => {
  // the worker's messages come 150 ms apart: a solve is surely still running when Stop is clicked
  const { p, errs, context } = await pacedPage(150);
  await p.fill("#text", `${JSON.stringify(bigGrid())}\n2\n2`);
  await p.click("#import");
  await settle(p);
  const rows = bigGrid().map((r) => r.replace(/#/g, "."));
  await p.fill("#text", `${JSON.stringify(rows)}\n8\n8`);
  await p.click("#import");
  await p.waitForFunction(() => document.body.dataset.solving === "true");
  assert.equal(await p.isVisible("#progress-stop"), true);
  const t0 = Date.now();
  await p.click("#progress-stop");
  await p.waitForFunction(() => document.body.dataset.solving !== "true");
  assert.ok(Date.now() - t0 < 2000, "stopped at once");
  assert.match(await p.textContent("#notice"), /was not loaded: the solve was stopped/);
  const kept = JSON.parse((await exported(p)).split("\n")[0]);
  assert.equal(kept.length, 64, "the puzzle shown before stays");
  assert.ok(kept.some((r) => r.includes("#")), "the one with the wall rows");
  assert.match((await verdict(p)).text, /wins in \d+ pl/);
  // the shown puzzle's own solve, stopped: the verdict says so; an edit solves it again
  await p.focus("#board");
  await p.fill("#catJump", "8");
  await p.press("#catJump", "Enter");
  await p.waitForFunction(() => document.body.dataset.solving === "true");
  await p.click("#progress-stop");
  await p.waitForFunction(() => document.body.dataset.solving !== "true");
  assert.match((await verdict(p)).text, /the solve was stopped/);
  await p.fill("#catJump", "2");
  await p.press("#catJump", "Enter");
  await settle(p);
  assert.match((await verdict(p)).text, /wins in \d+ pl/);
  assert.deepEqual(errs, []);
  await context.close();
});

/**
 * The board in words as a screen reader gets it: whether it is hidden from the accessibility
 * tree, whose outcomes it lists, and each cell's words (place -> text).
 */
function boardWords(p) {
  return p.evaluate(() => {
    const box = document.querySelector("#board-words");
    const cells = {};
    for (const td of box.querySelectorAll("td[data-place]")) cells[td.dataset.place] = td.textContent;
    return { hidden: box.getAttribute("aria-hidden") === "true", solution: box.dataset.solution, cells, text: box.textContent };
  });
}

/** What a cell's words must say for its code on the canvas (board/paint/grid.js CELL_CODES). */
const SAYS = { "#": /^wall$/, M: /mouse (wins in|has won)/, L: /mouse would win .* makes it a cat win/, C: /cat (wins in|has won)/, E: /endless without the limit/ };

test("a big grid's words are hidden while it solves, not rewritten to \"solving\", and after it say what every cell shows", async () => {
  // the worker's messages come 120 ms apart: the solve is surely still running when looked at
  const { p, errs, context } = await pacedPage(120);
  await p.fill("#text", `${JSON.stringify(bigGrid())}\n2\n2`);
  await p.click("#import");
  await settle(p);
  const solution = () => p.evaluate(() => document.body.dataset.solution);
  const written = async () => {
    await p.waitForFunction(() => document.querySelector("#board-words").dataset.solution === document.body.dataset.solution);
    // (the move rings come a frame after the colours, once the worker answers, and their places'
    // words with them: every ringed place must say it is a move)
    await p.waitForFunction(() => {
      const rings = JSON.parse(document.querySelector("#board-canvas").dataset.moves || "[]");
      const says = (place) => document.querySelector(`#board-words td[data-place="${place}"]`)?.textContent ?? "";
      return rings.length > 0 && rings.every(({ place }) => /a move: after it/.test(says(place)))
        && document.querySelector("#board-words").dataset.solution === document.body.dataset.solution;
    });
    return boardWords(p);
  };
  const check = async (words) => {
    assert.equal(words.hidden, false, "the words are in the accessibility tree once written");
    const codes = await p.getAttribute("#board-canvas", "data-cells");
    assert.equal(Object.keys(words.cells).length, 64 * 64);
    for (let c = 0; c < codes.length; c++) {
      assert.match(words.cells[c], SAYS[codes[c]], `cell ${c} (${codes[c]} on the board) reads "${words.cells[c]}"`);
    }
  };
  const first = await written();
  await check(first);
  // an edit: the cat's jump; while it solves the words are hidden and keep what they said
  await p.fill("#catJump", "3");
  await p.press("#catJump", "Enter");
  await p.waitForFunction(() => document.body.dataset.solving === "true"
    && document.querySelector("#board-words").getAttribute("aria-hidden") === "true", null, { timeout: 20000 });
  const during = await boardWords(p);
  assert.equal(during.solution, "", "no solution's words are claimed while solving");
  assert.ok(!/\bsolving\b/.test(during.text), "the words were not rewritten to \"solving\"");
  assert.deepEqual(during.cells, first.cells, "the stale words stay as they were, hidden");
  assert.equal(await p.evaluate(() => document.body.dataset.solving), "true", "looked at while the solve still ran");
  await settle(p);
  const after = await written();
  assert.notEqual(await solution(), first.solution);
  assert.notDeepEqual(after.cells, first.cells, "the edit changed some cells' words");
  await check(after);
  assert.deepEqual(errs, []);
  await context.close();
});

/** A connected graph of n nodes: a ring with chords. */
function ringGraph(n) {
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => { if (a !== b) { adj[a].add(b); adj[b].add(a); } };
  for (let i = 0; i < n; i++) link(i, (i + 1) % n);
  for (let i = 0; i < n; i += 5) link(i, (i * 7 + 3) % n);
  return adj.map((s) => [...s].sort((a, b) => a - b));
}

test("a big graph is drawn on the canvas with the solver's colours, and edited there", async () => {
  const adj = ringGraph(400);
  await page.fill("#text", JSON.stringify(adj));
  await page.click("#import");
  await settle(page);
  await page.locator("#board").scrollIntoViewIfNeeded();
  const got = await page.evaluate(() => ({ nodes: document.querySelector("#board-canvas").dataset.nodes, svgNodes: document.querySelectorAll("[data-node]").length }));
  assert.equal(got.svgNodes, 0, "no SVG element per node");
  const want = await page.evaluate(async (adj) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution(adj);
    const code = { [w.Outcome.MouseWin]: "M", [w.Outcome.CatWin]: "C", [w.Outcome.Draw]: "D", [w.Outcome.NotAPosition]: "N" };
    let out = "";
    for (let p = 0; p < adj.length; p++) out += code[s.outcome(p, 2, 0)];
    s.free();
    return out;
  }, adj);
  assert.equal(got.nodes, want);
  // where each node is drawn: its layout position (the saved puzzle's) through the canvas's transform
  const { KEY } = await import("../../www/session/storage.js");
  const { SCALE } = await import("../../www/board/geometry.js");
  const pos = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.pos, KEY);
  assert.equal(pos.length, 400);
  const box = await page.locator("#board").boundingBox();
  const t = await page.evaluate(() => {
    const d = document.querySelector("#board-canvas").dataset;
    const [tx, ty] = d.origin.split(",").map(Number);
    return { s: Number(d.scale), tx, ty };
  });
  const at = (i) => [t.tx + t.s * pos[i][0] * SCALE, t.ty + t.s * pos[i][1] * SCALE];
  // the pixels at and around each node's middle, each matched to the nearest of the page's node
  // colours (a win's three tints, a draw with its dot, no position); a node's class is the
  // commonest among them, except under the pieces, the hole's ring and the arrows
  const colours = await cssColours(page, ["--mouse-win", "--mouse-win-2", "--mouse-win-3", "--cat-win", "--cat-win-2", "--cat-win-3", "--draw", "--label-on-draw", "--none"]);
  const classes = await page.evaluate(({ points, colours }) => {
    const c = document.querySelector("#board-canvas");
    const px = c.width / c.clientWidth;
    const ctx = c.getContext("2d");
    const rgb = (prop) => colours[prop];
    const kinds = [["M", "--mouse-win"], ["M", "--mouse-win-2"], ["M", "--mouse-win-3"], ["C", "--cat-win"], ["C", "--cat-win-2"], ["C", "--cat-win-3"],
      ["D", "--draw"], ["D", "--label-on-draw"], ["D", "--none"]].map(([k, prop]) => [k, rgb(prop)]);
    const classOf = (v) => {
      let best = ["?", 30];
      for (const [k, q] of kinds) {
        const dist = Math.hypot(v[0] - q[0], v[1] - q[1], v[2] - q[2]);
        if (dist < best[1]) best = [k, dist];
      }
      // a draw's dot is under a pixel across: blended with the grey around it, still grey
      if (best[0] === "?" && Math.max(...v.slice(0, 3)) - Math.min(...v.slice(0, 3)) < 14 && v[0] < 200) return "D";
      return best[0];
    };
    return points.map(([x, y]) => {
      const votes = {};
      for (const [dx, dy] of [[0, 0], [0.8, 0], [-0.8, 0], [0, 0.8], [0, -0.8]]) {
        const k = classOf(ctx.getImageData(Math.round((x + dx) * px), Math.round((y + dy) * px), 1, 1).data);
        if (k !== "?") votes[k] = (votes[k] ?? 0) + 1;
      }
      return Object.entries(votes).sort((a, b) => b[1] - a[1])[0]?.[0] ?? "?";
    });
  }, { points: pos.map((_, i) => at(i)), colours });
  const busy = [0, 1, 2].map(at);
  let checked = 0;
  for (let i = 0; i < 400; i++) {
    if (busy.some(([x, y]) => Math.hypot(x - at(i)[0], y - at(i)[1]) < 40)) continue;
    // a node that another lies on (drawn after it) shows that one's colour
    if (pos.some((_, j) => j > i && Math.hypot(at(j)[0] - at(i)[0], at(j)[1] - at(i)[1]) < 8)) continue;
    assert.equal(classes[i], want[i] === "N" ? "D" : want[i], `node ${i}`);
    checked++;
  }
  assert.ok(checked > 300, `${checked} nodes checked`);
  // the Cat tool: a click on a node puts the cat there
  await page.click("#edit-graph [data-tool=cat]");
  const node = [...Array(400).keys()].find((i) => i > 100 && busy.every(([x, y]) => Math.hypot(x - at(i)[0], y - at(i)[1]) > 60));
  await page.mouse.click(box.x + at(node)[0], box.y + at(node)[1]);
  await settle(page);
  assert.equal(await page.evaluate(() => document.querySelector("#board-canvas").dataset.pieces), `mouse:1 cat:${node}`);
  // hovering a node names it
  const other = node + 1;
  await page.mouse.move(box.x + at(other)[0], box.y + at(other)[1]);
  await settle(page);
  assert.match(await page.textContent("#status"), new RegExp(`^mouse on node ${other}, cat on node ${node}, mouse to move: `));
  await page.click("#edit-graph [data-tool=move]");
  assert.deepEqual(errors, []);
});

test("hovering a canvas cell gives its tooltip, as the SVG cells did: the state it shows, after the move on a ringed cell", async () => {
  await pick(page, "lc1728-1"); // mouse on (2, 0) with jumps of 2, cat on (1, 1), the food on (0, 4)
  const tip = () => page.evaluate(() => document.querySelector("#board-content .tip title")?.textContent ?? null);
  const hover = async (r, c) => {
    await page.mouse.move(...await cellCentre(page, r, c));
    await settle(page);
  };
  await hover(1, 3); // no move of the mouse's lands there: the state with the mouse there
  assert.match(await tip(), /^mouse on cell \(1, 3\), cat on cell \(1, 1\), mouse to move: mouse wins in \d+ pl/);
  assert.equal(await tip(), await page.textContent("#status"), "the tooltip says what the status line says");
  await hover(2, 2); // a ringed cell: the state after the mouse's move there, the cat to move
  const g = await gridShown(page);
  assert.ok(g.moves.some((m) => m.place === 2 * 5 + 2), "(2, 2) is one of the mouse's moves");
  assert.match(await tip(), /^mouse on cell \(2, 2\), cat on cell \(1, 1\), cat to move: /);
  assert.ok((await page.textContent("#status")).endsWith(await tip()), "the tooltip says what the status line says after the move");
  await hover(0, 0); // a wall
  assert.equal(await tip(), "wall (0, 0)");
  await page.mouse.move(0, 0);
  await settle(page);
  assert.equal(await tip(), null, "no tooltip off the board");
  assert.deepEqual(errors, []);
});

test("the heatmaps name places on both axes, and hatch the draws over their pixels", async () => {
  await pick(page, "lc913-1");
  await tab(page, "table");
  const ticks = await page.evaluate(() => ["x", "y"].map((axis) => [...document.querySelectorAll(`#heat-0 ~ .heat-ticks.${axis} span`)].map((s) => {
    const r = s.getBoundingClientRect();
    return { label: s.textContent, index: Number(s.dataset.index), at: axis === "x" ? r.x + r.width / 2 : r.y + r.height / 2 };
  })));
  const heat = await page.locator("#heat-0").boundingBox();
  for (const [axis, list] of [["x", ticks[0]], ["y", ticks[1]]]) {
    assert.ok(list.length >= 3, `${axis}: ${list.length} ticks`);
    for (const { label, index, at } of list) {
      assert.equal(label, String(index), "a graph's ticks are node numbers");
      // centred on their node's column or row (6 nodes along each side)
      const want = axis === "x" ? heat.x + heat.width * ((index + 0.5) / 6) : heat.y + heat.height * ((index + 0.5) / 6);
      assert.ok(Math.abs(at - want) < 3, `${axis} tick ${label} at ${at}, want ${want}`);
    }
  }
  // the hatch overlay is inked exactly over the draws, state by state
  const want = await page.evaluate(async () => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]);
    const out = [];
    for (let m = 0; m < 6; m++) for (let c = 0; c < 6; c++) out.push(s.outcome(m, c, 0) === w.Outcome.Draw);
    s.free();
    return out;
  });
  const inked = await page.evaluate(() => {
    const c = document.querySelector("#heat-0 ~ .heat-cues");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const out = [];
    for (let m = 0; m < 6; m++) {
      for (let k = 0; k < 6; k++) {
        // any opaque pixel in the middle half of the state's square
        let ink = 0;
        for (let y = Math.floor(c.height * (m + 0.25) / 6); y < c.height * (m + 0.75) / 6; y++) {
          for (let x = Math.floor(c.width * (k + 0.25) / 6); x < c.width * (k + 0.75) / 6; x++) if (d[(y * c.width + x) * 4 + 3] > 40) ink++;
        }
        out.push(ink > 0);
      }
    }
    return out;
  });
  assert.ok(want.some(Boolean) && !want.every(Boolean), "the puzzle has draws and other states");
  assert.deepEqual(inked, want);
  assert.deepEqual(errors, []);
});

/** Every drawn label's contrast with its cell's fill, from the canvas's pixels: [{cell, ratio}]. */
function labelContrasts(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector("#board-canvas");
    const d = canvas.dataset;
    const [rows, cols, cell] = [Number(d.rows), Number(d.cols), Number(d.cell)];
    const [ox, oy] = d.origin.split(",").map(Number);
    const px = canvas.width / canvas.clientWidth;
    const ctx = canvas.getContext("2d");
    const lum = (rgb) => {
      const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
    };
    const ratio = (a, b) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const skip = new Set([...d.pieces.matchAll(/-?\d+/g)].map(Number).concat(Number(d.food)));
    const out = [];
    for (let p = 0; p < rows * cols; p++) {
      if (d.cells[p] === "#" || skip.has(p)) continue;
      const x0 = ox + (p % cols) * cell;
      const y0 = oy + Math.floor(p / cols) * cell;
      const fill = [...ctx.getImageData(Math.round((x0 + cell * 0.12) * px), Math.round((y0 + cell * 0.12) * px), 1, 1).data.slice(0, 3)];
      // the label's ink: the pixel of the cell's middle farthest from the fill (glyph interiors
      // are pure ink; their edges blend)
      const w = Math.round(cell * 0.6 * px);
      const m = ctx.getImageData(Math.round((x0 + cell * 0.2) * px), Math.round((y0 + cell * 0.3) * px), w, Math.round(cell * 0.4 * px)).data;
      let ink = null;
      let far = 0;
      for (let i = 0; i < m.length; i += 4) {
        const dist = Math.abs(m[i] - fill[0]) + Math.abs(m[i + 1] - fill[1]) + Math.abs(m[i + 2] - fill[2]);
        if (dist > far) [far, ink] = [dist, [m[i], m[i + 1], m[i + 2]]];
      }
      if (ink && far > 60) out.push({ cell: p, ratio: ratio(ink, fill), ink, fill });
    }
    return out;
  });
}

for (const scheme of ["light", "dark"]) {
  test(`every cell label meets WCAG AA contrast (4.5:1) against its fill, read from the pixels (${scheme})`, async () => {
    const context = await kit.context({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const p = await context.newPage();
    await p.goto(kit.url);
    await p.waitForSelector("body[data-ready=true]");
    await pick(p, "race"); // 13x13, cells of 44 px: every cue drawn, on fills from deep to pale
    await p.locator("#board").scrollIntoViewIfNeeded();
    await settle(p);
    assert.equal((await gridShown(p)).labels, "full");
    const got = await labelContrasts(p);
    assert.ok(got.length > 80, `${got.length} labels read`);
    const poor = got.filter((l) => l.ratio < 4.5);
    assert.deepEqual(poor, [], "labels under 4.5:1");
    await context.close();
  });
}

test("on a touch screen, two fingers pinch the grid to zoom and pan it; a tap still edits", async () => {
  const context = await kit.context({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const p = await context.newPage();
  const errs = [];
  p.on("pageerror", (e) => errs.push(String(e)));
  await p.goto(kit.url);
  await p.waitForSelector("body[data-ready=true]");
  await p.fill("#text", `${JSON.stringify(bigGrid())}\n2\n2`);
  await p.click("#import");
  await settle(p);
  await p.evaluate(() => scrollTo(0, 0));
  await settle(p);
  const before = await gridShown(p);
  const box = await p.locator("#board").boundingBox();
  const cdp = await context.newCDPSession(p);
  const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  // fingers 40 px apart, spread to 160 px: four times the size
  await touch("touchStart", [[cx - 20, cy], [cx + 20, cy]]);
  for (let i = 1; i <= 6; i++) await touch("touchMove", [[cx - 20 - i * 10, cy], [cx + 20 + i * 10, cy]]);
  await touch("touchEnd", []);
  await settle(p);
  const g = await gridShown(p);
  assert.ok(g.zoom > 3 && g.zoom < 5, `pinched to ${g.zoom}`);
  assert.equal(JSON.parse((await p.inputValue("#text")).split("\n")[0] || "[]").length, 64, "no edit from the pinch");
  // two fingers moving together pan
  await touch("touchStart", [[cx - 30, cy], [cx + 30, cy]]);
  for (let i = 1; i <= 5; i++) await touch("touchMove", [[cx - 30 + i * 10, cy + i * 6], [cx + 30 + i * 10, cy + i * 6]]);
  await touch("touchEnd", []);
  await settle(p);
  const h = await gridShown(p);
  assert.ok(Math.abs(h.ox - g.ox - 50) < 2 && Math.abs(h.oy - g.oy - 30) < 2, `panned by ${h.ox - g.ox}, ${h.oy - g.oy}`);
  // a tap paints the cell under the finger
  const r = Math.floor((box.height / 2 - h.oy) / h.cell);
  const c = Math.floor((box.width / 2 - h.ox) / h.cell);
  const spot = [box.x + h.ox + (c + 0.5) * h.cell, box.y + h.oy + (r + 0.5) * h.cell];
  await p.touchscreen.tap(...spot);
  await settle(p);
  await p.click("#export");
  const rows = JSON.parse((await p.inputValue("#text")).split("\n")[0]);
  assert.equal(rows[r][c], before.codes[`${r},${c}`] === "#" ? "." : "#", `the tapped cell (${r}, ${c}) was toggled`);
  assert.deepEqual(errs, []);
  await context.close();
});
