// The Design tool's model: the design spec read from the form (the package's DesignSpec), one
// search run at a time in its own worker (design/design-worker.js) and what the page knows of it (a
// plain object updated by the worker's replies), the evaluation rate, the score history's
// sparkline, and the words for a find. No DOM here: design/controls.js binds the dialog and
// design/view.js draws it.
import { wasmModule } from "../solver/wasm.js";
import { plies, millis } from "../model/words.js";

/** The most seed: seeds are unsigned 32-bit whole numbers. */
export const MAX_SEED = 2 ** 32 - 1;

/** The most evaluations a run may be asked to stop at. */
export const MAX_BUDGET = 10 ** 10;

/** How much recent work the evaluation rate is measured over, in ms of search. */
export const RATE_WINDOW_MS = 2000;

/**
 * The form's values (strings, as the inputs hold them; `connected` a boolean) as a DesignSpec,
 * plus the run's budget: `{spec, budget}`. A blank optional field is left out (the designer's
 * default). Throws an Error naming the field if a number is not a whole number in range; the
 * designer itself checks how the constraints fit together.
 * @param {Record<string, string|boolean>} v
 * @param {{maxNodes:number, maxSide:number}} limits   designLimits()
 */
export function specFromForm(v, limits) {
  const whole = (key, label, min, max, optional = false) => {
    const raw = String(v[key] ?? "").trim();
    if (raw === "" && optional) return undefined;
    const n = Number(raw);
    if (raw === "" || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new Error(`${label} must be a whole number from ${min} to ${max}${raw === "" ? "" : `, got ${JSON.stringify(raw.slice(0, 20))}`}`);
    }
    return n;
  };
  const kind = v.kind === "grid" ? "grid" : "graph";
  const spec = { kind };
  if (kind === "graph") {
    spec.nodes = whole("nodes", "Nodes", 3, limits.maxNodes);
    const top = (spec.nodes * (spec.nodes - 1)) / 2;
    const minEdges = whole("minEdges", "Fewest edges", 0, top, true);
    const maxEdges = whole("maxEdges", "Most edges", 0, top, true);
    if (minEdges !== undefined) spec.minEdges = minEdges;
    if (maxEdges !== undefined) spec.maxEdges = maxEdges;
    spec.connected = v.connected !== false;
  } else {
    spec.rows = whole("rows", "Rows", 1, limits.maxSide);
    spec.cols = whole("cols", "Columns", 1, limits.maxSide);
    const cells = spec.rows * spec.cols;
    const minWalls = whole("minWalls", "Fewest walls", 0, cells, true);
    const maxWalls = whole("maxWalls", "Most walls", 0, cells, true);
    if (minWalls !== undefined) spec.minWalls = minWalls;
    if (maxWalls !== undefined) spec.maxWalls = maxWalls;
    spec.catJump = whole("catJump", "Cat jump", 1, limits.maxSide);
    spec.mouseJump = whole("mouseJump", "Mouse jump", 1, limits.maxSide);
    const turnLimit = whole("turnLimit", "Turn limit", 1, 100000, true);
    if (turnLimit !== undefined) spec.turnLimit = turnLimit;
    // fixed cells, written "row, column" (blank: the search places the piece)
    const fixed = [];
    for (const [key, label] of [["mouse", "Mouse at"], ["cat", "Cat at"], ["food", "Food at"]]) {
      const raw = String(v[key] ?? "").trim();
      if (raw === "") continue;
      const m = /^(\d+)\s*[,\s]\s*(\d+)$/.exec(raw);
      const [r, c] = m ? [Number(m[1]), Number(m[2])] : [-1, -1];
      if (!(r >= 0 && r < spec.rows && c >= 0 && c < spec.cols)) {
        throw new Error(`${label} must be a row from 0 to ${spec.rows - 1} and a column from 0 to ${spec.cols - 1}, like "0, ${spec.cols - 1}", got ${JSON.stringify(raw.slice(0, 20))}`);
      }
      const other = fixed.find((f) => f.r === r && f.c === c);
      if (other) throw new Error(`${other.label} and ${label} are the same cell (${r}, ${c}): each piece needs its own`);
      fixed.push({ label, r, c });
      spec[key] = r * spec.cols + c;
    }
  }
  // the goal; one that belongs to the other kind is the designer's to refuse, with its reason
  const goal = ["longestWin", "dpWrong", "turnLimit", "smallest"].includes(v.goal) ? v.goal : "longestWin";
  spec.goal = goal;
  const side = ["either", "mouse", "cat"].includes(v.side) ? v.side : "either";
  if (goal === "longestWin") spec.side = side;
  if (goal === "smallest") {
    spec.property = ["win", "dpWrong", "turnLimit"].includes(v.property) ? v.property : "win";
    if (spec.property === "win") {
      spec.side = side;
      spec.plies = whole("plies", "Plies", 1, 100000);
    }
  }
  spec.seed = whole("seed", "Seed", 0, MAX_SEED);
  const budget = whole("budget", "Evaluations", 1, MAX_BUDGET);
  return { spec, budget };
}

