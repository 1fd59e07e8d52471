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
 * What the crisis and harm classifiers learn from beside the tuning corpus: texts written blind,
 * by other writers than the tuning corpus's. The first six held-out sets (development sets now)
 * and the training rounds. The seventh set, which decides, and the eighth, the final check, are
 * never trained on (docs/decisions/025, docs/decisions/032).
 */
export const BLIND_TRAINING_DATA: readonly Corpus[] = [
  ...HELD_OUT,
  ...HELD_OUT_2,
  ...HELD_OUT_3,
  ...HELD_OUT_4,
  ...HELD_OUT_5,
  ...HELD_OUT_6,
  ...TRAINING_ROUNDS,
];
