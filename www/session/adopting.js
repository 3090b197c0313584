// Adopting a puzzle from outside, for the session: a gallery pick, a paste, a link, a restored
// puzzle. The shown puzzle stays until the new one is checked and solved (and a big graph laid
// out in a worker); a puzzle from outside still on its way (session/on-its-way.js) when the user
// changes the shown one is dropped, and says so: the user's edit wins.
import { check } from "../solver/wasm.js";
import { stateCount, MAIN_THREAD_STATES } from "../solver/engine.js";
import { layout, layoutInWorker } from "../model/layout.js";
import { reason, t } from "../i18n/i18n.js";

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
 * The adopting of a session: returns `adopt`.
 * @param {object} page
 * @param {object} page.state                  model/state.js
 * @param {object} page.solving                solver/solving.js
 * @param {object} page.onItsWay               session/on-its-way.js (the puzzle on its way)
 * @param {object} page.edits                  session/edits.js (a puzzle adopted is one edit)
 * @param {object} page.explore                explore/explore.js (left when the puzzle changes)
 * @param {(solution: object) => void} page.show   takes a solution as the shown one
 * @param {() => void} page.schedule           asks for a redraw
 * @param {(text: string|(() => string)) => void} page.status says something in the status line under Import / export
 * @param {(text: string) => void} page.beside   says something next to what the user acted on
 * @param {(over: {taken?: boolean, edited?: boolean}) => void} page.linkOver   a link's puzzle is over (session/opening.js)
 */
export function createAdopting({ state, solving, onItsWay, edits, explore, show, schedule, status, beside, linkOver }) {
  /**
   * Shows `next`'s puzzle, solved (`solution`) and drawn at `pos`, as one edit (`from` as for
   * edits.end); `then` gets its snapshot. `same`: it had the shown graph's edges when it came.
   */
  function commit(next, graph, grid, solution, pos, { from, then, same }) {
    edits.begin();
    // a puzzle of the other game brings that game's tools (a graph tool on a grid is no edit)
    if (state.mode !== next.mode) state.view.tool = next.mode === "graph" ? "move" : "paint";
    Object.assign(state, { mode: next.mode, graph: { ...graph, pos }, grid, error: "", note: null, solving: null });
    if (!same || graph.pos) state.view.frame = null; // a new drawing: fitted at the next draw
    explore.clear();
    show(solution);
    then(edits.end(from, true));
  }

  /** Whether `graph` has the shown graph's edges (then it keeps the shown drawing). */
  const sameGraph = (graph) => graph.adj.length === state.graph.adj.length && JSON.stringify(graph.adj) === JSON.stringify(state.graph.adj);

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
  return function adopt(next, what, { then = () => {}, refused = null, from = null, cancelled = null } = {}) {
    const over = from === "link" ? linkOver : () => {};
    const refuse = (err) => {
      (refused ?? ((e) => status(() => t("import.notLoaded", { what, why: reason(e) }))))(err);
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
    const drop = cancelled ?? ((why) => beside(t("import.notLoadedCancelled", { what, why })));
    const job = onItsWay.start({
      what, layout: null, gen: -1,
      cancelled: (why, edit) => {
        drop(why, edit);
        over({ edited: edit });
      },
    }, t("notice.openedInstead", { what: what.replace(/^(The|Your) /, (w) => w.toLowerCase()) }));
    const same = sameGraph(graph);
    const known = graph.pos ?? (same ? state.graph.pos : null);
    // a graph without a drawing whose layout is more than a frame's work (model/layout.js
    // layoutInWorker): laid out in the layout worker (while it solves, if it solves in a worker)
    const laid = known || !layoutInWorker(graph.adj) ? null : onItsWay.layOut(job, graph.adj);
    const fail = (err) => {
      if (!onItsWay.is(job)) return;
      onItsWay.finish(job);
      onItsWay.stopSolve(job);
      refuse(err);
      schedule();
    };
    laid?.catch(fail);
    const done = (solution, pos) => {
      onItsWay.finish(job);
      over({ taken: true });
      commit(next, graph, grid, solution, pos, { from, then, same });
    };
    const solve = (pos) => {
      solving.solveThen({ mode: next.mode, graph, grid }, what, {
        then: (solution) => {
          if (!onItsWay.is(job)) return;
          if (pos || !laid) {
            done(solution, pos ?? known ?? layout(graph.adj));
            return;
          }
          job.solved = true; // (the shown table may be gone: see the session's revive)
          laid.then((p) => {
            if (!onItsWay.is(job)) return;
            done(solution, p);
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
        if (onItsWay.is(job)) solve(p);
      }, () => {});
    } else {
      solve(null);
    }
  };
}
