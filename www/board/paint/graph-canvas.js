// Draws a big graph (more than CANVAS_NODES nodes, or more than CANVAS_EDGES edges: board/geometry.js
// onCanvas) on the canvas under the board SVG (board/paint/canvas.js) instead of one SVG group per node and
// edge, which made every frame of the page slow (style, layout and layerizing thousands of
// elements). Same picture as board/paint/graph-svg.js at those sizes: thin straight edges, nodes coloured by the
// state each shows (a move mark: the state after the move) in its outcome's tint, a dot on draws (or
// the node's number, on graphs of up to 250 nodes, where the SVG numbers them too), the hole's ring, best-move arrows, the
// Watch's marks (decided at the shown level; wrong in the 2n DP), the user's moves in a game, the pieces (never smaller than the grid's minimum, with a halo), the
// hovered node, the keyboard cursor and the edge tool's rubber band. The SVG keeps the viewBox of
// the drawing, so pointer positions convert as before; nodes are found by distance
// (the geometry this painter returns, which the frame hands to input). The rings, arrows, outlines and pieces are board/paint/marks.js's
// marks, drawn by canvas.js. The canvas tells what it shows in data attributes. Reads state; never changes it.
import { holesOf } from "../../model/puzzle.js";
import { SCALE, nodeStyle, frameOf, aspect, edgeList } from "../geometry.js";
import { fitCanvas, colours, scheme, paintOf, drawPiece, identity, layer, strokeMarks, strokeArrows } from "./canvas.js";
import { moveRings, watchMarks, outlines, describeMarks, pieceMarks, iconsOf, bestArrows } from "./marks.js";
import { PIECE_MIN_PX } from "./grid.js";
import { NONE } from "../colouring.js";

/** A node's number's height in SVG units (style.css `.node .id`), and the least, in CSS px, worth drawing. */
const ID_SIZE = 12;
const ID_MIN_PX = 7;

/** Each node's outcome in one character (the canvas's data-nodes, by node id). */
const NODE_CODES = { mouse: "M", cat: "C", draw: "D", none: "N", pending: "?", open: "O" };

/**
 * The edges are drawn on a layer of their own, kept while the drawing and the board's size stay,
 * in batches of this many, for about EDGE_FRAME_MS a frame: a big graph's edges take a few
 * frames the first time (no frame takes long), and every later redraw copies the layer.
 */
const EDGE_BATCH = 500;
const EDGE_FRAME_MS = 8;
const EDGE_ALPHA = 0.45;

/**
 * The edge layer `layer` (the board state's `graphCanvas.edgeLayer`) for this drawing (`key`:
 * what it depends on), drawn on for up to `ms` more milliseconds; returns it with whether every
 * edge is on it.
 */
function edgesOf(layer, key, adj, X, Y, w, h, colour, ms) {
  const px = devicePixelRatio || 1;
  const bw = Math.max(1, Math.round(w * px));
  const bh = Math.max(1, Math.round(h * px));
  layer.canvas ??= document.createElement("canvas");
  const c = layer.canvas;
  const lc = c.getContext("2d", { willReadFrequently: true }); // (read back to raster each batch)
  if (layer.key !== key) {
    if (c.width !== bw) c.width = bw;
    if (c.height !== bh) c.height = bh;
    lc.setTransform(1, 0, 0, 1, 0, 0);
    lc.clearRect(0, 0, bw, bh);
    Object.assign(layer, { key, segments: null, done: 0 });
  }
  if (!layer.segments && ms > 0) layer.segments = edgeList(adj).pairs; // (board/geometry.js: once per graph)
  const segments = layer.segments ?? [];
  const start = performance.now();
  while (layer.done < segments.length && performance.now() - start < ms) {
    // opaque on the layer, which is drawn at EDGE_ALPHA: crossings look as in one stroke
    lc.setTransform(bw / w, 0, 0, bh / h, 0, 0);
    lc.strokeStyle = colour;
    lc.lineWidth = 1;
    lc.beginPath();
    const end = Math.min(segments.length, layer.done + 2 * EDGE_BATCH);
    for (let i = layer.done; i < end; i += 2) {
      lc.moveTo(X(segments[i]), Y(segments[i]));
      lc.lineTo(X(segments[i + 1]), Y(segments[i + 1]));
    }
    lc.stroke();
    layer.done = end;
    // raster these edges now, in this frame (a canvas draws lazily: all of them at once, later)
    lc.getImageData(0, 0, 1, 1);
  }
  return { canvas: c, complete: layer.segments !== null && layer.done >= segments.length };
}

