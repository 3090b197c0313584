// Draws everything beside the board from state: the verdict, the view and tool buttons, the grid's
// numbers, the status line. Reads state; never changes it.
import { stateView } from "./colouring.js";
import { verdictWords, stateWords, placeName } from "./words.js";

const $ = (sel) => document.querySelector(sel);

const TOOL_HELP = {
  move: "Drag a node to move it; drag the mouse or cat to another node.",
  edge: "Drag from one node to another: adds the edge, or removes it if it is there.",
  node: "Click empty space to add a node (it gets the next number).",
  delete: "Click a node to delete it; the nodes after it are renumbered down by one.",
  hole: "Click a node to make it the hole.",
  mouse: "Click a node to put the mouse there.",
  cat: "Click a node to put the cat there.",
};
const GRID_TOOL_HELP = {
  paint: "Click or drag: a floor cell becomes wall, a wall becomes floor. Drag a piece or the food to move it.",
  mouse: "Click a cell to put the mouse there.",
  cat: "Click a cell to put the cat there.",
  food: "Click a cell to put the food there.",
};

/**
 * Renders the panel.
 * @param {object} state
 * @param {ReturnType<import("./colouring.js").colouring>|null} col
 */
export function renderPanel(state, col) {
  const { mode, view, solution } = state;
  document.body.dataset.mode = mode;
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
  for (const b of document.querySelectorAll("[data-colour]")) b.setAttribute("aria-pressed", String(b.dataset.colour === view.colour));
  for (const b of document.querySelectorAll("[data-turn]")) b.setAttribute("aria-pressed", String(Number(b.dataset.turn) === view.turn));
  $("#edit-graph").hidden = mode !== "graph";
  $("#edit-grid").hidden = mode !== "grid";
  for (const b of document.querySelectorAll(`#edit-${mode} [data-tool]`)) b.setAttribute("aria-pressed", String(b.dataset.tool === view.tool));
  $("#tool-help").textContent = TOOL_HELP[view.tool] ?? "";
  $("#grid-tool-help").textContent = GRID_TOOL_HELP[view.tool] ?? "";
  $("#labels").checked = view.labels;

  const grid = state.grid;
  const numbers = { rows: grid.rows.length, cols: grid.rows[0]?.length ?? 0, catJump: grid.catJump, mouseJump: grid.mouseJump, turnLimit: grid.turnLimit };
  for (const [id, v] of Object.entries(numbers)) {
    const input = $("#" + id);
    if (document.activeElement !== input) input.value = v;
  }

  // Verdict: the start position in words, LeetCode's answer, the solve time.
  const verdict = $("#verdict");
  const detail = $("#verdict-detail");
  if (!solution) {
    verdict.className = "verdict error";
    verdict.dataset.outcome = "none";
    verdict.textContent = `Cannot solve this puzzle: ${state.error}`;
    detail.textContent = "Fix it on the board, or undo.";
  } else {
    const { mouse, cat, turn } = solution.start;
    const sv = stateView(solution, mouse, cat, turn);
    const late = sv.outcome === "mouse" && sv.limited === "cat";
    const shown = late ? "cat" : sv.outcome;
    const letter = late ? "C" : { mouse: "M", cat: "C", draw: "=", endless: "∞" }[sv.outcome] ?? "";
    verdict.className = "verdict";
    verdict.dataset.outcome = sv.outcome;
    verdict.dataset.answer = String(solution.answer);
    verdict.innerHTML = `<span class="dot o-${shown}${sv.outcome === "endless" || late ? " beyond" : ""}" aria-hidden="true">${letter}</span><span></span>`;
    verdict.lastChild.textContent = verdictWords(sv, solution.turnLimit);
    const answer = mode === "graph" ? String(solution.answer) : String(solution.answer);
    const classic = mode === "graph" && (state.graph.hole !== 0 || state.graph.mouse !== 1 || state.graph.cat !== 2)
      ? " (for this hole and these starts)" : "";
    detail.textContent = `LeetCode answer: ${answer}${classic} · solved in ${fmtMs(solution.ms)} · `
      + `${(2 * solution.places * solution.places).toLocaleString("en")} states`;
  }
  const note = $("#note");
  if (note) {
    note.hidden = !state.note;
    note.textContent = state.note ?? "";
  }

  // View words and the status line (hovered or focused place).
  if (col) {
    const other = col.ranging === "mouse" ? "cat" : "mouse";
    const cols = grid.rows[0]?.length ?? 1;
    $("#view-words").textContent = `Each place shows who wins with the ${col.ranging} there, the ${other} on `
      + `${placeName(mode, col.pos[other], cols)} and the ${col.pos.turn === 0 ? "mouse" : "cat"} to move.`;
    const p = view.hover ?? (document.activeElement?.id === "board" ? view.cursor : null);
    const status = $("#status");
    const wall = mode === "grid" && p != null && grid.rows[Math.floor(p / cols)]?.[p % cols] === "#";
    if (wall) {
      status.textContent = `${placeName(mode, p, cols)} is a wall`;
    } else if (solution && p != null && col.places[p]) {
      const m = col.ranging === "mouse" ? p : col.pos.mouse;
      const c = col.ranging === "cat" ? p : col.pos.cat;
      status.textContent = stateWords(mode, cols, m, c, col.pos.turn, col.places[p], solution.turnLimit);
    } else {
      status.textContent = mode === "graph"
        ? "Hover a node to read its state. Drag the mouse or the cat to see the colours change."
        : "Hover a cell to read its state. Drag a piece to see the colours change.";
    }
  }
  $("#undo").disabled = !state.canUndo;
  $("#redo").disabled = !state.canRedo;
}

function fmtMs(ms) {
  return ms < 1 ? `${ms.toFixed(2)} ms` : ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** The optimal line from the shown position, in words (the explore area). */
export function renderLine(state, col, line) {
  const el = $("#line-words");
  if (!state.solution || !line || !col) {
    el.textContent = "";
    return;
  }
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => (state.mode === "graph" ? String(p) : `(${Math.floor(p / cols)},${p % cols})`);
  const steps = [];
  for (let i = 1; i <= Math.min(line.plies, 24); i++) {
    const turn = (line.firstTurn + i - 1) % 2;
    steps.push(turn === 0 ? `M→${name(line.mice[i])}` : `C→${name(line.cats[i])}`);
  }
  const more = line.plies > 24 ? ` … (${line.plies} plies)` : "";
  const end = { caught: "the cat catches the mouse", home: "the mouse gets home", catAtFood: "the cat reaches the food",
    stuck: "the player to move is stuck", repetition: "the position repeats", cut: "…" }[line.end] ?? line.end;
  el.textContent = steps.length
    ? `Best play from the shown position: ${steps.join(", ")}${more}; ${end}.`
    : `The shown position is over: ${end}.`;
}
