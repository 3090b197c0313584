// The page's words in the reader's language: the lookup t(key, params) over one message catalogue
// per language (en.js, zh-Hans.js: plain data, key → template), the language now in force, and
// numbers and plurals through Intl. A template is a string with {name} slots, or an object of
// plural forms ({one, other}, chosen by Intl.PluralRules on params.count). A number in a slot is
// written by Intl.NumberFormat in the language's own way. This room imports nothing but its
// catalogues: every other room may read it. English comes with the page; another language's
// catalogue is fetched when it is first chosen (loadLanguage), so a reader downloads one.
import en from "./en.js";
import { errorWords } from "./package-errors.js";

/** The catalogues loaded, by language tag; English is the fallback for a key missing elsewhere. */
export const CATALOGUES = { en };

/** How to fetch each other language's catalogue. */
const LOADERS = { "zh-Hans": () => import("./zh-Hans.js") };

/** The languages the page speaks, in the switch's order. */
export const LANGUAGES = ["en", ...Object.keys(LOADERS)];

/** The parameter of a link (and the saved key) that carries the language, e.g. "?lang=zh-Hans". */
export const LANG_PARAM = "lang";

let current = "en"; // the language in force, a key of CATALOGUES
const listeners = new Set(); // called after each change of language
const numberFormats = new Map(); // language → Intl.NumberFormat
const pluralRules = new Map(); // language → Intl.PluralRules

/**
 * The page's language for a browser language tag (navigator.language) or a chosen one: any "zh…"
 * → "zh-Hans", an exact catalogue name as it is, anything else (or nothing) → "en".
 * @param {string|null|undefined} tag
 */
export function pickLanguage(tag) {
  if (!tag) return "en";
  if (LANGUAGES.includes(tag)) return tag;
  return /^zh\b/i.test(tag) ? "zh-Hans" : "en";
}

/** The language in force, e.g. "en" or "zh-Hans". */
export const language = () => current;

/**
 * Fetches the catalogue of `lang` (through pickLanguage) if it is not loaded yet; resolves with the
 * language, ready for setLanguage. Rejects if the catalogue cannot be fetched (the page stays in
 * its language).
 */
export async function loadLanguage(lang) {
  const next = pickLanguage(lang);
  if (!(next in CATALOGUES)) CATALOGUES[next] = (await LOADERS[next]()).default;
  return next;
}

/**
 * Puts `lang` (a language's tag; anything else goes through pickLanguage) in force and calls every
 * listener (onLanguage) when it changed. Returns the language now in force. A language whose
 * catalogue is not loaded yet (loadLanguage) is not put in force: English stays.
 */
export function setLanguage(lang) {
  const next = pickLanguage(lang);
  if (next === current || !(next in CATALOGUES)) return current;
  current = next;
  for (const fn of listeners) fn(current);
  return current;
}

/** Calls `fn(lang)` after each change of language; returns the unbind. */
export function onLanguage(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** `n` written in the language in force (Intl.NumberFormat: "12.5", "100000"; `options` for more, e.g. { useGrouping: true }: "33,554,432"). */
export function number(n, options) {
  if (options) return new Intl.NumberFormat(current, options).format(n);
  if (!numberFormats.has(current)) numberFormats.set(current, new Intl.NumberFormat(current, { maximumFractionDigits: 20, useGrouping: false }));
  return numberFormats.get(current).format(n);
}

/** The plural category of `n` in the language in force ("one", "other"…: Intl.PluralRules). */
function category(n) {
  if (!pluralRules.has(current)) pluralRules.set(current, new Intl.PluralRules(current));
  return pluralRules.get(current).select(n);
}

/** The template of `key` in the language in force, else in English, else undefined. */
export function template(key, lang = current) {
  return CATALOGUES[lang]?.[key] ?? en[key];
}

/** Whether a catalogue (the language in force's, or English) has `key`. */
export const has = (key) => template(key) !== undefined;

/**
 * The text of `key` with its {slots} filled from `params` (numbers written by number(), strings
 * as they are). A plural template picks its form by params.count. An unknown key gives the key
 * itself, so a missing text shows, and the tests (tests/www/i18n.test.mjs) find it.
 * @param {string} key   e.g. "verdict.mouseWins"
 * @param {Record<string, string|number>} [params]
 */
export function t(key, params = {}) {
  return fill(key, params, current);
}

/**
 * Words of the catalogues to be said later, in the language then in force: a param of pageError
 * (or of t) that is itself a text with slots, e.g. phrase("notice.stored.below", { n: 5 }).
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 */
export const phrase = (key, params = {}) => Object.freeze({ phrase: key, params });

/** t() in `lang`; a param that is an Error is said by reason() (by its message in English), a phrase() in `lang`. */
function fill(key, params, lang) {
  let tpl = template(key, lang);
  if (tpl === undefined) return key;
  const was = current;
  current = lang; // (number() and category() write in the language of the text)
  try {
    if (typeof tpl === "object") tpl = tpl[category(Number(params.count ?? 0))] ?? tpl.other;
    return tpl.replace(/\{(\w+)\}/g, (slot, name) => {
      const v = params[name];
      if (v === undefined) return slot;
      if (v instanceof Error) return lang === "en" ? v.message : reason(v);
      if (typeof v?.phrase === "string") return fill(v.phrase, v.params, lang);
      return typeof v === "number" ? number(v) : String(v);
    });
  } finally {
    current = was;
  }
}

/**
 * An Error of the page's own, of `kind` (the catalogues' key `error.<kind>`): its message is the
 * English words, and reason() says it in the language in force from its kind and `params` (an
 * Error among them is said by reason() too), as the package's errors are.
 * @param {string} kind     e.g. "importTooLong"
 * @param {Record<string, string|number|Error>} [params]
 */
export function pageError(kind, params = {}) {
  return Object.assign(new Error(fill(`error.${kind}`, params, "en")), { kind, params });
}

/** The {slot} names of a template (string or plural forms), sorted: the tests compare them between languages. */
export function slots(tpl) {
  const texts = typeof tpl === "object" ? Object.values(tpl) : [tpl];
  return [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
}

/**
 * Why `err` happened, in the language in force: a page error (pageError) by its kind from the
 * catalogues, a package error by its kind and params (package-errors.js: the English message as
 * it is), anything else by its message.
 * @param {Error & {kind?: string, params?: object}} err
 */
export function reason(err) {
  if (!(err instanceof Error)) return String(err);
  if (err.kind && template(`error.${err.kind}`) !== undefined) return t(`error.${err.kind}`, err.params ?? {});
  return err.kind ? errorWords(err, current) : err.message;
}
