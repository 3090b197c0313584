// The Design tool's model: the design spec read from the form (the package's DesignSpec), one
// search run at a time in its own worker (design/design-worker.js) and what the page knows of it (a
// plain object updated by the worker's replies), the evaluation rate, the score history's
// sparkline, and the words for a find. No DOM here: design/controls.js binds the dialog and
// design/view.js draws it.
import { wasmModule, designLimits } from "../solver/wasm.js";
import { plies, millis } from "../model/words.js";
import { t, reason, language } from "../i18n/i18n.js";
import { sharedChain, perChain } from "./chains.js";

/** Every how many evaluations of each chain the chains share their best (the package's). */
const designSync = () => designLimits().syncEvaluations;

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
  // (an error's words name the form's field in the language in force: design.field.*)
  const whole = (key, min, max, optional = false) => {
    const raw = String(v[key] ?? "").trim();
    if (raw === "" && optional) return undefined;
    const n = Number(raw);
    if (raw === "" || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      const got = raw === "" ? "" : t("design.error.got", { got: JSON.stringify(raw.slice(0, 20)) });
      throw new Error(t("design.error.whole", { label: t(`design.field.${key}`), min, max, got }));
    }
    return n;
  };
  const kind = v.kind === "grid" ? "grid" : "graph";
  const spec = { kind };
  if (kind === "graph") {
    spec.nodes = whole("nodes", 3, limits.maxNodes);
    const top = (spec.nodes * (spec.nodes - 1)) / 2;
    const minEdges = whole("minEdges", 0, top, true);
    const maxEdges = whole("maxEdges", 0, top, true);
    if (minEdges !== undefined) spec.minEdges = minEdges;
    if (maxEdges !== undefined) spec.maxEdges = maxEdges;
    spec.connected = v.connected !== false;
  } else {
    spec.rows = whole("rows", 1, limits.maxSide);
    spec.cols = whole("cols", 1, limits.maxSide);
    const cells = spec.rows * spec.cols;
    const minWalls = whole("minWalls", 0, cells, true);
    const maxWalls = whole("maxWalls", 0, cells, true);
    if (minWalls !== undefined) spec.minWalls = minWalls;
    if (maxWalls !== undefined) spec.maxWalls = maxWalls;
    spec.catJump = whole("catJump", 1, limits.maxSide);
    spec.mouseJump = whole("mouseJump", 1, limits.maxSide);
    const turnLimit = whole("turnLimit", 1, 100000, true);
    if (turnLimit !== undefined) spec.turnLimit = turnLimit;
    // fixed cells, written "row, column" (blank: the search places the piece)
    const fixed = [];
    for (const key of ["mouse", "cat", "food"]) {
      const label = t(`design.field.${key}`);
      const raw = String(v[key] ?? "").trim();
      if (raw === "") continue;
      const m = /^(\d+)\s*[,\s]\s*(\d+)$/.exec(raw);
      const [r, c] = m ? [Number(m[1]), Number(m[2])] : [-1, -1];
      if (!(r >= 0 && r < spec.rows && c >= 0 && c < spec.cols)) {
        throw new Error(t("design.error.cell", { label, lastRow: spec.rows - 1, lastCol: spec.cols - 1, got: JSON.stringify(raw.slice(0, 20)) }));
      }
      const other = fixed.find((f) => f.r === r && f.c === c);
      if (other) throw new Error(t("design.error.sameCell", { first: other.label, second: label, row: r, col: c }));
      fixed.push({ label, r, c });
      spec[key] = r * spec.cols + c;
    }
  }
  // the goal; one that belongs to the other kind is the designer's to refuse, with its reason
  const goal = ["longestWin", "dpWrong", "turnLimit", "smallest", "needsCats", "longestCapture"].includes(v.goal) ? v.goal : "longestWin";
  spec.goal = goal;
  if (goal === "needsCats") spec.cats = whole("cats", 2, limits.maxCats ?? 4);
  if (goal === "longestCapture") spec.cats = whole("cats", 1, limits.maxCats ?? 4);
  const side = ["either", "mouse", "cat"].includes(v.side) ? v.side : "either";
  if (goal === "longestWin") spec.side = side;
  if (goal === "smallest") {
    spec.property = ["win", "dpWrong", "turnLimit"].includes(v.property) ? v.property : "win";
    if (spec.property === "win") {
      spec.side = side;
      spec.plies = whole("plies", 1, 100000);
    }
  }
  spec.seed = whole("seed", 0, MAX_SEED);
  const budget = whole("budget", 1, MAX_BUDGET);
  // blank or absent: one chain (the plain designer); the dialog fills in this device's default
  const chains = String(v.chains ?? "").trim() === "" ? 1 : whole("chains", 1, limits.maxChains ?? 64);
  return { spec, budget, chains };
}

/** The form's label of each spec key the designer's messages name. */
const LABELS = { minEdges: "fewest edges", maxEdges: "most edges", minWalls: "fewest walls", maxWalls: "most walls", catJump: "cat jump", mouseJump: "mouse jump", turnLimit: "turn limit" };

