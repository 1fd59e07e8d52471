// One matcher for every phrase of every language: a single left-to-right pass over the words
// (and over the Chinese/Japanese character stream, and over runs typed without spaces). Each
// position looks its word up once (a map for whole words, a trie for stems and characters);
// every slot it fits advances that pattern if the previous slot ended close enough before.
// Work is linear in the length of the text times the few slots one word can fit; there is no
// backtracking, whatever the input.
import type { PhraseSets } from './lexicon/types.ts';
import { compilePhrase, foldWord, type CharSlot, type WordSlot } from './phrase-pattern.ts';
import { CJK_SENTENCE_END, NAME, SENTENCE_END, type PhraseView } from './phrase-view.ts';

export type PhraseGroup<Tag extends string> = {
  tag: Tag;
  language: string;
  sets: PhraseSets;
  phrases: readonly string[];
  /** Intensifiers the phrases read through ("I just really want to die"). */
  fillers: readonly string[];
  /** Informal spellings read as what they stand for ("wanna" → "want to"). */
  spellings: PhraseSets;
};

export type PhraseMatch<Tag extends string> = { tag: Tag; language: string; phrase: string };

type TrieNode = { next: Map<string, TrieNode>; slots: number[] };

const trieNode = (): TrieNode => ({ next: new Map(), slots: [] });

/** Keys are walked by UTF-16 unit, as the scans index the text. */
function addToTrie(root: TrieNode, key: string, slot: number): void {
  let node = root;
  for (let i = 0; i < key.length; i += 1) {
    const ch = key[i] ?? '';
    let child = node.next.get(ch);
    if (!child) {
      child = trieNode();
      node.next.set(ch, child);
    }
    node = child;
  }
  node.slots.push(slot);
}

/** Slots in one numbering: `pattern` and `first`/`last` say where each sits. */
type SlotTable = { pattern: number[]; first: boolean[]; last: boolean[]; gap: number[] };

/** Where each mode's slots are looked up. */
type WordIndex = {
  words: Map<string, number[]>;
  stems: TrieNode;
  numbers: { slot: number; min: number }[];
  sentenceEnds: number[];
};

/** Lexicon words at least this long are also read with one typo; longer text words are not. */
const MIN_TYPO_LENGTH = 6;
const MAX_TYPO_LENGTH = 24;

/** Shortest squeezed phrase read inside a run: shorter ones hide inside ordinary words. */
const MIN_SQUEEZED_LENGTH = 6;

type Span = { pattern: number; start: number; end: number };

/**
 * Scans positions 0..length-1. `slotsAt(p, visit)` calls `visit(slot, end)` for every slot that
 * matches from `p` to `end`. A slot after the first counts only if the previous slot of its
 * pattern ended at most `gap` positions before `p`, with no sentence end between.
 */
function scan(
  table: SlotTable,
  length: number,
  slotsAt: (p: number, visit: (slot: number, end: number) => void) => void,
  isSentenceEnd: (p: number) => boolean,
): Span[] {
  const lastEnd = new Int32Array(table.pattern.length).fill(-1);
  const chainStart = new Int32Array(table.pattern.length);
  const pending = new Map<number, number[]>();
  const spans: Span[] = [];
  let lastSentenceEnd = -1;
  for (let p = 0; p < length; p += 1) {
    const arriving = pending.get(p);
    if (arriving) {
      for (let k = 0; k < arriving.length; k += 2) {
        const slot = arriving[k] ?? 0;
        lastEnd[slot] = p;
        chainStart[slot] = arriving[k + 1] ?? p;
      }
      pending.delete(p);
    }
    slotsAt(p, (slot, end) => {
      let start = p;
      if (!table.first[slot]) {
        const previousEnd = lastEnd[slot - 1] ?? -1;
        if (previousEnd < 0 || p - previousEnd > (table.gap[slot] ?? 0)) return;
        if (lastSentenceEnd >= previousEnd) return;
        start = chainStart[slot - 1] ?? p;
      }
      if (table.last[slot]) {
        spans.push({ pattern: table.pattern[slot] ?? 0, start, end });
        return;
      }
      const list = pending.get(end);
      if (list) list.push(slot, start);
      else pending.set(end, [slot, start]);
    });
    if (isSentenceEnd(p)) lastSentenceEnd = p;
  }
  return spans;
}

