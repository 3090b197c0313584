// A game or an optimal line as text: one ply per line with the value of the position after it,
// in a format that imports back (docs/page.md, "Records as text"). The puzzle travels as the
// page's share link (its `#graph=` or `#grid=` part is what Import reads), so a record rebuilds
// it, rule variants and several cats included. Pure: no page, no solver; the plies are checked
// against the puzzle's rules by whoever replays them (explore/explore.js).
//
//   Cat and Mouse record 1
//   kind: game                      (or: line)
//   puzzle: https://…/#graph=…
//   start: mouse 1, cat 2, mouse to move          (several cats: cats 2 4)
//   engine: club from ply 0, perfect from ply 6, seed 1234     (a game)
//   you: mouse, swapped at ply 4                  (a game)
//   1. mouse 3 ; cat wins in 9 plies
//   2. cat 0 ; cat wins in 8 plies
//   result: cat wins (caught on ply 10)
//
// Everything after a ";" on a line is a comment (the value, for a reader); blank lines and lines
// starting with "#" are skipped. The text keeps one cat as `cat 2` and several as `cats 2 4`
// (in the start line and in the plies); the Record in memory holds the cats as a list either
// way ([2], [2, 4]): this module converts, both ways.

import { runSliced, runAtOnce } from "./slices.js";

/** The first line of every record. */
export const HEADER = "Cat and Mouse record 1"; // (not shown) (the format's own header, which Import reads back)

/** The most plies a record holds. */
export const MAX_RECORD_PLIES = 100000;

/**
 * The longest record read, in characters: 8 MiB, room for MAX_RECORD_PLIES plies with their
 * comments (a ply of several cats with its value is about 60) and a puzzle link of 2 MiB.
 */
export const MAX_RECORD_CHARS = 2 ** 23;

/** The most lines a record may have: its plies, and 10,000 more for fields, blanks and comments. */
export const MAX_RECORD_LINES = MAX_RECORD_PLIES + 10000;

/** Whether `text` is a record (its first line that is not blank is the header). */
export const isRecord = (text) => /^\s*Cat and Mouse record\b/i.test(text);

/**
 * @typedef {object} Record
 * @property {"game"|"line"} kind
 * @property {string} puzzle           the share link (or its `#…` part)
 * @property {{mouse:number, cats:number[], turn:number}} start   (several cats' places sorted)
 * @property {{by:"mouse"|"cat", to:number|number[], note?:string}[]} plies   `to`: the mouse's place, or the cats' places (a list, sorted)
 * @property {{ply:number, level:string}[]} [levels]   a game: the engine's levels, from which ply
 * @property {number} [seed]                            a game: the engine's seed
 * @property {"mouse"|"cat"} [human]                    a game: the user's piece at the start
 * @property {number[]} [swaps]                         a game: the plies at which the user swapped sides
 * @property {string} [result]                          the end in words (a comment for a reader)
 */

/** The cats' places as the text writes them: "cat 2", or with several "cats 2 4". */
const catsText = (cats) => (cats.length > 1 ? `cats ${cats.join(" ")}` : `cat ${cats[0]}`);
const mover = (turn) => (turn === 0 ? "mouse" : "cat");

/** The text of record `r` (see the format above). */
export function formatRecord(r) {
  const out = [HEADER, `kind: ${r.kind}`, `puzzle: ${r.puzzle}`];
  out.push(`start: mouse ${r.start.mouse}, ${catsText(r.start.cats)}, ${mover(r.start.turn)} to move`);
  if (r.kind === "game") {
    const levels = r.levels.map((l) => `${l.level} from ply ${l.ply}`).join(", ");
    out.push(`engine: ${levels}, seed ${r.seed}`);
    out.push(`you: ${r.human}${r.swaps.length ? ", swapped at ply " + r.swaps.join(", ") : ""}`);
  }
  r.plies.forEach((p, i) => {
    const move = p.by === "mouse" ? `mouse ${p.to}` : catsText(p.to);
    out.push(`${i + 1}. ${move}${p.note ? " ; " + p.note : ""}`);
  });
  if (r.result) out.push(`result: ${r.result}`);
  return out.join("\n") + "\n";
}

/** A ply's line (its comment cut off): its number, the mover, where it goes. */
const PLY = /^(\d+)\.\s*(mouse|cats?)\s+(.*)$/i;