/** The designer's message with the spec's keys written as the form's labels ("maxEdges" -> "most edges"). */
export function inFormWords(message) {
  return message.replace(/\b(?:spec\.)?(minEdges|maxEdges|minWalls|maxWalls|catJump|mouseJump|turnLimit)\b/g, (_, key) => LABELS[key]);
}

/**
 * A worker's error reply in the language in force: English as the designer's message with the
 * form's labels (inFormWords), another language from the package's kind and params.
 */
function errorWords(msg) {
  if (language() === "en" || !msg.kind) return inFormWords(msg.error);
  return reason(Object.assign(new Error(msg.error), { kind: msg.kind, params: msg.params }))
    .replace(/\b(?:spec\.)?(minEdges|maxEdges|minWalls|maxWalls|catJump|mouseJump|turnLimit)\b/g, (_, key) => t(`design.field.${key}`));
}

/** A fresh seed (what the dice button puts in the seed field). */
export const randomSeed = () => Math.floor(Math.random() * (MAX_SEED + 1));

/**
 * Evaluations per second over the last RATE_WINDOW_MS of search: `steps` are the worker's
 * steps, oldest first, each `{evaluations, ms}` (its own work and time). 0 before any step.
 */
/** Evaluations per second of all a run's chains together: the sum of each chain's rate (they run side by side). */
export function runRate(run) {
  if (!run) return 0;
  return run.per ? run.per.reduce((sum, c) => sum + evalRate(c.steps), 0) : evalRate(run.steps);
}

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
    ? t(`design.found.${who}Wins`, { plies: plies(found.distance) })
    : t(endless ? "design.found.endless" : "design.found.draw");
  const size = found.mode === "graph"
    ? t("design.found.graphSize", { nodes: found.puzzle.adj.length, edges: found.size })
    : t("design.found.gridSize", { rows: found.puzzle.rows.length, cols: found.puzzle.rows[0].length, cells: found.size });
  const goal = spec.goal === "smallest" ? spec.property : spec.goal;
  let claim = "";
  if (goal === "needsCats" || goal === "longestCapture") {
    const rounds = Math.ceil(found.distance / 2);
    const fewer = spec.goal === "needsCats" ? spec.cats - 1 : spec.cats;
    const inRounds = t("design.found.rounds", { count: rounds });
    const title = goal === "needsCats"
      ? (found.holds ? t("design.found.needs", { cats: spec.cats, fewer }) : t("design.found.stillCatch", { count: fewer, rounds: inRounds }))
      : (found.holds ? t("design.found.catch", { count: spec.cats, rounds: inRounds }) : t("design.found.cannot", { count: spec.cats }));
    return { title, detail: t("design.found.copsDetail", { nodes: found.puzzle.adj.length, edges: found.size }) };
  }
  if (goal === "dpWrong") {
    claim = t(found.holds ? "design.claim.dpWrong" : "design.claim.dpRight");
  } else if (goal === "turnLimit") {
    claim = found.holds ? t("design.claim.limitDecides", { limit: found.puzzle.turnLimit }) : t("design.claim.limitNot");
  } else if (spec.goal === "longestWin" && spec.side !== "either" && !found.holds) {
    claim = t(`design.claim.noWin.${spec.side}`);
  } else if (goal === "win" && !found.holds) {
    claim = t(`design.claim.short.${spec.side === "mouse" || spec.side === "cat" ? spec.side : "either"}`, { plies: plies(spec.plies) });
  }
  return { title, detail: [size, claim].filter(Boolean).join(t("design.found.join")) };
}

/**
 * What the page knows of a run after the worker's reply `msg` (the run's own replies only):
 * returns the updated run (the same object). `run`: {id, spec, budget, chains, status: "running" |
 * "stopped" | "done" | "error", evaluations, bestScore, best, history, steps, error, halted (a
 * stopped run's workers confirmed it: no step in flight), dead (a worker failed), and, with
 * several chains, `per`: each chain's {evaluations, bestScore, best, rank, steps, done, halted}}.
 * A Stop is the page's at once: a step that was in flight still reports (its numbers are real),
 * but the run stays stopped. With several chains the run's evaluations are all chains' together,
 * its best the best chain's (highest rank, lowest chain among equals, as the chains share), and
 * its history each rise of that best, at the run's evaluations then.
 */
