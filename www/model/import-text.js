// What the Import box holds, read as a puzzle: a share link (its `#graph=` or `#grid=` part),
// graph6 (nauty's format: one printable word, optionally headed `>>graph6<<`) or LeetCode's text.
// Which one is decided by the text's form, never by one character: graph6's alphabet ('?' to '~')
// includes '[' and ']', so a word of that alphabet is read as graph6 first and, if that fails, as
// LeetCode's text too, and the error names what each reading found. Pure: the graph6 reader is
// the solver's, passed in.
import { parsePuzzleText, fromHash, MAX_TEXT_CHARS } from "./codec.js";
import { pageError } from "../i18n/i18n.js";

/** graph6: one word of the characters '?' (63) to '~' (126), with nauty's optional header. */
const GRAPH6 = /^\s*(?:>>graph6<<)?[?-~]+\s*$/;

/** The typographic quotes a phone keyboard puts in for `"` and `'`. */
const CURLY = /[“”„‟″]/g;
const CURLY_SINGLE = /[‘’‚‛′]/g;

/** `text` with typographic quotes made plain (a phone keyboard's `[“M.C…”]` reads as `["M.C…"]`). */
export const plainQuotes = (text) => text.replace(CURLY, "\"").replace(CURLY_SINGLE, "'");

/** Whether `text` has graph6's form: one word of its alphabet (it may still fail to decode). */
export const looksLikeGraph6 = (text) => text.length <= MAX_TEXT_CHARS && GRAPH6.test(text);

/**
 * The puzzle in the Import box's `text`: a spec as model/codec.js parsePuzzleText or fromHash
 * gives it (graph6 gives `{mode: "graph", adj, first: "mouse"}`), or an Error naming what is
 * wrong; for a word that could be either graph6 or LeetCode's text, the message says what each
 * reading found. The page's own refusals carry a kind and params (i18n/i18n.js pageError), so
 * reason() says them in the reader's language, and the package's errors inside them too.
 * @param {string} text
 * @param {import("./codec.js").Limits} limits
 * @param {(text: string) => number[][]} graph6   the solver's graph6 reader (throws on bad text)
 */
export function readImport(text, limits, graph6) {
  if (text.length > MAX_TEXT_CHARS) {
    throw pageError("importTooLong", { chars: text.length, max: MAX_TEXT_CHARS });
  }
  const at = text.search(/#(graph|grid)=/);
  if (at >= 0) return fromHash(text.slice(at).trim(), limits);
  if (!looksLikeGraph6(text)) return parsePuzzleText(plainQuotes(text), limits);
  let asGraph6;
  try {
    return { mode: "graph", adj: graph6(text.trim()), first: "mouse" };
  } catch (err) {
    asGraph6 = err;
  }
  // (not graph6 after all: LeetCode's text, if it is that)
  if (!text.includes("[")) {
    throw pageError("importNoPuzzle", { text: quote(text), graph6: asGraph6 });
  }
  try {
    return parsePuzzleText(text, limits);
  } catch (asLeet) {
    throw pageError("importNeither", { text: quote(text), graph6: asGraph6, leet: asLeet });
  }
}

/** A short quote of the pasted text, for messages. */
function quote(text) {
  const t = text.trim();
  return t.length > 24 ? `"${t.slice(0, 20)}…"` : `"${t}"`;
}
