// The "Dismantle" view beside "How many cats?": the graph on the board dismantled step by step
// (Next, Undo, To the end, Restart), its corners and their dominators on the board, and, when the
// graph is cop-win, the cat's strategy that follows the order: played against the user's mouse, or
// watched against the mouse's best defence, its time beside the fastest cat's (the mouse moves by
// its buttons or on the board, which is not edited during a chase). A view over the board, never
// an edit: the puzzle is unchanged, and Close (or any change of the graph) gives the
// board its colours back. The steps and words are explore/dismantle.js's; the answers the
// package's (solver/wasm.js, on the main thread: small graphs; the capture time in the worker).
import { $, listeners, setText } from "../ui/dom.js";
import { dismantle as packageDismantle, corners as packageCorners, strategyMove, strategyLine } from "../solver/wasm.js";
import { CANVAS_NODES, CANVAS_EDGES, onCanvas } from "../board/geometry.js";
import { t, reason } from "../i18n/i18n.js";
import {
  dismantling, next, undo, toEnd, restart, atEnd, goneNodes, dismantleWords, dismantleFrame,
  chase, mouseTo, chaseBack, defence, compareWords, chaseWords,
} from "./dismantle.js";

/**
 * The dismantling view of a page: `framed(col)` is the board's colouring while the view is open
 * (explore/dismantle.js dismantleFrame), `col` itself when it is closed; `open()` shows it for
 * the graph on the board; `active()` says whether it is open.
 * @param {object} page
 * @param {object} page.state      model/state.js
 * @param {object} page.engine     solver/engine.js (the capture time with one cat)
 * @param {() => void} page.schedule   asks for a redraw
 */
export function createDismantling({ state, engine, schedule }) {
  let view = null; // {adj, d, corners: Map done → list, line, chase, watch, best, error} while open

  /** Whether the view is open on the graph still on the board. */
  const current = () => view !== null && state.mode === "graph" && state.graph.adj === view.adj;

  /** The corners of the graph left at the shown step (asked once a step). */
  function cornersNow() {
    if (!view.corners.has(view.d.done)) view.corners.set(view.d.done, packageCorners(view.adj, goneNodes(view.d)));
    return view.corners.get(view.d.done);
  }

  return {
    active: () => current() && !view.error,

    /** Opens the view on the graph on the board; a refusal (one-way edges, too big) is said instead. */
    open() {
      if (state.mode !== "graph") return;
      const adj = state.graph.adj;
      view = { adj, d: null, corners: new Map(), line: null, chase: null, watch: null, best: undefined, error: "" };
      if (onCanvas(adj)) {
        view.error = t("dismantle.tooBig", { nodes: CANVAS_NODES, edges: CANVAS_EDGES });
      } else {
        try {
          view.d = dismantling(packageDismantle(adj), adj.length);
        } catch (err) {
          view.error = t("dismantle.failed", { why: reason(err) });
        }
      }
      schedule();
    },

    /** Closes the view: the board gets its colours back. */
    close() {
      view = null;
      schedule();
    },

    /** A step: "next", "undo", "end", "restart". */
    step(kind) {
      if (!current() || !view.d) return;
      const to = { next, undo, end: toEnd, restart }[kind];
      view.d = to(view.d);
      view.chase = null;
      view.watch = null;
      schedule();
    },

    /** Starts the strategy's chase: `watch` against the mouse's best defence, else the user's mouse. */
    play(watch) {
      if (!current() || !view.d?.copWin) return;
      view.line ??= strategyLine(view.adj);
      if (!view.line) return;
      view.chase = chase(view.line, view.adj.length);
      view.watch = watch ? defence(view.line) : null;
      if (view.best === undefined) {
        view.best = null;
        const adj = view.adj;
        engine.captureTime(adj, 1, {}).then(({ value }) => {
          if (view?.adj === adj) view.best = value.captureRounds;
          schedule();
        }, () => {});
      }
      schedule();
    },

    /** The mouse goes to `to` (the user's choice, or the defence's next move when watching), and the cat answers. */
    mouse(to) {
      if (!current() || !view.chase || view.chase.caught) return;
      const c = view.chase;
      const where = to ?? view.watch?.[c.rounds];
      if (where === undefined || !c.moves.includes(where)) return;
      view.chase = mouseTo(c, where, strategyMove(view.adj, c.level, c.cat, where));
      schedule();
    },

    /**
     * A place picked on the board (board/input: a click, or Space on the cursor): while a chase is
     * on, the mouse's move there if it is one (when the user plays the mouse), and the board is
     * not edited (true); otherwise false, and the board does what it always does.
     */
    pick(place) {
      if (!current() || !view.chase) return false;
      if (!view.watch && view.chase.moves.includes(place)) this.mouse(place);
      return true;
    },

    /** The mouse's last move taken back; at the start, the chase ends. */
    back() {
      if (!current() || !view.chase) return;
      if (view.chase.mouse === null) view.chase = null;
      else view.chase = chaseBack(view.chase);
      schedule();
    },

    framed(col) {
      if (!current() || !view.d) return col;
      return dismantleFrame(col, view.d, view.chase ? [] : cornersNow(), view.chase);
    },

    /** What the card shows (null when closed). */
    shown() {
      if (!current()) return null;
      return { ...view, cornersNow: view.d && !view.chase ? cornersNow() : [] };
    },
  };
}

