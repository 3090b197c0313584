// The board says one thing at a time, measured on the rendered SVG (the graph) and on the canvas's
// pixels (the grid, page-support.mjs canvasRings): in Play a ring and the fill
// it surrounds show the same outcome, the wasm package's value of the position after that move;
// a best-move arrow joins places whose colours agree with the verdict; no label covers a node, an
// edge, a piece or another label, and each is nearer its own node than any other; no edge passes
// through a node it does not join, also after an edit. Editing never moves a node the user did
// not move, on screen (layout and view): only "Lay out again" does, and undo takes it back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, eachAtOnce, deal } from "./harness.mjs";
import { pick, settle, verdict, centre, drag, gridShown, canvasRings, eachGalleryGraphView } from "./page-support.mjs";
import { seeded, randomGraph } from "../www/random.mjs";
import { tab, marks, waitTurn, clickPlace, bestFor } from "./explore-support.mjs";
import { EXAMPLES } from "../../www/model/examples.js";

const kit = withPage();

/**
 * The position on the board, read from the words a person reads above the views ("Shown: mouse on
 * node 4, cat on node 9, cat to move: ..."), as places.
 */
async function shownPosition(page, cols = 0) {
  const text = await page.textContent("#shown-words");
  const place = (s) => {
    const cell = s.match(/^cell \((\d+), (\d+)\)$/);
    return cell ? Number(cell[1]) * cols + Number(cell[2]) : Number(s.replace("node ", ""));
  };
  const m = text.match(/mouse on (node \d+|cell \(\d+, \d+\)), cat on (node \d+|cell \(\d+, \d+\)), (mouse|cat) to move/);
  return { mouse: place(m[1]), cat: place(m[2]), turn: m[3] === "mouse" ? 0 : 1 };
}

/**
 * The user's legal moves from `s` and each one's outcome after it, from the wasm package; with
 * `visited` (the positions of the game so far, "mouse,cat,turn"), a move to one of them is a
 * draw (the graph game's repetition, which ends the game).
 */
async function solverMoves(page, spec, s, visited = null) {
  const got = await solverAfter(page, spec, s);
  const out = {};
  for (const [to, { outcome, after }] of Object.entries(got)) out[to] = visited?.has(`${after.mouse},${after.cat},${after.turn}`) ? "draw" : outcome;
  return out;
}

/** The user's legal moves from `s`: each one's position after it and that position's outcome, from the wasm package. */
function solverAfter(page, spec, s) {
  return page.evaluate(async ({ spec, s }) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const sol = spec.mode === "graph"
      ? new w.GraphSolution(spec.adj, { hole: spec.hole, mouse: spec.mouse, cat: spec.cats[0] })
      : new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, 1000);
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: spec.mode === "grid" ? "endless" : "draw" };
    const out = {};
    for (const to of sol.legalMoves(s.mouse, s.cat, s.turn)) {
      const a = sol.after(s.mouse, s.cat, s.turn, to);
      out[to] = { outcome: name[sol.outcome(a.mouse, a.cat, a.turn)], after: { mouse: a.mouse, cat: a.cat, turn: a.turn } };
    }
    sol.free();
    return out;
  }, { spec, s });
}

/**
 * Every ring on the board with what a person sees of it: its outcome, the outcome of the place it
 * surrounds, and whether the ring's colour and the fill's colour are the same outcome's (the
 * ring: the outcome's strong colour; the fill: one of the outcome's tints), from computed styles
 * on the graph's SVG, from the pixels on the grid's canvas (page-support.mjs canvasRings).
 */
