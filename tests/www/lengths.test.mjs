// No function in www/ over LIMIT lines without a reason in its comment: every function with a
// block body is measured (tests/www/function-length.mjs), and one over the limit passes only if the
// comment just above it says why, in a sentence that starts "Long because" (the allow-list is read
// from the comments: the reason sits with the code). Functions already over the limit in rooms that
// other work is splitting are listed in PENDING with their length now: they may shrink, not grow,
// and no new one may join them. A made-up long function proves the check can fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { functions } from "./function-length.mjs";

/** The most lines a function may have without a reason. */
const LIMIT = 120;

/** A reason in a function's comment: "Long because …" and at least a few words. */
const REASON = /Long because\s+\S.{20,}/s;

/**
 * Over the limit today, in work being split elsewhere: "file name" -> its length now. Each may
 * only shrink. Empty: the last ones (the board's painters, the router, the Design dialog) were split.
 */
const PENDING = {};

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Every .js file under www/ but the generated package. */
function pageFiles(dir = join(ROOT, "www")) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "pkg" || name === "node_modules") continue;
    if (statSync(path).isDirectory()) out.push(...pageFiles(path));
    else if (name.endsWith(".js")) out.push(path);
  }
  return out;
}

/** The functions of `sources` ({file: text}) over the limit without a reason, and not pending: ["file:line name (n lines)"]. */
function offenders(sources, pending = {}) {
  const found = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const fn of functions(text)) {
      if (fn.lines <= LIMIT || REASON.test(fn.comment)) continue;
      const allowed = pending[`${file} ${fn.name}`];
      if (allowed !== undefined && fn.lines <= allowed) continue;
      found.push(`${file}:${fn.line} ${fn.name} (${fn.lines} lines${allowed !== undefined ? `, was ${allowed}` : ""})`);
    }
  }
  return found;
}

test(`no function in www/ is over ${LIMIT} lines without "Long because …" in its comment`, () => {
  const sources = Object.fromEntries(pageFiles().map((path) => [relative(ROOT, path), readFileSync(path, "utf8")]));
  let count = 0;
  for (const text of Object.values(sources)) count += functions(text).length;
  assert.ok(count > 800, `the lexer finds the page's functions (${count})`);
  assert.deepEqual(offenders(sources, PENDING), []);
  // a pending one that got short enough is said, to be taken off the list
  const long = new Set();
  for (const [file, text] of Object.entries(sources)) for (const fn of functions(text)) if (fn.lines > LIMIT) long.add(`${file} ${fn.name}`);
  const done = Object.keys(PENDING).filter((key) => !long.has(key));
  if (done.length) console.log(`no longer over ${LIMIT} lines, to take off PENDING: ${done.join(", ")}`);
});

test("the check fails on a made-up long function, and passes it with a reason", () => {
  const body = (n) => Array.from({ length: n }, (_, i) => `  const a${i} = "}" + \`\${"{"}\` + /[}]/.source; // }`).join("\n");
  const long = `/** Does a lot. */\nexport function big() {\n${body(LIMIT)}\n}\n`;
  assert.deepEqual(offenders({ "x.js": long }), [`x.js:2 big (${LIMIT + 2} lines)`]);
  const reasoned = `/**\n * Does a lot.\n * Long because it is one table of cases, each a line, read top to bottom.\n */\nexport function big() {\n${body(LIMIT)}\n}\n`;
  assert.deepEqual(offenders({ "x.js": reasoned }), []);
  // a pending one may shrink, not grow
  assert.deepEqual(offenders({ "x.js": long }, { "x.js big": LIMIT + 2 }), []);
  assert.deepEqual(offenders({ "x.js": long }, { "x.js big": LIMIT + 1 }), [`x.js:2 big (${LIMIT + 2} lines, was ${LIMIT + 1})`]);
  // nested functions, arrows and methods are measured with their names
  const nested = `const outer = () => {\n  const inner = (x) => {\n${body(LIMIT)}\n  };\n  return { method(y) {\n    return y;\n  } };\n};\n`;
  assert.deepEqual(functions(nested).map((f) => [f.name, f.lines]), [["outer", LIMIT + 7], ["inner", LIMIT + 2], ["method", 3]]);
});