/** One place number, short enough to be exact (the common case of a ply, read without splitting). */
const ONE_PLACE = /^\d{1,15}$/;

/** A place number, or an Error naming line `n`. */
function place(word, n, what) {
  if (!/^\d+$/.test(word ?? "")) throw new Error(`line ${n}: ${what} should be a place number, not ${JSON.stringify(word ?? "")}`);
  const v = Number(word);
  if (!Number.isSafeInteger(v)) throw new Error(`line ${n}: ${what} ${word} is too large`);
  return v;
}

/** The cats' places of words `ws` (one, or several: sorted), as a list, or an Error naming line `n`. */
function places(ws, n, what, several) {
  if (ws.length === 0) throw new Error(`line ${n}: ${what} has no place`);
  if (!several && ws.length > 1) throw new Error(`line ${n}: ${what} has ${ws.length} places; one piece has one`);
  return ws.map((w) => place(w, n, what)).sort((a, b) => a - b);
}

/** How many lines `readRecord` reads between two of its pauses. */
const LINES_PER_SLICE = 4000;

/**
 * The record in `text`, or an Error naming the line that is wrong and how (never anything else:
 * the caller keeps the user's puzzle and says the message). At once: for text typed or pasted
 * by the user, `parseRecordSliced` does not hold the page.
 * @returns {Record}
 */
export function parseRecord(text) {
  return runAtOnce(readRecord(text));
}

/**
 * `parseRecord` in slices of a few thousand lines, each in a task of its own (a record of
 * MAX_RECORD_PLIES plies takes a few hundred ms to read): resolves with the record, rejects with
 * its Error. `cancelled()` is asked between slices: true rejects with a "cancelled" Error.
 * @param {string} text
 * @param {() => boolean} [cancelled]
 * @returns {Promise<Record>}
 */
export function parseRecordSliced(text, cancelled = () => false) {
  return runSliced(readRecord(text), cancelled);
}

/** The lines of `text` one at a time (split at "\n", a "\r" before it dropped), without splitting it all at once. */
function* linesOf(text) {
  let at = 0;
  while (at <= text.length) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    yield text.slice(at, end > at && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    at = end + 1;
  }
}

