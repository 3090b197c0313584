// The grid board's DOM beside its canvas: the zoom buttons (their row shown only where zooming
// shows more, each button disabled at its end of the zoom) and the board's native tooltip (one
// transparent rectangle whose title names the hovered cell's state). The grid painter (grid.js)
// sets them after each drawing; nothing here draws.

/**
 * Shows the row of zoom buttons over the board, or hides it: shown only where zooming shows more
 * (a grid whose cells at the whole-grid size are too small for their labels; the wheel, pinch
 * and + - 0 keys zoom any grid). The row moves the board: set it before laying the canvas over.
 */
export function showZoom(useful) {
  const zoomBox = document.querySelector(".zoom");
  if (zoomBox && zoomBox.hidden === useful) zoomBox.hidden = !useful;
}

/** Disables the zoom buttons at the ends of the zoom: `k` the zoom now, `most` the largest. */
export function zoomLimits(k, most) {
  const zoomOut = document.querySelector("#zoom-out");
  if (zoomOut) zoomOut.disabled = k <= 1;
  const zoomIn = document.querySelector("#zoom-in");
  if (zoomIn) zoomIn.disabled = k >= most - 1e-9;
  const zoomFit = document.querySelector("#zoom-fit");
  if (zoomFit) zoomFit.disabled = k <= 1;
}

/**
 * The board's native tooltip: one transparent rectangle over the whole board in `#board-content`
 * whose title is `text` (none when empty), so hovering a cell of the canvas tells its state as
 * the SVG cells' titles did.
 */
export function tooltip(svg, text, w, h) {
  const content = svg.querySelector("#board-content");
  let rect = content.firstElementChild;
  if (!text) {
    if (rect) content.replaceChildren();
    return;
  }
  if (!rect || rect.getAttribute("class") !== "tip" || content.childElementCount !== 1) {
    content.replaceChildren();
    rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    rect.setAttribute("class", "tip");
    rect.setAttribute("fill", "transparent");
    rect.appendChild(document.createElementNS("http://www.w3.org/2000/svg", "title"));
    content.appendChild(rect);
  }
  rect.setAttribute("width", String(w));
  rect.setAttribute("height", String(h));
  if (rect.firstChild.textContent !== text) rect.firstChild.textContent = text;
}
