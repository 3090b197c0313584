// Shared helpers of the node suites: load the package, check the module's health, assert
// errors. The suites run the `--target web` package that `.ci/test.sh` builds into www/pkg;
// CAT_MOUSE_PKG=<dir> runs them against another build (e.g. an older commit's, to see which
// tests fail there).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { seeded } from "../www/random.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(process.env.CAT_MOUSE_PKG ?? path.join(here, "../../www/pkg"));

/** The package's exports (catMouseGame, GraphSolution, ...). */
export const m = await import(pathToFileURL(path.join(pkg, "cat_mouse.js")).href);

/** The wasm instance's raw exports (memory, the externref table). */
export const wasm = m.initSync({ module: fs.readFileSync(path.join(pkg, "cat_mouse_bg.wasm")) });

/** LeetCode 913's examples and 1728's first example, with their answers. */
export const EXAMPLE_1 = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]; // draw
export const EXAMPLE_2 = [[1, 3], [0], [3], [0, 2]]; // mouse wins
export const GRID_1 = ["####F", "#C...", "M...."]; // jumps 1, 2: mouse wins

/** The externref table of the instance (where wasm-bindgen keeps the JS values Rust holds). */
function table() {
  const found = Object.values(wasm).find((v) => v instanceof WebAssembly.Table);
  assert.ok(found, "the instance exports its externref table");
  return found;
}

/** The sizes that must not grow: wasm memory in bytes and the externref table's length. */
export function footprint() {
  return { memory: wasm.memory.buffer.byteLength, table: table().length };
}

/** Asserts that the module still answers known instances exactly. */
export function assertAlive() {
  assert.equal(m.catMouseGame(EXAMPLE_1), 0);
  assert.equal(m.catMouseGame(EXAMPLE_2), 1);
  assert.equal(m.canMouseWin(GRID_1, 1, 2), true);
}

/** Asserts that the module answers and its footprint is still `before`. */
export function assertHealthy(before) {
  assertAlive();
  assert.deepEqual(footprint(), before, "wasm memory and the externref table did not grow");
}

/**
 * Runs `f`, which must throw an `Error` (never a `WebAssembly.RuntimeError`, never a non-Error)
 * whose message equals `expected` (a string) or matches it (a RegExp). Returns the message.
 */
export function throwsMessage(f, expected, label = "") {
  let error = null;
  try {
    f();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== null, `${label}: expected an Error, but the call returned`);
  assert.ok(error instanceof Error, `${label}: threw a non-Error: ${String(error)}`);
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label}: wasm trapped: ${error.message}`);
  if (expected instanceof RegExp) {
    assert.match(error.message, expected, label);
  } else {
    assert.equal(error.message, expected, label);
  }
  return error.message;
}

/** Milliseconds taken by `f` (the result is discarded; an exception is swallowed). */
export function millis(f) {
  const t0 = performance.now();
  try {
    f();
  } catch {
    // timing refusals: the message is checked elsewhere
  }
  return performance.now() - t0;
}

/** The shared seeded generator (tests/www/random.mjs) with helpers: the same seed gives the same sequence. */
export function rng(seed) {
  const next = seeded(seed);
  return {
    next,
    /** Uniform in 0..n-1. */
    below: (n) => Math.floor(next() * n),
    /** One element of `items`. */
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}