async function ringsSeen(page) {
  if (await gridShown(page)) return canvasRings(page);
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const rgb = (v) => {
      const probe = document.createElement("div");
      probe.style.color = v;
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    };
    const family = {
      mouse: ["--mouse-win", "--mouse-win-2", "--mouse-win-3"],
      cat: ["--cat-win", "--cat-win-2", "--cat-win-3"],
      draw: ["--draw"],
      endless: ["--endless"],
    };
    const ringColour = { mouse: "--mouse-win", cat: "--cat-win", draw: "--ring-draw", endless: "--ring-draw" };
    return [...document.querySelectorAll("[data-move]")].map((mark) => {
      const at = mark.dataset.move;
      const place = document.querySelector(`[data-node="${at}"]`);
      const o = mark.dataset.outcome;
      const ring = getComputedStyle(mark.querySelector(".ring")).stroke;
      const fill = getComputedStyle(place.querySelector(".fill")).fill;
      return {
        place: Number(at),
        ring: o,
        fill: place.dataset.outcome,
        ringColourIsOutcome: ring === rgb(root.getPropertyValue(ringColour[o])),
        fillColourIsOutcome: family[o].some((v) => fill === rgb(root.getPropertyValue(v))),
      };
    });
  });
}

test("in Play, every ring and its fill show the same outcome: the wasm package's value after that move", async () => {
  const games = [["cornered", "mouse", 0], ["cornered", "cat", 0], ["lc913-1", "mouse", 0], ["lc1728-1", "mouse", 5], ["lc1728-1", "cat", 5]];
  let rings = 0;
  // the games dealt to two pages, run at once
  await eachAtOnce(deal(games, 2), async (part) => {
    const { page, errors } = await kit.fresh();
    for (const [id, human, cols] of part) {
      const ex = EXAMPLES.find((e) => e.id === id);
      const spec = { mode: ex.mode, ...ex.puzzle };
      await pick(page, id);
      await tab(page, "play");
      await page.click(`[data-play=${human}]`);
      await settle(page);
      assert.equal(await page.getAttribute(`[data-colour=${human}]`, "aria-pressed"), "true", "a game colours the user's piece");
      let plies = -1;
      // the game's positions at the user's turns and after the user's moves (a move back to one of
      // them repeats it: a draw in the graph game, whatever the table says)
      const visited = new Set(ex.mode === "graph" ? [`${spec.mouse},${spec.cats[0]},${spec.first === "cat" ? 1 : 0}`] : []);
      for (let move = 0; move < 40; move++) {
        const status = await waitTurn(page, plies);
        if (status.state === "over") break;
        plies = Number(status.plies);
        const s = await shownPosition(page, cols);
        visited.add(`${s.mouse},${s.cat},${s.turn}`);
        const want = await solverMoves(page, spec, s, ex.mode === "graph" ? visited : null);
        const after = await solverAfter(page, spec, s);
        const seen = await ringsSeen(page);
        const what = `${id} as ${human}, ply ${plies}`;
        assert.deepEqual(seen.map((r) => r.place).sort((a, b) => a - b), Object.keys(want).map(Number).sort((a, b) => a - b), `${what}: a ring on every legal move`);
        for (const r of seen) {
          assert.equal(r.ring, want[r.place], `${what}: ring at ${r.place}`);
          assert.equal(r.fill, r.ring, `${what}: the fill inside the ring at ${r.place}`);
          assert.ok(r.ringColourIsOutcome && r.fillColourIsOutcome, `${what}: the colours drawn at ${r.place} are ${r.ring}'s`);
        }
        rings += seen.length;
        const to = bestFor(human)(await marks(page));
        const a = after[to]?.after;
        if (a) visited.add(`${a.mouse},${a.cat},${a.turn}`);
        await clickPlace(page, to, cols);
      }
    }
    assert.deepEqual(errors, []);
  });
  assert.ok(rings > 40, `enough rings were checked (${rings})`);
});

