import { pickLanguage } from '../i18n/language-choice';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n/languages';
import { useLanguage, useT } from '../i18n/react';

/**
 * On every screen, and in the wallet modal: each language named in itself; the choice is kept on
 * this device and switches the whole app. The navigation's label is for screen readers only;
 * the wallet modal shows its own.
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
  return (
    <label className={`flex items-center ${className}`}>
      <span className={labelClassName}>{label ?? t('common.language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void pickLanguage(event.target.value);
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
