// Echo names a comment addresses: "@sam i'm here for you, any hour" speaks to someone in the
// thread, by the permanent name already shown beside their comments; it offers nobody's account
// elsewhere. The contact check cannot tell such a name from an account offered
// (docs/decisions/042), so before it reads a comment, the "@" goes from each name of the
// thread's other commenters, and the name is read as if typed bare: exactly as the check reads
// "sam i'm here for you", no more leniently. Pure, so the tests in Node can use it too.

/** The characters that continue a name: "@samantha" does not address "sam". */
const NAME_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;

const ADDRESS_MARKS = new Set(['@', '＠']);

/** Whether the text could address anyone: the thread's names are read only then. */
export const mayAddressSomeone = (text: string): boolean =>
  text.includes('@') || text.includes('＠');

/**
 * The text with the "@" taken from each `names` it addresses (case aside). Linear in the text
 * times the number of distinct name lengths (at most 50): each "@" looks up one slice per length.
 */
export function withAddressedNamesBare(text: string, names: readonly string[]): string {
  const byLength = new Map<number, Set<string>>();
  for (const name of names) {
    const folded = name.normalize('NFKC');
    if (folded.length === 0) continue;
    let sameLength = byLength.get(folded.length);
    if (!sameLength) byLength.set(folded.length, (sameLength = new Set()));
    sameLength.add(folded.toLowerCase());
  }
  const normalised = text.normalize('NFKC');
  if (byLength.size === 0) return normalised;
  const lengths = [...byLength.keys()];
  let out = '';
  let copiedTo = 0;
  for (let at = 0; at < normalised.length; at += 1) {
    if (!ADDRESS_MARKS.has(normalised[at] ?? '')) continue;
    const start = at + 1;
    const addressed = lengths.some((length) => {
      const after = normalised[start + length];
      if (after !== undefined && NAME_CHARACTER.test(after)) return false;
      const slice = normalised.slice(start, start + length);
      return slice.length === length && byLength.get(length)?.has(slice.toLowerCase()) === true;
    });
    if (!addressed) continue;
    out += normalised.slice(copiedTo, at);
    copiedTo = start;
  }
  return out + normalised.slice(copiedTo);
}
