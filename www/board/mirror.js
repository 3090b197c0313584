// The board in words, for a screen reader: the board's accessible name (what it is and what its
// colours show), and an off-screen copy of the board (#board-words) that a screen reader's own
// browsing reaches: the pieces and goals, then every place with the outcome and distance its
// colour shows, and on the graph each node's edges. A list of nodes for the graph, a table of
// rows and columns for the grid. Written only when its words change, a moment after the board
// settles (a drag does not rebuild it every frame); never a live region (the status line under
// the board speaks for the cursor). Reads state; never changes it.
import { holesOf } from "../model/puzzle.js";
import { placeName, outcomeWords, catsWords, catSide } from "../model/words.js";
import { t, number, language } from "../i18n/i18n.js";

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
 * board." With several cats: "… with cat 2 there, the mouse and the other cat staying put, cats
 * to move: blue the mouse, vermillion the cats, …".
 * @param {object} state
 * @param {{ranging: string, chosen?: number, position: {mouse:number, cats:number[], turn:number}}} col
 */
export function boardName(state, col) {
  const graph = state.mode === "graph";
  const size = graph ? t("mirror.graphSize", { count: state.graph.adj.length, shown: number(state.graph.adj.length, { useGrouping: true }) })
    : t("mirror.gridSize", { rows: state.grid.rows.length, cols: state.grid.rows[0]?.length ?? 0 });
  const { cats, turn } = col.position;
  const side = catSide(cats);
  const k = cats.length;
  const n = (col.chosen ?? 0) + 1;
  const there = col.ranging === "mouse" ? t(k > 1 ? "mirror.there.mouseCats" : "mirror.there.mouse")
    : k > 1 ? t(k > 2 ? "mirror.there.catOfMany" : "mirror.there.catOfTwo", { n }) : t("mirror.there.cat");
  const mover = turn === 0 ? t("words.side.mouse") : side;
  const greys = t(graph ? "mirror.greyDraw" : "mirror.greyEndless");
  return t("mirror.name", {
    size, place: t(graph ? "place.node" : "place.cell"), places: t(graph ? "place.nodes" : "place.cells"), there, mover, side, greys,
  });
}

/** A count in the language in force, its digits grouped ("1,234"). */
const grouped = (k) => number(k, { useGrouping: true });

/** "1 node", "3 nodes" (`key`: a plural template of the catalogues, e.g. "mirror.nodes"). */
const count = (k, key) => t(key, { count: k, n: grouped(k) });

/** Items joined as a list in the language in force ("0, 4, 5"; "0、4、5"). */
const listed = (items) => items.join(t("words.listSeparator"));

/**
 * What a place shows, in words: "mouse wins in 3 plies", "a move: after it, cat wins in 2 plies"
 * (several cats, `catCount`: "cats win in 2 plies"), "solving", "no position".
 */
export function placeOutcome(view, solved, turnLimit, catCount = 1) {
  if (!solved || !view) return t("mirror.solving");
  if (view.outcome === "none") return t("mirror.noPosition");
  if (view.outcome === "pending") return t("mirror.beingRead");
  const outcome = outcomeWords(view, turnLimit, catCount);
  return view.after ? t("mirror.afterMove", { outcome }) : outcome;
}

/**
 * The mirror's markup for a graph: the pieces and holes, then one item per node with what is on
 * it, its outcome and its edges (`to` for one-way edges, out of it).
 */
export function graphWords(state, col) {
  return markup(graphParts(state, col));
}

/**
 * The words of a graph in parts: the sentence before the list, the list's shape (what its
 * elements are: the same shape, the same elements), one text a node, the sentence after it.
 */
function graphParts(state, col) {
  const { adj } = state.graph;
  const n = adj.length;
  const holes = new Set(holesOf(state.graph));
  const sol = state.solution;
  const solved = !!sol && col.places.length === n;
  const at = col.position;
  const directed = !!state.graph.rules?.directed;
  const edges = adj.reduce((k, list, a) => k + list.filter((b) => directed || b > a).length, 0);
  const intro = t("mirror.graphIntro", { nodes: count(n, "mirror.nodes"), edges: count(edges, directed ? "mirror.moves" : "mirror.edges"), pieces: piecesWords(state, at) });
  const shown = Math.min(n, MIRROR_PLACES);
  const texts = [];
  for (let i = 0; i < shown; i++) {
    const what = [holes.has(i) ? t("mirror.theHole") : "", at.mouse === i ? t("mirror.theMouse") : "", catsOn(at.cats, i)].filter(Boolean);
    const on = what.length ? t("mirror.nodeOn", { what: listed(what) }) : "";
    const list = adj[i];
    const more = list.length > MIRROR_EDGES ? t("mirror.more", { n: grouped(list.length - MIRROR_EDGES) }) : "";
    const links = list.length ? t(directed ? "mirror.movesTo" : "mirror.edgesTo", { list: listed(list.slice(0, MIRROR_EDGES)), more }) : t("mirror.noEdges");
    texts.push(t("mirror.nodeItem", { node: i, on, outcome: placeOutcome(col.places[i], solved, sol?.turnLimit, at.cats.length), links }));
  }
  const rest = n > shown ? t("mirror.restNodes", { count: n - shown, n: grouped(n - shown) }) : "";
  // (the shape holds the language: a switch rebuilds the list's own words too)
  return { intro, shape: `${language()}:graph:${shown}:${rest}`, open: `<ul aria-label="${esc(t("mirror.nodesLabel"))}">`, close: "</ul>", holder: "ul", per: 1, texts, item: listItems, rest };
}

