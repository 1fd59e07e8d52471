// The draft check the composer loads lazily: crisis phrases and the classifier only, none of
// the threat or contact code, so the chunk stays small.
import { crisisPhrases } from './crisis.ts';
import { classifierInput } from './classifier.ts';
import { classifierReadsAsCrisis } from './crisis-classifier.ts';
import { phraseView } from './phrase-view.ts';

/** Whether the text reads as self-harm or suicidal language in any of the nine languages. */
export function readsAsCrisis(text: string): boolean {
  return (
    crisisPhrases(phraseView(text)).length > 0 || classifierReadsAsCrisis(classifierInput(text))
  );
}
