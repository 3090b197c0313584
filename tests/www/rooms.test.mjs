// The page's rooms (the folders of www/) import downwards only. Every `import`, `export … from`,
// `import(…)` and `new URL(…, import.meta.url)` of every module is read; a module may import from
// its own room and from the rooms below it, never from a room above it nor from a sibling of the
// same height (the board's input and its painters are siblings: input never reads a painter).
// Also: no import cycle between modules, no import of a file that does not exist, and only the
// solver's binding (solver/wasm.js) reaches the generated package. The checks run first on small
// made-up pages that break each rule, so the test is known to fail when a rule is broken.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { posix as path } from "node:path";

const WWW = new URL("../../www/", import.meta.url);

/**
 * The rooms, lowest first, and what each may import besides itself: the rooms of a lower height.
 * Rooms of the same height are siblings and import nothing of each other. A folder not listed
 * here fails the test, so a new room is placed in this order when it is made.
 */
const HEIGHT = {
  "i18n": -1, //           the message catalogues and their lookup t(): everybody reads them, they read nobody
  "model": 0, //           the puzzle, its edits, history, codecs, rules' names, words: pure
  "ui": 1, //              DOM helpers and the two notices (toast, banner)
  "solver": 2, //          the only road to ../pkg and to the solver's worker
  "session": 3, //         every change of the puzzle and its solve, storage, links
  "board": 4, //           what each place shows and where it is drawn (the board's model)
  "board/paint": 5, //     the board's painters (SVG graph, canvas graph, grid)
  "board/input": 5, //     pointer, gestures, keys, hit tests: never a painter's state
  "explore": 6, //         the explore tabs: table, play, optimal line, compare, chart
  "design": 6, //          the Design dialog
  "watch": 7, //           the Watch tab (draws the explore table's heatmaps)
  "chrome": 8, //          header, panel, controls, progress, gallery
  "": 9, //                main.js: boot and wiring
};

/** The generated package: only this module may import it. */
const PACKAGE = "pkg/";
const PACKAGE_GATE = "solver/wasm.js";

/**
 * The references of module `text`: [{spec, kind}] with kind "import" (static or dynamic import,
 * export … from) or "url" (new URL(…, import.meta.url): a worker or the wasm file, loaded, not
 * imported). Comment lines are skipped, so a JSDoc type path is not an arrow.
 */
export function references(text) {
  const code = text.split("\n").filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join("\n");
  const out = [];
  const add = (re, kind) => {
    for (const m of code.matchAll(re)) out.push({ spec: m[1], kind });
  };
  add(/^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm, "import");
  add(/^\s*import\s*["']([^"']+)["']/gm, "import");
  add(/\bimport\(\s*["']([^"']+)["']\s*\)/g, "import");
  add(/\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g, "url");
  return out;
}

/** The room of a module path relative to www/ ("board/paint/grid.js" → "board/paint"). */
const roomOf = (file) => path.dirname(file).replace(/^\.$/, "");

/**
 * Every broken rule of a page given as {path relative to www/: module text}, as sentences that
 * name the file and the import. `exists(path)`: whether a non-module file (the package) exists.
 */
