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

test("the page's own refusals carry a kind and params, so reason() says them in Chinese (English word for word as before)", async () => {
  const { readImport } = await import("../../www/model/import-text.js");
  const { readGraph6, load, limits } = await import("../../www/solver/wasm.js");
  const { readFile } = await import("node:fs/promises");
  await load(await WebAssembly.compile(await readFile(new URL("../../www/pkg/cat_mouse_bg.wasm", import.meta.url))));
  const LIMITS = limits();
  const refusal = (text) => {
    try {
      readImport(text, LIMITS, readGraph6);
    } catch (err) {
      return err;
    }
    assert.fail(`${text} was read`);
  };
  await loadLanguage("zh-Hans");
  try {
    setLanguage("en");
    // "hello" has graph6's form: the page's sentence, with the package's graph6 error inside it
    const hello = refusal("hello");
    assert.equal(hello.kind, "importNoPuzzle");
    assert.equal(hello.message, 'no puzzle found in "hello": paste a graph like [[2,5],[3],...], a grid like ["M.F"] with two jumps, or graph6 (read as graph6, graph6 text of 41 nodes has 138 characters (1 for the size, 137 for the edges), got 5)');
    assert.equal(reason(hello), hello.message);
    const neither = refusal("[[~~");
    assert.equal(neither.kind, "importNeither");
    assert.match(neither.message, /^"\[\[~~" is neither graph6 nor LeetCode's text\. As graph6: .+; as LeetCode's text: .+/);
    setLanguage("zh-Hans");
    for (const err of [hello, refusal("~~~~~~~~"), neither]) {
      const zh = reason(err);
      assert.match(zh, /[\u4e00-\u9fff]/, zh);
      // (the package's graph6 error inside it is said by its kind too)
      assert.doesNotMatch(zh, /no puzzle found|neither|graph6 text of|memory budget/, zh);
    }
    assert.match(reason(hello), /^"hello" 中没有谜题.*41 个节点的 graph6 文本应有 138 个字符/);
  } finally {
    setLanguage("en");
  }
});

test("the solver's stops and failures, and a saved record's bad field, are said by kind in the reader's language", async () => {
  const { pageError } = await import("../../www/i18n/i18n.js");
  const { STOPPED } = await import("../../www/solver/engine.js");
  const { checkSnapshot } = await import("../../www/session/storage.js");
  await loadLanguage("zh-Hans");
  const badRecord = () => {
    try {
      checkSnapshot({ mode: "graph", graph: { adj: [[1], [0]], pos: [[0, 0]], hole: 0, mouse: 1, cat: 1 }, grid: {} }, { maxPlaces: 6000 });
    } catch (err) {
      return err;
    }
    assert.fail("the record was accepted");
  };
  try {
    setLanguage("en");
    const stopped = pageError("solveStopped");
    assert.equal(stopped.message, STOPPED);
    assert.equal(STOPPED, "the solve was stopped");
    assert.equal(pageError("solverFailed", { why: "unreachable" }).message, "the solver failed (unreachable); it has been restarted");
    assert.equal(pageError("workerStopped").message, "the solver failed (the worker stopped); it has been restarted");
    const field = badRecord();
    assert.equal(field.message, "graph.pos should be a list of 2 positions, got an array of 1");
    assert.equal(reason(field), field.message);
    setLanguage("zh-Hans");
    assert.equal(reason(stopped), "求解已停止");
    assert.equal(reason(pageError("solverFailed", { why: "unreachable" })), "求解器出错（unreachable），已重新启动");
    assert.equal(reason(field), "graph.pos 应为 2 个位置组成的列表，实际为 长度为 1 的数组");
    // the English message stays what the page compares (solver/engine.js STOPPED)
    assert.equal(stopped.message, STOPPED);
  } finally {
    setLanguage("en");
  }
});
