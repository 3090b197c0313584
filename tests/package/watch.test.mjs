// The Watch exports (issue 13): levels(), levelIndex(), movesAtLevel(), and for graphs
// dpHorizon, dp2nOutcomes(), dp2nWrong(). Each answer is checked against what the table's own
// exports say (outcomes(), distances(), legalMoves(), after()) and, for the 2n DP, against the
// published baseline; hostile arguments get Errors and leave the module alive.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, throwsMessage, footprint, assertHealthy } from "./support.mjs";
import { boom } from "./hostile.mjs";

const NEVER = 4294967295;
// tests/data/dp_2n_failures.json, "smallest-cat-win": the cat wins in 16 plies = 2n.
const SMALLEST_CAT_WIN = [[3], [4, 5, 7], [5, 7], [0, 6, 7], [1, 6, 7], [1, 2, 6], [3, 4, 5], [1, 2, 3, 4]];
const MAZE = ["M..#....", ".#.#.##.", ".#...#..", ".####.#.", "......#F", "C####..."];

const solutions = () => [
  ["example 1", new m.GraphSolution(EXAMPLE_1)],
  ["smallest cat win", new m.GraphSolution(SMALLEST_CAT_WIN)],
  ["grid 1", new m.GridSolution(GRID_1, 1, 2)],
  ["maze", new m.GridSolution(MAZE, 2, 1)],
];

test("levels() and levelIndex() sort exactly the decided states by their distance", () => {
  for (const [name, s] of solutions()) {
    const outcomes = s.outcomes();
    const distances = s.distances();
    const levels = s.levels();
    const index = s.levelIndex();
    const n = s.places;
    let decided = 0;
    for (let i = 0; i < outcomes.length; i++) {
      const won = outcomes[i] === m.Outcome.MouseWin || outcomes[i] === m.Outcome.CatWin;
      assert.equal(levels[i], won ? distances[i] : NEVER, `${name}: level of ${i}`);
      decided += won ? 1 : 0;
    }
    assert.equal(index.order.length, decided, name);
    assert.equal(index.maxLevel, s.maxDistance(), name);
    assert.equal(index.offsets.length, index.maxLevel + 2, name);
    assert.equal(index.counts.length, 4 * (index.maxLevel + 1), name);
    assert.equal(index.undecided, s.counts().draw, name);
    for (let d = 0; d <= index.maxLevel; d++) {
      const at = index.order.subarray(index.offsets[d], index.offsets[d + 1]);
      const counts = [0, 0, 0, 0];
      let last = -1;
      for (const i of at) {
        assert.equal(levels[i], d, `${name}: ${i} listed at level ${d}`);
        assert.ok(i > last, `${name}: by index within a level`);
        last = i;
        const turn = i >= n * n ? 1 : 0;
        const wonByMover = outcomes[i] === (turn === 0 ? m.Outcome.MouseWin : m.Outcome.CatWin);
        counts[2 * turn + (wonByMover ? 0 : 1)]++;
      }
      assert.deepEqual([...index.counts.subarray(4 * d, 4 * d + 4)], counts, `${name}: counts at ${d}`);
    }
    s.free();
  }
});

test("movesAtLevel() follows the two rules of backward induction on every state and level", () => {
  for (const [name, s] of solutions()) {
    const n = s.places;
    const outcomes = s.outcomes();
    const levels = s.levels();
    const maxLevel = s.maxDistance();
    let checked = 0;
    for (let turn = 0; turn < 2; turn++) {
      for (let mouse = 0; mouse < n; mouse++) {
        for (let cat = 0; cat < n; cat++) {
          const i = (turn * n + mouse) * n + cat;
          if (outcomes[i] === m.Outcome.NotAPosition) {
            assert.throws(() => s.movesAtLevel(mouse, cat, turn, 0), /not a position/);
            continue;
          }
          const status = s.status(mouse, cat, turn);
          const moves = status === "caught" || status === "home" || status === "catAtFood" ? [] : [...s.legalMoves(mouse, cat, turn)];
          for (let level = 0; level <= maxLevel + 1; level++) {
            const f = s.movesAtLevel(mouse, cat, turn, level);
            assert.equal(f.level, level);
            assert.equal(f.decided, levels[i] <= level, `${name} ${i} at ${level}`);
            assert.equal(f.outcome, f.decided ? outcomes[i] : null);
            assert.deepEqual(f.moves, moves);
            assert.equal(f.finished, moves.length === 0 && status !== "stuck" ? status : null);
            let unrefuted = 0;
            let wins = false;
            for (let k = 0; k < moves.length; k++) {
              const next = s.after(mouse, cat, turn, moves[k]);
              const j = (next.turn * n + next.mouse) * n + next.cat;
              const moverWins = turn === 0 ? m.Outcome.MouseWin : m.Outcome.CatWin;
              const expected = levels[j] > level ? "open" : outcomes[j] === moverWins ? "wins" : "refuted";
              assert.equal(f.status[k], expected, `${name} ${i} -> ${moves[k]} at ${level}`);
              assert.equal(f.decidedAt[k], expected === "open" ? -1 : levels[j]);
              unrefuted += expected === "refuted" ? 0 : 1;
              wins ||= expected === "wins";
            }
            assert.equal(f.unrefuted, unrefuted);
            // Won at the next level iff a move wins; lost iff no move is unrefuted.
            const nextLevel = !f.decided && levels[i] === level + 1 ? outcomes[i] : null;
            assert.equal(f.next, nextLevel, `${name} ${i} at ${level}: next`);
            if (!f.decided) {
              const moverWins = turn === 0 ? m.Outcome.MouseWin : m.Outcome.CatWin;
              assert.equal(f.next === moverWins, wins);
              if (!wins) assert.equal(f.next !== null, unrefuted === 0);
            }
            checked++;
          }
        }
      }
    }
    assert.ok(checked > 100, name);
    s.free();
  }
});

