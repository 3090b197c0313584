// The page-level notice under the header, for what happened without a control to point at: a link
// that was opened or refused, a saved puzzle that could not be opened. One notice at a time, with
// at most one action button (e.g. "Restore it") and a close button.

import { $ } from "./dom.js";
import { pageWords } from "../model/rules.js";

let onAction = null; // the action button's function, or null
let aboutBoard = false; // whether the banner shown says something about the puzzle on the board

/**
 * Shows `text` in the banner. `kind`: "info" | "error"; `action`: {label, run} for a button;
 * `board`: it describes the puzzle on the board (a link opened or refused), so the next change
 * of the puzzle clears it (clearBoardBanner).
 * @param {{text: string, kind?: "info"|"error", action?: {label: string, run: () => void}|null, board?: boolean}} notice
 */
export function showBanner({ text, kind = "info", action = null, board = false }) {
  aboutBoard = board;
  const el = $("#banner");
  el.dataset.kind = kind;
  $("#banner-text").textContent = pageWords(text); // (the package's option names as the page's switches)
  const button = $("#banner-action");
  button.hidden = !action;
  button.textContent = action?.label ?? "";
  onAction = action?.run ?? null;
  el.hidden = false;
  // a link opened in a scrolled page: bring its answer into view (once the frame is laid out
  // anyway: reading the banner's place now would lay the page out in this task)
  requestAnimationFrame(() => {
    const { top, bottom } = el.getBoundingClientRect();
    if (!el.hidden && (top < 0 || bottom > window.innerHeight)) el.scrollIntoView({ block: "nearest" });
  });
}

/** Hides the banner. */
export function hideBanner() {
  $("#banner").hidden = true;
  onAction = null;
  aboutBoard = false;
}

/** Hides the banner if what it says is about the puzzle on the board, which has just changed. */
export function clearBoardBanner() {
  if (aboutBoard && typeof document !== "undefined") hideBanner();
}

/** Connects the banner's buttons; returns the unbind function. */
export function bindBanner() {
  const act = () => {
    const run = onAction;
    hideBanner();
    run?.();
  };
  $("#banner-action").addEventListener("click", act);
  $("#banner-close").addEventListener("click", hideBanner);
  return () => {
    $("#banner-action").removeEventListener("click", act);
    $("#banner-close").removeEventListener("click", hideBanner);
  };
}
