// Force-directed layout of a graph, computed when a graph comes without a drawing (a link, a paste)
// or when the user asks for it ("Lay out again"), and then left to the user: no edit lays it out
// again. Deterministic (seeded start, fixed steps), on any thread: a graph whose layout is more
// work than a frame's (layoutWork, by its nodes and edges) is laid out in a worker
// (model/layout-worker.js) with the same result. Units: a sparse graph's ideal edge length is 1 (denser graphs get
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
 * as they are, which places new nodes around an existing drawing. `onProgress(fraction)`, if given,
 * is called every few steps with the share of the work done (the worker reports it).
 * @param {number[][]} adj
 * @param {(number[]|null)[]|null} [fixed]
 * @param {((fraction: number) => void)|null} [onProgress]
 * @returns {number[][]}
 */
export function layout(adj, fixed = null, onProgress = null) {
  const n = adj.length;
  let ends = 0;
  for (let a = 0; a < n; a++) for (const b of adj[a]) if (b !== a && b >= 0 && b < n) ends++;
  const len = edgeLength(n ? ends / n : 0); // the ideal edge length
  // A small graph is laid out from a few seeds and the tidiest drawing kept (the first on ties, so
  // a graph that the first seed already draws cleanly keeps that drawing).
  const tries = fixed == null && n >= 5 && n <= SMALL && ends <= 400 ? 6 : 1;
  let best = null;
  for (let t = 0; t < tries; t++) {
    const run = simulate(adj, fixed, len, 0x5eed + n + t * 7919, onProgress && ((f) => onProgress((t + f) / tries)));
    run.score = tries > 1 ? untidiness(adj, run.x, run.y) : 0;
    if (best == null || run.score < best.score) best = run;
    if (best.score === 0) break;
  }
  return Array.from({ length: n }, (_, i) => [round(best.x[i]), round(best.y[i])]);
}

/** Graphs of up to this many nodes get restarts, labels-aware spacing and node-off-edge forces. */
const SMALL = 60;
/** Where the page draws a node's distance label, below its centre (board/paint/graph-svg.js: r + 11 of 40). */
const LABEL_DY = 25 / 40;
/** Node radius on the page for small graphs, in layout units (board/paint/graph-svg.js: 14 of 40). */
const NODE_R = 14 / 40;

// One force-directed run from the seed; returns the positions as Float64Arrays.
// Long because it is one loop over shared typed arrays whose five forces are numbered steps of one
// time step: split into functions, each would take the same dozen arrays and constants.
function simulate(adj, fixed, len, seed, onProgress) {
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
    if (onProgress && step % 8 === 0) onProgress(step / steps);
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
 * About how much work `layout(adj)` does, in units of one pair of nodes pushed apart: each run's
 * steps times what a step costs (the repulsion between nearby pairs, every pair on graphs of up
 * to 2 * SMALL nodes; the springs, read from both ends; on small graphs the node-off-edge and
 * label forces, nodes x edges and nodes x nodes, in the last 40% of the steps), times the runs,
 * plus their tidiness scores. Counted from the sizes alone, in time linear in the lists.
 * @param {number[][]} adj
 */
export function layoutWork(adj) {
  const n = adj.length;
  let ends = 0;
  for (const list of adj) ends += list.length;
  const tries = n >= 5 && n <= SMALL && ends <= 400 ? 6 : 1;
  const steps = n > 400 ? 160 : 300;
  const repel = n <= 2 * SMALL ? (n * n) / 2 : 400 * n; // (a grid: some hundred neighbours each, and the grid's upkeep)
  const small = n <= SMALL ? 2.5 * 0.4 * steps * ((ends / 2) * n + n * n) : 0; // (these loops cost more a pair)
  const tidy = tries > 1 ? (ends / 2) ** 2 / 2 + (ends / 2) * n + n * n : 0;
  return tries * (steps * (repel + 4 * ends + n) + small + tidy);
}

/**
 * Graphs whose layout takes more work than this (layoutWork) are laid out in a worker
 * (layoutLater): about 10-20 ms on the page's thread of a shared 2-core machine, a frame or so.
 * Every graph of the gallery but the 50-node record is laid out at once; K20, K40, K50, K80,
 * a ring of 40, and any graph of over 120 nodes go to the worker.
 */
export const WORKER_WORK = 6e6;

/** Whether `adj` is laid out in a worker (its layout would take longer than a frame: WORKER_WORK). */
export const layoutInWorker = (adj) => layoutWork(adj) > WORKER_WORK;

/**
 * Lays out `adj` in a worker of its own (model/layout-worker.js), off the page's thread: `promise`
 * resolves with the positions `layout(adj)` gives (the same code, deterministic), and
 * `onProgress(fraction)` is called as the work goes; `stop(why)` ends the worker and rejects the
 * promise with `why`.
 * @param {number[][]} adj
 * @param {(fraction: number) => void} [onProgress]
 * @returns {{promise: Promise<number[][]>, stop: (why: string) => void}}
 */
export function layoutLater(adj, onProgress = () => {}) {
  const worker = new Worker(new URL("./layout-worker.js", import.meta.url), { type: "module" });
  let fail = () => {};
  const promise = new Promise((resolve, reject) => {
    fail = (why) => {
      worker.terminate();
      reject(new Error(why));
    };
    worker.onmessage = (e) => {
      const { progress, pos, error } = e.data;
      if (progress !== undefined) {
        onProgress(progress);
        return;
      }
      worker.terminate();
      if (pos) resolve(pos);
      else failed(error).then(reject);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      failed(e.message || null).then(reject);
    };
  });
  worker.postMessage({ adj });
  return { promise, stop: (why) => fail(why) };
}

/**
 * The error of a failed layout, in the language in force (`why`: the worker's words, or null when
 * it stopped): the catalogues are read only then, so the layout worker, which imports this module,
 * never loads them.
 */
async function failed(why) {
  const { t } = await import("../i18n/i18n.js");
  return new Error(t("layout.failed", { why: why ?? t("layout.workerStopped") }));
}
