// Helpers for the page-*.test.mjs browser tests: read what the page shows, and compute what it
// should show straight from the release package (per-state queries, not the page's code path).

/** Opens the page in a new browser context (so an empty localStorage) and waits until it has drawn. */
export async function fresh(browser, url, open, size) {
  const got = await open(browser, url, size);
  await ready(got.page);
  return got;
}

/** Waits for the page's first render, then for the next frames to settle. */
export async function ready(page) {
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
}

/**
 * Waits until no solve is running in the worker (big puzzles solve off the main thread) and no
 * answer from the worker is on its way (a big puzzle's board slice, its heatmaps), then two
 * animation frames (the page coalesces redraws into one frame).
 */
export async function settle(page) {
  await page.waitForFunction(() => document.body.dataset.solving !== "true" && document.body.dataset.pending !== "true");
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** Picks a gallery entry by id. */
export async function pick(page, id) {
  await page.selectOption("#gallery", id);
  await settle(page);
}

/**
 * What the board shows: {place: outcome} for every node or cell, plus the grid's turn-limit
 * verdict ("outcome/limited"). The graph's nodes are SVG elements with their outcome in data
 * attributes. The grid is a canvas (render-grid.js) that lists every cell's outcome in its
 * data-cells (one code a cell, row by row); here each code is also checked against the canvas's
 * pixels (see `cellPixels`): a cell whose colour is not its code's throws.
 */
export async function shown(page) {
  const out = await page.evaluate(() => {
    const out = {};
    for (const el of document.querySelectorAll("[data-node]")) out[el.dataset.node] = el.dataset.outcome;
    return out;
  });
  const grid = await gridShown(page);
  if (!grid) return out;
  const pixels = await cellPixels(page);
  const hue = { M: "mouse", L: "mouse", C: "cat", E: "grey", D: "grey", N: "grey", ".": "grey", "?": "grey", "#": "wall" };
  const wrong = Object.entries(pixels).filter(([key, colour]) => hue[grid.codes[key]] !== colour);
  if (wrong.length) throw new Error(`the grid's pixels disagree with its data-cells at ${wrong.slice(0, 5).map(([k, c]) => `${k}: drawn ${c}, listed ${grid.codes[k]}`).join("; ")}`);
  const name = { M: "mouse/mouse", L: "mouse/cat", C: "cat/cat", E: "endless/cat", D: "draw", N: "none", ".": "none", "?": "pending", "#": "none" };
  for (const [key, code] of Object.entries(grid.codes)) out[key] = name[code];
  return out;
}

/** The grid canvas's description (render-grid.js data attributes), or null in graph mode. */
export function gridShown(page) {
  return page.evaluate(() => {
    const c = document.querySelector("#board-canvas");
    if (!c || c.hidden || !c.dataset.cells) return null;
    const d = c.dataset;
    const [rows, cols] = [Number(d.rows), Number(d.cols)];
    const codes = {};
    for (let i = 0; i < rows * cols; i++) codes[`${Math.floor(i / cols)},${i % cols}`] = d.cells[i];
    const [ox, oy] = d.origin.split(",").map(Number);
    const piece = (name) => Number(new RegExp(`${name}:(-?\\d+)`).exec(d.pieces)[1]);
    return {
      rows, cols, codes, cell: Number(d.cell), ox, oy, zoom: Number(d.zoom), labels: d.labels,
      mouse: piece("mouse"), cat: piece("cat"), best: d.best ? d.best.split(" ").map(Number) : [],
      moves: JSON.parse(d.moves || "[]"), cursor: d.cursor === "" ? null : Number(d.cursor),
    };
  });
}

/**
 * The colour class of each grid cell as drawn on the canvas, read from a pixel near the cell's
 * top left corner (clear of its label): "mouse" (blue), "cat" (vermilion), "grey" (draws, endless,
 * no position, unsolved), or "wall" (near-black). Cells that something else is drawn over are
 * left out: the pieces' icons and their halos, the food's ring, the best-move arrows and rings,
 * the hovered cell and the cursor. Cells outside the board's box (zoomed in) are left out too.
 * @returns {Promise<Record<string, string>>}
 */
export function cellPixels(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector("#board-canvas");
    const d = canvas.dataset;
    const [rows, cols, cell] = [Number(d.rows), Number(d.cols), Number(d.cell)];
    const [ox, oy] = d.origin.split(",").map(Number);
    const px = canvas.width / canvas.clientWidth;
    const img = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    const centre = (p) => [ox + ((p % cols) + 0.5) * cell, oy + (Math.floor(p / cols) + 0.5) * cell];
    const pieces = /mouse:(-?\d+) cat:(-?\d+)/.exec(d.pieces).slice(1).map(Number).filter((p) => p >= 0);
    const reach = Math.max(24, cell * 0.8) * 0.75 + cell; // an icon's reach with its halo, plus a cell
    const best = d.best ? d.best.split(" ").map(Number) : [];
    // the distance from (x, y) to the segment a-b is under r
    const near = (x, y, [ax, ay], [bx, by], r) => {
      const [dx, dy] = [bx - ax, by - ay];
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
      return Math.hypot(x - ax - t * dx, y - ay - t * dy) < r;
    };
    // the food's ring, the hovered cell's outline and the cursor are drawn over their cells
    const over = new Set([d.hover, d.cursor].filter((v) => v !== "" && v !== undefined).map(Number));
    // the food's ring: never under 14 px across, so on small cells over its neighbours too
    const food = d.food === "" || d.food === undefined ? null : Number(d.food);
    // ... and so are the rings of a game's moves
    for (const m of JSON.parse(d.moves || "[]")) over.add(m.place);
    // the hovered cell's callout (small cells) lies just above or below it
    const hovered = d.hover === "" || d.hover === undefined ? null : Number(d.hover);
    const out = {};
    for (let p = 0; p < rows * cols; p++) {
      if (over.has(p)) continue;
      const [cx, cy] = centre(p);
      if (pieces.some((q) => Math.hypot(cx - centre(q)[0], cy - centre(q)[1]) < reach)) continue;
      if (food !== null && Math.hypot(cx - centre(food)[0], cy - centre(food)[1]) < Math.max(cell, 14) + 8) continue;
      if (hovered !== null && d.labels !== "full" && Math.abs(cx - centre(hovered)[0]) < 60 && Math.abs(cy - centre(hovered)[1]) < cell + 40) continue;
      // an arrow starts at the mover, one of the pieces
      if (best.some((q) => pieces.some((m) => near(cx, cy, centre(m), centre(q), cell * 1.2 + 12)))) continue;
      // near the top left corner: clear of the label in the middle, inside the gap between cells
      const inset = Math.max(1.6, cell * 0.12);
      const [x, y] = [cx - cell / 2 + inset, cy - cell / 2 + inset];
      if (x < 1 || y < 1 || x > canvas.clientWidth - 2 || y > canvas.clientHeight - 2) continue;
      const i = (Math.round(y * px) * canvas.width + Math.round(x * px)) * 4;
      const [r, g, b] = [img[i], img[i + 1], img[i + 2]];
      out[`${Math.floor(p / cols)},${p % cols}`] = Math.max(r, g, b) < 60 ? "wall" : b > r + 40 ? "mouse" : r > b + 40 ? "cat" : "grey";
    }
    return out;
  });
}

