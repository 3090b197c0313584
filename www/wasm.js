// The only importer of ./pkg: puzzle specs in, plain data out. It keeps the one live solution
// handle of its thread and frees it when a new solve replaces it (the table stays in wasm memory;
// the caller gets copies of the outcome and distance arrays, and on the grid of the outcomes
// under the turn limit). The page's main thread and the solver worker (solver-worker.js) both use
// this module, so a solve gives the same plain data wherever it runs. Every rule the page needs
// is asked here: the page computes none.
import init, {
  GraphSolution, GridSolution, Outcome, Player, baselineDp2n, baselineDfs2n2, baselineGridDfs1000,
  checkGraph, checkGrid, limits as packageLimits, Designer, designLimits as packageDesignLimits,
} from "./pkg/cat_mouse.js";

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
let compiled = null; // the compiled WebAssembly.Module, handed to workers so they skip compiling

/**
 * Loads the wasm module; call once before anything else. `module`: an already compiled
 * WebAssembly.Module (workers get the page's), or nothing to fetch and compile it.
 */
export async function load(module = null) {
  if (!module) {
    const url = new URL("./pkg/cat_mouse_bg.wasm", import.meta.url);
    try {
      module = await WebAssembly.compileStreaming(fetch(url));
    } catch {
      module = await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
    }
  }
  compiled = module;
  await init({ module_or_path: module });
}

/** The compiled wasm module (after `load`), for starting workers. */
export const wasmModule = () => compiled;

/**
 * The solver's sizes: `{maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies}` (after `load`).
 * @returns {{maxPlaces:number, maxGameMoves:number, defaultTurnLimit:number, defaultLinePlies:number}}
 */
export function limits() {
  return packageLimits();
}

/**
 * Checks a puzzle exactly as the solver would (sizes, the work budget, every rule of the input),
 * without solving it: throws the solver's Error, or returns `{places, states, gameMoves}`. Cheap
 * next to a solve, so links and pastes are judged before anything is laid out or solved.
 */
export function check(mode, graph, grid) {
  return mode === "graph"
    ? checkGraph(graph.adj, { hole: graph.hole, mouse: graph.mouse, cat: graph.cat, first: graph.first === "cat" ? Player.Cat : Player.Mouse })
    : checkGrid(grid.rows, grid.catJump, grid.mouseJump, { turnLimit: grid.turnLimit });
}

/**
 * @typedef {object} Solution
 * @property {"graph"|"grid"} kind
 * @property {number} places                 number of places n (nodes or cells)
 * @property {Uint8Array} outcomes           index (turn*n + mouse)*n + cat; OUTCOME values
 * @property {Uint32Array} distances         plies to the end under best play, same layout
 * @property {Uint8Array|null} limited      grid only: every state's OUTCOME under the turn limit
 *                                           from the state with the whole limit to go (null for the graph)
 * @property {{mouse:number, cat:number, turn:number}} start
 * @property {number} startOutcome           OUTCOME value, without any turn limit
 * @property {number} startDistance          plies
 * @property {number|boolean} answer         LeetCode's answer (913: 0/1/2, 1728: true/false)
 * @property {boolean} leetCodeAnswer        grid only: whether the mouse wins from the start within
 *                                           LeetCode's turn limit (defaultTurnLimit), whatever this puzzle's limit
 * @property {boolean} classicRoles          graph: hole 0, mouse 1, cat 2, mouse first (true for the grid)
 * @property {number} turnLimit              grid only (0 for the graph)
 * @property {number} hole                   graph only: the hole's node (-1 for the grid)
 * @property {number} food                   grid only: the food's cell (-1 for the graph)
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
    ? new GraphSolution(graph.adj, { hole: graph.hole, mouse: graph.mouse, cat: graph.cat, first: graph.first === "cat" ? Player.Cat : Player.Mouse })
    : new GridSolution(grid.rows, grid.catJump, grid.mouseJump, grid.turnLimit);
  const outcomes = handle.outcomes();
  const distances = handle.distances();
  const ms = performance.now() - t0;
  const isGrid = mode === "grid";
  const start = { mouse: handle.startMouse, cat: handle.startCat, turn: handle.firstPlayer };
  const solution = {
    kind: mode,
    places: handle.places,
    outcomes,
    distances,
    limited: isGrid ? handle.limitedOutcomes() : null,
    start,
    startOutcome: handle.startOutcome(),
    startDistance: handle.startDistance(),
    answer: handle.answer(),
    leetCodeAnswer: isGrid
      && handle.limitedOutcome(start.mouse, start.cat, start.turn, packageLimits().defaultTurnLimit) === Outcome.MouseWin,
    classicRoles: isGrid || handle.classicRoles,
    turnLimit: isGrid ? handle.turnLimit : 0,
    hole: mode === "graph" ? handle.hole : -1,
    food: mode === "grid" ? handle.food : -1,
    maxDistance: handle.maxDistance(),
    counts: handle.counts(),
    ms,
  };
  live?.free();
  live = handle;
  return solution;
}

/**
 * The best moves of the player to move in a state of the live solution, as destination places:
 * the fastest wins, the longest delays, the moves that keep a draw.
 * @returns {number[]}
 */
