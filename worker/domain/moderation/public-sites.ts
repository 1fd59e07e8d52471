// Web addresses anyone may share without giving themselves away: the crisis lines' own sites that
// Echo shows, and the international directory its crisis box links to. "findahelpline.com lists
// a line in every country" under a post is help, not a link to the writer (docs/decisions/085),
// as a crisis line's number is (public-numbers.ts). Pure, so tests in Node can use it too.

/** The directory the crisis box shows first, in every country (web/components/help). */
const DIRECTORY = 'findahelpline.com';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sites as patterns: one to ask whether a text names any, one to take them out. */
export type PublicSites = { named: RegExp; every: RegExp };

/**
 * The hosts of the crisis lines' `web` addresses (without "www."), and the directory. A host is
 * taken out whole, with its scheme, "www." and path, and only whole: not inside a longer host
 * ("findahelpline.com.example.io"), not as a subdomain, and not after an "@", since a mailbox at
 * a service's domain is a person's address.
 */
export function publicSitesOf(webAddresses: readonly string[]): PublicSites {
  const hosts = new Set([DIRECTORY]);
  for (const address of webAddresses) {
    const host = new URL(address).hostname.toLowerCase();
    hosts.add(host.startsWith('www.') ? host.slice(4) : host);
  }
  const alternatives = [...hosts]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const source = `(?<![\\p{L}\\p{N}_.@-])(?:https?://)?(?:www\\.)?(?:${alternatives})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])(?:/\\S*)?`;
  return { named: new RegExp(source, 'iu'), every: new RegExp(source, 'giu') };
}

/** The text with every public site taken out (a space where each was). */
export function withoutPublicSites(text: string, sites: PublicSites): string {
  return text.normalize('NFKC').replace(sites.every, ' ');
}
