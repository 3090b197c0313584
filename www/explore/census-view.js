// The "Every graph of n nodes" dialog (in the Several cats card): for the n chosen (4 to 8), the
// shipped list of every connected graph (www/data/, fetched the first time the dialog opens on
// it) solved in a worker of its own (solver/census.js) with its progress and Stop, the counts by
// cop number and by one cat's capture time (explore/census.js tally: docs/records.md's census),
// and the graphs of a chosen class listed; a click puts one on the board as How many cats? does
// (its chase: model/puzzle.js chasePuzzle, from the package's copNumber of that one graph).
import { $, listeners } from "../ui/dom.js";
import { census as runCensus } from "../solver/census.js";
import { copNumber, readGraph6 } from "../solver/wasm.js";
import { chasePuzzle } from "../model/puzzle.js";
import { seconds } from "../model/words.js";
import { t, reason, number } from "../i18n/i18n.js";
import { NODES, listOf, graphsOf, tally, classId, members, boundClass } from "./census.js";

/** How many graphs of a class are listed at most. */
const LISTED = 60;

/** Why a census was stopped (not shown as a failure). */
const STOPPED = "stopped";

/** A number with its thousands grouped, in the language in force. */
const grouped = (n) => number(n, { useGrouping: true });

/** The name of a class in the menu and the list's heading. */
function className(c, n) {
  const count = grouped(c.count);
  if (c.cats === 1) return t(c.rounds === n - 4 ? "census.class.bound" : "census.class.copWin", { rounds: c.rounds, count: c.count, graphs: count });
  return t("census.class.more", { cats: c.cats, rounds: c.rounds, count: c.count, graphs: count });
}

/**
 * Binds the dialog. `session` session/session.js (adopt). Returns the unbind.
 */
export function bindCensus({ session }) {
  const { on, off } = listeners();
  const dialog = $("#census");
  const pick = $("#census-n");
  const status = $("#census-status");
  const texts = new Map(); // list file → its text, fetched once
  const results = new Map(); // n → the answers [{g6, cats, rounds}]
  let run = null; // the census running: {n, stop}

  const say = (text, kind = "info") => {
    status.textContent = text;
    status.dataset.kind = kind;
  };

  /** Draws the counts and the class menu for `n`, and the chosen class's list. */
  function drawCounts(n) {
    const answers = results.get(n);
    const counts = $("#census-counts");
    const menu = $("#census-class");
    $("#census-found").hidden = !answers;
    if (!answers) return;
    const s = tally(answers);
    const line = (key, params) => Object.assign(document.createElement("li"), { textContent: t(key, params) });
    counts.replaceChildren(
      line("census.graphs", { n, graphs: grouped(s.graphs), count: s.graphs }),
      ...s.copNumber.map(([cats, count]) => line(cats === 1 ? "census.copWin" : "census.copNumber", { cats, graphs: grouped(count), count })),
      ...s.captureTime.map(([rounds, count]) => line("census.captureTime", { rounds, graphs: grouped(count), count })),
    );
    counts.dataset.n = String(n);
    // (the class chosen stays while the same n is drawn again; a new n starts on its n − 4 class)
    const before = menu.dataset.n === String(n) ? menu.value : "";
    menu.dataset.n = String(n);
    menu.replaceChildren(...s.classes.map((c) => Object.assign(document.createElement("option"), { value: classId(c), textContent: className(c, n) })));
    const ids = s.classes.map(classId);
    menu.value = ids.includes(before) ? before : ids.includes(boundClass(n)) ? boundClass(n) : ids[ids.length - 1];
    drawList(n);
  }

  /** Lists the graphs of the chosen class (the first LISTED). */
  function drawList(n) {
    const id = $("#census-class").value;
    const all = members(results.get(n), id);
    const list = $("#census-list");
    list.replaceChildren(...all.slice(0, LISTED).map((r) => {
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: r.g6, title: t("census.openTitle") });
      b.dataset.g6 = r.g6;
      return b;
    }));
    list.dataset.class = id;
    $("#census-shown").textContent = all.length > LISTED ? t("census.first", { shown: LISTED, count: all.length, graphs: grouped(all.length) }) : "";
  }

  /** Counts every graph of `n` nodes (once; later the answers kept are drawn). */
  async function count(n) {
    if (results.has(n)) {
      say(t("census.done", { n, graphs: grouped(results.get(n).length), count: results.get(n).length }));
      drawCounts(n);
      return;
    }
    run?.stop(STOPPED);
    drawCounts(n);
    const started = performance.now();
    say(t("census.fetching", { n }));
    $("#census-stop").hidden = false;
    const mine = { n, stop: () => {} };
    run = mine;
    try {
      const file = listOf(n);
      if (!texts.has(file)) texts.set(file, await fetch(file).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${r.statusText}`)))));
      if (run !== mine) return;
      const lines = graphsOf(texts.get(file), n);
      const job = runCensus(lines, (done) => {
        if (run === mine) say(t("census.progress", { n, done: grouped(done), total: grouped(lines.length), count: lines.length }));
      });
      mine.stop = job.stop;
      const answers = await job.done;
      if (run !== mine) return;
      results.set(n, answers);
      say(t("census.doneIn", { n, graphs: grouped(answers.length), count: answers.length, seconds: seconds(performance.now() - started) }));
      if (Number(pick.value) === n) drawCounts(n);
    } catch (err) {
      if (run !== mine) return;
      say(err.message === STOPPED ? t("census.stopped") : t("census.failed", { why: reason(err) }), err.message === STOPPED ? "info" : "error");
    } finally {
      if (run === mine) {
        run = null;
        $("#census-stop").hidden = true;
      }
    }
  }

  pick.replaceChildren(...NODES.map((n) => Object.assign(document.createElement("option"), { value: String(n), textContent: String(n) })));
  pick.value = "7";
  on($("#census-open"), "click", () => {
    dialog.showModal();
    count(Number(pick.value));
  });
  on($("#census-close"), "click", () => dialog.close());
  on(pick, "change", () => count(Number(pick.value)));
  on($("#census-stop"), "click", () => {
    const stopping = run;
    run = null;
    $("#census-stop").hidden = true;
    stopping?.stop(STOPPED);
    say(t("census.stopped"));
  });
  on($("#census-class"), "change", () => drawList(Number(pick.value)));
  on($("#census-list"), "click", (e) => {
    const button = e.target.closest("button[data-g6]");
    if (button) openGraph({ session, g6: button.dataset.g6, n: Number(pick.value), say, close: () => dialog.close() });
  });
  return off;
}

/**
 * Puts graph `g6` (of `n` nodes) on the board as How many cats? would: the package's copNumber
 * of it, then its chase from the best start (model/puzzle.js chasePuzzle), and says so in the
 * Several cats card (`close()` closes the dialog first); a refusal is said with `say`.
 */
function openGraph({ session, g6, n, say, close }) {
  let graph, answer;
  try {
    const adj = readGraph6(g6);
    answer = copNumber(adj, { maxCats: 3 });
    graph = chasePuzzle({ adj, hole: 0, mouse: 0, cats: [0], rules: {} }, answer);
  } catch (err) {
    say(t("census.failed", { why: reason(err) }), "error");
    return;
  }
  session.adopt({ mode: "graph", graph }, g6, {
    then: () => {
      close();
      const said = $("#cops-opened");
      said.textContent = t("census.opened", { g6, n, cats: answer.cats, rounds: answer.captureRounds, count: answer.captureRounds });
      said.dataset.rounds = String(answer.captureRounds);
      said.hidden = false;
    },
    refused: (err) => say(t("census.failed", { why: reason(err) }), "error"),
  });
}
