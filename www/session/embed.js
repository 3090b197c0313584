// Embed mode (`?embed`, with the usual `#…` puzzle link): the page for an <iframe> in a blog
// post or a course page. It shows only the board, the verdict and the Optimal line's stepper
// (style.css, body[data-embed]), with a link that opens the full playground on the same puzzle.
// Nothing is edited: the board's input is not bound (main.js), the editing cards are hidden,
// and only the keys that step the line and move the focus reach the page. Nothing is saved
// either: an embed never writes over the visitor's own saved puzzle.
import { $ } from "../ui/dom.js";

/** Whether the page's address asks for embed mode (`?embed`, with or without a value). */
export const isEmbed = (search) => new URLSearchParams(search).has("embed");

/** The full playground's address for embed address `href`: the same, without `embed` (the puzzle's `#…` kept). */
export function playgroundUrl(href) {
  const url = new URL(href);
  url.searchParams.delete("embed");
  return url.href;
}

/** The keys an embed takes: the line's steps (← → Home End) and moving the focus or pressing a button. */
const KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End", "Tab", "Enter", " ", "Escape"]);

/**
 * Turns the page into its embed: marks the body (the style sheet hides the rest), points the
 * "Open in the playground" link at `playground`, and keeps every other key from the page's
 * shortcuts (undo, the game, the player to move, …).
 * @returns {() => void} the unbind
 */
export function bindEmbed(playground) {
  document.body.dataset.embed = "true";
  const link = $("#embed-open");
  link.href = playground;
  link.hidden = false;
  const filter = (e) => {
    if (!KEYS.has(e.key) || e.ctrlKey || e.metaKey || e.altKey) e.stopPropagation();
  };
  window.addEventListener("keydown", filter, true);
  return () => window.removeEventListener("keydown", filter, true);
}
