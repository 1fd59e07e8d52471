import { useRef, useState } from 'react';
import { pickLanguage } from '../i18n/language-choice';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../i18n/languages';
import { useLanguage, useT } from '../i18n/react';

/** Keys that move a closed select's choice in Chromium, each firing `change` at once. */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * On every screen, and in the wallet modal: each language named in itself; the choice is kept on
 * this device and switches the whole app. The navigation's label is for screen readers only;
 * the wallet modal shows its own.
 *
 * A choice made with the keys on the closed select waits for Enter, or for focus to leave: each
 * arrow used to switch the whole app, loading every language on the way, and quick presses
 * ended on the wrong one (docs/decisions/094). Escape goes back. A pick from the list, with the
 * mouse or the list opened from the keyboard, applies at once.
 */
export function LanguageSwitcher({
  className = '',
  label,
  labelClassName = 'sr-only',
  selectClassName = 'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700',
}: {
  className?: string;
  label?: string;
  labelClassName?: string;
  selectClassName?: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const byKeys = useRef(false);
  const choose = (next: Language) => {
    setPending(null);
    if (next !== language) void pickLanguage(next);
  };
  return (
    <label className={`flex items-center ${className}`}>
      <span className={labelClassName}>{label ?? t('common.language.label')}</span>
      <select
        value={pending ?? language}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && pending) {
            event.preventDefault();
            choose(pending);
          } else if (event.key === 'Escape' && pending) {
            setPending(null);
          } else {
            // Alt+Down opens the list; a letter jumps to a language, as an arrow does.
            const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
            byKeys.current = !event.altKey && (MOVING_KEYS.has(event.key) || typed);
          }
        }}
        onMouseDown={() => {
          byKeys.current = false;
        }}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          if (byKeys.current) setPending(next);
          else choose(next);
        }}
        onBlur={() => {
          if (pending) choose(pending);
        }}
        className={selectClassName}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