/** parseRecord's reading, pausing (yielding) every LINES_PER_SLICE lines; its return value is the record. */
function* readRecord(text) {
  if (typeof text !== "string") throw new Error("a record is text");
  // sizes first: the length, then the lines counted without splitting
  if (text.length > MAX_RECORD_CHARS) {
    throw new Error(`the record is ${text.length.toLocaleString("en")} characters long; a record has at most ${MAX_RECORD_CHARS.toLocaleString("en")}`);
  }
  let count = 1;
  for (let i = text.indexOf("\n"); i >= 0 && count <= MAX_RECORD_LINES; i = text.indexOf("\n", i + 1)) count++;
  if (count > MAX_RECORD_LINES) {
    throw new Error(`the record has more than ${MAX_RECORD_LINES.toLocaleString("en")} lines, the most a record has (${MAX_RECORD_PLIES.toLocaleString("en")} plies and 10,000 more)`);
  }
  const r = { kind: null, puzzle: null, start: null, plies: [], levels: [], seed: 0, human: null, swaps: [], result: "" };
  let headed = false;
  let several = null; // whether the cats are several, from the start line
  let n = 0;
  for (const raw of linesOf(text)) {
    n++;
    if (n % LINES_PER_SLICE === 0) yield n;
    const cut = raw.indexOf(";");
    const line = (cut >= 0 ? raw.slice(0, cut) : raw).trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!headed) {
      if (!/^Cat and Mouse record\b/i.test(line)) throw new Error(`line ${n}: a record starts with "${HEADER}"`);
      const v = line.match(/record\s+(\d+)$/i);
      if (v && v[1] !== "1") throw new Error(`line ${n}: this page reads records of version 1, not ${v[1]}`);
      headed = true;
      continue;
    }
    const ply = PLY.exec(line);
    const field = ply ? null : line.match(/^([a-z]+):\s*(.*)$/i);
    if (ply) {
      if (!r.start) throw new Error(`line ${n}: a ply before the start line`);
      const k = Number(ply[1]);
      if (k !== r.plies.length + 1) throw new Error(`line ${n}: ply ${k} where ply ${r.plies.length + 1} was expected`);
      if (r.plies.length >= MAX_RECORD_PLIES) throw new Error(`line ${n}: a record holds at most ${MAX_RECORD_PLIES} plies`);
      const by = ply[2].toLowerCase() === "mouse" ? "mouse" : "cat";
      const expected = mover((r.start.turn + r.plies.length) % 2);
      if (by !== expected) throw new Error(`line ${n}: ply ${k} is the ${expected}'s, not the ${by}'s`);
      // (one place, the common case, read without splitting)
      const one = ONE_PLACE.test(ply[3]) && !(by === "cat" && several);
      const to = by === "mouse"
        ? (one ? Number(ply[3]) : places(ply[3].split(/[\s,]+/).filter(Boolean), n, `ply ${k}`, false)[0])
        : (one ? [Number(ply[3])] : places(ply[3].split(/[\s,]+/).filter(Boolean), n, `ply ${k}`, several));
      r.plies.push({ by, to });
    } else if (field) {
      const key = field[1].toLowerCase();
      const value = field[2].trim();
      if (key === "kind") {
        if (value !== "game" && value !== "line") throw new Error(`line ${n}: kind is "game" or "line", not ${JSON.stringify(value)}`);
        r.kind = value;
      } else if (key === "puzzle") {
        if (!/#(graph|grid)=/.test(value)) throw new Error(`line ${n}: the puzzle is the page's share link, with its #graph= or #grid= part`);
        r.puzzle = value;
      } else if (key === "start") {
        const m = value.match(/^mouse\s+(\S+)\s*,\s*(cats?)\s+([^,]+),\s*(mouse|cat)\s+to\s+move$/i);
        if (!m) throw new Error(`line ${n}: the start reads "mouse 1, cat 2, mouse to move" (several cats: "cats 2 4")`);
        several = m[2].toLowerCase() === "cats";
        r.start = { mouse: place(m[1], n, "the mouse"), cats: places(m[3].split(/[\s,]+/).filter(Boolean), n, "the cats", several), turn: m[4].toLowerCase() === "mouse" ? 0 : 1 };
      } else if (key === "engine") {
        const parts = value.split(",").map((p) => p.trim());
        for (const p of parts) {
          const lv = p.match(/^([a-z]+)\s+from\s+ply\s+(\d+)$/i);
          const sd = p.match(/^seed\s+(\d+)$/i);
          if (lv) r.levels.push({ level: lv[1].toLowerCase(), ply: Number(lv[2]) });
          else if (sd) r.seed = Number(sd[1]);
          else throw new Error(`line ${n}: the engine reads "club from ply 0, seed 1234", not ${JSON.stringify(p)}`);
        }
      } else if (key === "you") {
        const m = value.match(/^(mouse|cat)(?:\s*,\s*swapped at ply\s+([\d,\s]+))?$/i);
        if (!m) throw new Error(`line ${n}: "you" reads "mouse" or "cat, swapped at ply 4"`);
        r.human = m[1].toLowerCase();
        r.swaps = m[2] ? m[2].split(/[\s,]+/).filter(Boolean).map(Number) : [];
      } else if (key === "result") {
        r.result = raw.replace(/^\s*result:\s*/i, "").trim();
      } else {
        throw new Error(`line ${n}: no field "${field[1]}" in a record`);
      }
    } else {
      throw new Error(`line ${n}: neither a field ("start: …") nor a ply ("1. mouse 3"): ${JSON.stringify(line.slice(0, 40))}`);
    }
  }
  if (!headed) throw new Error(`the text is empty; a record starts with "${HEADER}"`);
  if (!r.kind) throw new Error('the record has no "kind:" line');
  if (!r.puzzle) throw new Error('the record has no "puzzle:" line');
  if (!r.start) throw new Error('the record has no "start:" line');
  if (r.kind === "game" && !r.human) throw new Error('a game\'s record has a "you:" line');
  if (r.kind === "game" && r.levels.length === 0) r.levels.push({ ply: 0, level: "perfect" });
  if (r.kind === "line") {
    const { kind, puzzle, start, plies, result } = r;
    return { kind, puzzle, start, plies, result };
  }
  return r;
}
