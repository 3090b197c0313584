// Draws the hardest positions in the Table tab: for each player to move, a histogram of how many
// positions the mouse wins and the cat wins in each number of plies (a log scale, so that the few
// longest wins show; each bar in the board's tint for its distances), and the draws (endless on the grid); the puzzle's start marked ▲ on its bar;
// on the grid the turn limit's cut (the mouse wins the limit gives to the cat, hatched as "mouse
// too late" on the board) and the limit as a line at its ply; the open bar's positions, each a
// button that puts it on the board (explore/hardest.js). The counts and positions are the
// table's (solver/histogram.js, asked through the solution: in the worker for a big table).
// Reads state; never changes it.
import { OUTCOME } from "../solver/wasm.js";
import { placeName, plies } from "../model/words.js";
import { tintOf } from "../model/tint.js";
import { esc } from "../board/paint/svg.js";
import { $ } from "../ui/dom.js";
import { t, number, language } from "../i18n/i18n.js";

/** A count, grouped ("1,234"). */
const count = (n) => number(n, { useGrouping: true });

/** The most bars along a histogram: longer tables put several distances in a bar. */
export const MAX_BARS = 60;

/**
 * The bars of distances 0 to `longest`: `width` distances a bar, bar `b` holding [b·width,
 * b·width + width − 1] (the last one cut at `longest`).
 * @returns {{width:number, bars:{lo:number, hi:number}[]}}
 */
export function binning(longest) {
  const n = Math.max(0, longest) + 1;
  const width = Math.ceil(n / MAX_BARS);
  const bars = [];
  for (let lo = 0; lo < n; lo += width) bars.push({ lo, hi: Math.min(n - 1, lo + width - 1) });
  return { width, bars };
}

/** The sum of `counts` over distances lo..hi. */
const sum = (counts, lo, hi) => {
  let s = 0;
  for (let d = lo; d <= hi && d < counts.length; d++) s += counts[d];
  return s;
};

const range = (lo, hi) => (lo === hi ? plies(lo) : t("hist.range", { lo, hi }));

/** A side's name: "mouse", "cat", or with several cats (`catCount`) "cats". */
const sideName = (who, catCount) => (who === "cat" && catCount > 1 ? "cats" : who);

/** "the mouse wins", "the cats win". */
const wins = (who, catCount) => t(`hist.wins.${sideName(who, catCount)}`);

