// The texts the classifiers learn from beside the tuning corpus (scripts/train-classifiers.ts),
// apart from corpus.ts: the worker's goals test (corpus.test.ts) never scores them, and now loads
// only what it scores (docs/decisions/038).
import deTraining from '#corpus/training/de.json' with { type: 'json' };
import enTraining from '#corpus/training/en.json' with { type: 'json' };
import esTraining from '#corpus/training/es.json' with { type: 'json' };
import frTraining from '#corpus/training/fr.json' with { type: 'json' };
import idTraining from '#corpus/training/id.json' with { type: 'json' };
import jaTraining from '#corpus/training/ja.json' with { type: 'json' };
import ruTraining from '#corpus/training/ru.json' with { type: 'json' };
import viTraining from '#corpus/training/vi.json' with { type: 'json' };
import zhTraining from '#corpus/training/zh.json' with { type: 'json' };
import deRound42 from '#corpus/round-42/de.json' with { type: 'json' };
import enRound42 from '#corpus/round-42/en.json' with { type: 'json' };
import esRound42 from '#corpus/round-42/es.json' with { type: 'json' };
import frRound42 from '#corpus/round-42/fr.json' with { type: 'json' };
import idRound42 from '#corpus/round-42/id.json' with { type: 'json' };
import jaRound42 from '#corpus/round-42/ja.json' with { type: 'json' };
import ruRound42 from '#corpus/round-42/ru.json' with { type: 'json' };
import viRound42 from '#corpus/round-42/vi.json' with { type: 'json' };
import zhRound42 from '#corpus/round-42/zh.json' with { type: 'json' };
import deRound43 from '#corpus/round-43/de.json' with { type: 'json' };
import enRound43 from '#corpus/round-43/en.json' with { type: 'json' };
import esRound43 from '#corpus/round-43/es.json' with { type: 'json' };
import frRound43 from '#corpus/round-43/fr.json' with { type: 'json' };
import idRound43 from '#corpus/round-43/id.json' with { type: 'json' };
import jaRound43 from '#corpus/round-43/ja.json' with { type: 'json' };
import ruRound43 from '#corpus/round-43/ru.json' with { type: 'json' };
import viRound43 from '#corpus/round-43/vi.json' with { type: 'json' };
import zhRound43 from '#corpus/round-43/zh.json' with { type: 'json' };
import deRound45 from '#corpus/round-45/de.json' with { type: 'json' };
import enRound45 from '#corpus/round-45/en.json' with { type: 'json' };
import esRound45 from '#corpus/round-45/es.json' with { type: 'json' };
import frRound45 from '#corpus/round-45/fr.json' with { type: 'json' };
import idRound45 from '#corpus/round-45/id.json' with { type: 'json' };
import jaRound45 from '#corpus/round-45/ja.json' with { type: 'json' };
import ruRound45 from '#corpus/round-45/ru.json' with { type: 'json' };
import viRound45 from '#corpus/round-45/vi.json' with { type: 'json' };
import zhRound45 from '#corpus/round-45/zh.json' with { type: 'json' };
import deRound47 from '#corpus/round-47/de.json' with { type: 'json' };
import enRound47 from '#corpus/round-47/en.json' with { type: 'json' };
import esRound47 from '#corpus/round-47/es.json' with { type: 'json' };
import frRound47 from '#corpus/round-47/fr.json' with { type: 'json' };
import idRound47 from '#corpus/round-47/id.json' with { type: 'json' };
import jaRound47 from '#corpus/round-47/ja.json' with { type: 'json' };
import ruRound47 from '#corpus/round-47/ru.json' with { type: 'json' };
import viRound47 from '#corpus/round-47/vi.json' with { type: 'json' };
import zhRound47 from '#corpus/round-47/zh.json' with { type: 'json' };
import deEverydayTraining from '#corpus/everyday-training/de.json' with { type: 'json' };
import enEverydayTraining from '#corpus/everyday-training/en.json' with { type: 'json' };
import esEverydayTraining from '#corpus/everyday-training/es.json' with { type: 'json' };
import frEverydayTraining from '#corpus/everyday-training/fr.json' with { type: 'json' };
import idEverydayTraining from '#corpus/everyday-training/id.json' with { type: 'json' };
import jaEverydayTraining from '#corpus/everyday-training/ja.json' with { type: 'json' };
import ruEverydayTraining from '#corpus/everyday-training/ru.json' with { type: 'json' };
import viEverydayTraining from '#corpus/everyday-training/vi.json' with { type: 'json' };
import zhEverydayTraining from '#corpus/everyday-training/zh.json' with { type: 'json' };
import {
  HELD_OUT,
  HELD_OUT_2,
  HELD_OUT_3,
  HELD_OUT_4,
  HELD_OUT_5,
  HELD_OUT_6,
  parseAll,
  type Corpus,
} from './corpus.ts';

