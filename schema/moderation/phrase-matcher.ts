// One matcher for every phrase of every language: a single left-to-right pass over the words
// (and over the Chinese/Japanese character stream, and over runs typed without spaces). Each
// position walks a trie of the lexicon's words (whole words, stems, numbers) a few words deep;
// every slot it completes advances that phrase if the previous slot ended close enough before.
// Work is linear in the length of the text times the few slots one word can fit; there is no
// backtracking, whatever the input.
import { squeezeRepeats } from './fold.ts';
import {
  charTrieBuilder,
  nextChar,
  NONE,
  type CharTrie,
  type CharTrieBuilder,
} from './char-trie.ts';
import { growingLists, type GrowingLists } from './number-lists.ts';
import { lessOneUnitIndex, MIN_TYPO_LENGTH, typoIndex } from './typo-index.ts';
import type { PhraseSets } from './lexicon/types.ts';
import {
  compilePhrase,
  foldWord,
  forgetVocabulary,
  phraseCache,
  type CharSlot,
  type WordSlot,
  type WordToken,
} from './phrase-pattern.ts';
import { AS_TYPED, CJK_SENTENCE_END, NAME, SENTENCE_END, type PhraseView } from './phrase-view.ts';

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

/** A trie node's list when it has none (slots or open lists). */
const NO_LIST = -1;
const NO_UNIT = -1;

/**
 * A trie over words: from a node, the next word leads on by its reading, by a stem it starts
 * with, as a number, or as a sentence end. `slots` are the slots whose alternative ends here,
 * but for the first slots of longer patterns, which are in the list `opens`.
 *
 * Most nodes have one child or none: a node keeps its first child in two fields and gets a Map
 * only at its second, where each node that had a child owned a Map (~200 bytes; the crisis and
 * threat matcher had some 110,000 of them, with the character tries').
 */
type WordNode = {
  /** The first word after this node ('' with a null `child` when there is none). */
  word: string;
  child: WordNode | null;
  /** The words after the first. */
  more: Map<string, WordNode>;
  /** Stems as a character trie; a stem's last character holds the word node it leads to. */
  stems: StemNode;
  numbers: { min: number; node: WordNode }[];
  end: WordNode | null;
  slots: number;
  opens: number;
};
/** A stem's characters by UTF-16 unit, the first child in two fields as above. */
type StemNode = {
  unit: number;
  child: StemNode | null;
  more: Map<number, StemNode>;
  target: WordNode | null;
};

/**
 * Shared by every node without the children they hold, read like any other and never written
 * (a node gets its own before its first entry). Units are numbers, so no key is a string made
 * for one character.
 */
const NO_MORE_WORDS = new Map<string, WordNode>();
const NO_MORE_STEM_CHARS = new Map<number, StemNode>();
const NO_STEMS: StemNode = { unit: NO_UNIT, child: null, more: NO_MORE_STEM_CHARS, target: null };
const NO_NUMBERS: WordNode['numbers'] = [];
/** A word the lexicon's numbers ("#18") compare; made once, as step() asks it of every word. */
const SMALL_NUMBER = /^[0-9]{1,9}$/;

const wordNode = (): WordNode => ({
  word: '',
  child: null,
  more: NO_MORE_WORDS,
  stems: NO_STEMS,
  numbers: NO_NUMBERS,
  end: null,
  slots: NO_LIST,
  opens: NO_LIST,
});
const stemNode = (): StemNode => ({
  unit: NO_UNIT,
  child: null,
  more: NO_MORE_STEM_CHARS,
  target: null,
});

function nextWord(node: WordNode, word: string): WordNode | undefined {
  if (node.word === word) return node.child ?? undefined;
  // Most nodes have one next word or none: the shared empty Map is not asked.
  return node.more === NO_MORE_WORDS ? undefined : node.more.get(word);
}

function nextStemChar(node: StemNode, unit: number): StemNode | undefined {
  if (node.unit === unit) return node.child ?? undefined;
  // A word node with no stems has NO_STEMS, stepped from by every reading of every word: the
  // shared empty Map is not asked, as in nextWord().
  return node.more === NO_MORE_STEM_CHARS ? undefined : node.more.get(unit);
}

function wordChild(node: WordNode, token: WordToken): WordNode {
  switch (token.kind) {
    case 'word':
    case 'typed':
    case 'name': {
      const key = token.kind === 'name' ? NAME : token.text;
      let child = nextWord(node, key);
      if (!child) {
        child = wordNode();
        if (node.child === null) {
          node.word = key;
          node.child = child;
        } else {
          if (node.more === NO_MORE_WORDS) node.more = new Map();
          node.more.set(key, child);
        }
      }
      return child;
    }
    case 'stem': {
      if (node.stems === NO_STEMS) node.stems = stemNode();
      let stem = node.stems;
      for (let i = 0; i < token.text.length; i += 1) {
        const unit = token.text.charCodeAt(i);
        let next = nextStemChar(stem, unit);
        if (!next) {
          next = stemNode();
          if (stem.unit === NO_UNIT) {
            stem.unit = unit;
            stem.child = next;
          } else {
            if (stem.more === NO_MORE_STEM_CHARS) stem.more = new Map();
            stem.more.set(unit, next);
          }
        }
        stem = next;
      }
      stem.target ??= wordNode();
      return stem.target;
    }
    case 'number': {
      let entry = node.numbers.find((n) => n.min === token.min);
      if (!entry) {
        entry = { min: token.min, node: wordNode() };
        if (node.numbers === NO_NUMBERS) node.numbers = [];
        node.numbers.push(entry);
      }
      return entry.node;
    }
    case 'end':
      node.end ??= wordNode();
      return node.end;
  }
}

/**
 * The first slots of patterns of two slots or more, as lists: the ones that end at one trie
 * node. Such a slot always counts and completes nothing; it only starts its pattern. A common
 * word starts dozens of patterns ("i", "will", "muốn"), so a node records its list in one entry
 * where it starts, not one entry per slot, and the slots are marked as started where they end.
 */
type OpenLists = GrowingLists;

