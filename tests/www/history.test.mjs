// Undo and redo (www/model/history.js): a stack of snapshots with a bounded past, where a new edit
// clears the redo stack.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHistory, record, undo, redo } from "../../www/model/history.js";

test("undo returns the snapshot before the edit, redo the one after", () => {
  const h = createHistory();
  record(h, "a");
  record(h, "b");
  assert.equal(undo(h, "c"), "b");
  assert.equal(undo(h, "b"), "a");
  assert.equal(undo(h, "a"), null, "nothing left to undo");
  assert.equal(redo(h, "a"), "b");
  assert.equal(redo(h, "b"), "c");
  assert.equal(redo(h, "c"), null, "nothing left to redo");
  assert.deepEqual(h.past, ["a", "b"]);
});

test("a new edit after an undo clears what could be redone", () => {
  const h = createHistory();
  record(h, "a");
  assert.equal(undo(h, "b"), "a");
  assert.deepEqual(h.future, ["b"]);
  record(h, "a");
  assert.deepEqual(h.future, []);
  assert.equal(redo(h, "x"), null);
});

test("the past keeps at most `limit` steps, dropping the oldest", () => {
  const h = createHistory(3);
  for (const s of ["a", "b", "c", "d", "e"]) record(h, s);
  assert.deepEqual(h.past, ["c", "d", "e"]);
  assert.equal(createHistory().limit, 200);
});
