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

/** Every kind the package throws, with the names of its params (errorKinds()). */
export const ERROR_KINDS = new Map(m.errorKinds().map(({ kind, params }) => [kind, params]));

/** Numbers that a kind's message says as part of its own text, not as a value of the input. */
const CONSTANT_NUMBERS = {
  RaggedGrid: [0], // "but row 0 has"
  CatCount: [1], // "the game takes 1 to 8 cats"
  BadJump: [1], // "must be at least 1"
  BadTurnLimit: [1],
  TooManyPositions: [2], // "× 2"
  DesignCatPositions: [2],
  DesignGridSize: [1], // "1 to 16 rows and columns"
  DesignPieceOffGrid: [0], // "cells 0 to 15"
  WrongType: [1, 8], // "an array of 1 to 8 node numbers" (expected: "catList")
  BadLength: [1, 8],
  NotPlayer: [0, 1], // "Player.Mouse (0) or Player.Cat (1)"
  NotFirstPlayer: [0, 1],
  BaselineNotClassic: [913, 0, 1, 2, 1728, 1000], // the classic game's description
};

/**
 * Asserts that `error` carries a kind the package lists (errorKinds()) and `params` with that
 * kind's names, holding every number its message names (the kind's own constants aside; a
 * text param's text, as a described value `[5]`, is taken out of the message first).
 */
export function assertKinded(error, label = "") {
  const names = ERROR_KINDS.get(error.kind);
  assert.ok(names, `${label}: kind ${JSON.stringify(error.kind)} is one errorKinds() lists (${error.message})`);
  assert.ok(error.params !== null && typeof error.params === "object", `${label}: params is an object`);
  assert.deepEqual(Object.keys(error.params), names, `${label}: ${error.kind}'s params`);
  let rest = error.message.replaceAll("graph6", " ");
  const numbers = new Set(CONSTANT_NUMBERS[error.kind] ?? []);
  const texts = [];
  for (const value of Object.values(error.params)) {
    if (typeof value === "number") numbers.add(value);
    else if (Array.isArray(value)) value.forEach((x) => numbers.add(x));
    else if (typeof value === "string") texts.push(value);
    else assert.equal(value, null, `${label}: a param is a number, a string, an array or null`);
  }
  for (const text of texts.sort((a, b) => b.length - a.length)) rest = rest.replaceAll(text, " ");
  for (const word of rest.match(/\d+/g) ?? []) {
    assert.ok(numbers.has(Number(word)), `${label}: ${word} in ${JSON.stringify(error.message)} is in params ${JSON.stringify(error.params)}`);
  }
}

/**
 * Runs `f`, which must throw an `Error` (never a `WebAssembly.RuntimeError`, never a non-Error)
 * whose message equals `expected` (a string) or matches it (a RegExp), with a kind and params
 * (assertKinded). Returns the message.
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
  assertKinded(error, label);
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
