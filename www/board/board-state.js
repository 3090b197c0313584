// The board's own state (chessground's `state.dom`): the board's elements, where the last frame
// drew things, and what each painter keeps between frames to skip work. Created once when the
// page boots (createBoardState) and passed to every painter, to the colouring, to the board's
// words and to the input; no painter keeps anything in a module variable. Every field is declared
// here with what it holds, so what survives a frame is in one place. Only pure memos keyed by
// the object they describe (geometry.js edgeList, paint/canvas.js paints and identity: WeakMaps
// whose answer is a function of their key) stay in their modules.

/** A layer kept between frames: an offscreen canvas and the key of what it holds (paint/canvas.js layer). */
const slot = () => ({ key: "", canvas: null });

/**
 * The board state for the board SVG `svg`, the canvas under it and the SVG's content group.
 * @param {{svg: SVGSVGElement|null, canvas: HTMLCanvasElement|null, content: SVGGElement|null, words?: Element|null}} dom
 */
export function createBoardState(dom) {
  return {
    dom, // { svg: <svg id=board>, canvas: <canvas id=board-canvas>, content: <g id=board-content>, words: <div id=board-words> }
    // which painter drew the last frame: "svg" | "canvas" | "grid" | null (none yet)
    painter: null,
    // Where the last frame drew, the value the frame hands to input (board/input reads it):
    // grid: board/zoom.js geometry + icons {mouse, cat: {x, y, r}|null}, in CSS px of the board box, null while no grid is shown;
    // graph: the canvas graph's transform {s, tx, ty, r, icons} (box x = tx + s * svg x), null while the graph is in the SVG
    geometry: { grid: null, graph: null },
    // the edges' routes (geometry.js edgeRoutes): reused while the drawing stays, continued a slice a frame
    routes: { adj: null, pos: null, r: 0, routing: null, routes: [], byPair: new Map(), complete: true },
    // board/colouring.js: the last places built, the same with the move marks laid in, the last slice of a worker-held table
    colouring: colouringMemo(),
    // paint/canvas.js: the colours read from CSS (by colour scheme), the hatch tiles (by colour, period, pixel ratio)
    paint: { colours: { key: "", colours: null }, patterns: new Map() },
    // paint/grid.js: the picture drawn (its key), the cells' and labels' layers, the cells' codes (data-cells)
    grid: { drawn: "", layers: { cells: slot(), labels: slot() }, coded: { key: "", cells: "" } },
    // paint/graph-canvas.js: the picture drawn, whether the last frame drew no edges, the edge layer (done: segments drawn), the node layer
    graphCanvas: { drawn: "", edgesRested: false, edgeLayer: { key: "", canvas: null, segments: [], done: 0 }, nodeLayer: slot() },
    // paint/graph-svg.js: the last label layout, reused while the drawing is unchanged
    graphSvg: { labelled: { key: "", layout: null } },
    // board/mirror.js: the timer of the words' next rewrite (0: none), the frame it writes, what #board-words holds
    mirror: { pending: 0, latest: null, written: { shape: null, cells: [], texts: [] } },
  };
}

/** A fresh colouring memo (board/colouring.js colouring): nothing built yet. */
export function colouringMemo() {
  return {
    last: { key: null, places: [] }, // the last places built, reused while nothing they depend on changed
    marked: { base: null, key: "", places: [] }, // the same with the move marks laid in
    slice: { solution: null, places: [] }, // the last slice drawn of a worker-held table
  };
}
