// Zoom and pan of the grid board, as pure geometry (no DOM): where each cell is drawn in a box of
// w x h CSS pixels. A zoom is {k, cx, cy, rows, cols}: k times the size that fits the whole grid
// (k = 1), and the board point at the box's centre in cells (cx columns, cy rows from the top
// left). A zoom made for another grid size counts as none (the whole grid). Every function
// returns a new zoom, clamped: k from 1 to the most that makes a cell ZOOM_CELL_PX wide; along a
// side where the board fits in the box it stays inside, along a side where it does not it leaves
// no gap but its margin (room for a piece's halo at the edge).

/** The largest cell when the whole grid fits (a small grid is not blown up), in CSS px. */
export const FIT_CELL_PX = 72;

/** Zooming in stops once a cell is this wide, in CSS px (or at the fitting size, if bigger). */
export const ZOOM_CELL_PX = 96;

/** The margin around the grid when it fits, in cells (a little room for the pieces' halos)... */
const MARGIN = 0.15;

/** The least size of a piece's icon on the board, in CSS px (the renderers draw none smaller). */
export const PIECE_MIN_PX = 24;

/**
 * ... and never less than what a piece on an edge cell needs: its icon, drawn at least
 * PIECE_MIN_PX across, reaches 11/20 of that from the cell's centre (the ears), plus its outline
 * and halo (about 3.8 px): 17 px in all.
 */
export const PIECE_REACH_PX = Math.ceil(PIECE_MIN_PX * (11 / 20) + 3.8);

/** The margin, in px, for cells `cell` px wide. */
const marginPx = (cell) => Math.max(MARGIN * cell, PIECE_REACH_PX - cell / 2);

/** The largest cell such that `n` cells and their margins fit in `size` px. */
const fitAlong = (size, n) => Math.min(size / (n + 2 * MARGIN), n > 1 ? (size - 2 * PIECE_REACH_PX) / (n - 1) : Infinity);

const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/** The cell size that shows the whole grid in the box (at most FIT_CELL_PX). */
export function fitCell(w, h, rows, cols) {
  return Math.max(1e-3, Math.min(FIT_CELL_PX, fitAlong(w, cols), fitAlong(h, rows)));
}

/** The largest zoom factor for the grid in this box. */
export function maxZoom(w, h, rows, cols) {
  return Math.max(1, ZOOM_CELL_PX / fitCell(w, h, rows, cols));
}

/**
 * Where the grid is drawn: the cell size and the screen position (ox, oy) of the grid's top left
 * corner in the box, for `zoom` (null: the whole grid).
 * @returns {{k:number, cx:number, cy:number, cell:number, ox:number, oy:number, w:number, h:number, rows:number, cols:number}}
 */
export function geometry(zoom, w, h, rows, cols) {
  const same = zoom && zoom.rows === rows && zoom.cols === cols;
  const k = same ? clamp(zoom.k, 1, maxZoom(w, h, rows, cols)) : 1;
  const cell = fitCell(w, h, rows, cols) * k;
  // the centre: where asked, within the range that keeps the board (with its margin) inside the
  // box along a side where it fits, and the box covered along a side where it does not
  const place = (want, size, n) => {
    const half = (size / 2 - marginPx(cell)) / cell; // half the box, in cells, less the margin
    return clamp(want, Math.min(half, n - half), Math.max(half, n - half));
  };
  const cx = place(same ? zoom.cx : cols / 2, w, cols);
  const cy = place(same ? zoom.cy : rows / 2, h, rows);
  return { k, cx, cy, cell, ox: w / 2 - cx * cell, oy: h / 2 - cy * cell, w, h, rows, cols };
}

/** The zoom that `g` (a geometry) shows. */
const zoomOf = (g) => ({ k: g.k, cx: g.cx, cy: g.cy, rows: g.rows, cols: g.cols });

/** The zoom after scaling by `factor` about the box point (px, py), which keeps its board point. */
export function zoomAt(zoom, w, h, rows, cols, factor, px, py) {
  const g = geometry(zoom, w, h, rows, cols);
  const k = clamp(g.k * factor, 1, maxZoom(w, h, rows, cols));
  const bx = (px - g.ox) / g.cell;
  const by = (py - g.oy) / g.cell;
  const cell = (g.cell / g.k) * k;
  const next = { k, cx: bx - (px - w / 2) / cell, cy: by - (py - h / 2) / cell, rows, cols };
  return zoomOf(geometry(next, w, h, rows, cols));
}

/** The zoom after dragging the board by (dx, dy) CSS px. */
export function panBy(zoom, w, h, rows, cols, dx, dy) {
  const g = geometry(zoom, w, h, rows, cols);
  return zoomOf(geometry({ ...zoomOf(g), cx: g.cx - dx / g.cell, cy: g.cy - dy / g.cell }, w, h, rows, cols));
}

/** The zoom that keeps cell (r, c) inside the box, at least a cell from its edges, moving as little as it can. */
export function follow(zoom, w, h, rows, cols, r, c) {
  const g = geometry(zoom, w, h, rows, cols);
  const room = (pos, size) => {
    const x = pos * g.cell;
    const lo = g.cell;
    const hi = size - 2 * g.cell;
    if (hi < lo) return size / 2 - x - g.cell / 2; // a box under three cells wide: centre the cell
    return x < lo ? lo - x : x > hi ? hi - x : 0;
  };
  const dx = room(g.ox / g.cell + c, g.w);
  const dy = room(g.oy / g.cell + r, g.h);
  return dx || dy ? panBy(zoomOf(g), w, h, rows, cols, dx, dy) : zoomOf(g);
}

/** The cell at box point (x, y) in geometry `g`: {r, c}, or null off the grid. */
export function cellAt(g, x, y) {
  const c = Math.floor((x - g.ox) / g.cell);
  const r = Math.floor((y - g.oy) / g.cell);
  return r >= 0 && r < g.rows && c >= 0 && c < g.cols ? { r, c } : null;
}

/** The rows and columns `g` shows at least in part: {r0, r1, c0, c1}, end exclusive. */
export function visible(g) {
  return {
    r0: clamp(Math.floor(-g.oy / g.cell), 0, g.rows),
    r1: clamp(Math.ceil((g.h - g.oy) / g.cell), 0, g.rows),
    c0: clamp(Math.floor(-g.ox / g.cell), 0, g.cols),
    c1: clamp(Math.ceil((g.w - g.ox) / g.cell), 0, g.cols),
  };
}
