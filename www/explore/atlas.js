// The capture-time atlas, as plain data: families of graphs (grids, paths, trees, cycles,
// hypercubes), each instance with its published formulas (the cop number, the capture time in
// rounds with that many cats) or none, and the verdict of the package's answer beside them. Pure:
// the answers (the package's copNumber, asked by explore/atlas-view.js) come in as data; the
// formulas are the papers', written once here (docs/records.md "Capture-time atlas" gives the
// same tables, checked by tests/formulas.rs).

/** Sorted, duplicate-free adjacency lists of `n` nodes with `edges` ([a, b] pairs). */
function adjacency(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  return adj.map((l) => [...new Set(l)].sort((x, y) => x - y));
}

/** The m × n grid graph (node (i, j) is i·n + j), drawn as a grid. */
export function grid(m, n) {
  const edges = [];
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (i + 1 < m) edges.push([i * n + j, (i + 1) * n + j]);
      if (j + 1 < n) edges.push([i * n + j, i * n + j + 1]);
    }
  }
  const pos = Array.from({ length: m * n }, (_, v) => [(v % n) * 1.5, Math.floor(v / n) * 1.5]);
  return { adj: adjacency(m * n, edges), pos };
}

/** The path of `n` nodes, drawn on a line. */
export function path(n) {
  const edges = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
  return { adj: adjacency(n, edges), pos: Array.from({ length: n }, (_, i) => [i * 1.5, 0]) };
}

/** The cycle of `n` nodes, drawn on a circle. */
export function cycle(n) {
  const edges = Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);
  const r = Math.max(1.5, (n * 1.5) / (2 * Math.PI));
  return { adj: adjacency(n, edges), pos: Array.from({ length: n }, (_, i) => [r * Math.cos((2 * Math.PI * i) / n), r * Math.sin((2 * Math.PI * i) / n)]) };
}

/** The hypercube Q_d: the 2^d words of d bits, two next to each other when they differ in one bit. */
export function hypercube(d) {
  const n = 2 ** d;
  const edges = [];
  for (let v = 0; v < n; v++) for (let b = 0; b < d; b++) if (!(v & (1 << b))) edges.push([v, v | (1 << b)]);
  return { adj: adjacency(n, edges) };
}

/** The star of `leaves` leaves around node 0. */
export function star(leaves) {
  return { adj: adjacency(leaves + 1, Array.from({ length: leaves }, (_, i) => [0, i + 1])) };
}

/** The spider: `legs` paths of `length` edges from node 0. */
export function spider(legs, length) {
  const edges = [];
  for (let l = 0; l < legs; l++) for (let s = 0; s < length; s++) edges.push([s === 0 ? 0 : 1 + l * length + s - 1, 1 + l * length + s]);
  return { adj: adjacency(1 + legs * length, edges) };
}

/** The complete binary tree of depth `d` (2^(d+1) − 1 nodes; node v's children 2v + 1 and 2v + 2). */
export function binaryTree(d) {
  const n = 2 ** (d + 1) - 1;
  return { adj: adjacency(n, Array.from({ length: n - 1 }, (_, i) => [Math.floor(i / 2), i + 1])) };
}

/** The radius of a connected graph: the least, over its nodes, of the greatest distance (breadth first). */
export function radius(adj) {
  let best = Infinity;
  for (let s = 0; s < adj.length; s++) {
    const dist = new Array(adj.length).fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let q = 0; q < queue.length; q++) {
      for (const b of adj[queue[q]]) {
        if (dist[b] < 0) {
          dist[b] = dist[queue[q]] + 1;
          queue.push(b);
        }
      }
    }
    best = Math.min(best, Math.max(...dist));
  }
  return best;
}

/**
 * The families, each with its sources (i18n keys under `atlas.source.`) and instances: `{id, name:
 * {key, params}, adj, pos?, formula: {cops, rounds}}`, `rounds` null where no exact capture time
 * is published. Grids, paths, trees, cycles and hypercubes, every one solved in a blink in a
 * worker (the largest, Q5 with 3 cats, has 383,000 states).
 */
export function atlasFamilies() {
  const row = (id, name, graph, cops, rounds) => ({ id, name, ...graph, formula: { cops, rounds } });
  const grids = [[2, 2], [2, 3], [2, 4], [3, 3], [3, 4], [2, 8], [4, 4], [4, 5], [5, 5], [5, 6], [6, 6]];
  const trees = [
    ["star-4", { key: "atlas.star", params: { leaves: 4 } }, star(4)],
    ["spider-3-2", { key: "atlas.spider", params: { legs: 3, length: 2 } }, spider(3, 2)],
    ["spider-4-3", { key: "atlas.spider", params: { legs: 4, length: 3 } }, spider(4, 3)],
    ...[2, 3, 4].map((d) => [`binary-${d}`, { key: "atlas.binary", params: { depth: d } }, binaryTree(d)]),
  ];
  return [
    {
      id: "grids", cats: "atlas.grids.cats", sources: ["mehrabian", "maamounMeyniel"],
      rows: grids.map(([m, n]) => row(`grid-${m}x${n}`, { key: "atlas.grid", params: { m, n } }, grid(m, n), 2, Math.floor((m + n) / 2) - 1)),
    },
    {
      id: "paths", cats: "atlas.one.cats", sources: ["radius", "nowakowskiWinkler"],
      rows: [2, 3, 4, 5, 6, 7, 8, 9].map((n) => row(`path-${n}`, { key: "atlas.path", params: { n } }, path(n), 1, Math.floor(n / 2))),
    },
    {
      id: "trees", cats: "atlas.one.cats", sources: ["radius", "nowakowskiWinkler"],
      rows: trees.map(([id, name, g]) => row(id, name, g, 1, radius(g.adj))),
    },
    {
      id: "cycles", cats: "atlas.cycles.cats", sources: ["cycles", "noCycleTime"],
      rows: [4, 5, 6, 7, 8, 9, 10, 11].map((n) => row(`cycle-${n}`, { key: "atlas.cycle", params: { n } }, cycle(n), 2, null)),
    },
    {
      id: "hypercubes", cats: "atlas.hypercubes.cats", sources: ["maamounMeyniel", "hypercubeTime"],
      rows: [1, 2, 3, 4, 5].map((d) => row(`hypercube-${d}`, { key: "atlas.hypercube", params: { d } }, hypercube(d), Math.ceil((d + 1) / 2), null)),
    },
  ];
}

/**
 * The package's answer beside the formulas: `{cops, rounds, agrees, published}`. `answer` is the
 * package's copNumber (`cats`, `captureRounds`: the capture time with that many cats); `agrees`
 * is true when every published value is the package's, `published` whether a capture time is.
 */
export function verdict(formula, answer) {
  const cops = answer.cats;
  const rounds = answer.captureRounds;
  const published = formula.rounds !== null;
  const agrees = cops === formula.cops && (!published || rounds === formula.rounds);
  return { cops, rounds, agrees, published };
}
