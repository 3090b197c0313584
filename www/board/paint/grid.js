// Draws the grid game on a canvas under the board SVG (board/paint/canvas.js): cells coloured by the
// state each shows, walls, the food, best-move arrows, the user's moves in a game, the pieces,
// the keyboard cursor and the hovered cell, at the zoom and pan of state.view.zoom
// (board/zoom.js). One canvas instead of an SVG group per cell, so a 64x64 board draws in a few
// milliseconds. Legible at any size: the pieces and the food never shrink below a minimum and
// wear a halo; a cell's letter and distance appear only when the cell can hold them (below that,
// the hovered cell shows them in a callout); arrows run under the labels, so none is covered, and
// a best move too short to draw as an arrow gets an arrowhead by the mover's icon. The canvas
// tells what it shows in data attributes (rows, cols, cell size and origin, zoom, labels, every
// cell's outcome, the pieces, the best moves, the move marks, and whose colours they are:
// data-solution, the solution's id once its colours are drawn), for tests and tools. The colours
// mean what the SVG board's mean (board/paint/svg.js outcomeClass, style.css): each place shows
// col.places[p], which for a move mark is the state after that move; wins in three solid tints by
// distance, each with its label colour; a hatch for endless states and mouse wins beyond the turn
// limit; move rings in the outcome's strong colour. The rings, arrows, outlines and pieces are
// board/paint/marks.js's marks, drawn by canvas.js. Reads state; never changes it.
import { geometry, visible, maxZoom, PIECE_MIN_PX } from "../zoom.js";
import { fitCanvas, colours, scheme, css, paintOf, labelOn, drawPiece, hatch, identity, layer, roundRect, strokeMarks, strokeArrows } from "./canvas.js";
import { moveRings, watchMarks, outlines, describeMarks, pieceMarks, iconsOf, bestArrows } from "./marks.js";
import { aspect } from "../geometry.js";
import { showZoom, zoomLimits, tooltip } from "./grid-dom.js";
import { cue, stateWords } from "../../model/words.js";
import { NONE } from "../colouring.js";

/** Cells at least this wide (CSS px) show their letter and distance. */
export const LABEL_CELL_PX = 27;

/** Cells at least this wide show their letter alone (M, C, ∞). */
export const LETTER_CELL_PX = 15;

/** The smallest a piece icon is drawn, in CSS px (however small the cells): board/zoom.js's, whose margins make room for it. */
export { PIECE_MIN_PX };

/**
 * Cells at least this wide, with their labels shown, draw a piece's icon in the cell's upper half
 * and the cell's label under it: the piece stands beside its own value, not over it.
 */
export const PIECE_BESIDE_PX = 40;

/** The smallest the food's ring is drawn, in CSS px. */
const FOOD_MIN_PX = 14;

/** Each cell's outcome in one character (the canvas's data-cells, row by row). */
export const CELL_CODES = Object.freeze({
  wall: "#", mouse: "M", late: "L", cat: "C", endless: "E", draw: "D", none: "N", pending: "?", unsolved: ".", open: "O",
});

/** The places array's id (board/colouring.js returns the same array while nothing it shows changed). */
const idOf = (places) => identity(places);

/** The board box's proportions for a grid, as before the canvas: cells at most ~72 px, no strip-thin boards. */
function boxAspect(svg, R, C) {
  const cells = (svg.clientWidth || 800) / 72;
  return aspect(Math.max(C + 0.3, cells), Math.max(R + 0.3, cells / 1.8));
}

/** The code of a cell showing `view` (see CELL_CODES). */
function codeOf(view, wall, solved) {
  if (wall) return CELL_CODES.wall;
  if (!solved) return CELL_CODES.unsolved;
  if (view.outcome === "mouse") return view.limited === "cat" ? CELL_CODES.late : CELL_CODES.mouse;
  return CELL_CODES[view.outcome] ?? CELL_CODES.none;
}

