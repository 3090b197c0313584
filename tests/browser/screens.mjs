// Screenshots of every view of the page, each at 1280x800 (NAME.png) and 390x844 (NAME-phone.png),
// and a pixel diff of two sets: the check that a change meant to be invisible (a refactor) is. Not
// a test file (node --test skips it); run by hand:
//   node tests/browser/screens.mjs shoot DIR [NAME...]  # PAGE_ROOT=<another www/> shoots that page instead
//   node tests/browser/screens.mjs diff DIR_A DIR_B     # per view: how many pixels differ, and a diff image
// Screenshots are of the viewport (what a person sees first) unless the view asks for the full page.
// The README's shots are taken with UNMASKED=1 (the solve time then shows as it was).
// Solve and baseline times change from run to run, so their text is masked (painted over) in
// every shot.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serve, launch, open } from "./harness.mjs";
import { ready, settle, pick, pacedWorker } from "./page-support.mjs";
import { tab, waitTurn, clickPlace, marks } from "./explore-support.mjs";

/** A 64x64 open grid (jumps of 8 by default) as LeetCode text: the pieces apart, the food in the middle. */
function bigGridText(jump = 8) {
  const rows = Array.from({ length: 64 }, () => ".".repeat(64));
  const put = (r, c, ch) => { rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1); };
  put(2, 3, "M");
  put(50, 40, "C");
  put(32, 20, "F");
  return `${JSON.stringify(rows)}\n${jump}\n${jump}`;
}

/** Loads the 64x64 grid through the text box. */
async function bigGrid(page, jump = 8) {
  await page.fill("#text", bigGridText(jump));
  await page.click("#import");
  await settle(page);
  await page.locator("#board").scrollIntoViewIfNeeded();
}

/** What varies between runs: the solve time, the baselines' times. */
/** Does `act` (a click that shows a position on the board), then waits out the smooth scroll back to the board (phones) and the redraw. */
async function backToBoard(page, act) {
  await act();
  await page.waitForTimeout(700);
  await settle(page);
}

const MASKS = ["#verdict-detail", "#compare-table td:nth-child(3)", "#design-status"];

