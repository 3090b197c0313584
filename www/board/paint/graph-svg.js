// Draws the graph game on the board SVG (graphs of up to CANVAS_NODES nodes and CANVAS_EDGES
// edges, board/geometry.js; bigger ones go on the canvas): edges (bent around nodes they do not
// join, worked out a slice a frame), best-move arrows along them, nodes coloured by the state
// each shows, the move rings, the hole, the pieces, and the distance labels where they cover
// nothing (board/graph-drawing.js). The move rings, the
// Watch's marks, the hover, cursor and edge-start outlines, the arrows and the pieces are
// board/paint/marks.js's marks, drawn by svg.js and described (data-*) on `#board-content` by
// marks.js describeMarks, as the canvas painters describe theirs. Reads state; never changes it.
import { holesOf } from "../../model/puzzle.js";
import { esc, outcomeClass, pieceIcon, moveRingsSvg, outlinesSvg, arrowsSvg } from "./svg.js";
import { moveRings, watchMarks, outlines, describeMarks, pieceMarks, bestArrows } from "./marks.js";
import { cue, stateWords } from "../../model/words.js";
import { t } from "../../i18n/i18n.js";
import { NONE } from "../colouring.js";
import { edgePath, trimmedPath, clearLabels, labelPlan, routable } from "../graph-drawing.js";
import { SCALE, nodeStyle, frameOf, aspect, edgeRoutes, ROUTE_SLICE_MS } from "../geometry.js";

/** The piece icons' size and offset from their node's centre, for a graph of `n` nodes, radius `r`. */
function pieceGeometry(n, r) {
  return { size: n > 250 ? 40 : n > 60 ? r * 2.2 : r * 1.6, off: n > 250 ? 0 : r * 0.95 };
}

/** How far from a node's centre nothing may sit: its largest ring (a move ring and its casing). */
const ringReach = (r) => r + 8.5;

/**
 * Where the distance labels go for this drawing (board/graph-drawing.js labelPlan: beside their nodes,
 * each nearest its own, or else inside the nodes, under the node's number), worked out once per
 * drawing, label width and routing (again when the edges' routes, worked out over a few frames,
 * are all there) and view `frame` (labels stay inside it); `kept`: the board state's `graphSvg`,
 * which holds the last layout.
 */
function labelLayout(kept, adj, pos, r, routing, widest, frame) {
  const labelled = kept.labelled;
  const key = `${widest}|${r}|${routing.complete}|${frame.join(",")}`;
  if (labelled.adj === adj && labelled.pos === pos && labelled.routes === routing.routes && labelled.key === key) return labelled.layout;
  const pts = pos.map(([x, y]) => [x * SCALE, y * SCALE]);
  const layout = labelPlan(pts, routing.routes, ringReach(r), widest, frame);
  kept.labelled = { adj, pos, key, routes: routing.routes, layout };
  return layout;
}

/**
 * The dismantling view's arrows (explore/dismantle.js dismantleFrame's `links`), drawn over the
 * edges: each corner to the node that dominates it, along their edge, and the last node removed
 * to its dominator, dashed (`.arrows.dominance.removed`). "" when there are none.
 */
function dominanceSvg(links, n, xy, byPair, r) {
  const out = [];
  for (const removed of [false, true]) {
    const drawn = [];
    for (const { from, to } of links.filter((l) => l.removed === removed && l.from < n && l.to < n)) {
      const route = byPair.get(`${Math.min(from, to)}-${Math.max(from, to)}`);
      const path = trimmedPath(xy(from), route?.c ?? null, xy(to), r + 2, r + 9);
      if (path) drawn.push({ d: path.d, kind: "arrow", from, to });
    }
    if (drawn.length) out.push(arrowsSvg(drawn, removed ? "dominance removed" : "dominance"));
  }
  return out.join("");
}

/**
 * Step 1 into `out`: the edges, bent around the nodes they do not join (one-way edges with an
 * arrowhead at their end), a dense graph's drawn straight, thin and light as the canvas draws
 * them; and the edge tool's rubber band from `edgeFrom` to `pointer`.
 */
