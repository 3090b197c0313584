// The session: every change of the puzzle and of its solve. The one "solve, then continue" path
// (solving.js) serves both kinds of change: an edit of the shown puzzle (solveShown: while a big
// puzzle solves in the worker the board waits uncoloured) and a puzzle from outside (adopt: a
// gallery pick, a paste, a link, a restored puzzle; the shown one stays until the new one is
// checked and solved). Also: the undo transactions, saving, and the saved puzzle's trial when
// the page opens.
import { check } from "./wasm.js";
import { createSolving } from "./solving.js";
import { snapshot } from "./state.js";
import { createHistory, record, undo as undoStep, redo as redoStep } from "./history.js";
import { rolesMoved } from "./puzzle.js";
import { layout } from "./layout.js";
import { save, backUp, keepPrevious, saveHistory, restoreHistory, BACKUP_KEY } from "./storage.js";
import { showBanner } from "./banner.js";
import { clearHash } from "./links.js";

/**
 * The session of a page.
 * @param {object} page
 * @param {object} page.state                 state.js
 * @param {object} page.engine                engine.js
 * @param {object} page.explore               explore.js (left whenever the puzzle changes)
 * @param {Storage|null} page.local           where the puzzle is saved
 * @param {Storage|null} page.tab             where this tab's undo history is saved
 * @param {object} page.defaults              the opening puzzle when nothing saved opens: {mode, graph, grid}
 * @param {() => void} page.schedule          asks for a redraw
 * @param {() => void} page.progress          shows the progress clock now (and says that a solve runs)
 * @param {(text: string) => void} [page.announce]   says what an edit did besides what the user moved (a role swap)
 */
