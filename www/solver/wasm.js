// The only importer of ../pkg: puzzle specs in, plain data out. A solve returns the Solution (plain
// data) and its handle (the package's GraphSolution or GridSolution: the table stays in wasm
// memory); every question takes the handle it is about, so an answer never depends on what was
// solved last. The caller owns the handle and frees it (`handle.free()`) when it is done with it.
// Two ways to solve: `solve` (the page's main thread, small puzzles) also copies out the whole
// outcome and distance arrays, and on the grid the outcomes under the turn limit; `solveHeld`
// (the solver worker, big puzzles) gives only what the page draws first, and the page asks for
// the rest a slice at a time (`slice`, `views`), or the whole table once for the heatmap
// (`table`). The page's main thread and the worker both use this module, so every answer has the
// same form wherever it comes from. Every rule the page needs is asked here: the page computes none.
// The page holds the cats as a list (`cats`: [2] for one cat, [2, 4] for two), in a position
// {mouse, cats, turn}, a puzzle, a cats' move (the cats' places after it) and a line; the package
// takes and gives one cat as a number and several as an array: this module converts, both ways
// (catArg, catsOf), and no other does.
import { ruleOptions } from "../model/rules.js";
import init, {
  GraphSolution, GridSolution, Outcome, Player, baselineDp2n, baselineDfs2n2, baselineGridDfs1000,
  checkGraph, checkGrid, limits as packageLimits, Designer, designLimits as packageDesignLimits,
  copNumber as packageCopNumber, captureTime as packageCaptureTime, graph6ToGraph, graphToGraph6,
  dismantle as packageDismantle, corners as packageCorners, strategyMove as packageStrategyMove,
  strategyLine as packageStrategyLine,
} from "../pkg/cat_mouse.js";

/** Outcome bytes of the table, as the solver writes them. */
export const OUTCOME = Object.freeze({
  draw: Outcome.Draw, // 0
  mouse: Outcome.MouseWin, // 1
  cat: Outcome.CatWin, // 2
  none: Outcome.NotAPosition, // 3
});

/** The `turn` coordinate of a state: 0 mouse to move, 1 cat to move. */
export const TURN = Object.freeze({ mouse: Player.Mouse, cat: Player.Cat });

let compiled = null; // the compiled WebAssembly.Module, handed to workers so they skip compiling

/**
 * Loads the wasm module; call once before anything else. `module`: an already compiled
 * WebAssembly.Module (workers get the page's), or nothing to fetch and compile it.
 */
