// How the solver's failures are told apart. The binding throws a plain Error for a puzzle it
// refuses, and the module is fine afterwards. Anything else (a wasm trap such as `unreachable` or
// "memory access out of bounds", a RangeError, a fault in our own glue) may leave the module's
// memory broken: the worker that saw it is replaced, and the main thread stops solving.

/** Whether `err` may have left the wasm module broken (anything but a plain Error). */
export function isFatal(err) {
  return !(err instanceof Error && Object.getPrototypeOf(err) === Error.prototype);
}

/**
 * The worker's reply for a failed request `id`: `{id, ok: false, error, fatal, kind?, params?}`,
 * with the package's error kind and its params (docs/api.md, "Error kinds") when it has them, so
 * that the page can say it in its own language (i18n/package-errors.js).
 */
export function failureReply(id, err) {
  let error;
  let kind;
  let params;
  try {
    error = err instanceof Error ? `${err.message}` : String(err);
    if (typeof err?.kind === "string") ({ kind, params } = structuredClone({ kind: err.kind, params: err.params ?? {} }));
  } catch {
    error = "unknown failure";
  }
  return { id, ok: false, error, fatal: isFatal(err), ...(kind ? { kind, params } : {}) };
}

/** The Error a failed reply stands for: its message, and the package's kind and params if any. */
export function replyError({ error, kind, params }) {
  const err = new Error(error);
  if (kind) Object.assign(err, { kind, params });
  return err;
}
