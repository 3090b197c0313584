// Compare with the published algorithms: run the baselines (in their own worker) on the shown
// puzzle, and set their answers and times beside ours, flagging any wrong answer with the reason.
// The baselines assume the classic roles (hole 0, mouse 1, cat 2, mouse first), so a graph with
// other roles is renumbered for them first: a relabelling, which changes no answer. Our answer in
// their terms, and LeetCode's turn limit that the grid baseline searches, come from the solver.
// A row's words and reason are functions, called when drawn: in the language then in force.
import { plies } from "../model/words.js";
import { stateView } from "../board/colouring.js";
import { renumbered } from "../model/codec.js";
import { variantWords } from "../model/rules.js";
import { t } from "../i18n/i18n.js";

/** The start's view (its outcome without any limit, and distance). */
const startView = (solution) => stateView(solution, solution.start.mouse, solution.start.cats, solution.start.turn);

/** The 2n²-horizon DFS is O(n⁴·d): run it only up to this many nodes. */
export const DFS_2N2_MAX_NODES = 40;

/**
 * The baselines of a game; `horizon` is LeetCode 1728's turn limit in plies, which the grid
 * baseline searches (limits().defaultTurnLimit). Their titles and sources are the catalogues'
 * (compare.<name>.title, compare.<name>.source).
 */
export function baselines(mode, horizon) {
  return mode === "graph"
    ? [
      { name: "dp2n" }, // the 2n-horizon DP: the most published LeetCode 913 solution
      { name: "dfs2n2" }, // the 2n²-horizon DFS: the usual fix
    ]
    : [{ name: "grid1000", horizon }]; // the horizon-ply DFS: the most published LeetCode 1728 solution
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
  ? ([0, 1, 2].includes(a) ? t(`compare.answer.${a}`) : String(a))
  : t(a ? "compare.answer.true" : "compare.answer.false"));

/** Why a baseline's answer is wrong, in one sentence (`winner`: the start's winner without any limit). */
function why(name, solution, n, horizon, winner) {
  const d = solution.startDistance;
  // The baselines test the horizon before the position: a game that needs 2n plies or more (a
  // capture on ply 2n included) is past it (src/baselines.rs).
  const who = t(`compare.winner.${winner}`);
  if (name === "dp2n") return t("compare.why.dp2n", { horizon: 2 * n, winner: who, d });
  if (name === "dfs2n2") return t("compare.why.dfs2n2", { horizon: 2 * n * n, winner: who, d });
  return t("compare.why.grid", { horizon: plies(horizon), d: plies(d) });
}

/**
 * A fresh comparison for the shown puzzle: one row per baseline, to be filled by `run`.
 * Row: {name, status: "waiting"|"running"|"done"|"skipped"|"error", answer, words, ms, wrong, why}
 * (words and why: a string, or a function that gives it in the language in force).
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
  cmp.ours = { answer: ourAnswer(solution), words: () => answerWords(mode, ourAnswer(solution)), ms: solution.ms };
  const spec = mode === "graph"
    ? { adj: classicGraph(state.graph) }
    : { rows: state.grid.rows, catJump: state.grid.catJump, mouseJump: state.grid.mouseJump };
  const catFirst = mode === "graph" && state.graph.first === "cat";
  for (const row of cmp.rows) {
    if (cmp.stopped) break;
    if (solution.catCount > 1) {
      // (the package counts the number of cats as no rule: the baselines would answer for one cat)
      row.status = "skipped";
      row.words = () => t("compare.skipCats", { cats: solution.catCount });
      continue;
    }
    if (!solution.classicRules) {
      // the package's word: its baselines refuse other rules (naming the key) rather than answer wrong
      row.status = "skipped";
      const rules = mode === "graph" ? state.graph.rules : state.grid.rules;
      row.words = () => t("compare.skipRules", { variants: variantWords(mode, rules) });
      continue;
    }
    if (catFirst) {
      row.status = "skipped";
      row.words = () => t("compare.skipCatFirst");
      continue;
    }
    if (row.name === "dfs2n2" && n > DFS_2N2_MAX_NODES) {
      row.status = "skipped";
      row.words = () => t("compare.skipBig", { n, max: DFS_2N2_MAX_NODES });
      continue;
    }
    row.status = "running";
    onUpdate();
    try {
      const { value, ms } = await engine.baseline(row.name, spec);
      Object.assign(row, { status: "done", answer: value, words: () => answerWords(mode, value), ms });
      row.wrong = value !== cmp.ours.answer;
      const winner = startView(solution).outcome;
      row.why = row.wrong ? () => why(row.name, solution, n, cmp.horizon, winner) : "";
    } catch (err) {
      if (cmp.stopped || err.message === "superseded") {
        row.status = "skipped";
        row.words = () => t("compare.stopped");
        break;
      }
      Object.assign(row, { status: "error", words: err.message });
    }
    onUpdate();
  }
  for (const row of cmp.rows) if (row.status === "waiting") Object.assign(row, { status: "skipped", words: () => t("compare.stopped") });
  cmp.done = true;
  onUpdate();
}