function edgesSvg(out, { adj, n, r, xy, routes, edgeFrom, pointer }) {
  out.push(`<g class="edges${n > 250 || !routable(n, routes.length) ? " thin" : ""}">`);
  for (const { a, b, c } of routes) {
    const ab = adj[a].includes(b);
    const ba = adj[b].includes(a);
    if (ab && ba) {
      out.push(`<path data-edge="${a}-${b}"${c ? " data-bent=\"true\"" : ""} d="${edgePath(xy(a), c, xy(b))}"/>`);
      continue;
    }
    // a one-way edge (rule `directed`): from its start's centre to the rim of its end, an arrowhead there
    const [from, to] = ab ? [a, b] : [b, a];
    // (its tip just outside where a move ring may circle the node)
    const path = trimmedPath(xy(from), c, xy(to), 0, r + 7.5);
    if (path) out.push(`<path class="one-way" data-edge="${a}-${b}" data-one-way="${from}-${to}"${c ? " data-bent=\"true\"" : ""} d="${path.d}" marker-end="url(#edgehead)"/>`);
  }
  out.push("</g>");
  if (edgeFrom != null && pointer) {
    const [x1, y1] = xy(edgeFrom);
    out.push(`<line class="rubber" x1="${x1}" y1="${y1}" x2="${pointer[0] * SCALE}" y2="${pointer[1] * SCALE}"/>`);
  }
}

/**
 * Step 2: the best-move arrows from the mover's node along each edge's route (`byPair`), a pass
 * as a loop under the node, as SVG.
 */
function bestSvg(best, at, n, r, xy, byPair, adj) {
  return arrowsSvg(bestArrows(best, at, n, (from, to, kind) => {
    if (kind === "stay") {
      // a pass (the rules mousePasses / catPasses): a loop under the node, back into it
      const [x, y] = xy(from);
      const f = (v) => v.toFixed(1);
      // (leaving and re-entering outside any move ring round the node)
      return { d: `M${f(x - r * 0.7)} ${f(y + r + 6)} C${f(x - r * 1.3)} ${f(y + r * 3.4)} ${f(x + r * 1.3)} ${f(y + r * 3.4)} ${f(x + r * 0.7)} ${f(y + r + 9)}` };
    }
    const route = byPair.get(`${Math.min(from, to)}-${Math.max(from, to)}`);
    return trimmedPath(xy(from), route?.c ?? null, xy(to), r + 2, r + 9);
  }, adj), at.turn === 0 ? "mouse" : "cat");
}

/**
 * The pieces' marks, beside their nodes (so the node's own colour stays visible); several cats on
 * one node stand a little lower each.
 */
function placePieces(at, n, r, xy) {
  const { size, off } = pieceGeometry(n, r);
  const pieces = pieceMarks(at, n, (piece, p) => {
    const [x, y] = xy(p);
    return { x: x + (piece === "mouse" ? -off : off), y: y - off, size };
  });
  // several cats on one node: each further one a little lower, so every cat shows
  const seen = new Map();
  for (const m of pieces) {
    if (m.piece !== "cat") continue;
    const k = seen.get(m.place) ?? 0;
    seen.set(m.place, k + 1);
    m.y += k * size * 0.45;
  }
  return pieces;
}

/**
 * Step 3 into `out`: the nodes, each coloured by the state it shows (a move mark: the state after
 * that move), with its tooltip, the holes' rings, and its number, its label inside (`inside`) or
 * a dot on draws.
 */