/** Appends `value` to the list `list` (a new one for NO_LIST); returns the list. */
function addTo(lists: GrowingLists, list: number, value: number): number {
  const to = list === NO_LIST ? lists.add() : list;
  lists.push(to, value);
  return to;
}

/**
 * The nodes' slots with what decides whether each can count, side by side: `slot, slot before
 * (-1 for a first slot), gap`, three entries a slot, the slots of a node's list `l` from
 * `3 * from[l]` to `3 * from[l + 1]`, all in one array. A common word ends hundreds of slots
 * ("want", "to"), few of them under way: read from one run of entries, each test costs one
 * look-up elsewhere (where the slot before ended), not three scattered over the slot tables
 * (the matcher ~2.0 → 1.5 ms on "i will", per 5,000 characters).
 */
type SlotChecks = {
  from: Int32Array;
  checks: Int32Array;
  /**
   * The entries whose slot before is none or a first slot, by their index in `checks` (list
   * `l`'s from `firstFrom[l]` to `firstFrom[l + 1]`): what a list can count while no later slot
   * before any of its slots is under way (see ArmedLists).
   */
  firstFrom: Int32Array;
  firstEntries: Int32Array;
  /** Per later slot, the lists it comes before a slot of: `arms[armsFrom[s]…armsFrom[s + 1]]`. */
  armsFrom: Int32Array;
  arms: Int32Array;
  /** Per list, the widest gap after a later slot before (-1 when it has none; gaps are < 128). */
  laterGap: Int8Array;
};

function slotChecks(nodeSlots: GrowingLists, table: SlotTable): SlotChecks {
  const { from, values } = nodeSlots.freeze();
  const checks = new Int32Array(3 * values.length);
  values.forEach((slot, i) => {
    checks[3 * i] = slot;
    checks[3 * i + 1] = table.prev[slot] ?? -1;
    checks[3 * i + 2] = table.gap[slot] ?? 0;
  });
  const listCount = from.length - 1;
  const slotCount = table.prev.length;
  const isLater = (slot: number) => slot >= 0 && (table.prev[slot] ?? -1) >= 0;
  // Two passes over typed arrays, counting and then filling: a list of lists per slot (a Map of
  // arrays) was megabytes of short-lived objects while the lexicons compile, the moment the
  // detector's memory peaks (scripts/detector-memory.ts).
  const firstFrom = new Int32Array(listCount + 1);
  const laterGap = new Int8Array(listCount).fill(-1);
  const armsFrom = new Int32Array(slotCount + 1);
  const lastListOf = new Int32Array(slotCount).fill(-1);
  let firstCount = 0;
  /** Calls `arm(before, list)` once per list after each later slot, lists in order. */
  const forEachArm = (arm: (before: number, list: number) => void) => {
    lastListOf.fill(-1);
    for (let list = 0; list < listCount; list += 1) {
      for (let k = 3 * (from[list] ?? 0); k < 3 * (from[list + 1] ?? 0); k += 3) {
        const before = checks[k + 1] ?? -1;
        if (!isLater(before) || lastListOf[before] === list) continue;
        lastListOf[before] = list;
        arm(before, list);
      }
    }
  };
  for (let list = 0; list < listCount; list += 1) {
    firstFrom[list] = firstCount;
    for (let k = 3 * (from[list] ?? 0); k < 3 * (from[list + 1] ?? 0); k += 3) {
      const before = checks[k + 1] ?? -1;
      if (isLater(before)) laterGap[list] = Math.max(laterGap[list] ?? -1, checks[k + 2] ?? 0);
      else firstCount += 1;
    }
  }
  firstFrom[listCount] = firstCount;
  const firstEntries = new Int32Array(firstCount);
  let filled = 0;
  for (let list = 0; list < listCount; list += 1) {
    for (let k = 3 * (from[list] ?? 0); k < 3 * (from[list + 1] ?? 0); k += 3) {
      if (!isLater(checks[k + 1] ?? -1)) firstEntries[filled++] = k;
    }
  }
  // Each later slot's count of lists, then where its lists start (prefix sums), then the lists.
  forEachArm((before) => (armsFrom[before + 1] = (armsFrom[before + 1] ?? 0) + 1));
  for (let slot = 0; slot < slotCount; slot += 1) {
    armsFrom[slot + 1] = (armsFrom[slot + 1] ?? 0) + (armsFrom[slot] ?? 0);
  }
  const arms = new Int32Array(armsFrom[slotCount] ?? 0);
  const next = armsFrom.slice(0, slotCount);
  forEachArm((before, list) => {
    const at = next[before] ?? 0;
    arms[at] = list;
    next[before] = at + 1;
  });
  return { from, checks, firstFrom, firstEntries, armsFrom, arms, laterGap };
}

/**
 * The lists in which a slot after a later slot may count at the position being read. Such a slot
 * before arrives only by being visited, a few times a text, where first slots arrive by the
 * hundred (every common word opens patterns); most entries of a common word's list ("to",
 * "the", "に") wait on later slots. An arrival arms the lists it comes before, up to as far as
 * their widest gap: an entry counts only when its slot before ended within its gap, so a list
 * not armed at a position counts none of those entries, and only its other entries are read.
 */
type ArmedLists = {
  /** Slot `slot` arrived at `at`. */
  arrived: (slot: number, at: number) => void;
  /** Whether `list` may count an entry after a later slot at `p`. */
  armed: (list: number, p: number) => boolean;
  /** Forgets every arrival: a scan starts. */
  reset: () => void;
};

function armedLists({ armsFrom, arms, laterGap }: SlotChecks): ArmedLists {
  const until = new Int32Array(laterGap.length).fill(-1);
  const touched: number[] = [];
  let count = 0;
  return {
    arrived: (slot, at) => {
      const to = armsFrom[slot + 1] ?? 0;
      for (let i = armsFrom[slot] ?? 0; i < to; i += 1) {
        const list = arms[i] ?? 0;
        const last = until[list] ?? -1;
        if (last < 0) touched[count++] = list;
        until[list] = Math.max(last, at + (laterGap[list] ?? 0));
      }
    },
    armed: (list, p) => (until[list] ?? -1) >= p,
    reset: () => {
      for (let i = 0; i < count; i += 1) until[touched[i] ?? 0] = -1;
      count = 0;
    },
  };
}

