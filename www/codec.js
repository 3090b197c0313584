// Text forms of a puzzle: LeetCode's own input format (paste and copy), the shareable link's hash,
// and the localStorage record. Parsing checks the shape and throws an Error with a clear message;
// the solver then judges the game itself.

/**
 * Reads LeetCode's input format:
 *   913:  `[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`  (optionally `graph = ...`)
 *   1728: `["####F","#C...","M...."]` then catJump and mouseJump, either on the next lines
 *         (LeetCode's test-case box) or as `grid = [...], catJump = 1, mouseJump = 2`.
 * @returns {{mode:"graph", adj:number[][]} | {mode:"grid", rows:string[], catJump:number, mouseJump:number}}
 */
export function parsePuzzleText(text) {
  const start = text.indexOf("[");
  if (start < 0) throw new Error("no puzzle found: paste a graph like [[2,5],[3],...] or a grid like [\"M.F\"] with two jumps");
  const end = matchingBracket(text, start);
  if (end < 0) throw new Error("the '[' at character " + (start + 1) + " is never closed");
  let value;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch (e) {
    throw new Error("the puzzle is not valid JSON: " + e.message.replace(/^JSON\.parse: /, ""));
  }
  if (!Array.isArray(value) || value.length === 0) throw new Error("the puzzle is empty");
  if (value.every((x) => typeof x === "string")) return { mode: "grid", ...gridRest(value, text.slice(end + 1)) };
  if (value.every(Array.isArray)) {
    value.forEach((list, a) => list.forEach((b) => {
      if (!Number.isInteger(b) || b < 0) throw new Error(`graph[${a}] holds ${JSON.stringify(b)}; neighbours are node numbers 0, 1, 2, ...`);
    }));
    return { mode: "graph", adj: value };
  }
  throw new Error("expected a list of neighbour lists (graph) or a list of strings (grid)");
}

function gridRest(rows, rest) {
  const named = (key) => rest.match(new RegExp(key + "\\s*=\\s*(-?\\d+)", "i"))?.[1];
  let catJump = named("catJump");
  let mouseJump = named("mouseJump");
  if (catJump === undefined || mouseJump === undefined) {
    const numbers = rest.match(/-?\d+/g) ?? [];
    [catJump, mouseJump] = numbers;
  }
  if (catJump === undefined || mouseJump === undefined) {
    throw new Error("a grid needs catJump and mouseJump after it, e.g. [\"M.C...F\"] then 1 and 4");
  }
  return { rows, catJump: Number(catJump), mouseJump: Number(mouseJump) };
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

/** LeetCode's input text for the puzzle of `mode` (the grid's turn limit is not part of it). */
export function formatPuzzleText(mode, graph, grid) {
  if (mode === "graph") return JSON.stringify(graph.adj);
  return `${JSON.stringify(grid.rows)}\n${grid.catJump}\n${grid.mouseJump}`;
}

/**
 * The link hash for a puzzle, e.g. `#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2` or
 * `#grid=xxxxF/xC.../M....&catJump=1&mouseJump=2&limit=1000` (walls are written `x`).
 */
export function toHash(mode, graph, grid) {
  const p = new URLSearchParams();
  if (mode === "graph") {
    p.set("graph", graph.adj.map((l) => l.join(".")).join("_"));
    p.set("hole", graph.hole);
    p.set("mouse", graph.mouse);
    p.set("cat", graph.cat);
  } else {
    p.set("grid", grid.rows.map((r) => r.replaceAll("#", "x")).join("/"));
    p.set("catJump", grid.catJump);
    p.set("mouseJump", grid.mouseJump);
    p.set("limit", grid.turnLimit);
  }
  return "#" + p.toString();
}

/**
 * Reads a link hash made by `toHash`. Returns null for an empty hash; throws an Error saying what
 * is wrong otherwise.
 */
export function fromHash(hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const int = (key, fallback) => {
    const raw = p.get(key);
    if (raw === null && fallback !== undefined) return fallback;
    if (raw === null || !/^\d+$/.test(raw)) throw new Error(`the link's ${key} should be a whole number, got ${JSON.stringify(raw)}`);
    return Number(raw);
  };
  if (p.has("graph")) {
    const text = p.get("graph");
    if (!/^[\d._]*$/.test(text)) throw new Error("the link's graph should look like 2.5_3_0.4.5 (neighbours joined by '.', nodes by '_')");
    const adj = text.split("_").map((l) => (l === "" ? [] : l.split(".").map(Number)));
    if (adj.some((l) => l.some((x) => !Number.isInteger(x)))) throw new Error("the link's graph has an empty neighbour number");
    return { mode: "graph", adj, hole: int("hole", 0), mouse: int("mouse", 1), cat: int("cat", 2) };
  }
  if (p.has("grid")) {
    const rows = p.get("grid").split("/").map((r) => r.replaceAll("x", "#"));
    return { mode: "grid", rows, catJump: int("catJump"), mouseJump: int("mouseJump"), turnLimit: int("limit", 1000) };
  }
  if (p.toString() === "") return null;
  throw new Error("the link holds neither a graph= nor a grid= puzzle");
}

const KEY = "cat-mouse-playground/v1";

/** Saves the puzzle snapshot to localStorage (ignores a full or disabled storage). */
export function save(snap) {
  try {
    localStorage.setItem(KEY, JSON.stringify(snap));
  } catch {
    // storage may be disabled (private mode); the page still works without it
  }
}

/** The snapshot saved by `save`, or null if there is none or it is unreadable. */
export function restore() {
  try {
    const snap = JSON.parse(localStorage.getItem(KEY) ?? "null");
    const ok = snap && (snap.mode === "graph" || snap.mode === "grid")
      && Array.isArray(snap.graph?.adj) && Array.isArray(snap.graph?.pos) && snap.graph.pos.length === snap.graph.adj.length
      && Array.isArray(snap.grid?.rows);
    return ok ? snap : null;
  } catch {
    return null;
  }
}
