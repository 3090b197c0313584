// SVG pieces shared by the graph and grid renderers: piece icons, move arrows, outcome classes.

/** Escapes text for SVG markup. */
export const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]);

/**
 * The CSS classes of a place showing `view`: its outcome, its tint (t1 strongest .. t3 palest,
 * colouring.js tintOf), `beyond` for a grid mouse win too late for the turn limit, and in the
 * Watch `fresh` (decided at the shown level) and `dp-wrong` (the 2n DP gets it wrong). The fill and
 * label colours of each pair live in style.css (`--mouse-win-2` / `--label-on-mouse-win-2`).
 */
export function outcomeClass(view) {
  const tint = view.tint ? ` t${view.tint}` : "";
  // the Watch's marks (watch.js framedView): decided at the shown level; wrong in the 2n DP
  const watch = `${view.fresh ? " fresh" : ""}${view.wrong ? " dp-wrong" : ""}`;
  return `o-${view.outcome}${tint}${view.limited === "cat" && view.outcome === "mouse" ? " beyond" : ""}${watch}`;
}

/**
 * The fill opacity of a place: 1. Distances are shown by solid tints (outcomeClass), never by
 * transparency, so that each label's background colour is known and its contrast kept.
 */
export function shade() {
  return "1";
}

/** A piece icon centred at (x, y), `size` across: the mouse has round ears, the cat pointed ones. */
export function pieceIcon(piece, x, y, size) {
  const s = size / 20;
  const body = piece === "mouse"
    ? `<circle cx="-6" cy="-6" r="5"/><circle cx="6" cy="-6" r="5"/><circle r="8"/>`
      + `<circle class="eye" cx="-3" cy="-1" r="1.3"/><circle class="eye" cx="3" cy="-1" r="1.3"/><circle class="eye" cy="3" r="1.2"/>`
    : `<path d="M-8 -1 L-8 -11 L-2 -6 L2 -6 L8 -11 L8 -1 Z"/><circle r="8"/>`
      + `<path class="eye" d="M-4.5 -1.5 l2.5 0 l-1.25 2 z M2 -1.5 l2.5 0 l-1.25 2 z"/><circle class="eye" cy="3" r="1.1"/>`;
  return `<g class="piece ${piece}" data-piece="${piece}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">`
    + `<circle class="halo" r="11.5"/>${body}</g>`;
}

/** An arrow from (x1, y1) to (x2, y2), cut short by `from` and `to` at its ends. */
export function arrow(x1, y1, x2, y2, from, to, cls = "arrow") {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const d = Math.hypot(dx, dy);
  if (d < from + to + 2) return "";
  const ux = dx / d;
  const uy = dy / d;
  const ends = `x1="${(x1 + ux * from).toFixed(1)}" y1="${(y1 + uy * from).toFixed(1)}" `
    + `x2="${(x2 - ux * (to + 4)).toFixed(1)}" y2="${(y2 - uy * (to + 4)).toFixed(1)}"`;
  return `<line class="casing" ${ends}/><line class="${cls}" ${ends} marker-end="url(#arrowhead)"/>`;
}

/** A ring marking "stay put" (a grid move of length 0) around (x, y). */
export function stayRing(x, y, r) {
  return `<circle class="arrow stay" cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}"/>`;
}
