// The personal gallery: puzzles the user saved from the Design tool, kept in localStorage and
// listed under "Yours" in the gallery picker. Every entry is checked field by field when it is
// read back (session/storage.js's checks for the puzzle); an entry that fails is left out of the list,
// and the whole record is copied once to YOURS_BACKUP_KEY before the page writes over it, so a
// corrupt entry costs the user nothing and never breaks the page. A full gallery drops nothing
// unless the user says so (addYours `replaceOldest`). Each function takes the store
// (a Storage, or null when the browser refuses one), so it runs in node tests with a fake.
import { KEY, checkGraph, checkGrid, savedGraph } from "../session/storage.js";

/** The personal gallery: a JSON array of entries. */
export const YOURS_KEY = `${KEY}/yours`;
/** A personal gallery that had entries which failed their check, as it was before the page wrote over it. */
export const YOURS_BACKUP_KEY = `${YOURS_KEY}/backup`;
/** The most entries kept (a save into a full gallery asks before the oldest goes). */
export const MAX_YOURS = 100;
/** The longest name and note kept, in characters. */
export const MAX_NAME = 120;
export const MAX_NOTE = 400;

/**
 * @typedef {object} YourEntry
 * @property {string} id        "yours-" and letters or digits, e.g. "yours-lq3k2x"
 * @property {string} name      e.g. "Designed: 10 nodes, cat wins in 36 plies"
 * @property {string} note      one line: how it was found (spec, seed, evaluation)
 * @property {"graph"|"grid"} mode
 * @property {object} puzzle    graph: {adj, pos, hole, mouse, cats, first}; grid: {rows, catJump, mouseJump, turnLimit}
 *                              (saved as session/storage.js saves a puzzle: savedGraph)
 */

/** An entry as it is saved: its graph in the saved format (session/storage.js savedGraph). */
const saved = (e) => (e.mode === "graph" ? { ...e, puzzle: savedGraph(e.puzzle) } : e);

const ID = /^yours-[0-9a-z]{1,24}$/;

/** One entry checked field by field: a clean copy, or an Error naming the first bad field. */
export function checkEntry(e, limits) {
  if (e === null || typeof e !== "object" || Array.isArray(e)) throw new Error("an entry should be an object");
  if (typeof e.id !== "string" || !ID.test(e.id)) throw new Error("an entry's id should be \"yours-\" and up to 24 letters or digits");
  for (const [key, max] of [["name", MAX_NAME], ["note", MAX_NOTE]]) {
    if (typeof e[key] !== "string" || e[key].length > max) throw new Error(`entry ${e.id}: its ${key} should be a text of at most ${max} characters`);
  }
  if (e.mode !== "graph" && e.mode !== "grid") throw new Error(`entry ${e.id}: its mode should be "graph" or "grid"`);
  const puzzle = e.mode === "graph" ? checkGraph(e.puzzle, limits) : checkGrid(e.puzzle, limits);
  return { id: e.id, name: e.name, note: e.note, mode: e.mode, puzzle };
}

/**
 * The personal gallery: `{entries, dropped, raw}`: the entries that pass their check, in the
 * order saved; how many did not (or -1 if the record itself is unreadable); the record's text.
 */
export function readYours(store, limits) {
  let raw = null;
  try {
    raw = store?.getItem(YOURS_KEY) ?? null;
  } catch {
    return { entries: [], dropped: 0, raw: null };
  }
  if (raw === null) return { entries: [], dropped: 0, raw };
  let list;
  try {
    list = JSON.parse(raw);
  } catch {
    return { entries: [], dropped: -1, raw };
  }
  if (!Array.isArray(list)) return { entries: [], dropped: -1, raw };
  const entries = [];
  const seen = new Set();
  let dropped = 0;
  for (const e of list.slice(0, MAX_YOURS * 2)) {
    try {
      const entry = checkEntry(e, limits);
      if (seen.has(entry.id)) throw new Error("a repeated id");
      seen.add(entry.id);
      entries.push(entry);
    } catch {
      dropped++;
    }
  }
  dropped += Math.max(0, list.length - MAX_YOURS * 2);
  return { entries, dropped, raw };
}

