// The Table tab's controller: what the heatmaps' pointer and the histogram's open bar leave when
// the puzzle changes, and the notice that offers to undo a hardest position loaded as the start
// (explore/hardest.js): it goes once the load is no longer what Undo would take back (undone, or
// another edit made since), so that its Undo never does nothing or the wrong thing.
import { $ } from "../ui/dom.js";
import { hideBeside } from "../ui/notify.js";

/**
 * The Table tab.
 * @param {object} page
 * @param {object} page.state        model/state.js
 */
export function createTableTab({ state }) {
  // the notice offering Undo of a load: its text, and the puzzle the load made
  let offer = null;
  const offering = () => {
    const el = $("#toast");
    return !!el && !el.hidden && $("#toast-text").textContent === offer.text;
  };

  return {
    /** Forgets the pointer and the open bar (they belong to the table being replaced). */
    leave() {
      state.view.tableHover = null;
      state.view.tableBar = null;
    },

    /** The notice shown now offers Undo of the load just made (the puzzle as it is now). */
    offered() {
      offer = { text: $("#toast-text")?.textContent ?? "", graph: state.graph, grid: state.grid };
    },

    /** Before drawing: the offer's notice goes once the puzzle is no longer the one the load made. */
    sync() {
      if (!offer || (state.graph === offer.graph && state.grid === offer.grid)) return;
      if (offering()) hideBeside();
      offer = null;
    },
  };
}
