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
 * Waits until no solve is running in the worker (big puzzles solve off the main thread), then two
 * animation frames (the page coalesces redraws into one frame).
 */
export async function settle(page) {
  await page.waitForFunction(() => document.body.dataset.solving !== "true");
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** Picks a gallery entry by id (opens the gallery's list and clicks the entry). */
export async function pick(page, id) {
  if (await page.getAttribute("#gallery", "aria-expanded") !== "true") await page.click("#gallery");
  await page.click(`#gallery-${id}`);
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
 * `outcome`, `distance`, `legalMoves` and `after` queries (not the page's code path). Each place
 * shows the state with the coloured piece there; when the coloured piece is the one to move, its
 * legal moves show the state after the move instead (the ringed places). `spec`: {mode:"graph",
 * adj, hole, mouse, cat, first?} or {mode:"grid", rows, catJump, mouseJump, turnLimit}; `colour`
 * "mouse"|"cat"; `turn` 0|1.
 */
export function expected(page, spec, colour = "mouse", turn = 0) {
  return page.evaluate(async ({ spec, colour, turn }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: spec.mode === "grid" ? "endless" : "draw", [w.Outcome.NotAPosition]: "none" };
    const out = {};
    const moverRanges = (turn === 0 ? "mouse" : "cat") === colour;
    // the mover's moves, each with the state after it, when the coloured piece is the mover
    const movesOf = (s, m, c) => {
      if (!moverRanges) return [];
      try {
        return Array.from(s.legalMoves(m, c, turn)).map((to) => ({ to, after: s.after(m, c, turn, to) }));
      } catch {
        return [];
      }
    };
    if (spec.mode === "graph") {
      const first = spec.first === "cat" ? w.Player.Cat : w.Player.Mouse;
      const s = new w.GraphSolution(spec.adj, { hole: spec.hole, mouse: spec.mouse, cat: spec.cat, first });
      for (let p = 0; p < spec.adj.length; p++) {
        const [m, c] = colour === "mouse" ? [p, spec.cat] : [spec.mouse, p];
        out[p] = name[s.outcome(m, c, turn)];
      }
      for (const { to, after } of movesOf(s, spec.mouse, spec.cat)) out[to] = name[s.outcome(after.mouse, after.cat, after.turn)];
      const start = { outcome: name[s.startOutcome()], distance: s.startDistance(), answer: String(s.answer()) };
      s.free();
      return { places: out, start };
    }
    const s = new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, spec.turnLimit);
    const C = spec.rows[0].length;
    const find = (ch) => { const r = spec.rows.findIndex((row) => row.includes(ch)); return r * C + spec.rows[r].indexOf(ch); };
    const [M, K] = [find("M"), find("C")];
    const view = (m, k, t) => {
      const o = s.outcome(m, k, t);
      const limited = o === w.Outcome.NotAPosition ? "" : s.limitedOutcome(m, k, t) === w.Outcome.MouseWin ? "/mouse" : "/cat";
      return name[o] + limited;
    };
    spec.rows.forEach((row, r) => {
      for (let c = 0; c < C; c++) {
        if (row[c] === "#") { out[`${r},${c}`] = "none"; continue; }
        const p = r * C + c;
        const [m, k] = colour === "mouse" ? [p, K] : [M, p];
        out[`${r},${c}`] = view(m, k, turn);
      }
    });
    for (const { to, after } of movesOf(s, M, K)) out[`${Math.floor(to / C)},${to % C}`] = view(after.mouse, after.cat, after.turn);
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

/**
 * Where an element is on screen and whether a person sees it: its client rect, whether it is
 * shown (not hidden, has a size) and lies wholly inside the viewport.
 */
export function onScreen(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const shown = !el.closest("[hidden]") && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    // (a pixel of slack: scrolling aligns edges to fractions of a pixel)
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, shown, inside: r.left >= -1 && r.top >= -1 && r.right <= vw + 1 && r.bottom <= vh + 1 };
  });
}

/** The gap in CSS px between two screen rectangles (0 when they touch or overlap). */
export function gap(a, b) {
  const dx = Math.max(0, a.left - b.right, b.left - a.right);
  const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom);
  return Math.hypot(dx, dy);
}

/**
 * Asserts that the notice `notice` is shown, wholly inside the viewport, and within `near` CSS px
 * of the control `control` that caused it; returns both rectangles.
 */
export async function assertNextTo(assert, page, notice, control, near = 24, what = "") {
  const n = await onScreen(page, notice);
  const c = await onScreen(page, control);
  assert.ok(n.shown, `${what}: ${notice} is shown`);
  assert.ok(n.inside, `${what}: ${notice} lies inside the viewport: ${JSON.stringify(n)}`);
  assert.ok(gap(n, c) <= near, `${what}: ${notice} is ${gap(n, c).toFixed(0)} px from ${control} (at most ${near}): ${JSON.stringify({ n, c })}`);
  return { n, c };
}

/** A seeded random number generator (mulberry32): tests that draw at random replay exactly. */
export function seeded(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
