// The board's marks (www/board/paint/marks.js), written once for the three painters: move rings
// coloured and dashed by the value after the move, only on the board's places; the Watch's marks
// (fresh first, then wrong); the hover, cursor and edge-start outlines; and the data-* description
// the browser tests read, built from the same list.
import { test } from "node:test";
import assert from "node:assert/strict";
import { moveRings, watchMarks, outlines, describeMarks, ringColour, beyond, pieceMarks, iconsOf, bestArrows, cursorRing, CURSOR_BAND } from "../../www/board/paint/marks.js";
import { readFileSync } from "node:fs";

/** A place's geometry on a line of places 10 apart, its kind recorded. */
const at = (p, kind) => ({ x: 10 * p, y: 5, r: 4, shape: "circle", width: kind === "hover" ? 2 : 3, ...(kind === "from" ? { dash: [4, 3] } : {}) });

test("a move ring is coloured by the outcome after the move, dashed when the mouse wins too late", () => {
  const marks = [
    { place: 1, view: { outcome: "mouse", distance: 3 } },
    { place: 2, view: { outcome: "cat", distance: 4 } },
    { place: 3, view: { outcome: "draw", distance: 0 } },
    { place: 4, view: { outcome: "mouse", distance: 9, limited: "cat" } },
  ];
  const rings = moveRings(marks, 5, (p) => at(p));
  assert.deepEqual(rings.map((m) => [m.kind, m.place, m.x, m.colour, m.dash]), [
    ["move", 1, 10, "mouse", []],
    ["move", 2, 20, "cat", []],
    ["move", 3, 30, "ringDraw", []],
    ["move", 4, 40, "mouse", [5, 3]],
  ]);
  assert.equal(rings[3].view, marks[3].view, "the ring keeps its view (the SVG's classes and data)");
  assert.equal(ringColour({ outcome: "none" }), "ringDraw");
  assert.equal(beyond({ outcome: "cat", limited: "cat" }), false, "only a mouse win can be too late");
});

test("move rings off the board are left out, and the geometry sees each ring's view", () => {
  const seen = [];
  const rings = moveRings([
    { place: -1, view: { outcome: "cat" } },
    { place: 2, view: { outcome: "cat", distance: 1 } },
    { place: 7, view: { outcome: "cat" } },
  ], 3, (p, v) => { seen.push([p, v.distance]); return { ...at(p), label: `to ${p}` }; });
  assert.deepEqual(rings.map((m) => m.place), [2]);
  assert.deepEqual(seen, [[2, 1]]);
  assert.equal(rings[0].label, "to 2");
});

test("the Watch's marks: every fresh place, then every wrong one, in their colours", () => {
  const views = [{ fresh: true }, {}, { wrong: true, fresh: true }, { wrong: true }];
  const list = watchMarks(4, (p) => views[p], (p, kind) => ({ ...at(p), dash: kind === "wrong" ? [3, 2] : [] }));
  assert.deepEqual(list.map((m) => [m.kind, m.place, m.colour, m.dash]), [
    ["fresh", 0, "fresh", []],
    ["fresh", 2, "fresh", []],
    ["wrong", 2, "ink", [3, 2]],
    ["wrong", 3, "ink", [3, 2]],
  ]);
  assert.deepEqual(watchMarks(0, (p) => views[p], at), [], "no places (unsolved): no marks");
});

test("outlines: the hover always, the cursor only with the focus, the edge's start dashed", () => {
  const all = outlines({ hover: 1, cursor: 2, focused: true, from: 0 }, 3, at);
  assert.deepEqual(all.map((m) => [m.kind, m.place, m.colour, m.width, m.dash]), [
    ["hover", 1, "ink", 2, []],
    ["cursor", 2, "cursorLight", 3, []],
    ["from", 0, "focus", 3, [4, 3]],
  ]);
  assert.deepEqual(outlines({ hover: 1, cursor: 2, focused: false }, 3, at).map((m) => m.kind), ["hover"]);
  assert.deepEqual(outlines({ hover: null, cursor: 9, focused: true, from: null }, 3, at), [], "nothing, or off the board");
  assert.deepEqual(outlines({ hover: 0 }, 3, at).map((m) => m.place), [0], "place 0 is a place");
});

test("the description lists the move rings and the Watch's places from the same marks", () => {
  const list = [
    ...moveRings([{ place: 2, view: { outcome: "mouse", distance: 3, limited: "cat", repeats: true } }], 5, at),
    ...watchMarks(5, (p) => ({ fresh: p === 1 || p === 4, wrong: p === 3 }), at),
    ...outlines({ hover: 0 }, 5, at),
  ];
  assert.deepEqual(describeMarks(list), { moves: "[{\"place\":2,\"outcome\":\"mouse\",\"distance\":3}]", fresh: "1 4", wrong: "3", cursor: "" });
  assert.deepEqual(JSON.parse(describeMarks(list, { withLimited: true }).moves), [{ place: 2, outcome: "mouse", distance: 3, limited: "cat" }]);
  assert.deepEqual(describeMarks([]), { moves: "[]", fresh: "", wrong: "", cursor: "" });
  assert.equal(describeMarks(outlines({ cursor: 4, focused: true }, 5, at)).cursor, "4");
});