/**
 * Nodes of radius `rad` (CSS px) on layer `lc`, each in its outcome's paint: one path per colour
 * (a few), then the rims in one (from 3 px), and the draws' dots: thousands of nodes in a few
 * calls. With `idPx` over 0 (a graph whose nodes the SVG would number), each node's number in
 * its label colour, `idPx` CSS px high, instead of the dots (as the SVG draws it).
 */
function pathNodes(lc, n, X, Y, rad, view, pal, idPx = 0) {
  lc.lineWidth = 1;
  lc.strokeStyle = pal.card.css;
  const byPaint = new Map();
  const drawDots = [];
  for (let i = 0; i < n; i++) {
    const v = view(i);
    const paint = paintOf(v, pal).css;
    const list = byPaint.get(paint);
    if (list) list.push(i); else byPaint.set(paint, [i]);
    if (v.outcome === "draw") drawDots.push(i);
  }
  const discs = (list, radius) => {
    lc.beginPath();
    for (const i of list) {
      lc.moveTo(X(i) + radius, Y(i));
      lc.arc(X(i), Y(i), radius, 0, 2 * Math.PI);
    }
  };
  for (const [paint, list] of byPaint) {
    lc.fillStyle = paint;
    discs(list, rad);
    lc.fill();
  }
  if (rad >= 3) {
    discs(Array.from({ length: n }, (_, i) => i), rad);
    lc.stroke();
  }
  if (idPx > 0) {
    lc.font = `650 ${idPx.toFixed(1)}px system-ui, sans-serif`;
    lc.textAlign = "center";
    lc.textBaseline = "middle";
    for (let i = 0; i < n; i++) {
      lc.fillStyle = paintOf(view(i), pal).label;
      lc.fillText(String(i), X(i), Y(i) + idPx * 0.05);
    }
    return;
  }
  lc.fillStyle = paintOf({ outcome: "draw", tint: 1 }, pal).label;
  discs(drawDots, Math.max(0.6, rad * 0.35));
  lc.fill();
}

/**
 * Nodes under 2 px in radius on layer `lc` (`w` CSS px wide) as squares of pixels written
 * straight into its image: the same few pixels a disc that small covers, for thousands of nodes
 * in a millisecond, where paths would take the frame. `rgb(i)`: node i's colour; a draw
 * (`draw(i)`) gets a dot of colour `dot` (CSS) in its middle.
 */
function pixelNodes(lc, n, X, Y, rad, w, rgb, draw, dot) {
  const W = lc.canvas.width;
  const H = lc.canvas.height;
  const px = W / w; // device pixels per CSS pixel
  const img = lc.createImageData(W, H);
  const data = img.data;
  const half = Math.max(1, Math.round(rad * px));
  lc.fillStyle = dot; // (read back as #rrggbb)
  const hex = String(lc.fillStyle);
  const dotRgb = /^#[\da-f]{6}$/i.test(hex) ? [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) : [0, 0, 0];
  const put = (x, y, [r, g, b]) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const o = (y * W + x) * 4;
    data[o] = r;
    data[o + 1] = g;
    data[o + 2] = b;
    data[o + 3] = 255;
  };
  for (let i = 0; i < n; i++) {
    const cx = Math.round(X(i) * px);
    const cy = Math.round(Y(i) * px);
    const c = rgb(i);
    for (let y = cy - half; y < cy + half; y++) for (let x = cx - half; x < cx + half; x++) put(x, y, c);
    if (draw(i)) put(cx, cy, dotRgb);
  }
  lc.putImageData(img, 0, 0);
}

/**
 * Points the board SVG at the drawing's frame (viewBox and aspect ratio), empties its content,
 * shows the canvas and fits it: returns {frame, box, ctx, w, h, s, tx, ty}, where (s, tx, ty)
 * maps SVG units to the canvas's CSS px as the viewBox's default fit does.
 */
