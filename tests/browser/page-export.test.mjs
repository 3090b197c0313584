// Taking it away: the board as SVG and PNG as drawn (the SVG parses and holds the verdict, the
// caption and the key's words; the PNG decodes at twice the picture's size, with the board where
// the SVG puts it; a node's or a cell's colour in both files is the page's, in light and dark),
// for the SVG graph, the canvas grid and the canvas graph; the table as CSV, row by row the
// package's; and the size past which the page says how to get the table from the package.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { withPage } from "./harness.mjs";
import { pick, settle, gridShown } from "./page-support.mjs";

const kit = withPage();

/** Clicks `button` and returns the downloaded file's bytes. */
async function downloaded(page, button) {
  const [dl] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
  return { name: dl.suggestedFilename(), bytes: await readFile(await dl.path()) };
}

/**
 * In the page: parses the SVG, decodes the PNG, and reads the colour of the PNG's pixel at each
 * probe ({x, y} in CSS pixels of the page's board), with what the SVG says about its size.
 */
function inspect(page, svg, png, probes) {
  return page.evaluate(async ({ svg, png, probes }) => {
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    const root = doc.documentElement;
    const error = doc.querySelector("parsererror")?.textContent ?? "";
    const texts = [...doc.querySelectorAll("text")].map((t) => t.textContent);
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const c = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = c.getContext("2d");
    ctx.drawImage(bitmap, 0, 0);
    const inner = root.querySelector("svg");
    const bx = Number(inner.getAttribute("x"));
    const by = Number(inner.getAttribute("y"));
    const scale = bitmap.width / Number(root.getAttribute("width"));
    const pixels = probes.map(({ x, y }) => [...ctx.getImageData(Math.round((bx + x) * scale), Math.round((by + y) * scale), 1, 1).data].slice(0, 3));
    return {
      error, texts, width: Number(root.getAttribute("width")), height: Number(root.getAttribute("height")),
      boardWidth: Number(root.dataset.boardWidth ?? root.getAttribute("data-board-width")), boardHeight: Number(root.getAttribute("data-board-height")),
      png: [bitmap.width, bitmap.height], pixels, images: [...doc.querySelectorAll("image")].map((i) => i.getAttribute("href").slice(0, 22)),
      nodeFills: Object.fromEntries([...doc.querySelectorAll("[data-node]")].map((g) => [g.getAttribute("data-node"), g.querySelector(".fill")?.getAttribute("style").match(/fill:([^;]*)/)[1]])),
    };
  }, { svg, png, probes });
}

const rgb = (css) => css.match(/\d+/g).slice(0, 3).map(Number);
const near = (a, b, tol = 6) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

/** What the page shows: the board's size, the caption, the key's visible words. */
function pageShows(page) {
  return page.evaluate(() => {
    const b = document.querySelector("#board").getBoundingClientRect();
    return {
      width: Math.round(b.width), height: Math.round(b.height),
      caption: document.querySelector("#caption").textContent.trim(),
      key: [...document.querySelectorAll("#key li")].filter((li) => getComputedStyle(li).display !== "none").map((li) => li.textContent.replace(/^\s*\S{0,2}\s+/, "").trim()),
      verdict: document.querySelector("#verdict span:not([aria-hidden])")?.textContent ?? "",
    };
  });
}

/** Checks the files' words and sizes against the page. */
function assertWords(got, shows) {
  assert.equal(got.error, "");
  assert.equal(got.boardWidth, shows.width);
  assert.equal(got.boardHeight, shows.height);
  assert.deepEqual(got.png, [got.width * 2, got.height * 2], "the PNG at twice the picture's size");
  const all = got.texts.join(" ").replace(/\s+/g, " ");
  assert.ok(all.includes(shows.verdict), `the verdict: ${shows.verdict}`);
  assert.ok(all.includes(shows.caption), "the caption, whole");
  for (const words of shows.key) assert.ok(got.texts.some((t) => t.includes(words)), `the key's "${words}"`);
}

