// Draws the Watch tab: the level slider with the 2n DP's marker, what the shown level decides (and
// at the end, that nothing changes any more), the state under the pointer with its moves in this
// frame, and the frame's heatmaps (the solution paints them, solver/answers.js `watchFrame`; they are
// put on the canvases only when the frame changed). Reads state and the solver's answers; never changes
// state.
import { frameCounts } from "../solver/watch-frames.js";
import { rgb, tints } from "../explore/table.js";
import { axisPlaces } from "../model/places.js";
import { pixels } from "../solver/heatmap.js";
import { placeName, plies, moverName } from "../model/words.js";
import { stateView } from "../board/colouring.js";
import { $ } from "../ui/dom.js";
import { t, number } from "../i18n/i18n.js";

let colours = { key: "", palette: null, ink: null }; // the heatmaps' colours, read from the CSS once per scheme

const count = (n) => number(Math.round(n), { useGrouping: true });
const positions = (n) => t("watch.positions", { count: n, n: count(n) });
/** A side's name ("mouse", "cat") in the language in force. */
const side = (name) => t(`words.side.${name}`);
/** Items joined as a list in the language in force ("a, b", "a、b"). */
const list = (items) => items.join(t("words.listSeparator"));

/** What the frame of level `d` decides, in words: `{head, detail}`. */
export function levelWords(w, d, grid) {
  const { index } = w.data;
  const c = frameCounts(index, w.sums, d);
  const total = c.total.won + c.total.lost;
  const so = c.decided.won + c.decided.lost;
  if (d >= w.watch.final) {
    const undecided = index.undecided
      ? t(grid ? "watch.undecided.grid" : "watch.undecided.graph", { positions: positions(index.undecided) })
      : t(grid ? "watch.noneUndecided.grid" : "watch.noneUndecided.graph");
    const decided = t("watch.decidedIn", { positions: positions(total), levels: t("watch.levels", { count: index.maxLevel + 1 }) });
    return { head: t("watch.end"), detail: t("watch.endDetail", { undecided, decided }) };
  }
  const fresh = t("watch.fresh", { won: count(c.fresh.won), lost: count(c.fresh.lost) });
  return {
    head: t("watch.levelHead", { level: d, max: index.maxLevel, fresh }),
    detail: t("watch.levelDetail", { what: d === 0 ? t("watch.finished") : t("watch.decidedInPlies", { plies: plies(d) }), so: count(so), positions: positions(total) }),
  };
}

/** The state under the pointer in this frame, with its moves (the package's StateAtLevel), in words. */
export function stateAtLevelWords(mode, cols, s, frame, d, final) {
  const at = t("watch.at", { mousePlace: placeName(mode, s.mouse, cols), catPlace: placeName(mode, s.cats[0], cols), mover: side(moverName(s.turn)) });
  if (frame.decided) {
    const who = frame.outcome === 1 ? "mouse" : "cat";
    const why = frame.finished ? t("watch.finishedWhy") : "";
    return t("watch.decidedAt", { at, level: frame.distance, why, who: side(who), plies: plies(frame.distance) });
  }
  const place = (p) => placeName(mode, p, cols);
  const open = [];
  const wins = [];
  const refuted = [];
  frame.moves.forEach((to, k) => {
    const status = frame.status[k];
    if (status === "open") open.push(place(to));
    else if (status === "wins") wins.push(t("watch.move.wins", { place: place(to), side: side(moverName(1 - s.turn)), level: frame.decidedAt[k] }));
    else refuted.push(t("watch.move.refuted", { place: place(to), level: frame.decidedAt[k] }));
  });
  const moves = frame.moves.length;
  if (d >= final) {
    return t("watch.never", { at, open: open.length, moves, refuted: refuted.length ? t("watch.refutedTail", { list: list(refuted) }) : "" });
  }
  const parts = [t("watch.undecidedAt", { at, level: d, unrefuted: frame.unrefuted, count: moves })];
  if (wins.length) parts.push(t("watch.winning", { list: list(wins) }));
  if (open.length) parts.push(t("watch.open", { list: list(open) }));
  if (refuted.length) parts.push(t("watch.refuted", { list: list(refuted) }));
  let next = "";
  if (frame.next === 1 || frame.next === 2) {
    const winner = frame.next === 1 ? "mouse" : "cat";
    next = t(winner === moverName(s.turn) ? "watch.next.won" : "watch.next.lost", { level: d + 1 });
  }
  return t("watch.parts", { parts: parts.join(t("watch.partsJoin")), next });
}

