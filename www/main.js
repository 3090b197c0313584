// Boot and render: load the solver, open the first puzzle (a link, else this tab's own on trial
// after a reload, else the newest saved one on trial, else the gallery's defaults), bind the board
// and the controls, and draw everything from the state in one animation frame whenever something
// asks for a redraw. The board (its painters, the graph's held view, where it drew for the input)
// is board/paint/frame.js's, over one board state (board/board-state.js) made here.
import { setLanguage, loadLanguage, t, reason } from "./i18n/i18n.js";
import { translatePage } from "./i18n/page.js";
import { openingLanguage, LANGUAGE_KEY } from "./session/language.js";
import { load, limits as solverLimits } from "./solver/wasm.js";
import { createEngine } from "./solver/engine.js";
import { createState, snapshot } from "./model/state.js";
import { example, examplePuzzle } from "./model/examples.js";
import { layout } from "./model/layout.js";
import { colouring } from "./board/colouring.js";
import { position } from "./model/places.js";
import { shownMoves } from "./explore/play.js";
import { createBoardState } from "./board/board-state.js";
import { bestShown } from "./board/best.js";
import { drawBoard, routesPending } from "./board/paint/frame.js";
import { renderPanel } from "./chrome/panel.js";
import { renderMirror } from "./board/mirror.js";
import { renderTurns } from "./board/turns.js";
import { renderProgress } from "./chrome/progress-view.js";
import { renderExplore } from "./explore/view.js";
import { bindBoard } from "./board/input/bind.js";
import { bindControls } from "./chrome/controls.js";
import { bindExploreControls } from "./explore/controls.js";
import { bindCats, renderCats } from "./explore/cats.js";
import { createDismantling, bindDismantle, renderDismantle } from "./explore/dismantle-view.js";
import { bindAtlas } from "./explore/atlas-view.js";
import { bindCensus } from "./explore/census-view.js";
import { createSession } from "./session/session.js";
import { createExplore } from "./explore/explore.js";
import { createHardest } from "./explore/hardest.js";
import { browserStore, restore, restoreTab } from "./session/storage.js";
import { bindBanner } from "./ui/banner.js";
import { createYours, YOURS_BACKUP_KEY } from "./design/yours.js";
import { createWatching } from "./watch/watch.js";
import { bindWatchControls } from "./watch/controls.js";
import { renderWatchPane } from "./watch/view.js";
import { createLinks, LONG_HASH } from "./session/links.js";
import { bindToast } from "./ui/toast.js";
import { beside, banner, bug } from "./ui/notify.js";
import { createKeeping } from "./session/keeping.js";
import { bindExport } from "./chrome/export.js";
import { isEmbed, playgroundUrl, bindEmbed } from "./session/embed.js";
import { $ } from "./ui/dom.js";
import { bindLanguageSwitch } from "./chrome/language-switch.js";

// The page's language before anything is written: a link's ?lang=, the saved choice, the browser's.
// (English comes with the page; another language's catalogue is fetched first, English if it fails)
setLanguage(await loadLanguage(openingLanguage(location.search, storageOrNull(), navigator.language)).catch(() => "en"));
translatePage(document);

