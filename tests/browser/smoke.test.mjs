// The release package loads in a real browser and answers the problem statements' examples.
// (Release-only breakage, such as a bad wasm-opt, shows up nowhere else.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { answerExamples, EXAMPLE_ANSWERS } from "./leetcode-examples.mjs";

const kit = withPage();

test("release package answers the LeetCode examples in Chromium", async () => {
  const { page, errors } = await kit.open();
  const answers = await page.evaluate(answerExamples);
  assert.deepEqual(answers, EXAMPLE_ANSWERS);
  assert.deepEqual(errors, []);
});