for (const colorScheme of ["light", "dark"]) {
  test(`the SVG graph as SVG and PNG (${colorScheme}): words, size and every node's colour as the page draws them`, async () => {
    const { page, errors } = await kit.fresh({ colorScheme });
    await pick(page, "cornered");
    const shows = await pageShows(page);
    const nodes = await page.evaluate(() => {
      const b = document.querySelector("#board").getBoundingClientRect();
      return [...document.querySelectorAll("#board [data-node]")].map((g) => {
        const f = g.querySelector(".fill");
        const r = f.getBoundingClientRect();
        return { node: g.dataset.node, fill: getComputedStyle(f).fill, x: r.left + r.width / 2 - b.left, y: r.top + r.height * 0.2 - b.top };
      });
    });
    const svg = await downloaded(page, "#save-svg");
    const png = await downloaded(page, "#save-png");
    assert.equal(svg.name, "cat-mouse-graph-board.svg");
    assert.equal(png.name, "cat-mouse-graph-board.png");
    const got = await inspect(page, svg.bytes.toString(), png.bytes.toString("base64"), nodes);
    assertWords(got, shows);
    assert.equal(Object.keys(got.nodeFills).length, 10);
    nodes.forEach((n, i) => {
      assert.equal(got.nodeFills[n.node], n.fill, `node ${n.node}'s fill in the SVG`);
      assert.ok(near(got.pixels[i], rgb(n.fill)), `node ${n.node} in the PNG: ${got.pixels[i]} vs ${n.fill}`);
    });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test("the canvas grid and the canvas graph as SVG and PNG: the canvas goes in as drawn", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { page, errors } = await kit.fresh({ colorScheme });
    await page.fill("#text", '["M.....", ".##.#.", "...C..", "F....."]\n1\n2');
    await page.click("#import");
    await settle(page);
    const g = await gridShown(page);
    // the canvas's own pixels in some cells (above their labels) (its device pixels: 1 a CSS pixel here)
    const probes = [[0, 3], [2, 1], [3, 5], [1, 1]].map(([r, c]) => ({ x: g.ox + (c + 0.5) * g.cell, y: g.oy + (r + 0.2) * g.cell }));
    const want = await page.evaluate((probes) => {
      const c = document.querySelector("#board-canvas");
      const k = c.width / c.getBoundingClientRect().width;
      return probes.map(({ x, y }) => [...c.getContext("2d").getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data].slice(0, 3));
    }, probes);
    const shows = await pageShows(page);
    const svg = await downloaded(page, "#save-svg");
    const png = await downloaded(page, "#save-png");
    const got = await inspect(page, svg.bytes.toString(), png.bytes.toString("base64"), probes);
    assertWords(got, shows);
    assert.deepEqual(got.images, ["data:image/png;base64,"]);
    got.pixels.forEach((p, i) => assert.ok(near(p, want[i], 12), `${colorScheme} cell ${i}: ${p} vs ${want[i]}`));
    assert.deepEqual(errors, []);
    await page.context().close();
  }
  // a graph too big to draw node by node is drawn on the canvas
  const { page, errors } = await kit.fresh();
  const n = 400;
  const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n].sort((a, b) => a - b));
  await page.fill("#text", JSON.stringify(adj));
  await page.click("#import");
  await settle(page);
  assert.equal(await page.getAttribute("#board-canvas", "hidden"), null, "the canvas graph");
  const shows = await pageShows(page);
  const got = await inspect(page, (await downloaded(page, "#save-svg")).bytes.toString(), (await downloaded(page, "#save-png")).bytes.toString("base64"), []);
  assertWords(got, shows);
  assert.deepEqual(got.images, ["data:image/png;base64,"]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the table as CSV is the package's, row by row; past the stated size the page says how to get it", async () => {
  const { page, errors } = await kit.fresh();
  await pick(page, "cornered");
  const csv = (await downloaded(page, "#save-csv")).bytes.toString();
  const want = await page.evaluate(async () => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const adj = [[5, 9], [4, 8], [9], [4], [1, 3, 6], [0, 8, 9], [4], [9], [1, 5], [0, 2, 5, 7]];
    const s = new w.GraphSolution(adj);
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: "draw" };
    const rows = ["mouse,cat,turn,outcome,distance"];
    for (const t of [0, 1]) {
      for (let m = 0; m < 10; m++) {
        for (let c = 0; c < 10; c++) {
          const o = s.outcome(m, c, t);
          if (o !== w.Outcome.NotAPosition) rows.push(`${m},${c},${t === 0 ? "mouse" : "cat"},${name[o]},${s.distance(m, c, t)}`);
        }
      }
    }
    s.free();
    return rows;
  });
  assert.deepEqual(csv.trimEnd().split("\n"), want);
  // a grid: its limited column is the package's limitedOutcome
  await page.fill("#text", '["M.....", ".##.#.", "...C..", "F....."]\n1\n2');
  await page.click("#import");
  await settle(page);
  const lines = (await downloaded(page, "#save-csv")).bytes.toString().trimEnd().split("\n");
  assert.equal(lines[0], "mouse,cat,turn,outcome,distance,limited");
  const check = await page.evaluate(async (lines) => {
    const w = await import("/pkg/cat_mouse.js");
    await w.default();
    const s = new w.GridSolution(["M.....", ".##.#.", "...C..", "F....."], 1, 2);
    const name = { [w.Outcome.MouseWin]: "mouse", [w.Outcome.CatWin]: "cat", [w.Outcome.Draw]: "draw" };
    const bad = lines.slice(1).filter((l) => {
      const [m, c, t, o, d, lim] = l.split(",");
      const turn = t === "mouse" ? 0 : 1;
      return name[s.outcome(+m, +c, turn)] !== o || s.distance(+m, +c, turn) !== +d || name[s.limitedOutcome(+m, +c, turn)] !== lim;
    });
    const positions = s.counts();
    s.free();
    return { bad, count: positions.mouseWin + positions.catWin + positions.draw };
  }, lines);
  assert.deepEqual(check.bad, []);
  assert.equal(lines.length - 1, check.count);
  // past the size: no file, and the way to the package said next to the button
  const rows = Array.from({ length: 20 }, () => ".".repeat(20));
  rows[0] = "M" + rows[0].slice(1);
  rows[19] = rows[19].slice(0, 19) + "C";
  rows[10] = "F" + rows[10].slice(1);
  await page.fill("#text", `${JSON.stringify(rows)}\n1\n1`);
  await page.click("#import");
  await settle(page);
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.click("#save-csv");
  await page.waitForSelector("#toast:not([hidden])");
  assert.match(await page.textContent("#toast-text"), /too big for a CSV from the page \(it makes one for up to 180,000 states.*outcomes\(\) and distances\(\).*docs\/api\.md/);
  await page.waitForTimeout(300);
  assert.equal(downloads, 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});
