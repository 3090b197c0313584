// The grid's zoom and pan (www/board/zoom.js), as pure geometry: the whole grid fits; zooming
// keeps the point under the pointer where the board is free to move; the board never leaves a
// gap at a side it covers, and stays inside the box at a side it fits; the view follows a cell.
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry, zoomAt, panBy, follow, cellAt, visible, fitCell, maxZoom, FIT_CELL_PX, ZOOM_CELL_PX, PIECE_REACH_PX } from "../../www/board/zoom.js";

const BOX = [920, 592];
const close = (a, b, eps = 1e-9) => Math.abs(a - b) <= eps;

/** The board's extent on screen along each side: [left, right, top, bottom] in px. */
const extent = (g) => [g.ox, g.ox + g.cols * g.cell, g.oy, g.oy + g.rows * g.cell];

test("with no zoom, the whole grid fits, centred, its cells at most FIT_CELL_PX", () => {
  const g = geometry(null, ...BOX, 64, 64);
  assert.equal(g.k, 1);
  const [l, r, t, b] = extent(g);
  assert.ok(l >= 0 && r <= BOX[0] && t >= 0 && b <= BOX[1]);
  assert.ok(close(l, BOX[0] - r) && close(t, BOX[1] - b), "centred");
  assert.ok(close(g.cell, fitCell(...BOX, 64, 64)));
  // a small grid is not blown up
  assert.equal(geometry(null, ...BOX, 3, 5).cell, FIT_CELL_PX);
  // a zoom made for another size counts as none
  assert.deepEqual(geometry({ k: 4, cx: 3, cy: 3, rows: 32, cols: 32 }, ...BOX, 64, 64), g);
});

test("with no zoom, a piece on an edge cell has room for its icon and halo inside the box, however small the cells", () => {
  for (const [w, h, rows, cols] of [[...BOX, 64, 64], [753, 753, 64, 64], [358, 358, 64, 64], [358, 600, 13, 40], [920, 300, 1, 60]]) {
    const g = geometry(null, w, h, rows, cols);
    const [l, r, t, b] = extent(g);
    const half = g.cell / 2;
    for (const [side, room] of [["left", l], ["right", w - r], ["top", t], ["bottom", h - b]]) {
      assert.ok(room + half >= PIECE_REACH_PX - 1e-9, `${rows}x${cols} in ${w}x${h}: ${side} room ${room.toFixed(2)} + half a cell ${half.toFixed(2)}`);
    }
    // and the cells are as big as that allows: along one side the margin is no more than needed
    const margin = Math.max(0.15 * g.cell, PIECE_REACH_PX - half);
    assert.ok(Math.min(l, t) <= margin + 1e-6 || g.cell === FIT_CELL_PX, `${rows}x${cols} in ${w}x${h}: margins ${l.toFixed(2)}, ${t.toFixed(2)} over ${margin.toFixed(2)}`);
  }
});

test("zooming about a point keeps that board point under it once the board overflows the box", () => {
  const [px, py] = [700, 150];
  let z = zoomAt(null, ...BOX, 64, 64, 3, px, py);
  for (const factor of [1.5, 2, 0.8]) {
    const before = geometry(z, ...BOX, 64, 64);
    const point = [(px - before.ox) / before.cell, (py - before.oy) / before.cell];
    z = zoomAt(z, ...BOX, 64, 64, factor, px, py);
    const g = geometry(z, ...BOX, 64, 64);
    assert.ok(close(g.k, before.k * factor, 1e-9), `k ${g.k}`);
    assert.ok(close((px - g.ox) / g.cell, point[0], 1e-9) && close((py - g.oy) / g.cell, point[1], 1e-9), `factor ${factor}`);
  }
});

test("the zoom stays from the fitting size up to cells of ZOOM_CELL_PX", () => {
  const out = zoomAt(null, ...BOX, 64, 64, 0.1, 10, 10);
  assert.equal(geometry(out, ...BOX, 64, 64).k, 1);
  const deep = zoomAt(null, ...BOX, 64, 64, 1e6, 10, 10);
  assert.ok(close(geometry(deep, ...BOX, 64, 64).cell, ZOOM_CELL_PX, 1e-9));
  assert.ok(close(maxZoom(...BOX, 64, 64) * fitCell(...BOX, 64, 64), ZOOM_CELL_PX, 1e-9));
  // a small grid fits at FIT_CELL_PX and zooms from there
  assert.equal(maxZoom(...BOX, 2, 2), ZOOM_CELL_PX / FIT_CELL_PX);
});

