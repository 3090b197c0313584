// Several cats through the package (issue 22): the wasm tables of random games with two and
// three cats, every rule variant, checked state by state against a slow reference written here
// from the rules alone; one cat as today's tables exactly; the published cop numbers (the
// Petersen graph pasted as graph6, Q4, K3□K3 with and without lazy cats).
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, rng } from "./support.mjs";
import { randomPairs } from "../www/random.mjs";

/** C(n, k) for small numbers. */
function binomial(n, k) {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return Math.round(out);
}

/** The documented rank of a multiset of cat places: with c0 ≤ c1 ≤ …, Σ C(ci + i, i + 1). */
function rank(cats) {
  return [...cats].sort((a, b) => a - b).reduce((sum, c, i) => sum + binomial(c + i, i + 1), 0);
}

/** Every multiset of `k` places out of `n`, each sorted, in increasing rank. */
function multisets(n, k) {
  const out = [];
  const walk = (prefix, from) => {
    if (prefix.length === k) return out.push(prefix);
    for (let c = from; c < n; c++) walk([...prefix, c], c);
  };
  walk([], 0);
  return out.sort((a, b) => rank(a) - rank(b));
}

const MOUSE_WINS = 1;
const CATS_WIN = 2;

/**
 * The slow reference: every position's outcome and distance by naive level-by-level
 * induction, straight from the rules of the issue. `adj[a]`: the nodes a move from `a`
 * reaches. Returns a Map from "mouse|c0,c1,…|turn" to {outcome, distance} (draws absent), and
 * the set of non-positions.
 */
function reference(adj, k, { holes, lazyCats, mousePasses, catPasses, catEntersHole }) {
  const n = adj.length;
  const hole = (a) => holes.includes(a);
  const stands = (a) => catEntersHole || !hole(a);
  const key = (mouse, cats, turn) => `${mouse}|${[...cats].sort((a, b) => a - b).join(",")}|${turn}`;
  const positions = [];
  for (const cats of multisets(n, k)) {
    if (!cats.every(stands)) continue;
    for (let mouse = 0; mouse < n; mouse++) for (const turn of [0, 1]) positions.push({ mouse, cats, turn });
  }
  const successors = ({ mouse, cats, turn }) => {
    if (turn === 0) {
      const to = [...adj[mouse], ...(mousePasses ? [mouse] : [])];
      return to.map((m2) => key(m2, cats, 1));
    }
    const out = new Set();
    if (lazyCats) {
      cats.forEach((c, i) => {
        for (const b of adj[c]) if (stands(b)) out.add(key(mouse, cats.map((x, j) => (j === i ? b : x)), 0));
      });
      if (catPasses) out.add(key(mouse, cats, 0));
    } else {
      const choices = cats.map((c) => [...adj[c].filter(stands), ...(catPasses ? [c] : [])]);
      const pick = (i, chosen) => {
        if (i === k) return out.add(key(mouse, chosen, 0));
        for (const b of choices[i]) pick(i + 1, [...chosen, b]);
      };
      pick(0, []);
    }
    return [...out];
  };
  const value = new Map();
  const pending = [];
  for (const p of positions) {
    const here = key(p.mouse, p.cats, p.turn);
    if (p.cats.includes(p.mouse)) value.set(here, { outcome: CATS_WIN, distance: 0 });
    else if (hole(p.mouse)) value.set(here, { outcome: MOUSE_WINS, distance: 0 });
    else {
      const next = successors(p);
      const mover = p.turn === 0 ? MOUSE_WINS : CATS_WIN;
      if (next.length === 0) value.set(here, { outcome: CATS_WIN + MOUSE_WINS - mover, distance: 0 });
      else pending.push({ here, next, mover });
    }
  }
  for (let level = 1; pending.length > 0; level++) {
    const decided = [];
    for (const p of pending) {
      const known = p.next.map((s) => value.get(s));
      if (known.some((v) => v !== undefined && v.outcome === p.mover)) decided.push([p, p.mover]);
      else if (known.every((v) => v !== undefined)) decided.push([p, CATS_WIN + MOUSE_WINS - p.mover]);
    }
    if (decided.length === 0) break;
    for (const [p, outcome] of decided) {
      value.set(p.here, { outcome, distance: level });
      pending.splice(pending.indexOf(p), 1);
    }
  }
  return value;
}

/** A random graph on `n` nodes, each pair joined by chance 0.4: undirected, or one-way edges. */
const randomGraph = (r, n, directed) => randomPairs(r.next, n, 0.4, directed);

