// "How many cats?": Cops and Robbers on the graph on the board. The package's copNumber runs in a
// worker of its own (solver/engine.js), with its progress and Stop; its answer (the cop number,
// the cats' winning starts, the capture time in rounds, the mouse's best start) is said in words
// and loaded as a puzzle of its own (Undo takes it back): the graph with no hole, both sides
// allowed to pass, the cats first on their starts and the mouse on its best start, the classic
// Cops and Robbers game the package solved, so the Optimal line plays the perfect chase. The
// user's puzzle is kept when the package refuses (a budget) or the user stops. Also the colour
// switch for several cats: which cat ranges over the places when the places are coloured for a cat.
import { $, listeners } from "../ui/dom.js";
import { STOPPED } from "../solver/engine.js";
import { chasePuzzle } from "../model/puzzle.js";
import { seconds } from "../model/words.js";
import { reason, t, has } from "../i18n/i18n.js";

/** "3 cats", "1 cat". */
const catCount = (k) => t("cats.count", { count: k });

/** "4 rounds", "1 round". */
const rounds = (k) => t("cats.rounds", { count: k });

/**
 * A copNumber answer in words, for a graph of `n` nodes: the cop number, how many winning starts
 * there are and the fastest, the capture time, the mouse's best start; or why there is no answer.
 * One cat is "the cat", several "the cats".
 */
export function copWords(result, n, lazy = false) {
  const kind = t(lazy ? "cats.kind.lazy" : "cats.kind.cats");
  if (result.cats === null) {
    return result.refused
      ? t("cats.noAnswer", { why: result.refused, upTo: result.tried ? t("cats.upTo", { cats: catCount(result.tried) }) : "" }).trim()
      : t("cats.even", { cats: catCount(result.tried), n, kind });
  }
  const k = result.cats;
  const start = result.starts[0];
  const where = start.length === 1 ? t("words.node", { place: start[0] }) : t("cats.nodes", { list: start.slice(0, -1).join(t("words.listSeparator")), last: start[start.length - 1] });
  const capture = result.captureRounds === 0 ? t("cats.atOnce") : t("cats.within", { count: k, rounds: rounds(result.captureRounds) });
  const enough = k === 1 ? t("cats.oneEnough") : t("cats.enough", { cats: catCount(k), kind });
  return t("cats.answer", {
    count: k, enough, starts: t("cats.starts", { count: result.winningStarts }), where, capture, mouse: result.mouse,
  });
}

/**
 * Binds the "How many cats?" card: the button (the graph on the board), Stop, the words, and the
 * coloured-cat switch shown with several cats. `engine` solver/engine.js, `session`
 * session/session.js (adopt), `schedule` asks for a redraw. Returns the unbind.
 */
export function bindCats({ state, engine, session, schedule }) {
  const { on, off } = listeners();
  const button = $("#cop-number");
  const stop = $("#cop-stop");
  const words = $("#cop-words");
  let running = 0; // the id of the run going on, 0 when none
  const say = (text, kind = "info") => {
    words.textContent = text;
    words.dataset.kind = kind;
    words.hidden = !text;
  };
  on(button, "click", async () => {
    if (state.mode !== "graph" || running) return;
    const graph = state.graph;
    const lazy = !!graph.rules?.lazyCats;
    const run = ++running;
    const started = performance.now();
    button.disabled = true;
    stop.hidden = false;
    say(t(lazy ? "cats.findingLazy" : "cats.finding", { n: graph.adj.length }));
    const onProgress = (r) => {
      if (run !== running) return;
      const secs = seconds(performance.now() - started);
      const phase = r.phase ?? "solving";
      say(t("cats.progress", { phase: has(`cats.phase.${phase}`) ? t(`cats.phase.${phase}`) : phase, percent: Math.round((r.fraction ?? 0) * 100), secs }));
    };
    try {
      const { value } = await engine.copNumber(graph.adj, { lazyCats: lazy, directed: !!graph.rules?.directed }, onProgress);
      if (run !== running) return;
      words.dataset.cats = value.cats === null ? "" : String(value.cats);
      words.dataset.rounds = value.captureRounds === null ? "" : String(value.captureRounds);
      words.dataset.starts = value.cats === null ? "" : value.starts[0].join(" ");
      const text = copWords(value, graph.adj.length, lazy);
      if (value.cats === null) {
        say(t("cats.unchanged", { text }), value.refused ? "error" : "info");
        return;
      }
      session.adopt({ mode: "graph", graph: chasePuzzle(graph, value) }, t("cats.chaseName"), {
        refused: (err) => say(t("cats.notOnBoard", { text, why: reason(err) }), "error"),
        then: () => {
          say(text);
          state.note = null;
          $("#tab-line")?.click(); // the perfect chase, ply by ply
          schedule();
        },
      });
    } catch (err) {
      if (run !== running) return;
      say(err.message === STOPPED ? t("cats.stopped") : t("cats.failed", { why: reason(err) }), err.message === STOPPED ? "info" : "error");
    } finally {
      if (run === running) {
        running = 0;
        button.disabled = false;
        stop.hidden = true;
      }
    }
  });
  on(stop, "click", () => {
    if (!running) return;
    engine.stopCopNumber();
  });
  // which cat the places are coloured for, with several cats
  on($("#chosen-cat"), "change", (e) => {
    state.view.chosenCat = Number(e.target.value);
    state.view.colour = "cat";
    schedule();
  });
  return off;
}

/** Draws the card: the button in graph mode only, and the coloured-cat switch with several cats. */
export function renderCats(state) {
  const card = $("#cats-card");
  if (!card) return;
  card.hidden = state.mode !== "graph";
  const cats = state.mode === "graph" ? state.graph.cats : [];
  const row = $("#chosen-cat-row");
  row.hidden = cats.length < 2;
  const select = $("#chosen-cat");
  const option = (i) => t("cats.option", { n: i + 1, node: cats[i] });
  if (select.options.length !== cats.length || [...select.options].some((o, i) => o.textContent !== option(i))) {
    select.replaceChildren(...cats.map((c, i) => Object.assign(document.createElement("option"), { value: String(i), textContent: option(i) })));
  }
  select.value = String(Math.min(state.view.chosenCat ?? 0, Math.max(cats.length - 1, 0)));
}
