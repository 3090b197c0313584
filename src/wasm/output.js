// Builds the plain result objects the binding returns (the JS half of src/wasm/output.rs).
// Object literals define their properties, so nothing the caller put on Object.prototype or
// Array.prototype runs while a result is built.

const slice = Array.prototype.slice;
const apply = Reflect.apply;

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
export function limitsObject(maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies) {
  return { maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies };
}

/** The rule variants of a graph game, as the options take them. */
export function graphRulesObject(directed, catEntersHole, holes, mousePasses, catPasses) {
  return { directed, catEntersHole, holes: plain(holes), mousePasses, catPasses };
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
