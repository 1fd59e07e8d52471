// The detector's trained readers, for the phrasings no lexicon entry foresaw: logistic
// regressions over hashed words, word pairs and character n-grams, trained on the tuning corpus
// (scripts/train-classifiers.ts; docs/decisions/025-crisis-classifier.md). This module holds what
// they share: the features, the score and the stored weights' format. Pure, like the rest of the
// detector, and linear in the length of the text.
import { FNV_OFFSET, fnvStep } from './fnv.ts';
import { foldCharacters, isCjkCode, isLetter, isWordCode, mayRepeat, visibleText } from './fold.ts';

/**
 * Features are hashed into 2^BUCKET_BITS weights. A corpus of some 50,000 texts in nine
 * languages has millions of distinct features; at 2^17 buckets their collisions cost 5 points of
 * crisis recall in cross-validation (66.4% against 71.3% at 2^19).
 */
export const BUCKET_BITS = 19;
const BUCKET_MASK = (1 << BUCKET_BITS) - 1;

/**
 * Fewer words than this and the classifier gives no reading: a name or a two-word reply has no
 * context to read, and the lexicon already knows the short phrases ("kms", "死にたい").
 */
const MIN_WORDS = 3;
/** A run of Chinese/Japanese characters counts as one word per this many characters. */
const CJK_CHARACTERS_PER_WORD = 2;

/** A letter repeated more than twice reads as two ("soooo" as "soo"). */
const LONG_REPEAT = /(.)\1{2,}/gu;

/**
 * The buckets a text has, once each, in the order first met. A stamp per bucket, not a Set:
 * a long text adds tens of thousands of features, and a Set's hashing was most of their cost.
 * One table serves every text (the readers are synchronous); its stamp moves on per text.
 */
class BucketSet {
  private static readonly stamps = new Int32Array(1 << BUCKET_BITS);
  private static stamp = 0;
  readonly list: number[] = [];
  private readonly mine: number;

  constructor() {
    if (BucketSet.stamp === 0x7fffffff) {
      BucketSet.stamps.fill(0);
      BucketSet.stamp = 0;
    }
    BucketSet.stamp += 1;
    this.mine = BucketSet.stamp;
  }

  add(bucket: number) {
    if (BucketSet.stamps[bucket] === this.mine) return;
    BucketSet.stamps[bucket] = this.mine;
    this.list.push(bucket);
  }
}

const SPACE = 0x20;

/** The UTF-16 unit at `k` of the text with a space at either end. */
function edgedUnitAt(text: string, k: number): number {
  if (k === 0 || k === text.length + 1) return SPACE;
  return text.charCodeAt(k - 1);
}

/**
 * The buckets of `kind` followed by every `min`- to `max`-unit slice of `text`, as
 * fnv1a(kind + slice) would give them: each slice's hash continues the shorter one's, so no
 * slice is ever built as a string (this is most of the classifier's work on a long text).
 * `edged` reads the text with a space at either end (a word's n-grams), without building it.
 */
function addSliceBuckets(
  into: BucketRun,
  kind: string,
  text: string,
  min: number,
  max: number,
  edged = false,
) {
  const start = fnvStep(FNV_OFFSET, kind.charCodeAt(0));
  const length = edged ? text.length + 2 : text.length;
  for (let j = 0; j + min <= length; j += 1) {
    let hash = start;
    for (let k = j; k < j + max && k < length; k += 1) {
      hash = fnvStep(hash, edged ? edgedUnitAt(text, k) : text.charCodeAt(k));
      if (k + 1 - j >= min) into.push(hash & BUCKET_MASK);
    }
  }
}

/** An FNV-1a hash carried on over the units of `text`. */
function hashContinuing(hash: number, text: string): number {
  let out = hash;
  for (let i = 0; i < text.length; i += 1) out = fnvStep(out, text.charCodeAt(i));
  return out;
}

/** The bucket of `kind + first`, or of `kind + first + ' ' + second`, as fnv1a would hash it. */
function featureBucket(kind: string, first: string, second?: string): number {
  let hash = hashContinuing(fnvStep(FNV_OFFSET, kind.charCodeAt(0)), first);
  if (second !== undefined) hash = hashContinuing(fnvStep(hash, SPACE), second);
  return hash & BUCKET_MASK;
}

const isLoneLetter = (token: string) => token.length === 1 && isLetter(token);
/** Fewer single letters in a row than this are words of their own ("u r", Vietnamese "r"). */
const SPACED_RUN = 3;

