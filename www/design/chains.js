// The rules of a parallel design search, no DOM and no worker: how many chains a device runs, when
// the chains meet (every `syncEvaluations` evaluations of each chain, from designLimits(): each
// posts its find and takes the best posted at the meeting before, so it waits only for the others
// to have reached that one), which chain's find is shared (the best rank, the lowest chain among
// equals), each chain's share of a run's budget, and a reference driver that runs the chains one after the other on the
// package's handles (what the workers do, in one thread: the tests check the page against it and
// against the native chains). The same seed and the same number of chains give the same puzzle.

/**
 * The chains this device runs by default: one per core (`navigator.hardwareConcurrency`), at
 * most `maxChains`, and, where the browser says how much memory it has (`navigator.deviceMemory`,
 * in GB), at most four per GB (each chain is a worker with its own module, some tens of MB).
 * @param {number|undefined} cores
 * @param {number|undefined} memoryGB
 * @param {number} maxChains
 */
export function defaultChains(cores, memoryGB, maxChains) {
  let n = Number.isInteger(cores) && cores > 0 ? cores : 1;
  if (typeof memoryGB === "number" && memoryGB > 0) n = Math.min(n, Math.max(1, Math.floor(memoryGB * 4)));
  return Math.max(1, Math.min(n, maxChains));
}

/** Each chain's evaluations for a run of `budget` evaluations in all over `chains` chains (rounded up). */
export const perChain = (budget, chains) => Math.ceil(budget / chains);

/** Evaluations a chain at `evaluations` (the starting puzzle counts 1) runs before its next synchronisation. */
export const untilSync = (evaluations, sync) => sync - ((evaluations - 1) % sync);

/** Whether a chain at `evaluations` is at a synchronisation point (after its first evaluations). */
export const atSync = (evaluations, sync) => evaluations > 1 && (evaluations - 1) % sync === 0;

/** Whether rank `a` ([score, tieBreak]) is above rank `b`. */
export const above = (a, b) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The chain whose find is shared: the highest rank, the lowest index among equals. `ranks` not empty. */
export function sharedChain(ranks) {
  let best = 0;
  for (let i = 1; i < ranks.length; i++) if (above(ranks[i], ranks[best])) best = i;
  return best;
}

/**
 * Runs `handles` (the package's Designers, chain i made with chain index i) to `evaluations`
 * each, meeting as the workers do (at each meeting a chain posts its find, then takes the best
 * posted at the meeting before, if above its own: a chain never waits for the others' latest
 * find); returns the index of the chain with the best find. A reference for tests: the page
 * runs each chain in its own worker.
 * @param {Array<{evaluations:number, step:Function, bestRank:Function, share:Function, adopt:Function}>} handles
 * @param {number} evaluations
 * @param {number} sync
 */
export function runChains(handles, evaluations, sync) {
  const posts = new Map(); // a meeting's evaluations -> every chain's {rank, share}
  const met = handles.map(() => 0);
  for (;;) {
    if (handles.length > 1) {
      handles.forEach((h, i) => {
        const at = h.evaluations;
        if (!atSync(at, sync) || met[i] === at) return;
        if (!posts.has(at)) posts.set(at, []);
        posts.get(at)[i] = { rank: [...h.bestRank()], share: h.share() };
        const offer = atSync(at - sync, sync) ? meetingBest(posts.get(at - sync)) : null;
        if (offer && above(offer.rank, [...h.bestRank()])) h.adopt(offer.share);
        met[i] = at;
      });
      posts.delete(handles[0].evaluations - 2 * sync);
    }
    const at = handles[0].evaluations;
    if (at >= evaluations) break;
    const target = at + Math.min(evaluations - at, untilSync(at, sync));
    for (const h of handles) while (h.evaluations < target) h.step(target - h.evaluations);
  }
  return sharedChain(handles.map((h) => [...h.bestRank()]));
}

/** The find shared at a meeting, from every chain's post there: the best rank, the lowest chain among equals. */
export function meetingBest(posts) {
  return posts[sharedChain(posts.map((p) => p.rank))];
}
