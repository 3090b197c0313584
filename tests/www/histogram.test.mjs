// The hardest positions (www/solver/histogram.js) against the package's own arrays and queries on
// random puzzles, state by state: every position falls in exactly one bar (its player to move,
// its outcome, its distance), the bars add up to the table's counts, the cut of the turn limit is
// exactly the mouse wins whose limited outcome is not a mouse win, a bar lists exactly its
// positions (each read back through the package's outcome, distance and index), the longest win is
// the longest, and several cats' multisets unrank to the package's own index.
import { test } from "node:test";
import assert from "node:assert/strict";
import { histogram, barStates, longestWin, stateAt, unrankCats, TABLE_QUERIES, BAR_CAP } from "../../www/solver/histogram.js";
import * as wasm from "../../www/solver/wasm.js";
import { solved, LIMITS, OUTCOME } from "./solver.mjs";
import { seeded, randomGraph as randomGraphOf } from "./random.mjs";

/** A random graph whose first player is random too (the cat first in about 3 of 10). */
const randomGraph = (rand, n) => ({ ...randomGraphOf(rand, n), first: rand() < 0.3 ? "cat" : "mouse" });

function randomGrid(rand, R, C) {
  const cells = Array.from({ length: R * C }, () => (rand() < 0.25 ? "#" : "."));
  const free = [...cells.keys()].sort(() => rand() - 0.5);
  ["M", "C", "F"].forEach((ch, k) => { cells[free[k]] = ch; });
  const rows = [];
  for (let r = 0; r < R; r++) rows.push(cells.slice(r * C, (r + 1) * C).join(""));
  // short turn limits, so that the limit cuts some mouse wins
  return { rows, catJump: 1 + Math.floor(rand() * 2), mouseJump: 1 + Math.floor(rand() * 3), turnLimit: 1 + Math.floor(rand() * 12) };
}

/** Random puzzles (graphs, grids, and graphs with two or three cats), solved through solver/wasm.js with their handles. */
function* puzzles(count, seed) {
  const rand = seeded(seed);
  for (let k = 0; k < count; k++) {
    const kind = k % 3;
    let mode = "graph";
    let puzzle;
    if (kind === 0) puzzle = randomGraph(rand, 3 + Math.floor(rand() * 10));
    else if (kind === 1) {
      mode = "grid";
      puzzle = randomGrid(rand, 1 + Math.floor(rand() * 5), 2 + Math.floor(rand() * 5));
    } else {
      const n = 5 + Math.floor(rand() * 5);
      puzzle = { ...randomGraph(rand, n), cats: rand() < 0.5 ? [2, 3] : [2, 3, 4], rules: { severalCats: true } };
    }
    let got;
    try {
      got = wasm.solve(mode, mode === "graph" ? puzzle : null, mode === "grid" ? puzzle : null);
    } catch {
      continue; // a puzzle the solver refuses (a grid with no floor for a piece)
    }
    yield { mode, puzzle, ...got };
  }
}

const key = (turn, o, d) => `${turn}:${o}:${d}`;

test("every position is in exactly one bar, and the bars add up to the table's counts", () => {
  let seen = 0;
  let cuts = 0;
  for (const { mode, solution: sol, handle } of puzzles(90, 21)) {
    const outcomes = handle.outcomes();
    const distances = handle.distances();
    const limited = mode === "grid" ? handle.limitedOutcomes() : null;
    const h = histogram({ outcomes, distances, limited });
    // state by state: each entry's bar, counted here, against the histogram's bars
    const expect = new Map();
    const cut = new Map();
    const draws = [0, 0];
    let none = 0;
    const half = outcomes.length / 2;
    for (let i = 0; i < outcomes.length; i++) {
      const turn = i < half ? 0 : 1;
      const o = outcomes[i];
      if (o === OUTCOME.none) none++;
      else if (o === OUTCOME.draw) draws[turn]++;
      else {
        expect.set(key(turn, o, distances[i]), (expect.get(key(turn, o, distances[i])) ?? 0) + 1);
        if (limited && o === OUTCOME.mouse && limited[i] !== OUTCOME.mouse) cut.set(key(turn, o, distances[i]), (cut.get(key(turn, o, distances[i])) ?? 0) + 1);
      }
    }
    let inBars = 0;
    for (const turn of [0, 1]) {
      const t = h.turns[turn];
      assert.equal(t.draw, draws[turn]);
      inBars += t.draw;
      for (const [side, o] of [["mouse", OUTCOME.mouse], ["cat", OUTCOME.cat]]) {
        t[side].forEach((n, d) => {
          assert.equal(n, expect.get(key(turn, o, d)) ?? 0, `${mode} turn ${turn} ${side} at ${d}`);
          inBars += n;
        });
      }
      if (limited) {
        t.cut.forEach((n, d) => {
          assert.equal(n, cut.get(key(turn, OUTCOME.mouse, d)) ?? 0);
          assert.ok(n <= t.mouse[d]);
          cuts += n;
        });
      } else {
        assert.equal(t.cut, null);
      }
    }
    // totals: the bars hold every position once, and equal the package's counts
    const c = handle.counts();
    assert.equal(inBars, c.draw + c.mouseWin + c.catWin);
    assert.equal(inBars, h.positions);
    assert.equal(h.none, c.notAPosition);
    assert.equal(none, c.notAPosition);
    assert.equal(h.turns[0].mouse.reduce((a, b) => a + b, 0) + h.turns[1].mouse.reduce((a, b) => a + b, 0), c.mouseWin);
    assert.equal(h.turns[0].cat.reduce((a, b) => a + b, 0) + h.turns[1].cat.reduce((a, b) => a + b, 0), c.catWin);
    assert.equal(Math.max(h.maxMouse, h.maxCat, 0), sol.maxDistance);
    handle.free();
    seen++;
  }
  assert.ok(seen >= 60, `${seen} puzzles solved`);
  assert.ok(cuts > 0, "some turn limit cut some mouse wins");
});

