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
  HELD_OUT_3,
  MEASURES,
  meetsGoal,
  score,
  TUNING,
  type Corpus,
  type Figures,
  type Measure,
} from './corpus';

type Counts = Record<Language, Record<Measure, number>>;

// Hits measured on 2026-11-26 (docs/benchmarks/2026-11-26-moderation.md). A recall may not fall
// below its count and a false positive count may not rise above it: raise a recall or lower a
// false positive count here when the detector gets better, never the other way. Six trades
// were taken knowingly:
// - the fifth lexicon round read 7 more crises and blocked 6 more threats across the nine
//   languages, and blocks one German threat fewer (de 13 → 12);
// - the hyperbole classifier publishes 8 of the 18 threat look-alikes that were refused, and
//   two English threats (en 15 → 13);
// - retraining the classifiers on a new round of tuning data (the sixth to the thirteenth, and
//   the larger classifiers) moves single cases both ways in a language and was taken for its
//   totals (docs/decisions/025 lists the moves): the last one showed help to one more German
//   negative (de 2 → 3, over its goal) and refused one more Chinese threat look-alike of the
//   third set (zh 0 → 1);
// - the sixth lexicon and contact round refuses one more Chinese threat look-alike (zh 3 → 4)
//   and shows help to one more Vietnamese negative of the second set (vi 8 → 9);
// - the seventh lexicon round (precision first) reads one Vietnamese and one Spanish crisis
//   fewer (vi 102 → 101, es 113 → 112) and shows help to one more Japanese negative of the
//   second set (ja 2 → 3);
// - the eighth lexicon round and the twelfth contact round block one English and one
//   Indonesian threat fewer of the third set (en 26 → 25, id 17 → 16) and refuse one more
//   French contact look-alike of the second (fr 0 → 1).
const HELD_OUT_MEASURED: Counts = {
  en: {
    crisisRecall: 126,
    negativeFalsePositives: 1,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 20,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 123,
    negativeFalsePositives: 1,
    threatBlocked: 14,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 20,
    contactBlocked: 37,
    contactLookalikeFalsePositives: 1,
  },
  vi: {
    crisisRecall: 102,
    negativeFalsePositives: 1,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 19,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 106,
    negativeFalsePositives: 0,
    threatBlocked: 19,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 18,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 116,
    negativeFalsePositives: 1,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 21,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 103,
    negativeFalsePositives: 0,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 18,
    contactBlocked: 38,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 114,
    negativeFalsePositives: 0,
    threatBlocked: 17,
    threatLookalikeFalsePositives: 3,
    crisisThreatHeld: 18,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 119,
    negativeFalsePositives: 2,
    threatBlocked: 13,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 18,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 111,
    negativeFalsePositives: 3,
    threatBlocked: 12,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 14,
    contactBlocked: 39,
    contactLookalikeFalsePositives: 0,
  },
};

// Hits on the second held-out set when it was first scored (2026-11-26), with the detector as it
// was then: the same rule as above.
const HELD_OUT_2_MEASURED: Counts = {
  en: {
    crisisRecall: 139,
    negativeFalsePositives: 0,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 1,
  },
  zh: {
    crisisRecall: 142,
    negativeFalsePositives: 0,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 2,
  },
  vi: {
    crisisRecall: 129,
    negativeFalsePositives: 7,
    threatBlocked: 23,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 20,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 1,
  },
  fr: {
    crisisRecall: 158,
    negativeFalsePositives: 2,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 137,
    negativeFalsePositives: 3,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 130,
    negativeFalsePositives: 5,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 21,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 142,
    negativeFalsePositives: 1,
    threatBlocked: 19,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 38,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 165,
    negativeFalsePositives: 2,
    threatBlocked: 20,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 3,
  },
  de: {
    crisisRecall: 133,
    negativeFalsePositives: 0,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 1,
  },
};

// Hits on the third held-out set when it was first scored (2026-11-26, commit 142c91e), with
// the detector as it was then: the same rule as above.
const HELD_OUT_3_MEASURED: Counts = {
  en: {
    crisisRecall: 143,
    negativeFalsePositives: 2,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 160,
    negativeFalsePositives: 4,
    threatBlocked: 20,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 23,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 2,
  },
  vi: {
    crisisRecall: 133,
    negativeFalsePositives: 2,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 21,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 3,
  },
  fr: {
    crisisRecall: 142,
    negativeFalsePositives: 0,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 21,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 1,
  },
  ja: {
    crisisRecall: 159,
    negativeFalsePositives: 0,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 1,
  },
  id: {
    crisisRecall: 178,
    negativeFalsePositives: 1,
    threatBlocked: 16,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 153,
    negativeFalsePositives: 3,
    threatBlocked: 19,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 1,
  },
  es: {
    crisisRecall: 135,
    negativeFalsePositives: 4,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 41,
    contactLookalikeFalsePositives: 1,
  },
  de: {
    crisisRecall: 169,
    negativeFalsePositives: 2,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 1,
  },
};

// The tuning corpus after its rounds of phrasings and contact details
// (2026-11-26, written blind to the lexicon and the contact code); cases are only ever added,
// and the counts are taken again when they are.
const TUNING_MEASURED: Counts = {
  en: {
    crisisRecall: 2892,
    negativeFalsePositives: 3,
    threatBlocked: 271,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 516,
    contactBlocked: 174,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 2773,
    negativeFalsePositives: 0,
    threatBlocked: 227,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 462,
    contactBlocked: 164,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 2690,
    negativeFalsePositives: 1,
    threatBlocked: 260,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 451,
    contactBlocked: 165,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 2695,
    negativeFalsePositives: 5,
    threatBlocked: 231,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 458,
    contactBlocked: 165,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 2476,
    negativeFalsePositives: 0,
    threatBlocked: 262,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 446,
    contactBlocked: 164,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 2634,
    negativeFalsePositives: 3,
    threatBlocked: 232,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 479,
    contactBlocked: 165,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 2848,
    negativeFalsePositives: 0,
    threatBlocked: 227,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 464,
    contactBlocked: 165,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 3029,
    negativeFalsePositives: 3,
    threatBlocked: 266,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 496,
    contactBlocked: 160,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 3014,
    negativeFalsePositives: 9,
    threatBlocked: 354,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 517,
    contactBlocked: 164,
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
  'fr contactLookalikeFalsePositives',
  'ja crisisRecall',
  'ja threatLookalikeFalsePositives',
  'id crisisRecall',
  'id crisisThreatHeld',
  'id contactBlocked',
  'ru crisisRecall',
  'ru threatLookalikeFalsePositives',
  'ru crisisThreatHeld',
  'es crisisRecall',
  'es threatLookalikeFalsePositives',
  'es crisisThreatHeld',
  'de crisisRecall',
  'de negativeFalsePositives',
  'de crisisThreatHeld',
]);

const isFalsePositive = (measure: Measure) => GOALS[measure]?.atMost !== undefined;

// Each corpus is scored once: three tests read the first held-out set.
const scored = new Map<Corpus, Figures>();
function figuresOf(corpus: Corpus) {
  let figures = scored.get(corpus);
  if (!figures) {
    figures = score(corpus, moderate).figures;
    scored.set(corpus, figures);
  }
  return figures;
}

function regressions(corpora: readonly Corpus[], measured: Counts): string[] {
  return corpora.flatMap((corpus) => {
    const figures = figuresOf(corpus);
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
    const figures = figuresOf(corpus);
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

describe('the third held-out set (aggregate rates only)', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(HELD_OUT_3, HELD_OUT_3_MEASURED)).toEqual([]);
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
