// The solving indicator under the verdict: what is being solved, how many states, for how long,
// and, from the solver's reports (progress.js), a bar with the fraction of the work done, the
// level being decided and an estimate of the time left; the Stop button. Reads state; never
// changes it.
import { estimate } from "./progress.js";
import { seconds } from "./words.js";
import { $ } from "./dom.js";

/** Renders the indicator (hidden while nothing solves in the worker). */
export function renderProgress(state) {
  const box = $("#progress");
  box.hidden = !state.solving;
  if (!state.solving) return;
  const { states, started, what } = state.solving;
  const now = performance.now();
  const { fraction, left, phase } = estimate(state.solving, now);
  const bar = $("#progress-bar");
  if (bar) {
    if (fraction === null) bar.removeAttribute("value"); // indeterminate until the first report
    else bar.value = fraction;
    bar.setAttribute("aria-valuetext", fraction === null ? "starting" : `${Math.floor(fraction * 100)}%`);
  }
  const done = fraction === null ? "" : ` · ${Math.floor(fraction * 100)}% (${phase})`;
  const rest = left === null ? "" : ` · about ${seconds(left)} s left`;
  $("#progress-words").textContent = `Solving ${what ? what.replace(/^The /, "the ") + ": " : ""}${states.toLocaleString("en")} states… ${seconds(now - started)} s${done}${rest}`;
  box.dataset.fraction = fraction === null ? "" : fraction.toFixed(4);
}
