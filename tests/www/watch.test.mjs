// The Watch's frames (www/solver/watch-frames.js) against direct computations on random puzzles: each state's
// level is the package's, a frame shows exactly the states of levels ≤ d (the final frame: the
// solved colouring), the counts add up, and the incremental heatmaps equal a fresh paint of the
// same frame however the frames are visited, touching only the levels in between.
import { test } from "node:test";
import assert from "node:assert/strict";
import { finalFrame, levelOf, cumulative, frameCounts, sortedStates, isIn, framedView, createHeat, paintFrame, createOverlay, markFrame, overlayScale, OPEN } from "../../www/solver/watch-frames.js";
import { colouring } from "../../www/board/colouring.js";
import { createState } from "../../www/model/state.js";
import { GraphSolution, GridSolution } from "../../www/pkg/cat_mouse.js";
import { solved, LIMITS, OUTCOME } from "./solver.mjs";
import { seeded, randomGraph } from "./random.mjs";

/** A random grid with each of M, C, F once. */
function randomGrid(rand, R, C) {
  const cells = Array.from({ length: R * C }, () => (rand() < 0.25 ? "#" : "."));
  const free = [...cells.keys()].sort(() => rand() - 0.5);
  ["M", "C", "F"].forEach((ch, k) => { cells[free[k]] = ch; });
  const rows = [];
  for (let r = 0; r < R; r++) rows.push(cells.slice(r * C, (r + 1) * C).join(""));
  return { rows, catJump: 1 + Math.floor(rand() * 2), mouseJump: 1 + Math.floor(rand() * 2), turnLimit: LIMITS.defaultTurnLimit };
}

/** Random puzzles, solved through solver/wasm.js, with the package's own levels() for comparison. */
function* puzzles(count) {
  const rand = seeded(13);
  for (let k = 0; k < count; k++) {
    const graph = k % 2 === 0;
    const puzzle = graph ? randomGraph(rand, 4 + Math.floor(rand() * 9)) : randomGrid(rand, 2 + Math.floor(rand() * 4), 2 + Math.floor(rand() * 4));
    let sol;
    try {
      sol = solved({ mode: graph ? "graph" : "grid", ...puzzle });
    } catch {
      continue; // a grid the solver refuses (say, no floor for a piece)
    }
    const data = sol.ask("watchData");
    const handle = graph ? new GraphSolution(puzzle.adj) : new GridSolution(puzzle.rows, puzzle.catJump, puzzle.mouseJump);
    const levels = handle.levels();
    handle.free();
    yield { graph, puzzle, sol, data, levels };
  }
}

const PALETTE = { mouse: [0, 114, 178], cat: [191, 80, 0], none: [233, 233, 236], card: [255, 255, 255], fresh: [230, 159, 0] };

test("each state's level is the package's, and the level index holds exactly the decided states by level", () => {
  let seen = 0;
  for (const { sol, data, levels } of puzzles(60)) {
    const { index } = data;
    const total = sol.outcomes.length;
    for (let i = 0; i < total; i++) assert.equal(levelOf(sol, i), levels[i] === 4294967295 ? Infinity : levels[i], `state ${i}`);
    for (let d = 0; d <= index.maxLevel; d++) {
      for (let k = index.offsets[d]; k < index.offsets[d + 1]; k++) assert.equal(levelOf(sol, index.order[k]), d);
    }
    const sums = cumulative(index);
    for (let d = -1; d <= finalFrame(index); d++) {
      let won = 0;
      let lost = 0;
      for (let i = 0; i < total; i++) {
        if (levelOf(sol, i) <= d) {
          // won or lost for the player to move: the outcome against whose turn it is
          const turn = i >= total / 2 ? 1 : 0;
          const winner = sol.outcomes[i] === OUTCOME.mouse ? 0 : 1;
          if (winner === turn) won++; else lost++;
        }
      }
      assert.deepEqual(frameCounts(index, sums, d).decided, { won, lost }, `level ${d}`);
    }
    seen++;
  }
  assert.ok(seen >= 40, `${seen} puzzles checked`);
});

