// Issue 17, finding 1: running out of memory is an Error, and the module survives it. A caller
// keeps big solutions (a 60×60 open grid: 78 MB each) until wasm memory cannot hold another;
// every refusal, and 40 retries, is an Error that names memory and says what to do; the shadow
// stack pointer and the externref table are as before; after the caller frees what it holds,
// every call works again, a new big solve included. (Before, the 55th solve trapped with
// "unreachable", each trap lowered the stack pointer by 30,720 bytes, and after ~35 retries
// every call, free() included, threw "memory access out of bounds".)
//
// MEMORY_TEST_LOG=1 prints the numbers (solutions held, ms per refusal, memory).
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { m, wasm, assertAlive } from "./support.mjs";

const log = process.env.MEMORY_TEST_LOG ? console.log : () => {};

/** An open `n × n` grid: the mouse and the food in the top corners, the cat bottom right. */
function openGrid(n) {
  const rows = Array.from({ length: n }, () => ".".repeat(n));
  rows[0] = `M${".".repeat(n - 2)}F`;
  rows[n - 1] = `${".".repeat(n - 1)}C`;
  return rows;
}

const REFUSAL =
  /^out of memory: solving this game needs \d+ MB more \(\d+ bytes\), and wasm memory \(\d+ MB now\) cannot grow by that much; free\(\) the solutions and designers you no longer need, then try again$/;

/** The externref table's length. */
function tableLength() {
  return Object.values(wasm).find((v) => v instanceof WebAssembly.Table).length;
}

/**
 * The refusal of a several-cat solve, a capture time or a cop number: running out of memory, or
 * the memory budget's own refusal, naming the positions and the bytes, before the solve allocates.
 */
const CATS_REFUSAL =
  /^(out of memory: (solving this game|finding the capture time|finding the cop number) needs \d+ MB more \(\d+ bytes\), and wasm memory \(\d+ MB now\) cannot grow by that much; free\(\) the solutions and designers you no longer need, then try again|\d+ cats on \d+ nodes make \d+ positions \(nodes × multisets of cat places × 2\): solving them takes \d+ bytes, more than can be allocated)$/;

/** Runs `f`, which must throw an Error (not a trap) refusing for memory; returns the ms taken. */
function refused(f, label, pattern = REFUSAL) {
  const t0 = performance.now();
  let error = null;
  try {
    f();
  } catch (e) {
    error = e;
  }
  const ms = performance.now() - t0;
  assert.ok(error !== null, `${label}: expected a refusal, the call returned`);
  assert.ok(error instanceof Error && !(error instanceof WebAssembly.RuntimeError), `${label}: ${error}`);
  assert.match(error.message, pattern, label);
  return ms;
}

test("100,000 traps forced through a handle method leave the stack pointer where it was", () => {
  // A handle whose pointer is past the end of wasm memory: the method traps (a RuntimeError, as
  // before), and guard.js puts the stack pointer back each time. (First in this file: before
  // the next test grows wasm memory to its limit.)
  const stack = wasm.__stack_pointer?.value;
  const outside = wasm.memory.buffer.byteLength + (1 << 20);
  assert.ok(outside < 2 ** 32 - 16, "wasm memory has room past its end");
  let traps = 0;
  for (let i = 0; i < 100_000; i++) {
    try {
      m.GraphSolution.prototype.outcomes.call({ __wbg_ptr: outside });
    } catch (e) {
      assert.ok(e instanceof WebAssembly.RuntimeError, String(e));
      traps++;
    }
  }
  assert.equal(traps, 100_000);
  assertAlive();
  assert.ok(wasm.__stack_pointer instanceof WebAssembly.Global, "the module exports its stack pointer");
  assert.equal(wasm.__stack_pointer.value, stack);
});

