// Helpers for the page-*.test.mjs browser tests: read what the page shows, and compute what it
// should show straight from the release package (per-state queries, not the page's code path).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadavg, cpus } from "node:os";
import { WWW, settle } from "./harness.mjs";
import { seeded } from "../www/random.mjs";

export { ready, settle } from "./harness.mjs";

/** Pastes `text` into the LeetCode text box, imports it, and waits for the board to settle. */
export async function paste(page, text) {
  await page.fill("#text", text);
  await page.click("#import");
  await settle(page);
}

/** Picks a gallery entry by id (opens the gallery's list and clicks the entry). */
export async function pick(page, id) {
  if (await page.getAttribute("#gallery", "aria-expanded") !== "true") await page.click("#gallery");
  await page.click(`#gallery-${id}`);
  await settle(page);
}

/**
 * What the board shows: {place: outcome} for every node or cell, plus the grid's turn-limit
 * verdict ("outcome/limited"). The graph's nodes are SVG elements with their outcome in data
 * attributes. The grid is a canvas (board/paint/grid.js) that lists every cell's outcome in its
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
  const hue = { M: "mouse", L: "mouse", C: "cat", E: "grey", D: "grey", N: "grey", ".": "grey", "?": "grey", "#": "wall", O: "grey" };
  const wrong = Object.entries(pixels).filter(([key, colour]) => hue[grid.codes[key]] !== colour);
  if (wrong.length) throw new Error(`the grid's pixels disagree with its data-cells at ${wrong.slice(0, 5).map(([k, c]) => `${k}: drawn ${c}, listed ${grid.codes[k]}`).join("; ")}`);
  const name = { M: "mouse/mouse", L: "mouse/cat", C: "cat/cat", E: "endless/cat", D: "draw", N: "none", ".": "none", "?": "pending", "#": "none", O: "open" };
  for (const [key, code] of Object.entries(grid.codes)) out[key] = name[code];
  return out;
}

/** The grid canvas's description (board/paint/grid.js data attributes), or null in graph mode. */
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
 * top left corner (clear of its label) and matched to the nearest of the page's fills, plain or
 * under a hatch: "mouse" (a mouse win's tint), "cat" (a cat win's tint), "grey" (draws, endless,
 * no position, unsolved), "wall", or "other" (none of them: a wrong colour). Cells that something else is drawn over are
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
    // the colour class of a pixel: the nearest of the page's fills (style.css), plain or under
    // either hatch, within a small distance ("other" if none is near)
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const paint = (layers) => {
      probe.clearRect(0, 0, 1, 1);
      for (const prop of layers) {
        probe.fillStyle = root.getPropertyValue(prop).trim();
        probe.fillRect(0, 0, 1, 1);
      }
      return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const families = {
      mouse: ["--mouse-win", "--mouse-win-2", "--mouse-win-3"],
      cat: ["--cat-win", "--cat-win-2", "--cat-win-3"],
      grey: ["--draw", "--endless", "--none", "--card", "--open"],
      wall: ["--wall"],
    };
    const candidates = [];
    for (const [name, props] of Object.entries(families)) {
      for (const prop of props) {
        for (const stripes of [[], ["--hatch"], ["--hatch-dark"]]) candidates.push([name, paint([prop, ...stripes])]);
      }
    }
    const classOf = (c) => {
      let best = ["other", 40];
      for (const [name, k] of candidates) {
        const dist = Math.hypot(c[0] - k[0], c[1] - k[1], c[2] - k[2]);
        if (dist < best[1]) best = [name, dist];
      }
      return best[0];
    };
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
      out[`${Math.floor(p / cols)},${p % cols}`] = classOf([img[i], img[i + 1], img[i + 2]]);
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
 * `outcome`, `distance`, `legalMoves` and `after` queries (not the page's code path). Each place
 * shows the state with the coloured piece there; when the coloured piece is the one to move, its
 * legal moves show the state after the move instead (the ringed places). `spec`: {mode:"graph",
 * adj, hole, mouse, cats, first?, extraHoles?, rules?} (the page's puzzle: `cats` a list) or {mode:"grid", rows, catJump, mouseJump, turnLimit,
 * rules?} (rules: www/model/rules.js, the package's option keys); `colour`
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
        // (several cats' joint moves are drawn as arrows, not rings)
        return Array.from(s.legalMoves(m, c, turn)).filter((to) => typeof to === "number").map((to) => ({ to, after: s.after(m, c, turn, to) }));
      } catch {
        return [];
      }
    };
    if (spec.mode === "graph") {
      const first = spec.first === "cat" ? w.Player.Cat : w.Player.Mouse;
      // the rule variants as the package takes them (severalHoles is the page's switch: the holes are given)
      // (and so are severalCats, with the cats given, and noHole, which is `holes: []`)
      const { severalHoles, severalCats, noHole, ...rules } = spec.rules ?? {};
      const holes = noHole ? { holes: [] } : spec.extraHoles?.length ? { holes: [spec.hole, ...spec.extraHoles] } : { hole: spec.hole };
      const cats = spec.cats.length > 1 ? spec.cats : null;
      const s = new w.GraphSolution(spec.adj, { ...holes, mouse: spec.mouse, ...(cats ? { cats } : { cat: spec.cats[0] }), first, ...rules });
      const catsHere = cats ?? spec.cats[0];
      for (let p = 0; p < spec.adj.length; p++) {
        // several cats: the first cat ranges (the page's chosen cat by default), the others standing
        const [m, c] = colour === "mouse" ? [p, catsHere] : [spec.mouse, cats ? [p, ...cats.slice(1)] : p];
        out[p] = name[s.outcome(m, c, turn)];
      }
      for (const { to, after } of movesOf(s, spec.mouse, catsHere)) out[to] = name[s.outcome(after.mouse, after.cats ?? after.cat, after.turn)];
      const start = { outcome: name[s.startOutcome()], distance: s.startDistance(), answer: String(s.answer()) };
      s.free();
      return { places: out, start };
    }
    const s = new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, { ...(spec.turnLimit === undefined ? {} : { turnLimit: spec.turnLimit }), ...spec.rules });
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

