// The explore area's controls: the tabs, "back to the start", the table's heatmaps (hover or the
// keyboard reads a state, a click or Enter shows it on the board), and the buttons of Play,
// Optimal line and Compare. Each hands its change to explore/explore.js, or writes the table's hover (a
// view-only field) and asks for a redraw. `bindExploreControls` returns the one unbind function.
import { $, listeners, scrollBehaviour } from "../ui/dom.js";
import { axisPlaces } from "../model/places.js";
import { pixels } from "../solver/heatmap.js";
import { toHash } from "../model/codec.js";
import { beside } from "../ui/notify.js";
import { LEVELS } from "./level.js";
import { OUTCOME } from "../solver/wasm.js";
import { shortState } from "./histogram.js";
import { language, t } from "../i18n/i18n.js";
import { esc } from "../board/paint/svg.js";
import { linkQuery } from "../session/language.js";

/** Arrow keys as steps [dx, dy]. */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Binds the explore area.
 * @param {object} page
 * @param {object} page.state       model/state.js
 * @param {object} page.explore     explore/explore.js
 * @param {() => void} page.schedule   asks for a redraw
 * @param {object} [page.hardest]   explore/hardest.js (the Table tab's hardest positions)
 * @returns {() => void} the unbind function
 */
export function bindExploreControls({ state, explore, schedule, hardest = null }) {
  const { on, off } = listeners();
  const page = { on, state, explore, schedule };
  bindTabs(page);
  bindHeatmaps(page);
  if (hardest) bindHardest(page, hardest);
  bindPlay(page);
  bindText(page);
  bindLine(page);
  return off;
}

/** After a state is picked below the board: brings the board into view if it is not (phones). */
function revealBoard() {
  const board = $("#board");
  const r = board.getBoundingClientRect();
  if (r.bottom < 40 || r.top > window.innerHeight - 40) board.scrollIntoView({ block: "start", behavior: scrollBehaviour() });
}

/** The tabs, "Back to the puzzle's start" and the stepper over the board (phones). */
function bindTabs({ on, state, explore }) {
  // Tabs (arrow keys, Home and End move between them, as ARIA tabs do)
  const tabs = [...document.querySelectorAll("[role=tab][data-tab]")];
  for (const b of tabs) on(b, "click", () => explore.openTab(b.dataset.tab));
  on($(".tabs"), "keydown", (e) => {
    const i = tabs.findIndex((b) => b.dataset.tab === state.view.tab);
    const j = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : null;
    if (j === null) return;
    e.preventDefault();
    e.stopPropagation();
    const b = tabs[(j + tabs.length) % tabs.length];
    explore.openTab(b.dataset.tab);
    b.focus();
  });
  on($("#back-to-start"), "click", explore.backToStart);

  // The stepper over the board (phones): the line's steps, back to the views, back to the start
  on($("#board-stepper"), "click", (e) => {
    const step = e.target.closest("[data-step]")?.dataset.step;
    if (step === "first" || step === "back" || step === "fwd" || step === "last") {
      explore.step({ first: -Infinity, back: -1, fwd: 1, last: Infinity }[step]);
    } else if (step === "explore") {
      $("#explore").scrollIntoView({ block: "start", behavior: scrollBehaviour() });
    } else if (step === "start") {
      explore.backToStart();
    }
  });
  /** After a state is picked below the board: bring the board into view if it is not (phones). */
}

/** The Table's heatmaps: hover or the keyboard reads a state, a click or Enter shows it on the board. */
function bindHeatmaps({ on, state, explore, schedule }) {
  const hover = (s) => {
    state.view.tableHover = s;
    schedule();
  };

  // Table: each canvas pixel is a state; a keyboard cursor walks the pixels.
  for (const canvas of document.querySelectorAll(".heatmaps canvas")) {
    const turn = Number(canvas.dataset.turn);
    const cursor = { x: 0, y: 0 };
    const stateAtPixel = (x, y) => {
      const places = axisPlaces(state);
      const { index } = pixels(places.length);
      return { mouse: places[index(y)], cats: [places[index(x)]], turn };
    };
    const fromEvent = (e) => {
      const r = canvas.getBoundingClientRect();
      const x = Math.floor(((e.clientX - r.left) / r.width) * canvas.width);
      const y = Math.floor(((e.clientY - r.top) / r.height) * canvas.height);
      if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return null;
      return stateAtPixel(x, y);
    };
    on(canvas, "pointermove", (e) => hover(fromEvent(e)));
    on(canvas, "pointerleave", () => hover(null));
    on(canvas, "click", (e) => {
      explore.showState(fromEvent(e));
      revealBoard();
    });
    on(canvas, "keydown", (e) => {
      const d = ARROWS[e.key];
      if (d) {
        cursor.x = Math.max(0, Math.min(canvas.width - 1, cursor.x + d[0]));
        cursor.y = Math.max(0, Math.min(canvas.height - 1, cursor.y + d[1]));
        state.view.tableHover = stateAtPixel(cursor.x, cursor.y);
      } else if (e.key === "Enter" || e.key === " ") {
        explore.showState(stateAtPixel(cursor.x, cursor.y));
        revealBoard();
      } else {
        return;
      }
      e.preventDefault();
      e.stopPropagation();
      schedule();
    });
    on(canvas, "blur", () => hover(null));
  }
}

/** The Table's hardest positions (`hardest`: explore/hardest.js). */
function bindHardest({ on, state, explore }, hardest) {
  // Table: the hardest positions (a bar lists its positions; a listed one, or the longest win of a
  // side, goes on the board); the arrow keys move between the bars of a histogram
  const box = $("#hardest");
  if (!box) return;
  const cols = () => state.grid.rows[0]?.length ?? 1;
  on(box, "click", (e) => {
    const bar = e.target.closest("button.bar");
    if (bar) {
      hardest.pick({ turn: Number(bar.dataset.turn), outcome: bar.dataset.outcome, lo: Number(bar.dataset.lo), hi: Number(bar.dataset.hi) });
      return;
    }
    const load = e.target.closest("[data-load]");
    const open = state.view.tableBar;
    if (load && open) {
      const list = explore.ask("barStates", open.turn, OUTCOME[open.outcome], open.lo, open.hi);
      const s = list?.states[Number(load.dataset.load)];
      if (s) hardest.load(s, open.outcome, shortState(state.mode, s, cols()));
      revealBoard();
      return;
    }
    const side = e.target.closest("[data-longest]")?.dataset.longest;
    if (side) {
      const s = explore.ask("histogram")?.longest[side];
      if (s) {
        hardest.load(s, side, t(`explore.longest.${side}`, { state: shortState(state.mode, s, cols()), distance: s.distance }));
        revealBoard();
      }
    }
  });
  on(box, "keydown", (e) => {
    const bar = e.target.closest("button.bar");
    const d = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
    if (!bar || d === undefined) return;
    const all = [...bar.closest(".histogram").querySelectorAll("button.bar")];
    const i = all.indexOf(bar);
    const next = all[Math.max(0, Math.min(all.length - 1, d === -Infinity ? 0 : d === Infinity ? all.length - 1 : i + d))];
    e.preventDefault();
    e.stopPropagation();
    for (const b of all) b.tabIndex = b === next ? 0 : -1;
    next.focus();
  });
}

/** Play: the piece, the engine's level and seed, the game's buttons, the cats' joint moves, the review, the hovered ply. */
function bindPlay({ on, schedule, explore }) {
  for (const b of document.querySelectorAll("[data-play]")) on(b, "click", () => explore.play(b.dataset.play));
  const level = $("#play-level");
  level.innerHTML = LEVELS.map((l) => `<option value="${l.id}" title="${esc(t(`level.${l.id}.words`))}">${esc(t(`level.${l.id}.name`))}</option>`).join("");
  on(level, "change", () => explore.setLevel(level.value));
  const seed = $("#play-seed");
  on(seed, "change", () => {
    if (!explore.setSeed(Number(seed.value))) {
      beside(seed, t("explore.badSeed", { max: 4294967295 }), { kind: "error" });
      schedule();
    }
  });
  on($("#play-reseed"), "click", explore.reseed);
  on($("#play-undo"), "click", explore.undoMove);
  on($("#play-restart"), "click", explore.restartGame);
  on($("#play-swap"), "click", explore.swapSides);
  on($("#play-best"), "click", explore.bestMove);
  on($("#play-cats-clear"), "click", explore.clearChoice);
  on($("#play-traps-show"), "click", explore.showTraps);
  on($("#play-joint"), "click", (e) => {
    const b = e.target.closest("[data-joint]");
    if (b) explore.playJoint(b.dataset.joint.split(" ").map(Number));
  });
  on($("#play-turns"), "click", (e) => {
    const b = e.target.closest("[data-review], [data-retry]");
    if (!b) return;
    if (b.dataset.retry) explore.tryAgain(Number(b.dataset.retry));
    else explore.reviewAt(b.dataset.review === "end" ? null : Number(b.dataset.review));
    if (b.dataset.review) revealBoard();
  });
  on($("#play-chart"), "click", (e) => {
    const t = e.target.closest("[data-turn]");
    if (t) explore.reviewAt(Number(t.dataset.turn));
  });

  // A move under the pointer in the charts or the line's list: outlined there and on the board
  for (const id of ["#play-chart", "#line-chart", "#line-moves"]) {
    on($(id), "pointerover", (e) => {
      const ply = e.target.closest?.("[data-ply]")?.dataset.ply;
      if (ply !== undefined) explore.hoverPly(Number(ply));
    });
    on($(id), "pointerleave", () => explore.hoverPly(null));
  }

}

/** A game or the line as text, and Space for the best move. */
function bindText({ on, state, explore }) {
  // A game or the line as text, in the box under Import / export (which reads it back)
  const link = () => location.origin + location.pathname + linkQuery(language()) + toHash(state.mode, state.graph, state.grid);
  const exportText = (button, text, what) => {
    if (!text) {
      beside(button, t(`explore.noText.${what}`), { kind: "error" });
      return;
    }
    const box = $("#text");
    box.value = text;
    box.scrollIntoView({ block: "nearest", behavior: scrollBehaviour() });
    beside(button, t(`explore.textOut.${what}`));
  };
  on($("#play-export"), "click", (e) => exportText(e.currentTarget, explore.gameText(link()), "game"));
  on($("#line-export"), "click", (e) => exportText(e.currentTarget, explore.lineText(link()), "line"));

  // Space plays the best move in Play and in the Optimal line wherever the focus is, but on the
  // board (which moves to its cursor), a button, a field, a list or the tabs
  on(document, "keydown", (e) => {
    if (e.key !== " " || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (state.view.tab !== "play" && state.view.tab !== "line") return;
    if (e.target.closest?.("input, textarea, select, button, a, summary, [contenteditable], [role=combobox], [role=listbox], [role=tablist], dialog, #board, canvas")) return; // (not shown)
    e.preventDefault();
    explore.bestMove();
  });

}

/** The Optimal line's steps, play and keys, and Compare's buttons. */
function bindLine({ on, state, explore }) {
  // Optimal line (the speed is chosen in seconds per ply)
  const speed = () => Number($("#line-speed").value);
  // a step shows its position on the board: bring the board into view (phones; it has the stepper)
  on($("#line-first"), "click", () => { explore.step(-Infinity); revealBoard(); });
  on($("#line-back"), "click", () => { explore.step(-1); revealBoard(); });
  on($("#line-fwd"), "click", () => { explore.step(1); revealBoard(); });
  on($("#line-last"), "click", () => { explore.step(Infinity); revealBoard(); });
  on($("#line-play"), "click", () => explore.togglePlay(speed()));
  on($("#line-speed"), "change", () => explore.setSpeed(speed()));
  on($("#line-here"), "click", explore.lineHere);
  // ← / → step the line wherever the focus is while its tab is open (not in a field, a list, the
  // board or the tabs, which use the arrows themselves); Home / End inside its pane
  on(document, "keydown", (e) => {
    if (state.view.tab !== "line" || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest?.("input, textarea, select, [contenteditable], [role=combobox], [role=listbox], [role=tablist], dialog, #board")) return; // (not shown)
    const inPane = !!e.target.closest?.("#pane-line") || e.target === document.body;
    const d = { ArrowLeft: -1, ArrowRight: 1, ...(inPane ? { Home: -Infinity, End: Infinity } : {}) }[e.key];
    if (d === undefined) return;
    e.preventDefault();
    explore.step(d);
  });

  // Compare
  on($("#compare-run"), "click", explore.rerunComparison);
  on($("#compare-stop"), "click", explore.stopComparison);

}
