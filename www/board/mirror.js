// The board in words, for a screen reader: the board's accessible name (what it is and what its
// colours show), and an off-screen copy of the board (#board-words) that a screen reader's own
// browsing reaches: the pieces and goals, then every place with the outcome and distance its
// colour shows, and on the graph each node's edges. A list of nodes for the graph, a table of
// rows and columns for the grid. Written only when its words change, a moment after the board
// settles (a drag does not rebuild it every frame); never a live region (the status line under
// the board speaks for the cursor). Reads state; never changes it.
import { holesOf } from "../model/puzzle.js";
import { placeName, outcomeWords } from "../model/words.js";

/** Escapes text for markup (board/paint/svg.js has the painters' own; this room is below it). */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]);

/** The most places listed; a bigger board says how many it leaves out (the cursor still reads each). */
export const MIRROR_PLACES = 4096;

/** The most edges listed for one node; the rest are counted ("and 1,167 more"). */
export const MIRROR_EDGES = 32;

/** How long the board must stay unchanged before its words are rewritten, in ms. */
const SETTLE_MS = 120;

/**
 * The board's accessible name, e.g. "Board: a graph of 6 nodes. Each node's colour says who wins
 * with the mouse there, the cat staying put, mouse to move: blue the mouse, vermillion the cat,
 * grey a draw. Arrow keys move a cursor over the nodes; every node is listed in words after the
 * board."
 * @param {object} state
 * @param {{ranging: string, position: {mouse:number, cat:number, turn:number}}} col
 */
export function boardName(state, col) {
  const graph = state.mode === "graph";
  const place = graph ? "node" : "cell";
  const size = graph ? `a graph of ${count(state.graph.adj.length, "node")}`
    : `a grid of ${state.grid.rows.length} by ${state.grid.rows[0]?.length ?? 0} cells`;
  const other = col.ranging === "mouse" ? "cat" : "mouse";
  const mover = col.position.turn === 0 ? "mouse" : "cat";
  const greys = graph ? "grey a draw" : "grey endless (the cat wins at the turn limit)";
  return `Board: ${size}. Each ${place}'s colour says who wins with the ${col.ranging} there, the ${other} staying put, `
    + `${mover} to move: blue the mouse, vermillion the cat, ${greys}. Arrow keys move a cursor over the ${place}s; `
    + `every ${place} is listed in words after the board.`;
}

/** "1 node", "3 nodes". */
const count = (k, what) => `${k.toLocaleString("en")} ${what}${k === 1 ? "" : "s"}`;

/**
 * What a place shows, in words: "mouse wins in 3 plies", "a move: after it, cat wins in 2 plies",
 * "solving", "no position".
 */
export function placeOutcome(view, solved, turnLimit) {
  if (!solved || !view) return "solving";
  if (view.outcome === "none") return "no position";
  if (view.outcome === "pending") return "being read";
  return `${view.after ? "a move: after it, " : ""}${outcomeWords(view, turnLimit)}`;
}

/**
 * The mirror's markup for a graph: the pieces and holes, then one item per node with what is on
 * it, its outcome and its edges (`to` for one-way edges, out of it).
 */
export function graphWords(state, col) {
  const { head, items, tail } = graphParts(state, col);
  return head + items.join("") + tail;
}

/** graphWords in parts: the markup before the items, one item a node, the markup after. */
function graphParts(state, col) {
  const { adj } = state.graph;
  const n = adj.length;
  const holes = new Set(holesOf(state.graph));
  const sol = state.solution;
  const solved = !!sol && col.places.length === n;
  const at = col.position;
  const directed = !!state.graph.rules?.directed;
  const edges = adj.reduce((k, list, a) => k + list.filter((b) => directed || b > a).length, 0);
  const head = `<p>A graph of ${count(n, "node")} and ${count(edges, directed ? "move" : "edge")}. ${piecesWords(state, at)}</p>`;
  const shown = Math.min(n, MIRROR_PLACES);
  const items = [];
  for (let i = 0; i < shown; i++) {
    const what = [holes.has(i) ? "the hole" : "", at.mouse === i ? "the mouse" : "", at.cat === i ? "the cat" : ""].filter(Boolean);
    const on = what.length ? ` (${what.join(", ")})` : "";
    const list = adj[i];
    const more = list.length > MIRROR_EDGES ? ` and ${(list.length - MIRROR_EDGES).toLocaleString("en")} more` : "";
    const links = list.length ? `${directed ? "moves to" : "edges to"} ${list.slice(0, MIRROR_EDGES).join(", ")}${more}` : "no edges";
    items.push(`<li data-place="${i}">node ${i}${on}: ${esc(placeOutcome(col.places[i], solved, sol?.turnLimit))}; ${links}.</li>`);
  }
  const rest = n > shown ? `<p>${count(n - shown, "more node")} not listed: move the cursor on the board to read them.</p>` : "";
  return { head: `${head}<ul aria-label="Nodes">`, items, tail: `</ul>${rest}`, holder: "ul" };
}

/**
 * The mirror's markup for a grid: the pieces and foods, then a table of its rows and columns,
 * each cell's walls, pieces and outcome.
 */
export function gridWords(state, col) {
  const { head, items, tail } = gridParts(state, col);
  return head + items.join("") + tail;
}

