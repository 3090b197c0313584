// Reads the caller's JS values for the binding: the JS half of src/wasm/input.rs.
//
// The caller's values may be hostile: getters and Proxy traps that throw or lie, revoked
// proxies, custom iterators, sparse arrays of any length. So this module
// - catches every exception the caller's code throws and reports it as a failure record: no JS
//   exception ever unwinds through wasm frames (which would leak the wasm stack);
// - reads every length before any element, and refuses at the budget it is given, so nothing
//   oversized is ever copied;
// - reads arrays by index, never through an iterator, and each element exactly once;
// - never coerces (no valueOf, toString or toJSON of the caller's values): it only looks at
//   what `typeof` says of each value it read;
// - hands each input to wasm as ONE Float64Array, so it crosses the boundary in one copy.
//
// A result is [0, ...payload] on success, or a failure record
//   [kind, depth, i, j, count, ...UTF-16 code units of a short text]
// where `depth` says how deep the bad value sits (0: the argument itself, 1: its element `i`,
// 2: element `j` of that), `count` is a length for TOO_LONG, and the text describes the bad
// value or the exception. input.rs turns it into the Error message.

// Failure kinds (input.rs has the same numbers).
const NOT_ARRAY = 1;
const NOT_STRING = 2;
const NOT_WHOLE = 3;
const BAD_LENGTH = 4;
const THREW = 5;
const TOO_LONG = 6;
const NOT_OBJECT = 7;
const UNKNOWN_KEY = 8;

// Captured once, so that later changes to these globals cannot redirect the reader.
const isArray = Array.isArray;
const isView = ArrayBuffer.isView;
const objectKeys = Object.keys;
const objectToString = Object.prototype.toString;
const apply = Reflect.apply;
const is = Object.is;

/** The most characters of a string shown, of a whole description, of an exception's text. */
const TEXT_LIMIT = 60;
const DESCRIPTION_LIMIT = 100;
const EXCEPTION_LIMIT = 120;

/** Whether `n` is a length a real array can have. */
function validLength(n) {
  return typeof n === "number" && n >>> 0 === n;
}