test("the 2n DP's verdicts: draws exactly on the wins at level 2n and beyond, the start as the baseline says", () => {
  for (const graph of [EXAMPLE_1, SMALLEST_CAT_WIN]) {
    const s = new m.GraphSolution(graph);
    const n = graph.length;
    assert.equal(s.dpHorizon, 2 * n);
    const dp = s.dp2nOutcomes();
    const outcomes = s.outcomes();
    const levels = s.levels();
    const wrong = [];
    for (let i = 0; i < dp.length; i++) {
      const turn = i >= n * n ? 1 : 0;
      const beyond = levels[i] !== NEVER && levels[i] >= 2 * n - turn;
      assert.equal(dp[i], beyond ? m.Outcome.Draw : outcomes[i], `state ${i}`);
      if (beyond) wrong.push(i);
    }
    wrong.sort((a, b) => levels[a] - levels[b] || a - b);
    assert.deepEqual([...s.dp2nWrong()], wrong);
    assert.equal(dp[(0 * n + 1) * n + 2], m.baselineDp2n(graph));
    s.free();
  }
  const s = new m.GraphSolution(SMALLEST_CAT_WIN);
  assert.ok([...s.dp2nWrong()].includes(1 * 8 + 2), "the start (mouse 1, cat 2, mouse to move) is wrong");
  s.free();
  // Grids have no 2n DP.
  const g = new m.GridSolution(GRID_1, 1, 2);
  assert.equal(g.dp2nWrong, undefined);
  g.free();
});

test("hostile arguments to the Watch get Errors, and the module lives", () => {
  const before = footprint();
  const s = new m.GraphSolution(EXAMPLE_1);
  for (const level of [-1, 1.5, NaN, Infinity, 2 ** 32, "3", null, undefined, {}, [1], 3n]) {
    throwsMessage(() => s.movesAtLevel(1, 2, 0, level), /^level must be a whole number from 0 to 4294967295, got /, String(level));
  }
  throwsMessage(() => s.movesAtLevel(1, 2, 2, 0), /^turn must be Player.Mouse \(0\) or Player.Cat \(1\)/);
  throwsMessage(() => s.movesAtLevel(9, 2, 0, 0), "mouse place must be a whole number from 0 to 5, got 9");
  throwsMessage(() => s.movesAtLevel(1, 0, 0, 0), "not a position: the cat may not stand on place 0");
  const getter = { valueOf: boom };
  throwsMessage(() => s.movesAtLevel(1, 2, 0, getter), /^level must be a whole number/);
  // A huge level is fine: everything is decided or a draw by then.
  assert.equal(s.movesAtLevel(1, 2, 0, 2 ** 32 - 1).decided, false);
  s.free();
  for (const call of [(x) => x.levels(), (x) => x.levelIndex(), (x) => x.movesAtLevel(1, 2, 0, 0), (x) => x.dp2nWrong(), (x) => x.dpHorizon]) {
    throwsMessage(() => call(s), "this GraphSolution has been freed, or is not a GraphSolution");
  }
  for (let k = 0; k < 2000; k++) {
    const t = new m.GraphSolution(EXAMPLE_1);
    t.levelIndex();
    t.movesAtLevel(1, 2, 0, k % 5);
    t.free();
  }
  assertHealthy(before);
});
