// The gallery: the problem statements' examples, a few chosen puzzles, the graphs on which the
// popular 2n-horizon DP is wrong (from tests/data/dp_2n_failures.json), and the designer's best
// records (the `gallery: true` entries of tests/data/records.json, copied as they are there:
// tests/www/records.test.mjs checks that they match and solves each). Each `expect` was found
// and checked with the solver (tests/browser/page-gallery.test.mjs checks it again on every run).
// Names and notes are shown in the reader's language (exampleName, exampleNote: i18n/).
import { t, has } from "../i18n/i18n.js";

// A serpentine corridor: floor rows joined by one gap at alternating ends.
function snake(rows, cols) {
  const out = [];
  for (let r = 0; r < rows; r++) {
    if (r % 2 === 0) out.push(".".repeat(cols));
    else out.push(r % 4 === 1 ? "#".repeat(cols - 1) + "." : "." + "#".repeat(cols - 1));
  }
  return out;
}
const put = (rows, r, c, ch) => rows.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));

// 13x13 race: cat (jump 2) at the corridor's start, mouse (jump 1) 48 cells ahead, food at the end.
const race = put(put(put(snake(13, 13), 0, 0, "C"), 6, 6, "M"), 12, 12, "F");
// 32x32: the cat trails the mouse through 527 cells of corridor; both jump 1.
const long = put(put(put([...snake(31, 32), "#".repeat(32)], 0, 0, "C"), 0, 1, "M"), 30, 0, "F");

/**
 * @typedef {object} Example
 * @property {string} id
 * @property {string} name      (read from the catalogues: gallery.<id>.name)
 * @property {string} note      one line on what to look at (gallery.<id>.note)
 * @property {"graph"|"grid"} mode
 * @property {object} puzzle    graph: {adj, hole, mouse, cat}; grid: {rows, catJump, mouseJump, turnLimit?}
 *                              (no turnLimit: the solver's default, LeetCode's)
 * @property {{answer: number|boolean, outcome: "mouse"|"cat"|"draw"|"endless", distance: number}} expect
 * @property {boolean} [variant] a rule variant's puzzle (its `puzzle.rules`, and `extraHoles` for
 *                              several holes): one whose answer the variant flips (the smallest
 *                              flips of tests/cross_check.rs each_variant_can_flip_the_classic_answer)
 * @property {{count:number, lazy:boolean, rounds:number, graph6:string}} [cats]   a Cops and Robbers
 *                              entry: the graph (graph6), its cop number, the capture time in rounds
 *                              (tests/www/cats.test.mjs checks them with copNumber); the puzzle is the
 *                              chase from the best starts (model/puzzle.js chasePuzzle)
 */

