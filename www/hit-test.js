// What is under the pointer on the board: a point in SVG coordinates (getScreenCTM().inverse(),
// as Red Blob Games does), a graph node, a grid cell, a piece, or the place a move in a game
// goes to. Small and pure over the DOM, so each gesture module asks the same questions.
import { position } from "./colouring.js";
import { CELL } from "./render-grid.js";

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

  /** The graph node under the pointer, or null. */
  const nodeAt = (e) => {
    const el = under(e)?.closest?.("[data-node]");
    return el && svg.contains(el) ? Number(el.dataset.node) : null;
  };

  /** The grid cell under the pointer, {r, c, p} (p: the place r * cols + c), or null. */
  const cellAt = (e) => {
    const el = under(e)?.closest?.("[data-cell]");
    if (!el || !svg.contains(el)) return null;
    const [r, c] = el.dataset.cell.split(",").map(Number);
    return { r, c, p: r * state.grid.rows[0].length + c };
  };

  /** The piece whose icon is under the pointer ("mouse" | "cat"), or null. */
  const pieceAt = (e) => under(e)?.closest?.("[data-piece]")?.dataset.piece ?? null;

  /**
   * The place under the pointer for a move in a game: a node, the node of a piece's icon, or
   * the grid cell under the point (pieces and marks drawn over a cell count as that cell).
   */
  const placeAt = (e) => {
    if (state.mode === "graph") {
      // a node under a piece's icon counts: the icons sit beside their nodes, over others
      const el = document.elementsFromPoint(e.clientX, e.clientY).map((x) => x.closest?.("[data-node]")).find((x) => x && svg.contains(x));
      if (el) return Number(el.dataset.node);
      const piece = pieceAt(e);
      return piece ? position(state)[piece] : null;
    }
    const [x, y] = point(e);
    const cols = state.grid.rows[0].length;
    const [r, c] = [Math.floor(y / CELL), Math.floor(x / CELL)];
    return r >= 0 && r < state.grid.rows.length && c >= 0 && c < cols ? r * cols + c : null;
  };

  /** The place under the pointer for hovering: a node, or a grid cell's place, or null. */
  const hoverAt = (e) => (state.mode === "graph" ? nodeAt(e) : cellAt(e)?.p ?? null);

  return { point, nodeAt, cellAt, pieceAt, placeAt, hoverAt };
}
