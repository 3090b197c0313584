// The Trap level (www/explore/trap.js) on real solutions: it keeps every position's value, state
// by state against the package's outcomes, on random graphs, grids and several cats; it sets a
// trap where Perfect's first move sets none; it is deterministic, so a game replays; and the
// traps the user faces are counted in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS, PERFECT, levelOf, resultFor, moveScores, chooseIndex } from "../../www/explore/level.js";
import { TRAP, MODEL, TRAP_OBJECTIVE, trapMove, trapsIn, trapWords, modelProbabilities, worth } from "../../www/explore/trap.js";
import { newGame, here, judge, humanToMove, humanMove, engineMove, engineChoice, movesNow, mover } from "../../www/explore/play.js";
import { stateView, viewInGame } from "../../www/board/colouring.js";
import { seeded, below, randomGraph, randomGrid } from "./random.mjs";
import { solved } from "./solver.mjs";

/** A drawn position where Perfect's first move sets no trap: the mouse on 3, the cat on 2, the mouse to move. */
const SNARE = { mode: "graph", adj: [[1], [0, 2, 5, 7], [1, 3, 6], [2, 4, 5], [3, 7], [1, 3, 6], [2, 5, 7], [1, 4, 6]], hole: 0, mouse: 3, cats: [2] };

/** The result for `player` of position `s` reached after `ply` plies, from the package's table (the grid: under the turn limit). */
const resultAt = (solution, s, ply, player) => resultFor(viewInGame(stateView(solution, s.mouse, s.cats, s.turn), s, ply, solution.ask), player);

test("the Trap level comes after Perfect in the menu, and the opponent is modelled as the four graded levels", () => {
  assert.deepEqual(LEVELS.map((l) => l.id).slice(-2), [PERFECT, TRAP]);
  assert.equal(levelOf(TRAP).name, "Trap");
  assert.deepEqual(MODEL.map((l) => l.id), ["novice", "casual", "club", "strong"]);
  const p = modelProbabilities([{ outcome: "mouse", distance: 1, limited: null }, { outcome: "cat", distance: 1, limited: null }], "mouse");
  assert.ok(Math.abs(p[0] + p[1] - 1) < 1e-12 && p[0] > p[1] && p[1] > 0);
});

test("the Trap level keeps the value of every position, state by state against the package's outcomes", () => {
  const rand = seeded(3535);
  const seen = { win: 0, draw: 0, loss: 0 };
  let checked = 0;
  for (let k = 0; k < 40; k++) {
    const spec = k % 4 === 3 ? { mode: "grid", rows: randomGrid(rand, 3 + below(rand, 2), 4), catJump: 1 + below(rand, 2), mouseJump: 1 + below(rand, 2), turnLimit: 30 }
      : k % 4 === 2 ? { mode: "graph", ...randomGraph(rand, 6 + below(rand, 3)), cats: [2, 3], rules: { severalCats: true } }
        : { mode: "graph", ...randomGraph(rand, 6 + below(rand, 9)) };
    let solution;
    try {
      solution = solved(spec);
    } catch {
      continue; // (a random grid the solver refuses: no path, say)
    }
    const n = solution.places;
    for (let i = 0; i < 120; i++) {
      const s = { mouse: below(rand, n), cats: Array.from({ length: solution.catCount }, () => below(rand, n)).sort((a, b) => a - b), turn: below(rand, 2) };
      const ply = spec.mode === "grid" ? below(rand, 20) : 0;
      if (stateView(solution, s.mouse, s.cats, s.turn).outcome === "none" || solution.ask("gameOver", s.mouse, s.cats, s.turn, ply)) continue;
      const player = mover(s.turn);
      const game = newGame(player === "mouse" ? "cat" : "mouse", s, solution, { level: TRAP });
      game.states = [...Array(ply).fill(null).map((_, j) => ({ mouse: -1 - j, cats: [-1], turn: 0 })), s]; // (ply plies played before: the grid's turn limit)
      const to = engineChoice(game, solution.ask, solution);
      const after = solution.ask("after", s.mouse, s.cats, s.turn, to);
      const before = resultAt(solution, s, ply, player);
      assert.equal(resultAt(solution, after, ply + 1, player), before, `${JSON.stringify(spec)} at ${JSON.stringify(s)} after ${ply} plies: to ${to}`);
      seen[before]++;
      checked++;
    }
  }
  assert.ok(checked > 2000, `${checked} positions`);
  for (const r of ["win", "draw", "loss"]) assert.ok(seen[r] > 50, `${seen[r]} positions of result ${r}`);
});

