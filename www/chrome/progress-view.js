// The solving indicator under the verdict: what is being solved, how many states, for how long,
// and, from the solver's reports (solver/progress.js), a bar with the fraction of the work done, the
// level being decided and an estimate of the time left; the layout of a big graph in the layout
// worker (its share done); the Stop button. Reads state; never changes it.
import { estimate } from "../solver/progress.js";
import { seconds } from "../model/words.js";
import { $ } from "../ui/dom.js";
import { t, number } from "../i18n/i18n.js";

/** A count as the indicator writes it, grouped in the language ("33,554,432"). */
const grouped = (n) => number(n, { useGrouping: true });
/** What is on its way, as a sentence's object ("The link's puzzle" → "the link's puzzle"). */
const object = (what) => what.replace(/^The /, "the ");

/** Renders the indicator (hidden while nothing solves or lays out in a worker). */
export function renderProgress(state) {
  const box = $("#progress");
  const { solving, laying } = state;
  box.hidden = !solving && !laying;
  if (box.hidden) return;
  const now = performance.now();
  const words = [];
  let fraction = null;
  if (solving) {
    const { states, started, what } = solving;
    const est = estimate(solving, now);
    fraction = est.fraction;
    const done = fraction === null ? "" : t("notice.solving.done", { pct: Math.floor(fraction * 100), phase: est.phase });
    const left = est.left === null ? "" : t("notice.solving.left", { secs: seconds(est.left) });
    const said = { states: grouped(states), secs: seconds(now - started), done, left };
    words.push(what ? t("notice.solving.what", { what: object(what), ...said }) : t("notice.solving.states", said));
  }
  if (laying) {
    const said = { nodes: grouped(laying.nodes), pct: Math.floor(laying.fraction * 100) };
    words.push(solving ? t("notice.solving.alsoLaying", said)
      : t("notice.solving.laying", { what: object(laying.what), secs: seconds(now - laying.started), ...said }));
    if (!solving) fraction = laying.fraction;
  }
  const bar = $("#progress-bar");
  if (bar) {
    if (fraction === null) bar.removeAttribute("value"); // indeterminate until the first report
    else bar.value = fraction;
    bar.setAttribute("aria-valuetext", fraction === null ? t("notice.solving.starting") : `${Math.floor(fraction * 100)}%`);
  }
  $("#progress-words").textContent = words.join(t("notice.solving.join"));
  box.dataset.fraction = fraction === null ? "" : fraction.toFixed(4);
  box.dataset.laying = laying ? laying.fraction.toFixed(4) : "";
}
