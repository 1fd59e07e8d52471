// Data rounds written blind and kept unseen: no classifier learns from them, no lexicon round is
// written from them, and neither the tests nor the benchmark print their texts. Round 41 is where
// a classifier's threshold is read (docs/decisions/034's rule), so a change is judged on writing
// nothing has been fitted to; round 44 checks what comments in threads meet; round 46 is a
// second round to read a threshold on (docs/decisions/055); round 49 checks crises + threats
// against crises in the same words (docs/decisions/068). Kept in the repository: the rounds
// read so before them lived outside it and went with the machine that held them
// (docs/decisions/039).
import deRound41 from '#corpus/round-41/de.json' with { type: 'json' };
import enRound41 from '#corpus/round-41/en.json' with { type: 'json' };
import esRound41 from '#corpus/round-41/es.json' with { type: 'json' };
import frRound41 from '#corpus/round-41/fr.json' with { type: 'json' };
import idRound41 from '#corpus/round-41/id.json' with { type: 'json' };
import jaRound41 from '#corpus/round-41/ja.json' with { type: 'json' };
import ruRound41 from '#corpus/round-41/ru.json' with { type: 'json' };
import viRound41 from '#corpus/round-41/vi.json' with { type: 'json' };
import zhRound41 from '#corpus/round-41/zh.json' with { type: 'json' };
import deRound44 from '#corpus/round-44/de.json' with { type: 'json' };
import enRound44 from '#corpus/round-44/en.json' with { type: 'json' };
import esRound44 from '#corpus/round-44/es.json' with { type: 'json' };
import frRound44 from '#corpus/round-44/fr.json' with { type: 'json' };
import idRound44 from '#corpus/round-44/id.json' with { type: 'json' };
import jaRound44 from '#corpus/round-44/ja.json' with { type: 'json' };
import ruRound44 from '#corpus/round-44/ru.json' with { type: 'json' };
import viRound44 from '#corpus/round-44/vi.json' with { type: 'json' };
import zhRound44 from '#corpus/round-44/zh.json' with { type: 'json' };
import deRound46 from '#corpus/round-46/de.json' with { type: 'json' };
import enRound46 from '#corpus/round-46/en.json' with { type: 'json' };
import esRound46 from '#corpus/round-46/es.json' with { type: 'json' };
import frRound46 from '#corpus/round-46/fr.json' with { type: 'json' };
import idRound46 from '#corpus/round-46/id.json' with { type: 'json' };
import jaRound46 from '#corpus/round-46/ja.json' with { type: 'json' };
import ruRound46 from '#corpus/round-46/ru.json' with { type: 'json' };
import viRound46 from '#corpus/round-46/vi.json' with { type: 'json' };
import zhRound46 from '#corpus/round-46/zh.json' with { type: 'json' };
import deRound49 from '#corpus/round-49/de.json' with { type: 'json' };
import enRound49 from '#corpus/round-49/en.json' with { type: 'json' };
import esRound49 from '#corpus/round-49/es.json' with { type: 'json' };
import frRound49 from '#corpus/round-49/fr.json' with { type: 'json' };
import idRound49 from '#corpus/round-49/id.json' with { type: 'json' };
import jaRound49 from '#corpus/round-49/ja.json' with { type: 'json' };
import ruRound49 from '#corpus/round-49/ru.json' with { type: 'json' };
import viRound49 from '#corpus/round-49/vi.json' with { type: 'json' };
import zhRound49 from '#corpus/round-49/zh.json' with { type: 'json' };
import { parseAll, type Corpus } from './corpus.ts';

/**
 * Data round 41 (2026-11-27), 3,661 cases: crises most of them said without the obvious words,
 * hard negatives, threats, threat look-alikes and crises + threats, written to its brief by nine
 * helpers who never saw the detector, its lexicon or any corpus (schema/moderation/corpus/README.md).
 */
export const UNSEEN_ROUND_41: readonly Corpus[] = parseAll([
  enRound41,
  zhRound41,
  viRound41,
  frRound41,
  jaRound41,
  idRound41,
  ruRound41,
  esRound41,
  deRound41,
]);

/**
 * Data round 44 (2026-11-28), 1,418 comments in threads: kind replies to people struggling,
 * ordinary replies to everyday and fun posts, and 180 replies whose writer is at risk, written by
 * nine helpers who never saw the detector, its lexicon or any corpus. Written to be learnt from;
 * learnt, it cost crises on every unseen set, so it checks instead (docs/decisions/044).
 */
export const UNSEEN_ROUND_44: readonly Corpus[] = parseAll([
  enRound44,
  zhRound44,
  viRound44,
  frRound44,
  jaRound44,
  idRound44,
  ruRound44,
  esRound44,
  deRound44,
]);

/**
 * Data round 46 (2026-11-28), 3,216 cases: 1,601 crises, many said without the obvious words, and
 * 1,615 negatives as close to the line as its writers could make them, by nine helpers who never
 * saw the detector, its lexicon or any corpus. Written to be learnt from; learnt by the crisis
 * classifier, it moved no unseen or held-out figure beyond the spread of its training and held
 * one crisis + threat fewer in the eighth set, so it checks instead (docs/decisions/055).
 */
export const UNSEEN_ROUND_46: readonly Corpus[] = parseAll([
  enRound46,
  zhRound46,
  viRound46,
  frRound46,
  jaRound46,
  idRound46,
  ruRound46,
  esRound46,
  deRound46,
]);

/**
 * Data round 49 (2026-11-29), 1,080 cases: in each language 60 crises that tell of harm suffered,
 * threats received, leaving an abuser or anger with no harm meant, and 60 crises + threats in
 * the same words and settings, most of them indirect, by nine helpers who never saw the
 * detector, its lexicon or any corpus. Written to be learnt by the harm classifier; learnt, it
 * held no more of the seventh set's crises + threats and read 'they keep dming me "go die"' as
 * harm to others, so it checks instead (docs/decisions/068).
 */
export const UNSEEN_ROUND_49: readonly Corpus[] = parseAll([
  enRound49,
  zhRound49,
  viRound49,
  frRound49,
  jaRound49,
  idRound49,
  ruRound49,
  esRound49,
  deRound49,
]);
