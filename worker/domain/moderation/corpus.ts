// The labelled corpora (schema/moderation/corpus) and how a verdict is scored against them,
// shared by the benchmark (bench/moderation.ts) and the goals test. Only aggregate figures
// leave this module through `score`; the held-out texts are never printed by the tests.
import deHeldOut from '#corpus/held-out/de.json' with { type: 'json' };
import enHeldOut from '#corpus/held-out/en.json' with { type: 'json' };
import esHeldOut from '#corpus/held-out/es.json' with { type: 'json' };
import frHeldOut from '#corpus/held-out/fr.json' with { type: 'json' };
import idHeldOut from '#corpus/held-out/id.json' with { type: 'json' };
import jaHeldOut from '#corpus/held-out/ja.json' with { type: 'json' };
import ruHeldOut from '#corpus/held-out/ru.json' with { type: 'json' };
import viHeldOut from '#corpus/held-out/vi.json' with { type: 'json' };
import zhHeldOut from '#corpus/held-out/zh.json' with { type: 'json' };
import deHeldOut2 from '#corpus/held-out-2/de.json' with { type: 'json' };
import enHeldOut2 from '#corpus/held-out-2/en.json' with { type: 'json' };
import esHeldOut2 from '#corpus/held-out-2/es.json' with { type: 'json' };
import frHeldOut2 from '#corpus/held-out-2/fr.json' with { type: 'json' };
import idHeldOut2 from '#corpus/held-out-2/id.json' with { type: 'json' };
import jaHeldOut2 from '#corpus/held-out-2/ja.json' with { type: 'json' };
import ruHeldOut2 from '#corpus/held-out-2/ru.json' with { type: 'json' };
import viHeldOut2 from '#corpus/held-out-2/vi.json' with { type: 'json' };
import zhHeldOut2 from '#corpus/held-out-2/zh.json' with { type: 'json' };
import deHeldOut3 from '#corpus/held-out-3/de.json' with { type: 'json' };
import enHeldOut3 from '#corpus/held-out-3/en.json' with { type: 'json' };
import esHeldOut3 from '#corpus/held-out-3/es.json' with { type: 'json' };
import frHeldOut3 from '#corpus/held-out-3/fr.json' with { type: 'json' };
import idHeldOut3 from '#corpus/held-out-3/id.json' with { type: 'json' };
import jaHeldOut3 from '#corpus/held-out-3/ja.json' with { type: 'json' };
import ruHeldOut3 from '#corpus/held-out-3/ru.json' with { type: 'json' };
import viHeldOut3 from '#corpus/held-out-3/vi.json' with { type: 'json' };
import zhHeldOut3 from '#corpus/held-out-3/zh.json' with { type: 'json' };
import deHeldOut4 from '#corpus/held-out-4/de.json' with { type: 'json' };
import enHeldOut4 from '#corpus/held-out-4/en.json' with { type: 'json' };
import esHeldOut4 from '#corpus/held-out-4/es.json' with { type: 'json' };
import frHeldOut4 from '#corpus/held-out-4/fr.json' with { type: 'json' };
import idHeldOut4 from '#corpus/held-out-4/id.json' with { type: 'json' };
import jaHeldOut4 from '#corpus/held-out-4/ja.json' with { type: 'json' };
import ruHeldOut4 from '#corpus/held-out-4/ru.json' with { type: 'json' };
import viHeldOut4 from '#corpus/held-out-4/vi.json' with { type: 'json' };
import zhHeldOut4 from '#corpus/held-out-4/zh.json' with { type: 'json' };
import deHeldOut5 from '#corpus/held-out-5/de.json' with { type: 'json' };
import enHeldOut5 from '#corpus/held-out-5/en.json' with { type: 'json' };
import esHeldOut5 from '#corpus/held-out-5/es.json' with { type: 'json' };
import frHeldOut5 from '#corpus/held-out-5/fr.json' with { type: 'json' };
import idHeldOut5 from '#corpus/held-out-5/id.json' with { type: 'json' };
import jaHeldOut5 from '#corpus/held-out-5/ja.json' with { type: 'json' };
import ruHeldOut5 from '#corpus/held-out-5/ru.json' with { type: 'json' };
import viHeldOut5 from '#corpus/held-out-5/vi.json' with { type: 'json' };
import zhHeldOut5 from '#corpus/held-out-5/zh.json' with { type: 'json' };
import deHeldOut6 from '#corpus/held-out-6/de.json' with { type: 'json' };
import enHeldOut6 from '#corpus/held-out-6/en.json' with { type: 'json' };
import esHeldOut6 from '#corpus/held-out-6/es.json' with { type: 'json' };
import frHeldOut6 from '#corpus/held-out-6/fr.json' with { type: 'json' };
import idHeldOut6 from '#corpus/held-out-6/id.json' with { type: 'json' };
import jaHeldOut6 from '#corpus/held-out-6/ja.json' with { type: 'json' };
import ruHeldOut6 from '#corpus/held-out-6/ru.json' with { type: 'json' };
import viHeldOut6 from '#corpus/held-out-6/vi.json' with { type: 'json' };
import zhHeldOut6 from '#corpus/held-out-6/zh.json' with { type: 'json' };
import deHeldOut7 from '#corpus/held-out-7/de.json' with { type: 'json' };
import enHeldOut7 from '#corpus/held-out-7/en.json' with { type: 'json' };
import esHeldOut7 from '#corpus/held-out-7/es.json' with { type: 'json' };
import frHeldOut7 from '#corpus/held-out-7/fr.json' with { type: 'json' };
import idHeldOut7 from '#corpus/held-out-7/id.json' with { type: 'json' };
import jaHeldOut7 from '#corpus/held-out-7/ja.json' with { type: 'json' };
import ruHeldOut7 from '#corpus/held-out-7/ru.json' with { type: 'json' };
import viHeldOut7 from '#corpus/held-out-7/vi.json' with { type: 'json' };
import zhHeldOut7 from '#corpus/held-out-7/zh.json' with { type: 'json' };
import deHeldOut8 from '#corpus/held-out-8/de.json' with { type: 'json' };
import enHeldOut8 from '#corpus/held-out-8/en.json' with { type: 'json' };
import esHeldOut8 from '#corpus/held-out-8/es.json' with { type: 'json' };
import frHeldOut8 from '#corpus/held-out-8/fr.json' with { type: 'json' };
import idHeldOut8 from '#corpus/held-out-8/id.json' with { type: 'json' };
import jaHeldOut8 from '#corpus/held-out-8/ja.json' with { type: 'json' };
import ruHeldOut8 from '#corpus/held-out-8/ru.json' with { type: 'json' };
import viHeldOut8 from '#corpus/held-out-8/vi.json' with { type: 'json' };
import zhHeldOut8 from '#corpus/held-out-8/zh.json' with { type: 'json' };
import deEveryday from '#corpus/everyday/de.json' with { type: 'json' };
import enEveryday from '#corpus/everyday/en.json' with { type: 'json' };
import esEveryday from '#corpus/everyday/es.json' with { type: 'json' };
import frEveryday from '#corpus/everyday/fr.json' with { type: 'json' };
import idEveryday from '#corpus/everyday/id.json' with { type: 'json' };
import jaEveryday from '#corpus/everyday/ja.json' with { type: 'json' };
import ruEveryday from '#corpus/everyday/ru.json' with { type: 'json' };
import viEveryday from '#corpus/everyday/vi.json' with { type: 'json' };
import zhEveryday from '#corpus/everyday/zh.json' with { type: 'json' };
import deReplies from '#corpus/replies/de.json' with { type: 'json' };
import enReplies from '#corpus/replies/en.json' with { type: 'json' };
import esReplies from '#corpus/replies/es.json' with { type: 'json' };
import frReplies from '#corpus/replies/fr.json' with { type: 'json' };
import idReplies from '#corpus/replies/id.json' with { type: 'json' };
import jaReplies from '#corpus/replies/ja.json' with { type: 'json' };
import ruReplies from '#corpus/replies/ru.json' with { type: 'json' };
import viReplies from '#corpus/replies/vi.json' with { type: 'json' };
import zhReplies from '#corpus/replies/zh.json' with { type: 'json' };
import deRound48 from '#corpus/round-48/de.json' with { type: 'json' };
import enRound48 from '#corpus/round-48/en.json' with { type: 'json' };
import esRound48 from '#corpus/round-48/es.json' with { type: 'json' };
import frRound48 from '#corpus/round-48/fr.json' with { type: 'json' };
import idRound48 from '#corpus/round-48/id.json' with { type: 'json' };
import jaRound48 from '#corpus/round-48/ja.json' with { type: 'json' };
import ruRound48 from '#corpus/round-48/ru.json' with { type: 'json' };
import viRound48 from '#corpus/round-48/vi.json' with { type: 'json' };
import zhRound48 from '#corpus/round-48/zh.json' with { type: 'json' };
import enRound50 from '#corpus/round-50/en.json' with { type: 'json' };
import esRound50 from '#corpus/round-50/es.json' with { type: 'json' };
import frRound50 from '#corpus/round-50/fr.json' with { type: 'json' };
import idRound50 from '#corpus/round-50/id.json' with { type: 'json' };
import jaRound50 from '#corpus/round-50/ja.json' with { type: 'json' };
import ruRound50 from '#corpus/round-50/ru.json' with { type: 'json' };
import viRound50 from '#corpus/round-50/vi.json' with { type: 'json' };
import zhRound50 from '#corpus/round-50/zh.json' with { type: 'json' };
import enRound51 from '#corpus/round-51/en.json' with { type: 'json' };
import esRound51 from '#corpus/round-51/es.json' with { type: 'json' };
import frRound51 from '#corpus/round-51/fr.json' with { type: 'json' };
import idRound51 from '#corpus/round-51/id.json' with { type: 'json' };
import jaRound51 from '#corpus/round-51/ja.json' with { type: 'json' };
import ruRound51 from '#corpus/round-51/ru.json' with { type: 'json' };
import viRound51 from '#corpus/round-51/vi.json' with { type: 'json' };
import zhRound51 from '#corpus/round-51/zh.json' with { type: 'json' };
import deRound52 from '#corpus/round-52/de.json' with { type: 'json' };
import enRound52 from '#corpus/round-52/en.json' with { type: 'json' };
import esRound52 from '#corpus/round-52/es.json' with { type: 'json' };
import frRound52 from '#corpus/round-52/fr.json' with { type: 'json' };
import idRound52 from '#corpus/round-52/id.json' with { type: 'json' };
import jaRound52 from '#corpus/round-52/ja.json' with { type: 'json' };
import ruRound52 from '#corpus/round-52/ru.json' with { type: 'json' };
import viRound52 from '#corpus/round-52/vi.json' with { type: 'json' };
import zhRound52 from '#corpus/round-52/zh.json' with { type: 'json' };
import deTuning from '#corpus/tuning/de.json' with { type: 'json' };
import enTuning from '#corpus/tuning/en.json' with { type: 'json' };
import esTuning from '#corpus/tuning/es.json' with { type: 'json' };
import frTuning from '#corpus/tuning/fr.json' with { type: 'json' };
import idTuning from '#corpus/tuning/id.json' with { type: 'json' };
import jaTuning from '#corpus/tuning/ja.json' with { type: 'json' };
import ruTuning from '#corpus/tuning/ru.json' with { type: 'json' };
import viTuning from '#corpus/tuning/vi.json' with { type: 'json' };
import zhTuning from '#corpus/tuning/zh.json' with { type: 'json' };
import { z } from 'zod';
import { fnv1a } from '../../../schema/moderation/fnv.ts';
import { LANGUAGES } from '../../../schema/moderation/languages.ts';
import type { ModerationResult } from '../moderation.ts';

