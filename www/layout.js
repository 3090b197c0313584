// Force-directed layout of a graph, computed once (deterministic: seeded start, fixed steps) and
// then left to the user to drag. Units: a sparse graph's ideal edge length is 1 (denser graphs get
// longer edges, see `edgeLength`); no two nodes end closer than MIN_GAP, so nodes of radius
// < MIN_GAP/2 never overlap.

/** Closest distance between two nodes after layout, in layout units. */
export const MIN_GAP = 0.75;

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The ideal edge length for a graph whose nodes have `degree` neighbours on average: 1 for sparse
 * graphs (degree <= 3), growing like the square root of the degree up to 1.9, so that the many
 * edges of a dense graph spread out and the labels under its nodes have room.
 * @param {number} degree
 */
export function edgeLength(degree) {
  return Math.min(2.2, Math.max(1, Math.sqrt(degree / 2.6)));
}

// Buckets node ids by cell of side `cell` (numeric keys: no string building in the hot loop).
function bucketsOf(x, y, cell) {
  const buckets = new Map();
  for (let i = 0; i < x.length; i++) {
    const key = cellKey(Math.floor(x[i] / cell), Math.floor(y[i] / cell));
    const list = buckets.get(key);
    if (list) list.push(i);
    else buckets.set(key, [i]);
  }
  return buckets;
}
const cellKey = (bx, by) => (bx + 32768) * 65536 + (by + 32768);

/**
 * Lays out `adj` and returns one [x, y] per node. `fixed` (optional) keeps the given nodes' positions
 * as they are, which places new nodes around an existing drawing.
 * @param {number[][]} adj
 * @returns {number[][]}
 */
export function layout(adj, fixed = null) {
  const n = adj.length;
  let ends = 0;
  for (let a = 0; a < n; a++) for (const b of adj[a]) if (b !== a && b >= 0 && b < n) ends++;
  const len = edgeLength(n ? ends / n : 0); // the ideal edge length
  // A small graph is laid out from a few seeds and the tidiest drawing kept (the first on ties, so
  // a graph that the first seed already draws cleanly keeps that drawing).
  const tries = fixed == null && n >= 5 && n <= SMALL && ends <= 400 ? 6 : 1;
  let best = null;
  for (let t = 0; t < tries; t++) {
    const run = simulate(adj, fixed, len, 0x5eed + n + t * 7919);
    run.score = tries > 1 ? untidiness(adj, run.x, run.y) : 0;
    if (best == null || run.score < best.score) best = run;
    if (best.score === 0) break;
  }
  return Array.from({ length: n }, (_, i) => [round(best.x[i]), round(best.y[i])]);
}

/** Graphs of up to this many nodes get restarts, labels-aware spacing and node-off-edge forces. */
const SMALL = 60;
/** Where the page draws a node's distance label, below its centre (render-graph.js: r + 11 of 40). */
const LABEL_DY = 25 / 40;
/** Node radius on the page for small graphs, in layout units (render-graph.js: 14 of 40). */
const NODE_R = 14 / 40;

