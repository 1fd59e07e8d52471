import { useId, useState } from 'react';
import type { Help, HelpLine } from '../../../schema/api';
import { HELP_COUNTRIES } from '../../../schema/help-countries';
import { useLanguage, useT, type Translate } from '../../i18n/react';
import { chooseHelpCountry, useHelpCountry } from './help-country';
import { formatHours } from './help-hours';
import { useHelp } from './help-query';

// The box leads with this many lines; the rest wait behind "more lines" (not a wall of numbers).
const LEADING_LINES = 2;

/** A `tel:`/`sms:` address keeps only what a phone dials. */
const dialable = (number: string) => number.replace(/[^0-9+*#]/g, '');

/**
 * A line's call, text and web links. Each one's accessible name ends with the line's name: a
 * screen reader's list of links on /help read the same "Call" link twice (the second was the
 * veterans' line) and "Website" three times (docs/decisions/090). The visible words come first,
 * so voice control still finds them.
 */
function LineActions({ line, t }: { line: HelpLine; t: Translate }) {
  const link = 'font-semibold underline underline-offset-2';
  const named = (action: string) => ({ 'aria-label': `${action}, ${line.name}`, children: action });
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {line.phone ? (
        <a
          className={link}
          href={`tel:${dialable(line.phone)}`}
          {...named(t('help.call', { number: line.phone }))}
        />
      ) : null}
      {line.sms ? (
        // `?&body=` is the form both iOS and Android Messages read; the keyword is the service's
        // own and is never translated.
        <a
          className={link}
          href={`sms:${dialable(line.sms.number)}${line.sms.body ? `?&body=${encodeURIComponent(line.sms.body)}` : ''}`}
          {...named(
            line.sms.body
              ? t('help.textKeyword', { keyword: line.sms.body, number: line.sms.number })
              : t('help.textNumber', { number: line.sms.number }),
          )}
        />
      ) : null}
      {line.web ? (
        <a
          className={link}
          href={line.web}
          target="_blank"
          rel="noopener noreferrer"
          {...named(line.kind === 'chat' ? t('help.chat') : t('help.website'))}
        />
      ) : null}
    </span>
  );
}

function LineItem({ line, t, locale }: { line: HelpLine; t: Translate; locale: string }) {
  // Only what the record says: a line is "free", "confidential" or "24/7" when its source says so.
  const facts = [
    line.free === true ? t('help.free') : null,
    line.confidential === true ? t('help.confidential') : null,
    line.hours === '24/7'
      ? t('help.allDay')
      : line.hours
        ? t('help.hours', {
            hours: formatHours(line.hours, locale, {
              monthly: (values) => t('help.hours.monthly', values),
              nextDay: (time) => t('help.hours.nextDay', { time }),
            }),
          })
        : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="space-y-1">
      <p className="font-semibold">{line.name}</p>
      {line.description ? <p className="text-sm">{line.description}</p> : null}
      <LineActions line={line} t={t} />
      {facts.length > 0 ? <p className="text-sm text-rose-900">{facts.join(' · ')}</p> : null}
    </li>
  );
}

function CountryChooser({
  help,
  t,
  locale,
}: {
  help: Help | undefined;
  t: Translate;
  locale: string;
}) {
  const chosen = useHelpCountry();
  const id = useId();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const label = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const countries = [...HELP_COUNTRIES].sort((a, b) => label(a).localeCompare(label(b), locale));
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>{t('help.country.label')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => chooseHelpCountry(event.target.value || null)}
        className="max-w-full min-w-0 rounded-lg border border-rose-300 bg-white px-2 py-1"
      >
        <option value="">
          {t('help.country.detected')}
          {help?.source === 'edge' && help.countryName ? ` (${help.countryName})` : ''}
        </option>
        {countries.map((code) => (
          <option key={code} value={code}>
            {label(code)}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * The crisis help of the visitor's country, in their language (docs/decisions/023): one or two
 * lines first, then more on request, the emergency number, a country chooser and the credit.
 * Until the answer arrives (or if it never does) the international directory is there.
 */
export function HelpBoxContent({
  held,
  expanded,
  forSomeoneElse,
}: {
  held: boolean;
  expanded: boolean;
  forSomeoneElse: boolean;
}) {
  const t = useT();
  const { language, locale } = useLanguage();
  const country = useHelpCountry();
  const help = useHelp(country, language);
  const [showAll, setShowAll] = useState(expanded);
  const lines = help.data?.lines ?? [];
  const shown = showAll ? lines : lines.slice(0, LEADING_LINES);
  const directory = help.data?.directory ?? {
    name: 'Find A Helpline',
    web: 'https://findahelpline.com',
  };

  return (
    <>
      {held ? (
        <p role="status" className="mt-2 font-medium">
          {t('help.held')}
        </p>
      ) : null}
      <p className="mt-2">{forSomeoneElse ? t('help.introSomeoneElse') : t('help.intro')}</p>
      {shown.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {shown.map((line) => (
            <LineItem
              key={`${line.name}-${line.phone ?? line.sms?.number ?? line.web}`}
              line={line}
              t={t}
              locale={locale}
            />
          ))}
        </ul>
      ) : help.data ? (
        <p className="mt-3">
          {help.data.country && help.data.countryName
            ? t('help.noLines', { country: help.data.countryName })
            : t('help.noCountry')}
        </p>
      ) : null}
      {lines.length > LEADING_LINES && !expanded ? (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
          className="mt-2 text-sm font-semibold underline"
        >
          {showAll
            ? t('help.fewerLines')
            : t('help.moreLines', { count: lines.length - LEADING_LINES })}
        </button>
      ) : null}
      {help.data?.emergency ? (
        <p className="mt-3 font-medium">
          <a className="underline" href={`tel:${dialable(help.data.emergency)}`}>
            {t('help.emergency', { number: help.data.emergency })}
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <a
          className="font-semibold underline"
          href={directory.web}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('help.directory')}
        </a>{' '}
        ({directory.name})
      </p>
      <div className="mt-3">
        <CountryChooser help={help.data} t={t} locale={locale} />
      </div>
      {help.data?.credit ? (
        <p className="mt-2 text-xs text-rose-900/80">{help.data.credit}</p>
      ) : null}
    </>
  );
}
