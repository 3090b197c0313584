// Adopting a puzzle from outside, for the session: a gallery pick, a paste, a link, a restored
// puzzle, and "Lay out again". The shown puzzle stays until the new one is checked and solved (and
// a big graph laid out in a worker); a puzzle from outside still on its way when the user changes
// the shown one is dropped, and says so: the user's edit wins. One job is on its way at a time.
import { check } from "../solver/wasm.js";
import { stateCount, MAIN_THREAD_STATES } from "../solver/engine.js";
import { layout, layoutLater, layoutInWorker } from "../model/layout.js";

/**
 * A parsed link or paste (model/codec.js) as puzzle parts for adopt, the grid's turn limit
 * `turnLimit` when it has none. A graph gets its layout only once it is accepted, so nothing is
 * laid out for a puzzle the solver refuses.
 */
export function candidate(spec, turnLimit) {
  if (spec.mode === "graph") {
    const graph = { adj: spec.adj, hole: spec.hole ?? 0, mouse: spec.mouse ?? 1, cats: spec.cats ?? [2], first: spec.first ?? "mouse" };
    if (spec.extraHoles?.length) graph.extraHoles = spec.extraHoles;
    if (spec.rules) graph.rules = spec.rules;
    return { mode: "graph", graph };
  }
  const grid = { rows: spec.rows, catJump: spec.catJump, mouseJump: spec.mouseJump, turnLimit: spec.turnLimit ?? turnLimit };
  if (spec.rules) grid.rules = spec.rules;
  return { mode: "grid", grid };
}

/**
 * The adopting of a session.
 * @param {object} page
 * @param {object} page.state                  model/state.js
 * @param {object} page.solving                solver/solving.js
 * @param {object} page.edits                  session/edits.js (a puzzle adopted is one edit)
 * @param {object} page.explore                explore/explore.js (left when the puzzle changes)
 * @param {(solution: object) => void} page.show   takes a solution as the shown one
 * @param {() => void} page.schedule           asks for a redraw
 * @param {() => void} page.progress           shows the progress clock now
 * @param {(text: string) => void} page.notice says something under Import / export
 * @param {(text: string) => void} page.tell   says something next to what the user acted on
 * @param {(over: {taken?: boolean, edited?: boolean}) => void} page.linkOver   a link's puzzle is over (session/opening.js)
 */
export function createAdopting({ state, solving, edits, explore, show, schedule, progress, notice, tell, linkOver }) {
  // a puzzle from outside (or a new layout) on its way: {what, cancelled(why, edit), layout, gen, solved}, or null
  let pending = null;

  /** Drops the job on its way, if any, and says `why` (its `cancelled`, told whether the user's `edit` is why). */
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

  /**
   * Replaces the puzzle with `next` ({mode, graph?|grid?}, or {unread: Error} for one that could
   * not be read) if the solver accepts and solves it, then calls `then(snap)` (the new puzzle's
   * snapshot); otherwise keeps the current puzzle and calls `refused(err)` (default: says why
   * under Import / export). A puzzle that solves here is checked by the solver first, so if
   * refused it costs no layout and no solve, and a solve of the shown puzzle still running goes
   * on; a big one is checked by its solve. Big puzzles solve in the worker while the current
   * puzzle stays on the board, and a big graph without a drawing is laid out in the layout worker
   * meanwhile. If the user changes the shown puzzle before the new one is ready, the new one is
   * dropped and `cancelled(why, edit)` says so (default: next to what the user acted on).
   * `from: "link"` saves the new puzzle as an unedited link (session/storage.js), and tells the
   * opening when it is over. The new puzzle is shown in a view fitted to it.
   */
  function adopt(next, what, { then = () => {}, refused = null, from = null, cancelled = null } = {}) {
    const over = from === "link" ? linkOver : () => {};
    const refuse = (err) => {
      (refused ?? ((e) => notice(`${what} was not loaded: ${e.message}. Your puzzle is unchanged.`)))(err);
      over({});
    };
    if (next.unread) {
      refuse(next.unread);
      return;
    }
    const graph = next.graph ?? state.graph;
    const grid = next.grid ?? state.grid;
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
    const drop = cancelled ?? ((why) => tell(`${what} was not loaded: ${why}.`));
    const job = {
      what, layout: null, gen: -1,
      cancelled: (why, edit) => {
        drop(why, edit);
        over({ edited: edit });
      },
    };
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
      over({ taken: true });
      edits.begin();
      // a puzzle of the other game brings that game's tools (a graph tool on a grid is no edit)
      if (state.mode !== next.mode) state.view.tool = next.mode === "graph" ? "move" : "paint";
      Object.assign(state, { mode: next.mode, graph: { ...graph, pos }, grid, error: "", note: null, solving: null });
      if (!same || graph.pos) state.view.frame = null; // a new drawing: fitted at the next draw
      explore.clear();
      show(solution);
      then(edits.end(from, true));
    };
    const solve = (pos) => {
      solving.solveThen({ mode: next.mode, graph, grid }, what, {
        then: (solution) => {
          if (pending !== job) return;
          if (pos || !laid) {
            commit(solution, pos ?? known ?? layout(graph.adj));
            return;
          }
          job.solved = true; // (the shown table may be gone: see the session's revive)
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
      edits.begin();
      edits.apply({ graph: { ...state.graph, pos } }, { solve: false });
      state.view.frame = null;
      edits.end();
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
    adopt,
    relayout,
    /** The user changed the shown puzzle: a puzzle from outside still on its way is dropped, saying so. */
    userChanged: () => cancelPending("you changed the puzzle on the board while it was loading", true),
    /** Whether a job is on its way (its solve, done or not, must not be superseded). */
    busy: () => pending !== null,
    /** Stops a layout running in its worker (the Stop button; the solve is the session's to stop). */
    stopLayout() {
      if (pending?.layout && state.laying) pending.layout.stop(pending.solved || !state.solving ? "its layout was stopped" : "the solve was stopped");
    },
  };
}
