// The hardest positions' changes (the Table tab's histogram, drawn by explore/histogram.js): which
// bar is open, and a listed position (or the longest win of a side) put on the board. A position
// that can start a game becomes the puzzle's start in one edit (the pieces moved there, and on the
// graph the player to move moves first), which Undo takes back, so the user's puzzle is never
// lost; one that cannot (a finished game, two cats on one node) is shown on the board instead, as
// a heatmap click shows it, and "Back to the puzzle's start" leaves it. The grid game always
// starts with the mouse to move: a cat-to-move position loads its pieces, and the board shows the
// cat to move. Every value comes from the table (solver/histogram.js); no rule is worked out here.
import { placePiece } from "../model/puzzle.js";
import { t } from "../i18n/i18n.js";

/**
 * What the puzzle becomes with its start at `s` ({mouse, cats, turn}), or null when `s` cannot be
 * a puzzle's start: a finished position (`distance` 0 and a win: the solver decided it before any
 * move) or several cats on one node.
 * @returns {{graph?: object, grid?: object}|null}
 */
export function startAt(state, s, finished) {
  if (finished) return null;
  const { cats } = s;
  if (new Set(cats).size !== cats.length || cats.includes(s.mouse)) return null;
  if (state.mode === "graph") {
    const graph = { ...state.graph, mouse: s.mouse, cats: [...cats], first: s.turn === 1 ? "cat" : "mouse" };
    // with no hole, `hole` is a node the package never reads: kept off the pieces (as model/puzzle.js chasePuzzle does)
    const taken = new Set([s.mouse, ...cats]);
    if (state.graph.rules?.noHole && taken.has(graph.hole)) {
      const free = graph.adj.findIndex((_l, i) => !taken.has(i));
      if (free >= 0) graph.hole = free;
    }
    if (state.graph.extraHoles?.includes(s.mouse)) return null;
    return { graph };
  }
  const cols = state.grid.rows[0]?.length ?? 1;
  const rc = (p) => [Math.floor(p / cols), p % cols];
  let grid = placePiece(state.grid, "mouse", ...rc(s.mouse));
  grid = placePiece(grid, "cat", ...rc(cats[0]));
  return { grid };
}

/**
 * The hardest positions of a page.
 * @param {object} page
 * @param {object} page.state      model/state.js
 * @param {object} page.session    session/session.js (its undo transaction)
 * @param {object} page.explore    explore/explore.js (showing a state without changing the puzzle; the notice offering Undo)
 * @param {() => void} page.schedule
 * @param {(text: string, undo: boolean) => void} page.sayLoaded   says what a load did, beside the hardest positions (with Undo when `undo`)
 */
export function createHardest({ state, session, explore, schedule, sayLoaded }) {
  return {
    /** Opens a bar's list (`bar` {turn, outcome: "mouse"|"cat"|"draw", lo, hi}), or closes it (null or the open one). */
    pick(bar) {
      const open = state.view.tableBar;
      const same = open && bar && open.turn === bar.turn && open.outcome === bar.outcome && open.lo === bar.lo && open.hi === bar.hi;
      state.view.tableBar = same ? null : bar;
      schedule();
    },

    /**
     * Puts position `s` ({mouse, cats, turn, distance}, of outcome `outcome`) on the board: as the
     * puzzle's start if it can be one (Undo takes it back), else shown.
     */
    load(s, outcome, words) {
      if (!state.solution || !s) return;
      const next = startAt(state, s, s.distance === 0 && outcome !== "draw");
      if (!next) {
        explore.showState({ mouse: s.mouse, cats: s.cats, turn: s.turn });
        const why = t(s.distance === 0 && outcome !== "draw" ? "hardest.over" : "hardest.shared");
        sayLoaded(t("hardest.shown", { words, why }), false);
        return;
      }
      const bar = state.view.tableBar;
      explore.backToStart();
      const { begin, apply, end } = session.edits;
      begin();
      try {
        apply(next);
      } finally {
        end();
      }
      state.view.tableBar = bar;
      // the grid's start is always the mouse to move: the board shows the position with the cat
      // to move (as a heatmap click shows it; kept while the puzzle solves again, in a worker too)
      // (set here: while a big puzzle solves in the worker there is no solution to show it with)
      if (state.mode === "grid" && s.turn === 1) state.view.at = { mouse: s.mouse, cats: s.cats };
      state.view.turn = s.turn;
      sayLoaded(t("hardest.loaded", { words, grid: state.mode === "grid" && s.turn === 1 ? t("hardest.gridCat") : "" }), true);
      // (the notice goes once Undo would no longer take this load back: explore/table-tab.js)
      explore.offeredUndo();
      schedule();
    },
  };
}
