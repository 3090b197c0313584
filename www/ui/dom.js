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

const htmlOf = new WeakMap(); // each element's markup as setHtml last gave it, and as the browser then wrote it

/**
 * Sets `el`'s markup only when it differs from the markup it was last given here and still holds
 * (a live region is then rewritten only when what it says changes).
 * @param {Element} el
 * @param {string} html
 */
export function setHtml(el, html) {
  const last = htmlOf.get(el);
  if (last && last.given === html && last.written === el.innerHTML) return;
  el.innerHTML = html;
  htmlOf.set(el, { given: html, written: el.innerHTML });
}

/** How to scroll: smoothly, unless the user asks for reduced motion (then at once). */
export const scrollBehaviour = () => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");
