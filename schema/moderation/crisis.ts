// Crisis language in all nine languages: the phrases of every language's crisis lexicon, read
// together (people mix languages), minus the idioms that only sound like one.
import { deCrisis } from './lexicon/de/crisis.ts';
import { enCrisis } from './lexicon/en/crisis.ts';
import { esCrisis } from './lexicon/es/crisis.ts';
import { frCrisis } from './lexicon/fr/crisis.ts';
import { idCrisis } from './lexicon/id/crisis.ts';
import { jaCrisis } from './lexicon/ja/crisis.ts';
import { ruCrisis } from './lexicon/ru/crisis.ts';
import { viCrisis } from './lexicon/vi/crisis.ts';
import { zhCrisis } from './lexicon/zh/crisis.ts';
import type { CrisisLexicon } from './lexicon/types.ts';
import { compilePhraseMatcher, type PhraseGroup, type PhraseMatch } from './phrase-matcher.ts';
import type { PhraseView } from './phrase-view.ts';

const LEXICONS: readonly CrisisLexicon[] = [
  enCrisis,
  zhCrisis,
  viCrisis,
  frCrisis,
  jaCrisis,
  idCrisis,
  ruCrisis,
  esCrisis,
  deCrisis,
];

export type CrisisTag = 'crisis' | 'crisisMention' | 'crisisBesideHarm' | 'crisisIdiom';

/**
 * Each language's crisis phrases, the words that name suicide, the words that are a crisis only
 * beside harm to someone else, and the idioms that cancel them.
 */
export const CRISIS_GROUPS: readonly PhraseGroup<CrisisTag>[] = LEXICONS.flatMap((lexicon) => [
  { ...lexicon, tag: 'crisis' as const, phrases: lexicon.crisis },
  { ...lexicon, tag: 'crisisMention' as const, phrases: lexicon.mentions },
  { ...lexicon, tag: 'crisisBesideHarm' as const, phrases: lexicon.besideHarm ?? [] },
  { ...lexicon, tag: 'crisisIdiom' as const, phrases: lexicon.idioms },
]);

export const CRISIS_CANCELLED_BY = {
  crisis: 'crisisIdiom',
  crisisMention: 'crisisIdiom',
  crisisBesideHarm: 'crisisIdiom',
} as const;

/**
 * Whether the crisis read rests only on words that name suicide: no crisis phrase (nor crisis +
 * threat phrase) among the matches.
 */
export function onlyMentions(matches: readonly PhraseMatch<string>[]): boolean {
  return matches.every((match) => match.tag !== 'crisis' && match.tag !== 'crisisThreat');
}

// Compiled on first use: a worker or a page that never checks a text pays nothing.
let matchCrisis: ((view: PhraseView) => PhraseMatch<CrisisTag>[]) | null = null;

/** The crisis phrases a text contains (none: it does not read as a crisis). */
export function crisisPhrases(view: PhraseView): PhraseMatch<CrisisTag>[] {
  matchCrisis ??= compilePhraseMatcher<CrisisTag>(CRISIS_GROUPS, CRISIS_CANCELLED_BY);
  return matchCrisis(view);
}
