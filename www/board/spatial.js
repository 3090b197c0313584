// Uniform grids over the drawing's plane (SVG units), for the graph drawing's geometry
// (board/graph-drawing.js): items bucketed by the square cells they reach, so that "what lies
// near this segment, this point, this box" visits only the cells near it and never every item.
// A segment is walked column by column through the cells it passes within a margin of (about
// its length over the cell size, not its bounding box's area). Two kinds: the node centres,
// fixed once made (pointGrid: flat arrays, the routing's hot loop), and the label obstacles,
// added one by one (createGrid: segments, boxes). Every question returns a superset of the
// items that can be near, each once; the caller tests them exactly. Pure.

/** The most cells a side of a point grid spans: a far-flung drawing gets bigger cells, so no walk is long. */
const MAX_CELLS = 512;

/**
 * Calls `visit(i, j)` for every cell (i, j) (of side `cell`) that may hold a point within `pad`
 * (in x and in y) of the segment (ax, ay)-(bx, by): column by column, the rows the segment's
 * part in that column reaches, widened by `pad`. Returns how many cells it visited.
 */
export function cellsAlong(ax, ay, bx, by, pad, cell, visit) {
  const i0 = Math.floor((Math.min(ax, bx) - pad) / cell);
  const i1 = Math.floor((Math.max(ax, bx) + pad) / cell);
  const dx = bx - ax;
  const dy = by - ay;
  let visited = 0;
  for (let i = i0; i <= i1; i++) {
    // the part of the segment whose x lies within `pad` of column i
    let t0 = 0;
    let t1 = 1;
    if (dx !== 0) {
      const u0 = (i * cell - pad - ax) / dx;
      const u1 = ((i + 1) * cell + pad - ax) / dx;
      t0 = Math.max(0, Math.min(u0, u1));
      t1 = Math.min(1, Math.max(u0, u1));
      if (t0 > t1) continue;
    }
    const ya = ay + t0 * dy;
    const yb = ay + t1 * dy;
    const j0 = Math.floor((Math.min(ya, yb) - pad) / cell);
    const j1 = Math.floor((Math.max(ya, yb) + pad) / cell);
    for (let j = j0; j <= j1; j++) visit(i, j);
    visited += j1 - j0 + 1;
  }
  return visited;
}

/**
 * The points `pts` ([x, y] each, ids 0 .. n - 1) in a grid of square cells of side `base` (or
 * more, for a drawing wider than MAX_CELLS cells), held in flat arrays. The questions write the
 * ids they find into `into` (an Int32Array of at least n) and return how many; `stats.cells`, if
 * `stats` is given, counts the cells they visited.
 * @param {number[][]} pts
 * @param {number} base
 */