/** gridWords in parts: the markup before the rows, one item a row, the markup after. */
function gridParts(state, col) {
  const rows = state.grid.rows;
  const R = rows.length;
  const C = rows[0]?.length ?? 0;
  const sol = state.solution;
  const solved = !!sol && col.places.length === R * C;
  const at = col.position;
  const head = `<p>A grid of ${R} by ${C} cells. ${piecesWords(state, at)}</p>`;
  const shownRows = Math.min(R, Math.max(1, Math.floor(MIRROR_PLACES / Math.max(1, C))));
  const top = [`<table><caption>The grid, row by row</caption><thead><tr><td></td>`];
  for (let c = 0; c < C; c++) top.push(`<th scope="col">column ${c}</th>`);
  top.push("</tr></thead><tbody>");
  const items = [];
  for (let r = 0; r < shownRows; r++) {
    const out = [`<tr><th scope="row">row ${r}</th>`];
    for (let c = 0; c < C; c++) {
      const p = r * C + c;
      const ch = rows[r][c];
      if (ch === "#") {
        out.push(`<td data-place="${p}">wall</td>`);
        continue;
      }
      const what = [ch === "F" ? "food" : "", at.mouse === p ? "the mouse" : "", at.cat === p ? "the cat" : ""].filter(Boolean);
      const on = what.length ? `${what.join(", ")}: ` : "";
      out.push(`<td data-place="${p}">${on}${esc(placeOutcome(col.places[p], solved, sol?.turnLimit))}</td>`);
    }
    out.push("</tr>");
    items.push(out.join(""));
  }
  const rest = R > shownRows ? `<p>${count(R - shownRows, "more row")} not listed: move the cursor on the board to read them.</p>` : "";
  return { head: `${head}${top.join("")}`, items, tail: `</tbody></table>${rest}`, holder: "tbody" };
}

/** "The mouse is on node 1, the cat on node 2, the hole is node 0; mouse to move." */
function piecesWords(state, at) {
  const graph = state.mode === "graph";
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => (p >= 0 ? placeName(state.mode, p, cols) : "no place");
  let goals;
  if (graph) {
    const holes = holesOf(state.graph);
    goals = holes.length === 1 ? `the hole is node ${holes[0]}` : `the holes are nodes ${holes.join(", ")}`;
  } else {
    const foods = [];
    state.grid.rows.forEach((row, r) => { for (let c = row.indexOf("F"); c >= 0; c = row.indexOf("F", c + 1)) foods.push(placeName("grid", r * cols + c, cols)); });
    goals = foods.length === 1 ? `the food is on ${foods[0]}` : `the food is on ${foods.join(", ")}`;
  }
  return `The mouse is on ${esc(name(at.mouse))}, the cat on ${esc(name(at.cat))}, ${esc(goals)}; ${at.turn === 0 ? "mouse" : "cat"} to move.`;
}

let pending = 0; // the timer of the next rewrite
let latest = null; // what it writes

/**
 * Names the board and schedules its words (#board-words) to be rewritten once the board has
 * settled; `now` writes them at once (tests, the first frame).
 * @param {Element} board   the board SVG
 * @param {object} state
 * @param {object} col      the places' views (board/colouring.js colouring)
 */
export function renderMirror(board, state, col, { now = false } = {}) {
  const name = boardName(state, col);
  if (board.getAttribute("aria-label") !== name) board.setAttribute("aria-label", name);
  latest = { state, col };
  clearTimeout(pending);
  if (now) return writeMirror();
  pending = setTimeout(writeMirror, SETTLE_MS);
}

const written = { html: null };

/** How many places one task writes (a big board's words go in over several tasks, none long). */
const CHUNK_PLACES = 256;

/**
 * Writes the latest frame's words into #board-words, if they changed (built here, once the board
 * settles): the frame of the list or table at once, then its items a few hundred places a task.
 * A newer frame's words cancel the rest (renderMirror clears the timer). data-solution says whose
 * outcomes the words list once they are all written ("" meanwhile, and while solving).
 */
function writeMirror() {
  pending = 0;
  const box = document.querySelector("#board-words");
  if (!box || !latest) return;
  const { state, col } = latest;
  const parts = state.mode === "graph" ? graphParts(state, col) : gridParts(state, col);
  const html = parts.head + parts.items.join("") + parts.tail;
  const words = state.solution && col.places.length && !col.pending ? String(state.solution.id) : "";
  if (written.html === html) {
    if (box.dataset.solution !== words) box.dataset.solution = words;
    return;
  }
  written.html = null;
  box.dataset.solution = "";
  box.innerHTML = parts.head + parts.tail;
  const holder = box.querySelector(parts.holder);
  const per = Math.max(1, Math.floor(CHUNK_PLACES / (parts.holder === "tbody" ? Math.max(1, state.grid.rows[0]?.length ?? 1) : 1)));
  let at = 0;
  const step = () => {
    pending = 0;
    holder.insertAdjacentHTML("beforeend", parts.items.slice(at, at + per).join(""));
    at += per;
    if (at < parts.items.length) {
      pending = setTimeout(step);
      return;
    }
    written.html = html;
    box.dataset.solution = words;
  };
  step();
}
