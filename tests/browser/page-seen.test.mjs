// What a person sees, measured on the rendered page at 1280x800 and 390x844: every notice lies
// inside the viewport next to the control that caused it; every text and label meets WCAG AA
// contrast against the colour it is drawn on (computed from the rendered colours, light and
// dark); the first screen holds the rules, the board, the caption and the key; "How to read this"
// uses the shown puzzle; the help covers the pointer and touch.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { pick, settle, exported, onScreen, assertNextTo, gap } from "./page-support.mjs";
import { tab } from "./explore-support.mjs";

const kit = withPage();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

for (const [label, size] of [["1280x800", DESKTOP], ["390x844", PHONE]]) {
  test(`${label}: every notice appears inside the viewport, next to the control that caused it`, async () => {
    const { page, errors, context } = await kit.fresh(size);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});

    // Share: a toast beside the button
    await page.click("#share");
    await settle(page);
    await assertNextTo(assert, page, "#toast", "#share", 24, "share");
    assert.match(await page.textContent("#toast-text"), /^Link copied/);

    // a board edit refused (the cat's node cannot go): beside the board, not under Import / export
    await page.click("#edit-graph [data-tool=delete]");
    await page.locator("#board").scrollIntoViewIfNeeded();
    await page.click("[data-node='2'] .fill");
    await settle(page);
    await assertNextTo(assert, page, "#toast", "#board", 24, "delete refused");
    assert.match(await page.textContent("#toast-text"), /node 2 is the cat's place/);
    assert.equal(await page.isHidden("#notice"), true, "nothing far away under Import / export");

    // a role swap on the board: beside the board
    await page.click("#edit-graph [data-tool=cat]");
    await page.click("[data-node='0'] .fill");
    await settle(page);
    await assertNextTo(assert, page, "#toast", "#board", 24, "swap");
    assert.match(await page.textContent("#toast-text"), /swapped nodes/);

    // Import with bad text, and Export of renumbered roles: under the Import / export buttons
    await page.fill("#text", "[[1,2],[0");
    await page.click("#import");
    await settle(page);
    await assertNextTo(assert, page, "#notice", "#import", 24, "import");
    await page.click("#export");
    await settle(page);
    await assertNextTo(assert, page, "#notice", "#export", 24, "export");
    assert.match(await page.textContent("#notice"), /renumbered/);

    // a bad grid number: the error under its field, the typed value kept, the puzzle unchanged
    await pick(page, "lc1728-1");
    const before = await exported(page);
    await page.fill("#catJump", "0");
    await page.press("#catJump", "Enter");
    await settle(page);
    await assertNextTo(assert, page, "#catJump-error", "#catJump", 12, "cat jump");
    const field = await onScreen(page, "#catJump");
    const error = await onScreen(page, "#catJump-error");
    assert.ok(error.top >= field.bottom - 1, "the error is under the field");
    assert.match(await page.textContent("#catJump-error"), /^Cat jump must be a whole number from 1 to 64; the puzzle keeps 1 until then\.$/);
    assert.equal(await page.inputValue("#catJump"), "0", "the typed value stays");
    assert.equal(await page.getAttribute("#catJump", "aria-invalid"), "true");
    assert.equal(await exported(page), before);
    // fixing it clears the error and applies the value
    await page.fill("#catJump", "2");
    await page.press("#catJump", "Enter");
    await settle(page);
    assert.equal(await page.isHidden("#catJump-error"), true);
    assert.equal(await exported(page), before.replace(/\n1\n2$/, "\n2\n2"));
    assert.deepEqual(errors, []);
  });

  test(`${label}: a state picked in the table or the line keeps the board in view`, async () => {
    const { page, errors } = await kit.fresh(size);
    await pick(page, "cornered");
    await tab(page, "table");
    await page.locator("#heat-1").scrollIntoViewIfNeeded();
    const box = await page.locator("#heat-1").boundingBox();
    await page.mouse.click(box.x + (box.width * 7.5) / 10, box.y + (box.height * 3.5) / 10);
    await page.waitForFunction(() => {
      const r = document.querySelector("#board").getBoundingClientRect();
      return r.top >= -1 && r.bottom <= window.innerHeight + 1;
    }, null, { timeout: 5000 });
    await settle(page);
    const board = await onScreen(page, "#board");
    assert.ok(board.inside, `the board is in view after a table click: ${JSON.stringify(board)}`);
    if (size === PHONE) {
      // the compact stepper at the board says what is shown and leads back
      const stepper = await onScreen(page, "#board-stepper");
      assert.ok(stepper.shown && stepper.inside, "the stepper is in view");
      assert.ok(gap(stepper, board) <= 12, "the stepper is at the board");
      assert.match(await page.textContent("#stepper-words"), /^Shown: M 3, C 7, cat to move/);
      // the line, stepped from the stepper at the board
      await page.click("[data-step=explore]");
      await tab(page, "line");
      await page.click("#line-fwd");
      await page.waitForFunction(() => document.querySelector("#board").getBoundingClientRect().top >= -1, null, { timeout: 5000 });
      await settle(page);
      assert.match(await page.textContent("#stepper-words"), /^Ply 1 of \d+/);
      await page.click("[data-step=fwd]");
      await settle(page);
      assert.match(await page.textContent("#stepper-words"), /^Ply 2 of \d+/);
      assert.equal(await page.getAttribute("#line-words", "data-step"), "2");
      assert.ok((await onScreen(page, "#board")).inside, "the board stays in view while stepping");
    } else {
      // wide screens: the board is sticky; the explore area scrolls beside it
      await tab(page, "line");
      await page.click("#line-fwd");
      await settle(page);
      assert.ok((await onScreen(page, "#board")).inside, "the board stays in view beside the line");
      assert.equal(await page.isHidden("#board-stepper"), true, "no stepper on wide screens: the views are beside the board");
    }
    assert.deepEqual(errors, []);
  });

  test(`${label}: the first screen holds the rules, the board, what the colours show and the key`, async () => {
    const { page, errors } = await kit.fresh(size);
    for (const sel of ["#rules", "#board", "#idea", "#caption", "#key", "#verdict"]) {
      const r = await onScreen(page, sel);
      assert.ok(r.shown && r.top >= 0 && r.bottom <= size.height, `${sel} above the fold: ${JSON.stringify(r)}`);
    }
    assert.match(await page.textContent("#rules"), /mouse first.*reaching the hole.*landing on the mouse.*repeats is a draw/);
    assert.equal(await page.textContent("#caption"), "Each node: the mouse there, the cat on node 2, mouse to move. Ringed nodes: the mouse's moves "
      + "from node 1, each coloured by the position after it (cat to move); the arrow marks the best.");
    await pick(page, "lc1728-1");
    assert.match(await page.textContent("#rules"), /cat 1 cell, mouse 2 cells.*within 1000 plies/);
    const key = await page.textContent("#key");
    for (const words of ["mouse wins", "cat wins", "endless", "food", "plain: mouse to move", "ringed: after a move, cat to move", "best move", "a ply is one move"]) {
      assert.ok(key.includes(words), `the key says "${words}"`);
    }
    assert.deepEqual(errors, []);
  });
}

