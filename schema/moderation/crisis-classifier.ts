// The classifier's reading of crisis language (docs/decisions/025): it can only add a crisis
// (show help), never block. Its threshold keeps about 1% of the tuning set's hard negatives above
// it in cross-validation.
import weights from './crisis-classifier-weights.json' with { type: 'json' };
import { classifierReader, type ClassifierInput } from './classifier.ts';

/** Whether the classifier reads the text as a crisis. */
export const classifierReadsAsCrisis: (input: ClassifierInput) => boolean =
  classifierReader(weights);
