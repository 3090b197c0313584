// The whole-table view: one heatmap per player to move, a pixel per (mouse place, cat place)
// state, coloured by outcome and shaded by distance (closer to the end: stronger). Drawn into a
// canvas as one ImageData, so a 1,000-node graph (2,000,000 states) draws in a few milliseconds;
// above MAX_SIDE places a pixel samples every k-th place. Reads the solution; never changes state.
import { OUTCOME } from "./wasm.js";

/** The most places drawn along a heatmap side; bigger tables are sampled. */
export const MAX_SIDE = 1024;

/**
 * The places a heatmap shows along each axis, in order: every node, or every floor cell (walls are
 * no place for a piece).
 * @returns {number[]}
 */
export function axisPlaces(state) {
  if (state.mode === "graph") return state.graph.adj.map((_, i) => i);
  const out = [];
  const C = state.grid.rows[0]?.length ?? 0;
  state.grid.rows.forEach((row, r) => {
    for (let c = 0; c < C; c++) if (row[c] !== "#") out.push(r * C + c);
  });
  return out;
}

/** The side of the drawn heatmap for `k` places, and the place index at pixel `x`. */
export function pixels(k) {
  const side = Math.min(k, MAX_SIDE);
  return { side, index: (x) => Math.min(k - 1, Math.floor((x * k) / side)) };
}

// Colours from the CSS custom properties, as [r, g, b].
function rgb(name, el) {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  const probe = document.createElement("canvas").getContext("2d");
  probe.fillStyle = v || "#000";
  const hex = probe.fillStyle; // normalised to #rrggbb
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

let drawn = { key: "" }; // what the canvases hold, so a redraw without changes costs nothing

/**
 * Draws both heatmaps into `canvases` ([mouse to move, cat to move]) if the solution, the places
 * or the colour scheme changed since the last call.
 */
export function renderTable(canvases, state, places) {
  const sol = state.solution;
  if (!sol) return;
  const dark = matchMedia("(prefers-color-scheme: dark)").matches;
  const key = `${sol.id}:${places.length}:${dark}`;
  if (drawn.key === key) return;
  drawn = { key };
  const el = canvases[0];
  const C = {
    mouse: rgb("--mouse-win", el), cat: rgb("--cat-win", el), draw: rgb("--draw", el),
    none: rgb("--none", el), card: rgb("--card", el), hatch: rgb("--card", el),
  };
  const n = sol.places;
  const k = places.length;
  const { side, index } = pixels(k);
  const at = Array.from({ length: side }, (_, x) => places[index(x)]);
  const max = Math.max(1, sol.maxDistance);
  const grid = sol.kind === "grid";
  for (let turn = 0; turn < 2; turn++) {
    const canvas = canvases[turn];
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext("2d");
    const img = ctx.createImageData(side, side);
    const px = img.data;
    for (let y = 0; y < side; y++) {
      const row = (turn * n + at[y]) * n;
      for (let x = 0; x < side; x++) {
        const i = row + at[x];
        const o = sol.outcomes[i];
        let c;
        let mix = 1;
        if (o === OUTCOME.mouse || o === OUTCOME.cat) {
          c = o === OUTCOME.mouse ? C.mouse : C.cat;
          const d = sol.distances[i];
          mix = 1 - 0.6 * Math.min(1, d / max);
          // a grid mouse win that the turn limit makes a cat win: hatched, as on the board
          if (grid && o === OUTCOME.mouse && sol.limited[i] !== OUTCOME.mouse && (x + y) % 4 < 2) mix *= 0.5;
        } else if (o === OUTCOME.draw) {
          c = C.draw;
          if (grid && (x + y) % 4 < 2) mix = 0.55; // endless: hatched grey
        } else {
          c = C.none;
        }
        const p = (y * side + x) * 4;
        px[p] = c[0] * mix + C.card[0] * (1 - mix);
        px[p + 1] = c[1] * mix + C.card[1] * (1 - mix);
        px[p + 2] = c[2] * mix + C.card[2] * (1 - mix);
        px[p + 3] = 255;
      }
    }
    ctx.putImageData(img, 0, 0);
  }
}

/** Forgets what was drawn (the canvases were replaced or the scheme changed). */
export function resetTable() {
  drawn = { key: "" };
}
