// The gallery: the problem statements' examples and a few chosen puzzles. Each `expect` was found
// and checked with the solver (tests/e2e/page-gallery.test.mjs checks it again on every run).

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
 * @property {object} puzzle    graph: {adj, hole, mouse, cat}; grid: {rows, catJump, mouseJump, turnLimit}
 * @property {{answer: number|boolean, outcome: "mouse"|"cat"|"draw"|"endless", distance: number}} expect
 */

/** @type {Example[]} */
export const EXAMPLES = [
  {
    id: "lc913-1", name: "LeetCode 913, example 1", mode: "graph",
    note: "The classic: neither side can force a win.",
    puzzle: { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cat: 2 },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "lc913-2", name: "LeetCode 913, example 2", mode: "graph",
    note: "The mouse runs 1 → 0 before the cat can cut it off.",
    puzzle: { adj: [[1, 3], [0], [3], [0, 2]], hole: 0, mouse: 1, cat: 2 },
    expect: { answer: 1, outcome: "mouse", distance: 1 },
  },
  {
    id: "ring", name: "Round the ring (a draw)", mode: "graph",
    note: "The cat guards the door to the hole; the mouse circles the ring for ever.",
    puzzle: { adj: [[3], [2, 6], [1, 3], [0, 2, 4], [3, 5], [4, 6], [1, 5]], hole: 0, mouse: 1, cat: 2 },
    expect: { answer: 0, outcome: "draw", distance: 0 },
  },
  {
    id: "cornered", name: "Cornered (a long cat win)", mode: "graph",
    note: "The mouse can delay, but the cat corners it after 10 plies.",
    puzzle: { adj: [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]], hole: 0, mouse: 1, cat: 2 },
    expect: { answer: 2, outcome: "cat", distance: 10 },
  },
  {
    id: "lc1728-1", name: "LeetCode 1728, example 1", mode: "grid",
    note: "The mouse (jump 2) beats the cat (jump 1) to the food.",
    puzzle: { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2, turnLimit: 1000 },
    expect: { answer: true, outcome: "mouse", distance: 5 },
  },
  {
    id: "lc1728-2", name: "LeetCode 1728, example 2", mode: "grid",
    note: "Jump 4 lets the mouse leap past the cat.",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 4, turnLimit: 1000 },
    expect: { answer: true, outcome: "mouse", distance: 3 },
  },
  {
    id: "lc1728-3", name: "LeetCode 1728, example 3", mode: "grid",
    note: "With jump 3 the mouse falls one cell short.",
    puzzle: { rows: ["M.C...F"], catJump: 1, mouseJump: 3, turnLimit: 1000 },
    expect: { answer: false, outcome: "cat", distance: 8 },
  },
  {
    id: "race", name: "Maze race (won by one cell)", mode: "grid",
    note: "The cat jumps 2, the mouse 1; 48 cells of head start are just enough. Move the mouse back one cell and the cat wins.",
    puzzle: { rows: race, catJump: 2, mouseJump: 1, turnLimit: 1000 },
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
    puzzle: { rows: ["....#", "M##.#", "..C.#", "####F"], catJump: 1, mouseJump: 1, turnLimit: 1000 },
    expect: { answer: false, outcome: "endless", distance: 0 },
  },
  {
    id: "long", name: "The 1000-ply limit decides", mode: "grid",
    note: "32x32: the mouse would reach the food after 1049 plies, past LeetCode's limit of 1000.",
    puzzle: { rows: long, catJump: 1, mouseJump: 1, turnLimit: 1000 },
    expect: { answer: false, outcome: "mouse", distance: 1049 },
  },
];

/** The example with `id`. */
export const example = (id) => EXAMPLES.find((e) => e.id === id);
