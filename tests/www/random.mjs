// The page tests' seeded random inputs: one generator and one random graph, so a failure replays
// and every test file draws its puzzles the same way.

/** A seeded random number generator (mulberry32): the random puzzles replay exactly. */
export function seeded(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random connected graph on `n` nodes (a random tree plus up to `n` more edges), hole 0, mouse 1, cat 2. */
export function randomGraph(rand, n) {
  const adj = Array.from({ length: n }, () => new Set());
  for (let a = 1; a < n; a++) {
    const b = Math.floor(rand() * a);
    adj[a].add(b); adj[b].add(a);
  }
  for (let e = 0; e < n; e++) {
    const a = Math.floor(rand() * n);
    const b = Math.floor(rand() * n);
    if (a !== b) { adj[a].add(b); adj[b].add(a); }
  }
  return { adj: adj.map((s) => [...s].sort((x, y) => x - y)), hole: 0, mouse: 1, cat: 2 };
}
