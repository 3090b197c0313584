// Draws the Design dialog from the run (design/design.js): the status line with the evaluations and their
// rate, the best find in words, drawn small (a graph from its layout, a grid cell by cell), the
// score history as a sparkline, and which buttons apply. Reads its input; never changes state.
import { $ } from "../ui/dom.js";
import { esc } from "../board/paint/svg.js";
import { runRate, foundWords, sparkline } from "./design.js";
import { t, number } from "../i18n/i18n.js";

/** A count with its digits grouped in the language in force, e.g. "14,002". */
const count = (n) => number(Math.round(n), { useGrouping: true });

/** The status line of a run (null: none yet). */
export function statusWords(run) {
  if (!run) return t("design.status.idle");
  const rate = runRate(run);
  const chains = run.chains > 1 ? t("design.status.chains", { chains: run.chains }) : "";
  const perSecond = rate > 0 ? t("design.status.perSecond", { rate: count(rate), chains }) : chains ? t("design.status.chainsOnly", { chains }) : "";
  const of = t("design.status.of", { done: count(run.evaluations), budget: count(run.budget) });
  switch (run.status) {
    case "running": return t("design.status.running", { of, perSecond });
    case "stopped": return t("design.status.stopped", { done: count(run.evaluations), perSecond });
    case "done": return t("design.status.done", { of, perSecond });
    default: return t(run.best ? "design.status.stoppedBy" : "design.status.notStarted", { error: run.error });
  }
}

/** A graph drawn small: edges, then nodes (the hole, the mouse's and the cat's marked). */
function graphSvg(puzzle, pos) {
  const xs = pos.map((p) => p[0]);
  const ys = pos.map((p) => p[1]);
  const pad = 0.6;
  const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
  const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
  const r = Math.min(0.32, Math.max(0.18, 1.6 / Math.sqrt(puzzle.adj.length)));
  const out = [`<svg class="design-preview" viewBox="${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}" role="img" aria-label="${esc(t("design.preview.graph", { nodes: puzzle.adj.length }))}">`];
  puzzle.adj.forEach((list, a) => {
    for (const b of list) {
      if (b > a) out.push(`<line class="dp-edge" x1="${pos[a][0].toFixed(2)}" y1="${pos[a][1].toFixed(2)}" x2="${pos[b][0].toFixed(2)}" y2="${pos[b][1].toFixed(2)}"/>`);
    }
  });
  pos.forEach(([x, y], i) => {
    const role = i === puzzle.hole ? "dp-hole" : i === puzzle.mouse ? "dp-mouse" : puzzle.cats.includes(i) ? "dp-cat" : "";
    out.push(`<circle class="dp-node ${role}" data-node="${i}" cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${r}"/>`);
    const letter = i === puzzle.mouse ? "M" : puzzle.cats.includes(i) ? "C" : "";
    if (letter) out.push(`<text class="dp-letter" x="${x.toFixed(2)}" y="${(y + r * 0.38).toFixed(2)}" font-size="${(r * 1.1).toFixed(2)}">${letter}</text>`);
  });
  out.push("</svg>");
  return out.join("");
}

/** A grid drawn small: walls dark, the mouse, the cat and the food lettered. */
function gridSvg(puzzle) {
  const rows = puzzle.rows;
  const cols = rows[0].length;
  const out = [`<svg class="design-preview" viewBox="0 0 ${cols} ${rows.length}" role="img" aria-label="${esc(t("design.preview.grid", { rows: rows.length, cols }))}">`];
  rows.forEach((row, r) => {
    for (let c = 0; c < cols; c++) {
      const ch = row[c];
      const cls = ch === "#" ? "dp-wall" : ch === "F" ? "dp-food" : ch === "M" ? "dp-mouse" : ch === "C" ? "dp-cat" : "dp-floor";
      out.push(`<rect class="dp-cell ${cls}" data-cell="${r},${c}" x="${c + 0.04}" y="${r + 0.04}" width="0.92" height="0.92" rx="0.1"/>`);
      if ("MCF".includes(ch)) out.push(`<text class="dp-letter" x="${c + 0.5}" y="${r + 0.68}" font-size="0.55">${ch}</text>`);
    }
  });
  out.push("</svg>");
  return out.join("");
}

/**
 * Draws the dialog. `run`: design/design.js's run or null; `pos`: the layout of the best graph (the
 * drawing Load and Save keep), or null.
 */
export function renderDesign(run, pos) {
  const dialog = $("#design");
  dialog.dataset.status = run?.status ?? "idle";
  dialog.dataset.run = String(run?.id ?? "");
  dialog.dataset.evaluations = String(run?.evaluations ?? 0);
  dialog.dataset.halted = String(Boolean(run?.halted));
  dialog.dataset.bestScore = run?.best ? String(run.best.score) : "";
  $("#design-status").textContent = statusWords(run);
  const running = run?.status === "running";
  $("#design-start").disabled = running;
  $("#design-stop").disabled = !running;
  $("#design-continue").disabled = !run || running || run.dead || run.status === "error";
  $("#design-form").toggleAttribute("inert", running);
  for (const id of ["#design-load", "#design-share", "#design-save"]) $(id).disabled = !run?.best;
  $("#design-open").dataset.running = running ? "true" : "";

  const best = run?.best;
  const found = $("#design-found");
  found.hidden = !best;
  if (!best) return;
  const words = foundWords(best, run.spec);
  $("#design-best-title").textContent = words.title;
  $("#design-best-title").dataset.outcome = { 1: "mouse", 2: "cat" }[best.outcome] ?? (best.mode === "grid" ? "endless" : "draw");
  $("#design-best-detail").textContent = words.detail;
  $("#design-best-how").textContent = t("design.how", { score: best.score, evaluation: count(best.evaluation), seed: run.seed });
  const key = JSON.stringify(best.puzzle);
  const box = $("#design-preview-box");
  if (box.dataset.key !== key || box.dataset.pos !== String(Boolean(pos))) {
    box.dataset.key = key;
    box.dataset.pos = String(Boolean(pos));
    box.innerHTML = best.mode === "graph" ? (pos ? graphSvg(best.puzzle, pos) : "") : gridSvg(best.puzzle);
  }
  const spark = $("#design-spark");
  const W = Math.max(160, Math.round(spark.clientWidth || 240) - 8);
  const H = 56;
  const line = sparkline(run.history, run.evaluations, W, H);
  spark.setAttribute("viewBox", `-4 -4 ${W + 8} ${H + 8}`);
  spark.innerHTML = line
    ? `<title>${esc(t("design.spark", { min: line.min, max: line.max }))}</title><path class="spark" d="${line.d}"/><circle class="spark-now" cx="${line.x.toFixed(1)}" cy="${line.y.toFixed(1)}" r="3"/>`
    : "";
  $("#design-spark-words").textContent = line ? sparkWords(run.bestScore ?? best.score, run.history.length / 2 - 1) : "";
}

/** The sparkline's words: the best score and how many times it improved, e.g. "Best score 16: 1 improvement". */
export function sparkWords(score, improvements) {
  const n = Math.max(0, improvements);
  return t("design.sparkWords", { score: count(score), n: count(n), count: n });
}
