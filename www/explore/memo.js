// What the explore views derive from a whole game (its value history, its turning points, its
// moves as text), kept until the game or what it depends on changes: a game read from a record
// may hold 100,000 positions, and the views are drawn every frame. Pure.

/** Each game's kept values: name → {deps, value}. */
const kept = new WeakMap();

/**
 * `compute()` for `game`, kept under `name` while every one of `deps` is the same (by identity)
 * as when it was computed: the game's positions are always among them (the array, its length
 * and its last position), so a move, an undo or a new game computes it again. A value of
 * undefined (an answer still on its way) is never kept.
 * @template T
 * @param {object} game
 * @param {string} name
 * @param {unknown[]} deps
 * @param {() => T} compute
 * @returns {T}
 */
export function memoOnGame(game, name, deps, compute) {
  const all = [game.states, game.states.length, game.states[game.states.length - 1], ...deps];
  let values = kept.get(game);
  if (!values) {
    values = new Map();
    kept.set(game, values);
  }
  const got = values.get(name);
  if (got && got.deps.length === all.length && got.deps.every((d, i) => d === all[i])) return got.value;
  const value = compute();
  if (value !== undefined) values.set(name, { deps: all, value });
  return value;
}

/**
 * The values `f(0)`, `f(1)`, … `f(count - 1)` for `game`, kept under `name` as memoOnGame keeps
 * a value, and computed a slice at a time: each call goes on where the last stopped, for about
 * `budgetMs`, and stops early at a value of undefined (an answer still on its way: asked again
 * next time). Returns the values so far, whether they are all there, and whether the budget
 * stopped them (`more`: call again in the next frame).
 * @template T
 * @param {object} game
 * @param {string} name
 * @param {unknown[]} deps
 * @param {number} count
 * @param {(i: number) => T | undefined} f
 * @param {number} [budgetMs]
 * @returns {{values: T[], done: boolean, more: boolean}}
 */
export function memoAlong(game, name, deps, count, f, budgetMs = 8) {
  const got = memoOnGame(game, name, [count, ...deps], () => ({ values: [] }));
  const { values } = got;
  const t0 = performance.now();
  let more = false;
  while (values.length < count) {
    const v = f(values.length);
    if (v === undefined) break;
    values.push(v);
    // (the clock read every 256 values: it is not free)
    if ((values.length & 255) === 0 && values.length < count && performance.now() - t0 > budgetMs) {
      more = true;
      break;
    }
  }
  return { values, done: values.length === count, more };
}
