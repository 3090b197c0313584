// The release package behind www/solver/wasm.js, loaded under node for the page's unit tests that need
// a real solution (colouring, play): `solved(mode, puzzle)` solves through the page's own
// solver/wasm.js, and `ask` answers per-state questions as solver/engine.js does on the main thread.
import { readFile } from "node:fs/promises";
import * as wasm from "../../www/solver/wasm.js";

await wasm.load(await WebAssembly.compile(await readFile(new URL("../../www/pkg/cat_mouse_bg.wasm", import.meta.url))));

/** The solver's limits (limits()). */
export const LIMITS = wasm.limits();

/** Solves a puzzle through solver/wasm.js: `{mode, adj, hole, mouse, cat}` or `{mode, rows, catJump, mouseJump, turnLimit?}`. */
export function solved(spec) {
  const graph = spec.mode === "graph" ? spec : null;
  const grid = spec.mode === "grid" ? { turnLimit: LIMITS.defaultTurnLimit, ...spec } : null;
  return wasm.solve(spec.mode, graph, grid);
}

const QUERIES = { bestMoves: wasm.bestMoves, legalMoves: wasm.legalMoves, line: wasm.line, after: wasm.after, gameOver: wasm.gameOver, pliesLeft: wasm.pliesLeft };

/** engine.query for the live (last) solution: the answer, or null for a question the solver refuses. */
export function ask(kind, ...args) {
  try {
    return QUERIES[kind](...args);
  } catch {
    return null;
  }
}

export const { OUTCOME, TURN } = wasm;
