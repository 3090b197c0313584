// What the browser keeps between visits: the puzzle (localStorage: the newest any tab saved, which
// a new tab opens), the puzzle before the last opened link, a saved record that failed to open,
// and this tab's own puzzle with its undo history (sessionStorage: what a reload of the tab opens).
// Everything read back is checked field by field before the page uses it. Each function takes the
// store (a Storage, or null when the browser refuses one), so it runs in node tests with a fake.
// The records keep the format they have had since the first saves (a graph's first cat `cat`, the
// others `extraCats`), so every save made before opens as it did: the page's `cats` list is
// written into it (savedGraph) and read back out of it (checkGraph) here, and nowhere else.

/** The saved puzzle: `{mode, graph, grid, from?}` (`from: "link"` until the user edits it). */
export const KEY = "cat-mouse-playground/v1";
/** A saved record that failed to open, kept for the user instead of being overwritten. */
export const BACKUP_KEY = `${KEY}/backup`;
/** The user's puzzle from before the last link they opened. */
export const PREVIOUS_KEY = `${KEY}/previous`;
/** sessionStorage: this tab's puzzle and its undo and redo stacks, `{present, past, future}`. */
export const HISTORY_KEY = `${KEY}/history`;

/** The most characters of undo history kept for a reload (newest steps first; sessionStorage is small). */
export const MAX_HISTORY_CHARS = 2 ** 20;

import { cleanRules } from "../model/rules.js";
import { t, reason, pageError, phrase } from "../i18n/i18n.js";

