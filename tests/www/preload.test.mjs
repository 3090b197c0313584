// The page's first load: index.html asks for every module main.js imports at once
// (<link rel="modulepreload">), so that the browser does not find them a level of imports at a
// time. The list must be exactly main.js's static import graph (the package's generated snippets
// aside: their folder is named by a hash of the build): a module added and not listed, or a
// listed one no longer imported, fails here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { posix as path } from "node:path";

const WWW = new URL("../../www/", import.meta.url);

/** main.js's static imports, transitively (files under www/, main.js itself left out). */
function staticGraph() {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const url = new URL(file, WWW);
    if (!existsSync(url)) return; // (the package before a build: the rooms test reports missing files)
    const code = readFileSync(url, "utf8").split("\n").filter((l) => !/^\s*(\/\/|\*)/.test(l)).join("\n");
    for (const re of [/^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm]) {
      for (const m of code.matchAll(re)) walk(path.normalize(path.join(path.dirname(file), m[1])));
    }
  };
  walk("main.js");
  seen.delete("main.js");
  return [...seen].filter((f) => !f.startsWith("pkg/snippets/"));
}

test("index.html preloads exactly the modules main.js imports", () => {
  const html = readFileSync(new URL("index.html", WWW), "utf8");
  const listed = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
  const graph = staticGraph();
  assert.ok(graph.length > 40, `main.js's graph was read (${graph.length} modules)`);
  assert.deepEqual([...listed].sort(), [...graph].sort(),
    `index.html's modulepreload list differs from main.js's imports; the list in import order:\n${graph.map((f) => `  <link rel="modulepreload" href="${f}">`).join("\n")}`);
  assert.equal(new Set(listed).size, listed.length, "each module once");
});

test("the first screen paints first: after that frame the loader asks for the wasm (compiling at once) and main.js, which takes it", () => {
  const html = readFileSync(new URL("index.html", WWW), "utf8");
  const loader = html.indexOf("document.addEventListener(\"DOMContentLoaded\", () => requestAnimationFrame(() => setTimeout(() => {");
  const compile = html.indexOf("WebAssembly.compileStreaming(fetch(\"pkg/cat_mouse_bg.wasm\", { priority: \"low\" }))");
  const main = html.indexOf("{ type: \"module\", src: \"main.js\" }");
  assert.ok(loader > 0 && loader < compile && compile < main, "the loader starts the compile, then main.js, after the first frame");
  assert.ok(!/<script[^>]*src="main\.js"/.test(html), "no <script src=main.js> that the parser would fetch before the first paint");
  assert.match(html, /const MODULES = \[\];/, "the bundle's list of main.js's chunks goes in the loader");
  assert.match(readFileSync(new URL("main.js", WWW), "utf8"), /await load\(await \(globalThis\.catMouseWasm \?\? null\)\)/);
});