test("a frame shows the states of levels ≤ d, marks level d, and the final frame is the solved colouring", () => {
  for (const { graph, puzzle, sol, data } of puzzles(30)) {
    const state = createState(graph ? "graph" : "grid", graph ? { ...puzzle, first: "mouse", pos: [] } : { adj: [[1], [0]], hole: 0, mouse: 1, cats: [0], pos: [] }, graph ? { rows: ["M.CF"], catJump: 1, mouseJump: 1, turnLimit: 9 } : puzzle);
    state.solution = sol;
    const watch = { final: finalFrame(data.index), horizon: data.horizon, wrong: sortedStates(data.wrong) };
    for (const colour of ["mouse", "cat"]) {
      for (const turn of [0, 1]) {
        state.view.colour = colour;
        state.view.turn = turn;
        const col = colouring(state);
        for (let d = 0; d <= watch.final; d++) {
          col.places.forEach((view, p) => {
            const shown = framedView(view, sol, watch, d);
            if (view.outcome === "none") return assert.equal(shown, view);
            const n = sol.places;
            const level = levelOf(sol, (view.state.turn * n + view.state.mouse) * n + view.state.cats[0]);
            if (d === watch.final) assert.equal(shown.outcome, view.outcome, `final frame, place ${p}`);
            else assert.equal(shown.outcome, level <= d ? view.outcome : OPEN.outcome, `frame ${d}, place ${p}`);
            assert.equal(Boolean(shown.fresh), level === d);
          });
        }
      }
    }
  }
});

