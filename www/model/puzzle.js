// Edits of a puzzle, as pure functions: each takes a puzzle and returns a new one (or throws an
// Error whose message the page shows inline). No game rules here: the solver judges validity.
// No edit moves a node the user did not move: the drawing is theirs (model/layout.js lays out a whole
// graph only when asked to).
import { MIN_GAP } from "./layout.js";
import { t } from "../i18n/i18n.js";

/** Largest grid side the editor offers. */
export const MAX_SIDE = 64;

/** Largest turn limit the editor offers, in plies (the solver takes any up to 2³²−1). */
export const MAX_TURN_LIMIT = 100000;

// ---------------------------------------------------------------- graph

/** Adds node `n` (the next id) at layout position `at`, with no edges. */
export function addNode(graph, at) {
  return { ...graph, adj: [...graph.adj.map((l) => [...l]), []], pos: [...graph.pos, at] };
}

/**
 * The edge tool's edit of a drag from node `a` to node `b`. Two-way edges (LeetCode's): adds the
 * edge a–b if it is missing, removes it if present. With one-way edges (the rule `directed`), the
 * drag always leaves the move a → b, whatever was there: no edge becomes a → b; b → a becomes
 * two-way (drag back for two-way); a two-way edge becomes a → b only; a → b stays. (removeEdge
 * takes an edge away.)
 */
export function toggleEdge(graph, a, b) {
  if (a === b) throw new Error(t("puzzle.error.sameNodes", { node: a }));
  const adj = graph.adj.map((l) => [...l]);
  const add = (x, y) => { if (!adj[x].includes(y)) adj[x] = [...adj[x], y].sort((p, q) => p - q); };
  const drop = (x, y) => { adj[x] = adj[x].filter((z) => z !== y); };
  if (graph.rules?.directed) {
    const ab = adj[a].includes(b);
    const ba = adj[b].includes(a);
    if (ab && ba) drop(b, a);
    else add(a, b);
  } else if (adj[a].includes(b)) {
    drop(a, b);
    drop(b, a);
  } else {
    add(a, b);
    add(b, a);
  }
  return { ...graph, adj };
}

/** Removes the edge between `a` and `b`, both ways (a one-way edge either way too). */
export function removeEdge(graph, a, b) {
  if (!graph.adj[a]?.includes(b) && !graph.adj[b]?.includes(a)) throw new Error(t("puzzle.error.noEdge", { a, b }));
  const adj = graph.adj.map((l, i) => (i === a ? l.filter((x) => x !== b) : i === b ? l.filter((x) => x !== a) : [...l]));
  return { ...graph, adj };
}

/**
 * Deletes node `v` and its edges. Nodes after `v` move down by one (node v+1 becomes v, ...), so
 * the ids stay 0..n-1 as LeetCode's format needs. The hole and the pieces' nodes cannot be deleted.
 */
export function deleteNode(graph, v) {
  // (with the rule noHole the hole is only kept for when the rule is switched off: no obstacle)
  if (!graph.rules?.noHole && graph.hole === v) throw new Error(t("puzzle.error.deleteHole", { node: v }));
  if (graph.mouse === v) throw new Error(t("puzzle.error.deleteMouse", { node: v }));
  if (graph.cats.includes(v)) throw new Error(t(graph.cats.length === 1 ? "puzzle.error.deleteCat" : "puzzle.error.deleteCats", { node: v }));
  if (!graph.rules?.noHole && graph.extraHoles?.includes(v)) throw new Error(t("puzzle.error.deleteExtraHole", { node: v }));
  if (graph.adj.length <= 3) throw new Error(t("puzzle.error.threeNodes"));
  const renumber = (x) => (x > v ? x - 1 : x);
  const adj = graph.adj
    .filter((_, i) => i !== v)
    .map((l) => l.filter((x) => x !== v).map(renumber));
  const mouse = renumber(graph.mouse);
  const cats = graph.cats.map(renumber);
  // a deleted (unused) hole goes to the first node no piece stands on, for when noHole is switched off
  const hole = graph.hole === v ? Math.max(0, adj.findIndex((_, i) => i !== mouse && !cats.includes(i))) : renumber(graph.hole);
  const extraHoles = graph.extraHoles?.filter((h) => h !== v).map(renumber);
  return {
    ...graph,
    adj,
    pos: graph.pos.filter((_, i) => i !== v),
    hole,
    mouse,
    cats,
    ...(extraHoles ? { extraHoles: extraHoles.filter((h) => h !== hole) } : {}),
  };
}

