// The board's picture layer: a canvas laid exactly under the board SVG (which keeps the focus, the
// pointer and the keyboard), sized to it at the screen's pixel density. Also the colours of the
// canvas drawings, read from the CSS custom properties (never written here), and the label colour
// with the better contrast on a given fill (WCAG AA asks 4.5:1 for small text), and the canvas
// back end of the board's marks (board/paint/marks.js): strokeMarks, strokeArrows.
import { hatchTile } from "../../ui/hatch.js";

/**
 * Places `canvas` over the box of `svg` (in their shared positioned parent), sizes its backing
 * store for the screen, and returns its 2D context drawing in CSS pixels.
 * @param {HTMLCanvasElement} canvas
 * @param {SVGSVGElement} svg
 * @returns {CanvasRenderingContext2D}
 */
export function fitCanvas(canvas, svg) {
  const w = svg.clientWidth;
  const h = svg.clientHeight;
  const px = devicePixelRatio || 1;
  const style = canvas.style;
  // the SVG's box in the padding box of the positioned parent they share (SVG has no offsetLeft)
  const parent = canvas.offsetParent ?? canvas.parentElement;
  const [a, b] = [svg.getBoundingClientRect(), parent.getBoundingClientRect()];
  const left = a.left - b.left - parent.clientLeft;
  const top = a.top - b.top - parent.clientTop;
  const place = { left: `${left}px`, top: `${top}px`, width: `${w}px`, height: `${h}px` };
  for (const [k, v] of Object.entries(place)) if (style[k] !== v) style[k] = v;
  const bw = Math.max(1, Math.round(w * px));
  const bh = Math.max(1, Math.round(h * px));
  if (canvas.width !== bw) canvas.width = bw;
  if (canvas.height !== bh) canvas.height = bh;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(bw / Math.max(1, w), 0, 0, bh / Math.max(1, h), 0, 0);
  return ctx;
}

/** The CSS custom properties the canvas drawings use. */
const NAMES = {
  mouse: "--mouse-win", mouse2: "--mouse-win-2", mouse3: "--mouse-win-3",
  cat: "--cat-win", cat2: "--cat-win-2", cat3: "--cat-win-3", draw: "--draw", endless: "--endless", none: "--none",
  onMouse: "--label-on-mouse-win", onMouse2: "--label-on-mouse-win-2", onMouse3: "--label-on-mouse-win-3",
  onCat: "--label-on-cat-win", onCat2: "--label-on-cat-win-2", onCat3: "--label-on-cat-win-3",
  onDraw: "--label-on-draw", onEndless: "--label-on-endless", onNone: "--label-on-none",
  open: "--open", onOpen: "--muted", fresh: "--fresh",
  ringDraw: "--ring-draw", goal: "--goal", wall: "--wall", arrow: "--arrow", light: "--label-light", dark: "--label-dark",
  hatch: "--hatch", hatchDark: "--hatch-dark", card: "--card", ink: "--ink", focus: "--focus",
  cursorLight: "--cursor-light", cursorDark: "--cursor-dark", bg: "--bg", edge: "--edge",
  pieceMouse: "--piece-mouse", pieceCat: "--piece-cat", mouseLine: "--piece-mouse-line",
  catLine: "--piece-cat-line", catEye: "--piece-cat-eye",
};

/** The colour scheme in use: "dark" or "light" (what the colours depend on). */
export const scheme = () => (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");

/**
 * The colours, as CSS strings and [r, g, b, a] (a from 0 to 1), read from `el`'s custom
 * properties; read again when the colour scheme changes. `kept`: the board state's `paint`
 * (board/board-state.js), whose `colours` slot holds the last read.
 * @returns {Record<string, {css: string, rgb: number[]}>}
 */
export function colours(kept, el) {
  const cached = kept.colours;
  const key = scheme();
  if (cached.key === key) return cached.colours;
  const style = getComputedStyle(el);
  const probe = document.createElement("canvas").getContext("2d");
  const out = {};
  for (const [name, prop] of Object.entries(NAMES)) {
    const css = style.getPropertyValue(prop).trim() || "#808080";
    probe.fillStyle = "#808080";
    probe.fillStyle = css; // normalised: #rrggbb, or rgba(r, g, b, a)
    const v = probe.fillStyle;
    const rgb = v.startsWith("#")
      ? [...[1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16)), 1]
      : [...v.match(/[\d.]+/g).map(Number), 1].slice(0, 4);
    out[name] = { css, rgb };
  }
  kept.colours = { key, colours: out };
  return out;
}

/** [r, g, b] as a CSS colour. */
export const css = (rgb) => `rgb(${rgb[0]},${rgb[1]},${rgb[2]})`;

