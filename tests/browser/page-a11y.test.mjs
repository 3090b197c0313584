// The page for assistive tech: axe-core (WCAG 2.1 A/AA and best practice) finds nothing in any
// state of the page, the gallery's list open included; a screen reader's walk through the
// accessibility tree (Chromium's, over CDP) reads the verdict and every place of LeetCode 913's
// first example and of a 5x5 grid, before and after an edit, each with the outcome and distance
// the package gives; the board has a name; one arrow press writes one live region; the help opens
// at its title.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { withPage } from "./harness.mjs";
import { pick, settle } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const AXE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const kit = withPage();

/** axe-core's violations on the page as it is now (WCAG 2.1 A and AA, and best practice). */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

test("axe-core finds no violation in any state of the page, in both colour schemes, wide and on a phone", async () => {
  // the two sizes in two pages of the browser at once
  await Promise.all([{ width: 1280, height: 800 }, { width: 390, height: 844, colorScheme: "dark" }].map(async (size) => {
    const { page, errors, context } = await kit.fresh(size);
    const states = [];
    const check = async (what) => {
      await settle(page);
      states.push(what);
      assert.deepEqual(await violations(page), [], `${what} at ${size.width}px`);
    };
    await check("the first screen");
    await page.focus("#board");
    await page.keyboard.press("ArrowRight");
    await check("the board focused, its cursor shown");
    await page.click("#how-open");
    await check("How to read this open");
    await page.click("#gallery");
    await page.waitForSelector("#gallery-list:not([hidden])");
    await page.keyboard.press("ArrowDown");
    await check("the gallery's list open");
    await page.keyboard.press("Escape");
    for (const name of ["play", "line", "compare", "watch"]) {
      await tab(page, name);
      await check(`the ${name} tab`);
    }
    await tab(page, "table");
    await page.click("#help-open");
    await check("the help dialog");
    await page.keyboard.press("Escape");
    await page.click("#design-open");
    await page.waitForSelector("#design[open]"); // (its code comes at the first click)
    await check("the Design dialog");
    await page.keyboard.press("Escape");
    await page.click("#mode-grid");
    await check("the grid");
    await page.fill("#text", "[[1],[0]] not a graph");
    await page.click("#import");
    await check("an import refused");
    await pick(page, "lc913-1");
    await check("back to a graph from the gallery");
    assert.equal(states.length, 13);
    assert.deepEqual(errors, []);
    await context.close();
  }));
});

/** The accessibility tree as Chromium builds it: every node's role, name and its children's ids. */
async function axTree(page, context) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes;
}

/** The texts a screen reader's browsing reads, in document order (names of the tree's text leaves). */
function readable(nodes) {
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const out = [];
  const walk = (n) => {
    if (!n || n.ignored) {
      for (const c of n?.childIds ?? []) walk(byId.get(c));
      return;
    }
    const role = n.role?.value;
    if ((role === "StaticText" || role === "text") && n.name?.value) out.push(n.name.value);
    for (const c of n.childIds ?? []) walk(byId.get(c));
  };
  walk(nodes[0]);
  return out.join(" ").replace(/\s+/g, " ");
}

/** The outcome words' pattern for an outcome and distance, as model/words.js outcomeWords writes them. */
function saying({ outcome, distance, late }) {
  if (outcome === "mouse" && late) return `mouse would win in ${distance} pl`;
  if (outcome === "mouse") return distance === 0 ? "mouse has won" : `mouse wins in ${distance} pl`;
  if (outcome === "cat") return distance === 0 ? "cat has won" : `cat wins in ${distance} pl`;
  if (outcome === "draw") return "draw: with best play the position repeats";
  if (outcome === "endless") return "endless without the limit";
  return "no position";
}

/**
 * What each place should say, straight from the release package: the state with the mouse there
 * (the cat on its start, mouse to move), or for the mouse's moves the state after the move.
 */
