// Helpers for the explore-*.test.mjs browser tests: open a tab, play a game by a policy, read
// what the explore views show.
import { settle, gridShown, cellCentre } from "./page-support.mjs";

/** Opens an explore tab. */
export async function tab(page, name) {
  await page.click(`#tab-${name}`);
  await settle(page);
}

/** The play status's data (state, plies, winner, reason) and text. */
export function playStatus(page) {
  return page.$eval("#play-words", (e) => ({ ...e.dataset, text: e.textContent }));
}

/**
 * The user's ringed legal moves on the board: [{place, outcome, distance}] (the graph's rings are
 * SVG elements; the grid's canvas lists its rings in data-moves).
 */
export async function marks(page) {
  const grid = await gridShown(page);
  if (grid) return grid.moves.map(({ place, outcome, distance }) => ({ place, outcome, distance }));
  return page.$$eval("[data-move]", (els) => els.map((e) => ({ place: Number(e.dataset.move), outcome: e.dataset.outcome, distance: Number(e.dataset.distance) })));
}

/**
 * Waits until it is the user's move or the game is over (after more than `after` plies, if given);
 * returns the status.
 */
export async function waitTurn(page, after = -1) {
  await page.waitForFunction((after) => {
    const d = document.querySelector("#play-words").dataset;
    return ["yours", "over"].includes(d.state) && Number(d.plies) > after;
  }, after);
  await settle(page);
  return playStatus(page);
}

/** Clicks a place on the board: a graph node id, or a grid place r*cols+c with `cols`. */
export async function clickPlace(page, place, cols = 0) {
  if (cols) {
    await page.mouse.click(...await cellCentre(page, Math.floor(place / cols), place % cols));
    return;
  }
  await page.locator("#board").scrollIntoViewIfNeeded();
  const box = await page.locator(`[data-node="${place}"]`).first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Plays the user's side with `choose(marks)` -> place until the game ends (or `maxMoves`);
 * returns the final status.
 */
export async function playOut(page, choose, { cols = 0, maxMoves = 200 } = {}) {
  let plies = -1;
  for (let i = 0; i < maxMoves; i++) {
    const s = await waitTurn(page, plies);
    if (s.state === "over") return s;
    plies = Number(s.plies);
    const ms = await marks(page);
    const to = choose(ms);
    if (process.env.DEBUG_PLAY) console.log(JSON.stringify({ plies, ms, to }));
    await clickPlace(page, to, cols);
  }
  return playStatus(page);
}

/**
 * The user's best move as the solver rates them, for the side `human`: a win soonest, else a draw,
 * else the longest loss.
 */
export function bestFor(human) {
  const foe = human === "mouse" ? "cat" : "mouse";
  return (ms) => {
    const wins = ms.filter((m) => m.outcome === human).sort((a, b) => a.distance - b.distance);
    if (wins.length) return wins[0].place;
    const draws = ms.filter((m) => m.outcome === "draw" || m.outcome === "endless");
    if (draws.length) return draws[0].place;
    return ms.filter((m) => m.outcome === foe).sort((a, b) => b.distance - a.distance)[0].place;
  };
}
