// Shared set-up for the page's browser tests: a static server for www/ and a Chromium page that
// records console errors. Every *.test.mjs file in this folder opens its pages through `withPage`.
import { before, after, beforeEach, afterEach } from "node:test";
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

/**
 * The folder served as the site root: the repository's www/ (with the release build in www/pkg),
 * or $PAGE_ROOT (e.g. an older page, to check that a new test fails there).
 */
export const WWW = resolve(process.env.PAGE_ROOT || fileURLToPath(new URL("../../www/", import.meta.url)));

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on 127.0.0.1 at a free port.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serve(root = WWW) {
  // every page a test opens is a new browser context with an empty cache, so the same files are
  // asked for again and again: read each once (the files do not change during a run)
  const bodies = new Map();
  const read = async (file) => {
    if (!bodies.has(file)) bodies.set(file, readFile(file));
    return bodies.get(file);
  };
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error("outside root");
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await read(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** Launches Debian's Chromium headless (override the binary with $CHROMIUM). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
      "--no-first-run", "--disable-component-update", "--disable-sync"],
  });
}

/**
 * Opens `url` in a new page (a `width` x `height` viewport, the `colorScheme` "light" or "dark")
 * and records every console error and uncaught exception in `errors`.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
export async function open(browser, url, { width = 1280, height = 800, colorScheme = "light" } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("pageerror", (err) => errors.push(String(err)));
  await page.goto(url);
  return { page, errors, context };
}

/** Waits for the page's first render, then for the next frames to settle. */
export async function ready(page) {
  await page.waitForSelector("body[data-ready=true]");
  await settle(page);
}

/**
 * Waits until no solve is running in the worker (big puzzles solve off the main thread) and no
 * answer from the worker is on its way (a big puzzle's board slice, its heatmaps), then two
 * animation frames (the page coalesces redraws into one frame).
 */
export async function settle(page) {
  await page.waitForFunction(() => document.body.dataset.solving !== "true" && document.body.dataset.pending !== "true");
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/**
 * Runs `job(item, index)` for each item, at most `width` at a time, and resolves to the results in
 * the items' order (rejecting with the first failure). For a test whose cases each open their own
 * page: the browser loads and runs several while the test waits on one, instead of one by one.
 * @template T, R
 * @param {T[]} items
 * @param {(item: T, index: number) => Promise<R>} job
 * @returns {Promise<R[]>}
 */
export async function eachAtOnce(items, job, width = 4) {
  const out = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await job(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return out;
}

/** `items` dealt into `k` lists in turn (item i into list i mod k), for `k` pages run at once. */
export function deal(items, k) {
  const out = Array.from({ length: k }, () => []);
  items.forEach((item, i) => out[i % k].push(item));
  return out;
}

/**
 * The browser kit of one test file. Call it once at the file's top level: it starts the server and
 * Chromium once for the file, stops them after the file's last test, and closes every page a test
 * opened when that test ends (a page opened in a `before` hook lives until the file ends), so no
 * page of an earlier test keeps running beside the next one.
 *
 * - `kit.open({ path, url, width, height, colorScheme })`: a new page (new context, so an empty
 *   localStorage) at the site root plus `path` (a query or a hash such as `"#graph=…"`), or at
 *   `url`, as `open`.
 * - `kit.fresh(same options)`: the same, then waits until the page has drawn and settled.
 * - `kit.context(options)`: a new browser context (`browser.newContext`), for the tests that set
 *   one up themselves (routes, init scripts); closed as the pages are.
 * - `kit.url`: the site root, once a page or context has been opened.
 *
 * Every method waits for the start itself: node 20 runs a file's root `before` hooks together,
 * not one after the other, so a file's own `before` may run while the kit's is still starting.
 */
export function withPage() {
  let server = null;
  let browser = null;
  let starting = null;
  const start = () => (starting ??= Promise.all([serve(), launch()]).then(([s, b]) => {
    [server, browser] = [s, b];
    kit.url = s.url;
  }));
  const scopes = [];
  const kit = {
    url: "",
    async context(options) {
      await start();
      const context = await browser.newContext(options);
      scopes.at(-1)?.push(context);
      return context;
    },
    async open({ path = "", url = "", ...size } = {}) {
      await start();
      const got = await open(browser, url || kit.url + path, size);
      scopes.at(-1)?.push(got.context);
      return got;
    },
    async fresh(options) {
      const got = await kit.open(options);
      await ready(got.page);
      return got;
    },
  };
  before(start);
  beforeEach(() => { scopes.push([]); });
  afterEach(async () => {
    await Promise.all(scopes.pop().map((context) => context.close().catch(() => {})));
  });
  after(async () => { await browser?.close(); await server?.close(); });
  return kit;
}
