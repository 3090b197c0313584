// Which turn each place of the board shows, in words on the board and in its key. One board
// mixes two kinds of places: an unringed place shows the position with the ranging piece there
// and the side to move now; a ringed place (a move of the side to move) shows the position after
// that move, the other side to move. Nothing on the coloured board told them apart, so a newcomer
// read the mouse's own cell on LeetCode 1728's first example (ringed: staying put, "C3") as the
// verdict ("Mouse wins in 5 plies"). The words here go under the board (#board-turns, with the
// two swatches it names: a plain place and a ring) and into the key's two entries (#key-now,
// #key-after), so that they can be read without hovering anything.
import { t } from "../i18n/i18n.js";

/** The catalogue's name of the side to move at `turn` with `cats` on the board: "mouse", "cat" or "cats". */
const sideKey = (turn, cats) => (turn === 0 ? "mouse" : cats.length > 1 ? "cats" : "cat");

/**
 * The words for a board showing `col` (board/colouring.js colouring) of a puzzle in `mode`:
 * {now, after, own}: what the unringed places show ("mouse to move"), what the ringed ones show
 * ("" when none is ringed) and, when the mover's own place is ringed (it may stay), what that
 * ring means. Pure: the tests read it; in the language in force (i18n/i18n.js).
 * @param {"graph"|"grid"} mode
 * @param {{position: {mouse: number, cats: number[], turn: number}, marks: {place: number}[]}} col
 */
export function turnWords(mode, col) {
  const { mouse, cats, turn } = col.position;
  const side = (turn) => sideKey(turn, cats);
  const mover = side(turn);
  const now = t("turns.toMove", { side: t(`words.side.${mover}`) });
  const marks = col.marks ?? [];
  if (marks.length === 0) return { now, after: "", own: "" };
  const after = t("turns.after", { whose: t(`turns.whose.${mover}`), next: t(`words.side.${side(1 - turn)}`) });
  const moverAt = turn === 0 ? [mouse] : cats;
  const own = marks.some((m) => moverAt.includes(m.place)) ? t(mode === "grid" ? "turns.own.grid" : "turns.own.graph") : "";
  return { now, after, own };
}

/** Sets `el`'s text to `text` when it differs (no layout work for an unchanged frame). */
function setText(el, text) {
  if (el && el.textContent !== text) el.textContent = text;
}

/**
 * Writes the turn words of the board showing `col` under the board and into the key.
 * @param {object} state   the page state (its mode)
 * @param {object} col     the places' views (board/colouring.js colouring, with its marks)
 */
export function renderTurns(state, col) {
  const strip = document.querySelector("#board-turns");
  const { now, after, own } = turnWords(state.mode, col);
  // (the line keeps its place while there is no ring, or no solution yet: nothing under the
  // board moves when a solve starts or a ring goes; only the ringed part's words go)
  if (strip) {
    setText(strip.querySelector(".turns-now"), t(state.mode === "grid" ? "turns.plain.grid" : "turns.plain.graph", { now }));
    const ringed = strip.querySelector(".turns-after");
    ringed.classList.toggle("empty", !after);
    setText(ringed.querySelector(".turns-words"), after ? (own ? t("turns.ringedOwn", { after, own }) : t("turns.ringed", { after })) : "");
  }
  setText(document.querySelector("#key-now .key-turn"), now);
  const key = document.querySelector("#key-after .key-turn");
  setText(key, after ? t("turns.keyAfter", { next: t(`words.side.${sideKey(1 - col.position.turn, col.position.cats)}`) }) : "");
}