test("the 2n DP's wrong states are marked from the horizon on, and only they", async () => {
  const { EXAMPLES } = await import("../../www/model/examples.js");
  const failing = EXAMPLES.filter((e) => e.name.startsWith("2n DP fails"));
  assert.ok(failing.length >= 3);
  for (const ex of failing) {
    const sol = solved({ mode: "graph", ...ex.puzzle });
    const data = sol.ask("watchData");
    assert.equal(data.horizon, 2 * ex.puzzle.adj.length, ex.id);
    const watch = { final: finalFrame(data.index), horizon: data.horizon, wrong: sortedStates(data.wrong) };
    const set = new Set(data.wrong);
    assert.ok(set.size > 0, `${ex.id}: the DP is wrong somewhere`);
    const n = sol.places;
    for (let i = 0; i < sol.outcomes.length; i++) {
      assert.equal(isIn(watch.wrong, i), set.has(i));
      const turn = Math.floor(i / (n * n));
      const outcome = { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat", [OUTCOME.draw]: "draw", [OUTCOME.none]: "none" }[sol.outcomes[i]];
      const view = { outcome, distance: sol.distances[i], state: { turn, mouse: Math.floor((i % (n * n)) / n), cats: [i % n] } };
      assert.equal(Boolean(framedView(view, sol, watch, watch.horizon - 1).wrong), false);
      assert.equal(Boolean(framedView(view, sol, watch, Math.max(watch.horizon, watch.final)).wrong), set.has(i), `${ex.id}: state ${i}`);
    }
    // the heatmaps' overlay marks the same states, inside their pixels, from the horizon on
    const heat = createHeat(sol, data.index, Int32Array.from({ length: n }, (_, p) => p), PALETTE);
    const overlay = createOverlay(heat, watch.wrong, [0, 0, 0]);
    const scale = overlayScale(n);
    const mid = Math.floor(scale / 2);
    const marked = (s) => overlay.images[s >= n * n ? 1 : 0][((Math.floor((s % (n * n)) / n) * scale + mid) * n * scale + (s % n) * scale + mid) * 4 + 3] > 0;
    const corner = (s) => overlay.images[s >= n * n ? 1 : 0][(Math.floor((s % (n * n)) / n) * scale * n * scale + (s % n) * scale) * 4 + 3] > 0;
    markFrame(overlay, data.horizon, watch.horizon - 1);
    assert.ok(data.wrong.every((s) => !marked(s)), `${ex.id}: nothing marked before 2n`);
    markFrame(overlay, data.horizon, watch.final);
    for (let s = 0; s < 2 * n * n; s++) {
      assert.equal(marked(s), set.has(s), `${ex.id}: overlay state ${s}`);
      assert.equal(corner(s), false, "the pixel's edge keeps the state's colour");
    }
  }
});

test("the heatmaps painted frame by frame equal a fresh paint of the frame, whatever the path", () => {
  for (const { sol, data } of puzzles(24)) {
    const { index } = data;
    const n = sol.places;
    const at = Int32Array.from({ length: n }, (_, i) => i);
    const last = finalFrame(index);
    const fresh = (d) => {
      const h = createHeat(sol, index, at, PALETTE);
      paintFrame(h, d);
      return h.images;
    };
    const walker = createHeat(sol, index, at, PALETTE);
    const rand = seeded(n);
    for (const d of [0, last, Math.floor(rand() * (last + 1)), 0, Math.floor(rand() * (last + 1)), last, 1]) {
      const frame = Math.min(d, last);
      paintFrame(walker, frame);
      assert.deepEqual(walker.images, fresh(frame), `frame ${frame}`);
      // what each pixel shows: transparent (undecided) unless decided by then, or no position
      for (let turn = 0; turn < 2; turn++) {
        for (let i = 0; i < n * n; i++) {
          const s = turn * n * n + i;
          const alpha = walker.images[turn][i * 4 + 3];
          assert.equal(alpha > 0, sol.outcomes[s] === OUTCOME.none || levelOf(sol, s) <= frame, `state ${s} in frame ${frame}`);
          if (levelOf(sol, s) === frame) assert.deepEqual([...walker.images[turn].slice(i * 4, i * 4 + 3)], PALETTE.fresh);
        }
      }
    }
    // the wrong states' overlay: marks inside the pixels of the wrong states decided so far, from the horizon on
    const wrong = sortedStates(data.wrong);
    const set = new Set(data.wrong);
    const overlay = createOverlay(walker, wrong, [0, 0, 0]);
    const horizon = data.horizon ?? Infinity;
    const scale = overlayScale(n);
    const marked = (turn, i) => overlay.images[turn][((Math.floor(i / n) * scale + Math.floor(scale / 2)) * n * scale + (i % n) * scale + Math.floor(scale / 2)) * 4 + 3] > 0;
    for (const d of [last, 0, Math.min(horizon, last), last, Math.max(0, horizon - 1)]) {
      markFrame(overlay, data.horizon, d);
      for (let s = 0; s < 2 * n * n; s++) {
        assert.equal(marked(s >= n * n ? 1 : 0, s % (n * n)), d >= horizon && set.has(s) && levelOf(sol, s) <= d, `overlay: state ${s} in frame ${d}`);
      }
    }
  }
});

test("moving between frames touches only the levels in between", () => {
  for (const { sol, data } of puzzles(10)) {
    const { index } = data;
    if (index.maxLevel < 3) continue;
    const n = sol.places;
    const heat = createHeat(sol, index, Int32Array.from({ length: n }, (_, i) => i), PALETTE);
    paintFrame(heat, 1);
    // poison every pixel outside levels 1..2: a step from 1 to 2 must not repaint them
    const marks = heat.images.map((px) => px.slice());
    for (let k = 0; k < index.offsets[1]; k++) {
      const s = index.order[k];
      const turn = s >= n * n ? 1 : 0;
      heat.images[turn][(s % (n * n)) * 4] = 7;
    }
    paintFrame(heat, 2);
    for (let k = 0; k < index.offsets[1]; k++) {
      const s = index.order[k];
      assert.equal(heat.images[s >= n * n ? 1 : 0][(s % (n * n)) * 4], 7, "level 0 was not repainted");
    }
    assert.ok(marks.length === 2);
    assert.equal(paintFrame(heat, 2), false, "the same frame again paints nothing");
  }
});
