// The whole-table view: one heatmap per player to move, a pixel per (mouse place, cat place)
// state, coloured by outcome and shaded by distance (closer to the end: stronger); above
// MAX_SIDE places a pixel samples every k-th place. The pixels come from solver/heatmap.js, computed
// here for a small puzzle's table and in the solver worker for a big one (the main thread never
// passes over a big table). A second cue besides colour: draws and endless states (and grid mouse
// wins too late for the turn limit) are hatched, at screen resolution, on a canvas laid over each
// heatmap. Axis ticks name the places along both sides. Reads the solution; never changes state.
import { pixels, sampled } from "../solver/heatmap.js";
import { placeName } from "../model/words.js";
import { hatchTile } from "../ui/hatch.js";

/** A CSS colour variable of `el` as [r, g, b] (any CSS colour the probe understands). */
export function rgb(name, el) {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  const probe = document.createElement("canvas").getContext("2d");
  probe.fillStyle = v || "#000";
  const hex = probe.fillStyle; // normalised to #rrggbb (or rgba(...) for a translucent colour)
  if (hex.startsWith("#")) return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return hex.match(/[\d.]+/g).slice(0, 3).map(Number);
}

/** The three tints of a win colour `name` (e.g. "--mouse-win"), strongest first, as on the board. */
export const tints = (name, el) => [name, `${name}-2`, `${name}-3`].map((v) => rgb(v, el));

/** The heatmap's colours, read from the CSS custom properties of `el`. */
export function palette(el) {
  return {
    mouse: tints("--mouse-win", el), cat: tints("--cat-win", el), draw: rgb("--draw", el),
    none: rgb("--none", el), card: rgb("--card", el),
  };
}

/**
 * Axis ticks for `places` (the axis places, in order), at most `most` of them: every `step`-th
 * node of a graph (a round step), or the first floor cell of every `step`-th row of a grid.
 * Each tick: the place's index along the axis and its name.
 * @returns {{index:number, label:string}[]}
 */