/**
 * Compiles phrase groups into a function from a text's view to the phrases it contains. A
 * match of a group tagged `cancelledBy` (an idiom) cancels every other match it overlaps.
 */
export function compilePhraseMatcher<Tag extends string>(
  groups: readonly PhraseGroup<Tag>[],
  cancelledBy: Tag,
): (view: PhraseView) => PhraseMatch<Tag>[] {
  const patterns: { tag: Tag; language: string; phrase: string }[] = [];
  const table: SlotTable = { pattern: [], first: [], last: [], gap: [] };
  const wordIndex: WordIndex = {
    words: new Map(),
    stems: trieNode(),
    numbers: [],
    sentenceEnds: [],
  };
  const chars = trieNode();
  const squeezed = trieNode();

  const addSlots = (pattern: number, slots: { gap: number }[]): number => {
    const base = table.pattern.length;
    slots.forEach((slot, i) => {
      table.pattern.push(pattern);
      table.first.push(i === 0);
      table.last.push(i === slots.length - 1);
      table.gap.push(slot.gap);
    });
    return base;
  };
  const indexWordSlot = (slot: WordSlot, id: number) => {
    for (const word of slot.words) {
      const list = wordIndex.words.get(word);
      if (list) list.push(id);
      else wordIndex.words.set(word, [id]);
    }
    for (const stem of slot.stems) addToTrie(wordIndex.stems, stem, id);
    if (slot.minNumber !== null) wordIndex.numbers.push({ slot: id, min: slot.minNumber });
    if (slot.sentenceEnd) wordIndex.sentenceEnds.push(id);
  };
  // The same phrase typed without spaces: every slot's words read as letters, end to end.
  const indexSqueezed = (slots: WordSlot[], pattern: number) => {
    if (
      slots.some((slot) => slot.minNumber !== null || slot.sentenceEnd || slot.words.includes(NAME))
    ) {
      return;
    }
    const shortest = slots.reduce(
      (sum, slot) => sum + Math.min(...slot.spelled.map((w) => w.length)),
      0,
    );
    if (shortest < MIN_SQUEEZED_LENGTH) return;
    const base = addSlots(
      pattern,
      slots.map(() => ({ gap: 0 })),
    );
    slots.forEach((slot, i) => {
      for (const word of slot.spelled) addToTrie(squeezed, word, base + i);
    });
  };

  for (const group of groups) {
    for (const phrase of group.phrases) {
      for (const linear of compilePhrase(phrase, group)) {
        const pattern = patterns.length;
        patterns.push({ tag: group.tag, language: group.language, phrase });
        if (linear.mode === 'chars') {
          const base = addSlots(pattern, linear.slots);
          linear.slots.forEach((slot: CharSlot, i) => {
            for (const s of slot.strings) addToTrie(chars, s, base + i);
          });
        } else {
          const base = addSlots(pattern, linear.slots);
          linear.slots.forEach((slot, i) => indexWordSlot(slot, base + i));
          if (!linear.wide) indexSqueezed(linear.slots, pattern);
        }
      }
    }
  }

  // Typos of the longer lexicon words: one letter left out ("sucide"), two swapped ("myslef"),
  // one too many ("suicidde" is squeezed already; "suiciide"). Never a substitution: "giving"
  // must not read as "living".
  const typos = new Map<string, string[]>();
  for (const word of wordIndex.words.keys()) {
    if (word.length < MIN_TYPO_LENGTH || !/^\p{L}+$/u.test(word)) continue;
    const variants = new Set<string>();
    for (let i = 0; i < word.length; i += 1) {
      variants.add(word.slice(0, i) + word.slice(i + 1));
      if (i + 1 < word.length && word[i] !== word[i + 1]) {
        variants.add(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
      }
    }
    for (const variant of variants) {
      if (variant.length < MIN_TYPO_LENGTH - 1 || wordIndex.words.has(variant)) continue;
      const list = typos.get(variant);
      if (list) list.push(word);
      else typos.set(variant, [word]);
    }
  }
  /** The lexicon words a word not in the lexicon is one typo away from. */
  const misspelt = (reading: string): string[] => {
    const found = typos.get(reading) ?? [];
    if (reading.length <= MIN_TYPO_LENGTH || reading.length > MAX_TYPO_LENGTH) return found;
    const extra: string[] = [];
    for (let i = 0; i < reading.length; i += 1) {
      const shorter = reading.slice(0, i) + reading.slice(i + 1);
      if (wordIndex.words.has(shorter)) extra.push(shorter);
    }
    return extra.length === 0 ? found : [...found, ...extra];
  };

  const wordSlotsAt = (words: string[][]) => (p: number, visit: (s: number, e: number) => void) => {
    for (const reading of words[p] ?? []) {
      if (reading === SENTENCE_END) {
        for (const slot of wordIndex.sentenceEnds) visit(slot, p + 1);
        continue;
      }
      const exact = wordIndex.words.get(reading);
      if (exact) for (const slot of exact) visit(slot, p + 1);
      else
        for (const word of misspelt(reading))
          for (const slot of wordIndex.words.get(word) ?? []) visit(slot, p + 1);
      let node: TrieNode | undefined = wordIndex.stems;
      for (let i = 0; i < reading.length; i += 1) {
        node = node.next.get(reading[i] ?? '');
        if (!node) break;
        for (const slot of node.slots) visit(slot, p + 1);
      }
      if (/^[0-9]{1,9}$/.test(reading)) {
        const value = Number(reading);
        for (const { slot, min } of wordIndex.numbers) if (value >= min) visit(slot, p + 1);
      }
    }
  };
  const charSlotsAt =
    (root: TrieNode, text: string) => (p: number, visit: (s: number, e: number) => void) => {
      let node: TrieNode | undefined = root;
      for (let i = p; i < text.length && node; i += 1) {
        node = node.next.get(text[i] ?? '');
        if (node) for (const slot of node.slots) visit(slot, i + 1);
      }
    };

  /** Matches that no idiom overlaps: idiom coverage as prefix sums, so this stays linear. */
  const keep = (spans: Span[], length: number): PhraseMatch<Tag>[] => {
    const isIdiom = (span: Span) => patterns[span.pattern]?.tag === cancelledBy;
    const starts = new Int32Array(length + 1);
    for (const span of spans) {
      if (!isIdiom(span)) continue;
      starts[span.start] = (starts[span.start] ?? 0) + 1;
      starts[span.end] = (starts[span.end] ?? 0) - 1;
    }
    const covered = new Int32Array(length + 1);
    let open = 0;
    for (let i = 0; i < length; i += 1) {
      open += starts[i] ?? 0;
      covered[i + 1] = (covered[i] ?? 0) + (open > 0 ? 1 : 0);
    }
    return spans
      .filter((s) => !isIdiom(s) && (covered[s.end] ?? 0) - (covered[s.start] ?? 0) === 0)
      .map((s) => patterns[s.pattern])
      .filter((match) => match !== undefined);
  };

  const fillers = new Set(groups.flatMap((group) => group.fillers.map(foldWord)));
  const spellings = new Map(
    groups.flatMap((group) =>
      Object.entries(group.spellings).map(([short, long]) => [
        foldWord(short),
        long.split(' ').map((word) => [foldWord(word)]),
      ]),
    ),
  );

  return (view) => {
    const { cjk } = view;
    // Intensifiers are read through, so "kill my fucking self" is "kill my self".
    const words = view.words
      .filter((readings) => !readings.some((r) => fillers.has(r)))
      .flatMap((readings) => spellings.get(readings[0] ?? '') ?? [readings]);
    const found = keep(
      scan(table, words.length, wordSlotsAt(words), (p) => (words[p] ?? []).includes(SENTENCE_END)),
      words.length,
    );
    if (cjk !== '') {
      const spans = scan(
        table,
        cjk.length,
        charSlotsAt(chars, cjk),
        (p) => cjk[p] === CJK_SENTENCE_END,
      );
      found.push(...keep(spans, cjk.length));
    }
    if (view.runs.length > 0) {
      // All runs in one pass, a space between them (no squeezed phrase holds a space).
      const runs = view.runs.join(' ');
      const spans = scan(table, runs.length, charSlotsAt(squeezed, runs), (p) => runs[p] === ' ');
      found.push(...keep(spans, runs.length));
    }
    return found;
  };
}
