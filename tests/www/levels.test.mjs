// The engine's levels (www/explore/level.js) as pure functions over given move values, and the
// engine playing at each level on real solutions (www/explore/play.js): the perfect level never
// lets a won position go, a random level plays another game than perfect, and a seed replays
// the same game; several cats' joint moves are picked a place at a time (www/explore/joint.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS, PERFECT, levelOf, drawAt, resultFor, moveScores, probabilities, chooseIndex, isSeed } from "../../www/explore/level.js";
import { sameMove, holds, nextPlaces, completed, completions } from "../../www/explore/joint.js";
import { newGame, here, judge, humanToMove, humanMove, engineMove, engineChoice, swapSides, pickForCats, choosingCats, moveMarks, undoMove } from "../../www/explore/play.js";
import { stateView } from "../../www/board/colouring.js";
import { examplePuzzle, example } from "../../www/model/examples.js";
import { solved, ask, LIMITS } from "./solver.mjs";

const CORNERED = { mode: "graph", adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cats: [2] };
const win = (d) => ({ outcome: "mouse", distance: d, limited: null });
const loss = (d) => ({ outcome: "cat", distance: d, limited: null });
const draw = { outcome: "draw", distance: 0, limited: null };

test("the levels run from random legal moves to perfect play, their temperatures falling, then the trap level", () => {
  assert.equal(LEVELS[0].temperature, Infinity);
  const graded = LEVELS.slice(0, -1);
  assert.equal(graded[graded.length - 1].id, PERFECT);
  assert.equal(graded[graded.length - 1].temperature, 0);
  for (let i = 1; i < graded.length; i++) assert.ok(graded[i].temperature < graded[i - 1].temperature, graded[i].id);
  assert.deepEqual([LEVELS[LEVELS.length - 1].id, LEVELS[LEVELS.length - 1].temperature], ["trap", 0]);
  assert.equal(levelOf("club").id, "club");
  assert.equal(levelOf("nope"), undefined);
  assert.ok(isSeed(0) && isSeed(2 ** 32 - 1) && !isSeed(-1) && !isSeed(1.5) && !isSeed(2 ** 32));
});

test("move scores order every win above every draw above every loss, sooner wins and later losses first", () => {
  const views = [loss(1), loss(9), draw, win(7), win(3)];
  const s = moveScores(views, "mouse");
  const order = [...s.keys()].sort((a, b) => s[b] - s[a]);
  assert.deepEqual(order, [4, 3, 2, 1, 0]);
  // for the cat the same values read the other way
  const c = moveScores(views, "cat");
  assert.deepEqual([...c.keys()].sort((a, b) => c[b] - c[a]), [0, 1, 2, 3, 4]);
  // the grid: endless is the cat's; a mouse win the turn limit takes away is the mouse's loss
  assert.equal(resultFor({ outcome: "endless", limited: "cat" }, "cat"), "win");
  assert.equal(resultFor({ outcome: "mouse", limited: "cat" }, "mouse"), "loss");
  const g = moveScores([{ outcome: "mouse", distance: 2, limited: "cat" }, { outcome: "mouse", distance: 4, limited: "mouse" }], "mouse");
  assert.ok(g[1] > 0 && g[0] < 0);
});

test("probabilities: uniform when random, a softmax sharpening with the level, all on the first best when perfect", () => {
  const scores = moveScores([win(3), draw, win(3), loss(2)], "mouse");
  assert.deepEqual(probabilities(levelOf("random"), scores), [0.25, 0.25, 0.25, 0.25]);
  assert.deepEqual(probabilities(levelOf(PERFECT), scores), [1, 0, 0, 0]);
  let previous = 0;
  for (const l of LEVELS.slice(1, -2)) {
    const p = probabilities(l, scores);
    assert.ok(Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-12, l.id);
    assert.ok(p[0] === p[2] && p[0] > p[1] && p[1] > p[3], l.id);
    assert.ok(p[0] + p[2] > previous, `${l.id} wins more often than the level below`);
    previous = p[0] + p[2];
  }
  assert.deepEqual(probabilities(levelOf("club"), []), []);
});

test("the seeded draw: the same seed and ply give the same move, and it follows the probabilities", () => {
  const scores = moveScores([win(1), draw, loss(1)], "mouse");
  for (let ply = 0; ply < 50; ply++) assert.equal(chooseIndex(levelOf("casual"), scores, 7, ply), chooseIndex(levelOf("casual"), scores, 7, ply));
  for (const l of LEVELS) {
    const p = probabilities(l, scores);
    const seen = [0, 0, 0];
    const N = 20000;
    for (let i = 0; i < N; i++) seen[chooseIndex(l, scores, i * 7919 + 3, i % 17)]++;
    seen.forEach((k, i) => assert.ok(Math.abs(k / N - p[i]) < 0.015, `${l.id} move ${i}: ${k / N} vs ${p[i]}`));
  }
  for (let i = 0; i < 1000; i++) {
    const r = drawAt(i, i % 5);
    assert.ok(r >= 0 && r < 1);
  }
});