/**
 * Data rounds written blind to the seventh set's brief (everyday wording, hard negatives; rounds
 * 24 to 26 leaning on writers and situations the earlier ones may have missed): the crisis
 * classifier learns from them, nothing is tuned to them by hand, and no threshold is read from
 * them (scripts/train-classifiers.ts).
 */
export const TRAINING_ROUNDS: readonly Corpus[] = parseAll([
  enTraining,
  zhTraining,
  viTraining,
  frTraining,
  jaTraining,
  idTraining,
  ruTraining,
  esTraining,
  deTraining,
]);

/**
 * Everyday posts and comments written blind (data rounds 36 and 38), all negative: the crisis
 * classifier learns from them what ordinary chat reads like, where every other negative it learns
 * from is a hard one (docs/decisions/035). No threshold is read from them.
 */
export const EVERYDAY_TRAINING: readonly Corpus[] = parseAll([
  enEverydayTraining,
  zhEverydayTraining,
  viEverydayTraining,
  frEverydayTraining,
  jaEverydayTraining,
  idEverydayTraining,
  ruEverydayTraining,
  esEverydayTraining,
  deEverydayTraining,
]);

/**
 * Data round 42, written blind with negatives as close to the line as its writers could make
 * them. No threshold is read from it (docs/decisions/040).
 */
export const ROUND_42: readonly Corpus[] = parseAll([
  enRound42,
  zhRound42,
  viRound42,
  frRound42,
  jaRound42,
  idRound42,
  ruRound42,
  esRound42,
  deRound42,
]);

/**
 * Data round 43, written blind: crises + threats in everyday words, and crises that speak of
 * other people with no harm meant to them. Only the harm classifier learns from it, what it
 * was written for (docs/decisions/041). No threshold is read from it.
 */
export const ROUND_43: readonly Corpus[] = parseAll([
  enRound43,
  zhRound43,
  viRound43,
  frRound43,
  jaRound43,
  idRound43,
  ruRound43,
  esRound43,
  deRound43,
]);

/**
 * Data round 45, written blind: texts that speak of violence where the writer threatens nobody
 * (safety advice to someone hurt, harm told by the person it was done to, news and stories), and
 * threats in the same words. Only the threat classifier learns from it, what it was written for
 * (docs/decisions/051). No threshold is read from it.
 */
export const ROUND_45: readonly Corpus[] = parseAll([
  enRound45,
  zhRound45,
  viRound45,
  frRound45,
  jaRound45,
  idRound45,
  ruRound45,
  esRound45,
  deRound45,
]);

/**
 * Data round 47, written blind: crisis words where the writer is not at risk (recovery told in the
 * past, a reply quoting the words it answers, jokes, prevention and the news, grief, denials), and
 * crises in the same shapes (relapse, a joke that is no joke, grief that wants to follow). Only
 * the phrase classifier learns from it, what it was written for (docs/decisions/060). No
 * threshold is read from it.
 */
export const ROUND_47: readonly Corpus[] = parseAll([
  enRound47,
  zhRound47,
  viRound47,
  frRound47,
  jaRound47,
  idRound47,
  ruRound47,
  esRound47,
  deRound47,
]);

/** The first six held-out sets: development sets now, learnt from. */
const FIRST_SIX_SETS: readonly Corpus[] = [
  ...HELD_OUT,
  ...HELD_OUT_2,
  ...HELD_OUT_3,
  ...HELD_OUT_4,
  ...HELD_OUT_5,
  ...HELD_OUT_6,
];

/**
 * What the threat classifier learns from beside the tuning corpus: texts written blind, by other
 * writers than the tuning corpus's. The first six held-out sets and the training rounds. The
 * seventh set, which decides, and the eighth, the final check, are never trained on
 * (docs/decisions/025, docs/decisions/032).
 */
export const BLIND_TRAINING_DATA: readonly Corpus[] = [...FIRST_SIX_SETS, ...TRAINING_ROUNDS];

/**
 * The blind training data with data round 42 after each language's earlier rounds, where every
 * round before it was added: what the crisis and harm classifiers learn from. The threat
 * classifier learns from the rounds before it only: learning from it too, that one refused 3
 * fewer of the seventh set's threats and published 4 more (docs/decisions/040).
 */
export const BLIND_TRAINING_DATA_TO_ROUND_42: readonly Corpus[] = [
  ...FIRST_SIX_SETS,
  ...TRAINING_ROUNDS.map((corpus) => ({
    ...corpus,
    cases: [
      ...corpus.cases,
      ...(ROUND_42.find((round) => round.language === corpus.language)?.cases ?? []),
    ],
  })),
];