/** The sRGB relative luminance of "#rrggbb" (WCAG 2.1). */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

test("the cursor is a double ring, light on dark, whatever dash the painter asked, unlike any move ring", () => {
  const ring = cursorRing({ kind: "cursor", place: 1, x: 0, y: 0, r: 5, width: 3, dash: [4, 3], colour: "focus" });
  assert.deepEqual([ring.colour, ring.casingColour, ring.width, ring.casing, ring.dash], ["cursorLight", "cursorDark", 3, 3 + 2 * CURSOR_BAND, []]);
  const rings = moveRings([{ place: 0, view: { outcome: "mouse" } }, { place: 1, view: { outcome: "cat" } }, { place: 2, view: { outcome: "draw" } }], 3, at);
  for (const m of rings) assert.notEqual(m.colour, ring.colour, "no move ring is in the cursor's colours");
});

test("one of the cursor's two rings has at least 3:1 against every fill the board paints, in both schemes", () => {
  const css = readFileSync(new URL("../../www/style.css", import.meta.url), "utf8");
  const dark = css.indexOf("@media (prefers-color-scheme: dark)");
  const vars = (text) => Object.fromEntries([...text.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\b/g)].map((m) => [m[1], m[2].toLowerCase()]));
  const light = vars(css.slice(0, dark));
  const scheme = { ...light, ...vars(css.slice(dark, css.indexOf("}\n}", dark))) };
  const fills = ["mouse-win", "mouse-win-2", "mouse-win-3", "cat-win", "cat-win-2", "cat-win-3", "draw", "endless", "none", "wall", "goal", "card", "bg", "open", "fresh"];
  for (const [name, vs] of [["light", light], ["dark", scheme]]) {
    assert.equal(contrast(vs["cursor-light"], vs["cursor-dark"]) >= 15, true, `${name}: the two rings are far apart`);
    for (const f of fills) {
      assert.ok(vs[f], `${name}: --${f} is a colour`);
      const best = Math.max(contrast(vs["cursor-light"], vs[f]), contrast(vs["cursor-dark"], vs[f]));
      assert.ok(best >= 3, `${name}: the cursor on --${f} (${vs[f]}): ${best.toFixed(2)}:1`);
    }
    assert.ok(contrast(vs.wall, vs.card) >= 3, `${name}: walls against the card: ${contrast(vs.wall, vs.card).toFixed(2)}:1`);
  }
});

test("pieces: the cat first, the mouse over it, none off the board; their icons for the hit tests", () => {
  const where = (piece, p) => ({ x: 10 * p + (piece === "mouse" ? -1 : 1), y: 5, size: 20 });
  const list = pieceMarks({ mouse: 2, cats: [0] }, 3, where);
  assert.deepEqual(list.map((m) => [m.piece, m.place, m.x]), [["cat", 0, 1], ["mouse", 2, 19]]);
  assert.deepEqual(iconsOf(list), { mouse: { x: 19, y: 5, r: 12 }, cat: { x: 1, y: 5, r: 12 } });
  const off = pieceMarks({ mouse: 3, cats: [-1] }, 3, where);
  assert.deepEqual(off, []);
  assert.deepEqual(iconsOf(off), { mouse: null, cat: null });
});

test("best moves: an arrow to each other place, a stay for a pass, none the painter leaves out or off the board", () => {
  const asked = [];
  const list = bestArrows([2, 0, 9, 1, 3], { mouse: 1, cats: [3], turn: 0 }, 4, (from, to, kind) => {
    asked.push([from, to, kind]);
    return to === 3 ? null : { d: `${from}>${to}` };
  });
  assert.deepEqual(list.map((m) => [m.kind, m.from, m.to, m.d]), [
    ["arrow", 1, 2, "1>2"],
    ["arrow", 1, 0, "1>0"],
    ["stay", 1, 1, "1>1"],
  ]);
  assert.deepEqual(asked, [[1, 2, "arrow"], [1, 0, "arrow"], [1, 1, "stay"], [1, 3, "arrow"]], "9 is off the board: not asked");
  assert.deepEqual(bestArrows([0, 1], { mouse: -1, cats: [2], turn: 0 }, 4, () => ({})), [], "no mover on the board: no arrows");
  assert.deepEqual(bestArrows([0, 1], { mouse: 4, cats: [2], turn: 0 }, 4, () => ({})), []);
  // one cat to move: its moves are lists of one place, each an arrow from the cat
  const cat = bestArrows([[0], [2]], { mouse: 3, cats: [2], turn: 1 }, 4, (from, to, kind) => ({ d: `${from}>${to}` }));
  assert.deepEqual(cat.map((m) => [m.kind, m.from, m.to]), [["arrow", 2, 0], ["stay", 2, 2]]);
});