/** This browser's localStorage, or null where it is refused. */
function storageOrNull() {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

// The first frame, before the solver arrives: the first puzzle's drawing, uncoloured, under
// index.html's "Solving…" (every control there is in its first state). Only when nothing else
// will open (a link, a saved puzzle): the frame must show the puzzle that then solves.
const FIRST = "race-home";
// the board's own state (its elements, where it drew, what its painters keep between frames)
const shown = createBoardState({ svg: $("#board"), canvas: $("#board-canvas"), content: $("#board-content") });
if (opensFirst()) {
  const first = examplePuzzle(example(FIRST), {});
  const early = createState("graph", { ...first, pos: first.pos ?? layout(first.adj) }, null);
  drawBoard(shown, early, { ranging: "mouse", position: { mouse: first.mouse, cats: first.cats, turn: 0 }, places: [], marks: [] }, []);
  document.body.dataset.early = "true";
}

/** Whether the page will open its first puzzle: no link, nothing saved (or storage unreadable: no). */
function opensFirst() {
  try {
    // (the reader's chosen language alone is no saved puzzle)
    const kept = localStorage.length - (localStorage.getItem(LANGUAGE_KEY) === null ? 0 : 1);
    return !location.hash && kept === 0 && sessionStorage.length === 0;
  } catch {
    return false;
  }
}

/**
 * Ends the current task: the first load runs as a few tasks, none long, so that the first frame
 * paints and a tap is answered between them (a phone takes several times a desktop's time).
 */
const nextTask = () => new Promise((ok) => setTimeout(ok, 0));

await nextTask();
// (the module index.html began compiling, if it could)
await load(await (globalThis.catMouseWasm ?? null));
await nextTask();
const limits = solverLimits();
const board = $("#board");
let frame = 0; // the requested animation frame, 0 when none is pending
let routingOnly = false; // that frame only goes on working out the SVG's edge routes (nothing else asked for it)
let booted = false; // every part is bound and the first frame drawn: frames are asked for from then on
const schedule = () => {
  routingOnly = false;
  if (!frame && booted) frame = requestAnimationFrame(render);
};
/** Asks for a frame that works out more of the SVG's edge routes, and draws only once they are all there (or something else asks). */
const routeLater = () => {
  if (frame || !booted) return;
  routingOnly = true;
  frame = requestAnimationFrame(render);
};

const engine = createEngine(schedule);
// embed mode (?embed): the board, the verdict and the line's stepper, nothing edited or saved
const embedded = isEmbed(location.search);
const playground = embedded ? playgroundUrl(location.href) : "";
const local = embedded ? null : browserStore("localStorage");
const tabStore = embedded ? null : browserStore("sessionStorage");
const graphDefault = examplePuzzle(example(FIRST), limits);
const defaults = {
  mode: "graph",
  graph: { ...graphDefault, pos: graphDefault.pos ?? layout(graphDefault.adj) },
  grid: examplePuzzle(example("lc1728-1"), limits),
};
// a reload opens this tab's own puzzle and undo history; a new tab the newest saved puzzle
const ours = embedded ? null : restoreTab(tabStore, limits);
const saved = ours ?? (embedded ? null : restore(local, limits));
const opening = saved?.snap ?? defaults;
const state = createState(opening.mode, opening.graph, opening.grid);
if (embedded) {
  state.view.tab = "line";
  bindEmbed(playground);
}
const explore = createExplore({ state, engine, limits, schedule });
const dismantling = createDismantling({ state, engine, schedule });
const watching = createWatching({ state, engine, schedule });
// A notice about the board goes next to what the user acted on: the focused field (a resize
// from the Rows box), else the board.
const actedOn = () => (document.activeElement?.closest?.(".side input") ?? board);
const keeping = createKeeping({
  limits,
  stored: local !== null,
  current: () => snapshot(state),
  take: (snap) => session.adopt(snap, t("notice.main.otherTab")),
  share: () => $("#share").click(),
  exportText: () => {
    $("#export").click();
    $("#text").scrollIntoView({ block: "nearest" });
  },
});
const session = createSession({
  state, engine, explore, local, tab: tabStore, defaults, schedule, kept: keeping.saved,
  // Say so at once, not at the next frame: whoever waits for the solve (a test, a script) must
  // not see the flag still clear in between. render() keeps it in step from then on.
  progress: () => {
    if (state.solving || state.laying) document.body.dataset.solving = "true";
    renderProgress(state);
  },
  beside: (text, opts) => beside(actedOn(), text, opts),
});
bindBanner();
bindToast();
session.open(saved);
await nextTask();

const links = createLinks({
  limits, local, current: () => snapshot(state), candidate: session.candidate, adopt: session.adopt,
  beside: (text, opts) => beside(actedOn(), text, opts), embedded,
});
// A long link (a big puzzle: it solves, and a graph is laid out, in workers anyway) is read in a
// task of its own after the first render, so that the page's first task stays short.
let linkLater = location.hash.length > LONG_HASH;
if (!linkLater) links.open(location.hash, false);
// (the Dismantle view's chase takes the board's picks first: the mouse's moves, no edit)
const pick = (place) => dismantling.pick(place) || explore.pick(place);
if (!embedded) bindBoard(shown, state, { ...session.edits, redraw: schedule, refused: (err) => beside(board, reason(err), { kind: "error" }), bug: (err) => bug(t("notice.bug.editing"), err), pick });
const yours = createYours(local, limits);
if (yours.dropped !== 0) {
  const what = yours.dropped < 0 ? t("notice.main.galleryUnread") : t("notice.main.galleryDropped", { count: yours.dropped });
  banner(t("notice.main.galleryRest", { what, key: YOURS_BACKUP_KEY }), { kind: "error" });
}
const controls = bindControls({ state, session, links, limits, schedule, yours, explore });
// The Design dialog's code is fetched at the first click on Design (it is not on the first screen).
const designOpen = $("#design-open");
designOpen.addEventListener("click", async function firstDesign() {
  designOpen.removeEventListener("click", firstDesign);
  try {
    const { bindDesign } = await import("./design/controls.js");
    bindDesign({ state, session, engine, yours, limits, schedule });
    designOpen.click();
  } catch (err) {
    designOpen.addEventListener("click", firstDesign);
    toast(designOpen, t("notice.main.designerFailed", { why: err.message }), { kind: "error" });
  }
});
const hardest = createHardest({
  state, session, explore, schedule,
  sayLoaded: (text, undo) => beside($("#hardest"), text, undo ? { action: { label: t("page.undo"), run: () => session.undo() } } : {}),
});
bindExploreControls({ state, explore, schedule, hardest });
bindCats({ state, engine, session, schedule });
bindDismantle(dismantling);
bindAtlas({ engine, session });
bindCensus({ session });
bindWatchControls({ state, watching, schedule });
bindExport({ state, tell: (text, kind) => beside(document.activeElement?.closest?.(".take-away button") ?? $("#save-csv"), text, { kind }) });
$("#progress-stop").addEventListener("click", session.stopSolve);
bindLanguageSwitch({ store: local, redraw: schedule });

function render() {
  frame = 0;
  if (routingOnly) {
    // a frame with nothing new but more edge routes: only those (up to two slices), and the
    // board is drawn again when they are all there, not at every slice
    routingOnly = false;
    if (routesPending(shown, state)) {
      routeLater();
      return;
    }
  }
  session.revive();
  try {
    draw();
  } catch (err) {
    if (!session.drawFailed(err)) throw err;
    draw();
    return;
  }
  session.drawn();
}

let drawing = false; // the page is not whole yet (a big graph's edges, or a heatmap, still to draw)
let drawnOnce = false; // a frame has been drawn

function draw() {
  drawing = false;
  // (a big graph's layout in its worker counts: the board is not the new puzzle's yet)
  document.body.dataset.solving = state.solving || state.laying ? "true" : "";
  document.body.dataset.solution = state.solution ? String(state.solution.id) : "";
  const sol = state.solution;
  // the keyboard cursor stays on the board when the board shrinks under it (an undo, a delete)
  const places = state.mode === "graph" ? state.graph.adj.length : state.grid.rows.length * (state.grid.rows[0]?.length ?? 0);
  if (state.view.cursor >= places) state.view.cursor = Math.max(0, places - 1);
  explore.sync();
  // The mover's moves (rings, filled with the value after each), then the board's colours.
  const marks = sol ? shownMoves(state, explore.ask) : [];
  const solved = sol ? colouring(state, marks, shown.colouring) : { ranging: state.view.colour, position: position(state), places: [], marks };
  // the Watch shows the board in the frame of its level: only the states decided so far
  const watch = sol && state.view.tab === "watch";
  const col = watch ? watching.framed(solved) : solved;
  // the Dismantle view (explore/dismantle-view.js) draws over the board, no best moves
  const dismantled = dismantling.framed(col);
  const best = dismantled !== col ? [] : bestShown(state, col, explore.ask, { watch });
  // (a big graph's edges are drawn a few thousand a frame, an SVG drawing's edge routes worked
  // out a few milliseconds a frame: until they all are, draw again, or route on)
  const left = drawBoard(shown, state, dismantled, best);
  if (left === "frame") schedule();
  if (left === "routes") routeLater();
  if (left) drawing = true;
  renderTurns(state, col);
  renderPanel(state, col, best);
  // the board in words, for a screen reader (at once on the first frame, then once it settles)
  renderMirror(shown, state, col, { now: !drawnOnce });
  drawnOnce = true;
  controls.render();
  // (the heatmaps are drawn one a frame: the second in the next)
  const more = renderExplore(state, col.position, explore.ask);
  if (more) {
    schedule();
    drawing = true;
  }
  renderCats(state);
  renderDismantle(dismantling, state);
  if (watch) renderWatchPane(state, watching, col, explore.ask);
  // answers still on their way from the worker (a slice, a heatmap), or edges still to draw or route: the page is not fully drawn
  document.body.dataset.pending = engine.waiting || drawing || linkLater ? "true" : "";
}

await nextTask();
booted = true;
render();
delete document.body.dataset.early;
document.body.dataset.ready = "true";
if (linkLater) {
  setTimeout(() => {
    linkLater = false;
    links.open(location.hash, false);
    schedule();
  });
}