/**
 * Renders the grid: the board SVG keeps the input and gets the grid's proportions; the picture
 * goes on the canvas under it, pass by pass (cells, moves, pieces, best moves, labels, the
 * stay-put rings, outlines, the callout), each pass a function of the drawing `d` set up here.
 * What it keeps between frames (the picture's key, the cells' and labels' layers, the cells'
 * codes) is the board state's `grid` (board/board-state.js).
 * @param {ReturnType<import("../board-state.js").createBoardState>} board   the board state
 * @param {object} state
 * @param {ReturnType<import("../colouring.js").colouring>} col
 * @param {Array<number|number[]>} best   the mover's best moves from the shown position (solver/wasm.js bestMoves: the mouse's places, or the cat's as lists of one)
 * @param {{place:number, view:object}[]} marks   the mover's moves (explore/play.js shownMoves), each with the value after it
 * @returns {object} where it drew (the board state's `geometry.grid`: board/zoom.js geometry and the pieces' icons)
 */
export function renderGrid(board, state, col, best, marks = []) {
  const { svg, canvas } = board.dom;
  const kept = board.grid;
  const rows = state.grid.rows;
  const R = rows.length;
  const C = rows[0]?.length ?? 0;
  const ratio = boxAspect(svg, R, C);
  if (svg.style.aspectRatio !== ratio) svg.style.aspectRatio = ratio;
  svg.dataset.mode = "grid";
  canvas.hidden = false;
  const w = svg.clientWidth;
  const h = svg.clientHeight;
  const g = geometry(state.view.zoom, w, h, R, C);
  // the zoom buttons first: their row moves the board, and the canvas is laid over the board next
  showZoom(g.cell / g.k < LABEL_CELL_PX);
  const ctx = fitCanvas(canvas, svg);
  if (svg.getAttribute("viewBox") !== `0 0 ${w} ${h}`) svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const pal = colours(board.paint, canvas);
  const sol = state.solution;
  const solved = !!sol && sol.places === R * C && col.places.length === R * C;
  const max = sol?.maxDistance ?? 1;
  const { position: at, ranging } = col;
  const { cell } = g;
  const view = (p) => (solved ? col.places[p] : NONE);
  const xOf = (c) => g.ox + c * cell;
  const yOf = (r) => g.oy + r * cell;
  const centre = (p) => [xOf(p % C) + cell / 2, yOf(Math.floor(p / C)) + cell / 2];
  const { r0, r1, c0, c1 } = visible(g);
  const labels = !state.view.labels || !solved ? "none" : cell >= LABEL_CELL_PX ? "full" : cell >= LETTER_CELL_PX ? "letters" : "none";
  // the pieces' icons never smaller than PIECE_MIN_PX; the labels' font, by the cell size
  // (on cells wide enough, a piece stands in the cell's upper half, above its own label)
  const beside = labels === "full" && cell >= PIECE_BESIDE_PX;
  const size = Math.max(PIECE_MIN_PX, cell * (beside ? 0.55 : 0.8));
  const font = labels === "full" ? Math.min(20, cell * 0.3) : Math.min(16, cell * 0.62);
  // where a piece's icon is drawn on place p
  const iconAt = (p) => {
    const [x, y] = centre(p);
    return beside ? [x, y - cell * 0.19] : [x, y];
  };

  const gap = Math.min(1, cell * 0.05);
  const radius = cell >= 12 ? cell * 0.1 : 0;
  // a cell's paint (board/paint/canvas.js paintOf): its outcome and tint's fill, label and hatch (a few kinds)
  const kinds = new Map(); // "outcome:tint:late" -> paint
  const kindOf = (v) => {
    const key = `${v.outcome}:${v.tint}:${v.limited === "cat"}`;
    let k = kinds.get(key);
    if (!k) kinds.set(key, (k = paintOf(v, pal)));
    return k;
  };
  const fillOf = (p) => kindOf(view(p)).rgb;
  const labelOf = (p) => kindOf(view(p)).label;
  // the hovered cell's tooltip, as the SVG board's: the state it shows in words (after the move, on a move mark)
  const tipOf = (p) => {
    const [r, c] = [Math.floor(p / C), p % C];
    if (rows[r][c] === "#") return `wall (${r}, ${c})`;
    if (!solved) return `floor (${r}, ${c})`;
    const v = view(p);
    const s = v.state ?? (ranging === "mouse" ? { mouse: p, cats: at.cats, turn: at.turn } : { mouse: at.mouse, cats: [p], turn: at.turn });
    return stateWords("grid", C, s.mouse, s.cats, s.turn, v, sol.turnLimit);
  };
  // every food's cell (several with the rule severalFoods)
  const foods = [];
  rows.forEach((row, r) => { for (let c = row.indexOf("F"); c >= 0; c = row.indexOf("F", c + 1)) foods.push(r * C + c); });
  // what the two cached layers depend on besides the places shown and the grid
  const frame = [w, h, devicePixelRatio, g.cell, g.ox, g.oy, scheme(), solved, max, rows.join("")].join(":");

  // nothing to do if the picture would be the one already drawn
  // the keyboard cursor shows while the board has the keyboard focus (as the SVG board's :focus-visible)
  const focused = document.activeElement === svg && svg.matches(":focus-visible");
  const hover = state.view.hover;
  const picture = [idOf(col.places), frame, labels, at.mouse, at.cats.join(","), at.turn, hover, focused && state.view.cursor,
    best.join(","), marks.map((m) => `${m.place}:${m.view.outcome}:${m.view.distance}`).join(","), g.k, col.pending, sol?.id].join("|");
  if (picture === kept.drawn) return board.geometry.grid;
  kept.drawn = picture;
  tooltip(svg, hover !== null && hover >= 0 && hover < R * C ? tipOf(hover) : "", w, h);

  ctx.clearRect(0, 0, w, h);
  const d = { layers: kept.layers, patterns: board.paint.patterns, ctx, pal, col, frame, w, h, rows, R, C, cell, gap, radius, r0, r1, c0, c1, xOf, yOf, centre, iconAt, beside, view, kindOf, fillOf, labelOf, solved, labels, at, size, font };
  drawCells(d, foods);
  const rings = drawMoves(d, marks);
  const icons = drawPieces(d);
  foodOverPieces(d, foods);
  const stays = drawBestMoves(d, best);
  // (an icon above its own label: the ring goes under the labels, whose halo keeps that value
  // readable; an icon over its label: the ring over everything, the value in the piece's cue)
  if (beside) drawStayRings(d, stays);
  drawLabels(d);
  if (!beside) drawStayRings(d, stays);
  const pieceCues = drawPieceCues(d);
  const outlinedMarks = drawOutlines(d, hover, focused, state.view.cursor);
  drawCallout(d, hover);

  zoomLimits(g.k, maxZoom(w, h, R, C));
  const hovered = hover !== null && hover >= 0 && hover < R * C ? String(hover) : "";
  describe(canvas, kept, { g, rows, R, C, view, solved, labels, at, best: solved ? best : [], marks: [...rings, ...outlinedMarks], food: foods.join(" "), hovered, pieceCues,
    solution: solved && !col.pending ? String(sol.id) : "", places: col.places });
  return { ...g, icons };
}

