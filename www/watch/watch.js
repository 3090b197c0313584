// The Watch tab's state and timer: the shown level (state.view.watchLevel), stepping, playing and
// scrubbing through the frames, and what the Watch needs of the shown solution (the counts per
// level, the 2n DP's horizon and wrong states), asked of the solution once per solve, wherever
// its table is. The frames' heatmaps are the solution's (solver/answers.js `watchFrame`), the
// frames themselves solver/watch-frames.js's.
import { finalFrame, cumulative, sortedStates, framedView } from "../solver/watch-frames.js";
import { millis } from "../model/words.js";

/** Frames per second of each speed the Watch offers. */
export const SPEEDS = [2, 6, 20];

/**
 * The Watch of a page.
 * @param {object} page
 * @param {object} page.state       model/state.js
 * @param {object} page.engine      solver/engine.js (its query reaches the table wherever it is)
 * @param {() => void} page.schedule   asks for a redraw
 */
export function createWatching({ state, engine, schedule }) {
  let held = null; // {id, data, watch, sums} for the solution with this id
  let timer = 0;

  /** The Watch's data for the shown solution, or null while it is on its way (or there is no solution). */
  function ready() {
    const sol = state.solution;
    if (!sol) return null;
    if (held?.id === sol.id) return held;
    // the counts, not the states: the solution paints the frames' heatmaps where its table is
    const data = sol.ask("watchSummary");
    if (!data) return null; // undefined: asked, the answer comes with a redraw; null: refused
    held = {
      id: sol.id,
      data,
      watch: { final: finalFrame(data.index), horizon: data.horizon, wrong: sortedStates(data.wrong) },
      sums: cumulative(data.index),
    };
    // a new solution starts at level 0, with no state pinned
    state.view.watchLevel = 0;
    state.view.watchPinned = null;
    stop();
    return held;
  }

  function stop() {
    clearInterval(timer);
    timer = 0;
  }

  /** Shows frame `d`, held to 0..final. */
  function to(d) {
    const w = ready();
    if (!w) return;
    const level = Math.max(0, Math.min(w.watch.final, Math.round(d)));
    if (level === state.view.watchLevel) return;
    state.view.watchLevel = level;
    schedule();
  }

  return {
    ready,

    /** The shown frame: 0..final. */
    get level() { return state.view.watchLevel; },

    /** Whether the frames are playing. */
    get playing() { return timer !== 0; },

    to,

    /** Steps `k` frames (±Infinity: to either end); stops playing. */
    step(k) {
      stop();
      const w = ready();
      if (w) to(k === Infinity ? w.watch.final : k === -Infinity ? 0 : state.view.watchLevel + k);
      schedule();
    },

    /** Plays the frames at `fps` frames a second from the shown one (from 0 after the end), or pauses. */
    togglePlay(fps) {
      if (timer) {
        stop();
        schedule();
        return;
      }
      const w = ready();
      if (!w) return;
      if (state.view.watchLevel >= w.watch.final) to(0);
      const tick = () => {
        const now = ready();
        if (!now || state.view.tab !== "watch" || state.view.watchLevel >= now.watch.final) {
          stop();
          schedule();
          return;
        }
        to(state.view.watchLevel + 1);
      };
      timer = setInterval(tick, millis(1) / fps);
      schedule();
    },

    /** Changes the speed of a playing Watch. */
    setSpeed(fps) {
      if (!timer) return;
      stop();
      this.togglePlay(fps);
    },

    stop,

    /**
     * The board's colouring in the shown frame: `col` (board/colouring.js) with every place and move
     * mark framed (solver/watch-frames.js framedView). `col` itself while the Watch's data is on its way.
     */
    framed(col) {
      const w = ready();
      const sol = state.solution;
      if (!w || !sol) return col;
      const d = state.view.watchLevel;
      const frame = (v) => framedView(v, sol, w.watch, d);
      return { ...col, places: col.places.map(frame), marks: col.marks.map((m) => ({ ...m, view: frame({ ...m.view, state: m.state }) })) };
    },
  };
}
