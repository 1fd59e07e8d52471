// The detector: crisis language, violence against others and contact details in the app's
// nine languages, plus a guess at the language for the review queue. Pure (no bindings, no
// DOM, no Node): the worker composes its verdict from this; the web's draft check imports only
// reads-as-crisis.ts.
import { contactDetails, type ContactKind } from './contact/contact.ts';
import { crisisPhrases } from './crisis.ts';
import { guessLanguage } from './language.ts';
import type { Language } from './languages.ts';
import { phraseView } from './phrase-view.ts';
import { threatPhrases } from './threat.ts';

export type Detection = {
  /** Reads as self-harm or suicidal: show help. */
  crisis: boolean;
  /** Threatens violence against someone else: blocked, or held next to a crisis. */
  threat: boolean;
  /** Contact details, email first. */
  contact: ContactKind[];
  language: Language | null;
  /** The lexicon phrases that matched, for tests and the benchmark's report. */
  phrases: { tag: string; language: string; phrase: string }[];
};

export function detect(text: string): Detection {
  const view = phraseView(text);
  const crisisMatches = crisisPhrases(view);
  const threatMatches = threatPhrases(view);
  const tags = new Set(threatMatches.map((match) => match.tag));
  const crisis = crisisMatches.length > 0 || tags.has('crisisThreat');
  // Violence that is no threat on its own ("kill my dad") makes a crisis a hold.
  const threat = tags.has('threat') || tags.has('crisisThreat') || (crisis && tags.has('violence'));
  return {
    crisis,
    threat,
    contact: contactDetails(text),
    language: guessLanguage(text),
    phrases: [...crisisMatches, ...threatMatches],
  };
}
