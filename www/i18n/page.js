// Writes the catalogue's words into the page's static markup (index.html): an element's text
// (data-i18n="key"), its markup (data-i18n-html: a catalogue's own trusted markup, <code>, <i>),
// its title, aria-label and placeholder (data-i18n-title, data-i18n-label, data-i18n-placeholder),
// and the document's language and title. An element whose text the page's code has since
// rewritten (a verdict in place of "Solving…") keeps it: only a text that is still one of the
// catalogues' for its key is replaced, and the code's own render writes the rest.
import { t, language, template, CATALOGUES } from "./i18n.js";

/** The attributes written from the catalogue: data attribute → the attribute it fills. */
const ATTRIBUTES = { "data-i18n-title": "title", "data-i18n-label": "aria-label", "data-i18n-placeholder": "placeholder" };

/** Whether `text` is one of the catalogues' texts of `key` (the element still shows the static text). */
function isCatalogued(key, text) {
  return Object.keys(CATALOGUES).some((lang) => template(key, lang) === text);
}

/**
 * Writes the language in force into `root` (a document or an element): every data-i18n* element,
 * and, for a document, <html lang> and the title.
 * @param {Document|Element} root
 */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) {
    const key = el.dataset.i18n;
    if (isCatalogued(key, el.textContent.trim())) el.textContent = t(key);
  }
  for (const el of root.querySelectorAll("[data-i18n-html]")) {
    const html = t(el.dataset.i18nHtml);
    if (el.innerHTML !== html) el.innerHTML = html;
  }
  for (const [data, attr] of Object.entries(ATTRIBUTES)) {
    for (const el of root.querySelectorAll(`[${data}]`)) {
      const key = el.getAttribute(data);
      if (isCatalogued(key, el.getAttribute(attr) ?? "")) el.setAttribute(attr, t(key));
    }
  }
  if (root.documentElement) {
    root.documentElement.lang = language();
    root.title = t("doc.title");
    root.querySelector('meta[name="description"]')?.setAttribute("content", t("doc.description"));
  }
}
