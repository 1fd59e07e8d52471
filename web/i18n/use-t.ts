import { useLingui } from '@lingui/react';
import { INTL_LOCALE, type Language } from './languages';
import type { MessageId } from './message-ids';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The active language's messages; components re-render when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** The active language and its `Intl` locale (numbers, dates, relative times). */
export function useLanguage(): { language: Language; locale: string } {
  const language = (useLingui().i18n.locale || 'en') as Language;
  return { language, locale: INTL_LOCALE[language] };
}
