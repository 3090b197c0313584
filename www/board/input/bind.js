// Board input: pointer events with pointer capture on the board SVG, and its keyboard. The
// pointer goes to the graph's or the grid's gestures (board/input/gestures-graph.js, board/input/gestures-grid.js), the
// keys to board/input/keys.js; all of them find what is under the pointer with board/input/hit-test.js. On the grid,
// the view zooms and pans (board/zoom.js, into state.view.zoom): the wheel or a pinch zooms about
// the pointer, a drag with the middle or right button (or two fingers) pans, the zoom buttons and
// the + - 0 keys zoom about the middle, and the view follows the keyboard cursor. A touch waits a
// moment before it edits, so that a second finger makes it a pinch instead. Edits go through
// `actions`, which owns history, solving and rendering:
//   actions.begin()            start an edit (remembers the puzzle for undo)
//   actions.apply(patch, opts) replace state.graph / state.grid, re-solving unless opts.solve === false
//   actions.end()              finish the edit (records it if anything changed)
//   actions.redraw()           re-render after a view-only change
//   actions.refused(err)       say why the puzzle refused an edit (a plain Error with its sentence)
//   actions.bug(err)           report anything else thrown while editing as a page bug
//   actions.pick(place)        a game against the engine is on: move there (returns true), or false
import { hitTest } from "./hit-test.js";
import * as graphGestures from "./gestures-graph.js";
import * as gridGestures from "./gestures-grid.js";
import { onKey } from "./keys.js";
import { listeners } from "../../ui/dom.js";
import { isFatal } from "../../solver/failure.js";
import { zoomAt, panBy, follow } from "../zoom.js";

/** One press of a zoom button or key scales by this much. */
const ZOOM_STEP = 1.6;

/** A touch edits once it moves this far (CSS px) or lasts this long (ms) without a second finger. */
const TOUCH_SLOP_PX = 6;
const TOUCH_WAIT_MS = 140;

/** Wheel units to pixels (deltaMode 0 pixels, 1 lines, 2 pages). */
const WHEEL_PX = [1, 16, 400];

/**
 * The grid's view: zoom and pan into state.view.zoom (board/zoom.js). Each change returns whether
 * the view moved (a graph has no zoom: nothing moves).
 */
function gridView(shown, state, actions) {
  /** Sets the grid's zoom by `change(zoom, w, h, rows, cols)`; returns whether the view moved. */
  const view = (change) => {
    const g = shown.geometry.grid;
    if (state.mode !== "grid" || !g) return false;
    const z = change(state.view.zoom, g.w, g.h, g.rows, g.cols);
    const before = state.view.zoom;
    if (before && before.k === z.k && before.cx === z.cx && before.cy === z.cy && before.rows === z.rows && before.cols === z.cols) return false;
    if (!before && z.k === 1) return false; // still the whole grid
    state.view.zoom = z;
    actions.redraw();
    return true;
  };
  return {
    view,
    zoomBy: (factor, x, y) => view((z, w, h, rows, cols) => zoomAt(z, w, h, rows, cols, factor, x ?? w / 2, y ?? h / 2)),
    panByPx: (dx, dy) => view((z, w, h, rows, cols) => panBy(z, w, h, rows, cols, dx, dy)),
    fit: () => {
      if (!state.view.zoom) return false;
      state.view.zoom = null;
      actions.redraw();
      return true;
    },
  };
}

/** The wheel over the grid: zooms about the pointer (faster with Ctrl: a pinch on a touchpad), or pans with Shift or sideways. */
function onWheel(e, state, zoom, [x, y]) {
  if (state.mode !== "grid") return;
  const unit = WHEEL_PX[e.deltaMode] ?? 1;
  let moved;
  if (e.shiftKey || (!e.ctrlKey && Math.abs(e.deltaX) > Math.abs(e.deltaY))) {
    const d = (e.shiftKey && !e.deltaX ? e.deltaY : e.deltaX) * unit;
    moved = zoom.panByPx(-d, e.shiftKey ? 0 : -e.deltaY * unit);
  } else {
    moved = zoom.zoomBy(Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.002)), x, y);
  }
  if (moved) e.preventDefault(); // otherwise the page scrolls as usual
}

