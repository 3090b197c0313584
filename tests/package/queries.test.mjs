// The rule queries the page asks instead of computing rules itself (issue 10, item 1):
// status(), after(), gameOver(), pliesLeft(), limitedOutcomes(), classicRoles, checkGraph(),
// checkGrid(). Each is checked on every
// state of small games against the rules written out here, independently of the solver.
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, EXAMPLE_2, GRID_1, throwsMessage, rng } from "./support.mjs";

/** Every (mouse, cat, turn) of a game with `n` places. */
function* states(n) {
  for (let turn = 0; turn < 2; turn++) {
    for (let mouse = 0; mouse < n; mouse++) {
      for (let cat = 0; cat < n; cat++) yield [mouse, cat, turn];
    }
  }
}

/** The rules of a game as plain data: where each piece may stand, the moves, the terminals. */
function graphRules(adj, hole = 0) {
  return {
    n: adj.length,
    stand: (piece, p) => piece === 0 || p !== hole,
    moves: (piece, p) =>
      (piece === 0 ? [...adj[p]] : p === hole ? [] : adj[p].filter((q) => q !== hole)).sort((a, b) => a - b),
    finished: (mouse, cat) => (mouse === cat ? "caught" : mouse === hole ? "home" : null),
  };
}

function gridRules(rows, catJump, mouseJump) {
  const cols = rows[0].length;
  const at = (p) => rows[Math.floor(p / cols)][p % cols];
  const food = [...rows.join("")].indexOf("F");
  return {
    n: rows.length * cols,
    stand: (piece, p) => at(p) !== "#",
    moves: (piece, p) => {
      if (at(p) === "#") return [];
      const jump = piece === 0 ? mouseJump : catJump;
      const out = [p];
      const [r, c] = [Math.floor(p / cols), p % cols];
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        for (let k = 1; k <= jump; k++) {
          const [y, x] = [r + dr * k, c + dc * k];
          if (y < 0 || x < 0 || y >= rows.length || x >= cols || rows[y][x] === "#") break;
          out.push(y * cols + x);
        }
      }
      return out.sort((a, b) => a - b);
    },
    finished: (mouse, cat) => (mouse === cat ? "caught" : cat === food ? "catAtFood" : mouse === food ? "home" : null),
  };
}

/** Checks status() and after() on every state and every destination against `rules`. */
function checkQueries(s, rules) {
  const name = ["mouse", "cat"];
  for (const [mouse, cat, turn] of states(rules.n)) {
    const label = `${mouse},${cat},${turn}`;
    const blocked = [0, 1].find((piece) => !rules.stand(piece, piece === 0 ? mouse : cat));
    if (blocked !== undefined) {
      const message = `not a position: the ${name[blocked]} may not stand on place ${blocked === 0 ? mouse : cat}`;
      throwsMessage(() => s.status(mouse, cat, turn), message, label);
      throwsMessage(() => s.after(mouse, cat, turn, 0), message, label);
      throwsMessage(() => s.line(mouse, cat, turn), message, label);
      continue;
    }
    const from = turn === 0 ? mouse : cat;
    const legal = rules.moves(turn, from);
    assert.deepEqual([...s.legalMoves(mouse, cat, turn)], legal, label);
    const finished = rules.finished(mouse, cat);
    const status = finished ?? (legal.length === 0 ? "stuck" : null);
    assert.equal(s.status(mouse, cat, turn), status, label);
    for (let to = 0; to < rules.n; to++) {
      const run = () => s.after(mouse, cat, turn, to);
      if (finished) {
        throwsMessage(run, /^the game is over \(.*\): no move is legal$/, label);
      } else if (!legal.includes(to)) {
        throwsMessage(run, `the ${name[turn]} cannot move from ${from} to ${to}`, label);
      } else {
        const want = turn === 0 ? { mouse: to, cat, turn: 1 } : { mouse, cat: to, turn: 0 };
        assert.deepEqual(run(), want, `${label} → ${to}`);
      }
    }
  }
}

