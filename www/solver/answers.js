// What a solution answers, the same wherever its table is. Every Solution the page holds gets
// the same methods: `ask(kind, ...args)` (the answer; undefined while a worker works it out,
// null for a question the solver refuses or a table that is gone; a question that fails for
// another reason is a bug, and says so: ui/notify.js bug), `peek(kind, ...args)` (an
// answer already here, else undefined: never asks), `query(kind, ...args)` (the answer as a
// promise), `heatmaps(key, at, palette)` (the whole
// table's heatmap pixels) and `watchFrame(d, key, at, palette, ink)` (the Watch's heatmaps in a
// frame). The kinds are solver/wasm.js QUERIES. A solution held on this thread
// answers at once from its handle; one held by a worker asks the worker once per question and
// keeps the answer (the page redraws when it arrives), so the board, the explore views and the
// panel read every solution alike.
import { QUERIES } from "./wasm.js";
import { isFatal } from "./failure.js";
import { bug } from "../ui/notify.js";
import { t } from "../i18n/i18n.js";
import { heatPixels } from "./heatmap.js";
import { TABLE_QUERIES } from "./histogram.js";
import { createHeat, createOverlay, paintFrame, markFrame, sortedStates } from "./watch-frames.js";

/** The cache key of a question. */
const keyOf = (kind, args) => `${kind}:${args.join(",")}`;

/** The questions a solution on this thread keeps the answers to: table reads, which the board compares by identity. */
const KEPT = new Set(["slice", "views", "counts", ...Object.keys(TABLE_QUERIES)]);

/** The summary of a solution that the worker's heatmaps and frames need. */
const sizeOf = (solution) => ({ places: solution.places, kind: solution.kind, maxDistance: solution.maxDistance });

/**
 * Gives `solution` (solved on this thread: it carries its whole table) its answers, from
 * `handle` (solver/wasm.js), while `live()`.
 * @returns {object} the same solution
 */
export function answerHere(solution, handle, live = () => true) {
  const kept = new Map();
  function ask(kind, ...args) {
    if (!live()) return null;
    const key = keyOf(kind, args);
    if (kept.has(key)) return kept.get(key);
    let value;
    try {
      // the table's own questions (the hardest positions) read the table this solution carries
      value = kind in TABLE_QUERIES ? TABLE_QUERIES[kind](solution, { places: solution.places, catCount: solution.catCount }, ...args) : QUERIES[kind](handle, ...args);
    } catch (err) {
      // a question the solver refuses (a plain Error: its sentence) has no answer; anything else
      // thrown is a bug, said as one (once: the question is not asked again of this solution)
      value = null;
      if (isFatal(err)) {
        bug(t("notice.bug.asking", { kind }), err);
        kept.set(key, null);
      }
    }
    if (KEPT.has(kind)) kept.set(key, value);
    return value;
  }
  let watching = null; // the Watch's heatmaps of this table: {key, heat, marks, horizon}

  /** See answerFromWorker's `watchFrame`: here the frame is painted at once, from the table this solution carries. */
  function watchFrame(d, key, at, palette, ink) {
    if (!live()) return null;
    try {
      if (watching?.key !== key) {
        const data = QUERIES.watchData(handle);
        const heat = createHeat(solution, data.index, at, palette);
        watching = { key, heat, marks: createOverlay(heat, sortedStates(data.wrong), ink), horizon: data.horizon };
      }
    } catch {
      return null;
    }
    const { heat, marks, horizon } = watching;
    paintFrame(heat, d);
    markFrame(marks, horizon, d);
    return { level: d, images: heat.images, marks: marks.images, side: heat.side, scale: marks.scale };
  }

  return Object.assign(solution, {
    ask,
    peek: (kind, ...args) => (live() ? kept.get(keyOf(kind, args)) : undefined),
    /** The answer as a promise: here, at once (null for a question the solver refuses). */
    query: (kind, ...args) => Promise.resolve(ask(kind, ...args)),
    watchFrame,
    /** The heatmaps' pixels, made now from the table this solution carries (solver/heatmap.js). */
    heatmaps: (key, at, palette) => (live() ? { images: [0, 1].map((turn) => heatPixels(solution, solution, at, turn, palette)), counts: solution.counts } : null),
  });
}

/**
 * Gives `solution` (solved in `worker`, which holds its table) its answers, asked of the worker
 * while `live()`; `answers` ([kind, args, value], from the solve) are known already. `onChange()`
 * is called when an answer arrives.
 * @returns {object} the same solution
 */
export function answerFromWorker(solution, worker, answers, live, onChange) {
  const kept = new Map(); // key -> value, or undefined while in flight
  for (const [kind, args, value] of answers) kept.set(keyOf(kind, args), value);
  const request = (kind, args) => worker.request({ type: "query", kind, args, table: solution.table });

  /** The kept answer under `key`, or undefined while it is asked (once; onChange fires when it arrives). */
  function cached(key, kind, args) {
    if (kept.has(key)) return kept.get(key);
    kept.set(key, undefined);
    request(kind, args).then(
      ({ value }) => { kept.set(key, value); if (live()) onChange(); },
      () => { kept.set(key, null); if (live()) onChange(); },
    );
    return undefined;
  }

  let watching = { value: undefined, asked: null, next: null }; // the Watch's latest frame, and the ones asked

  /** See the `watchFrame` method below. */
  function watchFrame(d, key, at, palette, ink) {
    if (!live()) return null;
    const w = watching;
    const want = `${key}:${d}`;
    const ask = (level, wanted) => {
      w.asked = wanted;
      request("watchFrame", [sizeOf(solution), level, at, palette, ink, key]).then(
        ({ value }) => { w.value = { ...value, key }; },
        () => {},
      ).finally(() => {
        w.asked = null;
        const next = w.next;
        w.next = null;
        if (next && next.wanted !== `${w.value?.key}:${w.value?.level}`) ask(next.level, next.wanted);
        if (live()) onChange();
      });
    };
    const have = w.value && `${w.value.key}:${w.value.level}` === want;
    if (!have && w.asked !== want) {
      if (w.asked) w.next = { level: d, wanted: want };
      else ask(d, want);
    }
    return w.value;
  }

  return Object.assign(solution, {
    ask: (kind, ...args) => (live() ? cached(keyOf(kind, args), kind, args) : null),
    peek: (kind, ...args) => (live() ? kept.get(keyOf(kind, args)) : undefined),
    /** The answer as a promise, asked of the worker (not kept; null once the table is gone). */
    query: (kind, ...args) => (live() ? request(kind, args).then(({ value }) => value) : Promise.resolve(null)),
    /**
     * The heatmaps' pixels (solver/solver-worker.js `heatmaps`), asked once per `key` (what else
     * they depend on: the sampled places `at` and the colours `palette`): {images, counts},
     * undefined while on their way, or null. Their counts fill in `solution.counts`.
     */
    heatmaps(key, at, palette) {
      if (!live()) return null;
      const value = cached(`heatmaps:${key}`, "heatmaps", [sizeOf(solution), at, palette]);
      if (value && !solution.counts) solution.counts = value.counts;
      return value;
    },
    /**
     * The Watch's heatmaps in the frame of level `d` (solver/solver-worker.js `watchFrame`; `key`
     * names what else they depend on: `at`, `palette`, `ink`): the latest frame that has
     * arrived, or undefined before the first. Never kept by key (a frame is megabytes): one
     * request at a time, and while one is on its way only the last level asked for is asked
     * next, so playing and scrubbing never queue frames up.
     */
    watchFrame,
  });
}
