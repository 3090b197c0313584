// slice(ranging, fixed, turn): the board's slice in one call, checked state by state against
// outcome(), distance() and (grids) limitedOutcome() on random graphs and grids, every slice of
// each, and with several cats the mouse ranging; and its bad arguments, each a clear Error with
// the module alive. `ranging` is a Player (Player.Mouse = 0, Player.Cat = 1).
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, rng, throwsMessage, assertAlive } from "./support.mjs";

/** A random connected graph on `n` nodes (a random tree plus extra edges). */
function randomGraph(r, n) {
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => a !== b && (adj[a].add(b), adj[b].add(a));
  for (let v = 1; v < n; v++) link(v, r.below(v));
  for (let e = r.below(2 * n); e > 0; e--) link(r.below(n), r.below(n));
  return adj.map((s) => [...s]);
}

/** A random grid of `rows` × `cols` with C, M, F on distinct cells and some walls. */
function randomGrid(r, rows, cols) {
  const cells = Array.from({ length: rows * cols }, () => (r.next() < 0.25 ? "#" : "."));
  const free = [...cells.keys()];
  for (const piece of "CMF") cells[free.splice(r.below(free.length), 1)[0]] = piece;
  return Array.from({ length: rows }, (_, y) => cells.slice(y * cols, (y + 1) * cols).join(""));
}

/** Every slice of `s` equals the states' own answers. */
function checkSlices(s, label) {
  const n = s.places;
  const grid = s instanceof m.GridSolution;
  for (const ranging of [m.Player.Mouse, m.Player.Cat]) {
    for (let fixed = 0; fixed < n; fixed++) {
      for (const turn of [m.Player.Mouse, m.Player.Cat]) {
        const got = s.slice(ranging, fixed, turn);
        assert.ok(got.outcomes instanceof Uint8Array && got.distances instanceof Uint32Array, label);
        assert.equal(got.outcomes.length, n, label);
        assert.equal(got.limited === null, !grid, label);
        for (let p = 0; p < n; p++) {
          const [mouse, cat] = ranging === 0 ? [p, fixed] : [fixed, p];
          const at = `${label} ranging ${ranging} mouse ${mouse} cat ${cat} turn ${turn}`;
          const outcome = s.outcome(mouse, cat, turn);
          assert.equal(got.outcomes[p], outcome, at);
          assert.equal(got.distances[p], outcome === m.Outcome.NotAPosition ? 0 : s.distance(mouse, cat, turn), at);
          if (grid) assert.equal(got.limited[p], s.limitedOutcome(mouse, cat, turn), at);
        }
      }
    }
  }
}

test("graphs: every slice equals outcome() and distance(), with a hole and without (one cat)", () => {
  const r = rng(1728);
  const seen = new Set();
  for (let trial = 0; trial < 40; trial++) {
    const n = 3 + r.below(9);
    const adj = randomGraph(r, n);
    const options = trial % 3 === 2 ? { cats: [2], holes: [] } : { directed: false, mousePasses: r.next() < 0.3 };
    const s = new m.GraphSolution(adj, options);
    seen.add(s.outcome(1, 2, 0));
    checkSlices(s, JSON.stringify({ adj, options }));
    s.free();
  }
  assert.ok(seen.size >= 2, "the instances have more than one outcome at the start");
});

test("grids: every slice equals outcome(), distance() and limitedOutcome(), walls included", () => {
  const r = rng(913);
  for (let trial = 0; trial < 30; trial++) {
    const rows = randomGrid(r, 2 + r.below(4), 2 + r.below(4));
    const [catJump, mouseJump] = [1 + r.below(3), 1 + r.below(3)];
    const turnLimit = trial % 2 ? 1000 : 2 + r.below(12);
    const s = new m.GridSolution(rows, catJump, mouseJump, { turnLimit });
    checkSlices(s, JSON.stringify({ rows, catJump, mouseJump, turnLimit }));
    s.free();
  }
});

test("several cats: the mouse ranging over every node, the cats fixed, equals outcome() and distance()", () => {
  const r = rng(32);
  let slices = 0;
  for (let trial = 0; trial < 30; trial++) {
    const n = 4 + r.below(5);
    const adj = randomGraph(r, n);
    const k = 2 + r.below(2);
    const cats = Array.from({ length: k }, () => 1 + r.below(n - 1));
    const options = { mouse: 0, cats, holes: trial % 3 ? [] : [n - 1], catPasses: r.next() < 0.5, lazyCats: r.next() < 0.3 };
    if (options.holes.some((h) => cats.includes(h))) continue;
    const s = new m.GraphSolution(adj, options);
    const label = JSON.stringify({ adj, options });
    for (let i = 0; i < 12; i++) {
      const fixed = Array.from({ length: k }, () => r.below(n));
      for (const turn of [m.Player.Mouse, m.Player.Cat]) {
        const got = s.slice(m.Player.Mouse, fixed, turn);
        assert.equal(got.limited, null, label);
        assert.equal(got.outcomes.length, n, label);
        for (let mouse = 0; mouse < n; mouse++) {
          const outcome = s.outcome(mouse, fixed, turn);
          const at = `${label} mouse ${mouse} cats ${fixed} turn ${turn}`;
          assert.equal(got.outcomes[mouse], outcome, at);
          assert.equal(got.distances[mouse], outcome === m.Outcome.NotAPosition ? 0 : s.distance(mouse, fixed, turn), at);
        }
        slices++;
      }
    }
    s.free();
  }
  assert.ok(slices > 400, `${slices} slices`);
});

test("slice: bad arguments and several cats are clear Errors, and the module lives on", () => {
  const g = new m.GraphSolution([[1, 3], [0], [3], [0, 2]]);
  throwsMessage(() => g.slice(2, 0, 0), "ranging must be Player.Mouse (0) or Player.Cat (1), got 2");
  throwsMessage(() => g.slice(0, 4, 0), /fixed place/);
  throwsMessage(() => g.slice(0, -1, 0), /fixed place/);
  throwsMessage(() => g.slice(0, 1.5, 0), /fixed place/);
  throwsMessage(() => g.slice(0, 1, 7), /turn|Player/i);
  throwsMessage(() => g.slice("0", 1, 0), /ranging/);
  g.free();
  const cats = new m.GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], { cats: [4, 2] });
  // The cat ranges with one cat only; the mouse ranges with the cats' places as an array.
  throwsMessage(() => cats.slice(m.Player.Cat, 4, 0), "a slice ranging the cat is for one cat, and this game has 2 cats: range the mouse, or ask each state's outcome");
  throwsMessage(() => cats.slice(m.Player.Mouse, 4, 0), "this game has 2 cats: give their places as an array, like [0, 1], got 4");
  throwsMessage(() => cats.slice(m.Player.Mouse, [4, 9], 0), "cat place 9 is out of range: the game has 6 places");
  cats.free();
  const grid = new m.GridSolution(["####F", "#C...", "M...."], 1, 2);
  throwsMessage(() => grid.slice(1, 15, 0), /fixed place/);
  grid.free();
  assertAlive();
});
