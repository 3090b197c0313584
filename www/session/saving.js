// Saving, for the session: the puzzle in the browser's storage (for a new tab) and this tab's
// puzzle with its undo history (for a reload), then `kept` is told what the browser took (a
// failed save is said by session/keeping.js). A big puzzle's record is written in a task of its own.
import { snapshot } from "../model/state.js";
import { save, keepPrevious, saveHistory, json } from "./storage.js";

/** A puzzle record at least this long (characters) is saved in a task of its own (see persist). */
const BIG_RECORD_CHARS = 100000;

/**
 * The saving of a session.
 * @param {object} page
 * @param {object} page.state              model/state.js
 * @param {object} page.history            model/history.js (this tab's undo history)
 * @param {Storage|null} page.local        where the puzzle is saved
 * @param {Storage|null} page.tab          where this tab's undo history is saved
 * @param {(kept: {saved: boolean, inTab: boolean, snap: object}) => void} page.kept
 *   after every save: whether the browser kept the puzzle (`saved`) and whether this tab did (`inTab`)
 * @param {() => void} page.taken          the user has changed the puzzle: it is theirs now (session/opening.js)
 */
export function createSaving({ state, history, local, tab, kept, taken }) {
  /**
   * Saves the puzzle `now` (localStorage, for a new tab; `from: "link"` keeps the puzzle it
   * replaces aside first and marks it as an unedited link's) and this tab's puzzle with its undo
   * history (sessionStorage, for a reload), and tells `kept` what the browser took.
   */
  function persist(from = null, now = snapshot(state)) {
    taken();
    if (from === "link") keepPrevious(local);
    const write = () => {
      const saved = save(local, now, from);
      const inTab = saveHistory(tab, history, now);
      kept({ saved, inTab, snap: now });
    };
    // a big puzzle's record (hundreds of kB) is written in a task of its own, right after this one
    if (json(now).length > BIG_RECORD_CHARS) setTimeout(write);
    else write();
  }

  /** Saves this tab's history alone (after it was forgotten: the opening fell back). */
  const saveTab = () => saveHistory(tab, history, snapshot(state));

  return { persist, saveTab };
}
