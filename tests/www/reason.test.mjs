// A package error crosses from the solver's worker to the page with its kind and params
// (solver/failure.js), and the page says it in its language (i18n/i18n.js reason): English as the
// package wrote it, Chinese from the kind, and a page's own Error by its message.
import { test } from "node:test";
import assert from "node:assert/strict";
import { failureReply, replyError } from "../../www/solver/failure.js";
import { reason, setLanguage, loadLanguage } from "../../www/i18n/i18n.js";
import { errorWords } from "../../www/i18n/package-errors.js";

/** An error as the package throws it: a plain Error with its kind and params. */
function packageError() {
  return Object.assign(new Error("node 7 out of range (len 5)"), { kind: "NodeOutOfRange", params: { node: 3, neighbour: 7, len: 5 } });
}

test("a refusal keeps its kind and params across the worker, and is not fatal", () => {
  const reply = failureReply(4, packageError());
  assert.deepEqual(reply, { id: 4, ok: false, error: "node 7 out of range (len 5)", fatal: false, kind: "NodeOutOfRange", params: { node: 3, neighbour: 7, len: 5 } });
  const err = replyError(reply);
  assert.equal(err.message, "node 7 out of range (len 5)");
  assert.equal(err.kind, "NodeOutOfRange");
  assert.deepEqual(err.params, { node: 3, neighbour: 7, len: 5 });
  // the page's own errors and the fatal ones carry no kind
  assert.deepEqual(failureReply(5, new Error("that table is no longer held here")), { id: 5, ok: false, error: "that table is no longer held here", fatal: false });
  assert.equal(failureReply(6, new RangeError("Maximum call stack size exceeded")).fatal, true);
});

test("reason() says a package error in the page's language, and anything else by its message", async () => {
  await loadLanguage("zh-Hans");
  try {
    const err = replyError(failureReply(1, packageError()));
    setLanguage("en");
    assert.equal(reason(err), "node 7 out of range (len 5)");
    setLanguage("zh-Hans");
    const zh = reason(err);
    assert.match(zh, /[\u4e00-\u9fff]/, `Chinese: ${zh}`);
    assert.match(zh, /7/);
    assert.equal(reason(new Error("the layout failed")), "the layout failed");
  } finally {
    setLanguage("en");
  }
});

test("a count the package saturated is said as more than the largest, in Chinese too", () => {
  // (8 cats on 6,000 nodes: the package's message says "more than 18446744073709551615")
  const err = Object.assign(new Error("8 cats on 6000 nodes make more than 18446744073709551615 positions …"), {
    kind: "TooManyPositions", params: { cats: 8, nodes: 6000, positions: 2 ** 64, bytes: 2 ** 64 },
  });
  const zh = errorWords(err, "zh-Hans");
  assert.match(zh, /超过 18,446,744,073,709,551,615 个局面/, zh);
  assert.doesNotMatch(zh, /18,446,744,073,709,551,616/);
});
