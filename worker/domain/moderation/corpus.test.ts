// The held-out set against the goals of docs/decisions/019, by aggregate rates only: a test that
// named the held-out texts it missed would let the lexicon be tuned to them.
import { describe, expect, test } from 'vitest';
import weights from '../../../schema/moderation/crisis-classifier-weights.json';
import type { Language } from '../../../schema/moderation/languages';
import { moderate } from '../moderation';
import {
  fingerprint,
  GOALS,
  HELD_OUT,
  MEASURES,
  meetsGoal,
  score,
  TUNING,
  type Corpus,
  type Measure,
} from './corpus';

type Counts = Record<Language, Record<Measure, number>>;

// Hits measured on 2026-11-26 (docs/benchmarks/2026-11-26-moderation.md). A recall may not fall
// below its count and a false positive count may not rise above it: raise a recall or lower a
// false positive count here when the detector gets better, never the other way. One trade was
// taken knowingly: the crisis classifier (docs/decisions/025) added 48 crises with help and
// 3 hard negatives with help (es 3 → 5, ru 0 → 1).
const HELD_OUT_MEASURED: Counts = {
  en: {
    crisisRecall: 114,
    negativeFalsePositives: 2,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 15,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 105,
    negativeFalsePositives: 1,
    threatBlocked: 9,
    threatLookalikeFalsePositives: 4,
    crisisThreatHeld: 17,
    contactBlocked: 33,
    contactLookalikeFalsePositives: 1,
  },
  vi: {
    crisisRecall: 96,
    negativeFalsePositives: 2,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 16,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 98,
    negativeFalsePositives: 0,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 4,
    crisisThreatHeld: 12,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 104,
    negativeFalsePositives: 2,
    threatBlocked: 9,
    threatLookalikeFalsePositives: 3,
    crisisThreatHeld: 16,
    contactBlocked: 36,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 95,
    negativeFalsePositives: 0,
    threatBlocked: 7,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 10,
    contactBlocked: 34,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 101,
    negativeFalsePositives: 1,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 4,
    crisisThreatHeld: 14,
    contactBlocked: 35,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 109,
    negativeFalsePositives: 5,
    threatBlocked: 11,
    threatLookalikeFalsePositives: 3,
    crisisThreatHeld: 11,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 91,
    negativeFalsePositives: 3,
    threatBlocked: 9,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 10,
    contactBlocked: 34,
    contactLookalikeFalsePositives: 0,
  },
};

// The tuning corpus after its third round of phrasings (2026-11-25); cases are only ever added,
// and the counts are taken again when they are.
const TUNING_MEASURED: Counts = {
  en: {
    crisisRecall: 872,
    negativeFalsePositives: 0,
    threatBlocked: 101,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 127,
    contactBlocked: 50,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 539,
    negativeFalsePositives: 0,
    threatBlocked: 56,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 64,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 693,
    negativeFalsePositives: 0,
    threatBlocked: 80,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 67,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 593,
    negativeFalsePositives: 0,
    threatBlocked: 63,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 76,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 344,
    negativeFalsePositives: 1,
    threatBlocked: 56,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 52,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 509,
    negativeFalsePositives: 0,
    threatBlocked: 57,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 97,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 717,
    negativeFalsePositives: 0,
    threatBlocked: 62,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 72,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 907,
    negativeFalsePositives: 0,
    threatBlocked: 88,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 105,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 943,
    negativeFalsePositives: 0,
    threatBlocked: 174,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 134,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
};

// The goals not met on that day (the decision record says how far off each is).
const GOALS_NOT_YET_MET = new Set([
  'en crisisRecall',
  'en threatLookalikeFalsePositives',
  'en crisisThreatHeld',
  'en contactBlocked',
  'zh crisisRecall',
  'zh threatLookalikeFalsePositives',
  'zh crisisThreatHeld',
  'zh contactBlocked',
  'zh contactLookalikeFalsePositives',
  'vi crisisRecall',
  'vi threatLookalikeFalsePositives',
  'vi crisisThreatHeld',
  'vi contactBlocked',
  'fr crisisRecall',
  'fr threatLookalikeFalsePositives',
  'fr crisisThreatHeld',
  'fr contactBlocked',
  'fr contactLookalikeFalsePositives',
  'ja crisisRecall',
  'ja threatLookalikeFalsePositives',
  'ja crisisThreatHeld',
  'ja contactBlocked',
  'id crisisRecall',
  'id threatLookalikeFalsePositives',
  'id crisisThreatHeld',
  'id contactBlocked',
  'ru crisisRecall',
  'ru threatLookalikeFalsePositives',
  'ru crisisThreatHeld',
  'ru contactBlocked',
  'es crisisRecall',
  'es negativeFalsePositives',
  'es threatLookalikeFalsePositives',
  'es crisisThreatHeld',
  'es contactBlocked',
  'de crisisRecall',
  'de negativeFalsePositives',
  'de threatLookalikeFalsePositives',
  'de crisisThreatHeld',
  'de contactBlocked',
]);

const isFalsePositive = (measure: Measure) => GOALS[measure]?.atMost !== undefined;

function regressions(corpora: readonly Corpus[], measured: Counts): string[] {
  return corpora.flatMap((corpus) => {
    const { figures } = score(corpus, moderate);
    return MEASURES.filter((measure) => {
      const then = measured[corpus.language][measure];
      const now = figures[measure].hits;
      return isFalsePositive(measure) ? now > then : now < then;
    }).map(
      (measure) =>
        `${corpus.language} ${measure}: ${figures[measure].hits}/${figures[measure].total}`,
    );
  });
}

function unmetGoals(corpora: readonly Corpus[]): string[] {
  return corpora.flatMap((corpus) => {
    const { figures } = score(corpus, moderate);
    return MEASURES.filter((measure) => !meetsGoal(measure, figures[measure])).map(
      (measure) => `${corpus.language} ${measure}`,
    );
  });
}

describe('the held-out set (aggregate rates only)', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(HELD_OUT, HELD_OUT_MEASURED)).toEqual([]);
  });

  test('no goal that was met is missed now', () => {
    expect(unmetGoals(HELD_OUT).filter((goal) => !GOALS_NOT_YET_MET.has(goal))).toEqual([]);
  });

  // The goals still missed are written down above, and the list stays true: a goal reached
  // comes off it (docs/benchmarks/*-moderation.md has the figures).
  test('the goals not yet met are exactly those listed', () => {
    expect(unmetGoals(HELD_OUT).sort()).toEqual([...GOALS_NOT_YET_MET].sort());
  });
});

describe('the tuning corpus', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(TUNING, TUNING_MEASURED)).toEqual([]);
  });
});

describe('the crisis classifier (docs/decisions/025)', () => {
  // Tuning cases added without `npm run train:crisis` would leave the classifier behind them.
  test('was trained on the tuning corpus as it is now', () => {
    expect(weights.corpus).toBe(fingerprint(TUNING));
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