/** The graph's one-way edges, as [a, b] pairs: a → b listed, b → a not. */
export function oneWayEdges(graph) {
  const out = [];
  graph.adj.forEach((list, a) => list.forEach((b) => { if (!graph.adj[b]?.includes(a)) out.push([a, b]); }));
  return out;
}

/** The graph with every one-way edge a → b made two-way (b → a added). */
export function twoWay(graph) {
  const adj = graph.adj.map((l) => [...l]);
  for (const [a, b] of oneWayEdges(graph)) adj[b] = [...adj[b], a].sort((x, y) => x - y);
  return { ...graph, adj };
}

/** Every hole of the graph: `hole` first, then the extra ones (rule severalHoles); none with the rule noHole. */
export const holesOf = (graph) => (graph.rules?.noHole ? [] : [graph.hole, ...(graph.extraHoles ?? [])]);

/** The graph with only its first hole (`hole`). */
export function oneHole(graph) {
  const { extraHoles, ...rest } = graph;
  return rest;
}

/**
 * With several holes (rule severalHoles), the Hole tool on node `v`: adds a hole there, or removes
 * the hole there (the last hole cannot be removed). A piece's node cannot become a hole: the
 * piece must move first.
 */
function toggleHole(graph, v) {
  const holes = holesOf(graph);
  if (holes.includes(v)) {
    if (holes.length === 1) throw new Error(t("puzzle.error.lastHole", { node: v }));
    const [hole, ...extraHoles] = holes.filter((h) => h !== v);
    return withExtraHoles({ ...graph, hole }, extraHoles);
  }
  if (graph.mouse === v) throw new Error(t("puzzle.error.holeOnMouse", { node: v }));
  if (graph.cats.includes(v)) throw new Error(t(graph.cats.length === 1 ? "puzzle.error.holeOnCat" : "puzzle.error.holeOnCats", { node: v }));
  return withExtraHoles(graph, [...holes.slice(1), v]);
}

function withExtraHoles(graph, extraHoles) {
  const next = oneHole(graph);
  if (extraHoles.length) next.extraHoles = extraHoles;
  return next;
}

/**
 * Where a node added "next to node `v`" goes (layout units): the first spot on rings about `v`,
 * below-right first, that keeps MIN_GAP from every node and lies inside `box` ([x0, y0, x1, y1],
 * e.g. the board's view; null: anywhere); if none does, the spot in `box` farthest from every
 * node. Nothing moves.
 */
export function spotNear(pos, v, box = null) {
  const [x, y] = pos[v] ?? [0, 0];
  const inBox = (px, py) => !box || (px >= box[0] && px <= box[2] && py >= box[1] && py <= box[3]);
  const clearance = (px, py) => Math.min(Infinity, ...pos.map(([qx, qy]) => Math.hypot(qx - px, qy - py)));
  let best = null;
  for (const reach of [1, 1.4, 2, 2.8, 4]) {
    for (let k = 0; k < 16; k++) {
      const a = Math.PI / 6 + (k * Math.PI) / 8; // from below-right, round
      const spot = [Math.round((x + reach * Math.cos(a)) * 1e3) / 1e3, Math.round((y + reach * Math.sin(a)) * 1e3) / 1e3];
      if (!inBox(...spot)) continue;
      const c = clearance(...spot);
      if (c >= MIN_GAP * 1.2) return spot;
      if (!best || c > best.c) best = { spot, c };
    }
  }
  return best?.spot ?? [x + 1, y + 0.6];
}

