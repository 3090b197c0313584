// The hardest positions, counted off a solved table wherever the table is (the page's main thread
// for a small puzzle, the solver worker for a big one): for each player to move, how many
// positions each side wins in each number of plies, how many are draws (endless on the grid), and
// on the grid how many mouse wins the turn limit gives to the cat (the table's `limited` outcomes:
// nothing is recomputed). Then the positions of one bar, and the table's layout read back into
// positions (several cats' multisets included). One typed-array pass per question; no DOM here.
import { OUTCOME } from "./wasm.js";

/**
 * @typedef {object} TurnCounts   one player to move's counts
 * @property {Uint32Array} mouse   mouse wins by distance in plies (index = distance)
 * @property {Uint32Array} cat     cat wins by distance
 * @property {Uint32Array|null} cut   grid: mouse wins by distance that the turn limit makes cat wins (null: the graph)
 * @property {number} draw         draws (the grid's endless positions)
 */

/**
 * @typedef {object} Histogram
 * @property {[TurnCounts, TurnCounts]} turns   [mouse to move, cat to move]
 * @property {number} maxMouse   the longest mouse win, in plies (-1: none)
 * @property {number} maxCat     the longest cat win (-1: none)
 * @property {{mouse: object|null, cat: object|null}} longest   each side's longest win (longestWin), when a layout is given
 * @property {number} positions  every position counted (the table's entries but "no position")
 * @property {number} none       the entries that are no position
 */

/**
 * Counts the table `table` ({outcomes, distances, limited}: the whole table, any layout whose
 * first half is the mouse to move and second half the cat to move, as the package's is), and
 * with `layout` ({places, catCount}) finds each side's longest win in the same pass.
 * @returns {Histogram}
 */
export function histogram(table, layout = null) {
  const { outcomes, distances, limited } = table;
  let longest = 0;
  for (let i = 0; i < distances.length; i++) if (distances[i] > longest && outcomes[i] !== OUTCOME.none) longest = distances[i];
  const half = outcomes.length / 2;
  const turns = [0, 1].map(() => ({
    mouse: new Uint32Array(longest + 1), cat: new Uint32Array(longest + 1),
    cut: limited ? new Uint32Array(longest + 1) : null, draw: 0,
  }));
  let none = 0;
  let maxMouse = -1;
  let maxCat = -1;
  let atMouse = -1; // the first entry of the longest mouse win, and of the cat's
  let atCat = -1;
  for (let t = 0; t < 2; t++) {
    const counts = turns[t];
    const { mouse, cat, cut } = counts;
    for (let i = t * half, end = i + half; i < end; i++) {
      const o = outcomes[i];
      if (o === OUTCOME.mouse) {
        const d = distances[i];
        mouse[d]++;
        if (d > maxMouse) {
          maxMouse = d;
          atMouse = i;
        }
        if (cut && limited[i] !== OUTCOME.mouse) cut[d]++;
      } else if (o === OUTCOME.cat) {
        const d = distances[i];
        cat[d]++;
        if (d > maxCat) {
          maxCat = d;
          atCat = i;
        }
      } else if (o === OUTCOME.draw) {
        counts.draw++;
      } else {
        none++;
      }
    }
  }
  const at = (i, d) => (i < 0 || !layout ? null : { ...stateAt(i, layout.places, outcomes.length, layout.catCount), distance: d });
  return { turns, maxMouse, maxCat, longest: { mouse: at(atMouse, maxMouse), cat: at(atCat, maxCat) }, positions: outcomes.length - none, none };
}

/**
 * The binomial coefficient C(n, k) (exact for the table sizes the solver accepts).
 */
function choose(n, k) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * The cats' places of multiset rank `rank` of `k` cats (the package's colexicographic order, see
 * docs/api.md "Table layout"), increasing.
 * @returns {number[]}
 */
export function unrankCats(rank, k) {
  const out = new Array(k);
  let r = rank;
  for (let i = k - 1; i >= 0; i--) {
    // the largest d with C(d, i + 1) <= r: the i-th place is d - i
    let d = i;
    while (choose(d + 1, i + 1) <= r) d++;
    r -= choose(d, i + 1);
    out[i] = d - i;
  }
  return out;
}

/**
 * The position at entry `index` of a table of `places` places and `entries` entries with
 * `catCount` cats: {mouse, cats, turn}, `cats` the cats' places, sorted (one cat: the column is
 * its place).
 */
export function stateAt(index, places, entries, catCount = 1) {
  const half = entries / 2;
  const turn = index >= half ? 1 : 0;
  const j = index - turn * half;
  const multisets = half / places;
  const mouse = Math.floor(j / multisets);
  const rank = j - mouse * multisets;
  return { mouse, cats: catCount > 1 ? unrankCats(rank, catCount) : [rank], turn };
}

/**
 * The positions of one bar: player `turn` to move, outcome `outcome` (an OUTCOME value), distance
 * from `lo` to `hi` plies (a draw bar: any distance), in the table's order, at most `cap` of
 * them, each {mouse, cats, turn, distance, late} (`late`: a grid mouse win the turn limit makes a
 * cat win), with how many there are in all (`count`). `layout`: {places, catCount}.
 * @returns {{count:number, states:object[]}}
 */
export function barStates(table, layout, turn, outcome, lo, hi, cap) {
  const { outcomes, distances, limited } = table;
  const half = outcomes.length / 2;
  const states = [];
  let count = 0;
  const anyDistance = outcome === OUTCOME.draw;
  for (let i = turn * half, end = i + half; i < end; i++) {
    if (outcomes[i] !== outcome) continue;
    const d = distances[i];
    if (!anyDistance && (d < lo || d > hi)) continue;
    count++;
    if (states.length < cap) {
      const late = !!limited && outcome === OUTCOME.mouse && limited[i] !== OUTCOME.mouse;
      states.push({ ...stateAt(i, layout.places, outcomes.length, layout.catCount), distance: d, late });
    }
  }
  return { count, states };
}

/**
 * The longest win of `side` ("mouse" or "cat") over both players to move: the first such
 * position in the table's order, {mouse, cats, turn, distance}, or null if that side wins nowhere.
 */
export function longestWin(table, layout, side) {
  const { outcomes, distances } = table;
  const want = side === "mouse" ? OUTCOME.mouse : OUTCOME.cat;
  let best = -1;
  let at = -1;
  for (let i = 0; i < outcomes.length; i++) {
    if (outcomes[i] === want && distances[i] > best) {
      best = distances[i];
      at = i;
    }
  }
  return at < 0 ? null : { ...stateAt(at, layout.places, outcomes.length, layout.catCount), distance: best };
}

/** The most positions a bar lists. */
export const BAR_CAP = 50;

/**
 * The table questions, by name, each asked of a whole table and its layout ({places, catCount}):
 * what the page's solutions (solver/answers.js) and the solver worker answer besides QUERIES.
 */
export const TABLE_QUERIES = Object.freeze({
  histogram: (table, layout) => histogram(table, layout),
  barStates: (table, layout, turn, outcome, lo, hi) => barStates(table, layout, turn, outcome, lo, hi, BAR_CAP),
  longestWin: (table, layout, side) => longestWin(table, layout, side),
});