/** The board's keys: + = - 0 zoom the grid; the others go to board/input/keys.js, and a zoomed grid follows the cursor. */
function onBoardKey(e, board, zoom) {
  const { state, actions } = board;
  if (state.mode === "grid" && !e.ctrlKey && !e.metaKey && !e.altKey) {
    const act = { "+": () => zoom.zoomBy(ZOOM_STEP), "=": () => zoom.zoomBy(ZOOM_STEP), "-": () => zoom.zoomBy(1 / ZOOM_STEP), 0: zoom.fit }[e.key];
    if (act) {
      act();
      e.preventDefault();
      e.stopPropagation();
      return;
    }
  }
  if (!onKey(e, board)) return;
  e.preventDefault();
  e.stopPropagation();
  if (state.mode === "grid" && state.view.zoom) {
    // keep the keyboard cursor in view
    const cols = state.grid.rows[0].length;
    const p = state.view.cursor;
    zoom.view((z, w, h, rows, c) => follow(z, w, h, rows, c, Math.floor(p / cols), p % cols));
  }
  actions.redraw();
}

/** The distance between the two fingers down and their midpoint: {d, mx, my}. */
function twoFingers(touches) {
  const [[x1, y1], [x2, y2]] = [...touches.values()];
  return { d: Math.hypot(x2 - x1, y2 - y1), mx: (x1 + x2) / 2, my: (y1 + y2) / 2 };
}

/**
 * The board's pointer: a press starts the mode's gesture (board/input/gestures-graph.js or
 * gestures-grid.js; a game on: a move), a touch on the grid waits a moment first (a second finger
 * makes it a pinch), the middle or right button pans the grid; hovering sets state.view.hover.
 * Listens through `on`; returns the function that stops a touch still waiting.
 */