const CELLS = /^[#.CMF]*$/;

/** `localStorage` or `sessionStorage`, or null if the browser refuses it (e.g. storage disabled). */
export function browserStore(kind) {
  try {
    const store = globalThis[kind];
    store.getItem(KEY);
    return store;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- checking a record

/**
 * An Error saying that `path` is not what it `should` be (a phrase of the catalogues): a page error
 * (i18n/i18n.js pageError) that reason() says in the reader's language.
 */
function bad(path, should, value) {
  const got = Array.isArray(value) ? phrase("notice.stored.array", { n: value.length })
    : typeof value === "string" ? JSON.stringify(value.length > 30 ? value.slice(0, 30) + "…" : value)
      : value !== null && typeof value === "object" ? phrase("notice.stored.object") : String(value);
  return pageError("storedField", { path, should, got });
}

const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
const isCount = (x) => Number.isSafeInteger(x) && x >= 0;

/**
 * A graph puzzle (model/state.js GraphPuzzle) as it is saved: `{adj, pos, hole, mouse, cat, first,
 * extraHoles?, extraCats?, rules?}`, the first cat `cat` and the others `extraCats` (absent with
 * one), the fields in this order (a snapshot's JSON is its save's text).
 */
export function savedGraph(graph) {
  const { adj, pos, hole, mouse, cats, first, extraHoles, rules } = graph;
  const out = { adj, pos, hole, mouse, cat: cats[0], first };
  if (extraHoles?.length) out.extraHoles = extraHoles;
  if (cats.length > 1) out.extraCats = cats.slice(1);
  if (rules && Object.keys(rules).length) out.rules = rules;
  return out;
}

/** A puzzle snapshot (model/state.js snapshot) as it is saved (its graph: savedGraph). */
export const savedSnapshot = (snap) => ({ mode: snap.mode, graph: savedGraph(snap.graph), grid: snap.grid });

/**
 * A saved graph puzzle `{adj, pos, hole, mouse, cat, first?, extraHoles?, extraCats?, rules?}`
 * checked field by field: the page's GraphPuzzle (`cats` the first cat and the others), or an
 * Error naming the first bad field.
 */
export function checkGraph(g, limits) {
  if (!isObject(g)) throw bad("graph", phrase("notice.stored.object"), g);
  const { adj, pos } = g;
  if (!Array.isArray(adj) || adj.length === 0 || adj.length > limits.maxPlaces) {
    throw bad("graph.adj", phrase("notice.stored.adjList", { max: limits.maxPlaces }), adj);
  }
  const n = adj.length;
  const lists = adj.map((list, a) => {
    if (!Array.isArray(list)) throw bad(`graph.adj[${a}]`, phrase("notice.stored.nodeList"), list);
    for (let i = 0; i < list.length; i++) if (!isCount(list[i])) throw bad(`graph.adj[${a}][${i}]`, phrase("notice.stored.node"), list[i]);
    return [...list];
  });
  if (!Array.isArray(pos) || pos.length !== n) throw bad("graph.pos", phrase("notice.stored.positions", { n }), pos);
  const points = pos.map((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || !p.every(Number.isFinite)) throw bad(`graph.pos[${i}]`, phrase("notice.stored.xy"), p);
    return [p[0], p[1]];
  });
  const roles = {};
  for (const role of ["hole", "mouse", "cat"]) {
    if (!isCount(g[role]) || g[role] >= n) throw bad(`graph.${role}`, phrase("notice.stored.below", { n }), g[role]);
    roles[role] = g[role];
  }
  // who moves first: saved since cat-first games; older records (no field) are mouse-first
  const first = g.first === undefined ? "mouse" : g.first;
  if (first !== "mouse" && first !== "cat") throw bad("graph.first", phrase("notice.stored.mouseOrCat"), g.first);
  const out = { adj: lists, pos: points, hole: roles.hole, mouse: roles.mouse, cats: [roles.cat], first };
  // the rule variants and the holes besides `hole`: saved since the variants; absent = classic, one hole
  const rules = cleanRules("graph", g.rules, "graph.rules");
  if (g.extraHoles !== undefined) {
    const extra = g.extraHoles;
    if (!Array.isArray(extra) || extra.length > n) throw bad("graph.extraHoles", phrase("notice.stored.atMost", { n }), extra);
    extra.forEach((h, i) => { if (!isCount(h) || h >= n) throw bad(`graph.extraHoles[${i}]`, phrase("notice.stored.below", { n }), h); });
    if (extra.length && !rules.severalHoles) throw bad("graph.extraHoles", phrase("notice.stored.emptyUnless", { rule: "graph.rules.severalHoles" }), extra);
    if (extra.length) out.extraHoles = [...extra];
  }
  // the cats besides `cat`: saved since several cats; absent = one cat
  if (g.extraCats !== undefined) {
    const extra = g.extraCats;
    if (!Array.isArray(extra) || extra.length > 7) throw bad("graph.extraCats", phrase("notice.stored.extraCats"), extra);
    extra.forEach((c, i) => { if (!isCount(c) || c >= n) throw bad(`graph.extraCats[${i}]`, phrase("notice.stored.below", { n }), c); });
    if (extra.length && !rules.severalCats) throw bad("graph.extraCats", phrase("notice.stored.emptyUnless", { rule: "graph.rules.severalCats" }), extra);
    out.cats.push(...extra);
  }
  if (Object.keys(rules).length) out.rules = rules;
  return out;
}

/** A saved grid puzzle `{rows, catJump, mouseJump, turnLimit}` checked field by field: a clean copy, or an Error naming the first bad field. */
export function checkGrid(g, limits) {
  if (!isObject(g)) throw bad("grid", phrase("notice.stored.object"), g);
  const { rows } = g;
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > limits.maxPlaces) {
    throw bad("grid.rows", phrase("notice.stored.rowList", { max: limits.maxPlaces }), rows);
  }
  let cells = 0;
  rows.forEach((row, r) => {
    if (typeof row !== "string" || !CELLS.test(row) || row.length !== rows[0].length || row.length === 0) {
      throw bad(`grid.rows[${r}]`, rows[0]?.length ? phrase("notice.stored.row", { n: rows[0].length }) : phrase("notice.stored.rowAny"), row);
    }
    cells += row.length;
  });
  if (cells > limits.maxPlaces) throw bad("grid.rows", phrase("notice.stored.atMostCells", { max: limits.maxPlaces }), rows);
  const numbers = {};
  for (const key of ["catJump", "mouseJump", "turnLimit"]) {
    if (!Number.isSafeInteger(g[key]) || g[key] < 1) throw bad(`grid.${key}`, phrase("notice.stored.whole"), g[key]);
    numbers[key] = g[key];
  }
  const rules = cleanRules("grid", g.rules, "grid.rules");
  return { rows: [...rows], ...numbers, ...(Object.keys(rules).length ? { rules } : {}) };
}

/**
 * Checks every field of a puzzle snapshot read back from storage and returns a clean copy
 * `{mode, graph, grid}` (known fields only), or throws an Error naming the first bad field.
 * Shapes and sizes only: whether the game is valid is the solver's to say.
 * @param {unknown} snap
 * @param {{maxPlaces:number}} limits
 */
export function checkSnapshot(snap, limits) {
  if (!isObject(snap)) throw bad(phrase("notice.stored.theRecord"), phrase("notice.stored.object"), snap);
  if (snap.mode !== "graph" && snap.mode !== "grid") throw bad("mode", phrase("notice.stored.graphOrGrid"), snap.mode);
  return { mode: snap.mode, graph: checkGraph(snap.graph, limits), grid: checkGrid(snap.grid, limits) };
}

// ---------------------------------------------------------------- the saved puzzle

/**
 * Saves the puzzle snapshot (`from: "link"` marks one opened from a link and not edited since).
 * Returns whether the browser kept it (false: storage full or disabled; the page says so).
 */
export function save(store, snap, from = null) {
  if (!store) return false;
  try {
    store.setItem(KEY, from ? JSON.stringify({ ...savedSnapshot(snap), from }) : json(snap));
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved puzzle: null if there is none; `{snap, fromLink, raw}` if it reads back whole;
 * `{error, raw}` if it does not (`raw`: the record's text, for `backUp`).
 */
export function restore(store, limits) {
  let raw;
  try {
    raw = store?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw);
    return { snap: checkSnapshot(record, limits), fromLink: record.from === "link", raw };
  } catch (err) {
    return { error: err instanceof SyntaxError ? t("notice.stored.notJson", { why: err.message }) : reason(err), raw };
  }
}

/**
 * Copies a record that failed to open (its raw text: the saved puzzle's, or this tab's) to
 * BACKUP_KEY, so the next save cannot overwrite it, and takes it out of KEY if it is there.
 */
export function backUp(store, raw) {
  try {
    store?.setItem(BACKUP_KEY, raw);
    if (store?.getItem(KEY) === raw) store.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before a link's puzzle is saved over the user's own: copies the saved puzzle to PREVIOUS_KEY,
 * unless it is itself an unedited link (then the slot keeps the user's older puzzle).
 */
export function keepPrevious(store) {
  try {
    const raw = store?.getItem(KEY);
    if (raw && JSON.parse(raw)?.from !== "link") store.setItem(PREVIOUS_KEY, raw);
  } catch {
    // unreadable: nothing worth keeping
  }
}

/** The puzzle kept by `keepPrevious`, checked, or null. */
export function previous(store, limits) {
  try {
    const raw = store?.getItem(PREVIOUS_KEY);
    return raw ? checkSnapshot(JSON.parse(raw), limits) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- this tab's undo history

const texts = new WeakMap(); // snapshot -> its saved JSON (snapshots in the history never change)

/** A snapshot's JSON as it is saved (savedSnapshot), made once per snapshot (a snapshot is never changed once taken). */
export function json(snap) {
  let text = texts.get(snap);
  if (text === undefined) {
    text = JSON.stringify(savedSnapshot(snap));
    texts.set(snap, text);
  }
  return text;
}

/**
 * Saves this tab's puzzle `present` with the undo and redo stacks of `history` (model/history.js) that
 * lead to it, newest steps first, in at most MAX_HISTORY_CHARS (or less, if the store refuses
 * that much). Returns whether the store kept the puzzle (with as many steps as fit).
 */
export function saveHistory(store, history, present) {
  if (!store) return false;
  for (let budget = MAX_HISTORY_CHARS; budget >= 1024; budget >>= 1) {
    let left = budget;
    const newest = (list) => {
      const out = [];
      for (let i = list.length - 1; i >= 0; i--) {
        const text = json(list[i]);
        if (text.length > left) break;
        left -= text.length;
        out.push(text);
      }
      return out.reverse();
    };
    const past = newest(history.past);
    const future = newest(history.future);
    try {
      store.setItem(HISTORY_KEY, `{"present":${json(present)},"past":[${past}],"future":[${future}]}`);
      return true;
    } catch {
      // over the store's quota: try again with half as much
    }
  }
  try {
    store.removeItem(HISTORY_KEY);
  } catch {
    // nothing to do
  }
  return false;
}

/**
 * This tab's own puzzle and its undo history (saveHistory), as `{snap, past, future, raw}` of
 * checked snapshots (`raw`: the record's text), or null if the tab has none (a new tab) or any
 * part fails its check.
 */
export function restoreTab(store, limits) {
  try {
    const raw = store?.getItem(HISTORY_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw);
    if (!Array.isArray(saved.past) || !Array.isArray(saved.future)) return null;
    const check = (s) => checkSnapshot(s, limits);
    return { snap: check(saved.present), past: saved.past.map(check), future: saved.future.map(check), raw };
  } catch {
    return null;
  }
}
