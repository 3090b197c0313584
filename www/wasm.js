// The only importer of ./pkg: puzzle specs in, plain data out. It keeps the one live solution
// handle and frees it when a new solve replaces it (the table stays in wasm memory; the page gets
// copies of the outcome and distance arrays).
import init, { GraphSolution, GridSolution, Outcome, Player } from "./pkg/cat_mouse.js";

/** Outcome bytes of the table, as the solver writes them. */
export const OUTCOME = Object.freeze({
  draw: Outcome.Draw, // 0
  mouse: Outcome.MouseWin, // 1
  cat: Outcome.CatWin, // 2
  none: Outcome.NotAPosition, // 3
});

/** The `turn` coordinate of a state: 0 mouse to move, 1 cat to move. */
export const TURN = Object.freeze({ mouse: Player.Mouse, cat: Player.Cat });

let live = null; // the GraphSolution or GridSolution behind the last successful solve

/** Loads the wasm module; call once before anything else. */
export async function load() {
  await init();
}

/**
 * @typedef {object} Solution
 * @property {"graph"|"grid"} kind
 * @property {number} places                 number of places n (nodes or cells)
 * @property {Uint8Array} outcomes           index (turn*n + mouse)*n + cat; OUTCOME values
 * @property {Uint32Array} distances         plies to the end under best play, same layout
 * @property {{mouse:number, cat:number, turn:number}} start
 * @property {number} startOutcome           OUTCOME value, without any turn limit
 * @property {number} startDistance          plies
 * @property {number|boolean} answer         LeetCode's answer (913: 0/1/2, 1728: true/false)
 * @property {number} turnLimit              grid only (0 for the graph)
 * @property {number} maxDistance
 * @property {{draw:number, mouseWin:number, catWin:number, notAPosition:number}} counts
 * @property {number} ms                     solve time in milliseconds
 */

/**
 * Solves the puzzle of `mode` and returns plain data; throws an Error naming the problem if the
 * puzzle is malformed (the previous solution then stays live).
 * @param {"graph"|"grid"} mode
 * @param {{adj:number[][], hole:number, mouse:number, cat:number}} graph
 * @param {{rows:string[], catJump:number, mouseJump:number, turnLimit:number}} grid
 * @returns {Solution}
 */
export function solve(mode, graph, grid) {
  const t0 = performance.now();
  const handle = mode === "graph"
    ? new GraphSolution(graph.adj, { hole: graph.hole, mouse: graph.mouse, cat: graph.cat, first: Player.Mouse })
    : new GridSolution(grid.rows, grid.catJump, grid.mouseJump, grid.turnLimit);
  const outcomes = handle.outcomes();
  const distances = handle.distances();
  const ms = performance.now() - t0;
  const solution = {
    kind: mode,
    places: handle.places,
    outcomes,
    distances,
    start: { mouse: handle.startMouse, cat: handle.startCat, turn: handle.firstPlayer },
    startOutcome: handle.startOutcome(),
    startDistance: handle.startDistance(),
    answer: handle.answer(),
    turnLimit: mode === "grid" ? handle.turnLimit : 0,
    maxDistance: handle.maxDistance(),
    counts: handle.counts(),
    ms,
  };
  live?.free();
  live = handle;
  return solution;
}

/**
 * The best moves of the player to move in a state of the live solution, as destination places.
 * @returns {number[]}
 */
export function bestMoves(mouse, cat, turn) {
  if (!live) return [];
  return Array.from(live.bestMoves(mouse, cat, turn));
}

/**
 * The principal line of optimal play from a state of the live solution (plain data).
 * @returns {{mice:number[], cats:number[], firstTurn:number, plies:number, end:string}|null}
 */
export function line(mouse, cat, turn, maxPlies = 2000) {
  return live ? live.line(mouse, cat, turn, maxPlies) : null;
}
