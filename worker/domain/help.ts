// What GET /api/help answers: a country's crisis lines in the asked language (docs/decisions/023).
import type { Help, HelpLine } from '../../schema/api';
import type { AppLanguage } from '../../schema/constants';
import { HELPLINES, type HelplineRecord } from '../data/helplines';
import { HELP_TEXTS } from './help-texts';

/** An international directory for every country, and for anyone whose country is unknown. */
export const HELP_DIRECTORY = { name: 'Find A Helpline', web: 'https://findahelpline.com' };

// Cloudflare's `cf.country` for unknown (XX) and Tor (T1): no country.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

// `Intl` locales for the country's name ("Japan", "日本", "Japon").
const INTL_LOCALE: Record<AppLanguage, string> = {
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

/** A known country code, or null (unknown, Tor, or no record). */
export function helpCountry(code: string | null | undefined): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  return NOT_A_COUNTRY.has(upper) ? null : upper;
}

function countryName(code: string, language: AppLanguage, record: HelplineRecord | undefined) {
  try {
    return new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region' }).of(code) ?? null;
  } catch {
    // XK, AC, TA and CP are not ISO codes every runtime knows.
    return record?.name ?? null;
  }
}

function toLine(line: HelplineRecord['lines'][number], language: AppLanguage): HelpLine {
  const texts = HELP_TEXTS[language];
  // The service's own name when the reader speaks its language, else its English name.
  const readable = line.name !== null && (line.languages.includes(language) || !line.nameEn);
  const description = [texts.kind[line.kind], line.fromAbroad === false ? texts.notFromAbroad : '']
    .filter(Boolean)
    .join(' ');
  return {
    name: (readable ? line.name : line.nameEn) ?? line.name ?? texts.nationalLine,
    kind: line.kind,
    description,
    phone: line.phone,
    sms: line.sms,
    web: line.web,
    hours: line.hours,
    languages: line.languages,
    free: line.free,
    confidential: line.confidential,
    fromAbroad: line.fromAbroad,
    source: line.source,
    verifiedAt: line.verifiedAt,
  };
}

/** The help for a resolved country (null: unknown) in one of the app's languages. */
export function helpFor(
  country: string | null,
  language: AppLanguage,
  source: Help['source'],
): Help {
  const record = country === null ? undefined : HELPLINES.get(country);
  const lines = [...(record?.lines ?? [])].sort((a, b) => Number(b.national) - Number(a.national));
  const dates = [record?.emergency?.verifiedAt, ...lines.map((line) => line.verifiedAt)].filter(
    (date): date is string => typeof date === 'string',
  );
  return {
    country,
    countryName: country === null ? null : countryName(country, language, record),
    source: country === null ? 'none' : source,
    emergency: record?.emergency?.number ?? null,
    lines: lines.map((line) => toLine(line, language)),
    directory: HELP_DIRECTORY,
    verifiedAt: dates.sort().at(-1) ?? '2026-11-25',
    credit: HELP_TEXTS[language].credit,
  };
}
