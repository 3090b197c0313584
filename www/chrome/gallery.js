// The gallery picker: a select-only combobox (the ARIA pattern). Closed, it names the puzzle on
// the board (found by content: model/examples.js exampleShown). Arrow keys open the list and move its
// highlight, showing each puzzle's note, without loading anything; Enter, Space or a click loads
// the highlighted puzzle; Escape or Tab closes the list and keeps the puzzle. `bindGallery`
// returns its unbind function. Under "Yours" it lists the personal gallery (design/yours.js):
// each of those entries has a remove button, and Delete removes the highlighted one.
import { $, listeners } from "../ui/dom.js";
import { EXAMPLES, exampleShown, exampleName, exampleNote } from "../model/examples.js";
import { t, language } from "../i18n/i18n.js";

/** The list's groups, in order: each game's classic puzzles, then its rule variants'. */
const GROUPS = ["graph", "grid", "graph-variant", "grid-variant"];

/** The group of an example. */
const groupOf = (ex) => (ex.variant ? `${ex.mode}-variant` : ex.mode);

/** The option id of an example. */
const optionId = (id) => `gallery-${id}`;

/** An option of the list for `ex` (an example or a personal entry). */
function optionOf(ex, selected = false) {
  const option = document.createElement("div");
  option.setAttribute("role", "option");
  option.id = optionId(ex.id);
  option.dataset.id = ex.id;
  option.setAttribute("aria-selected", String(selected));
  return option;
}

/** A group's heading. */
function headOf(id, title) {
  const head = document.createElement("div");
  head.className = "combo-group";
  head.id = id;
  head.textContent = title;
  return head;
}

/**
 * Builds the list once: a heading per game, an option per puzzle, the group of the personal
 * entries (empty: see fillYours) and the highlighted one's note. Returns those two.
 */
function buildList(list) {
  for (const mode of GROUPS) {
    const group = document.createElement("div");
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", `gallery-group-${mode}`);
    group.append(headOf(`gallery-group-${mode}`, t(`gallery.group.${mode}`)));
    for (const ex of EXAMPLES.filter((e) => groupOf(e) === mode)) {
      const option = optionOf(ex);
      option.textContent = exampleName(ex);
      group.append(option);
    }
    list.append(group);
  }
  const mine = document.createElement("div");
  mine.setAttribute("role", "group");
  mine.setAttribute("aria-labelledby", "gallery-group-yours");
  mine.id = "gallery-yours";
  list.append(mine);
  const note = document.createElement("div");
  note.className = "combo-note";
  note.id = "gallery-note";
  // (out of the accessibility tree: a listbox holds only options; the highlighted option names it
  // as its description instead, so that one key press says the option and its note together)
  note.setAttribute("aria-hidden", "true");
  list.append(note);
  return { mine, note };
}

/** Fills "Yours" with the personal `entries`, each with its remove button; `shownId` is the one on the board. */
function fillYours(mine, entries, shownId) {
  mine.replaceChildren();
  mine.hidden = entries.length === 0;
  mine.append(headOf("gallery-group-yours", t("gallery.yours")));
  for (const ex of entries) {
    const option = optionOf(ex, ex.id === shownId);
    option.className = "yours";
    const name = document.createElement("span");
    name.textContent = ex.name;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "combo-remove";
    remove.dataset.remove = ex.id;
    remove.tabIndex = -1;
    remove.title = t("gallery.remove.title");
    remove.setAttribute("aria-label", t("gallery.remove.label", { name: ex.name }));
    remove.textContent = "×";
    option.append(name, remove);
    mine.append(option);
  }
}

/**
 * The combobox's keys: closed, the arrows, Enter, Space, Home and End open the list; open, they
 * move the highlight (PageUp, PageDown by five), Enter or Space loads, Delete removes a personal
 * entry (`combo.remove`, null for an example), Escape and Tab close.
 */
function onKey(e, combo) {
  const { active, last } = combo;
  if (!combo.isOpen()) {
    if (["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"].includes(e.key)) {
      e.preventDefault();
      combo.open(e.key === "Home" ? 0 : e.key === "End" ? last : null);
    }
    return;
  }
  const move = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last, PageDown: active + 5, PageUp: active - 5 }[e.key];
  if (move !== undefined) {
    e.preventDefault();
    combo.highlight(move);
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    combo.choose(active);
  } else if (e.key === "Delete" && combo.remove) {
    e.preventDefault();
    combo.remove();
  } else if (e.key === "Escape") {
    e.preventDefault();
    e.stopPropagation();
    combo.close();
  } else if (e.key === "Tab") {
    combo.close();
  }
}