test("joint moves: the places picked so far narrow the legal joint moves down to one", () => {
  const moves = [[1, 3], [1, 4], [3, 3], [3, 5]];
  assert.ok(sameMove([1, 3], [1, 3]) && !sameMove([1, 3], [1, 4]) && sameMove(2, 2));
  assert.ok(holds([3, 3], [3, 3]) && !holds([3, 5], [3, 3]));
  assert.deepEqual(nextPlaces(moves, []), [1, 3, 4, 5]);
  assert.deepEqual(nextPlaces(moves, [3]), [1, 3, 5]);
  assert.deepEqual(nextPlaces(moves, [4]), [1]);
  assert.deepEqual(completions(moves, [1]), [[1, 3], [1, 4]]);
  assert.deepEqual(completed(moves, [5, 3]), [3, 5]);
  assert.equal(completed(moves, [5, 4]), null);
  assert.equal(completed(moves, [3]), null);
});

/** Plays the engine at `level` against itself-as-the-user at perfect play, the user playing `human`. */
function playOut(solution, human, { level, seed, user = "best" }, maxPlies = 200) {
  const game = newGame(human, solution.start, solution, { level, seed });
  for (let i = 0; i < maxPlies && judge(game, ask) && !game.over; i++) {
    if (humanToMove(game)) {
      const s = here(game);
      const legal = ask("legalMoves", s.mouse, s.cats, s.turn);
      const to = user === "best" ? ask("bestMoves", s.mouse, s.cats, s.turn)[0] : legal[user(i) % legal.length];
      assert.ok(humanMove(game, to, ask));
    } else {
      assert.ok(engineMove(game, ask, solution));
    }
  }
  return game;
}

test("the perfect level never lets a won position go: the engine's move from a win keeps it a win, on every reachable game", () => {
  const solution = solved(CORNERED);
  // the user as the mouse plays every policy of a few seeded random users; the perfect cat wins each
  for (let seed = 0; seed < 40; seed++) {
    const game = playOut(solution, "mouse", { level: PERFECT, seed, user: (i) => Math.floor(drawAt(seed + 1000, i) * 4) });
    assert.equal(game.over?.winner, "cat", `seed ${seed}`);
    for (let i = 0; i + 1 < game.states.length; i++) {
      const s = game.states[i];
      if (s.turn !== 1) continue;
      const before = stateView(solution, s.mouse, s.cats, s.turn);
      const t = game.states[i + 1];
      if (before.outcome === "cat") assert.equal(stateView(solution, t.mouse, t.cats, t.turn).outcome, "cat");
    }
  }
});

test("a random level plays another game than perfect on a seeded game, and the same seed replays the same game", () => {
  const solution = solved(CORNERED);
  const perfect = playOut(solution, "mouse", { level: PERFECT, seed: 5 });
  const a = playOut(solution, "mouse", { level: "random", seed: 5 });
  const b = playOut(solution, "mouse", { level: "random", seed: 5 });
  assert.deepEqual(a.states, b.states, "the same seed, the same game");
  assert.notDeepEqual(a.states, perfect.states);
  const seeds = new Set();
  for (let seed = 0; seed < 10; seed++) seeds.add(JSON.stringify(playOut(solution, "mouse", { level: "random", seed }).states));
  assert.ok(seeds.size > 3, "other seeds, other games");
  // the perfect level is the package's first best move
  const g = newGame("mouse", { mouse: 4, cats: [2], turn: 1 }, solution, { level: PERFECT });
  assert.deepEqual(engineChoice(g, ask, solution), ask("bestMoves", 4, [2], 1)[0]);
});

test("swapping sides: the engine takes the user's piece from the position now", () => {
  const solution = solved(CORNERED);
  const game = newGame("mouse", solution.start, solution, { level: PERFECT });
  assert.ok(humanMove(game, ask("bestMoves", 1, [2], 0)[0], ask));
  assert.ok(!humanToMove(game));
  swapSides(game);
  assert.equal(game.human, "cat");
  assert.deepEqual(game.swaps, [1]);
  assert.ok(humanToMove(game), "the cat's move is now the user's");
  undoMove(game);
  assert.deepEqual(game.swaps, [], "an undo before the swap forgets it");
});

test("playing two cats on LeetCode 913 example 1: the joint move is picked a place at a time, ringed, and played when complete", () => {
  const solution = solved({ mode: "graph", ...examplePuzzle(example("cats-lc913-1"), LIMITS) });
  const game = newGame("cat", solution.start, solution, { level: PERFECT });
  assert.deepEqual(game.states[0].cats, [2, 4]);
  // the mouse (the engine) moves first
  assert.ok(engineMove(game, ask, solution));
  assert.ok(choosingCats(game));
  const s = here(game);
  const legal = ask("legalMoves", s.mouse, s.cats, s.turn);
  const rings = moveMarks(game, solution, ask).map((m) => m.place);
  assert.deepEqual(rings, nextPlaces(legal, []));
  const move = legal[0];
  assert.ok(!pickForCats(game, 99, ask), "a place no joint move holds is refused");
  assert.ok(pickForCats(game, move[0], ask));
  assert.deepEqual(game.choice, [move[0]]);
  assert.equal(game.states.length, 2, "one place of two: not played yet");
  assert.ok(pickForCats(game, move[1], ask));
  assert.equal(game.states.length, 3);
  assert.deepEqual(here(game).cats, move);
  assert.deepEqual(game.choice, []);
});
