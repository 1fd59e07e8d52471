import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Help } from '../../../schema/api';
import type { Language } from '../../i18n/languages';
import { HttpError } from '../../lib/api-client';

/**
 * The crisis lines for a chosen country, or (null) for wherever the request comes from. Fetched
 * without credentials: the answer is the same for everyone in a country, so no session travels
 * with it and the edge can cache it (docs/decisions/023).
 */
export async function getHelp(country: string | null, language: Language): Promise<Help> {
  const params = new URLSearchParams({ lang: language });
  if (country) params.set('country', country);
  const response = await fetch(`/api/help?${params}`, { credentials: 'omit' });
  if (!response.ok)
    throw new HttpError(response.status, response.statusText, await response.text());
  return (await response.json()) as Help;
}

export function helpQueryOptions(country: string | null, language: Language) {
  return queryOptions({
    queryKey: ['help', country ?? 'where-i-am', language] as const,
    queryFn: () => getHelp(country, language),
    // Lines change rarely; a visit's worth of freshness is plenty.
    staleTime: 60 * 60_000,
    retry: 2,
  });
}

export function useHelp(country: string | null, language: Language) {
  const help = useQuery(helpQueryOptions(country, language));
  const queryClient = useQueryClient();
  const { refetch } = help;
  useEffect(() => {
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!workers) return;
    // The service worker keeps the last lines that pass through it for offline use. On a first
    // visit the lines were asked for before it took the page over, and it kept those of where
    // the request comes from: ask again through it, so it keeps the country chosen here
    // (docs/decisions/084). A first answer still on its way went around the worker, and a
    // refetch would only wait for it: it is cancelled first.
    const askAgain = async () => {
      const { queryKey } = helpQueryOptions(country, language);
      await queryClient.cancelQueries({ queryKey, exact: true });
      await refetch();
    };
    const onControllerChange = () => void askAgain();
    workers.addEventListener('controllerchange', onControllerChange);
    return () => workers.removeEventListener('controllerchange', onControllerChange);
  }, [queryClient, refetch, country, language]);
  return help;
}
