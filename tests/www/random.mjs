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
  return { adj: adj.map((s) => [...s].sort((x, y) => x - y)), hole: 0, mouse: 1, cats: [2] };
}

/**
 * A long game on the complete graph K_n (hole 0, mouse 1, cat 2, mouse first), played by `rand`
 * without ending: the mouse never steps into the hole, the cat never onto the mouse, and no
 * position comes twice (the graph game's repetition rule). Returns the plies' places, `plies`
 * of them (fewer if the walk got stuck: it does not, for plies up to about 0.9 · 2n²).
 * @returns {number[]} where each ply goes, the mouse's and the cat's in turn
 */
export function longWalk(rand, n, plies) {
  const seen = new Set();
  const key = (m, c, t) => (m * n + c) * 2 + t;
  let [m, c, t] = [1, 2, 0];
  seen.add(key(m, c, t));
  const out = [];
  while (out.length < plies) {
    let moved = false;
    // a random place first, then every place in order from it: the first that is new and legal
    const from = 1 + Math.floor(rand() * (n - 1));
    for (let k = 0; k < n - 1 && !moved; k++) {
      const p = 1 + ((from - 1 + k) % (n - 1));
      const [m2, c2] = t === 0 ? [p, c] : [m, p];
      if (p === (t === 0 ? m : c) || m2 === c2 || seen.has(key(m2, c2, 1 - t))) continue;
      [m, c, t] = [m2, c2, 1 - t];
      seen.add(key(m, c, t));
      out.push(p);
      moved = true;
    }
    if (!moved) break;
  }
  return out;
}

/** The complete graph K_n's adjacency lists. */
export const complete = (n) => Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => b).filter((b) => b !== a));
