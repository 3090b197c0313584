// The marks on a board, written once for the three painters (graph-svg.js, graph-canvas.js,
// grid.js): the mover's move rings, the Watch's marks (decided at the shown level; wrong in the 2n
// DP), the hover, cursor and edge-start outlines, the best-move arrows and the haloed pieces, each turned from the shown state into a mark
// in board coordinates, and the data-* description the browser tests read, built from those
// marks. Pure: no DOM. Each painter says where a place is and how big its mark is (`at`); the back
// ends draw a mark list to SVG (svg.js moveRingsSvg, arrowsSvg, pieceIcon) or to a canvas
// (canvas.js strokeMarks, strokeArrows, drawPiece), in
// the colours of style.css, by the colour keys here (canvas.js NAMES).
import { catPiece } from "../../model/puzzle.js";

/**
 * @typedef {object} Mark
 * @property {"move"|"fresh"|"wrong"|"hover"|"cursor"|"from"} kind
 * @property {number} place        the node or cell it marks
 * @property {number} x            its centre, in the painter's coordinates
 * @property {number} y
 * @property {number} r            its radius (a circle) or half its side (a square)
 * @property {"circle"|"square"} shape
 * @property {number} [corner]     a square's corner radius
 * @property {number} [width]      its line width on a canvas (the SVG's is in style.css)
 * @property {number} [casing]     the width of the casing under it (none if absent)
 * @property {string} [casingColour] the casing's colour key ("card" if absent)
 * @property {string} colour       the colour key (canvas.js colours: mouse, cat, ringDraw, fresh, ink, focus, cursorLight)
 * @property {number[]} dash       its dash pattern ([] for a solid line)
 * @property {object} [view]       a move ring's view: the value after the move
 * @property {string} [label]      a move ring's tooltip (the SVG's title)
 */

/** The colour key of a move ring leading to `view`: the strong colour of its outcome. */
export const ringColour = (view) => ({ mouse: "mouse", cat: "cat" })[view.outcome] ?? "ringDraw";

/** Whether a move leads to a mouse win too late for the turn limit (its ring is dashed). */
export const beyond = (view) => view.limited === "cat" && view.outcome === "mouse";

/** The move ring's dash pattern. */
const RING_DASH = [5, 3];

/**
 * The mover's move rings, one per mark on the board's `count` places, in order; `at(place, view)`
 * gives each ring's geometry ({x, y, r, shape, corner?, width, casing?, label?}).
 * @param {{place:number, view:object}[]} marks
 * @param {number} count
 * @param {(place:number, view:object) => object} at
 * @returns {Mark[]}
 */
export function moveRings(marks, count, at) {
  const out = [];
  for (const { place, view } of marks) {
    if (!(place >= 0 && place < count)) continue;
    out.push({ kind: "move", place, ...at(place, view), colour: ringColour(view), dash: beyond(view) ? RING_DASH : [], view });
  }
  return out;
}

/**
 * The Watch's marks on the board's `count` places: `fresh` (decided at the shown level, in --fresh)
 * then `wrong` (the 2n DP gets it wrong, dashed, in ink), by place, for the places whose view
 * (`view(p)`) says so; `at(place, kind)` gives each mark's geometry and dash.
 * @returns {Mark[]}
 */
export function watchMarks(count, view, at) {
  const fresh = [];
  const wrong = [];
  for (let p = 0; p < count; p++) {
    const v = view(p);
    if (v.fresh) fresh.push({ kind: "fresh", place: p, dash: [], ...at(p, "fresh"), colour: "fresh" });
    if (v.wrong) wrong.push({ kind: "wrong", place: p, dash: [], ...at(p, "wrong"), colour: "ink" });
  }
  return [...fresh, ...wrong];
}

/**
 * The outlines: the hovered place (ink), the keyboard cursor while the board has the focus
 * (`focused`), and the edge tool's start, each on one of the board's `count` places;
 * `at(place, kind)` gives each one's geometry and dash.
 * @param {{hover?:number|null, cursor?:number|null, focused?:boolean, from?:number|null}} shown
 * @returns {Mark[]}
 */
export function outlines({ hover = null, cursor = null, focused = false, from = null }, count, at) {
  const out = [];
  const add = (place, kind, colour) => {
    if (place !== null && place >= 0 && place < count) out.push({ kind, place, dash: [], ...at(place, kind), colour });
  };
  add(hover, "hover", "ink");
  if (focused) add(cursor, "cursor", "cursorLight");
  if (from != null) add(from, "from", "focus");
  return out.map((m) => (m.kind === "cursor" ? cursorRing(m) : m));
}

/** How far the cursor's dark ring shows beyond its light one, on each side. */
export const CURSOR_BAND = 2;

/**
 * The keyboard cursor as a double ring: a light line (--cursor-light) on a dark casing
 * (--cursor-dark) that shows CURSOR_BAND wide on both of its sides, solid, whatever the painter
 * asked. Light and dark are 21:1 apart, so one of the two has at least 4.5:1 against any fill,
 * in both colour schemes; no move ring is two-coloured, so the cursor never looks like one.
 * @param {Mark} m
 * @returns {Mark}
 */
