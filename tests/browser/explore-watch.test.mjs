// The Watch tab in Chromium: it steps, plays and scrubs through the levels, showing on the board
// and in its heatmaps exactly the states decided so far (checked against the package's own
// levels(), not the page's code path); its final frame draws the solved colouring (the fills and
// the pixels, compared with the Table view's); on a graph the 2n marker appears and the states the
// 2n DP gets wrong are ringed; a hovered state's unrefuted moves are the package's.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle, shown as boardShown } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();
let page, errors;
before(async () => { ({ page, errors } = await kit.fresh()); });

const level = async () => Number(await page.getAttribute("#pane-watch", "data-level"));
const final = async () => Number(await page.getAttribute("#pane-watch", "data-final"));

/** Scrubs the slider to `d` as a user's drag does (input events). */
async function scrub(d) {
  await page.$eval("#watch-level", (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, d);
  await settle(page);
}

/**
 * What the board and the heatmaps should show in frame `d`, from the package (levels(),
 * outcomes(), dp2nWrong()): for each board place (the mouse ranging, the cat on its start, mouse
 * to move) its outcome or "open", and for each state whether it is shown.
 */
function expectedFrame(spec, d) {
  return page.evaluate(async ({ spec, d }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const graph = spec.mode === "graph";
    const s = graph ? new w.GraphSolution(spec.adj) : new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump);
    const levels = s.levels();
    const outcomes = s.outcomes();
    const wrong = new Set(graph ? s.dp2nWrong() : []);
    const horizon = graph ? s.dpHorizon : null;
    const n = s.places;
    let maxLevel = -1;
    for (const l of levels) if (l !== 4294967295 && l > maxLevel) maxLevel = l;
    const end = d > maxLevel;
    const name = { 1: "mouse", 2: "cat", 0: graph ? "draw" : "endless", 3: "none" };
    const places = {};
    const cat = s.startCat;
    const mouse = s.startMouse;
    // the mouse's moves from its start are ringed and show the state after the move
    const after = new Map();
    for (const to of s.legalMoves(mouse, cat, w.Player.Mouse)) {
      const a = s.after(mouse, cat, w.Player.Mouse, to);
      after.set(to, (a.turn * n + a.mouse) * n + a.cat);
    }
    for (let p = 0; p < n; p++) {
      const i = after.get(p) ?? p * n + cat; // mouse on p, cat on its start, mouse to move
      const o = name[outcomes[i]];
      const shown = o === "none" || levels[i] <= d || end ? o : "open";
      places[p] = { outcome: shown, fresh: levels[i] === d, wrong: horizon !== null && d >= horizon && wrong.has(i) };
    }
    const shownStates = Array.from(levels, (l, i) => outcomes[i] === 3 || l <= d);
    s.free();
    return { places, shownStates, maxLevel, horizon, wrong: [...wrong] };
  }, { spec, d });
}

/** What the SVG board shows, by place: {outcome, fresh, wrong} (its marks' description, board/paint/marks.js describeMarks). */
function board() {
  return page.evaluate(() => {
    const out = {};
    const d = document.querySelector("#board-content").dataset;
    const fresh = new Set((d.fresh ?? "").split(" ").filter(Boolean));
    const wrong = new Set((d.wrong ?? "").split(" ").filter(Boolean));
    // (and the marks drawn are the ones described)
    const drawn = (kind) => [...document.querySelectorAll(`#board .mark-${kind}`)].map((el) => el.dataset.place).join(" ");
    if (drawn("fresh") !== (d.fresh ?? "") || drawn("wrong") !== (d.wrong ?? "")) throw new Error("the drawn marks differ from the description");
    for (const el of document.querySelectorAll("#board [data-node]")) {
      const key = el.dataset.node;
      out[key] = { outcome: el.dataset.outcome, fresh: fresh.has(key), wrong: wrong.has(key) };
    }
    return out;
  });
}

/** Whether each state's pixel is drawn (opaque) in the Watch heatmaps, in the table's layout (graphs: every place is a pixel). */
function heatShown() {
  return page.evaluate(() => {
    const out = [];
    for (const turn of [0, 1]) {
      const c = document.querySelector(`#watch-heat-${turn}`);
      const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < c.width * c.height; i++) out.push(px[i * 4 + 3] > 0);
    }
    return out;
  });
}

