// Text forms of a puzzle: LeetCode's own input format (paste and copy) and the shareable link's
// hash. Parsing checks sizes first (from counts, before anything is split or copied), then the
// shape, and throws an Error whose message names the bad text; the solver then judges the game
// itself. No game rule lives here: only lengths and the syntax of the two formats.

import { rulesToLink, rulesFromLink, variantWords } from "./rules.js";
import { t } from "../i18n/i18n.js";

/** The longest link hash read: 2 MiB, Chromium's limit on a whole URL. */
export const MAX_LINK_CHARS = 2 ** 21;

/** The longest `rules=` part of a link read (every rule named once is far shorter). */
export const MAX_RULES_CHARS = 500;

/** The longest pasted text read: 16 MiB (far above any puzzle the solver's budgets accept). */
export const MAX_TEXT_CHARS = 2 ** 24;

/**
 * @typedef {object} Limits   the solver's sizes (solver/wasm.js `limits()`)
 * @property {number} maxPlaces          most graph nodes or grid cells
 * @property {number} defaultTurnLimit   the grid's turn limit when a link gives none
 */

/** At most `max` characters of `text`, quoted, with an ellipsis if cut (for messages). */
export function quote(text, max = 40) {
  const s = String(text);
  return JSON.stringify(s.length > max ? s.slice(0, max) : s).slice(0, -1) + (s.length > max ? "…\"" : "\"");
}

/** A short description of a parsed JSON value, read from a bounded prefix (for messages). */
function describe(value) {
  if (Array.isArray(value)) return t("codec.anArray", { n: value.length });
  if (typeof value === "string") return quote(value);
  if (value !== null && typeof value === "object") return t("codec.anObject");
  return String(value);
}

/** How often `ch` occurs in `text` (counted without splitting). */
function count(text, ch) {
  let k = 0;
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) k++;
  return k;
}

/** `what has N units; the memory budget allows at most M` (the solver's wording, word for word for "the game"); `what` and `unit` name catalogue keys (codec.what.*, codec.unit.*). */
function tooLarge(what, count, unit, max) {
  return new Error(t("codec.tooLarge", { what: t(`codec.what.${what}`), count, unit: t(`codec.unit.${unit}`), max }));
}

// ---------------------------------------------------------------- LeetCode text

/**
 * Reads LeetCode's input format:
 *   913:  `[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`  (optionally `graph = ...`), optionally
 *         followed by `first = cat` (this page's addition: LeetCode's game has the mouse first)
 *   1728: `["####F","#C...","M...."]` then catJump and mouseJump, either on the next lines
 *         (LeetCode's test-case box) or as `grid = [...], catJump = 1, mouseJump = 2`.
 * Jumps must be written as whole numbers (`1.5` is an error that quotes it); their range is the
 * solver's to judge.
 * @param {string} text
 * @param {Limits} limits
 * @returns {{mode:"graph", adj:number[][], first:"mouse"|"cat"} | {mode:"grid", rows:string[], catJump:number, mouseJump:number}}
 */
export function parsePuzzleText(text, limits) {
  if (text.length > MAX_TEXT_CHARS) {
    throw new Error(t("codec.textLong", { length: text.length, max: MAX_TEXT_CHARS }));
  }
  const start = text.indexOf("[");
  if (start < 0) throw new Error(t("codec.noPuzzle"));
  const end = matchingBracket(text, start);
  if (end < 0) throw new Error(t("codec.unclosed", { at: start + 1 }));
  let value;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch (e) {
    throw new Error(t("codec.notJson", { why: e.message.replace(/^JSON\.parse: /, "") }));
  }
  if (!Array.isArray(value) || value.length === 0) throw new Error(t("codec.empty"));
  if (value.every((x) => typeof x === "string")) {
    if (value.length > limits.maxPlaces) throw tooLarge("grid", value.length, "rows", limits.maxPlaces);
    const cells = value.reduce((sum, row) => sum + row.length, 0);
    if (cells > limits.maxPlaces) throw tooLarge("game", cells, "cells", limits.maxPlaces);
    return { mode: "grid", rows: value, ...jumpsAfter(text.slice(end + 1)) };
  }
  if (value.every(Array.isArray)) {
    if (value.length > limits.maxPlaces) throw tooLarge("game", value.length, "nodes", limits.maxPlaces);
    value.forEach((list, a) => list.forEach((b) => {
      if (!Number.isInteger(b) || b < 0) throw new Error(t("codec.badNeighbour", { node: a, got: describe(b) }));
    }));
    return { mode: "graph", adj: value, first: firstAfter(text.slice(end + 1)) };
  }
  throw new Error(t("codec.expected"));
}