test("a best-move arrow joins places coloured like the verdict, in both pieces' views", async () => {
  let arrows = 0;
  // (the rule variants' too: a best pass is a loop back into the mover's node; the gallery's
  // graphs dealt to three pages, run at once)
  await eachAtOnce(deal(EXAMPLES.filter((e) => e.mode === "graph"), 3), async (examples) => {
    const { page, errors } = await kit.fresh();
    for (const ex of examples) {
      await pick(page, ex.id);
      const v = await verdict(page);
      for (const [colour, turn] of [["mouse", 0], ["cat", 1]]) {
        await page.click(`[data-colour=${colour}]`);
        await page.click(`[data-turn="${turn}"]`);
        await settle(page);
        if (colour === "cat") continue; // the cat to move is not the start: no verdict to compare with
        const ends = await page.$$eval(".arrows [data-arrow]", (els) => els.map((e) => e.dataset.arrow.split("-").map(Number)));
        assert.ok(ends.length > 0, `${ex.id}: the best moves are drawn`);
        for (const [from, to] of ends) {
          const tail = await page.getAttribute(`[data-node="${from}"]`, "data-outcome");
          const head = await page.getAttribute(`[data-node="${to}"]`, "data-outcome");
          assert.equal(await page.getAttribute(`[data-node="${to}"]`, "data-after"), "true", `${ex.id}: the arrow ends on a ring`);
          assert.equal(head, v.outcome, `${ex.id}: the arrow's head ${to} shows the verdict`);
          assert.equal(tail, v.outcome, `${ex.id}: the arrow's tail ${from} shows the verdict`);
          arrows++;
        }
      }
      await page.click("[data-colour=mouse]");
      await page.click("[data-turn=\"0\"]");
    }
    assert.deepEqual(errors, []);
  });
  assert.ok(arrows >= 10, `enough arrows were checked (${arrows})`);
});

/**
 * What overlaps on the drawn graph, in screen pixels: labels that cover a node, a ring, an edge, a
 * piece or another label, labels inside a node that leave it, and edges that pass through a node
 * they do not join. Geometry from the rendered SVG (client rects; edges sampled along their path).
 */