/**
 * Slots in one numbering: `pattern` and `last` say where each sits, `prev` is the slot before
 * it (-1 for a first slot). Patterns that open with the same slots share them up to where
 * they part, so a word that opens hundreds of phrases ("i", "ich") is tracked once. Built as
 * lists, then frozen into typed arrays for the scans (slotTable()).
 */
type SlotLists = {
  pattern: number[];
  prev: number[];
  last: boolean[];
  gap: number[];
  /** The slot before may have ended in an earlier sentence (` ~ `). */
  crosses: boolean[];
};

/**
 * The slots as the scans read them, and the scans' working state, allocated once and reused
 * by every scan: a text is read without growing the heap, so a long post costs no collection.
 * `waiting` holds, per end position modulo its length, the (slot, chain start) pairs still to
 * arrive, a list of first slots written as `-1 - list`; its lists only grow.
 */
type SlotTable = {
  pattern: Int32Array;
  prev: Int32Array;
  gap: Int32Array;
  /** LAST and CROSSES bits. */
  flags: Uint8Array;
  /** The open lists end to end: list `l` is `openSlots[openFrom[l]…openFrom[l + 1]]`. */
  openFrom: Int32Array;
  openSlots: Int32Array;
  lastEnd: Int32Array;
  chainStart: Int32Array;
  waiting: Int32Array[];
  waitingCount: Int32Array;
};

const LAST = 1;
const CROSSES = 2;

function slotTable(lists: SlotLists, opens: OpenLists, reach: number): SlotTable {
  const size = lists.pattern.length;
  const { from: openFrom, values: openSlots } = opens.freeze();
  return {
    pattern: Int32Array.from(lists.pattern),
    prev: Int32Array.from(lists.prev),
    gap: Int32Array.from(lists.gap),
    flags: Uint8Array.from(
      lists.last,
      (last, i) => (last ? LAST : 0) | (lists.crosses[i] ? CROSSES : 0),
    ),
    openFrom,
    openSlots,
    lastEnd: new Int32Array(size),
    chainStart: new Int32Array(size),
    waiting: Array.from({ length: reach + 1 }, () => new Int32Array(16)),
    waitingCount: new Int32Array(reach + 1),
  };
}

const PLAIN_ASCII = /^[\x21-\x7e]+$/;

/** Text words longer than this are not read with one typo. */
const MAX_TYPO_LENGTH = 24;

/** Shortest squeezed phrase read inside a run: shorter ones hide inside ordinary words. */
const MIN_SQUEEZED_LENGTH = 6;

/**
 * Shortest first word of a phrase read from inside a run, not at its start: a word of one or two
 * letters there is mostly the middle of an ordinary word (Spanish "posparto", postpartum, held
 * "os parto", I break you), where at a run's start it is what was typed ("temato").
 */
const MIN_FIRST_WORD_INSIDE_RUN = 3;

type Span = { pattern: number; start: number; end: number };

/** Called by a scan for what matches from its position `p` to `end`. */
type Visitors = {
  /** One slot. */
  visit: (slot: number, end: number) => void;
  /** An open list's first slots, all at once. */
  open: (list: number, end: number) => void;
};

/**
 * A distinct word of a text as the word scan reads it. A text repeats its words ("i", "to",
 * "tôi"), and what the scan asks of one is the same wherever it stands: the trie nodes it leads
 * to from the root, what each reading is one typo from, whether only a typo reads it. Each is
 * worked out when first asked, once per text, where it was asked at every position and depth.
 */
type TextWord = {
  readings: string[];
  sentenceEnd: boolean;
  /** Per reading, the lexicon words it is one typo from. */
  typos: (readonly string[] | undefined)[];
  fromRoot: WordNode[] | undefined;
  onlyThroughTypo: boolean | undefined;
};

const textWord = (readings: string[]): TextWord => ({
  readings,
  sentenceEnd: readings.includes(SENTENCE_END),
  typos: [],
  fromRoot: undefined,
  onlyThroughTypo: undefined,
});

/**
 * Whether any reading can lead on from `node`: a node with no next word, stem, number or
 * sentence end leads nowhere, whatever the word.
 */
const leadsOn = (node: WordNode) =>
  node.child !== null || node.stems !== NO_STEMS || node.numbers.length > 0 || node.end !== null;

/**
 * Scans positions 0..length-1. `slotsAt(p, visitors)` calls `visit(slot, end)` for every slot
 * that matches from `p` to `end` (at most `reach` positions on, as a rule, and `reach` less
 * than the table's waiting lists), and `open(list, end)` for every open list that does. A slot
 * after the first counts only if the previous slot of its pattern ended at most `gap`
 * positions before `p`, with no sentence end between unless the slot `crosses`.
 */
