// Games and optimal lines as text (www/model/record.js, www/explore/transcript.js): a record
// round-trips through its text, replays on its puzzle to the same game or line, and malformed
// text gives a clear Error naming the line, never anything else; the review of a game
// (www/explore/review.js) finds the move that threw a win away, and the scorecard
// (www/explore/scorecard.js) counts each game once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { formatRecord, parseRecord, isRecord, HEADER } from "../../www/model/record.js";
import { gameRecord, lineRecord, replay } from "../../www/explore/transcript.js";
import { turningPoints, humanAt } from "../../www/explore/review.js";
import { score, rows } from "../../www/explore/scorecard.js";
import { newGame, here, judge, humanToMove, humanMove, engineMove, swapSides } from "../../www/explore/play.js";
import { newWalk } from "../../www/explore/line.js";
import { examplePuzzle, example } from "../../www/model/examples.js";
import { solved, ask, LIMITS, OUTCOME } from "./solver.mjs";

const CORNERED = { mode: "graph", adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cats: [2] };
const LINK = "https://example.org/#graph=x";

function playTo(game, solution, choose, max = 100) {
  for (let i = 0; i < max && judge(game, ask) && !game.over; i++) {
    if (humanToMove(game)) {
      const s = here(game);
      assert.ok(humanMove(game, choose(s), ask));
    } else {
      assert.ok(engineMove(game, ask, solution));
    }
  }
  return game;
}

test("a record's text round-trips, a game's and a line's, one cat or several", () => {
  const game = { kind: "game", puzzle: LINK, start: { mouse: 1, cats: [2], turn: 0 }, levels: [{ ply: 0, level: "club" }, { ply: 4, level: "perfect" }], seed: 1234, human: "mouse", swaps: [3],
    plies: [{ by: "mouse", to: 4 }, { by: "cat", to: [9] }, { by: "mouse", to: 3 }], result: "cat wins" };
  const back = parseRecord(formatRecord(game));
  assert.deepEqual(back, game);
  const line = { kind: "line", puzzle: LINK, start: { mouse: 1, cats: [2, 4], turn: 1 }, plies: [{ by: "cat", to: [3, 4] }, { by: "mouse", to: 3 }], result: "" };
  assert.deepEqual(parseRecord(formatRecord(line)), line);
  assert.ok(isRecord(formatRecord(line)) && !isRecord("[[2,5],[3]]"));
  // comments and blank lines are skipped; the values after ";" are for a reader
  assert.deepEqual(parseRecord(`${HEADER}\n# a note\n\nkind: line\npuzzle: ${LINK}\nstart: mouse 1, cat 2, mouse to move\n1. mouse 3 ; cat wins in 9 plies\n`).plies, [{ by: "mouse", to: 3 }]);
});

