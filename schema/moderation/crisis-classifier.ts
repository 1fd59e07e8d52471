// The classifier's reading of crisis language (docs/decisions/025): it can add a crisis (show
// help), never block. Its threshold lets 4% of the tuning set's hard negatives above it in
// cross-validation (docs/decisions/028). Far below the threshold it also rules out what a crisis
// phrase read in a text that is plainly about something else (docs/decisions/027).
import weights from './crisis-classifier-weights.json' with { type: 'json' };
import { classifierLogOddsReader, type ClassifierInput } from './classifier.ts';
import { viewWordCount, type PhraseView } from './phrase-view.ts';

const crisisLogOdds = classifierLogOddsReader(weights);

/**
 * Below this log-odds the classifier is sure enough to overrule a crisis phrase. Read off a blind
 * data round no classifier had learnt from (docs/decisions/027): of 736 crises a phrase read
 * there, none scored below it; of 117 hard negatives a phrase read (a film review, a
 * volunteer's shift, "my life is over, my crush saw me trip"), 25 did. −2 was tried on two later
 * rounds (docs/decisions/028): it spared 19 and 17 more negatives and cost 1 and 4 crises, among
 * them "suizidal seit 3 tagen, termin beim psychiater erst in 6 wochen".
 */
const RULES_OUT_BELOW = -3;

/** Fewer words than this, as the lexicon reads them, and the text is the phrase, not about it. */
const MIN_WORDS_TO_RULE_OUT = 3;

/** Whether the classifier reads the text as a crisis. */
export function classifierReadsAsCrisis(input: ClassifierInput): boolean {
  return (crisisLogOdds(input) ?? -Infinity) > weights.threshold;
}

/**
 * Whether the classifier is sure the text is not a crisis, whatever phrase it contains. Never
 * for a text of fewer than three words as the lexicon reads them: "kms", "死にたい" and
 * "し・に・た・い" (four one-character runs to the classifier) are the lexicon's to read.
 */
export function classifierRulesOutCrisis(input: ClassifierInput, view: PhraseView): boolean {
  if (viewWordCount(view) < MIN_WORDS_TO_RULE_OUT) return false;
  return (crisisLogOdds(input) ?? Infinity) < RULES_OUT_BELOW;
}
