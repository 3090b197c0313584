// The status line under Import / export (ui/notify.js status) follows a change of language when
// it is given its words as a function: each draw reads them again. A plain text stays as it is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { status, bugWords } from "../../www/ui/notify.js";
import { t, setLanguage, loadLanguage } from "../../www/i18n/i18n.js";

test("a status given as words of the language in force says itself again after a switch", async () => {
  await loadLanguage("zh-Hans");
  const state = { notice: null };
  try {
    setLanguage("en");
    status(state, () => t("notice.exchange.newEmptyGraph"), "info");
    assert.equal(state.notice.text, "A new empty graph: add nodes and edges; Undo takes it back.");
    assert.equal(state.notice.kind, "info");
    setLanguage("zh-Hans");
    assert.equal(state.notice.text, "新的空图：添加节点和边；“撤销”可以撤回。");
    status(state, () => "");
    assert.equal(state.notice, null, "empty words hide the line");
    status(state, "as it is");
    assert.equal(state.notice.text, "as it is");
    assert.match(bugWords(t("notice.bug.asking", { kind: "bestMoves" }), new TypeError("x is undefined")), /^页面出现缺陷：向求解器查询 bestMoves 失败（TypeError：x is undefined）/);
    setLanguage("en");
    assert.equal(bugWords(t("notice.bug.asking", { kind: "bestMoves" }), new TypeError("x is undefined")),
      "A bug in the page: asking the solver for bestMoves failed (TypeError: x is undefined). This is not the solver refusing; please report it.");
  } finally {
    setLanguage("en");
  }
});
