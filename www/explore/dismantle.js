// Cops and Robbers as it is taught, as plain data: the dismantling of the graph on the board step
// by step (Next, Undo, To the end, Restart), the cat's strategy that follows the order played
// round by round, and their sentences. Pure: the package's answers (solver/wasm.js dismantle,
// corners, strategyMove, strategyLine) come in as data; no DOM, no rule worked out here.
import { NONE } from "../board/colouring.js";
import { t } from "../i18n/i18n.js";

/**
 * The dismantling at its start, from the package's `dismantle` answer for a graph of `n` nodes.
 * `done`: how many removals are shown (0 to removals.length).
 * @param {{removals: {corner:number, dominator:number}[], rest: number[], copWin: boolean, strategy: object|null}} answer
 * @param {number} n
 */
export function dismantling(answer, n) {
  return { n, removals: answer.removals, rest: answer.rest, copWin: answer.copWin, strategy: answer.strategy, done: 0 };
}

/** The next removal shown (no change at the end). */
export const next = (d) => ({ ...d, done: Math.min(d.done + 1, d.removals.length) });

/** The last removal put back (no change at the start). */
export const undo = (d) => ({ ...d, done: Math.max(d.done - 1, 0) });

/** Every removal shown. */
export const toEnd = (d) => ({ ...d, done: d.removals.length });

/** No removal shown. */
export const restart = (d) => ({ ...d, done: 0 });

/** Whether every removal is shown. */
export const atEnd = (d) => d.done === d.removals.length;

/** The nodes removed so far, in order. */
export const goneNodes = (d) => d.removals.slice(0, d.done).map((r) => r.corner);

/** "Node 5 is a corner: every neighbour of 5 is also a neighbour of 3 (or 3 itself), so 3 dominates 5." */
export function dominanceWords({ corner, dominator }) {
  return t("dismantle.dominance", { corner, dominator });
}

/** "1 node", "7 nodes". */
const nodes = (k) => t("dismantle.nodes", { count: k });

/** "1 round", "6 rounds". */
const rounds = (k) => t("dismantle.rounds", { count: k });

/**
 * The dismantling in words at its step: `{status, step, corners}`. `status`: the end's verdict
 * (dismantlable or stuck) or what Next removes; `step`: which step this is and what the last one
 * removed; `corners`: the corners of the graph left (`corners`, the package's answer for it).
 * @param {ReturnType<typeof dismantling>} d
 * @param {{corner:number, dominator:number}[]} corners
 */
export function dismantleWords(d, corners) {
  const total = d.removals.length;
  const left = d.n - d.done;
  let status;
  if (!atEnd(d)) status = t("dismantle.next", { words: dominanceWords(d.removals[d.done]) });
  else if (d.copWin) status = t("dismantle.copWin");
  else status = t("dismantle.stuck", { nodes: nodes(left) });
  const last = d.done > 0 ? d.removals[d.done - 1] : null;
  const step = last
    ? t("dismantle.step", { done: d.done, total, corner: last.corner, dominator: last.dominator, nodes: nodes(left) })
    : t("dismantle.start", { nodes: nodes(d.n), removes: total === 0 ? t("dismantle.none") : nodes(total) });
  const list = corners.map((c) => t("dismantle.corner", { corner: c.corner, dominator: c.dominator })).join(", ");
  const cornerWords = left <= 1 ? "" : corners.length ? t("dismantle.corners", { list }) : t("dismantle.noCorner");
  return { status, step, corners: cornerWords };
}

/**
 * The board's colouring in the dismantling view: every node uncoloured, the removed ones greyed
 * (`gone`), the corners of the graph left marked (`corner`), and `links`: an arrow from each
 * corner to its dominator, and a dashed one (`removed`) from the last node removed to its
 * dominator. The position (the pieces) is `chase`'s when a chase is on, else the colouring's.
 * @param {{places: object[], position: object}} col   board/colouring.js colouring
 * @param {ReturnType<typeof dismantling>} d
 * @param {{corner:number, dominator:number}[]} corners
 * @param {ReturnType<typeof chase>|null} [on]   the strategy's chase being played, if any
 */
export function dismantleFrame(col, d, corners, on = null) {
  const gone = new Set(on ? d.removals.slice(0, d.removals.length - on.level).map((r) => r.corner) : goneNodes(d));
  const marked = new Set(on ? [] : corners.map((c) => c.corner));
  const places = Array.from({ length: d.n }, (_, i) => ({ ...NONE, gone: gone.has(i), corner: marked.has(i) }));
  const links = on ? [] : corners.map((c) => ({ from: c.corner, to: c.dominator, removed: false }));
  const last = d.done > 0 ? d.removals[d.done - 1] : null;
  if (last && !on) links.push({ from: last.corner, to: last.dominator, removed: true });
  const position = on ? { mouse: on.mouse ?? -1, cats: [on.cat], turn: 0 } : col.position;
  return { ...col, places, marks: [], links, position };
}

/**
 * The strategy's chase at its start, from the package's `strategyLine` answer for a graph of
 * `n` nodes: the cat on the node left last, at the top level, the mouse still to choose its start
 * (`moves`: every other node). `cat`, `level` as strategyMove takes them; `rounds` the cat's
 * moves so far; `past` the chases before each move, for Undo.
 */
export function chase(line, n) {
  const moves = Array.from({ length: n }, (_, i) => i).filter((i) => i !== line.cat);
  return { cat: line.cat, level: line.level, mouse: null, rounds: 0, caught: false, moves, worst: line.rounds, past: [] };
}

/**
 * The chase after the mouse went to `to` (a start or a move among `c.moves`) and the cat
 * answered: `reply` the package's strategyMove(graph, c.level, c.cat, to) answer.
 */
export function mouseTo(c, to, reply) {
  const { past, ...before } = c;
  return {
    ...c, mouse: to, cat: reply.cat, level: reply.level, caught: reply.caught, moves: reply.mouseMoves,
    rounds: c.rounds + 1, past: [...past, before], from: c.cat,
  };
}

/** The chase before the mouse's last move (itself at the start). */
export function chaseBack(c) {
  if (!c.past.length) return c;
  const past = c.past.slice(0, -1);
  return { ...c.past[c.past.length - 1], past };
}

/**
 * The mouse's moves of the strategy's line against the mouse's best defence (the package's
 * strategyLine): its start, then its reply in each round but the last.
 */
export const defence = (line) => [line.mouse, ...line.line.filter((r) => r.mouse !== null).map((r) => r.mouse)];

/**
 * The strategy's time beside the solver's: "The strategy catches within 6 rounds; the fastest cat
 * needs 4." and why it may be slower, or "as fast as the fastest cat". `best`: the capture time
 * with one cat (the package's captureTime), null while it is on its way.
 */
export function compareWords(worst, best) {
  const strategy = t("dismantle.strategy", { rounds: rounds(worst) });
  if (best === null || best === undefined) return t("dismantle.finding", { strategy });
  if (best === worst) return t("dismantle.asFast", { strategy, rounds: rounds(best) });
  return t("dismantle.slower", { strategy, best });
}

/** The chase in words: whose move, where the cat went and at which level, or the capture. */
export function chaseWords(c) {
  if (c.mouse === null) return t("dismantle.chaseStart", { cat: c.cat });
  const went = c.from === c.cat ? t("dismantle.stayed", { cat: c.cat }) : t("dismantle.moved", { from: c.from, cat: c.cat });
  if (c.caught) return t("dismantle.caught", { rounds: rounds(c.rounds), went });
  return t("dismantle.round", { round: c.rounds, mouse: c.mouse, went, count: c.level });
}