/**
 * Letters typed apart ("k i l l  y o u r s e l f", "s u i c i d e") joined into one word, as
 * the lexicon's view and the hate check join them: read one by one, each lone letter weighs what
 * it learnt as a word of its own (Vietnamese net-speak "r" is a strong sign of crisis).
 */
function joinSpacedLetters(tokens: string[]) {
  let out = 0;
  for (let i = 0; i < tokens.length;) {
    let end = i;
    while (end < tokens.length && isLoneLetter(tokens[end] ?? '')) end += 1;
    if (end - i >= SPACED_RUN) {
      tokens[out++] = tokens.slice(i, end).join('');
      i = end;
    } else {
      tokens[out++] = tokens[i] ?? '';
      i += 1;
    }
  }
  tokens.length = out;
}

/** What a text is read by: its buckets, once each, and how many words it has. */
export type ClassifierInput = { buckets: number[]; words: number };

/**
 * A whole text's input, and the inputs of each two of its sentences in a row, worked out when
 * asked (docs/decisions/057).
 */
export type TextInput = ClassifierInput & { windows: () => ClassifierInput[] };

// Token markers: a run of Chinese/Japanese (the mark, then the run, in one token: no lone letter
// to join), and a sentence end, break word pairs.
const CJK_RUN = '\u0001';
const SENTENCE_BREAK = '\u0002';
// Where a code stood ("fa6409a5", "x7k2p94q"): it breaks word pairs and is not read itself.
const CODE = '\u0003';
/** . ! ? a line break 。！？, by code: the scan below reads a text by code point. */
const endsSentence = (code: number) =>
  code === 0x2e ||
  code === 0x21 ||
  code === 0x3f ||
  code === 0x0a ||
  code === 0x3002 ||
  code === 0xff01 ||
  code === 0xff1f;

const isAsciiDigit = (code: number) => code >= 48 && code <= 57;
const isAsciiLetter = (code: number) => code >= 97 && code <= 122;
/** Shorter words are doses, times and leetspeak ("500mg", "7h12", "k1ll"), read as words. */
const MIN_CODE_LENGTH = 6;

/**
 * An id, a hash or a code: six letters and digits or more, switching at least twice, with two
 * digits in a row and three in all. Its slices, hashed, would land on weights learnt from real
 * words: a random id after "You are not alone" read as a crisis (docs/decisions/025).
 * Leetspeak ("su1c1d4r": never two digits in a row) stays a word.
 */
function isCode(word: string): boolean {
  if (word.length < MIN_CODE_LENGTH) return false;
  let digits = 0;
  let switches = 0;
  let digitsInARow = false;
  let previousWasDigit: boolean | null = null;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    const digit = isAsciiDigit(code);
    if (!digit && !isAsciiLetter(code)) return false;
    if (digit) digits += 1;
    if (digit && previousWasDigit === true) digitsInARow = true;
    if (previousWasDigit !== null && previousWasDigit !== digit) switches += 1;
    previousWasDigit = digit;
  }
  return switches >= 2 && digits >= 3 && digitsInARow;
}

/** A run of text with no space in it: emails, links and handles are read whole from these. */
const CHUNK = /\S+/g;
/**
 * A link's start, an address (something@something.something), a handle ("@luna", "luna_rose").
 */
const LINK_ADDRESS_OR_HANDLE = /^(?:https?:\/\/|www\.|@)|@[^@]*\.[^.]|\w_\w/;
/** What every chunk LINK_ADDRESS_OR_HANDLE reads holds: a text with none has no such chunk. */
const MAY_HOLD_LINK_ADDRESS_OR_HANDLE = /[@_]|https?:\/\/|www\./;
/** Seven digits or more, at most two separators between each: a phone number ("+7 (912) 3…"). */
const PHONE_NUMBER = /\+?\d(?:[ \-().]{0,2}\d){6,}/g;
/** Where a contact detail stood: the scan below turns it into a CODE token. */
const CONTACT_MARK = '\u0004';
const CONTACT_MARK_CODE = CONTACT_MARK.charCodeAt(0);

