// Opening a puzzle from a link: read the hash (model/codec.js, sizes first), hand the puzzle to the
// session's adopt() (which asks the solver before anything is laid out), and say in the banner what
// happened. A refused link stays in the address bar, so a reload tries it again; an accepted one
// leaves it, and the user's own puzzle is kept aside (session/storage.js keepPrevious) to restore.
import { fromHash } from "../model/codec.js";
import { previous, json } from "./storage.js";
import { showBanner } from "../ui/banner.js";

/**
 * A link at least this long (characters; a big puzzle's) is read after the page's first render,
 * and leaves the address bar, in tasks of their own: a long address takes the browser a while.
 */
export const LONG_HASH = 50000;

/** Takes the link out of the address bar (once its puzzle is the page's, or was edited). */
export function clearHash() {
  const clear = () => {
    if (location.hash) window.history.replaceState(null, "", location.pathname + location.search);
  };
  if (location.hash.length > LONG_HASH) setTimeout(clear);
  else clear();
}

/**
 * The page's link handling.
 * @param {object} page
 * @param {{maxPlaces:number, defaultTurnLimit:number}} page.limits   the solver's sizes
 * @param {Storage|null} page.local                 where the puzzle is saved
 * @param {() => object} page.current               the puzzle now shown (model/state.js snapshot)
 * @param {(spec: object) => object} page.candidate  a parsed link as puzzle parts for adopt
 * @param {(next: object, what: string, opts: object) => void} page.adopt   session/session.js adopt
 * @param {(text: string, action: {label: string, run: () => void}) => void} [page.tell]
 *   says something next to what the user acted on, with a button (a link dropped for an edit)
 * @param {boolean} [page.embedded]             embed mode (session/embed.js): no puzzle of the visitor's is on the board
 * @returns {{open: (hash: string, fromEvent: boolean) => void, restorePrevious: () => void}}
 */
export function createLinks({ limits, local, current, candidate, adopt, tell = () => {}, embedded = false }) {
  /** Brings back the puzzle kept aside when a link was opened (undo returns to the link's). */
  function restorePrevious() {
    const prev = previous(local, limits);
    const refused = (err) => showBanner({ kind: "error", board: true, text: `Your previous puzzle was not restored: ${err.message}.` });
    if (!prev) {
      refused(new Error("it could not be read back"));
      return;
    }
    adopt(prev, "Your previous puzzle", { refused, then: () => showBanner({ board: true, text: "Restored your previous puzzle. Undo goes back to the link's." }) });
  }

  /** Opens the puzzle of a link hash (`fromEvent`: a hashchange, not the page's opening link). */
  function open(hash, fromEvent) {
    // (an embed has no puzzle of the visitor's: it shows the page's first one)
    const kept = embedded ? "The embed shows the playground's first puzzle instead." : "Your puzzle is unchanged.";
    const refused = (err) => showBanner({ kind: "error", board: true, text: `The link's puzzle was not loaded: ${err.message}. ${kept}` });
    let next;
    try {
      const spec = fromHash(hash, limits);
      if (!spec) return;
      next = candidate(spec);
    } catch (err) {
      refused(err);
      return;
    }
    const before = current();
    adopt(next, "The link's puzzle", {
      from: "link",
      refused,
      // the user changed the board (their edit stays) or opened another puzzle while the link
      // loaded: they may still open it
      cancelled: (why, edit) => tell(`The link's puzzle was not opened: ${why}.${edit ? " Your edit stays." : ""}`, { label: "Open the link", run: () => open(hash, true) }),
      then: (snap) => {
        clearHash();
        const prev = previous(local, limits);
        // (snapshots and checked records are in one canonical form: their JSON compares them)
        const now = json(snap);
        if (json(before) !== now && prev && json(prev) !== now) {
          showBanner({ board: true, text: "Opened the puzzle from the link. Your previous puzzle is saved:", action: { label: "Restore it", run: restorePrevious } });
        } else if (fromEvent) {
          showBanner({ board: true, text: "Opened the puzzle from the link." });
        }
      },
    });
  }

  return { open, restorePrevious };
}