test("the caption follows the view: the other piece's move, the perspective, a game", async () => {
  const { page, errors } = await kit.fresh();
  await pick(page, "lc913-1");
  await page.click("[data-turn='1']");
  await settle(page);
  assert.equal(await page.textContent("#caption"), "Each node: the mouse there, the cat on node 2, cat to move. It is the cat's move: colour places for the cat to see its moves.");
  assert.equal(await page.locator("[data-move]").count(), 0, "no rings for the other piece's moves");
  assert.equal(await page.locator(".arrows [data-arrow]").count(), 0, "and no arrows");
  await page.click("[data-colour=cat]");
  await settle(page);
  assert.equal(await page.textContent("#caption"), "Each node: the cat there, the mouse on node 1, cat to move. Ringed nodes: the cat's moves from node 2, "
    + "each coloured by the position after it (mouse to move); arrows mark the best.");
  assert.ok(await page.locator("[data-move]").count() > 0);
  assert.deepEqual(errors, []);
});

test("\"How to read this\" explains the toggles with the shown puzzle", async () => {
  const { page, errors } = await kit.fresh();
  await pick(page, "lc913-1");
  assert.equal(await page.isHidden("#how"), true);
  await page.click("#how-open");
  await settle(page);
  assert.equal(await page.getAttribute("#how-open", "aria-expanded"), "true");
  const text = await page.textContent("#how");
  assert.match(text, /The mouse is on node 1, the cat on node 2, and the mouse is to move/);
  assert.match(text, /Each node shows who wins if the mouse stood there instead, the cat staying on node 2/);
  assert.match(text, /node 3 = means draw/);
  assert.match(text, /Colour places for Cat/);
  assert.match(text, /To move/);
  // it follows the puzzle
  await pick(page, "lc1728-1");
  assert.match(await page.textContent("#how"), /The mouse is on cell \(2, 0\), the cat on cell \(1, 1\)/);
  assert.deepEqual(errors, []);
});

