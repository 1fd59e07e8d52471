// The classifier's reading of crisis language (docs/decisions/025): it can add a crisis (show
// help), never block. Its threshold is read off a blind round it never learnt from
// (docs/decisions/034, 035). Far below the threshold it also rules out what a crisis phrase read
// in a text that is plainly about something else (docs/decisions/027), and less far below it
// what a word that only names suicide read (docs/decisions/036). The phrase classifier, which
// learnt only from texts a crisis phrase reads, rules a phrase out too, where this classifier
// does not read a crisis either (docs/decisions/059).
import weights from './crisis-classifier-weights.json' with { type: 'json' };
import phraseWeights from './crisis-phrase-classifier-weights.json' with { type: 'json' };
import { classifierLogOddsReader, type TextInput } from './classifier.ts';
import { viewWordCount, type PhraseView } from './phrase-view.ts';

const crisisLogOdds = classifierLogOddsReader(weights);
/**
 * The phrase classifier: trained only on texts a crisis phrase reads (and no threat phrase), so
 * all it learns is which of them are crises (scripts/train-classifiers.ts, docs/decisions/059).
 */
const phraseCrisisLogOdds = classifierLogOddsReader(phraseWeights);

/**
 * Below this log-odds the classifier is sure enough to overrule a crisis phrase. Read off a blind
 * data round no classifier had learnt from (docs/decisions/027): of 736 crises a phrase read
 * there, none scored below it; of 117 hard negatives a phrase read (a film review, a
 * volunteer's shift, "my life is over, my crush saw me trip"), 25 did. −2 was tried on two later
 * rounds (docs/decisions/028): it spared 19 and 17 more negatives and cost 1 and 4 crises, among
 * them "suizidal seit 3 tagen, termin beim psychiater erst in 6 wochen".
 */
const RULES_OUT_BELOW = -3;

/**
 * Below this log-odds the classifier overrules a word that names suicide when no crisis phrase
 * matched: the news, a film, "a tactical suicide" in a match report. Read off blind round 34
 * (docs/decisions/036): the lowest of its crises such a word alone read scores −0.09 (of the
 * tuning corpus's 390, −0.38), and at −2 it spares 15 of the 51 negatives such a word alone
 * read. −1.5 spared 24, with less margin: a crisis of round 35, unseen, scores −1.37.
 */
const RULES_OUT_MENTION_BELOW = -2;

/** Fewer words than this, as the lexicon reads them, and the text is the phrase, not about it. */
const MIN_WORDS_TO_RULE_OUT = 3;

/**
 * Above this log-odds, two sentences in a row read as a crisis in a text of three sentences or
 * more, however the rest reads: a long post where the risk is in one or two lines
 * (docs/decisions/057). The whole text is read against the threshold it was trained for; a pair,
 * read as a text of its own, must be surer.
 */
const WINDOW_ABOVE = 1.5;

/** Whether the classifier reads the text, or two sentences in a row of it, as a crisis. */
export function classifierReadsAsCrisis(input: TextInput): boolean {
  if ((crisisLogOdds(input) ?? -Infinity) > weights.threshold) return true;
  return input.windows().some((pair) => (crisisLogOdds(pair) ?? -Infinity) > WINDOW_ABOVE);
}

/**
 * Whether the classifiers rule out what a crisis phrase read. The crisis classifier alone when it
 * is sure the text is not a crisis, or fairly sure when the only matches are words that name
 * suicide (`onlyMentions`); or the phrase classifier reads it below its threshold and the crisis
 * classifier does not read it as a crisis either (docs/decisions/059). Never for a text of fewer
 * than three words as the lexicon reads them: "kms", "死にたい", "suicide" and "し・に・た・い"
 * (four one-character runs to the classifier) are the lexicon's to read.
 */
export function classifierRulesOutCrisis(
  input: TextInput,
  view: PhraseView,
  onlyMentions: boolean,
): boolean {
  if (viewWordCount(view) < MIN_WORDS_TO_RULE_OUT) return false;
  const below = onlyMentions ? RULES_OUT_MENTION_BELOW : RULES_OUT_BELOW;
  if ((crisisLogOdds(input) ?? Infinity) < below) return true;
  const phraseOdds = phraseCrisisLogOdds(input) ?? Infinity;
  return phraseOdds < phraseWeights.threshold && !classifierReadsAsCrisis(input);
}
