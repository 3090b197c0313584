// The scorecard of the games played since the page was opened: every finished game once (a game
// taken back and finished again counts once, with its new end), by the engine's level and the
// user's side. Kept in memory only: a reload starts a new card.

/**
 * @typedef {object} Score    one finished game
 * @property {number} id       the game's id (explore/play.js)
 * @property {string} level    the engine's level at the end
 * @property {"mouse"|"cat"} human   the user's piece at the end
 * @property {"mouse"|"cat"|"draw"} winner
 */

/** Puts finished `game` on the card `scores` (an array), replacing its earlier end if it had one. */
export function score(scores, game) {
  if (!game.over) return;
  const entry = { id: game.id, level: game.level, human: game.human, winner: game.over.winner };
  const i = scores.findIndex((s) => s.id === game.id);
  if (i >= 0) scores[i] = entry;
  else scores.push(entry);
}

/**
 * The card's rows, one per level played (in `levels` order) and side: {level, human, games, won,
 * lost, drawn}, `won` counting the user's wins.
 */
export function rows(scores, levels) {
  const out = [];
  for (const l of levels) {
    for (const human of ["mouse", "cat"]) {
      const mine = scores.filter((s) => s.level === l && s.human === human);
      if (mine.length === 0) continue;
      const won = mine.filter((s) => s.winner === human).length;
      const drawn = mine.filter((s) => s.winner === "draw").length;
      out.push({ level: l, human, games: mine.length, won, drawn, lost: mine.length - won - drawn });
    }
  }
  return out;
}