test("the help covers the mouse, touch and the keys", async () => {
  const { page, errors } = await kit.fresh();
  await page.click("#help-open");
  const text = await page.textContent("#help");
  for (const words of ["Mouse and touch", "Drag the mouse or the cat", "Drag node to node", "Touch", "a tap is a click", "Tap a ringed place", "Keys", "Ctrl+Z", "Gallery"]) {
    assert.ok(text.includes(words), `the help says "${words}"`);
  }
  assert.deepEqual(errors, []);
});

// ---------------------------------------------------------------- contrast

/**
 * Every text on the page (and every label on the board) with its contrast against what it is
 * drawn on, computed in the page from the rendered (computed) colours: a board label against its
 * place's fill, and against the fill with the hatch stripes over it where the place is hatched; a
 * swatch's letter against its background and stripes; any other text against the first opaque
 * background behind it. Returns the ones below WCAG AA (4.5:1, or 3:1 for large text) and a count.
 */
function lowContrast(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const over = (top, under) => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
    };
    const lum = ([r, g, b]) => {
      const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const root = getComputedStyle(document.documentElement);
    const prop = (name) => {
      const probe = document.createElement("div");
      probe.style.color = root.getPropertyValue(name);
      document.body.append(probe);
      const c = parse(getComputedStyle(probe).color);
      probe.remove();
      return c;
    };
    const behind = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
      }
      let c = parse(getComputedStyle(document.documentElement).backgroundColor) ?? [255, 255, 255, 1];
      if (c[3] < 1) c = [255, 255, 255, 1];
      for (const l of layers.reverse()) c = over(l, c);
      return c;
    };
    const large = (el) => {
      const s = getComputedStyle(el);
      const px = parseFloat(s.fontSize);
      return px >= 24 || (px >= 18.66 && Number(s.fontWeight) >= 700);
    };
    const visible = (el) => {
      if (el.closest("[hidden], dialog:not([open])")) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const bad = [];
    let checked = 0;
    const check = (el, text, fg, backs, what) => {
      checked++;
      const need = large(el) ? 3 : 4.5;
      const worst = Math.min(...backs.map((b) => ratio(fg, b)));
      if (worst < need - 0.005) bad.push(`${what} "${text}": ${worst.toFixed(2)} < ${need}`);
    };
    const board = document.querySelector("#board");
    const card = behind(board);
    // 1. Labels on the board: against their place's fill (and its stripes).
    for (const t of board.querySelectorAll("text")) {
      if (!visible(t) || !t.textContent.trim()) continue;
      const fg = parse(getComputedStyle(t).fill);
      const place = t.closest(".node, .cell");
      const fillEl = place && !t.closest(".labels") ? place.querySelector(".fill") : null;
      if (!fillEl) {
        check(t, t.textContent, fg, [card], "board label on the board");
        continue;
      }
      const fill = over(parse(getComputedStyle(fillEl).fill), card);
      const backs = [fill];
      const hatch = place.querySelector(".hatch");
      if (hatch) {
        const id = getComputedStyle(hatch).fill.match(/#([\w-]+)/)?.[1];
        const line = id && document.querySelector(`#${id} line`);
        if (line) backs.push(over(parse(getComputedStyle(line).stroke), fill));
      }
      check(t, t.textContent, fg, backs, `label on ${place.dataset.node ?? place.dataset.cell} (${place.getAttribute("class")})`);
    }
    // 2. Swatches: the letter against the swatch (and its stripes).
    for (const s of document.querySelectorAll(".swatch, .dot")) {
      if (!visible(s) || !s.textContent.trim()) continue;
      const bg = parse(getComputedStyle(s).backgroundColor);
      const base = bg && bg[3] > 0 ? over(bg, behind(s.parentElement)) : behind(s.parentElement);
      const backs = [base];
      if (s.classList.contains("beyond")) backs.push(over(prop("--hatch-dark"), base));
      else if (s.classList.contains("o-endless")) backs.push(over(prop("--hatch"), base));
      check(s, s.textContent, parse(getComputedStyle(s).color), backs, `swatch ${s.className}`);
    }
    // 3. Every other text: its colour against the background behind it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || el.closest("svg, .swatch, .dot, script, style, option") || !visible(el)) continue;
      if (el.closest("button:disabled")) continue; // WCAG: inactive controls are exempt
      check(el, n.textContent.trim().slice(0, 40), over(parse(getComputedStyle(el).color), behind(el)), [behind(el)], el.tagName.toLowerCase() + (el.id ? "#" + el.id : ""));
    }
    // 4. The focus ring against the card and the page.
    const focus = prop("--focus");
    for (const [name, bg] of [["card", prop("--card")], ["page", prop("--bg")]]) {
      checked++;
      if (ratio(focus, bg) < 3) bad.push(`focus ring on the ${name}: ${ratio(focus, bg).toFixed(2)} < 3`);
    }
    return { bad, checked };
  });
}