function scan(
  table: SlotTable,
  length: number,
  slotsAt: (p: number, visitors: Visitors) => void,
  isSentenceEnd: (p: number) => boolean,
  armed: ArmedLists,
): Span[] {
  const { lastEnd, chainStart, prev, gap, flags, pattern, waiting, waitingCount } = table;
  const { openFrom, openSlots } = table;
  const ring = waiting.length;
  lastEnd.fill(-1);
  waitingCount.fill(0);
  armed.reset();
  // The rare match that ends further on than the waiting lists reach (a long number).
  const beyond = new Map<number, number[]>();
  const spans: Span[] = [];
  let lastSentenceEnd = -1;
  let p = 0;
  /** `entry` (a slot, or `-1 - list`) arrives at `end`, its chain begun at `start`. */
  const wait = (end: number, entry: number, start: number) => {
    if (end - p >= ring) {
      const list = beyond.get(end);
      if (list) list.push(entry, start);
      else beyond.set(end, [entry, start]);
      return;
    }
    const at = end % ring;
    let list = waiting[at] ?? new Int32Array(0);
    const count = waitingCount[at] ?? 0;
    if (count + 2 > list.length) {
      const grown = new Int32Array(Math.max(16, list.length * 2));
      grown.set(list);
      list = grown;
      waiting[at] = list;
    }
    list[count] = entry;
    list[count + 1] = start;
    waitingCount[at] = count + 2;
  };
  const visit = (slot: number, end: number) => {
    let start = p;
    const previous = prev[slot] ?? -1;
    if (previous >= 0) {
      const previousEnd = lastEnd[previous] ?? -1;
      if (previousEnd < 0 || p - previousEnd > (gap[slot] ?? 0)) return;
      if (lastSentenceEnd >= previousEnd && ((flags[slot] ?? 0) & CROSSES) === 0) return;
      start = chainStart[previous] ?? p;
    }
    if (((flags[slot] ?? 0) & LAST) !== 0) {
      spans.push({ pattern: pattern[slot] ?? 0, start, end });
      return;
    }
    wait(end, slot, start);
  };
  const visitors: Visitors = { visit, open: (list, end) => wait(end, -1 - list, p) };
  const arrive = (list: ArrayLike<number>, count: number) => {
    for (let k = 0; k < count; k += 2) {
      const entry = list[k] ?? 0;
      const start = list[k + 1] ?? p;
      if (entry >= 0) {
        lastEnd[entry] = p;
        chainStart[entry] = start;
        armed.arrived(entry, p);
        continue;
      }
      const to = openFrom[-entry] ?? 0;
      for (let i = openFrom[-1 - entry] ?? 0; i < to; i += 1) {
        const slot = openSlots[i] ?? 0;
        lastEnd[slot] = p;
        chainStart[slot] = start;
      }
    }
  };
  for (p = 0; p < length; p += 1) {
    const at = p % ring;
    const count = waitingCount[at] ?? 0;
    if (count > 0) {
      arrive(waiting[at] ?? [], count);
      waitingCount[at] = 0;
    }
    const far = beyond.get(p);
    if (far) {
      arrive(far, far.length);
      beyond.delete(p);
    }
    slotsAt(p, visitors);
    if (isSentenceEnd(p)) lastSentenceEnd = p;
  }
  return spans;
}

/** The runs of letters (no numbers, ends, names or words as typed) a slot can be squeezed to. */
function spelledAlternatives(slot: WordSlot): string[] {
  return slot.sequences.flatMap((sequence) =>
    sequence.every((token) => token.kind === 'word' || token.kind === 'stem')
      ? [sequence.map((token) => token.spelled).join('')]
      : [],
  );
}

/** A slot typed without spaces: its runs of letters, the shortest run's length, its key. */
type SqueezedSlot = { runs: string[]; shortest: number; key: number; ends: number[] | null };

/**
 * What a slot reads, as a number: its content (phrase-pattern.ts), its Chinese/Japanese strings
 * or its squeezed runs, each numbered in its own order and told apart by the number modulo 3.
 */
const wordsKey = (content: number) => 3 * content;
const charsKey = (number: number) => 3 * number + 1;
const squeezedKey = (number: number) => 3 * number + 2;

/**
 * A slot after the first as the slots it may be shared with: the slot before, its gap and
 * sentence rule, and what it reads, in one number (52 bits, where a string key cost ~100
 * bytes a slot); a first slot is its key alone. Gaps stay under 128 (CHAR_POST_GAP is 80).
 */
function sharedSlotKey(before: number, gap: number, crosses: boolean, key: number): number {
  if (before >= 2 ** 20 - 1 || gap >= 128 || key >= 2 ** 24) {
    throw new Error('phrase matcher: too many slots to number');
  }
  return ((before + 1) * 256 + gap * 2 + (crosses ? 1 : 0)) * 2 ** 24 + key;
}

/**
 * The tries and slot table of phrase groups. Apart from compilePhraseMatcher so that what
 * only compiling needs (the shared slots' keys, the expansions of every slot) is dropped
 * when it returns: a closure keeps every variable of its scope that any closure there reads.
 */
