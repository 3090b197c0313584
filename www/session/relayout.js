// "Lay out again", for the session: the whole graph laid out afresh (model/layout.js), as one
// edit that undo takes back, in a view fitted to it; a big or dense graph in the layout worker,
// with the progress shown, as the job on its way (session/on-its-way.js): an edit meanwhile keeps
// the user's drawing and says so.
import { layout, layoutInWorker } from "../model/layout.js";
import { t, reason } from "../i18n/i18n.js";

/**
 * The "Lay out again" of a session: returns the function the button calls.
 * @param {object} page
 * @param {object} page.state                  model/state.js
 * @param {object} page.edits                  session/edits.js
 * @param {object} page.onItsWay               session/on-its-way.js
 * @param {(text: string) => void} page.beside   says something next to what the user acted on
 * @param {() => void} page.schedule           asks for a redraw
 * @returns {() => void}
 */
export function createRelayout({ state, edits, onItsWay, beside, schedule }) {
  return function relayout() {
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
    const job = onItsWay.start({
      what: t("notice.relayout.what"), layout: null, gen: -1,
      cancelled: () => beside(t("notice.relayout.stopped")),
    }, t("notice.relayout.why"));
    onItsWay.layOut(job, adj).then((pos) => {
      if (!onItsWay.is(job)) return;
      onItsWay.finish(job);
      if (state.graph.adj === adj) put(pos);
      schedule();
    }, (err) => {
      if (!onItsWay.is(job)) return;
      onItsWay.finish(job);
      // (Stop rejects the layout with session/on-its-way.js's words)
      beside(t("notice.relayout.failed", { why: err.message === t("error.layoutStopped") ? t("notice.relayout.stoppedWord") : reason(err) }));
      schedule();
    });
    schedule();
  };
}