function overlaps(page) {
  return page.evaluate(() => {
    const svg = document.querySelector("#board");
    const ctm = svg.getScreenCTM();
    const toScreen = (x, y) => new DOMPoint(x, y).matrixTransform(ctm);
    const nodes = [...svg.querySelectorAll("[data-node]")].map((g) => {
      const r = g.querySelector(".fill").getBoundingClientRect();
      const ring = g.querySelector(".hole-ring")?.getBoundingClientRect();
      return { id: Number(g.dataset.node), x: r.left + r.width / 2, y: r.top + r.height / 2, r: r.width / 2, reach: (ring ?? r).width / 2 };
    });
    for (const m of svg.querySelectorAll("[data-move] .ring")) {
      const r = m.getBoundingClientRect();
      const n = nodes.find((k) => k.id === Number(m.parentElement.dataset.move));
      n.reach = Math.max(n.reach, r.width / 2);
    }
    const strokeHalf = (el) => (parseFloat(getComputedStyle(el).strokeWidth) / 2) * ctm.a;
    const edges = [...svg.querySelectorAll(".edges path")].map((p) => {
      const [a, b] = p.dataset.edge.split("-").map(Number);
      const len = p.getTotalLength();
      const pts = [];
      for (let s = 0; s <= len; s += 1.5) {
        const q = p.getPointAtLength(s);
        pts.push(toScreen(q.x, q.y));
      }
      return { a, b, pts, half: strokeHalf(p) };
    });
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const pieces = [...svg.querySelectorAll(".piece")].map((p) => {
      const parts = [...p.querySelectorAll("circle:not(.halo), path")].map(rect);
      return parts.reduce((u, r) => ({ left: Math.min(u.left, r.left), top: Math.min(u.top, r.top), right: Math.max(u.right, r.right), bottom: Math.max(u.bottom, r.bottom) }));
    });
    const boxDisc = (b, x, y, r) => {
      const dx = Math.max(b.left - x, 0, x - b.right);
      const dy = Math.max(b.top - y, 0, y - b.bottom);
      return dx * dx + dy * dy < r * r;
    };
    const boxes = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // a glyph box is taller than its ink: the ink of capitals and digits runs from the baseline up
    // by the cap height (about 0.73 em); the baseline is the text's y, moved by its dy
    const ink = (t) => {
      const r = rect(t);
      const m = t.getScreenCTM();
      const em = parseFloat(getComputedStyle(t).fontSize);
      const dy = t.getAttribute("dy") === "0.35em" ? 0.35 * em : 0;
      const base = new DOMPoint(Number(t.getAttribute("x") ?? 0), Number(t.getAttribute("y") ?? 0) + dy).matrixTransform(m).y;
      return { left: r.left, right: r.right, top: base - 0.73 * em * m.d, bottom: base };
    };
    const found = [];
    const outside = [...svg.querySelectorAll(".labels text")].map((t) => ({ id: t.dataset.label, text: t.textContent, box: ink(t) }));
    outside.forEach((l, i) => {
      for (const n of nodes) if (boxDisc(l.box, n.x, n.y, n.reach)) found.push(`label ${l.text} of node ${l.id} covers node ${n.id}`);
      for (const e of edges) {
        if (e.pts.some((p) => boxDisc(l.box, p.x, p.y, e.half))) found.push(`label ${l.text} of node ${l.id} covers edge ${e.a}-${e.b}`);
      }
      for (const p of pieces) if (boxes(l.box, p)) found.push(`label ${l.text} of node ${l.id} covers a piece`);
      outside.slice(i + 1).forEach((m) => { if (boxes(l.box, m.box)) found.push(`labels of nodes ${l.id} and ${m.id} overlap`); });
    });
    for (const t of svg.querySelectorAll(".node .cue.in")) {
      const n = nodes.find((k) => k.id === Number(t.dataset.label));
      const b = ink(t);
      const corners = [[b.left, b.top], [b.right, b.top], [b.left, b.bottom], [b.right, b.bottom]];
      if (corners.some(([x, y]) => Math.hypot(x - n.x, y - n.y) > n.r)) found.push(`label ${t.textContent} leaves node ${n.id}`);
    }
    for (const e of edges) {
      for (const n of nodes) {
        if (n.id === e.a || n.id === e.b) continue;
        if (e.pts.some((p) => Math.hypot(p.x - n.x, p.y - n.y) < n.r + e.half)) found.push(`edge ${e.a}-${e.b} passes through node ${n.id}`);
      }
    }
    return { found, labels: outside.length + svg.querySelectorAll(".node .cue.in").length, edges: edges.length };
  });
}

test("no label covers a node, an edge, a piece or another label; no edge passes through a node it does not join", async () => {
  let labels = 0;
  // the gallery's graphs dealt to three pages, run at once
  await eachAtOnce(deal(EXAMPLES.filter((e) => e.mode === "graph"), 3), async (examples) => {
    const { page, errors } = await kit.fresh();
    await eachGalleryGraphView(page, examples, async (id, colour) => {
      const { found, labels: k } = await overlaps(page);
      assert.deepEqual(found, [], `${id} (${colour}'s view)`);
      labels += k;
    });
    assert.deepEqual(errors, []);
  });
  assert.ok(labels > 150, `enough labels were checked (${labels})`);
});

/**
 * Every node's centre on screen, in CSS px from the board's top left corner (the page may scroll
 * when a button is clicked; the board is what the user looks at): {id: [x, y]}.
 */
function boardNodes(page) {
  // (one evaluation: the elements are read in the same task they are found in, never detached by a redraw in between)
  return page.evaluate(() => {
    const b = document.querySelector("#board").getBoundingClientRect();
    return Object.fromEntries([...document.querySelectorAll("[data-node] .fill")].map((el) => {
      const r = el.getBoundingClientRect();
      return [el.closest("[data-node]").dataset.node, [r.x + r.width / 2 - b.x, r.y + r.height / 2 - b.y]];
    }));
  });
}

