// Long work in slices: a generator that yields between slices of its work is run one slice a
// task, so that the page stays responsive (no task much longer than a slice) while a big text is
// read or written. Pure: no DOM, only the event loop.

/**
 * Runs `steps` (a generator: it yields between slices and returns the result) one slice a task:
 * resolves with its return value, rejects with what it throws, or with an Error "cancelled" when
 * `cancelled()` (asked between slices) says so. The first slice runs at once.
 * @template T
 * @param {Generator<unknown, T>} steps
 * @param {() => boolean} [cancelled]
 * @returns {Promise<T>}
 */
export async function runSliced(steps, cancelled = () => false) {
  for (;;) {
    const { done, value } = steps.next();
    if (done) return value;
    await new Promise((resolve) => setTimeout(resolve));
    if (cancelled()) throw new Error("cancelled");
  }
}

/** Runs `steps` (see runSliced) to its end at once, in this task: its return value. */
export function runAtOnce(steps) {
  for (;;) {
    const { done, value } = steps.next();
    if (done) return value;
  }
}