function nodesSvg(out, { n, r, ids, xy, col, holes, inside, solution }) {
  const limit = solution?.turnLimit ?? 0;
  out.push("<g class=\"nodes\">");
  for (let i = 0; i < n; i++) {
    const view = col.places[i] ?? NONE;
    const [x, y] = xy(i);
    const tip = solution && view.state ? stateWords("graph", 0, view.state.mouse, view.state.cats, view.state.turn, view, limit) : `node ${i}`;
    const cls = `node ${outcomeClass(view)}${holes.has(i) ? " hole" : ""}`;
    out.push(`<g class="${cls}" data-node="${i}" data-outcome="${view.outcome}" data-distance="${view.distance}"${view.after ? " data-after=\"true\"" : ""} `
      + `transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><title>${esc(tip)}</title>`
      + `<circle class="under" r="${r}"/><circle class="fill" r="${r}"/>`);
    if (holes.has(i)) out.push(`<circle class="hole-ring" r="${r + 3.5}"/>`);
    if (inside) {
      const text = cue(view);
      out.push(`<text class="id up" y="1">${i}</text>`);
      // a long label (a distance of 100 plies or more) is smaller, and sits higher, where the node is wider
      if (text) out.push(`<text class="cue in${text.length > 3 ? " small" : ""}" data-label="${i}" y="${text.length > 3 ? 9 : 10}">${esc(text)}</text>`);
    } else if (ids) {
      out.push(`<text class="id" dy="0.35em">${i}</text>`);
    } else if (view.outcome === "draw") {
      out.push(`<circle class="dot-cue" r="${r * 0.35}"/>`);
    }
    out.push("</g>");
  }
  out.push("</g>");
}

/**
 * Step 6 into `out`: the distance labels beside their nodes, each where it covers no node, ring,
 * edge, arrow, piece (`pieceBoxes`) or other label.
 */
function labelsSvg(out, placed, col, pieceBoxes) {
  const items = placed.items.map((item, i) => ({ ...item, text: cue(col.places[i] ?? NONE) }));
  const { spots, free } = clearLabels(placed.items, placed.spots, placed.obstacles, pieceBoxes);
  out.push("<g class=\"labels\">");
  items.forEach(({ text }, i) => {
    if (!text) return;
    const [x, y] = spots[i];
    out.push(`<text class="cue${free[i] ? "" : " boxed"}" data-label="${i}" x="${x.toFixed(1)}" y="${y.toFixed(1)}" dy="0.35em">${esc(text)}</text>`);
  });
  out.push("</g>");
}

/**
 * Renders into the board SVG's `#board-content` group.
 * @param {ReturnType<import("../board-state.js").createBoardState>} board   the board state (its dom, routes and `graphSvg`)
 * @param {object} state                 the page state
 * @param {ReturnType<import("../colouring.js").colouring>} col   the places' views (move marks show the state after the move)
 * @param {Array<number|number[]>} best  the mover's best moves from the shown position (solver/wasm.js bestMoves)
 * @param {{place:number, view:object}[]} marks   the mover's moves, each with the value after it (ringed)
 * @returns {{complete: boolean, geometry: null}} whether the drawing is whole: false while the
 *   edges' routes are still being worked out (board/geometry.js edgeRoutes, a slice a frame; draw
 *   again then); no geometry: the nodes are elements, found under the pointer
 */
