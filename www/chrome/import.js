// The Import button: what the box holds becomes the page's puzzle (model/import-text.js reads a
// share link, graph6 or LeetCode's text), or, for a game's or a line's record (model/record.js),
// its puzzle and then its plies, read a slice of lines a task. What happens is said under the
// box; a refused text changes nothing. A text of megabytes never goes in the box: pasted or
// dropped there, it is held aside, and the box shows its first line and its size (the browser
// takes a long task to lay such a text out, on every frame it is shown, and again to remove it).
// One put there another way leaves the box while it is read and after, and comes back if it is
// refused: the notice says where its puzzle or game is to be had as text again.
import { $, listeners } from "../ui/dom.js";
import { fromHash } from "../model/codec.js";
import { readImport } from "../model/import-text.js";
import { isRecord, parseRecordSliced } from "../model/record.js";
import { plies } from "../model/words.js";
import { readGraph6 } from "../solver/wasm.js";
import { t, number, reason } from "../i18n/i18n.js";

/** A count of characters, grouped ("1,234,567"). */
const chars = (n) => number(n, { useGrouping: true });

/** A pasted text longer than this (characters) is held aside, not shown in the Import box. */
export const BIG_PASTE_CHARS = 200000;

/** What the box shows for a text held aside: its start (its first line, cut short) and its size. */
export function heldWords(text) {
  const first = text.slice(0, 200).split("\n", 1)[0];
  return t("import.held", { start: first.length > 60 ? `${first.slice(0, 60)}…` : first, count: chars(text.length) });
}

/** The verdict the page shows, as ": Mouse wins in 5 plies" ("" while there is none, e.g. solving). */
export function verdictNow() {
  const verdict = $("#verdict");
  // (its words are the span after the coloured dot: chrome/panel.js)
  const words = verdict.dataset.outcome === "none" ? "" : (verdict.lastElementChild?.textContent ?? "").trim();
  return words ? t("import.verdict", { words }) : "";
}

/**
 * Runs `run` in the next animation frame, after the page's redraw there (asked for before: callbacks
 * run in the order asked), so that the verdict it reads is the new puzzle's.
 */
const afterDraw = (run) => requestAnimationFrame(run);

/**
 * Binds the Import button.
 * @param {object} page
 * @param {object} page.session     session/session.js (adopt, candidate, status)
 * @param {object|null} page.explore   explore/explore.js (loadRecord), or null: records are not read
 * @param {import("../model/codec.js").Limits} page.limits
 * @returns {() => void} the unbind
 */
export function bindImport({ session, explore, limits }) {
  const { on, off } = listeners();
  const box = $("#text");
  const status = session.status;
  let reading = 0; // which click the record being read belongs to: a newer one drops it
  let held = null; // a long text pasted or dropped, held aside: {text, shown (what the box shows for it)}

  /** Holds `text` aside if it is long (the box shows its first line and size); whether it did. */
  const hold = (text) => {
    if (text.length <= BIG_PASTE_CHARS) return false;
    held = { text, shown: heldWords(text) };
    box.value = held.shown;
    status(t("import.pastedBig", { count: chars(text.length) }), "info");
    return true;
  };
  on(box, "paste", (e) => {
    if (hold(e.clipboardData?.getData("text/plain") ?? "")) e.preventDefault();
  });
  on(box, "drop", (e) => {
    if (hold(e.dataTransfer?.getData("text/plain") ?? "")) e.preventDefault();
  });
  on(box, "input", () => {
    if (held && box.value !== held.shown) held = null;
  });

  on($("#import"), "click", () => {
    if (held && box.value !== held.shown) held = null;
    const pasted = held ? held.text : box.value;
    const mine = ++reading;
    const big = !held && pasted.length > BIG_PASTE_CHARS;
    if (big) box.value = "";
    // (the text back in the box, unless the user has put another there meanwhile)
    const giveBack = () => {
      if (big && box.value === "") box.value = pasted;
    };
    const refuse = (message) => {
      giveBack();
      status(t("import.refused", { why: message }));
    };
    const emptied = (back) => (big ? t("import.emptied", { count: chars(pasted.length), back: t(back) }) : "");
    const adopt = (spec, what, then) => session.adopt(session.candidate(spec), what, {
      then,
      refused: (err) => {
        giveBack();
        status(t("import.notLoaded", { what, why: reason(err) }));
      },
      cancelled: (why) => {
        giveBack();
        status(t("import.notLoadedCancelled", { what, why }));
      },
    });

    if (explore && isRecord(pasted)) {
      parseRecordSliced(pasted, () => mine !== reading).then((record) => {
        let spec;
        try {
          spec = fromHash(record.puzzle.slice(record.puzzle.search(/#(graph|grid)=/)).trim(), limits);
        } catch (err) {
          refuse(reason(err));
          return;
        }
        const back = record.kind === "game" ? "import.backGame" : "import.backLine";
        adopt(spec, t("import.recordPuzzle"), () => {
          explore.loadRecord(record);
          status(t("import.importedRecord", {
            mode: t(`import.mode.${spec.mode}`), kind: t(record.kind === "game" ? "import.kind.game" : "import.kind.line"),
            plies: plies(record.plies.length), emptied: emptied(back),
          }), "info");
        });
      }, (err) => {
        if (mine === reading) refuse(reason(err));
        else giveBack();
      });
      return;
    }
    let spec;
    try {
      spec = readImport(pasted, limits, readGraph6);
    } catch (err) {
      refuse(reason(err));
      return;
    }
    // (the notice carries the verdict, read once the frame that draws the new puzzle has run)
    adopt(spec, t("import.pastedPuzzle"), () => afterDraw(() => {
      if (mine === reading) status(t("import.imported", { mode: t(`import.mode.${spec.mode}`), verdict: verdictNow(), emptied: emptied("import.backPuzzle") }), "info");
    }));
  });
  return off;
}
