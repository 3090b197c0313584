// The session: every change of the puzzle and of its solve, wired from one controller per job:
// session/edits.js (the edit transaction and the undo history), session/adopting.js (a puzzle
// from outside, with cancel: session/on-its-way.js), session/relayout.js ("Lay out again"),
// session/opening.js (the page's opening, a process with named phases), session/saving.js
// (saving). What stays here is the one job they share:
// solving the shown puzzle again (solver/solving.js: while a big puzzle solves in the worker the
// board waits uncoloured) and taking a solution as the shown one.
import { createSolving } from "../solver/solving.js";
import { status as statusLine, banner, clearBoardBanner } from "../ui/notify.js";
import { createEdits } from "./edits.js";
import { createSaving } from "./saving.js";
import { createOpening } from "./opening.js";
import { createAdopting, candidate } from "./adopting.js";
import { createOnItsWay } from "./on-its-way.js";
import { createRelayout } from "./relayout.js";
import { opensLink } from "./links.js";
import { reason, t } from "../i18n/i18n.js";

/**
 * The session of a page.
 * @param {object} page
 * @param {object} page.state                 model/state.js
 * @param {object} page.engine                solver/engine.js
 * @param {object} page.explore               explore/explore.js (left whenever the puzzle changes)
 * @param {Storage|null} page.local           where the puzzle is saved
 * @param {Storage|null} page.tab             where this tab's undo history is saved
 * @param {object} page.defaults              the opening puzzle when nothing saved opens: {mode, graph, grid}
 * @param {() => void} page.schedule          asks for a redraw
 * @param {() => void} page.progress          shows the progress clock now (and says that a solve runs)
 * @param {(text: string, opts?: {action?: {label: string, run: () => void}}) => void} [page.beside]
 *   says something next to what the user acted on (ui/notify.js beside): what an edit did besides
 *   what the user moved (a role swap, with Undo), a puzzle dropped for their edit
 * @param {(kept: {saved: boolean, inTab: boolean, snap: object}) => void} [page.kept]
 *   after every save: whether the browser kept the puzzle (`saved`) and whether this tab did (`inTab`)
 */
export function createSession({ state, engine, explore, local, tab, defaults, schedule, progress, beside = () => {}, kept = () => {} }) {
  const solving = createSolving({ state, engine, schedule, progress });
  const announce = (text) => beside(text, { action: { label: t("page.undo"), run: edits.undo } });

  /** Shows `text` in the status line under Import / export (ui/notify.js status; an empty text hides it). */
  function status(text, kind = "error") {
    statusLine(state, text, kind);
    schedule();
  }

  /**
   * Takes `solution` as the shown one. The board's player to move follows the start's when the
   * first player changed (a cat-first graph, an undo of it, another game), and stays otherwise.
   */
  function show(solution) {
    const before = state.solution;
    if (!state.view.at && (!before || before.start.turn !== solution.start.turn)) state.view.turn = solution.start.turn;
    state.solution = solution;
  }

  /** Solves the shown puzzle again (after an edit, an undo, a mode switch, a lost table). */
  function solveShown() {
    explore.clear();
    state.solving = null;
    // (an edit that only moved a piece reuses the shown table)
    solving.solveThen(state, "", {
      reuse: state.solution,
      then: (solution) => {
        state.error = "";
        show(solution);
      },
      fail: (err) => {
        if (opening.failed(reason(err))) return;
        state.solution = null;
        state.error = reason(err);
      },
      waiting: () => {
        state.error = "";
        state.solution = null;
      },
    });
  }

  /** The user changed the shown puzzle: a banner about the board no longer holds, and a puzzle on its way is dropped. */
  function userChanged() {
    clearBoardBanner();
    onItsWay.cancel(t("notice.session.youChanged"), true);
  }

  const edits = createEdits({ state, solveShown, persist: (...args) => saving.persist(...args), userChanged, announce, schedule });
  const saving = createSaving({ state, history: edits.history, local, tab, kept, taken: () => opening.taken() });
  const opening = createOpening({
    state, local, defaults, edits, solveShown,
    saveTab: saving.saveTab,
    fail: (text) => banner(text, { kind: "error", board: true }),
  });
  const onItsWay = createOnItsWay({ state, solving, schedule, progress });
  const adopt = createAdopting({ state, solving, onItsWay, edits, explore, show, schedule, status, beside, linkOver: opening.linkOver });

  return {
    status,
    /** Opens the page's first puzzle (session/opening.js open): after the link in the address bar, if there is one. */
    open: (saved) => opening.open(saved, { link: opensLink() }),
    adopt,
    /** A parsed link or paste as puzzle parts for adopt (session/adopting.js candidate). */
    candidate: (spec) => candidate(spec, state.grid.turnLimit),
    relayout: createRelayout({ state, edits, onItsWay, beside, schedule }),
    /** The undo transaction the board input and the controls edit through. */
    edits: { begin: edits.begin, apply: edits.apply, end: edits.end },
    undo: edits.undo,
    redo: edits.redo,

    /** Stops the solve running in the worker, and a layout running in its worker (the Stop button). */
    stopSolve() {
      solving.stop();
      onItsWay.stopLayout();
    },

    /** Switches between the graph and the grid game. */
    setMode(mode) {
      if (state.mode === mode) return;
      userChanged();
      state.mode = mode;
      state.view.tool = mode === "graph" ? "move" : "paint";
      state.view.cursor = 0;
      state.view.hover = null;
      state.note = null;
      solveShown();
      saving.persist();
      schedule();
    },

    /**
     * Before a redraw: solves the shown puzzle again if its solution's table died with a failed
     * solver, or a bigger puzzle superseded its worker solve before the solver refused that one.
     */
    revive() {
      // (not while a puzzle from outside is on its way: its solve, done or not, must not be
      // superseded; nor while the first puzzle waits for the opening link)
      if (onItsWay.busy() || opening.waiting()) return;
      if (!state.solving && !engine.solving && (state.solution ? !engine.isLive(state.solution) : !state.error)) solveShown();
    },

    /** After a redraw: a saved puzzle that is solved and drawn is no longer on trial. */
    drawn: opening.drawn,
    /** A redraw failed with `err`: falls back to the defaults if the saved puzzle is on trial (returns whether it did). */
    drawFailed: opening.drawFailed,
  };
}