/** Each view: a name, and the steps that bring it up after the page is ready (`phone`: at 390x844). */
const VIEWS = [
  { name: "graph", run: async () => {} },
  { name: "graph-hover", run: async (page) => {
    await page.locator("#board").scrollIntoViewIfNeeded();
    const box = await page.locator("[data-node='3'] .fill").boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page);
  } },
  { name: "how", run: async (page) => {
    await page.click("#how-open");
    await settle(page);
    await page.locator("#how").scrollIntoViewIfNeeded();
  } },
  { name: "help", run: async (page) => {
    await page.click("#help-open");
    await settle(page);
  } },
  { name: "gallery-open", run: async (page) => {
    await page.focus("#gallery");
    await page.keyboard.press("ArrowDown");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    await settle(page);
  } },
  { name: "share", run: async (page, context) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});
    await page.click("#share");
    await settle(page);
  } },
  { name: "swap", run: async (page) => {
    await page.click("#edit-graph [data-tool=cat]");
    await page.locator("#board").scrollIntoViewIfNeeded();
    await page.click("[data-node='0'] .fill");
    await settle(page);
  } },
  { name: "graph-dense", run: async (page) => pick(page, "long-cat-win") },
  { name: "graph-cat-first", run: async (page) => {
    await pick(page, "cornered");
    await page.click("[data-first=cat]");
    await settle(page);
  } },
  { name: "graph-dark", dark: true, run: async () => {} },
  { name: "rules-one-way", run: async (page) => pick(page, "v-one-way") },
  { name: "rules-panel", run: async (page) => {
    await pick(page, "v-two-holes");
    await page.locator("#rules-panel").scrollIntoViewIfNeeded();
  } },
  { name: "grid", run: async (page) => pick(page, "race") },
  { name: "grid-cat", run: async (page) => {
    await pick(page, "lc1728-1");
    await page.click("[data-colour=cat]");
    await page.click("[data-turn='1']");
    await settle(page);
  } },
  { name: "grid-dark", dark: true, run: async (page) => pick(page, "race-limit") },
  { name: "grid-big", run: async (page) => bigGrid(page) },
  { name: "grid-big-zoom", run: async (page) => {
    await bigGrid(page);
    for (let i = 0; i < 3; i++) await page.click("#zoom-in");
    await settle(page);
  } },
  { name: "grid-big-hover", run: async (page) => {
    await bigGrid(page);
    const c = await page.evaluate(() => {
      const d = document.querySelector("#board-canvas").dataset;
      const [ox, oy] = d.origin.split(",").map(Number);
      return { ox, oy, cell: Number(d.cell) };
    });
    const box = await page.locator("#board").boundingBox();
    await page.mouse.move(box.x + c.ox + 20.5 * c.cell, box.y + c.oy + 30.5 * c.cell);
    await settle(page);
  } },
  // mid-solve: the worker's messages paced 300 ms apart, shot once the bar is past a third (the
  // 64x64 grid with jumps of 2 on the board, the one with jumps of 8 solving)
  { name: "progress", paced: 300, live: true, run: async (page) => {
    await bigGrid(page, 2); // the board shows a 64x64 grid while another one solves
    await page.fill("#text", bigGridText(8));
    await page.click("#import");
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() => Number(document.querySelector("#progress").dataset.fraction || 0) > 0.3, null, { timeout: 60000 });
    await page.waitForTimeout(150);
  } },
  { name: "table-big", run: async (page) => {
    await bigGrid(page, 2);
    await tab(page, "table");
    await page.locator("#heat-1").scrollIntoViewIfNeeded();
    await settle(page);
  } },
  { name: "field-error", run: async (page) => {
    await pick(page, "lc1728-1");
    await page.fill("#catJump", "0");
    await page.press("#catJump", "Enter");
    await settle(page);
  } },
  { name: "table", run: async (page) => {
    await pick(page, "cornered");
    await tab(page, "table");
    await page.locator("#heat-1").scrollIntoViewIfNeeded();
    const box = await page.locator("#heat-1").boundingBox();
    await backToBoard(page, () => page.mouse.click(box.x + (box.width * 7.5) / 10, box.y + (box.height * 3.5) / 10));
  } },
  { name: "play", run: async (page) => {
    await pick(page, "cornered");
    await tab(page, "play");
    await page.click("[data-play=mouse]");
    await waitTurn(page);
    const first = (await marks(page)).sort((a, b) => a.place - b.place)[0].place;
    await clickPlace(page, first);
    await waitTurn(page, 0);
  } },
  { name: "play-levels", run: async (page) => {
    // one game lost at the Club level for the scorecard, then a second one on, the level menu shown
    await pick(page, "cornered");
    await tab(page, "play");
    await page.selectOption("#play-level", "club");
    await page.fill("#play-seed", "42");
    await page.press("#play-seed", "Tab");
    await page.click("[data-play=mouse]");
    let s = await waitTurn(page);
    while (s.state !== "over") {
      await clickPlace(page, (await marks(page)).sort((a, b) => a.place - b.place)[0].place);
      s = await waitTurn(page, Number(s.plies));
    }
    await page.click("[data-play=cat]");
    // (the new game's first reply: the status of the game before says "over" meanwhile)
    await page.waitForFunction(() => { const d = document.querySelector("#play-words").dataset; return d.state === "yours" && d.plies === "1"; });
    await settle(page);
    await page.locator("#pane-play").scrollIntoViewIfNeeded();
  } },
  { name: "play-review", run: async (page) => {
    // Cornered as the cat, the win thrown away at the first chance, the mistake shown
    await pick(page, "cornered");
    await tab(page, "play");
    await page.click("[data-play=cat]");
    let s = await waitTurn(page);
    let thrown = 0;
    while (s.state !== "over") {
      const ms = await marks(page);
      const bad = thrown ? null : ms.find((m) => m.outcome !== "cat");
      if (bad) thrown = Number(s.plies) + 1;
      await clickPlace(page, bad ? bad.place : ms.filter((m) => m.outcome === "cat").sort((a, b) => a.distance - b.distance)[0].place);
      s = await waitTurn(page, Number(s.plies));
    }
    await page.waitForSelector(`#play-turns [data-review="${thrown}"]`);
    await backToBoard(page, () => page.click(`#play-turns [data-review="${thrown}"]`));
  } },
  { name: "play-grid-over", run: async (page) => {
    await pick(page, "lc1728-2");
    await tab(page, "play");
    await page.click("[data-play=cat]");
    await page.waitForFunction(() => document.querySelector("#play-words").dataset.state === "yours");
    await settle(page);
  } },
  { name: "line", run: async (page) => {
    await pick(page, "race");
    await tab(page, "line");
    for (let i = 0; i < 3; i++) await page.click("#line-fwd");
    await page.waitForTimeout(700); // the smooth scroll back to the board (phones)
    await settle(page);
  } },
  { name: "compare", run: async (page) => {
    await pick(page, "smallest-cat-win");
    await tab(page, "compare");
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll("#compare-table tr[data-baseline]")];
      return rows.length > 1 && rows.every((r) => !["running", "waiting"].includes(r.dataset.verdict));
    }, null, { timeout: 60000 });
    await settle(page);
    await page.locator("#compare-table").scrollIntoViewIfNeeded();
  } },
  { name: "compare-grid", run: async (page) => {
    await pick(page, "race-limit");
    await tab(page, "compare");
    await page.waitForFunction(() => document.querySelector("#compare-table tr[data-baseline=grid1000]")?.dataset.verdict === "right"
      || document.querySelector("#compare-table tr[data-baseline=grid1000]")?.dataset.verdict === "wrong", null, { timeout: 60000 });
    await settle(page);
    await page.locator("#compare-table").scrollIntoViewIfNeeded();
  } },
  { name: "design-running", run: async (page) => {
    await page.click("#design-open");
    await page.fill("#design [name=nodes]", "14");
    await page.fill("#design [name=seed]", "7");
    await page.click("#design-start");
    await page.waitForFunction(() => Number(document.querySelector("#design").dataset.evaluations) > 30000, null, { timeout: 120000 });
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 400))); // a few steps more: the rate settles
    await settle(page);
  } },
  { name: "design-loaded", run: async (page) => {
    await page.click("#design-open");
    await page.fill("#design [name=nodes]", "12");
    await page.fill("#design [name=seed]", "3");
    await page.fill("#design [name=budget]", "60000");
    await page.click("#design-start");
    await page.waitForFunction(() => document.querySelector("#design").dataset.status === "done", null, { timeout: 120000 });
    await page.click("#design-load");
    await settle(page);
  } },
  ...[["watch-mid", 24], ["watch-2n", 34], ["watch-final", Infinity]].map(([name, level]) => ({ name, run: async (page) => {
    await pick(page, "record-graph-17-cat");
    await tab(page, "watch");
    await page.waitForSelector("#pane-watch[data-ready=true]");
    if (level === Infinity) await page.click("#watch-last");
    else await page.$eval("#watch-level", (el, v) => { el.value = String(v); el.dispatchEvent(new Event("input", { bubbles: true })); }, level);
    await settle(page);
    await page.locator("#pane-watch").scrollIntoViewIfNeeded();
    // point at an undecided place (else any): its moves at this level are described
    const open = await page.$$eval("#board [data-node]", (els) => (els.find((e) => e.dataset.outcome === "open") ?? els[5]).dataset.node);
    const box = await page.locator(`#board [data-node="${open}"] .fill`).boundingBox();
    if (box && box.y > 0 && box.y < 800) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page);
  } })),
];

