// Which layouts run in the layout worker (www/model/layout.js layoutWork, layoutInWorker): by
// the work of the layout, counted from its nodes and edges, not by its nodes alone, so a dense
// graph of a few dozen nodes (whose layout takes seconds' worth of frames) goes to the worker,
// and the gallery's small graphs are laid out at once, as before.
import { test } from "node:test";
import assert from "node:assert/strict";
import { layoutWork, layoutInWorker, WORKER_WORK } from "../../www/model/layout.js";
import { EXAMPLES } from "../../www/model/examples.js";

const complete = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n - 1 }, (_, k) => (k < i ? k : k + 1)));
const ring = (n) => Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n]);

test("the gallery's graphs are laid out at once (the 50-node record aside), dense and big graphs in the worker", () => {
  const graphs = EXAMPLES.map((ex) => [ex.id, (ex.graph ?? ex.puzzle ?? ex).adj]).filter(([, adj]) => Array.isArray(adj));
  assert.ok(graphs.length >= 20);
  const inWorker = graphs.filter(([, adj]) => layoutInWorker(adj)).map(([id]) => id);
  assert.deepEqual(inWorker, ["record-graph-50"]);
  for (const n of [20, 40, 50, 60, 80, 100]) assert.ok(layoutInWorker(complete(n)), `K${n}`);
  assert.ok(!layoutInWorker(complete(10)), "K10");
  assert.ok(!layoutInWorker(ring(20)) && layoutInWorker(ring(40)), "a ring of 20 here, of 40 in the worker");
  assert.ok(layoutInWorker(ring(300)), "a ring of 300");
});

test("the work grows with the edges as well as the nodes", () => {
  // the same 30 nodes, more and more edges (past 400 ends a small graph gets one run, not six)
  const adj = ring(30);
  let last = layoutWork(adj);
  let lastEnds = 60;
  for (let k = 2; k < 10; k++) {
    for (let i = 0; i < 30; i++) {
      const j = (i + k) % 30;
      adj[i].push(j);
      adj[j].push(i);
    }
    const ends = adj.reduce((s, l) => s + l.length, 0);
    const work = layoutWork(adj);
    if ((ends > 400) === (lastEnds > 400)) assert.ok(work > last, `${ends} ends: ${work} after ${last}`);
    [last, lastEnds] = [work, ends];
  }
  assert.ok(layoutWork(complete(80)) > WORKER_WORK && layoutWork(complete(80)) > 1.5 * layoutWork(ring(80)));
});
