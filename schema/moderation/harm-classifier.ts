// The classifier's reading of harm to others, asked only about a text that already reads as a
// crisis (docs/decisions/025): "take them with me" in words no lexicon phrase has. Its yes holds
// the post for a moderator, with help shown; it never blocks. Its threshold is read off a blind
// round it never learnt from (docs/decisions/058): about 1.5% of the crises read there are held
// rather than published, where a crisis + threat it missed would be published, the harm unread.
import weights from './harm-classifier-weights.json' with { type: 'json' };
import { classifierReader, type ClassifierInput } from './classifier.ts';

/**
 * Harm to someone else beside harm to oneself takes a clause for each: a crisis of fewer words
 * than this ("aku mau bunuh diri", "I want to kill myself") is the lexicon's to read, and is
 * never held on the classifier's word (its weights lean on "kill" alone there).
 */
const MIN_WORDS = 6;

/** Whether the classifier reads the text, a crisis, as harm to someone else too. */
export const classifierReadsHarmToOthers: (input: ClassifierInput) => boolean = classifierReader(
  weights,
  MIN_WORDS,
);
