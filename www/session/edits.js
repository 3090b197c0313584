// The edit transaction and the undo history, for the session: an edit begins, changes the puzzle
// (solving it again) and ends, and an edit that changed the puzzle is recorded for undo, saved,
// and said when it did more than the user moved (a swap of roles). Each step of the history keeps
// the board's view it was drawn in, so undo and redo bring back what the user saw.
import { snapshot } from "../model/state.js";
import { createHistory, record, undo as undoStep, redo as redoStep } from "../model/history.js";
import { rolesMoved } from "../model/puzzle.js";
import { json } from "./storage.js";
import { clearHash } from "./links.js";

/**
 * The edits of a session.
 * @param {object} page
 * @param {object} page.state                       model/state.js
 * @param {() => void} page.solveShown              solves the shown puzzle again
 * @param {(from?: string|null, now?: object) => void} page.persist   session/saving.js persist
 * @param {() => void} page.userChanged             the user changed the shown puzzle (drops a puzzle on its way)
 * @param {(text: string) => void} page.announce    says what an edit did besides what the user moved
 * @param {() => void} page.schedule                asks for a redraw
 */
export function createEdits({ state, solveShown, persist, userChanged, announce, schedule }) {
  const history = createHistory();
  let before = null; // the puzzle when the outermost open edit began
  let frameBefore = null; // the board's view then (state.view.frame)
  let depth = 0; // how many edits are open (begin without end)
  // the board's view each snapshot in the history was drawn in (snapshots in the history never change)
  const frames = new WeakMap();

  const historyChanged = () => {
    state.canUndo = history.past.length > 0;
    state.canRedo = history.future.length > 0;
  };

  /** Starts an edit (remembers the puzzle and the board's view for undo); edits nest. */
  function begin() {
    if (depth++ === 0) {
      before = snapshot(state);
      frameBefore = state.view.frame;
    }
  }

  /** Changes the puzzle (`patch`: graph and/or grid), solving it again unless `solve` is false. */
  function apply(patch, { solve = true } = {}) {
    Object.assign(state, patch);
    state.note = null;
    if (solve) solveShown();
    schedule();
  }

  /**
   * Ends an edit: records it for undo and saves it if the puzzle changed (`from: "link"` marks a
   * link's), and says what it did besides what the user moved (a swap of roles), unless `quiet`
   * (a whole new puzzle). Returns the puzzle's snapshot as it now is (null inside a nested edit).
   */
  function end(from = null, quiet = false) {
    if (depth === 0 || --depth > 0) return null;
    const now = snapshot(state);
    if (json(now) !== json(before)) {
      userChanged();
      record(history, before);
      frames.set(before, frameBefore);
      historyChanged();
      persist(from, now);
      clearHash();
      const moved = quiet ? "" : rolesMoved(before, now);
      if (moved) announce(moved);
    }
    before = null;
    schedule();
    return now;
  }

  /** Shows `snap` (an undo or redo step) in the board's view it was drawn in, if known. */
  function restore(snap) {
    userChanged();
    Object.assign(state, structuredClone(snap), { note: null });
    if (frames.has(snap)) state.view.frame = frames.get(snap);
    historyChanged();
    solveShown();
    persist();
    schedule();
  }

  /** Takes one step of the history (`step`: model/history.js undo or redo), if there is one. */
  function travel(step) {
    const now = snapshot(state);
    const snap = step(history, now);
    if (!snap) return;
    frames.set(now, state.view.frame);
    restore(snap);
  }

  return {
    history,
    begin,
    apply,
    end,
    /** Takes the last edit back. */
    undo: () => travel(undoStep),
    /** Makes an undone edit again. */
    redo: () => travel(redoStep),
    /** Takes up `past` and `future` (a reload's history, session/storage.js restoreTab). */
    resume({ past, future }) {
      Object.assign(history, { past, future });
      historyChanged();
    },
    /** Forgets every step (the opening fell back to the defaults). */
    forget() {
      history.past.length = 0;
      history.future.length = 0;
      historyChanged();
    },
    historyChanged,
  };
}
