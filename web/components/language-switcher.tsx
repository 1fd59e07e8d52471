import { pickLanguage } from '../i18n/language-choice';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n/languages';
import { useLanguage, useT } from '../i18n/react';

/** On every screen: each language named in itself; the choice is kept on this device. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <label className={`flex items-center ${className}`}>
      <span className="sr-only">{t('common.language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void pickLanguage(event.target.value);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700"
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