test("status() and after() follow the graph rules on every state", () => {
  for (const [adj, hole] of [[EXAMPLE_1, 0], [EXAMPLE_2, 0], [[[2, 1], [0], [0]], 0], [EXAMPLE_1, 4]]) {
    const options = hole === 0 ? undefined : { hole, mouse: 1, cat: 2 };
    checkQueries(new m.GraphSolution(adj, options), graphRules(adj, hole));
  }
});

test("status() and after() follow the grid rules on every state", () => {
  for (const [rows, cj, mj] of [[GRID_1, 1, 2], [["M.C...F"], 1, 4], [["M#F", "##.", "C#."], 1, 1], [["C...#", "...#F", "....#", "M...."], 2, 5]]) {
    checkQueries(new m.GridSolution(rows, cj, mj), gridRules(rows, cj, mj));
  }
});

/**
 * Checks gameOver() on every position against `rules`: the winner of each way play stops is
 * written out here; `limit` is the grid's turn limit (0: none).
 */
function checkGameOver(s, rules, limit) {
  const winnerOf = { caught: m.Player.Cat, home: m.Player.Mouse, catAtFood: m.Player.Cat };
  for (const [mouse, cat, turn] of states(rules.n)) {
    if (![0, 1].every((piece) => rules.stand(piece, piece === 0 ? mouse : cat))) continue;
    const label = `${mouse},${cat},${turn}`;
    const finished = rules.finished(mouse, cat);
    const stuck = !finished && rules.moves(turn, turn === 0 ? mouse : cat).length === 0;
    const stopped = finished ? { reason: finished, winner: winnerOf[finished] }
      : stuck ? { reason: "stuck", winner: 1 - turn } : null;
    for (const played of [0, 1, limit - 1, limit, limit + 1, 4294967295]) {
      if (played < 0) continue;
      const want = stopped ?? (limit && played >= limit ? { reason: "turnLimit", winner: m.Player.Cat } : null);
      assert.deepEqual(s.gameOver(mouse, cat, turn, played), want, `${label} after ${played}`);
    }
    assert.deepEqual(s.gameOver(mouse, cat, turn), stopped, `${label}, pliesPlayed omitted`);
  }
}

test("gameOver() says how a game ends and who won, in both games", () => {
  for (const [adj, hole] of [[EXAMPLE_1, 0], [[[2, 1], [0], [0]], 0], [EXAMPLE_1, 4]]) {
    const options = hole === 0 ? undefined : { hole, mouse: 1, cat: 2 };
    checkGameOver(new m.GraphSolution(adj, options), graphRules(adj, hole), 0);
  }
  for (const [rows, cj, mj, limit] of [[GRID_1, 1, 2, 1000], [["M.C...F"], 1, 4, 3], [["C...#", "...#F", "....#", "M...."], 2, 5, 7]]) {
    checkGameOver(new m.GridSolution(rows, cj, mj, limit), gridRules(rows, cj, mj), limit);
  }
  const s = new m.GridSolution(GRID_1, 1, 2);
  throwsMessage(() => s.gameOver(0, 6, 0), "not a position: the mouse may not stand on place 0");
  throwsMessage(() => s.gameOver(10, 6, 0, -1), "pliesPlayed must be a whole number from 0 to 4294967295, got -1");
  throwsMessage(() => s.gameOver(10, 6, 0, "3"), /^pliesPlayed must be a whole number from 0 to 4294967295, got /);
});

test("pliesLeft() counts down from the turn limit to zero, never below", () => {
  const s = new m.GridSolution(GRID_1, 1, 2, 5);
  assert.deepEqual([0, 1, 4, 5, 6, 4294967295].map((p) => s.pliesLeft(p)), [5, 4, 1, 0, 0, 0]);
  throwsMessage(() => s.pliesLeft(), /^pliesPlayed must be a whole number from 0 to 4294967295, got undefined$/);
  throwsMessage(() => s.pliesLeft(2 ** 32), "pliesPlayed must be a whole number from 0 to 4294967295, got 4294967296");
});

