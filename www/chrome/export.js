// Takes the board away as a picture: an SVG file (or a PNG made from it) of the board as drawn,
// with the verdict above it and the caption and the key (legend) under it, in the colour scheme
// the page shows. Every painter is served alike: the canvas under the board (the grid, a big
// graph) goes in as an image, the SVG board (a small graph, and the marks over a canvas) as a
// copy whose every element carries its computed colours, so the file looks the same anywhere
// (no style sheet, no CSS variable). The key is rebuilt from its items as shown: each swatch's
// fill, border, hatch and letter, and its words. And the table as CSV (solver/csv.js), up to the
// size the page states. Reads the page; changes nothing.
import { csvParts, CSV_MAX_STATES, csvTooBig } from "../solver/csv.js";
import { runSliced } from "../model/slices.js";
import { $ } from "../ui/dom.js";
import { t, number, onLanguage } from "../i18n/i18n.js";

const NS = "http://www.w3.org/2000/svg";
/** The computed properties copied onto each element of the board's SVG. */
const PROPS = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray", "stroke-linecap", "stroke-linejoin",
  "opacity", "font-size", "font-family", "font-weight", "text-anchor", "dominant-baseline", "paint-order", "marker-end", "marker-start", "visibility"];
/** How much bigger than on screen the PNG is drawn (sharp on a slide). */
export const PNG_SCALE = 2;