// Cells: walls, then floor cells filled with their outcome's colour over the card, shaded by
// the distance; the hatched ones (endless, or a mouse win too late for the turn limit) after;
// the food's ring (never smaller than FOOD_MIN_PX) with its letter. Drawn into a cached layer.
function drawCells(d, foods) {
  const { layers, patterns, ctx, pal, col, frame, w, h, rows, C, cell, gap, radius, r0, r1, c0, c1, xOf, yOf, centre, view, kindOf, labelOf } = d;
  ctx.drawImage(layer(layers.cells, `${idOf(col.places)}:${frame}`, w, h, (lc) => {
    lc.fillStyle = pal.wall.css;
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) if (rows[r][c] === "#") lc.fillRect(xOf(c), yOf(r), cell, cell);
    }
    // one path per kind of fill, and one per hatch colour: a few fills, not one per cell
    const paths = new Map(); // css -> Path2D
    const hatches = new Map(); // hatch colour -> Path2D
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) {
        if (rows[r][c] === "#") continue;
        const v = view(r * C + c);
        const { css: fill, hatch: stripes } = kindOf(v);
        let path = paths.get(fill);
        if (!path) paths.set(fill, (path = new Path2D()));
        roundRect(path, xOf(c) + gap, yOf(r) + gap, cell - 2 * gap, cell - 2 * gap, radius);
        if (stripes) {
          let hp = hatches.get(stripes);
          if (!hp) hatches.set(stripes, (hp = new Path2D()));
          roundRect(hp, xOf(c) + gap, yOf(r) + gap, cell - 2 * gap, cell - 2 * gap, radius);
        }
      }
    }
    for (const [fill, path] of paths) {
      lc.fillStyle = fill;
      lc.fill(path);
    }
    for (const [stripes, hp] of hatches) {
      lc.fillStyle = hatch(patterns, lc, stripes, Math.max(4, Math.min(8, cell / 5)));
      lc.fill(hp);
    }
    for (const food of foods) {
      const [fx, fy] = centre(food);
      strokeFood(lc, pal, fx, fy, cell);
      if (cell >= LETTER_CELL_PX) {
        lc.font = `800 ${Math.max(9, cell / 4).toFixed(1)}px system-ui, sans-serif`;
        lc.textAlign = "right";
        lc.textBaseline = "top";
        lc.fillStyle = labelOf(food);
        lc.fillText("F", fx + cell / 2 - cell * 0.12, fy - cell / 2 + cell * 0.08);
      }
    }
  }), 0, 0, w, h);
}