test("panning leaves no gap but the margin where the board covers the box, nor lets it out where it fits", () => {
  const z = zoomAt(null, ...BOX, 64, 64, 4, 460, 296);
  for (const [dx, dy] of [[1e5, 0], [-1e5, 0], [0, 1e5], [0, -1e5], [37, -12]]) {
    const g = geometry(panBy(z, ...BOX, 64, 64, dx, dy), ...BOX, 64, 64);
    const [l, r, t, b] = extent(g);
    const m = 0.15 * g.cell + 1e-9; // the margin, room for a piece's halo at the edge
    assert.ok(l <= m && r >= BOX[0] - m && t <= m && b >= BOX[1] - m, `pan ${dx},${dy}: ${[l, r, t, b]}`);
    if (dx === 1e5) assert.ok(close(l, m, 1e-6), "pushed to the margin");
  }
  // a 64x8 grid zoomed twice: wider than the box (covers it), but not as tall (stays inside)
  const flat = zoomAt(null, ...BOX, 8, 64, 2, 460, 296);
  for (const dy of [1e5, -1e5]) {
    const g = geometry(panBy(flat, ...BOX, 8, 64, 0, dy), ...BOX, 8, 64);
    const [, , t, b] = extent(g);
    assert.ok(t >= 0 && b <= BOX[1], `inside: ${t}, ${b}`);
  }
  // a small pan inside the allowed range moves the board by exactly that much
  const g0 = geometry(z, ...BOX, 64, 64);
  const g1 = geometry(panBy(z, ...BOX, 64, 64, 37, -12), ...BOX, 64, 64);
  assert.ok(close(g1.ox - g0.ox, 37, 1e-9) && close(g1.oy - g0.oy, -12, 1e-9));
});

test("following a cell brings it into view, moving as little as it can", () => {
  const z = zoomAt(null, ...BOX, 64, 64, 6, 0, 0);
  const g = geometry(z, ...BOX, 64, 64);
  const seen = (g, r, c) => {
    const x = g.ox + c * g.cell;
    const y = g.oy + r * g.cell;
    return x >= 0 && x + g.cell <= g.w && y >= 0 && y + g.cell <= g.h;
  };
  assert.ok(seen(g, 2, 2));
  assert.deepEqual(follow(z, ...BOX, 64, 64, 2, 2), z, "a cell in view moves nothing");
  for (const [r, c] of [[63, 63], [0, 40], [30, 0], [63, 0]]) {
    const h = geometry(follow(z, ...BOX, 64, 64, r, c), ...BOX, 64, 64);
    assert.ok(seen(h, r, c), `cell ${r},${c}`);
    assert.equal(h.k, g.k);
  }
});

test("cells are found under points, and the visible ones listed", () => {
  const g = geometry(zoomAt(null, ...BOX, 64, 64, 5, 100, 100), ...BOX, 64, 64);
  assert.deepEqual(cellAt(g, g.ox + 3.5 * g.cell, g.oy + 7.2 * g.cell), { r: 7, c: 3 });
  assert.equal(cellAt(g, g.ox - 1, g.oy), null);
  const v = visible(g);
  assert.ok(v.r0 >= 0 && v.r1 <= 64 && v.c0 >= 0 && v.c1 <= 64 && v.r1 > v.r0 && v.c1 > v.c0);
  // the listed cells cover the box: its corners fall in listed cells
  for (const [x, y] of [[Math.max(0, g.ox), Math.max(0, g.oy)], [Math.min(BOX[0], g.ox + 64 * g.cell) - 1, Math.min(BOX[1], g.oy + 64 * g.cell) - 1]]) {
    const at = cellAt(g, x, y);
    assert.ok(at && at.r >= v.r0 && at.r < v.r1 && at.c >= v.c0 && at.c < v.c1);
  }
});
