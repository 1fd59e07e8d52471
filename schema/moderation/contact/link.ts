// Links: a scheme or "www.", or a bare domain ("mysite.online", "linktr.ee/lunarose"), also
// disguised ("google[.]com", "freestuff dot com", "mysite . com").
import type { ContactInput } from './contact.ts';
import { SPELLED_DOMAINS, TOP_LEVEL_DOMAINS, WORD_LIKE_DOMAINS } from './top-level-domains.ts';

const SCHEME = /\b(?:https?|hxxps?|ftp):\/\/|\bwww\.[\p{L}\p{N}]/u;
const LABEL = /^[\p{L}\p{N}-]+$/u;

export function hasLink({ text, tokens: read }: ContactInput): boolean {
  if (SCHEME.test(text)) return true;
  const tokens = read();
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const name = tokens[i];
    const dot = tokens[i + 1];
    const top = tokens[i + 2];
    // "www lunarose com": the dots left out, the "www" and the domain still there.
    if (
      name?.kind === 'word' &&
      name.text === 'www' &&
      dot?.kind === 'word' &&
      top?.kind === 'word' &&
      SPELLED_DOMAINS.has(top.text)
    ) {
      return true;
    }
    if (name?.kind !== 'word' || dot?.kind !== '.' || top?.kind !== 'word') continue;
    // An email's domain is the email's business.
    if (tokens[i - 1]?.kind === '@' || tokens[i - 1]?.kind === '.') continue;
    if (!LABEL.test(name.text) || !/\p{L}/u.test(name.text)) continue;
    // The last label: walk over "a.b.c" to the end.
    let end = i + 2;
    let spelled = dot.spelled;
    while (tokens[end + 1]?.kind === '.' && tokens[end + 2]?.kind === 'word') {
      const next = tokens[end + 1];
      spelled ||= next?.kind === '.' && next.spelled;
      end += 2;
    }
    const last = tokens[end];
    const label = last?.kind === 'word' ? last.text : '';
    const withPath = tokens[end + 1]?.kind === '/';
    if (spelled ? SPELLED_DOMAINS.has(label) : TOP_LEVEL_DOMAINS.has(label)) {
      if (!WORD_LIKE_DOMAINS.has(label) || withPath) return true;
    }
    i = end - 1;
  }
  return false;
}
