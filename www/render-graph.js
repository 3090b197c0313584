// Draws the graph game on the board SVG: edges, best-move arrows, nodes coloured by the state each
// shows, the hole, the pieces. Reads state; never changes it.
import { esc, outcomeClass, shade, pieceIcon, arrow } from "./render-common.js";
import { cue, stateWords } from "./words.js";
import { NONE } from "./colouring.js";

/** Layout units to SVG user units. */
export const SCALE = 40;

/** Node radius and label detail for a graph of `n` nodes. */
export function nodeStyle(n) {
  if (n <= 60) return { r: 14, ids: true, cues: true };
  if (n <= 250) return { r: 11, ids: true, cues: false };
  return { r: 6, ids: false, cues: false };
}

/** The SVG viewBox that fits layout positions `pos` on a board `px` pixels wide, as [x, y, w, h]. */
export function frameOf(pos, px = 800) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of pos) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y);
    x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, 1, 1];
  // margin, and a minimum size so that a tiny graph is not blown up
  const w = Math.max(x1 - x0 + 2.2, px / 75); // at most 75 screen px per layout unit
  const h = Math.max(y1 - y0 + 2.2, px / 75 / 1.6);
  return [((x0 + x1) / 2 - w / 2) * SCALE, ((y0 + y1) / 2 - h / 2) * SCALE, w * SCALE, h * SCALE];
}

/** The board's CSS aspect ratio for a viewBox of `w` x `h` (clamped: no strip-thin boards). */
export function aspect(w, h) {
  return `${Math.min(2.2, Math.max(0.8, w / h)).toFixed(3)}`;
}

/**
 * Renders into `svg` (its `#board-content` group).
 * @param {SVGSVGElement} svg
 * @param {object} state                 the page state
 * @param {ReturnType<import("./colouring.js").colouring>} col
 * @param {{place:number, view:object}[]} marks   the user's legal moves in a game, each with its value
 * @param {number[]} best                the mover's best destinations from the shown position
 */
export function renderGraph(svg, state, col, best, marks = []) {
  const { adj, pos, hole } = state.graph;
  const n = adj.length;
  const { r, ids, cues } = nodeStyle(n);
  const labels = state.view.labels;
  const frame = state.view.frame ?? frameOf(pos, svg.clientWidth || 800);
  svg.setAttribute("viewBox", frame.map((v) => v.toFixed(1)).join(" "));
  svg.style.aspectRatio = aspect(frame[2], frame[3]);
  svg.dataset.mode = "graph";
  const xy = (i) => [pos[i][0] * SCALE, pos[i][1] * SCALE]; // a node's centre in SVG units
  const out = [];

  // 1. Edges (and the edge tool's rubber band).
  out.push(`<g class="edges${n > 250 ? " thin" : ""}">`);
  for (let a = 0; a < n; a++) {
    for (const b of adj[a]) {
      if (b <= a || b >= n) continue;
      const [x1, y1] = xy(a);
      const [x2, y2] = xy(b);
      out.push(`<line data-edge="${esc(`${a}-${b}`)}" x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`);
    }
  }
  out.push("</g>");
  const { edgeFrom, pointer } = state.view;
  if (edgeFrom != null && pointer) {
    const [x1, y1] = xy(edgeFrom);
    out.push(`<line class="rubber" x1="${x1}" y1="${y1}" x2="${pointer[0] * SCALE}" y2="${pointer[1] * SCALE}"/>`);
  }

  // 2. Best moves of the player to move, from that player's node.
  const { position: at, ranging } = col;
  const mover = at.turn === 0 ? at.mouse : at.cat;
  if (state.solution && mover >= 0 && mover < n) {
    out.push(`<g class="arrows ${at.turn === 0 ? "mouse" : "cat"}">`);
    const [x1, y1] = xy(mover);
    for (const b of best) {
      const [x2, y2] = xy(b);
      out.push(arrow(x1, y1, x2, y2, r + 2, r + 4));
    }
    out.push("</g>");
  }

  // 3. Nodes, coloured by the state with the ranging piece on them.
  const max = state.solution?.maxDistance ?? 1;
  const limit = state.solution?.turnLimit ?? 0;
  const cursor = state.view.cursor;
  const marked = new Set(marks.map((m) => m.place)); // their labels move below the rings
  out.push("<g class=\"nodes\">");
  for (let i = 0; i < n; i++) {
    const view = col.places[i] ?? NONE;
    const [x, y] = xy(i);
    const m = ranging === "mouse" ? i : at.mouse;
    const c = ranging === "cat" ? i : at.cat;
    const tip = state.solution ? stateWords("graph", 0, m, c, at.turn, view, limit) : `node ${i}`;
    const cls = `node ${outcomeClass(view)}${i === hole ? " hole" : ""}${i === cursor ? " cursor" : ""}`
      + `${i === state.view.hover ? " hover" : ""}${i === edgeFrom ? " from" : ""}`;
    out.push(`<g class="${cls}" data-node="${i}" data-outcome="${view.outcome}" data-distance="${view.distance}" `
      + `transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><title>${esc(tip)}</title>`
      + `<circle class="under" r="${r}"/><circle class="fill" r="${r}" style="fill-opacity:${shade(view, max)}"/>`);
    if (i === hole) out.push(`<circle class="hole-ring" r="${r + 3.5}"/>`);
    if (ids) out.push(`<text class="id" dy="0.35em">${i}</text>`);
    else if (view.outcome === "draw") out.push(`<circle class="dot-cue" r="${r * 0.35}"/>`);
    if (cues && labels) out.push(`<text class="cue" y="${r + (marked.has(i) ? 21 : 11)}">${esc(cue(view))}</text>`);
    out.push("</g>");
  }
  out.push("</g>");

  // 4. The user's legal moves in a game: a ring coloured by the outcome the move leads to.
  if (marks.length) {
    out.push("<g class=\"moves\">");
    for (const { place, view } of marks) {
      const [x, y] = xy(place);
      out.push(`<g class="move-mark ${outcomeClass(view)}" data-move="${place}" data-outcome="${view.outcome}" data-distance="${view.distance}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">`
        + `<title>${esc(`move to node ${place}: ${cue(view)}`)}</title><circle class="casing" r="${r + 5}"/><circle class="ring" r="${r + 5}"/></g>`);
    }
    out.push("</g>");
  }

  // 5. The pieces, beside their nodes (so the node's own colour stays visible).
  const size = n > 250 ? 40 : n > 60 ? r * 2.2 : r * 1.6;
  const off = n > 250 ? 0 : r * 0.95;
  for (const piece of ["cat", "mouse"]) {
    const p = at[piece];
    if (p < 0 || p >= n) continue;
    const [x, y] = xy(p);
    out.push(pieceIcon(piece, x + (piece === "mouse" ? -off : off), y - off, size));
  }
  svg.querySelector("#board-content").innerHTML = out.join("");
}
