// The page as served: a copy of www/ whose main.js is one minified bundle of main.js and every
// module it imports (esbuild, pinned in package.json beside this file), and whose index.html
// lists none of them (they are all in main.js) but main.js's chunks in its loader's MODULES, and
// holds style.css itself. The source stays plain ES modules in www/, which still runs unbundled
// (`bash .ci/serve.sh --dev`).
//
//   node .ci/bundle/bundle.mjs [OUT]     (OUT defaults to target/site; needs www/pkg built)
//
// The workers (solver, layout, design) are copied as they are and start from their own folders:
// each module that names a file beside itself with `new URL("./x.js", import.meta.url)` has
// `import.meta.url` read as its own folder's URL in the bundle, so those files are found where
// they were. One module stays its own file, board/geometry.js (SHARED): the painters write the
// board's geometry there and the input reads it, and a test that imports it into the page must
// get the page's one copy, not a second; index.html's loader preloads it. Nothing under www/ is changed.
import { build } from "esbuild";
import { cpSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const www = join(root, "www");
const out = resolve(root, process.argv[2] ?? "target/site");
if (!existsSync(join(www, "pkg", "cat_mouse.js"))) {
  console.error("www/pkg is missing: build it first (wasm-pack build --release --target web --out-dir www/pkg)");
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
// (the screenshots are the docs' pictures, not the page's)
cpSync(www, out, { recursive: true, filter: (src) => relative(www, src) !== "screenshots" });

/** The modules kept out of the bundle, as paths under www/ (each is imported from its own file). */
const SHARED = ["board/geometry.js"];

/** Imports of a SHARED module stay imports of its file, beside the bundle's main.js. */
const shared = {
  name: "shared",
  setup(b) {
    b.onResolve({ filter: /\.js$/ }, (args) => {
      if (!args.importer) return undefined;
      const file = relative(www, resolve(args.resolveDir, args.path)).split(sep).join("/");
      return SHARED.includes(file) ? { path: `./${file}`, external: true } : undefined;
    });
  },
};

/** Reads `import.meta.url` in each bundled module as the URL of the module's own folder. */
const ownFolder = {
  name: "own-folder",
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      const code = readFileSync(args.path, "utf8");
      if (!code.includes("import.meta.url")) return { contents: code, loader: "js" };
      const folder = relative(www, dirname(args.path)).split(sep).join("/");
      const here = JSON.stringify(folder ? `./${folder}/` : "./");
      return { contents: code.replaceAll("import.meta.url", `new URL(${here}, import.meta.url).href`), loader: "js" };
    });
  },
};

// (a module main.js imports dynamically, e.g. the Design dialog's, comes in a chunk of its own at
// its first use; what it shares with main.js goes in chunks that main.js imports and index.html
// preloads; every chunk sits beside main.js, so `import.meta.url` reads as it does there)
const result = await build({
  entryPoints: [join(www, "main.js")],
  outdir: out,
  entryNames: "[name]",
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  sourcemap: "linked",
  legalComments: "none",
  plugins: [shared, ownFolder],
  metafile: true,
  logLevel: "warning",
});

// index.html: the modulepreload list (and its comment) goes, since main.js holds every module but
// the SHARED ones and its chunks, which the loader preloads (with what they import) so that they
// come with main.js.
const htmlFile = join(out, "index.html");
const html = readFileSync(htmlFile, "utf8");
const served = html
  .replace(/\n[ \t]*<!-- Every module main\.js imports[\s\S]*?-->/, "")
  .replace(/\n[ \t]*<link rel="modulepreload"[^>]*>/g, "");
if (/<link rel="modulepreload"/.test(served)) throw new Error("index.html: the modulepreload list was not removed");
/** The output path of main.js in the metafile, and the chunks it imports statically (preloaded too). */
const outputs = result.metafile.outputs;
const mainKey = Object.keys(outputs).find((k) => outputs[k].entryPoint);
const chunks = outputs[mainKey].imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => relative(out, resolve(i.path)).split(sep).join("/"));
const preloads = [...new Set([...chunks, ...SHARED.flatMap((file) => [file, ...importsOf(file)])])];
// (index.html's loader asks for them beside main.js, after the first frame)
const withShared = served.replace("const MODULES = [];", `const MODULES = ${JSON.stringify(preloads)};`);
if (withShared === served) throw new Error("index.html: no loader's `const MODULES = [];` to list the preloads in");
// The style sheet goes inside index.html: the first screen paints after one request, not two.
const css = readFileSync(join(www, "style.css"), "utf8");
const inlined = withShared.replace('<link rel="stylesheet" href="style.css">', () => `<style>\n${css}</style>`);
if (inlined === withShared) throw new Error("index.html: no <link rel=\"stylesheet\" href=\"style.css\"> to inline");
writeFileSync(htmlFile, inlined);

/** The files under www/ that `file` (a path under www/) imports, transitively. */
function importsOf(file, seen = new Set()) {
  const code = readFileSync(join(www, file), "utf8");
  for (const m of code.matchAll(/^\s*import\s[^;]*?\sfrom\s*["']([^"']+)["']/gm)) {
    const dep = relative(www, resolve(dirname(join(www, file)), m[1])).split(sep).join("/");
    if (!seen.has(dep)) {
      seen.add(dep);
      importsOf(dep, seen);
    }
  }
  return [...seen];
}

const inputs = Object.keys(result.metafile.inputs).length;
const kb = (key) => `${Math.round(outputs[key].bytes / 1024)} KB`;
const later = Object.keys(outputs).filter((k) => k.endsWith(".js") && k !== mainKey && !chunks.some((c) => k.endsWith(`/${c}`)));
console.log(`bundled main.js and ${inputs - 1} modules into ${relative(root, out)}/main.js (${kb(mainKey)})`
  + `${chunks.length ? `, ${chunks.join(", ")} (${chunks.map((c) => kb(Object.keys(outputs).find((k) => k.endsWith(`/${c}`)))).join(", ")})` : ""}`
  + `${later.length ? `; fetched when first used: ${later.map((k) => `${k.split("/").pop()} (${kb(k)})`).join(", ")}` : ""}`);