/** A point of the board ([x, y] from its top left corner) on screen, after scrolling the board into view. */
async function onBoard(page, [x, y]) {
  await page.locator("#board").scrollIntoViewIfNeeded();
  const box = await page.locator("#board").boundingBox();
  return [box.x + x, box.y + y];
}

/** The nodes of `before` that are more than half a pixel from where they were, in words. */
function movedNodes(before, after, except = []) {
  return Object.entries(before).filter(([id]) => !except.includes(Number(id)))
    .filter(([id, [x, y]]) => !after[id] || Math.hypot(after[id][0] - x, after[id][1] - y) > 0.5)
    .map(([id, [x, y]]) => `node ${id} from (${x.toFixed(1)}, ${y.toFixed(1)}) to ${after[id] ? `(${after[id][0].toFixed(1)}, ${after[id][1].toFixed(1)})` : "nowhere"}`);
}

/** An empty point of the board (from its top left corner) near its right edge, halfway down (no node within 40 px). */
async function emptyNearEdge(page) {
  const box = await page.locator("#board").boundingBox();
  const nodes = Object.values(await boardNodes(page));
  for (let dy = 0; dy < box.height / 2; dy += 10) {
    for (const y of [box.height / 2 + dy, box.height / 2 - dy]) {
      const x = box.width - 18;
      if (nodes.every(([nx, ny]) => Math.hypot(nx - x, ny - y) > 40)) return [x, y];
    }
  }
  throw new Error("no empty point near the board's right edge");
}

test("editing never moves a node the user did not move, on screen: a drag, an edge, a node added by pointer or key, a deletion", async () => {
  const { page, errors } = await kit.fresh();
  // LeetCode 913's first example: node 4 dragged to the top left corner
  await pick(page, "lc913-1");
  let before = await boardNodes(page);
  await drag(page, await onBoard(page, before[4]), await onBoard(page, [24, 24]));
  let now = await boardNodes(page);
  assert.deepEqual(movedNodes(before, now, [4]), [], "dragging node 4 moves node 4 only");
  // (kept whole inside the board: as near the corner as its disc allows)
  assert.ok(Math.hypot(now[4][0] - 24, now[4][1] - 24) < 60, `node 4 is where it was put: ${now[4]}`);
  // an edge across the drawing: routed around the nodes it passes, nothing moves
  await page.click("#edit-graph [data-tool=edge]");
  before = await boardNodes(page);
  await drag(page, await onBoard(page, before[1]), await onBoard(page, before[5]));
  assert.equal(await page.locator("[data-edge='1-5']").count(), 1, "edge 1-5 added");
  now = await boardNodes(page);
  assert.deepEqual(movedNodes(before, now), [], "adding the edge 1-5");
  const { found } = await overlaps(page);
  assert.deepEqual(found.filter((f) => f.startsWith("edge")), [], "the new edge bends around the nodes it passes");
  // a node added near the board's edge, under the pointer: the view stays, so nothing else moves
  await page.click("#edit-graph [data-tool=node]");
  before = await boardNodes(page);
  const at = await emptyNearEdge(page);
  await page.mouse.click(...await onBoard(page, at));
  await settle(page);
  now = await boardNodes(page);
  assert.deepEqual(movedNodes(before, now), [], "adding a node near the edge");
  assert.ok(now[6], "node 6 added");
  assert.ok(Math.hypot(now[6][0] - at[0], now[6][1] - at[1]) < 30, `node 6 is under the pointer (${now[6]} for ${at})`);
  // the keyboard: N adds a node beside the cursor (node 6), inside the board
  before = now;
  await page.focus("#board");
  await page.keyboard.press("n");
  await settle(page);
  now = await boardNodes(page);
  assert.deepEqual(movedNodes(before, now), [], "adding a node with N");
  assert.ok(now[7] && Math.hypot(now[7][0] - now[6][0], now[7][1] - now[6][1]) < 200, `node 7 beside node 6: ${now[7]}`);
  const size = await page.locator("#board").boundingBox();
  assert.ok(now[7][0] > 0 && now[7][0] < size.width && now[7][1] > 0 && now[7][1] < size.height, "node 7 is on the board");
  // deleting a node: the others stay
  await page.click("#edit-graph [data-tool=delete]");
  before = await boardNodes(page);
  await page.mouse.click(...await onBoard(page, before[7]));
  await settle(page);
  now = await boardNodes(page);
  assert.equal(now[7], undefined, "node 7 deleted");
  assert.deepEqual(movedNodes(before, now, [7]), [], "deleting node 7");
  // undo takes the edits back one by one, each drawn where it was
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(movedNodes(before, await boardNodes(page)), [], "undoing the deletion");
  assert.deepEqual(errors, []);
});