/** The form's label of each spec key the designer's messages name. */
const LABELS = { minEdges: "fewest edges", maxEdges: "most edges", minWalls: "fewest walls", maxWalls: "most walls", catJump: "cat jump", mouseJump: "mouse jump", turnLimit: "turn limit" };

/** The designer's message with the spec's keys written as the form's labels ("maxEdges" -> "most edges"). */
export function inFormWords(message) {
  return message.replace(/\b(?:spec\.)?(minEdges|maxEdges|minWalls|maxWalls|catJump|mouseJump|turnLimit)\b/g, (_, key) => LABELS[key]);
}

/** A fresh seed (what the dice button puts in the seed field). */
export const randomSeed = () => Math.floor(Math.random() * (MAX_SEED + 1));

/**
 * Evaluations per second over the last RATE_WINDOW_MS of search: `steps` are the worker's
 * steps, oldest first, each `{evaluations, ms}` (its own work and time). 0 before any step.
 */
export function evalRate(steps) {
  let n = 0;
  let ms = 0;
  for (let i = steps.length - 1; i >= 0 && ms < RATE_WINDOW_MS; i--) {
    n += steps[i].evaluations;
    ms += steps[i].ms;
  }
  return ms > 0 ? millis(n) / ms : 0; // n per ms, times the ms in a second
}

/**
 * The score history as an SVG path in a `w` x `h` box: `history` holds pairs [evaluation,
 * score, …] (each improvement of the best; the first is the starting puzzle), drawn as steps up
 * to `evaluations` (the run's count now). Evaluations run along a log scale, since a search
 * improves often early and rarely late. Returns `{d, min, max, x, y}` (the path, the score range,
 * and the last point), or null for an empty history.
 */
export function sparkline(history, evaluations, w, h) {
  if (!history || history.length < 2) return null;
  const pairs = [];
  for (let i = 0; i + 1 < history.length; i += 2) pairs.push([history[i], history[i + 1]]);
  const last = Math.max(evaluations, pairs[pairs.length - 1][0], 2);
  const min = Math.min(...pairs.map((p) => p[1]));
  const max = Math.max(...pairs.map((p) => p[1]));
  // one score only: a flat line across the middle
  const [lo, hi] = min === max ? [min - 1, max + 1] : [min, max];
  const X = (e) => (w * Math.log(Math.max(1, e))) / Math.log(last);
  const Y = (s) => h - (h * (s - lo)) / (hi - lo);
  const f = (x) => x.toFixed(1);
  let d = `M${f(X(pairs[0][0]))} ${f(Y(pairs[0][1]))}`;
  for (let i = 1; i < pairs.length; i++) d += ` H${f(X(pairs[i][0]))} V${f(Y(pairs[i][1]))}`;
  d += ` H${f(X(last))}`;
  return { d, min, max, x: X(last), y: Y(pairs[pairs.length - 1][1]) };
}

/** The two outcomes a find's start can have, by the package's Outcome value (1 mouse, 2 cat). */
const WINNER = { 1: "mouse", 2: "cat" };

/**
 * What a find is, in words: `{title, detail}`. `title`: its start's value ("Cat wins in 98
 * plies" or "No forced win: a draw"); `detail`: its size and, for the goal, what makes it count.
 * @param {object} found   the package's Found
 * @param {object} spec    the run's DesignSpec
 */