/** The markup of nodes `from` to `to` (not included) of a graph's list. */
function listItems(texts, from, to) {
  let out = "";
  for (let i = from; i < to; i++) out += `<li data-place="${i}">${esc(texts[i])}</li>`;
  return out;
}

/**
 * The mirror's markup for a grid: the pieces and foods, then a table of its rows and columns,
 * each cell's walls, pieces and outcome.
 */
export function gridWords(state, col) {
  return markup(gridParts(state, col));
}

/** The words of a grid in parts, as graphParts: one text a cell (a wall's is "wall"), row by row. */
function gridParts(state, col) {
  const rows = state.grid.rows;
  const R = rows.length;
  const C = rows[0]?.length ?? 0;
  const sol = state.solution;
  const solved = !!sol && col.places.length === R * C;
  const at = col.position;
  const intro = t("mirror.gridIntro", { rows: R, cols: C, pieces: piecesWords(state, at) });
  const shownRows = Math.min(R, Math.max(1, Math.floor(MIRROR_PLACES / Math.max(1, C))));
  const top = [`<table><caption>${esc(t("mirror.gridCaption"))}</caption><thead><tr><td></td>`];
  for (let c = 0; c < C; c++) top.push(`<th scope="col">${esc(t("mirror.column", { col: c }))}</th>`);
  top.push("</tr></thead><tbody>");
  const texts = [];
  for (let r = 0; r < shownRows; r++) {
    for (let c = 0; c < C; c++) {
      const p = r * C + c;
      const ch = rows[r][c];
      if (ch === "#") {
        texts.push(t("mirror.wall"));
        continue;
      }
      const what = [ch === "F" ? t("mirror.food") : "", at.mouse === p ? t("mirror.theMouse") : "", catsOn(at.cats, p)].filter(Boolean);
      const on = what.length ? t("mirror.cellOn", { what: listed(what) }) : "";
      texts.push(`${on}${placeOutcome(col.places[p], solved, sol?.turnLimit)}`);
    }
  }
  const rest = R > shownRows ? t("mirror.restRows", { count: R - shownRows, n: grouped(R - shownRows) }) : "";
  const item = (all, from, to) => {
    let out = "";
    for (let r = from / Math.max(1, C); r < to / Math.max(1, C); r++) {
      out += `<tr><th scope="row">${esc(t("mirror.row", { row: r }))}</th>`;
      for (let p = r * C; p < (r + 1) * C; p++) out += `<td data-place="${p}">${esc(all[p])}</td>`;
      out += "</tr>";
    }
    return out;
  };
  return { intro, shape: `${language()}:grid:${shownRows}x${C}:${rest}`, open: top.join(""), close: "</tbody></table>", holder: "tbody", per: Math.max(1, C), texts, item, rest };
}

/** The whole markup of a board's words (parts: graphParts, gridParts). */
function markup(parts) {
  const rest = parts.rest ? `<p>${esc(parts.rest)}</p>` : "";
  return `<p>${esc(parts.intro)}</p>${parts.open}${parts.item(parts.texts, 0, parts.texts.length)}${parts.close}${rest}`;
}

/**
 * The places whose words differ between `before` and `after` (one text a place, as written and
 * as they should read), in order: all of `after`'s when the two have not the same length.
 * @param {string[]} before
 * @param {string[]} after
 * @returns {number[]}
 */
export function changedPlaces(before, after) {
  const out = [];
  const same = before.length === after.length;
  for (let i = 0; i < after.length; i++) if (!same || before[i] !== after[i]) out.push(i);
  return out;
}

/** Which cats stand on place `p`, in words: "the cat", "a cat", "two cats", or "" (none). */
function catsOn(cats, p) {
  const k = cats.filter((c) => c === p).length;
  if (k === 0) return "";
  if (cats.length === 1) return t("mirror.theCat");
  return k === 1 ? t("mirror.aCat") : t(`mirror.catsHere.${Math.min(k, 8)}`);
}

/** "The mouse is on node 1, the cat on node 2, the hole is node 0; mouse to move." (several cats: "the cats on nodes 2 and 4", "cats to move") */
function piecesWords(state, at) {
  const graph = state.mode === "graph";
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => (p >= 0 ? placeName(state.mode, p, cols) : t("mirror.noPlace"));
  let goals;
  if (graph) {
    const holes = holesOf(state.graph);
    goals = holes.length === 1 ? t("mirror.holeIs", { node: holes[0] }) : t("mirror.holesAre", { list: listed(holes) });
  } else {
    const foods = [];
    state.grid.rows.forEach((row, r) => { for (let c = row.indexOf("F"); c >= 0; c = row.indexOf("F", c + 1)) foods.push(placeName("grid", r * cols + c, cols)); });
    goals = t("mirror.foodOn", { list: listed(foods) });
  }
  const cats = at.cats.length > 1 ? catsWords(state.mode, at.cats, cols) : t("words.catOn", { place: name(at.cats[0]) });
  const mover = at.turn === 0 ? t("words.side.mouse") : catSide(at.cats);
  return t("mirror.pieces", { mouse: esc(name(at.mouse)), cats: esc(cats), goals: esc(goals), mover });
}