test("only \"Lay out again\" lays out the whole graph, in one step that undo takes back to the user's drawing", async () => {
  const { page, errors } = await kit.fresh();
  const start = await boardNodes(page);
  await drag(page, await onBoard(page, start[4]), await onBoard(page, [24, 24]));
  const mine = await boardNodes(page);
  await page.click("#relayout");
  await settle(page);
  const laid = await boardNodes(page);
  assert.ok(Math.hypot(laid[4][0] - mine[4][0], laid[4][1] - mine[4][1]) > 20, "node 4 left the corner");
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(movedNodes(mine, await boardNodes(page)), [], "undo brings back the user's drawing as it was on screen");
  await page.click("#redo");
  await settle(page);
  assert.deepEqual(movedNodes(laid, await boardNodes(page)), [], "redo the layout");
  assert.deepEqual(errors, []);
});

/**
 * The labels beside their nodes that are not nearer their own node than every other node, in
 * screen px (the label's box centre against the nodes' centres), in words; and how many were checked.
 */
function strayLabels(page) {
  return page.evaluate(() => {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const nodes = [...document.querySelectorAll("[data-node] .fill")].map((el) => ({ id: el.closest("[data-node]").dataset.node, at: centre(el) }));
    const found = [];
    const labels = [...document.querySelectorAll(".labels [data-label]")];
    for (const t of labels) {
      const [x, y] = centre(t);
      const own = nodes.find((n) => n.id === t.dataset.label);
      const d = Math.hypot(x - own.at[0], y - own.at[1]);
      for (const n of nodes) {
        const e = Math.hypot(x - n.at[0], y - n.at[1]);
        if (n !== own && e <= d) found.push(`label ${t.textContent} of node ${own.id} is ${d.toFixed(0)} px from it and ${e.toFixed(0)} px from node ${n.id}`);
      }
    }
    return { found, labels: labels.length };
  });
}

test("every label is nearer its own node than any other: the gallery's graphs and random graphs of 6 to 60 nodes", async () => {
  let labels = 0;
  // three pages at once: the gallery's graphs dealt to two, the random graphs in the third
  const gallery = async (examples) => {
    const { page, errors } = await kit.fresh();
    await eachGalleryGraphView(page, examples, async (id, colour) => {
      const got = await strayLabels(page);
      assert.deepEqual(got.found, [], `${id} (${colour}'s view)`);
      labels += got.labels;
    });
    assert.deepEqual(errors, []);
  };
  const random = async () => {
    const { page, errors } = await kit.fresh();
    for (const [n, seed] of [[6, 1], [9, 2], [14, 3], [20, 4], [27, 5], [35, 6], [44, 7], [60, 8]]) {
      await page.fill("#text", JSON.stringify(randomGraph(seeded(seed), n, 2.8).adj));
      await page.click("#import");
      await settle(page);
      const got = await strayLabels(page);
      assert.deepEqual(got.found, [], `a random graph of ${n} nodes`);
      labels += got.labels;
    }
    assert.deepEqual(errors, []);
  };
  await Promise.all([...deal(EXAMPLES.filter((e) => e.mode === "graph"), 2).map(gallery), random()]);
  assert.ok(labels > 150, `enough labels beside their nodes were checked (${labels})`);
});