// The food's ring round (x, y), in the goal colour on a casing of the card's.
function strokeFood(lc, pal, x, y, cell) {
  const side = Math.max(FOOD_MIN_PX, cell - 8 * (cell / 40));
  lc.lineWidth = Math.max(2.5, cell / 10) + 3;
  lc.strokeStyle = pal.card.css;
  lc.beginPath();
  roundRect(lc, x - side / 2, y - side / 2, side, side, side * 0.18);
  lc.stroke();
  lc.lineWidth = Math.max(2.5, cell / 10);
  lc.strokeStyle = pal.goal.css;
  lc.stroke();
}

// A piece's icon wider than its cell (small cells: icons never shrink below PIECE_MIN_PX) may
// reach over a food beside it: that food's ring is drawn again, over the icon, so it always shows.
function foodOverPieces(d, foods) {
  const { ctx, pal, cell, centre, iconAt, at, size, R, C } = d;
  const pieces = [at.mouse, ...at.cats].filter((p) => p >= 0 && p < R * C);
  for (const food of foods) {
    if (pieces.includes(food)) continue;
    const [fx, fy] = centre(food);
    const under = pieces.some((p) => {
      const [x, y] = iconAt(p);
      return Math.abs(x - fx) < size / 2 + cell / 2 && Math.abs(y - fy) < size / 2 + cell / 2;
    });
    if (under) strokeFood(ctx, pal, fx, fy, cell);
  }
}

// The mover's moves (explore/play.js shownMoves): a frame in the strong colour of the outcome each
// leads to (the cell's fill shows the state after it).
// On small cells the ring lies inside its cell, thinner, so a mover with many moves does not
// paint a band of overlapping rings over its neighbours.
function drawMoves(d, marks) {
  const { ctx, pal, R, C, cell, gap, centre, solved } = d;
  const small = cell < 24;
  const width = small ? Math.max(1.25, cell * 0.16) : 3.5;
  const side = small ? cell - 2 * gap - width : Math.max(12, cell - 6);
  const rings = moveRings(solved ? marks : [], R * C, (p) => {
    const [x, y] = centre(p);
    return { x, y, r: side / 2, shape: "square", corner: Math.min(5, side * 0.15), width, casing: small ? width + 1.5 : 7 };
  });
  strokeMarks(ctx, pal, rings);
  return rings;
}

// The pieces: the icons never smaller than PIECE_MIN_PX, each with a halo.
// Returns where each icon is ({mouse, cat: {x, y, r}|null}), for the hit tests.
function drawPieces(d) {
  const { ctx, pal, R, C, iconAt, at, size } = d;
  const pieces = pieceMarks(at, R * C, (piece, p) => {
    const [x, y] = iconAt(p);
    return { x, y, size };
  });
  for (const m of pieces) drawPiece(ctx, m.piece, m.x, m.y, m.size, pal);
  return iconsOf(pieces);
}