/**
 * Names the board and schedules its words (#board-words) to be rewritten once the board has
 * settled; `now` writes them at once (tests, the first frame). The timer, the frame it writes
 * and what #board-words holds (the shape its elements were built for, null until all are, its
 * place elements in order, and the text each holds) are the board state's `mirror`.
 * @param {ReturnType<import("./board-state.js").createBoardState>} board   the board state
 * @param {object} state
 * @param {object} col      the places' views (board/colouring.js colouring)
 */
export function renderMirror(board, state, col, { now = false } = {}) {
  const { svg } = board.dom;
  const kept = board.mirror;
  const name = boardName(state, col);
  if (svg.getAttribute("aria-label") !== name) svg.setAttribute("aria-label", name);
  kept.latest = { state, col };
  clearTimeout(kept.pending);
  if (now) return writeMirror(kept);
  kept.pending = setTimeout(() => writeMirror(kept), SETTLE_MS);
}

/** How many places one task builds when the words' shape changes (a new board: all of them). */
const CHUNK_PLACES = 256;

/** How many places' words one task rewrites when the shape stays (an edit: the places that changed). */
export const WRITE_PLACES = 128;

/**
 * Writes the latest frame's words into #board-words, once the board settles. While a solve runs
 * (or the shown slice is on its way) the words are not rewritten to "solving" place by place:
 * they are hidden (aria-hidden), stale as they are, and come back once the new ones are written.
 * A board of the same shape (the same places) keeps its elements, and only the places whose words
 * changed are rewritten, a few a task; a new shape is built a few hundred places a task. A newer
 * frame's words cancel the rest (renderMirror clears the timer) and go on from what is written.
 * data-solution says whose outcomes the words list once they are all written and none is still
 * being read ("" meanwhile).
 */
function writeMirror(kept) {
  kept.pending = 0;
  const { written } = kept;
  const box = document.querySelector("#board-words");
  if (!box || !kept.latest) return;
  const { state, col } = kept.latest;
  // (whose outcomes the words list: none while any place's value is still on its way)
  const words = state.solution && col.places.length && !col.pending && !col.places.some((v) => v?.outcome === "pending") ? String(state.solution.id) : "";
  if (state.solving || col.pending) {
    if (box.getAttribute("aria-hidden") !== "true") box.setAttribute("aria-hidden", "true");
    if (box.dataset.solution !== "") box.dataset.solution = "";
    return;
  }
  const parts = state.mode === "graph" ? graphParts(state, col) : gridParts(state, col);
  const done = () => {
    kept.pending = 0;
    if (box.dataset.solution !== words) box.dataset.solution = words;
    if (box.hasAttribute("aria-hidden")) box.removeAttribute("aria-hidden");
  };
  if (written.shape === parts.shape && box.querySelector(parts.holder)) {
    const intro = box.firstElementChild;
    if (intro.textContent !== parts.intro) intro.textContent = parts.intro;
    const todo = changedPlaces(written.texts, parts.texts);
    if (todo.length === 0) return done();
    box.dataset.solution = "";
    let at = 0;
    const step = () => {
      for (const end = Math.min(todo.length, at + WRITE_PLACES); at < end; at++) {
        const i = todo[at];
        written.cells[i].textContent = parts.texts[i];
        written.texts[i] = parts.texts[i];
      }
      if (at < todo.length) kept.pending = setTimeout(step);
      else done();
    };
    // (a few places, at once; more, hidden until all are written)
    if (todo.length > WRITE_PLACES) box.setAttribute("aria-hidden", "true");
    return step();
  }
  // a new shape: the frame at once, then its places a few hundred a task
  written.shape = null;
  box.dataset.solution = "";
  box.innerHTML = `<p>${esc(parts.intro)}</p>${parts.open}${parts.close}${parts.rest ? `<p>${esc(parts.rest)}</p>` : ""}`;
  const holder = box.querySelector(parts.holder);
  const per = Math.max(parts.per, Math.floor(CHUNK_PLACES / parts.per) * parts.per);
  const n = parts.texts.length;
  let at = 0;
  const step = () => {
    holder.insertAdjacentHTML("beforeend", parts.item(parts.texts, at, Math.min(n, at + per)));
    at += per;
    if (at < n) {
      kept.pending = setTimeout(step);
      return;
    }
    written.cells = Array.from(holder.querySelectorAll("[data-place]"));
    written.texts = parts.texts.slice();
    written.shape = parts.shape;
    done();
  };
  step();
}
