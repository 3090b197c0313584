// The rule variants as the page names them: for each game, the package's option keys
// (GraphSolution / GridSolution options, docs/rules.md), the value that is LeetCode's,
// and the words of the Rules panel. A puzzle's `rules` holds only the keys that differ from the
// classic value, in this order, so a classic puzzle's save and link are what they were before
// the variants. What each rule does is the solver's alone: the page names the rules and passes
// them on; it never plays them. What switching a rule off undoes of the puzzle, and the sentence
// that says so, is here too (withoutRule).
import { oneWayEdges, twoWay, oneHole, oneCat, oneFood } from "./puzzle.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {object} Rule
 * @property {string} key        the package's option key, e.g. "directed"
 * @property {boolean} classic   its value in LeetCode's game
 * Its words are the catalogues' (www/i18n/, ruleWords): rule.<key>.label, the toggle's words
 * ("One-way edges"); rule.<key>.says, one line on what the toggle does when on; rule.<key>.named,
 * how the verdict names it when not classic ("one-way edges").
 */

/** The rules of each game, in the Rules panel's order. */
export const RULES = Object.freeze({
  graph: Object.freeze([
    { key: "directed", classic: false },
    { key: "severalHoles", classic: false },
    { key: "catEntersHole", classic: false },
    { key: "mousePasses", classic: false },
    { key: "catPasses", classic: false },
    { key: "noHole", classic: false },
    { key: "severalCats", classic: false },
    { key: "lazyCats", classic: false },
  ].map(Object.freeze)),
  grid: Object.freeze([
    { key: "severalFoods", classic: false },
    { key: "blocking", classic: false },
    { key: "mouseStays", classic: true },
    { key: "catStays", classic: true },
    { key: "mouseDiagonal", classic: false },
    { key: "catDiagonal", classic: false },
  ].map(Object.freeze)),
});

/** The rule of `mode` called `key`, or undefined. */
export const ruleOf = (mode, key) => RULES[mode].find((r) => r.key === key);

/** Whether `rule` is on in `rules` (a puzzle's rules object; absent keys are classic). */
export const ruleOn = (rules, rule) => (rules?.[rule.key] ?? rule.classic) === true;

/**
 * The canonical rules object of `mode` from `raw` (absent, or an object of rule keys and
 * booleans): only the keys that differ from the classic value, in RULES order. Throws an Error
 * naming `where` and the bad key or value.
 */
export function cleanRules(mode, raw, where = "rules") {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(t("rules.error.notObject", { where, got: Array.isArray(raw) ? t("rules.error.anArray") : String(raw) }));
  for (const key of Object.keys(raw)) {
    if (!ruleOf(mode, key)) throw new Error(t("rules.error.unknown", { where, rule: JSON.stringify(key.slice(0, 40)), mode: t(`rules.mode.${mode}`), list: RULES[mode].map((r) => r.key).join(", ") }));
    if (typeof raw[key] !== "boolean") throw new Error(t("rules.error.notBoolean", { where, key, got: typeof raw[key] === "string" ? JSON.stringify(raw[key].slice(0, 30)) : String(raw[key]) }));
  }
  const out = {};
  for (const rule of RULES[mode]) if (raw[rule.key] !== undefined && raw[rule.key] !== rule.classic) out[rule.key] = raw[rule.key];
  return out;
}

/** Whether `rules` (canonical or not) are all classic. */
export const isClassic = (mode, rules) => RULES[mode].every((r) => ruleOn(rules, r) === r.classic);

/** `rules` with `key` set to `on`, canonical. */
export const withRule = (mode, rules, key, on) => cleanRules(mode, { ...rules, [key]: on });

/** The game (`"graph"` or `"grid"`) whose rule is called `key`, or undefined. */
const modeOf = (key) => ["graph", "grid"].find((mode) => ruleOf(mode, key));

/**
 * The puzzle `puzzle` (a graph or a grid) with the rule `key` switched off, and what that undid
 * of the puzzle, in a sentence for the user ("" when nothing but the switch changed). A rule the
 * puzzle uses takes its use with it: one-way edges become two-way, the extra holes or cats go,
 * the extra foods become floor.
 * @example
 * withoutRule({ adj: [[1], [], [1]], hole: 0, mouse: 1, cats: [2], rules: { directed: true } }, "directed")
 * // → { puzzle: { adj: [[1], [0, 2], [1]], …, rules: {} }, said: "2 one-way edges are now two-way." }
 * @param {object} puzzle
 * @param {string} key
 * @returns {{puzzle: object, said: string}}
 */