/** @type {Example[]} */
export const EXAMPLES = [
  {
    // the first screen's puzzle: all three colours on the board, and on the mouse's three rings
    id: "race-home", mode: "graph",
    // (drawn as a race: the hole at the left end, the mouse one node left of the cat, the loop under them)
    puzzle: {
      adj: [[4], [2, 3, 6], [1, 5, 7], [1, 5], [0, 6], [2, 3], [1, 4], [2]], hole: 0, mouse: 1, cats: [2],
      pos: [[-4.2, 0], [0.3, 0], [1.8, 0], [0.3, 1.45], [-2.7, 0], [1.8, 1.45], [-1.2, 0], [3.3, 0]],
    },
    expect: { answer: 1, outcome: "mouse", distance: 5 },
  },
  {
    id: "lc913-1", mode: "graph",
    puzzle: { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "lc913-2", mode: "graph",
    puzzle: { adj: [[1, 3], [0], [3], [0, 2]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 1 },
  },
  {
    id: "ring", mode: "graph",
    puzzle: { adj: [[3], [2, 6], [1, 3], [0, 2, 4], [3, 5], [4, 6], [1, 5]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "cornered", mode: "graph",
    puzzle: { adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 10 },
  },
  {
    id: "smallest-cat-win", mode: "graph",
    puzzle: { adj: [[3], [4, 5, 7], [5, 7], [0, 6, 7], [1, 6, 7], [1, 2, 6], [3, 4, 5], [1, 2, 3, 4]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 16 },
  },
  {
    id: "smallest-mouse-win", mode: "graph",
    puzzle: { adj: [[2, 3, 6], [3, 4, 5, 7], [0, 3, 5, 7], [0, 1, 2, 6, 7], [1, 5, 6, 7], [1, 2, 4, 6], [0, 3, 4, 5], [1, 2, 3, 4]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 17 },
  },
  {
    id: "leetcode-cn-counterexample", mode: "graph",
    puzzle: { adj: [[5, 7, 9], [3, 4, 5, 6], [3, 4, 5, 8], [1, 2, 6, 7], [1, 2, 5, 7, 9], [0, 1, 2, 4, 8], [1, 3, 7, 8], [0, 3, 4, 6, 8], [2, 5, 6, 7, 9], [0, 4, 8]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 21 },
  },
  {
    id: "mouse-win-43", mode: "graph",
    puzzle: { adj: [[4, 9], [4, 7, 9, 10, 11], [4, 6, 7, 9, 10], [5, 8, 9, 10, 11], [0, 1, 2, 10, 11], [3, 6, 8, 9], [2, 5, 9, 11], [1, 2, 8, 10, 11], [3, 5, 7, 10], [0, 1, 2, 3, 5, 6], [1, 2, 3, 4, 7, 8], [1, 3, 4, 6, 7]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 43 },
  },
  {
    id: "mouse-win-65", mode: "graph",
    puzzle: { adj: [[3, 12, 14], [2, 5, 6, 9], [1, 4, 5, 9, 11, 12], [0, 5, 6, 12, 14], [2, 12, 13, 14], [1, 2, 3, 7, 11, 14], [1, 3, 7, 9, 10, 13], [5, 6, 9, 15], [10, 11, 13, 15], [1, 2, 6, 7, 10, 12], [6, 8, 9, 12, 14], [2, 5, 8, 14], [0, 2, 3, 4, 9, 10, 13], [4, 6, 8, 12, 15], [0, 3, 4, 5, 10, 11], [7, 8, 13]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 65 },
  },
  {
    id: "long-cat-win", mode: "graph",
    puzzle: { adj: [[11, 12], [2, 6, 7, 8, 9, 10, 13, 14], [1, 4, 7, 15, 17, 18, 19], [5, 6, 7, 12, 14, 15, 16], [2, 5, 8, 9, 10, 13, 14, 17], [3, 4, 7, 8, 10, 11, 15, 17, 18], [1, 3, 9, 10, 13, 16, 17, 18], [1, 2, 3, 5, 8, 9, 12, 14, 17, 18], [1, 4, 5, 7, 9, 10, 11, 13, 15, 18, 19], [1, 4, 6, 7, 8, 10, 11, 14, 15, 16, 17, 18], [1, 4, 5, 6, 8, 9, 16, 17], [0, 5, 8, 9, 12, 13, 19], [0, 3, 7, 11, 14, 15, 17], [1, 4, 6, 8, 11, 15, 18], [1, 3, 4, 7, 9, 12, 17, 18, 19], [2, 3, 5, 8, 9, 12, 13], [3, 6, 9, 10, 18, 19], [2, 4, 5, 6, 7, 9, 10, 12, 14], [2, 5, 6, 7, 8, 9, 13, 14, 16], [2, 8, 11, 14, 16]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 70 },
  },
  {
    id: "record-graph-17-cat", mode: "graph",
    puzzle: { adj: [[15],  [5,  10,  12],  [7,  11,  15],  [8,  10,  12,  15],  [5,  7,  8],  [1,  4,  9,  11,  13,  14,  15],  [8,  14,  16],  [2,  4,  11],  [3,  4,  6,  9,  14,  15,  16],  [5,  8,  13,  14],  [1,  3,  12,  13,  15],  [2,  5,  7],  [1,  3,  10,  16],  [5,  9,  10,  14],  [5,  6,  8,  9,  13],  [0,  2,  3,  5,  8,  10],  [6,  8,  12]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 98 },
  },
  {
    id: "record-graph-17-mouse", mode: "graph",
    puzzle: { adj: [[4,  13,  16],  [10,  12,  14,  15],  [10,  11,  14,  15],  [6,  7,  12,  16],  [0,  6,  7,  8,  13,  16],  [6,  9,  11,  12,  16],  [3,  4,  5,  8,  9,  14,  16],  [3,  4,  11,  12,  14,  15,  16],  [4,  6,  10,  15],  [5,  6,  10,  13,  15],  [1,  2,  8,  9,  11,  13,  15,  16],  [2,  5,  7,  10,  12],  [1,  3,  5,  7,  11],  [0,  4,  9,  10,  15],  [1,  2,  6,  7,  16],  [1,  2,  7,  8,  9,  10,  13],  [0,  3,  4,  5,  6,  7,  10,  14]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 89 },
  },
  {
    id: "record-graph-50", mode: "graph",
    puzzle: { adj: [[19,  23,  24],  [44],  [7,  25,  41,  42],  [9,  38],  [8,  26],  [22,  31],  [28,  36,  45],  [2,  11,  34],  [4,  37,  39],  [3,  12,  14,  29],  [32,  43,  48],  [7,  49],  [9,  14,  24,  42,  44,  46],  [34,  43,  49],  [9,  12,  22,  23],  [17,  32],  [29,  35,  38],  [15,  18,  40],  [17,  26,  40],  [0,  28,  30,  41],  [31,  33,  38,  47],  [31,  41,  43],  [5,  14,  30,  45],  [0,  14,  40,  41],  [0,  12],  [2,  46,  48],  [4,  18,  30],  [33,  46],  [6,  19,  45],  [9,  16],  [19,  22,  26],  [5,  20,  21],  [10,  15],  [20,  27,  43],  [7,  13],  [16,  49],  [6,  47],  [8,  39],  [3,  16,  20],  [8,  37,  44,  46],  [17,  18,  23],  [2,  19,  21,  23],  [2,  12,  47],  [10,  13,  21,  33],  [1,  12,  39],  [6,  22,  28],  [12,  25,  27,  39],  [20,  36,  42],  [10,  25],  [11,  13,  35]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 199 },
  },
  {
    id: "lc1728-1", mode: "grid",
    puzzle: { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2 },
    expect: { answer: true, outcome: "mouse", distance: 5 },
  },
  {
    id: "lc1728-2", mode: "grid",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 4 },
    expect: { answer: true, outcome: "mouse", distance: 3 },
  },
  {
    id: "lc1728-3", mode: "grid",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 3 },
    expect: { answer: false, outcome: "cat", distance: 8 },
  },
  {
    id: "race", mode: "grid",
    puzzle: { rows: race, catJump: 2, mouseJump: 1 },
    expect: { answer: true, outcome: "mouse", distance: 95 },
  },
  {
    id: "race-limit", mode: "grid",
    puzzle: { rows: race, catJump: 2, mouseJump: 1, turnLimit: 90 },
    expect: { answer: false, outcome: "mouse", distance: 95 },
  },
  {
    id: "endless", mode: "grid",
    puzzle: { rows: ["....#", "M##.#", "..C.#", "####F"], catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "endless", distance: 0 },
  },
  {
    id: "long", mode: "grid",
    puzzle: { rows: long, catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "mouse", distance: 1049 },
  },
  {
    id: "record-grid-8x8-j1", mode: "grid",
    puzzle: { rows: ["M...#...", ".#.#..#.", "C#.#.#..", "#..#.#.#", "..#..#..", ".#..#F#.", ".#.#.#..", "...#...#"], catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "cat", distance: 80 },
  },
  // Rule variants: each flips the classic answer of the same board (the note says how).
  {
    id: "v-one-way", mode: "graph", variant: true,
    puzzle: { adj: [[3], [3], [1], [1]], hole: 0, mouse: 1, cats: [2], rules: { directed: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "v-cat-hole", mode: "graph", variant: true,
    puzzle: { adj: [[2, 3], [3], [0], [0, 1]], hole: 0, mouse: 1, cats: [2], rules: { catEntersHole: true } },
    expect: { answer: 2, outcome: "cat", distance: 5 },
  },
  {
    id: "v-two-holes", mode: "graph", variant: true,
    puzzle: { adj: [[3], [3], [3], [0, 1, 2]], hole: 0, mouse: 1, cats: [2], extraHoles: [3], rules: { severalHoles: true } },
    expect: { answer: 1, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-mouse-passes", mode: "graph", variant: true,
    puzzle: { adj: [[2], [3, 4], [0, 3, 4], [1, 2], [1, 2]], hole: 0, mouse: 1, cats: [2], rules: { mousePasses: true } },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "v-cat-passes", mode: "graph", variant: true,
    puzzle: { adj: [[3], [2, 4], [1, 3], [0, 2, 4], [1, 3]], hole: 0, mouse: 1, cats: [2], rules: { catPasses: true } },
    expect: { answer: 2, outcome: "cat", distance: 4 },
  },
  {
    id: "v-two-foods", mode: "grid", variant: true,
    puzzle: { rows: ["FCMF"], catJump: 1, mouseJump: 1, rules: { severalFoods: true } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-blocking", mode: "grid", variant: true,
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 4, rules: { blocking: true } },
    expect: { answer: false, outcome: "cat", distance: 4 },
  },
  {
    id: "v-cat-must-move", mode: "grid", variant: true,
    puzzle: { rows: ["M#F#C"], catJump: 1, mouseJump: 1, rules: { catStays: false } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-mouse-diagonal", mode: "grid", variant: true,
    puzzle: { rows: ["FC", ".M"], catJump: 1, mouseJump: 1, rules: { mouseDiagonal: true } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-cat-diagonal", mode: "grid", variant: true,
    puzzle: { rows: ["F#", "..", "MC"], catJump: 1, mouseJump: 1, rules: { catDiagonal: true } },
    expect: { answer: false, outcome: "cat", distance: 2 },
  },
  {
    id: "cats-petersen", mode: "graph",
    cats: { count: 3, lazy: false, rounds: 1, graph6: "IheA@GUAo" },
    puzzle: { adj: [[1, 4, 5], [0, 2, 6], [1, 3, 7], [2, 4, 8], [0, 3, 9], [0, 7, 8], [1, 8, 9], [2, 5, 9], [3, 5, 6], [4, 6, 7]], hole: 2, mouse: 0, cats: [1, 4, 5], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 1 },
  },
  {
    id: "cats-robertson", mode: "graph",
    cats: { count: 4, lazy: false, rounds: 2, graph6: "R???C@_E?KI_I`bGCi?f?ocAoGAQO?" },
    puzzle: { adj: [[7, 13, 16, 17], [8, 11, 16, 18], [8, 12, 14, 17], [9, 11, 15, 17], [9, 12, 13, 18], [10, 11, 13, 14], [10, 12, 15, 16], [0, 14, 15, 18], [1, 2, 13, 15], [3, 4, 14, 16], [5, 6, 17, 18], [1, 3, 5, 12], [2, 4, 6, 11], [0, 4, 5, 8], [2, 5, 7, 9], [3, 6, 7, 8], [0, 1, 6, 9], [0, 2, 3, 10], [1, 4, 7, 10]], hole: 3, mouse: 2, cats: [0, 0, 0, 1], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-q4", mode: "graph",
    cats: { count: 3, lazy: false, rounds: 2, graph6: "Or`HOm?OH@ABAG@C_POAJ" },
    puzzle: { adj: [[1, 2, 4, 8], [0, 3, 5, 9], [0, 3, 6, 10], [1, 2, 7, 11], [0, 5, 6, 12], [1, 4, 7, 13], [2, 4, 7, 14], [3, 5, 6, 15], [0, 9, 10, 12], [1, 8, 11, 13], [2, 8, 11, 14], [3, 9, 10, 15], [4, 8, 13, 14], [5, 9, 12, 15], [6, 10, 12, 15], [7, 11, 13, 14]], hole: 0, mouse: 8, cats: [3, 3, 4], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-k3k3", mode: "graph",
    cats: { count: 2, lazy: false, rounds: 2, graph6: "H{S{aSf" },
    puzzle: { adj: [[1, 2, 3, 6], [0, 2, 4, 7], [0, 1, 5, 8], [0, 4, 5, 6], [1, 3, 5, 7], [2, 3, 4, 8], [0, 3, 7, 8], [1, 4, 6, 8], [2, 5, 6, 7]], hole: 1, mouse: 4, cats: [0, 0], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-k3k3-lazy", mode: "graph",
    cats: { count: 3, lazy: true, rounds: 1, graph6: "H{S{aSf" },
    puzzle: { adj: [[1, 2, 3, 6], [0, 2, 4, 7], [0, 1, 5, 8], [0, 4, 5, 6], [1, 3, 5, 7], [2, 3, 4, 8], [0, 3, 7, 8], [1, 4, 6, 8], [2, 5, 6, 7]], hole: 4, mouse: 3, cats: [0, 1, 2], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true, lazyCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 1 },
  },
  {
    id: "cats-n-4", mode: "graph",
    cats: { count: 1, lazy: false, rounds: 6, graph6: "IQyuvh{^W" },
    puzzle: { adj: [[2, 4, 5, 6, 7], [3, 4, 6, 7, 8, 9], [0, 4, 5, 7, 8, 9], [1, 5, 6, 7, 8, 9], [0, 1, 2, 6, 8, 9], [0, 2, 3, 7, 8, 9], [0, 1, 3, 4], [0, 1, 2, 3, 5, 9], [1, 2, 3, 4, 5, 9], [1, 2, 3, 4, 5, 7, 8]], hole: 0, mouse: 1, cats: [2], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true } },
    expect: { answer: 2, outcome: "cat", distance: 11 },
  },
  {
    id: "cats-lc913-1", mode: "graph",
    puzzle: { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2, 4], rules: { severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 2 },
  },
];

// Each example's name and note are the catalogues' gallery.<id>.name and gallery.<id>.note, read in
// the language in force (www/i18n/): the page's one source of its words.
for (const ex of EXAMPLES) {
  Object.defineProperty(ex, "name", { get: () => t(`gallery.${ex.id}.name`), enumerable: true });
  Object.defineProperty(ex, "note", { get: () => t(`gallery.${ex.id}.note`), enumerable: true });
}

/** The example with `id`. */
export const example = (id) => EXAMPLES.find((e) => e.id === id);

/**
 * A copy of an example's puzzle, whole: a grid without its own turn limit gets the solver's
 * default (`limits.defaultTurnLimit`); a graph without a first player has the mouse first.
 */
export function examplePuzzle(ex, limits) {
  const puzzle = structuredClone(ex.puzzle);
  return ex.mode === "grid" ? { turnLimit: limits.defaultTurnLimit, ...puzzle } : { first: "mouse", ...puzzle };
}

/**
 * The gallery example (or, after them, the entry of `more`: the personal gallery) whose puzzle
 * is the one shown in `mode` (layout aside), or null: what the gallery says is loaded, found by
 * content, so it holds after a reload, a link or an undo.
 */
export function exampleShown(mode, graph, grid, limits, more = []) {
  const key = (m, p) => (m === "graph"
    ? JSON.stringify([p.adj, p.hole, p.mouse, p.cats, p.first ?? "mouse", p.extraHoles ?? [], p.rules ?? {}])
    : JSON.stringify([p.rows, p.catJump, p.mouseJump, p.turnLimit, p.rules ?? {}]));
  const shown = key(mode, mode === "graph" ? graph : grid);
  return [...EXAMPLES, ...more].find((ex) => ex.mode === mode && key(mode, examplePuzzle(ex, limits)) === shown) ?? null;
}

/**
 * An example's name in the language in force ("Race to the hole", "奔向洞口"); a personal entry
 * (design/yours.js), which no catalogue names, keeps its own.
 */
export const exampleName = (ex) => (has(`gallery.${ex.id}.name`) ? t(`gallery.${ex.id}.name`) : ex.name);

/** An example's note in the language in force (a personal entry keeps its own). */
export const exampleNote = (ex) => (has(`gallery.${ex.id}.note`) ? t(`gallery.${ex.id}.note`) : ex.note);
