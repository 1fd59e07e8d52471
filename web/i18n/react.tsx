// React bindings for the Lingui runtime (web/i18n/i18n.ts): a provider that re-renders the app
// when the language changes, `useT()`, `useLanguage()` and `<Trans>` for messages with markup.
// Written here rather than taken from @lingui/react: the shell's first load has 120 KB of budget
// and these are 1.3 KB smaller (docs/decisions/021).
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n } from './i18n';
import { INTL_LOCALE, type Language } from './languages';
import type { MessageId } from './message-ids';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

const LocaleContext = createContext<string>('en');

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/** Re-renders everything below it when the active language changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, () => i18n.locale);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The active language's messages; components re-render when the language changes. */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  // The locale keeps the callback new per language, so memoised children see the change.
  return useCallback<Translate>((id, values) => (locale ? i18n._(id, values) : id), [locale]);
}

/** The active language and its `Intl` locale (numbers, dates, relative times). */
export function useLanguage(): { language: Language; locale: string } {
  const language = (useContext(LocaleContext) || 'en') as Language;
  return { language, locale: INTL_LOCALE[language] };
}

// `<0>text</0>` or `<0/>`: the numbered tags a message wraps its markup in.
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

function withElements(text: string, components: Record<number, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const index = Number(match[1] ?? match[3]);
    const element = components[index];
    const inner = match[2] === undefined ? [] : withElements(match[2], components);
    parts.push(element ? cloneElement(element, { key: parts.length }, ...inner) : inner.join(''));
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** A message with markup: `<0>…</0>` in the message becomes `components[0]` around its text. */
export function Trans({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Record<string, unknown>;
  components: Record<number, ReactElement>;
}) {
  const t = useT();
  return <>{withElements(t(id, values), components)}</>;
}
