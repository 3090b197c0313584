// A game's or the line's record imported (model/record.js), replayed once its puzzle's answers
// are in, a few thousand plies a frame, so that a long record never holds the page. It alone
// writes state.recordNote; what the record held goes to the Play or the Optimal line tab
// (explore/explore.js hands it on).
import { plies } from "./play.js";
import { startReplay, MORE } from "./transcript.js";
import { plies as pliesWords } from "../model/words.js";
import { t, number } from "../i18n/i18n.js";

/** How long an imported record's replay may take of one frame, in ms (it goes on in the next). */
const REPLAY_FRAME_MS = 16;

/** What sync returns while a record is still being replayed (the views wait for it). */
export const REPLAYING = Object.freeze({ replaying: true });

/**
 * The replay of a record imported.
 * @param {object} page
 * @param {object} page.state        model/state.js
 * @param {Function} page.ask        the shown solution's answers (explore/explore.js)
 * @param {() => void} page.schedule
 */
export function createReplay({ state, ask, schedule }) {
  let imported = null; // the record waiting or being replayed: {record, replayer, solution}

  return {
    /** A record read from text, its puzzle just shown: replayed from the next redraw. */
    load(record) {
      imported = { record, replayer: null, solution: null };
      state.recordNote = null;
      schedule();
    },

    /** Forgets the record and what was said of it (the puzzle replaced, a game started). */
    forget() {
      imported = null;
      state.recordNote = null;
    },

    /** Clears what was said of a record (a game started by the user takes the pane over). */
    hush() {
      state.recordNote = null;
    },

    /**
     * Before drawing: replays a slice of the record. Returns null without a record, REPLAYING
     * while it is replayed (or its answers are on their way), else what it held: {game}, {walk},
     * or {} (its plies could not be read).
     */
    sync() {
      if (!imported) return null;
      if (imported.solution !== state.solution) Object.assign(imported, { solution: state.solution, replayer: startReplay(imported.record, state.solution) });
      const { replayer } = imported;
      const done = replayer.step(ask, REPLAY_FRAME_MS);
      if (done === undefined) return REPLAYING;
      if (done === MORE) {
        state.recordNote = { kind: "info", text: t("record.replaying", { done: number(replayer.done, { useGrouping: true }), total: number(replayer.total, { useGrouping: true }) }) };
        schedule();
        return REPLAYING;
      }
      imported = null;
      if (done.error) {
        state.recordNote = { kind: "error", text: t("record.notPlies", { why: done.error }) };
        return {};
      }
      if (done.game) {
        state.recordNote = { kind: "info", text: t("record.importedGame", { plies: pliesWords(plies(done.game)) }) };
        return { game: done.game };
      }
      state.recordNote = { kind: done.differs ? "error" : "info", text: done.differs
        ? t("record.differs", { ply: done.differs })
        : t("record.importedLine", { plies: pliesWords(done.plies) }) };
      return { walk: done.walk };
    },
  };
}