const corpusSchema = z.object({
  language: z.enum(LANGUAGES),
  writtenBy: z.string(),
  cases: z.array(
    z.object({
      text: z.string(),
      class: z.enum([
        'crisis',
        'negative',
        'threat',
        'threat_lookalike',
        'crisis_threat',
        'contact',
        'contact_lookalike',
      ]),
      code: z.enum(['email', 'phone', 'handle', 'link']).optional(),
    }),
  ),
});

export type Corpus = z.output<typeof corpusSchema>;
export type CorpusCase = Corpus['cases'][number];

export const parseAll = (files: unknown[]): Corpus[] =>
  files.map((file) => corpusSchema.parse(file));

/** Written blind before any tuning and never edited: the goals apply here. */
export const HELD_OUT: readonly Corpus[] = parseAll([
  enHeldOut,
  zhHeldOut,
  viHeldOut,
  frHeldOut,
  jaHeldOut,
  idHeldOut,
  ruHeldOut,
  esHeldOut,
  deHeldOut,
]);

/**
 * A second blind set, written after the first had been scored many times (aggregates only) and
 * committed before it was scored once: the fresher measure of phrasings nobody tuned to.
 */
export const HELD_OUT_2: readonly Corpus[] = parseAll([
  enHeldOut2,
  zhHeldOut2,
  viHeldOut2,
  frHeldOut2,
  jaHeldOut2,
  idHeldOut2,
  ruHeldOut2,
  esHeldOut2,
  deHeldOut2,
]);

