// The app's languages and how one is chosen: the saved choice, else the browser's languages,
// else English (docs/decisions/021). Pure: no DOM, so it is tested in Node.

import { APP_LANGUAGES, isAppLanguage, type AppLanguage } from '../../schema/constants';

export const LANGUAGES = APP_LANGUAGES;
export type Language = AppLanguage;

/** Each language named in itself, as a switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  vi: 'Tiếng Việt',
  fr: 'Français',
  ja: '日本語',
  id: 'Bahasa Indonesia',
  ru: 'Русский',
  es: 'Español',
  de: 'Deutsch',
};

/** The locale `Intl` formats with: Chinese is simplified Chinese. */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en',
  zh: 'zh-CN',
  vi: 'vi',
  fr: 'fr',
  ja: 'ja',
  id: 'id',
  ru: 'ru',
  es: 'es',
  de: 'de',
};

export const isLanguage = isAppLanguage;

/** The app language a BCP 47 tag asks for ('ja-JP' → ja, 'in' → id), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // 'in' is the withdrawn ISO 639 code for Indonesian that older Android still sends.
  const language = primary === 'in' ? 'id' : primary;
  return isLanguage(language) ? language : null;
}

/** The saved choice, else the first of the browser's languages the app speaks, else English. */
export function chooseLanguage(saved: string | null, browser: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}