/**
 * The centre of grid cell (r, c) on screen (from the canvas's cell size and origin), after
 * scrolling the board into view; throws if the cell is outside the board's box (zoomed in).
 * @returns {Promise<[number, number]>}
 */
export async function cellCentre(page, r, c) {
  await page.locator("#board").scrollIntoViewIfNeeded();
  const box = await page.locator("#board").boundingBox();
  const g = await gridShown(page);
  const [x, y] = [g.ox + (c + 0.5) * g.cell, g.oy + (r + 0.5) * g.cell];
  if (x < 0 || y < 0 || x > box.width || y > box.height) throw new Error(`cell (${r}, ${c}) is not in view`);
  return [box.x + x, box.y + y];
}

/** How many cells the grid board shows (rows x columns of the canvas; 0 in graph mode). */
export async function cellCount(page) {
  const g = await gridShown(page);
  return g ? g.rows * g.cols : 0;
}

/** The verdict's text and data. */
export function verdict(page) {
  return page.$eval("[data-testid=verdict]", (el) => ({ text: el.textContent, outcome: el.dataset.outcome, answer: el.dataset.answer }));
}

/** The puzzle as LeetCode text, through the page's Export button. */
export async function exported(page) {
  await page.click("#export");
  return page.inputValue("#text");
}

/**
 * The colouring the board should show, computed in the page from the wasm package with per-state
 * `outcome` and `distance` queries. `spec`: {mode:"graph", adj, hole, mouse, cat} or
 * {mode:"grid", rows, catJump, mouseJump, turnLimit}; `colour` "mouse"|"cat"; `turn` 0|1.
 */
export function expected(page, spec, colour = "mouse", turn = 0) {
  return page.evaluate(async ({ spec, colour, turn }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: spec.mode === "grid" ? "endless" : "draw", [w.Outcome.NotAPosition]: "none" };
    const out = {};
    if (spec.mode === "graph") {
      const s = new w.GraphSolution(spec.adj, { hole: spec.hole, mouse: spec.mouse, cat: spec.cat });
      for (let p = 0; p < spec.adj.length; p++) {
        const [m, c] = colour === "mouse" ? [p, spec.cat] : [spec.mouse, p];
        out[p] = name[s.outcome(m, c, turn)];
      }
      const start = { outcome: name[s.startOutcome()], distance: s.startDistance(), answer: String(s.answer()) };
      s.free();
      return { places: out, start };
    }
    const s = new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, spec.turnLimit);
    const C = spec.rows[0].length;
    const find = (ch) => { const r = spec.rows.findIndex((row) => row.includes(ch)); return r * C + spec.rows[r].indexOf(ch); };
    const [M, K] = [find("M"), find("C")];
    spec.rows.forEach((row, r) => {
      for (let c = 0; c < C; c++) {
        if (row[c] === "#") { out[`${r},${c}`] = "none"; continue; }
        const p = r * C + c;
        const [m, k] = colour === "mouse" ? [p, K] : [M, p];
        const o = s.outcome(m, k, turn);
        const limited = o === w.Outcome.NotAPosition ? "" : s.limitedOutcome(m, k, turn) === w.Outcome.MouseWin ? "/mouse" : "/cat";
        out[`${r},${c}`] = name[o] + limited;
      }
    });
    const start = { outcome: name[s.startOutcome()], distance: s.startDistance(), answer: String(s.answer()) };
    s.free();
    return { places: out, start };
  }, { spec, colour, turn });
}

/** The centre of a board element on screen. */
export async function centre(page, selector) {
  await page.locator("#board").scrollIntoViewIfNeeded();
  const box = await page.locator(selector).first().boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Drags the mouse pointer from one screen point to another in steps. */
export async function drag(page, [x1, y1], [x2, y2]) {
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(x1 + ((x2 - x1) * i) / 6, y1 + ((y2 - y1) * i) / 6);
  await page.mouse.up();
  await settle(page);
}
