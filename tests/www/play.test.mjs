// Play against the engine (www/explore/play.js) on real solutions: every move and every end comes from
// the solver (after, gameOver), and the one rule the module keeps, repetition in the graph
// game, is judged on the game's own history.
import { test } from "node:test";
import assert from "node:assert/strict";
import { newGame, here, plies, judge, humanToMove, humanMove, engineMove, undoMove, restart, moveMarks, shownMoves, moverRanges, history, endWords, repeats, REPEATS, movesNow } from "../../www/explore/play.js";
import { moveScores } from "../../www/explore/level.js";
import { turningPoints } from "../../www/explore/review.js";
import { stateView, colouring } from "../../www/board/colouring.js";
import { solved, ask } from "./solver.mjs";

const CORNERED = { mode: "graph", adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cats: [2] };
const EXAMPLE_1 = { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2] };
const ENDLESS = { mode: "grid", rows: ["....#", "M##.#", "..C.#", "####F"], catJump: 1, mouseJump: 1 };

/** Plays a game to its end: the user plays `choose(legal moves)`, the engine its best move. */
function playOut(game, choose, maxPlies = 200) {
  for (let i = 0; i < maxPlies && judge(game, ask) && !game.over; i++) {
    if (humanToMove(game)) {
      const s = here(game);
      assert.ok(humanMove(game, choose(ask("legalMoves", s.mouse, s.cats, s.turn), s), ask));
    } else {
      assert.ok(engineMove(game, ask));
    }
  }
  return game;
}

/** The user's best move, as the solver says. */
const best = (moves, s) => ask("bestMoves", s.mouse, s.cats, s.turn)[0];

