// The problem statements' examples as the release package answers them in a page, for the
// Chromium smoke test and the Firefox one: one async function, run in the page as it is written
// here (page.evaluate, or WebDriver's execute/async as source text), and the answers it must give.

/** Loads the page's package and answers LeetCode 913's and 1728's examples (runs in the page). */
export async function answerExamples() {
  const wasm = await import("/pkg/cat_mouse.js");
  await wasm.default();
  return {
    g1: wasm.catMouseGame([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]),
    g2: wasm.catMouseGame([[1, 3], [0], [3], [0, 2]]),
    m1: wasm.canMouseWin(["####F", "#C...", "M...."], 1, 2),
    m2: wasm.canMouseWin(["M.C...F"], 1, 4),
    m3: wasm.canMouseWin(["M.C...F"], 1, 3),
  };
}

/** LeetCode's answers to them. */
export const EXAMPLE_ANSWERS = { g1: 0, g2: 1, m1: true, m2: true, m3: false };