export function bestMoves(mouse, cat, turn) {
  if (!live) return [];
  return Array.from(live.bestMoves(mouse, cat, turn));
}

/**
 * Where the player to move may go from a state of the live solution (its legal moves).
 * @returns {number[]}
 */
export function legalMoves(mouse, cat, turn) {
  if (!live) return [];
  return Array.from(live.legalMoves(mouse, cat, turn));
}

/**
 * The principal line of optimal play from a state of the live solution (plain data), at most
 * `maxPlies` plies (default: the solver's, limits().defaultLinePlies).
 * @returns {{mice:number[], cats:number[], firstTurn:number, plies:number, end:string}|null}
 */
export function line(mouse, cat, turn, maxPlies = undefined) {
  return live ? live.line(mouse, cat, turn, maxPlies) : null;
}

/**
 * The position after the player to move in a state of the live solution goes to `to`; throws
 * if the move is not legal or the game is over there.
 * @returns {{mouse:number, cat:number, turn:number}|null}
 */
export function after(mouse, cat, turn, to) {
  return live ? live.after(mouse, cat, turn, to) : null;
}

/**
 * Whether a game that has reached a state of the live solution after `pliesPlayed` plies is
 * over: `{reason, winner}` (reason "caught" | "home" | "catAtFood" | "stuck" | "turnLimit",
 * winner a TURN value), or null while play goes on. A repeated position is the caller's to see.
 * @returns {{reason:string, winner:number}|null}
 */
export function gameOver(mouse, cat, turn, pliesPlayed) {
  return live ? live.gameOver(mouse, cat, turn, pliesPlayed) : null;
}

/** Plies left before the live grid solution's turn limit once `pliesPlayed` are played (null for the graph). */
export function pliesLeft(pliesPlayed) {
  return live instanceof GridSolution ? live.pliesLeft(pliesPlayed) : null;
}

/**
 * Runs one of the published baseline algorithms (not our engine) on a puzzle with the classic
 * roles. `name`: "dp2n" | "dfs2n2" (graph: returns 0/1/2) or "grid1000" (grid: returns a boolean).
 * Throws an Error naming the problem (malformed, or too large for the baseline's memo).
 */
export function baseline(name, spec) {
  switch (name) {
    case "dp2n": return baselineDp2n(spec.adj);
    case "dfs2n2": return baselineDfs2n2(spec.adj);
    case "grid1000": return baselineGridDfs1000(spec.rows, spec.catJump, spec.mouseJump);
    default: throw new Error(`unknown baseline ${name}`);
  }
}

/**
 * What the Watch needs of the live solution, once per solve: `{index, horizon, wrong}`: the
 * level index (the package's LevelIndex: the decided states sorted by level, with per-level
 * counts), and for the graph the 2n DP's horizon in plies and the states it gets wrong (for the
 * grid: null and an empty array). Null without a live solution.
 */
export function watchData() {
  if (!live) return null;
  const graph = live instanceof GraphSolution;
  return { index: live.levelIndex(), horizon: graph ? live.dpHorizon : null, wrong: graph ? live.dp2nWrong() : new Uint32Array(0) };
}

/**
 * One state of the live solution in the Watch's frame of `level` (the package's StateAtLevel):
 * whether it is decided yet, and which of its moves are open, winning or refuted.
 */
export function movesAtLevel(mouse, cat, turn, level) {
  return live ? live.movesAtLevel(mouse, cat, turn, level) : null;
}

/**
 * The designer's bounds: `{maxNodes, maxSide, minPlaces, maxStep}` (the most graph nodes, the
 * most grid rows and columns, the fewest places, the most evaluations per step).
 */
export function designLimits() {
  return packageDesignLimits();
}

/**
 * A seeded puzzle search for `spec` (the package's DesignSpec: kind, constraints, goal, seed);
 * throws an Error naming the problem if the spec is refused. The handle stays in wasm: drive it
 * with `step(evaluations)` (returns the plain DesignProgress), read `best()` (a plain Found),
 * `history()` (a Float64Array of [evaluation, score] pairs) and `evaluations`, and `free()` it.
 * Only the design worker (design-worker.js) calls this.
 */
export function designer(spec) {
  return new Designer(spec);
}
