// The release package behind www/solver/wasm.js, loaded under node for the page's unit tests that
// need a real solution (colouring, play): `solved(mode, puzzle)` solves through the page's own
// wasm.js and gives the solution the page's answers (solver/answers.js, as the engine does for a
// solution on the main thread); `ask` asks the last solution solved, for tests that play on it.
import { readFile } from "node:fs/promises";
import * as wasm from "../../www/solver/wasm.js";
import { answerHere } from "../../www/solver/answers.js";

await wasm.load(await WebAssembly.compile(await readFile(new URL("../../www/pkg/cat_mouse_bg.wasm", import.meta.url))));

/** The solver's limits (limits()). */
export const LIMITS = wasm.limits();

let last = null; // the last solution solved (for `ask`)

/** Solves a puzzle through wasm.js: `{mode, adj, hole, mouse, cat}` or `{mode, rows, catJump, mouseJump, turnLimit?}`. */
export function solved(spec) {
  const graph = spec.mode === "graph" ? spec : null;
  const grid = spec.mode === "grid" ? { turnLimit: LIMITS.defaultTurnLimit, ...spec } : null;
  const { solution, handle } = wasm.solve(spec.mode, graph, grid);
  last = answerHere(solution, handle);
  return last;
}

/** The last solution's `ask`: the answer, or null for a question the solver refuses. */
export const ask = (kind, ...args) => last.ask(kind, ...args);

export const { OUTCOME, TURN } = wasm;
