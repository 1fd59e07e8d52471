// Violence against other people in all nine languages: threats (blocked on their own), harm to
// others named together with harm to self (held), harm to a named person, and threats against
// going to the police. Hyperbole and games cancel the threat they overlap, unless words of
// earnest undo them ("not joking"); a threat told of or quoted by its target is read as no threat
// of the writer's (docs/decisions/053, 054). The detector reads these together with the crisis phrases in
// one pass (detect.ts).
import { deThreat } from './lexicon/de/threat.ts';
import { enThreat } from './lexicon/en/threat.ts';
import { esThreat } from './lexicon/es/threat.ts';
import { frThreat } from './lexicon/fr/threat.ts';
import { idThreat } from './lexicon/id/threat.ts';
import { jaThreat } from './lexicon/ja/threat.ts';
import { ruThreat } from './lexicon/ru/threat.ts';
import { viThreat } from './lexicon/vi/threat.ts';
import { zhThreat } from './lexicon/zh/threat.ts';
import type { ThreatLexicon } from './lexicon/types.ts';
import type { PhraseGroup } from './phrase-matcher.ts';

const LEXICONS: readonly ThreatLexicon[] = [
  enThreat,
  zhThreat,
  viThreat,
  frThreat,
  jaThreat,
  idThreat,
  ruThreat,
  esThreat,
  deThreat,
];

export type ThreatTag =
  | 'threat'
  | 'crisisThreat'
  | 'violence'
  | 'intimidation'
  | 'threatIdiom'
  | 'threatEarnest'
  | 'harmToldOf'
  | 'harmToldOfUndone';

/**
 * Each language's threat phrases, in their four kinds, the idioms that cancel them, the words
 * of earnest that undo an idiom, and violence told of by the one it was done to, with the
 * murder–suicides that undo such a telling. A quoted threat is both an idiom and a telling.
 */
export const THREAT_GROUPS: readonly PhraseGroup<ThreatTag>[] = LEXICONS.flatMap((lexicon) => {
  const group = (tag: ThreatTag, phrases: readonly string[]) => ({ ...lexicon, tag, phrases });
  return [
    group('threat', lexicon.threat),
    group('crisisThreat', lexicon.crisisThreat),
    group('violence', lexicon.violence),
    group('intimidation', lexicon.intimidation),
    group('threatIdiom', [...lexicon.idioms, ...lexicon.quotedAtMe]),
    group('threatEarnest', lexicon.earnest),
    group('harmToldOf', [...lexicon.toldOf, ...lexicon.quotedAtMe]),
    group('harmToldOfUndone', lexicon.toldOfUndone),
  ];
});

export const THREAT_CANCELLED_BY = {
  threat: 'threatIdiom',
  crisisThreat: 'threatIdiom',
  violence: 'threatIdiom',
  threatIdiom: 'threatEarnest',
  harmToldOf: 'harmToldOfUndone',
} as const;