function wanted(page, spec) {
  return page.evaluate(async (spec) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const grid = spec.mode === "grid";
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: grid ? "endless" : "draw", [w.Outcome.NotAPosition]: "none" };
    const s = grid ? new w.GridSolution(spec.rows, spec.catJump, spec.mouseJump, {}) : new w.GraphSolution(spec.adj, { hole: 0, mouse: 1, cat: 2 });
    const C = grid ? spec.rows[0].length : 0;
    const find = (ch) => { const r = spec.rows.findIndex((row) => row.includes(ch)); return r * C + spec.rows[r].indexOf(ch); };
    const [M, K] = grid ? [find("M"), find("C")] : [1, 2];
    const n = grid ? spec.rows.length * C : spec.adj.length;
    const view = (m, k, t) => {
      const o = s.outcome(m, k, t);
      const late = grid && o === w.Outcome.MouseWin && s.limitedOutcome(m, k, t) !== w.Outcome.MouseWin;
      return { outcome: name[o], distance: o === w.Outcome.NotAPosition ? 0 : s.distance(m, k, t), late };
    };
    const places = [];
    for (let p = 0; p < n; p++) places.push(grid && spec.rows[Math.floor(p / C)][p % C] === "#" ? { wall: true } : { ...view(p, K, 0), move: false });
    for (const to of s.legalMoves(M, K, 0)) {
      const a = s.after(M, K, 0, to);
      places[to] = { ...view(a.mouse, a.cat, a.turn), move: true }; // (a grid's mouse may stay: a move too)
    }
    const start = view(M, K, 0);
    s.free();
    return { places, start };
  }, spec);
}