/**
 * Every move ring the grid canvas draws, with what a person sees of it, as page-drawing.test.mjs
 * reads the SVG's rings: the ring's outcome (data-moves) and the outcome listed for the place it
 * surrounds (data-cells), and from the pixels whether the ring is drawn in its outcome's strong
 * colour (--mouse-win, --cat-win, or --ring-draw) and whether the fill inside it is one of its
 * outcome's tints. A piece's icon may cover part of its own cell's ring and fill, so: the ring's
 * colour at two or more of eight points along it, and no other outcome's ring colour at any; the
 * fill's colour (the commonest colour of a 7x7 block, so a hatch stripe cannot decide it) in one
 * or more of eight blocks inside the ring (its corners, and nearer the middle, inside the food's
 * ring), and no other outcome's tint in any.
 * @returns {Promise<{place:number, ring:string, fill:string, ringColourIsOutcome:boolean, fillColourIsOutcome:boolean}[]>}
 */
export async function canvasRings(page) {
  const colours = await cssColours(page, ["--mouse-win", "--mouse-win-2", "--mouse-win-3", "--cat-win", "--cat-win-2", "--cat-win-3", "--draw", "--endless", "--ring-draw"]);
  return page.evaluate((colours) => {
    const canvas = document.querySelector("#board-canvas");
    const d = canvas.dataset;
    const rgb = (prop) => colours[prop];
    const family = {
      mouse: ["--mouse-win", "--mouse-win-2", "--mouse-win-3"].map(rgb),
      cat: ["--cat-win", "--cat-win-2", "--cat-win-3"].map(rgb),
      draw: [rgb("--draw")],
      endless: [rgb("--endless")],
    };
    const ringOf = { mouse: rgb("--mouse-win"), cat: rgb("--cat-win"), draw: rgb("--ring-draw"), endless: rgb("--ring-draw") };
    const codeName = { M: "mouse", L: "mouse", C: "cat", E: "endless", D: "draw", N: "none", ".": "none", "?": "pending", "#": "none" };
    const [cols, cell] = [Number(d.cols), Number(d.cell)];
    const [ox, oy] = d.origin.split(",").map(Number);
    const px = canvas.width / canvas.clientWidth;
    const img = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    const at = (x, y) => {
      const i = (Math.round(y * px) * canvas.width + Math.round(x * px)) * 4;
      return [img[i], img[i + 1], img[i + 2]];
    };
    const same = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
    const mode = (x, y) => {
      const counts = new Map();
      for (let dy = -3; dy <= 3; dy++) {
        for (let dx = -3; dx <= 3; dx++) {
          const k = at(x + dx / px, y + dy / px).join(",");
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
      }
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(",").map(Number);
    };
    return JSON.parse(d.moves || "[]").map(({ place, outcome }) => {
      const cx = ox + ((place % cols) + 0.5) * cell;
      const cy = oy + (Math.floor(place / cols) + 0.5) * cell;
      // half the ring's side (board/paint/grid.js: inside the cell and thinner on cells under 24 px)
      const small = cell < 24;
      const h = (small ? cell - 2 * Math.min(1, cell * 0.05) - Math.max(1.25, cell * 0.16) : Math.max(12, cell - 6)) / 2;
      const e = Math.min(h - 6, h * 0.6); // along a side, clear of the rounded corners
      const onRing = [[-h, 0], [h, 0], [0, -h], [0, h], [-h, -e], [h, e], [-e, h], [e, -h]].map(([x, y]) => at(cx + x, cy + y));
      const otherRings = Object.entries(ringOf).filter(([o]) => o !== outcome && ringOf[o].join() !== ringOf[outcome].join()).map(([, c]) => c);
      const ringHits = onRing.filter((c) => same(c, ringOf[outcome])).length;
      const ringWrong = onRing.some((c) => otherRings.some((k) => same(c, k)));
      // the corners inside the ring, and nearer the middle (inside the food's ring, clear of the label)
      const corners = (small ? [h * 0.5] : [h - 8, h * 0.58]).flatMap((k) => [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([sx, sy]) => mode(cx + sx * k, cy + sy * k)));
      const others = Object.entries(family).filter(([o]) => o !== outcome).flatMap(([, cs]) => cs);
      const fillHits = corners.filter((c) => (family[outcome] ?? []).some((k) => same(c, k))).length;
      const fillWrong = corners.some((c) => others.some((k) => same(c, k) && !(family[outcome] ?? []).some((m) => same(m, k))));
      return {
        place,
        ring: outcome,
        fill: codeName[d.cells[place]],
        ringColourIsOutcome: ringHits >= 2 && !ringWrong,
        fillColourIsOutcome: fillHits >= 1 && !fillWrong,
      };
    });
  }, colours);
}

/**
 * The page's colours `props` (custom properties of its root, as style.css sets them) as the
 * canvas paints them: {prop: [r, g, b]}.
 */
export function cssColours(page, props) {
  return page.evaluate((props) => {
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    return Object.fromEntries(props.map((prop) => {
      probe.fillStyle = root.getPropertyValue(prop).trim();
      probe.fillRect(0, 0, 1, 1);
      return [prop, [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)]];
    }));
  }, props);
}