/** Moves node `v` to layout position `at`. */
export function moveNode(graph, v, at) {
  const pos = graph.pos.map((p, i) => (i === v ? at : p));
  return { ...graph, pos };
}

/**
 * Makes node `v` the hole, the mouse's place or the cat's place. If another role sits on `v`,
 * the two swap nodes, so the three stay distinct. With several holes (rule severalHoles), the
 * hole adds or removes a hole instead (toggleHole).
 * @param {"hole"|"mouse"|"cat"} role
 */
export function setRole(graph, role, v) {
  if (role === "hole" && graph.rules?.noHole) throw new Error(t("puzzle.error.noHoleRule"));
  if (role === "hole" && graph.rules?.severalHoles) return toggleHole(graph, v);
  if (role === "cat" && graph.rules?.severalCats) return toggleCat(graph, v);
  const i = catIndexOf(role);
  if (i > 0) return moveCat(graph, i, v);
  return placeRole(graph, role, v);
}

/**
 * setRole without the tools' toggles: the hole or the mouse moves to `v`, swapping with a role
 * there (the first cat: moveCat).
 */
function placeRole(graph, role, v) {
  if (role === "cat") return moveCat(graph, 0, v);
  const next = { ...graph };
  const old = graph[role];
  const other = role === "hole" ? "mouse" : "hole";
  if (graph[other] === v) next[other] = old;
  // a piece put on one of the extra holes swaps with it as with the hole
  if (graph.extraHoles?.includes(v)) next.extraHoles = graph.extraHoles.map((h) => (h === v ? old : h));
  // likewise a hole or the mouse put on a cat
  if (graph.cats.includes(v)) next.cats = graph.cats.map((c) => (c === v ? old : c));
  next[role] = v;
  return next;
}

// ---------------------------------------------------------------- several cats

/** The most cats a graph game has (the package's bound; the Cat tool adds no more). */
export const MAX_CATS = 8;

/** The piece name of cat `i` (0: "cat", the first; then "cat2" … "cat8"), as drags and the board name them. */
export const catPiece = (i) => (i === 0 ? "cat" : `cat${i + 1}`);

/** Which cat a piece name is (catPiece's inverse), or -1 for another piece. */
export function catIndexOf(piece) {
  if (piece === "cat") return 0;
  const m = /^cat([2-8])$/.exec(piece ?? "");
  return m ? Number(m[1]) - 1 : -1;
}

/** The graph with only its first cat. */
export const oneCat = (graph) => ({ ...graph, cats: graph.cats.slice(0, 1) });

/**
 * With several cats (rule severalCats), the Cat tool on node `v`: takes away the cat there (not
 * the last one), or adds a cat there (up to MAX_CATS). The hole's and the mouse's nodes are refused.
 */
function toggleCat(graph, v) {
  const cats = graph.cats;
  if (cats.includes(v)) {
    if (cats.length === 1) throw new Error(t("puzzle.error.lastCat", { node: v }));
    return { ...graph, cats: cats.filter((c, i) => i !== cats.indexOf(v)) };
  }
  if (cats.length >= MAX_CATS) throw new Error(t("puzzle.error.mostCats", { max: MAX_CATS }));
  if (graph.mouse === v) throw new Error(t("puzzle.error.catOnMouse", { node: v }));
  if (holesOf(graph).includes(v) && !graph.rules?.catEntersHole) throw new Error(t("puzzle.error.catOnHole", { node: v }));
  return { ...graph, cats: [...cats, v] };
}

/**
 * Moves cat `i` (0 the first) to node `v`: onto another cat, nothing happens (the cats are
 * alike); onto the mouse or a hole, the two swap.
 */
