// The page's one state object (chessground's HeadlessState style): the puzzle being edited, how it
// is viewed, the explore views, and the last solve. Every field the page writes is declared here,
// with an example. Renderers read it; the session (session/session.js, explore/explore.js), the board input and
// the controls (view-only fields) change it.

/**
 * @typedef {object} GraphPuzzle
 * @property {number[][]} adj          neighbour lists, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
 * @property {number[][]} pos          layout position of each node in layout units, e.g. [[0.3,-1.2], ...]
 * @property {number} hole             e.g. 0
 * @property {number} mouse            the mouse's place (its start), e.g. 1
 * @property {number[]} cats           the cats' places (their start), one cat or up to eight (rule severalCats), e.g. [2] or [2, 4]
 * @property {"mouse"|"cat"} first     who moves first, e.g. "mouse" (LeetCode's)
 * @property {number[]} [extraHoles]   the holes besides `hole` (rule severalHoles), e.g. [5]; absent when none
 * @property {object} [rules]          the rule variants not at LeetCode's value (model/rules.js), e.g. {directed: true}; absent when classic
 */

/**
 * @typedef {object} GridPuzzle
 * @property {string[]} rows           e.g. ["####F", "#C...", "M...."]
 * @property {number} catJump          e.g. 1
 * @property {number} mouseJump        e.g. 2
 * @property {number} turnLimit        plies, e.g. 90
 * @property {object} [rules]          the rule variants not at LeetCode's value (model/rules.js), e.g. {mouseStays: false}; absent when classic
 */

/** A fresh state holding `graph` and `grid`, showing `mode`. */
export function createState(mode, graph, grid) {
  return {
    mode, // "graph" | "grid"
    graph, // GraphPuzzle
    grid, // GridPuzzle
    view: {
      colour: "mouse", // whose places are coloured: "mouse" (the cats held fixed) or "cat" (one cat, chosenCat, the mouse and the others held fixed)
      turn: 0, // player to move in the coloured states: 0 mouse, 1 cat
      tool: "move", // graph: "move" | "edge" | "node" | "delete" | "hole" | "mouse" | "cat"; grid: "paint" | "mouse" | "cat" | "food"
      cursor: 0, // keyboard focus: a node id or a grid place
      nowhere: null, // the arrow key's direction that found no node past the cursor, said in the status line: "right" | "left" | "up" | "down", or null
      hover: null, // place under the pointer, e.g. 4, or null
      drag: null, // piece being dragged: {piece: "mouse"|"cat"|"cat2" … "cat8"|"food", at: 3} (previews the recolouring), or null
      chosenCat: 0, // with several cats and colour "cat": which cat ranges over the places (0 the first), the others standing
      edgeFrom: null, // graph edge tool: the node where an edge drag started, or null
      pointer: null, // edge drag's free end in layout units, e.g. [1.2, 0.4], or null
      frame: null, // the graph's viewBox: fitted when a graph comes (main.js), then held while the user edits, so nothing moves on screen: [x, y, w, h], or null (fit at the next draw)
      zoom: null, // the grid's zoom and pan (board/zoom.js): {k: 4, cx: 20.5, cy: 12, rows: 64, cols: 64}, or null for the whole grid
      labels: true, // show distances as labels on the board
      tab: "table", // the explore view: "table" | "play" | "line" | "compare" | "watch"
      tableHover: null, // the table state under the pointer or keyboard cursor: {mouse: 3, cats: [4], turn: 0}, or null
      moveHover: null, // the ply of the game or line under the pointer in its chart or move list, e.g. 3 (its move outlined on the board), or null
      tableBar: null, // the hardest positions' open bar: {turn: 0, outcome: "mouse"|"cat"|"draw", lo: 12, hi: 15} (distances in plies), or null
      at: null, // the pieces shown instead of the puzzle's (table click, line step, game): {mouse: 3, cats: [4]} (several cats: [2, 4]), or null
      how: false, // whether the "How to read this" panel under the verdict is open
      watchLevel: 0, // the Watch's frame: the states decided at levels <= it are shown, e.g. 5 (one past the last level: the end)
      watchHover: null, // the Watch heatmap's state under the pointer: {mouse: 3, cats: [4], turn: 0}, or null
      watchPinned: null, // the Watch heatmap's state chosen by a click or tap, kept while the pointer is elsewhere: {mouse: 3, cats: [4], turn: 0, x: 3, y: 4, side: 9} (x, y: its pixel), or null
    },
    game: null, // a game against the engine (explore/play.js Game), or null
    playing: { level: "perfect", seed: 0 }, // Play's settings for the next game: the engine's level (explore/level.js LEVELS id) and seed, e.g. {level: "club", seed: 42}
    scores: [], // the scorecard: the games finished since the page was opened (explore/scorecard.js Score), e.g. [{id: 3, level: "club", human: "mouse", winner: "cat"}]
    recordNote: null, // what became of a record imported (its game or line, or why not): {kind: "info"|"error", text: "Imported a game of 10 plies."}, or null
    walk: null, // stepping through the optimal line (explore/line.js Walk), or null
    compare: null, // the baselines' results for the shown puzzle (explore/compare.js newComparison), or null
    solving: null, // a solve running in the worker: {states: 33554432, started: 1234.5 (performance.now ms), what: "" or "Maze race"}, or null
    laying: null, // a big graph being laid out in the layout worker: {nodes: 6000, started: 1234.5, fraction: 0.4, what: "The link's puzzle"}, or null
    opening: null, // "link" while the page opens with a share link and waits for its puzzle (session/opening.js), else null
    solution: null, // the last successful Solution (solver/wasm.js, tagged by solver/engine.js with id and where), or null
    error: "", // why the current puzzle cannot be solved, e.g. "the grid has no 'F' (food)"
    note: null, // the gallery puzzle's one-line note under the verdict, e.g. "Cornered: the cat corners it after 10 plies.", or null
    notice: null, // the message under Import / export: {kind: "error"|"info", text: "Not imported: ..."}, or null
    fieldErrors: {}, // a grid number field's error by field id, shown under it while the typed value stays: {catJump: "Cat jump must be ..."}
    canUndo: false, // whether Undo has a step to take back (mirrors the session's history)
    canRedo: false, // whether Redo has a step to take again
  };
}

/**
 * The puzzle part of the state (what undo, storage and links hold), deep-copied, its fields in one
 * fixed order: two snapshots of the same puzzle have the same JSON, however the puzzle was built.
 * `extraHoles` and `rules` appear only when not empty. (What the browser keeps is written in its own
 * format: session/storage.js.)
 */
export function snapshot(state) {
  const { adj, pos, hole, mouse, cats, first = "mouse", extraHoles = [], rules: graphRules = {} } = state.graph;
  const { rows, catJump, mouseJump, turnLimit, rules: gridRules = {} } = state.grid;
  const graph = { adj, pos, hole, mouse, cats, first };
  if (extraHoles.length) graph.extraHoles = extraHoles;
  if (Object.keys(graphRules).length) graph.rules = graphRules;
  const grid = { rows, catJump, mouseJump, turnLimit };
  if (Object.keys(gridRules).length) grid.rules = gridRules;
  return structuredClone({ mode: state.mode, graph, grid });
}
