// Choosing several cats' joint move a place at a time. The cats are interchangeable, so a joint
// move is the multiset of the places they stand on after it (the package's legal moves for the
// cats' turn, each a sorted array). The user picks those places one by one, a cat that stays
// picking its own node; a place may be picked when some legal joint move still holds every place
// picked so far and it; once as many places as cats are picked, they are the move. Pure: the legal
// moves come from the package, no rule is made here.

/** Whether moves `a` and `b` are the same move: the mouse's places, or the cats' (sorted lists of places). */
export function sameMove(a, b) {
  if (typeof a === "number" || typeof b === "number") return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether the multiset `part` is held in the sorted multiset `move`. */
export function holds(move, part) {
  const left = [...move];
  for (const p of part) {
    const i = left.indexOf(p);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The joint moves among `moves` that hold every place of `chosen`. */
export const completions = (moves, chosen) => moves.filter((m) => holds(m, chosen));

/** The places that may be picked next after `chosen`, in increasing order. */
export function nextPlaces(moves, chosen) {
  const out = new Set();
  for (const m of completions(moves, chosen)) {
    const left = [...m];
    for (const p of chosen) left.splice(left.indexOf(p), 1);
    for (const p of left) out.add(p);
  }
  return [...out].sort((a, b) => a - b);
}

/** The joint move `chosen` makes once complete (as many places as cats, and legal), else null. */
export function completed(moves, chosen) {
  if (!moves[0] || chosen.length !== moves[0].length) return null;
  const sorted = [...chosen].sort((a, b) => a - b);
  return moves.find((m) => sameMove(m, sorted)) ?? null;
}
