// One vocabulary for telling the user something, one name per kind of message:
//
//   status(state, text, kind)        the status line under Import / export (state.notice), brought
//                                    into view once drawn: what a paste, an export or a load did
//   beside(anchor, text, {kind, action})   a toast next to the control the user acted on (ui/toast.js),
//                                    with at most one action ("Undo"); a live region reads it;
//                                    hideBeside() takes it away
//   banner(text, {kind, action, board})    the page's banner under the header (ui/banner.js), for what
//                                    happened without a control to point at: a link, a saved puzzle
//   clearBoardBanner()               the banner goes when what it says about the board no longer holds
//   bug(what, err)                   a bug in the page, never a refusal: said in the banner as a bug,
//                                    and logged with its stack as a console error
//
// The solver refusing something (a plain Error with its sentence: solver/failure.js isFatal) is
// not a bug: the caller says why in one of the first three. Anything else thrown is a bug.
import { toast, hideToast } from "./toast.js";
import { showBanner, clearBoardBanner } from "./banner.js";
import { t } from "../i18n/i18n.js";

export { clearBoardBanner };

/**
 * Shows `text` in the status line under Import / export (an empty text hides it) and brings it
 * into view once drawn. The caller asks for the redraw that shows it. `text` may be a function
 * that gives the words: then each draw asks it again, so the line follows a change of language.
 * @param {object} state   model/state.js (its `notice` field)
 * @param {string|(() => string)} text
 * @param {"error"|"info"} [kind]
 */
export function status(state, text, kind = "error") {
  const words = typeof text === "function" ? text : () => text;
  state.notice = words() ? { kind, get text() { return words(); } } : null;
  if (text && typeof document !== "undefined") {
    requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector("#notice")?.scrollIntoView({ block: "nearest" })));
  }
}

/**
 * A toast next to `anchor` (the control the user acted on, or the board).
 * @param {Element} anchor
 * @param {string} text
 * @param {{kind?: "info"|"error", action?: {label: string, run: () => void}|null}} [opts]
 */
export const beside = (anchor, text, opts = {}) => toast(anchor, text, opts);

/** Takes the toast away (what it offered no longer holds). */
export const hideBeside = () => hideToast();

/**
 * The page's banner.
 * @param {string} text
 * @param {{kind?: "info"|"error", action?: {label: string, run: () => void}|null, board?: boolean}} [opts]
 *   `board`: it is about the puzzle on the board, so the board's next change clears it
 */
export const banner = (text, opts = {}) => showBanner({ text, ...opts });

/** The words that say `err` (thrown while the page did `what`) is a bug in the page. */
export function bugWords(what, err) {
  const name = err?.name ?? "Error";
  const message = err?.message ?? String(err);
  return t("notice.bug", { what, name, message });
}

/**
 * Reports `err`, thrown while the page did `what` ("asking the solver for bestMoves"), as a bug:
 * a console error with the error itself (its stack), and the banner when there is a page.
 */
export function bug(what, err) {
  const text = bugWords(what, err);
  console.error(text, err);
  if (typeof document !== "undefined" && document.querySelector("#banner")) banner(text, { kind: "error" });
}
