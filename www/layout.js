// Force-directed layout of a graph, computed once (deterministic: seeded start, fixed steps) and
// then left to the user to drag. Units: the ideal edge length is 1; no two nodes end closer than
// MIN_GAP, so nodes of radius < MIN_GAP/2 never overlap.

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
 * Lays out `adj` and returns one [x, y] per node. `fixed` (optional) keeps the given nodes' positions
 * as they are, which places new nodes around an existing drawing.
 * @param {number[][]} adj
 * @returns {number[][]}
 */
export function layout(adj, fixed = null) {
  const n = adj.length;
  const rnd = random(0x5eed + n);
  const radius = Math.sqrt(n) * 0.9 + 1;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // sunflower spiral plus jitter: even spread, no two nodes on one spot
    const r = radius * Math.sqrt((i + 0.5) / n);
    const a = i * 2.399963 + rnd() * 0.3;
    x[i] = fixed?.[i]?.[0] ?? r * Math.cos(a);
    y[i] = fixed?.[i]?.[1] ?? r * Math.sin(a);
  }
  const pinned = (i) => fixed?.[i] != null;
  const steps = n > 400 ? 160 : 300;
  const cutoff = 2.5; // repulsion reaches this far (spatial grid of this cell size)
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);
  for (let step = 0; step < steps; step++) {
    const temp = 0.35 * (1 - step / steps) + 0.01;
    fx.fill(0);
    fy.fill(0);
    // 1. Repulsion between nearby nodes (grid buckets keep this near-linear).
    const buckets = new Map();
    for (let i = 0; i < n; i++) {
      const key = Math.floor(x[i] / cutoff) + "," + Math.floor(y[i] / cutoff);
      (buckets.get(key) ?? buckets.set(key, []).get(key)).push(i);
    }
    for (let i = 0; i < n; i++) {
      const bx = Math.floor(x[i] / cutoff);
      const by = Math.floor(y[i] / cutoff);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const j of buckets.get(bx + dx + "," + (by + dy)) ?? []) {
            if (j <= i) continue;
            let ex = x[i] - x[j];
            let ey = y[i] - y[j];
            let d2 = ex * ex + ey * ey;
            if (d2 < 1e-6) { ex = rnd() - 0.5; ey = rnd() - 0.5; d2 = 1e-2; }
            if (d2 > cutoff * cutoff) continue;
            const f = 0.6 / d2;
            fx[i] += ex * f; fy[i] += ey * f;
            fx[j] -= ex * f; fy[j] -= ey * f;
          }
        }
      }
    }
    // 2. Springs along edges, rest length 1.
    for (let a = 0; a < n; a++) {
      for (const b of adj[a]) {
        if (b <= a || b >= n) continue;
        const ex = x[b] - x[a];
        const ey = y[b] - y[a];
        const d = Math.hypot(ex, ey) || 1e-3;
        const f = (d - 1) * 0.5 / d;
        fx[a] += ex * f; fy[a] += ey * f;
        fx[b] -= ex * f; fy[b] -= ey * f;
      }
    }
    // 3. Gentle gravity keeps separate components together; then move, capped by the temperature.
    for (let i = 0; i < n; i++) {
      if (pinned(i)) continue;
      fx[i] -= x[i] * 0.02;
      fy[i] -= y[i] * 0.02;
      const m = Math.hypot(fx[i], fy[i]);
      const s = m > temp ? temp / m : 1;
      x[i] += fx[i] * s;
      y[i] += fy[i] * s;
    }
  }
  separate(x, y, pinned);
  return Array.from({ length: n }, (_, i) => [round(x[i]), round(y[i])]);
}

// Pushes apart any pair closer than MIN_GAP until none is (a few sweeps suffice in practice).
function separate(x, y, pinned) {
  const n = x.length;
  for (let sweep = 0; sweep < 50; sweep++) {
    let moved = false;
    const buckets = new Map();
    for (let i = 0; i < n; i++) {
      const key = Math.floor(x[i] / MIN_GAP) + "," + Math.floor(y[i] / MIN_GAP);
      (buckets.get(key) ?? buckets.set(key, []).get(key)).push(i);
    }
    for (let i = 0; i < n; i++) {
      const bx = Math.floor(x[i] / MIN_GAP);
      const by = Math.floor(y[i] / MIN_GAP);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const j of buckets.get(bx + dx + "," + (by + dy)) ?? []) {
            if (j <= i) continue;
            const ex = x[j] - x[i];
            const ey = y[j] - y[i];
            const d = Math.hypot(ex, ey);
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
  }
}

const round = (v) => Math.round(v * 1000) / 1000;
