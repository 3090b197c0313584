// Issue 17: why the plain results stay built by object literals (src/wasm/output.js,
// design.js) and not by serde-wasm-bindgen, whose serializer assigns each property
// (`obj[key] = value`): a setter a caller put on Object.prototype would run inside wasm's
// result building, and its exception would unwind through wasm frames. With literals it never
// runs. (docs/api.md, "Why the hand-written reader and builders".)
import { test } from "node:test";
import assert from "node:assert/strict";

import { m, EXAMPLE_1, GRID_1, assertAlive } from "./support.mjs";

test("a setter on Object.prototype named like a result key never runs while results are built", () => {
  const keys = [
    "draw", "mice", "cats", "reason", "mouse", "places", "maxPlaces", "directed", "severalFoods",
    "order", "level", "mode", "puzzle", "evaluations", "best", "maxNodes", "phase", "holes",
  ];
  let ran = 0;
  for (const key of keys) {
    Object.defineProperty(Object.prototype, key, {
      set() {
        ran++;
        throw new Error(`setter ${key}`);
      },
      configurable: true,
    });
  }
  try {
    const s = new m.GraphSolution(EXAMPLE_1);
    const g = new m.GridSolution(GRID_1, 1, 2);
    const d = new m.Designer({ kind: "graph", nodes: 6, goal: "longestWin" });
    const reports = [];
    m.GraphSolution.observed(EXAMPLE_1, null, (r) => void reports.push(r)).free();
    const results = [
      s.counts(), s.line(1, 2, 0), s.after(1, 2, 0, 3), s.gameOver(0, 1, 0), s.rules, g.rules,
      m.limits(), m.checkGraph(EXAMPLE_1), m.checkGrid(GRID_1, 1, 2), s.levelIndex(),
      s.movesAtLevel(1, 2, 0, 0), d.step(3), d.best(), m.designLimits(), ...reports,
    ];
    assert.equal(ran, 0, "no setter ran");
    assert.equal(results[0].draw + results[0].mouseWin + results[0].catWin + results[0].notAPosition, 72);
    assert.equal(Object.getOwnPropertyNames(results[1]).join(), "mice,cats,firstTurn,plies,end");
    assert.ok(reports.length > 0 && Object.hasOwn(reports[0], "phase"));
    s.free();
    g.free();
    d.free();
  } finally {
    for (const key of keys) delete Object.prototype[key];
  }
  assertAlive();
});