// One force-directed run from the seed; returns the positions as Float64Arrays.
function simulate(adj, fixed, len, seed) {
  const n = adj.length;
  const rnd = random(seed);
  const radius = (Math.sqrt(n) * 0.9 + 1) * len;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // sunflower spiral plus jitter: even spread, no two nodes on one spot
    const r = radius * Math.sqrt((i + 0.5) / n);
    const a = i * 2.399963 + rnd() * 0.3;
    x[i] = fixed?.[i]?.[0] ?? r * Math.cos(a);
    y[i] = fixed?.[i]?.[1] ?? r * Math.sin(a);
  }
  const pin = Uint8Array.from({ length: n }, (_, i) => (fixed?.[i] != null ? 1 : 0));
  const pinned = (i) => pin[i] === 1;
  const steps = n > 400 ? 160 : 300;
  const cutoff = 2.5 * len; // repulsion reaches this far (spatial grid of this cell size)
  const push = 0.6 * len * len; // repulsion strength: balances a spring of rest length `len`
  // Gravity keeps separate components together; weaker on big graphs, which it would crush.
  const gravity = 0.02 * Math.min(1, Math.sqrt(200 / Math.max(n, 1)));
  // Node-off-edge clearance (0 = skipped): costs nodes x edges a step, so small graphs only.
  const clear = n <= SMALL ? 0.6 * len : 0;
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);
  for (let step = 0; step < steps; step++) {
    if (step === steps / 2 && fixed == null && n > 2) landscape(x, y); // before the label forces
    const temp = (0.35 * (1 - step / steps) + 0.01) * len;
    fx.fill(0);
    fy.fill(0);
    // 1. Repulsion between nearby nodes (grid buckets keep this near-linear on big graphs).
    const repel = (i, j) => {
      let ex = x[i] - x[j];
      let ey = y[i] - y[j];
      let d2 = ex * ex + ey * ey;
      if (d2 < 1e-6) { ex = rnd() - 0.5; ey = rnd() - 0.5; d2 = 1e-2; }
      if (d2 > cutoff * cutoff) return;
      const f = push / d2;
      fx[i] += ex * f; fy[i] += ey * f;
      fx[j] -= ex * f; fy[j] -= ey * f;
    };
    if (n <= 2 * SMALL) {
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) repel(i, j);
    } else {
      const buckets = bucketsOf(x, y, cutoff);
      for (let i = 0; i < n; i++) {
        const bx = Math.floor(x[i] / cutoff);
        const by = Math.floor(y[i] / cutoff);
        for (let dx = -1; dx <= 1; dx++) {
          for (let dy = -1; dy <= 1; dy++) {
            const list = buckets.get(cellKey(bx + dx, by + dy));
            if (!list) continue;
            for (const j of list) if (j > i) repel(i, j);
          }
        }
      }
    }
    // 2. Springs along edges, rest length `len`.
    for (let a = 0; a < n; a++) {
      for (const b of adj[a]) {
        if (b <= a || b >= n) continue;
        const ex = x[b] - x[a];
        const ey = y[b] - y[a];
        const d = Math.sqrt(ex * ex + ey * ey) || 1e-3;
        const f = (d - len) * 0.5 / d;
        fx[a] += ex * f; fy[a] += ey * f;
        fx[b] -= ex * f; fy[b] -= ey * f;
      }
    }
    // 3. On small graphs, nodes lying on (or near) an edge they are not part of move off it.
    if (clear && step > steps * 0.6) {
      for (let a = 0; a < n; a++) {
        for (const b of adj[a]) {
          if (b <= a || b >= n) continue;
          const ex = x[b] - x[a];
          const ey = y[b] - y[a];
          const e2 = ex * ex + ey * ey;
          if (e2 < 1e-9) continue;
          for (let k = 0; k < n; k++) {
            if (k === a || k === b) continue;
            const t = ((x[k] - x[a]) * ex + (y[k] - y[a]) * ey) / e2;
            if (t <= 0 || t >= 1) continue;
            let nx = x[k] - x[a] - t * ex;
            let ny = y[k] - y[a] - t * ey;
            const d = Math.sqrt(nx * nx + ny * ny);
            if (d >= clear) continue;
            if (d < 1e-9) { nx = -ey; ny = ex; } // exactly on the line: leave to one side
            const f = (0.25 * (clear - d)) / (Math.sqrt(nx * nx + ny * ny) || 1);
            fx[k] += nx * f; fy[k] += ny * f;
            fx[a] -= nx * f * (1 - t); fy[a] -= ny * f * (1 - t);
            fx[b] -= nx * f * t; fy[b] -= ny * f * t;
          }
        }
      }
    }
    // 4. On small graphs (whose nodes carry a distance label below them), nodes keep off the labels.
    if (clear && step > steps * 0.6) {
      for (let i = 0; i < n; i++) {
        const lx = x[i];
        const ly = y[i] + LABEL_DY;
        for (let j = 0; j < n; j++) {
          if (j === i) continue;
          const ex = x[j] - lx;
          const ey = y[j] - ly;
          const d = Math.sqrt(ex * ex + ey * ey);
          if (d >= 0.75) continue;
          const f = 0.3 * (0.75 - d);
          const ux = d > 1e-9 ? ex / d : 1;
          const uy = d > 1e-9 ? ey / d : 0;
          fx[j] += ux * f; fy[j] += uy * f;
          fx[i] -= ux * f; fy[i] -= uy * f;
        }
      }
    }
    // 5. Gravity; then move, capped by the temperature.
    for (let i = 0; i < n; i++) {
      if (pinned(i)) continue;
      fx[i] -= x[i] * gravity;
      fy[i] -= y[i] * gravity;
      const m = Math.sqrt(fx[i] * fx[i] + fy[i] * fy[i]);
      const s = m > temp ? temp / m : 1;
      x[i] += fx[i] * s;
      y[i] += fy[i] * s;
    }
  }
  separate(x, y, pinned);
  return { x, y };
}

// Turns the drawing about its centre so that its long axis lies horizontal (the board is wide).
function landscape(x, y) {
  const n = x.length;
  let mx = 0, my = 0;
  for (let i = 0; i < n; i++) { mx += x[i]; my += y[i]; }
  mx /= n; my /= n;
  let sxx = 0, syy = 0, sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx, dy = y[i] - my;
    sxx += dx * dx; syy += dy * dy; sxy += dx * dy;
  }
  const a = -0.5 * Math.atan2(2 * sxy, sxx - syy); // minus the principal axis' angle
  const c = Math.cos(a), s = Math.sin(a);
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx, dy = y[i] - my;
    x[i] = mx + dx * c - dy * s;
    y[i] = my + dx * s + dy * c;
  }
}

