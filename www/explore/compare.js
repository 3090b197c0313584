// Compare with the published algorithms: run the baselines (in their own worker) on the shown
// puzzle, and set their answers and times beside ours, flagging any wrong answer with the reason.
// The baselines assume the classic roles (hole 0, mouse 1, cat 2, mouse first), so a graph with
// other roles is renumbered for them first: a relabelling, which changes no answer. Our answer in
// their terms, and LeetCode's turn limit that the grid baseline searches, come from the solver.
import { plies } from "../model/words.js";
import { stateView } from "../board/colouring.js";
import { renumbered } from "../model/codec.js";
import { variantWords } from "../model/rules.js";

/** The start's view (its outcome without any limit, and distance). */
const startView = (solution) => stateView(solution, solution.start.mouse, solution.start.cats, solution.start.turn);

/** The 2n²-horizon DFS is O(n⁴·d): run it only up to this many nodes. */
export const DFS_2N2_MAX_NODES = 40;

/**
 * The baselines of a game; `horizon` is LeetCode 1728's turn limit in plies, which the grid
 * baseline searches (limits().defaultTurnLimit).
 */
export function baselines(mode, horizon) {
  return mode === "graph"
    ? [
      { name: "dp2n", title: "2n-horizon DP", source: "the most published LeetCode 913 solution" },
      { name: "dfs2n2", title: "2n²-horizon DFS", source: "the usual fix: a horizon of 2n² plies" },
    ]
    : [{ name: "grid1000", title: `${horizon}-ply DFS`, source: "the most published LeetCode 1728 solution" }];
}

/** What identifies the puzzle the results belong to. */
export function puzzleKey(state) {
  return state.mode === "graph"
    ? JSON.stringify(["graph", state.graph.adj, state.graph.hole, state.graph.mouse, state.graph.cats, state.graph.first ?? "mouse", state.graph.extraHoles ?? [], state.graph.rules ?? {}])
    : JSON.stringify(["grid", state.grid.rows, state.grid.catJump, state.grid.mouseJump, state.grid.rules ?? {}]);
}

/** The graph renumbered so that the hole is 0, the mouse 1 and the cat 2 (model/codec.js renumbered). */
export function classicGraph(graph) {
  return renumbered(graph).adj;
}

/**
 * Our answer in the baselines' terms: 0/1/2 (graph), or whether the mouse wins within LeetCode's
 * turn limit (grid), as the solver gave it.
 */
export function ourAnswer(solution) {
  return solution.kind === "graph" ? solution.answer : solution.leetCodeAnswer;
}

const answerWords = (mode, a) => (mode === "graph"
  ? ({ 0: "0 (draw)", 1: "1 (mouse wins)", 2: "2 (cat wins)" }[a] ?? String(a))
  : a ? "true (mouse wins)" : "false (cat wins)");

/** Why a baseline's answer is wrong, in one sentence (`winner`: the start's winner without any limit). */
function why(name, solution, n, horizon, winner) {
  const d = solution.startDistance;
  // The baselines test the horizon before the position: a game that needs 2n plies or more (a
  // capture on ply 2n included) is past it (src/baselines.rs).
  if (name === "dp2n") {
    return `It calls a draw any game that needs 2n = ${2 * n} plies or more, and here the ${winner} needs ${d} plies to win.`;
  }
  if (name === "dfs2n2") return `It calls a draw any game that needs 2n² = ${2 * n * n} plies or more, and here the ${winner} needs ${d} plies to win.`;
  return `It searches ${plies(horizon)}; with best play the game lasts ${plies(d)}.`;
}

/**
 * A fresh comparison for the shown puzzle: one row per baseline, to be filled by `run`.
 * Row: {name, title, source, status: "waiting"|"running"|"done"|"skipped"|"error", answer, words, ms, wrong, why}.
 * `horizon`: LeetCode 1728's turn limit (limits().defaultTurnLimit).
 */
export function newComparison(state, horizon) {
  const rows = baselines(state.mode, horizon).map((b) => ({ ...b, status: "waiting", answer: null, words: "", ms: 0, wrong: false, why: "" }));
  return { key: puzzleKey(state), horizon, rows, ours: null, stopped: false, done: false };
}

/**
 * Runs the comparison's baselines one after another in `engine`'s baseline worker; `onUpdate()`
 * after each. Stops early if `cmp.stopped` is set.
 */
export async function run(cmp, state, engine, onUpdate) {
  const solution = state.solution;
  const mode = state.mode;
  const n = solution.places;
  cmp.ours = { answer: ourAnswer(solution), words: answerWords(mode, ourAnswer(solution)), ms: solution.ms };
  const spec = mode === "graph"
    ? { adj: classicGraph(state.graph) }
    : { rows: state.grid.rows, catJump: state.grid.catJump, mouseJump: state.grid.mouseJump };
  const catFirst = mode === "graph" && state.graph.first === "cat";
  for (const row of cmp.rows) {
    if (cmp.stopped) break;
    if (solution.catCount > 1) {
      // (the package counts the number of cats as no rule: the baselines would answer for one cat)
      row.status = "skipped";
      row.words = `skipped: the published solutions are for one cat, and this puzzle has ${solution.catCount}`;
      continue;
    }
    if (!solution.classicRules) {
      // the package's word: its baselines refuse other rules (naming the key) rather than answer wrong
      row.status = "skipped";
      row.words = `skipped: the published solutions play the classic rules only, and this puzzle has ${variantWords(mode, mode === "graph" ? state.graph.rules : state.grid.rules)}`;
      continue;
    }
    if (catFirst) {
      row.status = "skipped";
      row.words = "skipped: the published solutions play the mouse first only";
      continue;
    }
    if (row.name === "dfs2n2" && n > DFS_2N2_MAX_NODES) {
      row.status = "skipped";
      row.words = `skipped: ${n} nodes; its O(n⁴) search is run up to ${DFS_2N2_MAX_NODES}`;
      continue;
    }
    row.status = "running";
    onUpdate();
    try {
      const { value, ms } = await engine.baseline(row.name, spec);
      Object.assign(row, { status: "done", answer: value, words: answerWords(mode, value), ms });
      row.wrong = value !== cmp.ours.answer;
      row.why = row.wrong ? why(row.name, solution, n, cmp.horizon, startView(solution).outcome) : "";
    } catch (err) {
      if (cmp.stopped || err.message === "superseded") {
        row.status = "skipped";
        row.words = "stopped";
        break;
      }
      Object.assign(row, { status: "error", words: err.message });
    }
    onUpdate();
  }
  for (const row of cmp.rows) if (row.status === "waiting") Object.assign(row, { status: "skipped", words: "stopped" });
  cmp.done = true;
  onUpdate();
}
