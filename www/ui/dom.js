// Two DOM helpers every binding and renderer shares: the query shorthand, and a listener list
// whose one `off()` removes everything it added (chessground's events.ts returns such an unbind).

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
