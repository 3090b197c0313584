// The Rules panel: one switch per rule variant of each game, each an edit like any other (undone
// in one step) that solves again at once. Switching off a rule the puzzle uses undoes its use too,
// and says so beside the switch, with an Undo (model/rules.js withoutRule); a switch that leaves a
// puzzle the solver refuses is not made, and says the solver's reason. `bindRules` returns its unbind.
import { $, listeners } from "../ui/dom.js";
import { RULES, ruleOn, withRule, withoutRule, ruleWords } from "../model/rules.js";
import { t, reason } from "../i18n/i18n.js";
import { check } from "../solver/wasm.js";
import { beside } from "../ui/notify.js";

/** The row of `rule` in the Rules panel: its checkbox, name and one line of what it does. */
function ruleRow(rule) {
  const row = document.createElement("label");
  row.className = "rule";
  row.dataset.rule = rule.key;
  row.innerHTML = "<input type=\"checkbox\"><span class=\"rule-name\"></span><span class=\"rule-says\"></span>";
  // (chrome/panel.js writes them again after a switch of language)
  row.querySelector(".rule-name").textContent = ruleWords(rule, "label");
  row.querySelector(".rule-says").textContent = ruleWords(rule, "says");
  const box = row.querySelector("input");
  box.id = `rule-${rule.key}`;
  box.setAttribute("aria-describedby", `rule-${rule.key}-says`);
  row.querySelector(".rule-says").id = `rule-${rule.key}-says`;
  return row;
}

/**
 * Builds and binds the Rules panel.
 * @param {object} page
 * @param {object} page.state       model/state.js
 * @param {object} page.session     session/session.js (its edits and undo)
 * @returns {() => void} the unbind function
 */
export function bindRules({ state, session }) {
  const { on, off } = listeners();
  const { begin, apply, end } = session.edits;
  for (const mode of ["graph", "grid"]) {
    const list = $(`#rules-${mode}`);
    for (const rule of RULES[mode]) {
      const row = ruleRow(rule);
      list.append(row);
      const box = row.querySelector("input");
      on(box, "change", () => {
        const puzzle = state[mode];
        if (ruleOn(puzzle.rules, rule) === box.checked) return;
        const { puzzle: next, said } = box.checked
          ? { puzzle: { ...puzzle, rules: withRule(mode, puzzle.rules, rule.key, true) }, said: "" }
          : withoutRule(puzzle, rule.key);
        // a switch that leaves a puzzle the solver refuses (the classic cat on a hole, a game over
        // the work budget) is not made: the solver's reason is said, and the puzzle stays
        try {
          check(mode, mode === "graph" ? next : state.graph, mode === "grid" ? next : state.grid);
        } catch (err) {
          box.checked = !box.checked;
          beside(box, t("rules.notSwitched", { rule: ruleWords(rule, "label"), why: reason(err) }), { kind: "error" });
          return;
        }
        begin();
        apply({ [mode]: next });
        end();
        if (said) beside(box, t("rules.undoBack", { said }), { action: { label: t("rules.undo"), run: session.undo } });
      });
    }
  }
  return off;
}