// Best moves of the player to move: arrows from the edge of the mover's icon to the edge of
// the target's label (drawn under the labels, whose halo keeps them clear), an arrowhead alone
// when there is room for no more; a target too close for that (small cells, under the icon)
// gets an arrowhead just outside the icon, pointing its way; staying put, a ring (drawStayRings). On
// cells smaller than an arrowhead, one arrow a direction.
// Returns the places where staying put is best (ringed by drawStayRings, over the labels).
function drawBestMoves(d, best) {
  const { ctx, pal, R, C, cell, centre, iconAt, view, solved, labels, at, size, font } = d;
  // (the grid game has one cat)
  const mover = at.turn === 0 ? at.mouse : at.cats[0];
  if (!(solved && mover >= 0 && mover < R * C)) return [];
  const [x1, y1] = iconAt(mover);
  const from = size * 0.4 + 1; // the icon's head is 0.4 of its size from its centre
  const width = Math.max(2.5, Math.min(4, cell * 0.09));
  const head = Math.max(7, width * 2.4);
  ctx.font = `650 ${font.toFixed(1)}px system-ui, sans-serif`;
  const direction = (ux, uy) => `${Math.round(ux * 100)},${Math.round(uy * 100)}`;
  const list = bestArrows(best, at, R * C, (_, q, kind) => {
    if (kind === "stay") return {};
    const [x2, y2] = centre(q);
    const d = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / d;
    const uy = (y2 - y1) / d;
    // where the ray into the target leaves its label's box (or its middle third, unlabelled)
    const text = labels === "none" ? "" : cue(view(q));
    const hw = (text ? ctx.measureText(labels === "letters" ? text.replace(/\d+!?$/, "") : text).width / 2 : cell / 6) + 2;
    const hh = (text ? font / 2 : cell / 6) + 2;
    const end = Math.min(Math.abs(ux) > 1e-9 ? hw / Math.abs(ux) : Infinity, Math.abs(uy) > 1e-9 ? hh / Math.abs(uy) : Infinity);
    const room = d - end - from;
    if (room >= head) return { x1: x1 + ux * from, y1: y1 + uy * from, tx: x2 - ux * end, ty: y2 - uy * end, ux, uy, shaft: room > head + 2 };
    // too close to draw: an arrowhead just outside the icon points the way (one per direction)
    const reach = size * 0.5 + head;
    return { x1, y1, tx: x1 + ux * reach, ty: y1 + uy * reach, ux, uy, shaft: false, pointer: direction(ux, uy) };
  });
  const arrows = list.filter((a) => a.kind === "arrow" && !a.pointer);
  const pointers = new Map(); // direction -> an arrowhead by the mover's icon, for best moves too close for an arrow
  for (const a of list) if (a.pointer && !pointers.has(a.pointer)) pointers.set(a.pointer, a);
  arrows.push(...pointers.values());
  // cells smaller than an arrowhead: best moves along one line (a long jump) get one arrow, to
  // the farthest, not a row of heads over the cells between
  if (head * 1.5 > cell) {
    const farthest = new Map(); // direction -> the arrow that reaches farthest
    for (const a of arrows) {
      const key = direction(a.ux, a.uy);
      const had = farthest.get(key);
      if (!had || Math.hypot(a.tx - x1, a.ty - y1) > Math.hypot(had.tx - x1, had.ty - y1)) farthest.set(key, a);
    }
    arrows.splice(0, arrows.length, ...farthest.values());
  }
  strokeArrows(ctx, pal, arrows, { width, casing: width + 4, head, spread: 0.55, alpha: [0.85, 0.9], headCasing: true });
  return list.filter((a) => a.kind === "stay").map((a) => a.to);
}