/**
 * Binds the gallery.
 * @param {object} page
 * @param {object} page.state                     model/state.js
 * @param {{maxPlaces:number, defaultTurnLimit:number}} page.limits
 * @param {(id: string) => void} page.load        loads the example (or the personal entry) with this id
 * @param {object} [page.yours]                   the personal gallery (design/yours.js createYours)
 * @returns {{unbind: () => void, render: () => void}}  render: names the shown puzzle (call on every redraw)
 */
export function bindGallery({ state, limits, load, yours = null }) {
  const { on, off } = listeners();
  const box = $("#gallery");
  const list = $("#gallery-list");
  const fixed = GROUPS.flatMap((mode) => EXAMPLES.filter((e) => groupOf(e) === mode));
  let order = fixed; // every option, in list order: the examples, then the personal entries
  let active = -1; // the highlighted option's index in `order` while open
  let shownKey = null; // what render() last looked at: [mode, graph, grid] objects
  let shown = null; // the example on the board, or null
  let named = language(); // the language the list's names are in
  const { mine, note } = buildList(list);
  // "Yours": rebuilt whenever the personal gallery changes
  function buildYours() {
    const entries = yours?.list() ?? [];
    order = [...fixed, ...entries];
    fillYours(mine, entries, shown?.id);
    shownKey = null; // what the board shows may now be (or no longer be) one of them
  }
  buildYours();
  yours?.subscribe(() => {
    const was = order[active]?.id;
    buildYours();
    const at = order.findIndex((e) => e.id === was);
    if (isOpen()) highlight(at >= 0 ? at : active);
    render();
  });

  const isOpen = () => box.getAttribute("aria-expanded") === "true";

  function highlight(i) {
    active = Math.max(0, Math.min(order.length - 1, i));
    for (const el of list.querySelectorAll("[role=option]")) {
      el.classList.toggle("active", el.dataset.id === order[active].id);
      el.removeAttribute("aria-describedby");
    }
    const el = $("#" + optionId(order[active].id));
    el.setAttribute("aria-describedby", "gallery-note");
    box.setAttribute("aria-activedescendant", el.id);
    el.scrollIntoView({ block: "nearest" });
    note.textContent = exampleNote(order[active]);
  }

  function open(i = null) {
    list.hidden = false;
    box.setAttribute("aria-expanded", "true");
    const at = shown ? order.findIndex((e) => e.id === shown.id) : 0;
    highlight(i ?? Math.max(0, at));
  }

  function close() {
    list.hidden = true;
    box.setAttribute("aria-expanded", "false");
    box.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function choose(i) {
    const ex = order[i];
    close();
    box.focus();
    if (ex && ex.id !== shown?.id) load(ex.id);
  }

  on(box, "click", () => (isOpen() ? close() : open()));
  on(box, "keydown", (e) => onKey(e, {
    isOpen, open, close, highlight, choose, active, last: order.length - 1,
    remove: yours?.find(order[active]?.id) ? () => yours.remove(order[active].id) : null,
  }));
  on(box, "blur", (e) => {
    if (!list.contains(e.relatedTarget)) close();
  });
  // a click on an option loads it; pressing first keeps the focus on the combobox
  on(list, "pointerdown", (e) => e.preventDefault());
  on(list, "click", (e) => {
    const remove = e.target.closest("[data-remove]");
    if (remove) {
      yours?.remove(remove.dataset.remove);
      return;
    }
    const option = e.target.closest("[role=option]");
    if (option) choose(order.findIndex((ex) => ex.id === option.dataset.id));
  });
  on(list, "pointermove", (e) => {
    const option = e.target.closest("[role=option]");
    if (option) highlight(order.findIndex((ex) => ex.id === option.dataset.id));
  });

  /** Writes the list's names again in the language now in force (after a switch of language). */
  function rename() {
    named = language();
    for (const mode of GROUPS) $(`#gallery-group-${mode}`).textContent = t(`gallery.group.${mode}`);
    for (const ex of fixed) $("#" + optionId(ex.id)).textContent = exampleName(ex);
    buildYours();
    if (isOpen()) highlight(active);
  }

  /** Names the puzzle on the board in the closed combobox, and marks it in the list. */
  function render() {
    if (named !== language()) rename();
    const key = [state.mode, state.graph, state.grid];
    if (!shownKey || key.some((k, i) => k !== shownKey[i])) {
      shownKey = key;
      shown = exampleShown(state.mode, state.graph, state.grid, limits, yours?.list() ?? []);
      $("#gallery-value").textContent = shown ? exampleName(shown) : t("gallery.yourPuzzle");
      box.dataset.shown = shown?.id ?? "";
      for (const el of list.querySelectorAll("[role=option]")) el.setAttribute("aria-selected", String(el.dataset.id === shown?.id));
    }
  }

  return {
    unbind: () => {
      off();
      list.replaceChildren();
    },
    render,
  };
}