export function cursorRing(m) {
  const width = m.width ?? 3;
  return { ...m, width, colour: "cursorLight", casing: width + 2 * CURSOR_BAND, casingColour: "cursorDark", dash: [] };
}

/**
 * The data-* description of a mark list (what the browser tests read): `moves`, the move rings
 * as JSON ({place, outcome, distance}, and `limited` when `withLimited`), `fresh` and `wrong`,
 * the Watch's marked places, space-separated, and `cursor`, the cursor's place ("" when not shown).
 * @param {Mark[]} list
 * @param {{withLimited?: boolean}} [options]
 * @returns {{moves: string, fresh: string, wrong: string, cursor: string}}
 */
export function describeMarks(list, { withLimited = false } = {}) {
  const moves = list.filter((m) => m.kind === "move").map(({ place, view: v }) => (withLimited
    ? { place, outcome: v.outcome, distance: v.distance, limited: v.limited }
    : { place, outcome: v.outcome, distance: v.distance }));
  const placesOf = (kind) => list.filter((m) => m.kind === kind).map((m) => m.place).join(" ");
  return { moves: JSON.stringify(moves), fresh: placesOf("fresh"), wrong: placesOf("wrong"), cursor: placesOf("cursor") };
}

/**
 * The pieces on the board's `count` places (the cats first, the mouse over them), each where
 * `where(piece, place, index)` puts its icon ({x, y, size}: its centre and size); a piece off the
 * board is left out. Each cat is a mark of its own, `name` "cat", "cat2" … "cat8"
 * (model/puzzle.js catPiece: what a drag of it moves).
 * @param {{mouse:number, cats:number[]}} position
 * @returns {{kind:"piece", piece:string, name:string, place:number, x:number, y:number, size:number}[]}
 */
export function pieceMarks(position, count, where) {
  const out = [];
  position.cats.forEach((place, i) => {
    if (place >= 0 && place < count) out.push({ kind: "piece", piece: "cat", name: catPiece(i), place, ...where("cat", place, i) });
  });
  const place = position.mouse;
  if (place >= 0 && place < count) out.push({ kind: "piece", piece: "mouse", name: "mouse", place, ...where("mouse", place, 0) });
  return out;
}

/** Where each piece's icon is ({mouse, cat, cat2…: {x, y, r}|null}, r: 0.6 of its size), for the hit tests. */
export function iconsOf(pieces) {
  const icons = { mouse: null, cat: null };
  for (const { name, piece, x, y, size } of pieces) icons[name ?? piece] = { x, y, r: size * 0.6 };
  return icons;
}

/**
 * The cats' joint move from places `from` to places `to` (the package's move: sorted, so which
 * cat goes where is not said) as [from, to] pairs, one per cat: the first pairing, in `from`'s
 * order, in which each cat stays or follows an edge of `adj` (the board's drawing, no rule: the
 * package said the move is legal). [] if none pairs up.
 */
export function jointPairs(from, to, adj) {
  const used = to.map(() => false);
  const pairs = [];
  const go = (i) => {
    if (i === from.length) return true;
    for (let j = 0; j < to.length; j++) {
      if (used[j] || !(to[j] === from[i] || adj[from[i]]?.includes(to[j]))) continue;
      used[j] = true;
      pairs.push([from[i], to[j]]);
      if (go(i + 1)) return true;
      pairs.pop();
      used[j] = false;
    }
    return false;
  };
  return go(0) ? pairs : [];
}

/**
 * The steps of the best moves `best` of the player to move in `position` ({mouse, cats, turn}),
 * as [from, to] place pairs: the mouse's to each of its best moves; one cat's to each of its
 * (a cats' move is the list of their places after it); several cats' first best joint move, one
 * step per cat (jointPairs on `adj`, the graph: none without it).
 * @param {Array<number|number[]>} best
 * @returns {number[][]}
 */
export function bestSteps(best, position, adj = null) {
  if (position.turn === 0) return best.map((to) => [position.mouse, to]);
  const { cats } = position;
  if (cats.length === 1) return best.map(([to]) => [cats[0], to]);
  return adj && best.length ? jointPairs(cats, best[0], adj) : [];
}

/**
 * The best moves of the player to move in `position`, from the mover's place to each of `best`
 * (bestSteps: several cats' first joint move as a step per cat) on the board's `count` places:
 * an `arrow` to another place, a `stay` where staying put (a pass) is best. `at(from, to, kind)`
 * gives each one's geometry (an SVG path `d`, or a canvas arrow's {x1, y1, tx, ty, ux, uy,
 * shaft}, or a stay ring's), or null where the painter draws none (too short, or no passes
 * drawn). A step off the board: none.
 * @param {Array<number|number[]>} best
 * @param {{mouse:number, cats:number[], turn:number}} position
 * @param {number} count
 * @param {(from:number, to:number, kind:"arrow"|"stay") => object|null} at
 */
export function bestArrows(best, position, count, at, adj = null) {
  const out = [];
  for (const [from, to] of bestSteps(best, position, adj)) {
    if (!(from >= 0 && from < count && to >= 0 && to < count)) continue;
    const kind = to === from ? "stay" : "arrow";
    const geometry = at(from, to, kind);
    if (geometry) out.push({ ...geometry, kind, from, to });
  }
  return out;
}
