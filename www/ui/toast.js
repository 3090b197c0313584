// A notice next to the control that caused it: "Link copied" beside Share, a role swap beside the
// board, with at most one action (e.g. "Undo") and a close button. One notice at a time; it is
// placed inside the viewport next to its anchor, and leaves by itself after a while (errors and
// notices with an action stay longer). The page-level banner (ui/banner.js) is for what has no control.
import { $ } from "./dom.js";
import { pageWords } from "../model/rules.js";

/** How long a notice stays, in ms: plain information, and errors or notices with an action. */
const STAY_MS = { info: 6000, long: 12000 };

/** Room kept between a notice, its anchor and the viewport's edges, in CSS px. */
const MARGIN = 8;

/** An anchor at least this tall (the board) gets its notice inside its visible top edge. */
const AREA_PX = 200;

let timer = 0;
let onAction = null;
let anchored = null; // the element the notice is placed next to

/**
 * Where a notice `w` x `h` goes next to `rect` (the anchor's client rect) in a `vw` x `vh`
 * viewport: below it, else above it; always inside the viewport. A large area (the board) gets
 * it just above its top edge, centred, or inside its visible top when there is no room above.
 * Returns {left, top} in CSS px.
 */
export function placeNear(rect, w, h, vw, vh) {
  const clampX = (x) => Math.max(MARGIN, Math.min(vw - w - MARGIN, x));
  const clampY = (y) => Math.max(MARGIN, Math.min(vh - h - MARGIN, y));
  if (rect.height >= AREA_PX) {
    const above = rect.top - h - MARGIN / 2;
    const top = above >= MARGIN ? above : Math.max(rect.top, 0) + MARGIN;
    return { left: clampX(rect.left + (rect.width - w) / 2), top: clampY(top) };
  }
  let top = rect.bottom + MARGIN;
  if (top + h > vh - MARGIN) top = rect.top - h - MARGIN; // no room below: above
  return { left: clampX(rect.left), top: clampY(top) };
}

function place() {
  const el = $("#toast");
  if (el.hidden || !anchored) return;
  const r = anchored.getBoundingClientRect();
  const { left, top } = placeNear(r, el.offsetWidth, el.offsetHeight, document.documentElement.clientWidth, window.innerHeight);
  el.style.left = `${Math.round(left)}px`;
  el.style.top = `${Math.round(top)}px`;
}

/**
 * Shows `text` next to `anchor`. `kind`: "info" | "error"; `action`: {label, run} for a button.
 * @param {Element} anchor
 * @param {string} text
 * @param {{kind?: "info"|"error", action?: {label: string, run: () => void}|null}} [options]
 */
export function toast(anchor, text, { kind = "info", action = null } = {}) {
  const el = $("#toast");
  anchored = anchor;
  el.dataset.kind = kind;
  el.dataset.anchor = anchor.id || anchor.className || anchor.tagName.toLowerCase();
  $("#toast-text").textContent = pageWords(text); // (the package's option names as the page's switches)
  const button = $("#toast-action");
  button.hidden = !action;
  button.textContent = action?.label ?? "";
  onAction = action?.run ?? null;
  el.hidden = false;
  place();
  clearTimeout(timer);
  timer = setTimeout(hideToast, kind === "error" || action ? STAY_MS.long : STAY_MS.info);
}

/** Hides the notice. */
export function hideToast() {
  clearTimeout(timer);
  timer = 0;
  $("#toast").hidden = true;
  onAction = null;
  anchored = null;
}

/** Connects the notice's buttons and keeps it beside its anchor on scroll and resize; returns the unbind function. */
export function bindToast() {
  const act = () => {
    const run = onAction;
    hideToast();
    run?.();
  };
  const keep = () => place();
  $("#toast-action").addEventListener("click", act);
  $("#toast-close").addEventListener("click", hideToast);
  window.addEventListener("scroll", keep, { passive: true });
  window.addEventListener("resize", keep);
  return () => {
    $("#toast-action").removeEventListener("click", act);
    $("#toast-close").removeEventListener("click", hideToast);
    window.removeEventListener("scroll", keep);
    window.removeEventListener("resize", keep);
  };
}
