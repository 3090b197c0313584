// Several cats in wasm under node (issue 22's speed targets), through the exports the page
// uses, JS <-> wasm conversion included: the cop number of the Petersen graph (< 50 ms) and of
// the Robertson graph (k up to 4, < 3 s), and 3 cats on 50 nodes (2.2 M positions, < 2 s).
// The graphs are those of the native bench (`cargo bench --bench cats`): the same seeded
// generator, so the two tables compare row by row. Every answer is checked before it is timed.
//
// usage: node benches/wasm/cats.mjs [PKG_DIR]
//   PKG_DIR: a `wasm-pack build --release --target web` output (default www/pkg)
// Env: BENCH_RUNS (runs per case, median reported; default 5, 1 for the heavy cases).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const pkg = resolve(process.argv[2] ?? "www/pkg");
const m = await import(pathToFileURL(`${pkg}/cat_mouse.js`).href);
m.initSync({ module: readFileSync(`${pkg}/cat_mouse_bg.wasm`) });
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** tests/support/rng.rs: xorshift64* seeded as there. */
class Rng {
  constructor(seed) {
    this.s = (BigInt(seed) ^ 0x9e3779b97f4a7c15n) | 1n;
  }
  nextU64() {
    const mask = (1n << 64n) - 1n;
    let x = this.s;
    x ^= x >> 12n;
    x = (x ^ (x << 25n)) & mask;
    x ^= x >> 27n;
    this.s = x;
    return (x * 0x2545f4914f6cdd1dn) & mask;
  }
  below(n) {
    return Number((this.nextU64() >> 11n) % BigInt(n));
  }
}

/** benches/cats.rs's random_graph: a random tree plus random extra edges, lists sorted. */
function randomGraph(n, degree, seed) {
  const rng = new Rng(seed);
  const edges = [];
  const has = new Set();
  for (let v = 1; v < n; v++) {
    const u = rng.below(v);
    edges.push([u, v]);
    has.add(`${u},${v}`);
  }
  while (edges.length < Math.floor((n * degree) / 2)) {
    const [a, b] = [rng.below(n), rng.below(n)];
    const key = `${Math.min(a, b)},${Math.max(a, b)}`;
    if (a !== b && !has.has(key)) {
      has.add(key);
      edges.push([Math.min(a, b), Math.max(a, b)]);
    }
  }
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  return adj.map((l) => l.sort((x, y) => x - y));
}

/** The median of `runs` timings (ms) of `f`. */
function time(runs, f) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[runs >> 1];
}

const check = (ok, what) => {
  if (!ok) throw new Error(`wrong answer: ${what}`);
};

const petersen = m.graph6ToGraph("IheA@GUAo");
const robertson = m.graph6ToGraph("R???C@_E?KI_I`bGCi?f?ocAoGAQO?");
const cops = { mousePasses: true, catPasses: true, hole: 0, mouse: 1, cats: [2, 3, 4] };

const cases = [
  {
    name: "cop number: Petersen (k ≤ 3)", target: 50, size: "10 nodes, 15 edges", runs: RUNS,
    run: () => check(m.copNumber(petersen).cats === 3, "Petersen needs 3"),
  },
  {
    name: "cop number, lazy: K3□K3 (k ≤ 3)", target: null, size: "9 nodes, 18 edges", runs: RUNS,
    run: () => {
      const rook = Array.from({ length: 9 }, (_, a) => [...Array(9).keys()].filter((b) => b !== a && (b % 3 === a % 3 || Math.floor(b / 3) === Math.floor(a / 3))));
      check(m.copNumber(rook, { lazyCats: true }).cats === 3, "K3□K3 needs 3 lazy cats");
    },
  },
  {
    name: "cop number: Robertson (k ≤ 4)", target: 3000, size: "19 nodes, 38 edges", runs: Math.min(RUNS, 3),
    run: () => check(m.copNumber(robertson).cats === 4, "Robertson needs 4"),
  },
  ...[
    ["3 cats, Cops and Robbers, random d3", randomGraph(50, 3, 2), cops],
    ["3 cats, Cops and Robbers, random d4", randomGraph(50, 4, 3), cops],
    ["3 cats, classic rules, random d4", randomGraph(50, 4, 4), { hole: 0, mouse: 1, cats: [2, 3, 4] }],
  ].map(([name, graph, options]) => ({
    name, target: 2000, runs: Math.min(RUNS, 3),
    size: (() => {
      const sizes = m.checkGraph(graph, options);
      return `50 nodes, 3 cats: ${sizes.states} positions, ${sizes.gameMoves} moves`;
    })(),
    run: () => {
      const s = new m.GraphSolution(graph, options);
      check(s.stateCount === 2 * 50 * 22100, "2.2 M positions");
      const counts = s.counts();
      check(counts.draw + counts.mouseWin + counts.catWin + counts.notAPosition === s.stateCount, "counts");
      s.free();
    },
  })),
];

console.log("| case | size | wasm median | target |");
console.log("|---|---|---|---|");
for (const c of cases) {
  c.run(); // the answer checked (and the module warmed) before timing
  const ms = time(c.runs, c.run);
  const target = c.target === null ? "" : `${c.target >= 1000 ? `${c.target / 1000} s` : `${c.target} ms`} ${ms < c.target ? "(met)" : "(MISSED)"}`;
  console.log(`| ${c.name} | ${c.size} | ${ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`} | ${target} |`);
}
