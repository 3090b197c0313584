// The Watch's frames, derived from the solver's level index (the package's LevelIndex: the decided
// states sorted by level) and the solved table; no DOM here, so it runs wherever the table is.
// Frame d (0 ≤ d ≤ maxLevel) shows the states decided at levels ≤ d, those of level d marked as
// new; the final frame, maxLevel + 1, is the solved colouring: nothing changes any more, and every
// state still undecided is a draw (endless on the grid). Moving between frames touches only the
// states of the levels in between (the index's ranges), never every state.
import { OUTCOME } from "./wasm.js";
import { winColour } from "./heatmap.js";

/** The last frame of an index: one past its last level (0 when nothing is decided). */
export const finalFrame = (index) => index.maxLevel + 1;

/**
 * A state's level from the solved table: its distance if it is decided (won or lost), else
 * Infinity (a draw, endless on the grid, or no position). The solver's levels are exactly these.
 */
export function levelOf(sol, i) {
  const o = sol.outcomes[i];
  return o === OUTCOME.mouse || o === OUTCOME.cat ? sol.distances[i] : Infinity;
}

/**
 * The cumulative counts of an index: `sums[4 * (d + 1) + k]` is the count of kind k (0 won by
 * the mouse to move, 1 lost by the mouse to move, 2 won by the cat to move, 3 lost by the cat to
 * move) over levels 0..d. One pass over the levels, not the states.
 */
export function cumulative(index) {
  const levels = index.maxLevel + 1;
  const sums = new Float64Array(4 * (levels + 1));
  for (let d = 0; d < levels; d++) for (let k = 0; k < 4; k++) sums[4 * (d + 1) + k] = sums[4 * d + k] + index.counts[4 * d + k];
  return sums;
}

/**
 * What frame `d` counts: `{decided, fresh, total}`: the states decided so far, those decided at
 * level d, and `total` the decided states at the end; each `{won, lost}` (by the player to move).
 */
export function frameCounts(index, sums, d) {
  const levels = index.maxLevel + 1;
  const upTo = (k) => Math.max(0, Math.min(levels, k + 1)); // levels 0..k
  const pick = (at) => ({ won: sums[4 * at] + sums[4 * at + 2], lost: sums[4 * at + 1] + sums[4 * at + 3] });
  const so = pick(upTo(d));
  const before = pick(upTo(d - 1));
  const all = pick(levels);
  return {
    decided: so,
    fresh: d <= index.maxLevel ? { won: so.won - before.won, lost: so.lost - before.lost } : { won: 0, lost: 0 },
    total: all,
  };
}

/** A sorted copy of the 2n DP's wrong states (the package's dp2nWrong), for `isIn`. */
export const sortedStates = (states) => Uint32Array.from(states).sort();

/** Whether state `i` is in the sorted array `sorted` (binary search). */
export function isIn(sorted, i) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < i) lo = mid + 1; else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === i;
}

/** What an undecided place shows in a frame: neutral, no distance. */
export const OPEN = Object.freeze({ outcome: "open", distance: 0, limited: null, tint: 0 });

/**
 * What a place of the board shows in frame `d`: `view` (board/colouring.js's PlaceView of the solved
 * table) if its state is decided by then, marked `fresh` when decided at level d; else OPEN,
 * except in the final frame, which is the solved colouring. From the 2n horizon on, a state the
 * 2n DP gets wrong is marked `wrong` (its colour stays: the mark is drawn around it).
 * @param {object} view        the place's PlaceView ({outcome, distance, limited, tint, state, after})
 * @param {{places:number}} sol   the solution (its size)
 * @param {{final:number, horizon:number|null, wrong:Uint32Array}} watch
 * @param {number} d
 */
