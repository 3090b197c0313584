// SVG markup shared by the SVG graph painter (graph-svg.js) and the SVG drawings beside the board
// (the explore pane and chart, the Design dialog, the panel): text escaping, a place's outcome
// classes, the piece icons, and the SVG back end of the board's marks (board/paint/marks.js):
// moveRingsSvg, outlinesSvg, arrowsSvg. The canvas painters (graph-canvas.js, grid.js) draw pieces and
// tints with canvas.js instead, to the same colours (style.css).

/** Escapes text for SVG markup. */
export const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]);

/**
 * The CSS classes of a place showing `view`: its outcome, its tint (t1 strongest .. t3 palest,
 * model/tint.js tintOf), `beyond` for a grid mouse win too late for the turn limit. The fill and
 * label colours of each pair live in style.css (`--mouse-win-2` / `--label-on-mouse-win-2`). (The
 * Watch's marks are marks: board/paint/marks.js watchMarks, drawn by outlinesSvg.)
 */
export function outcomeClass(view) {
  const tint = view.tint ? ` t${view.tint}` : "";
  // (the dismantling view's removed nodes and corners: explore/dismantle.js dismantleFrame)
  const dismantled = `${view.gone ? " gone" : ""}${view.corner ? " corner" : ""}`;
  return `o-${view.outcome}${tint}${view.limited === "cat" && view.outcome === "mouse" ? " beyond" : ""}${dismantled}`;
}

/**
 * A piece icon centred at (x, y), `size` across: the mouse has round ears, the cat pointed ones.
 * `name`: what the hit test reads in data-piece (with several cats "cat2" …; the piece by default).
 */
export function pieceIcon(piece, x, y, size, name = piece) {
  const s = size / 20;
  const body = piece === "mouse"
    ? `<circle cx="-6" cy="-6" r="5"/><circle cx="6" cy="-6" r="5"/><circle r="8"/>`
      + `<circle class="eye" cx="-3" cy="-1" r="1.3"/><circle class="eye" cx="3" cy="-1" r="1.3"/><circle class="eye" cy="3" r="1.2"/>`
    : `<path d="M-8 -1 L-8 -11 L-2 -6 L2 -6 L8 -11 L8 -1 Z"/><circle r="8"/>`
      + `<path class="eye" d="M-4.5 -1.5 l2.5 0 l-1.25 2 z M2 -1.5 l2.5 0 l-1.25 2 z"/><circle class="eye" cy="3" r="1.1"/>`;
  return `<g class="piece ${piece}" data-piece="${name}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">`
    + `<circle class="halo" r="11.5"/>${body}</g>`;
}

/**
 * The SVG markup of the move rings in a mark list (board/paint/marks.js moveRings; other kinds are
 * skipped): each a group at its centre with its outcome's classes (the colours live in style.css),
 * the data-* description the tests read, its label as the tooltip, a casing and the ring.
 * @param {import("./marks.js").Mark[]} list
 * @returns {string}
 */
export function moveRingsSvg(list) {
  const rings = list.filter((m) => m.kind === "move");
  if (!rings.length) return "";
  const out = ["<g class=\"moves\">"];
  for (const { place, x, y, r, view, label } of rings) {
    out.push(`<g class="move-mark ${outcomeClass(view)}" data-move="${place}" data-outcome="${view.outcome}" data-distance="${view.distance}"${view.repeats ? " data-repeats=\"true\"" : ""} transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">`
      + `<title>${esc(label ?? "")}</title><circle class="casing" r="${r}"/><circle class="ring" r="${r}"/></g>`);
  }
  out.push("</g>");
  return out.join("");
}

/**
 * The SVG markup of the outlines in a mark list (board/paint/marks.js watchMarks and outlines: the
 * Watch's `fresh` and `wrong`, `hover`, the `cursor`'s double ring, the edge tool's `from`; other
 * kinds are skipped), each a circle at its centre, over its casing when it has one; the colours,
 * widths and dashes live in style.css (`.mark-cursor` and the others), by kind.
 * @param {import("./marks.js").Mark[]} list
 * @returns {string}
 */
export function outlinesSvg(list) {
  const kinds = new Set(["fresh", "wrong", "hover", "cursor", "from"]);
  const out = [];
  for (const { kind, place, x, y, r, casing } of list) {
    if (!kinds.has(kind)) continue;
    out.push(`<g class="mark mark-${kind}" data-mark="${kind}" data-place="${place}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">`
      + `${casing ? `<circle class="casing" r="${r}"/>` : ""}<circle class="line" r="${r}"/></g>`);
  }
  return out.length ? `<g class="outlines">${out.join("")}</g>` : "";
}

/**
 * The SVG markup of the best-move arrows in a mark list (board/paint/marks.js bestArrows, each
 * with its path `d`): a casing under each arrow, its arrowhead the `#arrowhead` marker, a pass
 * (`stay`) a loop; `mover` ("mouse" or "cat") colours them in style.css.
 * @param {import("./marks.js").Mark[]} list
 * @param {string} mover
 * @returns {string}
 */
export function arrowsSvg(list, mover) {
  const out = [`<g class="arrows ${mover}">`];
  for (const { kind, from, to, d } of list) {
    out.push(`<path class="casing" d="${d}"/><path class="arrow${kind === "stay" ? " pass" : ""}" data-arrow="${from}-${to}" d="${d}" marker-end="url(#arrowhead)"/>`);
  }
  out.push("</g>");
  return out.join("");
}
