import { useSyncExternalStore } from 'react';

/** Where a country the person picked is kept: on this device only, never sent with a post. */
const CHOSEN_COUNTRY_KEY = 'echo-help-country';

function savedCountry(): string | null {
  try {
    const value = localStorage.getItem(CHOSEN_COUNTRY_KEY);
    return value && /^[A-Z]{2}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

// Read once; kept here too, so a choice holds for the page even where storage is refused.
let chosen = typeof localStorage === 'undefined' ? null : savedCountry();
const listeners = new Set<() => void>();

/** Picks the country whose lines every help box shows (null: where the request comes from). */
export function chooseHelpCountry(country: string | null): void {
  chosen = country;
  try {
    if (country) localStorage.setItem(CHOSEN_COUNTRY_KEY, country);
    else localStorage.removeItem(CHOSEN_COUNTRY_KEY);
  } catch {
    // Private mode: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen country, the same in every help box on the page. */
export function useHelpCountry(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
}
