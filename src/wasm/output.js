// Builds the plain result objects the binding returns (the JS half of src/wasm/output.rs).
// Object literals define their properties, so nothing the caller put on Object.prototype or
// Array.prototype runs while a result is built.

const slice = Array.prototype.slice;
const apply = Reflect.apply;
const U8 = Uint8Array;
const U32 = Uint32Array;

/** A plain array copy of a typed array (a view into wasm memory, valid only during the call). */
function plain(view) {
  return apply(slice, view, []);
}

/** How many states have each outcome. */
export function countsObject(draw, mouseWin, catWin, notAPosition) {
  return { draw, mouseWin, catWin, notAPosition };
}

/** A line of optimal play. */
export function lineObject(mice, cats, firstTurn, plies, end) {
  return { mice: plain(mice), cats: plain(cats), firstTurn, plies, end };
}

/** A board's slice: copies of the views into wasm memory (`limited` null when empty). */
export function viewsObject(outcomes, distances, limited) {
  return { outcomes: new U8(outcomes), distances: new U32(distances), limited: limited.length ? new U8(limited) : null };
}

/** How a game ended: why, and the winner (a Player). */
export function gameEndObject(reason, winner) {
  return { reason, winner };
}

/** A position. */
export function positionObject(mouse, cat, turn) {
  return { mouse, cat, turn };
}

/** The sizes of a checked game. */
export function sizesObject(places, states, gameMoves) {
  return { places, states, gameMoves };
}

/** The budgets and defaults. */
export function limitsObject(maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies, maxCats) {
  return { maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies, maxCats };
}

/** The rule variants of a graph game, as the options take them. */
export function graphRulesObject(directed, catEntersHole, holes, mousePasses, catPasses, lazyCats) {
  return { directed, catEntersHole, holes: plain(holes), mousePasses, catPasses, lazyCats };
}

/** Plain arrays of `k` entries each, cut from the typed array `flat`. */
function groups(flat, k) {
  const out = [];
  for (let i = 0; i + k <= flat.length; i += k) out.push(apply(slice, flat, [i, i + k]));
  return out;
}

/** The cats' moves: each the list of the cats' new places (`k` of them). */
export function movesObject(flat, k) {
  return groups(flat, k);
}

/** A position with several cats. */
export function catsPositionObject(mouse, cats, turn) {
  return { mouse, cats: plain(cats), turn };
}

/** A line of optimal play with several cats: `cats[i]` lists the cats' places after `i` plies. */
export function catsLineObject(mice, cats, k, firstTurn, plies, end) {
  return { mice: plain(mice), cats: groups(cats, k), firstTurn, plies, end };
}

/** What `cats` cats achieve in Cops and Robbers. */
export function captureObject(cats, captureRounds, starts, winningStarts, mouse) {
  return {
    cats,
    captureRounds: captureRounds ?? null,
    starts: groups(starts, cats),
    mouse: mouse ?? null,
    winningStarts,
  };
}

/** The cop number, with the capture time of that many cats. */
export function copNumberObject(cats, capture, tried, refused) {
  return {
    cats: cats ?? null,
    starts: capture === null ? [] : capture.starts,
    captureRounds: capture === null ? null : capture.captureRounds,
    mouse: capture === null ? null : capture.mouse,
    winningStarts: capture === null ? 0 : capture.winningStarts,
    tried,
    refused: refused ?? null,
  };
}

/** A graph as adjacency lists. */
export function graphObject(lengths, flat) {
  const out = [];
  let k = 0;
  for (let a = 0; a < lengths.length; a++) {
    out.push(apply(slice, flat, [k, k + lengths[a]]));
    k += lengths[a];
  }
  return out;
}

/** The rule variants of a grid game, as the options take them. */
export function gridRulesObject(severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal) {
  return { severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal };
}

/** The text of something thrown by the caller's code, without letting it throw again. */
function described(thrown) {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
    return String(thrown);
  } catch {
    return "a value that cannot be shown";
  }
}

/**
 * Calls the caller's `onProgress` with one progress report. Returns null to go on, or why the
 * solve must stop: `onProgress` returned false, or threw (caught here, so nothing unwinds through
 * wasm).
 */
export function reportProgress(onProgress, phase, fraction, level, decided, positions) {
  try {
    const answer = apply(onProgress, undefined, [{ phase, fraction, level, decided, positions }]);
    return answer === false ? "the solve was stopped: onProgress returned false" : null;
  } catch (thrown) {
    return `the solve was stopped: onProgress threw (${described(thrown)})`;
  }
}
