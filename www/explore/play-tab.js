// The Play tab's controller: the game against the engine (explore/play.js holds its rules), the
// next game's settings (level and seed), the scorecard of the games played, and the engine's
// reply, which waits a moment so the user sees it. It alone writes state.game, state.playing and
// state.scores; the board's position and colouring go through `board` (explore/explore.js).
import { position, onBoard } from "../model/places.js";
import { newGame, here, plies, judge, humanToMove, humanMove, engineMove, undoMove, restart, swapSides, bestMoveForUser, pickForCats, choosingCats, mover, freshId, moveTo, tryAgainFrom, changeLevel } from "./play.js";
import { levelOf, isSeed, newSeed, PERFECT } from "./level.js";
import { score } from "./scorecard.js";
import { gameRecord } from "./transcript.js";

/** How long the engine waits before replying in a game, in ms (so the user sees its move). */
const ENGINE_DELAY_MS = 250;

/**
 * The Play tab.
 * @param {object} page
 * @param {object} page.state        model/state.js
 * @param {Function} page.ask        the shown solution's answers (explore/explore.js)
 * @param {{colour: (c: string) => void}} page.board   colours the board for a piece
 * @param {() => void} page.schedule
 */
export function createPlayTab({ state, ask, board, schedule }) {
  let engineTimer = 0; // the engine's reply on its way
  // a fresh seed per page: the same seed again is the user's to set
  state.playing = { level: PERFECT, seed: newSeed() };

  function stop() {
    clearTimeout(engineTimer);
    engineTimer = 0;
  }

  return {
    stop,

    /** Leaves the game (its tab closed, another position shown, the puzzle replaced). */
    leave() {
      stop();
      state.game = null;
    },

    /** Takes a game read from a record as the game on. */
    adopt(game) {
      stop();
      game.imported = true;
      state.game = game;
      state.playing = { level: game.level, seed: game.seed };
      board.colour(game.human);
    },

    /**
     * Before drawing: the position the game shows (its review's, or now), with the game judged
     * and the engine's reply on its way if it is the engine's turn; null without a game.
     */
    sync() {
      const game = state.game;
      if (!game) return null;
      // (an imported game was not played here: the scorecard counts it once it is played on)
      if (judge(game, ask) && game.over && !game.imported) score(state.scores, game);
      if (!game.over && !humanToMove(game) && !engineTimer) {
        engineTimer = setTimeout(() => {
          engineTimer = 0;
          // if the answer is still on its way, the redraw tries again
          if (state.game === game) {
            engineMove(game, ask, state.solution);
            schedule();
          }
        }, ENGINE_DELAY_MS);
      }
      return game.over && game.reviewAt !== null ? game.states[game.reviewAt] : here(game);
    },

    /**
     * Starts a game from the shown position (a running game's start), the user playing `human`;
     * the board colours the user's piece, so that its moves are the ringed places.
     */
    play(human) {
      if (!state.solution) return false;
      stop();
      const p = state.game ? state.game.states[0] : position(state);
      if (!onBoard(p, state.solution.places)) return false;
      state.game = newGame(human, { mouse: p.mouse, cats: p.cats, turn: p.turn }, state.solution, state.playing);
      board.colour(human);
      schedule();
      return true;
    },

    ...settingsOf(state, schedule),
    ...actionsOn(state, { ask, board, schedule, stop }),

    /** The game's record as text (null: no game, or answers on their way). */
    text: (link, cols) => (state.game && state.solution ? gameRecord(state.game, state.solution, state.mode, link, cols) : null),
  };
}

/** Play's settings for the next game: the engine's level (the game on's too) and the seed. */
function settingsOf(state, schedule) {
  return {
    /** The engine's level: for the next game, and for the game on from its next move (its record says from which ply). */
    setLevel(id) {
      if (!levelOf(id)) return;
      state.playing.level = id;
      if (state.game) changeLevel(state.game, id);
      schedule();
    },

    /** The seed of the next game (a game on keeps its own: Restart replays it with the new one). */
    setSeed(seed) {
      if (!isSeed(seed)) return false;
      state.playing.seed = seed;
      schedule();
      return true;
    },

    /** A fresh seed for the next game. */
    reseed() {
      state.playing.seed = newSeed();
      schedule();
    },
  };
}

/**
 * The user's actions on the game on: moves (a place picked, the best move, several cats' joint
 * move), swap, undo, restart, the review and "Try again from here". `stop` cancels the engine's
 * reply on its way; `board` colours the board for a piece.
 */
function actionsOn(state, { ask, board, schedule, stop }) {
  /** Runs `change(game)` on the game on (if there is one), then redraws. */
  const onGame = (change) => () => {
    if (!state.game) return;
    change(state.game);
    schedule();
  };

  return {
    /** Swaps sides in the game on: the engine takes the user's piece, the user the other. */
    swapSides: onGame((game) => {
      if (game.over) return;
      stop();
      swapSides(game);
      board.colour(game.human);
    }),

    /** The best move for the user (the package's first); returns whether there was one to play. */
    bestMove() {
      const game = state.game;
      if (!game || !humanToMove(game)) return false;
      const played = bestMoveForUser(game, ask);
      schedule();
      return played;
    },

    /** The review shows the position before ply `ply` of the finished game (null: its end). */
    reviewAt(ply) {
      const game = state.game;
      if (!game?.over) return;
      game.reviewAt = ply === null ? null : Math.max(0, Math.min(game.states.length - 1, ply - 1));
      board.colour(ply !== null ? mover(game.states[game.reviewAt].turn) : game.human);
      schedule();
    },

    /** "Try again from here": the finished game back to the position before ply `ply`, the game on again. */
    tryAgain(ply) {
      const game = state.game;
      if (!game || !tryAgainFrom(game, ply)) return;
      stop();
      board.colour(game.human);
      schedule();
    },

    /** Several cats played by the user: their joint move `to` (the sorted places), from the list of them. */
    playJoint(to) {
      const game = state.game;
      if (!game || !choosingCats(game)) return;
      humanMove(game, to, ask);
      schedule();
    },

    /** The hint: which of the user's moves now give their position's value away (said until the next move). */
    showTraps: onGame((game) => {
      if (humanToMove(game)) game.trapsAt = plies(game);
    }),

    /** The places picked so far for several cats' joint move, forgotten. */
    clearChoice: onGame((game) => {
      game.choice = [];
    }),

    /** Takes back the user's last move in the game. */
    undoMove: onGame((game) => {
      stop();
      undoMove(game);
      game.imported = false; // played on from here: the scorecard counts it
    }),

    /**
     * Back to the game's first position. A game whose end is on the scorecard stays there: the
     * game on becomes a new one on the card (`restarted` says so until its first move).
     */
    restartGame: onGame((game) => {
      stop();
      restart(game);
      if (state.scores.some((s) => s.id === game.id)) {
        game.id = freshId();
        game.imported = false;
        game.restarted = true;
      }
    }),

    /**
     * A place picked on the board: while a game is on in the open Play tab, the user's move there
     * (if legal; null: no place) and true; otherwise false (the board edits).
     */
    pick(place) {
      const game = state.game;
      if (!game || state.view.tab !== "play" || !state.solution) return false;
      if (place !== null && choosingCats(game)) pickForCats(game, place, ask);
      else if (place !== null && humanToMove(game)) humanMove(game, moveTo(here(game), place), ask);
      schedule();
      return true;
    },
  };
}
