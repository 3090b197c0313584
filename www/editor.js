// Board input: pointer and keyboard editing of the graph and the grid. Pointer events with
// pointer capture on the board; SVG coordinates from getScreenCTM().inverse(). Edits go through
// `actions`, which owns history, solving and rendering:
//   actions.begin()            start an edit (remembers the puzzle for undo)
//   actions.apply(patch, opts) replace state.graph / state.grid, re-solving unless opts.solve === false
//   actions.end()              finish the edit (records it if anything changed)
//   actions.redraw()           re-render after a view-only change
//   actions.notice(text)       show an inline message
import * as P from "./puzzle.js";
import { SCALE, frameOf } from "./render-graph.js";
import { position } from "./colouring.js";

/**
 * Binds the board. Returns the function that unbinds every listener.
 * @param {SVGSVGElement} svg
 * @param {object} state
 * @param {object} actions
 */
export function bindBoard(svg, state, actions) {
  let gesture = null; // the pointer gesture in progress

  const point = (e) => {
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
    return [pt.x, pt.y];
  };
  const under = (e) => document.elementFromPoint(e.clientX, e.clientY);
  const nodeAt = (e) => {
    const el = under(e)?.closest?.("[data-node]");
    return el && svg.contains(el) ? Number(el.dataset.node) : null;
  };
  const cellAt = (e) => {
    const el = under(e)?.closest?.("[data-cell]");
    if (!el || !svg.contains(el)) return null;
    const [r, c] = el.dataset.cell.split(",").map(Number);
    return { r, c, p: r * state.grid.rows[0].length + c };
  };
  // A piece under the pointer: the icon itself, or (grid) the cell it stands on.
  const pieceAt = (e) => under(e)?.closest?.("[data-piece]")?.dataset.piece ?? null;
  const tryEdit = (fn) => {
    try {
      actions.begin();
      fn();
    } catch (err) {
      actions.notice(err.message);
    } finally {
      actions.end();
    }
  };

  function onDown(e) {
    if (e.button !== 0 || gesture) return;
    svg.setPointerCapture(e.pointerId);
    const piece = pieceAt(e);
    if (state.mode === "graph") downGraph(e, piece);
    else downGrid(e, piece);
    actions.redraw();
  }

  function downGraph(e, piece) {
    const v = nodeAt(e);
    const tool = state.view.tool;
    if (piece && (tool === "move" || tool === piece)) {
      gesture = { kind: "piece", piece, from: state.graph[piece] };
      state.view.drag = { piece, at: state.graph[piece] };
      return;
    }
    if (v === null) {
      if (tool === "node") {
        const [x, y] = point(e);
        tryEdit(() => actions.apply({ graph: P.addNode(state.graph, [x / SCALE, y / SCALE]) }));
        state.view.cursor = state.graph.adj.length - 1;
      }
      return;
    }
    state.view.cursor = v;
    if (tool === "move") {
      const [x, y] = point(e);
      const [nx, ny] = state.graph.pos[v];
      state.view.frame = frameOf(state.graph.pos, svg.clientWidth || 800);
      actions.begin();
      gesture = { kind: "node", v, dx: nx - x / SCALE, dy: ny - y / SCALE };
    } else if (tool === "edge") {
      gesture = { kind: "edge", from: v };
      state.view.edgeFrom = v;
      state.view.pointer = state.graph.pos[v];
    } else if (tool === "delete") {
      tryEdit(() => actions.apply({ graph: P.deleteNode(state.graph, v) }));
      state.view.cursor = Math.min(v, state.graph.adj.length - 1);
    } else if (tool === "hole" || tool === "mouse" || tool === "cat") {
      tryEdit(() => actions.apply({ graph: P.setRole(state.graph, tool, v) }));
    }
  }

  function downGrid(e, piece) {
    const cell = cellAt(e);
    if (!cell) return;
    state.view.cursor = cell.p;
    const tool = state.view.tool;
    const ch = state.grid.rows[cell.r][cell.c];
    const held = piece ?? (ch === "F" ? "food" : ch === "M" ? "mouse" : ch === "C" ? "cat" : null);
    if (held && tool === "paint") {
      const pos = position(state);
      gesture = { kind: "piece", piece: held, from: cell.p };
      state.view.drag = { piece: held, at: held === "food" ? null : pos[held] };
      return;
    }
    if (tool === "paint") {
      const paint = ch === "#" ? "." : "#";
      actions.begin();
      gesture = { kind: "paint", paint };
      actions.apply({ grid: P.paintCell(state.grid, cell.r, cell.c, paint) });
    } else {
      tryEdit(() => actions.apply({ grid: P.placePiece(state.grid, tool, cell.r, cell.c) }));
    }
  }

  function onMove(e) {
    if (!gesture) {
      const p = state.mode === "graph" ? nodeAt(e) : cellAt(e)?.p ?? null;
      if (p !== state.view.hover) {
        state.view.hover = p;
        actions.redraw();
      }
      return;
    }
    if (gesture.kind === "node") {
      const [x, y] = point(e);
      actions.apply({ graph: P.moveNode(state.graph, gesture.v, [x / SCALE + gesture.dx, y / SCALE + gesture.dy]) }, { solve: false });
      return;
    }
    if (gesture.kind === "edge") {
      const [x, y] = point(e);
      state.view.pointer = [x / SCALE, y / SCALE];
      state.view.hover = nodeAt(e);
    } else if (gesture.kind === "piece") {
      const p = state.mode === "graph" ? nodeAt(e) : cellAt(e)?.p ?? null;
      state.view.hover = p;
      if (p !== null && gesture.piece !== "food") state.view.drag = { piece: gesture.piece, at: p };
    } else if (gesture.kind === "paint") {
      const cell = cellAt(e);
      if (cell) actions.apply({ grid: P.paintCell(state.grid, cell.r, cell.c, gesture.paint) });
    }
    actions.redraw();
  }

  function onUp(e) {
    if (!gesture) return;
    const g = gesture;
    gesture = null;
    if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
    if (g.kind === "node") {
      state.view.frame = null;
      actions.end();
    } else if (g.kind === "paint") {
      actions.end();
    } else if (g.kind === "edge") {
      state.view.edgeFrom = null;
      state.view.pointer = null;
      const b = nodeAt(e);
      if (b !== null && b !== g.from) tryEdit(() => actions.apply({ graph: P.toggleEdge(state.graph, g.from, b) }));
    } else if (g.kind === "piece") {
      state.view.drag = null;
      if (e.type === "pointerup") {
        if (state.mode === "graph") {
          const v = nodeAt(e);
          if (v !== null && v !== g.from) tryEdit(() => actions.apply({ graph: P.setRole(state.graph, g.piece, v) }));
        } else {
          const cell = cellAt(e);
          if (cell && cell.p !== g.from) tryEdit(() => actions.apply({ grid: P.placePiece(state.grid, g.piece, cell.r, cell.c) }));
        }
      }
    }
    actions.redraw();
  }

  function onLeave() {
    if (!gesture && state.view.hover !== null) {
      state.view.hover = null;
      actions.redraw();
    }
  }

  // Keyboard: a roving cursor over the places, and single-key edits at the cursor.
  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const graph = state.mode === "graph";
    const n = graph ? state.graph.adj.length : state.grid.rows.length * state.grid.rows[0].length;
    const cur = Math.min(Math.max(0, state.view.cursor), n - 1);
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    let handled = true;
    if (dirs[key]) {
      state.view.cursor = graph ? nearestInDirection(state.graph.pos, cur, dirs[key]) : stepCell(cur, dirs[key]);
      state.view.hover = null;
    } else if (key === "Escape") {
      state.view.edgeFrom = null;
    } else if (graph) {
      handled = keyGraph(key, cur);
    } else {
      handled = keyGrid(key, cur);
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
      actions.redraw();
    }
  }

  function stepCell(p, [dx, dy]) {
    const C = state.grid.rows[0].length;
    const R = state.grid.rows.length;
    const r = Math.min(R - 1, Math.max(0, Math.floor(p / C) + dy));
    const c = Math.min(C - 1, Math.max(0, (p % C) + dx));
    return r * C + c;
  }

  function keyGraph(key, v) {
    const tool = state.view.tool;
    if (key === " " || key === "Enter") key = { edge: "e", delete: "x", node: "n", hole: "h", mouse: "m", cat: "c" }[tool] ?? "";
    if (key === "m" || key === "c" || key === "h") {
      const role = { m: "mouse", c: "cat", h: "hole" }[key];
      tryEdit(() => actions.apply({ graph: P.setRole(state.graph, role, v) }));
    } else if (key === "e") {
      if (state.view.edgeFrom === null) state.view.edgeFrom = v;
      else {
        const a = state.view.edgeFrom;
        state.view.edgeFrom = null;
        if (a !== v) tryEdit(() => actions.apply({ graph: P.toggleEdge(state.graph, a, v) }));
      }
    } else if (key === "x" || key === "Delete" || key === "Backspace") {
      tryEdit(() => actions.apply({ graph: P.deleteNode(state.graph, v) }));
      state.view.cursor = Math.min(v, state.graph.adj.length - 1);
    } else if (key === "n") {
      const [x, y] = state.graph.pos[v] ?? [0, 0];
      tryEdit(() => actions.apply({ graph: P.addNode(state.graph, [x + 1, y + 0.6]) }));
      state.view.cursor = state.graph.adj.length - 1;
    } else {
      return false;
    }
    return true;
  }

  function keyGrid(key, p) {
    const C = state.grid.rows[0].length;
    const [r, c] = [Math.floor(p / C), p % C];
    const piece = { m: "mouse", c: "cat", f: "food" }[key];
    if (piece) {
      tryEdit(() => actions.apply({ grid: P.placePiece(state.grid, piece, r, c) }));
    } else if (key === " " || key === "Enter") {
      const tool = state.view.tool;
      if (tool === "paint") {
        const ch = state.grid.rows[r][c];
        tryEdit(() => actions.apply({ grid: P.paintCell(state.grid, r, c, ch === "#" ? "." : "#") }));
      } else {
        tryEdit(() => actions.apply({ grid: P.placePiece(state.grid, tool, r, c) }));
      }
    } else {
      return false;
    }
    return true;
  }

  const listeners = [
    ["pointerdown", onDown], ["pointermove", onMove], ["pointerup", onUp], ["pointercancel", onUp],
    ["pointerleave", onLeave], ["keydown", onKey],
  ];
  for (const [type, fn] of listeners) svg.addEventListener(type, fn);
  return () => { for (const [type, fn] of listeners) svg.removeEventListener(type, fn); };
}

// The node nearest to `from` within 60 degrees of direction `dir` (or `from` itself).
function nearestInDirection(pos, from, [dx, dy]) {
  const [x0, y0] = pos[from] ?? [0, 0];
  let best = from;
  let bestScore = Infinity;
  pos.forEach(([x, y], i) => {
    if (i === from) return;
    const ex = x - x0;
    const ey = y - y0;
    const d = Math.hypot(ex, ey);
    const along = (ex * dx + ey * dy) / d;
    if (along < 0.5) return;
    const score = d * (2 - along);
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}