const SMALLEST = { mode: "graph", adj: [[3], [4, 5, 7], [5, 7], [0, 6, 7], [1, 6, 7], [1, 2, 6], [3, 4, 5], [1, 2, 3, 4]] };

test("the Watch steps, plays and scrubs, showing exactly the states decided so far", async () => {
  await pick(page, "smallest-cat-win");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  assert.equal(await level(), 0);
  const end = await final();
  const check = async (d, what) => {
    const want = await expectedFrame(SMALLEST, d);
    assert.equal(end, want.maxLevel + 1, "the last frame is one past the last level");
    const got = await board();
    for (const [p, w] of Object.entries(want.places)) {
      assert.equal(got[p].outcome, w.outcome, `${what}: node ${p} in frame ${d}`);
      assert.equal(got[p].fresh, w.fresh && w.outcome !== "none", `${what}: node ${p} new in frame ${d}`);
    }
    assert.deepEqual(await heatShown(), want.shownStates, `${what}: heatmap pixels in frame ${d}`);
  };
  await check(0, "start");
  // step
  await page.click("#watch-fwd");
  await settle(page);
  assert.equal(await level(), 1);
  await check(1, "step");
  await page.click("#watch-back");
  await settle(page);
  assert.equal(await level(), 0);
  // keys: → and End, Home
  await page.focus("#watch-play");
  await page.keyboard.press("ArrowRight");
  await settle(page);
  assert.equal(await level(), 1);
  // scrub, forwards and back, in jumps
  for (const d of [9, 3, 14, end, 6]) {
    await scrub(d);
    assert.equal(await level(), d);
    await check(d, "scrub");
  }
  // play: it runs to the end by itself, then stops
  // (at 2 levels a second the 17 levels take 8.5 s: the button surely says Pause two frames after the click)
  await page.selectOption("#watch-speed", "2");
  await page.click("#watch-play");
  await settle(page);
  assert.match(await page.textContent("#watch-play"), /Pause/);
  await page.waitForFunction((end) => Number(document.querySelector("#pane-watch").dataset.level) === end, end, { timeout: 60000 });
  await settle(page);
  await page.waitForFunction(() => /Play/.test(document.querySelector("#watch-play").textContent));
  await check(end, "played");
  assert.match(await page.textContent("[data-testid=watch-status]"), /The end: nothing changes any more\.Every position still undecided is a draw: 11 positions/);
  assert.deepEqual(errors, []);
});

test("the final frame draws the solved colouring: the board's fills and the heatmaps' pixels are the Table view's", async () => {
  for (const id of ["long-cat-win", "leetcode-cn-counterexample", "lc1728-1", "race"]) {
    await pick(page, id);
    await tab(page, "table");
    // what is drawn: each SVG node's fill, and each canvas cell's pixels as checked against its listed outcome
    const fills = async () => ({ svg: await page.$$eval("#board [data-node] .fill", (els) => els.map((e) => getComputedStyle(e).fill)), cells: await boardShown(page) });
    const solvedFills = await fills();
    const tablePixels = await page.evaluate(() => [0, 1].map((t) => {
      const c = document.querySelector(`#heat-${t}`);
      return Array.from(c.getContext("2d").getImageData(0, 0, c.width, c.height).data);
    }));
    await tab(page, "watch");
    await page.waitForSelector("#pane-watch[data-ready=true]");
    await page.click("#watch-last");
    await settle(page);
    assert.deepEqual(await fills(), solvedFills, `${id}: the board's fills`);
    if (id.startsWith("lc1728") || id === "race") continue; // the grid's table hatches its endless pixels; the board is compared above
    // each Watch pixel as drawn: the canvas where opaque, else the frame's background (the draw colour at the end)
    const watchPixels = await page.evaluate(() => [0, 1].map((t) => {
      const c = document.querySelector(`#watch-heat-${t}`);
      const bg = getComputedStyle(c.parentElement).backgroundColor.match(/\d+/g).map(Number);
      const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      const out = [];
      for (let i = 0; i < px.length; i += 4) out.push(...(px[i + 3] ? [px[i], px[i + 1], px[i + 2], 255] : [...bg, 255]));
      return out;
    }));
    assert.deepEqual(watchPixels, tablePixels, `${id}: the heatmaps`);
  }
  assert.deepEqual(errors, []);
});

