// How the solver's failures are told apart. The binding throws a plain Error for a puzzle it
// refuses, and the module is fine afterwards. Anything else (a wasm trap such as `unreachable` or
// "memory access out of bounds", a RangeError, a fault in our own glue) may leave the module's
// memory broken: the worker that saw it is replaced, and the main thread stops solving.

/** Whether `err` may have left the wasm module broken (anything but a plain Error). */
export function isFatal(err) {
  return !(err instanceof Error && Object.getPrototypeOf(err) === Error.prototype);
}

/** The worker's reply for a failed request `id`: `{id, ok: false, error, fatal}`. */
export function failureReply(id, err) {
  let error;
  try {
    error = err instanceof Error ? `${err.message}` : String(err);
  } catch {
    error = "unknown failure";
  }
  return { id, ok: false, error, fatal: isFatal(err) };
}
