// Board input: pointer events with pointer capture on the board SVG, and its keyboard. The
// pointer goes to the graph's or the grid's gestures (gestures-graph.js, gestures-grid.js), the
// keys to board-keys.js; all of them find what is under the pointer with hit-test.js. Edits go
// through `actions`, which owns history, solving and rendering:
//   actions.begin()            start an edit (remembers the puzzle for undo)
//   actions.apply(patch, opts) replace state.graph / state.grid, re-solving unless opts.solve === false
//   actions.end()              finish the edit (records it if anything changed)
//   actions.redraw()           re-render after a view-only change
//   actions.notice(text)       show an inline message
//   actions.pick(place)        a game against the engine is on: move there (returns true), or false
import { hitTest } from "./hit-test.js";
import * as graphGestures from "./gestures-graph.js";
import * as gridGestures from "./gestures-grid.js";
import { onKey } from "./board-keys.js";
import { listeners } from "./dom.js";

/**
 * Binds the board. Returns the function that unbinds every listener.
 * @param {SVGSVGElement} svg
 * @param {object} state
 * @param {object} actions
 */
export function bindBoard(svg, state, actions) {
  const { on, off } = listeners();
  let gesture = null; // the pointer gesture in progress
  const tryEdit = (fn) => {
    try {
      actions.begin();
      fn();
    } catch (err) {
      actions.notice(err.message);
    } finally {
      actions.end();
    }
  };
  const board = { state, svg, hit: hitTest(svg, state), actions, tryEdit };
  const gestures = () => (state.mode === "graph" ? graphGestures : gridGestures);

  on(svg, "pointerdown", (e) => {
    if (e.button !== 0 || gesture) return;
    if (actions.pick && actions.pick(board.hit.placeAt(e))) return; // a game is on: no editing
    svg.setPointerCapture(e.pointerId);
    gesture = gestures().down(e, board.hit.pieceAt(e), board);
    actions.redraw();
  });

  on(svg, "pointermove", (e) => {
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
    if (!gesture) return;
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

  on(svg, "keydown", (e) => {
    if (!onKey(e, board)) return;
    e.preventDefault();
    e.stopPropagation();
    actions.redraw();
  });

  return off;
}