/**
 * A third blind set, written when the first two had both been scored many times (aggregates
 * only) and committed before it was scored once.
 */
export const HELD_OUT_3: readonly Corpus[] = parseAll([
  enHeldOut3,
  zhHeldOut3,
  viHeldOut3,
  frHeldOut3,
  jaHeldOut3,
  idHeldOut3,
  ruHeldOut3,
  esHeldOut3,
  deHeldOut3,
]);

/**
 * A fourth blind set, written when the first three had decided between changes: the final check
 * until the fifth was written, then the set that decided; from lexicon round twelve on its misses
 * were shown to the helpers, so it only guards now (schema/moderation/corpus/README.md).
 */
export const HELD_OUT_4: readonly Corpus[] = parseAll([
  enHeldOut4,
  zhHeldOut4,
  viHeldOut4,
  frHeldOut4,
  jaHeldOut4,
  idHeldOut4,
  ruHeldOut4,
  esHeldOut4,
  deHeldOut4,
]);

/**
 * A fifth blind set, written when the fourth had been scored: the final check on 2026-11-26, then
 * the development set that decides whether a round ships once the sixth was written.
 */
export const HELD_OUT_5: readonly Corpus[] = parseAll([
  enHeldOut5,
  zhHeldOut5,
  viHeldOut5,
  frHeldOut5,
  jaHeldOut5,
  idHeldOut5,
  ruHeldOut5,
  esHeldOut5,
  deHeldOut5,
]);

