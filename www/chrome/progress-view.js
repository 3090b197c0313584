// The solving indicator under the verdict: what is being solved, how many states, for how long,
// and, from the solver's reports (solver/progress.js), a bar with the fraction of the work done, the
// level being decided and an estimate of the time left; the layout of a big graph in the layout
// worker (its share done); the Stop button. Reads state; never changes it.
import { estimate } from "../solver/progress.js";
import { seconds } from "../model/words.js";
import { $ } from "../ui/dom.js";

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
    const done = fraction === null ? "" : ` · ${Math.floor(fraction * 100)}% (${est.phase})`;
    const rest = est.left === null ? "" : ` · about ${seconds(est.left)} s left`;
    words.push(`Solving ${what ? what.replace(/^The /, "the ") + ": " : ""}${states.toLocaleString("en")} states… ${seconds(now - started)} s${done}${rest}`);
  }
  if (laying) {
    const share = `${Math.floor(laying.fraction * 100)}%`;
    words.push(`${solving ? "laying out" : `Laying out ${laying.what.replace(/^The /, "the ")}:`} ${laying.nodes.toLocaleString("en")} nodes… ${share}${solving ? "" : ` · ${seconds(now - laying.started)} s`}`);
    if (!solving) fraction = laying.fraction;
  }
  const bar = $("#progress-bar");
  if (bar) {
    if (fraction === null) bar.removeAttribute("value"); // indeterminate until the first report
    else bar.value = fraction;
    bar.setAttribute("aria-valuetext", fraction === null ? "starting" : `${Math.floor(fraction * 100)}%`);
  }
  $("#progress-words").textContent = words.join("; ");
  box.dataset.fraction = fraction === null ? "" : fraction.toFixed(4);
  box.dataset.laying = laying ? laying.fraction.toFixed(4) : "";
}
