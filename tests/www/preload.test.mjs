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

test("the solver's wasm starts compiling in the head, before the modules, and main.js takes it", () => {
  const html = readFileSync(new URL("index.html", WWW), "utf8");
  const compile = html.indexOf("WebAssembly.compileStreaming(fetch(\"pkg/cat_mouse_bg.wasm\", { priority: \"low\" }))");
  assert.ok(compile > 0 && compile < html.indexOf("<script type=\"module\" src=\"main.js\">"));
  assert.match(readFileSync(new URL("main.js", WWW), "utf8"), /await load\(await \(globalThis\.catMouseWasm \?\? null\)\)/);
});
