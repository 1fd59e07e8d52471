// Violence against other people in all nine languages: threats (blocked on their own), harm to
// others named together with harm to self (held), and violence that only matters next to a
// crisis. Hyperbole and games cancel the threat they overlap.
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
import { compilePhraseMatcher, type PhraseMatch } from './phrase-matcher.ts';
import type { PhraseView } from './phrase-view.ts';

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

export type ThreatTag = 'threat' | 'crisisThreat' | 'violence' | 'idiom';

// Compiled on first use, as the crisis phrases are.
let matchThreats: ((view: PhraseView) => PhraseMatch<ThreatTag>[]) | null = null;

function compile() {
  return compilePhraseMatcher<ThreatTag>(
    LEXICONS.flatMap((lexicon) => {
      const group = (tag: ThreatTag, phrases: readonly string[]) => ({ ...lexicon, tag, phrases });
      return [
        group('threat', lexicon.threat),
        group('crisisThreat', lexicon.crisisThreat),
        group('violence', lexicon.violence),
        group('idiom', lexicon.idioms),
      ];
    }),
    'idiom',
  );
}

/** The threat phrases a text contains. */
export function threatPhrases(view: PhraseView): PhraseMatch<ThreatTag>[] {
  matchThreats ??= compile();
  return matchThreats(view);
}