/**
 * A sixth blind set, written on 2026-11-26 when the fifth had been scored: the final check until
 * the seventh was written, then the development set that decided whether a change ships, and
 * training data for the crisis classifier once the eighth was written.
 */
export const HELD_OUT_6: readonly Corpus[] = parseAll([
  enHeldOut6,
  zhHeldOut6,
  viHeldOut6,
  frHeldOut6,
  jaHeldOut6,
  idHeldOut6,
  ruHeldOut6,
  esHeldOut6,
  deHeldOut6,
]);

/**
 * A seventh blind set, written on 2026-11-26 when the sixth had been scored, to a new brief (more
 * everyday wording, harder negatives): the final check until the eighth was written, then the
 * set that decides whether a change ships.
 */
export const HELD_OUT_7: readonly Corpus[] = parseAll([
  enHeldOut7,
  zhHeldOut7,
  viHeldOut7,
  frHeldOut7,
  jaHeldOut7,
  idHeldOut7,
  ruHeldOut7,
  esHeldOut7,
  deHeldOut7,
]);

/**
 * An eighth blind set, written on 2026-11-26 when the seventh had been scored, to the seventh's
 * brief and for more kinds of writer: the final check from then on, scored once per release and
 * never used to choose; the seventh decides (schema/moderation/corpus/README.md).
 */
