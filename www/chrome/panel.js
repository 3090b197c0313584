// Draws the words around the board and the panel from state: the rules, the caption that says
// which state the colours show, the status line, the verdict and its "How to read this", the view
// and tool buttons, the grid's numbers and their errors. Reads state; never changes it.
import { stateView } from "../board/colouring.js";
import { verdictWords, stateWords, placeName, duration, rulesWords, ideaWords, moverName, cue, outcomeWords, catsWords } from "../model/words.js";
import { esc } from "../board/paint/svg.js";
import { bestSteps } from "../board/paint/marks.js";
import { $, setText, setHtml } from "../ui/dom.js";
import { fieldLimit } from "../model/puzzle.js";
import { renderProgress } from "./progress-view.js";
import { choosingCats } from "../explore/play.js";
import { RULES, ruleOn, variantWords, pageWords } from "../model/rules.js";

const TOOL_HELP = {
  move: "Drag a node to move it; drag the mouse or cat to another node.",
  edge: "Drag from one node to another: adds the edge, or removes it if it is there.",
  node: "Click empty space to add a node (it gets the next number).",
  delete: "Click a node to delete it (the nodes after it are renumbered down by one), or an edge to remove it.",
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

let boardObserved = false; // the board box's height is followed (followBoardHeight)

/**
 * Keeps the CSS variables --board-h at the board box's height and --stuck-h at the board's and the
 * verdict card's together: on a phone the verdict card sticks right under the sticky board, whose
 * height changes with the puzzle's shape, and what is scrolled into view must land below both
 * (style.css).
 */
function followBoardHeight() {
  if (boardObserved || typeof ResizeObserver === "undefined") return;
  boardObserved = true;
  const box = $("#board").closest(".board-box");
  const card = $("#verdict").closest(".verdict-card");
  const root = document.documentElement.style;
  new ResizeObserver(() => {
    root.setProperty("--board-h", `${box.offsetHeight}px`);
    root.setProperty("--stuck-h", `${box.offsetHeight + card.offsetHeight}px`);
  }).observe(box);
  new ResizeObserver(() => root.setProperty("--stuck-h", `${box.offsetHeight + card.offsetHeight}px`)).observe(card);
}

/** The Hole and Food tools' help with several holes or foods (rules severalHoles, severalFoods). */
/** The Edge tool's help with one-way edges (rule directed). */
const ONE_WAY_HELP = "Drag from a to b for the move a → b: a new one-way edge, a two-way one where b → a was, a → b alone where both were. Delete removes an edge.";

const SEVERAL_HELP = {
  hole: "Click a node to add a hole there, or a hole to remove it (the last one stays).",
  food: "Click a cell to add food there, or a food to remove it (the last one stays).",
  // (the rule severalCats: the Cat tool adds and takes away, model/puzzle.js setRole)
  cat: "Click a node to add a cat there (up to eight), or a cat to take it away (the last one stays).",
};

/** The Move tool's help with several cats on the board (each is dragged on its own). */
const MOVE_CATS_HELP = "Drag a node to move it; drag the mouse or a cat to another node.";

/**
 * Renders the panel.
 * @param {object} state
 * @param {ReturnType<import("../board/colouring.js").colouring>|null} col
 * @param {Array<number|number[]>} best   the best moves drawn as arrows (solver/wasm.js bestMoves; none when the coloured piece is not to move)
 */
export function renderPanel(state, col, best = []) {
  const { mode, view, solution } = state;
  followBoardHeight();
  setText($("#rules"), rulesWords(mode, state.graph, state.grid));
  // how to read the colours, next to the board (the shown position's mover; the cats' count)
  const catCount = mode === "graph" ? state.graph.cats.length : 1;
  setText($("#idea"), ideaWords(mode, view.colour, col?.position.turn ?? view.turn, catCount));
  document.body.dataset.mode = mode;
  // a graph without a hole (rule noHole) has none to list in the key
  document.body.toggleAttribute("data-no-hole", mode === "graph" && Boolean(state.graph.rules?.noHole));
  for (const b of document.querySelectorAll("button[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
  for (const b of document.querySelectorAll("[data-colour]")) b.setAttribute("aria-pressed", String(b.dataset.colour === view.colour));
  for (const b of document.querySelectorAll("button[data-turn]")) b.setAttribute("aria-pressed", String(Number(b.dataset.turn) === view.turn));
  $("#edit-graph").hidden = mode !== "graph";
  $("#edit-grid").hidden = mode !== "grid";
  for (const b of document.querySelectorAll(`#edit-${mode} [data-tool]`)) b.setAttribute("aria-pressed", String(b.dataset.tool === view.tool));
  // with several holes or foods (their rules), the Hole and Food tools add and remove
  const several = (mode === "graph" && view.tool === "hole" && state.graph.rules?.severalHoles)
    || (mode === "grid" && view.tool === "food" && state.grid.rules?.severalFoods);
  const oneWay = mode === "graph" && view.tool === "edge" && state.graph.rules?.directed;
  const toggling = mode === "graph" && view.tool === "cat" && state.graph.rules?.severalCats;
  const dragging = mode === "graph" && view.tool === "move" && state.graph.cats.length > 1;
  $("#tool-help").textContent = several ? SEVERAL_HELP.hole : oneWay ? ONE_WAY_HELP : toggling ? SEVERAL_HELP.cat : dragging ? MOVE_CATS_HELP : TOOL_HELP[view.tool] ?? "";
  $("#grid-tool-help").textContent = several ? SEVERAL_HELP.food : GRID_TOOL_HELP[view.tool] ?? "";
  $("#labels").checked = view.labels;
  for (const b of document.querySelectorAll("[data-first]")) b.setAttribute("aria-pressed", String(b.dataset.first === (state.graph.first ?? "mouse")));
  // the Rules panel: the shown game's switches, a changed rule in bold
  for (const m of ["graph", "grid"]) {
    $(`#rules-${m}`).hidden = m !== mode;
    for (const rule of RULES[m]) {
      const on = ruleOn(state[m].rules, rule);
      const row = $(`#rules-${m} [data-rule="${rule.key}"]`);
      if (!row) continue;
      row.querySelector("input").checked = on;
      row.classList.toggle("changed", on !== rule.classic);
    }
  }

  // The grid's numbers: a field with an error keeps what the user typed, the error under it.
  const grid = state.grid;
  const numbers = { rows: grid.rows.length, cols: grid.rows[0]?.length ?? 0, catJump: grid.catJump, mouseJump: grid.mouseJump, turnLimit: grid.turnLimit };
  for (const [id, v] of Object.entries(numbers)) {
    const input = $("#" + id);
    const error = state.fieldErrors[id] ?? "";
    const line = $(`#${id}-error`);
    line.hidden = !error;
    line.textContent = error;
    if (error) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
    if (!error && document.activeElement !== input) input.value = v;
    // the field's own limit takes the value it shows (an imported grid's side or jump may pass 64)
    const max = String(fieldLimit(grid, id));
    if (input.max !== max) input.max = max;
  }

  renderVerdict(state);
  const note = $("#note");
  note.hidden = !state.note;
  note.textContent = state.note ?? "";
  const notice = $("#notice");
  notice.hidden = !state.notice;
  notice.textContent = state.notice?.text ?? "";
  notice.className = `notice ${state.notice?.kind ?? "error"}`;

  // What the colours show (the caption), and the status line (the hovered or focused place).
  setText($("#caption"), col ? captionWords(state, col, best) : "");
  const how = $("#how");
  $("#how-open").setAttribute("aria-expanded", String(view.how));
  how.hidden = !view.how;
  if (view.how) how.innerHTML = col && solution ? howHtml(state, col, best) : "<p>The explanation appears once the puzzle is solved.</p>";
  if (col) {
    const cols = grid.rows[0]?.length ?? 1;
    const p = view.hover ?? (document.activeElement?.id === "board" && document.activeElement.matches(":focus-visible") ? view.cursor : null);
    const status = $("#status");
    // said when the pointer or the cursor moves to another place; a new position under a place
    // still pointed at (a move played, a step of the line) is said once by the view that made it,
    // not here as well, and the hint shown when no place is pointed at is not said
    const pointed = String(p ?? "");
    status.setAttribute("aria-live", p != null && status.dataset.place !== pointed ? "polite" : "off");
    status.dataset.place = pointed;
    const wall = mode === "grid" && p != null && grid.rows[Math.floor(p / cols)]?.[p % cols] === "#";
    const shown = p != null ? col.places[p] : null;
    if (wall) {
      setText(status, `${placeName(mode, p, cols)} is a wall`);
    } else if (solution && shown?.state) {
      const s = shown.state;
      // an arrow key that found no node that way says so, with where the cursor stays
      const nowhere = view.nowhere && view.hover == null ? `No node further ${view.nowhere} of ${placeName(mode, p, cols)}. ` : "";
      setText(status, nowhere + (shown.after ? `A move to ${placeName(mode, p, cols)}, after it: ` : "")
        + stateWords(mode, cols, s.mouse, s.cats, s.turn, shown, solution.turnLimit));
    } else {
      // (a touch screen has no hover: touch words there)
      const touch = matchMedia("(hover: none)").matches;
      setText(status, mode === "graph"
        ? `${touch ? "Touch" : "Hover"} a node to read its state. Drag the mouse or ${state.graph.cats.length > 1 ? "a" : "the"} cat to see the colours change.`
        : `${touch ? "Touch" : "Hover"} a cell to read its state. Drag a piece to see the colours change.`);
    }
  }
  $("#undo").disabled = !state.canUndo;
  $("#redo").disabled = !state.canRedo;
}

/**
 * Renders the verdict: the start position in words, LeetCode's answer and the solve time; or what
 * the page is doing instead (opening a link, solving), or why the puzzle cannot be solved.
 */
function renderVerdict(state) {
  const { mode, solution } = state;
  const verdict = $("#verdict");
  const detail = $("#verdict-detail");
  renderProgress(state);
  if (!solution && state.opening === "link") {
    verdict.className = "verdict";
    verdict.dataset.outcome = "none";
    setText(verdict, "Opening the link…");
    setText(detail, "The link's puzzle is read, checked and solved; then it shows here.");
  } else if (!solution && state.solving) {
    verdict.className = "verdict";
    verdict.dataset.outcome = "none";
    setText(verdict, "Solving…");
    setText(detail, "The solver runs in the background; the page stays usable.");
  } else if (!solution) {
    verdict.className = "verdict error";
    verdict.dataset.outcome = "none";
    setText(verdict, `Cannot solve this puzzle: ${pageWords(state.error)}`);
    setText(detail, "Fix it on the board, or undo.");
  } else {
    const { mouse, cats, turn } = solution.start;
    const sv = stateView(solution, mouse, cats, turn);
    const late = sv.outcome === "mouse" && sv.limited === "cat";
    const shown = late ? "cat" : sv.outcome;
    const letter = late ? "C" : { mouse: "M", cat: "C", draw: "=", endless: "∞" }[sv.outcome] ?? "";
    verdict.className = "verdict";
    verdict.dataset.outcome = sv.outcome;
    verdict.dataset.answer = String(solution.answer);
    // (rewritten only when it changes: the verdict is a live region)
    setHtml(verdict, `<span class="dot o-${shown}${late ? " beyond" : ""}" aria-hidden="true">${letter}</span><span>${esc(verdictWords(sv, solution.turnLimit, cats.length))}</span>`);
    const classic = solution.classicRoles ? "" : " (for these roles)";
    const variants = variantWords(mode, state[mode].rules);
    const answer = solution.classicRules ? `LeetCode answer: ${solution.answer}${classic}` : `Rules: ${variants} · answer in LeetCode's terms: ${solution.answer}`;
    setText(detail, `${answer} · solved in ${duration(solution.ms)} · `
      + `${(2 * solution.places * solution.places).toLocaleString("en")} states`);
  }
}

/**
 * The caption under the board: which state each place's colour shows, and what the rings and
 * arrows are, e.g. "Each node: the mouse there, the cat on node 2, mouse to move. Rings: the
 * mouse's moves from node 1, each coloured by the position after it (cat to move); the arrow
 * marks the best."
 */
export function captionWords(state, col, best) {
  const { mode } = state;
  const cols = state.grid.rows[0]?.length ?? 1;
  const { ranging, position: at } = col;
  const other = ranging === "mouse" ? "cat" : "mouse";
  const place = mode === "graph" ? "node" : "cell";
  if (!state.solution && state.opening === "link") return "No colours yet: the link's puzzle replaces this one once it is solved.";
  if (!state.solution) return state.solving ? "Solving: the colours appear when the solver is done." : "No colours: the puzzle cannot be solved as it is.";
  if (at.cats.length > 1) return severalCatsCaption(state, col, best);
  // one cat: each piece's place
  const on = { mouse: at.mouse, cat: at.cats[0] };
  if (!(on[other] >= 0)) return `No colours: the puzzle has no ${other}.`;
  const mover = moverName(at.turn);
  let text = `Each ${place}: the ${ranging} there, the ${other} on ${placeName(mode, on[other], cols)}, ${mover} to move.`;
  const game = state.view.tab === "play" ? state.game : null;
  if (col.marks.length) {
    const after = moverName(col.marks[0].state.turn);
    const from = on[mover] >= 0 ? ` from ${placeName(mode, on[mover], cols)}` : "";
    text += ` Ringed ${place}s: the ${game ? "moves you can make" : `${mover}'s moves`}${from}, each coloured by the position after it (${after} to move)`;
    text += best.length ? `; ${best.length === 1 ? "the arrow marks the best" : "arrows mark the best"}.` : ".";
    // the graph game's repetition rule needs the game's history, which the rings follow (explore/play.js)
    if (game && game.repetitionDraws) text += " Rings in Play follow this game's history: a move to a position this game has had repeats it, a draw.";
  } else if (game && !game.over) {
    text += ` The engine (${mover}) is about to move.`;
  } else if (!game && mover !== ranging) {
    text += ` It is the ${mover}'s move: colour places for the ${mover} to see its moves.`;
  }
  return text;
}

/**
 * The caption with several cats: which position the colours show (the mouse ranging, every cat
 * standing; or one chosen cat ranging, the others and the mouse standing), what the rings are
 * (the mouse's moves; in Play as the cats, the nodes the cats may go to next) and the best move's
 * arrows (the mouse's, or the cats' joint move, one arrow per cat).
 */
function severalCatsCaption(state, col, best) {
  const { ranging, chosen, position: at } = col;
  const k = at.cats.length;
  const mover = at.turn === 0 ? "mouse" : "cats";
  const game = state.view.tab === "play" ? state.game : null;
  let text;
  if (ranging === "mouse") {
    text = `Each node: the mouse there, the ${k} ${catsWords("graph", at.cats, 1).replace(/^cats? /, "cats ")}, ${mover} to move.`;
  } else {
    const others = at.cats.filter((_, i) => i !== chosen);
    text = `Each node: cat ${chosen + 1} of ${k} there (it stands on node ${at.cats[chosen]}), the ${others.length === 1 ? "other cat on node " + others[0] : "other " + catsWords("graph", others, 1)}, the mouse on node ${at.mouse}, ${mover} to move.`;
  }
  if (col.marks.length && game && choosingCats(game)) {
    // (the user picks the cats' joint move a node at a time: explore/play.js catsMarks)
    text += ` Ringed nodes: where the cats may go next, a node for each cat (a cat that stays: its own node; ${k - game.choice.length} of ${k} still to pick), each coloured by the best the cats reach through it.`;
  } else if (col.marks.length) {
    text += ` Ringed nodes: ${game ? "the moves you can make" : "the mouse's moves"} from node ${at.mouse}, each coloured by the position after it (cats to move)`;
    text += best.length ? `; ${best.length === 1 ? "the arrow marks the best" : "arrows mark the best"}.` : ".";
    if (game && game.repetitionDraws) text += " Rings in Play follow this game's history: a move to a position this game has had repeats it, a draw.";
  } else if (game && !game.over) {
    text += ` The engine (the ${mover}) is about to move.`;
  } else if (best.length && at.turn === 1) {
    text += ` Arrows: the cats' best joint move, every cat's step (${best[0].length === k ? "to nodes " + best[0].join(", ") : ""}); a loop is a cat that stays.`;
  } else if (ranging === "cat" && at.turn === 0) {
    text += " It is the mouse's move: colour places for the mouse to see its moves.";
  }
  return text;
}

/** One example place of `outcome` that is not a move mark (a game still to play first), or -1. */
function exampleOf(col, outcome, not) {
  const fits = (v, p) => v.outcome === outcome && !v.after && !not.includes(p);
  const playing = col.places.findIndex((v, p) => fits(v, p) && (v.distance > 0 || v.outcome === "draw" || v.outcome === "endless"));
  return playing >= 0 ? playing : col.places.findIndex(fits);
}

/**
 * "How to read this": the perspective and turn toggles explained with the shown puzzle, as HTML
 * (every puzzle-derived word escaped).
 */
export function howHtml(state, col, best) {
  const { mode, solution } = state;
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => placeName(mode, p, cols);
  const { ranging, position: at } = col;
  if (at.cats.length > 1) {
    return `<p><b>Several cats.</b> ${esc(captionWords(state, col, best))} Colour places for Cat, then pick which cat with the cat switch, `
      + "to see each node with that cat there and the others standing. The cats move together: every cat steps along an edge "
      + "(with lazy cats exactly one does), so a cats' move is drawn as one arrow per cat.</p>";
  }
  const other = ranging === "mouse" ? "cat" : "mouse";
  const mover = moverName(at.turn);
  const place = mode === "graph" ? "node" : "cell";
  const chip = (view) => `<span class="swatch ${esc(["o-" + view.outcome, view.tint ? "t" + view.tint : ""].join(" "))}" aria-hidden="true">${esc(cue(view))}</span>`;
  const out = [];
  // one cat: each piece's place
  const on = { mouse: at.mouse, cat: at.cats[0] };
  const here = stateView(solution, at.mouse, at.cats, at.turn);
  out.push(`<p><b>The position.</b> The mouse is on ${esc(name(on.mouse))}, the cat on ${esc(name(on.cat))}, and the ${mover} is to move. `
    + `With perfect play from here: ${esc(outcomeWords(here, solution.turnLimit))}${state.view.at ? "" : " (the verdict)"}.</p>`);
  const pieces = [on.mouse, on.cat];
  const examples = ["mouse", "cat", mode === "graph" ? "draw" : "endless"].map((o) => exampleOf(col, o, pieces)).filter((p) => p >= 0).slice(0, 2);
  const said = examples.map((p) => `${esc(name(p))} ${chip(col.places[p])} means ${esc(outcomeWords(col.places[p], solution.turnLimit))}`);
  out.push(`<p><b>Colours answer “what if”.</b> Each ${place} shows who wins if the ${ranging} stood there instead, the ${other} staying on `
    + `${esc(name(on[other]))}, ${mover} to move${said.length ? `: ${said.join("; ")}` : ""}. The number is the distance in plies `
    + "(one move by either player); a stronger colour means the game ends sooner.</p>");
  if (col.marks.length) {
    const to = bestSteps(best, at).map((step) => step[1]);
    const m = col.marks.find((k) => to.includes(k.place)) ?? col.marks[0];
    const after = moverName(m.state.turn);
    out.push(`<p><b>Rings are moves.</b> The ringed ${place}s are where the ${mover} can go now. Each is coloured by the position after that move, `
      + `with the ${after} to move, so the ring and its fill agree: ${esc(name(m.place))} ${chip(m.view)} means ${esc(outcomeWords(m.view, solution.turnLimit))}. `
      + `${best.length ? "The arrow points to the best move: its colour is the verdict's." : ""}</p>`);
  } else if (mover !== ranging) {
    out.push(`<p><b>No rings now:</b> the ${mover} is to move, and its moves would land on ${place}s coloured for the ${ranging}. `
      + `Colour places for the ${mover} to see them.</p>`);
  }
  out.push(`<p><b>The toggles.</b> <i>Colour places for ${other === "cat" ? "Cat" : "Mouse"}</i> asks the question for the ${other} instead: each ${place} `
    + `shows the position with the ${other} there, the ${ranging} staying on ${esc(name(on[ranging]))}. <i>To move</i> sets whose turn it is in the `
    + `position: with the ${moverName(1 - at.turn)} to move, you see the board as it is after a ${mover} move.</p>`);
  out.push("<p>Hover any place to read its position in the line under the board; the Table view holds every position at once.</p>");
  return out.join("");
}
