import confusables from 'unhomoglyph/data.json' with { type: 'json' };

// Unicode TR39's confusables table (unhomoglyph's copy): each key is one code point, mapped to
// the prototype it looks like ("Х" → "X", "m" → "rn", "0" → "O").
const PROTOTYPE: Readonly<Record<string, string>> = confusables;

/**
 * A presentation name's confusable skeleton (TR39: NFD, each character replaced by its prototype,
 * NFD again), lower-cased because names are unique case-insensitively. Two names with one
 * skeleton look alike ("Xena" and "Хena" with a Cyrillic Х, "Farm" and "Farrn"), so only the first
 * may have it: a look-alike could speak as someone else under every comment.
 */
export function nameSkeleton(name: string): string {
  let mapped = '';
  for (const ch of name.normalize('NFD')) mapped += PROTOTYPE[ch] ?? ch;
  return mapped.normalize('NFD').toLowerCase();
}
