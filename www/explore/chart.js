// The value history: the distance to the end after each ply of a game (or of the optimal line),
// one dot per position coloured by its outcome. Under perfect play the distance falls by one a
// ply; a mistake shows as a jump (up: the winner wasted time; down: the loser hurried its loss; a
// colour change: the result itself changed). Reads its input; never changes state.
import { esc } from "../board/paint/svg.js";
import { t } from "../i18n/i18n.js";

/**
 * Draws `points` ({outcome: "mouse"|"cat"|"draw"|"endless"|"none", distance}) into `svg`, with
 * `ahead` (the rest of a known line) dimmed after them, the dot at `current` ringed, and a
 * triangle over each of `turns` ({i, yours, words}: a move that changed the result, to the
 * position after it at i), which a click picks (its data-turn is the ply); the dot at `hot` (the
 * ply under the pointer, here, in the move list or on the board) outlined. Each dot's data-ply
 * is its ply.
 */
export function renderChart(svg, points, { ahead = [], current = points.length - 1, label = "", turns = [], hot = null } = {}) {
  const all = points.concat(ahead);
  const W = Math.max(240, Math.round(svg.clientWidth || 600));
  const H = 120;
  const pad = { l: 34, r: 8, t: 8, b: 20 };
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  if (all.length === 0) {
    svg.innerHTML = "";
    svg.dataset.html = "";
    return;
  }
  let maxD = 2;
  for (const p of all) maxD = Math.max(maxD, p.distance); // (no spread: 100,000 arguments overflow the stack)
  const plies = Math.max(1, all.length - 1);
  const X = (i) => pad.l + ((W - pad.l - pad.r) * i) / plies;
  const Y = (d) => pad.t + (H - pad.t - pad.b) * (1 - d / maxD);
  const out = [];
  out.push(`<title>${esc(label || t("chart.title"))}</title>`);
  // axes: distance (plies) up, ply along
  out.push(`<line class="axis" x1="${pad.l}" y1="${Y(0)}" x2="${W - pad.r}" y2="${Y(0)}"/>`);
  out.push(`<line class="axis" x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${Y(0)}"/>`);
  out.push(`<text class="tick" x="${pad.l - 4}" y="${Y(maxD) + 4}" text-anchor="end">${maxD}</text>`);
  out.push(`<text class="tick" x="${pad.l - 4}" y="${Y(0) + 4}" text-anchor="end">0</text>`);
  out.push(`<text class="tick" x="${pad.l}" y="${H - 4}">${esc(t("chart.ply0"))}</text>`);
  out.push(`<text class="tick" x="${W - pad.r}" y="${H - 4}" text-anchor="end">${plies}</text>`);
  // Up to two dots a pixel column, every ply its dot and the trace through them; a longer game
  // (a record of 100,000 plies) one dot a column, its last ply's, and the trace the range of
  // distances in each column: the chart costs what its width does, not what the game does.
  const columns = Math.max(1, Math.round(W - pad.l - pad.r));
  const r = all.length > 200 ? 1.6 : all.length > 60 ? 2.4 : 3.4;
  if (all.length <= 2 * columns) {
    const path = (pts, from) => pts.map((p, i) => `${i ? "L" : "M"}${X(from + i).toFixed(1)} ${Y(p.distance).toFixed(1)}`).join(" ");
    if (ahead.length) out.push(`<path class="trace ahead" d="${path([points[points.length - 1] ?? ahead[0], ...ahead], Math.max(0, points.length - 1))}"/>`);
    if (points.length) out.push(`<path class="trace" d="${path(points, 0)}"/>`);
    all.forEach((p, i) => {
      const dim = i >= points.length ? " ahead" : "";
      out.push(`<circle class="pt o-${p.outcome}${dim}" data-ply="${i}" cx="${X(i).toFixed(1)}" cy="${Y(p.distance).toFixed(1)}" r="${r}"/>`);
    });
  } else {
    const at = out.length; // (the traces go under the dots)
    const trace = { played: [], ahead: [] };
    for (let c = 0; c < columns; c++) {
      const lo = Math.floor((c * all.length) / columns);
      const hi = Math.max(lo + 1, Math.floor(((c + 1) * all.length) / columns));
      let [least, most] = [Infinity, -Infinity];
      for (let i = lo; i < hi; i++) {
        least = Math.min(least, all[i].distance);
        most = Math.max(most, all[i].distance);
      }
      const x = X(hi - 1).toFixed(1);
      const part = hi - 1 >= points.length ? trace.ahead : trace.played;
      part.push(`${part.length ? "L" : "M"}${x} ${Y(most).toFixed(1)} L${x} ${Y(least).toFixed(1)}`);
      const last = all[hi - 1];
      const dim = hi - 1 >= points.length ? " ahead" : "";
      out.push(`<circle class="pt o-${last.outcome}${dim}" data-ply="${hi - 1}" cx="${x}" cy="${Y(last.distance).toFixed(1)}" r="${r}"/>`);
    }
    const traces = [];
    if (trace.ahead.length) traces.push(`<path class="trace ahead" d="${trace.ahead.join(" ")}"/>`);
    if (trace.played.length) traces.push(`<path class="trace" d="${trace.played.join(" ")}"/>`);
    out.splice(at, 0, ...traces);
  }
  if (current >= 0 && current < all.length) {
    out.push(`<circle class="now" cx="${X(current).toFixed(1)}" cy="${Y(all[current].distance).toFixed(1)}" r="${r + 3}"/>`);
  }
  if (hot !== null && hot >= 0 && hot < all.length) {
    out.push(`<circle class="hot" cx="${X(hot).toFixed(1)}" cy="${Y(all[hot].distance).toFixed(1)}" r="${r + 5}"/>`);
  }
  for (const t of turns) {
    if (t.i < 0 || t.i >= all.length) continue;
    const x = X(t.i);
    const cy = Y(all[t.i].distance);
    // over the dot, pointing down at it; under it, pointing up, where there is no room above
    const up = cy - r - 12 < 0;
    const tip = up ? cy + r + 3 : cy - r - 3;
    const base = up ? tip + 9 : tip - 9;
    out.push(`<path class="turn${t.yours ? " yours" : ""}" data-turn="${t.i}" d="M${(x - 6).toFixed(1)} ${base.toFixed(1)} L${(x + 6).toFixed(1)} ${base.toFixed(1)} L${x.toFixed(1)} ${tip.toFixed(1)} Z"><title>${esc(t.words)}</title></path>`);
  }
  const html = out.join("");
  // (the same chart is not redrawn: a pointer on a triangle keeps its title)
  if (svg.dataset.html !== html) {
    svg.innerHTML = html;
    svg.dataset.html = html;
  }
}