export function framedView(view, sol, watch, d) {
  const s = view.state;
  if (!s || view.outcome === "none") return view;
  // a state's level is its distance if it is won or lost (levelOf): read off the view itself, so
  // the board needs no whole table here, only the places it shows
  const level = view.outcome === "mouse" || view.outcome === "cat" ? view.distance : Infinity;
  if (level <= d) {
    // (the Watch is the one-cat solver's: the table's index is (turn · n + mouse) · n + cat)
    const n = sol.places;
    const wrong = watch.horizon !== null && d >= watch.horizon && isIn(watch.wrong, (s.turn * n + s.mouse) * n + s.cats[0]);
    return { ...view, fresh: level === d, wrong };
  }
  if (d >= watch.final) return view;
  return { ...OPEN, state: s, after: view.after };
}

/**
 * The frame's heatmaps, kept up to date incrementally: for each player to move a `side` x `side`
 * RGBA image, one pixel per sampled (mouse place, cat place) pair as in the Table view
 * (`at[x]`: the place at pixel x). Undecided states are transparent (the page shows them
 * neutral, or as draws in the final frame, with a CSS background: no pass over them), states
 * that are no position are painted once, and the decided ones are painted level by level.
 * @param {object} sol       the solution: places, outcomes, distances, maxDistance (read here only)
 * @param {object} index     the package's LevelIndex
 * @param {Int32Array|number[]} at   the place at each pixel along a side
 * @param {object} palette   [r, g, b] colours: mouse, cat (their three tints), none, card, fresh
 */
export function createHeat(sol, index, at, palette) {
  const n = sol.places;
  const nn = n * n;
  const side = at.length;
  const pixelOf = new Int32Array(n).fill(-1);
  at.forEach((place, x) => {
    if (pixelOf[place] < 0) pixelOf[place] = x;
  });
  const images = [new Uint8ClampedArray(side * side * 4), new Uint8ClampedArray(side * side * 4)];
  // no positions (the cat in the hole, a piece on a wall): once
  for (let turn = 0; turn < 2; turn++) {
    const px = images[turn];
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        if (sol.outcomes[(turn * n + at[y]) * n + at[x]] === OUTCOME.none) put(px, (y * side + x) * 4, palette.none, 1, palette.card);
      }
    }
  }
  // the drawn states of each level, with their pixels: one pass over the index, here, so that a
  // frame touches only states that have a pixel (a sampled heatmap shows few of a big table's)
  const levels = index.maxLevel + 1;
  const offsets = new Uint32Array(levels + 1);
  let kept = 0;
  const pix = new Int32Array(Math.min(index.order.length, 2 * side * side));
  const states = new Uint32Array(pix.length);
  // each drawn state's colour, as the Table view colours it: the outcome, paler the longer the game
  const colours = new Uint8ClampedArray(pix.length * 4);
  for (let d = 0; d < levels; d++) {
    offsets[d] = kept;
    for (let k = index.offsets[d]; k < index.offsets[d + 1]; k++) {
      const i = index.order[k];
      const turn = i >= nn ? 1 : 0;
      const r = i - turn * nn;
      const x = pixelOf[r % n];
      const y = pixelOf[(r - (r % n)) / n];
      if (x < 0 || y < 0) continue;
      pix[kept] = (turn * side * side + y * side + x) * 4;
      states[kept] = i;
      put(colours, kept * 4, winColour(sol.outcomes[i] === OUTCOME.mouse ? palette.mouse : palette.cat, sol.distances[i], sol.maxDistance), 1, palette.card);
      kept++;
    }
  }
  offsets[levels] = kept;
  // from here on the heatmaps need neither the table nor the index (the worker drops them)
  return { maxLevel: index.maxLevel, side, images, palette, shown: -1, drawn: { offsets, pix, states, colours } };
}

function put(px, p, c, mix, card) {
  px[p] = c[0] * mix + card[0] * (1 - mix);
  px[p + 1] = c[1] * mix + card[1] * (1 - mix);
  px[p + 2] = c[2] * mix + card[2] * (1 - mix);
  px[p + 3] = 255;
}

