// Draws everything beside the board from state: the verdict, the view and tool buttons, the grid's
// numbers, the status line. Reads state; never changes it.
import { stateView } from "./colouring.js";
import { verdictWords, stateWords, placeName, duration } from "./words.js";
import { $ } from "./dom.js";
import { renderProgress } from "./render-progress.js";

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
  renderProgress(state);
  if (!solution && state.solving) {
    verdict.className = "verdict";
    verdict.dataset.outcome = "none";
    verdict.textContent = "Solving…";
    detail.textContent = "The solver runs in the background; the page stays usable.";
  } else if (!solution) {
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
    const classic = solution.classicRoles ? "" : " (for this hole and these starts)";
    detail.textContent = `LeetCode answer: ${solution.answer}${classic} · solved in ${duration(solution.ms)} · `
      + `${(2 * solution.places * solution.places).toLocaleString("en")} states`;
  }
  const note = $("#note");
  note.hidden = !state.note;
  note.textContent = state.note ?? "";
  const notice = $("#notice");
  notice.hidden = !state.notice;
  notice.textContent = state.notice?.text ?? "";
  notice.className = `notice ${state.notice?.kind ?? "error"}`;

  // View words and the status line (hovered or focused place).
  if (col) {
    const other = col.ranging === "mouse" ? "cat" : "mouse";
    const cols = grid.rows[0]?.length ?? 1;
    $("#view-words").textContent = `Each place shows who wins with the ${col.ranging} there, the ${other} on `
      + `${placeName(mode, col.position[other], cols)} and the ${col.position.turn === 0 ? "mouse" : "cat"} to move.`;
    const p = view.hover ?? (document.activeElement?.id === "board" ? view.cursor : null);
    const status = $("#status");
    const wall = mode === "grid" && p != null && grid.rows[Math.floor(p / cols)]?.[p % cols] === "#";
    if (wall) {
      status.textContent = `${placeName(mode, p, cols)} is a wall`;
    } else if (solution && p != null && col.places[p]) {
      const m = col.ranging === "mouse" ? p : col.position.mouse;
      const c = col.ranging === "cat" ? p : col.position.cat;
      status.textContent = stateWords(mode, cols, m, c, col.position.turn, col.places[p], solution.turnLimit);
    } else {
      status.textContent = mode === "graph"
        ? "Hover a node to read its state. Drag the mouse or the cat to see the colours change."
        : "Hover a cell to read its state. Drag a piece to see the colours change.";
    }
  }
  $("#undo").disabled = !state.canUndo;
  $("#redo").disabled = !state.canRedo;
}