function compileTries<Tag extends string>(groups: readonly PhraseGroup<Tag>[]) {
  const patterns: { tag: Tag; language: string; phrase: string }[] = [];
  const lists: SlotLists = { pattern: [], prev: [], last: [], gap: [], crosses: [] };
  const words = wordNode();
  const lexiconWords = new Set<string>();
  /** Words as typed that have no marks to keep (Vietnamese "=dao", a knife, not "đào"), bare. */
  const plainTyped = new Set<string>();
  const chars = charTrieBuilder();
  const charNumbers: number[] = [];
  const squeezed = charTrieBuilder();
  let deepest = 1;
  // The longest literal of each character trie: how far a match can end from where it starts.
  let longestChars = 1;
  let longestSqueezed = 1;

  const sharedSlots = new Map<number, number>();
  /**
   * Numbers a pattern's slots. Every slot but the last is shared with any earlier pattern that
   * has the same slots up to it (same reading, gap and sentence rule after the same shared
   * slot): phrases that open alike ("i will …", "ich will mich …") are tracked once up to where
   * they part, so a word visits one slot per distinct prefix, not one per phrase. `key` names
   * what a slot reads. Returns each slot's number, and whether it is new (its words still to be
   * put in a trie).
   */
  const addSlots = (
    pattern: number,
    slots: { gap: number; crosses: boolean; key: number }[],
  ): { numbers: number[]; isNew: boolean[] } => {
    const numbers: number[] = [];
    const isNew: boolean[] = [];
    slots.forEach((slot, i) => {
      const last = i === slots.length - 1;
      const key =
        i === 0 ? slot.key : sharedSlotKey(numbers[i - 1] ?? -1, slot.gap, slot.crosses, slot.key);
      const shared = last ? undefined : sharedSlots.get(key);
      if (shared !== undefined) {
        numbers.push(shared);
        isNew.push(false);
        return;
      }
      const number = lists.pattern.length;
      lists.pattern.push(pattern);
      lists.prev.push(i === 0 ? -1 : (numbers[i - 1] ?? -1));
      lists.last.push(last);
      lists.gap.push(slot.gap);
      lists.crosses.push(slot.crosses);
      if (!last) sharedSlots.set(key, number);
      numbers.push(number);
      isNew.push(true);
    });
    return { numbers, isNew };
  };

  const cache = phraseCache();
  /**
   * A slot's alternatives recur in many phrases (phrase-pattern.ts numbers them by content):
   * the trie nodes they end at, in order (twice if two end at one node, as each alternative
   * puts the slot there), are found the first time, and so is the slot squeezed.
   */
  const wordEndsByContent: WordNode[][] = [];
  const wordEnds = (slot: WordSlot): WordNode[] => {
    const known = wordEndsByContent[slot.content];
    if (known) return known;
    const ends: WordNode[] = [];
    for (const sequence of slot.sequences) {
      let node = words;
      for (const token of sequence) {
        node = wordChild(node, token);
        if (token.kind === 'word') lexiconWords.add(token.text);
        if (token.kind === 'typed' && PLAIN_ASCII.test(token.text))
          plainTyped.add(token.text.slice(AS_TYPED.length));
      }
      ends.push(node);
      deepest = Math.max(deepest, sequence.length);
    }
    wordEndsByContent[slot.content] = ends;
    return ends;
  };
  /** The same for Chinese/Japanese slots, whose strings phrase-pattern.ts shares likewise. */
  const charKeys = new Map<string[], { number: number; plain: number }>();
  const charContents = new Map<string, number>();
  const charContent = (json: string) => {
    let number = charContents.get(json);
    if (number === undefined) {
      number = charContents.size;
      charContents.set(json, number);
    }
    return charsKey(number);
  };
  const charKey = ({ strings, number }: CharSlot): number => {
    let keys = charKeys.get(strings);
    if (!keys) {
      keys = {
        number: charContent(JSON.stringify([strings, true])),
        plain: charContent(JSON.stringify([strings, false])),
      };
      charKeys.set(strings, keys);
    }
    return number ? keys.number : keys.plain;
  };
  const charEndsOf = new Map<string[], number[]>();
  const charEnds = (strings: string[]): number[] => {
    let ends = charEndsOf.get(strings);
    if (!ends) {
      ends = strings.map((s) => {
        longestChars = Math.max(longestChars, s.length);
        return chars.add(s);
      });
      charEndsOf.set(strings, ends);
    }
    return ends;
  };
  const squeezedByContent: SqueezedSlot[] = [];
  const squeezedKeys = new Map<string, number>();
  const squeezedSlot = (slot: WordSlot): SqueezedSlot => {
    const known = squeezedByContent[slot.content];
    if (known) return known;
    const runs = spelledAlternatives(slot);
    const json = JSON.stringify(runs);
    // Slots of other content may squeeze alike ("kill*" and "kill"): named by their runs.
    let key = squeezedKeys.get(json);
    if (key === undefined) {
      key = squeezedKey(squeezedKeys.size);
      squeezedKeys.set(json, key);
    }
    const squeezedSlot = {
      runs,
      shortest: Math.min(...runs.map((w) => w.length)),
      key,
      ends: null,
    };
    squeezedByContent[slot.content] = squeezedSlot;
    return squeezedSlot;
  };
  const squeezedEnds = (slot: SqueezedSlot): number[] => {
    slot.ends ??= slot.runs.map((letters) => {
      longestSqueezed = Math.max(longestSqueezed, letters.length);
      return squeezed.add(letters);
    });
    return slot.ends;
  };

  const opens: OpenLists = growingLists();
  const nodeSlots = growingLists();
  /** Puts a slot at the trie node its alternative ends at: in its open list if it opens one. */
  const opensPattern = (slot: number) => (lists.prev[slot] ?? -1) < 0 && lists.last[slot] === false;
  const endsAt = (node: WordNode, slot: number) => {
    if (opensPattern(slot)) node.opens = addTo(opens, node.opens, slot);
    else node.slots = addTo(nodeSlots, node.slots, slot);
  };
  const endsAtChar = (trie: CharTrieBuilder, node: number, slot: number) => {
    if (opensPattern(slot)) trie.setOpens(node, addTo(opens, trie.opensOf(node), slot));
    else trie.setSlots(node, addTo(nodeSlots, trie.slotsOf(node), slot));
  };

  groups.forEach((group, g) => {
    for (const phrase of group.phrases) {
      for (const compiled of compilePhrase(phrase, group, cache)) {
        const pattern = patterns.length;
        patterns.push({ tag: group.tag, language: group.language, phrase });
        if (compiled.mode === 'chars') {
          const { numbers, isNew } = addSlots(
            pattern,
            compiled.slots.map((slot) => ({ ...slot, key: charKey(slot) })),
          );
          compiled.slots.forEach((slot, i) => {
            if (!isNew[i]) return;
            const number = numbers[i] ?? 0;
            for (const node of charEnds(slot.strings)) endsAtChar(chars, node, number);
            if (slot.number) charNumbers.push(number);
          });
          continue;
        }
        const { numbers, isNew } = addSlots(
          pattern,
          compiled.slots.map((slot) => ({ ...slot, key: wordsKey(slot.content) })),
        );
        compiled.slots.forEach((slot, i) => {
          if (!isNew[i]) return;
          for (const node of wordEnds(slot)) endsAt(node, numbers[i] ?? 0);
        });
        // The same phrase typed without spaces: every slot's words read end to end.
        if (compiled.wide) continue;
        const spelled = compiled.slots.map(squeezedSlot);
        if (spelled.some((slot) => slot.runs.length === 0)) continue;
        const shortest = spelled.reduce((sum, slot) => sum + slot.shortest, 0);
        if (shortest < MIN_SQUEEZED_LENGTH) continue;
        const run = addSlots(
          pattern,
          spelled.map((slot) => ({ gap: 0, crosses: false, key: slot.key })),
        );
        spelled.forEach((slot, i) => {
          if (!run.isNew[i]) return;
          for (const node of squeezedEnds(slot)) endsAtChar(squeezed, node, run.numbers[i] ?? 0);
        });
      }
    }
    const sameVocabulary = (other: PhraseGroup<Tag>) =>
      other.sets === group.sets && other.spellings === group.spellings;
    if (!groups.slice(g + 1).some(sameVocabulary)) {
      forgetVocabulary(group, cache);
      // What was learnt of its slots goes with it: a later lexicon's slot of the same content
      // is worked out again (the same trie nodes, the same keys), rarely.
      wordEndsByContent.length = 0;
      squeezedByContent.length = 0;
      charKeys.clear();
      charEndsOf.clear();
    }
  });

  const table = slotTable(lists, opens, Math.max(deepest, longestChars, longestSqueezed));
  return {
    patterns,
    table,
    checks: slotChecks(nodeSlots, table),
    words,
    lexiconWords,
    plainTyped,
    chars: chars.freeze(),
    charNumbers,
    squeezed: squeezed.freeze(),
    deepest,
  };
}