/** The views whose labels are checked: each brings up board labels of another kind. */
const CONTRAST_VIEWS = [
  ["the first graph (rings, arrows, outside labels)", async () => {}],
  ["the how-to panel", async (page) => { await page.click("#how-open"); await settle(page); }],
  ["a dense graph (labels inside the nodes, every tint)", async (page) => pick(page, "long-cat-win")],
  ["the cat's view of the cornered graph", async (page) => { await pick(page, "cornered"); await page.click("[data-colour=cat]"); await settle(page); }],
  ["the maze race (grid tints)", async (page) => pick(page, "race")],
  ["the race under a 90-ply limit (hatched late wins)", async (page) => pick(page, "race-limit")],
  ["the endless chase (hatched endless cells)", async (page) => pick(page, "endless")],
  ["a game", async (page) => {
    await pick(page, "cornered");
    await tab(page, "play");
    await page.click("[data-play=cat]");
    await settle(page);
  }],
  ["the comparison", async (page) => {
    await pick(page, "smallest-cat-win");
    await tab(page, "compare");
    await page.waitForFunction(() => [...document.querySelectorAll("#compare-table tr[data-baseline]")].every((r) => !["running", "waiting"].includes(r.dataset.verdict)), null, { timeout: 60000 });
    await settle(page);
  }],
];

for (const scheme of ["light", "dark"]) {
  test(`every text and label meets WCAG AA contrast, computed from the rendered colours (${scheme})`, async () => {
    const { page, errors } = await kit.fresh({ ...DESKTOP, colorScheme: scheme });
    let total = 0;
    for (const [what, run] of CONTRAST_VIEWS) {
      await run(page);
      const { bad, checked } = await lowContrast(page);
      total += checked;
      assert.deepEqual(bad, [], what);
    }
    assert.ok(total > 500, `enough texts were checked (${total})`);
    assert.deepEqual(errors, []);
  });
}
