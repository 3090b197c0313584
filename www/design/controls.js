// The Design dialog's controls: the form (kind, constraints, goal, seed, budget), Start / Stop /
// Continue, and what to do with the best find: Load it into the editor (through the session's
// adopt, so Undo takes it back), Share it (a link, through the page's link codec), Save it to the
// personal gallery (design/yours.js). The search runs in its own worker (design/design.js) and goes on
// while the dialog is closed. `bindDesign` returns its unbind function.
import { $, listeners } from "../ui/dom.js";
import { copy } from "../ui/clipboard.js";
import { createDesign, specFromForm, randomSeed, foundWords } from "./design.js";
import { defaultChains } from "./chains.js";
import { designLimits } from "../solver/wasm.js";
import { renderDesign } from "./view.js";
import { layout, layoutLater, layoutInWorker } from "../model/layout.js";
import { toHash } from "../model/codec.js";
import { chasePuzzle } from "../model/puzzle.js";
import { MAX_YOURS } from "./yours.js";
import { language, t, reason } from "../i18n/i18n.js";
import { linkQuery } from "../session/language.js";

/** The form's fields read by specFromForm, by name. */
const FIELDS = ["nodes", "minEdges", "maxEdges", "rows", "cols", "minWalls", "maxWalls", "catJump", "mouseJump", "turnLimit", "mouse", "cat", "food", "goal", "property", "plies", "side", "cats", "seed", "budget", "chains"];

/** The goal of a spec in a few words, e.g. "the longest cat win". */
export function goalWords(spec) {
  const side = spec.side === "mouse" || spec.side === "cat" ? spec.side : "either";
  switch (spec.goal) {
    case "longestWin": return t(`design.goal.longestWin.${side}`);
    case "dpWrong": return t("design.goal.dpWrong");
    case "turnLimit": return t("design.goal.turnLimit");
    case "needsCats": return t("design.goal.needsCats", { cats: spec.cats });
    case "longestCapture": return t("design.goal.longestCapture", { count: spec.cats });
    default: return spec.property === "win" ? t(`design.goal.smallestWin.${side}`, { plies: spec.plies })
      : t(spec.property === "dpWrong" ? "design.goal.smallestDp" : "design.goal.smallestLimit");
  }
}

/** Shows the fields of the chosen kind and goal, and the goals that apply to it. */
function fitForm(dialog, kind) {
  for (const b of dialog.querySelectorAll("[data-design-kind]")) b.setAttribute("aria-pressed", String(b.dataset.designKind === kind));
  dialog.querySelector(".design-graph").hidden = kind !== "graph";
  dialog.querySelector(".design-grid").hidden = kind !== "grid";
  for (const select of [$("#design-goal"), $("#design-property")]) {
    for (const option of select.options) {
      const off = option.dataset.kind && option.dataset.kind !== kind;
      option.hidden = off;
      option.disabled = off;
    }
    if (select.selectedOptions[0]?.disabled) select.value = select.options[0].value;
  }
  const goal = $("#design-goal").value;
  const smallest = goal === "smallest";
  const property = $("#design-property").value;
  dialog.querySelector(".design-property").hidden = !smallest;
  dialog.querySelector(".design-plies").hidden = !(smallest && property === "win");
  dialog.querySelector(".design-side").hidden = !(goal === "longestWin" || (smallest && property === "win"));
  dialog.querySelector(".design-cats").hidden = !(goal === "needsCats" || goal === "longestCapture");
}

/** The form as `{spec, budget}` (throws naming a bad field). */
function readForm(dialog, kind, bounds) {
  const v = { kind, connected: $("#design-connected").checked };
  for (const name of FIELDS) v[name] = dialog.querySelector(`[name=${name}]`).value;
  return specFromForm(v, bounds);
}

/** Shows `text` as the form's error (none: ""). */
function showError(text) {
  const el = $("#design-error");
  el.textContent = text;
  el.hidden = !text;
}

