// The Trap level (www/explore/trap.js) on real solutions: it keeps every position's value, state
// by state against the package's outcomes, on random graphs, grids and several cats; it sets a
// trap where Perfect's first move sets none; it is deterministic, so a game replays; and the
// traps the user faces are counted in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS, PERFECT, levelOf, resultFor, moveScores, chooseIndex } from "../../www/explore/level.js";
import { TRAP, MODEL, trapMove, trapsIn, trapWords, modelProbabilities } from "../../www/explore/trap.js";
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

test("on a drawn position where Perfect's first move gives the opponent no chance, the Trap level picks one that does", () => {
  const solution = solved(SNARE);
  const s = solution.start;
  const game = newGame("cat", s, solution, { level: TRAP });
  const moves = movesNow(game, solution, solution.ask);
  const best = solution.ask("bestMoves", s.mouse, s.cats, s.turn);
  assert.deepEqual(moves.map((m) => [m.to, resultFor(m.view, "mouse")]), [[2, "loss"], [4, "draw"], [5, "draw"]]);
  assert.equal(best[0], 4, "Perfect goes to 4");
  for (const depth of [1, 2, 4]) {
    const { to, chances } = trapMove(s, 0, moves, best, solution, solution.ask, depth);
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