export const HELD_OUT_8: readonly Corpus[] = parseAll([
  enHeldOut8,
  zhHeldOut8,
  viHeldOut8,
  frHeldOut8,
  jaHeldOut8,
  idHeldOut8,
  ruHeldOut8,
  esHeldOut8,
  deHeldOut8,
]);

/**
 * Kind comments (support, shared experience, thanks) written blind: the replies a peer-support
 * site is full of, which must be published without the help box and never held. Not a goal of
 * docs/decisions/019; measured so that teaching the detector crises does not cost them.
 */
export const REPLIES: readonly Corpus[] = parseAll([
  enReplies,
  zhReplies,
  viReplies,
  frReplies,
  jaReplies,
  idReplies,
  ruReplies,
  esReplies,
  deReplies,
]);

/**
 * Everyday posts and comments written blind (food, weather, pets, work, thanks, "same here"):
 * most of what a community site is sent, which must be published without the help box. Not a
 * goal of docs/decisions/019; measured because the hard negatives above are all near a crisis,
 * and a reader taught only on those read ordinary chat as one (docs/decisions/035).
 */
export const EVERYDAY: readonly Corpus[] = parseAll([
  enEveryday,
  zhEveryday,
  viEveryday,
  frEveryday,
  jaEveryday,
  idEveryday,
  ruEveryday,
  esEveryday,
  deEveryday,
]);

/** Written alongside the lexicon; the detector may be tuned to it. */
export const TUNING: readonly Corpus[] = parseAll([
  enTuning,
  zhTuning,
  viTuning,
  frTuning,
  jaTuning,
  idTuning,
  ruTuning,
  esTuning,
  deTuning,
]);

/**
 * Data round 48, contact details and their look-alikes written blind, in the nine languages
 * (docs/decisions/061, 062, 064). Read: the contact rules may be fitted to it, and a test
 * keeps its figures from going back.
 */
export const ROUND_48: readonly Corpus[] = parseAll([
  enRound48,
  zhRound48,
  viRound48,
  frRound48,
  jaRound48,
  idRound48,
  ruRound48,
  esRound48,
  deRound48,
]);

/**
 * Data round 50, contact details and their look-alikes written blind to the same brief in eight
 * languages (docs/decisions/071; German, which meets its contact goals, was not asked). Read like
 * round 48: the contact rules may be fitted to it, and a test keeps its figures from going back.
 */
export const ROUND_50: readonly Corpus[] = parseAll([
  enRound50,
  zhRound50,
  viRound50,
  frRound50,
  jaRound50,
  idRound50,
  ruRound50,
  esRound50,
]);

/**
 * Data round 51: the same brief, asked also for the forms a filter that knows the common tricks
 * may still miss (docs/decisions/073). Read like rounds 48 and 50.
 */
export const ROUND_51: readonly Corpus[] = parseAll([
  enRound51,
  zhRound51,
  viRound51,
  frRound51,
  jaRound51,
  idRound51,
  ruRound51,
  esRound51,
]);

/**
 * Data round 52: about 140 crises and 100 hard negatives per language, written blind and asked
 * for the phrasings a keyword filter misses (docs/decisions/074). Scored blind once, then read
 * like rounds 48, 50 and 51: lexicon phrases may be fitted to it, and a test keeps its figures
 * from going back.
 */
export const ROUND_52: readonly Corpus[] = parseAll([
  enRound52,
  zhRound52,
  viRound52,
  frRound52,
  jaRound52,
  idRound52,
  ruRound52,
  esRound52,
  deRound52,
]);

/** The figures a language is measured by: hits out of cases. */
export const MEASURES = [
  'crisisRecall',
  'negativeFalsePositives',
  'threatBlocked',
  'threatLookalikeFalsePositives',
  'crisisThreatHeld',
  'contactBlocked',
  'contactLookalikeFalsePositives',
] as const;