test("on a graph the 2n marker appears at level 2n, and from there the states the 2n DP gets wrong are ringed", async () => {
  await pick(page, "smallest-cat-win");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  const want = await expectedFrame(SMALLEST, 16);
  assert.equal(want.horizon, 16);
  assert.equal(await page.$eval("#watch-marker", (el) => el.hidden), false);
  assert.equal(await page.isVisible("#watch-marker .tick"), true);
  assert.match(await page.textContent("#watch-marker"), /2n = 16: the 2n-turn DP stops here/);
  await scrub(15);
  assert.equal(await page.getAttribute("#pane-watch", "data-wrong-shown"), "false");
  assert.equal(await page.locator("#board .mark-wrong").count(), 0, "no ring before 2n");
  assert.equal(await page.getAttribute("#board-content", "data-wrong"), "", "none described before 2n");
  await scrub(16);
  assert.equal(await page.getAttribute("#pane-watch", "data-wrong-shown"), "true");
  const got = await board();
  const ringed = Object.entries(got).filter(([, v]) => v.wrong).map(([p]) => p);
  const expect = Object.entries(want.places).filter(([, v]) => v.wrong).map(([p]) => p);
  assert.ok(expect.length > 0, "the start's view holds a state the DP gets wrong");
  assert.deepEqual(ringed, expect);
  assert.match(await page.textContent("[data-testid=watch-status]"), new RegExp(`it calls every position decided from here on a draw, wrongly \\(${want.wrong.length} positions in all`));
  // the overlay of the heatmaps marks exactly the wrong states, inside their pixels
  const overlay = await page.evaluate(() => [0, 1].flatMap((t) => {
    const c = document.querySelector(`#watch-wrong-${t}`);
    const k = Number(c.dataset.scale);
    const side = c.width / k;
    const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const mid = Math.floor(k / 2);
    return Array.from({ length: side * side }, (_, i) => px[((Math.floor(i / side) * k + mid) * c.width + (i % side) * k + mid) * 4 + 3] > 0);
  }));
  const wrong = new Set(want.wrong);
  assert.deepEqual(overlay, overlay.map((_, i) => wrong.has(i)));
  await scrub(15);
  assert.equal(await page.evaluate(() => [0, 1].some((t) => {
    const c = document.querySelector(`#watch-wrong-${t}`);
    return c.getContext("2d").getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0);
  })), false, "before 2n nothing is marked");
  // a puzzle whose every win ends within 2n says the DP is right
  await pick(page, "cornered");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  await page.click("#watch-last");
  await settle(page);
  assert.equal(await page.$eval("#watch-marker", (el) => el.hidden), true);
  assert.match(await page.textContent("[data-testid=watch-status]"), /Every win here ends within 2n = 20 plies, so the 2n-turn DP is right on this puzzle/);
  assert.deepEqual(errors, []);
});

