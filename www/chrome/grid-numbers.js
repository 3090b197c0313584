// The grid's numbers in the Edit card (rows, columns, the jumps, the turn limit): a valid value is
// an edit like any other; a bad one stays in its field, with the reason under it (state.fieldErrors),
// until it is fixed, and the puzzle keeps its value meanwhile. `bindGridNumbers` returns its unbind.
import { $, listeners } from "../ui/dom.js";
import { MAX_SIDE, MAX_TURN_LIMIT, resize, setNumber, fieldLimit } from "../model/puzzle.js";
import { reason, t } from "../i18n/i18n.js";

/** The largest value of each grid number the editor offers. */
const NUMBER_MAX = { rows: MAX_SIDE, cols: MAX_SIDE, catJump: MAX_SIDE, mouseJump: MAX_SIDE, turnLimit: MAX_TURN_LIMIT };

/**
 * Binds the grid's number fields.
 * @param {object} page
 * @param {object} page.state          model/state.js
 * @param {object} page.session        session/session.js (its edits)
 * @param {() => void} page.schedule   asks for a redraw
 * @returns {() => void} the unbind function
 */
export function bindGridNumbers({ state, session, schedule }) {
  const { on, off } = listeners();
  const { begin, apply, end } = session.edits;
  const fieldError = (id, text) => {
    if (text) state.fieldErrors[id] = text; else delete state.fieldErrors[id];
    schedule();
    // once drawn, the error must be in view, under its field
    if (text) requestAnimationFrame(() => requestAnimationFrame(() => $(`#${id}-error`).scrollIntoView({ block: "nearest" })));
  };
  const label = (input) => input.labels[0].textContent.trim();
  // (a number may stay as large as an imported grid's: fieldLimit)
  const most = (id) => fieldLimit(state.grid, id);
  const valid = (id, v) => Number.isInteger(v) && v >= 1 && v <= most(id);
  for (const id of Object.keys(NUMBER_MAX)) {
    const input = $("#" + id);
    on(input, "input", () => {
      if (state.fieldErrors[id] && valid(id, Number(input.value)) && input.value.trim() !== "") fieldError(id, "");
    });
    on(input, "change", () => {
      const g = state.grid;
      const v = Number(input.value);
      const now = id === "rows" ? g.rows.length : id === "cols" ? g.rows[0].length : g[id];
      if (input.value.trim() === "" || !valid(id, v)) {
        fieldError(id, t("notice.gridNumber.bad", { label: label(input), max: most(id), now }));
        return;
      }
      try {
        const next = id === "rows" ? resize(g, v, g.rows[0].length)
          : id === "cols" ? resize(g, g.rows.length, v)
            : setNumber(g, id, v, most(id));
        fieldError(id, "");
        begin();
        apply({ grid: next });
        end();
      } catch (err) {
        const why = reason(err);
        fieldError(id, t("notice.gridNumber.refused", { why: `${why[0].toUpperCase()}${why.slice(1)}`, now }));
      }
    });
  }
  return off;
}