test("in games, where a repeated position is a draw, every Trap move keeps the value the game gives it (thousands of moves, seeded)", () => {
  const rand = seeded(3536);
  let checked = 0;
  const seen = { draw: 0, loss: 0 };
  for (let k = 0; k < 200; k++) {
    const solution = solved({ mode: "graph", ...randomGraph(rand, 6 + below(rand, 7)) });
    const ask = solution.ask;
    const n = solution.places;
    for (let g = 0; g < 12; g++) {
      const s = { mouse: below(rand, n), cats: [below(rand, n)], turn: below(rand, 2) };
      const trap = mover(s.turn);
      // (drawn and lost starts for the Trap side: a won one is Perfect's play)
      if (stateView(solution, s.mouse, s.cats, s.turn).outcome === "none" || ask("gameOver", s.mouse, s.cats, s.turn, 0) || resultAt(solution, s, 0, trap) === "win") continue;
      const game = newGame(trap === "mouse" ? "cat" : "mouse", s, solution, { level: TRAP, seed: k * 10 + g });
      const novice = levelOf("novice");
      for (let ply = 0; ply < 60 && judge(game, ask) && !game.over; ply++) {
        const ms = movesNow(game, solution, ask);
        if (humanToMove(game)) {
          assert.ok(humanMove(game, ms[chooseIndex(novice, moveScores(ms.map((m) => m.view), mover(here(game).turn)), k, ply)].to, ask));
          continue;
        }
        // the value in the game: the best of the moves' results (a repetition a draw)
        const rank = { loss: 0, draw: 1, win: 2 };
        const results = ms.map((m) => resultFor(m.view, trap));
        const before = results.reduce((a, r) => (rank[r] > rank[a] ? r : a), "loss");
        const to = engineChoice(game, ask, solution);
        assert.equal(results[ms.findIndex((m) => String(m.to) === String(to))], before, `${JSON.stringify(game.states)}: to ${to}`);
        if (before !== "win") seen[before]++;
        checked++;
        assert.ok(engineMove(game, ask, solution));
      }
    }
  }
  assert.ok(checked > 1000 && seen.draw > 100 && seen.loss > 500, `${checked} moves, ${JSON.stringify(seen)}`);
});

test("on a drawn position where Perfect's first move gives the opponent no chance, the Trap level picks one that does", () => {
  const solution = solved(SNARE);
  const s = solution.start;
  const game = newGame("cat", s, solution, { level: TRAP });
  const moves = movesNow(game, solution, solution.ask);
  const best = solution.ask("bestMoves", s.mouse, s.cats, s.turn);
  assert.deepEqual(moves.map((m) => [m.to, resultFor(m.view, "mouse")]), [[2, "loss"], [4, "draw"], [5, "draw"]]);
  assert.equal(best[0], 4, "Perfect goes to 4");
  for (const depth of [1, 2, 4]) {
    const { to, chances } = trapMove(s, 0, moves, best, solution, solution.ask, { depth });
    assert.equal(to, 5, `depth ${depth}`);
    assert.equal(chances[0], null, "the move onto the cat gives the draw away");
    assert.ok(chances[2] > chances[1], `depth ${depth}: ${chances}`);
    if (depth === 1) assert.equal(chances[1], 0, "after 4, the cat has no move that loses");
  }
  // after 5, two of the cat's three moves lose: the traps in words
  const after = solution.ask("after", s.mouse, s.cats, s.turn, 5);
  const cat = newGame("cat", after, solution, { level: TRAP });
  const traps = trapsIn(movesNow(cat, solution, solution.ask), "cat");
  assert.equal(trapWords(traps), "2 of 3 moves here lose");
  assert.equal(traps.value, "draw");
  // the engine plays it, and a game at Trap against a seeded opponent replays move for move
  assert.equal(engineChoice(game, solution.ask, solution), 5);
  const play = () => {
    const g = newGame("cat", s, solution, { level: TRAP, seed: 9 });
    for (let i = 0; i < 60 && judge(g, solution.ask) && !g.over; i++) {
      if (humanToMove(g)) {
        const ms = movesNow(g, solution, solution.ask);
        assert.ok(humanMove(g, ms[chooseIndex(levelOf("casual"), moveScores(ms.map((m) => m.view), "cat"), 9, i)].to, solution.ask));
      } else assert.ok(engineMove(g, solution.ask, solution));
    }
    return JSON.stringify(g.states);
  };
  assert.equal(play(), play());
});

test("chances against the levels add up by their logarithms: a trap twice as likely to catch Strong outweighs a little more for Novice", () => {
  assert.equal(TRAP_OBJECTIVE, "log");
  const a = [0.3, 0.1, 1e-3, 1e-8];
  const b = [0.29, 0.1, 2e-3, 2e-8];
  assert.ok(worth(b) > worth(a), "log");
  assert.ok(worth(a, "mean") > worth(b, "mean"), "mean: Novice's chance is all that shows");
  assert.ok(Math.abs(worth([0.2, 0.1, 0, 0], "mean") - 0.075) < 1e-15);
  assert.ok(worth([0, 0, 0, 0]) < worth([1e-9, 1e-9, 1e-9, 1e-9]));
});