/**
 * The text with its email addresses, links, handles and phone numbers each replaced by one mark.
 * They say nothing of a crisis, and read, a crisis beside one was lost: their slices spread the
 * text's reading thin and land on weights learnt from other words. Of a blind round's 1,530
 * crises, 1,206 were read, but 809 with an email address appended (docs/decisions/028). The
 * lexicon still reads every word ("kill_myself"). Plain shapes, not contact/: that reads
 * spelt-out evasions and answers with kinds, not places, and the draft check's chunk leaves it
 * out. Chunks by spaces, so no pattern scans a long run twice.
 */
function withoutContactDetails(text: string): string {
  // Most texts have no link, address or handle: they are spared a call per chunk.
  const unlinked = MAY_HOLD_LINK_ADDRESS_OR_HANDLE.test(text)
    ? text.replace(CHUNK, (chunk) => (LINK_ADDRESS_OR_HANDLE.test(chunk) ? CONTACT_MARK : chunk))
    : text;
  return unlinked.replace(PHONE_NUMBER, CONTACT_MARK);
}

/**
 * Vietnamese words typed with their marks whose folded form is a crisis phrase's, each as
 * Vietnamese typists key it (Telex), a word no other text folds to: "từ từ" (slowly; "hold on")
 * folds to "tu tu", as "tự tử" (suicide) does, the strongest sign of a crisis the classifier
 * knows in Vietnamese, and "cứ từ từ thôi em, không vội đâu" (take your time) read as one
 * (docs/decisions/035); "treo cờ" (to hang the flag) folds to "treo co", as "treo cổ" (to hang
 * oneself) does (docs/decisions/037). Alone: a letter or a mark beside them makes another word.
 * Typed without marks, the two of each pair cannot be told apart, and stay as they fold.
 */
const MARKED_TWINS: readonly (readonly [RegExp, string])[] = [
  [/(?<![\p{L}\p{M}\p{N}])từ\s+từ(?![\p{L}\p{M}\p{N}])/giu, 'tuwftuwf'],
  [/(?<![\p{L}\p{M}\p{N}])treo\s+cờ(?![\p{L}\p{M}\p{N}])/giu, 'treo cowf'],
];

function withMarkedTwinsApart(text: string): string {
  return MARKED_TWINS.reduce((kept, [twin, keyed]) => kept.replace(twin, keyed), text);
}

const ASTERISK = 0x2a;

/**
 * Past the asterisks at `from`, inside a word, when a letter or digit follows them (-1 when
 * none does, and they end the word): a masked word ("k*ll", "s**cide") stays one word, mask and
 * all. Split at its mask it read as its pieces, and a lone "k" weighs what Vietnamese "k"
 * (không, not) learnt: "I'm going to k*ll him" read as a crisis (docs/decisions/040). The run is
 * passed whole, so the scan stays linear.
 */
function afterMask(folded: string, from: number): number {
  let end = from;
  while (folded.charCodeAt(end) === ASTERISK) end += 1;
  const next = folded.codePointAt(end);
  return next !== undefined && isWordCode(next) && !isCjkCode(next) ? end : -1;
}

/**
 * Words (letters repeated more than twice squeezed), adjacent word pairs, pairs with one word
 * between (so "want to die" and "want to just die" share "want…die"; 1.7 points of crisis recall
 * in cross-validation, docs/decisions/025-crisis-classifier.md), and character 3- to
 * 5-grams of each word with its edges, so a misspelling or another ending still shares most
 * features; runs of Chinese/Japanese give character 1- to 3-grams. Case, diacritics,
 * full-width forms and traditional characters are folded first, as for the lexicon.
 * @internal for training (scripts/train-classifiers.ts) and tests: detect() and the draft check
 * make the text visible once for the phrases too, and call visibleClassifierInput.
 */
export function classifierInput(text: string): TextInput {
  return visibleClassifierInput(visibleText(text));
}

/** classifierInput() of a text already made visible (visibleText): detect() reads it twice. */
export function visibleClassifierInput(visible: string): TextInput {
  const tokens = classifierTokens(visible);
  const buckets = tokenBuckets(tokens);
  return {
    ...featuresOf(tokens, buckets, 0, tokens.length),
    windows: () => sentencePairs(tokens).map(([from, to]) => featuresOf(tokens, buckets, from, to)),
  };
}

/**
 * The visible text's tokens: its words, each run of Chinese/Japanese (marked by CJK_RUN),
 * sentence ends and codes.
 */
