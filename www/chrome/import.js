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

/** A pasted text longer than this (characters) is held aside, not shown in the Import box. */
export const BIG_PASTE_CHARS = 200000;

/** What the box shows for a text held aside: its start (its first line, cut short) and its size. */
export function heldWords(text) {
  const first = text.slice(0, 200).split("\n", 1)[0];
  return `${first.length > 60 ? `${first.slice(0, 60)}…` : first} (and more: ${text.length.toLocaleString("en")} characters in all)`;
}

/** The verdict the page shows, as ": Mouse wins in 5 plies" ("" while there is none, e.g. solving). */
export function verdictNow() {
  const verdict = $("#verdict");
  // (its words are the span after the coloured dot: chrome/panel.js)
  const words = verdict.dataset.outcome === "none" ? "" : (verdict.lastElementChild?.textContent ?? "").trim();
  return words ? `: ${words}` : "";
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
    status(`Pasted ${text.length.toLocaleString("en")} characters: too many to show, so the box shows their start and Import reads them all. Typing in the box lets them go.`, "info");
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
      status(`Not imported: ${message}. Your puzzle is unchanged.`);
    };
    const emptied = (back) => (big ? ` The box was emptied (${pasted.length.toLocaleString("en")} characters there slow the page down): ${back} as text.` : "");
    const adopt = (spec, what, then) => session.adopt(session.candidate(spec), what, {
      then,
      refused: (err) => {
        giveBack();
        status(`${what} was not loaded: ${err.message}. Your puzzle is unchanged.`);
      },
      cancelled: (why) => {
        giveBack();
        status(`${what} was not loaded: ${why}.`);
      },
    });

    if (explore && isRecord(pasted)) {
      parseRecordSliced(pasted, () => mine !== reading).then((record) => {
        let spec;
        try {
          spec = fromHash(record.puzzle.slice(record.puzzle.search(/#(graph|grid)=/)).trim(), limits);
        } catch (err) {
          refuse(err.message);
          return;
        }
        const back = record.kind === "game" ? "\"Game as text\" in Play gives the game back" : "\"Line as text\" in Optimal line gives the line back";
        adopt(spec, "The record's puzzle", () => {
          explore.loadRecord(record);
          status(`Imported a ${spec.mode} puzzle and its ${record.kind === "game" ? "game" : "optimal line"} of ${plies(record.plies.length)}.${emptied(back)}`, "info");
        });
      }, (err) => {
        if (mine === reading) refuse(err.message);
        else giveBack();
      });
      return;
    }
    let spec;
    try {
      spec = readImport(pasted, limits, readGraph6);
    } catch (err) {
      refuse(err.message);
      return;
    }
    // (the notice carries the verdict, read once the frame that draws the new puzzle has run)
    adopt(spec, "The pasted puzzle", () => afterDraw(() => {
      if (mine === reading) status(`Imported a ${spec.mode} puzzle${verdictNow()}.${emptied("Export gives the puzzle back")}`, "info");
    }));
  });
  return off;
}
