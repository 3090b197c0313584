// How strong a win's colour is: the board (board/colouring.js) and the heatmaps (solver/heatmap.js)
// shade a win by its distance from the end with the same three tints, so a place and its pixel
// always agree. Pure arithmetic, no outcome bytes.

/**
 * The tint of a win `distance` plies from the end, when the longest is `maxDistance`: 1 (the
 * strongest colour, the soonest third), 2 or 3 (the palest, the latest third). Each tint has its
 * own fill and label colour in style.css, so every label keeps its contrast.
 */
export function tintOf(distance, maxDistance) {
  return 1 + Math.min(2, Math.floor((3 * distance) / (Math.max(0, maxDistance) + 1)));
}
