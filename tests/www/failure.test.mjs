// Which solver failures replace the worker (www/solver/failure.js): a real wasm trap does, a plain Error
// from the binding (a refused puzzle) does not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { isFatal, failureReply } from "../../www/solver/failure.js";

/** A real trap: a wasm function whose body is `unreachable`. */
function trap() {
  // (module (func (export "f") unreachable))
  const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 5, 1, 3, 0, 0, 11]);
  const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
  try {
    f();
  } catch (err) {
    return err;
  }
  throw new Error("the trap did not trap");
}

test("a wasm trap is fatal; the binding's plain Error is not", () => {
  const t = trap();
  assert.ok(t instanceof WebAssembly.RuntimeError);
  assert.equal(isFatal(t), true);
  assert.equal(isFatal(new Error("graph[0] lists node 1 twice")), false);
});

test("anything but a plain Error is fatal", () => {
  for (const err of [new TypeError("x"), new RangeError("Invalid array length"), "a string", undefined, null, { message: "x" }]) {
    assert.equal(isFatal(err), true, String(err));
  }
  class Custom extends Error {}
  assert.equal(isFatal(new Custom("x")), true);
});

test("the failure reply carries the message and the verdict", () => {
  assert.deepEqual(failureReply(7, trap()), { id: 7, ok: false, error: "unreachable", fatal: true });
  assert.deepEqual(failureReply(8, new Error("bad")), { id: 8, ok: false, error: "bad", fatal: false });
  const hostile = { toString() { throw new Error("no"); } };
  assert.deepEqual(failureReply(9, hostile), { id: 9, ok: false, error: "unknown failure", fatal: true });
});
