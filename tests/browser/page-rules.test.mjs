// The rule variants in the page: each switch of the Rules panel solves again, and the verdict and
// the colours are the package's for the rules switched on (computed straight from the package with
// the same options, not through the page); a link carries the rules, a reload keeps them, a bad
// one is refused and keeps the puzzle; several holes and foods are placed with their tools; a
// one-way edge is made by a drag in one direction, drawn with an arrowhead, and solved as one-way:
// a drag from a to b always leaves a → b, whatever was there; the Delete tool removes an edge;
// LeetCode's export and the baselines say they are for the classic rules.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open } from "./harness.mjs";
import { fresh, ready, settle, shown, verdict, expected, centre, drag, cellCentre } from "./page-support.mjs";
import { toHash } from "../../www/model/codec.js";
import { KEY } from "../../www/session/storage.js";

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const G = { hole: 0, mouse: 1, cats: [2], first: "mouse" };
const graphLink = (graph) => toHash("graph", { ...G, ...graph }, null);
const gridLink = (grid) => toHash("grid", null, { turnLimit: 1000, ...grid });

/** Checks the verdict and the colours against the package's for `spec` (rules included). */
async function agrees(page, spec, what) {
  const want = await expected(page, spec);
  const v = await verdict(page);
  assert.equal(v.outcome, want.start.outcome, `${what}: verdict outcome`);
  assert.equal(v.answer, want.start.answer, `${what}: verdict answer`);
  assert.deepEqual(await shown(page), want.places, `${what}: colouring`);
  return want.start;
}

/** Clicks the Rules panel's switch for `key` and waits for the solve. */
async function toggle(page, key) {
  await page.click(`#rule-${key}`);
  await settle(page);
}

