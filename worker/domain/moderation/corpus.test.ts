// The held-out sets against the goals of docs/decisions/019, by aggregate rates only: a test that
// named the held-out texts it missed would let the lexicon be tuned to them.
import { describe, expect, test } from 'vitest';
import crisisWeights from '../../../schema/moderation/crisis-classifier-weights.json';
import harmWeights from '../../../schema/moderation/harm-classifier-weights.json';
import hyperboleWeights from '../../../schema/moderation/hyperbole-classifier-weights.json';
import type { Language } from '../../../schema/moderation/languages';
import { moderate } from '../moderation';
import {
  fingerprint,
  GOALS,
  HELD_OUT,
  HELD_OUT_2,
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
// false positive count here when the detector gets better, never the other way. Two trades were
// taken knowingly: the fifth lexicon round read 7 more crises and blocked 6 more threats
// across the nine languages, and blocks one German threat fewer (de 13 → 12); the hyperbole
// classifier publishes 8 of the 18 threat look-alikes that were refused, and two English threats
// (en 15 → 13).
const HELD_OUT_MEASURED: Counts = {
  en: {
    crisisRecall: 121,
    negativeFalsePositives: 1,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 19,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 115,
    negativeFalsePositives: 1,
    threatBlocked: 14,
    threatLookalikeFalsePositives: 3,
    crisisThreatHeld: 20,
    contactBlocked: 35,
    contactLookalikeFalsePositives: 1,
  },
  vi: {
    crisisRecall: 99,
    negativeFalsePositives: 2,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 18,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 103,
    negativeFalsePositives: 0,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 15,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 111,
    negativeFalsePositives: 1,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 20,
    contactBlocked: 38,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 103,
    negativeFalsePositives: 0,
    threatBlocked: 10,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 16,
    contactBlocked: 35,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 109,
    negativeFalsePositives: 0,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 4,
    crisisThreatHeld: 17,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 110,
    negativeFalsePositives: 3,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 17,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 103,
    negativeFalsePositives: 3,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 14,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 0,
  },
};

// The tuning corpus after its fifth round of phrasings and a round of contact details
// (2026-11-26, written blind to the lexicon and the contact code); cases are only ever added,
// and the counts are taken again when they are.
// Hits on the second held-out set when it was first scored (2026-11-26), with the detector as it
// was then: the same rule as above.
const HELD_OUT_2_MEASURED: Counts = {
  en: {
    crisisRecall: 120,
    negativeFalsePositives: 2,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 20,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 3,
  },
  zh: {
    crisisRecall: 136,
    negativeFalsePositives: 0,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 21,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 2,
  },
  vi: {
    crisisRecall: 117,
    negativeFalsePositives: 8,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 15,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 1,
  },
  fr: {
    crisisRecall: 153,
    negativeFalsePositives: 2,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 20,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 134,
    negativeFalsePositives: 2,
    threatBlocked: 10,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 127,
    negativeFalsePositives: 6,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 19,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 135,
    negativeFalsePositives: 2,
    threatBlocked: 19,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 33,
    contactLookalikeFalsePositives: 1,
  },
  es: {
    crisisRecall: 161,
    negativeFalsePositives: 2,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 17,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 4,
  },
  de: {
    crisisRecall: 129,
    negativeFalsePositives: 1,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 5,
    crisisThreatHeld: 20,
    contactBlocked: 36,
    contactLookalikeFalsePositives: 1,
  },
};

const TUNING_MEASURED: Counts = {
  en: {
    crisisRecall: 1330,
    negativeFalsePositives: 5,
    threatBlocked: 152,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 192,
    contactBlocked: 95,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 1167,
    negativeFalsePositives: 0,
    threatBlocked: 107,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 133,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 1165,
    negativeFalsePositives: 3,
    threatBlocked: 131,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 130,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 1140,
    negativeFalsePositives: 2,
    threatBlocked: 117,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 144,
    contactBlocked: 84,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 878,
    negativeFalsePositives: 1,
    threatBlocked: 105,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 118,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 1039,
    negativeFalsePositives: 2,
    threatBlocked: 105,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 160,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 1262,
    negativeFalsePositives: 0,
    threatBlocked: 114,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 139,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 1459,
    negativeFalsePositives: 2,
    threatBlocked: 141,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 172,
    contactBlocked: 85,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 1425,
    negativeFalsePositives: 3,
    threatBlocked: 228,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 197,
    contactBlocked: 84,
    contactLookalikeFalsePositives: 0,
  },
};

// The goals not met on that day (the decision record says how far off each is).
const GOALS_NOT_YET_MET = new Set([
  'en crisisRecall',
  'en crisisThreatHeld',
  'zh crisisRecall',
  'zh threatLookalikeFalsePositives',
  'zh crisisThreatHeld',
  'zh contactBlocked',
  'zh contactLookalikeFalsePositives',
  'vi crisisRecall',
  'vi crisisThreatHeld',
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
  'de crisisRecall',
  'de negativeFalsePositives',
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

describe('the second held-out set (aggregate rates only)', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(HELD_OUT_2, HELD_OUT_2_MEASURED)).toEqual([]);
  });
});

describe('the tuning corpus', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(TUNING, TUNING_MEASURED)).toEqual([]);
  });
});

describe('the classifiers (docs/decisions/025)', () => {
  // Tuning cases added without `npm run train:classifiers` would leave the classifiers behind.
  test('were trained on the tuning corpus as it is now', () => {
    expect(crisisWeights.corpus).toBe(fingerprint(TUNING));
    expect(harmWeights.corpus).toBe(fingerprint(TUNING));
    expect(hyperboleWeights.corpus).toBe(fingerprint(TUNING));
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
