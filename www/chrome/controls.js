// The page's controls outside the board and the explore area: the header (game, gallery, undo,
// redo, help), the verdict's "How to read this", the View and Edit cards, and the keyboard
// shortcuts; and, each in its own file, the Rules panel (chrome/rules-panel.js), the grid's numbers
// (chrome/grid-numbers.js), Import (chrome/import.js) and New, Export, Copy and Share
// (chrome/exchange.js). Each control hands its change to the session or writes a view-only field
// of the state and asks for a redraw; what it has to say appears next to it (ui/notify.js).
// `bindControls` returns the one function that unbinds them all.
import { $, listeners } from "../ui/dom.js";
import { example, examplePuzzle, exampleName, exampleNote } from "../model/examples.js";
import { t, reason } from "../i18n/i18n.js";
import { TURN } from "../solver/wasm.js";
import { bindGallery } from "./gallery.js";
import { bindImport } from "./import.js";
import { bindRules } from "./rules-panel.js";
import { bindGridNumbers } from "./grid-numbers.js";
import { bindExchange } from "./exchange.js";
import { beside, status } from "../ui/notify.js";

/**
 * Binds the controls.
 * @param {object} page
 * @param {object} page.state       model/state.js
 * @param {object} page.session     session/session.js
 * @param {object} page.links       session/links.js
 * @param {{maxPlaces:number, defaultTurnLimit:number}} page.limits   the solver's sizes and defaults
 * @param {() => void} page.schedule   asks for a redraw
 * @param {object} [page.yours]        the personal gallery (design/yours.js createYours)
 * @param {object} [page.explore]      the explore views (explore/explore.js): Import hands them a game's or a line's record
 * @returns {{unbind: () => void, render: () => void}} render: what the controls show of the state (call on every redraw)
 */
export function bindControls({ state, session, links, limits, schedule, yours = null, explore = null }) {
  const { on, off } = listeners();
  const { begin, apply, end } = session.edits;
  const view = (patch) => {
    Object.assign(state.view, patch);
    schedule();
  };

  // View and tools
  for (const b of document.querySelectorAll("button[data-mode]")) on(b, "click", () => session.setMode(b.dataset.mode));
  for (const b of document.querySelectorAll("[data-colour]")) on(b, "click", () => view({ colour: b.dataset.colour }));
  for (const b of document.querySelectorAll("button[data-turn]")) on(b, "click", () => view({ turn: Number(b.dataset.turn) }));
  for (const b of document.querySelectorAll("[data-tool]")) on(b, "click", () => view({ tool: b.dataset.tool, edgeFrom: null }));
  on($("#labels"), "change", (e) => view({ labels: e.target.checked }));
  on($("#relayout"), "click", session.relayout);

  // Who moves first (graph): an edit like any other, undone in one step
  for (const b of document.querySelectorAll("[data-first]")) {
    on(b, "click", () => {
      const first = b.dataset.first;
      if ((state.graph.first ?? "mouse") === first) return;
      begin();
      apply({ graph: { ...state.graph, first } });
      end();
      state.view.turn = TURN[first];
    });
  }

  // "How to read this", under the verdict
  on($("#how-open"), "click", () => view({ how: !state.view.how }));

  // Gallery: browsing never loads; a choice does
  const gallery = bindGallery({
    state,
    limits,
    yours,
    load: (id) => {
      const ex = example(id) ?? yours?.find(id);
      if (!ex) return;
      const puzzle = examplePuzzle(ex, limits);
      // a personal entry keeps the drawing it was saved with; the others are laid out (session/adopting.js)
      const next = ex.mode === "graph" ? { mode: "graph", graph: puzzle } : { mode: "grid", grid: puzzle };
      session.adopt(next, exampleName(ex), {
        refused: (err) => beside($("#gallery"), t("import.notLoaded", { what: exampleName(ex), why: reason(err) }), { kind: "error" }),
        then: () => {
          state.view.tool = ex.mode === "graph" ? "move" : "paint";
          state.view.cursor = 0;
          state.note = t("gallery.loadedNote", { name: exampleName(ex), note: exampleNote(ex) });
          status(state, "");
          schedule();
        },
      });
    },
  });
  const unbinds = [
    bindRules({ state, session }),
    bindGridNumbers({ state, session, schedule }),
    bindImport({ session, explore, limits }),
    bindExchange({ state, session, limits, schedule }),
  ];
  on(window, "resize", schedule);
  on(window, "hashchange", () => links.open(location.hash, true));

  // Undo, redo, help and the global shortcuts
  on($("#undo"), "click", session.undo);
  on($("#redo"), "click", session.redo);
  on($("#help-open"), "click", openHelp);
  on(document, "keydown", (e) => shortcut(e, { state, session, view }));

  return {
    unbind: () => {
      off();
      for (const unbind of unbinds) unbind();
      gallery.unbind();
    },
    render: gallery.render,
  };
}

/** The page's keyboard shortcuts (the help lists them), left alone while typing and for the browser's own. */
function shortcut(e, { state, session, view }) {
  const typing = e.target.closest?.("input, textarea, select, [role=combobox]"); // (not shown)
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && key === "z" && !typing) {
    e.preventDefault();
    if (e.shiftKey) session.redo(); else session.undo();
  } else if ((e.ctrlKey || e.metaKey) && key === "y" && !typing) {
    e.preventDefault();
    session.redo();
  } else if (typing || e.ctrlKey || e.metaKey || e.altKey) {
    // leave typing and browser shortcuts alone
  } else if (key === "g" || key === "r") {
    session.setMode(key === "g" ? "graph" : "grid");
  } else if (key === "t") {
    view({ turn: 1 - state.view.turn });
  } else if (key === "p") {
    view({ colour: state.view.colour === "mouse" ? "cat" : "mouse" });
  } else if (e.key === "?") {
    openHelp();
  }
}

/** Opens the help at its top, its title focused (not its Close button, at the end). */
function openHelp() {
  const dialog = $("#help");
  dialog.showModal();
  $("#help-title").focus();
  dialog.scrollTop = 0;
}
