// The tests' and benches' seeded random inputs, for every JavaScript suite (tests/www,
// tests/package, tests/browser, benches/page): one generator, one random graph (connected, or
// every pair by chance) and one random grid, so a failure replays and every file draws its puzzles
// the same way.

/** A seeded random number generator (mulberry32), uniform in [0, 1): the random puzzles replay exactly. */
export function seeded(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in 0..n-1 drawn by `rand`. */
export const below = (rand, n) => Math.floor(rand() * n);

/**
 * A random connected graph on `n` nodes as a puzzle: hole 0, mouse 1, cat 2. A random tree (each
 * node joined to an earlier one), then more edges: with `degree`, distinct ones until the average
 * degree is `degree`; without it, `n` tries (a loop or a repeat adds nothing). Neighbour lists sorted.
 * @returns {{adj: number[][], hole: number, mouse: number, cats: number[]}}
 */
export function randomGraph(rand, n, degree = undefined) {
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => {
    if (a === b || adj[a].has(b)) return false;
    adj[a].add(b); adj[b].add(a);
    return true;
  };
  for (let a = 1; a < n; a++) link(a, below(rand, a));
  if (degree === undefined) {
    for (let e = 0; e < n; e++) link(below(rand, n), below(rand, n));
  } else {
    let edges = n - 1;
    while (edges < (n * degree) / 2) if (link(below(rand, n), below(rand, n))) edges++;
  }
  return { adj: adj.map((s) => [...s].sort((x, y) => x - y)), hole: 0, mouse: 1, cats: [2] };
}

/**
 * A random graph on `n` nodes with each pair joined by chance `p` (not always connected):
 * undirected, or with `directed` each ordered pair a one-way edge. Neighbour lists sorted.
 * @returns {number[][]}
 */
export function randomPairs(rand, n, p, directed = false) {
  const adj = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (let b = directed ? 0 : a + 1; b < n; b++) {
      if (a === b || rand() >= p) continue;
      adj[a].push(b);
      if (!directed) adj[b].push(a);
    }
  }
  return adj.map((l) => l.sort((x, y) => x - y));
}

/** A random grid's rows: `rows` × `cols` cells, about a quarter walls, then M, C and F on distinct cells. */
export function randomGrid(rand, rows, cols) {
  const cells = Array.from({ length: rows * cols }, () => (rand() < 0.25 ? "#" : "."));
  const free = [...cells.keys()];
  for (const piece of "MCF") cells[free.splice(below(rand, free.length), 1)[0]] = piece;
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""));
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

/** A `side` x `side` open grid's rows: the mouse top-left, the cat bottom-right, the food at `food` (the middle by default). */
export function openGrid(side, [fr, fc] = [side >> 1, side >> 1]) {
  const rows = Array.from({ length: side }, () => ".".repeat(side));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(0, 0, "M");
  put(side - 1, side - 1, "C");
  put(fr, fc, "F");
  return rows;
}