function bindPointer(on, board, zoom, inBox) {
  const { state, svg, actions } = board;
  let gesture = null; // the pointer gesture in progress
  let pan = null; // a pan in progress: {id, x, y} (the pointer's last position)
  let waiting = null; // a touch not yet an edit: {e, timer}
  const touches = new Map(); // touch pointers down: id -> [x, y]
  let pinch = null; // a pinch in progress: {d, mx, my}
  const gestures = () => (state.mode === "graph" ? graphGestures : gridGestures);

  const start = (e) => {
    if (actions.pick && actions.pick(board.hit.placeAt(e))) return; // a game is on: no editing
    gesture = gestures().down(e, board.hit.pieceAt(e), board);
    actions.redraw();
  };
  const commitTouch = () => {
    if (!waiting) return;
    clearTimeout(waiting.timer);
    const { e } = waiting;
    waiting = null;
    start(e);
  };

  on(svg, "pointerdown", (e) => {
    if (e.pointerType === "touch") touches.set(e.pointerId, inBox(e));
    if (touches.size >= 2 && state.mode === "grid") {
      // a second finger: a pinch, not an edit (an edit already begun is ended as it stands)
      clearTimeout(waiting?.timer);
      waiting = null;
      if (gesture) {
        const done = gesture;
        gesture = null;
        gestures().up({ ...e, type: "pointercancel", clientX: e.clientX, clientY: e.clientY }, done, board);
      }
      pinch = twoFingers(touches);
      svg.setPointerCapture(e.pointerId);
      actions.redraw();
      return;
    }
    if ((e.button === 1 || e.button === 2) && state.mode === "grid" && !gesture) {
      e.preventDefault();
      svg.setPointerCapture(e.pointerId);
      pan = { id: e.pointerId, x: e.clientX, y: e.clientY };
      return;
    }
    if (e.button !== 0 || gesture || pinch) return;
    svg.setPointerCapture(e.pointerId);
    if (e.pointerType === "touch" && state.mode === "grid") {
      waiting = { e, timer: setTimeout(commitTouch, TOUCH_WAIT_MS) };
      return;
    }
    start(e);
  });

  on(svg, "pointermove", (e) => {
    if (touches.has(e.pointerId)) touches.set(e.pointerId, inBox(e));
    if (pinch) {
      if (touches.size < 2) return;
      const now = twoFingers(touches);
      zoom.panByPx(now.mx - pinch.mx, now.my - pinch.my);
      if (pinch.d > 0 && now.d > 0) zoom.zoomBy(now.d / pinch.d, now.mx, now.my);
      pinch = now;
      return;
    }
    if (pan && e.pointerId === pan.id) {
      zoom.panByPx(e.clientX - pan.x, e.clientY - pan.y);
      pan.x = e.clientX;
      pan.y = e.clientY;
      return;
    }
    if (waiting) {
      const [x0, y0] = [waiting.e.clientX, waiting.e.clientY];
      if (Math.hypot(e.clientX - x0, e.clientY - y0) > TOUCH_SLOP_PX) commitTouch();
      else return;
    }
    if (!gesture) {
      const p = board.hit.hoverAt(e);
      if (p !== state.view.hover) {
        state.view.hover = p;
        actions.redraw();
      }
      return;
    }
    gestures().move(e, gesture, board);
    actions.redraw();
  });

  const release = (e) => {
    touches.delete(e.pointerId);
    if (pinch) {
      if (touches.size === 0) pinch = null;
      return;
    }
    if (pan && e.pointerId === pan.id) {
      if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
      pan = null;
      return;
    }
    if (waiting && e.type === "pointerup") commitTouch(); // a tap: the edit it stands for
    if (!gesture) {
      waiting = null;
      return;
    }
    const done = gesture;
    gesture = null;
    if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
    gestures().up(e, done, board);
    actions.redraw();
  };
  on(svg, "pointerup", release);
  on(svg, "pointercancel", release);

  on(svg, "pointerleave", () => {
    if (!gesture && state.view.hover !== null) {
      state.view.hover = null;
      actions.redraw();
    }
  });

  return () => clearTimeout(waiting?.timer);
}

/**
 * Binds the board. Returns the function that unbinds every listener.
 * @param {ReturnType<import("../board-state.js").createBoardState>} shown   the board state: its
 *   SVG, and where the last frame drew (`geometry`, which the frame writes and input only reads)
 * @param {object} state
 * @param {object} actions
 */
export function bindBoard(shown, state, actions) {
  const { svg } = shown.dom;
  const { on, off } = listeners();
  const tryEdit = (fn) => {
    try {
      actions.begin();
      fn();
    } catch (err) {
      // (an edit the puzzle refuses throws a plain Error with its sentence; anything else is a bug)
      if (isFatal(err)) actions.bug(err);
      else actions.refused(err);
    } finally {
      actions.end();
    }
  };
  const board = { state, svg, hit: hitTest(shown, state), actions, tryEdit };
  const inBox = (e) => {
    const r = svg.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  // zoom and pan (the grid)
  const zoom = gridView(shown, state, actions);
  on(svg, "wheel", (e) => onWheel(e, state, zoom, inBox(e)), { passive: false });
  for (const [id, act] of [["#zoom-in", () => zoom.zoomBy(ZOOM_STEP)], ["#zoom-out", () => zoom.zoomBy(1 / ZOOM_STEP)], ["#zoom-fit", zoom.fit]]) {
    const button = document.querySelector(id);
    if (button) on(button, "click", act);
  }

  const stopPointer = bindPointer(on, board, zoom, inBox);
  // the right button pans the grid: no context menu there
  on(svg, "contextmenu", (e) => {
    if (state.mode === "grid") e.preventDefault();
  });

  // keys
  on(svg, "keydown", (e) => onBoardKey(e, board, zoom));
  // the cursor is drawn only while the board has the focus
  on(svg, "focus", actions.redraw);
  on(svg, "blur", actions.redraw);

  return () => {
    stopPointer();
    off();
  };
}