/** Who moves first, from an optional `first = mouse|cat` after a graph (the mouse when absent). */
function firstAfter(rest) {
  const m = rest.match(/\bfirst\s*[=:]\s*([^\s,;]*)/i);
  if (!m) return "mouse";
  const who = m[1].replace(/^["']|["']$/g, "").toLowerCase();
  if (who !== "mouse" && who !== "cat") throw new Error(t("codec.first", { got: quote(m[1]) }));
  return who;
}

/** A whole number written in `token` (for the jumps), or an Error quoting the token. */
function wholeNumber(token, name) {
  if (!/^-?\d+$/.test(token)) throw new Error(t("codec.whole", { name, got: quote(token) }));
  return Number(token);
}

/** catJump and mouseJump from the text after a grid: named (`catJump = 1`) or the next two numbers. */
function jumpsAfter(rest) {
  const named = (key) => rest.match(new RegExp(`\\b${key}\\s*=\\s*([^\\s,;]*)`, "i"))?.[1];
  const cat = named("catJump");
  const mouse = named("mouseJump");
  if (cat !== undefined || mouse !== undefined) {
    if (cat === undefined || mouse === undefined) {
      throw new Error(t("codec.oneJump", { named: cat === undefined ? "mouseJump" : "catJump", missing: cat === undefined ? "catJump" : "mouseJump" }));
    }
    return { catJump: wholeNumber(cat, "catJump"), mouseJump: wholeNumber(mouse, "mouseJump") };
  }
  // Every number-like token, so that `1.5` stays one token (and is refused) instead of two.
  const tokens = rest.match(/[-+]?[\d.][\w.+-]*/g) ?? [];
  if (tokens.length < 2) throw new Error(t("codec.jumps"));
  if (tokens.length > 2) {
    throw new Error(t("codec.twoNumbers", { count: tokens.length, got: quote(tokens.join(" ")) }));
  }
  return { catJump: wholeNumber(tokens[0], "catJump"), mouseJump: wholeNumber(tokens[1], "mouseJump") };
}

function matchingBracket(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === "\"") inString = false;
    } else if (ch === "\"") inString = true;
    else if (ch === "[") depth++;
    else if (ch === "]" && --depth === 0) return i;
  }
  return -1;
}

/**
 * The graph renumbered so that the hole is node 0, the mouse 1 and the cat 2 (LeetCode's roles),
 * the other nodes keeping their order: a relabelling, which changes no answer. `order[k]` is the
 * old number of new node k; `moved` lists [old, new] for every node whose number changed.
 * @param {{adj:number[][], hole:number, mouse:number, cats:number[]}} graph   (one cat: LeetCode's game has one)
 * @returns {{adj:number[][], order:number[], moved:number[][]}}
 */
export function renumbered({ adj, hole, mouse, cats: [cat] }) {
  const order = [hole, mouse, cat, ...adj.map((_, i) => i).filter((i) => i !== hole && i !== mouse && i !== cat)];
  const id = new Array(adj.length);
  order.forEach((old, i) => { id[old] = i; });
  return {
    adj: order.map((old) => adj[old].map((v) => id[v])),
    order,
    moved: order.map((old, i) => [old, i]).filter(([old, i]) => old !== i),
  };
}

/**
 * The puzzle of `mode` as LeetCode's input text, and what the text had to change: a graph whose
 * hole, mouse and cat are not on 0, 1 and 2 is renumbered (`moved`: [old, new] pairs), and a
 * cat-first graph gets this page's `first = cat` line (LeetCode's game has the mouse first). The
 * grid's turn limit is not part of LeetCode's text. A puzzle with rule variants has no LeetCode
 * text: an Error says which variants (the share link carries them).
 * @returns {{text: string, moved: number[][], first: "mouse"|"cat"}}
 */
