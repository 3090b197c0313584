// What is under the pointer on the board: a point in SVG coordinates (getScreenCTM().inverse(),
// as Red Blob Games does), a graph node or edge, a grid cell, a piece, or the place a move in a
// game goes to. The graph's nodes are SVG elements; the grid and a big graph are drawn on a
// canvas, so their cells, nodes and pieces are found from where the last drawing put them
// (board/geometry.js gridGeometry and graphGeometry, which the painters record), at any zoom; an
// edge is found by its distance from the line drawn (board/geometry.js drawnEdges). Reads the
// board's geometry, never a painter. Small and pure over the DOM, so each gesture module asks the
// same questions.
import { position } from "../../model/places.js";
import { catIndexOf } from "../../model/puzzle.js";
import { SCALE, drawnEdges, gridGeometry, graphGeometry } from "../geometry.js";
import { segmentDistance } from "../graph-drawing.js";
import { cellAt as cellOf } from "../zoom.js";

/** How near an edge the pointer must be to be on it, in CSS px. */
const EDGE_REACH_PX = 8;

/**
 * The hit tests of `svg` (the board) showing `state`.
 * @param {SVGSVGElement} svg
 * @param {object} state
 */
export function hitTest(svg, state) {
  const under = (e) => document.elementFromPoint(e.clientX, e.clientY);

  /** The pointer in SVG user units, [x, y]. */
  const point = (e) => {
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
    return [pt.x, pt.y];
  };

  /** The pointer in CSS px from the board box's top left corner, [x, y]. */
  const inBox = (e) => {
    const r = svg.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  /**
   * The graph node under the pointer, or null: an SVG node element, or on a graph drawn on the
   * canvas the nearest node within a few pixels of its disc.
   */
  const nodeAt = (e) => {
    const g = graphGeometry();
    if (state.mode === "graph" && g) {
      const [x, y] = inBox(e);
      const reach = Math.max(g.r * g.s + 4, 7);
      let best = null;
      let bestD = reach;
      state.graph.pos.forEach(([px, py], i) => {
        const d = Math.hypot(g.tx + g.s * px * SCALE - x, g.ty + g.s * py * SCALE - y);
        if (d <= bestD) [best, bestD] = [i, d];
      });
      return best;
    }
    const el = under(e)?.closest?.("[data-node]");
    return el && svg.contains(el) ? Number(el.dataset.node) : null;
  };

  /** The piece whose icon drawn on the canvas is under the pointer (the mouse's is on top), or null. */
  const iconAt = (e, icons) => {
    const [x, y] = inBox(e);
    // (the mouse first, then every cat: cat, cat2, … as board/paint/marks.js names them)
    const names = ["mouse", ...Object.keys(icons ?? {}).filter((k) => k !== "mouse")];
    return names.find((piece) => icons?.[piece] && Math.hypot(x - icons[piece].x, y - icons[piece].y) <= icons[piece].r) ?? null;
  };

  /** The grid cell under the pointer, {r, c, p} (p: the place r * cols + c), or null. */
  const cellAt = (e) => {
    const g = gridGeometry();
    if (state.mode !== "grid" || !g) return null;
    const rc = cellOf(g, ...inBox(e));
    return rc && { ...rc, p: rc.r * g.cols + rc.c };
  };

  /** The piece whose icon is under the pointer ("mouse" | "cat"), or null (the mouse's icon is on top). */
  const pieceAt = (e) => {
    if (state.mode === "grid") return iconAt(e, gridGeometry()?.icons);
    if (graphGeometry()) return iconAt(e, graphGeometry().icons);
    return under(e)?.closest?.("[data-piece]")?.dataset.piece ?? null;
  };

  /** Where piece `piece` ("mouse", "cat", or with several cats "cat2" …) stands on the board. */
  const placeOf = (piece) => {
    const at = position(state);
    const i = catIndexOf(piece);
    return i < 0 ? at[piece] : at.cats[i] ?? null;
  };

  /**
   * The place under the pointer for a move in a game: a node, the node of a piece's icon, or
   * the grid cell under the point (pieces and marks drawn over a cell count as that cell).
   */
  const placeAt = (e) => {
    if (state.mode === "graph" && graphGeometry()) {
      const v = nodeAt(e);
      if (v !== null) return v;
      const piece = pieceAt(e);
      return piece ? placeOf(piece) : null;
    }
    if (state.mode === "graph") {
      // a node under a piece's icon counts: the icons sit beside their nodes, over others
      const el = document.elementsFromPoint(e.clientX, e.clientY).map((x) => x.closest?.("[data-node]")).find((x) => x && svg.contains(x));
      if (el) return Number(el.dataset.node);
      const piece = pieceAt(e);
      return piece ? placeOf(piece) : null;
    }
    return cellAt(e)?.p ?? null;
  };

  /**
   * The graph edge under the pointer (within EDGE_REACH_PX of its line as drawn), as [a, b], or
   * null; the nearest if several are.
   */
  const edgeAt = (e) => {
    if (state.mode !== "graph") return null;
    const [x, y] = point(e);
    const reach = EDGE_REACH_PX / (svg.getScreenCTM()?.a || 1);
    let best = null;
    let bestD = reach;
    for (const { a, b, points } of drawnEdges(state.graph.adj, state.graph.pos)) {
      for (let i = 1; i < points.length; i++) {
        const d = segmentDistance(x, y, ...points[i - 1], ...points[i]);
        if (d <= bestD) [best, bestD] = [[a, b], d];
      }
    }
    return best;
  };

  /** The place under the pointer for hovering: a node, or a grid cell's place, or null. */
  const hoverAt = (e) => (state.mode === "graph" ? nodeAt(e) : cellAt(e)?.p ?? null);

  return { point, nodeAt, edgeAt, cellAt, pieceAt, placeAt, hoverAt };
}