export function problems(files, exists = () => false) {
  const found = [];
  const graph = new Map(); // module → the modules it imports (not URLs: a worker is its own graph)
  for (const [file, text] of Object.entries(files)) {
    const room = roomOf(file);
    if (!(room in HEIGHT)) found.push(`${file}: its folder "${room}" is no room (add it to HEIGHT in tests/www/rooms.test.mjs)`);
    graph.set(file, []);
    for (const { spec, kind } of references(text)) {
      if (!spec.startsWith(".")) {
        found.push(`${file} imports "${spec}": page modules import by relative path`);
        continue;
      }
      const target = path.normalize(path.join(path.dirname(file), spec.replace(/[?#].*$/, "")));
      if (target.startsWith("../")) {
        found.push(`${file} imports "${spec}": outside www/`);
        continue;
      }
      if (target.startsWith(PACKAGE)) {
        if (file !== PACKAGE_GATE) found.push(`${file} imports "${spec}": only ${PACKAGE_GATE} reaches the package`);
        else if (!exists(target)) found.push(`${file} imports "${spec}": no such file`);
        continue;
      }
      if (!(target in files)) {
        found.push(`${file} imports "${spec}": no such file (www/${target})`);
        continue;
      }
      if (kind === "import") graph.get(file).push(target);
      const to = roomOf(target);
      if (to === room || !(room in HEIGHT) || !(to in HEIGHT)) continue;
      if (HEIGHT[to] === HEIGHT[room]) {
        found.push(`${file} imports "${spec}": ${room}/ and ${to}/ are siblings, neither imports the other`);
      } else if (HEIGHT[to] > HEIGHT[room]) {
        found.push(`${file} imports "${spec}": ${to || "the root"} is above ${room || "the root"}`);
      }
    }
  }
  // cycles: a depth-first search that reports each back edge with the path it closes
  const state = new Map(); // module → "open" while on the stack, "done" after
  const stack = [];
  const visit = (m) => {
    state.set(m, "open");
    stack.push(m);
    for (const t of graph.get(m) ?? []) {
      if (state.get(t) === "open") found.push(`import cycle: ${[...stack.slice(stack.indexOf(t)), t].join(" → ")}`);
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(m, "done");
  };
  for (const m of [...graph.keys()].sort()) if (!state.has(m)) visit(m);
  return found;
}

/** Every module of the page, {path relative to www/: text} (not the generated package). */
async function pageModules() {
  const names = (await readdir(WWW, { recursive: true }))
    .filter((f) => f.endsWith(".js") && !/^(pkg|node_modules|screenshots)\//.test(f))
    .map((f) => f.split(path.sep === "\\" ? "\\" : "/").join("/"));
  const texts = await Promise.all(names.map((n) => readFile(new URL(n, WWW), "utf8")));
  return Object.fromEntries(names.map((n, i) => [n, texts[i]]));
}

test("the checks catch each broken rule on a made-up page", () => {
  const ok = {
    "main.js": `import { bindBoard } from "./board/input/bind.js";\nimport { draw } from "./board/paint/grid.js";`,
    "board/input/bind.js": `import { geometry } from "../geometry.js";\nimport { $ } from "../../ui/dom.js";`,
    "board/paint/grid.js": `import {\n  geometry,\n} from "../geometry.js";\nconst w = new URL("../../solver/solver-worker.js", import.meta.url);`,
    "board/geometry.js": `// import { no } from "../paint/grid.js"; (a comment is no import)\nexport const geometry = {};`,
    "ui/dom.js": "export const $ = null;",
    "solver/wasm.js": `import init from "../pkg/cat_mouse.js";`,
    "solver/solver-worker.js": `import { solve } from "./wasm.js";`,
  };
  const pkg = (p) => p === "pkg/cat_mouse.js";
  assert.deepEqual(problems(ok, pkg), []);
  const broken = (changes) => problems({ ...ok, ...changes }, pkg);
  // input reads a painter (siblings)
  assert.deepEqual(broken({ "board/input/bind.js": `import { last } from "../paint/grid.js";` }),
    [`board/input/bind.js imports "../paint/grid.js": board/input/ and board/paint/ are siblings, neither imports the other`]);
  // a room imports from a room above it, by a static, a dynamic or a re-export
  assert.deepEqual(broken({ "ui/dom.js": `export { geometry } from "../board/geometry.js";` }),
    [`ui/dom.js imports "../board/geometry.js": board is above ui`]);
  assert.deepEqual(broken({ "solver/solver-worker.js": `const m = await import("../board/geometry.js");` }),
    [`solver/solver-worker.js imports "../board/geometry.js": board is above solver`]);
  assert.deepEqual(broken({ "solver/wasm.js": `import init from "../pkg/cat_mouse.js";\nconst w = new URL("../board/geometry.js", import.meta.url);` }),
    [`solver/wasm.js imports "../board/geometry.js": board is above solver`]);
  // a cycle inside one room
  assert.deepEqual(broken({ "ui/dom.js": `import "./toast.js";`, "ui/toast.js": `import { $ } from "./dom.js";` }),
    ["import cycle: ui/dom.js → ui/toast.js → ui/dom.js"]);
  // a file that does not exist, and the package reached from elsewhere
  assert.deepEqual(broken({ "board/geometry.js": `import { x } from "./gone.js";` }),
    [`board/geometry.js imports "./gone.js": no such file (www/board/gone.js)`]);
  assert.deepEqual(broken({ "board/geometry.js": `import { Outcome } from "../pkg/cat_mouse.js";` }),
    [`board/geometry.js imports "../pkg/cat_mouse.js": only solver/wasm.js reaches the package`]);
  // a folder that is no room
  assert.deepEqual(broken({ "misc/thing.js": "" }), [`misc/thing.js: its folder "misc" is no room (add it to HEIGHT in tests/www/rooms.test.mjs)`]);
});

test("every room of www/ imports only from rooms below it, with no cycle and no missing file", async () => {
  const files = await pageModules();
  // the test reads the rooms, not only the root
  for (const room of Object.keys(HEIGHT)) {
    assert.ok(Object.keys(files).some((f) => roomOf(f) === room), `no module in www/${room}`);
  }
  // the package is built before this suite runs in CI; without it, its imports are not judged missing
  const built = await readdir(new URL(PACKAGE, WWW)).then((names) => new Set(names), () => null);
  const found = problems(files, (p) => built === null || built.has(p.slice(PACKAGE.length)));
  assert.deepEqual(found, [], `${found.length} broken rule(s):\n  ${found.join("\n  ")}`);
  const arrows = Object.values(files).reduce((n, t) => n + references(t).length, 0);
  console.log(`rooms: ${Object.keys(HEIGHT).length}, modules: ${Object.keys(files).length}, references read: ${arrows}`);
});