test("a hovered undecided state lists its unrefuted moves at this level, as the package counts them", async () => {
  await pick(page, "smallest-cat-win");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  await scrub(4);
  const got = await board();
  const open = Object.entries(got).find(([p, v]) => v.outcome === "open" && p !== "0")[0];
  const box = await page.locator(`#board [data-node="${open}"]`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
  const frame = await page.evaluate(async ({ adj, p }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution(adj);
    const f = s.movesAtLevel(Number(p), s.startCat, w.Player.Mouse, 4);
    s.free();
    return f;
  }, { adj: SMALLEST.adj, p: open });
  const words = await page.textContent("#watch-state");
  assert.match(words, new RegExp(`^mouse on node ${open}, cat on node 2, mouse to move: undecided at level 4; ${frame.unrefuted} of its ${frame.moves.length} moves? still unrefuted`));
  for (const [k, to] of frame.moves.entries()) if (frame.status[k] === "open") assert.match(words, new RegExp(`open: [^;]*node ${to}\\b`));
  assert.deepEqual(errors, []);
});

/** The package's words' head for the state (mouse, cat, turn) of SMALLEST at level `d`: its unrefuted count. */
function movesAt(pg, mouse, cat, turn, d) {
  return pg.evaluate(async ({ adj, mouse, cat, turn, d }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GraphSolution(adj);
    const f = s.movesAtLevel(mouse, cat, turn, d);
    s.free();
    return f;
  }, { adj: SMALLEST.adj, mouse, cat, turn, d });
}

/** Where pixel (x, y) of the heatmap for `turn` is on screen, and the map's side in pixels. */
async function pixelAt(pg, turn, x, y) {
  const canvas = pg.locator(`#watch-heat-${turn}`);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const side = await canvas.evaluate((c) => c.width);
  return { x: box.x + ((x + 0.5) * box.width) / side, y: box.y + ((y + 0.5) * box.height) / side, cell: box.width / side };
}

test("a click on a heatmap pixel pins its state: described and ringed after the pointer leaves, until the same pixel is clicked again", async () => {
  await pick(page, "smallest-cat-win");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  await scrub(4);
  // mouse on node 1 (row 1), cat on node 5 (column 5), cat to move
  const at = await pixelAt(page, 1, 5, 1);
  const toMove = () => page.$eval("button[data-turn][aria-pressed=true]", (b) => b.dataset.turn);
  const before = await toMove();
  await page.mouse.click(at.x, at.y);
  await page.mouse.move(2, 2); // off the heatmaps and the board
  await settle(page);
  assert.equal(await toMove(), before, "a click on the cat-to-move heatmap leaves the board's 'To move' alone");
  assert.equal(await page.getAttribute("#watch-heat-1", "aria-pressed"), null, "a heatmap is not a toggle button");
  const frame = await movesAt(page, 1, 5, 1, 4);
  const words = await page.textContent("#watch-state");
  const head = frame.decided ? "decided at level" : `undecided at level 4; ${frame.unrefuted} of its`;
  assert.ok(words.startsWith(`mouse on node 1, cat on node 5, cat to move: ${head}`), words);
  assert.match(words, /\(Pinned: tap or click its pixel again to let go\.\)$/);
  assert.equal(await page.getAttribute("#pane-watch", "data-pinned"), "1,5,1");
  // the ring sits on the pixel, in the cat-to-move map only
  assert.equal(await page.isHidden("#watch-pin-0"), true);
  const ring = await page.locator("#watch-pin-1").boundingBox();
  assert.ok(Math.abs(ring.x + ring.width / 2 - at.x) < 1.5 && Math.abs(ring.y + ring.height / 2 - at.y) < 1.5, `ring at ${JSON.stringify(ring)}, pixel at ${at.x},${at.y}`);
  assert.ok(ring.width >= 12 && ring.width >= at.cell - 1, "the ring is at least the pixel and 12 px across");
  // it follows the level: a later frame describes the same state at that level
  await scrub(6);
  const later = await movesAt(page, 1, 5, 1, 6);
  assert.ok((await page.textContent("#watch-state")).startsWith(`mouse on node 1, cat on node 5, cat to move: ${later.decided ? "decided at level" : "undecided at level 6"}`));
  // the same pixel again lets it go
  await page.mouse.click(at.x, at.y);
  await page.mouse.move(2, 2);
  await settle(page);
  assert.equal(await page.getAttribute("#pane-watch", "data-pinned"), "");
  assert.equal(await page.isHidden("#watch-pin-1"), true);
  assert.match(await page.textContent("#watch-state"), /^Point at a place on the board or a pixel below/);
  // leave the page as the next test expects it: scrolled to the top, the pointer off the board
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.hover("#gallery");
  assert.deepEqual(errors, []);
});

test("on a phone (touch, no hover) a tap on a heatmap pixel keeps its state described after the finger lifts", async () => {
  const context = await kit.context({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  const phoneErrors = [];
  phone.on("pageerror", (err) => phoneErrors.push(String(err)));
  await phone.goto(kit.url);
  await phone.waitForSelector("body[data-ready=true]");
  await pick(phone, "smallest-cat-win");
  await tab(phone, "watch");
  await phone.waitForSelector("#pane-watch[data-ready=true]");
  await settle(phone);
  // mouse on node 4 (row 4), cat on node 2 (column 2), mouse to move
  const at = await pixelAt(phone, 0, 2, 4);
  await phone.touchscreen.tap(at.x, at.y);
  await settle(phone);
  assert.equal(await phone.getAttribute("#pane-watch", "data-pinned"), "4,2,0");
  assert.ok((await phone.textContent("#watch-state")).startsWith("mouse on node 4, cat on node 2, mouse to move: "));
  assert.equal(await phone.isVisible("#watch-pin-0"), true);
  await context.close();
  assert.deepEqual(phoneErrors, []);
});

test("a big graph drawn on the canvas shows the Watch's frame: open nodes, and the nodes decided at the level ringed in the fresh colour", async () => {
  // 300 nodes (the canvas renderer: over 250): a ring with a seeded chord from every fifth node
  const n = 300;
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const adj = Array.from({ length: n }, (_, i) => new Set([(i + n - 1) % n, (i + 1) % n]));
  for (let i = 0; i < n; i += 5) {
    const j = Math.floor(next() * n);
    if (j !== i) { adj[i].add(j); adj[j].add(i); }
  }
  const spec = { mode: "graph", adj: adj.map((l) => [...l].sort((a, b) => a - b)) };
  await page.fill("#text", JSON.stringify(spec.adj));
  await page.click("#import");
  await settle(page);
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]");
  assert.equal(await page.isHidden("#board-canvas"), false, "drawn on the canvas");
  // the first level after 0 at which some node the board shows is decided
  let d = 1;
  let want = await expectedFrame(spec, d);
  while (!Object.values(want.places).some((p) => p.fresh) && d < want.maxLevel) want = await expectedFrame(spec, ++d);
  await scrub(d);
  const got = await page.evaluate(() => ({ ...document.querySelector("#board-canvas").dataset }));
  const code = { mouse: "M", cat: "C", draw: "D", none: "N", open: "O" };
  const freshWant = [];
  for (let p = 0; p < n; p++) {
    assert.equal(got.nodes[p], code[want.places[p].outcome], `node ${p} at level ${d}`);
    if (want.places[p].fresh) freshWant.push(p);
  }
  assert.ok(got.nodes.includes("O"), "some nodes are still undecided");
  assert.ok(freshWant.length > 0);
  assert.equal(got.fresh, freshWant.join(" "));
  assert.equal(got.wrong, "", "no state is wrong in the 2n DP before level 2n");
  // each fresh node's ring is painted in the fresh colour: at least a quarter of the points
  // around it (edges' arrows or neighbours may cover the rest); a node under a piece is left out
  const { KEY } = await import("../../www/session/storage.js");
  const rings = await page.evaluate(async ({ list, key }) => {
    const c = document.querySelector("#board-canvas");
    // the drawing's transform, node radius and pieces' icons (as the canvas describes them)
    const s = Number(c.dataset.scale);
    const [tx, ty] = c.dataset.origin.split(",").map(Number);
    const r = Number(c.dataset.radius);
    const icons = Object.fromEntries(c.dataset.icons.split(" ").filter(Boolean).map((e) => {
      const [name, xyr] = e.split(":");
      const [x, y, ir] = xyr.split(",").map(Number);
      return [name, { x, y, r: ir }];
    }));
    const { SCALE } = await import("/board/geometry.js");
    const pos = JSON.parse(localStorage.getItem(key)).graph.pos;
    const probe = document.createElement("canvas").getContext("2d");
    probe.fillStyle = getComputedStyle(document.documentElement).getPropertyValue("--fresh").trim();
    probe.fillRect(0, 0, 1, 1);
    const want = [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    const px = c.width / c.clientWidth;
    const img = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const rad = Math.max(1.5, r * s);
    return list.map((p) => {
      const [x, y] = [tx + s * pos[p][0] * SCALE, ty + s * pos[p][1] * SCALE];
      const under = Object.values(icons).some((icon) => icon && Math.hypot(icon.x - x, icon.y - y) < icon.r + rad + 2);
      if (under) return null; // a piece's icon covers the node
      let hits = 0;
      for (let k = 0; k < 16; k++) {
        const a = (2 * Math.PI * k) / 16;
        const i = (Math.round((y + (rad + 0.5) * Math.sin(a)) * px) * c.width + Math.round((x + (rad + 0.5) * Math.cos(a)) * px)) * 4;
        if ([0, 1, 2].every((j) => Math.abs(img[i + j] - want[j]) <= 40)) hits++;
      }
      return hits;
    });
  }, { list: freshWant, key: KEY });
  assert.ok(rings.some((hits) => hits !== null), "some fresh node is clear of the pieces");
  for (const [k, hits] of rings.entries()) if (hits !== null) assert.ok(hits >= 4, `node ${freshWant[k]}: ${hits} of 16 points around it in the fresh colour`);
  assert.deepEqual(errors, []);
});

test("a big grid solved in the worker is watched the same way (its level index comes from the worker)", async () => {
  await pick(page, "long");
  await tab(page, "watch");
  await page.waitForSelector("#pane-watch[data-ready=true]", { timeout: 90000 });
  const end = await final();
  assert.equal(end, 1050, "1049 levels, then the end");
  await scrub(500);
  const shown = await boardShown(page);
  const spec = { mode: "grid", rows: await page.evaluate(async () => (await import("/model/examples.js")).example("long").puzzle.rows), catJump: 1, mouseJump: 1 };
  const want = await expectedFrame(spec, 500);
  const cols = spec.rows[0].length;
  let open = 0;
  for (const [p, w] of Object.entries(want.places)) {
    if (w.outcome === "none") continue;
    const key = `${Math.floor(p / cols)},${p % cols}`;
    assert.equal(shown[key].split("/")[0], w.outcome, `cell ${key}`);
    if (w.outcome === "open") open++;
  }
  assert.ok(open > 0, "some cells are still undecided at level 500");
  // the worker paints the frame's heatmaps and sends them: they show level 500
  await page.waitForFunction(() => document.querySelector("#pane-watch").dataset.heatLevel === "500");
  // each pixel (a pair of floor cells) is drawn iff its state is decided by level 500 (or no position), per the package
  const check = await page.evaluate(async (spec) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump);
    const levels = s.levels();
    const outcomes = s.outcomes();
    const n = s.places;
    s.free();
    const C = spec.rows[0].length;
    const places = [];
    spec.rows.forEach((row, r) => { for (let c = 0; c < C; c++) if (row[c] !== "#") places.push(r * C + c); });
    let wrong = 0;
    let drawn = 0;
    for (const turn of [0, 1]) {
      const canvas = document.querySelector(`#watch-heat-${turn}`);
      if (canvas.width !== places.length) return { size: canvas.width, places: places.length };
      const px = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      for (let y = 0; y < places.length; y++) {
        for (let x = 0; x < places.length; x++) {
          const i = (turn * n + places[y]) * n + places[x];
          const want = outcomes[i] === 3 || levels[i] <= 500;
          const got = px[(y * places.length + x) * 4 + 3] > 0;
          if (got) drawn++;
          if (want !== got) wrong++;
        }
      }
    }
    return { wrong, drawn };
  }, spec);
  assert.equal(check.wrong, 0, JSON.stringify(check));
  assert.ok(check.drawn > 0);
  await page.click("#watch-last");
  await settle(page);
  assert.match(await page.textContent("[data-testid=watch-status]"), /endless on the grid/);
  assert.deepEqual(errors, []);
});

test("on a phone the stepper at the board steps the levels while the Watch is open, and leaves with it", async () => {
  const { page: phone, errors: phoneErrors, context } = await kit.fresh({ width: 390, height: 844 });
  await pick(phone, "smallest-cat-win");
  await phone.click("#tab-watch");
  await phone.waitForSelector("#pane-watch[data-ready=true]");
  await phone.locator("#board").scrollIntoViewIfNeeded();
  await phone.click("#board-stepper [data-step=fwd]");
  await phone.click("#board-stepper [data-step=fwd]");
  await settle(phone);
  assert.equal(await phone.getAttribute("#pane-watch", "data-level"), "2");
  assert.equal(await phone.textContent("#stepper-words"), "Level 2 of 16.");
  await phone.click("#board-stepper [data-step=last]");
  await settle(phone);
  assert.equal(await phone.getAttribute("#pane-watch", "data-level"), "17");
  assert.match(await phone.textContent("#stepper-words"), /^The end/);
  await phone.click("#tab-table");
  await settle(phone);
  assert.equal(await phone.$eval("#board-stepper", (e) => e.hidden), true);
  assert.deepEqual(phoneErrors, []);
  await context.close();
});
