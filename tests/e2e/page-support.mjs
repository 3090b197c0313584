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

/** Waits two animation frames (the page coalesces redraws into one frame). */
export function settle(page) {
  return page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** Picks a gallery entry by id. */
export async function pick(page, id) {
  await page.selectOption("#gallery", id);
  await settle(page);
}

/** What the board shows: {place: outcome} for every node or cell, plus the grid's data-limited. */
export function shown(page) {
  return page.evaluate(() => {
    const out = {};
    for (const el of document.querySelectorAll("[data-node]")) out[el.dataset.node] = el.dataset.outcome;
    for (const el of document.querySelectorAll("[data-cell]")) {
      out[el.dataset.cell] = el.dataset.outcome + (el.dataset.limited ? "/" + el.dataset.limited : "");
    }
    return out;
  });
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
