// Shared set-up for the page's browser tests: a static server for www/ and a Chromium page that
// records console errors. Every *.test.mjs file in this folder uses it with node:test.
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
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error("outside root");
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
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