/** Writes `entries` (the newest MAX_YOURS), keeping a record with bad entries aside first; returns whether the store took it. */
function write(store, entries, limits) {
  if (!store) return false;
  try {
    const before = readYours(store, limits);
    if (before.dropped !== 0 && before.raw !== null && store.getItem(YOURS_BACKUP_KEY) === null) store.setItem(YOURS_BACKUP_KEY, before.raw);
    store.setItem(YOURS_KEY, JSON.stringify(entries.slice(-MAX_YOURS).map(saved)));
    return true;
  } catch {
    return false;
  }
}

/** A new entry's id: unique among `entries`. */
export function newId(entries, now = Date.now()) {
  const ids = new Set(entries.map((e) => e.id));
  for (let k = 0; ; k++) {
    const id = `yours-${now.toString(36)}${k ? k.toString(36) : ""}`;
    if (!ids.has(id)) return id;
  }
}

/**
 * Adds a puzzle to the personal gallery (checked like an entry read back). Returns
 * `{entry, saved}` (`saved`: whether the browser kept it; a refused store keeps nothing). A
 * gallery that holds MAX_YOURS entries takes nothing and returns `{full: true, oldest}` (the
 * entry a save would drop), unless `replaceOldest` (the user said so): then the oldest goes.
 * Throws an Error naming the bad field if the puzzle is malformed.
 */
export function addYours(store, { name, note, mode, puzzle }, limits, { replaceOldest = false } = {}) {
  const { entries } = readYours(store, limits);
  const entry = checkEntry(saved({ id: newId(entries), name: name.slice(0, MAX_NAME), note: note.slice(0, MAX_NOTE), mode, puzzle }), limits);
  if (entries.length >= MAX_YOURS && !replaceOldest) return { entry, saved: false, full: true, oldest: entries[0] };
  return { entry, saved: write(store, [...entries, entry], limits), full: false };
}

/** Removes the entry `id`; returns whether the browser kept the change. */
export function removeYours(store, id, limits) {
  const { entries } = readYours(store, limits);
  return write(store, entries.filter((e) => e.id !== id), limits);
}

/**
 * The personal gallery of a page: the entries read once, then kept in step with every add and
 * remove; `subscribe(fn)` calls `fn()` after each change (the gallery picker rebuilds its list).
 * `dropped`: how many saved entries failed their check when the page opened (-1: the whole
 * record was unreadable).
 */
export function createYours(store, limits) {
  let { entries, dropped } = readYours(store, limits);
  const subscribers = [];
  const changed = () => {
    for (const fn of subscribers) fn();
  };
  return {
    dropped,
    /** The entries, oldest first. */
    list: () => entries,
    /** The entry with `id`, or undefined. */
    find: (id) => entries.find((e) => e.id === id),
    /**
     * Saves a puzzle (see addYours): returns `{entry, saved, full, oldest}`; a full gallery
     * takes it only with `{replaceOldest: true}`.
     */
    add(item, options = {}) {
      const full = entries.length >= MAX_YOURS && !options.replaceOldest;
      if (full) return { entry: null, saved: false, full, oldest: entries[0] };
      const got = addYours(store, item, limits, options);
      if (got.full) return got; // (the stored gallery is full though this page's list is not)
      entries = got.saved ? readYours(store, limits).entries : [...entries, got.entry].slice(-MAX_YOURS);
      changed();
      return got;
    },
    /** Removes the entry `id` from the list (and from the browser's storage, if it lets us). */
    remove(id) {
      const saved = removeYours(store, id, limits);
      entries = entries.filter((e) => e.id !== id);
      changed();
      return saved;
    },
    subscribe(fn) {
      subscribers.push(fn);
    },
  };
}
