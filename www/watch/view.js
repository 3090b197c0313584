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

let colours = { key: "", palette: null, ink: null }; // the heatmaps' colours, read from the CSS once per scheme

const count = (n) => Math.round(n).toLocaleString("en");
const positions = (n) => `${count(n)} position${n === 1 ? "" : "s"}`;

/** What the frame of level `d` decides, in words: `{head, detail}`. */
export function levelWords(w, d, grid) {
  const { index } = w.data;
  const c = frameCounts(index, w.sums, d);
  const total = c.total.won + c.total.lost;
  const so = c.decided.won + c.decided.lost;
  if (d >= w.watch.final) {
    return {
      head: "The end: nothing changes any more.",
      detail: `${index.undecided
        ? `Every position still undecided is a ${grid ? "draw (endless on the grid: the turn limit gives it to the cat)" : "draw"}: ${positions(index.undecided)}.`
        : `No position is left undecided, so none is a ${grid ? "draw (endless on the grid)" : "draw"}.`} ${positions(total)} were decided, in ${index.maxLevel + 1} level${index.maxLevel === 0 ? "" : "s"}.`,
    };
  }
  const fresh = `${count(c.fresh.won)} won, ${count(c.fresh.lost)} lost`;
  return {
    head: `Level ${d} of ${index.maxLevel}: ${fresh}`,
    detail: `${d === 0 ? "The finished positions, decided without a move" : `Positions decided in ${plies(d)}`}, won or lost for the player to move. ${count(so)} of ${positions(total)} decided so far.`,
  };
}

/** The state under the pointer in this frame, with its moves (the package's StateAtLevel), in words. */
export function stateAtLevelWords(mode, cols, s, frame, d, final) {
  const at = `${moverName(0)} on ${placeName(mode, s.mouse, cols)}, ${moverName(1)} on ${placeName(mode, s.cats[0], cols)}, ${moverName(s.turn)} to move`;
  if (frame.decided) {
    const who = frame.outcome === 1 ? "mouse" : "cat";
    const why = frame.finished ? " (finished: no move needed)" : "";
    return `${at}: decided at level ${frame.distance}${why}: ${who} wins in ${plies(frame.distance)}.`;
  }
  const place = (p) => placeName(mode, p, cols);
  const open = [];
  const wins = [];
  const refuted = [];
  frame.moves.forEach((to, k) => {
    const status = frame.status[k];
    if (status === "open") open.push(place(to));
    else if (status === "wins") wins.push(`${place(to)} (lost for the ${moverName(1 - s.turn)}, level ${frame.decidedAt[k]})`);
    else refuted.push(`${place(to)} (level ${frame.decidedAt[k]})`);
  });
  const moves = frame.moves.length;
  if (d >= final) {
    return `${at}: never decided, a draw: ${open.length} of its ${moves} moves stay open for ever${refuted.length ? `; refuted: ${refuted.join(", ")}` : ""}.`;
  }
  const parts = [`${at}: undecided at level ${d}; ${frame.unrefuted} of its ${moves} move${moves === 1 ? "" : "s"} still unrefuted`];
  if (wins.length) parts.push(`winning: ${wins.join(", ")}`);
  if (open.length) parts.push(`open: ${open.join(", ")}`);
  if (refuted.length) parts.push(`refuted: ${refuted.join(", ")}`);
  let next = "";
  if (frame.next === 1 || frame.next === 2) {
    const winner = frame.next === 1 ? "mouse" : "cat";
    next = ` So at level ${d + 1} it is ${winner === moverName(s.turn) ? "won: a move wins" : "lost: no move is left unrefuted"}.`;
  }
  return `${parts.join("; ")}.${next}`;
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
      ? `The Watch replays the one-cat solver level by level; this puzzle has ${sol.catCount} cats, whose solver keeps no levels to replay. The board shows the solved colours.`
      : sol ? "Preparing the levels…" : "";
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
  range.setAttribute("aria-valuetext", d >= final ? "the end" : `level ${d}`);
  $("#watch-play").textContent = watching.playing ? "❚❚ Pause" : "▶ Play";
  $("#watch-play").setAttribute("aria-label", watching.playing ? "❚❚ Pause" : "▶ Play");
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
    $("#watch-marker-words").textContent = `2n = ${horizon}: the 2n-turn DP stops here`;
    if (d >= horizon) {
      dpWords = ` From 2n = ${horizon} on, the 2n-turn DP has stopped: it calls every position decided from here on a draw, wrongly (${positions(w.watch.wrong.length)} in all; dashed rings on the board, marks in the heatmaps).`;
    }
  } else {
    marker.hidden = true;
    if (horizon !== null && d >= final) dpWords = ` Every win here ends within 2n = ${horizon} plies, so the 2n-turn DP is right on this puzzle.`;
  }
  const words = levelWords(w, d, grid);
  $("#watch-words").textContent = words.head;
  $("#watch-detail").textContent = words.detail + dpWords;

  // the state under the pointer (the Watch's heatmaps, else the board), else the pinned one, in this frame
  const pinned = state.view.watchPinned;
  const pointed = state.view.watchHover ?? (state.view.hover !== null ? col.places[state.view.hover]?.state : null) ?? null;
  const hovered = pointed ?? pinned;
  const cols = state.grid.rows[0]?.length ?? 1;
  let about = "Point at a place on the board or a pixel below, or tap a pixel to keep its state here, to see its moves at this level.";
  if (hovered && stateView(sol, hovered.mouse, hovered.cats, hovered.turn).outcome !== "none") {
    const frame = ask("movesAtLevel", hovered.mouse, hovered.cats, hovered.turn, Math.min(d, final));
    if (frame) about = stateAtLevelWords(state.mode, cols, hovered, frame, d, final) + (pointed ? "" : " (Pinned: tap or click its pixel again to let go.)");
    else if (frame === undefined) about = "…";
  } else if (!pointed && pinned) {
    about = "The pinned pixel is not a position of this game (for example the cat on the hole): tap another pixel.";
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
  $("#stepper-words").textContent = d >= final ? `The end (after level ${w.data.index.maxLevel}): nothing changes any more.` : `Level ${d} of ${w.data.index.maxLevel}.`;
  for (const b of el.querySelectorAll("[data-step]")) b.hidden = b.dataset.step === "start";
}
