// Texts the benchmarks post that must pass moderation, each made unique with plain words.
// Random letters spell words now and then, and moderation refuses some ("fa6z7p" reads as a
// slur): a live-delivery run once stopped on such a 422.
const WORDS = [
  'amber',
  'birch',
  'cedar',
  'daisy',
  'ember',
  'fern',
  'grove',
  'hazel',
  'iris',
  'juniper',
  'kelp',
  'lilac',
  'maple',
  'nectar',
  'olive',
  'pebble',
] as const;

const TAG_WORDS = 3;

/** Three words picked at random: one of 4,096 tags. */
export function plainWords(): string {
  return Array.from({ length: TAG_WORDS }, () => WORDS[Math.floor(Math.random() * 16)]).join(' ');
}

/** Every tag plainWords() can give, for the test that moderation publishes each. */
export function everyPlainWordsTag(): string[] {
  let tags = [''];
  for (let i = 0; i < TAG_WORDS; i += 1) {
    tags = tags.flatMap((tag) => WORDS.map((word) => (tag === '' ? word : `${tag} ${word}`)));
  }
  return tags;
}

/** The comment of a live-delivery run: the readers wait for exactly this text. */
export const liveCheckComment = (run: number, tag = plainWords()) =>
  `Live delivery check ${run} ${tag}, sending support.`;

/** A soak user's presentation name, unique across runs on one database. */
export const soakerName = (index: number, tag = plainWords()) => `Soaker ${index} ${tag}`;

/** A soak post's ending, so no two posts are the same text. */
export const soakEnding = (tag = plainWords()) => ` ${tag}.`;
