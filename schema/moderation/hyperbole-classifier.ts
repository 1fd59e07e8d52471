// The classifier's reading of violent hyperbole ("I'll murder my brother if he eats my fries"),
// asked only about a text a lexicon phrase reads as a threat and nothing reads as a crisis
// (docs/decisions/025). Its yes publishes the text instead of refusing it; it never touches a
// crisis, so a crisis + threat is held whatever it says. Trained on threats, crisis + threat and
// their look-alikes only, of the tuning corpus and the blind data with round 45 (safety advice and
// harm told, docs/decisions/051); its threshold keeps about 1% of the tuning set's threats above
// it in cross-validation: they would be published.
import weights from './hyperbole-classifier-weights.json' with { type: 'json' };
import { classifierReader, type ClassifierInput } from './classifier.ts';

/**
 * Hyperbole shows in the trivial reason it gives ("…for eating my fries"): a bare threat of
 * fewer words than this ("I will strangle my sister") stays refused whatever the weights say.
 * About a third of the tuning set's threats are that short, and a fifth of their look-alikes.
 */
const MIN_WORDS = 6;

/** Whether the classifier reads the text, a threat to a lexicon phrase, as hyperbole. */
export const classifierReadsAsHyperbole: (input: ClassifierInput) => boolean = classifierReader(
  weights,
  MIN_WORDS,
);
