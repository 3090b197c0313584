// The page's opening, for the session: one process with named phases.
//
//   idle ──open──▶ link ──the link's puzzle taken──────────────────────────▶ settled
//     │              └──refused, or another puzzle opened instead──▶ trying
//     └──open──────────────────────────────────────────────────────▶ trying ──solved and drawn──▶ settled
//                                                                      └──refused, or not drawn──▶ fellBack
//
// - link: the page opens with a share link. The first puzzle (saved, or the defaults) waits,
//   unsolved, while the link's is read, checked and solved: the verdict says that the link is
//   opening (state.opening), and never shows another puzzle's.
// - trying: the first puzzle (this tab's own after a reload, else the newest saved one) is on trial
//   until it has been checked, solved and drawn once.
// - fellBack: the trial failed: the defaults are shown, the saved record is kept under BACKUP_KEY,
//   and the banner says why.
// - settled: the page is the user's: any change of the puzzle, or a trial passed, ends the opening.
import { check } from "../solver/wasm.js";
import { backUp, BACKUP_KEY } from "./storage.js";
import { t, reason as why } from "../i18n/i18n.js";

/** The phases of the opening, in the order they come (see the drawing above). */
export const PHASES = Object.freeze(["idle", "link", "trying", "settled", "fellBack"]);

/**
 * The opening of a session.
 * @param {object} page
 * @param {object} page.state                model/state.js (its `opening` field is kept here)
 * @param {Storage|null} page.local          where the saved puzzle's text is backed up
 * @param {object} page.defaults             the puzzle when nothing saved opens: {mode, graph, grid}
 * @param {object} page.edits                session/edits.js (the history a reload resumes, forgotten on a fall-back)
 * @param {() => void} page.saveTab          session/saving.js saveTab
 * @param {() => void} page.solveShown       solves the shown puzzle
 * @param {(text: string) => void} page.fail says on the board's banner why the saved puzzle did not open
 */
export function createOpening({ state, local, defaults, edits, saveTab, solveShown, fail }) {
  let phase = "idle";
  let saved = null; // the record on trial, {snap, raw, past?, future?}, while phase is "trying" or "link"

  const enter = (next) => {
    phase = next;
    state.opening = next === "link" ? "link" : null;
    if (next === "settled" || next === "fellBack") saved = null;
  };

  /**
   * Opens the page's first puzzle (the state already holds it): `record` on trial, which is this
   * tab's own puzzle with its undo history (session/storage.js restoreTab: a reload) or the newest
   * saved puzzle (session/storage.js restore: a new tab), or the defaults (null). With `link`, the
   * page opens a share link first: the first puzzle waits for it (see linkOver).
   */
  function open(record, { link = false } = {}) {
    saved = record?.snap ? record : null;
    if (saved?.past) edits.resume(saved);
    edits.historyChanged();
    if (record?.error) {
      fallBack(record.error, record.raw);
      return;
    }
    if (link) enter("link");
    else tryFirst();
  }

  /** Tries the first puzzle: the saved one is checked by the solver, then solved. */
  function tryFirst() {
    enter(saved ? "trying" : "settled");
    try {
      if (saved) for (const mode of ["graph", "grid"]) check(mode, state.graph, state.grid);
      solveShown();
    } catch (err) {
      fallBack(why(err));
    }
  }

  /**
   * Opens the page with the defaults instead of a saved puzzle that failed (`reason`), keeps the
   * saved record's text `raw` under BACKUP_KEY, and tells the user.
   */
  function fallBack(reason, raw = saved?.raw) {
    enter("fellBack");
    const kept = backUp(local, raw);
    Object.assign(state, structuredClone(defaults), { solution: null, error: "", note: null });
    state.view.frame = null;
    edits.forget();
    saveTab();
    fail(t("notice.opening.failed", { why: reason, kept: kept ? t("notice.opening.backedUp", { key: BACKUP_KEY }) : t("notice.opening.default") }));
    solveShown();
  }

  return {
    open,
    /** The phase now (one of PHASES). */
    phase: () => phase,
    /** Whether the first puzzle waits for the opening link (nothing is to be solved meanwhile). */
    waiting: () => phase === "link",
    /**
     * The opening link's puzzle is over: `taken` (it is the page's now), or refused or dropped
     * (`edited`: for the user's edit on the board, which is theirs now); otherwise the first
     * puzzle is tried after all.
     */
    linkOver({ taken = false, edited = false } = {}) {
      if (phase !== "link") return;
      if (taken || edited) enter("settled");
      else tryFirst();
    },
    /** The user changed the puzzle, or another replaced it: the page is theirs, whatever its first solve does. */
    taken() {
      if (phase === "link" || phase === "trying") enter("settled");
    },
    /** The shown puzzle's solve failed with `reason`: falls back if it was on trial (returns whether it did). */
    failed(reason) {
      if (phase !== "trying") return false;
      fallBack(reason);
      return true;
    },
    /** After a redraw: a saved puzzle that is solved and drawn is no longer on trial. */
    drawn() {
      if (phase === "trying" && state.solution) enter("settled");
    },
    /** A redraw failed with `err`: falls back if the saved puzzle is on trial (returns whether it did). */
    drawFailed(err) {
      if (phase !== "trying") return false;
      fallBack(t("notice.opening.notDrawn", { why: why(err) }));
      return true;
    },
  };
}
