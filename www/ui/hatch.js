// The diagonal hatch that marks places and heatmap cells: one square tile of "/" stripes, drawn
// twice per tile so the stripes join across tiles when it repeats as a canvas pattern.

/**
 * A canvas `side` device pixels square holding one stripe of colour `stroke`, `width` device
 * pixels wide, from its bottom-left corner to its top-right one.
 * @returns {HTMLCanvasElement}
 */
export function hatchTile(side, stroke, width) {
  const tile = document.createElement("canvas");
  tile.width = side;
  tile.height = side;
  const t = tile.getContext("2d");
  t.strokeStyle = stroke;
  t.lineWidth = width;
  t.beginPath();
  for (const o of [-side, 0, side]) {
    t.moveTo(o, side);
    t.lineTo(o + side, 0);
  }
  t.stroke();
  return tile;
}
