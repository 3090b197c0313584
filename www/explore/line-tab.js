// The Optimal line tab's controller: the walk along the line (explore/line.js), stepped, or
// played out on a timer at a chosen speed, from the shown position or from a record imported.
// It alone writes state.walk; the board's colouring goes through `board` (explore/explore.js).
import { position, onBoard } from "../model/places.js";
import { newWalk, lineOf, stateAt, stepBy } from "./line.js";
import { lineRecord } from "./transcript.js";
import { millis } from "../model/words.js";

/**
 * The Optimal line tab.
 * @param {object} page
 * @param {object} page.state        model/state.js
 * @param {Function} page.ask        the shown solution's answers (explore/explore.js)
 * @param {{follow: (c: string) => void}} page.board   colours the board for the player to move at a step
 * @param {() => void} page.schedule
 */
export function createLineTab({ state, ask, board, schedule }) {
  let timer = 0; // the line playing out
  let speed = 0; // seconds per ply while it plays out

  /** The walk's line: undefined while on its way, null without a walk. */
  const line = () => (state.walk ? lineOf(state.walk, ask) : null);

  function stop() {
    clearInterval(timer);
    timer = 0;
    if (state.walk) state.walk.playing = false;
  }

  /** Moves the line by `delta` plies (±Infinity: to either end). */
  function step(delta) {
    const known = line();
    if (!known) return;
    stepBy(state.walk, known, delta);
    if (!state.walk.playing) stop();
    schedule();
  }

  function playOn() {
    clearInterval(timer);
    timer = setInterval(() => step(1), millis(speed));
  }

  return {
    stop,
    line,
    step,

    /** Leaves the line (its tab closed, another position shown, the puzzle replaced). */
    leave() {
      stop();
      state.walk = null;
    },

    /** Takes a walk read from a record as the line shown. */
    adopt(walk) {
      stop();
      state.walk = walk;
    },

    /**
     * Before drawing: the position the line shows (a walk from the shown position starts if
     * there is none); null while the line is on its way. Each new step colours the places of
     * the player to move, so that its moves are ringed (the cat's on its turns); a switch of
     * "Colour places for" holds until the next step. (Several cats move jointly, shown by
     * arrows, not rings: their colouring is left alone.)
     */
    sync() {
      if (!state.walk) {
        const p = position(state);
        if (onBoard(p, state.solution.places)) state.walk = newWalk(p);
      }
      const known = line();
      if (!known) return null;
      const s = stateAt(known, state.walk.step);
      if (state.walk.coloured !== state.walk.step && s.cats.length === 1) {
        state.walk.coloured = state.walk.step;
        board.follow(s.turn === 0 ? "mouse" : "cat");
      }
      return s;
    },

    /** One ply on, if the line has one; returns whether it had (Space). */
    bestMove() {
      const known = line();
      if (!known || state.walk.step >= known.plies) return false;
      step(1);
      return true;
    },

    /** The line's position `k` plies from its start (null: past its end or no line), for the hovered ply. */
    at(k) {
      const known = line();
      return known && k <= known.plies ? stateAt(known, k) : null;
    },

    /** Plays the line out at `seconds` per ply, or pauses it. */
    togglePlay(seconds) {
      const known = line();
      if (!known) return;
      if (state.walk.playing) {
        stop();
      } else {
        if (state.walk.step === known.plies) state.walk.step = 0;
        state.walk.playing = true;
        speed = seconds;
        playOn();
      }
      schedule();
    },

    /** A new speed for a line playing out. */
    setSpeed(seconds) {
      speed = seconds;
      if (state.walk?.playing) playOn();
    },

    /** Starts the line from the shown position. */
    here() {
      stop();
      state.walk = newWalk(position(state));
      schedule();
    },

    /** The shown line's record as text (null: no line). */
    text(link, cols) {
      const known = line();
      return known && state.solution ? lineRecord(state.walk, known, state.solution, state.mode, link, cols) : null;
    },
  };
}