// Labels: the cue (letter and distance) where a cell holds it, on the cell's colour in its
// label colour (paintOf: 4.5:1 or more), with a halo of the fill so an arrow under it stops short.
// Drawn into a cached layer (none on the pieces' cells).
function drawLabels(d) {
  const { layers, ctx, col, frame, w, h, rows, C, cell, r0, r1, c0, c1, xOf, yOf, view, fillOf, labelOf, labels, at, font, beside } = d;
  if (labels !== "none") {
    ctx.drawImage(layer(layers.labels, `${idOf(col.places)}:${frame}:${labels}:${at.mouse}:${at.cats.join(",")}:${beside}`, w, h, (lc) => {
      lc.font = `650 ${font.toFixed(1)}px system-ui, sans-serif`;
      lc.textAlign = "center";
      lc.textBaseline = "middle";
      lc.lineJoin = "round";
      lc.lineWidth = 3;
      for (let r = r0; r < r1; r++) {
        for (let c = c0; c < c1; c++) {
          const p = r * C + c;
          const piece = p === at.mouse || at.cats.includes(p);
          if (rows[r][c] === "#" || (piece && !beside)) continue;
          let text = cue(view(p));
          if (!text) continue;
          if (labels === "letters" || lc.measureText(text).width > cell - 4) text = text.replace(/\d+!?$/, "");
          // (under a piece's icon, in the cell's lower part)
          const [x, y] = [xOf(c) + cell / 2, yOf(r) + cell / 2 + (piece ? cell * 0.29 : font * 0.04)];
          lc.strokeStyle = css(fillOf(p));
          lc.strokeText(text, x, y);
          lc.fillStyle = labelOf(p);
          lc.fillText(text, x, y);
        }
      }
    }), 0, 0, w, h);
  }
}