function clip(text, limit = TEXT_LIMIT) {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

function quote(s) {
  // JSON.stringify of a primitive string runs no caller code; slice first to bound the cost.
  return s.length > TEXT_LIMIT ? `${JSON.stringify(s.slice(0, TEXT_LIMIT))}…` : JSON.stringify(s);
}

function article(word) {
  return /^[AEIOU]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** A short text for `value`, from a bounded prefix of it (at most `depth` levels deep). */
function text(value, depth) {
  switch (typeof value) {
    case "undefined":
      return "undefined";
    case "number":
      return is(value, -0) ? "-0" : String(value); // NaN, Infinity, -Infinity as such
    case "string":
      return quote(value);
    case "boolean":
      return String(value);
    case "bigint":
      return value > 10n ** 20n || value < -(10n ** 20n) ? "a huge BigInt" : `${value}n`;
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      break;
  }
  if (value === null) return "null";
  if (isArray(value)) {
    if (depth === 0) return "[…]";
    const length = value.length;
    if (!validLength(length)) return `an array whose length is ${text(length, 0)}`;
    const parts = [];
    let size = 0;
    for (let i = 0; i < length && parts.length < 6 && size < TEXT_LIMIT; i++) {
      const part = element(value, i, depth - 1);
      parts.push(part);
      size += part.length + 1;
    }
    return `[${parts.join(",")}${parts.length < length ? ",…" : ""}]`;
  }
  const tag = apply(objectToString, value, []).slice(8, -1);
  if (isView(value)) return `${article(tag)} of length ${text(value.length, 0)}`;
  if (tag !== "Object") return article(tag);
  if (depth === 0) return "{…}";
  const keys = objectKeys(value);
  const parts = [];
  let size = 0;
  for (let k = 0; k < keys.length && parts.length < 4 && size < TEXT_LIMIT; k++) {
    const part = `${quote(keys[k])}:${element(value, keys[k], depth - 1)}`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(",")}${parts.length < keys.length ? ",…" : ""}}`;
}

/** The text of `value[key]`, or `<threw>` if reading it throws. */
function element(value, key, depth) {
  let item;
  try {
    item = value[key];
  } catch {
    return "<threw>";
  }
  return text(item, depth);
}

/** A short description of `value` for an error message; never throws. */
export function describe(value) {
  try {
    return clip(text(value, 2), DESCRIPTION_LIMIT);
  } catch {
    return "a value that cannot be read";
  }
}

/** A short text for an exception the caller's code threw; never throws. */
function exceptionText(e) {
  try {
    if (typeof e === "object" && e !== null) {
      const s = String(e); // the caller's toString: may throw, caught below
      if (typeof s === "string") return clip(s, EXCEPTION_LIMIT);
    }
  } catch {
    // fall through to the bounded description
  }
  return describe(e);
}

function record(kind, depth, i, j, count, message) {
  const out = new Float64Array(5 + message.length);
  out[0] = kind;
  out[1] = depth;
  out[2] = i;
  out[3] = j;
  out[4] = count;
  for (let k = 0; k < message.length; k++) out[5 + k] = message.charCodeAt(k);
  return out;
}

function failure(kind, depth, i, j, value) {
  return record(kind, depth, i, j, 0, describe(value));
}

function threw(depth, i, j, e) {
  return record(THREW, depth, i, j, 0, exceptionText(e));
}

/** The first step of reading a graph: its rows and their lengths (`head`), no neighbour yet. */
export class GraphShape {
  constructor(head, rows) {
    this.head = head; // [0, len_0, ..., len_{n-1}], or a failure record
    this.rows = rows; // the rows as read, each read once
  }
}

/**
 * Reads the shape of `graph` (an array of arrays or typed arrays): refuses more than
 * `maxNodes` rows before reading any, then reads each row and its length, no element.
 */
export function graphShape(graph, maxNodes) {
  let depth = 0;
  let i = 0;
  try {
    if (!isArray(graph)) return new GraphShape(failure(NOT_ARRAY, 0, 0, 0, graph), null);
    const n = graph.length;
    if (!validLength(n)) return new GraphShape(failure(BAD_LENGTH, 0, 0, 0, n), null);
    if (n > maxNodes) return new GraphShape(record(TOO_LONG, 0, 0, 0, n, ""), null);
    const head = new Float64Array(n + 1);
    const rows = new Array(n);
    depth = 1;
    for (; i < n; i++) {
      const row = graph[i];
      if (!isArray(row) && !isView(row)) {
        return new GraphShape(failure(NOT_ARRAY, 1, i, 0, row), null);
      }
      const length = row.length;
      if (!validLength(length)) return new GraphShape(failure(BAD_LENGTH, 1, i, 0, length), null);
      rows[i] = row;
      head[i + 1] = length;
    }
    return new GraphShape(head, rows);
  } catch (e) {
    return new GraphShape(threw(depth, i, 0, e), null);
  }
}

/**
 * Reads every neighbour of a graph whose shape `graphShape` read (and Rust checked against the
 * budgets): [0, ...the lists one after another]. Each must be a whole number from 0 to 2³²−1.
 */
export function graphNeighbours(shape) {
  const { head, rows } = shape;
  let total = 0;
  for (let r = 1; r < head.length; r++) total += head[r];
  const out = new Float64Array(1 + total);
  let k = 1;
  let i = 0;
  let j = 0;
  try {
    for (; i < rows.length; i++) {
      const row = rows[i];
      const length = head[i + 1];
      for (j = 0; j < length; j++) {
        const v = row[j];
        if (typeof v !== "number" || v >>> 0 !== v) return failure(NOT_WHOLE, 2, i, j, v);
        out[k++] = v;
      }
    }
  } catch (e) {
    return threw(2, i, j, e);
  }
  return out;
}

/** Counts the characters (code points) of `s`, stopping at `cap`. */
function countChars(s, cap) {
  // a code point is one or two UTF-16 units, so 2 * cap units hold at least cap of them: such a
  // string is measured without reading a character (reading one makes an engine flatten a
  // rope, e.g. Firefox's '.'.repeat(2 ** 26): a 128 MB copy)
  if (s.length >= 2 * cap) return cap;
  let n = 0;
  for (let k = 0; k < s.length && n < cap; k++, n++) {
    const u = s.charCodeAt(k);
    if (u >= 0xd800 && u <= 0xdbff && k + 1 < s.length) {
      const w = s.charCodeAt(k + 1);
      if (w >= 0xdc00 && w <= 0xdfff) k++;
    }
  }
  return n;
}

/**
 * Reads a grid (an array of strings): [0, rows, m, len_0, ..., len_{m-1}, ...cells], where
 * each length counts characters up to `maxCells + 1`; the lengths stop after the first row at
 * which their running total exceeds `maxCells`, and the cells (code points, row by row; a lone
 * surrogate reads as U+FFFD) follow only when the total is within `maxCells`.
 */
export function readGrid(grid, maxCells) {
  let depth = 0;
  let i = 0;
  try {
    if (!isArray(grid)) return failure(NOT_ARRAY, 0, 0, 0, grid);
    const rows = grid.length;
    if (!validLength(rows)) return failure(BAD_LENGTH, 0, 0, 0, rows);
    if (rows > maxCells) return record(TOO_LONG, 0, 0, 0, rows, "");
    // Every row is read once, and must be a string, before any is measured.
    const strings = new Array(rows);
    depth = 1;
    for (; i < rows; i++) {
      const row = grid[i];
      if (typeof row !== "string") return failure(NOT_STRING, 1, i, 0, row);
      strings[i] = row;
    }
    const lengths = [];
    let total = 0;
    for (let r = 0; r < rows && total <= maxCells; r++) {
      const length = countChars(strings[r], maxCells + 1);
      lengths.push(length);
      total += length;
    }
    const within = total <= maxCells;
    const out = new Float64Array(3 + lengths.length + (within ? total : 0));
    out[1] = rows;
    out[2] = lengths.length;
    for (let r = 0; r < lengths.length; r++) out[3 + r] = lengths[r];
    if (within) {
      let k = 3 + lengths.length;
      for (let r = 0; r < rows; r++) {
        const s = strings[r];
        for (let c = 0; c < s.length; c++) {
          let u = s.charCodeAt(c);
          if (u >= 0xd800 && u <= 0xdfff) {
            const w = c + 1 < s.length ? s.charCodeAt(c + 1) : 0;
            if (u <= 0xdbff && w >= 0xdc00 && w <= 0xdfff) {
              u = 0x10000 + ((u - 0xd800) << 10) + (w - 0xdc00);
              c++;
            } else {
              u = 0xfffd;
            }
          }
          out[k++] = u;
        }
      }
    }
    return out;
  } catch (e) {
    return threw(depth, i, 0, e);
  }
}

/**
 * Reads a flat list of whole numbers (an array or a typed array, e.g. the holes of a graph):
 * [0, ...values], each a whole number from 0 to 2³²−1; refuses more than `maxLength` values
 * before reading any.
 */
export function readWholes(list, maxLength) {
  let depth = 0;
  let i = 0;
  try {
    if (!isArray(list) && !isView(list)) return failure(NOT_ARRAY, 0, 0, 0, list);
    const n = list.length;
    if (!validLength(n)) return failure(BAD_LENGTH, 0, 0, 0, n);
    if (n > maxLength) return record(TOO_LONG, 0, 0, 0, n, "");
    const out = new Float64Array(1 + n);
    depth = 1;
    for (; i < n; i++) {
      const v = list[i];
      if (typeof v !== "number" || v >>> 0 !== v) return failure(NOT_WHOLE, 1, i, 0, v);
      out[1 + i] = v;
    }
    return out;
  } catch (e) {
    return threw(depth, i, 0, e);
  }
}

/**
 * Reads an options object (or a design spec): refuses anything but a plain non-array object,
 * and any own enumerable key not in `known` (a comma-separated list); then reads each known key
 * that is an own enumerable key, once. An inherited property (`Object.create(options)`, a
 * `__proto__` in a literal) is not read, as it is not in any other input: absent.
 * Returns [0, value of known[0], value of known[1], ...] or [failure record].
 */
export function readOptions(options, known) {
  const names = known.split(",");
  let depth = 0;
  let i = 0;
  try {
    if (typeof options !== "object" || options === null || isArray(options)) {
      return [failure(NOT_OBJECT, 0, 0, 0, options)];
    }
    const keys = objectKeys(options);
    for (let k = 0; k < keys.length; k++) {
      if (!names.includes(keys[k])) return [record(UNKNOWN_KEY, 0, 0, 0, 0, clip(keys[k]))];
    }
    const out = [0];
    depth = 1;
    for (; i < names.length; i++) out.push(keys.includes(names[i]) ? options[names[i]] : undefined);
    return out;
  } catch (e) {
    return [threw(depth, i, 0, e)];
  }
}
