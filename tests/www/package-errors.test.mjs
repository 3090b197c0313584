// The package's errors in 简体中文 (www/i18n/package-errors.js), by kind: every kind the package can
// throw (its own list, errorKinds(), so the test cannot drift from the Rust source) has a Chinese
// template, a template names only params its kind carries, and real errors of the package read
// as Chinese sentences with their values. The checker runs first on a made-up table that breaks
// each rule, so it is known to fail when a rule is broken.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./solver.mjs"; // loads the release package
import { errorKinds, GraphSolution, GridSolution, graph6ToGraph } from "../../www/pkg/cat_mouse.js";
import { errorWords, PACKAGE_ERROR_KINDS, TEMPLATES, slots, chosen } from "../../www/i18n/package-errors.js";

/** The package's kinds: kind → the names of its params. */
const KINDS = new Map(errorKinds().map(({ kind, params }) => [kind, params]));

/** The strings of a template (one, or each choice's). */
const strings = (template) => (typeof template === "string" ? [template] : Object.entries(template).filter(([k]) => k !== "by").map(([, s]) => s));

/** Every broken rule of `templates` against `kinds` (kind → param names), as sentences. */
function problems(templates, kinds) {
  const found = [];
  for (const [kind, names] of kinds) {
    const template = templates[kind];
    if (!template) {
      found.push(`${kind}: no template`);
      continue;
    }
    for (const name of template.by ?? []) {
      if (!names.includes(name)) found.push(`${kind}: chooses by ${name}, which it does not carry`);
    }
    if (typeof template !== "string" && !("other" in template)) found.push(`${kind}: a choice without "other"`);
    for (const text of strings(template)) {
      for (const { name } of slots(text)) {
        if (!names.includes(name)) found.push(`${kind}: names {${name}}, which it does not carry`);
      }
      const left = text.replace(/\{(\w+)([#~]?)\}/g, "");
      if (/[{}]/.test(left.replace(/\{[^}]*:[^}]*\}/g, ""))) found.push(`${kind}: a slot that is not {name}, {name#} or {name~}`);
    }
  }
  for (const kind of Object.keys(templates)) {
    if (!kinds.has(kind)) found.push(`${kind}: a template for a kind the package does not throw`);
  }
  return found;
}

test("the checker finds a missing template, a param a kind does not carry, and a stale kind", () => {
  const kinds = new Map([["NodeOutOfRange", ["node", "neighbour", "len"]], ["SelfLoop", ["node"]]]);
  assert.deepEqual(problems({ NodeOutOfRange: "graph[{node}] 列出了节点 {neighbour}，但图只有 {len} 个节点", SelfLoop: "{node}" }, kinds), []);
  assert.deepEqual(problems({ NodeOutOfRange: "{node}" }, kinds), ["SelfLoop: no template"]);
  assert.deepEqual(problems({ NodeOutOfRange: "{nodes#}", SelfLoop: "{node}" }, kinds), ["NodeOutOfRange: names {nodes}, which it does not carry"]);
  assert.deepEqual(problems({ NodeOutOfRange: { by: ["count"], 1: "{node}", other: "{len~}" }, SelfLoop: "{node}" }, kinds), ["NodeOutOfRange: chooses by count, which it does not carry"]);
  assert.deepEqual(problems({ NodeOutOfRange: "{node}", SelfLoop: "{node}", Gone: "x" }, kinds), ["Gone: a template for a kind the package does not throw"]);
});

test("every kind the package throws has a 简体中文 template that names only its own params", () => {
  assert.ok(KINDS.size >= 90, `the package lists its kinds (${KINDS.size})`);
  assert.deepEqual(problems(TEMPLATES["zh-Hans"], KINDS), []);
  assert.deepEqual([...PACKAGE_ERROR_KINDS].sort(), [...KINDS.keys()].sort(), "PACKAGE_ERROR_KINDS is the package's list");
});

test("every template fills every slot: no brace, no undefined, Chinese words", () => {
  for (const [kind, names] of KINDS) {
    const template = TEMPLATES["zh-Hans"][kind];
    for (const text of strings(template)) {
      // params that choose this string when it is a choice (else 7 for a number, "x" for a name)
      const params = Object.fromEntries(names.map((n) => [n, 7]));
      if (typeof template !== "string") {
        const key = Object.keys(template).find((k) => template[k] === text);
        if (key !== "other") key.split(" ").forEach((v, i) => { params[template.by[i]] = v === "null" ? null : /^\d+$/.test(v) ? Number(v) : v; });
      }
      const words = errorWords({ message: "english", kind, params }, "zh-Hans");
      assert.equal(chosen(template, params), text, `${kind}: the params choose this string`);
      assert.doesNotMatch(words, /[{}]|undefined|NaN/, `${kind}: ${words}`);
      assert.match(words, /[\u4e00-\u9fff]/, `${kind}: a Chinese sentence`);
    }
  }
});

/** The error thrown by `f`. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail("expected an Error");
}

test("real errors of the package read in 简体中文 by kind, with their values; English is the message", () => {
  const cases = [
    [() => new GraphSolution([[1], [5]]), "graph[1] 列出了节点 5，但图只有 2 个节点"],
    [() => new GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], { cat: 0 }),
      "猫的起点和洞都是节点 0：只有 `catEntersHole: true` 时猫才能站在洞上"],
    [() => new GraphSolution([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], { mouse: 2 }), "老鼠的起点和猫的起点都是节点 2"],
    [() => new GridSolution(["####F", "#C...", "M...."], 0, 2), "catJump 必须是 1 到 4294967295 之间的整数，实际为 0"],
    [() => new GridSolution(["####F", "#C..C", "M...."], 1, 2), "网格中有不止一个 'C'（猫）：在 [行, 列] [1, 1] 和 [1, 4]"],
    [() => new GridSolution(["#####", "#C...", "M...."], 1, 2), "网格中没有 'F'（食物）"],
    [() => graph6ToGraph("Aé"), "graph6 的第 1 个字符是 “é”（U+00E9）：每个字符都必须在 '?' 到 '~' 之间"],
    [() => new GraphSolution([[1], [0]], { hole: 0, Hole: 1 }), "未知的键 Hole；可用的键：hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats"],
  ];
  for (const [run, zh] of cases) {
    const err = thrown(run);
    assert.equal(errorWords(err, "zh-Hans"), zh, err.message);
    assert.equal(errorWords(err, "en"), err.message);
  }
});

test("big counts are grouped by Intl in Chinese, node numbers are not; an unknown kind falls back to the message", () => {
  const err = { message: "the game has 431964000000 game moves…", kind: "TooMuchWork", params: { moves: 431964000000, max: 5000000000 } };
  assert.equal(errorWords(err, "zh-Hans"), "这个游戏有 431,964,000,000 个着法（所有局面的合法着法之和）；工作量预算最多允许 5,000,000,000");
  const node = { message: "graph[1234] lists node 1234 itself", kind: "SelfLoop", params: { node: 1234 } };
  assert.equal(errorWords(node, "zh-Hans"), "graph[1234] 列出了节点 1234 自身");
  assert.equal(errorWords({ message: "something new", kind: "NotYetKnown", params: {} }, "zh-Hans"), "something new");
  assert.equal(errorWords(new Error("plain"), "zh-Hans"), "plain");
  assert.equal(errorWords({ message: "m", kind: "SelfLoop", params: { node: 3 } }, "fr"), "m");
});
