// The header's language switch: one button that names the other language in that language
// ("中文" on the English page, "English" on the Chinese one; its accessible name is that text).
// A press puts the other language in force, keeps it (saved, and in the address's query), and
// writes every text again at once: the static ones here, the rest by a redraw of everything. The
// puzzle, its history and the tabs stay as they are.
import { language, setLanguage, loadLanguage, t } from "../i18n/i18n.js";
import { translatePage } from "../i18n/page.js";
import { saveLanguage, searchWith } from "../session/language.js";
import { $ } from "../ui/dom.js";

/** The language the switch offers from `lang`. */
const other = (lang) => (lang === "en" ? "zh-Hans" : "en");

/** Writes the switch's face for the language in force. */
function renderSwitch(button) {
  const next = other(language());
  button.textContent = t(`lang.name.${next}`);
  button.lang = next;
  button.title = t("lang.switch.title");
}

/**
 * Binds #lang-switch. `store`: where the choice is kept (null in embed mode); `redraw`: asks for
 * a redraw of everything. Returns the unbind.
 */
export function bindLanguageSwitch({ store, redraw }) {
  const button = $("#lang-switch");
  renderSwitch(button);
  const press = async () => {
    let lang;
    try {
      lang = setLanguage(await loadLanguage(other(language())));
    } catch (err) {
      // (the other catalogue could not be fetched: the page stays as it is, and says so)
      button.title = `${t("lang.switch.title")} (${err.message})`;
      return;
    }
    saveLanguage(store, lang);
    const search = searchWith(location.search, lang);
    if (search !== location.search) window.history.replaceState(window.history.state, "", location.pathname + search + location.hash);
    translatePage(document);
    renderSwitch(button);
    redraw();
  };
  button.addEventListener("click", press);
  return () => button.removeEventListener("click", press);
}
