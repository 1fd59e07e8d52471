// Trains the crisis classifier (schema/moderation/crisis-classifier.ts) on the tuning corpus and
// writes its weights. Deterministic: the same corpus gives the same file. `npm run train:crisis`
// after any change to the tuning corpus; a test fails until then. The held-out set is never
// read here (docs/decisions/025-crisis-classifier.md).
import { writeFileSync } from 'node:fs';
import {
  BUCKET_BITS,
  classifierInput,
  classifierLogOdds,
  type ClassifierWeights,
} from '../schema/moderation/crisis-classifier.ts';
import { fingerprint, TUNING } from '../worker/domain/moderation/corpus.ts';

const OUT = new URL('../schema/moderation/crisis-classifier-weights.json', import.meta.url);

// Plain logistic regression, AdaGrad steps, a little L2; these settled in cross-validation.
const EPOCHS = 12;
const LEARNING_RATE = 0.3;
const L2 = 1e-4;
const FOLDS = 5;
/** The share of the tuning set's hard negatives allowed above the threshold, in cross-validation. */
const NEGATIVE_RATE = 0.01;

type Example = { buckets: number[]; crisis: boolean; negative: boolean };

const examples: Example[] = TUNING.flatMap((corpus) =>
  corpus.cases.map((testCase) => ({
    buckets: classifierInput(testCase.text).buckets,
    crisis: testCase.class === 'crisis' || testCase.class === 'crisis_threat',
    negative: testCase.class === 'negative',
  })),
);

/** A fixed-seed generator, so training is the same on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function train(set: Example[]): { weights: Float64Array; bias: number } {
  const weights = new Float64Array(1 << BUCKET_BITS);
  const squares = new Float64Array(1 << BUCKET_BITS);
  let bias = 0;
  let biasSquares = 0;
  const next = random(1);
  const order = set.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const example = set[index];
      if (!example) continue;
      const scale = 1 / Math.sqrt(example.buckets.length || 1);
      const odds = classifierLogOdds(example.buckets, weights, bias);
      const error = 1 / (1 + Math.exp(-odds)) - (example.crisis ? 1 : 0);
      for (const b of example.buckets) {
        const gradient = error * scale + L2 * (weights[b] ?? 0);
        squares[b] = (squares[b] ?? 0) + gradient * gradient;
        weights[b] =
          (weights[b] ?? 0) - (LEARNING_RATE * gradient) / Math.sqrt((squares[b] ?? 0) + 1e-8);
      }
      biasSquares += error * error;
      bias -= (LEARNING_RATE * error) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return { weights, bias };
}

/** The weights as stored: int8 steps of `scale`, the largest weight at 127. */
function quantise(weights: Float64Array): { bytes: Int8Array; scale: number } {
  const largest = weights.reduce((max, w) => Math.max(max, Math.abs(w)), 0);
  const scale = largest / 127;
  return { bytes: Int8Array.from(weights, (w) => Math.round(w / scale)), scale };
}

const dequantise = ({ bytes, scale }: { bytes: Int8Array; scale: number }) =>
  Float64Array.from(bytes, (b) => b * scale);

// Cross-validation: each example scored by a model that never saw it, as stored (quantised).
const fold = (i: number) => (i * 7919) % FOLDS;
const heldOdds = new Float64Array(examples.length);
for (let k = 0; k < FOLDS; k += 1) {
  const model = train(examples.filter((_, i) => fold(i) !== k));
  const weights = dequantise(quantise(model.weights));
  examples.forEach((example, i) => {
    if (fold(i) === k) heldOdds[i] = classifierLogOdds(example.buckets, weights, model.bias);
  });
}
const negativeOdds = examples
  .flatMap((example, i) => (example.negative ? [heldOdds[i] ?? 0] : []))
  .sort((a, b) => b - a);
const threshold = negativeOdds[Math.floor(negativeOdds.length * NEGATIVE_RATE)] ?? 0;
const crisisOdds = examples.flatMap((example, i) => (example.crisis ? [heldOdds[i] ?? 0] : []));
const recall = crisisOdds.filter((odds) => odds > threshold).length / crisisOdds.length;

const final = train(examples);
const stored = quantise(final.weights);
const file: ClassifierWeights = {
  corpus: fingerprint(TUNING),
  bits: BUCKET_BITS,
  scale: stored.scale,
  bias: final.bias,
  threshold,
  weights: Buffer.from(stored.bytes.buffer).toString('base64'),
};
writeFileSync(OUT, `${JSON.stringify(file, null, 2)}\n`);
console.log(
  `crisis classifier: ${examples.length} examples; in ${FOLDS}-fold cross-validation, ` +
    `${(recall * 100).toFixed(1)}% of crisis phrasings read above the threshold ` +
    `(log-odds ${threshold.toFixed(3)}), with ${(NEGATIVE_RATE * 100).toFixed(0)}% of the hard negatives`,
);
