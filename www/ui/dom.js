// The DOM helpers every binding and renderer shares: the query shorthand, a listener list
// whose one `off()` removes everything it added (chessground's events.ts returns such an unbind),
// and text and markup written only when they change (so a live region speaks only then).

/** The first element matching `selector`. */
export const $ = (selector) => document.querySelector(selector);

/**
 * A list of event listeners: `on(target, type, fn)` adds one, `off()` removes every one added.
 * @returns {{on: (target: EventTarget, type: string, fn: Function, options?: object) => void, off: () => void}}
 */
export function listeners() {
  const added = [];
  return {
    on(target, type, fn, options) {
      target.addEventListener(type, fn, options);
      added.push(() => target.removeEventListener(type, fn, options));
    },
    off() {
      for (const remove of added.splice(0)) remove();
    },
  };
}

/**
 * Sets `el`'s text only when it differs from what is there, so that a live region (aria-live) is
 * written, and read out by a screen reader, only when its words change.
 * @param {Element} el
 * @param {string} text
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

const htmlOf = new WeakMap(); // the markup each element was last given by setHtml

/**
 * Sets `el`'s markup only when it differs from the markup it was last given here (a live region
 * is then rewritten only when what it says changes).
 * @param {Element} el
 * @param {string} html
 */
export function setHtml(el, html) {
  if (htmlOf.get(el) === html && el.innerHTML !== "") return;
  htmlOf.set(el, html);
  el.innerHTML = html;
}

/** How to scroll: smoothly, unless the user asks for reduced motion (then at once). */
export const scrollBehaviour = () => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");
