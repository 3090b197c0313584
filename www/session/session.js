// The session: every change of the puzzle and of its solve. The one "solve, then continue" path
// (solver/solving.js) serves both kinds of change: an edit of the shown puzzle (solveShown: while a big
// puzzle solves in the worker the board waits uncoloured) and a puzzle from outside (adopt: a
// gallery pick, a paste, a link, a restored puzzle; the shown one stays until the new one is
// checked and solved, and a big graph laid out in a worker). A puzzle from outside still on its
// way when the user changes the shown one is dropped, and says so: the user's edit wins. Also: the
// undo transactions (each step keeps the board's view it was drawn in), saving (a failed save is
// said), and the opening puzzle's trial when the page opens (this tab's own, else the saved one).
import { check } from "../solver/wasm.js";
import { stateCount, MAIN_THREAD_STATES } from "../solver/engine.js";
import { createSolving } from "../solver/solving.js";
import { snapshot } from "../model/state.js";
import { createHistory, record, undo as undoStep, redo as redoStep } from "../model/history.js";
import { rolesMoved } from "../model/puzzle.js";
import { layout, layoutLater, layoutInWorker } from "../model/layout.js";
import { save, backUp, keepPrevious, saveHistory, json, BACKUP_KEY } from "./storage.js";
import { showBanner, clearBoardBanner } from "../ui/banner.js";
import { clearHash } from "./links.js";

/** A puzzle record at least this long (characters) is saved in a task of its own (see persist). */
const BIG_RECORD_CHARS = 100000;

/**
 * The session of a page.
 * @param {object} page
 * @param {object} page.state                 model/state.js
 * @param {object} page.engine                solver/engine.js
 * @param {object} page.explore               explore/explore.js (left whenever the puzzle changes)
 * @param {Storage|null} page.local           where the puzzle is saved
 * @param {Storage|null} page.tab             where this tab's undo history is saved
 * @param {object} page.defaults              the opening puzzle when nothing saved opens: {mode, graph, grid}
 * @param {() => void} page.schedule          asks for a redraw
 * @param {() => void} page.progress          shows the progress clock now (and says that a solve runs)
 * @param {(text: string) => void} [page.announce]   says what an edit did besides what the user moved (a role swap)
 * @param {(text: string) => void} [page.tell]       says something next to what the user acted on (a puzzle dropped for their edit)
 * @param {(kept: {saved: boolean, inTab: boolean, snap: object}) => void} [page.kept]
 *   after every save: whether the browser kept the puzzle (`saved`) and whether this tab did (`inTab`)
 */
