// The classifier's reading of threats against others in words no threat phrase has ("I know
// where he parks. Friday he's done."), asked only about a text that reads as no crisis and in
// which no phrase reads a threat (docs/decisions/033). Its yes refuses the text as a threat, as a
// phrase's would. Trained on every class, threats its only yes. Its threshold (log-odds 0.5) was
// read off blind rounds: there it refused one threat look-alike in 630 and no crisis, hard
// negative or kind reply; 0.03% of the tuning set's look-alikes and hard negatives pass it in
// cross-validation.
import weights from './threat-classifier-weights.json' with { type: 'json' };
import { classifierReader, type ClassifierInput } from './classifier.ts';

/**
 * A short text gives it too little to read: it read "you know what you did" as a threat. A threat
 * in fewer words than this is the phrases' to read ("I will strangle my sister").
 */
const MIN_WORDS = 6;

/** Whether the classifier reads the text, in which nothing read a threat or a crisis, as one. */
export const classifierReadsThreat: (input: ClassifierInput) => boolean = classifierReader(
  weights,
  MIN_WORDS,
);
