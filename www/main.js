// Boot and render: load the solver, open the first puzzle (a link, else the saved one on trial,
// else the gallery's defaults), bind the board and the controls, and draw everything from the
// state in one animation frame whenever something asks for a redraw.
import { load, limits as solverLimits } from "./wasm.js";
import { createEngine } from "./engine.js";
import { createState, snapshot } from "./state.js";
import { example, examplePuzzle } from "./examples.js";
import { layout } from "./layout.js";
import { colouring, position } from "./colouring.js";
import { shownMoves, moverRanges } from "./play.js";
import { renderGraph } from "./render-graph.js";
import { renderGrid, leaveGrid } from "./render-grid.js";
import { renderGraphCanvas, leaveGraphCanvas, CANVAS_NODES } from "./render-graph-canvas.js";
import { renderPanel } from "./render-panel.js";
import { renderProgress } from "./render-progress.js";
import { renderExplore } from "./render-explore.js";
import { bindBoard } from "./board-input.js";
import { bindControls } from "./controls.js";
import { bindExploreControls } from "./explore-controls.js";
import { createSession } from "./session.js";
import { createExplore } from "./explore.js";
import { browserStore, restore } from "./storage.js";
import { bindBanner, showBanner } from "./banner.js";
import { createYours, YOURS_BACKUP_KEY } from "./design-gallery.js";
import { bindDesign } from "./design-controls.js";
import { createWatching } from "./watching.js";
import { bindWatchControls } from "./watch-controls.js";
import { renderWatchPane } from "./render-watch.js";
import { createLinks } from "./links.js";
import { toast, bindToast } from "./toast.js";
import { $ } from "./dom.js";

await load();
const limits = solverLimits();
const board = $("#board");
let frame = 0; // the requested animation frame, 0 when none is pending
const schedule = () => {
  if (!frame) frame = requestAnimationFrame(render);
};

const engine = createEngine(schedule);
const local = browserStore("localStorage");
const graphDefault = examplePuzzle(example("lc913-1"), limits);
const defaults = {
  mode: "graph",
  graph: { ...graphDefault, pos: layout(graphDefault.adj) },
  grid: examplePuzzle(example("lc1728-1"), limits),
};
const saved = restore(local, limits);
const opening = saved?.snap ?? defaults;
const state = createState(opening.mode, opening.graph, opening.grid);
const explore = createExplore({ state, engine, limits, schedule });
const watching = createWatching({ state, engine, schedule });
// A notice about the board goes next to what the user acted on: the focused field (a resize
// from the Rows box), else the board.
const actedOn = () => (document.activeElement?.closest?.(".side input") ?? board);
const session = createSession({
  state, engine, explore, local, tab: browserStore("sessionStorage"), defaults, schedule,
  // Say so at once, not at the next frame: whoever waits for the solve (a test, a script) must
  // not see the flag still clear in between. render() keeps it in step from then on.
  progress: () => {
    if (state.solving) document.body.dataset.solving = "true";
    renderProgress(state);
  },
  announce: (text) => toast(actedOn(), text, { action: { label: "Undo", run: () => session.undo() } }),
});
bindBanner();
bindToast();
session.open(saved, limits);

const links = createLinks({ limits, local, current: () => snapshot(state), candidate: session.candidate, adopt: session.adopt });
links.open(location.hash, false);
bindBoard(board, state, { ...session.edits, redraw: schedule, notice: (text) => toast(board, text, { kind: "error" }), pick: explore.pick });
const yours = createYours(local, limits);
if (yours.dropped !== 0) {
  const what = yours.dropped < 0 ? "Your saved gallery could not be read" : `${yours.dropped} puzzle${yours.dropped === 1 ? "" : "s"} in your saved gallery could not be read`;
  showBanner({ kind: "error", text: `${what}; the rest is listed. The saved text is kept in this browser's storage under "${YOURS_BACKUP_KEY}" when the gallery changes.` });
}
const controls = bindControls({ state, session, links, limits, schedule, yours });
bindDesign({ state, session, yours, limits, schedule });
bindExploreControls({ state, explore, schedule });
bindWatchControls({ state, watching, schedule });
$("#progress-stop").addEventListener("click", session.stopSolve);

function render() {
  frame = 0;
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

function draw() {
  document.body.dataset.solving = state.solving ? "true" : "";
  document.body.dataset.solution = state.solution ? String(state.solution.id) : "";
  const sol = state.solution;
  explore.sync();
  // The mover's moves (rings, filled with the value after each), then the board's colours.
  const marks = sol ? shownMoves(state, explore.ask) : [];
  const solved = sol ? colouring(state, marks) : { ranging: state.view.colour, position: position(state), places: [], marks };
  // the Watch shows the board in the frame of its level: only the states decided so far
  const watch = sol && state.view.tab === "watch";
  const col = watch ? watching.framed(solved) : solved;
  const { mouse, cat, turn } = col.position;
  // Best-move arrows join the mover's place to rings of the same outcome: drawn only when the
  // coloured piece is the one to move, and not in a game (the user finds the moves there).
  let best = [];
  const game = state.view.tab === "play" && state.game;
  if (sol && !game && !watch && mouse >= 0 && cat >= 0 && moverRanges(state, col.position)) {
    best = explore.ask("bestMoves", mouse, cat, turn) ?? [];
  }
  // the grid, and graphs too big to draw node by node, are drawn on the canvas under the board
  if (state.mode === "grid") {
    leaveGraphCanvas();
    renderGrid(board, state, col, best, col.marks);
  } else if (state.graph.adj.length > CANVAS_NODES) {
    leaveGrid();
    renderGraphCanvas(board, state, col, best, col.marks);
  } else {
    leaveGrid();
    leaveGraphCanvas();
    $("#board-canvas").hidden = true;
    renderGraph(board, state, col, best, col.marks);
  }
  renderPanel(state, col, best);
  controls.render();
  renderExplore(state, col.position, explore.ask);
  if (watch) renderWatchPane(state, watching, col, explore.ask);
  // answers still on their way from the worker (a slice, a heatmap): the page is not fully drawn
  document.body.dataset.pending = engine.waiting ? "true" : "";
}

render();
document.body.dataset.ready = "true";
