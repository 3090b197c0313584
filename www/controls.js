// The page's controls outside the board and the explore area: the header (game, gallery, undo,
// redo, share, help), the View and Edit cards, Import / export, and the keyboard shortcuts.
// Each control hands its change to the session or writes a view-only field of the state and
// asks for a redraw. `bindControls` returns the one function that unbinds them all.
import { $, listeners } from "./dom.js";
import { EXAMPLES, example, examplePuzzle } from "./examples.js";
import { layout } from "./layout.js";
import { MAX_SIDE, MAX_TURN_LIMIT, resize, setNumber } from "./puzzle.js";
import { parsePuzzleText, formatPuzzleText, toHash } from "./codec.js";

/** The largest value of each grid number the editor offers. */
const NUMBER_MAX = { rows: MAX_SIDE, cols: MAX_SIDE, catJump: MAX_SIDE, mouseJump: MAX_SIDE, turnLimit: MAX_TURN_LIMIT };

/** Copies `text` to the clipboard; returns whether the browser let it. */
async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Binds the controls.
 * @param {object} page
 * @param {object} page.state       state.js
 * @param {object} page.session     session.js
 * @param {object} page.links       links.js
 * @param {{maxPlaces:number, defaultTurnLimit:number}} page.limits   the solver's sizes and defaults
 * @param {() => void} page.schedule   asks for a redraw
 * @returns {() => void} the unbind function
 */
export function bindControls({ state, session, links, limits, schedule }) {
  const { on, off } = listeners();
  const { begin, apply, end } = session.edits;
  const notice = session.notice;
  const view = (patch) => {
    Object.assign(state.view, patch);
    schedule();
  };

  // View and tools
  for (const b of document.querySelectorAll("[data-mode]")) on(b, "click", () => session.setMode(b.dataset.mode));
  for (const b of document.querySelectorAll("[data-colour]")) on(b, "click", () => view({ colour: b.dataset.colour }));
  for (const b of document.querySelectorAll("[data-turn]")) on(b, "click", () => view({ turn: Number(b.dataset.turn) }));
  for (const b of document.querySelectorAll("[data-tool]")) on(b, "click", () => view({ tool: b.dataset.tool, edgeFrom: null }));
  on($("#labels"), "change", (e) => view({ labels: e.target.checked }));
  on($("#relayout"), "click", () => {
    begin();
    apply({ graph: { ...state.graph, pos: layout(state.graph.adj) } }, { solve: false });
    end();
  });

  // Gallery
  const gallery = $("#gallery");
  const groups = ["graph", "grid"].map((mode) => {
    const group = document.createElement("optgroup");
    group.label = mode === "graph" ? "Graph (LeetCode 913)" : "Grid (LeetCode 1728)";
    for (const ex of EXAMPLES.filter((e) => e.mode === mode)) group.append(new Option(ex.name, ex.id));
    gallery.append(group);
    return group;
  });
  on(gallery, "change", () => {
    const ex = example(gallery.value);
    gallery.value = "";
    if (!ex) return;
    const puzzle = examplePuzzle(ex, limits);
    const next = ex.mode === "graph" ? { mode: "graph", graph: { ...puzzle, pos: layout(puzzle.adj) } } : { mode: "grid", grid: puzzle };
    session.adopt(next, ex.name, {
      then: () => {
        state.view.tool = ex.mode === "graph" ? "move" : "paint";
        state.view.cursor = 0;
        state.note = `${ex.name}: ${ex.note}`;
        notice("");
      },
    });
  });

  // Grid numbers
  for (const id of Object.keys(NUMBER_MAX)) {
    const input = $("#" + id);
    on(input, "change", () => {
      const g = state.grid;
      try {
        const v = Number(input.value);
        if (!Number.isInteger(v) || v < 1 || v > NUMBER_MAX[id]) throw new Error(`${input.labels[0].firstChild.textContent.trim()} must be a whole number from 1 to ${NUMBER_MAX[id]}`);
        const next = id === "rows" ? resize(g, v, g.rows[0].length)
          : id === "cols" ? resize(g, g.rows.length, v)
            : setNumber(g, id, v, NUMBER_MAX[id]);
        begin();
        apply({ grid: next });
        end();
        notice("");
      } catch (err) {
        notice(err.message);
        input.value = id === "rows" ? g.rows.length : id === "cols" ? g.rows[0].length : g[id];
      }
    });
  }

  // Import / export / share
  on($("#import"), "click", () => {
    let spec;
    try {
      spec = parsePuzzleText($("#text").value, limits);
    } catch (err) {
      notice(`Not imported: ${err.message}. Your puzzle is unchanged.`);
      return;
    }
    session.adopt(session.candidate(spec), "The pasted puzzle", { then: () => notice(`Imported a ${spec.mode} puzzle.`, "info") });
  });
  on($("#export"), "click", () => {
    $("#text").value = formatPuzzleText(state.mode, state.graph, state.grid);
    notice("");
  });
  on($("#copy"), "click", async () => {
    const text = $("#text").value || formatPuzzleText(state.mode, state.graph, state.grid);
    $("#text").value = text;
    notice(await copy(text) ? "Copied to the clipboard." : "Select the text and copy it.", "info");
  });
  on($("#share"), "click", async () => {
    const url = location.origin + location.pathname + toHash(state.mode, state.graph, state.grid);
    window.history.replaceState(null, "", url);
    notice(`${await copy(url) ? "Link copied" : "Link"}: ${url}`, "info");
  });
  on(window, "resize", schedule);
  on(window, "hashchange", () => links.open(location.hash, true));

  // Undo, redo, help and the global shortcuts
  on($("#undo"), "click", session.undo);
  on($("#redo"), "click", session.redo);
  on($("#help-open"), "click", () => $("#help").showModal());
  on(document, "keydown", (e) => {
    const typing = e.target.closest?.("input, textarea, select");
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
      $("#help").showModal();
    }
  });

  return () => {
    off();
    for (const group of groups) group.remove();
  };
}