test("each rule switch solves again: the verdict and colours are the package's, and the switch flips the classic answer", async () => {
  const { page, errors } = await fresh(browser, server.url, open);
  // boards whose classic answer the rule flips (tests/cross_check.rs), opened classic
  const cases = [
    ["graph", { adj: [[2, 3], [3], [0], [0, 1]] }, "catEntersHole", true],
    ["graph", { adj: [[2], [3, 4], [0, 3, 4], [1, 2], [1, 2]] }, "mousePasses", true],
    ["graph", { adj: [[3], [2, 4], [1, 3], [0, 2, 4], [1, 3]] }, "catPasses", true],
    ["grid", { rows: ["M.C...F"], catJump: 1, mouseJump: 4 }, "blocking", true],
    ["grid", { rows: ["M#F#C"], catJump: 1, mouseJump: 1 }, "catStays", false],
    ["grid", { rows: ["FC", ".M"], catJump: 1, mouseJump: 1 }, "mouseDiagonal", true],
    ["grid", { rows: ["F#", "..", "MC"], catJump: 1, mouseJump: 1 }, "catDiagonal", true],
    ["grid", { rows: ["M.C...F"], catJump: 1, mouseJump: 3 }, "mouseStays", false],
  ];
  for (const [mode, puzzle, key, value] of cases) {
    await page.goto(server.url + (mode === "graph" ? graphLink(puzzle) : gridLink(puzzle)));
    await ready(page);
    const spec = mode === "graph" ? { mode, ...G, ...puzzle } : { mode, turnLimit: 1000, ...puzzle };
    const classic = await agrees(page, spec, `${key} off`);
    assert.equal(await page.isChecked(`#rule-${key}`), !value, `${key}: the switch shows the classic rule`);
    assert.match(await page.textContent("#verdict-detail"), /^LeetCode answer: /);
    await toggle(page, key);
    assert.equal(await page.isChecked(`#rule-${key}`), value);
    const variant = await agrees(page, { ...spec, rules: { [key]: value } }, `${key} switched`);
    // the mouse's staying alone cannot flip an answer (docs/rules.md); every other rule here does
    if (key !== "mouseStays") assert.notEqual(variant.answer, classic.answer, `${key} flips the answer`);
    assert.match(await page.textContent("#verdict-detail"), /^Rules: [a-z ,]+ · answer in LeetCode's terms: /);
    assert.match(await page.textContent("#rules"), /Changed here: /);
    // undo takes the switch back in one step
    await page.click("#undo");
    await settle(page);
    assert.equal(await page.isChecked(`#rule-${key}`), !value, `${key}: undone`);
    await agrees(page, spec, `${key} undone`);
  }
  assert.deepEqual(errors, []);
});

test("a link with rules opens with them, a reload keeps them, and a bad rule in a link keeps the puzzle", async () => {
  const puzzle = { adj: [[2, 3], [3], [0], [0, 1]], rules: { catEntersHole: true, mousePasses: true } };
  const { page, errors } = await fresh(browser, server.url + graphLink(puzzle), open);
  const spec = { mode: "graph", ...G, ...puzzle };
  await agrees(page, spec, "opened from the link");
  assert.equal(await page.isChecked("#rule-catEntersHole"), true);
  assert.equal(await page.isChecked("#rule-mousePasses"), true);
  assert.equal(await page.isChecked("#rule-directed"), false);
  assert.match(await page.textContent("#verdict-detail"), /^Rules: cat may enter the hole, mouse may pass · /);
  await page.reload();
  await ready(page);
  assert.equal(await page.isChecked("#rule-catEntersHole"), true, "kept over a reload");
  await agrees(page, spec, "after a reload");
  // Share writes them into the link
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.click("#share");
  assert.match(page.url(), /&rules=catEntersHole\.mousePasses$/);
  // a bad rule: refused with a banner naming it; the puzzle stays
  await page.goto(server.url + graphLink({ adj: [[1], [0]] }) + "&rules=teleport");
  await page.waitForFunction(() => !document.querySelector("#banner").hidden);
  assert.match(await page.textContent("#banner-text"), /The link's puzzle was not loaded: the link's rules have an unknown rule "teleport"; the graph rules are directed, .*Your puzzle is unchanged/);
  await settle(page);
  await agrees(page, spec, "kept after the bad link");
  assert.deepEqual(errors, []);
});

test("switching off \"cat may enter the hole\" while the cat stands on a hole is refused with a reason, and the puzzle stays", async () => {
  const puzzle = { adj: [[1, 2], [0, 2], [0, 1]], hole: 0, mouse: 1, cats: [0], rules: { catEntersHole: true } };
  const { page, errors } = await fresh(browser, server.url + graphLink(puzzle), open);
  const spec = { mode: "graph", ...G, ...puzzle };
  const start = await agrees(page, spec, "cat on the hole");
  await page.click("#rule-catEntersHole");
  assert.equal(await page.isChecked("#rule-catEntersHole"), true, "the switch stays on");
  assert.match(await page.textContent("#toast-text"), /^"Cat may enter the hole" was not switched: the cat start and the hole are both node 0: .*Your puzzle is unchanged\.$/);
  await settle(page);
  assert.deepEqual(await agrees(page, spec, "kept"), start);
  assert.deepEqual(errors, []);
});

test("several holes: the Hole tool adds one, the mouse wins on any; the last hole cannot be removed", async () => {
  const { page, errors } = await fresh(browser, server.url + graphLink({ adj: [[3], [3], [3], [0, 1, 2]] }), open);
  const spec = { mode: "graph", ...G, adj: [[3], [3], [3], [0, 1, 2]] };
  assert.equal((await agrees(page, spec, "one hole")).outcome, "cat");
  await toggle(page, "severalHoles");
  await page.click("#edit-graph [data-tool=hole]");
  await page.mouse.click(...await centre(page, "[data-node='3'] .fill"));
  await settle(page);
  assert.equal(await page.locator("[data-node].hole").count(), 2, "two holes drawn");
  assert.equal((await agrees(page, { ...spec, extraHoles: [3], rules: { severalHoles: true } }, "two holes")).outcome, "mouse");
  // removing: node 0 goes, node 3 stays; then node 3 is the last and stays
  await page.mouse.click(...await centre(page, "[data-node='0'] .fill"));
  await settle(page);
  assert.deepEqual(await page.$$eval("[data-node].hole", (els) => els.map((e) => e.dataset.node)), ["3"]);
  await page.mouse.click(...await centre(page, "[data-node='3'] .fill"));
  await settle(page);
  assert.deepEqual(await page.$$eval("[data-node].hole", (els) => els.map((e) => e.dataset.node)), ["3"]);
  assert.match(await page.textContent("#toast-text"), /node 3 is the last hole/);
  assert.deepEqual(errors, []);
});

test("several foods: the Food tool adds one, and the mouse wins on reaching any", async () => {
  const { page, errors } = await fresh(browser, server.url + gridLink({ rows: ["FCM."], catJump: 1, mouseJump: 1 }), open);
  const spec = { mode: "grid", rows: ["FCM."], catJump: 1, mouseJump: 1, turnLimit: 1000 };
  assert.equal((await agrees(page, spec, "one food")).outcome, "cat");
  await toggle(page, "severalFoods");
  await page.click("#edit-grid [data-tool=food]");
  await page.mouse.click(...await cellCentre(page, 0, 3));
  await settle(page);
  assert.equal(await page.getAttribute("#board-canvas", "data-food"), "0 3", "both foods drawn");
  assert.equal((await agrees(page, { ...spec, rows: ["FCMF"], rules: { severalFoods: true } }, "two foods")).outcome, "mouse");
  // switching the rule off keeps the first food only, says so, and Undo brings the other back
  await toggle(page, "severalFoods");
  assert.equal(await page.getAttribute("#board-canvas", "data-food"), "0");
  assert.match(await page.textContent("#toast-text"), /Only the first food stays/);
  await page.click("#undo");
  await settle(page);
  assert.equal(await page.getAttribute("#board-canvas", "data-food"), "0 3");
  assert.deepEqual(errors, []);
});

test("one-way edges: a drag makes a → b only, drawn with an arrowhead, and solved as one-way", async () => {
  // LeetCode-style two-way graph: the mouse runs 1 → 3 → 0
  const adj = [[3], [2, 3], [1], [0, 1]];
  const { page, errors } = await fresh(browser, server.url + graphLink({ adj }), open);
  const spec = { mode: "graph", ...G, adj };
  assert.equal((await agrees(page, spec, "two-way")).outcome, "mouse");
  await toggle(page, "directed");
  await agrees(page, { ...spec, rules: { directed: true } }, "directed, every edge still both ways");
  assert.equal(await page.locator("[data-one-way]").count(), 0);
  // on a two-way edge, dragging 0 → 3 leaves 0 → 3 only; dragging 2 → 1 leaves 2 → 1 only
  await page.click("#edit-graph [data-tool=edge]");
  await drag(page, await centre(page, "[data-node='0'] .fill"), await centre(page, "[data-node='3'] .fill"));
  await drag(page, await centre(page, "[data-node='2'] .fill"), await centre(page, "[data-node='1'] .fill"));
  const oneWay = { ...spec, adj: [[3], [3], [1], [1]], rules: { directed: true } };
  assert.equal((await agrees(page, oneWay, "one-way")).outcome, "cat");
  // drawn: each one-way edge ends in an arrowhead at the rim of the node it leads to
  const arrows = await page.$$eval("[data-one-way]", (els) => els.map((el) => {
    const len = el.getTotalLength();
    const end = el.getPointAtLength(len);
    const to = document.querySelector(`[data-node='${el.dataset.oneWay.split("-")[1]}']`).transform.baseVal.consolidate().matrix;
    const r = Number(document.querySelector(`[data-node='${el.dataset.oneWay.split("-")[1]}'] .fill`).getAttribute("r"));
    return { edge: el.dataset.oneWay, marker: el.getAttribute("marker-end"), gap: Math.hypot(end.x - to.e, end.y - to.f) - r };
  }));
  assert.deepEqual(arrows.map((a) => a.edge).sort(), ["0-3", "2-1"]);
  for (const a of arrows) {
    assert.equal(a.marker, "url(#edgehead)");
    assert.ok(a.gap > 0 && a.gap < 12, `${a.edge}: the arrow ends just outside its node (${a.gap.toFixed(1)})`);
  }
  // the arrowhead is painted: its colour shows at the arrow's end
  assert.equal(await page.$eval("#edgehead path", (p) => getComputedStyle(p).fill !== "none" && getComputedStyle(p).fill !== ""), true);
  // dragging back 2 ← 1 again makes the edge two-way
  await drag(page, await centre(page, "[data-node='1'] .fill"), await centre(page, "[data-node='2'] .fill"));
  assert.deepEqual(await page.$$eval("[data-one-way]", (els) => els.map((el) => el.dataset.oneWay)), ["0-3"]);
  // switching one-way edges off makes them two-way, says so, and is undone in one step
  await toggle(page, "directed");
  assert.equal(await page.locator("[data-one-way]").count(), 0);
  assert.match(await page.textContent("#toast-text"), /1 one-way edge is now two-way/);
  await agrees(page, spec, "two-way again");
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(await page.$$eval("[data-one-way]", (els) => els.map((el) => el.dataset.oneWay)), ["0-3"]);
  assert.deepEqual(errors, []);
});

// One-way edges: a drag from node 1 to node 3 on a graph 0–1–2–3 (two-way) with the pair 1, 3 as
// each case has it; what the drag leaves: always the move 1 → 3.
const ONE_WAY_CASES = [
  { name: "no edge", list1: [0, 2], list3: [2], want1: [0, 2, 3], want3: [2] },
  { name: "an edge 1 → 3", list1: [0, 2, 3], list3: [2], want1: [0, 2, 3], want3: [2] },
  { name: "an edge 3 → 1 (dragged back: two-way)", list1: [0, 2], list3: [1, 2], want1: [0, 2, 3], want3: [1, 2] },
  { name: "a two-way edge", list1: [0, 2, 3], list3: [1, 2], want1: [0, 2, 3], want3: [2] },
];

/** The saved puzzle's neighbour lists (the page saves every edit). */
const savedAdj = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).graph.adj, KEY);