export function renderGraph(board, state, col, best, marks = []) {
  const { svg, content } = board.dom;
  const { adj, pos } = state.graph;
  const holes = new Set(holesOf(state.graph));
  const n = adj.length;
  const { r, ids, cues } = nodeStyle(n);
  const labels = state.view.labels;
  const frame = state.view.frame ?? frameOf(pos, svg.clientWidth || 800);
  svg.setAttribute("viewBox", frame.map((v) => v.toFixed(1)).join(" "));
  svg.style.aspectRatio = aspect(frame[2], frame[3]);
  svg.dataset.mode = "graph";
  const xy = (i) => [pos[i][0] * SCALE, pos[i][1] * SCALE]; // a node's centre in SVG units
  const routing = edgeRoutes(board.routes, adj, pos, r, ROUTE_SLICE_MS);
  const { routes, byPair } = routing;
  const out = [];

  // 1. Edges, bent around the nodes they do not join (and the edge tool's rubber band).
  const { edgeFrom, pointer } = state.view;
  edgesSvg(out, { adj, n, r, xy, routes, edgeFrom, pointer });
  // 1b. The dismantling view's arrows, corner to dominator (none otherwise).
  out.push(dominanceSvg(col.links ?? [], n, xy, byPair, r));

  // 2. Best moves of the player to move, from that player's node along the edge's route.
  const { position: at } = col;
  if (state.solution && best.length) out.push(bestSvg(best, at, n, r, xy, byPair, state.graph.adj));

  // The labels' places: beside the nodes when they all fit, else inside them.
  const pieces = placePieces(at, n, r, xy);
  const pieceBoxes = pieces.map((m) => [m.x, m.y - m.size * 0.1, m.size * 0.62, m.size * 0.7]);
  const showCues = cues && labels && state.solution;
  const widest = `M${"8".repeat(String(state.solution?.maxDistance ?? 0).length)}`;
  const placed = showCues ? labelLayout(board.graphSvg, adj, pos, r, routing, widest, frame) : null;
  const inside = placed?.inside ?? false;

  // 3. Nodes, each coloured by the state it shows (a move mark: the state after that move).
  nodesSvg(out, { n, r, ids, xy, col, holes, inside, solution: state.solution });

  // 3b. The Watch's marks (solver/watch-frames.js framedView): a ring in --fresh on the rim of the
  //     nodes decided at the shown level, a dashed ink ring around those the 2n DP gets wrong; the
  //     hovered node, the keyboard cursor (while the board has the keyboard focus), an edge's start.
  const circle = (i, rad) => ({ x: xy(i)[0], y: xy(i)[1], r: rad, shape: "circle" });
  const solved = !!state.solution;
  const watched = watchMarks(solved ? n : 0, (i) => col.places[i] ?? NONE, (i, kind) => circle(i, kind === "fresh" ? r : r * 1.32));
  const focused = document.activeElement === svg && svg.matches(":focus-visible");
  const outlined = outlines({ hover: state.view.hover, cursor: state.view.cursor, focused, from: edgeFrom }, n,
    (i, kind) => ({ ...circle(i, r), width: kind === "cursor" ? 3 : undefined }));
  out.push(outlinesSvg([...watched, ...outlined]));

  // 4. The mover's moves: a ring coloured like the fill it surrounds (the value after the move).
  // (around a hole the ring sits outside the hole's own ring, so both stay visible)
  const rings = moveRings(marks, n, (place, view) => {
    const [x, y] = xy(place);
    return { x, y, r: holes.has(place) ? r + 9 : r + 5, shape: "circle",
      label: t("board.ringLabel", { place, cue: view.repeats ? t("board.repeatsDraw") : cue(view) }) };
  });
  out.push(moveRingsSvg(rings));

  // 5. The pieces, beside their nodes (so the node's own colour stays visible).
  for (const m of pieces) out.push(pieceIcon(m.piece, m.x, m.y, m.size, m.name));

  // 6. The distance labels beside their nodes, each where it covers no node, ring, edge, arrow,
  //    piece or other label (the pieces move: a label under one finds another free spot).
  if (placed && !inside) labelsSvg(out, placed, col, pieceBoxes);
  content.innerHTML = out.join("");
  // what the marks are, once (marks.js describeMarks): the move rings, the Watch's, the cursor
  describeOn(content, describeMarks([...rings, ...watched, ...outlined]));
  return { complete: routing.complete, geometry: null };
}

/** The description's data-* keys on `#board-content`. */
const DESCRIBED = ["moves", "fresh", "wrong", "cursor"];

/** Writes a mark list's description into `el`'s data attributes (only those that changed). */
function describeOn(el, described) {
  for (const k of DESCRIBED) if (el.dataset[k] !== described[k]) el.dataset[k] = described[k];
}

/** Forgets the SVG painter's description (a canvas painter draws the board now, and describes it on the canvas). */
export function leaveGraphSvg(board) {
  const { content } = board.dom;
  if (content) for (const k of DESCRIBED) delete content.dataset[k];
}
