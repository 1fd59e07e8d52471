import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { loadNamespace } from '../../i18n/i18n';
import { useLanguage, useT } from '../../i18n/react';
import { componentOnceLoaded } from '../../lib/component-once-loaded';
import { useHelpCountry } from './help-country';
import { helpQueryOptions } from './help-query';

// The box's code and messages come in a chunk of their own, loaded with the first box shown:
// most visits never need it, and the first load has a budget (docs/decisions/021). Until it is
// in, the international directory shows.
const HelpBoxContent = componentOnceLoaded(
  async () => {
    const [content] = await Promise.all([import('./help-box-content'), loadNamespace('help')]);
    return content.HelpBoxContent;
  },
  <DirectoryFirst />,
);

/**
 * The lines are asked for as the box shows, while its chunk is still on its way: one round trip
 * less before a number to call, where the content asked only once it was in (docs/decisions/100).
 * The content reads the same query.
 */
function usePrefetchedLines(): void {
  const queryClient = useQueryClient();
  const country = useHelpCountry();
  const { language } = useLanguage();
  useEffect(() => {
    void queryClient.prefetchQuery(helpQueryOptions(country, language));
  }, [queryClient, country, language]);
}

/** What shows at once, before the lines arrive: the international directory. */
function DirectoryFirst() {
  return (
    <p className="mt-2">
      <a
        className="font-semibold underline"
        href="https://findahelpline.com"
        target="_blank"
        rel="noopener noreferrer"
      >
        findahelpline.com
      </a>
    </p>
  );
}

/**
 * The crisis-support box: on Home, under the composer and comment forms when a text reads as a
 * crisis, for held posts, the suspension banner, My Echo, /help and a reader worried about
 * someone. It never blocks the page: the directory shows first and the country's lines fill in.
 */
export function HelpBox({
  held = false,
  expanded = false,
  forSomeoneElse = false,
  className = '',
}: {
  held?: boolean;
  /** Every line at once (the /help screen), instead of the leading ones and "more lines". */
  expanded?: boolean;
  /**
   * Shown to a reader worried about someone else, who may be fine: the box says the lines also
   * help those who worry, and them too, rather than asking whether they need to talk now
   * (docs/decisions/096).
   */
  forSomeoneElse?: boolean;
  className?: string;
}) {
  const t = useT();
  const titleId = useId();
  usePrefetchedLines();
  return (
    <aside
      aria-labelledby={titleId}
      className={`rounded-2xl border border-rose-200 bg-rose-50 p-5 text-rose-950 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {forSomeoneElse ? t('common.help.titleSomeoneElse') : t('common.help.title')}
      </h2>
      <HelpBoxContent held={held} expanded={expanded} forSomeoneElse={forSomeoneElse} />
    </aside>
  );
}
