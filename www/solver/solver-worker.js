// The solver worker: solves big puzzles and runs the baselines off the page's main thread, and
// holds the solution's table: the page asks it for what it draws (a slice of the table per board
// view, single states, the heatmaps' pixels) instead of copying the whole table over. Messages
// in: {type: "load", module}, then {id, type: "solve"|"query"|"baseline"|"copNumber"|"captureTime", ...}; replies: {id, ok,
// value|error, ms}, with every typed array and image in the value transferred, not copied; while a solve
// runs, {id, progress} messages pass the solver's progress reports on; a failure says
// whether it may have broken the module (solver/failure.js: the page then replaces this worker). A solve
// is one synchronous wasm call, so the page supersedes a running one by terminating this worker.
// A solution's `table` is the id of its solve; a query names the table it is about, so it can
// never be answered from another puzzle's table. The worker holds one table: the handle of its
// last solve (freed when the next solve succeeds), and answers every query of solver/wasm.js
// QUERIES about it, plus the heatmaps and the Watch's frames, which need the whole table.
import { solveHeld, baseline, copNumber, captureTime, table as wholeTable, counts, watchData, QUERIES } from "./wasm.js";
import { heatPixels } from "./heatmap.js";
import { createHeat, createOverlay, paintFrame, markFrame, sortedStates } from "./watch-frames.js";
import { failureReply } from "./failure.js";
import { serveRequests } from "./serve.js";
import { TABLE_QUERIES } from "./histogram.js";

/**
 * The heatmaps of the held solution (`handle`): for each player to move, the pixels of the states at the
 * sampled places `at` (solver/heatmap.js), with the colours `palette`, as images ready to draw
 * (ImageBitmaps of the colours and of the hatch mask: the page only copies them onto its canvases,
 * where putting a megapixel image data would take it long); and the outcome counts. The whole
 * table is copied out of wasm for this (`withTable`) and dropped after.
 */
async function heatmaps(handle, sol, at, palette) {
  return withTable(handle, async (all) => {
    const images = [];
    const side = at.length;
    const bitmap = (px) => createImageBitmap(new ImageData(px, side, side));
    for (const turn of [0, 1]) {
      const { colours, mask } = heatPixels(sol, all, at, turn, palette);
      images.push({ colours: await bitmap(colours), mask: await bitmap(mask) });
      await breathe();
    }
    return { images, counts: counts(handle) };
  });
}

let copied = null; // the held table copied out of wasm while questions use it: {table, promise, users}

/**
 * Calls `use(all)` with the held table copied out of wasm (solver/wasm.js `table`: in steps, each
 * a pass over the table, with the questions that came meanwhile, a board slice while the user
 * drags a piece, answered in between). Questions asked while a copy is in use share it (the
 * heatmaps and the hardest positions, asked together when the Table tab opens), so a big table
 * is copied once for them, not once each; it is dropped when the last of them is done.
 */
async function withTable(held, use) {
  if (!copied || copied.table !== table) copied = { table, promise: wholeTable(held, breathe), users: 0 };
  const mine = copied;
  mine.users++;
  try {
    return await use(await mine.promise);
  } finally {
    if (--mine.users === 0 && copied === mine) copied = null;
  }
}

let watch = null; // the Watch's heatmaps of the held table: {table, key, heat, marks, horizon}

/**
 * The Watch's heatmaps of the held table in the frame of level `d` (solver/watch-frames.js): made on the first
 * call for a table and `key` (the sampled places `at`, the colours `palette` and the mark colour
 * `ink`: one pass over the table and its level index, both dropped after), then brought from
 * frame to frame touching only the levels in between. Returns copies of the images, to transfer.
 */
async function watchFrame(handle, sol, d, at, palette, ink, key) {
  if (watch?.table !== table || watch.key !== key) {
    const mine = table;
    const data = watchData(handle);
    const all = await wholeTable(handle, breathe);
    if (mine !== table) throw new Error("that table is no longer held here");
    const heat = createHeat({ ...sol, outcomes: all.outcomes, distances: all.distances }, data.index, at, palette);
    watch = { table, key, heat, marks: createOverlay(heat, sortedStates(data.wrong), ink), horizon: data.horizon };
  }
  paintFrame(watch.heat, d);
  markFrame(watch.marks, watch.horizon, d);
  return {
    level: d,
    images: watch.heat.images.map((px) => px.slice()),
    marks: watch.marks.images.map((px) => px.slice()),
    side: watch.heat.side,
    scale: watch.marks.scale,
  };
}

/** Lets the messages that arrived meanwhile be handled before going on. */
const breathe = () => new Promise((ok) => setTimeout(ok, 0));

/** The least time between two progress messages to the page, in ms. */
const PROGRESS_MS = 50;

/**
 * The table's own questions (solver/histogram.js: the hardest positions) about the held table:
 * the whole table is copied out of wasm for each (in steps, see `heatmaps`) and dropped after.
 */
const tableAnswers = Object.fromEntries(Object.entries(TABLE_QUERIES).map(([kind, answer]) => [kind,
  (held, ...args) => withTable(held, (all) => answer(all, { places: held.places, catCount: held.catCount ?? 1 }, ...args))]));

/** What this worker answers about its table: the solution's queries, and those that need all of it. */
const ANSWERS = { ...QUERIES, heatmaps, watchFrame, ...tableAnswers };
let table = 0; // the id of the solve whose table this worker holds
let handle = null; // that solve's handle (solver/wasm.js)

/** The buffers of the typed arrays and the images in `value` (up to three levels deep), to transfer. */
function buffers(value, out = [], depth = 0) {
  if (ArrayBuffer.isView(value)) out.push(value.buffer);
  else if (typeof ImageBitmap !== "undefined" && value instanceof ImageBitmap) out.push(value);
  else if (value && typeof value === "object" && depth < 3) for (const v of Object.values(value)) buffers(v, out, depth + 1);
  return out;
}

serveRequests(async (msg) => {
  const t0 = performance.now();
  let value;
  // the solver's progress reports, passed on at most every PROGRESS_MS (and the last phase's first)
  let posted = -Infinity;
  let phase = "";
  const report = !msg.progress ? null : (r) => {
    const now = performance.now();
    if (now - posted < PROGRESS_MS && r.phase === phase) return;
    posted = now;
    phase = r.phase;
    self.postMessage({ id: msg.id, progress: { phase: r.phase, fraction: r.fraction, level: r.level, decided: r.decided, positions: r.positions } });
  };
  if (msg.type === "copNumber") {
    // Cops and Robbers: one call, its solves reporting as a solve does (Stop ends this worker)
    value = copNumber(msg.adj, msg.options, report);
  } else if (msg.type === "captureTime") {
    value = captureTime(msg.adj, msg.k, msg.options, report);
  } else if (msg.type === "solve") {
    const solved = solveHeld(msg.mode, msg.graph, msg.grid, msg.want, report);
    handle?.free(); // the table it replaces (a refused puzzle, above, leaves it held)
    handle = solved.handle;
    table = msg.id;
    value = { solution: { ...solved.solution, table: msg.id }, answers: solved.answers };
  } else if (msg.type === "query") {
    if (msg.table !== table) throw new Error("that table is no longer held here");
    value = await ANSWERS[msg.kind](handle, ...msg.args);
  } else {
    value = baseline(msg.name, msg.spec);
  }
  self.postMessage({ id: msg.id, ok: true, value, ms: performance.now() - t0 }, buffers(value));
}, (msg, err) => self.postMessage(failureReply(msg.id, err)));