/**
 * Makes every solver worker of `context` send its messages at least `gapMs` apart, in order, and
 * a solve's answer (a message whose value is a solution) `holdMs` more after the message before
 * it (a routed wrapper around the real solver/solver-worker.js): the worker's progress reports then reach
 * the page one by one over a known time, and a solve stays in flight at least `holdMs`, however
 * fast the machine solves. Call before the page loads.
 */
export async function pacedWorker(context, gapMs, holdMs = 0) {
  const real = await readFile(join(WWW, "solver/solver-worker.js"), "utf8");
  await context.route(/\/solver-worker\.js$/, (route) => route.fulfill({
    contentType: "text/javascript",
    body: `import "./solver-worker.js?real";
const post = self.postMessage.bind(self);
let next = 0;
self.postMessage = (message, transfer) => {
  const now = performance.now();
  const solved = message && message.ok && message.value && typeof message.value.startOutcome === "number";
  next = Math.max(now, next) + ${gapMs} + (solved ? ${holdMs} : 0);
  setTimeout(() => post(message, transfer), next - now);
};`,
  }));
  await context.route(/\/solver-worker\.js\?real$/, (route) => route.fulfill({ contentType: "text/javascript", body: real }));
}

/**
 * Picks each graph of the gallery and calls `check(id, colour)` in both pieces' views (the
 * mouse's with the mouse to move, the cat's with the cat to move), back to the mouse's after.
 */
export async function eachGalleryGraphView(page, examples, check) {
  for (const ex of examples.filter((e) => e.mode === "graph")) {
    await pick(page, ex.id);
    for (const [colour, turn] of [["mouse", 0], ["cat", 1]]) {
      await page.click(`[data-colour=${colour}]`);
      await page.click(`[data-turn="${turn}"]`);
      await settle(page);
      await check(ex.id, colour);
    }
    await page.click("[data-colour=mouse]");
    await page.click("[data-turn=\"0\"]");
  }
}

/**
 * How many times over a bound in milliseconds may be stretched on this machine now: 1 on a
 * machine with a core free, more when the runnable jobs outnumber the cores (a page's tasks then
 * wait their turn, and wall time says nothing of the page). Bounds that speak of responsiveness
 * use it, so they hold the page to its promise on a quiet machine and do not fail on a busy one;
 * speed itself is measured in benches/, never here.
 */
export function loadSlack() {
  return Math.max(1, loadavg()[0] / Math.max(1, cpus().length));
}

/** The complete graph on `n` nodes, as adjacency lists. */
export function completeGraph(n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n - 1 }, (_, k) => (k < i ? k : k + 1)));
}

/** A seeded dense random graph G(n, p), made connected by the path 0, 1, …, n - 1. */
export function denseGraph(n, p, seed) {
  const rnd = seeded(seed);
  const sets = Array.from({ length: n }, () => new Set());
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (b === a + 1 || rnd() < p) {
        sets[a].add(b);
        sets[b].add(a);
      }
    }
  }
  return sets.map((s) => [...s].sort((x, y) => x - y));
}

/** The graph6 text of an undirected graph (nauty's format: the size, then the upper triangle column by column, six bits a character). */
export function graph6(adj) {
  const n = adj.length;
  const out = n < 63 ? [n + 63] : [126, ((n >> 12) & 63) + 63, ((n >> 6) & 63) + 63, (n & 63) + 63];
  const has = adj.map((l) => new Set(l));
  let bits = 0;
  let k = 0;
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      bits = (bits << 1) | (has[i].has(j) ? 1 : 0);
      if (++k === 6) {
        out.push(bits + 63);
        bits = 0;
        k = 0;
      }
    }
  }
  if (k) out.push((bits << (6 - k)) + 63);
  return String.fromCharCode(...out);
}

/**
 * For `page.addInitScript` (installed before the page's scripts): keeps in `window.longestTask`
 * the longest main-thread task seen (Chromium's long tasks, over 50 ms); a test zeroes it before
 * what it measures.
 */
export function watchLongTasks() {
  window.longestTask = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration);
  }).observe({ type: "longtask", buffered: true });
}