/**
 * `read`, remembered for one text and forgotten when the next starts (so the cache never
 * outgrows a text): a word's typo readings are asked for at every depth of the trie.
 */
function perTextCache<T>(read: (word: string) => T): {
  read: (word: string) => T;
  forget: () => void;
} {
  const cache = new Map<string, T>();
  return {
    read: (word) => {
      let found = cache.get(word);
      if (found === undefined) {
        found = read(word);
        cache.set(word, found);
      }
      return found;
    },
    forget: () => cache.clear(),
  };
}

/**
 * Compiles phrase groups into a function from a text's view to the phrases it contains.
 * `cancelledBy` names, for a tag, the idioms' tag: a match of those idioms cancels every match
 * of that tag it overlaps ("dying to see it" cancels "dying"), and is not itself returned. An
 * idioms' tag may have cancellers of its own ("not joking" undoes "joking").
 * `exact` names tags whose matches never rest on a word read through a typo: a typo's reading
 * may be an ordinary word ("strange" is "strangle" less one letter), which is fine for showing
 * help but not for refusing a post. The tags of the matches an idiom cancelled are added to
 * `cancelled`, when given: a reader after the phrases must not read back what an idiom undid
 * ("я убью его, шучу").
 */
export function compilePhraseMatcher<Tag extends string>(
  groups: readonly PhraseGroup<Tag>[],
  cancelledBy: Partial<Record<Tag, Tag>>,
  exact: readonly Tag[] = [],
): (view: PhraseView, cancelled?: Set<Tag>) => PhraseMatch<Tag>[] {
  const idiomTags = new Set<string>(Object.values(cancelledBy));
  for (const tag of Object.keys(cancelledBy)) {
    // Idioms undone by idioms undone by… must end, or coverage() would never return.
    const seen = new Set<string>();
    for (let t: string | undefined = tag; t !== undefined; t = cancelledBy[t as Tag]) {
      if (seen.has(t)) throw new Error(`phrase matcher: ${tag}'s idioms cancel each other`);
      seen.add(t);
    }
  }
  const exactTags = new Set<string>(exact);
  const {
    patterns,
    table,
    checks: slotChecks,
    words,
    lexiconWords,
    plainTyped,
    chars,
    charNumbers,
    squeezed,
    deepest,
  } = compileTries(groups);
  // The lexicon words a text's word is one typo from, worked out once per text: the index
  // hashes the word at each look-up, where a Map had its hash kept in the string.
  const typos = perTextCache(typoIndex(lexiconWords));
  const lessOneUnit = lessOneUnitIndex(lexiconWords);
  /** The lexicon words a word not in the lexicon is one typo away from. */
  const oneTypoFrom = (reading: string): readonly string[] => {
    const found = typos.read(reading);
    if (reading.length <= MIN_TYPO_LENGTH || reading.length > MAX_TYPO_LENGTH) return found;
    const extra = lessOneUnit(reading);
    return extra.length === 0 ? found : [...found, ...extra];
  };
  // A text's words are looked up again at every depth of the trie: each once per text.
  const misspelt = perTextCache(oneTypoFrom);

  /** The lexicon words reading `r` of a word is one typo from. */
  const typosOf = (word: TextWord, r: number): readonly string[] =>
    (word.typos[r] ??= misspelt.read(word.readings[r] ?? ''));

  /**
   * The nodes reading `r` of a word leads to from `node`, written into `into` from `count` on;
   * returns the new count. The caller reuses `into` from text position to position: emptying
   * an array (`length = 0`) gives up its backing store, and refilling it allocated one anew.
   */
  const stepReading = (
    node: WordNode,
    word: TextWord,
    r: number,
    into: WordNode[],
    count: number,
  ): number => {
    const reading = word.readings[r] ?? '';
    let n = count;
    if (reading === SENTENCE_END) {
      if (node.end) into[n++] = node.end;
      return n;
    }
    const exact = nextWord(node, reading);
    if (exact) into[n++] = exact;
    // A node with no next word takes no typo's either: its typos are not looked up.
    else if (node.child !== null && !reading.startsWith(AS_TYPED) && reading !== NAME) {
      for (const typo of typosOf(word, r)) {
        const near = nextWord(node, typo);
        if (near) into[n++] = near;
      }
    }
    let stem: StemNode | undefined = node.stems;
    for (let i = 0; i < reading.length && stem; i += 1) {
      stem = nextStemChar(stem, reading.charCodeAt(i));
      if (stem?.target) into[n++] = stem.target;
    }
    if (node.numbers.length > 0 && SMALL_NUMBER.test(reading)) {
      const value = Number(reading);
      for (const { min, node: next } of node.numbers) if (value >= min) into[n++] = next;
    }
    return n;
  };

  /** The nodes any reading of a word leads to from `node`, as stepReading() writes them. */
  const step = (node: WordNode, word: TextWord, into: WordNode[], count: number): number => {
    let n = count;
    for (let r = 0; r < word.readings.length; r += 1) n = stepReading(node, word, r, into, n);
    return n;
  };

  /** The nodes a word leads to from the root: the same at every position it stands. */
  const fromRoot = (word: TextWord): WordNode[] => {
    if (word.fromRoot === undefined) {
      word.fromRoot = [];
      step(words, word, word.fromRoot, 0);
    }
    return word.fromRoot;
  };

  const { from: checksFrom, checks, firstFrom, firstEntries } = slotChecks;
  const armed = armedLists(slotChecks);
  const { lastEnd: slotEnd } = table;
  /**
   * Visits the slots of a node's list that can count from position `p`, to `end`: a first slot
   * always can, a later one only when the slot before it ended close enough. scan() decides
   * (with the sentence rule too); this cheaper test, asked first, spares it the call for the
   * many slots a common word ends ("want" ends a slot in hundreds of phrases, few under way).
   */
  const visitCounting = (
    list: number,
    p: number,
    end: number,
    visit: Visitors['visit'],
    laterOnly = false,
  ) => {
    // The entries that wait on a later slot are read only where one arrived close enough.
    const all = armed.armed(list, p);
    const bounds = all ? checksFrom : firstFrom;
    const to = bounds[list + 1] ?? 0;
    for (let i = bounds[list] ?? 0; i < to; i += 1) {
      const k = all ? 3 * i : (firstEntries[i] ?? 0);
      const before = checks[k + 1] ?? -1;
      if (before < 0 && laterOnly) continue;
      if (before >= 0) {
        const ended = slotEnd[before] ?? -1;
        if (ended < 0 || p - ended > (checks[k + 2] ?? 0)) continue;
      }
      visit(checks[k] ?? 0, end);
    }
  };

  const wordSlotsAt = (text: readonly TextWord[]) => {
    // Two arrays for the whole text, each with a count of the nodes it holds now (see step):
    // the nodes the next word may lead on from, and the nodes it reached.
    const frontier: WordNode[] = [];
    const reached: WordNode[] = [];
    return (p: number, { visit, open }: Visitors) => {
      let nodes = fromRoot(text[p] ?? textWord([]));
      let count = nodes.length;
      for (let depth = 0; count > 0; depth += 1) {
        let leading = 0;
        for (let n = 0; n < count; n += 1) {
          const node = nodes[n] ?? words;
          if (node.opens !== NO_LIST) open(node.opens, p + depth + 1);
          // Each scan keeps to its own kind of node, so every look-up here sees one shape.
          if (node.slots !== NO_LIST) visitCounting(node.slots, p, p + depth + 1, visit);
          if (leadsOn(node)) frontier[leading++] = node;
        }
        const after = text[p + depth + 1];
        if (depth + 1 >= deepest || after === undefined) break;
        count = 0;
        for (let f = 0; f < leading; f += 1) {
          count = step(frontier[f] ?? words, after, reached, count);
        }
        nodes = reached;
      }
    };
  };

  const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
  /** `inRuns`: the text is runs of letters, a space between them (MIN_FIRST_WORD_INSIDE_RUN). */
  const charSlotsAt =
    (trie: CharTrie, text: string, numbers: readonly number[] = [], inRuns = false) =>
    (p: number, { visit, open }: Visitors) => {
      const { slots, opens } = trie;
      const insideRun = inRuns && p > 0 && text[p - 1] !== ' ';
      let node = 0;
      for (let i = p; i < text.length; i += 1) {
        node = nextChar(trie, node, text.charCodeAt(i));
        if (node === NONE) break;
        // A phrase's first word, too short to be told from the middle of an ordinary word.
        const laterOnly = insideRun && i + 1 - p < MIN_FIRST_WORD_INSIDE_RUN;
        const opened = opens[node] ?? NO_LIST;
        if (opened !== NO_LIST && !laterOnly) open(opened, i + 1);
        const ended = slots[node] ?? NO_LIST;
        if (ended !== NO_LIST) visitCounting(ended, p, i + 1, visit, laterOnly);
      }
      // A number of two digits or more, read whole from its first digit.
      if (numbers.length > 0 && isDigit(text[p]) && !isDigit(text[p - 1]) && isDigit(text[p + 1])) {
        let end = p + 1;
        while (isDigit(text[end])) end += 1;
        for (const slot of numbers) visit(slot, end);
      }
    };

  /** A run that is itself a lexicon word was read as a word, where idioms can cancel it. */
  const isLexiconWord = (word: string): boolean => {
    if (nextWord(words, word)) return true;
    let stem: StemNode | undefined = words.stems;
    for (let i = 0; i < word.length && stem; i += 1) {
      stem = nextStemChar(stem, word.charCodeAt(i));
      if (stem?.target) return true;
    }
    return false;
  };

  /**
   * A word read as a lexicon word only by putting back a letter inside it or swapping two
   * ("strange" as "strangle"): such a typo often makes another word. A letter more ("husbands"
   * for "husband") or a last letter dropped ("erwürg" for "erwürge", "stabbin") keeps its meaning.
   */
  const keepsItsMeaning = (reading: string): boolean =>
    lexiconWords.has(reading) ||
    misspelt.read(reading).length > typos.read(reading).length ||
    typos.read(reading).some((word) => word.startsWith(reading));
  const readsOnlyThroughTypo = (readings: readonly string[]): boolean =>
    readings.some((reading) => typos.read(reading).length > 0) && !readings.some(keepsItsMeaning);

  /**
   * Drops the spans of `exact` tags that hold a word read only through such a typo (approximate:
   * the word may also be one of those allowed between two slots). Linear: prefix sums.
   */
  const withoutTypos = (spans: Span[], text: readonly TextWord[]): Span[] => {
    if (exactTags.size === 0) return spans;
    const strict = spans.filter((span) => exactTags.has(patterns[span.pattern]?.tag ?? ''));
    if (strict.length === 0) return spans;
    const typos = new Int32Array(text.length + 1);
    for (let p = 0; p < text.length; p += 1) {
      const word = text[p] ?? textWord([]);
      word.onlyThroughTypo ??= readsOnlyThroughTypo(word.readings);
      typos[p + 1] = (typos[p] ?? 0) + (word.onlyThroughTypo ? 1 : 0);
    }
    return spans.filter(
      (span) =>
        !exactTags.has(patterns[span.pattern]?.tag ?? '') ||
        (typos[span.end] ?? 0) - (typos[span.start] ?? 0) === 0,
    );
  };

  /**
   * Coverage of the spans tagged `tag` that nothing of theirs cancels (an idiom can be undone
   * in turn: "not joking" undoes the joke), as prefix sums: `covered[end] - covered[start]`.
   */
  const coverage = (
    spans: Span[],
    tag: string,
    length: number,
    covers: Map<string, Int32Array>,
  ): Int32Array => {
    const known = covers.get(tag);
    if (known !== undefined) return known;
    const canceller = cancelledBy[tag as Tag];
    const cancelled = canceller === undefined ? null : coverage(spans, canceller, length, covers);
    const starts = new Int32Array(length + 1);
    for (const span of spans) {
      if (patterns[span.pattern]?.tag !== tag) continue;
      if (cancelled && (cancelled[span.end] ?? 0) - (cancelled[span.start] ?? 0) > 0) continue;
      starts[span.start] = (starts[span.start] ?? 0) + 1;
      starts[span.end] = (starts[span.end] ?? 0) - 1;
    }
    const covered = new Int32Array(length + 1);
    let open = 0;
    for (let i = 0; i < length; i += 1) {
      open += starts[i] ?? 0;
      covered[i + 1] = (covered[i] ?? 0) + (open > 0 ? 1 : 0);
    }
    covers.set(tag, covered);
    return covered;
  };

  /**
   * Matches that no idiom of theirs overlaps, in any language; linear in the spans and the text.
   * Idioms of one language only for matches of the same was measured (docs/decisions/019): two
   * French crises more, but another language's broad word read in news and fiction ("prevención
   * del suicidio") 45 times more on the tuning corpus.
   */
  const keep = (spans: Span[], length: number, cancelled?: Set<Tag>): PhraseMatch<Tag>[] => {
    const covers = new Map<string, Int32Array>();
    const kept: PhraseMatch<Tag>[] = [];
    for (const span of spans) {
      const match = patterns[span.pattern];
      if (match === undefined || idiomTags.has(match.tag)) continue;
      const idiom = cancelledBy[match.tag];
      if (idiom !== undefined) {
        const covered = coverage(spans, idiom, length, covers);
        if ((covered[span.end] ?? 0) - (covered[span.start] ?? 0) > 0) {
          cancelled?.add(match.tag);
          continue;
        }
      }
      kept.push(match);
    }
    return kept;
  };

  const fillers = new Set(
    groups.flatMap((group) =>
      group.fillers.map((word) =>
        word.startsWith(AS_TYPED) ? word.toLowerCase().normalize('NFC') : foldWord(word),
      ),
    ),
  );
  const spellings = new Map(
    groups.flatMap((group) =>
      Object.entries(group.spellings).map(([short, long]) => [
        foldWord(short),
        long.split(' ').map((word) => [foldWord(word)]),
      ]),
    ),
  );

  /**
   * The view reads a word as typed only when it has marks ("đào" is "dao" and "=đào"): a word
   * typed without any is also read as typed where the lexicon asks for it, so "=dao" is the
   * plain word and never "đào" or "dạo".
   */
  const withPlainTyped = (readings: string[]): string[] => {
    const plain = readings[0] ?? '';
    if (!plainTyped.has(plain) || readings.some((r) => r.startsWith(AS_TYPED))) return readings;
    return [...readings, AS_TYPED + plain];
  };

  const isFiller = (readings: readonly string[]): boolean => {
    for (const reading of readings) if (fillers.has(reading)) return true;
    return false;
  };

  /** The words the scan reads for a word of the view: none, one, or a spelling's several. */
  const scannedAs = (typed: string[]): TextWord[] => {
    // Intensifiers are read through, so "kill my fucking self" is "kill my self".
    if (isFiller(typed)) return [];
    const readings = withPlainTyped(typed);
    const spelled = spellings.get(readings[0] ?? '');
    if (spelled === undefined) return [textWord(readings)];
    // One word for one word is one more reading: the word as typed may be another
    // language's (Spanish "m" is "me", French "m'en" is "m en").
    if (spelled.length === 1) return [textWord([...readings, ...(spelled[0] ?? [])])];
    return spelled.map(textWord);
  };

  /**
   * The view's words as the scan reads them. The view gives a word's every occurrence one
   * readings array, so each distinct word is read once, and its occurrences share one TextWord.
   */
  const textWords = (view: PhraseView): TextWord[] => {
    const known = new Map<string[], TextWord[]>();
    const text: TextWord[] = [];
    for (const typed of view.words) {
      let scanned = known.get(typed);
      if (scanned === undefined) {
        scanned = scannedAs(typed);
        known.set(typed, scanned);
      }
      for (const word of scanned) text.push(word);
    }
    return text;
  };

  return (view, cancelled) => {
    misspelt.forget();
    typos.forget();
    const { cjk } = view;
    const text = textWords(view);
    const wordSpans = scan(
      table,
      text.length,
      wordSlotsAt(text),
      (p) => text[p]?.sentenceEnd === true,
      armed,
    );
    const found = keep(withoutTypos(wordSpans, text), text.length, cancelled);
    if (cjk !== '') {
      const spans = scan(
        table,
        cjk.length,
        charSlotsAt(chars, cjk, charNumbers),
        (p) => cjk[p] === CJK_SENTENCE_END,
        armed,
      );
      found.push(...keep(spans, cjk.length, cancelled));
    }
    const unknown = view.runs.filter((run) => !isLexiconWord(squeezeRepeats(run)));
    if (unknown.length > 0) {
      // All runs in one pass, a space between them (no squeezed phrase holds a space).
      const runs = unknown.join(' ');
      const spans = scan(
        table,
        runs.length,
        charSlotsAt(squeezed, runs, [], true),
        (p) => runs[p] === ' ',
        armed,
      );
      found.push(...keep(spans, runs.length, cancelled));
    }
    return found;
  };
}