export function moveCat(graph, i, v) {
  const cats = graph.cats;
  if (!(i < cats.length)) throw new Error(t("puzzle.error.noCat", { n: i + 1 }));
  if (cats.includes(v)) return graph;
  const old = cats[i];
  const next = { ...graph, cats: cats.map((c, k) => (k === i ? v : c)) };
  if (graph.mouse === v) next.mouse = old;
  if (graph.hole === v) next.hole = old;
  if (graph.extraHoles?.includes(v)) next.extraHoles = graph.extraHoles.map((h) => (h === v ? old : h));
  return next;
}

// ---------------------------------------------------------------- grid

const PIECES = { mouse: "M", cat: "C", food: "F" };

/** Where character `ch` stands in `rows`, as [row, col], or null. */
export function findCell(rows, ch) {
  for (let r = 0; r < rows.length; r++) {
    const c = rows[r].indexOf(ch);
    if (c >= 0) return [r, c];
  }
  return null;
}

function withCell(rows, r, c, ch) {
  return rows.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));
}

/** Paints cell (r, c) as wall `#` or floor `.`; cells holding C, M or F are left alone. */
export function paintCell(grid, r, c, ch) {
  const here = grid.rows[r][c];
  if (here === ch || "CMF".includes(here)) return grid;
  return { ...grid, rows: withCell(grid.rows, r, c, ch) };
}

/**
 * Puts a piece ("mouse", "cat" or "food") on cell (r, c). Its old cell (`at` [r, c] for one of
 * several foods being dragged; otherwise where the piece is) becomes floor, or takes the piece
 * that stood on (r, c), so that pieces swap rather than vanish. With several foods (rule
 * severalFoods) and no `at`, the food tool adds or removes a food instead (toggleFood).
 */
export function placePiece(grid, piece, r, c, at = null) {
  const ch = PIECES[piece];
  if (!ch) throw new Error(t("puzzle.error.noPiece", { piece: String(piece) }));
  const here = grid.rows[r][c];
  if (piece === "food" && grid.rules?.severalFoods && !at) return toggleFood(grid, r, c);
  if (here === ch) return grid;
  const from = at ?? findCell(grid.rows, ch);
  let rows = grid.rows;
  if (from) rows = withCell(rows, from[0], from[1], "CMF".includes(here) ? here : ".");
  rows = withCell(rows, r, c, ch);
  return { ...grid, rows };
}

/**
 * With several foods, the Food tool on cell (r, c): a food there is removed (not the last one),
 * floor or wall becomes food; the mouse's and the cat's cells must be freed first.
 */
function toggleFood(grid, r, c) {
  const here = grid.rows[r][c];
  if (here === "F") {
    if (grid.rows.join("").split("F").length === 2) {
      throw new Error(t("puzzle.error.lastFood", { row: r, col: c }));
    }
    return { ...grid, rows: withCell(grid.rows, r, c, ".") };
  }
  if (here === "M" || here === "C") throw new Error(t(here === "M" ? "puzzle.error.foodOnMouse" : "puzzle.error.foodOnCat", { row: r, col: c }));
  return { ...grid, rows: withCell(grid.rows, r, c, "F") };
}

/** The grid with only its first food (row by row): the others become floor. */
export function oneFood(grid) {
  let seen = false;
  const rows = grid.rows.map((row) => row.replace(/F/g, () => (seen ? "." : ((seen = true), "F"))));
  return { ...grid, rows };
}

/**
 * Resizes the grid to `rows` x `cols` (1..MAX_SIDE, or up to the side the grid already has: an
 * imported 1x73 grid may become 2x73 or 1x70), adding floor or cropping at the bottom and right.
 * A piece that would fall off moves to the nearest free cell inside.
 */
