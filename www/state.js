// The page's one state object (chessground's HeadlessState style): the puzzle being edited, how it
// is viewed, and the last solve. Renderers read it; only main.js and the editors change it.

/**
 * @typedef {object} GraphPuzzle
 * @property {number[][]} adj          neighbour lists, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
 * @property {number[][]} pos          layout position of each node in layout units, e.g. [[0.3,-1.2], ...]
 * @property {number} hole             e.g. 0
 * @property {number} mouse            the mouse's place (its start), e.g. 1
 * @property {number} cat              the cat's place (its start), e.g. 2
 */

/**
 * @typedef {object} GridPuzzle
 * @property {string[]} rows           e.g. ["####F", "#C...", "M...."]
 * @property {number} catJump          e.g. 1
 * @property {number} mouseJump        e.g. 2
 * @property {number} turnLimit        plies, e.g. 1000
 */

/** A fresh state holding `graph` and `grid`, showing `mode`. */
export function createState(mode, graph, grid) {
  return {
    mode, // "graph" | "grid"
    graph, // GraphPuzzle
    grid, // GridPuzzle
    view: {
      colour: "mouse", // whose places are coloured: "mouse" (cat held fixed) or "cat"
      turn: 0, // player to move in the coloured states: 0 mouse, 1 cat
      tool: "move", // graph: "move" | "edge" | "node" | "delete" | "hole" | "mouse" | "cat"; grid: "paint" | "mouse" | "cat" | "food"
      cursor: 0, // keyboard focus: a node id or a grid place
      hover: null, // place under the pointer, e.g. 4, or null
      drag: null, // piece being dragged: {piece: "mouse"|"cat", at: 3} (previews the recolouring), or null
      edgeFrom: null, // graph edge tool: the node where an edge drag started, or null
      pointer: null, // edge drag's free end in layout units, e.g. [1.2, 0.4], or null
      labels: true, // show distances as labels on the board
    },
    solution: null, // the last successful Solution (wasm.js), or null
    error: "", // why the current puzzle cannot be solved, e.g. "the grid has no 'F' (food)"
    notice: null, // an inline message: {kind: "error"|"info", text: "..."}, or null
  };
}

/** The puzzle part of the state (what undo, storage and links hold), deep-copied. */
export function snapshot(state) {
  return structuredClone({ mode: state.mode, graph: state.graph, grid: state.grid });
}