/**
 * Binds the view's controls in the "Several cats" card: Dismantle, the steps, Close, Play the
 * strategy, Watch it, the mouse's moves, Undo a move. Returns the unbind.
 * @param {ReturnType<typeof createDismantling>} dismantling
 */
export function bindDismantle(dismantling) {
  const { on, off } = listeners();
  on($("#dismantle-open"), "click", () => dismantling.open());
  on($("#dismantle-close"), "click", () => dismantling.close());
  for (const kind of ["next", "undo", "end", "restart"]) on($(`#dismantle-${kind}`), "click", () => dismantling.step(kind));
  on($("#strategy-play"), "click", () => dismantling.play(false));
  on($("#strategy-watch"), "click", () => dismantling.play(true));
  on($("#strategy-next"), "click", () => dismantling.mouse(null));
  on($("#strategy-back"), "click", () => dismantling.back());
  on($("#strategy-moves"), "click", (e) => {
    const button = e.target.closest("button[data-to]");
    if (button) dismantling.mouse(Number(button.dataset.to));
  });
  return off;
}

/** The board's caption while the steps are shown. */
const STEPS_CAPTION = "dismantle.stepsCaption";

/** The board's caption while the strategy's chase is shown. */
const CHASE_CAPTION = "dismantle.chaseCaption";

/** Sets an element's text, and hides it when there is none. */
function say(el, text) {
  el.textContent = text;
  el.hidden = !text;
}

/** Draws the view's part of the card from `dismantling.shown()`. */
export function renderDismantle(dismantling, state) {
  const pane = $("#dismantle");
  if (!pane) return;
  const v = dismantling.shown();
  $("#dismantle-open").hidden = state.mode !== "graph" || v !== null;
  pane.hidden = v === null;
  if (!v) return;
  const { d, chase: c } = v;
  const words = d ? dismantleWords(d, v.cornersNow) : null;
  // the caption under the board says what the board shows now (the panel wrote the puzzle's)
  if (d) setText($("#caption"), t(c ? CHASE_CAPTION : STEPS_CAPTION));
  const status = $("#dismantle-status");
  say(status, v.error || (c ? chaseWords(c) : words.status));
  status.dataset.kind = v.error ? "error" : !d || !atEnd(d) || c ? "step" : d.copWin ? "dismantlable" : "stuck";
  say($("#dismantle-step"), !c && words ? words.step : "");
  say($("#dismantle-corners"), !c && words ? words.corners : "");
  $("#dismantle-steps").hidden = !d || !!c;
  if (d) {
    $("#dismantle-undo").disabled = d.done === 0;
    $("#dismantle-restart").disabled = d.done === 0;
    $("#dismantle-next").disabled = atEnd(d);
    $("#dismantle-end").disabled = atEnd(d);
  }
  const strategy = $("#dismantle-strategy");
  strategy.hidden = !d?.copWin || d.n < 2;
  if (strategy.hidden) return;
  say($("#strategy-compare"), c ? compareWords(c.worst, v.best) : "");
  $("#strategy-play").hidden = !!c;
  $("#strategy-watch").hidden = !!c;
  $("#strategy-back").hidden = !c;
  $("#strategy-next").hidden = !c || !v.watch || c.caught;
  const moves = $("#strategy-moves");
  const offered = c && !v.watch && !c.caught ? c.moves : [];
  const key = offered.join(" ") + (c ? `|${c.mouse}` : "");
  if (moves.dataset.key !== key) {
    moves.dataset.key = key;
    moves.replaceChildren(...offered.map((to) => {
      const button = Object.assign(document.createElement("button"), {
        type: "button",
        textContent: t(c.mouse === null ? "dismantle.startOn" : to === c.mouse ? "dismantle.stayOn" : "dismantle.goTo", { to }),
      });
      button.dataset.to = String(to);
      return button;
    }));
  }
  moves.hidden = offered.length === 0;
}