export function resize(grid, rows, cols) {
  const [maxRows, maxCols] = sideLimits(grid);
  if (!(rows >= 1 && rows <= maxRows && cols >= 1 && cols <= maxCols)) {
    throw new Error(maxRows === MAX_SIDE && maxCols === MAX_SIDE ? t("puzzle.error.side", { max: MAX_SIDE })
      : t("puzzle.error.sides", { rows: maxRows, cols: maxCols }));
  }
  const lost = [];
  const out = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) line += grid.rows[r]?.[c] ?? ".";
    out.push(line);
  }
  grid.rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if ("CMF".includes(row[c]) && (r >= rows || c >= cols)) lost.push([row[c], r, c]);
    }
  });
  let next = { ...grid, rows: out };
  for (const [ch, r, c] of lost) {
    const spot = nearestFree(next.rows, Math.min(r, rows - 1), Math.min(c, cols - 1));
    if (!spot) throw new Error(t("puzzle.error.noRoom", { rows, cols }));
    next = { ...next, rows: withCell(next.rows, spot[0], spot[1], ch) };
  }
  return next;
}

function nearestFree(rows, r0, c0) {
  let best = null;
  let bestD = Infinity;
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const d = Math.abs(r - r0) + Math.abs(c - c0) + (row[c] === "#" ? 0.5 : 0);
      if (!"CMF".includes(row[c]) && d < bestD) [best, bestD] = [[r, c], d];
    }
  });
  return best;
}

/** Sets a positive integer setting ("catJump", "mouseJump", "turnLimit") of the grid. */
export function setNumber(grid, key, value, max) {
  const v = Number(value);
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`${key} must be a whole number from 1 to ${max}`);
  return { ...grid, [key]: v };
}

// ---------------------------------------------------------------- what an edit did to the roles

/** The places of the roles of a puzzle snapshot's `mode`: graph nodes, or grid cells as [r, c]. */
function rolesOf(snap) {
  if (snap.mode === "graph") {
    const { hole, mouse, cats } = snap.graph;
    return { hole, mouse, ...Object.fromEntries(cats.map((c, i) => [i === 0 ? "cat" : `cat ${i + 1}`, c])) };
  }
  const at = (ch) => findCell(snap.grid.rows, ch);
  return { mouse: at("M"), cat: at("C"), food: at("F") };
}

const where = (mode, p) => (mode === "graph" ? t("words.node", { place: p }) : p ? `(${p[0]}, ${p[1]})` : t("puzzle.nowhere"));

/** A role's name in the language in force: "mouse", "hole", "cat 2"… */
const roleName = (role) => (role.startsWith("cat ") ? t("puzzle.role.catN", { n: Number(role.slice(4)) }) : t(`puzzle.role.${role}`));

/**
 * What an edit from snapshot `before` to `after` ({mode, graph, grid}) did to the roles besides
 * the one the user moved, in a sentence: two roles that swapped places (a piece put on the hole,
 * the food or the other piece), or pieces a resize pushed back onto the grid. "" when nothing
 * moved that the user did not move (one role placed, a node moved, an edge, a wall), and for an
 * edit that renumbers the nodes (a deletion: its tool says so).
 */
export function rolesMoved(before, after) {
  if (before.mode !== after.mode) return "";
  const mode = after.mode;
  if (mode === "graph" && before.graph.adj.length !== after.graph.adj.length) return "";
  // a cat added or taken away (the Cat tool with several cats) moved no other role
  if (mode === "graph" && before.graph.cats.length !== after.graph.cats.length) return "";
  const a = rolesOf(before);
  const b = rolesOf(after);
  const changed = Object.keys(a).filter((role) => JSON.stringify(a[role]) !== JSON.stringify(b[role]));
  const resized = mode === "grid"
    && (before.grid.rows.length !== after.grid.rows.length || before.grid.rows[0]?.length !== after.grid.rows[0]?.length);
  if (resized) {
    if (changed.length === 0) return "";
    const list = changed.map((role) => t("puzzle.movedFrom", { role: roleName(role), from: where(mode, a[role]), to: where(mode, b[role]) }));
    return t("puzzle.resized", { rows: after.grid.rows.length, cols: after.grid.rows[0].length, list: join(list) });
  }
  if (changed.length < 2) return "";
  if (changed.length === 2) {
    const [x, y] = changed;
    return t(`puzzle.swapped.${mode}`, { x: roleName(x), y: roleName(y), xAt: where(mode, b[x]), yAt: where(mode, b[y]) });
  }
  return t("puzzle.now", { list: join(changed.map((role) => t("puzzle.isOn", { role: roleName(role), at: where(mode, b[role]) }))) });
}