export function pointGrid(pts, base) {
  const n = pts.length;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (!(n > 0) || !Number.isFinite(x0 + x1 + y0 + y1)) [x0, y0, x1, y1] = [0, 0, 0, 0];
  const cell = Math.max(base, (x1 - x0) / MAX_CELLS, (y1 - y0) / MAX_CELLS, 1e-6);
  const cols = Math.floor((x1 - x0) / cell) + 1;
  const rows = Math.floor((y1 - y0) / cell) + 1;
  const col = (x) => Math.min(cols - 1, Math.max(0, Math.floor((x - x0) / cell)));
  const row = (y) => Math.min(rows - 1, Math.max(0, Math.floor((y - y0) / cell)));
  // the points by cell, cell by cell (column-major): cell c holds ids[start[c]] .. ids[start[c + 1] - 1]
  const start = new Int32Array(cols * rows + 1);
  const at = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    at[k] = Number.isFinite(pts[k][0] + pts[k][1]) ? col(pts[k][0]) * rows + row(pts[k][1]) : -1;
    if (at[k] >= 0) start[at[k] + 1]++;
  }
  for (let c = 0; c < cols * rows; c++) start[c + 1] += start[c];
  const ids = new Int32Array(n);
  const fill = start.slice(0, cols * rows);
  for (let k = 0; k < n; k++) if (at[k] >= 0) ids[fill[at[k]]++] = k; // (ids ascending within a cell)
  const seen = new Uint32Array(n);
  let stamp = 0;
  const next = () => {
    if (++stamp === 0xffffffff) {
      seen.fill(0);
      stamp = 1;
    }
  };
  return {
    /** The ids of the points in the cells within `pad` (in x and in y) of the segment (ax, ay)-(bx, by). */
    nearSegment(ax, ay, bx, by, pad, into, stats = null) {
      next();
      let found = 0;
      let cells = 0;
      // cellsAlong's walk, in this grid's frame and clipped to it, without a callback
      const ci0 = Math.floor((Math.min(ax, bx) - pad - x0) / cell);
      const ci1 = Math.floor((Math.max(ax, bx) + pad - x0) / cell);
      const dx = bx - ax;
      const dy = by - ay;
      for (let i = Math.max(0, ci0); i <= Math.min(cols - 1, ci1); i++) {
        let t0 = 0;
        let t1 = 1;
        if (dx !== 0) {
          const u0 = (x0 + i * cell - pad - ax) / dx;
          const u1 = (x0 + (i + 1) * cell + pad - ax) / dx;
          t0 = Math.max(0, Math.min(u0, u1));
          t1 = Math.min(1, Math.max(u0, u1));
          if (t0 > t1) continue;
        }
        const ya = ay + t0 * dy;
        const yb = ay + t1 * dy;
        const j0 = Math.max(0, Math.floor((Math.min(ya, yb) - pad - y0) / cell));
        const j1 = Math.min(rows - 1, Math.floor((Math.max(ya, yb) + pad - y0) / cell));
        if (j0 > j1) continue;
        cells += j1 - j0 + 1;
        for (let c = i * rows + j0, end = start[i * rows + j1 + 1], k = start[c]; k < end; k++) {
          const id = ids[k];
          if (seen[id] === stamp) continue;
          seen[id] = stamp;
          into[found++] = id;
        }
      }
      if (stats) stats.cells += cells;
      return found;
    },
    /** The ids of the points in the cells the box (bx0, by0)-(bx1, by1) overlaps. */
    inBox(bx0, by0, bx1, by1, into, stats = null) {
      let found = 0;
      if (bx1 < x0 - cell || by1 < y0 - cell || bx0 > x1 + cell || by0 > y1 + cell) return 0;
      const [i0, i1, j0, j1] = [col(bx0), col(bx1), row(by0), row(by1)];
      for (let i = i0; i <= i1; i++) {
        for (let k = start[i * rows + j0], end = start[i * rows + j1 + 1]; k < end; k++) into[found++] = ids[k];
      }
      if (stats) stats.cells += (i1 - i0 + 1) * (j1 - j0 + 1);
      return found;
    },
  };
}

/** A cell's key: numeric, so no string is built in a hot loop (far cells may share a key: a superset still). */
const keyOf = (i, j) => (i + 32768) * 65536 + (j + 32768);

/**
 * A grid of cell side `cell` holding items by id (0 .. count - 1), added one by one: segments
 * (in every cell they pass within a margin of) and boxes. `near` collects each item in the
 * cells a box overlaps once.
 * @param {number} cell
 * @param {number} count   how many item ids there can be (the ids are 0 .. count - 1)
 */
export function createGrid(cell, count) {
  const buckets = new Map();
  let seen = new Uint32Array(Math.max(1, count)); // seen[id] === stamp: already collected by this question
  let stamp = 0;
  const put = (i, j, id) => {
    const k = keyOf(i, j);
    const list = buckets.get(k);
    if (list) list.push(id); else buckets.set(k, [id]);
  };
  return {
    /** Adds item `id` as the segment (ax, ay)-(bx, by), in every cell within `pad` of it. */
    addSegment(ax, ay, bx, by, pad, id) {
      cellsAlong(ax, ay, bx, by, pad, cell, (i, j) => put(i, j, id));
    },
    /** Adds item `id` as the box (x0, y0)-(x1, y1), in every cell it overlaps. */
    addBox(x0, y0, x1, y1, id) {
      if (id >= seen.length) {
        const more = new Uint32Array(Math.max(id + 1, 2 * seen.length));
        more.set(seen);
        seen = more;
      }
      for (let i = Math.floor(x0 / cell); i <= Math.floor(x1 / cell); i++) for (let j = Math.floor(y0 / cell); j <= Math.floor(y1 / cell); j++) put(i, j, id);
    },
    /**
     * Calls `visit(id)` once for each item in the cells the box (x0, y0)-(x1, y1) overlaps,
     * until a call returns true; returns whether one did.
     */
    near(x0, y0, x1, y1, visit) {
      if (++stamp === 0xffffffff) {
        seen.fill(0);
        stamp = 1;
      }
      for (let i = Math.floor(x0 / cell); i <= Math.floor(x1 / cell); i++) {
        for (let j = Math.floor(y0 / cell); j <= Math.floor(y1 / cell); j++) {
          const list = buckets.get(keyOf(i, j));
          if (!list) continue;
          for (const id of list) {
            if (seen[id] === stamp) continue;
            seen[id] = stamp;
            if (visit(id)) return true;
          }
        }
      }
      return false;
    },
  };
}
