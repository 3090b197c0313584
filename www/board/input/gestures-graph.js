// Pointer gestures on the graph board, by tool: drag a node (move), drag a piece to another
// node, drag an edge from node to node (edge), click to add a node, delete a node or give it a
// role. Each handler gets the board context {state, svg, hit, actions, tryEdit} (board/input/bind.js).
// No gesture moves a node the user did not move, and the board's view stays as it is (main.js
// holds it): a node goes where the pointer puts it, kept inside the view.
import { addNode, deleteNode, moveNode, setRole, moveCat, catIndexOf, toggleEdge, removeEdge } from "../../model/puzzle.js";
import { SCALE, inView } from "../geometry.js";

/** A pointer press: starts and returns a gesture, or makes a one-click edit and returns null. */
export function down(e, piece, { state, hit, actions, tryEdit }) {
  const v = hit.nodeAt(e);
  const tool = state.view.tool;
  // (any cat's icon counts for the Cat tool: with several cats, cat2 … cat8 are dragged alike)
  const cat = catIndexOf(piece);
  if (piece && (tool === "move" || tool === piece || (tool === "cat" && cat >= 0))) {
    const from = cat >= 0 ? state.graph.cats[cat] : state.graph[piece];
    state.view.drag = { piece, at: from };
    return { kind: "piece", piece, from };
  }
  if (v === null) {
    if (tool === "node") {
      const [x, y] = hit.point(e);
      tryEdit(() => actions.apply({ graph: addNode(state.graph, inView(state.view.frame, [x / SCALE, y / SCALE], state.graph.adj.length + 1)) }));
      state.view.cursor = state.graph.adj.length - 1;
    } else if (tool === "delete") {
      const edge = hit.edgeAt(e);
      if (edge) tryEdit(() => actions.apply({ graph: removeEdge(state.graph, edge[0], edge[1]) }));
    }
    return null;
  }
  state.view.cursor = v;
  if (tool === "move") {
    const [x, y] = hit.point(e);
    const [nx, ny] = state.graph.pos[v];
    actions.begin();
    return { kind: "node", v, dx: nx - x / SCALE, dy: ny - y / SCALE };
  }
  if (tool === "edge") {
    state.view.edgeFrom = v;
    state.view.pointer = state.graph.pos[v];
    return { kind: "edge", from: v };
  }
  if (tool === "delete") {
    tryEdit(() => actions.apply({ graph: deleteNode(state.graph, v) }));
    state.view.cursor = Math.min(v, state.graph.adj.length - 1);
  } else if (tool === "hole" || tool === "mouse" || tool === "cat") {
    tryEdit(() => actions.apply({ graph: setRole(state.graph, tool, v) }));
  }
  return null;
}

/** The pointer moves during `gesture`. */
export function move(e, gesture, { state, hit, actions }) {
  if (gesture.kind === "node") {
    const [x, y] = hit.point(e);
    const at = inView(state.view.frame, [x / SCALE + gesture.dx, y / SCALE + gesture.dy], state.graph.adj.length);
    actions.apply({ graph: moveNode(state.graph, gesture.v, at) }, { solve: false });
  } else if (gesture.kind === "edge") {
    const [x, y] = hit.point(e);
    state.view.pointer = [x / SCALE, y / SCALE];
    state.view.hover = hit.nodeAt(e);
  } else if (gesture.kind === "piece") {
    const v = hit.nodeAt(e);
    state.view.hover = v;
    if (v !== null) state.view.drag = { piece: gesture.piece, at: v };
  }
}

/** The pointer is released (or the gesture cancelled: `e.type` "pointercancel"). */
export function up(e, gesture, { state, hit, actions, tryEdit }) {
  if (gesture.kind === "node") {
    actions.end();
  } else if (gesture.kind === "edge") {
    state.view.edgeFrom = null;
    state.view.pointer = null;
    const b = hit.nodeAt(e);
    const a = gesture.from;
    if (b !== null && b !== a) tryEdit(() => actions.apply({ graph: toggleEdge(state.graph, a, b) }));
  } else if (gesture.kind === "piece") {
    state.view.drag = null;
    const v = hit.nodeAt(e);
    const cat = catIndexOf(gesture.piece);
    const moved = (graph) => (cat >= 0 ? moveCat(graph, cat, v) : setRole(graph, gesture.piece, v));
    if (e.type === "pointerup" && v !== null && v !== gesture.from) tryEdit(() => actions.apply({ graph: moved(state.graph) }));
  }
}