function classifierTokens(visible: string): string[] {
  const folded = withoutContactDetails(foldCharacters(withMarkedTwinsApart(visible)));
  const tokens: string[] = [];
  // Words and runs are sliced from the folded text where they end, never built a character
  // at a time: a long text has thousands of them.
  let wordFrom = -1;
  let cjkFrom = -1;
  let at = 0;
  const endWord = () => {
    if (wordFrom < 0) return;
    const word = folded.slice(wordFrom, at);
    // Most words have no letter twice in a row, and are spared the pattern.
    if (isCode(word)) tokens.push(CODE);
    else tokens.push(mayRepeat(word) ? word.replace(LONG_REPEAT, '$1$1') : word);
    wordFrom = -1;
  };
  const endCjk = () => {
    if (cjkFrom < 0) return;
    tokens.push(CJK_RUN + folded.slice(cjkFrom, at));
    cjkFrom = -1;
  };
  // By code point, with no string made per character (most of a text's garbage was those).
  while (at < folded.length) {
    const code = folded.codePointAt(at) ?? 0;
    const pastMask = code === ASTERISK && wordFrom >= 0 ? afterMask(folded, at) : -1;
    if (pastMask > 0) {
      at = pastMask;
      continue;
    }
    if (isCjkCode(code)) {
      endWord();
      if (cjkFrom < 0) cjkFrom = at;
    } else if (isWordCode(code)) {
      endCjk();
      if (wordFrom < 0) wordFrom = at;
    } else {
      endWord();
      endCjk();
      if (endsSentence(code)) tokens.push(SENTENCE_BREAK);
      else if (code === CONTACT_MARK_CODE) tokens.push(CODE);
    }
    at += code > 0xffff ? 2 : 1;
  }
  endWord();
  endCjk();
  joinSpacedLetters(tokens);
  return tokens;
}

const isCjkRun = (token: string | undefined) => token?.startsWith(CJK_RUN) === true;
const isWord = (token: string | undefined) =>
  token !== undefined && !isCjkRun(token) && token !== SENTENCE_BREAK && token !== CODE;

/**
 * Each token's features as buckets, in the order it adds them, repeats kept: token `i`'s are
 * `buckets[from[i]]` to `buckets[from[i + 1]]`. A run's are its character n-grams; a word's are
 * itself, its pairs with the next word and the one after, and its n-grams. Hashed once for the
 * whole text and for every sentence pair it is read in (each token in up to three inputs): a
 * word pairs only with words of its own sentence (a sentence break is no word), and a pair ends
 * at a break or at the text's end, so a token has the same features in a pair as in the text.
 */
type TokenBuckets = { buckets: Int32Array; from: Int32Array };

/**
 * Buckets in the order pushed, in an array sized once: a number[] grown push by push to a long
 * text's tens of thousands raised the collector's share of detect() on vi from 10% to 15%.
 */
class BucketRun {
  readonly data: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }

  push(bucket: number) {
    this.data[this.length] = bucket;
    this.length += 1;
  }
}

/**
 * The most buckets a token of `units` UTF-16 units has: a run of n - 1 characters has at most
 * three slices (1 to 3 long) from each, a word its three word features and at most three slices
 * (3 to 5 long) from each of the n places one can start in its n + 2 edged units.
 */
const mostBucketsOf = (units: number) => 3 * units + 3;

function tokenBuckets(tokens: readonly string[]): TokenBuckets {
  let capacity = 0;
  for (const token of tokens) capacity += mostBucketsOf(token.length);
  const buckets = new BucketRun(capacity);
  const from = new Int32Array(tokens.length + 1);
  // Features are hashed from their parts, never built as strings (fnv1a of the joined text).
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    if (isCjkRun(token)) {
      addSliceBuckets(buckets, 'c', token.slice(CJK_RUN.length), 1, 3);
    } else if (isWord(token)) {
      buckets.push(featureBucket('w', token));
      const next = tokens[i + 1];
      if (isWord(next)) {
        buckets.push(featureBucket('b', token, next));
        const afterNext = tokens[i + 2];
        if (isWord(afterNext)) buckets.push(featureBucket('s', token, afterNext));
      }
      addSliceBuckets(buckets, 'g', token, 3, 5, true);
    }
    from[i + 1] = buckets.length;
  }
  return { buckets: buckets.data, from };
}