export function ticks(state, places, most) {
  const k = places.length;
  if (k === 0) return [];
  const cols = state.grid.rows[0]?.length ?? 1;
  const graph = state.mode === "graph";
  const span = graph ? k : Math.floor(places[k - 1] / cols) - Math.floor(places[0] / cols) + 1;
  const step = niceStep(span, Math.max(1, most));
  const out = [];
  if (graph) {
    for (let v = 0; v < k; v += step) out.push({ index: v, label: String(v) });
    return out;
  }
  let lastRow = -Infinity;
  places.forEach((p, index) => {
    const r = Math.floor(p / cols);
    if (r % step === 0 && r !== lastRow) {
      out.push({ index, label: placeName("grid", p, cols).replace(/^[^(]*/, "") });
      lastRow = r;
    }
  });
  return out;
}

/** The least of 1, 2, 5, 10, 20, 50, ... that cuts `span` into at most `most` parts. */
function niceStep(span, most) {
  for (let e = 1; ; e *= 10) {
    for (const m of [1, 2, 5]) if (span / (m * e) <= most) return m * e;
  }
}

let drawn = { key: "", count: 0, images: null }; // whose heatmaps the canvases hold, how many are drawn (and the images of those still to draw), so a redraw without changes costs nothing
let asked = { key: "" }; // the colours and sampled places asked for a solution's heatmaps, by the same key
const masks = [null, null]; // per heatmap: the hatch mask (a canvas, side x side), kept for resizes
let watching = null; // the ResizeObserver that redraws the hatch when a heatmap's size changes

/** The hatch pattern (CSS --hatch stripes) for a context, `px` device pixels per CSS pixel. */
function hatchPattern(ctx, el, px) {
  const stroke = getComputedStyle(el).getPropertyValue("--hatch").trim() || "rgba(255,255,255,0.55)";
  const tile = hatchTile(Math.max(4, Math.round(6 * px)), stroke, Math.max(1, 1.8 * px));
  return ctx.createPattern(tile, "repeat");
}

/** Draws the hatch of heatmap `turn` on its overlay, at the overlay's size on screen. */
function paintCues(canvas, turn) {
  const cues = canvas.parentElement?.querySelector(".heat-cues");
  const mask = masks[turn];
  if (!cues || !mask) return;
  const px = devicePixelRatio || 1;
  const w = Math.max(1, Math.round(cues.clientWidth * px));
  const h = Math.max(1, Math.round(cues.clientHeight * px));
  cues.width = w;
  cues.height = h;
  const ctx = cues.getContext("2d");
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = hatchPattern(ctx, cues, px);
  ctx.fillRect(0, 0, w, h);
  ctx.globalCompositeOperation = "destination-in";
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(mask, 0, 0, w, h);
  ctx.globalCompositeOperation = "source-over";
}

/** Writes the ticks of heatmap `canvas` into its two tick rows. */
function paintTicks(canvas, state, places) {
  const box = canvas.parentElement;
  const k = places.length;
  // the same ticks on both sides, as many as fit side by side (the labels are widest there),
  // dropping any that would crowd the one before (a grid's rows hold different numbers of cells)
  const width = canvas.clientWidth || 200;
  let last = -Infinity;
  const marks = ticks(state, places, Math.floor(width / 44)).filter(({ index }) => {
    const x = ((index + 0.5) / k) * width;
    if (x - last < 40) return false;
    last = x;
    return true;
  });
  for (const axis of ["x", "y"]) {
    const holder = box?.querySelector(`.heat-ticks.${axis}`);
    if (!holder) continue;
    holder.replaceChildren(...marks.map(({ index, label }) => {
      const el = document.createElement("span");
      el.textContent = label;
      el.dataset.index = String(index);
      el.style[axis === "x" ? "left" : "top"] = `${(((index + 0.5) / k) * 100).toFixed(3)}%`;
      return el;
    }));
  }
}

/**
 * Puts one heatmap's pixels on its canvas and its hatch on the overlay: `image` {colours, mask},
 * each RGBA pixels (made on this thread) or an ImageBitmap (from the worker: only copied here).
 */
function paint(canvas, turn, side, image) {
  const put = (ctx, px) => (px instanceof ImageBitmap ? ctx.drawImage(px, 0, 0) : ctx.putImageData(new ImageData(px, side, side), 0, 0));
  canvas.width = side;
  canvas.height = side;
  put(canvas.getContext("2d"), image.colours);
  const mask = document.createElement("canvas");
  mask.width = side;
  mask.height = side;
  put(mask.getContext("2d"), image.mask);
  masks[turn] = mask;
  paintCues(canvas, turn);
}

/**
 * Draws the heatmaps into `canvases` ([mouse to move, cat to move]) if the solution, the places
 * or the colour scheme changed since they were drawn: one heatmap a call (each is a megapixel
 * image, its hatch and its ticks: both in one frame made a long task), so returns true while the
 * other is still to draw (call again in the next frame). A worker-held table's pixels are asked
 * of the worker (`solution.heatmaps`), and drawn when they arrive (the page redraws then).
 * Each canvas says which solution it shows (data-solution) and how many places a side samples
 * (data-side).
 * @returns {boolean} whether a heatmap is still to draw
 */
export function renderTable(canvases, state, places) {
  const sol = state.solution;
  if (!sol) return false;
  const dark = matchMedia("(prefers-color-scheme: dark)").matches;
  // (by table: a piece moved keeps the table, and its heatmaps, which do not show the start)
  const key = `${sol.tableId ?? sol.id}:${places.length}:${dark}`;
  if (drawn.key === key) {
    // (the canvases drawn hold this table's heatmaps, whichever start was solved with it)
    for (const c of canvases.slice(0, drawn.count)) c.dataset.solution = String(sol.id);
    if (drawn.count === canvases.length) return false;
  }
  const el = canvases[0];
  // (read once per solution while its heatmaps are on their way, not on every frame)
  if (asked.key !== key) asked = { key, colours: palette(el), at: sampled(places) };
  const { colours, at } = asked;
  const { side } = pixels(places.length);
  if (drawn.key !== key) {
    // no other table's pixels stay in view while these are made or on their way
    blankTable(canvases);
    // made now from a table on this thread, or asked of the worker (solver/answers.js heatmaps);
    // kept for the second heatmap's frame
    const got = sol.heatmaps(`${places.length}:${dark}`, at, colours);
    if (!got) return false; // on its way (or the table is gone: the page solves again)
    drawn = { key, count: 0, images: got.images };
  }
  const turn = drawn.count;
  const canvas = canvases[turn];
  paint(canvas, turn, side, drawn.images[turn]);
  // more pixels than the screen shows: blend them when scaling down (sharp steps drop most of
  // them and make stripes); fewer: sharp squares
  canvas.style.imageRendering = side > canvas.clientWidth * (devicePixelRatio || 1) ? "auto" : "";
  paintTicks(canvas, state, places);
  canvas.dataset.solution = String(sol.id);
  canvas.dataset.side = String(side);
  drawn.count++;
  if (drawn.count === canvases.length) drawn.images = null; // (drawn: the pixels are not needed again)
  if (!watching && typeof ResizeObserver === "function") {
    watching = new ResizeObserver(() => canvases.forEach((c, t) => paintCues(c, t)));
    for (const c of canvases) watching.observe(c);
  }
  return drawn.count < canvases.length;
}

/**
 * Blanks the heatmaps `canvases` (their pixels, hatch and ticks; data-solution ""), so that no
 * other puzzle's table is in view while this one's is solved or counted; a no-op once blank.
 */
export function blankTable(canvases) {
  if (drawn.key === "" && canvases.every((c) => !c.dataset.solution)) return;
  drawn = { key: "", count: 0, images: null };
  canvases.forEach((canvas, turn) => {
    canvas.getContext("2d").clearRect(0, 0, canvas.width, canvas.height);
    canvas.dataset.solution = "";
    masks[turn] = null;
    const box = canvas.parentElement;
    const cues = box?.querySelector(".heat-cues");
    cues?.getContext("2d").clearRect(0, 0, cues.width, cues.height);
    for (const ticks of box?.querySelectorAll(".heat-ticks") ?? []) ticks.replaceChildren();
  });
}

/** Forgets what was drawn (the canvases were replaced or the scheme changed). */
export function resetTable() {
  drawn = { key: "", count: 0, images: null };
  asked = { key: "" };
}