export function foundWords(found, spec) {
  const who = WINNER[found.outcome];
  const endless = found.mode === "grid";
  const title = who
    ? `${who === "mouse" ? "Mouse" : "Cat"} wins in ${plies(found.distance)}`
    : endless ? "No forced win: endless (the turn limit gives it to the cat)" : "No forced win: a draw";
  const size = found.mode === "graph"
    ? `${found.puzzle.adj.length} nodes, ${found.size} edges`
    : `${found.puzzle.rows.length}×${found.puzzle.rows[0].length} grid, ${found.size} floor cells`;
  const goal = spec.goal === "smallest" ? spec.property : spec.goal;
  let claim = "";
  if (goal === "dpWrong") {
    claim = found.holds ? "the popular 2n-turn DP calls it a draw" : "the 2n-turn DP still gets it right";
  } else if (goal === "turnLimit") {
    claim = found.holds ? `the turn limit of ${found.puzzle.turnLimit} plies makes it a cat win` : "the turn limit does not decide it yet";
  } else if (spec.goal === "longestWin" && spec.side !== "either" && !found.holds) {
    claim = `no ${spec.side} win yet`;
  } else if (goal === "win" && !found.holds) {
    claim = `short of a ${spec.side === "either" ? "" : spec.side + " "}win in ${plies(spec.plies)}`;
  }
  return { title, detail: [size, claim].filter(Boolean).join("; ") };
}

/**
 * What the page knows of a run after the worker's reply `msg` (the run's own replies only):
 * returns the updated run (the same object). `run`: {id, spec, budget, status: "running" |
 * "stopped" | "done" | "error", evaluations, bestScore, best, history, steps, error, halted (a
 * stopped run's worker confirmed it: no step in flight), dead (its worker failed)}.
 * A Stop is the page's at once: a step that was in flight still reports (its numbers are real),
 * but the run stays stopped.
 */
export function applyReply(run, msg) {
  if (!run || msg.run !== run.id) return run;
  if (msg.type === "error") {
    run.status = "error";
    run.error = inFormWords(msg.error);
  } else if (msg.type === "started") {
    Object.assign(run, { best: msg.best, bestScore: msg.best.score, history: msg.history, evaluations: msg.evaluations, seed: msg.seed });
  } else if (msg.type === "progress") {
    run.evaluations = msg.evaluations;
    run.bestScore = msg.bestScore;
    if (msg.best) run.best = msg.best;
    if (msg.history) run.history = msg.history;
    run.steps.push(...msg.steps);
    if (run.steps.length > 256) run.steps.splice(0, run.steps.length - 256);
    if (msg.done && run.status === "running") run.status = "done";
  } else if (msg.type === "stopped") {
    run.halted = true; // the worker confirms: no step of this run is in flight any more
  }
  return run;
}

/**
 * The design tool's runs: one worker, started on the first run and kept (it holds the search,
 * so a stopped run can go on). `onChange()` is called after every reply. `create` makes the
 * worker (tests pass their own).
 * @param {() => void} onChange
 */
export function createDesign(onChange, create = () => new Worker(new URL("./design-worker.js", import.meta.url), { type: "module" })) {
  let worker = null;
  let serial = 0;
  let run = null;

  const ensure = () => {
    if (worker) return worker;
    worker = create();
    worker.postMessage({ type: "load", module: wasmModule() });
    worker.onmessage = (e) => {
      applyReply(run, e.data);
      onChange();
    };
    // a worker that dies takes its search with it: the run ends with the reason, and the next
    // run starts a fresh worker
    worker.onerror = (e) => {
      e.preventDefault?.();
      worker?.terminate();
      worker = null;
      if (run && (run.status === "running" || run.status === "stopped")) {
        run.status = "error";
        run.error = `the search stopped (${e.message || "the worker failed"})`;
        run.dead = true;
      }
      onChange();
    };
    return worker;
  };

  return {
    /** The current run, or null. */
    get run() { return run; },

    /** Starts a new run of `spec` that stops after `budget` evaluations (the old one ends). */
    start(spec, budget) {
      run = { id: ++serial, spec, budget, status: "running", evaluations: 0, bestScore: null, best: null, history: null, steps: [], error: "", seed: spec.seed, dead: false, halted: false };
      ensure().postMessage({ type: "start", run: run.id, spec, budget });
      onChange();
    },

    /** Stops the run now (the worker finishes the step in flight, then waits). */
    stop() {
      if (run?.status !== "running") return;
      run.status = "stopped";
      worker?.postMessage({ type: "stop", run: run.id });
      onChange();
    },

    /** Lets a stopped or finished run go on, to `budget` evaluations in all. */
    resume(budget) {
      if (!run || run.dead || (run.status !== "stopped" && run.status !== "done") || !worker) return;
      run.halted = false;
      run.budget = budget;
      run.status = "running";
      worker.postMessage({ type: "resume", run: run.id, budget });
      onChange();
    },

    /** Ends the worker and its search. */
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