/**
 * Renders the Watch pane.
 * @param {object} state
 * @param {object} watching     watch/watch.js
 * @param {object} col          the board's framed colouring (to find the hovered place's state)
 * @param {(kind: string, ...args: number[]) => any} ask   the shown solution's ask (solver/answers.js)
 */
export function renderWatchPane(state, watching, col, ask) {
  const pane = $("#pane-watch");
  const sol = state.solution;
  const w = watching.ready();
  const grid = state.mode === "grid";
  if (!w) {
    // several cats: the package's Watch replays the one-cat solver only, and refuses (said plainly)
    const several = (sol?.catCount ?? 1) > 1;
    $("#watch-words").textContent = several
      ? t("watch.severalCats", { cats: sol.catCount })
      : sol ? t("watch.preparing") : "";
    $("#watch-detail").textContent = "";
    pane.dataset.ready = "";
    return;
  }
  const d = state.view.watchLevel;
  const { final, horizon } = w.watch;
  pane.dataset.ready = "true";
  pane.dataset.level = String(d);
  pane.dataset.final = String(final);
  const range = $("#watch-level");
  range.max = String(final);
  range.value = String(d);
  range.setAttribute("aria-valuetext", d >= final ? t("watch.valueEnd") : t("watch.valueLevel", { level: d }));
  $("#watch-play").textContent = t(watching.playing ? "watch.pause" : "watch.play");
  $("#watch-play").setAttribute("aria-label", t(watching.playing ? "watch.pause" : "watch.play"));
  $("#watch-first").disabled = d === 0;
  $("#watch-back").disabled = d === 0;
  $("#watch-fwd").disabled = d >= final;
  $("#watch-last").disabled = d >= final;

  // the 2n DP's horizon, on the slider: where it would have stopped
  const marker = $("#watch-marker");
  const wrongShown = horizon !== null && d >= horizon && w.watch.wrong.length > 0;
  pane.dataset.wrongShown = String(wrongShown);
  let dpWords = "";
  if (horizon !== null && horizon <= final) {
    marker.hidden = false;
    marker.style.setProperty("--at", String(final ? horizon / final : 0));
    $("#watch-marker-words").textContent = t("watch.marker", { horizon });
    if (d >= horizon) dpWords = t("watch.dpStopped", { horizon, positions: positions(w.watch.wrong.length) });
  } else {
    marker.hidden = true;
    if (horizon !== null && d >= final) dpWords = t("watch.dpRight", { horizon });
  }
  const words = levelWords(w, d, grid);
  $("#watch-words").textContent = words.head;
  $("#watch-detail").textContent = words.detail + dpWords;

  // the state under the pointer (the Watch's heatmaps, else the board), else the pinned one, in this frame
  const pinned = state.view.watchPinned;
  const pointed = state.view.watchHover ?? (state.view.hover !== null ? col.places[state.view.hover]?.state : null) ?? null;
  const hovered = pointed ?? pinned;
  const cols = state.grid.rows[0]?.length ?? 1;
  let about = t("watch.point");
  if (hovered && stateView(sol, hovered.mouse, hovered.cats, hovered.turn).outcome !== "none") {
    const frame = ask("movesAtLevel", hovered.mouse, hovered.cats, hovered.turn, Math.min(d, final));
    if (frame) about = stateAtLevelWords(state.mode, cols, hovered, frame, d, final) + (pointed ? "" : t("watch.pinned"));
    else if (frame === undefined) about = "…";
  } else if (!pointed && pinned) {
    about = t("watch.pinnedNone");
  }
  $("#watch-state").textContent = about;
  pane.dataset.pinned = pinned ? `${pinned.mouse},${pinned.cats},${pinned.turn}` : "";

  // the heatmaps: painted level by level (solver/watch-frames.js); put on the canvases only when the frame changed
  const canvases = [$("#watch-heat-0"), $("#watch-heat-1")];
  const places = axisPlaces(state);
  const { side, index } = pixels(places.length);
  for (const turn of [0, 1]) {
    const pin = $(`#watch-pin-${turn}`);
    pin.hidden = !(pinned && pinned.turn === turn && pinned.side === side);
    if (pin.hidden) continue;
    pin.style.left = `${((pinned.x + 0.5) / side) * 100}%`;
    pin.style.top = `${((pinned.y + 0.5) / side) * 100}%`;
    pin.style.setProperty("--cell", `${100 / side}%`);
  }
  const dark = matchMedia("(prefers-color-scheme: dark)").matches;
  const key = `${places.length}:${dark}`;
  const el = canvases[0];
  if (colours.key !== key) {
    colours = { key, palette: { mouse: tints("--mouse-win", el), cat: tints("--cat-win", el), none: rgb("--none", el), card: rgb("--card", el), fresh: rgb("--fresh", el) }, ink: rgb("--ink", el) };
  }
  const at = Int32Array.from({ length: side }, (_, x) => places[index(x)]);
  // the solution paints the frame (solver/answers.js: here at once, or in the worker that holds
  // the table, whose latest frame to arrive is shown); a new frame has a new id
  const got = sol.watchFrame(Math.min(d, final), key, at, colours.palette, colours.ink);
  const shown = got ? { ...got, id: `${w.id}:${key}:${got.level}` } : undefined; // {images, marks, side, scale, level, id}
  pane.dataset.heatLevel = shown ? String(shown.level ?? Math.min(d, final)) : "";
  if (shown) {
    const W = shown.side * shown.scale;
    const fresh = canvases[0].width !== shown.side || canvases[0].dataset.heat !== shown.id;
    if (fresh) {
      for (const [turn, canvas] of canvases.entries()) {
        canvas.width = shown.side;
        canvas.height = shown.side;
        canvas.dataset.heat = shown.id;
        const overlay = $(`#watch-wrong-${turn}`);
        overlay.width = W;
        overlay.height = W;
        overlay.dataset.scale = String(shown.scale);
      }
    }
    if (fresh) {
      for (const turn of [0, 1]) {
        canvases[turn].getContext("2d").putImageData(new ImageData(shown.images[turn], shown.side, shown.side), 0, 0);
        $(`#watch-wrong-${turn}`).getContext("2d").putImageData(new ImageData(shown.marks[turn], W, W), 0, 0);
      }
    }
  }
  renderWatchStepper(w, d, final);
  // the end's background (draws) goes with the frame the heatmaps show (a worker's may lag a step)
  const heatFinal = (shown?.level ?? Math.min(d, final)) >= final;
  for (const frame of document.querySelectorAll(".watch-frame")) {
    frame.classList.toggle("final", heatFinal);
    frame.classList.toggle("endless", grid);
  }
}

/**
 * The compact stepper at the board (phones, where the Watch pane is far below the board): the
 * level, and the steps through the levels (watch/controls.js routes its buttons to the Watch).
 */
function renderWatchStepper(w, d, final) {
  const el = $("#board-stepper");
  el.hidden = false;
  el.dataset.tab = "watch";
  $("#stepper-words").textContent = d >= final ? t("watch.stepper.end", { max: w.data.index.maxLevel }) : t("watch.stepper.level", { level: d, max: w.data.index.maxLevel });
  for (const b of el.querySelectorAll("[data-step]")) b.hidden = b.dataset.step === "start";
}