/** The relative luminance of an sRGB colour (WCAG 2). */
export function luminance([r, g, b]) {
  const lin = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours (WCAG 2), from 1 to 21. */
export function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** The label colour for text on `fill` ([r, g, b]): the light or the dark one, whichever contrasts more. */
export function labelOn(fill, pal) {
  return contrast(pal.light.rgb, fill) >= contrast(pal.dark.rgb, fill) ? pal.light.css : pal.dark.css;
}

/** The fill and label custom properties (NAMES keys) of each outcome's tints 1..3 (board/paint/svg.js outcomeClass). */
const PAIRS = {
  mouse: [["mouse", "onMouse"], ["mouse2", "onMouse2"], ["mouse3", "onMouse3"]],
  cat: [["cat", "onCat"], ["cat2", "onCat2"], ["cat3", "onCat3"]],
  draw: [["draw", "onDraw"]],
  endless: [["endless", "onEndless"]],
  open: [["open", "onOpen"]], // the Watch: not decided yet at the shown level
};

const paints = new WeakMap(); // palette -> Map("outcome:tint:late" -> paint): a few kinds, asked once a place

/**
 * How a place showing `view` (board/colouring.js PlaceView) is painted: the solid fill of its outcome
 * and tint (the same `--X` / `--label-on-X` pair as the SVG board's classes), the label colour
 * (the pair's when it gives WCAG AA 4.5:1 on the fill, else black or white, whichever contrasts
 * more), and the hatch colour when the place is hatched (endless, or a mouse win too late for the
 * turn limit): `--hatch` on a fill with a dark label, `--hatch-dark` on one with a light label.
 * @returns {{rgb: number[], css: string, label: string, hatch: string|null}}
 */
export function paintOf(view, pal) {
  const key = `${view.outcome}:${view.tint}:${view.limited === "cat"}`;
  let known = paints.get(pal);
  if (!known) paints.set(pal, (known = new Map()));
  let paint = known.get(key);
  if (!paint) known.set(key, (paint = paintUncached(view, pal)));
  return paint;
}

/** paintOf, worked out. */
function paintUncached(view, pal) {
  const pairs = PAIRS[view.outcome];
  const [f, l] = pairs ? pairs[Math.min(pairs.length, Math.max(1, view.tint || 1)) - 1] : ["none", "onNone"];
  const rgb = pal[f].rgb.slice(0, 3);
  const best = contrast(pal.light.rgb, rgb) >= contrast(pal.dark.rgb, rgb) ? pal.light : pal.dark;
  const ink = contrast(pal[l].rgb, rgb) >= 4.5 ? pal[l] : best;
  const hatched = view.outcome === "endless" || (view.outcome === "mouse" && view.limited === "cat");
  return { rgb, css: pal[f].css, label: ink.css, hatch: hatched ? (luminance(ink.rgb) > 0.5 ? pal.hatchDark.css : pal.hatch.css) : null };
}

/**
 * Draws a piece icon centred at (x, y), `size` CSS px across, with a halo of the card colour
 * around its outline so that it stands out from any fill: the mouse has round ears, the cat
 * pointed ones (the same drawing as board/paint/svg.js `pieceIcon`, in units of size / 20).
 */
export function drawPiece(ctx, piece, x, y, size, pal) {
  const s = size / 20;
  const mouse = piece === "mouse";
  const shapes = mouse
    ? [(c) => c.arc(-6, -6, 5, 0, 2 * Math.PI), (c) => c.arc(6, -6, 5, 0, 2 * Math.PI), (c) => c.arc(0, 0, 8, 0, 2 * Math.PI)]
    : [(c) => { c.moveTo(-8, -1); c.lineTo(-8, -11); c.lineTo(-2, -6); c.lineTo(2, -6); c.lineTo(8, -11); c.lineTo(8, -1); c.closePath(); },
      (c) => c.arc(0, 0, 8, 0, 2 * Math.PI)];
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.lineJoin = "round";
  // the halo: every shape stroked wide in the card colour, under the icon
  ctx.strokeStyle = pal.card.css;
  ctx.lineWidth = 1.4 + 5 / s;
  for (const shape of shapes) {
    ctx.beginPath();
    shape(ctx);
    ctx.stroke();
  }
  ctx.fillStyle = mouse ? pal.pieceMouse.css : pal.pieceCat.css;
  ctx.strokeStyle = mouse ? pal.mouseLine.css : pal.catLine.css;
  ctx.lineWidth = 1.4;
  for (const shape of shapes) {
    ctx.beginPath();
    shape(ctx);
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = mouse ? pal.mouseLine.css : pal.catEye.css;
  ctx.beginPath();
  if (mouse) {
    ctx.arc(-3, -1, 1.3, 0, 2 * Math.PI);
    ctx.moveTo(4.3, -1);
    ctx.arc(3, -1, 1.3, 0, 2 * Math.PI);
    ctx.moveTo(1.2, 3);
    ctx.arc(0, 3, 1.2, 0, 2 * Math.PI);
  } else {
    for (const ex of [-4.5, 2]) {
      ctx.moveTo(ex, -1.5);
      ctx.lineTo(ex + 2.5, -1.5);
      ctx.lineTo(ex + 1.25, 0.5);
      ctx.closePath();
    }
    ctx.moveTo(1.1, 3);
    ctx.arc(0, 3, 1.1, 0, 2 * Math.PI);
  }
  ctx.fill();
  ctx.restore();
}

/**
 * A diagonal hatch pattern in colour `stroke`, one stripe every `period` CSS px (its tile kept in
 * `patterns`, the board state's `paint.patterns`, per colour, period and pixel ratio).
 */
export function hatch(patterns, ctx, stroke, period) {
  const px = devicePixelRatio || 1;
  const key = `${stroke}:${period}:${px}`;
  let tile = patterns.get(key);
  if (!tile) {
    const s = Math.max(3, Math.round(period * px));
    tile = hatchTile(s, stroke, Math.max(1, 0.38 * s));
    patterns.set(key, tile);
  }
  const pattern = ctx.createPattern(tile, "repeat");
  // the tile is in device pixels: undo the context's CSS-pixel scale
  pattern.setTransform(new DOMMatrix([1 / px, 0, 0, 1 / px, 0, 0]));
  return pattern;
}

const ids = new WeakMap(); // an id for each object seen by `identity`
let nextId = 0;

/** A number that stays the same for the same object (for the keys of cached drawings). */
export function identity(object) {
  if (object === null || typeof object !== "object") return String(object);
  if (!ids.has(object)) ids.set(object, ++nextId);
  return ids.get(object);
}

/**
 * An offscreen canvas of `slot` ({key, canvas}: a layer kept between frames), the size of the
 * board's (w x h CSS px), drawn by `draw` (in CSS px) unless `key` is the one it holds.
 */
export function layer(slot, key, w, h, draw) {
  const px = devicePixelRatio || 1;
  const bw = Math.max(1, Math.round(w * px));
  const bh = Math.max(1, Math.round(h * px));
  if (slot.key === key && slot.canvas) return slot.canvas;
  slot.canvas ??= document.createElement("canvas");
  const c = slot.canvas;
  if (c.width !== bw) c.width = bw;
  if (c.height !== bh) c.height = bh;
  const lc = c.getContext("2d");
  lc.setTransform(1, 0, 0, 1, 0, 0);
  lc.clearRect(0, 0, bw, bh);
  lc.setTransform(bw / w, 0, 0, bh / h, 0, 0);
  draw(lc);
  slot.key = key;
  return c;
}

/** A rounded rectangle path (a plain one when the corner is under half a pixel). */
export function roundRect(ctx, x, y, w, h, r) {
  if (r > 0.5 && ctx.roundRect) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}

/**
 * Draws a mark list (board/paint/marks.js) on `ctx`, in order: each mark's outline (a circle, or a
 * rounded square), over its casing when it has one (in the card's colour, or its casingColour's), in its colour key's
 * colour (`pal`, from style.css) and dash.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Record<string, {css: string}>} pal
 * @param {import("./marks.js").Mark[]} list
 */
export function strokeMarks(ctx, pal, list) {
  for (const m of list) {
    ctx.beginPath();
    if (m.shape === "square") roundRect(ctx, m.x - m.r, m.y - m.r, 2 * m.r, 2 * m.r, m.corner ?? 0);
    else ctx.arc(m.x, m.y, m.r, 0, 2 * Math.PI);
    if (m.casing) {
      ctx.setLineDash([]);
      ctx.lineWidth = m.casing;
      ctx.strokeStyle = pal[m.casingColour ?? "card"].css;
      ctx.stroke();
    }
    ctx.lineWidth = m.width;
    ctx.strokeStyle = pal[m.colour].css;
    ctx.setLineDash(m.dash);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/**
 * Draws best-move arrows (board/paint/marks.js bestArrows, each {x1, y1, tx, ty, ux, uy, shaft}:
 * the shaft's start, the tip, the unit direction, whether it has a shaft) on `ctx`: first every
 * casing in the card's colour (`casing` wide; its heads stroked too when `headCasing`), then every
 * arrow in --arrow (`width` wide), each pass at its `alpha`; heads `head` long, `spread` wide
 * either side per unit of length.
 */
export function strokeArrows(ctx, pal, arrows, { width, casing, head, spread, alpha = [1, 1], headCasing = false }) {
  const passes = [{ style: pal.card.css, lw: casing, alpha: alpha[0], cased: headCasing }, { style: pal.arrow.css, lw: width, alpha: alpha[1], cased: false }];
  for (const pass of passes) {
    ctx.globalAlpha = pass.alpha;
    ctx.strokeStyle = pass.style;
    ctx.fillStyle = pass.style;
    ctx.lineWidth = pass.lw;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    for (const { x1, y1, tx, ty, ux, uy, shaft } of arrows) {
      if (shaft) {
        ctx.beginPath();
        ctx.moveTo(x1, y1);
        ctx.lineTo(tx - ux * head * 0.8, ty - uy * head * 0.8);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(tx, ty);
      ctx.lineTo(tx - ux * head - uy * head * spread, ty - uy * head + ux * head * spread);
      ctx.lineTo(tx - ux * head + uy * head * spread, ty - uy * head - ux * head * spread);
      ctx.closePath();
      if (pass.cased) ctx.stroke();
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
  ctx.lineCap = "butt";
}