test("two and three cats: every state of random games, every variant, equals the slow reference", () => {
  const r = rng(22);
  let states = 0;
  let games = 0;
  const seen = { draw: 0, mouse: 0, cats: 0, lazy: 0, noHole: 0, directed: 0 };
  for (let trial = 0; trial < 240; trial++) {
    const n = 3 + r.below(4);
    const k = 2 + r.below(trial % 4 === 0 ? 2 : 1);
    const directed = r.next() < 0.3;
    const adj = randomGraph(r, n, directed);
    const holes = r.next() < 0.25 ? [] : [...new Set([r.below(n), ...(r.next() < 0.3 ? [r.below(n)] : [])])];
    const rules = {
      directed, holes, lazyCats: r.next() < 0.4, mousePasses: r.next() < 0.4, catPasses: r.next() < 0.4, catEntersHole: r.next() < 0.3,
    };
    // Starts the rules accept: the mouse on no hole, the cats off the mouse (and the holes).
    const free = [...Array(n).keys()].filter((a) => !holes.includes(a));
    if (free.length < 2) continue;
    const mouse = free[0];
    const catPlaces = [...Array(n).keys()].filter((a) => a !== mouse && (rules.catEntersHole || !holes.includes(a)));
    if (catPlaces.length === 0) continue;
    const cats = Array.from({ length: k }, () => r.pick(catPlaces));
    const s = new m.GraphSolution(adj, { ...rules, mouse, cats, first: r.pick(["mouse", "cat"]) });
    try {
      assert.equal(s.catCount, k);
      assert.equal(s.multisets, binomial(n + k - 1, k));
      const ref = reference(adj, k, rules);
      const outcomes = s.outcomes();
      const distances = s.distances();
      assert.equal(outcomes.length, 2 * n * s.multisets);
      for (const set of multisets(n, k)) {
        for (let m0 = 0; m0 < n; m0++) {
          for (const turn of [0, 1]) {
            const index = (turn * n + m0) * s.multisets + rank(set);
            const shuffled = [...set].reverse();
            assert.equal(s.index(m0, shuffled, turn), index);
            const label = JSON.stringify({ adj, rules, k, mouse: m0, cats: set, turn });
            if (!set.every((c) => rules.catEntersHole || !holes.includes(c))) {
              assert.equal(outcomes[index], m.Outcome.NotAPosition, label);
              continue;
            }
            const want = ref.get(`${m0}|${set.join(",")}|${turn}`) ?? { outcome: 0, distance: 0 };
            assert.deepEqual({ outcome: outcomes[index], distance: distances[index] }, want, label);
            assert.equal(s.outcome(m0, shuffled, turn), want.outcome, label);
            assert.equal(s.distance(m0, shuffled, turn), want.distance, label);
            seen[["draw", "mouse", "cats"][want.outcome]]++;
            states++;
          }
        }
      }
      // The optimal line is as long as the start's distance, and ends as the table says.
      const start = s.line(s.startMouse, [...s.startCats], s.firstPlayer);
      const v = s.startDistance();
      if (s.startOutcome() !== m.Outcome.Draw) assert.equal(start.plies, v);
      else assert.equal(start.end, "repetition");
      games++;
      if (rules.lazyCats) seen.lazy++;
      if (holes.length === 0) seen.noHole++;
      if (directed) seen.directed++;
    } finally {
      s.free();
    }
  }
  // The generator made every kind of case.
  assert.ok(games >= 150, `${games} games`);
  for (const [kind, count] of Object.entries(seen)) assert.ok(count > 0, `no ${kind} case`);
  assert.ok(states > 20_000, `${states} states`);
});

test("one cat: cats: [c] and lazyCats give exactly today's tables, state by state", () => {
  const r = rng(913);
  for (let trial = 0; trial < 60; trial++) {
    const n = 3 + r.below(8);
    const adj = randomGraph(r, n, false);
    const options = { hole: 0, mouse: 1, catPasses: r.next() < 0.5, mousePasses: r.next() < 0.5 };
    const today = new m.GraphSolution(adj, { ...options, cat: 2 });
    for (const extra of [{ cats: [2] }, { cats: new Uint32Array([2]), lazyCats: true }]) {
      const s = new m.GraphSolution(adj, { ...options, ...extra });
      assert.deepEqual(s.outcomes(), today.outcomes());
      assert.deepEqual(s.distances(), today.distances());
      assert.equal(s.catCount, 1);
      assert.equal(s.startCat, 2);
      assert.deepEqual(s.bestMoves(1, 2, 0), today.bestMoves(1, 2, 0));
      assert.deepEqual(s.line(1, 2, 0), today.line(1, 2, 0));
      s.free();
    }
    today.free();
  }
});

test("several-cat queries: moves as lists of places, lines and positions as arrays", () => {
  const example1 = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
  const s = new m.GraphSolution(example1, { cats: [4, 2] });
  assert.equal(s.answer(), 2, "two cats win LeetCode 913's example 1");
  assert.deepEqual(s.startCats, new Uint32Array([4, 2]));
  assert.deepEqual(s.legalMoves(3, [2, 4], 1), [[2, 4], [3, 4], [2, 5], [3, 5]]);
  for (const mv of s.bestMoves(3, [4, 2], 1)) {
    const next = s.after(3, [4, 2], 1, mv);
    assert.equal(s.outcome(next.mouse, next.cats, next.turn), m.Outcome.CatWin);
  }
  const line = s.line(1, [2, 4], 0);
  assert.equal(line.plies, s.distance(1, [2, 4], 0));
  assert.equal(line.end, "caught");
  assert.ok(line.cats.every((c) => c.length === 2));
  assert.deepEqual(s.gameOver(...[line.mice.at(-1), line.cats.at(-1)], line.plies % 2), { reason: "caught", winner: m.Player.Cat });
  const counts = s.counts();
  assert.equal(counts.draw + counts.mouseWin + counts.catWin + counts.notAPosition, s.stateCount);
  s.free();
  // No hole: the mouse can at best escape forever.
  const cycle = Array.from({ length: 6 }, (_, a) => [(a + 1) % 6, (a + 5) % 6]);
  const free = new m.GraphSolution(cycle, { holes: [], mouse: 0, cats: [3] });
  assert.equal(free.startOutcome(), m.Outcome.Draw, "one cat never catches a mouse on a 6-cycle");
  assert.equal(free.line(0, 3, 0).end, "repetition");
  free.free();
});