function fitFrame(board, state) {
  const { svg, canvas } = board.dom;
  const { pos } = state.graph;
  const frame = state.view.frame ?? frameOf(pos, svg.clientWidth || 800);
  const box = frame.map((v) => v.toFixed(1)).join(" ");
  if (svg.getAttribute("viewBox") !== box) svg.setAttribute("viewBox", box);
  const ratio = aspect(frame[2], frame[3]);
  if (svg.style.aspectRatio !== ratio) svg.style.aspectRatio = ratio;
  svg.dataset.mode = "graph";
  const { content } = board.dom;
  if (content.firstChild) content.replaceChildren();
  canvas.hidden = false;
  const ctx = fitCanvas(canvas, svg);
  const w = svg.clientWidth;
  const h = svg.clientHeight;
  // the viewBox's default fit (xMidYMid meet)
  const s = Math.min(w / frame[2], h / frame[3]);
  const tx = (w - frame[2] * s) / 2 - frame[0] * s;
  const ty = (h - frame[3] * s) / 2 - frame[1] * s;
  return { frame, box, ctx, w, h, s, tx, ty };
}

/**
 * Step 1 of the picture: the edges' layer `edges` at EDGE_ALPHA, the one-way edges' arrowheads
 * (once the layer has its segments) and the edge tool's rubber band from `edgeFrom` to `pointer`.
 */
