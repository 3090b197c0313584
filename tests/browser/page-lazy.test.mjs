// The first load fetches only what the first screen needs: the Design dialog's code (design/controls.js
// and what only it imports; in the bundle, its chunk) comes at the first click on Design, and the
// dialog then opens on that one click, works, and opens again at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./harness.mjs";
import { ready } from "./page-support.mjs";

const kit = withPage();

/** A request for the Design dialog's code: its modules unbundled, or the bundle's chunk of them (esbuild's "controls-HASH.js"). */
const DESIGN = /\/design\/(controls|design|view|chains)\.js$|\/controls-[A-Z0-9]+\.js$/;

test("the Design dialog's code is fetched at the first click on Design, not at the first load, and the dialog opens on that click", async () => {
  const context = await kit.context({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  const fetched = [];
  page.on("request", (req) => fetched.push(new URL(req.url()).pathname));
  await page.goto(kit.url);
  await ready(page);
  assert.ok(fetched.some((p) => /main\.js$/.test(p)), `main.js was fetched: ${fetched.join(" ")}`);
  assert.deepEqual(fetched.filter((p) => DESIGN.test(p)), [], "nothing of the Design dialog at the first load");
  await page.click("#design-open");
  await page.waitForSelector("#design[open]");
  assert.ok(fetched.some((p) => DESIGN.test(p)), "the Design dialog's code came with the click");
  // bound: its form answers (the kind buttons), and it closes and opens again
  await page.click("[data-design-kind=grid]");
  assert.equal(await page.isVisible("#design-rows"), true);
  assert.match(await page.textContent("#design-status"), /Choose what to search for/);
  await page.click("#design-close");
  assert.equal(await page.isVisible("#design"), false);
  await page.click("#design-open");
  await page.waitForSelector("#design[open]");
  assert.deepEqual(errors, []);
  await context.close();
});
