import { activateLanguage } from './i18n';
import { chooseLanguage, type Language } from './languages';

/** Where a language the person picked is remembered (this device only). */
const SAVED_LANGUAGE_KEY = 'echo-language';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(SAVED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The language to start in: the saved choice, else the browser's languages, else English. */
export function startingLanguage(): Language {
  return chooseLanguage(savedLanguage(), navigator.languages ?? [navigator.language]);
}

/** The person picked a language: remember it on this device and switch at once. */
export async function pickLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(SAVED_LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await activateLanguage(language);
}