/** The buckets and word count of tokens `from` to `to` (the runs' buckets first, as trained). */
function featuresOf(
  tokens: readonly string[],
  { buckets, from: bucketsFrom }: TokenBuckets,
  from: number,
  to: number,
): ClassifierInput {
  const set = new BucketSet();
  const addToken = (i: number) => {
    const end = bucketsFrom[i + 1] ?? 0;
    for (let b = bucketsFrom[i] ?? 0; b < end; b += 1) set.add(buckets[b] ?? 0);
  };
  let words = 0;
  for (let i = from; i < to; i += 1) {
    const token = tokens[i];
    if (!isCjkRun(token)) continue;
    addToken(i);
    words += Math.ceil(((token?.length ?? 0) - CJK_RUN.length) / CJK_CHARACTERS_PER_WORD);
  }
  for (let i = from; i < to; i += 1) {
    if (!isWord(tokens[i])) continue;
    words += 1;
    addToken(i);
  }
  return { buckets: set.list, words };
}

/**
 * Each two sentences in a row, as token ranges, when the text has three or more (with two, the
 * pair is the text). Each token is read in at most two of them: linear in the text.
 */
function sentencePairs(tokens: readonly string[]): [number, number][] {
  const sentences: [number, number][] = [];
  let from = 0;
  for (let i = 0; i <= tokens.length; i += 1) {
    if (i < tokens.length && tokens[i] !== SENTENCE_BREAK) continue;
    if (i > from) sentences.push([from, i]);
    from = i + 1;
  }
  if (sentences.length < 3) return [];
  return sentences.slice(1).map(([, to], k) => [sentences[k]?.[0] ?? 0, to]);
}

/** The trained model as stored: int8 weights (base64) times `scale`. */
export type ClassifierWeights = {
  /** Fingerprint of the tuning corpus it was trained on (worker/domain/moderation/corpus.ts). */
  corpus: string;
  /**
   * Fingerprint of the lexicon's phrases, for a classifier that learns only from the texts they
   * read (schema/moderation/detect.ts, docs/decisions/059).
   */
  lexicon?: string;
  bits: number;
  scale: number;
  bias: number;
  /** The log-odds above which the text reads as what the classifier looks for. */
  threshold: number;
  weights: string;
};

/**
 * The log-odds that the text reads as what the weights were trained for. Stored weights are
 * steps (`weights` times `weightScale`), multiplied out in double precision per feature, as
 * training chose the threshold (scripts/train-classifiers.ts).
 */
export function classifierLogOdds(
  buckets: readonly number[],
  weights: ArrayLike<number>,
  bias: number,
  weightScale = 1,
): number {
  // Dividing by the root of the feature count keeps long and short texts on one scale.
  const scale = 1 / Math.sqrt(buckets.length || 1);
  let sum = bias;
  for (const index of buckets) sum += (weights[index] ?? 0) * weightScale * scale;
  return sum;
}

/**
 * The weights kept as the bytes they are stored as: 512 KB a classifier, where floats took 2 MB
 * of the 128 MB a Worker isolate has (docs/decisions/026-detector-memory.md).
 */
type Model = { steps: Int8Array; scale: number; bias: number };

function decode(file: ClassifierWeights): Model {
  if (file.bits !== BUCKET_BITS) throw new Error('classifier: weights of another size');
  // One pass over the decoded string: building a byte array first through an iterator and a
  // callback per byte took 200 ms for 2^19 weights, paid by every isolate that moderates.
  const binary = atob(file.weights);
  const steps = new Int8Array(binary.length);
  // An Int8Array stores 128–255 as the negative steps they encode.
  for (let i = 0; i < binary.length; i += 1) steps[i] = binary.charCodeAt(i);
  return { steps, scale: file.scale, bias: file.bias };
}

/**
 * The log-odds a text gets from stored weights, decoded on first use (a few milliseconds): a
 * page that never checks a text pays nothing. A text of fewer than `minWords` words gets no
 * reading (null).
 */
export function classifierLogOddsReader(
  file: ClassifierWeights,
  minWords = MIN_WORDS,
): (input: ClassifierInput) => number | null {
  let model: Model | null = null;
  return (input) => {
    if (input.words < minWords) return null;
    model ??= decode(file);
    return classifierLogOdds(input.buckets, model.steps, model.bias, model.scale);
  };
}

/** Whether a text reads above the weights' threshold; no reading under `minWords` words. */
export function classifierReader(
  file: ClassifierWeights,
  minWords = MIN_WORDS,
): (input: ClassifierInput) => boolean {
  const logOdds = classifierLogOddsReader(file, minWords);
  return (input) => (logOdds(input) ?? -Infinity) > file.threshold;
}