export function withoutRule(puzzle, key) {
  const mode = modeOf(key);
  if (!mode) throw new Error(`no rule is called ${JSON.stringify(key)}`);
  const next = { ...puzzle, rules: withRule(mode, puzzle.rules, key, false) };
  if (key === "directed" && oneWayEdges(puzzle).length) {
    return { puzzle: twoWay(next), said: t("rules.twoWay", { count: oneWayEdges(puzzle).length }) };
  }
  if (key === "severalHoles" && puzzle.extraHoles?.length) {
    return { puzzle: oneHole(next), said: t("rules.oneHole", { hole: String(puzzle.hole), count: puzzle.extraHoles.length }) };
  }
  if (key === "severalCats" && puzzle.cats.length > 1) {
    return { puzzle: oneCat(next), said: t("rules.oneCat", { cat: String(puzzle.cats[0]), count: puzzle.cats.length - 1 }) };
  }
  if (key === "severalFoods" && puzzle.rows.join("").split("F").length > 2) {
    return { puzzle: oneFood(next), said: t("rules.oneFood") };
  }
  return { puzzle: next, said: "" };
}

/** The switches that are the page's own (its tools'; no hole is the package's `holes: []`), not package options. */
const PAGE_SWITCHES = new Set(["severalHoles", "severalCats", "noHole"]);

/**
 * The package's option keys for `rules` (spread into the GraphSolution / GridSolution options).
 * `severalHoles` and `severalCats` are the page's switches for the hole and cat tools: the package
 * takes the holes and the cats themselves.
 */
export function ruleOptions(mode, rules) {
  const out = {};
  for (const r of RULES[mode]) if (!PAGE_SWITCHES.has(r.key) && rules?.[r.key] !== undefined) out[r.key] = rules[r.key];
  return out;
}

/**
 * A rule's words in the language in force: its switch's `label` ("One-way edges"), what it `says`,
 * or how a sentence `named` it ("one-way edges").
 */
export const ruleWords = (rule, part) => t(`rule.${rule.key}.${part}`);

/** The non-classic rules in force, in words: "one-way edges, cat may enter the hole", or "". */
export function variantWords(mode, rules) {
  return RULES[mode].filter((r) => ruleOn(rules, r) !== r.classic).map((r) => ruleWords(r, "named")).join(t("rules.listSeparator"));
}

// ---------------------------------------------------------------- links

/**
 * A link's part for `rules`: `key` for a rule switched on, `key-off` for one switched off (only
 * non-classic ones are written), joined by '.': e.g. `directed.catPasses`, `mouseStays-off`.
 * "" for the classic rules (the link then has no `rules=`).
 */
export function rulesToLink(mode, rules) {
  return RULES[mode].filter((r) => ruleOn(rules, r) !== r.classic).map((r) => (r.classic ? `${r.key}-off` : r.key)).join(".");
}

/** Reads a link's `rules=` part (see rulesToLink), or throws an Error naming the bad word. */
export function rulesFromLink(mode, text) {
  const raw = {};
  for (const word of text.split(".")) {
    const off = word.endsWith("-off");
    const key = off ? word.slice(0, -4) : word;
    const rule = ruleOf(mode, key);
    if (!rule) {
      throw new Error(t("rules.error.linkUnknown", { rule: JSON.stringify(word.slice(0, 40)), mode: t(`rules.mode.${mode}`), list: RULES[mode].map((r) => r.key).join(", ") }));
    }
    if (key in raw) throw new Error(t("rules.error.twice", { key }));
    raw[key] = !off;
  }
  return cleanRules(mode, raw, t("rules.where.link"));
}

/**
 * A message of the package in the page's words: each rule's option as the package names it
 * ("allowed only with `directed: true`") becomes the Rules panel's switch ("allowed only with
 * “One-way edges” ticked in the Rules panel"; `false`: unticked). Everything else stays as it is.
 * @param {string} message
 * @returns {string}
 */
export function pageWords(message) {
  return String(message).replace(/`(\w+): (true|false)`/g, (all, key, on) => {
    const rule = RULES.graph.find((r) => r.key === key) ?? RULES.grid.find((r) => r.key === key);
    return rule ? t("rules.pageWords", { rule: ruleWords(rule, "label"), state: t(on === "true" ? "rules.ticked" : "rules.unticked") }) : all;
  });
}
