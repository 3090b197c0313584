// The whole-table heatmap's pixels, computed wherever the table is: on the main thread for small
// puzzles (explore/table.js), in the solver worker for big ones (solver/solver-worker.js), so the main
// thread never passes over a big table. No DOM here. One pixel per sampled (mouse place, cat
// place) state of one player to move: the outcome's colour in the tint the board gives that state
// (model/tint.js tintOf: the soonest third of the wins strongest), and a mask of the pixels that carry the second cue, a
// hatch drawn over them at screen resolution (draws, the grid's endless states, and grid mouse
// wins that the turn limit makes cat wins: the board hatches the same places).
import { OUTCOME } from "./wasm.js";
import { tintOf } from "../model/tint.js";

/**
 * The colour of a win `distance` plies from the end, of `tints` (its outcome's three tints, as
 * [r, g, b], strongest first) when the longest win is `maxDistance`: the board's tint.
 */
export const winColour = (tints, distance, maxDistance) => tints[tintOf(distance, maxDistance) - 1];

/** The most places drawn along a heatmap side; bigger tables are sampled. */
export const MAX_SIDE = 1024;

/** The side of the drawn heatmap for `k` places, and the place index at pixel `x`. */
export function pixels(k) {
  const side = Math.min(k, MAX_SIDE);
  return { side, index: (x) => Math.min(k - 1, Math.floor((x * k) / side)) };
}

/** The place at each pixel along a side, for the axis places `places` (see model/places.js axisPlaces). */
export function sampled(places) {
  const { side, index } = pixels(places.length);
  const at = new Int32Array(side);
  for (let x = 0; x < side; x++) at[x] = places[index(x)];
  return at;
}

/**
 * The pixels of one heatmap.
 * @param {{places:number, kind:string, maxDistance:number}} sol   the solution's size, kind and longest distance
 * @param {import("./wasm.js").Views} table   the whole table (outcome bytes, distances, limited)
 * @param {Int32Array} at      the place at each pixel along a side (rows: the mouse's, columns: the cat's)
 * @param {number} turn        0 mouse to move, 1 cat to move
 * @param {{mouse:number[][], cat:number[][], draw:number[], none:number[], card:number[]}} palette   [r, g, b] colours (mouse, cat: the three tints)
 * @returns {{colours: Uint8ClampedArray, mask: Uint8ClampedArray}}   RGBA, side x side; the mask is opaque where hatched
 */
export function heatPixels(sol, table, at, turn, palette) {
  const n = sol.places;
  const side = at.length;
  const colours = new Uint8ClampedArray(side * side * 4);
  const mask = new Uint8ClampedArray(side * side * 4);
  const max = sol.maxDistance;
  const { outcomes, distances, limited } = table;
  for (let y = 0; y < side; y++) {
    const row = (turn * n + at[y]) * n;
    for (let x = 0; x < side; x++) {
      const i = row + at[x];
      const o = outcomes[i];
      let c = palette.none;
      let hatch = false;
      if (o === OUTCOME.mouse || o === OUTCOME.cat) {
        c = winColour(o === OUTCOME.mouse ? palette.mouse : palette.cat, distances[i], max);
        // a grid mouse win that the turn limit makes a cat win: hatched, as on the board
        hatch = limited !== null && o === OUTCOME.mouse && limited[i] !== OUTCOME.mouse;
      } else if (o === OUTCOME.draw) {
        c = palette.draw;
        hatch = true;
      }
      const p = (y * side + x) * 4;
      colours[p] = c[0];
      colours[p + 1] = c[1];
      colours[p + 2] = c[2];
      colours[p + 3] = 255;
      if (hatch) mask[p + 3] = 255;
    }
  }
  return { colours, mask };
}
