// The release package loads in a real browser and answers the problem statements' examples.
// (Release-only breakage, such as a bad wasm-opt, shows up nowhere else.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";

const kit = withPage();

test("release package answers the LeetCode examples in Chromium", async () => {
  const { page, errors } = await kit.open();
  const answers = await page.evaluate(async () => {
    const wasm = await import("/pkg/cat_mouse.js");
    await wasm.default();
    return {
      g1: wasm.catMouseGame([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]),
      g2: wasm.catMouseGame([[1, 3], [0], [3], [0, 2]]),
      m1: wasm.canMouseWin(["####F", "#C...", "M...."], 1, 2),
      m2: wasm.canMouseWin(["M.C...F"], 1, 4),
      m3: wasm.canMouseWin(["M.C...F"], 1, 3),
    };
  });
  assert.deepEqual(answers, { g1: 0, g2: 1, m1: true, m2: true, m3: false });
  assert.deepEqual(errors, []);
});
