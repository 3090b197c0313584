// Import / export's buttons besides Import (chrome/import.js), and Share: New (an empty graph or
// grid, read as LeetCode text would be), Export and Copy (LeetCode's text of the puzzle on the
// board, saying what LeetCode's format made them change), graph6, and the share link. What each
// has to say goes in the status line under Import / export, or beside Share. `bindExchange`
// returns its unbind.
import { $, listeners } from "../ui/dom.js";
import { parsePuzzleText, exportPuzzle, toHash } from "../model/codec.js";
import { writeGraph6 } from "../solver/wasm.js";
import { status, beside } from "../ui/notify.js";
import { copy } from "../ui/clipboard.js";
import { language, reason, t } from "../i18n/i18n.js";
import { linkQuery } from "../session/language.js";

/** The New buttons' puzzles, in LeetCode's text: three nodes without edges; an 8x8 floor. */
const NEW_PUZZLE = {
  graph: "[[],[],[]]",
  grid: `${JSON.stringify(["M.......", "........", "........", "........", "........", "........", "........", "F......C"])}\n1\n1`,
};

/** What LeetCode's format made an export (model/codec.js exportPuzzle) change, in words, or "". */
function exportWords(exported) {
  const parts = [];
  if (exported.moved.length) {
    const shown = exported.moved.slice(0, 6).map(([a, b]) => `${a} → ${b}`).join(", ");
    parts.push(t("notice.exchange.renumbered", { shown: `${shown}${exported.moved.length > 6 ? ", …" : ""}` }));
  }
  if (exported.first === "cat") parts.push(t("notice.exchange.catFirst"));
  return parts.join(" ");
}

/**
 * Binds New, Export, Copy, graph6 and Share.
 * @param {object} page
 * @param {object} page.state          model/state.js
 * @param {object} page.session        session/session.js (adopt, candidate)
 * @param {{maxPlaces:number, defaultTurnLimit:number}} page.limits   the solver's sizes and defaults
 * @param {() => void} page.schedule   asks for a redraw
 * @returns {() => void} the unbind function
 */
export function bindExchange({ state, session, limits, schedule }) {
  const { on, off } = listeners();
  // (`text` a function of the language in force: the line says itself again after a switch)
  const say = (text, kind) => {
    status(state, text, kind);
    schedule();
  };
  // the share link of the puzzle on the board (what Export gives for rule variants)
  const shareLink = () => location.origin + location.pathname + linkQuery(language()) + toHash(state.mode, state.graph, state.grid);
  // LeetCode's text for the puzzle on the board, or null after saying why there is none (its
  // rule variants) and putting its share link in the box instead, which Import reads back
  const exported = () => {
    try {
      return exportPuzzle(state.mode, state.graph, state.grid);
    } catch (err) {
      $("#text").value = shareLink();
      say(() => t("notice.exchange.notExported", { why: reason(err) }), "info");
      return null;
    }
  };
  for (const b of document.querySelectorAll("button[data-new]")) {
    on(b, "click", () => {
      const mode = b.dataset.new;
      const spec = parsePuzzleText(NEW_PUZZLE[mode], limits);
      session.adopt(session.candidate(spec), t(mode === "graph" ? "notice.exchange.newGraph" : "notice.exchange.newGrid"),
        { then: () => say(() => t(mode === "graph" ? "notice.exchange.newEmptyGraph" : "notice.exchange.newEmptyGrid"), "info") });
    });
  }
  on($("#export"), "click", () => {
    const out = exported();
    if (!out) return;
    $("#text").value = out.text;
    say(() => (exportWords(out) ? t("notice.exchange.exported", { words: exportWords(out) }) : ""), "info");
  });
  on($("#export-graph6"), "click", () => {
    if (state.mode !== "graph") {
      say(() => t("notice.exchange.graph6Mode"));
      return;
    }
    try {
      $("#text").value = writeGraph6(state.graph.adj);
      say(() => t("notice.exchange.graph6Done"), "info");
    } catch (err) {
      say(() => t("notice.exchange.graph6Failed", { why: reason(err) }));
    }
  });
  on($("#copy"), "click", async () => {
    const out = exported();
    if (!out) return;
    $("#text").value = out.text;
    const said = await copy(out.text) ? "notice.exchange.copied" : "notice.exchange.clipboardRefused";
    say(() => (exportWords(out) ? t("notice.exchange.then", { said: t(said), words: exportWords(out) }) : t(said)), "info");
  });
  on($("#share"), "click", async () => {
    const url = shareLink();
    window.history.replaceState(null, "", url);
    const copied = await copy(url);
    beside($("#share"), copied ? t("notice.exchange.linkCopied") : t("notice.exchange.copyThisLink", { url }), { kind: copied ? "info" : "error" });
  });
  return off;
}