for (const c of ONE_WAY_CASES) {
  test(`one-way edges: dragging from 1 to 3 over ${c.name} leaves 1 → 3, drawn and solved so`, async () => {
    const adj = [[1], c.list1, [1, 3], c.list3];
    const { page, errors } = await fresh(browser, server.url + graphLink({ adj, rules: { directed: true } }), open);
    await page.click("#edit-graph [data-tool=edge]");
    await drag(page, await centre(page, "[data-node='1'] .fill"), await centre(page, "[data-node='3'] .fill"));
    const now = await savedAdj(page);
    assert.deepEqual([now[1], now[3]], [c.want1, c.want3], `${c.name}: node 1's and node 3's lists`);
    assert.ok(now[1].includes(3), "the move 1 → 3 is there");
    // drawn as it is: an arrowhead at 3 for a one-way edge, none for a two-way one
    const oneWay = await page.$$eval("[data-one-way]", (els) => els.map((el) => el.dataset.oneWay));
    assert.deepEqual(oneWay, c.want3.includes(1) ? [] : ["1-3"]);
    await agrees(page, { mode: "graph", ...G, adj: now, rules: { directed: true } }, c.name);
    assert.deepEqual(errors, []);
  });
}

test("the Delete tool removes the edge under the pointer, two-way or one-way, and undo puts it back", async () => {
  const adj = [[1], [0, 2, 3], [1, 3], [2]];
  const { page, errors } = await fresh(browser, server.url + graphLink({ adj, rules: { directed: true } }), open);
  await page.click("#edit-graph [data-tool=delete]");
  const middle = (edge) => page.$eval(`[data-edge='${edge}']`, (p) => {
    const q = p.getPointAtLength(p.getTotalLength() / 2);
    const m = p.getScreenCTM();
    return [m.a * q.x + m.c * q.y + m.e, m.b * q.x + m.d * q.y + m.f];
  });
  await page.locator("#board").scrollIntoViewIfNeeded();
  for (const [edge, a, b] of [["1-3", 1, 3], ["2-3", 2, 3]]) {
    await page.mouse.click(...await middle(edge));
    await settle(page);
    const now = await savedAdj(page);
    assert.ok(!now[a].includes(b) && !now[b].includes(a), `edge ${edge} removed: ${JSON.stringify(now)}`);
    assert.equal(await page.locator(`[data-edge='${edge}']`).count(), 0);
  }
  assert.equal(await page.locator("[data-node]").count(), 4, "no node was deleted");
  await page.click("#undo");
  await settle(page);
  assert.deepEqual((await savedAdj(page))[2], [1, 3], "undo brings edge 2-3 back");
  assert.deepEqual(errors, []);
});

