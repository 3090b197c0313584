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
 * @property {string} name
 * @property {string} note      one line on what to look at
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
    id: "race-home", name: "Race to the hole", mode: "graph",
    note: "Three ways out of node 1: onto the cat (lost), round the loop (a draw), or 6 → 4 → 0, a step ahead of the cat (won).",
    // (drawn as a race: the hole at the left end, the mouse one node left of the cat, the loop under them)
    puzzle: {
      adj: [[4], [2, 3, 6], [1, 5, 7], [1, 5], [0, 6], [2, 3], [1, 4], [2]], hole: 0, mouse: 1, cats: [2],
      pos: [[-4.2, 0], [0.3, 0], [1.8, 0], [0.3, 1.45], [-2.7, 0], [1.8, 1.45], [-1.2, 0], [3.3, 0]],
    },
    expect: { answer: 1, outcome: "mouse", distance: 5 },
  },
  {
    id: "lc913-1", name: "LeetCode 913, example 1", mode: "graph",
    note: "The classic: neither side can force a win.",
    puzzle: { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "lc913-2", name: "LeetCode 913, example 2", mode: "graph",
    note: "The mouse runs 1 → 0 before the cat can cut it off.",
    puzzle: { adj: [[1, 3], [0], [3], [0, 2]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 1 },
  },
  {
    id: "ring", name: "Round the ring (a draw)", mode: "graph",
    note: "The cat guards the door to the hole; the mouse circles the ring for ever.",
    puzzle: { adj: [[3], [2, 6], [1, 3], [0, 2, 4], [3, 5], [4, 6], [1, 5]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "cornered", name: "Cornered (a long cat win)", mode: "graph",
    note: "The mouse can delay, but the cat corners it after 10 plies.",
    puzzle: { adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 10 },
  },
  {
    id: "smallest-cat-win", name: "2n DP fails: smallest cat win (8 nodes)", mode: "graph",
    note: "8 nodes: the cat wins in 16 plies; the popular 2n DP calls any game of 2n = 16 plies or more a draw (see Compare).",
    puzzle: { adj: [[3], [4, 5, 7], [5, 7], [0, 6, 7], [1, 6, 7], [1, 2, 6], [3, 4, 5], [1, 2, 3, 4]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 16 },
  },
  {
    id: "smallest-mouse-win", name: "2n DP fails: smallest mouse win (8 nodes)", mode: "graph",
    note: "8 nodes: the mouse wins in 17 plies; the popular 2n DP calls any game of 2n = 16 plies or more a draw (see Compare).",
    puzzle: { adj: [[2, 3, 6], [3, 4, 5, 7], [0, 3, 5, 7], [0, 1, 2, 6, 7], [1, 5, 6, 7], [1, 2, 4, 6], [0, 3, 4, 5], [1, 2, 3, 4]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 17 },
  },
  {
    id: "leetcode-cn-counterexample", name: "2n DP fails: LeetCode-cn counterexample", mode: "graph",
    note: "10 nodes: the mouse wins in 21 plies; the popular 2n DP calls any game of 2n = 20 plies or more a draw (see Compare).",
    puzzle: { adj: [[5, 7, 9], [3, 4, 5, 6], [3, 4, 5, 8], [1, 2, 6, 7], [1, 2, 5, 7, 9], [0, 1, 2, 4, 8], [1, 3, 7, 8], [0, 3, 4, 6, 8], [2, 5, 6, 7, 9], [0, 4, 8]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 21 },
  },
  {
    id: "mouse-win-43", name: "2n DP fails: mouse wins in 43 plies", mode: "graph",
    note: "12 nodes: the mouse wins in 43 plies; the popular 2n DP calls any game of 2n = 24 plies or more a draw (see Compare).",
    puzzle: { adj: [[4, 9], [4, 7, 9, 10, 11], [4, 6, 7, 9, 10], [5, 8, 9, 10, 11], [0, 1, 2, 10, 11], [3, 6, 8, 9], [2, 5, 9, 11], [1, 2, 8, 10, 11], [3, 5, 7, 10], [0, 1, 2, 3, 5, 6], [1, 2, 3, 4, 7, 8], [1, 3, 4, 6, 7]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 43 },
  },
  {
    id: "mouse-win-65", name: "2n DP fails: mouse wins in 65 plies", mode: "graph",
    note: "16 nodes: the mouse wins in 65 plies; the popular 2n DP calls any game of 2n = 32 plies or more a draw (see Compare).",
    puzzle: { adj: [[3, 12, 14], [2, 5, 6, 9], [1, 4, 5, 9, 11, 12], [0, 5, 6, 12, 14], [2, 12, 13, 14], [1, 2, 3, 7, 11, 14], [1, 3, 7, 9, 10, 13], [5, 6, 9, 15], [10, 11, 13, 15], [1, 2, 6, 7, 10, 12], [6, 8, 9, 12, 14], [2, 5, 8, 14], [0, 2, 3, 4, 9, 10, 13], [4, 6, 8, 12, 15], [0, 3, 4, 5, 10, 11], [7, 8, 13]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 65 },
  },
  {
    id: "long-cat-win", name: "2n DP fails: long cat win (70 plies)", mode: "graph",
    note: "20 nodes: the cat wins in 70 plies; the popular 2n DP calls any game of 2n = 40 plies or more a draw (see Compare).",
    puzzle: { adj: [[11, 12], [2, 6, 7, 8, 9, 10, 13, 14], [1, 4, 7, 15, 17, 18, 19], [5, 6, 7, 12, 14, 15, 16], [2, 5, 8, 9, 10, 13, 14, 17], [3, 4, 7, 8, 10, 11, 15, 17, 18], [1, 3, 9, 10, 13, 16, 17, 18], [1, 2, 3, 5, 8, 9, 12, 14, 17, 18], [1, 4, 5, 7, 9, 10, 11, 13, 15, 18, 19], [1, 4, 6, 7, 8, 10, 11, 14, 15, 16, 17, 18], [1, 4, 5, 6, 8, 9, 16, 17], [0, 5, 8, 9, 12, 13, 19], [0, 3, 7, 11, 14, 15, 17], [1, 4, 6, 8, 11, 15, 18], [1, 3, 4, 7, 9, 12, 17, 18, 19], [2, 3, 5, 8, 9, 12, 13], [3, 6, 9, 10, 18, 19], [2, 4, 5, 6, 7, 9, 10, 12, 14], [2, 5, 6, 7, 8, 9, 13, 14, 16], [2, 8, 11, 14, 16]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 70 },
  },
  {
    id: "record-graph-17-cat", name: "Record: 17 nodes, cat wins in 98 plies", mode: "graph",
    note: "17 nodes, 34 edges: the cat wins in 98 plies (5.8n); the 2n DP says draw. Found by the designer (seed 56, evaluation 196526 of 300000).",
    puzzle: { adj: [[15],  [5,  10,  12],  [7,  11,  15],  [8,  10,  12,  15],  [5,  7,  8],  [1,  4,  9,  11,  13,  14,  15],  [8,  14,  16],  [2,  4,  11],  [3,  4,  6,  9,  14,  15,  16],  [5,  8,  13,  14],  [1,  3,  12,  13,  15],  [2,  5,  7],  [1,  3,  10,  16],  [5,  9,  10,  14],  [5,  6,  8,  9,  13],  [0,  2,  3,  5,  8,  10],  [6,  8,  12]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 2, outcome: "cat", distance: 98 },
  },
  {
    id: "record-graph-17-mouse", name: "Record: 17 nodes, mouse wins in 89 plies", mode: "graph",
    note: "17 nodes, 46 edges: the mouse wins in 89 plies (5.2n); the 2n DP says draw. Found by the designer in two runs, both with at least 42 edges and --hot 0.5: seed 1 found an 87-ply win at evaluation 611813 of 3000000; from it, seed 1 found this one at evaluation 1239508 of 2000000.",
    puzzle: { adj: [[4,  13,  16],  [10,  12,  14,  15],  [10,  11,  14,  15],  [6,  7,  12,  16],  [0,  6,  7,  8,  13,  16],  [6,  9,  11,  12,  16],  [3,  4,  5,  8,  9,  14,  16],  [3,  4,  11,  12,  14,  15,  16],  [4,  6,  10,  15],  [5,  6,  10,  13,  15],  [1,  2,  8,  9,  11,  13,  15,  16],  [2,  5,  7,  10,  12],  [1,  3,  5,  7,  11],  [0,  4,  9,  10,  15],  [1,  2,  6,  7,  16],  [1,  2,  7,  8,  9,  10,  13],  [0,  3,  4,  5,  6,  7,  10,  14]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 89 },
  },
  {
    id: "record-graph-50", name: "Record: 50 nodes, mouse wins in 199 plies", mode: "graph",
    note: "50 nodes, 74 edges: the mouse wins in 199 plies (4.0n); the 2n DP says draw. Found by the designer (seed 2, evaluation 585614 of 1000000).",
    puzzle: { adj: [[19,  23,  24],  [44],  [7,  25,  41,  42],  [9,  38],  [8,  26],  [22,  31],  [28,  36,  45],  [2,  11,  34],  [4,  37,  39],  [3,  12,  14,  29],  [32,  43,  48],  [7,  49],  [9,  14,  24,  42,  44,  46],  [34,  43,  49],  [9,  12,  22,  23],  [17,  32],  [29,  35,  38],  [15,  18,  40],  [17,  26,  40],  [0,  28,  30,  41],  [31,  33,  38,  47],  [31,  41,  43],  [5,  14,  30,  45],  [0,  14,  40,  41],  [0,  12],  [2,  46,  48],  [4,  18,  30],  [33,  46],  [6,  19,  45],  [9,  16],  [19,  22,  26],  [5,  20,  21],  [10,  15],  [20,  27,  43],  [7,  13],  [16,  49],  [6,  47],  [8,  39],  [3,  16,  20],  [8,  37,  44,  46],  [17,  18,  23],  [2,  19,  21,  23],  [2,  12,  47],  [10,  13,  21,  33],  [1,  12,  39],  [6,  22,  28],  [12,  25,  27,  39],  [20,  36,  42],  [10,  25],  [11,  13,  35]], hole: 0, mouse: 1, cats: [2] },
    expect: { answer: 1, outcome: "mouse", distance: 199 },
  },
  {
    id: "lc1728-1", name: "LeetCode 1728, example 1", mode: "grid",
    note: "The mouse (jump 2) beats the cat (jump 1) to the food.",
    puzzle: { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2 },
    expect: { answer: true, outcome: "mouse", distance: 5 },
  },
  {
    id: "lc1728-2", name: "LeetCode 1728, example 2", mode: "grid",
    note: "Jump 4 lets the mouse leap past the cat.",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 4 },
    expect: { answer: true, outcome: "mouse", distance: 3 },
  },
  {
    id: "lc1728-3", name: "LeetCode 1728, example 3", mode: "grid",
    note: "With jump 3 the mouse falls one cell short.",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 3 },
    expect: { answer: false, outcome: "cat", distance: 8 },
  },
  {
    id: "race", name: "Maze race (won by one cell)", mode: "grid",
    note: "The cat jumps 2, the mouse 1; 48 cells of head start are just enough. Move the mouse back one cell and the cat wins.",
    puzzle: { rows: race, catJump: 2, mouseJump: 1 },
    expect: { answer: true, outcome: "mouse", distance: 95 },
  },
  {
    id: "race-limit", name: "Maze race under a 90-ply limit", mode: "grid",
    note: "The same race, but the mouse needs 95 plies: the turn limit decides for the cat.",
    puzzle: { rows: race, catJump: 2, mouseJump: 1, turnLimit: 90 },
    expect: { answer: false, outcome: "mouse", distance: 95 },
  },
  {
    id: "endless", name: "Endless chase", mode: "grid",
    note: "The food is walled off and the mouse dodges round the block: endless, so the limit gives it to the cat.",
    puzzle: { rows: ["....#", "M##.#", "..C.#", "####F"], catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "endless", distance: 0 },
  },
  {
    id: "long", name: "LeetCode's turn limit decides", mode: "grid",
    note: "32x32: the mouse would reach the food after 1049 plies, past LeetCode's turn limit.",
    puzzle: { rows: long, catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "mouse", distance: 1049 },
  },
  {
    id: "record-grid-8x8-j1", name: "Record: 8×8 grid, jumps 1, cat wins in 80 plies", mode: "grid",
    note: "8×8, 21 walls, both jumps 1: the cat wins in 80 plies. Found by the designer (seed 1, evaluation 191622 of 300000).",
    puzzle: { rows: ["M...#...", ".#.#..#.", "C#.#.#..", "#..#.#.#", "..#..#..", ".#..#F#.", ".#.#.#..", "...#...#"], catJump: 1, mouseJump: 1 },
    expect: { answer: false, outcome: "cat", distance: 80 },
  },
  // Rule variants: each flips the classic answer of the same board (the note says how).
  {
    id: "v-one-way", name: "One-way edges: no way home", mode: "graph", variant: true,
    note: "Edge 0 → 3 leads away from the hole: from 3 the mouse can only go back to 1, where the cat waits (2 → 1 is one-way too). Two-way, it runs 1 → 3 → 0.",
    puzzle: { adj: [[3], [3], [1], [1]], hole: 0, mouse: 1, cats: [2], rules: { directed: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "v-cat-hole", name: "The cat may enter the hole", mode: "graph", variant: true,
    note: "The cat's only move is into the hole: classic, it is stuck and loses at once; allowed in, it guards the hole and catches the mouse.",
    puzzle: { adj: [[2, 3], [3], [0], [0, 1]], hole: 0, mouse: 1, cats: [2], rules: { catEntersHole: true } },
    expect: { answer: 2, outcome: "cat", distance: 5 },
  },
  {
    id: "v-two-holes", name: "Two holes", mode: "graph", variant: true,
    note: "Node 3 is a second hole and the mouse steps into it at once; with hole 0 alone the cat meets it on 3 first.",
    puzzle: { adj: [[3], [3], [3], [0, 1, 2]], hole: 0, mouse: 1, cats: [2], extraHoles: [3], rules: { severalHoles: true } },
    expect: { answer: 1, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-mouse-passes", name: "The mouse may pass", mode: "graph", variant: true,
    note: "Allowed to stay put, the mouse waits on 1 and the position repeats: a draw. Made to move, it steps next to the cat and is caught.",
    puzzle: { adj: [[2], [3, 4], [0, 3, 4], [1, 2], [1, 2]], hole: 0, mouse: 1, cats: [2], rules: { mousePasses: true } },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "v-cat-passes", name: "The cat may pass", mode: "graph", variant: true,
    note: "A pass at the right moment leaves the mouse no safe move: the cat wins in 4. Made to move, the cat lets the mouse circle for ever.",
    puzzle: { adj: [[3], [2, 4], [1, 3], [0, 2, 4], [1, 3]], hole: 0, mouse: 1, cats: [2], rules: { catPasses: true } },
    expect: { answer: 2, outcome: "cat", distance: 4 },
  },
  {
    id: "v-two-foods", name: "Two foods", mode: "grid", variant: true,
    note: "A second food right behind the mouse: it eats at once. With the left food alone the cat, next to it, wins.",
    puzzle: { rows: ["FCMF"], catJump: 1, mouseJump: 1, rules: { severalFoods: true } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-blocking", name: "Pieces block (LeetCode 1728, example 2)", mode: "grid", variant: true,
    note: "The mouse may no longer leap over the cat, and is cornered; in LeetCode's game its jump of 4 wins.",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 4, rules: { blocking: true } },
    expect: { answer: false, outcome: "cat", distance: 4 },
  },
  {
    id: "v-cat-must-move", name: "The cat may not stay put", mode: "grid", variant: true,
    note: "Both are walled in: classic, both stay put until the turn limit gives the game to the cat; a cat that must move and cannot is stuck, and loses.",
    puzzle: { rows: ["M#F#C"], catJump: 1, mouseJump: 1, rules: { catStays: false } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-mouse-diagonal", name: "The mouse moves diagonally", mode: "grid", variant: true,
    note: "The mouse steps diagonally onto the food; along rows and columns only, the cat gets there first.",
    puzzle: { rows: ["FC", ".M"], catJump: 1, mouseJump: 1, rules: { mouseDiagonal: true } },
    expect: { answer: true, outcome: "mouse", distance: 1 },
  },
  {
    id: "v-cat-diagonal", name: "The cat moves diagonally", mode: "grid", variant: true,
    note: "The cat cuts the corner to catch the mouse on its way; along rows and columns only, the mouse reaches the food first.",
    puzzle: { rows: ["F#", "..", "MC"], catJump: 1, mouseJump: 1, rules: { catDiagonal: true } },
    expect: { answer: false, outcome: "cat", distance: 2 },
  },
  {
    id: "cats-petersen", name: "The Petersen graph: 3 cats", mode: "graph",
    note: "3 cats are needed, and it is the smallest graph that needs 3 (10 nodes, the only one). Source: Baird, Beveridge, Bonato et al., On the minimum order of k-cop-win graphs (2014). On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 3, lazy: false, rounds: 1, graph6: "IheA@GUAo" },
    puzzle: { adj: [[1, 4, 5], [0, 2, 6], [1, 3, 7], [2, 4, 8], [0, 3, 9], [0, 7, 8], [1, 8, 9], [2, 5, 9], [3, 5, 6], [4, 6, 7]], hole: 2, mouse: 0, cats: [1, 4, 5], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 1 },
  },
  {
    id: "cats-robertson", name: "The Robertson graph: 4 cats", mode: "graph",
    note: "The (4,5)-cage needs 4 cats; the smallest graphs that need 4 have 19 nodes, this one among them. Source: Turcotte and Yvon, 4-cop-win graphs have at least 19 vertices (2021). On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 4, lazy: false, rounds: 2, graph6: "R???C@_E?KI_I`bGCi?f?ocAoGAQO?" },
    puzzle: { adj: [[7, 13, 16, 17], [8, 11, 16, 18], [8, 12, 14, 17], [9, 11, 15, 17], [9, 12, 13, 18], [10, 11, 13, 14], [10, 12, 15, 16], [0, 14, 15, 18], [1, 2, 13, 15], [3, 4, 14, 16], [5, 6, 17, 18], [1, 3, 5, 12], [2, 4, 6, 11], [0, 4, 5, 8], [2, 5, 7, 9], [3, 6, 7, 8], [0, 1, 6, 9], [0, 2, 3, 10], [1, 4, 7, 10]], hole: 3, mouse: 2, cats: [0, 0, 0, 1], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-q4", name: "The hypercube Q4: 3 cats", mode: "graph",
    note: "The hypercube Q_d needs ⌈(d+1)/2⌉ cats: 3 for Q4. Source: Maamoun and Meyniel, On a game of policemen and robber (1987). On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 3, lazy: false, rounds: 2, graph6: "Or`HOm?OH@ABAG@C_POAJ" },
    puzzle: { adj: [[1, 2, 4, 8], [0, 3, 5, 9], [0, 3, 6, 10], [1, 2, 7, 11], [0, 5, 6, 12], [1, 4, 7, 13], [2, 4, 7, 14], [3, 5, 6, 15], [0, 9, 10, 12], [1, 8, 11, 13], [2, 8, 11, 14], [3, 9, 10, 15], [4, 8, 13, 14], [5, 9, 12, 15], [6, 10, 12, 15], [7, 11, 13, 14]], hole: 0, mouse: 8, cats: [3, 3, 4], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-k3k3", name: "K3□K3: 2 cats", mode: "graph",
    note: "The 3×3 rook's graph needs 2 cats (every cat moving). Source: Sullivan, Townsend and Werzanski, arXiv:1606.08485 (2016). On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 2, lazy: false, rounds: 2, graph6: "H{S{aSf" },
    puzzle: { adj: [[1, 2, 3, 6], [0, 2, 4, 7], [0, 1, 5, 8], [0, 4, 5, 6], [1, 3, 5, 7], [2, 3, 4, 8], [0, 3, 7, 8], [1, 4, 6, 8], [2, 5, 6, 7]], hole: 1, mouse: 4, cats: [0, 0], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 3 },
  },
  {
    id: "cats-k3k3-lazy", name: "K3□K3: 3 lazy cats", mode: "graph",
    note: "With lazy cats (one moves per turn) it needs 3: the smallest graph that does (9 nodes). Source: Sim, Tan and Wong (2018); Sullivan, Townsend and Werzanski, arXiv:1606.08485. On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 3, lazy: true, rounds: 1, graph6: "H{S{aSf" },
    puzzle: { adj: [[1, 2, 3, 6], [0, 2, 4, 7], [0, 1, 5, 8], [0, 4, 5, 6], [1, 3, 5, 7], [2, 3, 4, 8], [0, 3, 7, 8], [1, 4, 6, 8], [2, 5, 6, 7]], hole: 4, mouse: 3, cats: [0, 1, 2], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true, severalCats: true, lazyCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 1 },
  },
  {
    id: "cats-n-4", name: "One cat, n − 4 rounds", mode: "graph",
    note: "A cop-win graph of 10 nodes on which the one cat needs n − 4 = 6 rounds, the most any graph of n ≥ 7 nodes needs. Source: Gavenčiak, Cop-win graphs with maximum capture-time (2010). On the board: the cats' best starts and the mouse's; the Optimal line plays the chase.",
    cats: { count: 1, lazy: false, rounds: 6, graph6: "IQyuvh{^W" },
    puzzle: { adj: [[2, 4, 5, 6, 7], [3, 4, 6, 7, 8, 9], [0, 4, 5, 7, 8, 9], [1, 5, 6, 7, 8, 9], [0, 1, 2, 6, 8, 9], [0, 2, 3, 7, 8, 9], [0, 1, 3, 4], [0, 1, 2, 3, 5, 9], [1, 2, 3, 4, 5, 9], [1, 2, 3, 4, 5, 7, 8]], hole: 0, mouse: 1, cats: [2], first: "cat", rules: { mousePasses: true, catPasses: true, noHole: true } },
    expect: { answer: 2, outcome: "cat", distance: 11 },
  },
  {
    id: "cats-lc913-1", name: "LeetCode 913, example 1, with two cats", mode: "graph",
    note: "A second cat on node 4: the mouse's only move, to node 3, lands next to both cats, and they catch it at once. With one cat the game is a draw.",
    puzzle: { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2, 4], rules: { severalCats: true } },
    expect: { answer: 2, outcome: "cat", distance: 2 },
  },
];

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
