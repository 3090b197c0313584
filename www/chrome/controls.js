// The page's controls outside the board and the explore area: the header (game, gallery, undo,
// redo, share, help), the verdict's "How to read this", the View and Edit cards, Import / export,
// and the keyboard shortcuts. Each control hands its change to the session or writes a view-only
// field of the state and asks for a redraw; what it has to say appears next to it (a toast, the
// error under a number field, the notice under Import / export). `bindControls` returns the one
// function that unbinds them all.
import { $, listeners } from "../ui/dom.js";
import { example, examplePuzzle } from "../model/examples.js";
import { MAX_SIDE, MAX_TURN_LIMIT, resize, setNumber, oneWayEdges, twoWay, oneHole, oneFood, fieldLimit, oneCat } from "../model/puzzle.js";
import { RULES, ruleOn, withRule } from "../model/rules.js";
import { parsePuzzleText, exportPuzzle, toHash } from "../model/codec.js";
import { TURN, check, writeGraph6 } from "../solver/wasm.js";
import { bindGallery } from "./gallery.js";
import { bindImport } from "./import.js";
import { toast } from "../ui/toast.js";

/** The largest value of each grid number the editor offers. */
/** The New buttons' puzzles, in LeetCode's text: three nodes without edges; an 8x8 floor. */
const NEW_PUZZLE = {
  graph: "[[],[],[]]",
  grid: `${JSON.stringify(["M.......", "........", "........", "........", "........", "........", "........", "F......C"])}\n1\n1`,
};
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
  const notice = session.notice;
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

  // The Rules panel: one switch per rule variant, each an edit like any other (undone in one
  // step) that solves again at once. Switching off a rule the puzzle uses undoes its use too,
  // and says so: one-way edges become two-way, the extra holes or foods go.
  for (const mode of ["graph", "grid"]) {
    const list = $(`#rules-${mode}`);
    for (const rule of RULES[mode]) {
      const row = document.createElement("label");
      row.className = "rule";
      row.dataset.rule = rule.key;
      row.innerHTML = "<input type=\"checkbox\"><span class=\"rule-name\"></span><span class=\"rule-says\"></span>";
      row.querySelector(".rule-name").textContent = rule.label;
      row.querySelector(".rule-says").textContent = rule.says;
      const box = row.querySelector("input");
      box.id = `rule-${rule.key}`;
      box.setAttribute("aria-describedby", `rule-${rule.key}-says`);
      row.querySelector(".rule-says").id = `rule-${rule.key}-says`;
      list.append(row);
      on(box, "change", () => {
        const puzzle = state[mode];
        if (ruleOn(puzzle.rules, rule) === box.checked) return;
        let next = { ...puzzle, rules: withRule(mode, puzzle.rules, rule.key, box.checked) };
        let said = "";
        if (!box.checked && rule.key === "directed" && oneWayEdges(puzzle).length) {
          const k = oneWayEdges(puzzle).length;
          next = twoWay(next);
          said = `${k} one-way edge${k === 1 ? " is" : "s are"} now two-way.`;
        } else if (!box.checked && rule.key === "severalHoles" && puzzle.extraHoles?.length) {
          said = `Only the hole on node ${puzzle.hole} stays; ${puzzle.extraHoles.length === 1 ? "the other was" : "the others were"} removed.`;
          next = oneHole(next);
        } else if (!box.checked && rule.key === "severalCats" && puzzle.cats.length > 1) {
          said = `Only the cat on node ${puzzle.cats[0]} stays; ${puzzle.cats.length === 2 ? "the other was" : "the others were"} taken away.`;
          next = oneCat(next);
        } else if (!box.checked && rule.key === "severalFoods" && puzzle.rows.join("").split("F").length > 2) {
          next = oneFood(next);
          said = "Only the first food stays; the others became floor.";
        }
        // a switch that leaves a puzzle the solver refuses (the classic cat on a hole, a game over
        // the work budget) is not made: the solver's reason is said, and the puzzle stays
        try {
          check(mode, mode === "graph" ? next : state.graph, mode === "grid" ? next : state.grid);
        } catch (err) {
          box.checked = !box.checked;
          toast(box, `"${rule.label}" was not switched: ${err.message}. Your puzzle is unchanged.`, { kind: "error" });
          return;
        }
        begin();
        apply({ [mode]: next });
        end();
        if (said) toast(box, `${said} Undo brings them back.`, { action: { label: "Undo", run: session.undo } });
      });
    }
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
      // a personal entry keeps the drawing it was saved with; the others are laid out (session/session.js adopt)
      const next = ex.mode === "graph" ? { mode: "graph", graph: puzzle } : { mode: "grid", grid: puzzle };
      session.adopt(next, ex.name, {
        refused: (err) => toast($("#gallery"), `${ex.name} was not loaded: ${err.message}. Your puzzle is unchanged.`, { kind: "error" }),
        then: () => {
          state.view.tool = ex.mode === "graph" ? "move" : "paint";
          state.view.cursor = 0;
          state.note = `${ex.name}: ${ex.note}`;
          notice("");
        },
      });
    },
  });

  // Grid numbers: a bad value stays in its field, with the reason under it, until it is fixed
  const fieldError = (id, text) => {
    if (text) state.fieldErrors[id] = text; else delete state.fieldErrors[id];
    schedule();
    // once drawn, the error must be in view, under its field
    if (text) requestAnimationFrame(() => requestAnimationFrame(() => $(`#${id}-error`).scrollIntoView({ block: "nearest" })));
  };
  const label = (input) => input.labels[0].textContent.trim();
  // (a number may stay as large as an imported grid's: fieldLimit)
  const most = (id) => fieldLimit(state.grid, id);
  const valid = (id, v) => Number.isInteger(v) && v >= 1 && v <= most(id);
  for (const id of Object.keys(NUMBER_MAX)) {
    const input = $("#" + id);
    on(input, "input", () => {
      if (state.fieldErrors[id] && valid(id, Number(input.value)) && input.value.trim() !== "") fieldError(id, "");
    });
    on(input, "change", () => {
      const g = state.grid;
      const v = Number(input.value);
      const now = id === "rows" ? g.rows.length : id === "cols" ? g.rows[0].length : g[id];
      if (input.value.trim() === "" || !valid(id, v)) {
        fieldError(id, `${label(input)} must be a whole number from 1 to ${most(id)}; the puzzle keeps ${now} until then.`);
        return;
      }
      try {
        const next = id === "rows" ? resize(g, v, g.rows[0].length)
          : id === "cols" ? resize(g, g.rows.length, v)
            : setNumber(g, id, v, most(id));
        fieldError(id, "");
        begin();
        apply({ grid: next });
        end();
      } catch (err) {
        fieldError(id, `${err.message[0].toUpperCase()}${err.message.slice(1)}; the puzzle keeps ${now}.`);
      }
    });
  }

  // Import / export / share. Export and Copy give the puzzle on the board, and say what
  // LeetCode's format made them change.
  const exportWords = (exported) => {
    const parts = [];
    if (exported.moved.length) {
      const shown = exported.moved.slice(0, 6).map(([a, b]) => `${a} → ${b}`).join(", ");
      parts.push(`LeetCode's format puts the hole on 0, the mouse on 1 and the cat on 2, so the nodes were renumbered (${shown}${exported.moved.length > 6 ? ", …" : ""}).`);
    }
    if (exported.first === "cat") parts.push("The line \"first = cat\" is this page's own: LeetCode's game has the mouse first.");
    return parts.join(" ");
  };
  // the share link of the puzzle on the board (what Export gives for rule variants)
  const shareLink = () => location.origin + location.pathname + toHash(state.mode, state.graph, state.grid);
  // LeetCode's text for the puzzle on the board, or null after saying why there is none (its
  // rule variants) and putting its share link in the box instead, which Import reads back
  const exported = () => {
    try {
      return exportPuzzle(state.mode, state.graph, state.grid);
    } catch (err) {
      $("#text").value = shareLink();
      notice(`Not exported: ${err.message}. The box holds this puzzle's share link instead: it keeps the rules, and Import reads it back.`, "info");
      return null;
    }
  };
  const unbindImport = bindImport({ session, explore, limits });
  // New: an empty graph (three nodes, no edges) or an open grid, read as LeetCode text would be
  for (const b of document.querySelectorAll("button[data-new]")) {
    on(b, "click", () => {
      const mode = b.dataset.new;
      const spec = parsePuzzleText(NEW_PUZZLE[mode], limits);
      session.adopt(session.candidate(spec), mode === "graph" ? "The new graph" : "The new grid",
        { then: () => notice(`A new empty ${mode}: ${mode === "graph" ? "add nodes and edges" : "paint walls, move the pieces"}; Undo takes it back.`, "info") });
    });
  }
  on($("#export"), "click", () => {
    const out = exported();
    if (!out) return;
    $("#text").value = out.text;
    const words = exportWords(out);
    notice(words ? `Exported. ${words}` : "", "info");
  });
  on($("#export-graph6"), "click", () => {
    if (state.mode !== "graph") {
      notice("graph6 holds a graph: switch to graph mode first.");
      return;
    }
    try {
      $("#text").value = writeGraph6(state.graph.adj);
      notice("Exported the graph in graph6 (nauty's format): the edges only, no hole, pieces or rules.", "info");
    } catch (err) {
      notice(`Not exported as graph6: ${err.message}.`);
    }
  });
    on($("#copy"), "click", async () => {
    const out = exported();
    if (!out) return;
    $("#text").value = out.text;
    const words = exportWords(out);
    notice(`${await copy(out.text) ? "Copied the puzzle on the board." : "The browser refused the clipboard: select the text and copy it."}${words ? " " + words : ""}`, "info");
  });
  on($("#share"), "click", async () => {
    const url = shareLink();
    window.history.replaceState(null, "", url);
    const copied = await copy(url);
    toast($("#share"), copied ? "Link copied: it opens this puzzle." : `Copy this link (the browser refused the clipboard): ${url}`, { kind: copied ? "info" : "error" });
  });
  on(window, "resize", schedule);
  on(window, "hashchange", () => links.open(location.hash, true));

  // Undo, redo, help and the global shortcuts
  on($("#undo"), "click", session.undo);
  on($("#redo"), "click", session.redo);
  on($("#help-open"), "click", openHelp);
  on(document, "keydown", (e) => {
    const typing = e.target.closest?.("input, textarea, select, [role=combobox]");
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
  });

  return {
    unbind: () => {
      off();
      unbindImport();
      gallery.unbind();
    },
    render: gallery.render,
  };
}

/** Opens the help at its top, its title focused (not its Close button, at the end). */
function openHelp() {
  const dialog = $("#help");
  dialog.showModal();
  $("#help-title").focus();
  dialog.scrollTop = 0;
}
