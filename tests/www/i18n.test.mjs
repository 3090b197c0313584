// The page's message catalogues (www/i18n/): every key is in both languages, with the same
// {slots} (and a plural template has an `other` form); every key the page asks for, in its code
// (t("key"), t(`prefix.${…}`)) and in index.html (data-i18n, data-i18n-html, data-i18n-title,
// data-i18n-label, data-i18n-placeholder), is in a catalogue; and no page file outside PENDING
// holds an English sentence of its own (a string of several words not passed through t()).
// Each check runs first on made-up catalogues and files that break it, so it is known to fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import en from "../../www/i18n/en.js";
import zh from "../../www/i18n/zh-Hans.js";
import { t, number, setLanguage, loadLanguage, slots, pickLanguage } from "../../www/i18n/i18n.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Page files whose texts have not moved to the catalogues yet: none is left, and a file may not
 * join (the test fails when a listed file holds no English sentence any more, and when any other
 * file holds one). A file's short labels ("Stop") escape the sentence check;
 * tests/browser/page-language.test.mjs finds those on the page in Chinese.
 */
const PENDING = [];

/** Every .js file under www/ but the generated package and the catalogues: {path: text}. */
function pageFiles(dir = join(ROOT, "www"), out = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "pkg" || name === "node_modules") continue;
    if (statSync(path).isDirectory()) pageFiles(path, out);
    // (the catalogues, and the package's errors in words, whose keys are the package's English phrases)
    else if (name.endsWith(".js") && !/www\/i18n\/(en|zh-Hans|package-errors)\.js$/.test(path)) out[relative(ROOT, path)] = readFileSync(path, "utf8");
  }
  return out;
}

/** The differences between two catalogues as sentences: keys in one only, slots that differ, plurals without `other`. */
export function catalogueProblems(a, b, names = ["en", "zh-Hans"]) {
  const found = [];
  for (const [x, y, nx, ny] of [[a, b, ...names], [b, a, ...names.slice().reverse()]]) {
    for (const key of Object.keys(x)) if (!(key in y)) found.push(`"${key}" is in ${nx} and not in ${ny}`);
  }
  for (const key of Object.keys(a)) {
    if (!(key in b)) continue;
    const [sa, sb] = [slots(a[key]).join(","), slots(b[key]).join(",")];
    if (sa !== sb) found.push(`"${key}": slots {${sa}} in ${names[0]}, {${sb}} in ${names[1]}`);
    for (const [tpl, name] of [[a[key], names[0]], [b[key], names[1]]]) {
      if (typeof tpl === "object" && typeof tpl.other !== "string") found.push(`"${key}" in ${name}: plural forms without "other"`);
    }
  }
  return found;
}

