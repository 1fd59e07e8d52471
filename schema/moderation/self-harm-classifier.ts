// The classifier's reading of self-harm beside a threat, asked only about a text a lexicon phrase
// reads as a threat, where nothing reads a crisis and the hyperbole classifier read no joke
// (docs/decisions/025): "I'll stab him and then it's over for me too" in words no crisis phrase
// has. Its yes makes the text a crisis + threat, held for a moderator with help shown, where it
// would have been refused with none. Trained on threats and crises + threats only; its threshold
// keeps about 1% of those threats above it in cross-validation: they would be held, not refused.
import weights from './self-harm-classifier-weights.json' with { type: 'json' };
import { classifierReader, type ClassifierInput } from './classifier.ts';

/** Whether the classifier reads the text, a threat, as self-harm beside it. */
export const classifierReadsSelfHarmBesideThreat: (input: ClassifierInput) => boolean =
  classifierReader(weights);