for (const { what, load, spec } of [
  {
    what: "LeetCode 913's first example",
    load: (page) => pick(page, "lc913-1"),
    spec: { mode: "graph", adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]] },
  },
  {
    what: "a 5x5 grid",
    load: async (page) => {
      await page.fill("#text", `${JSON.stringify(GRID.rows)}\n${GRID.catJump}\n${GRID.mouseJump}`);
      await page.click("#import");
      await settle(page);
    },
    spec: null,
  },
  {
    // the same shape: the words are rewritten place by place (board/mirror.js changedPlaces)
    what: "the 5x5 grid after an edit",
    load: async (page) => {
      await page.fill("#text", `${JSON.stringify(GRID.rows)}\n${GRID.catJump}\n${GRID.mouseJump}`);
      await page.click("#import");
      await settle(page);
      const ours = () => page.waitForFunction(() => document.querySelector("#board-words").dataset.solution === document.body.dataset.solution);
      await ours();
      const before = await page.textContent("#board-words");
      await page.fill("#mouseJump", String(EDITED.mouseJump));
      await page.press("#mouseJump", "Enter");
      await settle(page);
      await ours();
      assert.notEqual(await page.textContent("#board-words"), before, "the edit changed some places' words");
    },
    spec: "edited",
  },
]) {
  test(`a screen reader's walk through the accessibility tree reads the verdict and every place of ${what}`, async () => {
    const { page, errors, context } = await kit.fresh();
    const sp = spec === "edited" ? EDITED : spec ?? GRID;
    await load(page);
    // (the words of the puzzle before, also solved, must not pass for this one's: a graph's
    // words name its nodes, so wait for this one's count)
    await page.waitForFunction(({ mode, nodes }) => document.querySelector("#board-words")?.dataset.solution
      && document.querySelector("#board-words").textContent.startsWith(mode === "grid" ? "A grid" : `A graph of ${nodes} nodes`), { mode: sp.mode, nodes: sp.adj?.length ?? 0 });
    const want = await wanted(page, sp);
    const nodes = await axTree(page, context);
    const text = readable(nodes);
    // the board: a named application, its name saying what the colours show
    const board = nodes.find((n) => n.role?.value === "application");
    assert.match(board?.name?.value ?? "", /^Board: a (graph|grid) .*colour says who wins/);
    // the verdict, as words
    const verdict = saying(want.start);
    assert.ok(text.toLowerCase().includes(verdict), `the verdict "${verdict}" is read`);
    // every place, in order, with its outcome and distance: the graph's nodes one after another
    // in the text read; the grid's cells as the table's cells, row by row
    const grid = sp.mode === "grid";
    const says = (w) => (w.wall ? "wall" : `${w.move ? "a move: after it, " : ""}${saying(w)}`);
    if (grid) {
      const cells = nodes.filter((n) => !n.ignored && n.role?.value === "cell" && n.name?.value).map((n) => n.name.value);
      assert.equal(cells.length, want.places.length, "one table cell a place");
      want.places.forEach((w, p) => assert.ok(cells[p].includes(says(w)), `${what}: cell ${p} reads "${says(w)}" (it reads "${cells[p]}")`));
      const headers = nodes.filter((n) => !n.ignored && /^rowheader$/i.test(n.role?.value ?? "")).map((n) => n.name?.value);
      assert.deepEqual(headers, sp.rows.map((_, r) => `row ${r}`));
    } else {
      let from = text.indexOf("A graph of");
      assert.ok(from >= 0, "the board's words are in the tree");
      for (let p = 0; p < want.places.length; p++) {
        const at = text.indexOf(`node ${p}`, from);
        const end = p + 1 < want.places.length ? text.indexOf(`node ${p + 1}`, at + 1) : text.length;
        assert.ok(at >= 0 && end > at, `${what}: node ${p} is read after node ${p - 1}`);
        const item = text.slice(at, end);
        assert.ok(item.includes(says(want.places[p])), `${what}: node ${p} reads "${says(want.places[p])}" (it reads "${item}")`);
        from = at;
      }
    }
    // the pieces and the edges in words
    if (grid) {
      assert.match(text, /The mouse is on cell \(\d, \d\), the cat on cell \(\d, \d\), the food is on cell \(\d, \d\); mouse to move\./);
    } else {
      assert.match(text, /The mouse is on node 1, the cat on node 2, the hole is node 0; mouse to move\./);
      sp.adj.forEach((list, i) => assert.ok(text.includes(`${list.length ? `edges to ${list.join(", ")}` : "no edges"}`), `node ${i}'s edges`));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The 5x5 grid of the walk above: walls, the food in a corner, a cat that can reach it. */
const GRID = { mode: "grid", rows: ["M..#.", ".#...", "..C..", "#..#.", "....F"], catJump: 1, mouseJump: 2 };

/** The same grid after its edit in the walk: the mouse jumps one cell at most. */
const EDITED = { ...GRID, mouseJump: 1 };

test("one arrow press on the board writes one live region, once, and the verdict is not rewritten", async () => {
  const { page, errors, context } = await kit.fresh();
  await page.focus("#board");
  await page.keyboard.press("ArrowRight");
  await settle(page);
  await page.evaluate(() => {
    window.__live = [];
    const seen = new MutationObserver((list) => {
      for (const m of list) window.__live.push((m.target.nodeType === 1 ? m.target : m.target.parentElement).closest("[aria-live]")?.id ?? "?");
    });
    for (const el of document.querySelectorAll("[aria-live]")) seen.observe(el, { childList: true, characterData: true, subtree: true });
    window.__seen = seen;
  });
  await page.keyboard.press("ArrowDown");
  await settle(page);
  const written = await page.evaluate(() => [...new Set(window.__live)]);
  assert.deepEqual(written, ["status"], "only the status line under the board speaks");
  // and pressing nowhere new (the same node again) writes nothing
  await page.evaluate(() => { window.__live = []; });
  await page.evaluate(() => document.querySelector("#verdict").textContent);
  await page.keyboard.press("t");
  await page.keyboard.press("t");
  await settle(page);
  assert.ok(!(await page.evaluate(() => window.__live)).includes("verdict"), "the verdict stays as it was");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an arrow key that finds no node says so; the cursor comes back after undoing its node", async () => {
  const { page, errors, context } = await kit.fresh();
  await pick(page, "lc913-1");
  await page.focus("#board");
  // walk to the rightmost node, then once more
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
  await settle(page);
  assert.match(await page.textContent("#status"), /^No node further right of node \d+\. mouse on node/);
  const cursor = Number(await page.getAttribute("#board-content", "data-cursor"));
  const xs = await page.$$eval("[data-node]", (els) => els.map((el) => el.getBoundingClientRect().x));
  assert.equal(xs[cursor], Math.max(...xs), "the cursor is on the rightmost node");
  // a new node (N) under the cursor, then undo: the cursor is on the board again
  await page.keyboard.press("n");
  await settle(page);
  assert.equal(await page.getAttribute("#board-content", "data-cursor"), "6");
  await page.keyboard.press("Control+z");
  await settle(page);
  const back = await page.getAttribute("#board-content", "data-cursor");
  assert.ok(back !== "" && Number(back) < 6, `the cursor is on one of the 6 nodes (${back})`);
  assert.equal(await page.locator("#board .mark-cursor").count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the help opens at its title; the gallery's list holds only options", async () => {
  const { page, errors, context } = await kit.fresh({ width: 390, height: 844 });
  await page.click("#help-open");
  assert.equal(await page.evaluate(() => document.activeElement.id), "help-title");
  assert.equal(await page.$eval("#help", (el) => el.scrollTop), 0);
  const top = await page.$eval("#help-title", (el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 844, "the title is in view");
  await page.keyboard.press("Escape");
  await page.click("#gallery");
  const roles = await page.$$eval("#gallery-list > *", (els) => els.filter((el) => el.getAttribute("aria-hidden") !== "true").map((el) => el.getAttribute("role")));
  assert.ok(roles.length > 0 && roles.every((r) => r === "option" || r === "group"), `the listbox's children: ${[...new Set(roles)]}`);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * The buttons (and tabs, options, the gallery's combobox) shown now whose accessible name does not
 * hold what they show (WCAG 2.5.3, label in name: a voice-control user says what they see). A
 * label with words must have those words in the name, in order (its symbols aside: "▶ Play" is
 * said "Play"); a label of symbols only (?, ◀, ×, ⚄) must be in the name as it is.
 */
async function nameMismatches(page, what) {
  const shown = page.locator("button:visible, [role=button]:visible, [role=tab]:visible, [role=option]:visible, [role=combobox]:visible");
  const texts = () => shown.evaluateAll((els) => els.map((e) => e.innerText));
  // every element's name is asked for at once (one round trip's wait, not one per element); the
  // shown texts are read before and after, and all read again if the page changed in between (a
  // button shown late would shift the elements' order under the names)
  for (let tries = 1; ; tries++) {
    const seen = await texts();
    const each = await Promise.all(seen.map(async (raw, i) => {
      const text = raw.replace(/\s+/g, " ").trim();
      if (!text) return [];
      const el = shown.nth(i);
      const name = accessibleName(await el.ariaSnapshot());
      const words = text.match(/[\p{L}\p{N}]+/gu);
      const said = words ? words.join(" ").toLowerCase() : text;
      const heard = words ? (name.match(/[\p{L}\p{N}]+/gu) ?? []).join(" ").toLowerCase() : name;
      if (heard.includes(said)) return [];
      return [`${what}: ${await el.evaluate((e) => e.id || e.outerHTML.slice(0, 80))} shows ${JSON.stringify(text)}, named ${JSON.stringify(name)}`];
    }));
    if (tries === 5 || JSON.stringify(await texts()) === JSON.stringify(seen)) return each.flat();
  }
}

/** The accessible name in the first line of Playwright's aria snapshot (`- button "Name"`, YAML-quoted when it holds ": "). */
function accessibleName(snapshot) {
  let line = snapshot.split("\n")[0];
  const quoted = line.match(/^- '((?:[^']|'')*)'/);
  if (quoted) line = `- ${quoted[1].replaceAll("''", "'")}`;
  const m = line.match(/^- [\w-]+(?: "((?:[^"\\]|\\.)*)")?/);
  return m?.[1] ? JSON.parse(`"${m[1]}"`) : "";
}

test("every button's accessible name holds what it shows (label in name), the icon buttons' symbols included", async () => {
  const { page, errors, context } = await kit.fresh({ width: 390, height: 844 });
  const bad = [];
  const check = async (what) => {
    await settle(page);
    bad.push(...await nameMismatches(page, what));
  };
  await check("the first screen");
  // the phone's stepper under the board and the line's buttons
  await tab(page, "line");
  await page.click("#line-fwd");
  await check("the Optimal line tab, a ply on");
  await tab(page, "watch");
  await check("the Watch tab");
  await tab(page, "play");
  await page.click("[data-play=mouse]");
  await check("a game in Play");
  await tab(page, "table");
  await page.click("#gallery");
  await page.waitForSelector("#gallery-list:not([hidden])");
  await check("the gallery's list open");
  await page.keyboard.press("Escape");
  await page.click("#design-open");
  await page.waitForSelector("#design[open]");
  await check("the Design dialog");
  await page.keyboard.press("Escape");
  // a 20x20 grid: the zoom buttons shown
  await page.fill("#text", JSON.stringify(Array.from({ length: 20 }, (_, r) => (r === 0 ? "MC" : r === 19 ? "F" : ".").padEnd(20, "."))) + "\n1\n1");
  await page.click("#import");
  await check("a 20x20 grid");
  assert.ok(await page.isVisible("#zoom-in"), "the zoom buttons are shown");
  // a notice with its close button (a refused import's toast is under Import; the banner's comes with a bad link)
  await page.goto(`${kit.url}#graph=nonsense`);
  await page.waitForSelector("body[data-ready=true]");
  assert.ok(await page.isVisible("#banner-close"), "the banner is shown");
  await check("a bad link's banner");
  assert.deepEqual(bad, []);
  // axe-core's own (experimental) rule for the same, which skips symbols
  await page.addScriptTag({ content: AXE });
  const axe = await page.evaluate(() => window.axe.run(document, { runOnly: { type: "rule", values: ["label-content-name-mismatch"] } }));
  assert.deepEqual(axe.violations.map((v) => v.nodes.map((n) => n.target.join(" "))), []);
  assert.deepEqual(errors.filter((e) => !/nonsense|link/i.test(e)), []);
  await context.close();
});