test("lost, the Trap level counts the graph game's repetition rule: a winning move after which it can repeat a position of the game is the opponent's mistake", () => {
  // a lost position s (our side to move) and a position r of the game's history such that after
  // our best move, every move of the opponent keeps its win by its value, but one lets us move
  // to r (a draw): a chance only the game's history shows
  const rand = seeded(9130);
  let found = 0;
  for (let k = 0; k < 60 && found < 12; k++) {
    const solution = solved({ mode: "graph", ...randomGraph(rand, 6 + below(rand, 6)) });
    const ask = solution.ask;
    const n = solution.places;
    for (let tries = 0; tries < 40 && found < 12; tries++) {
      const s = { mouse: below(rand, n), cats: [below(rand, n)], turn: below(rand, 2) };
      const player = mover(s.turn);
      if (stateView(solution, s.mouse, s.cats, s.turn).outcome === "none" || ask("gameOver", s.mouse, s.cats, s.turn, 0)) continue;
      if (resultAt(solution, s, 0, player) !== "loss") continue;
      // r: where we could move two plies after our best move (the opponent's first legal move between), not s
      const bestTo = ask("bestMoves", s.mouse, s.cats, s.turn)[0];
      const t1 = ask("after", s.mouse, s.cats, s.turn, bestTo);
      if (ask("gameOver", t1.mouse, t1.cats, t1.turn, 1)) continue;
      const t2 = ask("after", t1.mouse, t1.cats, t1.turn, ask("legalMoves", t1.mouse, t1.cats, t1.turn)[0]);
      if (ask("gameOver", t2.mouse, t2.cats, t2.turn, 2)) continue;
      const r = ask("after", t2.mouse, t2.cats, t2.turn, ask("legalMoves", t2.mouse, t2.cats, t2.turn)[0]);
      if (String([r.mouse, r.cats, r.turn]) === String([s.mouse, s.cats, s.turn])) continue;
      const game = newGame(player === "mouse" ? "cat" : "mouse", s, solution, { level: TRAP });
      game.states = [r, s];
      const moves = movesNow(game, solution, ask);
      if (moves.some((m) => m.view.repeats)) continue; // (a draw at once: no trap needed)
      // the opponent's every move at t1 keeps its win by value
      const answers = movesNow({ ...newGame(player, t1, solution, { level: TRAP }), states: [r, s, t1] }, solution, ask);
      if (answers.some((m) => resultFor(m.view, mover(t1.turn)) !== "win")) continue;
      const best = ask("bestMoves", s.mouse, s.cats, s.turn);
      const i = moves.findIndex((m) => String(m.to) === String(bestTo));
      const without = trapMove(s, 0, moves, best, solution, ask, { depth: 1, lost: "any" });
      const withHistory = trapMove(s, 0, moves, best, solution, ask, { depth: 1, lost: "any", played: game.states });
      assert.equal(without.chances[i], 0, `${JSON.stringify(s)}: no mistake by value`);
      assert.ok(withHistory.chances[i] > 0, `${JSON.stringify(s)} with ${JSON.stringify(r)} played: the opponent's move to ${JSON.stringify(t2)} lets us repeat`);
      const picked = withHistory.chances[moves.findIndex((m) => String(m.to) === String(withHistory.to))];
      assert.ok(picked >= withHistory.chances[i], "the pick sets at least that trap");
      found++;
    }
  }
  assert.ok(found >= 5, `${found} positions`);
});

test("the traps in words: lose, let the win go; none when every move keeps the value or the position is lost", () => {
  const win = (d) => ({ outcome: "mouse", distance: d, limited: null });
  const loss = (d) => ({ outcome: "cat", distance: d, limited: null });
  const draw = { outcome: "draw", distance: 0, limited: null };
  const of = (views) => views.map((view) => ({ view }));
  assert.equal(trapWords(trapsIn(of([win(3), draw, loss(2)]), "mouse")), "2 of 3 moves here let the win go");
  assert.equal(trapWords(trapsIn(of([win(3), win(5), loss(2)]), "mouse")), "1 of 3 moves here lets the win go");
  assert.equal(trapWords(trapsIn(of([draw, loss(2)]), "mouse")), "1 of 2 moves here loses");
  assert.deepEqual(trapsIn(of([draw, loss(2), loss(4)]), "mouse").wrong, [1, 2]);
  assert.equal(trapsIn(of([draw, draw]), "mouse"), null);
  assert.equal(trapsIn(of([loss(1), loss(3)]), "mouse"), null);
  // for the cat the same moves read the other way: a loss and a win
  assert.equal(trapWords(trapsIn(of([win(1), loss(3)]), "cat")), "1 of 2 moves here lets the win go");
});