/** The keys a page file or index.html asks for: [{key, pattern}] (pattern: a template key's RegExp, else null). */
export function keysUsed(text) {
  const out = [];
  // (comment lines name keys as examples, not as asks)
  text = text.split("\n").filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join("\n");
  for (const m of text.matchAll(/\b(?:t|phrase)\(\s*"([^"]+)"/g)) out.push({ key: m[1], pattern: null });
  for (const m of text.matchAll(/\bt\(\s*`([^`]+)`/g)) {
    const src = m[1].split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\w-]+");
    out.push({ key: m[1], pattern: new RegExp(`^${src}$`) });
  }
  for (const m of text.matchAll(/\bdata-i18n(?:-html|-title|-label|-placeholder)?="([^"]+)"/g)) out.push({ key: m[1], pattern: null });
  return out;
}

/** The keys of `files` ({path: text}) that no catalogue of `catalogues` holds, as sentences. */
export function missingKeys(files, catalogues) {
  const known = new Set(catalogues.flatMap(Object.keys));
  const found = [];
  for (const [file, text] of Object.entries(files)) {
    for (const { key, pattern } of keysUsed(text)) {
      const ok = pattern ? [...known].some((k) => pattern.test(k)) : known.has(key);
      if (!ok) found.push(`${file}: the key "${key}" is in no catalogue`);
    }
  }
  return found;
}

/**
 * The English sentences of a page file's code: string literals and template texts of three or
 * more words, at least two of them lower-case English words, outside comments, imports, console
 * messages and CSS selectors. A line may say why it keeps one with a trailing `// (not shown)`.
 */
export function englishSentences(text) {
  const found = [];
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line) || /^\s*(import|export .* from)\b/.test(line) || /\/\/ \(not shown\)/.test(line)) return;
    const code = line.replace(/\s\/\/\s.*$/, "");
    for (const m of code.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      // (markup's tags and attributes are no words; its text is)
      const s = (m[1] ?? m[2] ?? m[3]).replace(/\$\{[^}]*\}/g, " ").replace(/<[^>]*>?/g, " ");
      if (/console\.|querySelector|closest\(|new Error\(|throw /.test(code) && !/\b(beside|banner|toast|tell|notice|setText|textContent)\b/.test(code)) continue;
      const words = s.match(/\b[a-z]{2,}\b/g) ?? [];
      if (words.length >= 2 && s.trim().split(/\s+/).length >= 3 && !/^([.#[]|[a-z]+[.#[:])/.test(s.trim()) && !/[{};]$/.test(s.trim()) && !/\b(sans-serif|px)\b/.test(s)) {
        found.push(`${i + 1}: ${s.trim().slice(0, 80)}`);
      }
    }
  });
  return found;
}

test("the checks fail on catalogues and files that break them", () => {
  const problems = catalogueProblems({ a: "x {n}", b: "y", p: { one: "{count} a" } }, { a: "x {m}", c: "z", p: { one: "{count}" } });
  assert.ok(problems.some((p) => p.includes('"b" is in en and not in zh-Hans')));
  assert.ok(problems.some((p) => p.includes('"c" is in zh-Hans and not in en')));
  assert.ok(problems.some((p) => p.includes('"a": slots {n} in en, {m} in zh-Hans')));
  assert.ok(problems.some((p) => p.includes('"p" in en: plural forms without "other"')));
  const missing = missingKeys({ "www/x.js": 't("verdict.mouseWins"); t("nowhere.key"); phrase("no.phrase"); t(`idea.place.${mode}`); t(`gone.${x}`)', "www/index.html": '<p data-i18n-title="page.nope">' }, [en]);
  assert.deepEqual(missing, [
    'www/x.js: the key "nowhere.key" is in no catalogue',
    'www/x.js: the key "no.phrase" is in no catalogue',
    'www/x.js: the key "gone.${x}" is in no catalogue',
    'www/index.html: the key "page.nope" is in no catalogue',
  ]);
  // an uncatalogued sentence in code is found; a key, a selector and a console message are not
  const sentences = englishSentences([
    'setText(el, `Mouse wins in ${d} plies`);',
    'setText(el, t("verdict.mouseWins", { plies }));',
    'const b = document.querySelector(".side input");',
    'console.warn("the worker failed to start");',
  ].join("\n"));
  assert.deepEqual(sentences, ["1: Mouse wins in   plies"]);
});

test("both catalogues have the same keys and the same {slots} in each template", () => {
  assert.deepEqual(catalogueProblems(en, zh), []);
});

test("every key the page asks for (code and index.html) is in a catalogue", () => {
  const files = pageFiles();
  files["www/index.html"] = readFileSync(join(ROOT, "www/index.html"), "utf8");
  assert.deepEqual(missingKeys(files, [en, zh]), []);
});

test("no page file outside the pending list holds an English sentence of its own; the pending ones still do", () => {
  const files = pageFiles();
  const found = [];
  for (const [file, text] of Object.entries(files)) {
    const sentences = englishSentences(text);
    if (PENDING.includes(file)) {
      if (sentences.length === 0) found.push(`${file} holds no English sentence any more: take it off PENDING`);
    } else {
      for (const s of sentences) found.push(`${file}:${s}`);
    }
  }
  for (const file of PENDING) if (!(file in files)) found.push(`${file} is pending but does not exist`);
  assert.deepEqual(found, []);
});

test("the lookup fills slots, picks plural forms through Intl and writes numbers in the language", async () => {
  try {
    setLanguage("en");
    assert.equal(t("words.plies", { count: 1 }), "1 ply");
    assert.equal(t("words.plies", { count: 6 }), "6 plies");
    assert.equal(t("words.plies", { count: 100000 }), "100000 plies");
    assert.equal(number(33554432, { useGrouping: true }), "33,554,432");
    assert.equal(t("verdict.mouseWins", { plies: t("words.plies", { count: 5 }) }), "mouse wins in 5 plies");
    assert.equal(t("no.such.key"), "no.such.key");
    // Chinese is fetched when first chosen: before that, setLanguage keeps English
    assert.equal(setLanguage("zh-Hans"), "en");
    assert.equal(await loadLanguage("zh-CN"), "zh-Hans");
    assert.equal(setLanguage("zh-Hans"), "zh-Hans");
    assert.equal(t("verdict.mouseWins", { plies: t("words.plies", { count: 5 }) }), "老鼠获胜（5 步）");
    assert.equal(t("words.plies", { count: 1 }), "1 步");
    assert.equal(pickLanguage("zh-TW"), "zh-Hans");
    assert.equal(pickLanguage("en-US"), "en");
    assert.equal(pickLanguage("fr"), "en");
    assert.equal(pickLanguage(undefined), "en");
  } finally {
    setLanguage("en");
  }
});
