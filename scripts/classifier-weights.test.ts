// The stored classifiers against the corpora they learn from (scripts/train-classifiers.ts). Run in
// Node, not workerd: the training rounds (6 MB) are texts no worker test scores.
import { describe, expect, test } from 'vitest';
import crisisWeights from '../schema/moderation/crisis-classifier-weights.json' with { type: 'json' };
import harmWeights from '../schema/moderation/harm-classifier-weights.json' with { type: 'json' };
import hyperboleWeights from '../schema/moderation/hyperbole-classifier-weights.json' with { type: 'json' };
import selfHarmWeights from '../schema/moderation/self-harm-classifier-weights.json' with { type: 'json' };
import threatWeights from '../schema/moderation/threat-classifier-weights.json' with { type: 'json' };
import { fingerprint, TUNING } from '../worker/domain/moderation/corpus.ts';
import {
  BLIND_TRAINING_DATA,
  EVERYDAY_TRAINING,
} from '../worker/domain/moderation/training-corpus.ts';

describe('the stored classifiers (docs/decisions/025)', () => {
  // Tuning cases added without `npm run train:classifiers` would leave the classifiers behind.
  test('were trained on the tuning corpus as it is now', () => {
    // The crisis and harm classifiers learn from texts written blind too.
    expect(crisisWeights.corpus).toBe(
      fingerprint([...TUNING, ...BLIND_TRAINING_DATA, ...EVERYDAY_TRAINING]),
    );
    expect(harmWeights.corpus).toBe(fingerprint([...TUNING, ...BLIND_TRAINING_DATA]));
    expect(hyperboleWeights.corpus).toBe(fingerprint(TUNING));
    expect(selfHarmWeights.corpus).toBe(fingerprint(TUNING));
    expect(threatWeights.corpus).toBe(fingerprint([...TUNING, ...BLIND_TRAINING_DATA]));
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
