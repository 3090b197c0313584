// The Watch tab's controls: the steps, play and its speed, the level slider (scrub), the arrow
// keys (wherever the focus is, as the Optimal line's), and the heatmaps' pointer (the state
// under it is described with its moves at this level; a click or tap pins a state, so a phone
// without hover can read one, and the same click again lets it go). Each hands its change to watch/watch.js, or writes the view-only hover
// and pin, and asks for a redraw. `bindWatchControls` returns its unbind function.
import { $, listeners } from "../ui/dom.js";
import { axisPlaces } from "../model/places.js";
import { pixels } from "../solver/heatmap.js";

/**
 * Binds the Watch pane.
 * @param {object} page
 * @param {object} page.state       model/state.js
 * @param {object} page.watching    watch/watch.js
 * @param {() => void} page.schedule   asks for a redraw
 * @returns {() => void} the unbind function
 */
export function bindWatchControls({ state, watching, schedule }) {
  const { on, off } = listeners();
  const speed = () => Number($("#watch-speed").value);
  on($("#watch-first"), "click", () => watching.step(-Infinity));
  on($("#watch-back"), "click", () => watching.step(-1));
  on($("#watch-fwd"), "click", () => watching.step(1));
  on($("#watch-last"), "click", () => watching.step(Infinity));
  on($("#watch-play"), "click", () => watching.togglePlay(speed()));
  on($("#watch-speed"), "change", () => watching.setSpeed(speed()));
  // scrubbing: every value the slider passes is a frame
  on($("#watch-level"), "input", (e) => {
    watching.stop();
    watching.to(Number(e.target.value));
  });
  // ← / → step the levels wherever the focus is while the Watch is open (not in a field, a list,
  // the board or the tabs, which use the arrows themselves), as in the Optimal line; Home / End
  // inside its pane. Each step's words are in the pane's live region.
  on(document, "keydown", (e) => {
    if (state.view.tab !== "watch" || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest?.("input, textarea, select, [contenteditable], [role=combobox], [role=listbox], [role=tablist], dialog, #board")) return; // (not shown)
    const inPane = !!e.target.closest?.("#pane-watch") || e.target === document.body;
    const k = { ArrowLeft: -1, ArrowRight: 1, ...(inPane ? { Home: -Infinity, End: Infinity } : {}) }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    watching.step(k);
  });
  // the stepper at the board (phones) steps the levels while the Watch is open; it is caught on its
  // way down, before the line's handler (explore/controls.js) sees it
  on($("#board-stepper"), "click", (e) => {
    if (state.view.tab !== "watch") return;
    const step = e.target.closest("[data-step]")?.dataset.step;
    const k = { first: -Infinity, back: -1, fwd: 1, last: Infinity }[step];
    if (k === undefined) return;
    e.stopPropagation();
    watching.step(k);
  }, { capture: true });
  for (const canvas of document.querySelectorAll(".watch-frame canvas[data-turn]")) {
    const turn = Number(canvas.dataset.turn);
    // the state at the event's pixel (x: the cat's place, y: the mouse's), or null off the map
    const stateAt = (e) => {
      const r = canvas.getBoundingClientRect();
      const x = Math.floor(((e.clientX - r.left) / r.width) * canvas.width);
      const y = Math.floor(((e.clientY - r.top) / r.height) * canvas.height);
      if (!(x >= 0 && y >= 0 && x < canvas.width && y < canvas.height)) return null;
      const places = axisPlaces(state);
      const { index, side } = pixels(places.length);
      return { mouse: places[index(y)], cats: [places[index(x)]], turn, x, y, side };
    };
    const hover = (e) => {
      state.view.watchHover = stateAt(e);
      schedule();
    };
    on(canvas, "pointermove", hover);
    on(canvas, "pointerdown", (e) => {
      const s = stateAt(e);
      const was = state.view.watchPinned;
      const same = s && was && was.turn === s.turn && was.x === s.x && was.y === s.y;
      state.view.watchPinned = same ? null : s;
      // a mouse keeps hovering the pixel; a touch has no hover once the finger lifts
      state.view.watchHover = e.pointerType === "mouse" ? s : null;
      schedule();
    });
    on(canvas, "pointerleave", () => {
      state.view.watchHover = null;
      schedule();
    });
  }
  return off;
}