/** The best find's name in the gallery, e.g. "Designed: 12 nodes, …". */
function bestName(design) {
  const { best, spec } = design.run;
  const size = best.mode === "graph" ? t("design.name.nodes", { nodes: best.puzzle.adj.length }) : `${best.puzzle.rows.length}×${best.puzzle.rows[0].length}`;
  return t("design.name", { size, title: foundWords(best, spec).title.replace(/^[A-Z]/, (c) => c.toLowerCase()) });
}
/** The best find's note: its size, what it claims, and how it was found. */
function bestNote(design) {
  const { best, spec, seed } = design.run;
  const size = best.mode === "graph" ? t("design.note.edges", { edges: best.size }) : t("design.note.cells", { cells: best.size, catJump: best.puzzle.catJump, mouseJump: best.puzzle.mouseJump });
  const join = t("design.found.join");
  const claim = foundWords(best, spec).detail.split(join).slice(1).join(join);
  return t("design.note", { size, claim: claim ? `${join}${claim}` : "", goal: goalWords(spec), seed, evaluation: best.evaluation });
}

// A Cops and Robbers find is loaded as the chase it was scored on: the goal's cats on their
// best starts and the mouse on its best start against them (the package's captureTime), no
// hole, both sides passing, the cats first; so the board, the Optimal line and Play show it.
// Returns the Load button's click handler.
function loadHandler({ design, note, bestParts, engine, session, state, dialog, schedule }) {
  let loading = 0; // the Load in flight (a second click, or a new run, makes it stale)
  return async () => {
    if (!design.run?.best) return;
    const { spec } = design.run;
    const name = bestName(design);
    const described = bestNote(design);
    const mine = ++loading;
    let parts;
    try {
      parts = await bestParts();
    } catch (err) {
      if (mine === loading) note(t("design.notLoaded", { why: reason(err) }));
      return;
    }
    if (mine !== loading) return;
    let chase = "";
    if (parts.graph && (spec.goal === "needsCats" || spec.goal === "longestCapture")) {
      note(t("design.findingStarts", { count: spec.cats }));
      try {
        const { value } = await engine.captureTime(parts.graph.adj, spec.cats, {});
        if (mine !== loading) return;
        if (value.captureRounds === null) {
          chase = t("design.chase.none", { count: spec.cats });
        } else {
          parts.graph = chasePuzzle(parts.graph, value);
          const k = value.starts[0].length;
          chase = t("design.chase.loaded", { count: k, rounds: t("design.found.rounds", { count: value.captureRounds }) });
        }
      } catch (err) {
        if (mine === loading) note(t("design.notLoaded", { why: reason(err) }));
        return;
      }
    }
    note("");
    session.adopt(parts, name, {
      refused: (err) => note(t("design.notLoadedShort", { why: reason(err) })),
      then: () => {
        state.note = t("design.loadedNote", { name, note: described, chase });
        dialog.close();
        schedule();
      },
    });
  };
}

/** The best find's puzzle parts (bestParts), or null: no find yet, or `refused(err)` was told why not. */
async function bestPartsOr(design, bestParts, refused) {
  if (!design.run?.best) return null;
  try {
    return await bestParts();
  } catch (err) {
    refused(err);
    return null;
  }
}

/** The Share button's click handler: the best find's link, copied (or shown to copy). */
function shareHandler({ design, note, bestParts }) {
  return async () => {
    const parts = await bestPartsOr(design, bestParts, (err) => note(t("design.notShared", { why: reason(err) })));
    if (!parts) return;
    const url = location.origin + location.pathname + linkQuery(language()) + toHash(parts.mode, parts.graph, parts.grid);
    const link = $("#design-link");
    link.value = url;
    link.hidden = false;
    const copied = await copy(url);
    note(t(copied ? "design.linkCopied" : "design.copyLink"));
    if (!copied) link.select();
  };
}

