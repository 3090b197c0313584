// Opening a puzzle from a link: read the hash (model/codec.js, sizes first), hand the puzzle to the
// session's adopt() (which asks the solver before anything is laid out), and say in the banner what
// happened (the page's opening waits for its link: session/opening.js). A refused link stays in the address bar, so a reload tries it again; an accepted one
// leaves it, and the user's own puzzle is kept aside (session/storage.js keepPrevious) to restore.
import { fromHash } from "../model/codec.js";
import { previous, json } from "./storage.js";
import { banner } from "../ui/notify.js";
import { t, reason } from "../i18n/i18n.js";

/**
 * A link at least this long (characters; a big puzzle's) is read after the page's first render,
 * and leaves the address bar, in tasks of their own: a long address takes the browser a while.
 */
export const LONG_HASH = 50000;

/** Whether the page opens with a link: the address bar's hash holds something to read (model/codec.js fromHash). */
export function opensLink() {
  return typeof location !== "undefined" && new URLSearchParams(location.hash.replace(/^#/, "")).size > 0;
}

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
 * @param {(text: string, opts: {action: {label: string, run: () => void}}) => void} [page.beside]
 *   says something next to what the user acted on, with a button (a link dropped for an edit: ui/notify.js beside)
 * @param {boolean} [page.embedded]             embed mode (session/embed.js): no puzzle of the visitor's is on the board
 * @returns {{open: (hash: string, fromEvent: boolean) => void, restorePrevious: () => void}}
 */
export function createLinks({ limits, local, current, candidate, adopt, beside = () => {}, embedded = false }) {
  /** Brings back the puzzle kept aside when a link was opened (undo returns to the link's). */
  function restorePrevious() {
    const prev = previous(local, limits);
    const refused = (err) => banner(t("links.notRestored", { why: reason(err) }), { kind: "error", board: true });
    if (!prev) {
      refused(new Error(t("links.unreadable")));
      return;
    }
    adopt(prev, t("links.previous"), { refused, then: () => banner(t("links.restored"), { board: true }) });
  }

  /** Opens the puzzle of a link hash (`fromEvent`: a hashchange, not the page's opening link). */
  function open(hash, fromEvent) {
    // (an embed has no puzzle of the visitor's: it shows the page's first one)
    const kept = t(embedded ? "links.keptEmbed" : "links.kept");
    const refused = (err) => banner(t("links.refused", { why: reason(err), kept }), { kind: "error", board: true });
    let next;
    try {
      const spec = fromHash(hash, limits);
      if (!spec) return;
      next = candidate(spec);
    } catch (err) {
      // (refused by adopt, which tells the page's opening that the link is over)
      next = { unread: err };
    }
    const before = current();
    adopt(next, t("links.puzzle"), {
      from: "link",
      refused,
      // the user changed the board (their edit stays) or opened another puzzle while the link
      // loaded: they may still open it
      cancelled: (why, edit) => beside(t("links.cancelled", { why, edit: edit ? t("links.editStays") : "" }), { action: { label: t("links.open"), run: () => open(hash, true) } }),
      then: (snap) => {
        clearHash();
        const prev = previous(local, limits);
        // (snapshots and checked records are in one canonical form: their JSON compares them)
        const now = json(snap);
        if (json(before) !== now && prev && json(prev) !== now) {
          banner(t("links.openedSaved"), { board: true, action: { label: t("links.restore"), run: restorePrevious } });
        } else if (fromEvent) {
          banner(t("links.opened"), { board: true });
        }
      },
    });
  }

  return { open, restorePrevious };
}