export function createSession({ state, engine, explore, local, tab, defaults, schedule, progress, announce = () => {} }) {
  const history = createHistory();
  let trial = null; // the saved record on trial: {snap, raw} until it has been checked, solved and drawn once
  let before = null; // the puzzle when the outermost open edit began
  let depth = 0; // how many edits are open (begin without end)

  const solving = createSolving({ state, engine, schedule, progress });
  const { solveThen } = solving;

  const historyChanged = () => {
    state.canUndo = history.past.length > 0;
    state.canRedo = history.future.length > 0;
  };

  /** Shows `text` under Import / export (an empty text hides it), scrolled into view once drawn. */
  function notice(text, kind = "error") {
    state.notice = text ? { kind, text } : null;
    schedule();
    if (text && typeof document !== "undefined") {
      requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector("#notice")?.scrollIntoView({ block: "nearest" })));
    }
  }

  /**
   * Takes `solution` as the shown one. The board's player to move follows the start's when the
   * first player changed (a cat-first graph, an undo of it, another game), and stays otherwise.
   */
  function show(solution) {
    const before = state.solution;
    if (!state.view.at && (!before || before.start.turn !== solution.start.turn)) state.view.turn = solution.start.turn;
    state.solution = solution;
  }

  /** Solves the shown puzzle again (after an edit, an undo, a mode switch, a lost table). */
  function solveShown() {
    explore.clear();
    state.solving = null;
    solveThen(state, "", {
      then: (solution) => {
        state.error = "";
        show(solution);
      },
      fail: (err) => {
        if (trial) {
          fallBack(err.message);
          return;
        }
        state.solution = null;
        state.error = err.message;
      },
      waiting: () => {
        state.error = "";
        state.solution = null;
      },
    });
  }

  /**
   * Opens the page with the defaults instead of a saved puzzle that failed (`reason`), keeps the
   * saved record's text `raw` under BACKUP_KEY, and tells the user.
   */
  function fallBack(reason, raw = trial?.raw) {
    trial = null;
    const kept = backUp(local, raw);
    Object.assign(state, structuredClone(defaults), { solution: null, error: "", note: null });
    history.past.length = 0;
    history.future.length = 0;
    historyChanged();
    saveHistory(tab, history, snapshot(state));
    showBanner({
      kind: "error",
      text: `Your saved puzzle could not be opened: ${reason}. `
        + (kept ? `It is kept in this browser's storage under "${BACKUP_KEY}"; the default puzzle is shown.` : "The default puzzle is shown."),
    });
    solveShown();
  }

  /**
   * Opens the page's first puzzle: `saved` (storage.js restore) on trial with this tab's undo
   * history, or the defaults (the state already holds the opening puzzle).
   */
  function open(saved, limits) {
    trial = saved?.snap ? saved : null;
    if (trial) Object.assign(history, restoreHistory(tab, trial.snap, limits));
    historyChanged();
    if (saved?.error) {
      fallBack(saved.error, saved.raw);
      return;
    }
    try {
      if (trial) for (const mode of ["graph", "grid"]) check(mode, state.graph, state.grid);
      solveShown();
    } catch (err) {
      fallBack(err.message);
    }
  }

  /** Saves the puzzle (localStorage) and this tab's undo history (sessionStorage). */
  function persist(from = null) {
    trial = null; // the user has changed the puzzle: it is theirs now, whatever its first solve does
    const now = snapshot(state);
    save(local, now, from);
    saveHistory(tab, history, now);
  }

  // ---------------------------------------------------------------- undo transactions

  /** Starts an edit (remembers the puzzle for undo); edits nest. */
  function begin() {
    if (depth++ === 0) before = snapshot(state);
  }

  /** Changes the puzzle (`patch`: graph and/or grid), solving it again unless `solve` is false. */
  function apply(patch, { solve = true } = {}) {
    Object.assign(state, patch);
    state.note = null;
    if (solve) solveShown();
    schedule();
  }

  /**
   * Ends an edit: records it for undo and saves it if the puzzle changed (`from: "link"` marks a
   * link's), and says what it did besides what the user moved (a swap of roles), unless `quiet`
   * (a whole new puzzle).
   */
  function end(from = null, quiet = false) {
    if (depth === 0 || --depth > 0) return;
    const now = snapshot(state);
    if (JSON.stringify(now) !== JSON.stringify(before)) {
      record(history, before);
      historyChanged();
      if (from === "link") keepPrevious(local);
      persist(from);
      clearHash();
      const moved = quiet ? "" : rolesMoved(before, now);
      if (moved) announce(moved);
    }
    before = null;
    schedule();
  }

  function restore(snap) {
    Object.assign(state, structuredClone(snap), { note: null });
    historyChanged();
    solveShown();
    persist();
    schedule();
  }

  // ---------------------------------------------------------------- puzzles from outside

  /**
   * A parsed link or paste (codec.js) as puzzle parts for adopt. A graph gets its layout only
   * once it is accepted, so nothing is laid out for a puzzle the solver refuses.
   */
  function candidate(spec) {
    if (spec.mode === "graph") {
      const graph = { adj: spec.adj, hole: spec.hole ?? 0, mouse: spec.mouse ?? 1, cat: spec.cat ?? 2, first: spec.first ?? "mouse" };
      if (spec.extraHoles?.length) graph.extraHoles = spec.extraHoles;
      if (spec.rules) graph.rules = spec.rules;
      return { mode: "graph", graph };
    }
    const grid = { rows: spec.rows, catJump: spec.catJump, mouseJump: spec.mouseJump, turnLimit: spec.turnLimit ?? state.grid.turnLimit };
    if (spec.rules) grid.rules = spec.rules;
    return { mode: "grid", grid };
  }

  /**
   * Replaces the puzzle with `next` ({mode, graph?|grid?}) if the solver accepts and solves it,
   * then calls `then()`; otherwise keeps the current puzzle and calls `refused(err)` (default:
   * says why under Import / export). The solver's check comes first, so a refused puzzle costs
   * no layout and no solve, and a solve of the shown puzzle still running goes on. Big puzzles
   * solve in the worker while the current puzzle stays on the board. `from: "link"` saves the
   * new puzzle as an unedited link (storage.js).
   */
  function adopt(next, what, { then = () => {}, refused = null, from = null } = {}) {
    const graph = next.graph ?? state.graph;
    const grid = next.grid ?? state.grid;
    const refuse = refused ?? ((err) => notice(`${what} was not loaded: ${err.message}. Your puzzle is unchanged.`));
    try {
      check(next.mode, graph, grid);
    } catch (err) {
      refuse(err);
      return;
    }
    solveThen({ mode: next.mode, graph, grid }, what, {
      then: (solution) => {
        trial = null; // the saved puzzle, if it was still on trial, is replaced
        const same = JSON.stringify(graph.adj) === JSON.stringify(state.graph.adj);
        const pos = graph.pos ?? (same ? state.graph.pos : layout(graph.adj));
        begin();
        // a puzzle of the other game brings that game's tools (a graph tool on a grid is no edit)
        if (state.mode !== next.mode) state.view.tool = next.mode === "graph" ? "move" : "paint";
        Object.assign(state, { mode: next.mode, graph: { ...graph, pos }, grid, error: "", note: null, solving: null });
        explore.clear();
        show(solution);
        end(from, true);
        then();
      },
      fail: refuse,
      waiting: schedule,
    });
  }

  return {
    notice,
    open,
    adopt,
    candidate,
    /** The undo transaction the board input and the controls edit through. */
    edits: { begin, apply, end },

    /** Stops the solve running in the worker (the Stop button). */
    stopSolve: solving.stop,

    /** Switches between the graph and the grid game. */
    setMode(mode) {
      if (state.mode === mode) return;
      state.mode = mode;
      state.view.tool = mode === "graph" ? "move" : "paint";
      state.view.cursor = 0;
      state.view.hover = null;
      state.note = null;
      solveShown();
      persist();
      schedule();
    },

    /** Takes the last edit back. */
    undo() {
      const snap = undoStep(history, snapshot(state));
      if (snap) restore(snap);
    },

    /** Makes an undone edit again. */
    redo() {
      const snap = redoStep(history, snapshot(state));
      if (snap) restore(snap);
    },

    /**
     * Before a redraw: solves the shown puzzle again if its solution's table died with a failed
     * solver, or a bigger puzzle superseded its worker solve before the solver refused that one.
     */
    revive() {
      if (!state.solving && !engine.solving && (state.solution ? !engine.isLive(state.solution) : !state.error)) solveShown();
    },

    /** After a redraw: a saved puzzle that is solved and drawn is no longer on trial. */
    drawn() {
      if (trial && state.solution) trial = null;
    },

    /** A redraw failed with `err`: falls back to the defaults if the saved puzzle is on trial (returns whether it did). */
    drawFailed(err) {
      if (!trial) return false;
      fallBack(`it could not be drawn (${err.message})`);
      return true;
    },
  };
}
