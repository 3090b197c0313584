// The capture-time atlas dialog ("Atlas" in the Several cats card): one table per family of
// explore/atlas.js, each instance solved by the package's copNumber in the Cops and Robbers
// worker (solver/engine.js; nothing is precomputed), its cop number and capture time beside the
// published formulas, ✓ where they agree, "not published" where no exact formula is, and Open,
// which puts the instance's chase on the board (model/puzzle.js chasePuzzle, as How many cats?
// does). The answers are kept for the page's life; the tables are drawn again in the reader's
// language when the dialog opens.
import { $, listeners } from "../ui/dom.js";
import { chasePuzzle } from "../model/puzzle.js";
import { t, reason, number } from "../i18n/i18n.js";
import { atlasFamilies, verdict } from "./atlas.js";

/** A table cell of `tag` with `text` and class `cls`. */
function cell(tag, text, cls = "") {
  const el = document.createElement(tag);
  el.textContent = text;
  if (cls) el.className = cls;
  return el;
}

/** The table of one family, each row's cells to fill as its answer arrives. */
function familyTable(family) {
  const section = document.createElement("section");
  section.className = "atlas-family";
  section.dataset.family = family.id;
  const title = cell("h3", t(`atlas.family.${family.id}`));
  const sources = cell("p", [t(family.cats), ...family.sources.map((s) => t(`atlas.source.${s}`))].join(" "), "detail");
  const table = document.createElement("table");
  table.className = "atlas-table";
  const head = document.createElement("tr");
  for (const key of ["instance", "nodes", "cops", "rounds", "agrees", "open"]) head.append(cell("th", t(`atlas.head.${key}`)));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const row of family.rows) {
    const tr = document.createElement("tr");
    tr.dataset.row = row.id;
    const open = cell("button", t("atlas.open"));
    open.type = "button";
    open.dataset.open = row.id;
    open.disabled = true;
    const last = document.createElement("td");
    last.append(open);
    tr.append(cell("th", t(row.name.key, row.name.params)), cell("td", number(row.adj.length)), cell("td", "…", "cops"), cell("td", "…", "rounds"), cell("td", "", "verdict"), last);
    body.append(tr);
  }
  section.append(title, sources, table);
  return section;
}

/** Fills a row's cells from its verdict (explore/atlas.js), or says why it has none. */
function fillRow(tr, row, answer) {
  if (answer.error) {
    tr.querySelector(".cops").textContent = t("atlas.failed", { why: answer.error });
    tr.dataset.agrees = "";
    return;
  }
  const v = verdict(row.formula, answer.value);
  tr.querySelector(".cops").textContent = t("atlas.pair", { solver: v.cops, formula: row.formula.cops });
  tr.querySelector(".rounds").textContent = v.published
    ? t("atlas.pair", { solver: v.rounds, formula: row.formula.rounds })
    : t("atlas.unpublished", { solver: v.rounds });
  const mark = tr.querySelector(".verdict");
  mark.textContent = v.agrees ? "✓" : t("atlas.differs");
  mark.dataset.agrees = String(v.agrees);
  tr.dataset.agrees = String(v.agrees);
  tr.dataset.cops = String(v.cops);
  tr.dataset.rounds = String(v.rounds);
  tr.querySelector("button[data-open]").disabled = false;
}

/**
 * Binds the Atlas button and its dialog. `engine` solver/engine.js (copNumber in its worker),
 * `session` session/session.js (adopt). Returns the unbind.
 */
export function bindAtlas({ engine, session }) {
  const { on, off } = listeners();
  const dialog = $("#atlas");
  const status = $("#atlas-status");
  const families = atlasFamilies();
  const rows = new Map(families.flatMap((f) => f.rows.map((r) => [r.id, r])));
  const answers = new Map(); // row id → {value}: the package's answer, kept for the page's life
  let running = false;

  const say = (text) => {
    status.textContent = text;
  };
  /** Draws the tables from the answers so far (in the language in force). */
  function draw() {
    const tables = $("#atlas-tables");
    tables.replaceChildren(...families.map(familyTable));
    for (const [id, answer] of answers) fillRow(tables.querySelector(`tr[data-row="${id}"]`), rows.get(id), answer);
  }

  /** Solves every instance not solved yet, one at a time in the worker. */
  async function solveAll() {
    if (running) return;
    running = true;
    try {
      for (const [id, row] of rows) {
        if (answers.has(id)) continue;
        say(t("atlas.solving", { done: answers.size, total: rows.size }));
        // (an answer is kept; a failure, such as Stop in How many cats?, is shown and asked again next time)
        let answer;
        try {
          answer = { value: (await engine.copNumber(row.adj, {})).value };
          answers.set(id, answer);
        } catch (err) {
          answer = { error: reason(err) };
        }
        const tr = $("#atlas-tables").querySelector(`tr[data-row="${id}"]`);
        if (tr) fillRow(tr, row, answer);
      }
    } finally {
      running = false;
    }
    const agreeing = [...rows].filter(([id, row]) => answers.get(id)?.value && verdict(row.formula, answers.get(id).value).agrees).length;
    say(t("atlas.done", { total: answers.size, agreeing }));
    dialog.dataset.done = "true";
  }

  on($("#atlas-open"), "click", () => {
    draw();
    dialog.showModal();
    solveAll();
  });
  on($("#atlas-close"), "click", () => dialog.close());
  on($("#atlas-tables"), "click", (e) => {
    const button = e.target.closest("button[data-open]");
    if (!button) return;
    const row = rows.get(button.dataset.open);
    const answer = answers.get(row.id)?.value;
    if (!answer?.cats) return;
    const graph = chasePuzzle({ adj: row.adj, pos: row.pos, hole: 0, mouse: 0, cats: [0], rules: {} }, answer);
    const name = t(row.name.key, row.name.params);
    session.adopt({ mode: "graph", graph }, name, {
      then: () => {
        dialog.close();
        const said = $("#cops-opened");
        said.textContent = t("atlas.opened", { name, cats: answer.cats, rounds: answer.captureRounds, count: answer.captureRounds });
        said.hidden = false;
      },
      refused: (err) => say(t("atlas.failed", { why: reason(err) })),
    });
  });
  return off;
}