test("malformed records give an Error naming the line, never anything else", () => {
  const head = `${HEADER}\nkind: game\npuzzle: ${LINK}\nstart: mouse 1, cat 2, mouse to move\nyou: mouse\n`;
  const cases = [
    ["", /empty/],
    ["hello", /line 1: a record starts with/],
    [`${HEADER}\nkind: puzzle`, /line 2: kind is "game" or "line"/],
    [`${HEADER}\nkind: line\npuzzle: nowhere`, /line 3: the puzzle is the page's share link/],
    [`${HEADER}\nkind: line\npuzzle: ${LINK}\nstart: the cat first`, /line 4: the start reads/],
    [head + "1. cat 3", /line 6: ply 1 is the mouse's, not the cat's/],
    [head + "2. mouse 3", /line 6: ply 2 where ply 1 was expected/],
    [head + "1. mouse x", /line 6: ply 1 should be a place number/],
    [head + "1. mouse 3 4", /line 6: ply 1 has 2 places/],
    [head + "colour: blue", /line 6: no field "colour"/],
    [head + "what is this", /line 6: neither a field/],
    [`${HEADER}\nkind: game\npuzzle: ${LINK}\nstart: mouse 1, cat 2, mouse to move\n`, /has a "you:" line/],
    [`${HEADER}\nkind: line\nstart: mouse 1, cat 2, mouse to move\n`, /no "puzzle:" line/],
    ["Cat and Mouse record 2\n", /version 1, not 2/],
  ];
  for (const [text, message] of cases) assert.throws(() => parseRecord(text), (err) => err instanceof Error && message.test(err.message), JSON.stringify(text));
  assert.throws(() => parseRecord(null), /a record is text/);
});

test("a played game's record replays to the same game; the line's to the same line", () => {
  const solution = solved(CORNERED);
  const game = newGame("mouse", solution.start, solution, { level: "casual", seed: 99 });
  playTo(game, solution, (s) => ask("legalMoves", s.mouse, s.cats, s.turn).at(-1), 3);
  swapSides(game);
  playTo(game, solution, (s) => ask("bestMoves", s.mouse, s.cats, s.turn)[0]);
  assert.ok(game.over);
  const text = gameRecord(game, solution, "graph", LINK);
  assert.match(text, /^Cat and Mouse record 1\nkind: game\n/);
  assert.match(text, /\n1\. mouse \d+ ; (cat|mouse) wins in \d+ pl/);
  assert.match(text, /engine: casual from ply 0, seed 99/);
  const back = replay(parseRecord(text), solution, ask);
  assert.deepEqual(back.game.states, game.states);
  assert.deepEqual([back.game.human, back.game.swaps, back.game.seed, back.game.level], [game.human, game.swaps, game.seed, game.level]);
  // a ply the rules refuse is said, with its number
  const bad = parseRecord(text.replace(/\n2\. cat \d+/, "\n2. cat 7"));
  assert.match(replay(bad, solution, ask).error, /ply 2 \(cat to 7\) is not a legal move there/);
  // the line
  const line = ask("line", 1, [2], 0);
  const lt = lineRecord(newWalk({ mouse: 1, cats: [2], turn: 0 }), line, solution, "graph", LINK);
  assert.equal(lt.split("\n").filter((l) => /^\d+\./.test(l)).length, line.plies);
  const l = replay(parseRecord(lt), solution, ask);
  assert.deepEqual([l.plies, l.differs, l.walk.from], [line.plies, 0, { mouse: 1, cats: [2], turn: 0 }]);
  assert.equal(replay(parseRecord(lt.replace(/\n3\. mouse \d+/, "\n3. mouse 0")), solution, ask).differs, 3);
  // a record of another puzzle's pieces is refused in words
  assert.match(replay(parseRecord(lt.replace("cat 2,", "cats 2 3,")), solution, ask).error, /the record has 2 cat/);
});

test("a two-cat line's record round-trips on LeetCode 913 example 1 with two cats", () => {
  const solution = solved({ mode: "graph", ...examplePuzzle(example("cats-lc913-1"), LIMITS) });
  const s = solution.start;
  const line = ask("line", s.mouse, s.cats, s.turn);
  const text = lineRecord(newWalk(s), line, solution, "graph", LINK);
  assert.match(text, /start: mouse 1, cats 2 4, mouse to move/);
  const back = replay(parseRecord(text), solution, ask);
  assert.equal(back.differs, 0);
});

test("the review finds the move that threw the win away, and the better move; the scorecard counts each game once", () => {
  const cornered = solved(CORNERED);
  // a position of Cornered the mouse wins, with a move that throws the win away
  let found = null;
  for (let m = 0; m < 10 && !found; m++) {
    for (let c = 0; c < 10 && !found; c++) {
      const moves = ask("legalMoves", m, c, 0);
      if (!moves || m === c || m === 0) continue;
      const best = ask("bestMoves", m, c, 0);
      const v = ask("views", m, c, 0);
      if (v.outcomes[0] !== OUTCOME.mouse) continue;
      const worse = moves.find((to) => ask("views", to, c, 1).outcomes[0] !== OUTCOME.mouse);
      if (worse !== undefined) found = { m, c, worse, best: best[0] };
    }
  }
  assert.ok(found, "a won position with a move that throws it away");
  const game = newGame("mouse", { mouse: found.m, cats: [found.c], turn: 0 }, cornered, { level: "perfect" });
  assert.ok(humanMove(game, found.worse, ask));
  playTo(game, cornered, (s) => ask("bestMoves", s.mouse, s.cats, s.turn)[0]);
  assert.ok(game.over);
  const points = turningPoints(game, cornered, ask);
  assert.equal(points[0].ply, 1);
  assert.deepEqual([points[0].by, points[0].yours, points[0].was, points[0].played, points[0].best], ["mouse", true, "win", found.worse, found.best]);
  assert.ok(points.every((p) => p.yours), "the perfect engine throws nothing away");
  assert.equal(humanAt(game, 0), "mouse");
  const scores = [];
  score(scores, game);
  score(scores, game);
  assert.equal(scores.length, 1);
  assert.deepEqual(rows(scores, ["random", "perfect"]), [{ level: "perfect", human: "mouse", games: 1, won: game.over.winner === "mouse" ? 1 : 0, drawn: game.over.winner === "draw" ? 1 : 0, lost: game.over.winner === "cat" ? 1 : 0 }]);
});