function drawEdges(ctx, kept, edges, { adj, n, X, Y, w, h, rad, pal, edgeFrom, pointer, s, tx, ty }) {
  ctx.globalAlpha = EDGE_ALPHA;
  ctx.drawImage(edges.canvas, 0, 0, w, h);
  const oneWay = []; // one-way edges [a, b] (rule `directed`): an arrowhead at b (from the frame that first draws edges)
  const { pairs, oneWay: single } = kept.edgeLayer.segments ? edgeList(adj) : { pairs: [], oneWay: [] };
  for (let k = 0; k < single.length; k++) if (single[k]) oneWay.push([pairs[2 * k], pairs[2 * k + 1]]);
  if (oneWay.length) {
    // each arrowhead's tip on the rim of the node the edge leads to, stronger than the thin edges
    ctx.fillStyle = pal.edge.css;
    ctx.globalAlpha = 0.85;
    ctx.beginPath();
    const head = Math.max(5, rad * 1.3);
    for (const [a, b] of oneWay) {
      const dx = X(b) - X(a);
      const dy = Y(b) - Y(a);
      const d = Math.hypot(dx, dy);
      if (d < rad * 2 + head) continue;
      const [ux, uy] = [dx / d, dy / d];
      const ex = X(b) - ux * (rad + 1);
      const ey = Y(b) - uy * (rad + 1);
      ctx.moveTo(ex, ey);
      ctx.lineTo(ex - ux * head - uy * head * 0.45, ey - uy * head + ux * head * 0.45);
      ctx.lineTo(ex - ux * head + uy * head * 0.45, ey - uy * head - ux * head * 0.45);
      ctx.closePath();
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (edgeFrom != null && pointer && edgeFrom < n) {
    ctx.strokeStyle = pal.focus.css;
    ctx.lineWidth = 3;
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(X(edgeFrom), Y(edgeFrom));
    ctx.lineTo(tx + s * pointer[0] * SCALE, ty + s * pointer[1] * SCALE);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/**
 * Step 3's layer `lc`: the nodes, coloured by the state with the ranging piece on them (pixels
 * under 2 px of radius, paths from there), a dot on draws or the nodes' numbers, the holes' rings.
 */
function drawNodes(lc, { n, X, Y, rad, w, view, pal, ids, s, holes }) {
  if (rad < 2) pixelNodes(lc, n, X, Y, rad, w, (i) => paintOf(view(i), pal).rgb, (i) => view(i).outcome === "draw", paintOf({ outcome: "draw", tint: 1 }, pal).label);
  else pathNodes(lc, n, X, Y, rad, view, pal, ids && ID_SIZE * s >= ID_MIN_PX ? ID_SIZE * s : 0);
  for (const hole of holes) {
    if (hole < 0 || hole >= n) continue;
    lc.strokeStyle = pal.goal.css;
    lc.lineWidth = 3;
    lc.beginPath();
    lc.arc(X(hole), Y(hole), Math.max(rad + 3, 6), 0, 2 * Math.PI);
    lc.stroke();
  }
  lc.getImageData(0, 0, 1, 1); // (rastered now: see edgesOf)
}

/**
 * Steps 4 and 5 of the picture, as board/paint/marks.js marks stroked on `ctx`: the mover's
 * moves' rings, the Watch's marks, the hovered node, the keyboard cursor and an edge's start.
 * Returns the marks, which the canvas's data attributes describe.
 */
function drawMarks(ctx, { n, X, Y, rad, view, pal, solved, marks, state, focused, edgeFrom }) {
  // 4. The mover's moves: a ring in the strong colour of the outcome each leads to (its fill's).
  const circle = (i) => ({ x: X(i), y: Y(i), shape: "circle" });
  const rings = moveRings(solved ? marks : [], n, (i) => ({ ...circle(i), r: Math.max(rad + 4, 7), width: 3, casing: 6 }));
  // 4b. The Watch's marks (solver/watch-frames.js framedView): a ring in --fresh on the rim of the nodes decided
  // at the shown level (inside a move's ring, drawn over its halo), a dashed ink ring around those
  // the 2n DP gets wrong (board/paint/graph-svg.js's classes)
  const watched = watchMarks(solved ? n : 0, view, (i, kind) => (kind === "fresh"
    ? { ...circle(i), r: rad + 0.5, width: Math.max(2, Math.min(3, rad * 0.6)) }
    : { ...circle(i), r: Math.max(rad + 3.5, 5.5), width: 1.5, dash: [3, 2] }));
  // 5. The hovered node, the keyboard cursor (while the board has the focus), an edge's start.
  const outlined = outlines({ hover: state.view.hover, cursor: state.view.cursor, focused, from: edgeFrom }, n, (i, kind) => ({
    ...circle(i), r: Math.max(rad + 2, 5), width: kind === "hover" ? 2.5 : 3.5, dash: kind === "from" ? [4, 3] : [],
  }));
  const all = [...rings, ...watched, ...outlined];
  strokeMarks(ctx, pal, all);
  return all;
}

/** Writes what the canvas shows into its data attributes (only those that changed). */
function describe(canvas, { n, view, solved, s, tx, ty, r, at, icons, best, drawn, col, sol }) {
  const codes = [];
  for (let i = 0; i < n; i++) codes.push(solved ? NODE_CODES[view(i).outcome] ?? "N" : ".");
  const data = {
    nodes: codes.join(""),
    scale: s.toFixed(5),
    origin: `${tx.toFixed(2)},${ty.toFixed(2)}`,
    radius: String(r), // the node radius in SVG units (drawn r * scale CSS px, at least 1.5)
    pieces: `mouse:${at.mouse} cat:${at.cats.join(",")}`,
    // where the pieces' icons are, in CSS px of the board box: "name:x,y,r" each
    icons: Object.entries(icons).filter(([, v]) => v).map(([k, v]) => `${k}:${v.x.toFixed(2)},${v.y.toFixed(2)},${v.r.toFixed(2)}`).join(" "),
    best: solved ? best.map(String).join(" ") : "",
    // the move rings; the Watch: the nodes decided at the shown level, those the 2n DP gets wrong (from level 2n on)
    // (and the cursor's node while it shows)
    ...describeMarks(drawn),
    solution: solved && !col.pending ? String(sol.id) : "", // whose colours these are
  };
  for (const [k, v] of Object.entries(data)) if (canvas.dataset[k] !== v) canvas.dataset[k] = v;
}

/**
 * Renders a big graph: the board SVG keeps the input and the viewBox; the picture goes on the
 * canvas under it. Same arguments as board/paint/graph-svg.js renderGraph; what it keeps between
 * frames is the board state's `graphCanvas`. Returns {complete, geometry}: whether the picture is
 * whole (false while the edges are still being drawn, a few thousand a frame: draw again then),
 * and where it drew, {s, tx, ty, r, icons} (the board state's `geometry.graph`).
 */
export function renderGraphCanvas(board, state, col, best, marks = []) {
  const { svg, canvas } = board.dom;
  const kept = board.graphCanvas;
  const { adj, pos } = state.graph;
  const holes = holesOf(state.graph);
  const n = adj.length;
  const { r, ids } = nodeStyle(n);
  const { box, ctx, w, h, s, tx, ty } = fitFrame(board, state);
  // every node's place on the canvas, worked out once a drawing (a big graph's layers ask often)
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = tx + s * pos[i][0] * SCALE;
    ys[i] = ty + s * pos[i][1] * SCALE;
  }
  const X = (i) => xs[i];
  const Y = (i) => ys[i];
  const pal = colours(board.paint, canvas);
  const sol = state.solution;
  const solved = !!sol && sol.places === n && col.places.length === n;
  const max = sol?.maxDistance ?? 1;
  const view = (i) => (solved ? col.places[i] ?? NONE : NONE);
  const rad = Math.max(1.5, r * s);
  const at = col.position;
  const { edgeFrom, pointer } = state.view;
  // nothing to do if the picture would be the one already drawn
  const focused = document.activeElement === svg && svg.matches(":focus-visible");
  const edgeKey = [w, h, devicePixelRatio, box, scheme(), identity(pos), identity(adj)].join("|");
  const nodeKey = [edgeKey, identity(col.places), solved, max, holes.join()].join("|");
  // The edges go on their layer a few thousand a frame, out of sight, and the board shows them
  // once they are all there (no frame does much).
  // (a frame that draws the nodes anew draws no edges, unless the frame before did not either)
  const rest = kept.nodeLayer.key !== nodeKey && !kept.edgesRested;
  kept.edgesRested = rest;
  const edges = edgesOf(kept.edgeLayer, edgeKey, adj, X, Y, w, h, pal.edge.css, rest ? 0 : EDGE_FRAME_MS);
  const picture = [nodeKey, edges.complete, at.mouse, at.cats.join(","), at.turn, state.view.hover, focused && state.view.cursor, edgeFrom,
    pointer?.join(","), best.join(","), marks.map((m) => `${m.place}:${m.view.outcome}`).join(","), col.pending, sol?.id].join("|");
  if (picture === kept.drawn) return { complete: edges.complete, geometry: board.geometry.graph };
  kept.drawn = picture;

  ctx.clearRect(0, 0, w, h);

  // 1. Edges (the layer: see edgesOf), their arrowheads, and the edge tool's rubber band.
  drawEdges(ctx, kept, edges, { adj, n, X, Y, w, h, rad, pal, edgeFrom, pointer, s, tx, ty });

  // 2. Best moves of the player to move, from that player's node.
  const head = 8;
  const arrows = bestArrows(solved ? best : [], at, n, (from, to, kind) => {
    if (kind === "stay") return null; // (no pass drawn on the canvas)
    const [x1, y1, x2, y2] = [X(from), Y(from), X(to), Y(to)];
    const d = Math.hypot(x2 - x1, y2 - y1);
    if (d < rad * 2 + head + 2) return null;
    const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
    return { x1: x1 + ux * (rad + 1), y1: y1 + uy * (rad + 1), tx: x2 - ux * (rad + 2), ty: y2 - uy * (rad + 2), ux, uy, shaft: true };
  }, state.graph.adj);
  strokeArrows(ctx, pal, arrows, { width: 2.5, casing: 6, head, spread: 0.5 });

  // 3. Nodes, coloured by the state with the ranging piece on them; a dot on draws; the holes
  //    (on a layer kept while they stay as they are: hovering redraws only what is over them)
  ctx.drawImage(layer(kept.nodeLayer, nodeKey, w, h, (lc) => drawNodes(lc, { n, X, Y, rad, w, view, pal, ids, s, holes })), 0, 0, w, h);

  // 4-5. The move rings, the Watch's marks, the hover, cursor and edge start (drawMarks).
  const drawn = drawMarks(ctx, { n, X, Y, rad, view, pal, solved, marks, state, focused, edgeFrom });

  // 6. The pieces, on their nodes, never smaller than PIECE_MIN_PX.
  const size = Math.max(PIECE_MIN_PX, 40 * s);
  const pieces = pieceMarks(at, n, (piece, p) => ({ x: X(p), y: Y(p), size }));
  for (const m of pieces) drawPiece(ctx, m.piece, m.x, m.y, m.size, pal);
  const icons = iconsOf(pieces);

  describe(canvas, { n, view, solved, s, tx, ty, r, at, icons, best, drawn, col, sol });
  return { complete: edges.complete, geometry: { s, tx, ty, r, icons } };
}

/** Forgets the canvas drawing in the board state `board` (the graph is drawn in the SVG, or the grid is shown). */
export function leaveGraphCanvas(board) {
  const kept = board.graphCanvas;
  kept.drawn = "";
  kept.edgeLayer = { key: "", canvas: kept.edgeLayer.canvas, segments: [], done: 0 };
  kept.nodeLayer.key = "";
  const { canvas } = board.dom;
  if (canvas) for (const k of ["nodes", "scale", "radius", "icons", "solution", "fresh", "wrong"]) delete canvas.dataset[k];
}
