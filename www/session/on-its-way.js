// The one job on its way, for the session: a puzzle from outside (session/adopting.js) or a new
// layout (session/relayout.js), at most one at a time. A job can be dropped (the user changed the
// puzzle, or another job began), which stops its solve and its layout worker and says why; a big
// graph's layout runs in the layout worker with its progress shown.
import { layoutLater } from "../model/layout.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {object} Job
 * @property {string} what                          what is on its way, e.g. "The link's puzzle"
 * @property {(why: string, edit: boolean) => void} cancelled   says why it was dropped (`edit`: for the user's edit)
 * @property {object|null} layout                   its layout in the layout worker (model/layout.js layoutLater), or null
 * @property {number} gen                           its solve's generation (solver/solving.js current), -1 before
 * @property {boolean} [solved]                     its solve is done, its layout not yet
 */

/**
 * The job on its way in a session.
 * @param {object} page
 * @param {object} page.state           model/state.js (its `laying` field is kept here)
 * @param {object} page.solving         solver/solving.js
 * @param {() => void} page.schedule    asks for a redraw
 * @param {() => void} page.progress    shows the progress clock now
 */
export function createOnItsWay({ state, solving, schedule, progress }) {
  let pending = null; // the Job on its way, or null

  /** `job` is over: no longer pending, its layout worker ended. */
  function finish(job) {
    if (pending === job) pending = null;
    state.laying = null;
    job.layout?.stop("done");
  }

  /** Stops `job`'s solve, unless a newer solve (an edit's) has replaced it. */
  function stopSolve(job) {
    if (job.gen === solving.current() && state.solving) solving.stop();
  }

  /** Drops the job on its way, if any, and says `why` (its `cancelled`, told whether the user's `edit` is why). */
  function cancel(why, edit = false) {
    const job = pending;
    if (!job) return;
    finish(job);
    stopSolve(job);
    job.cancelled(why, edit);
    schedule();
  }

  return {
    cancel,
    finish,
    stopSolve,
    /** Drops the job on its way (saying `why`) and makes `job` the one: returns it. */
    start(job, why) {
      cancel(why);
      pending = job;
      return job;
    },
    /** Whether `job` is still the one on its way. */
    is: (job) => pending === job,
    /** Whether a job is on its way. */
    busy: () => pending !== null,
    /** Lays out `adj` in the layout worker for `job`, the progress shown meanwhile: the positions' promise. */
    layOut(job, adj) {
      state.laying = { nodes: adj.length, started: performance.now(), fraction: 0, what: job.what };
      job.layout = layoutLater(adj, (fraction) => {
        if (pending !== job || !state.laying) return;
        state.laying.fraction = fraction;
        progress();
      });
      progress();
      // laid out: the indicator says no more about it (a long solve may still run)
      job.layout.promise.then(() => {
        if (pending !== job || !state.laying) return;
        state.laying = null;
        progress();
      }, () => {});
      return job.layout.promise;
    },
    /** Stops the layout running in its worker, if any (the Stop button). */
    stopLayout() {
      // (the layout worker rejects with these words, in the language in force)
      if (pending?.layout && state.laying) pending.layout.stop(t(pending.solved || !state.solving ? "error.layoutStopped" : "error.solveStopped"));
    },
  };
}