export async function load(module = null) {
  if (!module) {
    const url = new URL("../pkg/cat_mouse_bg.wasm", import.meta.url);
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
 * The solver's sizes: `{maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies, maxCats}` (after `load`).
 * @returns {{maxPlaces:number, maxGameMoves:number, defaultTurnLimit:number, defaultLinePlies:number, maxCats:number}}
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
  return mode === "graph" ? checkGraph(graph.adj, graphOptions(graph)) : checkGrid(grid.rows, grid.catJump, grid.mouseJump, gridOptions(grid));
}

/**
 * The GraphSolution options of a graph puzzle: its roles, its holes (`holes` when it has more
 * than one: the package takes `hole` or `holes`, not both), its cats (`cat` for one, `cats` for
 * several, as the package takes them) and its rules (model/rules.js).
 */
export function graphOptions(graph) {
  const extra = graph.extraHoles ?? [];
  return {
    ...(graph.rules?.noHole ? { holes: [] } : extra.length ? { holes: [graph.hole, ...extra] } : { hole: graph.hole }),
    mouse: graph.mouse,
    ...(graph.cats.length > 1 ? { cats: graph.cats } : { cat: graph.cats[0] }),
    first: graph.first === "cat" ? Player.Cat : Player.Mouse,
    ...ruleOptions("graph", graph.rules),
  };
}

/** The GridSolution options of a grid puzzle: its turn limit and its rules (model/rules.js). */
export function gridOptions(grid) {
  return { turnLimit: grid.turnLimit, ...ruleOptions("grid", grid.rules) };
}

/**
 * @typedef {object} Solution
 * @property {"graph"|"grid"} kind
 * @property {number} places                 number of places n (nodes or cells)
 * @property {Uint8Array} [outcomes]         `solve` only: index (turn*n + mouse)*n + cat; OUTCOME values
 * @property {Uint32Array} [distances]       `solve` only: plies to the end under best play, same layout
 * @property {Uint8Array|null} [limited]     `solve` only, grid: every state's OUTCOME under the turn limit
 *                                           from the state with the whole limit to go (null for the graph)
 * @property {{mouse:number, cats:number[], turn:number}} start   (several cats' places sorted, as in every position answered)
 * @property {number} startOutcome           OUTCOME value, without any turn limit
 * @property {number} startDistance          plies
 * @property {number|boolean} answer         LeetCode's answer (913: 0/1/2, 1728: true/false)
 * @property {boolean} leetCodeAnswer        grid only: whether the mouse wins from the start within
 *                                           LeetCode's turn limit (defaultTurnLimit), whatever this puzzle's limit
 * @property {boolean} classicRoles          graph: hole 0, mouse 1, cat 2, mouse first (true for the grid)
 * @property {number} turnLimit              grid only (0 for the graph)
 * @property {number} hole                   graph only: the hole's node (-1 for the grid)
 * @property {number} food                   grid only: the food's cell (-1 for the graph)
 * @property {number[]} holes                graph only: every hole (the first is `hole`; [] for the grid)
 * @property {number[]} foods                grid only: every food's cell ([] for the graph)
 * @property {boolean} classicRules          whether the rules in force are LeetCode's (model/rules.js)
 * @property {number} catCount               how many cats (1 for the grid)
 * @property {number} maxDistance
 * @property {{draw:number, mouseWin:number, catWin:number, notAPosition:number}|null} counts
 *                                           null from `solveHeld` (ask `counts()`: a pass over every state)
 * @property {number} ms                     solve time in milliseconds
 */

/**
 * The values of some states as three parallel arrays: the outcome bytes, the distances, and on
 * the grid the outcome bytes under the turn limit (null for the graph). Non-positions have
 * OUTCOME.none, distance 0 and (grid) OUTCOME.none.
 * @typedef {{outcomes: Uint8Array, distances: Uint32Array, limited: Uint8Array|null}} Views
 */

/**
 * A new solved handle for the puzzle of `mode` (throws the solver's Error if it refuses it).
 * With `onProgress`, and a package that reports progress (`GraphSolution.observed`,
 * `GridSolution.observed`), the solver calls `onProgress(report)` every few milliseconds while it
 * works (solver/progress.js Report).
 */
function construct(mode, graph, grid, onProgress = null) {
  const Class = mode === "graph" ? GraphSolution : GridSolution;
  const args = mode === "graph" ? [graph.adj, graphOptions(graph)] : [grid.rows, grid.catJump, grid.mouseJump, gridOptions(grid)];
  if (onProgress && typeof Class.observed === "function") return Class.observed(...args, onProgress);
  return new Class(...args);
}

/** Whether this package reports a solve's progress (see `construct`). */
export const reportsProgress = () => typeof GridSolution.observed === "function" && typeof GraphSolution.observed === "function";

/**
 * What a solution says about its start, for another start `{mouse, cats, turn}` on the same table
 * (the table does not depend on where the pieces start): the fields of Solution that `summary`
 * reads off the start, `{start, startOutcome, startDistance, answer, leetCodeAnswer,
 * classicRoles}`, asked of `handle` at that position. The roles are LeetCode's when the hole is
 * node 0, the mouse on 1, one cat on 2 and the mouse first (the grid's always are).
 */
export function startFacts(handle, mouse, cats, turn) {
  const isGrid = handle instanceof GridSolution;
  const cat = catArg(cats);
  const startOutcome = handle.outcome(mouse, cat, turn);
  return {
    start: { mouse, cats: [...cats], turn },
    startOutcome,
    startDistance: handle.distance(mouse, cat, turn),
    answer: isGrid ? handle.limitedOutcome(mouse, cat, turn) === Outcome.MouseWin : startOutcome,
    leetCodeAnswer: isGrid && handle.limitedOutcome(mouse, cat, turn, packageLimits().defaultTurnLimit) === Outcome.MouseWin,
    classicRoles: isGrid || (handle.catCount === 1 && handle.holes.length === 1 && handle.hole === 0 && mouse === 1 && cats[0] === 2 && turn === Player.Mouse),
  };
}

/** What a solution says besides its table (every field of Solution but the arrays). */
function summary(handle, mode, ms) {
  const isGrid = mode === "grid";
  const catCount = mode === "graph" ? handle.catCount : 1;
  const start = { mouse: handle.startMouse, cats: catCount > 1 ? sortedCats(handle.startCats) : [handle.startCat], turn: handle.firstPlayer };
  return {
    kind: mode,
    places: handle.places,
    start,
    startOutcome: handle.startOutcome(),
    startDistance: handle.startDistance(),
    answer: handle.answer(),
    leetCodeAnswer: isGrid
      && handle.limitedOutcome(start.mouse, catArg(start.cats), start.turn, packageLimits().defaultTurnLimit) === Outcome.MouseWin,
    classicRoles: isGrid || handle.classicRoles,
    turnLimit: isGrid ? handle.turnLimit : 0,
    hole: mode === "graph" && handle.holes.length ? handle.hole : -1, // (-1: no hole, the rule noHole)
    food: mode === "grid" ? handle.food : -1,
    holes: mode === "graph" ? Array.from(handle.holes) : [],
    foods: mode === "grid" ? Array.from(handle.foods) : [],
    classicRules: handle.classicRules,
    catCount,
    maxDistance: handle.maxDistance(),
    counts: null,
    ms,
  };
}

/**
 * @typedef {GraphSolution|GridSolution} Handle   a solved table in wasm memory (the package's)
 */

/**
 * Solves the puzzle of `mode`: `{solution, handle}`, the Solution with the whole table copied out
 * and its handle; throws an Error naming the problem if the puzzle is malformed. For small
 * puzzles: copying the table costs a pass over every state.
 * @param {"graph"|"grid"} mode
 * @param {{adj:number[][], hole:number, mouse:number, cats:number[]}} graph
 * @param {{rows:string[], catJump:number, mouseJump:number, turnLimit:number}} grid
 * @returns {{solution: Solution, handle: Handle}}
 */
export function solve(mode, graph, grid) {
  const t0 = performance.now();
  const handle = construct(mode, graph, grid);
  const outcomes = handle.outcomes();
  const distances = handle.distances();
  const ms = performance.now() - t0;
  const solution = {
    ...summary(handle, mode, ms),
    outcomes,
    distances,
    limited: mode === "grid" ? handle.limitedOutcomes() : null,
    counts: handle.counts(),
  };
  return { solution, handle };
}

/**
 * Solves the puzzle of `mode`, the table staying in wasm: `{solution, handle, answers}`, the
 * Solution without its table, its handle, and the first answers the page draws, as [kind, args,
 * value] (the queries of QUERIES): the start state's view, and if `want` ({ranging, turn}) is
 * given the slice with the other pieces on their start (see `slice`; several cats coloured for a
 * cat: the board asks for its chosen cat's slice itself). Nothing here is a pass over every
 * state but the solve itself and `maxDistance`. `onProgress(report)`: see `construct`.
 * @returns {{solution: Solution, handle: Handle, answers: Array<[string, Array<number|number[]>, Views]>}}
 */
export function solveHeld(mode, graph, grid, want = null, onProgress = null) {
  const t0 = performance.now();
  const handle = construct(mode, graph, grid, onProgress);
  const ms = performance.now() - t0;
  const solution = summary(handle, mode, ms);
  const { mouse, cats, turn } = solution.start;
  const answers = [["views", [mouse, cats, turn], views(handle, mouse, cats, turn)]];
  if (want && (want.ranging === 0 || cats.length === 1)) {
    const args = [want.ranging, want.ranging === 0 ? cats : [mouse], want.turn];
    answers.push(["slice", args, slice(handle, ...args)]);
  }
  return { solution, handle, answers };
}

/**
 * The views of states of solution `handle`, given as (mouse, cats, turn) triples flattened into
 * the arguments: `views(handle, m0, cats0, t0, m1, cats1, t1, ...)`. Places must be on the board.
 * @returns {Views}
 */
export function views(handle, ...triples) {
  const k = Math.floor(triples.length / 3);
  const out = { outcomes: new Uint8Array(k), distances: new Uint32Array(k), limited: handle instanceof GridSolution ? new Uint8Array(k) : null };
  for (let i = 0; i < k; i++) viewInto(handle, out, i, triples[3 * i], triples[3 * i + 1], triples[3 * i + 2]);
  return out;
}

/**
 * One slice of the table of solution `handle`: the views of the states with one piece ranging
 * over each place in turn, the others standing, and `turn` to move: what the board shows.
 * `ranging` 0: the mouse ranges, `fixed` the cats' places; `ranging` 1 + i: cat i ranges,
 * `fixed` the mouse's place and the other cats' places in order ([mouse] with one cat). `places`
 * entries.
 * @returns {Views}
 */
export function slice(handle, ranging, fixed, turn) {
  // one cat: one call into wasm, not three a place
  if (ranging === 0 && fixed.length === 1) return handle.slice(0, fixed[0], turn);
  if (ranging > 0 && fixed.length === 1) return handle.slice(1, fixed[0], turn);
  const n = handle.places;
  const out = { outcomes: new Uint8Array(n), distances: new Uint32Array(n), limited: handle instanceof GridSolution ? new Uint8Array(n) : null };
  const [mouse, ...others] = fixed;
  const catsWith = (p) => [...others.slice(0, ranging - 1), p, ...others.slice(ranging - 1)];
  for (let p = 0; p < n; p++) {
    if (ranging === 0) viewInto(handle, out, p, p, fixed, turn);
    else viewInto(handle, out, p, mouse, catsWith(p), turn);
  }
  return out;
}

// One state's view into entry `i` of `out`: three questions of `handle`.
function viewInto(handle, out, i, mouse, cats, turn) {
  const cat = catArg(cats);
  const o = handle.outcome(mouse, cat, turn);
  out.outcomes[i] = o;
  if (o === Outcome.NotAPosition) {
    if (out.limited) out.limited[i] = Outcome.NotAPosition;
    return;
  }
  out.distances[i] = handle.distance(mouse, cat, turn);
  if (out.limited) out.limited[i] = handle.limitedOutcome(mouse, cat, turn);
}

/**
 * The whole table of solution `handle` (for the heatmap): every state's outcome byte and
 * distance, and on the grid its outcome under the turn limit. Three passes over every state, with
 * `await between()` after each of the first two (a worker answers other questions there): call
 * it off the main thread for big puzzles.
 * @returns {Views}
 */
export async function table(handle, between = async () => {}) {
  const outcomes = handle.outcomes();
  await between();
  const distances = handle.distances();
  await between();
  const limited = handle instanceof GridSolution ? handle.limitedOutcomes() : null;
  return { outcomes, distances, limited };
}

/**
 * How many states of solution `handle` have each outcome (a pass over every state).
 * @returns {{draw:number, mouseWin:number, catWin:number, notAPosition:number}}
 */
export function counts(handle) {
  return handle.counts();
}

/**
 * The best moves of the player to move in a state of solution `handle`: the fastest wins, the
 * longest delays, the moves that keep a draw. A move is where the mover goes: the mouse's new
 * place, or the cats' new places (a list, sorted: [3] for one cat).
 * @returns {Array<number|number[]>}
 */
export function bestMoves(handle, mouse, cats, turn) {
  return movesOf(handle.bestMoves(mouse, catArg(cats), turn), turn);
}

/**
 * Where the player to move may go from a state of solution `handle` (its legal moves, as
 * `bestMoves` gives them).
 * @returns {Array<number|number[]>}
 */
export function legalMoves(handle, mouse, cats, turn) {
  return movesOf(handle.legalMoves(mouse, catArg(cats), turn), turn);
}

/** The package's moves as the page's: the mouse's places, or the cats' moves as sorted lists. */
const movesOf = (moves, turn) => Array.from(moves, (m) => (turn === Player.Mouse ? m : catsOf({ cats: m })));

/**
 * The principal line of optimal play from a state of solution `handle` (plain data), at most
 * `maxPlies` plies (default: the solver's, limits().defaultLinePlies): the mouse's place and the
 * cats' places (a list, sorted) after each ply, from the state itself.
 * @returns {{mice:number[], cats:number[][], firstTurn:number, plies:number, end:string}|null}
 */
export function line(handle, mouse, cats, turn, maxPlies = undefined) {
  const got = handle.line(mouse, catArg(cats), turn, maxPlies);
  return got && { ...got, cats: got.cats.map((c) => catsOf({ cats: c })) };
}

/**
 * The position after the player to move in a state of solution `handle` goes to `to` (a place
 * for the mouse, the cats' places for the cats); throws if the move is not legal or the game is
 * over there.
 * @returns {{mouse:number, cats:number[], turn:number}|null}
 */
export function after(handle, mouse, cats, turn, to) {
  return positionOf(handle.after(mouse, catArg(cats), turn, turn === Player.Mouse ? to : catArg(to)));
}

/** Several cats' places in the page's order (increasing: the package's moves and positions are sorted too). */
const sortedCats = (cats) => Array.from(cats).sort((a, b) => a - b);

/**
 * The cats' places as the package takes them: one cat's place as a number (the one-cat game's
 * queries take nothing else), several as an array.
 */
const catArg = (cats) => (cats.length === 1 ? cats[0] : cats);

/**
 * The cats' places in a package result (a position, a move, a line's ply, a puzzle) as the page
 * holds them, a sorted list: `cats` where the package gives several (an array), else `[cat]`
 * (`cats` a number: one cat's move or ply).
 */
const catsOf = (p) => (p.cats === undefined ? [p.cat] : typeof p.cats === "number" ? [p.cats] : sortedCats(p.cats));

/** A package position as the page's state: `{mouse, cats, turn}`. */
const positionOf = (p) => p && { mouse: p.mouse, cats: catsOf(p), turn: p.turn };

/**
 * Whether a game that has reached a state of solution `handle` after `pliesPlayed` plies is
 * over: `{reason, winner}` (reason "caught" | "home" | "catAtFood" | "stuck" | "turnLimit",
 * winner a TURN value), or null while play goes on. A repeated position is the caller's to see.
 * @returns {{reason:string, winner:number}|null}
 */
export function gameOver(handle, mouse, cats, turn, pliesPlayed) {
  return handle.gameOver(mouse, catArg(cats), turn, pliesPlayed);
}

/**
 * Plays the moves `tos` one after the other from a state of solution `handle` that a game reached
 * after `pliesPlayed` plies (a record's plies, checked in one call where the table is, not one
 * question a ply): `{states, stop}`, the positions after each move played, and why it stopped
 * early: null (every move played), or `{ply, why}` with `ply` the index in `tos` of the move not
 * played and `why` "over" (the game was over before it: `gameOver`) or "illegal" (not a legal
 * move there: `after` refused it). A repeated position is the caller's to see.
 * @returns {{states: {mouse:number, cats:number[], turn:number}[], stop: {ply:number, why:"over"|"illegal"}|null}}
 */
export function plays(handle, mouse, cats, turn, pliesPlayed, tos) {
  const states = [];
  let s = { mouse, cats, turn };
  for (let k = 0; k < tos.length; k++) {
    if (gameOver(handle, s.mouse, s.cats, s.turn, pliesPlayed + k)) return { states, stop: { ply: k, why: "over" } };
    let next = null;
    try {
      next = after(handle, s.mouse, s.cats, s.turn, tos[k]);
    } catch {
      // (refused: not a legal move there)
    }
    if (!next) return { states, stop: { ply: k, why: "illegal" } };
    states.push(next);
    s = next;
  }
  return { states, stop: null };
}

/** Plies left before a grid solution's turn limit once `pliesPlayed` are played (null for the graph). */
export function pliesLeft(handle, pliesPlayed) {
  return handle instanceof GridSolution ? handle.pliesLeft(pliesPlayed) : null;
}

/**
 * A grid position's result under the turn limit once `pliesPlayed` plies of the game are played
 * (the package's `limitedOutcome` with its `pliesLeft`): an OUTCOME (MouseWin, CatWin, or
 * NotAPosition), or null for the graph, which has no turn limit.
 */
export function limitedAt(handle, mouse, cats, turn, pliesPlayed) {
  if (!(handle instanceof GridSolution)) return null;
  return handle.limitedOutcome(mouse, catArg(cats), turn, handle.pliesLeft(pliesPlayed));
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
 * What the Watch needs of solution `handle`, once per solve: `{index, horizon, wrong}`: the
 * level index (the package's LevelIndex: the decided states sorted by level, with per-level
 * counts), and for the graph the 2n DP's horizon in plies and the states it gets wrong (for the
 * grid: null and an empty array).
 */
export function watchData(handle) {
  const graph = handle instanceof GraphSolution;
  return { index: handle.levelIndex(), horizon: graph ? handle.dpHorizon : null, wrong: graph ? handle.dp2nWrong() : new Uint32Array(0) };
}

/**
 * `watchData()` without the states themselves (`index.order`, `index.offsets`): what the page
 * needs when the table stays in the worker (the counts per level, the last level, the draws, the
 * horizon and the wrong states), with the worker painting the frames' heatmaps.
 */
export function watchSummary(handle) {
  const data = watchData(handle);
  const { counts, maxLevel, undecided } = data.index;
  return { index: { counts, maxLevel, undecided }, horizon: data.horizon, wrong: data.wrong };
}

/**
 * One state of solution `handle` in the Watch's frame of `level` (the package's StateAtLevel):
 * whether it is decided yet, and which of its moves are open, winning or refuted.
 */
export function movesAtLevel(handle, mouse, cats, turn, level) {
  return handle.movesAtLevel(mouse, catArg(cats), turn, level);
}

/**
 * The questions a solution answers, by name: each takes the handle it is about, then the
 * question's arguments. The page's solutions (solver/answers.js) and the solver worker answer
 * exactly these, so a solution held here and one held by a worker answer alike.
 */
export const QUERIES = Object.freeze({ bestMoves, legalMoves, line, after, plays, startFacts, gameOver, pliesLeft, limitedAt, slice, views, counts, watchData, watchSummary, movesAtLevel });

/**
 * The designer's bounds: `{maxNodes, maxSide, minPlaces, maxStep, maxStepMillis, maxChains,
 * syncEvaluations, maxCats}` (the most graph nodes, the most grid rows and columns, the fewest
 * places, the most evaluations per step, the longest a step may take, in ms, the most chains of a
 * parallel search, every how many evaluations of each chain they share their best, the most cats
 * of the Cops and Robbers goals).
 */
export function designLimits() {
  return packageDesignLimits();
}

/**
 * A seeded puzzle search for `spec` (the package's DesignSpec: kind, constraints, goal, seed);
 * throws an Error naming the problem if the spec is refused. The handle stays in wasm: drive it
 * with `step(evaluations)` (returns the plain DesignProgress), read `best()` (a plain Found),
 * `history()` (a Float64Array of [evaluation, score] pairs) and `evaluations`, and `free()` it.
 * `chain` (default 0): which chain of a parallel search this is (`bestRank()`, `share()` and
 * `adopt(text)` pass finds between chains). A find's graph comes in the page's shape (`cats` a
 * list). Only the design worker (design/design-worker.js) calls this.
 */
export function designer(spec, chain = 0) {
  const handle = new Designer(spec, chain);
  return {
    step: (...args) => {
      const progress = handle.step(...args);
      return progress.best ? { ...progress, best: foundOf(progress.best) } : progress;
    },
    best: () => foundOf(handle.best()),
    bestRank: () => handle.bestRank(),
    history: () => handle.history(),
    share: () => handle.share(),
    adopt: (shared) => handle.adopt(shared),
    get evaluations() { return handle.evaluations; },
    get seed() { return handle.seed; },
    free: () => handle.free(),
  };
}

/** A find of the designer (the package's Found) with its graph puzzle in the page's shape: its cats a list (catsOf). */
function foundOf(found) {
  if (found.mode !== "graph") return found;
  const { cat, cats, ...puzzle } = found.puzzle;
  return { ...found, puzzle: { ...puzzle, cats: catsOf({ cat, cats }) } };
}

// ---------------------------------------------------------------- several cats: Cops and Robbers, graph6

/**
 * The graph of a graph6 text (nauty's format, as the House of Graphs and SageMath write it):
 * adjacency lists, or the package's Error naming what is wrong with the text.
 * @param {string} text
 * @returns {number[][]}
 */
export function readGraph6(text) {
  return graph6ToGraph(text);
}

/** The graph6 text of an undirected graph's adjacency lists (throws the package's Error otherwise). */
export function writeGraph6(adj) {
  return graphToGraph6(adj);
}

/**
 * Cops and Robbers on `adj` (the package's `copNumber`): how many cats win, their best starts,
 * the capture time in rounds, the mouse's best start: `{cats, starts, captureRounds, mouse,
 * winningStarts, tried, refused}` (`cats` null when even `maxCats` do not suffice, or a budget
 * refuses the next number: `refused` says so). `onProgress(report)` as for a solve; returning
 * false stops it with an Error.
 * @param {number[][]} adj
 * @param {{lazyCats?: boolean, directed?: boolean, maxCats?: number}} options
 */
export function copNumber(adj, options = {}, onProgress = null) {
  return packageCopNumber(adj, onProgress ? { ...options, onProgress } : options);
}

/**
 * The capture time with `k` cats (the package's `captureTime`): `{cats, captureRounds, starts,
 * mouse, winningStarts}`. `onProgress` as for copNumber.
 */
export function captureTime(adj, k, options = {}, onProgress = null) {
  return packageCaptureTime(adj, k, onProgress ? { ...options, onProgress } : options);
}

/**
 * Cops and Robbers as it is taught (the package's `dismantle`): the corners of `adj` removed one
 * at a time, `{removals: [{corner, dominator}], rest, copWin, strategy}` (`strategy`: the cat's
 * start `cat`, its worst `rounds`, the mouse's start `mouse` for that; null if not cop-win).
 * Throws on a malformed graph (a one-way edge, for one).
 * @param {number[][]} adj
 */
export function dismantle(adj) {
  return packageDismantle(adj);
}

/**
 * The corners of the graph `adj` left once the nodes `gone` are removed (the package's
 * `corners`): `[{corner, dominator}]`, each corner with its smallest dominator.
 * @param {number[][]} adj
 * @param {number[]} gone
 */
export function corners(adj, gone) {
  return packageCorners(adj, gone);
}

/**
 * The cat's move of the strategy that follows the dismantling (the package's `strategyMove`):
 * `{level, cat, caught, mouseMoves}` after the mouse went to `mouse`, the cat on `cat` at `level`.
 * @param {number[][]} adj
 */
export function strategyMove(adj, level, cat, mouse) {
  return packageStrategyMove(adj, level, cat, mouse);
}

/**
 * The strategy's chase against the mouse's best defence (the package's `strategyLine`): `{cat,
 * mouse, rounds, level, line: [{level, cat, mouse}]}`, or null if the graph is not cop-win.
 * @param {number[][]} adj
 */
export function strategyLine(adj) {
  return packageStrategyLine(adj);
}