const escXml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
/** A computed `url("…#id")` as a reference inside the file: `url(#id)`. */
const localUrl = (v) => v.replace(/url\("?[^")]*?(#[^")]+)"?\)/g, "url($1)");

/** A copy of `el` (an SVG element of the page) with its computed style written on it; hidden elements are left out. */
function styledCopy(el) {
  const cs = getComputedStyle(el);
  if (cs.display === "none") return null;
  const copy = el.cloneNode(false);
  copy.removeAttribute("tabindex");
  if (!(el instanceof SVGDefsElement) && el.tagName !== "defs") {
    const style = PROPS.map((p) => `${p}:${localUrl(cs.getPropertyValue(p))}`).join(";");
    copy.setAttribute("style", style);
  }
  for (const child of el.childNodes) {
    if (child.nodeType === 3) copy.appendChild(child.cloneNode());
    else if (child.nodeType === 1) {
      const c = styledCopy(child);
      if (c) copy.appendChild(c);
    }
  }
  return copy;
}

/** Lines of at most `chars` characters of `text`, broken at spaces. */
function wrap(text, chars) {
  const out = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** The key's items as shown: [{swatch: {fill, border, borderWidth, radius, round, hatch, letter, colour, w, h}, words}]. */
function keyItems() {
  return [...document.querySelectorAll("#key li")].filter((li) => getComputedStyle(li).display !== "none").map((li) => {
    const sw = li.querySelector(".swatch");
    const words = [...li.childNodes].filter((n) => n !== sw).map((n) => n.textContent).join("").trim();
    if (!sw) return { swatch: null, words };
    const cs = getComputedStyle(sw);
    const r = sw.getBoundingClientRect();
    const image = cs.backgroundImage;
    return {
      words,
      swatch: {
        fill: cs.backgroundColor, border: cs.borderTopColor, borderWidth: parseFloat(cs.borderTopWidth) || 0,
        radius: parseFloat(cs.borderTopLeftRadius) || 0, round: cs.borderTopLeftRadius.endsWith("%"),
        hatch: image && image !== "none" ? (sw.classList.contains("beyond") ? "hatch-dark" : "hatch") : null,
        letter: sw.textContent.trim(), colour: cs.color, w: r.width || 22, h: r.height || 17,
      },
    };
  });
}

/**
 * The board as drawn, as an SVG document (text): the verdict, the board (its canvas as an image,
 * its SVG as styled copies), the caption and the key, on the card's colour. Its root says its
 * size in CSS pixels (`width`, `height`) and names the board's (`data-board-width`, `data-board-height`).
 * @returns {{svg: string, width: number, height: number, board: {width: number, height: number}}}
 */
export function boardSvg() {
  const board = $("#board");
  const box = board.getBoundingClientRect();
  const W = Math.round(box.width);
  const H = Math.round(box.height);
  const card = getComputedStyle(board.closest(".board-wrap") ?? document.body);
  const page = getComputedStyle(document.body);
  const bg = card.backgroundColor !== "rgba(0, 0, 0, 0)" ? card.backgroundColor : page.backgroundColor;
  const ink = page.color;
  const muted = getComputedStyle($("#caption")).color;
  const font = page.fontFamily.replace(/"/g, "'");
  const pad = 16;
  const fs = 14;
  const lineH = 19;
  const chars = Math.max(30, Math.floor(W / (fs * 0.6)));
  const parts = [];
  let y = pad;
  // the verdict, as a heading
  const v = $("#verdict");
  const dot = v?.querySelector(".dot");
  const verdict = (dot ? [...v.children].filter((e) => e !== dot).map((e) => e.textContent).join(" ") : v?.textContent ?? "").trim();
  if (verdict) {
    let vx = pad;
    if (dot) {
      const ds = getComputedStyle(dot);
      parts.push(`<circle cx="${pad + 11}" cy="${y + 12}" r="11" fill="${ds.backgroundColor}"/>`
        + `<text x="${pad + 11}" y="${y + 12}" font-size="12" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="${ds.color}">${escXml(dot.textContent.trim())}</text>`);
      vx += 30;
    }
    parts.push(`<text x="${vx}" y="${y + 18}" font-size="18" font-weight="700" fill="${ink}">${escXml(verdict)}</text>`);
    y += 34;
  }
  // the board: the canvas under it, then its SVG
  const canvas = $("#board-canvas");
  const top = y;
  if (canvas && !canvas.hidden && canvas.width > 0) {
    const r = canvas.getBoundingClientRect();
    parts.push(`<image x="${(pad + r.left - box.left).toFixed(1)}" y="${(top + r.top - box.top).toFixed(1)}" width="${r.width.toFixed(1)}" height="${r.height.toFixed(1)}" href="${canvas.toDataURL("image/png")}"/>`);
  }
  const copy = styledCopy(board);
  copy.setAttribute("x", String(pad));
  copy.setAttribute("y", String(top));
  copy.setAttribute("width", String(W));
  copy.setAttribute("height", String(H));
  copy.removeAttribute("style");
  for (const a of ["id", "role", "aria-label", "aria-describedby"]) copy.removeAttribute(a);
  parts.push(new XMLSerializer().serializeToString(copy).replace(/ xmlns="[^"]*"/, ""));
  y = top + H + 12;
  // the caption
  for (const line of wrap($("#caption")?.textContent.trim() ?? "", chars)) {
    parts.push(`<text x="${pad}" y="${y + fs}" font-size="${fs}" fill="${ink}">${escXml(line)}</text>`);
    y += lineH;
  }
  y += 6;
  // the key, item by item, wrapped at the board's width
  let x = pad;
  const rowH = 24;
  const keyTop = y;
  const key = [];
  for (const { swatch, words } of keyItems()) {
    const sw = swatch ? Math.max(swatch.w, 14) : 0;
    const width = sw + (sw ? 6 : 0) + words.length * fs * 0.56 + 16;
    if (x > pad && x + width > pad + W) {
      x = pad;
      y += rowH;
    }
    if (swatch) {
      const h = swatch.h;
      const rx = swatch.round ? Math.min(sw, h) / 2 : swatch.radius;
      const bw = swatch.borderWidth;
      const ry = y + (rowH - h) / 2;
      key.push(`<rect x="${x + bw / 2}" y="${ry + bw / 2}" width="${sw - bw}" height="${h - bw}" rx="${rx}" fill="${swatch.fill}"${bw ? ` stroke="${swatch.border}" stroke-width="${bw}"` : ""}/>`);
      if (swatch.hatch) key.push(`<rect x="${x}" y="${ry}" width="${sw}" height="${h}" rx="${rx}" fill="url(#${swatch.hatch})"/>`);
      if (swatch.letter) key.push(`<text x="${x + sw / 2}" y="${ry + h / 2}" font-size="11" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="${swatch.colour}">${escXml(swatch.letter)}</text>`);
    }
    key.push(`<text x="${x + sw + (sw ? 6 : 0)}" y="${y + rowH / 2}" font-size="${fs - 1}" dominant-baseline="central" fill="${swatch ? ink : muted}">${escXml(words)}</text>`);
    x += width;
  }
  y += rowH + pad;
  parts.push(`<g class="key" aria-label="Legend" transform="translate(0 0)" data-top="${keyTop}">${key.join("")}</g>`);
  const width = W + 2 * pad;
  const height = Math.ceil(y);
  // the hatch patterns the key's swatches use (the board's own are inside its copy)
  const defs = `<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" style="stroke:${getComputedStyle(document.body).getPropertyValue("--hatch").trim() || "rgba(255,255,255,0.55)"};stroke-width:3"/></pattern>`
    + `<pattern id="hatch-dark" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" style="stroke:${getComputedStyle(document.body).getPropertyValue("--hatch-dark").trim() || "rgba(0,0,0,0.32)"};stroke-width:3"/></pattern></defs>`;
  const svg = `<svg xmlns="${NS}" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escXml(font)}" data-board-width="${W}" data-board-height="${H}">`
    + `<title>${escXml(verdict || t("notice.export.boardTitle"))}</title>${defs}<rect width="100%" height="100%" fill="${bg}"/>${parts.join("")}</svg>`;
  return { svg, width, height, board: { width: W, height: H } };
}

/** The board as a PNG Blob (PNG_SCALE times its size on screen), drawn from boardSvg. */
export async function boardPng() {
  const { svg, width, height } = boardSvg();
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = width * PNG_SCALE;
    c.height = height * PNG_SCALE;
    const ctx = c.getContext("2d");
    ctx.scale(PNG_SCALE, PNG_SCALE);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise((ok, fail) => c.toBlob((b) => (b ? ok(b) : fail(new Error("the browser made no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** How long a download's object URL is kept once clicked, in ms (the browser has taken the file by then). */
const KEEP_URL_MS = 60_000;

/** Offers `blob` as a download called `name`. */
export function download(blob, name) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), KEEP_URL_MS);
}

/** The file name of the shown puzzle's exports: "cat-mouse-graph-board.svg" (the same in every language). */
const fileName = (state, what, ext) => `cat-mouse-${state.mode}-${what}.${ext}`; // (not shown)

/**
 * Binds the take-away buttons: the board as SVG and PNG, the table as CSV (up to CSV_MAX_STATES
 * states; beyond, `tell` says how to get it from the package). `tell(text, kind)` says what happened.
 * @returns {() => void} the unbind
 */
export function bindExport({ state, tell }) {
  const svgButton = $("#save-svg");
  const pngButton = $("#save-png");
  const csvButton = $("#save-csv");
  const onSvg = () => {
    try {
      download(new Blob([boardSvg().svg], { type: "image/svg+xml" }), fileName(state, "board", "svg"));
    } catch (err) {
      tell(t("notice.export.svgFailed", { why: err.message }), "error");
    }
  };
  const onPng = async () => {
    try {
      download(await boardPng(), fileName(state, "board", "png"));
    } catch (err) {
      tell(t("notice.export.pngFailed", { why: err.message }), "error");
    }
  };
  const onCsv = () => {
    const sol = state.solution;
    if (!sol) {
      tell(t("notice.export.waitSolved"), "info");
      return;
    }
    const why = csvTooBig(sol);
    if (why) {
      tell(why, "info");
      return;
    }
    // (made a slice of rows a task: a table of 180,000 states is a few hundred ms of text)
    const name = fileName(state, "table", "csv");
    csvButton.disabled = true;
    csvButton.setAttribute("aria-busy", "true");
    runSliced(csvParts(sol)).then(
      (parts) => download(new Blob(parts, { type: "text/csv" }), name),
      (err) => tell(t("notice.export.csvFailed", { why: err.message }), "error"),
    ).finally(() => {
      csvButton.disabled = false;
      csvButton.removeAttribute("aria-busy");
    });
  };
  svgButton?.addEventListener("click", onSvg);
  pngButton?.addEventListener("click", onPng);
  csvButton?.addEventListener("click", onCsv);
  const csvTitle = () => {
    if (csvButton) csvButton.title = t("notice.export.csvTitle", { max: number(CSV_MAX_STATES, { useGrouping: true }) });
  };
  csvTitle();
  const unLanguage = onLanguage(csvTitle);
  return () => {
    unLanguage();
    svgButton?.removeEventListener("click", onSvg);
    pngButton?.removeEventListener("click", onPng);
    csvButton?.removeEventListener("click", onCsv);
  };
}
