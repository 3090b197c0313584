// A catalogue of hostile JS values, each with the description the binding's errors give of it.

/** Throws, for getters and traps. */
export function boom() {
  throw new Error("boom");
}

/** A revoked proxy: `Array.isArray` itself throws on it. */
export function revoked(target = []) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** A proxy whose every trap throws. */
export function trapsThrow(target = []) {
  const handler = new Proxy({}, { get: () => boom });
  return new Proxy(target, handler);
}

/** An object whose `x` getter throws. */
export function throwingGetter() {
  return {
    get x() {
      return boom();
    },
  };
}

/**
 * Values that are never a whole number, with their description. `undefined` is listed apart:
 * optional arguments take it as "use the default".
 */
export const NOT_NUMBERS = [
  [NaN, "NaN"],
  [Infinity, "Infinity"],
  [-Infinity, "-Infinity"],
  [1.5, "1.5"],
  [-0.5, "-0.5"],
  ["3", '"3"'],
  ["", '""'],
  [null, "null"],
  [true, "true"],
  [3n, "3n"],
  [{}, "{}"],
  [[], "[]"],
  [[3], "[3]"],
  [new Number(3), "a Number"],
  [Symbol("x"), "a symbol"],
  [() => 3, "a function"],
  [{ valueOf: () => 3 }, '{"valueOf":a function}'],
  [{ toString: () => "3" }, '{"toString":a function}'],
  [new Float64Array(3), "a Float64Array of length 3"],
  [throwingGetter(), '{"x":<threw>}'],
  [revoked(), "a value that cannot be read"],
  [trapsThrow({}), "a value that cannot be read"],
];

/** Whole numbers outside every unsigned 32-bit range, with their description. */
export const TOO_BIG = [
  [-1, "-1"],
  [2 ** 32, "4294967296"],
  [2 ** 53, "9007199254740992"],
];

/** Every bad value for a slot that takes a whole number from `min` to `max`. */
export function badWholes(max) {
  const out = [...NOT_NUMBERS, ...TOO_BIG.filter(([v]) => v < 0 || v > max)];
  if (max < 2 ** 32 - 1) out.push([max + 1, String(max + 1)]);
  return out;
}