// The pieces' own cells' cues, where the icon covers the cell's label (labels on, cells too small
// to hold the icon above its label: below PIECE_BESIDE_PX): a tag at the icon's lower right, in
// the cell's fill and label colour, so that a piece never hides its own cell's value. Returns the
// tags drawn [{piece, place, text}].
function drawPieceCues(d) {
  const { ctx, pal, R, C, iconAt, view, fillOf, labelOf, labels, beside, at, size, font, w, h } = d;
  if (labels === "none" || beside) return [];
  const tags = [];
  const pieces = [["mouse", at.mouse], ...at.cats.map((p, i) => [i === 0 ? "cat" : `cat${i + 1}`, p])];
  const px = Math.max(10, Math.min(14, font));
  ctx.font = `700 ${px.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const [piece, p] of pieces) {
    if (p < 0 || p >= R * C) continue;
    let text = cue(view(p));
    if (!text) continue;
    if (labels === "letters") text = text.replace(/\d+!?$/, "");
    const [x, y] = iconAt(p);
    const tw = ctx.measureText(text).width + 6;
    const th = px + 4;
    // (kept inside the board box: a piece on the edge puts its tag inside)
    const bx = Math.min(w - tw - 1, Math.max(1, x + size * 0.22));
    const by = Math.min(h - th - 1, Math.max(1, y + size * 0.3));
    ctx.beginPath();
    roundRect(ctx, bx, by, tw, th, 3);
    ctx.fillStyle = css(fillOf(p));
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = pal.card.css;
    ctx.stroke();
    ctx.fillStyle = labelOf(p);
    ctx.fillText(text, bx + tw / 2, by + th / 2 + 0.5);
    tags.push({ piece, place: p, text });
  }
  return tags;
}

// Staying put is best: a dashed ring round the mover's icon (over everything but, when the icon
// stands above it, its cell's label), clear of the icon's ears (they reach 11/20 of its size from the centre, its outline and halo a little more)
function drawStayRings(d, rings) {
  const { ctx, pal, cell, iconAt, size } = d;
  strokeMarks(ctx, pal, rings.map((q) => {
    const [x, y] = iconAt(q);
    return { kind: "stay", place: q, x, y, r: Math.max(cell * 0.46, size * 0.6 + 3.5), shape: "circle", width: 2, casing: 4.5, colour: "arrow", dash: [4, 3] };
  }));
}

// The Watch's marks (solver/watch-frames.js framedView: decided at the shown level; wrong in the
// 2n DP), the hovered cell, and the keyboard cursor while the board has the focus: an outline
// inside the cell (the cursor a double ring: marks.js cursorRing). Returns the Watch's marks on
// every cell (drawn: those in sight) and the outlines.
function drawOutlines(d, hover, focused, cursor) {
  const { ctx, pal, R, C, cell, radius, r0, r1, c0, c1, xOf, yOf, view, solved } = d;
  const inside = (p, width, dash = []) => ({
    x: xOf(p % C) + cell / 2, y: yOf(Math.floor(p / C)) + cell / 2, r: (cell - width) / 2, shape: "square", corner: radius, width, dash,
  });
  const thin = Math.max(1.5, Math.min(2.5, cell / 12));
  const watched = watchMarks(solved ? R * C : 0, view, (p, kind) => (kind === "fresh"
    ? inside(p, Math.max(2, Math.min(5, cell / 6)))
    : inside(p, thin, [4, 3])));
  const seen = (p) => {
    const [r, c] = [Math.floor(p / C), p % C];
    return r >= r0 && r < r1 && c >= c0 && c < c1;
  };
  const outlined = outlines({ hover, cursor, focused }, R * C, (p, kind) => inside(p, kind === "hover" ? thin : Math.max(2, Math.min(4, cell / 8))));
  strokeMarks(ctx, pal, [...watched.filter((m) => seen(m.place)), ...outlined]);
  return [...watched, ...outlined];
}

// The hovered cell's cue, in a callout, when the cells are too small to show it.
function drawCallout(d, hover) {
  const { ctx, pal, w, rows, R, C, cell, centre, view, fillOf, labelOf, solved, labels } = d;
  if (hover !== null && solved && labels !== "full" && hover >= 0 && hover < R * C) {
    const wall = rows[Math.floor(hover / C)][hover % C] === "#";
    const text = wall ? "wall" : cue(view(hover)) || "–";
    ctx.font = "650 13px system-ui, sans-serif";
    const tw = ctx.measureText(text).width + 14;
    const th = 22;
    const [hx, hy] = centre(hover);
    const bx = Math.min(Math.max(2, hx - tw / 2), w - tw - 2);
    const by = hy - cell / 2 - th - 6 >= 2 ? hy - cell / 2 - th - 6 : hy + cell / 2 + 6;
    const fill = wall ? pal.wall.rgb : fillOf(hover);
    ctx.beginPath();
    roundRect(ctx, bx, by, tw, th, 6);
    ctx.fillStyle = css(fill);
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = pal.card.css;
    ctx.stroke();
    ctx.fillStyle = wall ? labelOn(fill, pal) : labelOf(hover);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, bx + tw / 2, by + th / 2 + 0.5);
  }
}

/**
 * Every cell's code, row by row (see CELL_CODES), for the places `places` of the grid `rows`,
 * made once per slice shown, not per frame (kept in `kept.coded`).
 */
function cellCodes(kept, places, rows, R, C, view, solved) {
  const key = `${idOf(places)}:${solved}:${rows.join("")}`;
  if (kept.coded.key !== key) {
    let cells = "";
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) cells += codeOf(view(r * C + c), rows[r][c] === "#", solved);
    kept.coded = { key, cells };
  }
  return kept.coded.cells;
}

/** Writes what the canvas shows into its data attributes (only those that changed). */
function describe(canvas, kept, { g, rows, R, C, view, solved, labels, at, best, marks, food, hovered, pieceCues, solution, places }) {
  const described = describeMarks(marks, { withLimited: true });
  const data = {
    rows: String(R),
    cols: String(C),
    cell: g.cell.toFixed(3),
    origin: `${g.ox.toFixed(2)},${g.oy.toFixed(2)}`,
    zoom: g.k.toFixed(3),
    labels,
    cells: cellCodes(kept, places, rows, R, C, view, solved),
    pieces: `mouse:${at.mouse} cat:${at.cats.join(",")}`,
    best: best.join(" "),
    // the move rings, and the Watch's: the cells decided at the shown level (marks.js describeMarks)
    moves: described.moves,
    fresh: described.fresh,
    cursor: described.cursor,
    food,
    // the cues shown in a tag by a piece whose icon covers its cell's label: "piece:place:cue" each
    pieceCues: pieceCues.map((t) => `${t.piece}:${t.place}:${t.text}`).join(" "),
    hover: hovered,
    solution: solution ?? "",
  };
  for (const [k, v] of Object.entries(data)) if (canvas.dataset[k] !== v) canvas.dataset[k] = v;
}

/**
 * Forgets the grid's drawing in the board state `board` (the graph is shown): the canvas lists
 * no cell, no zoom buttons. (The frame clears the geometry: hit tests find no cell.)
 */
export function leaveGrid(board) {
  showZoom(false);
  board.grid.drawn = "";
  board.grid.coded = { key: "", cells: "" };
  const { canvas } = board.dom;
  if (canvas) for (const k of ["rows", "cols", "cell", "cells", "zoom", "labels", "food", "pieceCues", "hover", "solution"]) delete canvas.dataset[k];
}
