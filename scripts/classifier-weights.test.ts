// The stored classifiers against the corpora they learn from (scripts/train-classifiers.ts). Run in
// Node, not workerd: the training rounds (6 MB) are texts no worker test scores.
import { describe, expect, test } from 'vitest';
import crisisWeights from '../schema/moderation/crisis-classifier-weights.json' with { type: 'json' };
import phraseWeights from '../schema/moderation/crisis-phrase-classifier-weights.json' with { type: 'json' };
import harmWeights from '../schema/moderation/harm-classifier-weights.json' with { type: 'json' };
import hyperboleWeights from '../schema/moderation/hyperbole-classifier-weights.json' with { type: 'json' };
import selfHarmWeights from '../schema/moderation/self-harm-classifier-weights.json' with { type: 'json' };
import threatWeights from '../schema/moderation/threat-classifier-weights.json' with { type: 'json' };
import { phraseFingerprint } from '../schema/moderation/detect.ts';
import { fingerprint, TUNING } from '../worker/domain/moderation/corpus.ts';
import {
  BLIND_TRAINING_DATA,
  BLIND_TRAINING_DATA_TO_ROUND_42,
  EVERYDAY_TRAINING,
  ROUND_43,
  ROUND_45,
  ROUND_47,
} from '../worker/domain/moderation/training-corpus.ts';
import {
  UNSEEN_ROUND_41,
  UNSEEN_ROUND_44,
  UNSEEN_ROUND_46,
  UNSEEN_ROUND_49,
} from '../worker/domain/moderation/unseen-round.ts';

describe('the stored classifiers (docs/decisions/025)', () => {
  // Tuning cases added without `npm run train:classifiers` would leave the classifiers behind.
  test('were trained on the tuning corpus as it is now', () => {
    // The crisis, phrase, harm, threat and hyperbole classifiers learn from texts written blind too, the
    // first two from data round 42 (docs/decisions/040), the harm classifier from round 43 (041),
    // the threat and hyperbole classifiers from round 45 (051).
    expect(crisisWeights.corpus).toBe(
      fingerprint([...TUNING, ...BLIND_TRAINING_DATA_TO_ROUND_42, ...EVERYDAY_TRAINING]),
    );
    expect(harmWeights.corpus).toBe(
      fingerprint([...TUNING, ...BLIND_TRAINING_DATA_TO_ROUND_42, ...ROUND_43]),
    );
    // The phrase classifier, from every text written blind that a crisis phrase reads
    // (docs/decisions/059).
    expect(phraseWeights.corpus).toBe(
      fingerprint([
        ...TUNING,
        ...BLIND_TRAINING_DATA_TO_ROUND_42,
        ...ROUND_43,
        ...ROUND_45,
        ...EVERYDAY_TRAINING,
        ...ROUND_47,
      ]),
    );
    expect(hyperboleWeights.corpus).toBe(
      fingerprint([...TUNING, ...BLIND_TRAINING_DATA, ...ROUND_45]),
    );
    expect(selfHarmWeights.corpus).toBe(fingerprint(TUNING));
    expect(threatWeights.corpus).toBe(
      fingerprint([...TUNING, ...BLIND_TRAINING_DATA, ...ROUND_45]),
    );
  });

  // The phrase classifier learns from the texts the lexicon's phrases read: a phrase added or
  // changed without `npm run train:classifiers` would leave it behind (docs/decisions/059).
  test('the phrase classifier was trained through the lexicon as it is now', () => {
    expect(phraseWeights.lexicon).toBe(phraseFingerprint());
  });

  test('the fingerprint changes with any case', () => {
    const [first, ...rest] = TUNING;
    if (!first) throw new Error('no tuning corpus');
    const edited = {
      ...first,
      cases: [...first.cases, { text: 'one more', class: 'negative' as const }],
    };
    expect(fingerprint([edited, ...rest])).not.toBe(fingerprint(TUNING));
  });
});

describe('the unseen rounds 41, 44, 46 and 49 (docs/decisions/039, 044, 055, 068)', () => {
  const key = (text: string) => text.trim().toLowerCase();
  const learnt = new Set(
    [
      ...TUNING,
      ...BLIND_TRAINING_DATA_TO_ROUND_42,
      ...ROUND_43,
      ...ROUND_45,
      ...EVERYDAY_TRAINING,
      ...ROUND_47,
    ].flatMap((corpus) => corpus.cases.map((c) => key(c.text))),
  );

  test.each([
    ['41', UNSEEN_ROUND_41],
    ['44', UNSEEN_ROUND_44],
    ['46', UNSEEN_ROUND_46],
    ['49', UNSEEN_ROUND_49],
  ])('round %s shares no text with anything a classifier learns from', (_round, round) => {
    const shared = round.flatMap((corpus) => corpus.cases.filter((c) => learnt.has(key(c.text))));
    // Counted, not printed: the round's texts stay unread.
    expect(shared.length).toBe(0);
  });

  test('round 41 holds all nine languages and every class it was written with', () => {
    expect(UNSEEN_ROUND_41.map((corpus) => corpus.language).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'id',
      'ja',
      'ru',
      'vi',
      'zh',
    ]);
    for (const corpus of UNSEEN_ROUND_41) {
      const classes = new Set(corpus.cases.map((c) => c.class));
      expect([...classes].sort()).toEqual([
        'crisis',
        'crisis_threat',
        'negative',
        'threat',
        'threat_lookalike',
      ]);
    }
  });

  test('round 49 holds crises and crises + threats in all nine languages', () => {
    expect(UNSEEN_ROUND_49.map((corpus) => corpus.language).sort()).toEqual(
      UNSEEN_ROUND_41.map((corpus) => corpus.language).sort(),
    );
    for (const corpus of UNSEEN_ROUND_49) {
      const classes = [...new Set(corpus.cases.map((c) => c.class))].sort();
      expect(classes).toEqual(['crisis', 'crisis_threat']);
    }
  });

  // Round 44 holds comments, kind and at risk; round 46 crises and hard negatives.
  test.each([
    ['44', UNSEEN_ROUND_44],
    ['46', UNSEEN_ROUND_46],
  ])('round %s holds crises and negatives in all nine languages', (_round, round) => {
    expect(round.map((corpus) => corpus.language).sort()).toEqual(
      UNSEEN_ROUND_41.map((corpus) => corpus.language).sort(),
    );
    for (const corpus of round) {
      expect([...new Set(corpus.cases.map((c) => c.class))].sort()).toEqual(['crisis', 'negative']);
    }
  });
});