/** A position's short name: "M 3, C 4, cat to move" (grid "M (0, 1), C (2, 3)"; several cats "C 2+4, cats to move"). */
export function shortState(mode, s, cols) {
  const name = (p) => (mode === "graph" ? String(p) : placeName("grid", p, cols).replace(/^[^(]*/, ""));
  return t("hist.short", { mouse: name(s.mouse), cats: s.cats.map(name).join("+"), toMove: t(`hist.toMove.${s.turn === 0 ? "mouse" : sideName("cat", s.cats.length)}`) });
}

/** What a bar holds, in words: "mouse to move, the mouse wins in 3 plies" (several cats, `catCount`: "cats to move, the cats win in 2 plies"). */
export function barWords(bar, grid, catCount = 1) {
  const who = t(`hist.toMove.${bar.turn === 0 ? "mouse" : sideName("cat", catCount)}`);
  if (bar.outcome === "draw") return t(grid ? "hist.barEndless" : "hist.barDraw", { who });
  return t("hist.barWin", { who, wins: wins(bar.outcome, catCount), range: range(bar.lo, bar.hi) });
}

let drawn = ""; // what #hardest holds, so an unchanged redraw costs nothing

/**
 * The histogram not in (yet): `text` in its place, and none of another table's words or longest
 * wins (the buttons back to their first state), drawn once per `key`.
 */
function waiting(text, key) {
  if (drawn === key) return;
  $("#hardest").dataset.ready = "";
  $("#hardest-charts").innerHTML = `<p class="detail">${esc(text)}</p>`;
  $("#bar-list").innerHTML = "";
  $("#hardest-about").textContent = "";
  for (const side of ["mouse", "cat"]) {
    const b = $(`#longest-${side}`);
    b.disabled = true;
    b.textContent = t("hist.longestLabel", { side: t(`hist.whose.${side}`) });
  }
  drawn = key;
}

/**
 * Renders the hardest positions into #hardest from the solution's histogram (`ask("histogram")`),
 * the open bar's positions (`ask("barStates", …)`) and the start.
 */
export function renderHistogram(state, ask) {
  const box = $("#hardest");
  const sol = state.solution;
  if (!box) return;
  if (!sol) {
    waiting(t("hist.solving"), `solving:${language()}`);
    return;
  }
  const h = ask("histogram");
  const bar = state.view.tableBar;
  const list = bar ? ask("barStates", bar.turn, OUTCOME[bar.outcome], bar.lo, bar.hi) : null;
  const start = ask("views", sol.start.mouse, sol.start.cats, sol.start.turn);
  // (the language too: a switch of language draws it again)
  const key = `${sol.id}:${!!h}:${JSON.stringify(bar)}:${!!list}:${!!start}:${language()}`;
  if (key === drawn) return;
  const grid = sol.kind === "grid";
  const k = sol.catCount; // how many cats: their side's words
  box.dataset.solution = String(sol.id);
  if (!h) {
    waiting(t(h === null ? "hist.failed" : "hist.counting"), key);
    return;
  }
  box.dataset.ready = "true";
  const longest = Math.max(h.maxMouse, h.maxCat, 0);
  const { bars } = binning(longest);
  // the start's bar: its player to move, outcome and distance (the table's, without the turn limit)
  const so = start ? { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat", [OUTCOME.draw]: "draw" }[start.outcomes[0]] : null;
  const sd = start ? start.distances[0] : -1;
  let top = 1; // the tallest bar, for the log scale
  for (const t of h.turns) {
    top = Math.max(top, t.draw);
    for (const b of bars) top = Math.max(top, sum(t.mouse, b.lo, b.hi), sum(t.cat, b.lo, b.hi));
  }
  const height = (n) => (n === 0 ? 0 : Math.max(4, (100 * Math.log1p(n)) / Math.log1p(top)));
  const isOpen = (turn, outcome, lo, hi) => !!bar && bar.turn === turn && bar.outcome === outcome && bar.lo === lo && bar.hi === hi;
  const button = (turn, outcome, lo, hi, n, cut, isStart) => {
    const words = t("hist.positions", { words: barWords({ turn, outcome, lo, hi }, grid, k), count: n, shown: count(n) })
      + (cut ? t("hist.cut", { count: count(cut) }) : "") + (isStart ? t("hist.startHere") : "");
    // a win's bar in the board's tint for its distances (its middle one): paler is later, as on the board
    const tint = outcome === "draw" ? "" : ` t${tintOf(Math.floor((lo + hi) / 2), sol.maxDistance ?? longest)}`;
    const cls = `bar o-${outcome === "draw" ? (grid ? "endless" : "draw") : outcome}${tint}${isStart ? " start" : ""}${isOpen(turn, outcome, lo, hi) ? " open" : ""}`;
    const cutPart = cut ? `<span class="cut beyond" style="height:${((100 * cut) / n).toFixed(1)}%"></span>` : "";
    return `<button type="button" class="${cls}" style="height:${height(n).toFixed(1)}%" data-turn="${turn}" data-outcome="${outcome}" data-lo="${lo}" data-hi="${hi}" data-n="${n}" data-cut="${cut}"`
      + ` aria-pressed="${isOpen(turn, outcome, lo, hi)}" aria-label="${esc(words)}" title="${esc(words)}" tabindex="-1">${cutPart}</button>`; // (not shown)
  };
  // where distance d's bar is along the axis (its middle), or the right edge of its bar
  const at = (d, edge = 0.5) => `${(((Math.floor(d / (bars[0].hi - bars[0].lo + 1)) + edge) / bars.length) * 100).toFixed(2)}%`;
  const figures = h.turns.map((counts, turn) => {
    const rows = ["mouse", "cat"].map((side) => {
      const cells = bars.map(({ lo, hi }) => {
        const n = sum(counts[side], lo, hi);
        if (n === 0) return `<span class="bar empty"></span>`;
        const cut = side === "mouse" && counts.cut ? sum(counts.cut, lo, hi) : 0;
        return button(turn, side, lo, hi, n, cut, so === side && sol.start.turn === turn && sd >= lo && sd <= hi);
      }).join("");
      // the turn limit at its ply, on the mouse-win bars (beyond the longest win it cuts nothing)
      const limit = grid && side === "mouse" && sol.turnLimit <= longest
        ? `<span class="limit" style="left:${at(sol.turnLimit, 1)}" title="${esc(t("hist.limitTitle", { plies: plies(sol.turnLimit) }))}"></span>` : "";
      const total = counts[side].reduce((a, b) => a + b, 0);
      return `<div class="hist-row" data-side="${side}"><span class="hist-label">${esc(t(side === "mouse" ? "hist.mouseWins" : k > 1 ? "hist.catsWin" : "hist.catWins"))}<b>${count(total)}</b></span>`
        + `<div class="hist-bars">${cells}${limit}</div></div>`;
    });
    const drawStart = so === "draw" && sol.start.turn === turn;
    const draws = `<div class="hist-row" data-side="draw"><span class="hist-label">${esc(t(grid ? "hist.endless" : "hist.draws"))}<b>${count(counts.draw)}</b></span>`
      + `<div class="hist-bars draws">${counts.draw ? button(turn, "draw", 0, 0, counts.draw, 0, drawStart) : `<span class="bar empty"></span>`}</div></div>`; // (not shown)
    const marker = so && so !== "draw" && sol.start.turn === turn
      ? `<span class="start-mark" style="left:${at(sd)}" aria-hidden="true">▲</span>` : "";
    const axis = `<div class="hist-axis"><span class="hist-label"></span><div class="hist-ticks"><span>0</span>${marker}<span>${plies(longest)}</span></div></div>`;
    return `<figure class="histogram" data-turn="${turn}"><figcaption>${esc(t(turn === 0 ? "hist.mouseToMove" : k > 1 ? "hist.catsToMove" : "hist.catToMove"))}</figcaption>${rows.join("")}${axis}${draws}</figure>`;
  });
  const cutAll = grid ? h.turns.reduce((a, t) => a + t.cut.reduce((x, y) => x + y, 0), 0) : 0;
  const startWords = so ? t("hist.start", {
    toMove: t(`hist.toMove.${sol.start.turn === 0 ? "mouse" : sideName("cat", k)}`),
    how: so === "draw" ? t(grid ? "hist.startEndless" : "hist.startDraw") : t("hist.startWin", { wins: wins(so, k), plies: plies(sd) }),
  }) : "";
  const limitWords = grid ? t("hist.limit", { plies: plies(sol.turnLimit), count: cutAll, shown: count(cutAll) }) : "";
  $("#hardest-charts").innerHTML = figures.join("");
  $("#hardest-about").textContent = t("hist.about", { start: startWords, limit: limitWords });
  for (const [side, max] of [["mouse", h.maxMouse], ["cat", h.maxCat]]) {
    const b = $(`#longest-${side}`);
    b.disabled = max <= 0;
    const whose = t(`hist.whose.${side === "cat" && k > 1 ? "cats" : side}`);
    b.textContent = max > 0 ? t("hist.longest", { whose, plies: plies(max) }) : t("hist.noWin", { whose });
  }
  // the open bar's positions
  const cols = state.grid.rows[0]?.length ?? 1;
  const out = $("#bar-list");
  if (!bar) out.innerHTML = "";
  else if (!list) out.innerHTML = `<p class="detail">${esc(t(list === null ? "hist.listFailed" : "hist.listing"))}</p>`;
  else {
    const items = list.states.map((s, i) => {
      const late = s.late ? ` <span class="late">${esc(t("hist.late"))}</span>` : "";
      return `<li><button type="button" data-load="${i}">${esc(shortState(state.mode, s, cols))}</button> ${bar.outcome === "draw" ? "" : plies(s.distance)}${late}</li>`;
    });
    const more = list.count > list.states.length ? t("hist.first", { count: list.states.length }) : "";
    // (the template's own markup: <b> round the count; `count` picks the plural, `shown` is written)
    const head = t("hist.list", { count: list.count, shown: count(list.count), words: esc(barWords(bar, grid, k)), more: esc(more) });
    out.innerHTML = `<p class="detail">${head}</p><ol class="bar-states">${items.join("")}</ol>`;
    out.dataset.n = String(list.count);
  }
  // one bar of each histogram is in the tab order (the arrows move between the others)
  for (const fig of box.querySelectorAll(".histogram")) {
    const bs = [...fig.querySelectorAll("button.bar")];
    (bs.find((b) => b.classList.contains("open")) ?? bs.find((b) => b.classList.contains("start")) ?? bs[0])?.setAttribute("tabindex", "0");
  }
  drawn = key;
}
