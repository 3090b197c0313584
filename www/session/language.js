// Which language the page speaks at its opening, and keeping the reader's choice: a link's
// `?lang=` first (a shared link keeps the sharer's language), then the choice saved in this
// browser, then the browser's own language (navigator.language: zh… → 简体中文, else English).
import { pickLanguage, LANGUAGES, LANG_PARAM } from "../i18n/i18n.js";

/** The localStorage key of the reader's chosen language. */
export const LANGUAGE_KEY = "cat-mouse-lang";

/**
 * The language to open in: `search` the address's query ("?lang=zh-Hans"), `store` a Storage or
 * null, `browser` navigator.language. A value that names no catalogue is passed over.
 */
export function openingLanguage(search, store, browser) {
  const asked = new URLSearchParams(search).get(LANG_PARAM);
  if (asked && LANGUAGES.includes(asked)) return asked;
  let saved = null;
  try {
    saved = store?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    saved = null; // (storage refused: the browser's language)
  }
  if (saved && LANGUAGES.includes(saved)) return saved;
  return pickLanguage(browser);
}

/** Keeps `lang` as the reader's choice in `store` (quietly nothing when storage is refused). */
export function saveLanguage(store, lang) {
  try {
    store?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // (a browser that refuses storage keeps the choice for this page only)
  }
}

/**
 * The query of a link made in `lang`: "" in English (the reader's own language then decides),
 * "?lang=zh-Hans" otherwise.
 */
export const linkQuery = (lang) => (lang === "en" ? "" : `?${LANG_PARAM}=${lang}`);

/** The address's query `search` with its lang parameter set to `lang` (removed for English). */
export function searchWith(search, lang) {
  const params = new URLSearchParams(search);
  if (lang === "en") params.delete(LANG_PARAM);
  else params.set(LANG_PARAM, lang);
  const s = params.toString().replace(/=(?=&|$)/g, "");
  return s ? `?${s}` : "";
}
