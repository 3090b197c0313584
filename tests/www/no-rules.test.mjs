// No page file holds a rule of either game or the turn limit's number (issue 10): the page asks
// the solver (solver/wasm.js) for every rule. This is a grep: it catches the literal, and the shapes
// that the page's old copies of the rules had, not every rule one could write. Each pattern is
// checked against those old copies first, so the test is known to fail when one comes back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";

const WWW = new URL("../../www/", import.meta.url);

/** What may not appear in a page file, and what to ask instead. */
const FORBIDDEN = [
  { what: "the number 1000 (LeetCode's turn limit: ask limits().defaultTurnLimit)", re: /\b1000\b/ },
  { what: "a distance compared with a turn limit (ask limitedOutcome(s))", re: /\b(distance|startDistance|d)\s*[<>]=?\s*[\w.]*(turnLimit|limit)\b|\b(turnLimit|limit)\s*[<>]=?\s*[\w.]*(distance|startDistance)\b/i },
  { what: "a hand-made state transition (ask after())", re: /turn\s*===?\s*0\s*\?\s*\{\s*mouse:\s*[\w.]+,\s*cat:/ },
  { what: "plies played checked against the turn limit (ask gameOver())", re: /\b(ply|plies)\s*[<>]=?\s*[\w.]*limit\b/i },
  { what: "a zero-ply line asked for, to learn whether a position is finished (ask gameOver())", re: /ask\(\s*"line"[^)]*,\s*0\s*\)/ },
  { what: "no legal move taken to mean a loss (ask gameOver())", re: /\bmoves\s*(&&\s*moves)?\.length\s*===\s*0/ },
  { what: "a default line length of the page's own (the solver's default applies)", re: /maxPlies\s*=\s*\d/ },
];

/** Lines of the page before issue 10, one per rule it computed (the patterns must catch each). */
const OLD_COPIES = [
  "return solution.startOutcome === OUTCOME.mouse && solution.startDistance <= 1000;",
  "return { outcome: \"mouse\", distance, limited: grid ? (distance <= solution.turnLimit ? \"mouse\" : \"cat\") : null };",
  "if (grid && o === OUTCOME.mouse && d > sol.turnLimit && (x + y) % 4 < 2) mix *= 0.5;",
  "return s.turn === 0 ? { mouse: to, cat: s.cat, turn: 1 } : { mouse: s.mouse, cat: to, turn: 0 };",
  "} else if (game.limit && ply >= game.limit) {",
  "const end = ask(\"line\", s.mouse, s.cat, s.turn, 0);",
  "} else if (moves && moves.length === 0) {",
  "export function line(mouse, cat, turn, maxPlies = 2000) {",
  "const limit = state.solution?.turnLimit ?? 1000;",
];

/** Every page file, in every room: the HTML, the CSS and the modules (not the generated package). */
async function pageFiles() {
  const names = (await readdir(WWW, { recursive: true }))
    .filter((f) => /\.(js|html|css)$/.test(f) && !/^(pkg|node_modules)\//.test(f));
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(new URL(name, WWW), "utf8") })));
}

test("each pattern catches a rule the page used to compute", () => {
  for (const line of OLD_COPIES) {
    assert.ok(FORBIDDEN.some(({ re }) => re.test(line)), `no pattern catches: ${line}`);
  }
  for (const { what, re } of FORBIDDEN) {
    assert.ok(OLD_COPIES.some((line) => re.test(line)), `pattern without an old copy to catch: ${what}`);
  }
});

test("no page file holds a game rule or the number 1000", async () => {
  const files = await pageFiles();
  assert.ok(files.some((f) => f.name === "main.js") && files.some((f) => f.name === "index.html"), "the page's files were found");
  // the rooms' modules too (the solver's, the board's painters), not only the root's
  for (const name of ["solver/wasm.js", "board/paint/grid.js", "explore/play.js"]) {
    assert.ok(files.some((f) => f.name === name), `www/${name} was read`);
  }
  const found = [];
  for (const { name, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const { what, re } of FORBIDDEN) if (re.test(line)) found.push(`www/${name}:${i + 1}: ${what}\n    ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