export function applyReply(run, msg) {
  if (!run || msg.run !== run.id) return run;
  if (!run.per) return applyOne(run, msg);
  const c = run.per[msg.chain ?? 0];
  if (!c) return run;
  if (msg.type === "error") {
    run.status = "error";
    run.error = errorWords(msg);
    return run;
  }
  if (msg.type === "started" || msg.type === "progress") {
    c.evaluations = msg.evaluations;
    if (msg.best) c.best = msg.best;
    if (msg.rank) c.rank = msg.rank;
    c.bestScore = msg.type === "started" ? msg.best.score : msg.bestScore;
    if (msg.steps) {
      c.steps.push(...msg.steps);
      if (c.steps.length > 256) c.steps.splice(0, c.steps.length - 256);
    }
    if (msg.done) c.done = true;
    if (msg.type === "started") run.seed = msg.seed;
  } else if (msg.type === "stopped") {
    c.halted = true;
    run.halted = run.per.every((x) => x.halted);
    return run;
  } else {
    return run;
  }
  run.evaluations = run.per.reduce((sum, x) => sum + x.evaluations, 0);
  const known = run.per.filter((x) => x.best && x.rank);
  if (known.length === run.per.length) {
    const top = run.per[sharedChain(run.per.map((x) => x.rank))];
    const rose = run.bestScore === null || top.bestScore > run.bestScore;
    run.best = top.best;
    run.bestScore = top.bestScore;
    if (rose) run.history = Float64Array.from([...(run.history ?? []), Math.max(1, run.evaluations), top.bestScore]);
  }
  if (run.per.every((x) => x.done) && run.status === "running") run.status = "done";
  return run;
}

/** applyReply for a run of one chain: the worker's own numbers and history as they come. */
function applyOne(run, msg) {
  if (msg.type === "error") {
    run.status = "error";
    run.error = errorWords(msg);
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
 * The design tool's runs: one worker per chain, started on the first run that needs it and kept
 * (each holds its chain's search, so a stopped run can go on). `onChange()` is called after every
 * reply. `create` makes a worker (tests pass their own). With several chains this is also where
 * they meet: at each meeting every chain posts its find, and once all have, the best
 * (design/chains.js) is sent to every chain, which takes it at its next meeting (it never waits for
 * the others to reach this one).
 * @param {() => void} onChange
 */
export function createDesign(onChange, create = () => new Worker(new URL("./design-worker.js", import.meta.url), { type: "module" })) {
  const workers = [];
  let serial = 0;
  let run = null;
  let pending = new Map(); // evaluations -> the chains' sync reports at that point

  const failed = (e) => {
    e.preventDefault?.();
    // a worker that dies takes its chain with it: the run ends with the reason, and the next run
    // starts fresh workers
    for (const w of workers) w.terminate();
    workers.length = 0;
    if (run && (run.status === "running" || run.status === "stopped")) {
      run.status = "error";
      run.error = t("design.run.died", { why: e.message || t("design.run.workerFailed") });
      run.dead = true;
    }
    onChange();
  };

  const synced = (msg) => {
    if (!run || msg.run !== run.id) return;
    const reports = pending.get(msg.evaluations) ?? [];
    reports[msg.chain] = msg;
    pending.set(msg.evaluations, reports);
    if (reports.filter(Boolean).length < run.chains) return;
    pending.delete(msg.evaluations);
    const top = sharedChain(reports.map((r) => r.rank));
    reports.forEach((r, i) => workers[i]?.postMessage({ type: "adopt", run: run.id, evaluations: msg.evaluations, share: i === top ? null : reports[top].share, rank: reports[top].rank }));
  };

  const ensure = (count) => {
    while (workers.length < count) {
      const w = create();
      w.postMessage({ type: "load", module: wasmModule() });
      w.onmessage = (e) => {
        if (e.data.type === "sync") synced(e.data);
        else applyReply(run, e.data);
        onChange();
      };
      w.onerror = failed;
      workers.push(w);
    }
    return workers.slice(0, count);
  };

  const each = (message) => {
    for (const w of workers.slice(0, run?.chains ?? 1)) w.postMessage(message);
  };

  return {
    /** The current run, or null. */
    get run() { return run; },

    /**
     * Starts a new run of `spec` that stops after `budget` evaluations in all, over `chains`
     * chains (default 1; each runs its share, rounded up). The old run ends.
     */
    start(spec, budget, chains = 1) {
      const per = chains > 1 ? Array.from({ length: chains }, () => ({ evaluations: 0, bestScore: null, best: null, rank: null, steps: [], done: false, halted: false })) : null;
      run = { id: ++serial, spec, budget, chains, per, status: "running", evaluations: 0, bestScore: null, best: null, history: null, steps: [], error: "", seed: spec.seed, dead: false, halted: false };
      pending = new Map();
      const sync = chains > 1 ? designSync() : 0;
      ensure(chains).forEach((w, chain) => w.postMessage({ type: "start", run: run.id, spec, budget: perChain(budget, chains), ...(chains > 1 ? { chain, sync } : {}) }));
      onChange();
    },

    /** Stops the run now (the workers finish the step in flight, then wait). */
    stop() {
      if (run?.status !== "running") return;
      run.status = "stopped";
      each({ type: "stop", run: run.id });
      onChange();
    },

    /** Lets a stopped or finished run go on, to `budget` evaluations in all. */
    resume(budget) {
      if (!run || run.dead || (run.status !== "stopped" && run.status !== "done") || workers.length < run.chains) return;
      run.halted = false;
      run.budget = budget;
      run.status = "running";
      for (const c of run.per ?? []) Object.assign(c, { done: false, halted: false });
      each({ type: "resume", run: run.id, budget: perChain(budget, run.chains) });
      onChange();
    },

    /** Ends the workers and their searches. */
    dispose() {
      for (const w of workers) w.terminate();
      workers.length = 0;
    },
  };
}