test("big solutions held until refused: each refusal an Error naming memory; after free() all works again", () => {
  const stack = wasm.__stack_pointer?.value;
  const table = tableLength();
  const grid = openGrid(60);
  const small = new m.GridSolution(openGrid(30), 1, 1);
  const smallAnswer = small.answer();
  small.free();
  const held = [];
  let first = null;
  const t0 = performance.now();
  while (first === null) {
    try {
      held.push(new m.GridSolution(grid, 1, 1));
    } catch (e) {
      first = e;
    }
    assert.ok(held.length < 200, "refused before 200 solutions (15 GB)");
  }
  const filled = performance.now() - t0;
  assert.ok(first instanceof Error && !(first instanceof WebAssembly.RuntimeError), String(first));
  assert.match(first.message, REFUSAL);
  assert.ok(held.length >= 10, `only ${held.length} solutions fit`);
  let full = wasm.memory.buffer.byteLength;
  // 40 retries of the same solve, then of the other calls that need much memory.
  const times = [];
  for (let i = 0; i < 40; i++) times.push(refused(() => new m.GridSolution(grid, 1, 1), `retry ${i}`));
  const times2 = [];
  for (let i = 0; i < 40; i++) {
    times2.push(refused(() => m.GridSolution.observed(grid, 1, 1, null, () => {}), `observed ${i}`));
  }
  // Several cats (issue 22): the solver's every large allocation goes through the checked
  // path, so 3 cats on a 100-node cycle (34 M positions, 137 MB of cells) are refused with an
  // Error naming memory too, by the solution, captureTime and copNumber alike.
  // (First what the big grid's refusal left free is filled with smaller solutions.)
  const cycle = Array.from({ length: 100 }, (_, a) => [(a + 1) % 100, (a + 99) % 100]);
  for (let more = 0; more < 400; more++) {
    try {
      held.push(new m.GridSolution(openGrid(30), 1, 1));
    } catch (e) {
      assert.match(e.message, REFUSAL);
      break;
    }
  }
  full = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 10; i++) {
    refused(() => new m.GraphSolution(cycle, { cats: [0, 1, 2], mouse: 50, hole: 60 }), `three cats ${i}`, CATS_REFUSAL);
    refused(() => m.captureTime(cycle, 3), `captureTime ${i}`, CATS_REFUSAL);
  }
  assert.ok(wasm.__stack_pointer instanceof WebAssembly.Global, "the module exports its stack pointer");
  assert.equal(wasm.__stack_pointer.value, stack, "the stack pointer is where it was");
  assert.equal(tableLength(), table, "the externref table did not grow");
  // Small calls still answer while memory is full.
  assertAlive();
  const answer = held[0].answer();
  assert.equal(held[held.length - 1].answer(), smallAnswer);
  for (const s of held) s.free();
  assertAlive();
  const twoCats = new m.GraphSolution(cycle.slice(0, 5).map((_, a) => [(a + 1) % 5, (a + 4) % 5]), { cats: [4, 1], mouse: 2, hole: 0 });
  assert.equal(twoCats.answer(), 2, "two cats guard a 5-cycle's hole");
  twoCats.free();
  const again = new m.GridSolution(grid, 1, 1);
  assert.equal(again.answer(), answer);
  assert.equal(again.outcomes().length, 2 * 3600 * 3600);
  again.free();
  // More big solutions fit again, in the memory freed: wasm memory does not grow.
  const refill = [];
  for (let i = 0; i < 8; i++) refill.push(new m.GridSolution(grid, 1, 1));
  assert.equal(wasm.memory.buffer.byteLength, full, "what was freed is reused");
  for (const s of refill) s.free();
  assert.equal(wasm.__stack_pointer.value, stack);
  assert.equal(tableLength(), table);
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  log(
    `held ${held.length} solutions of a 60x60 grid (${(filled / 1000).toFixed(1)} s to fill); ` +
      `wasm memory ${(full / 2 ** 20).toFixed(0)} MB when full, ${(wasm.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MB after the refill; ` +
      `refusal median ${median(times).toFixed(3)} ms (observed: ${median(times2).toFixed(3)} ms), ` +
      `first refusal: ${first.message}`,
  );
});

test("guard.js puts the stack pointer back after a trap in shielded work", async () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const guard = await import(pathToFileURL(path.join(here, "../../src/wasm/guard.js")).href);
  const sp = new WebAssembly.Global({ value: "i32", mutable: true }, 1 << 20);
  guard.install({ __stack_pointer: sp });
  assert.equal(
    guard.shielded(() => {
      sp.value -= 30720; // what a trapped solve left behind
      throw new WebAssembly.RuntimeError("unreachable");
    }),
    true,
  );
  assert.equal(sp.value, 1 << 20);
  assert.equal(guard.shielded(() => {}), false);
  guard.install({}); // no stack pointer: nothing to put back, still caught
  assert.equal(guard.shielded(() => { throw new WebAssembly.RuntimeError("unreachable"); }), true);
});
