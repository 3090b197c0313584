// A running solve's progress, as the page shows it: the solver's own reports (the fraction of the
// work done, the phase and the level being decided: solver/wasm.js `solveHeld`), and an estimate of the
// time left from how fast the fraction has grown lately. Pure: no DOM, no clock of its own (the
// caller passes the time), so it is tested under node. The fraction is a lower bound (positions
// never decided, the draws, bring no work, so a solve may end before 1), and so the time left is
// an upper bound.

import { t } from "../i18n/i18n.js";

/** The reports an estimate looks back on, in ms: long enough to smooth, short enough to follow a change of pace. */
export const WINDOW_MS = 1500;

/** No estimate of the time left before this fraction of the work, nor before this many ms. */
const MIN_FRACTION = 0.02;
const MIN_MS = 400;

/**
 * A solver's progress report (what the worker posts).
 * @typedef {object} Report
 * @property {"label"|"levels"|"finish"} phase   counting moves and marking finished positions; deciding positions level by level; building the table
 * @property {number} fraction                   of the work done, 0 to 1 (a lower bound)
 * @property {number} level                      the level being decided: positions decided now are won or lost in this many plies
 * @property {number} decided                    positions decided so far
 * @property {number} positions                  all positions
 */

/**
 * The fraction of `report` shown: the solver's, which counts the moves examined, or, when larger,
 * the share of positions decided. A solve that pulls into its open positions (several cats)
 * examines far fewer moves than it counts in all, and ends near 45% by them; the positions
 * decided tell more there. Both are lower bounds of what is done, so the larger is too.
 */
export function done(report) {
  const share = report.phase === "levels" && report.positions > 0 ? report.decided / report.positions : 0;
  return Math.min(1, Math.max(0, report.fraction, share));
}

/**
 * Records `report`, received at `now` (ms), into `solving` (state.solving): its `report` and the
 * recent `samples` the estimate uses.
 */
export function track(solving, report, now) {
  const samples = (solving.samples ?? []).filter((s) => now - s.t <= WINDOW_MS);
  samples.push({ t: now, f: done(report) });
  solving.samples = samples;
  solving.report = report;
}

/**
 * What to show at `now` (ms) for `solving` (state.solving, with `started` in ms): the fraction
 * done (null before the first report), and the ms left (null while there is too little to go on).
 * @returns {{fraction: number|null, left: number|null, phase: string}}
 */
export function estimate(solving, now) {
  const report = solving.report;
  if (!report) return { fraction: null, left: null, phase: "" };
  const fraction = done(report);
  const phase = report.phase === "label" || report.phase === "finish" ? t(`notice.solving.phase.${report.phase}`)
    : t("notice.solving.phase.level", { level: report.level });
  const samples = solving.samples ?? [];
  const first = samples[0];
  const lastSample = samples[samples.length - 1];
  let left = null;
  if (fraction >= MIN_FRACTION && now - solving.started >= MIN_MS && first && lastSample.t > first.t && lastSample.f > first.f) {
    const rate = (lastSample.f - first.f) / (lastSample.t - first.t); // fraction per ms, lately
    left = Math.max(0, (1 - fraction) / rate - (now - lastSample.t));
  } else if (fraction >= MIN_FRACTION && now - solving.started >= MIN_MS && fraction > 0) {
    // one report so far: the pace since the start
    left = Math.max(0, ((now - solving.started) * (1 - fraction)) / fraction);
  }
  if (fraction >= 1) left = null; // the table is being built: a moment
  return { fraction, left, phase };
}