export function createSession({ state, engine, explore, local, tab, defaults, schedule, progress, announce = () => {}, tell = () => {}, kept = () => {} }) {
  const history = createHistory();
  let trial = null; // the opening record on trial: {snap, raw} until it has been checked, solved and drawn once
  let before = null; // the puzzle when the outermost open edit began
  let frameBefore = null; // the board's view then (state.view.frame)
  let depth = 0; // how many edits are open (begin without end)
  // the board's view each snapshot in the history was drawn in, so undo and redo bring back what
  // the user saw (snapshots in the history never change)
  const frames = new WeakMap();
  // a puzzle from outside (or a new layout) on its way: {what, cancelled(why), layout, gen}, or null
  let pending = null;

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
    // (an edit that only moved a piece reuses the shown table)
    solveThen(state, "", {
      reuse: state.solution,
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
    state.view.frame = null;
    history.past.length = 0;
    history.future.length = 0;
    historyChanged();
    saveHistory(tab, history, snapshot(state));
    showBanner({
      kind: "error",
      board: true,
      text: `Your saved puzzle could not be opened: ${reason}. `
        + (kept ? `It is kept in this browser's storage under "${BACKUP_KEY}"; the default puzzle is shown.` : "The default puzzle is shown."),
    });
    solveShown();
  }

  /**
   * Opens the page's first puzzle (the state already holds it): `saved` on trial, which is this
   * tab's own puzzle with its undo history (session/storage.js restoreTab: a reload) or the newest saved
   * puzzle (session/storage.js restore: a new tab), or the defaults.
   */
  function open(saved) {
    trial = saved?.snap ? saved : null;
    if (trial?.past) Object.assign(history, { past: trial.past, future: trial.future });
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

  /**
   * Saves the puzzle (localStorage, for a new tab) and this tab's puzzle with its undo history
   * (sessionStorage, for a reload), and tells `kept` what the browser took.
   */
  function persist(from = null, now = snapshot(state)) {
    trial = null; // the user has changed the puzzle: it is theirs now, whatever its first solve does
    const write = () => {
      const saved = save(local, now, from);
      const inTab = saveHistory(tab, history, now);
      kept({ saved, inTab, snap: now });
    };
    // a big puzzle's record (hundreds of kB) is written in a task of its own, right after this one
    if (json(now).length > BIG_RECORD_CHARS) setTimeout(write);
    else write();
  }

  /**
   * The user changed the shown puzzle: a banner about the board no longer holds, and a puzzle
   * from outside still on its way is dropped (the user's edit wins), saying so.
   */
  function userChanged() {
    clearBoardBanner();
    cancelPending("you changed the puzzle on the board while it was loading", true);
  }

  /**
   * Drops the puzzle from outside (or the layout) on its way, if any, and says `why` (its
   * `cancelled`, told whether the user's `edit` on the board is why).
   */
  function cancelPending(why, edit = false) {
    const job = pending;
    if (!job) return;
    finish(job);
    if (job.gen === solving.current() && state.solving) solving.stop(); // its solve, unless an edit's replaced it
    job.cancelled(why, edit);
    schedule();
  }

  /** `job` is over: no longer pending, its layout worker ended. */
  function finish(job) {
    if (pending === job) pending = null;
    state.laying = null;
    job.layout?.stop("done");
  }

  /** Lays out `adj` in the layout worker for `job`, the progress shown meanwhile. */
  function layOut(job, adj) {
    state.laying = { nodes: adj.length, started: performance.now(), fraction: 0, what: job.what };
    job.layout = layoutLater(adj, (fraction) => {
      if (pending !== job || !state.laying) return;
      state.laying.fraction = fraction;
      progress();
    });
    progress();
    return job.layout.promise;
  }

  // ---------------------------------------------------------------- undo transactions

  /** Starts an edit (remembers the puzzle and the board's view for undo); edits nest. */
  function begin() {
    if (depth++ === 0) {
      before = snapshot(state);
      frameBefore = state.view.frame;
    }
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
   * (a whole new puzzle). Returns the puzzle's snapshot as it now is (null inside a nested edit).
   */
  function end(from = null, quiet = false) {
    if (depth === 0 || --depth > 0) return null;
    const now = snapshot(state);
    if (json(now) !== json(before)) {
      userChanged();
      record(history, before);
      frames.set(before, frameBefore);
      historyChanged();
      if (from === "link") keepPrevious(local);
      persist(from, now);
      clearHash();
      const moved = quiet ? "" : rolesMoved(before, now);
      if (moved) announce(moved);
    }
    before = null;
    schedule();
    return now;
  }

  /** Shows `snap` (an undo or redo step) in the board's view it was drawn in, if known. */
  function restore(snap) {
    userChanged();
    Object.assign(state, structuredClone(snap), { note: null });
    if (frames.has(snap)) state.view.frame = frames.get(snap);
    historyChanged();
    solveShown();
    persist();
    schedule();
  }

  // ---------------------------------------------------------------- puzzles from outside

  /**
   * A parsed link or paste (model/codec.js) as puzzle parts for adopt. A graph gets its layout only
   * once it is accepted, so nothing is laid out for a puzzle the solver refuses.
   */
  function candidate(spec) {
    if (spec.mode === "graph") {
      const graph = { adj: spec.adj, hole: spec.hole ?? 0, mouse: spec.mouse ?? 1, cats: spec.cats ?? [2], first: spec.first ?? "mouse" };
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
   * then calls `then(snap)` (the new puzzle's snapshot); otherwise keeps the current puzzle and
   * calls `refused(err)` (default: says why under Import / export). A puzzle that solves here is
   * checked by the solver first, so if refused it costs no layout and no solve, and a solve of
   * the shown puzzle still running goes on; a big one is checked by its solve. Big puzzles
   * solve in the worker while the current puzzle stays on the board, and a big graph without a
   * drawing is laid out in the layout worker meanwhile. If the user changes the shown puzzle
   * before the new one is ready, the new one is dropped and `cancelled(why)` says so (default:
   * next to what the user acted on). `from: "link"` saves the new puzzle as an unedited link
   * (session/storage.js). The new puzzle is shown in a view fitted to it.
   */
  function adopt(next, what, { then = () => {}, refused = null, from = null, cancelled = null } = {}) {
    const graph = next.graph ?? state.graph;
    const grid = next.grid ?? state.grid;
    const refuse = refused ?? ((err) => notice(`${what} was not loaded: ${err.message}. Your puzzle is unchanged.`));
    // The solver's check first, on this thread, for a puzzle that solves here; a big one is
    // checked by its solve in the worker, first thing (reading a big puzzle into the solver here
    // would hold the page), and its layout is stopped if the solver refuses it.
    const here = stateCount(next.mode, graph, grid) <= MAIN_THREAD_STATES;
    try {
      if (here) check(next.mode, graph, grid);
    } catch (err) {
      refuse(err);
      return;
    }
    cancelPending(`${what.replace(/^(The|Your) /, (w) => w.toLowerCase())} was opened instead`);
    const job = { what, cancelled: cancelled ?? ((why) => tell(`${what} was not loaded: ${why}.`)), layout: null, gen: -1 };
    pending = job;
    const same = graph.adj.length === state.graph.adj.length && JSON.stringify(graph.adj) === JSON.stringify(state.graph.adj);
    const known = graph.pos ?? (same ? state.graph.pos : null);
    // a graph without a drawing whose layout is more than a frame's work (model/layout.js
    // layoutInWorker): laid out in the layout worker (while it solves, if it solves in a worker)
    const laid = known || !layoutInWorker(graph.adj) ? null : layOut(job, graph.adj);
    const fail = (err) => {
      if (pending !== job) return;
      const gen = job.gen;
      finish(job);
      if (gen === solving.current() && state.solving) solving.stop();
      refuse(err);
      schedule();
    };
    laid?.catch(fail);
    const commit = (solution, pos) => {
      finish(job);
      begin();
      // a puzzle of the other game brings that game's tools (a graph tool on a grid is no edit)
      if (state.mode !== next.mode) state.view.tool = next.mode === "graph" ? "move" : "paint";
      Object.assign(state, { mode: next.mode, graph: { ...graph, pos }, grid, error: "", note: null, solving: null });
      if (!same || graph.pos) state.view.frame = null; // a new drawing: fitted at the next draw
      explore.clear();
      show(solution);
      then(end(from, true));
    };
    const solve = (pos) => {
      solveThen({ mode: next.mode, graph, grid }, what, {
        then: (solution) => {
          if (pending !== job) return;
          trial = null; // the saved puzzle, if it was still on trial, is replaced
          if (pos || !laid) {
            commit(solution, pos ?? known ?? layout(graph.adj));
            return;
          }
          job.solved = true; // (the shown table may be gone: see revive)
          laid.then((p) => {
            if (pending !== job) return;
            commit(solution, p);
            schedule();
          }, () => {});
        },
        fail,
        waiting: schedule,
      });
      job.gen = solving.current();
    };
    // A puzzle that solves on this thread waits for its layout first: solving it replaces the
    // solver's live puzzle here, which the shown puzzle still needs until the new one is shown.
    if (laid && here) {
      laid.then((p) => {
        if (pending === job) solve(p);
      }, () => {});
    } else {
      solve(null);
    }
  }

  /**
   * "Lay out again": the whole graph laid out afresh (model/layout.js), as one edit that undo takes
   * back, in a view fitted to it; a big or dense graph in the layout worker, with the progress shown
   * (an edit meanwhile keeps the user's drawing and says so).
   */
  function relayout() {
    const adj = state.graph.adj;
    const put = (pos) => {
      begin();
      apply({ graph: { ...state.graph, pos } }, { solve: false });
      state.view.frame = null;
      end();
    };
    if (!layoutInWorker(adj)) {
      put(layout(adj));
      return;
    }
    cancelPending("you asked for a new layout");
    const job = { what: "The new layout", cancelled: () => tell("Lay out again was stopped: the puzzle changed meanwhile. Your drawing stays."), layout: null, gen: -1 };
    pending = job;
    layOut(job, adj).then((pos) => {
      if (pending !== job) return;
      finish(job);
      if (state.graph.adj === adj) put(pos);
      schedule();
    }, (err) => {
      if (pending !== job) return;
      finish(job);
      tell(`Not laid out again: ${err.message === "its layout was stopped" ? "stopped" : err.message}. Your drawing stays.`);
      schedule();
    });
    schedule();
  }

  return {
    notice,
    open,
    adopt,
    candidate,
    relayout,
    /** The undo transaction the board input and the controls edit through. */
    edits: { begin, apply, end },

    /** Stops the solve running in the worker, and a layout running in its worker (the Stop button). */
    stopSolve() {
      solving.stop();
      if (pending?.layout && state.laying) pending.layout.stop(pending.solved || !state.solving ? "its layout was stopped" : "the solve was stopped");
    },

    /** Switches between the graph and the grid game. */
    setMode(mode) {
      if (state.mode === mode) return;
      userChanged();
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
      const now = snapshot(state);
      const snap = undoStep(history, now);
      if (!snap) return;
      frames.set(now, state.view.frame);
      restore(snap);
    },

    /** Makes an undone edit again. */
    redo() {
      const now = snapshot(state);
      const snap = redoStep(history, now);
      if (!snap) return;
      frames.set(now, state.view.frame);
      restore(snap);
    },

    /**
     * Before a redraw: solves the shown puzzle again if its solution's table died with a failed
     * solver, or a bigger puzzle superseded its worker solve before the solver refused that one.
     */
    revive() {
      // (not while a puzzle from outside is on its way: its solve, done or not, must not be superseded)
      if (pending) return;
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