export function exportPuzzle(mode, graph, grid) {
  // the several-holes switch with one hole is the classic game (the page's switch, no rule of the
  // game), and so is the several-cats switch with one cat
  const rules = mode === "graph"
    ? { ...graph.rules, ...(graph.extraHoles?.length ? {} : { severalHoles: false }), ...(graph.cats.length > 1 ? {} : { severalCats: false }) }
    : grid.rules;
  const variants = variantWords(mode, rules);
  if (variants) throw new Error(t("codec.classicOnly", { variants }));
  if (mode === "grid") return { text: `${JSON.stringify(grid.rows)}\n${grid.catJump}\n${grid.mouseJump}`, moved: [], first: "mouse" };
  const { adj, moved } = renumbered(graph);
  const first = graph.first === "cat" ? "cat" : "mouse";
  // (the format's own line, which Import reads back: not words to translate)
  return { text: JSON.stringify(adj) + (first === "cat" ? "\nfirst = cat" : ""), moved, first }; // (not shown)
}

/** LeetCode's input text for the puzzle of `mode` (exportPuzzle's text). */
export function formatPuzzleText(mode, graph, grid) {
  return exportPuzzle(mode, graph, grid).text;
}

// ---------------------------------------------------------------- links

/**
 * The link hash for a puzzle, e.g. `#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2` or
 * `#grid=xxxxF/xC.../M....&catJump=1&mouseJump=2&limit=90` (walls are written `x`). A cat-first
 * graph adds `&first=cat`; rule variants add `&rules=directed.catPasses` (model/rules.js rulesToLink),
 * a graph's holes besides `hole` `&extraHoles=5.7`, and its cats besides the first (`cat=`)
 * `&extraCats=4.5`. A classic puzzle's link has none of them. (The link's format is older than
 * the page's `cats` list, and stays: every link made before opens as it did.)
 */
export function toHash(mode, graph, grid) {
  const p = new URLSearchParams();
  if (mode === "graph") {
    p.set("graph", graph.adj.map((l) => l.join(".")).join("_"));
    p.set("hole", graph.hole);
    p.set("mouse", graph.mouse);
    p.set("cat", graph.cats[0]);
    if (graph.first === "cat") p.set("first", "cat");
    if (graph.extraHoles?.length) p.set("extraHoles", graph.extraHoles.join("."));
    if (graph.cats.length > 1) p.set("extraCats", graph.cats.slice(1).join("."));
  } else {
    p.set("grid", grid.rows.map((r) => r.replaceAll("#", "x")).join("/"));
    p.set("catJump", grid.catJump);
    p.set("mouseJump", grid.mouseJump);
    p.set("limit", grid.turnLimit);
  }
  const rules = rulesToLink(mode, mode === "graph" ? graph.rules : grid.rules);
  if (rules) p.set("rules", rules);
  return "#" + p.toString();
}

/**
 * The neighbour lists of a link's `graph=` text (digits, '.' between neighbours, '_' between
 * nodes), read in one pass without splitting: a megabyte of link makes no garbage strings.
 */
function neighbourLists(text) {
  const adj = [];
  let list = [];
  let start = 0; // where the current node's list begins, for messages
  let value = -1; // the number being read, -1 before its first digit
  let digits = 0; // where it begins
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 95; // the end closes the last list like a '_'
    if (c >= 48 && c <= 57) {
      if (value < 0) digits = i;
      value = (value < 0 ? 0 : value * 10) + (c - 48);
      continue;
    }
    // past 2^53 the sum is no longer exact: read such a number as JavaScript does
    if (value > Number.MAX_SAFE_INTEGER) value = Number(text.slice(digits, i));
    // '.' or '_': a neighbour ends here; it must have digits, unless a '_' ends an empty list
    if (value < 0 && (c === 46 || list.length > 0 || i > start)) {
      const end = text.indexOf("_", i);
      throw new Error(t("codec.link.emptyNeighbour", { got: quote(text.slice(start, end < 0 ? text.length : end)), node: adj.length }));
    }
    if (value >= 0) list.push(value);
    value = -1;
    if (c === 95) {
      adj.push(list);
      list = [];
      start = i + 1;
    }
  }
  return adj;
}

/** The keys a link may hold, by puzzle. */
const LINK_KEYS = { graph: ["graph", "hole", "mouse", "cat", "first", "extraHoles", "extraCats", "rules"], grid: ["grid", "catJump", "mouseJump", "limit", "rules"] };

