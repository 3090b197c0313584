// The table as CSV, for a solution that carries its whole table (solved on the page's main
// thread): one row per position, `mouse,cat,turn,outcome,distance` (places as the package numbers
// them: graph nodes, grid cells row * columns + column; turn and outcome as words), with several
// cats `mouse,cat1,cat2,…` (each row one multiset of the cats' places, sorted), and on the grid a
// last column `limited`: the outcome under the turn limit with the whole limit to go. Entries that
// are no position (a piece on a wall, the cat on a hole) are left out. Bigger tables stay in the
// worker: `csvTooBig` says how to get them from the package instead (docs/api.md). No DOM here.
import { OUTCOME } from "./wasm.js";
import { stateAt } from "./histogram.js";
import { runAtOnce } from "../model/slices.js";
import { t, number } from "../i18n/i18n.js";

/** The most states (table entries) a CSV is made for: the tables solved on the page's main thread. */
export const CSV_MAX_STATES = 2 * 300 * 300;

const WORDS = { [OUTCOME.mouse]: "mouse", [OUTCOME.cat]: "cat", [OUTCOME.draw]: "draw" };

/** The CSV's header line for a solution. */
export function csvHeader(sol) {
  const cats = sol.catCount > 1 ? Array.from({ length: sol.catCount }, (_, i) => `cat${i + 1}`).join(",") : "cat";
  return `mouse,${cats},turn,outcome,distance${sol.kind === "grid" ? ",limited" : ""}`;
}

/** How many rows of the CSV are made between two pauses of `csvParts`. */
const ROWS_PER_SLICE = 20000;

/**
 * The CSV of solution `sol` ({kind, places, catCount, outcomes, distances, limited}) as parts of
 * text (header and rows in the table's order, each part ending with a newline), made a slice of
 * rows at a time: a generator that yields between slices and returns the parts (run it with
 * model/slices.js runSliced, or runAtOnce).
 * @returns {Generator<number, string[]>}
 */
export function* csvParts(sol) {
  const { outcomes, distances, limited } = sol;
  const parts = [`${csvHeader(sol)}\n`];
  const catCount = sol.catCount ?? 1;
  let lines = [];
  for (let i = 0; i < outcomes.length; i++) {
    const o = outcomes[i];
    if (o === OUTCOME.none) continue;
    const s = stateAt(i, sol.places, outcomes.length, catCount);
    lines.push(`${s.mouse},${s.cats.join(",")},${s.turn === 0 ? "mouse" : "cat"},${WORDS[o]},${distances[i]}${limited ? `,${WORDS[limited[i]]}` : ""}`);
    if (lines.length === ROWS_PER_SLICE) {
      parts.push(`${lines.join("\n")}\n`);
      lines = [];
      yield i;
    }
  }
  if (lines.length) parts.push(`${lines.join("\n")}\n`);
  return parts;
}

/** The CSV text of solution `sol` at once (csvParts joined). */
export const tableCsv = (sol) => runAtOnce(csvParts(sol)).join("");

/**
 * Why solution `sol` gets no CSV here, with how to get the table from the package instead, or ""
 * when it does.
 */
export function csvTooBig(sol) {
  const states = sol.outcomes?.length ?? null;
  if (states !== null && states <= CSV_MAX_STATES) return "";
  return t("notice.csv.tooBig", { max: number(CSV_MAX_STATES, { useGrouping: true }) });
}