// How cluttered a drawing is: edge crossings, plus nodes on edges they are not part of and labels
// covered by other nodes, which cost more.
function untidiness(adj, x, y) {
  const n = adj.length;
  const edges = [];
  for (let a = 0; a < n; a++) for (const b of adj[a]) if (b > a && b < n) edges.push([a, b]);
  const side = (p, q, r) => Math.sign((x[q] - x[p]) * (y[r] - y[p]) - (y[q] - y[p]) * (x[r] - x[p]));
  let score = 0;
  for (let e = 0; e < edges.length; e++) {
    const [a, b] = edges[e];
    for (let f = e + 1; f < edges.length; f++) {
      const [c, d] = edges[f];
      if (a === c || a === d || b === c || b === d) continue;
      if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) score++;
    }
    const ex = x[b] - x[a], ey = y[b] - y[a];
    const e2 = ex * ex + ey * ey || 1e-9;
    for (let k = 0; k < n; k++) {
      if (k === a || k === b) continue;
      const t = Math.max(0, Math.min(1, ((x[k] - x[a]) * ex + (y[k] - y[a]) * ey) / e2));
      const gx = x[a] + t * ex - x[k];
      const gy = y[a] + t * ey - y[k];
      if (gx * gx + gy * gy < (NODE_R + 0.05) ** 2) score += 4;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j && Math.abs(x[j] - x[i]) < 0.8 && Math.abs(y[j] - y[i] - LABEL_DY) < 0.5) score += 4;
    }
  }
  return score;
}

// Pushes apart any pair closer than MIN_GAP until none is.
function separate(x, y, pinned) {
  const n = x.length;
  for (let sweep = 0; sweep < 400; sweep++) {
    let moved = false;
    const buckets = bucketsOf(x, y, MIN_GAP);
    for (let i = 0; i < n; i++) {
      const bx = Math.floor(x[i] / MIN_GAP);
      const by = Math.floor(y[i] / MIN_GAP);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const list = buckets.get(cellKey(bx + dx, by + dy));
          if (!list) continue;
          for (const j of list) {
            if (j <= i) continue;
            const ex = x[j] - x[i];
            const ey = y[j] - y[i];
            const d = Math.sqrt(ex * ex + ey * ey);
            if (d >= MIN_GAP) continue;
            const push = (MIN_GAP - d) / 2 + 1e-3;
            const ux = d > 1e-9 ? ex / d : 1;
            const uy = d > 1e-9 ? ey / d : 0;
            const [wi, wj] = pinned(i) ? [0, 2] : pinned(j) ? [2, 0] : [1, 1];
            x[i] -= ux * push * wi; y[i] -= uy * push * wi;
            x[j] += ux * push * wj; y[j] += uy * push * wj;
            moved = true;
          }
        }
      }
    }
    if (!moved) return;
    // Still crowded after many sweeps (a big, tightly packed drawing): spread the free nodes out a
    // little about their centre, which parts every pair, and sweep again.
    if (sweep % 10 === 9) {
      let mx = 0, my = 0, free = 0;
      for (let i = 0; i < n; i++) if (!pinned(i)) { mx += x[i]; my += y[i]; free++; }
      if (free === 0) continue;
      mx /= free; my /= free;
      for (let i = 0; i < n; i++) {
        if (pinned(i)) continue;
        x[i] = mx + (x[i] - mx) * 1.02;
        y[i] = my + (y[i] - my) * 1.02;
      }
    }
  }
}

const round = (v) => Math.round(v * 1e3) / 1e3; // three decimals

/**
 * Relaxes a drawing after an edit: only the nodes in `movable` move (e.g. the ends of a new edge
 * and their neighbours), from where they are, under the same forces as the layout (nearby nodes
 * push, edges pull to their ideal length, nodes keep off edges they are not part of and off the
 * labels under other nodes, gravity), cooling over a fixed number of steps; then no two nodes stay closer
 * than MIN_GAP. Every other node keeps its place, so the drawing the user arranged stays.
 * @param {number[][]} adj
 * @param {number[][]} pos   current positions (not changed)
 * @param {Iterable<number>} movable
 * @returns {number[][]} new positions
 */
