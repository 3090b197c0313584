// What a solution answers when a question goes wrong (www/solver/answers.js `ask`): a question the
// solver refuses (a place out of range: the package's plain Error) has no answer, silently, as
// before; a question that fails for another reason (a bug in the page: a TypeError in the glue,
// a question that does not exist) also has no answer, but is reported as a bug, not as a refusal:
// a console error naming the question and the error (www/ui/notify.js bug), once per question.
import { test } from "node:test";
import assert from "node:assert/strict";
import { solved } from "./solver.mjs";
import { answerHere } from "../../www/solver/answers.js";
import { bugWords } from "../../www/ui/notify.js";

const GRAPH = { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2], first: "mouse" };

/** Runs `fn` with console.error recorded; returns [fn's value, the errors logged]. */
function logged(fn) {
  const errors = [];
  const original = console.error;
  console.error = (...args) => errors.push(args);
  try {
    return [fn(), errors];
  } finally {
    console.error = original;
  }
}

test("a question the solver refuses has no answer and is no bug", () => {
  const solution = solved(GRAPH);
  const [value, errors] = logged(() => [
    solution.ask("bestMoves", 99, [2], 0),
    solution.ask("after", 1, [2], 0, 77),
    solution.ask("views", 1, [9], 0),
  ]);
  assert.deepEqual(value, [null, null, null]);
  assert.deepEqual(errors, [], "a refusal logs nothing");
  // (and the solution still answers)
  assert.ok(Array.isArray(solution.ask("bestMoves", 1, [2], 0)));
});

test("a question that fails for another reason is reported as a bug, once, and has no answer", () => {
  const solution = solved(GRAPH);
  // a question no solution answers: the page asking it is the bug
  let [value, errors] = logged(() => [solution.ask("noSuchQuestion", 1), solution.ask("noSuchQuestion", 1)]);
  assert.deepEqual(value, [null, null]);
  assert.equal(errors.length, 1, "reported once");
  assert.match(errors[0][0], /^A bug in the page: asking the solver for noSuchQuestion failed \(TypeError: .*\)\. This is not the solver refusing; please report it\.$/);
  assert.ok(errors[0][1] instanceof TypeError, "the error itself is logged, with its stack");
  // glue that calls what the handle does not have (a TypeError): a bug, not "refused"
  const broken = answerHere({ ...solution, places: solution.places }, {});
  [value, errors] = logged(() => broken.ask("bestMoves", 1, [2], 0));
  assert.equal(value, null);
  assert.equal(errors.length, 1);
  assert.match(errors[0][0], /asking the solver for bestMoves failed \(TypeError: /);
});

test("the bug's words name what failed and say it is no refusal", () => {
  assert.equal(bugWords("asking the solver for line", new RangeError("offset out of bounds")),
    "A bug in the page: asking the solver for line failed (RangeError: offset out of bounds). This is not the solver refusing; please report it.");
});
