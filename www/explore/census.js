// "Every graph of n nodes", as plain data: the shipped lists of every connected graph on up to 8
// nodes (www/data/, nauty's graph6) read for one number of nodes, the package's answers for each
// graph (the cop number and the capture time, solved in solver/census-worker.js) counted as
// docs/records.md's census counts them, and the graphs of one class picked out. Pure: no DOM.

/** The shipped lists, by the numbers of nodes they hold (www/data/, copies of tests/data/). */
export const LISTS = [
  { file: "data/connected-graphs-1-7.g6", nodes: [1, 2, 3, 4, 5, 6, 7] },
  { file: "data/connected-graphs-8.g6", nodes: [8] },
];

/** The numbers of nodes the view offers. */
export const NODES = [4, 5, 6, 7, 8];

/** The list file that holds the graphs of `n` nodes. */
export const listOf = (n) => LISTS.find((l) => l.nodes.includes(n)).file;

/**
 * The graph6 lines of `text` whose graphs have `n` nodes (n ≤ 62: graph6 writes the size as
 * one character, its code minus 63); comment (`#`) and blank lines skipped.
 * @param {string} text
 * @param {number} n
 */
export function graphsOf(text, n) {
  return text.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#") && l.charCodeAt(0) - 63 === n);
}

/**
 * The counts of the answers `[{g6, cats, rounds}]`: `{graphs, copNumber: [[cats, count]],
 * captureTime: [[rounds, count]] (the cop-win graphs, by one cat's capture time), classes}`, each
 * list in increasing order; `classes`: every (cats, rounds) pair that occurs, `{cats, rounds,
 * count}`, as the view lists them.
 */
export function tally(results) {
  const by = (key) => {
    const m = new Map();
    for (const r of results) {
      const k = key(r);
      if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const sorted = (m) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const copNumber = sorted(by((r) => r.cats));
  const captureTime = sorted(by((r) => (r.cats === 1 ? r.rounds : null)));
  const classes = sorted(by((r) => `${r.cats}:${String(r.rounds).padStart(3, "0")}`)).map(([k, count]) => {
    const [cats, rounds] = k.split(":").map(Number);
    return { cats, rounds, count };
  });
  return { graphs: results.length, copNumber, captureTime, classes };
}

/** The id of a class in the view's menu: "1:4" (cop-win, capture time 4). */
export const classId = (c) => `${c.cats}:${c.rounds}`;

/** The answers of one class (`id` as classId gives it), in the list's order. */
export function members(results, id) {
  const [cats, rounds] = id.split(":").map(Number);
  return results.filter((r) => r.cats === cats && r.rounds === rounds);
}

/** The class of the cop-win graphs of `n` nodes whose capture time is n − 4 (the bound from 7 nodes). */
export const boundClass = (n) => `1:${n - 4}`;