/** The Save button's click handler: the best find into the personal gallery (asking before it drops the oldest). */
function saveHandler({ design, note, bestParts, yours }) {
  return async () => {
    const parts = await bestPartsOr(design, bestParts, (err) => note(t("design.notSaved", { why: reason(err) })));
    if (!parts) return;
    // the same puzzle twice is one entry (its drawing aside)
    const key = (mode, p) => JSON.stringify(mode === "graph" ? [p.adj, p.hole, p.mouse, p.cats] : [p.rows, p.catJump, p.mouseJump, p.turnLimit]);
    const same = yours.list().find((e) => e.mode === parts.mode && key(e.mode, e.puzzle) === key(parts.mode, parts.graph ?? parts.grid));
    if (same) {
      note(t("design.already", { name: same.name }));
      return;
    }
    const item = { name: bestName(design), note: bestNote(design), mode: parts.mode, puzzle: parts.graph ?? parts.grid };
    const said = ({ entry, saved }, dropped = "") => note(saved
      ? t("design.saved", { name: entry.name, dropped })
      : t("design.notStored", { dropped }));
    try {
      const got = yours.add(item);
      if (!got.full) {
        said(got);
        return;
      }
      // a full gallery drops nothing unless the user says so
      const oldest = got.oldest;
      note(t("design.full", { count: MAX_YOURS, oldest: oldest.name }), () => {
        try {
          said(yours.add(item, { replaceOldest: true }), t("design.dropped", { name: oldest.name }));
        } catch (err) {
          note(t("design.notSaved", { why: reason(err) }));
        }
      });
    } catch (err) {
      note(t("design.notSaved", { why: reason(err) }));
    }
  };
}

/**
 * The best find's graph drawing, worked out once per find (`design`: design/design.js): at once,
 * or in the layout worker when that is more than a frame's work, calling `redraw` when it comes.
 * Returns {bestPos, bestPosReady, stopLayout}.
 */
function bestLayout(design, redraw) {
  // the best graph's drawing, computed once per find: at once, or in the layout worker when that is
  // more than a frame's work (a dense find: model/layout.js layoutInWorker), `ready` its promise
  let layoutOf = { key: "", pos: null, job: null, ready: null };

  /**
   * The best graph's layout (the drawing Load and Save keep), null for a grid, or while it is
   * being laid out in the layout worker (the dialog is drawn again when it comes).
   */
  function bestPos() {
    const best = design.run?.best;
    if (best?.mode !== "graph") return null;
    const key = JSON.stringify(best.puzzle.adj);
    if (layoutOf.key !== key) {
      layoutOf.job?.stop("a better find came"); // (not shown)
      const adj = best.puzzle.adj;
      if (!layoutInWorker(adj)) {
        const pos = layout(adj);
        layoutOf = { key, pos, job: null, ready: Promise.resolve(pos) };
      } else {
        const job = layoutLater(adj);
        const mine = { key, pos: null, job, ready: null };
        mine.ready = job.promise.then((pos) => {
          mine.pos = pos;
          mine.job = null;
          redraw();
          return pos;
        });
        mine.ready.catch(() => {}); // (a find replaced before its layout came: nobody waits for it)
        layoutOf = mine;
      }
    }
    return layoutOf.pos;
  }

  /** The best graph's layout once it is there (a promise; null for a grid). */
  function bestPosReady() {
    bestPos();
    return design.run?.best?.mode === "graph" ? layoutOf.ready : Promise.resolve(null);
  }

  /** Stops the layout in the worker, if one is on its way. */
  const stopLayout = (why) => layoutOf.job?.stop(why);
  return { bestPos, bestPosReady, stopLayout };
}

