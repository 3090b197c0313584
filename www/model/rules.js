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
 * @property {string} label      the toggle's words, e.g. "One-way edges"
 * @property {string} says       one line: what the toggle does when on
 * @property {string} named      how the verdict names it when not classic, e.g. "one-way edges"
 */

/** The rules of each game, in the Rules panel's order. */
export const RULES = Object.freeze({
  graph: Object.freeze([
    { key: "directed", classic: false, label: "One-way edges", says: "Dragging from a to b makes the move a → b: a one-way edge (drag back for two-way); on a two-way edge, a → b alone.", named: "one-way edges" },
    { key: "severalHoles", classic: false, label: "Several holes", says: "The hole tool adds another hole; the mouse wins on reaching any of them.", named: "several holes" },
    { key: "catEntersHole", classic: false, label: "Cat may enter the hole", says: "The cat may step on (and start on) a hole; catching the mouse there still wins.", named: "cat may enter the hole" },
    { key: "mousePasses", classic: false, label: "Mouse may pass", says: "The mouse may stay on its node for a move.", named: "mouse may pass" },
    { key: "catPasses", classic: false, label: "Cat may pass", says: "The cat may stay on its node for a move.", named: "cat may pass" },
    { key: "noHole", classic: false, label: "No hole", says: "The graph has no hole: the mouse can at best escape forever (a draw), as in Cops and Robbers.", named: "no hole" },
    { key: "severalCats", classic: false, label: "Several cats", says: "The cat tool adds another cat (up to eight) or takes one away; every cat moves each turn.", named: "several cats" },
    { key: "lazyCats", classic: false, label: "Lazy cats", says: "With several cats, exactly one cat moves each turn; the others stay.", named: "lazy cats" },
  ].map(Object.freeze)),
  grid: Object.freeze([
    { key: "severalFoods", classic: false, label: "Several foods", says: "The food tool adds another food; reaching any food counts.", named: "several foods" },
    { key: "blocking", classic: false, label: "Pieces block", says: "A jump may not pass over the other piece (it may land on it).", named: "pieces block" },
    { key: "mouseStays", classic: true, label: "Mouse may stay put", says: "Off: the mouse must jump at least one cell, and loses if it cannot.", named: "mouse may not stay" },
    { key: "catStays", classic: true, label: "Cat may stay put", says: "Off: the cat must jump at least one cell, and loses if it cannot.", named: "cat may not stay" },
    { key: "mouseDiagonal", classic: false, label: "Mouse moves diagonally", says: "The mouse jumps in eight directions, like a queen.", named: "mouse moves diagonally" },
    { key: "catDiagonal", classic: false, label: "Cat moves diagonally", says: "The cat jumps in eight directions, like a queen.", named: "cat moves diagonally" },
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
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(`${where} should be an object of rule switches, got ${Array.isArray(raw) ? "an array" : String(raw)}`);
  for (const key of Object.keys(raw)) {
    if (!ruleOf(mode, key)) throw new Error(`${where} has an unknown rule ${JSON.stringify(key.slice(0, 40))}; the ${mode} rules are ${RULES[mode].map((r) => r.key).join(", ")}`);
    if (typeof raw[key] !== "boolean") throw new Error(`${where}.${key} should be true or false, got ${typeof raw[key] === "string" ? JSON.stringify(raw[key].slice(0, 30)) : String(raw[key])}`);
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
 * or how a sentence `named` it ("one-way edges"); RULES keeps the English ones.
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
      throw new Error(`the link's rules have an unknown rule ${JSON.stringify(word.slice(0, 40))}; the ${mode} rules are ${RULES[mode].map((r) => r.key).join(", ")} (write key-off for one switched off)`);
    }
    if (key in raw) throw new Error(`the link's rules give ${key} more than once`);
    raw[key] = !off;
  }
  return cleanRules(mode, raw, "the link's rules");
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