/**
 * Reads a link hash made by `toHash`. Returns null for an empty hash; throws an Error saying what
 * is wrong otherwise: too long, too many places (counted before anything is split), an unknown or
 * repeated key, a neighbour or number that is not written as a whole number.
 * @param {string} hash
 * @param {Limits} limits
 * The graph's cats come as one list, `cats` (the link's `cat=`, then its `extraCats=`).
 * @returns {null | {mode:"graph", adj:number[][], hole:number, mouse:number, cats:number[], first:"mouse"|"cat", extraHoles?:number[], rules?:object}
 *   | {mode:"grid", rows:string[], catJump:number, mouseJump:number, turnLimit:number, rules?:object}}
 */
export function fromHash(hash, limits) {
  if (hash.length > MAX_LINK_CHARS) {
    throw new Error(t("codec.link.long", { length: hash.length, max: MAX_LINK_CHARS }));
  }
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  if (p.size === 0) return null;
  const mode = p.has("graph") ? "graph" : p.has("grid") ? "grid" : null;
  if (!mode) throw new Error(t("codec.link.none"));
  for (const key of new Set(p.keys())) {
    if (!LINK_KEYS[mode].includes(key)) throw new Error(t("codec.link.unknownPart", { mode, part: quote(key) }));
    if (p.getAll(key).length > 1) throw new Error(t("codec.link.twice", { key }));
  }
  // the rule variants (absent: the classic rules); a rules= part that is there must name some
  const rulesText = p.get("rules");
  if (rulesText !== null && rulesText.length > MAX_RULES_CHARS) {
    throw new Error(t("codec.link.rulesLong", { length: rulesText.length, max: MAX_RULES_CHARS }));
  }
  const parsedRules = rulesText === null ? {} : rulesFromLink(mode, rulesText);
  const rules = Object.keys(parsedRules).length ? { rules: parsedRules } : {};
  const int = (key, fallback) => {
    const raw = p.get(key);
    if (raw === null && fallback !== undefined) return fallback;
    if (raw === null || !/^\d+$/.test(raw)) throw new Error(t("codec.link.whole", { key, got: raw === null ? t("codec.nothing") : quote(raw) }));
    return Number(raw);
  };
  if (mode === "graph") {
    const text = p.get("graph");
    const bad = text.search(/[^\d._]/);
    if (bad >= 0) {
      throw new Error(t("codec.link.badChar", { got: quote(text[bad]), at: bad + 1 }));
    }
    const nodes = count(text, "_") + 1;
    if (nodes > limits.maxPlaces) throw tooLarge("linkGraph", nodes, "nodes", limits.maxPlaces);
    const first = p.get("first") ?? "mouse";
    if (first !== "mouse" && first !== "cat") throw new Error(t("codec.link.first", { got: quote(first) }));
    const graph = { mode, adj: neighbourLists(text), hole: int("hole", 0), mouse: int("mouse", 1), cats: [int("cat", 2)], first, ...rules };
    if (p.has("extraHoles")) {
      const extra = p.get("extraHoles");
      if (!/^\d+(\.\d+)*$/.test(extra)) throw new Error(t("codec.link.extraHoles", { got: quote(extra) }));
      const holes = extra.split(".").map(Number);
      if (holes.length >= nodes) throw new Error(t("codec.link.tooManyHoles", { holes: holes.length, nodes }));
      if (!rules.rules?.severalHoles) throw new Error(t("codec.link.needsHoles"));
      graph.extraHoles = holes;
    }
    if (p.has("extraCats")) {
      const extra = p.get("extraCats");
      if (!/^\d+(\.\d+){0,6}$/.test(extra)) throw new Error(t("codec.link.extraCats", { got: quote(extra) }));
      if (!rules.rules?.severalCats) throw new Error(t("codec.link.needsCats"));
      graph.cats.push(...extra.split(".").map(Number));
    }
    return graph;
  }
  const text = p.get("grid");
  const rows = count(text, "/") + 1;
  if (rows > limits.maxPlaces) throw tooLarge("linkGrid", rows, "rows", limits.maxPlaces);
  const cells = text.length - (rows - 1);
  if (cells > limits.maxPlaces) throw tooLarge("linkGrid", cells, "cells", limits.maxPlaces);
  return { mode, rows: text.split("/").map((r) => r.replaceAll("x", "#")), catJump: int("catJump"), mouseJump: int("mouseJump"), turnLimit: int("limit", limits.defaultTurnLimit), ...rules };
}
