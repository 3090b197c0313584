// The explore views' router: one controller per tab (Table, Play, Optimal line, Compare; the
// Watch has its own, watch/watch.js) and the replay of a record imported, each the only writer
// of its own state. This module opens the tabs, hands each action to the open tab's controller,
// and alone writes which position the board shows instead of the puzzle's start (a table click,
// a game, a step of the line) and the colouring that goes with it.
import { createTableTab } from "./table-tab.js";
import { createPlayTab } from "./play-tab.js";
import { createLineTab } from "./line-tab.js";
import { createCompareTab } from "./compare-tab.js";
import { createReplay, REPLAYING } from "./record-replay.js";
import { placeOf, moveBetween } from "./play.js";

/**
 * The explore views of a page. Long because it is the router: one short route a method, each
 * passing the action to the open tab's controller (the tabs' work lives in their own files).
 * @param {object} page
 * @param {object} page.state              model/state.js
 * @param {object} page.engine             solver/engine.js
 * @param {{defaultTurnLimit:number}} page.limits   the solver's defaults (LeetCode's turn limit, for Compare)
 * @param {() => void} page.schedule       asks for a redraw
 */
export function createExplore({ state, engine, limits, schedule }) {
  /** Asks the shown solution (solver/answers.js `ask`): the value, undefined while on its way, or null. */
  const ask = (kind, ...args) => (state.solution ? state.solution.ask(kind, ...args) : null);
  const cols = () => state.grid.rows[0]?.length ?? 1;

  const board = shownBoard(state);
  const table = createTableTab({ state });
  const play = createPlayTab({ state, ask, board, schedule });
  const line = createLineTab({ state, ask, board, schedule });
  const compare = createCompareTab({ state, engine, limits, schedule });
  const replay = createReplay({ state, ask, schedule });

  function stopTimers() {
    play.stop();
    line.stop();
  }

  /** Leaves any game and line; the board shows `s` ({mouse, cats, turn}), or the start (null). */
  function showOnBoard(s) {
    play.leave();
    line.leave();
    if (s) board.show(s);
    else board.start(state.solution ? state.solution.start.turn : state.view.turn);
  }

  return {
    ask,
    stopTimers,

    /** Leaves the explore views' positions (they belong to the table being replaced). */
    clear() {
      // the shown turn went with the shown pieces: back to the start's
      board.start(state.view.at ? state.solution?.start.turn ?? 0 : state.view.turn);
      play.leave();
      line.leave();
      table.leave();
      compare.leave();
      // (a record imported waits for its puzzle: loadRecord is called once that is shown, after this)
      replay.forget();
    },

    /**
     * Before drawing: replays a record imported, then lets the open tab show its position (a
     * game's, a step of the line's), judge a game and let the engine reply, start a comparison.
     */
    sync() {
      table.sync();
      if (!state.solution) return;
      const got = replay.sync();
      if (got === REPLAYING) return;
      if (got?.game) {
        line.leave();
        play.adopt(got.game);
        state.view.tab = "play";
      } else if (got?.walk) {
        play.leave();
        line.adopt(got.walk);
        state.view.tab = "line";
      }
      const tab = state.view.tab;
      const s = tab === "play" ? play.sync() : tab === "line" ? line.sync() : null;
      if (s) board.show(s);
      if (tab === "compare") compare.sync();
    },

    /** Opens an explore tab. */
    openTab(tab) {
      if (state.view.tab === tab) return;
      stopTimers();
      state.view.tab = tab;
      if (tab !== "play") play.leave();
      if (tab !== "line") line.leave();
      schedule();
    },

    /** Shows a state picked in the table. */
    showState(s) {
      if (!s || !state.solution) return;
      showOnBoard(s);
      schedule();
    },

    /** Back to the puzzle's own pieces. */
    backToStart() {
      showOnBoard(null);
      schedule();
    },

    /** Starts a game from the shown position (a running game's start), the user playing `human`. */
    play(human) {
      line.stop();
      if (play.play(human)) replay.hush();
    },

    // Play's settings and its game's actions, a place picked on the board (explore/play-tab.js)
    setLevel: play.setLevel, setSeed: play.setSeed, reseed: play.reseed, swapSides: play.swapSides, reviewAt: play.reviewAt,
    tryAgain: play.tryAgain, playJoint: play.playJoint, clearChoice: play.clearChoice, undoMove: play.undoMove, restartGame: play.restartGame,
    pick: play.pick, showTraps: play.showTraps,

    /**
     * The best move (Space): in Play, the package's best move for the user; in the Optimal line,
     * one ply on. Returns whether there was one to play.
     */
    bestMove() {
      if (state.view.tab === "line") return line.bestMove();
      return state.view.tab === "play" && play.bestMove();
    },

    /** The ply `ply` of the game or the line under the pointer (null: none): see hoverPly. */
    hoverPly: (ply) => hoverPly(state, line, ply, schedule),

    // the game's or the shown line's record as text (null: none, or answers on their way); a
    // record read from text (model/record.js), its puzzle just shown: replayed from the next redraw
    gameText: (link) => play.text(link, cols()),
    lineText: (link) => line.text(link, cols()),
    loadRecord: replay.load,

    // the Optimal line's steps and play (explore/line-tab.js), Compare's run and stop (explore/compare-tab.js)
    step: line.step, togglePlay: line.togglePlay, setSpeed: line.setSpeed, lineHere: line.here,
    rerunComparison: compare.rerun, stopComparison: compare.stop,
    // the notice shown now offers Undo of a load just made (explore/hardest.js): it goes when that is spent
    offeredUndo: table.offered,
  };
}

/**
 * The ply `ply` of the game or the line (`line`: the Optimal line tab) under the pointer (null:
 * none): outlined in its chart and list, and its move's place on the board (the piece that
 * moved: where it went). Writes the view-only hover fields.
 */
function hoverPly(state, line, ply, schedule) {
  const before = state.view.moveHover;
  state.view.moveHover = ply;
  if (ply === null) {
    if (before !== null) state.view.hover = null;
    schedule();
    return;
  }
  const tab = state.view.tab;
  const states = tab === "play" && state.game ? state.game.states : null;
  const at = (k) => (tab === "line" ? line.at(k) : states?.[k] ?? null);
  const s = ply > 0 ? at(ply) : null;
  const from = ply > 0 ? at(ply - 1) : null;
  // (several cats: their places are no one place to outline)
  state.view.hover = s && from ? placeOf(from, moveBetween(from, s)) : null;
  schedule();
}

/**
 * The board's shown position instead of the puzzle's start, and its colouring, as the explore
 * views set them: `colour` for the user's piece (kept until the user or a view changes it),
 * `follow` for the player to move at the position shown, which follows the position while the
 * user has not switched it (back at the start too).
 */
function shownBoard(state) {
  let followed = null; // the colour last followed, while it is the board's
  const follow = (colour) => {
    state.view.colour = colour;
    followed = colour;
  };
  return {
    follow,
    colour(colour) {
      state.view.colour = colour;
      followed = null;
    },
    /** Shows `s` ({mouse, cats, turn}). */
    show(s) {
      state.view.at = { mouse: s.mouse, cats: s.cats };
      state.view.turn = s.turn;
    },
    /** Back to the start, whose player to move is `turn`. */
    start(turn) {
      state.view.at = null;
      state.view.turn = turn;
      if (followed && state.view.colour === followed) follow(turn === 0 ? "mouse" : "cat");
    },
  };
}