test("LeetCode's export is refused with the variants named, the link offered and read back; Compare skips the baselines", async () => {
  const puzzle = { rows: ["M.C...F"], catJump: 1, mouseJump: 4, rules: { blocking: true } };
  const { page, errors } = await fresh(browser, server.url + gridLink(puzzle), open);
  await page.click("#export");
  await settle(page);
  assert.match(await page.textContent("#notice"), /^Not exported: LeetCode's format has the classic rules only; this puzzle has pieces block\. The box holds this puzzle's share link/);
  const text = await page.inputValue("#text");
  assert.match(text, /#grid=M\.C\.\.\.F&catJump=1&mouseJump=4&limit=1000&rules=blocking$/);
  // the link imports back (here after switching to another puzzle)
  await page.goto(server.url + gridLink({ rows: ["M.F"], catJump: 1, mouseJump: 1 }));
  await ready(page);
  await page.fill("#text", text);
  await page.click("#import");
  await settle(page);
  assert.equal(await page.isChecked("#rule-blocking"), true);
  await agrees(page, { mode: "grid", turnLimit: 1000, ...puzzle }, "imported link");
  // Compare: the baselines play the classic rules only
  await page.click("#tab-compare");
  await page.waitForFunction(() => /skipped/.test(document.querySelector("#compare-table")?.textContent ?? ""));
  assert.match(await page.textContent("#compare-table"), /skipped: the published solutions play the classic rules only, and this puzzle has pieces block/);
  assert.deepEqual(errors, []);
});

test("a big graph on the canvas draws a one-way edge with an arrowhead at the node it leads to", async () => {
  // 300 nodes on a circle (the canvas renderer: over 250), joined in a ring, plus one chord
  // 10 – 160: two-way in one record, one-way 10 → 160 in the other; the same layout in both
  const n = 300;
  const pos = Array.from({ length: n }, (_, i) => [20 * Math.cos((2 * Math.PI * i) / n), 20 * Math.sin((2 * Math.PI * i) / n)]);
  const ring = Array.from({ length: n }, (_, i) => [(i + n - 1) % n, (i + 1) % n].sort((x, y) => x - y));
  const record = (oneWay) => {
    const adj = ring.map((l) => [...l]);
    adj[10].push(160);
    if (!oneWay) adj[160].push(10);
    return { mode: "graph", graph: { adj, pos, hole: 0, mouse: 1, cat: 2, first: "mouse", rules: { directed: true } }, grid: { rows: ["M.F", "C.."], catJump: 1, mouseJump: 1, turnLimit: 1000 } };
  };
  const { KEY } = await import("../../www/session/storage.js");
  const { SCALE } = await import("../../www/board/geometry.js");
  /** How much is painted (alpha summed) over a window outside the rim of node 160, facing node 10. */
  const painted = async (oneWay) => {
    const { page, errors, context } = await open(browser, server.url);
    await page.evaluate(([key, rec]) => localStorage.setItem(key, JSON.stringify(rec)), [KEY, record(oneWay)]);
    await page.reload();
    await ready(page);
    await page.locator("#board").scrollIntoViewIfNeeded();
    const sum = await page.evaluate(async ({ a, b, scale }) => {
      const c = document.querySelector("#board-canvas");
      // the drawing's transform and node radius (the page's own module instance)
      const { tx, ty, s, r } = (await import("/board/geometry.js")).graphGeometry();
      const rad = Math.max(1.5, r * s);
      const px = c.width / c.clientWidth;
      const X = (p) => [tx + s * p[0] * scale, ty + s * p[1] * scale];
      const [ax, ay] = X(a);
      const [bx, by] = X(b);
      const len = Math.hypot(bx - ax, by - ay);
      const [ux, uy] = [(bx - ax) / len, (by - ay) / len];
      // the window: from node 160's rim 8 px back along the chord, 5 px either side
      const img = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let total = 0;
      for (let t = rad + 0.5; t <= rad + 8; t += 0.5) {
        for (let side = -5; side <= 5; side += 0.5) {
          const x = bx - ux * t - uy * side;
          const y = by - uy * t + ux * side;
          const i = (Math.round(y * px) * c.width + Math.round(x * px)) * 4;
          total += img[i + 3]; // the canvas is transparent where nothing is drawn
        }
      }
      return total;
    }, { a: pos[10], b: pos[160], scale: SCALE });
    const drawn = await page.getAttribute("#board-canvas", "data-nodes");
    assert.equal(drawn?.length, n, "drawn on the canvas");
    assert.deepEqual(errors, []);
    await context.close();
    return sum;
  };
  const twoWay = await painted(false);
  const oneWay = await painted(true);
  assert.ok(twoWay > 0, "the chord is drawn");
  assert.ok(oneWay > 2 * twoWay, `the arrowhead paints the chord's end (${oneWay} vs ${twoWay} without it)`);
});