/** Paints the states of level `d` into the heatmaps: `how` "fresh" (this frame's level), "plain" or "clear" (undecided again). */
function paintLevel(heat, d, how) {
  const { side, images, palette, drawn } = heat;
  if (d < 0 || d > heat.maxLevel) return;
  const plane = side * side * 4;
  for (let k = drawn.offsets[d]; k < drawn.offsets[d + 1]; k++) {
    const at = drawn.pix[k];
    const px = at >= plane ? images[1] : images[0];
    const p = at >= plane ? at - plane : at;
    if (how === "clear") px.fill(0, p, p + 4);
    else if (how === "fresh") put(px, p, palette.fresh, 1, palette.card);
    else px.set(drawn.colours.subarray(k * 4, k * 4 + 4), p);
  }
}

/**
 * Brings the heatmaps to frame `d`, touching only the levels between the frame shown and `d`.
 * Returns whether any pixel may have changed.
 */
export function paintFrame(heat, d) {
  const from = heat.shown;
  if (from === d) return false;
  const last = heat.maxLevel;
  if (d > from) {
    for (let level = Math.max(0, from); level <= Math.min(d, last); level++) paintLevel(heat, level, "plain");
  } else {
    for (let level = Math.min(from, last); level > d; level--) paintLevel(heat, level, "clear");
    paintLevel(heat, d, "plain");
  }
  paintLevel(heat, d, "fresh");
  heat.shown = d;
  return true;
}

/** The scale of the wrong states' overlay for a heatmap `side` pixels across: room for a mark inside each pixel while that stays small. */
export const overlayScale = (side) => (side <= 128 ? 5 : side <= 341 ? 3 : 1);

/**
 * The 2n DP's wrong states as an overlay of both heatmaps, kept in step with the frames like the
 * heatmaps: from the horizon on, a dark mark inside the pixel of each wrong state decided so far
 * (at `overlayScale(side)` times the heatmap's resolution, so the state's colour shows around
 * it), nothing before. `wrong`: the sorted wrong states (sortedStates). Its lists are made once.
 */
export function createOverlay(heat, wrong, colour) {
  const { side, drawn } = heat;
  const scale = overlayScale(side);
  const W = side * scale;
  const levels = heat.maxLevel + 1;
  const offsets = new Uint32Array(levels + 1);
  const pix = [];
  for (let d = 0; d < levels; d++) {
    offsets[d] = pix.length;
    for (let k = drawn.offsets[d]; k < drawn.offsets[d + 1]; k++) if (isIn(wrong, drawn.states[k])) pix.push(drawn.pix[k]);
  }
  offsets[levels] = pix.length;
  return { side, scale, images: [new Uint8ClampedArray(W * W * 4), new Uint8ClampedArray(W * W * 4)], colour, offsets, pix: Int32Array.from(pix), levels, shown: -1 };
}

/** Marks (or clears) the wrong states of level `d` in the overlay. */
function markLevel(o, d, on) {
  if (d < 0 || d >= o.levels) return;
  const plane = o.side * o.side * 4;
  const W = o.side * o.scale;
  const inset = o.scale >= 3 ? 1 : 0;
  for (let k = o.offsets[d]; k < o.offsets[d + 1]; k++) {
    const at = o.pix[k];
    const px = at >= plane ? o.images[1] : o.images[0];
    const cell = (at >= plane ? at - plane : at) / 4;
    const x0 = (cell % o.side) * o.scale;
    const y0 = ((cell - (cell % o.side)) / o.side) * o.scale;
    for (let y = y0 + inset; y < y0 + o.scale - inset; y++) {
      for (let x = x0 + inset; x < x0 + o.scale - inset; x++) {
        const p = (y * W + x) * 4;
        if (on) put(px, p, o.colour, 1, o.colour); else px.fill(0, p, p + 4);
      }
    }
  }
}

/**
 * Brings the overlay to frame `d`: the wrong states of levels ≤ d once `d` reaches the horizon,
 * none before; touching only the levels that change. Returns whether anything may have changed.
 */
export function markFrame(o, horizon, d) {
  const target = horizon !== null && d >= horizon ? Math.min(d, o.levels - 1) : -1;
  if (target === o.shown) return false;
  if (target > o.shown) for (let level = o.shown + 1; level <= target; level++) markLevel(o, level, true);
  else for (let level = o.shown; level > target; level--) markLevel(o, level, false);
  o.shown = target;
  return true;
}