/** The two screens every view is shot at. */
const SIZES = [{ suffix: "", size: { width: 1280, height: 800 } }, { suffix: "-phone", size: { width: 390, height: 844 } }];

async function shoot(dir, only = []) {
  await mkdir(dir, { recursive: true });
  const server = await serve();
  const browser = await launch();
  try {
    for (const view of VIEWS.filter((v) => only.length === 0 || only.includes(v.name))) {
      for (const { suffix, size } of SIZES) {
        const { page, errors, context } = await open(browser, server.url, { ...size, colorScheme: view.dark ? "dark" : "light" });
        if (view.paced) {
          await pacedWorker(context, view.paced);
          await page.reload();
        }
        await ready(page);
        await view.run(page, context);
        // the pointer rests outside the board unless the view hovers something
        if (!view.name.endsWith("hover") && !view.name.startsWith("watch") && !view.live) await page.mouse.move(0, 0);
        if (!view.live) await settle(page);
        const name = `${view.name}${suffix}.png`;
        const mask = process.env.UNMASKED === "1" ? [] : MASKS.map((s) => page.locator(s));
        await page.screenshot({ path: join(dir, name), fullPage: !!view.full, animations: "disabled", mask });
        if (errors.length) console.log(`${name}: console errors: ${errors.join(" | ")}`);
        console.log(name);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Compares the PNGs of two folders in Chromium (canvas pixels); writes DIR_B/diff-NAME.png for each that differs. */
async function diff(a, b) {
  const browser = await launch();
  const page = await browser.newPage();
  let failed = 0;
  try {
    const names = (await readdir(a)).filter((f) => f.endsWith(".png") && !f.startsWith("diff-"));
    for (const name of names) {
      const url = async (dir) => `data:image/png;base64,${(await readFile(join(dir, name))).toString("base64")}`;
      const result = await page.evaluate(async ([ua, ub]) => {
        const load = (src) => new Promise((ok, fail) => { const img = new Image(); img.onload = () => ok(img); img.onerror = fail; img.src = src; });
        const [ia, ib] = await Promise.all([load(ua), load(ub)]);
        if (ia.width !== ib.width || ia.height !== ib.height) return { size: `${ia.width}x${ia.height} vs ${ib.width}x${ib.height}` };
        const pixels = (img) => {
          const c = document.createElement("canvas");
          c.width = img.width;
          c.height = img.height;
          const ctx = c.getContext("2d");
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, c.width, c.height);
        };
        const pa = pixels(ia);
        const pb = pixels(ib);
        const out = new ImageData(pa.width, pa.height);
        let differ = 0;
        for (let i = 0; i < pa.data.length; i += 4) {
          const same = pa.data[i] === pb.data[i] && pa.data[i + 1] === pb.data[i + 1] && pa.data[i + 2] === pb.data[i + 2];
          if (!same) differ++;
          // differing pixels red, the rest a faint copy of the first image
          out.data.set(same ? [pa.data[i] / 4 + 190, pa.data[i + 1] / 4 + 190, pa.data[i + 2] / 4 + 190, 255] : [255, 0, 0, 255], i);
        }
        const c = document.createElement("canvas");
        c.width = pa.width;
        c.height = pa.height;
        c.getContext("2d").putImageData(out, 0, 0);
        return { differ, total: pa.width * pa.height, image: differ ? c.toDataURL("image/png") : null };
      }, [await url(a), await url(b)]);
      if (result.size) {
        failed++;
        console.log(`${name}: sizes differ (${result.size})`);
        continue;
      }
      console.log(`${name}: ${result.differ} of ${result.total} pixels differ`);
      if (result.differ) {
        failed++;
        await writeFile(join(b, `diff-${name}`), Buffer.from(result.image.split(",")[1], "base64"));
      }
    }
  } finally {
    await browser.close();
  }
  return failed;
}

const [command, ...dirs] = process.argv.slice(2);
if (command === "shoot" && dirs.length >= 1) {
  await shoot(dirs[0], dirs.slice(1));
} else if (command === "diff" && dirs.length === 2) {
  process.exitCode = (await diff(dirs[0], dirs[1])) ? 1 : 0;
} else {
  console.error("usage: node tests/browser/screens.mjs shoot DIR [NAME...] | diff DIR_A DIR_B");
  process.exitCode = 2;
}