export function relax(adj, pos, movable, steps = 120) {
  const n = adj.length;
  const free = new Uint8Array(n);
  for (const v of movable) if (v >= 0 && v < n) free[v] = 1;
  const x = Float64Array.from(pos, (p) => p[0]);
  const y = Float64Array.from(pos, (p) => p[1]);
  let ends = 0;
  for (let a = 0; a < n; a++) for (const b of adj[a]) if (b !== a && b >= 0 && b < n) ends++;
  const len = edgeLength(n ? ends / n : 0);
  const cutoff = 2.5 * len;
  const push = 0.6 * len * len;
  const clear = 0.6 * len;
  const gravity = 0.02 * Math.min(1, Math.sqrt(200 / Math.max(n, 1)));
  const moving = [...free.keys()].filter((i) => free[i]);
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);
  for (let step = 0; step < steps; step++) {
    const temp = (0.2 * (1 - step / steps) + 0.01) * len;
    fx.fill(0);
    fy.fill(0);
    // 1. Nearby nodes push a moving node away.
    for (const i of moving) {
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const ex = x[i] - x[j];
        const ey = y[i] - y[j];
        const d2 = Math.max(ex * ex + ey * ey, 1e-4);
        if (d2 > cutoff * cutoff) continue;
        fx[i] += (ex * push) / d2;
        fy[i] += (ey * push) / d2;
      }
    }
    // 2. Edges at a moving node pull it to the ideal length.
    for (const a of moving) {
      for (const b of adj[a]) {
        if (b < 0 || b >= n || b === a) continue;
        const ex = x[b] - x[a];
        const ey = y[b] - y[a];
        const d = Math.sqrt(ex * ex + ey * ey) || 1e-3;
        const f = ((d - len) * 0.5) / d;
        fx[a] += ex * f;
        fy[a] += ey * f;
      }
    }
    // 3. Nodes keep off edges they are not part of: a moving node leaves an edge, and an edge
    //    with a moving end leaves a node.
    for (let a = 0; a < n; a++) {
      for (const b of adj[a]) {
        if (b <= a || b >= n) continue;
        const ex = x[b] - x[a];
        const ey = y[b] - y[a];
        const e2 = ex * ex + ey * ey;
        if (e2 < 1e-9) continue;
        const endsMove = free[a] || free[b];
        for (let k = 0; k < n; k++) {
          if (k === a || k === b || !(free[k] || endsMove)) continue;
          const t = ((x[k] - x[a]) * ex + (y[k] - y[a]) * ey) / e2;
          if (t <= 0 || t >= 1) continue;
          let nx = x[k] - x[a] - t * ex;
          let ny = y[k] - y[a] - t * ey;
          const d = Math.sqrt(nx * nx + ny * ny);
          if (d >= clear) continue;
          if (d < 1e-9) { nx = -ey; ny = ex; }
          const f = (0.3 * (clear - d)) / (Math.sqrt(nx * nx + ny * ny) || 1);
          if (free[k]) { fx[k] += nx * f; fy[k] += ny * f; }
          if (free[a]) { fx[a] -= nx * f * (1 - t); fy[a] -= ny * f * (1 - t); }
          if (free[b]) { fx[b] -= nx * f * t; fy[b] -= ny * f * t; }
        }
      }
    }
    // 4. A moving node keeps off the label under any other node, and its own label off other nodes.
    for (const i of moving) {
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        for (const [lx, ly, sign] of [[x[j], y[j] + LABEL_DY, 1], [x[i], y[i] + LABEL_DY, -1]]) {
          const px = sign > 0 ? x[i] : x[j];
          const py = sign > 0 ? y[i] : y[j];
          const ex = px - lx;
          const ey = py - ly;
          const d = Math.sqrt(ex * ex + ey * ey);
          if (d >= 0.75) continue;
          const f = 0.3 * (0.75 - d) * sign;
          fx[i] += (d > 1e-9 ? ex / d : 1) * f;
          fy[i] += (d > 1e-9 ? ey / d : 0) * f;
        }
      }
    }
    // 5. Gravity as in the layout (the drawing's centre holds), then move, capped by the temperature.
    for (const i of moving) {
      fx[i] -= x[i] * gravity;
      fy[i] -= y[i] * gravity;
      const m = Math.sqrt(fx[i] * fx[i] + fy[i] * fy[i]);
      const s = m > temp ? temp / m : 1;
      x[i] += fx[i] * s;
      y[i] += fy[i] * s;
    }
  }
  separate(x, y, (i) => !free[i]);
  return Array.from({ length: n }, (_, i) => (free[i] ? [round(x[i]), round(y[i])] : pos[i]));
}

/** The nodes an edit at `nodes` lets move: those nodes and their neighbours. */
export function around(adj, nodes) {
  const out = new Set();
  for (const v of nodes) {
    if (v < 0 || v >= adj.length) continue;
    out.add(v);
    for (const w of adj[v]) out.add(w);
  }
  return out;
}