test("published cop numbers: Petersen (pasted as graph6) 3, Q4 3, K3□K3 2 and 3 lazy", () => {
  const petersen = m.graph6ToGraph("IheA@GUAo");
  const c = m.copNumber(petersen);
  assert.equal(c.cats, 3);
  assert.equal(c.tried, 3);
  assert.equal(c.refused, null);
  assert.ok(c.starts.length > 0 && c.starts.every((s) => s.length === 3));
  assert.ok(!c.starts[0].includes(c.mouse));
  assert.deepEqual(m.captureTime(petersen, 3).starts, c.starts);
  assert.equal(m.captureTime(petersen, 2).captureRounds, null);
  const q4 = Array.from({ length: 16 }, (_, a) => [0, 1, 2, 3].map((bit) => a ^ (1 << bit)).sort((x, y) => x - y));
  assert.equal(m.copNumber(q4).cats, 3, "Q4 needs ⌈(4 + 1) / 2⌉ = 3 cats");
  const rook = Array.from({ length: 9 }, (_, a) => [...Array(9).keys()].filter((b) => b !== a && (b % 3 === a % 3 || Math.floor(b / 3) === Math.floor(a / 3))));
  assert.equal(m.copNumber(rook).cats, 2, "K3□K3 needs 2 cats");
  assert.equal(m.copNumber(rook, { lazyCats: true }).cats, 3, "and 3 lazy ones");
  assert.equal(m.copNumber(rook, { lazyCats: true, maxCats: 2 }).cats, null);
  // A path: one cat from the middle in half its length.
  const path = Array.from({ length: 7 }, (_, a) => [a - 1, a + 1].filter((b) => b >= 0 && b < 7));
  assert.deepEqual(m.captureTime(path, 1), { cats: 1, captureRounds: 3, starts: [[3]], mouse: 0, winningStarts: 7 });
  assert.equal(m.graphToGraph6(petersen), "IheA@GUAo");
});

test("several cats in a worker's way: observed solves and copNumber report progress and stop", () => {
  const graph = Array.from({ length: 30 }, (_, a) => [(a + 1) % 30, (a + 29) % 30, (a + 15) % 30].sort((x, y) => x - y));
  const reports = [];
  const s = m.GraphSolution.observed(graph, { cats: [1, 2, 3], mouse: 0, holes: [], catPasses: true }, (r) => {
    reports.push(r);
  });
  assert.ok(reports.length >= 3, `${reports.length} reports`);
  assert.deepEqual([...new Set(reports.map((r) => r.phase))], ["label", "levels", "finish"]);
  assert.ok(reports.every((r) => r.positions === s.stateCount && r.fraction >= 0 && r.fraction <= 1));
  s.free();
  assert.throws(() => m.GraphSolution.observed(graph, { cats: [4, 2, 3], mouse: 0, hole: 20 }, () => false), /^Error: the solve was stopped: onProgress returned false$/);
  assert.throws(() => m.GraphSolution.observed(graph, { cats: [4, 2], mouse: 0 }, 5), /^Error: onProgress must be a function$/);
  let calls = 0;
  const petersen = m.graph6ToGraph("IheA@GUAo");
  assert.equal(m.copNumber(petersen, { onProgress: () => { calls++; } }).cats, 3);
  assert.ok(calls >= 9, `${calls} reports over the three solves`);
  assert.throws(() => m.copNumber(petersen, { onProgress: () => { throw new Error("stop"); } }), /^Error: the solve was stopped: onProgress threw \(Error: stop\)$/);
  assert.equal(m.copNumber([[1], [0]]).cats, 1, "the module answers after a stop");
});

test("copNumber's refusal names the cats, the nodes, the positions and the bytes (outside the corpus: the one cat it solves first grows wasm memory)", () => {
  // A 5,000-node cycle: one cat (50 million positions, about 100 MB) is solved and loses; two
  // cats would need 125 billion positions, which no allocation holds, so the search stops there.
  const cycle = Array.from({ length: 5000 }, (_, a) => [(a + 1) % 5000, (a + 4999) % 5000]);
  assert.deepEqual(m.copNumber(cycle), {
    cats: null, starts: [], captureRounds: null, mouse: null, winningStarts: 0, tried: 1,
    refused: "2 cats on 5000 nodes make 125025000000 positions (nodes × multisets of cat places × 2): solving them takes 265959560416 bytes, more than can be allocated",
  });
  assert.equal(m.catMouseGame([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]), 0);
});