/** The cats' places as the package takes them (one cat: a number), for asking the package directly. */
const pkgCats = (cats) => (cats.length === 1 ? cats[0] : cats);

test("a bar lists exactly its positions, each read back through the package", () => {
  let listed = 0;
  for (const { mode, solution: sol, handle } of puzzles(45, 5)) {
    const table = { outcomes: handle.outcomes(), distances: handle.distances(), limited: mode === "grid" ? handle.limitedOutcomes() : null };
    const layout = { places: sol.places, catCount: sol.catCount };
    const h = histogram(table, layout);
    for (const turn of [0, 1]) {
      for (const [side, o] of [["mouse", OUTCOME.mouse], ["cat", OUTCOME.cat], ["draw", OUTCOME.draw]]) {
        const counts = side === "draw" ? [h.turns[turn].draw] : h.turns[turn][side];
        // one bar per distance, and one bar over the whole range
        const ranges = side === "draw" ? [[0, 0]] : [...counts.keys()].filter((d) => counts[d] > 0).map((d) => [d, d]).concat([[0, counts.length]]);
        for (const [lo, hi] of ranges) {
          const { count, states } = barStates(table, layout, turn, o, lo, hi, 1000000);
          const want = side === "draw" ? counts[0] : counts.slice(lo, hi + 1).reduce((a, b) => a + b, 0);
          assert.equal(count, want);
          assert.equal(states.length, count);
          for (const s of states) {
            assert.equal(s.turn, turn);
            assert.equal(handle.outcome(s.mouse, pkgCats(s.cats), s.turn), o, JSON.stringify(s));
            assert.equal(handle.distance(s.mouse, pkgCats(s.cats), s.turn), s.distance);
            if (side !== "draw") assert.ok(s.distance >= lo && s.distance <= hi);
            if (mode === "grid" && o === OUTCOME.mouse) assert.equal(s.late, handle.limitedOutcome(s.mouse, pkgCats(s.cats), s.turn) !== OUTCOME.mouse);
            else assert.equal(s.late, false);
            listed++;
          }
          // the page's cap
          const capped = TABLE_QUERIES.barStates(table, layout, turn, o, lo, hi);
          assert.equal(capped.count, count);
          assert.deepEqual(capped.states, states.slice(0, BAR_CAP));
        }
      }
    }
    for (const side of ["mouse", "cat"]) {
      const best = longestWin(table, layout, side);
      const max = side === "mouse" ? h.maxMouse : h.maxCat;
      if (max < 0) {
        assert.equal(best, null);
        continue;
      }
      assert.equal(best.distance, max);
      assert.deepEqual(h.longest[side], best, "the histogram's pass finds the same longest win");
      assert.equal(handle.outcome(best.mouse, pkgCats(best.cats), best.turn), side === "mouse" ? OUTCOME.mouse : OUTCOME.cat);
      assert.equal(handle.distance(best.mouse, pkgCats(best.cats), best.turn), max);
    }
    handle.free();
  }
  assert.ok(listed > 1000, `${listed} positions listed`);
});

test("several cats' multisets unrank to the package's own index", () => {
  const rand = seeded(3);
  for (let trial = 0; trial < 30; trial++) {
    const n = 4 + Math.floor(rand() * 6);
    const k = 2 + Math.floor(rand() * 3);
    const graph = { ...randomGraph(rand, n), cats: [2, ...[3, 3, 3].slice(0, k - 1).map((_, i) => 3 + (i % (n - 3)))], rules: { severalCats: true } };
    const { solution, handle } = wasm.solve("graph", graph, null);
    const entries = handle.outcomes().length;
    const M = handle.multisets;
    assert.equal(entries, 2 * n * M);
    for (let rank = 0; rank < M; rank++) {
      const cats = unrankCats(rank, k);
      assert.equal(cats.length, k);
      for (let i = 1; i < k; i++) assert.ok(cats[i - 1] <= cats[i]);
      assert.ok(cats.every((c) => c >= 0 && c < n));
      const m = Math.floor(rand() * n);
      const turn = rand() < 0.5 ? 0 : 1;
      const index = handle.index(m, cats, turn);
      assert.deepEqual(stateAt(index, n, entries, k), { mouse: m, cats, turn });
    }
    assert.equal(solution.catCount, k);
    handle.free();
  }
});

test("the page's solutions answer the table questions from the table they carry", () => {
  const sol = solved({ mode: "grid", rows: ["M....", ".##..", "...C.", "F...."], catJump: 1, mouseJump: 1, turnLimit: 6 });
  const h = sol.ask("histogram");
  assert.equal(sol.ask("histogram"), h, "kept");
  const c = sol.counts;
  assert.equal(h.positions, c.draw + c.mouseWin + c.catWin);
  const t = h.turns[0];
  assert.ok(t.cut.some((n) => n > 0), "a limit of 6 plies cuts some mouse wins");
  const best = sol.ask("longestWin", "mouse");
  assert.equal(best.distance, h.maxMouse);
  assert.deepEqual(h.longest.mouse, best);
  assert.equal(LIMITS.defaultTurnLimit, 1000);
});
