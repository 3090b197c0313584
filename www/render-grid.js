// Draws the grid game on the board SVG: cells coloured by the state each shows, walls, food,
// best-move arrows, the pieces. Reads state; never changes it.
import { esc, outcomeClass, shade, pieceIcon, arrow, stayRing } from "./render-common.js";
import { cue, stateWords } from "./words.js";
import { aspect } from "./render-graph.js";
import { NONE } from "./colouring.js";

/** Cell side in SVG user units. */
export const CELL = 40;

/**
 * Renders into `svg` (its `#board-content` group).
 * @param {SVGSVGElement} svg
 * @param {object} state
 * @param {ReturnType<import("./colouring.js").colouring>} col
 * @param {{place:number, view:object}[]} marks   the user's legal moves in a game, each with its value
 * @param {number[]} best   the mover's best destination places from the shown position
 */
export function renderGrid(svg, state, col, best, marks = []) {
  const rows = state.grid.rows;
  const R = rows.length;
  const C = rows[0]?.length ?? 0;
  // a minimum frame keeps small grids from being blown up: cells at most ~72 screen px
  const cells = (svg.clientWidth || 800) / 72;
  const w = Math.max(C * CELL + 12, cells * CELL);
  const h = Math.max(R * CELL + 12, (cells * CELL) / 1.8);
  svg.setAttribute("viewBox", `${(C * CELL - w) / 2} ${(R * CELL - h) / 2} ${w} ${h}`);
  svg.style.aspectRatio = aspect(w, h);
  svg.dataset.mode = "grid";
  const solved = state.solution && state.solution.places === R * C;
  const max = state.solution?.maxDistance ?? 1;
  const limit = state.solution?.turnLimit;
  const small = Math.max(R, C) > 16; // small cells: letter cue only
  const { position: at, ranging } = col;
  const out = [];

  for (let r = 0; r < R; r++) {
    for (let c = 0; c < C; c++) {
      const p = r * C + c;
      const ch = rows[r][c];
      const x = c * CELL;
      const y = r * CELL;
      const cursor = p === state.view.cursor ? " cursor" : "";
      const hover = p === state.view.hover ? " hover" : "";
      if (ch === "#") {
        out.push(`<g class="cell wall${cursor}${hover}" data-cell="${r},${c}" data-outcome="none"><title>wall (${r}, ${c})</title>`
          + `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}"/></g>`);
        continue;
      }
      const view = solved ? col.places[p] : NONE;
      const m = ranging === "mouse" ? p : at.mouse;
      const k = ranging === "cat" ? p : at.cat;
      const s = view.state ?? { mouse: m, cat: k, turn: at.turn }; // a ringed cell shows the state after the move
      const tip = solved ? stateWords("grid", C, s.mouse, s.cat, s.turn, view, limit) : `floor (${r}, ${c})`;
      const limited = view.limited ? ` data-limited="${view.limited}"` : "";
      out.push(`<g class="cell ${outcomeClass(view)}${cursor}${hover}" data-cell="${r},${c}" data-outcome="${view.outcome}"`
        + `${limited} data-distance="${view.distance}"><title>${esc(tip)}</title>`
        + `<rect class="under" x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="4"/><rect class="fill" x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="4" style="fill-opacity:${shade(view, max)}"/>`);
      if (view.outcome === "endless" || view.limited === "cat" && view.outcome === "mouse") {
        out.push(`<rect class="hatch" x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="4"/>`);
      }
      if (ch === "F") out.push(`<rect class="food" x="${x + 4}" y="${y + 4}" width="${CELL - 8}" height="${CELL - 8}" rx="6"/>`);
      const isPiece = p === at.mouse || p === at.cat;
      if (!isPiece && state.view.labels) {
        const text = small ? cue(view).replace(/\d+!?$/, "") : cue(view);
        out.push(`<text class="cue${small ? " big" : ""}" x="${x + CELL / 2}" y="${y + CELL / 2}" dy="0.35em">${esc(text)}</text>`);
      }
      if (ch === "F") out.push(`<text class="food-label" x="${x + CELL - 6}" y="${y + 12}">F</text>`);
      out.push("</g>");
    }
  }

  // Best moves of the player to move (a ring when staying put is best).
  const mover = at.turn === 0 ? at.mouse : at.cat;
  if (solved && mover >= 0) {
    const cx = (q) => (q % C) * CELL + CELL / 2;
    const cy = (q) => Math.floor(q / C) * CELL + CELL / 2;
    out.push(`<g class="arrows ${at.turn === 0 ? "mouse" : "cat"}">`);
    for (const q of best) {
      out.push(q === mover ? stayRing(cx(q), cy(q), CELL * 0.46) : arrow(cx(mover), cy(mover), cx(q), cy(q), CELL * 0.3, CELL * 0.22));
    }
    out.push("</g>");
  }
  // The user's legal moves in a game: a frame coloured by the outcome the move leads to.
  for (const { place, view } of solved ? marks : []) {
    const x = (place % C) * CELL;
    const y = Math.floor(place / C) * CELL;
    out.push(`<g class="move-mark ${outcomeClass(view)}" data-move="${place}" data-outcome="${view.outcome}" data-distance="${view.distance}">`
      + `<title>${esc(`move to (${Math.floor(place / C)}, ${place % C}): ${cue(view)}`)}</title>`
      + `<rect class="casing" x="${x + 3}" y="${y + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="5"/>`
      + `<rect class="ring" x="${x + 3}" y="${y + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="5"/></g>`);
  }
  for (const piece of ["cat", "mouse"]) {
    const p = at[piece];
    if (p >= 0 && p < R * C) {
      out.push(pieceIcon(piece, (p % C) * CELL + CELL / 2, Math.floor(p / C) * CELL + CELL / 2, CELL * 0.8));
    }
  }
  svg.querySelector("#board-content").innerHTML = out.join("");
}