test("classicRoles says whether the graph has LeetCode's roles", () => {
  assert.equal(new m.GraphSolution(EXAMPLE_1).classicRoles, true);
  assert.equal(new m.GraphSolution(EXAMPLE_1, { hole: 0, mouse: 1, cat: 2, first: "mouse" }).classicRoles, true);
  assert.equal(new m.GraphSolution(EXAMPLE_1, { hole: 0, mouse: 3, cat: 2 }).classicRoles, false);
  assert.equal(new m.GraphSolution(EXAMPLE_1, { hole: 4, mouse: 1, cat: 2 }).classicRoles, false);
  assert.equal(new m.GraphSolution(EXAMPLE_1, { first: "cat" }).classicRoles, false);
});

test("limitedOutcomes(p) is limitedOutcome of every state with p plies left", () => {
  const s = new m.GridSolution(["C...#", "...#F", "....#", "M...."], 2, 5, 20);
  for (const left of [undefined, 0, 1, 2, 7, 20, 1000]) {
    const all = s.limitedOutcomes(left);
    assert.equal(all.length, s.stateCount);
    let k = 0;
    for (const [mouse, cat, turn] of states(s.places)) {
      assert.equal(all[k++], s.limitedOutcome(mouse, cat, turn, left), `${mouse},${cat},${turn} left ${left}`);
    }
  }
  // The default is the handle's whole turn limit.
  assert.deepEqual(s.limitedOutcomes(), s.limitedOutcomes(20));
});

test("a line ends as status() says at its last position", () => {
  const s = new m.GridSolution(GRID_1, 1, 2);
  for (const [mouse, cat, turn] of states(s.places)) {
    let line;
    try {
      line = s.line(mouse, cat, turn);
    } catch {
      continue; // not a position
    }
    const last = line.plies;
    const lastTurn = (line.firstTurn + last) % 2;
    const status = s.status(line.mice[last], line.cats[last], lastTurn);
    if (["caught", "home", "catAtFood", "stuck"].includes(line.end)) assert.equal(status, line.end);
    else assert.equal(status, null);
  }
});

test("checkGraph and checkGrid validate exactly as the constructors do", () => {
  const r = rng(8);
  const graphs = [EXAMPLE_1, EXAMPLE_2, [[1], [0, 7], []], [[1, 1], [0], []], [[0], [], []], [[1], [], []], [[1], [0]], "x", [[1.5], [], []]];
  for (let k = 0; k < 200; k++) {
    const n = 3 + r.below(5);
    graphs.push(Array.from({ length: n }, (_, a) => Array.from({ length: r.below(3) }, () => (r.below(9) === 0 ? a : r.below(n + 1)))));
  }
  const outcome = (f) => {
    try {
      return { ok: f() };
    } catch (e) {
      return { error: e.message };
    }
  };
  for (const g of graphs) {
    for (const options of [undefined, { hole: 1, mouse: 0, cat: 2 }, { hole: 2 }]) {
      const built = outcome(() => {
        const s = new m.GraphSolution(g, options);
        return { places: s.places, states: s.stateCount, gameMoves: s.gameMoves };
      });
      assert.deepEqual(outcome(() => m.checkGraph(g, options)), built, JSON.stringify([g, options]));
    }
  }
  const grids = [GRID_1, ["MC.F", "..."], ["MCxF"], ["M..F"], [], ["MCF"], ["M#F", "##.", "C#."]];
  for (const g of grids) {
    for (const [cj, mj, options] of [[1, 1, undefined], [2, 9, 30], [0, 1, undefined], [1, 2, { turnLimit: 0 }]]) {
      const built = outcome(() => {
        const s = new m.GridSolution(g, cj, mj, options);
        return { places: s.places, states: s.stateCount, gameMoves: s.gameMoves };
      });
      assert.deepEqual(outcome(() => m.checkGrid(g, cj, mj, options)), built, JSON.stringify([g, cj, mj, options]));
    }
  }
});