test("the mouse, delaying as long as it can, is caught in the predicted 10 plies", () => {
  const solution = solved(CORNERED);
  const game = playOut(newGame("mouse", solution.start, solution), best);
  assert.deepEqual(game.over, { reason: "caught", winner: "cat", ply: 10 });
  assert.equal(endWords(game, "graph"), "The cat catches the mouse on ply 10: cat wins. The engine wins.");
  // the value history falls by one a ply under perfect play
  assert.deepEqual(history(game, solution).map((v) => v.distance), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
});

test("a ring on a move back to a position of this game shows the draw that move ends the game in", () => {
  // Cornered, the user as the cat: mouse 1 → 4, cat 2 → 9, mouse 4 → 1; the cat back to 2 repeats the start
  const solution = solved(CORNERED);
  const game = newGame("cat", solution.start, solution);
  for (const to of [4, [9], 1]) game.states.push(ask("after", ...Object.values(here(game)), to));
  assert.deepEqual(here(game), { mouse: 1, cats: [9], turn: 1 });
  const marks = moveMarks(game, solution, ask);
  const back = marks.find((m) => m.place === 2);
  assert.equal(stateView(solution, 1, [2], 0).outcome, "cat", "the table alone says the cat wins from there");
  assert.equal(back.view, REPEATS);
  assert.equal(repeats(game, back.state), true);
  for (const m of marks.filter((k) => k.place !== 2)) assert.deepEqual(m.view, stateView(solution, m.state.mouse, m.state.cats, m.state.turn), `node ${m.place}`);
  // the game then ends in that draw: the same rule
  assert.ok(humanMove(game, [2], ask));
  assert.ok(judge(game, ask));
  assert.deepEqual(game.over, { reason: "repetition", winner: "draw", ply: 4 });
  // the grid game has no such rule: its rings are the table's
  const grid = solved(ENDLESS);
  const g = newGame("mouse", grid.start, grid);
  g.states.push({ ...grid.start, turn: 1 }, { ...grid.start });
  assert.equal(repeats(g, grid.start), false);
});

test("each move is the solver's: an illegal one is refused, a legal one lands where after() says", () => {
  const solution = solved(CORNERED);
  const game = newGame("mouse", solution.start, solution);
  assert.equal(humanMove(game, 2, ask), false, "node 2 is not next to node 1");
  assert.equal(humanMove(game, 1, ask), false, "the graph game has no staying put");
  assert.equal(plies(game), 0);
  assert.ok(humanMove(game, 4, ask));
  assert.deepEqual(here(game), { mouse: 4, cats: [2], turn: 1 });
  assert.equal(humanMove(game, 1, ask), false, "not the user's turn");
  assert.ok(engineMove(game, ask));
  assert.deepEqual(here(game), { ...ask("after", 4, [2], 1, ask("bestMoves", 4, [2], 1)[0]) });
});

test("the rings carry the value of the position each legal move leads to", () => {
  const solution = solved(CORNERED);
  const game = newGame("mouse", solution.start, solution);
  const marks = moveMarks(game, solution, ask);
  assert.deepEqual(marks.map((m) => m.place), ask("legalMoves", 1, [2], 0));
  for (const m of marks) {
    assert.deepEqual(m.state, { mouse: m.place, cats: [2], turn: 1 });
    assert.deepEqual(m.view, stateView(solution, m.place, [2], 1));
  }
  // none while an answer is still on its way
  assert.deepEqual(moveMarks(game, solution, (kind, ...a) => (kind === "after" ? undefined : ask(kind, ...a))), []);
  // none on the engine's turn
  game.states.push({ mouse: 4, cats: [2], turn: 1 });
  assert.deepEqual(moveMarks(game, solution, ask), []);
});

test("a repeated position ends a graph game in a draw, judged on this game's history", () => {
  const solution = solved(EXAMPLE_1);
  const game = playOut(newGame("cat", solution.start, solution), best);
  assert.equal(game.over.reason, "repetition");
  assert.equal(game.over.winner, "draw");
  const last = here(game);
  const earlier = game.states.slice(0, -1).findIndex((s) => s.mouse === last.mouse && String(s.cats) === String(last.cats) && s.turn === last.turn);
  assert.ok(earlier >= 0 && earlier < game.over.ply);
  // the first repetition ends it: no position repeats before the last
  const seen = new Set(game.states.slice(0, -1).map((s) => `${s.mouse},${s.cats},${s.turn}`));
  assert.equal(seen.size, game.states.length - 1);
  assert.equal(endWords(game, "graph"), `Ply ${game.over.ply} repeats an earlier position: draw.`);
});

test("the turn limit ends a grid game with a cat win, and a grid position may repeat before it", () => {
  const solution = solved({ ...ENDLESS, turnLimit: 12 });
  // the mouse dodges round the block for ever: positions come round again, and only the limit ends it
  const game = playOut(newGame("mouse", solution.start, solution), best);
  assert.deepEqual(game.over, { reason: "turnLimit", winner: "cat", ply: 12 });
  const seen = new Set(game.states.map((s) => `${s.mouse},${s.cats},${s.turn}`));
  assert.ok(seen.size < game.states.length, "a position repeated without ending the game");
  assert.equal(endWords(game, "grid"), "The turn limit of 12 plies is reached: cat wins. The engine wins.");
  assert.equal(ask("pliesLeft", 4), 8);
});

test("judge waits for the solver's answer, and undo and restart take moves back", () => {
  const solution = solved(CORNERED);
  const game = newGame("mouse", solution.start, solution);
  assert.equal(judge(game, () => undefined), false);
  assert.equal(game.over, null);
  assert.ok(judge(game, ask));
  humanMove(game, 4, ask);
  engineMove(game, ask);
  humanMove(game, ask("legalMoves", here(game).mouse, here(game).cats, 0)[0], ask);
  assert.equal(plies(game), 3);
  undoMove(game);
  assert.equal(plies(game), 2, "back to the user's turn");
  assert.ok(humanToMove(game));
  undoMove(game);
  assert.equal(plies(game), 0, "the engine's reply goes with the user's move");
  humanMove(game, 4, ask);
  restart(game);
  assert.deepEqual(game.states, [solution.start]);
});

/** A page state showing the cornered graph's solution, with `view` fields. */
function pageState(solution, view = {}) {
  return {
    mode: "graph", graph: CORNERED, grid: { rows: ["MCF"] }, solution, game: null,
    view: { colour: "mouse", turn: 0, at: null, drag: null, tab: "table", ...view },
  };
}

test("outside a game, the mover's moves are marked only when the mover is the coloured piece", () => {
  const solution = solved(CORNERED);
  const mouseMoves = shownMoves(pageState(solution), ask);
  assert.deepEqual(mouseMoves.map((m) => m.place), ask("legalMoves", 1, [2], 0));
  for (const m of mouseMoves) assert.deepEqual(m.state, ask("after", 1, [2], 0, m.place));
  // the cat to move while the mouse is coloured: its moves would land on places coloured for
  // another question, so none are marked
  assert.equal(moverRanges(pageState(solution, { turn: 1 }), { mouse: 1, cats: [2], turn: 1 }), false);
  assert.deepEqual(shownMoves(pageState(solution, { turn: 1 }), ask), []);
  // the cat coloured and to move: the cat's moves
  const catMoves = shownMoves(pageState(solution, { turn: 1, colour: "cat" }), ask);
  assert.deepEqual(catMoves.map((m) => m.place), ask("legalMoves", 1, [2], 1).map(([c]) => c), "a cat's move is the list of its place");
  assert.ok(catMoves.every((m) => m.state.turn === 0 && m.state.mouse === 1 && m.state.cats[0] === m.place));
});

test("a ringed place's fill shows the state after the move, and every place says which state it shows", () => {
  const solution = solved(CORNERED);
  const state = pageState(solution);
  const marks = shownMoves(state, ask);
  const col = colouring(state, marks);
  col.places.forEach((view, p) => {
    const mark = marks.find((m) => m.place === p);
    if (mark) {
      assert.equal(view.after, true);
      assert.deepEqual(view.state, mark.state, `place ${p} shows the position after the move`);
      assert.equal(view.outcome, mark.view.outcome, `ring and fill at ${p} agree`);
    } else {
      assert.equal(view.after, false);
      assert.deepEqual(view.state, { mouse: p, cats: [2], turn: 0 });
    }
    const s = view.state;
    assert.equal(view.outcome, stateView(solution, s.mouse, s.cats, s.turn).outcome, `place ${p}`);
  });
  // a best move leads where the verdict says: its fill has the start's outcome
  const start = stateView(solution, 1, [2], 0);
  for (const b of ask("bestMoves", 1, [2], 0)) assert.equal(col.places[b].outcome, start.outcome);
});

test("in a game, the rings are the user's moves on their turn, none on the engine's", () => {
  const solution = solved(CORNERED);
  const game = newGame("cat", { mouse: 1, cats: [2], turn: 0 }, solution);
  const state = { ...pageState(solution, { tab: "play", colour: "cat" }), game };
  assert.deepEqual(shownMoves(state, ask), [], "the engine (the mouse) moves first");
  assert.ok(engineMove(game, ask));
  const marks = shownMoves(state, ask);
  const s = here(game);
  assert.deepEqual(marks.map((m) => m.place), ask("legalMoves", s.mouse, s.cats, s.turn).map(([c]) => c));
});

test("under the rule variants a game is the solver's too: the mouse passes to a draw, the cat passes to a win", () => {
  // tests/cross_check.rs's flips: passing turns a cat win into a draw (mouse) and a draw into a cat win (cat)
  const passes = { ...CORNERED, adj: [[2], [3, 4], [0, 3, 4], [1, 2], [1, 2]], rules: { mousePasses: true } };
  const solution = solved(passes);
  assert.ok(ask("legalMoves", 1, [2], 0).includes(1), "the mouse may stay on its node");
  const game = playOut(newGame("mouse", solution.start, solution), best, 40);
  assert.equal(game.over?.reason, "repetition", "best play repeats a position: a draw");
  const catPasses = { ...CORNERED, adj: [[3], [2, 4], [1, 3], [0, 2, 4], [1, 3]], rules: { catPasses: true } };
  const sol2 = solved(catPasses);
  // whatever the mouse plays (here its first legal move each time), the engine wins
  const game2 = playOut(newGame("mouse", sol2.start, sol2), (moves) => moves[0]);
  assert.equal(game2.over?.winner, "cat");
});

// A grid the mouse wins in 7 plies from the start (the food 4 cells away, the cat 6), under a
// turn limit of 10 plies: a win stays a win only while the game has the plies left for it.
const RACE = { mode: "grid", rows: ["...M..", "......", "#####F", "C....."], catJump: 1, mouseJump: 1, turnLimit: 10 };

/** A game on `solution` in which both players stay put for `k` plies. */
function dawdled(solution, k) {
  const game = newGame("mouse", solution.start, solution);
  for (let i = 0; i < k; i++) {
    const s = here(game);
    game.states.push({ ...s, turn: 1 - s.turn });
  }
  return game;
}

test("on the grid, a move's value in a game counts the plies left: a mouse win too slow for them is the cat's", () => {
  const solution = solved(RACE);
  assert.deepEqual(stateView(solution, solution.start.mouse, solution.start.cats, 0).outcome, "mouse");
  // at the start, a mouse move to a position won in 10 plies is too slow (9 are left after it);
  // the others are wins in time
  const first = movesNow(dawdled(solution, 0), solution, ask);
  for (const m of first) {
    const plain = stateView(solution, m.state.mouse, m.state.cats, m.state.turn);
    assert.equal(plain.outcome, "mouse");
    assert.equal(plain.limited, "mouse", "the table's own verdict, from a game's start");
    assert.equal(m.view.limited, m.view.distance <= 9 ? "mouse" : "cat", `move to ${m.to}`);
  }
  assert.ok(first.some((m) => m.view.limited === "cat") && first.some((m) => m.view.limited === "mouse"));
  // four plies later 5 are left after the mouse's move, and no move wins in time
  const later = movesNow(dawdled(solution, 4), solution, ask);
  assert.ok(later.length > 0);
  for (const m of later) assert.equal(m.view.limited, "cat", `move to ${m.to} after four plies`);
  // the levels below perfect read those values: every move is a loss for the mouse there
  for (const s of moveScores(later.map((m) => m.view), "mouse")) assert.ok(s < 0);
});

test("the review finds the move that let the turn limit take a grid win away", () => {
  const solution = solved(RACE);
  const game = dawdled(solution, 10);
  assert.equal(judge(game, ask), true);
  assert.deepEqual(game.over, { reason: "turnLimit", winner: "cat", ply: 10 });
  // every position of the game is a mouse win by the table; the mouse's stay at ply 3 (8 plies
  // left before it, a win in 7; 7 left after it, a win in 8) is where the win went
  const points = turningPoints(game, solution, ask);
  assert.equal(points.length, 1);
  assert.deepEqual({ ply: points[0].ply, by: points[0].by, was: points[0].was, now: points[0].now }, { ply: 3, by: "mouse", was: "win", now: "loss" });
  assert.ok(points[0].best !== null && points[0].best !== points[0].played);
});
