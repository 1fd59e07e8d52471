// The draft check the composer loads lazily: crisis phrases and the classifier only, none of
// the threat or contact code, so the chunk stays small. It reads as detect.ts does, except that
// it knows no threat phrase: a crisis phrase the classifier rules out beside a threat shows no
// help while drafting, and the posted text is held with help.
import { crisisPhrases, onlyMentions } from './crisis.ts';
import { visibleClassifierInput } from './classifier.ts';
import { classifierReadsAsCrisis, classifierRulesOutCrisis } from './crisis-classifier.ts';
import { visibleText } from './fold.ts';
import { visiblePhraseView } from './phrase-view.ts';

/** Whether the text reads as self-harm or suicidal language in any of the nine languages. */
export function readsAsCrisis(text: string): boolean {
  // The phrases and the classifier read the same visible text: it is made once, as in detect().
  const visible = visibleText(text);
  const input = visibleClassifierInput(visible);
  const view = visiblePhraseView(visible);
  // Words that are a crisis only beside harm to someone else ("…conmigo.") show no help here.
  const matches = crisisPhrases(view).filter((match) => match.tag !== 'crisisBesideHarm');
  return matches.length > 0
    ? !classifierRulesOutCrisis(input, view, onlyMentions(matches))
    : classifierReadsAsCrisis(input);
}