/**
 * Binds the Design dialog.
 * @param {object} page
 * @param {object} page.state        model/state.js (the mode a new dialog starts with)
 * @param {object} page.session      session/session.js (adopt, candidate)
 * @param {object} page.engine       solver/engine.js (a Cops and Robbers find's starts, on Load)
 * @param {object} page.yours        the personal gallery (design/yours.js createYours)
 * @param {{defaultTurnLimit:number}} page.limits   the solver's defaults
 * @param {() => void} page.schedule asks the page for a redraw
 * @returns {() => void} unbind
 */
export function bindDesign({ state, session, engine, yours, limits, schedule }) {
  const { on, off } = listeners();
  const dialog = $("#design");
  const bounds = designLimits();
  let kind = state.mode;
  let frame = 0;
  const redraw = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const design = createDesign(redraw);
  const { bestPos, bestPosReady, stopLayout } = bestLayout(design, redraw);

  $("#design-turnLimit").placeholder = String(limits.defaultTurnLimit);
  $("#design-nodes").max = String(bounds.maxNodes);
  for (const id of ["#design-rows", "#design-cols"]) $(id).max = String(bounds.maxSide);
  $("#design-chains").max = String(bounds.maxChains);
  $("#design-chains").value = String(defaultChains(navigator.hardwareConcurrency, navigator.deviceMemory, bounds.maxChains));
  $("#design-cats").max = String(bounds.maxCats);

  let replace = null; // what the "drop the oldest" button saves, while the gallery is full
  const note = (text, ask = null) => {
    $("#design-note").textContent = text;
    replace = ask;
    $("#design-replace").hidden = !ask;
  };

  function draw() {
    frame = 0;
    renderDesign(design.run, dialog.open ? bestPos() : null);
  }

  on($("#design-open"), "click", () => {
    if (!design.run) {
      kind = state.mode;
      fitForm(dialog, kind);
    }
    dialog.showModal();
    draw();
  });
  on($("#design-close"), "click", () => dialog.close());
  for (const b of dialog.querySelectorAll("[data-design-kind]")) {
    on(b, "click", () => {
      kind = b.dataset.designKind;
      fitForm(dialog, kind);
    });
  }
  on($("#design-form"), "change", () => fitForm(dialog, kind));
  on($("#design-form"), "submit", (e) => e.preventDefault());
  on($("#design-dice"), "click", () => {
    $("#design-seed").value = String(randomSeed());
  });

  on($("#design-start"), "click", () => {
    let got;
    try {
      got = readForm(dialog, kind, bounds);
    } catch (err) {
      showError(t("design.formError", { why: reason(err) }));
      return;
    }
    showError("");
    note("");
    $("#design-link").hidden = true;
    design.start(got.spec, got.budget, got.chains);
  });
  on($("#design-stop"), "click", () => design.stop());
  on($("#design-continue"), "click", () => {
    let budget;
    try {
      budget = readForm(dialog, kind, bounds).budget;
    } catch (err) {
      showError(t("design.formError", { why: reason(err) }));
      return;
    }
    showError("");
    // a finished run goes on for as many evaluations again as it was given
    const run = design.run;
    design.resume(budget > run.evaluations ? budget : run.evaluations + run.budget);
  });

  /** The best find as the page's puzzle parts ({mode, graph|grid}), its drawing kept (a promise: it may be laid out in the worker). */
  async function bestParts() {
    const best = design.run.best;
    const spec = { mode: best.mode, ...structuredClone(best.puzzle) };
    const parts = session.candidate(spec);
    if (parts.graph) parts.graph.pos = await bestPosReady();
    return parts;
  }
  const found = { design, note, bestParts, engine, session, state, dialog, schedule, yours };
  on($("#design-load"), "click", loadHandler(found));
  on($("#design-share"), "click", shareHandler(found));
  on($("#design-save"), "click", saveHandler(found));
  on($("#design-replace"), "click", () => replace?.());

  fitForm(dialog, kind);
  return () => {
    off();
    stopLayout("the dialog was unbound"); // (not shown)
    design.dispose();
  };
}
