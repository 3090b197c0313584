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
import { RULES, ruleOn, variantWords, pageWords, ruleWords } from "../model/rules.js";
import { t, number } from "../i18n/i18n.js";

/** Each graph tool's help: its catalogue key (i18n/). */
const TOOL_HELP = {
  move: "tool.move.hint",
  edge: "tool.edge.hint",
  node: "tool.node.hint",
  delete: "tool.delete.hint",
  hole: "tool.hole.hint",
  mouse: "tool.mouse.hint",
  cat: "tool.cat.hint",
};
/** Each grid tool's help: its catalogue key. */
const GRID_TOOL_HELP = {
  paint: "tool.paint.hint",
  mouse: "tool.gridMouse.hint",
  cat: "tool.gridCat.hint",
  food: "tool.food.hint",
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
const ONE_WAY_HELP = "tool.edgeOneWay.hint";

const SEVERAL_HELP = {
  hole: "tool.holes.hint",
  food: "tool.foods.hint",
  // (the rule severalCats: the Cat tool adds and takes away, model/puzzle.js setRole)
  cat: "tool.cats.hint",
};

/** The Move tool's help with several cats on the board (each is dragged on its own). */
const MOVE_CATS_HELP = "tool.moveCats.hint";

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
  const help = several ? SEVERAL_HELP.hole : oneWay ? ONE_WAY_HELP : toggling ? SEVERAL_HELP.cat : dragging ? MOVE_CATS_HELP : TOOL_HELP[view.tool];
  $("#tool-help").textContent = help ? t(help) : "";
  const gridHelp = several ? SEVERAL_HELP.food : GRID_TOOL_HELP[view.tool];
  $("#grid-tool-help").textContent = gridHelp ? t(gridHelp) : "";
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
      // (in the language in force: a switch of language writes them again)
      setText(row.querySelector(".rule-name"), ruleWords(rule, "label"));
      setText(row.querySelector(".rule-says"), ruleWords(rule, "says"));
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
  if (view.how) how.innerHTML = col && solution ? howHtml(state, col, best) : `<p>${esc(t("how.unsolved"))}</p>`;
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
      setText(status, t("status.wall", { place: placeName(mode, p, cols) }));
    } else if (solution && shown?.state) {
      const s = shown.state;
      // an arrow key that found no node that way says so, with where the cursor stays
      const nowhere = view.nowhere && view.hover == null ? t("status.nowhere", { direction: t(`direction.${view.nowhere}`), place: placeName(mode, p, cols) }) : "";
      setText(status, nowhere + (shown.after ? t("status.moveTo", { place: placeName(mode, p, cols) }) : "")
        + stateWords(mode, cols, s.mouse, s.cats, s.turn, shown, solution.turnLimit));
    } else {
      // (a touch screen has no hover: touch words there)
      const touch = matchMedia("(hover: none)").matches;
      const how = touch ? "touch" : "hover";
      setText(status, t(mode === "graph" ? `status.${how}Graph${state.graph.cats.length > 1 ? "Cats" : ""}` : `status.${how}Grid`));
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
    setText(verdict, t("verdict.openingLink"));
    setText(detail, t("verdict.openingLinkDetail"));
  } else if (!solution && state.solving) {
    verdict.className = "verdict";
    verdict.dataset.outcome = "none";
    setText(verdict, t("verdict.solving"));
    setText(detail, t("verdict.solvingDetail"));
  } else if (!solution) {
    verdict.className = "verdict error";
    verdict.dataset.outcome = "none";
    setText(verdict, t("verdict.cannotSolve", { why: pageWords(state.error) }));
    setText(detail, t("verdict.cannotSolveDetail"));
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
    const roles = solution.classicRoles ? "" : t("verdict.forRoles");
    const variants = variantWords(mode, state[mode].rules);
    const answer = solution.classicRules
      ? t("verdict.leetcodeAnswer", { answer: String(solution.answer), roles })
      : t("verdict.variantAnswer", { variants, answer: String(solution.answer) });
    const states = number(2 * solution.places * solution.places, { useGrouping: true });
    setText(detail, t("verdict.detail", { answer, time: duration(solution.ms), states }));
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
  if (!state.solution && state.opening === "link") return t("caption.linkWaits");
  if (!state.solution) return t(state.solving ? "caption.solving" : "caption.unsolvable");
  if (at.cats.length > 1) return severalCatsCaption(state, col, best);
  // one cat: each piece's place
  const on = { mouse: at.mouse, cat: at.cats[0] };
  const piece = (p) => t(`piece.${p}`);
  if (!(on[other] >= 0)) return t("caption.noPiece", { piece: piece(other) });
  const mover = moverName(at.turn);
  let text = t("caption.each", { place: t(`place.${place}`), ranging: piece(ranging), other: piece(other), at: placeName(mode, on[other], cols), mover: piece(mover) });
  const game = state.view.tab === "play" ? state.game : null;
  if (col.marks.length) {
    const after = moverName(col.marks[0].state.turn);
    const from = on[mover] >= 0 ? t("caption.from", { place: placeName(mode, on[mover], cols) }) : "";
    const moves = game ? t("caption.ringedYours") : t("caption.ringedMover", { mover: piece(mover) });
    text += t("caption.ringed", { places: t(`place.${place}s`), moves, from, after: piece(after) });
    text += t(best.length ? (best.length === 1 ? "caption.arrow" : "caption.arrows") : "caption.end");
    // the graph game's repetition rule needs the game's history, which the rings follow (explore/play.js)
    if (game && game.repetitionDraws) text += t("caption.repetition");
  } else if (game && !game.over) {
    text += t("caption.engineMoves", { mover: piece(mover) });
  } else if (!game && mover !== ranging) {
    text += t("caption.otherMoves", { mover: piece(mover) });
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
  const moverWords = t(`words.side.${mover}`);
  if (ranging === "mouse") {
    text = t("caption.cats.each", { k, cats: catsWords("graph", at.cats, 1), mover: moverWords });
  } else {
    const others = at.cats.filter((_, i) => i !== chosen);
    const otherWords = others.length === 1 ? t("caption.cats.otherCat", { at: String(others[0]) }) : t("caption.cats.otherCats", { cats: catsWords("graph", others, 1) });
    text = t("caption.cats.eachCat", { n: chosen + 1, k, at: String(at.cats[chosen]), others: otherWords, mouse: String(at.mouse), mover: moverWords });
  }
  if (col.marks.length && game && choosingCats(game)) {
    // (the user picks the cats' joint move a node at a time: explore/play.js catsMarks)
    text += t("caption.cats.picking", { left: k - game.choice.length, k });
  } else if (col.marks.length) {
    text += t("caption.cats.ringed", { moves: t(game ? "caption.ringedYours" : "caption.cats.mouseMoves"), mouse: String(at.mouse) });
    text += t(best.length ? (best.length === 1 ? "caption.arrow" : "caption.arrows") : "caption.end");
    if (game && game.repetitionDraws) text += t("caption.repetition");
  } else if (game && !game.over) {
    text += t("caption.cats.engine", { mover: moverWords });
  } else if (best.length && at.turn === 1) {
    text += t("caption.cats.arrows", { to: best[0].length === k ? t("caption.cats.toNodes", { list: best[0].join(t("words.listSeparator")) }) : "" });
  } else if (ranging === "cat" && at.turn === 0) {
    text += t("caption.cats.mouseToMove");
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
    return `<p>${t("how.severalCats", { caption: esc(captionWords(state, col, best)) })}</p>`;
  }
  const other = ranging === "mouse" ? "cat" : "mouse";
  const mover = moverName(at.turn);
  const place = mode === "graph" ? "node" : "cell";
  const chip = (view) => `<span class="swatch ${esc(["o-" + view.outcome, view.tint ? "t" + view.tint : ""].join(" "))}" aria-hidden="true">${esc(cue(view))}</span>`;
  const out = [];
  // one cat: each piece's place
  const on = { mouse: at.mouse, cat: at.cats[0] };
  const here = stateView(solution, at.mouse, at.cats, at.turn);
  const piece = (p) => t(`piece.${p}`);
  const places = t(`place.${place}s`);
  out.push(`<p>${t("how.position", {
    mouse: esc(name(on.mouse)), cat: esc(name(on.cat)), mover: piece(mover),
    outcome: esc(outcomeWords(here, solution.turnLimit)), verdict: state.view.at ? "" : t("how.theVerdict"),
  })}</p>`);
  const pieces = [on.mouse, on.cat];
  const examples = ["mouse", "cat", mode === "graph" ? "draw" : "endless"].map((o) => exampleOf(col, o, pieces)).filter((p) => p >= 0).slice(0, 2);
  const means = (p, view) => t("how.means", { place: esc(name(p)), chip: chip(view), outcome: esc(outcomeWords(view, solution.turnLimit)) });
  const said = examples.map((p) => means(p, col.places[p]));
  out.push(`<p>${t("how.colours", {
    place: t(`place.${place}`), ranging: piece(ranging), other: piece(other), at: esc(name(on[other])), mover: piece(mover),
    examples: said.length ? t("how.examples", { list: said.join(t("how.listSeparator")) }) : "",
  })}</p>`);
  if (col.marks.length) {
    const to = bestSteps(best, at).map((step) => step[1]);
    const m = col.marks.find((k) => to.includes(k.place)) ?? col.marks[0];
    const after = moverName(m.state.turn);
    out.push(`<p>${t("how.rings", { places, mover: piece(mover), after: piece(after), example: means(m.place, m.view), arrow: best.length ? t("how.arrow") : "" })}</p>`);
  } else if (mover !== ranging) {
    out.push(`<p>${t("how.noRings", { mover: piece(mover), places, ranging: piece(ranging) })}</p>`);
  }
  out.push(`<p>${t("how.toggles", {
    Other: t(other === "cat" ? "piece.Cat" : "piece.Mouse"), other: piece(other), place: t(`place.${place}`), ranging: piece(ranging),
    at: esc(name(on[ranging])), next: piece(moverName(1 - at.turn)), mover: piece(mover),
  })}</p>`);
  out.push(`<p>${t("how.hover")}</p>`);
  return out.join("");
}