/** "a", "a and b", "a, b and c" in the language in force. */
const join = (list) => (list.length < 2 ? list.join("") : t("puzzle.join", { list: list.slice(0, -1).join(t("words.listSeparator")), last: list[list.length - 1] }));

/**
 * The most rows and columns the grid's fields take: MAX_SIDE, or the grid's own side where it is
 * longer (an imported grid), so that a field never shows a value it refuses.
 * @returns {[number, number]}
 */
export function sideLimits(grid) {
  return [Math.max(MAX_SIDE, grid.rows.length), Math.max(MAX_SIDE, grid.rows[0]?.length ?? 0)];
}

/**
 * The Cops and Robbers puzzle of `graph` (a GraphPuzzle) and a copNumber answer with `cats` set:
 * the cats on the first winning start, the mouse on its best start against it, the cats to
 * move, no hole, both sides may pass (the game copNumber solves).
 */
export function chasePuzzle(graph, result) {
  const cats = [...result.starts[0]];
  const rules = { ...graph.rules, noHole: true, mousePasses: true, catPasses: true, ...(cats.length > 1 ? { severalCats: true } : {}) };
  delete rules.severalHoles;
  if (cats.length === 1) delete rules.severalCats;
  const { extraHoles, ...rest } = graph;
  // (with no hole, `hole` is a node the package never reads: the first without a piece, if any)
  const taken = new Set([result.mouse, ...cats]);
  const free = graph.adj.findIndex((_l, i) => !taken.has(i));
  return { ...rest, hole: free >= 0 ? free : graph.hole, mouse: result.mouse, cats, first: "cat", rules };
}

/**
 * The most a grid number field takes (`key`: "rows", "cols", "catJump", "mouseJump" or
 * "turnLimit"): MAX_SIDE (MAX_TURN_LIMIT for the turn limit), or the grid's own value where it is
 * larger (an imported grid, a link), so that no field shows a value it refuses.
 */
export function fieldLimit(grid, key) {
  const usual = key === "turnLimit" ? MAX_TURN_LIMIT : MAX_SIDE;
  const now = key === "rows" ? grid.rows.length : key === "cols" ? grid.rows[0]?.length ?? 0 : grid[key] ?? 0;
  return Math.max(usual, now);
}

/**
 * What a puzzle's table depends on, as a string: everything but where the pieces start and who
 * moves first (the solver's table holds every start: moving a piece needs no new solve). Two
 * puzzles with the same key have the same table.
 * @param {"graph"|"grid"} mode
 */
export function tableKey(mode, graph, grid) {
  if (mode === "graph") {
    const { adj, hole, extraHoles = [], rules = {}, cats } = graph;
    return JSON.stringify(["graph", adj, hole, extraHoles, rules, cats.length]);
  }
  const { rows, catJump, mouseJump, turnLimit, rules = {} } = grid;
  return JSON.stringify(["grid", rows.map((r) => r.replace(/[MC]/g, ".")), catJump, mouseJump, turnLimit, rules]);
}

/** Where a puzzle's pieces start and who moves first: `{mouse, cats, turn}` (places as the solver numbers them). */
export function startOf(mode, graph, grid) {
  if (mode === "graph") return { mouse: graph.mouse, cats: [...graph.cats].sort((a, b) => a - b), turn: graph.first === "cat" ? 1 : 0 };
  const cols = grid.rows[0]?.length ?? 0;
  const at = (ch) => {
    const [r, c] = findCell(grid.rows, ch) ?? [-1, -1];
    return r < 0 ? -1 : r * cols + c;
  };
  return { mouse: at("M"), cats: [at("C")], turn: 0 };
}
