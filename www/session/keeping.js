// What the page says, next to the board, about keeping the user's work: a save that the browser
// refused (and what still holds: this tab keeps the puzzle for a reload if it could, a share link
// carries it if it is not too long), and another tab that saved a different puzzle over the one
// stored here (the `storage` event), with the offer to take it: nothing is taken by itself. Each
// notice stays until it no longer holds (a later save works; the other tab's puzzle is taken, or
// is this tab's again) or the user closes it.
import { checkSnapshot, savedSnapshot, KEY } from "./storage.js";
import { toHash, MAX_LINK_CHARS } from "../model/codec.js";
import { $ } from "../ui/dom.js";
import { t, number, onLanguage } from "../i18n/i18n.js";

/** A record this long (characters) may be refused for its size alone, not only for a full store. */
const BIG_RECORD = 1e6;

/**
 * The notices about keeping the user's work.
 * @param {object} page
 * @param {{maxPlaces:number}} page.limits        the solver's sizes (a record read back is checked)
 * @param {() => object} page.current             the puzzle on the board (model/state.js snapshot)
 * @param {(snap: object) => void} page.take      opens another tab's puzzle (undoably)
 * @param {() => void} page.share                 copies this puzzle's share link (the Share button)
 * @param {() => void} page.exportText            writes this puzzle's text into the Import / export box
 * @param {boolean} [page.stored]                 whether the browser gives the page a localStorage at all
 * @returns {{saved: (kept: {saved: boolean, inTab: boolean, snap: object}) => void, unbind: () => void}}
 */
export function createKeeping({ limits, current, take, share, exportText, stored = true }) {
  let failed = null; // the last save's failure: {inTab, fits, chars}, or null
  let closedFail = false; // the user closed that notice: shown again only after a save that works
  let other = null; // another tab's saved puzzle (checked), or null
  const same = (a, b) => {
    try {
      return JSON.stringify(checkSnapshot(savedSnapshot(a), limits)) === JSON.stringify(checkSnapshot(savedSnapshot(b), limits));
    } catch {
      return false;
    }
  };

  /** After a save: what the browser kept of `snap` (session/session.js persist). */
  function saved({ saved: ok, inTab, snap }) {
    if (ok) {
      failed = null;
      closedFail = false;
    } else {
      const link = toHash(snap.mode, snap.graph, snap.grid);
      failed = { inTab, fits: link.length <= MAX_LINK_CHARS, chars: JSON.stringify(snap).length };
    }
    if (other && same(other, snap)) other = null;
    render();
  }

  /** Another tab wrote the stored puzzle: offer it if it is not this tab's. */
  function onStorage(e) {
    if (e.key !== KEY || e.storageArea !== globalThis.localStorage || e.newValue === null) return;
    let snap;
    try {
      snap = checkSnapshot(JSON.parse(e.newValue), limits);
    } catch {
      return; // not a puzzle this page could open: nothing to offer
    }
    other = same(snap, current()) ? null : snap;
    render();
  }

  function failWords({ inTab, fits, chars }) {
    const size = chars > BIG_RECORD ? t("notice.keep.bigSize", { size: number(chars / 1e6, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) }) : "";
    const why = stored ? t("notice.keep.full", { size }) : t("notice.keep.nothing");
    return t("notice.keep.notSaved", {
      why,
      tab: t(inTab ? "notice.keep.inTab" : "notice.keep.lost"),
      link: t(fits ? "notice.keep.linkCarries" : "notice.keep.tooLong"),
    });
  }

  function render() {
    const box = $("#keep");
    if (!box) return;
    const notes = [];
    if (failed && !closedFail) {
      notes.push({
        kind: "error", id: "keep-save", text: failWords(failed),
        action: failed.fits ? { label: t("notice.keep.copyLink"), run: share } : { label: t("page.export"), run: exportText },
        close: () => { closedFail = true; },
      });
    }
    if (other) {
      const snap = other;
      notes.push({
        kind: "info", id: "keep-other", text: t("notice.keep.other"),
        action: { label: t("notice.keep.take"), run: () => { other = null; take(snap); } },
        close: () => { other = null; },
      });
    }
    box.replaceChildren(...notes.map(({ kind, id, text, action, close }) => {
      const p = document.createElement("div");
      p.className = "keep-note";
      p.id = id;
      p.dataset.kind = kind;
      const words = document.createElement("p");
      words.textContent = text;
      const act = document.createElement("button");
      act.type = "button";
      act.textContent = action.label;
      act.addEventListener("click", () => { action.run(); render(); });
      const x = document.createElement("button");
      x.type = "button";
      x.className = "close";
      x.textContent = "×";
      x.title = t("page.bannerClose.title");
      x.setAttribute("aria-label", t("page.bannerClose.label"));
      x.addEventListener("click", () => { close(); render(); });
      p.append(words, act, x);
      return p;
    }));
    box.hidden = notes.length === 0;
  }

  window.addEventListener("storage", onStorage);
  // (a notice shown says itself again in the language chosen)
  const unLanguage = onLanguage(render);
  return {
    saved,
    unbind: () => {
      window.removeEventListener("storage", onStorage);
      unLanguage();
    },
  };
}