export type Measure = (typeof MEASURES)[number];
export type Count = { hits: number; total: number };
export type Figures = Record<Measure, Count>;

/**
 * The goals on the held-out set (docs/decisions/019): at least this rate for recalls, at most
 * for false positives. Threats blocked is measured, without a goal.
 */
export const GOALS: Readonly<Partial<Record<Measure, { atLeast?: number; atMost?: number }>>> = {
  crisisRecall: { atLeast: 0.97 },
  negativeFalsePositives: { atMost: 0.02 },
  threatLookalikeFalsePositives: { atMost: 0.02 },
  contactLookalikeFalsePositives: { atMost: 0.02 },
  crisisThreatHeld: { atLeast: 1 },
  contactBlocked: { atLeast: 0.97 },
};

const MEASURE_OF: Readonly<Record<CorpusCase['class'], Measure>> = {
  crisis: 'crisisRecall',
  negative: 'negativeFalsePositives',
  threat: 'threatBlocked',
  threat_lookalike: 'threatLookalikeFalsePositives',
  crisis_threat: 'crisisThreatHeld',
  contact: 'contactBlocked',
  contact_lookalike: 'contactLookalikeFalsePositives',
};

/**
 * Whether a verdict counts for the case's measure: for a recall, the expected verdict (help
 * shown, held, blocked with the case's code); for a false positive, the wrong one (help shown
 * for a hard negative, anything but published for a look-alike).
 */
export function counts(testCase: CorpusCase, verdict: ModerationResult): boolean {
  switch (testCase.class) {
    case 'crisis':
      return verdict.crisis;
    case 'negative':
      return verdict.crisis || verdict.outcome !== 'publish';
    case 'threat':
      return verdict.outcome === 'block' && verdict.code === 'threat';
    case 'threat_lookalike':
    case 'contact_lookalike':
      return verdict.outcome !== 'publish';
    case 'crisis_threat':
      return verdict.outcome === 'hold' && verdict.crisis;
    case 'contact':
      return verdict.outcome === 'block' && verdict.code === testCase.code;
  }
}

/** The corpus's figures and the cases that missed their expected verdict. */
export function score(
  corpus: Corpus,
  verdictOf: (text: string) => ModerationResult,
): { figures: Figures; misses: CorpusCase[] } {
  const zero = (): Count => ({ hits: 0, total: 0 });
  const figures: Figures = {
    crisisRecall: zero(),
    negativeFalsePositives: zero(),
    threatBlocked: zero(),
    threatLookalikeFalsePositives: zero(),
    crisisThreatHeld: zero(),
    contactBlocked: zero(),
    contactLookalikeFalsePositives: zero(),
  };
  const misses: CorpusCase[] = [];
  for (const testCase of corpus.cases) {
    const measure = MEASURE_OF[testCase.class];
    const counted = counts(testCase, verdictOf(testCase.text));
    figures[measure].total += 1;
    if (counted) figures[measure].hits += 1;
    const isFalsePositiveMeasure = GOALS[measure]?.atMost !== undefined;
    if (counted === isFalsePositiveMeasure) misses.push(testCase);
  }
  return { figures, misses };
}

/** A figure against its goal: met, or how far off. */
export function meetsGoal(measure: Measure, count: Count): boolean {
  const goal = GOALS[measure];
  const rate = count.total === 0 ? 0 : count.hits / count.total;
  if (goal?.atLeast !== undefined) return rate >= goal.atLeast;
  if (goal?.atMost !== undefined) return rate <= goal.atMost;
  return true;
}

/**
 * A short fingerprint of corpora's labelled texts (FNV-1a over their JSON), so a model trained
 * on the tuning set records which version it saw, and a test can say when it is out of date.
 */
export function fingerprint(corpora: readonly Corpus[]): string {
  const hash = fnv1a(JSON.stringify(corpora.map((corpus) => corpus.cases)));
  return `${hash.toString(16).padStart(8, '0')}-${corpora.reduce((n, c) => n + c.cases.length, 0)}`;
}
