// The Design dialog's sentences that count things (design/view.js): singular and plural.
import { test } from "node:test";
import assert from "node:assert/strict";
import { sparkWords } from "../../www/design/view.js";

test("the sparkline's words count improvements in the singular and the plural", () => {
  assert.equal(sparkWords(16, 1), "Best score 16: 1 improvement");
  assert.equal(sparkWords(16, 0), "Best score 16: 0 improvements");
  assert.equal(sparkWords(1234, 2), "Best score 1,234: 2 improvements");
  assert.equal(sparkWords(3, -1), "Best score 3: 0 improvements");
});
