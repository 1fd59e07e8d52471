// The held-out sets against the goals of docs/decisions/019, by aggregate rates only: a test that
// named the held-out texts it missed would let the lexicon be tuned to them.
import { describe, expect, test } from 'vitest';
import type { Language } from '../../../schema/moderation/languages';
import { CRISIS_LINE_NUMBERS } from '../crisis-line-numbers';
import { moderate } from '../moderation';
import {
  GOALS,
  HELD_OUT,
  HELD_OUT_2,
  HELD_OUT_3,
  HELD_OUT_4,
  HELD_OUT_5,
  HELD_OUT_6,
  HELD_OUT_7,
  HELD_OUT_8,
  EVERYDAY,
  MEASURES,
  meetsGoal,
  REPLIES,
  ROUND_48,
  ROUND_50,
  ROUND_51,
  ROUND_52,
  score,
  TUNING,
  type Corpus,
  type Figures,
  type Measure,
} from './corpus';
import { UNSEEN_ROUND_44, UNSEEN_ROUND_46, UNSEEN_ROUND_49 } from './unseen-round';

type Counts = Record<Language, Record<Measure, number>>;
/** An unseen round written with crises and negatives only, per language. */
type CrisisRoundCounts = Record<Language, { negativeFalsePositives: number; crisisRecall: number }>;

// Hits measured on 2026-11-28 (docs/benchmarks/2026-11-28-moderation.md). A recall may not fall
// below its count and a false positive count may not rise above it: raise a recall or lower a
// false positive count here when the detector gets better, never the other way. These trades
// were taken knowingly:
// - the fifth lexicon round read 7 more crises and blocked 6 more threats across the nine
//   languages, and blocks one German threat fewer (de 13 → 12);
// - the hyperbole classifier publishes 8 of the 18 threat look-alikes that were refused, and
//   two English threats (en 15 → 13);
// - retraining the classifiers on a new round of tuning data (the sixth to the thirteenth, and
//   the larger classifiers) moves single cases both ways in a language and was taken for its
//   totals (docs/decisions/025 lists the moves): the last one showed help to one more German
//   negative (de 2 → 3, over its goal) and refused one more Chinese threat look-alike of the
//   third set (zh 0 → 1);
// - the sixth lexicon and contact round refuses one more Chinese threat look-alike (zh 3 → 4)
//   and shows help to one more Vietnamese negative of the second set (vi 8 → 9);
// - the seventh lexicon round (precision first) reads one Vietnamese and one Spanish crisis
//   fewer (vi 102 → 101, es 113 → 112) and shows help to one more Japanese negative of the
//   second set (ja 2 → 3);
// - the eighth lexicon round and the twelfth contact round block one English and one
//   Indonesian threat fewer of the third set (en 26 → 25, id 17 → 16) and refuse one more
//   French contact look-alike of the second (fr 0 → 1);
// - the classifiers' pairs with one word between read 4, −1 and 3 more crises on the three
//   sets and hold 5, −1 and 2 more crises + threats, taken for those totals: single cases move
//   both ways (first set vi 102 → 99, second set en 139 → 136, third set en's threat
//   look-alikes 0 → 1);
// - the self-harm classifier holds 2, 1 and 0 more crises + threats of the three sets, and
//   holds, not refuses, 0, 1 and 3 threats (threats blocked: second set vi 23 → 22, third set
//   fr, ru and es one fewer each);
// - holding on 2% of the crises, not 1% (taken back below), the harm classifier held 2, 1 and
//   1 more crises + threats, and refused three more tuning threat look-alikes;
// - the classifiers as the mean of three training orders, the crisis classifier trained without
//   the contact cases, and the sixteenth round of tuning data (contact details): crises read
//   +1, +1, −2 over the three sets (single cases both ways: first set de 115 → 112, third set
//   de 174 → 171), crises + threats held −2, +3, 0, and one more contact look-alike refused
//   (second set en 1 → 2), one Russian contact detail fewer blocked on the first set
//   (ru 41 → 40), held beside a crisis, and negatives shown help 0, 0, +2;
// - contact round sixteen blocks 6, 2 and 3 more contact details and refuses 1, −2 and −3 more
//   contact look-alikes: single cases both ways (first set fr 1 → 2, second set ru 0 → 1);
// - the seventeenth round of tuning data with lexicon round nine, the harm classifier back at
//   1% of crises and letters typed apart joined for the classifiers: crises read −1, +11, +9
//   and threats blocked +9, +9, +1 over the three sets, crises + threats held 0, −3, 0 (first
//   set de 17 → 15, second set en 23 → 20), and one more Vietnamese negative of the third set
//   shown help (vi 2 → 3).
// - the crisis classifier's threshold at 2% of the tuning negatives, not 1% (the goal's whole
//   allowance for its cheapest mistake, help shown): crises read +1, 0, +13, +18 over the four
//   sets, crises + threats held 0, 0, +2, 0, for negatives shown help +5, +3, +1, +2 (one or
//   two per language, as en, zh, ru, es, de on the first set and vi on the third), threats
//   blocked −4, −5, 0, −1 (read as a crisis, now held with help, not refused) and one English
//   contact look-alike of the second set held (en 0 → 1).
// - lexicon round eleven, contact round eighteen and the eighteenth round of tuning data
//   (classifiers retrained), chosen on the fourth set: threats blocked −1 on the first set (en,
//   vi, ja and ru one fewer each, read as a crisis and held) and −2 on the second (zh −1, vi −2
//   beside one more elsewhere), negatives shown help +2 on the first set (es 2 → 3, de 2 → 3),
//   one more English threat look-alike refused on the third set (en 0 → 1), and on the fourth
//   one Spanish crisis fewer (es 135 → 134, beside +4 elsewhere) and one Spanish contact detail
//   held as a crisis + threat, not refused as an email (es 42 → 41).
// - the crisis and harm classifiers trained on the four development sets too, chosen on the
//   fifth (crises read 1,361 → 1,366, crises + threats held 200 → 201): there one Indonesian
//   crisis fewer (id 145 → 144) and one more English and French negative shown help; one more
//   Spanish threat look-alike refused on the third and fourth sets; on the sixth one English
//   crisis + threat no longer held (en 23 → 22, beside vi 20 → 21) and one Japanese and one
//   Russian crisis fewer (beside +6 elsewhere); one more Vietnamese, French and Japanese kind
//   comment shown help; and single tuning cases both ways (crises −7, +6).
// - the crisis classifier trained on the fifth and sixth sets and on the training rounds too,
//   crises + threats counted three times, chosen on the seventh set (crises read 1,208 → 1,227,
//   negatives shown help 87 → 81, crises + threats held 199 → 200): there one English crisis
//   fewer (en 131 → 130, beside +20 elsewhere) and one Chinese and one German threat held as a
//   crisis, not refused; on the eighth, scored at the end, two Vietnamese and three Japanese
//   crises fewer (beside +15 elsewhere) and one more Spanish negative shown help; two more
//   Spanish kind comments shown help (27 of 360 in all, 35 before); and single tuning cases
//   (crises −9 of 27,968, vi −7; one English and one Russian contact detail and one English
//   threat no longer refused with their code).
// - a crisis phrase the crisis classifier rules out (docs/decisions/027), and that classifier
//   trained on data rounds 24 and 25 too with crises + threats counted five times, chosen on
//   the seventh set (crises read 1,227 → 1,236, negatives shown help 81 → 63, crises + threats
//   held 200 → 203): there two Chinese and one French crisis fewer (beside +12 elsewhere) and
//   one Chinese and one Spanish threat held as a crisis, not refused; on the eighth, scored at
//   the end, one Spanish and three German crises fewer (beside +14 elsewhere) and one Chinese
//   and one French threat held, not refused; one threat fewer refused on each of the first,
//   second, fifth and sixth sets, one crisis fewer on the fifth (ru) and sixth (en), one
//   Spanish contact detail of the fourth held as a crisis + threat, not refused as an email, and
//   one English contact look-alike of the sixth held ("final_essay_v3.docx"); one more English
//   and Russian kind comment shown help (three fewer elsewhere); and single tuning cases (crises
//   −5 of 27,968, threats refused −4, two threat look-alikes and one contact look-alike held).
// - the crisis classifier's threshold at 4% of the tuning negatives, trained among the contact
//   cases and on data round 26 too, the classifiers reading no contact detail, and no crisis
//   phrase ruled out in a text of under three words as the lexicon reads them
//   (docs/decisions/028), chosen on the seventh set (crises read 1,236 → 1,278, negatives shown
//   help 63 → 65, crises + threats held 203 → 204): there one more Vietnamese and Japanese and
//   two more Indonesian negatives shown help (beside one fewer in en and fr) and seven threats
//   held as a crisis, not refused (en −2, vi −3, fr −1, es −1); on the eighth, scored at the
//   end, crises read 1,229 → 1,266 for ten more negatives shown help (vi +3, ja +1, id +2,
//   es +1, de +4, beside ru −1), four threats held, not refused, and one more French threat
//   look-alike held (fr 1 → 2); two threats fewer refused on the first set (fr, de) and one on
//   each of the third, fourth, fifth and sixth; five more kind comments shown help (zh +1, vi +2, ja +1,
//   id +1: 31 of 360); and single tuning cases (crises +61 of 27,968, negatives shown help +5,
//   threats refused −18, threat look-alikes held +3).
// - the crisis classifier trained on data rounds 27 and 28 too, with each contact case learnt a
//   second time beside a crisis and crises + threats counted eight times (docs/decisions/029),
//   chosen on the seventh set (crises read 1,278 → 1,285, negatives shown help 65 → 64, crises
//   + threats held 204 → 205): there one Chinese and two Indonesian crises fewer (beside +10
//   elsewhere), two more Japanese and one more Spanish negative shown help (beside −4
//   elsewhere), and three threats held as a crisis, not refused (zh, id, es); on the eighth,
//   scored at the end, crises read 1,266 → 1,271 (fr −1, ru −1, es −2, beside +9 elsewhere),
//   negatives shown help 67 → 67 (en, es, de +1 each, beside −3 elsewhere), four threats held,
//   not refused, and one more Vietnamese threat look-alike held (vi 1 → 2); threats refused
//   three fewer on the first set, three on the third, one on the fourth, and two on the sixth,
//   one Spanish threat look-alike of the third held and one Japanese contact detail of the fifth
//   held, not refused, as a crisis + threat; kind comments shown help 31 → 29 (zh +1, ja +1,
//   beside −4 elsewhere); and single tuning cases (crises −3 of 27,968, negatives shown help +4,
//   threats refused −17, one more threat look-alike held).
// - the crisis classifier trained on everyday posts too (data rounds 36 and 38), "từ từ" read
//   as a word of its own and its threshold read off round 34 again (docs/decisions/035), chosen
//   on the seventh set (crises read 1,300 → 1,306, no goal newly missed, 35 → 32 unmet) and the
//   everyday check set (93 → 61 of 1,800 shown help): there three more negatives shown help
//   (en, vi, ru, es +1 or +2, beside zh, ja −1) and three fewer threats refused, held with help
//   (none more published); on the eighth, crises read 1,292 → 1,305 for negatives shown help
//   63 → 62, and one German crisis + threat no longer held (de 24 → 23, beside vi 22 → 23) and
//   one more German threat look-alike held (de 1 → 2); threats refused fall on every learnt-from
//   set (first to sixth 1 to 7 fewer, tuning 3,056 → 3,009), held as a crisis with help, never
//   published; one more negative shown help on the second (de), fifth (de +2) and sixth (vi +2)
//   sets; one more Japanese contact detail of the fifth blocked; and on the tuning corpus,
//   which it learns from, 27 more negatives shown help (65 → 92 of 16,822) and 10 more crises
//   read.
// - the crisis and harm classifiers trained on data round 42 too, a word masked with asterisks
//   read as one word, and the crisis threshold read again on round 41 with the everyday set as a
//   bound (−0.35, docs/decisions/040), chosen on the seventh set (crises read 1,306 → 1,312,
//   threats refused 194 → 196, unmet goals 32 → 32): there six more negatives shown help (en, fr,
//   ru, es, de +1, zh +2, beside vi −1), one Japanese crisis fewer (ja 146 → 145, a goal newly
//   missed, beside +7 elsewhere, Russian newly met) and one threat fewer refused (id); on the
//   eighth, scored at the end, crises read 1,305 → 1,309 and crises + threats held 213 → 214
//   (French crisis recall and German crises + threats held newly met), negatives shown help
//   58 → 58 (en, ru, de +1, beside −3), threats refused 194 → 190 (held with help, or published:
//   en −2, de −2, zh −1, es −1, beside vi, id +1) and one Vietnamese contact detail refused as a
//   threat, not as a link (a goal newly missed); threats refused move by one or two both ways on
//   the first six sets; one more English and Russian kind comment shown help (three fewer
//   elsewhere: 32 of 360); everyday posts shown help 63 → 63 (en +2, vi, ru, de +1, beside −5);
//   and single tuning cases (crises +4 of 27,968, negatives shown help 92 → 100 with en +8,
//   threats refused −18, threat look-alikes refused +8, one Chinese contact look-alike held).
// - the harm classifier trained on data round 43 too (docs/decisions/041), chosen on the seventh
//   set (crises + threats held 209 → 209, crises held 7 → 6, one French threat look-alike no
//   longer held: a goal newly met): one Spanish contact detail of the second set held as a
//   crisis + threat, not refused as a link (es 44 → 43).
// - the threat and hyperbole classifiers trained on data round 45, and the hyperbole classifier
//   on the blind data too (docs/decisions/051), chosen on the seventh set (threat look-alikes
//   and negatives refused 6 fewer, unmet goals 31 → 29): there two threats fewer refused,
//   published (zh 22 → 21, es 21 → 20; ja +2 and −2) and one Russian threat look-alike refused
//   (ru 0 → 1, a goal newly missed beside en, vi and ja newly met); on the eighth, threats refused
//   +3 (en 18 → 17 beside +1 in zh, id, es and de) and the Spanish look-alike goal newly met; and
//   on the tuning corpus two French threats published (fr 310 → 308) beside one English more
//   refused and six negatives no longer refused.
// - the crisis threshold at −0.4, not −0.35, read on round 41 and the new unseen round 46
//   (docs/decisions/055): round 46 reads 5 more of its crises for 1 more negative shown help,
//   round 41 2 more for 4 more, round 43 holds 4 more crises + threats that were published. On
//   the seventh set crises read 1,312 → 1,315 (vi, ja, de +1: Japanese newly met) and one Chinese
//   threat held with help, not refused (zh 21 → 20); on the eighth crises read 1,309 → 1,311
//   (es, de +1), one more Vietnamese and Russian negative shown help, and one French and one
//   Spanish threat held with help, not refused; threats refused −1 on the second, third and
//   sixth sets (fr, vi, fr), held with help; three more everyday posts shown help (fr +1, es +2,
//   zh −1) and one more Russian kind comment of round 44 (with en and vi +1 at risk read); and
//   on the tuning corpus 12 more negatives shown help and 13 threats held with help, not refused
//   ("je vais foncer dans la foule avec mon camion au marché de Noël").
// - two sentences in a row read as a crisis above log-odds 1.5 in a text of three sentences or
//   more (docs/decisions/057), read on rounds 41 and 46: round 46 reads 26 more of its crises
//   (en +3, vi +4, fr +1, id +7, ru +8, es +1, de +2) for no more negatives, round 41 6 more for
//   1 more. The seventh and eighth sets do not move. Costs: two more everyday posts shown help
//   (en, ru +1), one more Indonesian negative of the sixth set, and on the tuning corpus three
//   more (id, es, de: a friend's suicide grieved, "nicht lebensmüde, einfach müde").
// - the harm classifier's threshold read off round 41 at −1.8, not its 1% of tuning crises (−1.18;
//   docs/decisions/058): round 41 holds 427 of its 449 crises + threats, not 421; the seventh set
//   211 of 216, not 209 (en, de +1: English newly met), the eighth 215, not 214 (es newly met).
//   Costs: texts already read as a crisis held, not published or refused: crises held on the
//   seventh set 6 → 15 (eighth 13 → 19, round 46 19 → 29, tuning 149 → 166), one French threat
//   look-alike of the seventh set (a goal newly missed), one Japanese contact detail of the
//   first, second and fourth sets each (held, not refused), and on the tuning corpus one Spanish
//   contact detail and one Indonesian look-alike ("kalian ga sendirian ❤️"); two everyday
//   posts already shown help are held too (vi, de).
// From lexicon round ten and contact round seventeen on, the first two sets are development
// data: their misses were shown to the helpers who wrote those rounds (docs/decisions/025), so
// their figures here only guard against going back; from round eleven on, the third set's too,
// and from round twelve on the fourth's.
const HELD_OUT_MEASURED: Counts = {
  en: {
    crisisRecall: 132,
    negativeFalsePositives: 1,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 131,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 116,
    negativeFalsePositives: 0,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 121,
    negativeFalsePositives: 0,
    threatBlocked: 23,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 125,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 117,
    negativeFalsePositives: 0,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 121,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 134,
    negativeFalsePositives: 1,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 137,
    negativeFalsePositives: 1,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 21,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 0,
  },
};

// Hits on the second held-out set when it was first scored (2026-11-26), with the detector as it
// was then: the same rule as above.
const HELD_OUT_2_MEASURED: Counts = {
  en: {
    crisisRecall: 150,
    negativeFalsePositives: 0,
    threatBlocked: 30,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 148,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 139,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 167,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 139,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 46,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 138,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 145,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 169,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 139,
    negativeFalsePositives: 1,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
};

// Hits on the third held-out set when it was first scored (2026-11-26, commit 142c91e), with
// the detector as it was then: the same rule as above.
const HELD_OUT_3_MEASURED: Counts = {
  en: {
    crisisRecall: 151,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 161,
    negativeFalsePositives: 0,
    threatBlocked: 30,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 138,
    negativeFalsePositives: 0,
    threatBlocked: 23,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 148,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 167,
    negativeFalsePositives: 0,
    threatBlocked: 29,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 182,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 160,
    negativeFalsePositives: 0,
    threatBlocked: 29,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 145,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 181,
    negativeFalsePositives: 0,
    threatBlocked: 30,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
};

// The fourth set was the final check until the fifth was written (2026-11-26); scored with
// lexicon round ten and contact round seventeen (chosen on the third set): one trade, an English
// contact look-alike refused (en 0 → 1) beside 4 fewer refused in all; then with the crisis
// classifier at 2% (the trades above). Then the development set that decided whether a round
// ships, until lexicon round twelve was shown its misses (schema/moderation/corpus/README.md).
const HELD_OUT_4_MEASURED: Counts = {
  en: {
    crisisRecall: 138,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 154,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 141,
    negativeFalsePositives: 0,
    threatBlocked: 29,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 142,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 145,
    negativeFalsePositives: 0,
    threatBlocked: 30,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 165,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 149,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 140,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 165,
    negativeFalsePositives: 0,
    threatBlocked: 29,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
};

// The fifth set was the final check until the sixth was written (2026-11-26); since then it is
// the development set that decides whether a round ships (schema/moderation/corpus/README.md).
const HELD_OUT_5_MEASURED: Counts = {
  en: {
    crisisRecall: 145,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 1,
  },
  zh: {
    crisisRecall: 148,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 146,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 159,
    negativeFalsePositives: 0,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 149,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 147,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 146,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 46,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 180,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 166,
    negativeFalsePositives: 1,
    threatBlocked: 29,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 25,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
};

// The sixth set was the final check until the seventh was written (2026-11-26); since then it
// is the development set that decides whether a change ships.
const HELD_OUT_6_MEASURED: Counts = {
  en: {
    crisisRecall: 154,
    negativeFalsePositives: 0,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 40,
    contactLookalikeFalsePositives: 1,
  },
  zh: {
    crisisRecall: 148,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 22,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 141,
    negativeFalsePositives: 2,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 156,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 26,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 136,
    negativeFalsePositives: 0,
    threatBlocked: 28,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 44,
    contactLookalikeFalsePositives: 0,
  },
  id: {
    crisisRecall: 161,
    negativeFalsePositives: 1,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 45,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 155,
    negativeFalsePositives: 0,
    threatBlocked: 27,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 163,
    negativeFalsePositives: 0,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 43,
    contactLookalikeFalsePositives: 1,
  },
  de: {
    crisisRecall: 167,
    negativeFalsePositives: 0,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 25,
    contactBlocked: 42,
    contactLookalikeFalsePositives: 0,
  },
};

// The seventh set was the final check until the eighth was written (2026-11-26); since then it
// is the set that decides whether a change ships.
const HELD_OUT_7_MEASURED: Counts = {
  en: {
    crisisRecall: 144,
    negativeFalsePositives: 8,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 1,
  },
  zh: {
    crisisRecall: 148,
    negativeFalsePositives: 2,
    threatBlocked: 20,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 1,
  },
  vi: {
    crisisRecall: 148,
    negativeFalsePositives: 10,
    threatBlocked: 15,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 147,
    negativeFalsePositives: 5,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 24,
    contactBlocked: 46,
    contactLookalikeFalsePositives: 2,
  },
  ja: {
    crisisRecall: 146,
    negativeFalsePositives: 2,
    threatBlocked: 23,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 1,
  },
  id: {
    crisisRecall: 143,
    negativeFalsePositives: 5,
    threatBlocked: 22,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 146,
    negativeFalsePositives: 5,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 23,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 149,
    negativeFalsePositives: 7,
    threatBlocked: 20,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 22,
    contactBlocked: 46,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 144,
    negativeFalsePositives: 6,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 23,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 0,
  },
};

// The eighth set is scored once per release, on the detector as shipped; it chooses nothing
// (schema/moderation/corpus/README.md), and guards like the others. The goals apply to it.
const HELD_OUT_8_MEASURED: Counts = {
  en: {
    crisisRecall: 143,
    negativeFalsePositives: 6,
    threatBlocked: 17,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 146,
    negativeFalsePositives: 3,
    threatBlocked: 24,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 24,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 0,
  },
  vi: {
    crisisRecall: 147,
    negativeFalsePositives: 8,
    threatBlocked: 20,
    threatLookalikeFalsePositives: 2,
    crisisThreatHeld: 23,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 1,
  },
  fr: {
    crisisRecall: 146,
    negativeFalsePositives: 4,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 144,
    negativeFalsePositives: 5,
    threatBlocked: 26,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 47,
    contactLookalikeFalsePositives: 1,
  },
  id: {
    crisisRecall: 147,
    negativeFalsePositives: 3,
    threatBlocked: 18,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 46,
    contactLookalikeFalsePositives: 0,
  },
  ru: {
    crisisRecall: 149,
    negativeFalsePositives: 4,
    threatBlocked: 25,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 1,
  },
  es: {
    crisisRecall: 144,
    negativeFalsePositives: 5,
    threatBlocked: 21,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 1,
  },
  de: {
    crisisRecall: 145,
    negativeFalsePositives: 11,
    threatBlocked: 19,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 24,
    contactBlocked: 48,
    contactLookalikeFalsePositives: 0,
  },
};

// The tuning corpus after its rounds of phrasings and contact details
// (2026-11-26, written blind to the lexicon and the contact code); cases are only ever added,
// and the counts are taken again when they are.
const TUNING_MEASURED: Counts = {
  en: {
    crisisRecall: 3213,
    negativeFalsePositives: 17,
    threatBlocked: 351,
    threatLookalikeFalsePositives: 3,
    crisisThreatHeld: 589,
    contactBlocked: 282,
    contactLookalikeFalsePositives: 0,
  },
  zh: {
    crisisRecall: 3057,
    negativeFalsePositives: 1,
    threatBlocked: 319,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 534,
    contactBlocked: 269,
    contactLookalikeFalsePositives: 1,
  },
  vi: {
    crisisRecall: 3048,
    negativeFalsePositives: 12,
    threatBlocked: 319,
    threatLookalikeFalsePositives: 1,
    crisisThreatHeld: 532,
    contactBlocked: 272,
    contactLookalikeFalsePositives: 0,
  },
  fr: {
    crisisRecall: 3073,
    negativeFalsePositives: 14,
    threatBlocked: 305,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 549,
    contactBlocked: 273,
    contactLookalikeFalsePositives: 0,
  },
  ja: {
    crisisRecall: 2760,
    negativeFalsePositives: 2,
    threatBlocked: 319,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 516,
    contactBlocked: 270,
    contactLookalikeFalsePositives: 1,
  },
  id: {
    crisisRecall: 2943,
    negativeFalsePositives: 18,
    threatBlocked: 300,
    threatLookalikeFalsePositives: 5,
    crisisThreatHeld: 562,
    contactBlocked: 276,
    contactLookalikeFalsePositives: 2,
  },
  ru: {
    crisisRecall: 3146,
    negativeFalsePositives: 2,
    threatBlocked: 321,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 538,
    contactBlocked: 272,
    contactLookalikeFalsePositives: 0,
  },
  es: {
    crisisRecall: 3360,
    negativeFalsePositives: 15,
    threatBlocked: 333,
    threatLookalikeFalsePositives: 4,
    crisisThreatHeld: 573,
    contactBlocked: 270,
    contactLookalikeFalsePositives: 0,
  },
  de: {
    crisisRecall: 3363,
    negativeFalsePositives: 19,
    threatBlocked: 412,
    threatLookalikeFalsePositives: 0,
    crisisThreatHeld: 606,
    contactBlocked: 273,
    contactLookalikeFalsePositives: 1,
  },
};

// Kind comments (the blind replies check set) shown help or not published, per language: the
// counts may only fall. Read as posted, a crisis line's number passed on is no phone number,
// confirmed or not (docs/decisions/043): read without them, zh, ja, ru, es and de each refused
// one such reply.
const REPLIES_MEASURED: Record<Language, number> = {
  en: 3,
  zh: 2,
  vi: 3,
  fr: 4,
  ja: 4,
  id: 1,
  ru: 5,
  es: 4,
  de: 1,
};

// Comments in threads (data round 44, unseen, docs/decisions/044) per language: kind replies shown
// help or not published may only fall, replies whose writer is at risk read as a crisis may only
// rise.
const COMMENTS_MEASURED: CrisisRoundCounts = {
  en: { negativeFalsePositives: 13, crisisRecall: 20 },
  zh: { negativeFalsePositives: 10, crisisRecall: 19 },
  vi: { negativeFalsePositives: 17, crisisRecall: 18 },
  fr: { negativeFalsePositives: 18, crisisRecall: 19 },
  ja: { negativeFalsePositives: 18, crisisRecall: 20 },
  id: { negativeFalsePositives: 19, crisisRecall: 20 },
  ru: { negativeFalsePositives: 13, crisisRecall: 19 },
  es: { negativeFalsePositives: 14, crisisRecall: 20 },
  de: { negativeFalsePositives: 15, crisisRecall: 20 },
};

// Data round 46 (unseen, docs/decisions/055) per language, the same way: negatives shown help may
// only fall, crises read may only rise.
const ROUND_46_MEASURED: CrisisRoundCounts = {
  en: { negativeFalsePositives: 13, crisisRecall: 168 },
  zh: { negativeFalsePositives: 11, crisisRecall: 166 },
  vi: { negativeFalsePositives: 15, crisisRecall: 170 },
  fr: { negativeFalsePositives: 15, crisisRecall: 175 },
  ja: { negativeFalsePositives: 6, crisisRecall: 160 },
  id: { negativeFalsePositives: 10, crisisRecall: 173 },
  ru: { negativeFalsePositives: 13, crisisRecall: 161 },
  es: { negativeFalsePositives: 13, crisisRecall: 171 },
  de: { negativeFalsePositives: 9, crisisRecall: 166 },
};

// Data round 52 (docs/decisions/074) per language: read after one blind score, so its figures
// may only get better.
const ROUND_52_MEASURED: CrisisRoundCounts = {
  en: { negativeFalsePositives: 6, crisisRecall: 135 },
  zh: { negativeFalsePositives: 2, crisisRecall: 135 },
  vi: { negativeFalsePositives: 6, crisisRecall: 131 },
  fr: { negativeFalsePositives: 4, crisisRecall: 137 },
  ja: { negativeFalsePositives: 4, crisisRecall: 130 },
  id: { negativeFalsePositives: 6, crisisRecall: 136 },
  ru: { negativeFalsePositives: 3, crisisRecall: 131 },
  es: { negativeFalsePositives: 6, crisisRecall: 132 },
  de: { negativeFalsePositives: 7, crisisRecall: 133 },
};

// Data round 49 (unseen, docs/decisions/068) per language: crises + threats held and crises read
// may only rise. Scored blind once, before anything was tried on it.
const ROUND_49_MEASURED: Record<Language, { crisisThreatHeld: number; crisisRecall: number }> = {
  en: { crisisThreatHeld: 40, crisisRecall: 55 },
  zh: { crisisThreatHeld: 50, crisisRecall: 55 },
  vi: { crisisThreatHeld: 51, crisisRecall: 59 },
  fr: { crisisThreatHeld: 46, crisisRecall: 59 },
  ja: { crisisThreatHeld: 52, crisisRecall: 55 },
  id: { crisisThreatHeld: 52, crisisRecall: 56 },
  ru: { crisisThreatHeld: 45, crisisRecall: 56 },
  es: { crisisThreatHeld: 49, crisisRecall: 56 },
  de: { crisisThreatHeld: 55, crisisRecall: 55 },
};

// Everyday posts (the blind everyday check set) shown help or not published, per language: the
// counts may only fall.
const EVERYDAY_MEASURED: Record<Language, number> = {
  en: 10,
  zh: 3,
  vi: 11,
  fr: 11,
  ja: 4,
  id: 5,
  ru: 6,
  es: 5,
  de: 12,
};

type ContactRoundCounts = Partial<
  Record<Language, { contactBlocked: number; contactLookalikeFalsePositives: number }>
>;

// Data round 48 (contact details written blind, read and fitted to, docs/decisions/061) per
// language: contact details blocked with their code may only rise, look-alikes refused only fall.
const ROUND_48_MEASURED: ContactRoundCounts = {
  en: { contactBlocked: 117, contactLookalikeFalsePositives: 0 },
  zh: { contactBlocked: 118, contactLookalikeFalsePositives: 1 },
  vi: { contactBlocked: 117, contactLookalikeFalsePositives: 0 },
  fr: { contactBlocked: 119, contactLookalikeFalsePositives: 0 },
  ja: { contactBlocked: 116, contactLookalikeFalsePositives: 1 },
  id: { contactBlocked: 115, contactLookalikeFalsePositives: 0 },
  ru: { contactBlocked: 115, contactLookalikeFalsePositives: 0 },
  es: { contactBlocked: 118, contactLookalikeFalsePositives: 0 },
  de: { contactBlocked: 111, contactLookalikeFalsePositives: 1 },
};

// Data round 50 (the same brief, eight languages, docs/decisions/071), the same way.
const ROUND_50_MEASURED: ContactRoundCounts = {
  en: { contactBlocked: 108, contactLookalikeFalsePositives: 0 },
  zh: { contactBlocked: 108, contactLookalikeFalsePositives: 1 },
  vi: { contactBlocked: 110, contactLookalikeFalsePositives: 1 },
  fr: { contactBlocked: 114, contactLookalikeFalsePositives: 2 },
  ja: { contactBlocked: 107, contactLookalikeFalsePositives: 0 },
  id: { contactBlocked: 115, contactLookalikeFalsePositives: 0 },
  ru: { contactBlocked: 109, contactLookalikeFalsePositives: 1 },
  es: { contactBlocked: 116, contactLookalikeFalsePositives: 0 },
};

// Data round 51 (the same brief, asked for what a filter that knows the common tricks misses,
// docs/decisions/073), the same way.
const ROUND_51_MEASURED: ContactRoundCounts = {
  en: { contactBlocked: 105, contactLookalikeFalsePositives: 1 },
  zh: { contactBlocked: 105, contactLookalikeFalsePositives: 1 },
  vi: { contactBlocked: 108, contactLookalikeFalsePositives: 3 },
  fr: { contactBlocked: 105, contactLookalikeFalsePositives: 1 },
  ja: { contactBlocked: 97, contactLookalikeFalsePositives: 0 },
  id: { contactBlocked: 104, contactLookalikeFalsePositives: 0 },
  ru: { contactBlocked: 101, contactLookalikeFalsePositives: 2 },
  es: { contactBlocked: 103, contactLookalikeFalsePositives: 2 },
};

// The goals the eighth set (the final check) does not meet at its last scoring (the report under
// docs/benchmarks/ says how far off each is).
const GOALS_NOT_YET_MET = new Set([
  'en crisisRecall',
  'en negativeFalsePositives',
  'zh negativeFalsePositives',
  'zh threatLookalikeFalsePositives',
  'vi negativeFalsePositives',
  'vi threatLookalikeFalsePositives',
  'vi crisisThreatHeld',
  'vi contactLookalikeFalsePositives',
  'fr negativeFalsePositives',
  'fr threatLookalikeFalsePositives',
  'ja crisisRecall',
  'ja negativeFalsePositives',
  'ja contactLookalikeFalsePositives',
  'id negativeFalsePositives',
  'id contactBlocked',
  'ru negativeFalsePositives',
  'ru threatLookalikeFalsePositives',
  'ru contactLookalikeFalsePositives',
  'es crisisRecall',
  'es negativeFalsePositives',
  'es contactLookalikeFalsePositives',
  'de crisisRecall',
  'de negativeFalsePositives',
  'de threatLookalikeFalsePositives',
]);

const isFalsePositive = (measure: Measure) => GOALS[measure]?.atMost !== undefined;

// Each corpus is scored once (three tests read the first held-out set), as posts are screened:
// with the crisis lines' numbers, which are no contact detail (docs/decisions/043).
const scored = new Map<Corpus, Figures>();
function figuresOf(corpus: Corpus) {
  let figures = scored.get(corpus);
  if (!figures) {
    figures = score(corpus, (text) =>
      moderate(text, { publicNumbers: CRISIS_LINE_NUMBERS }),
    ).figures;
    scored.set(corpus, figures);
  }
  return figures;
}

function regressions(corpora: readonly Corpus[], measured: Counts): string[] {
  return corpora.flatMap((corpus) => {
    const figures = figuresOf(corpus);
    return MEASURES.filter((measure) => {
      const then = measured[corpus.language][measure];
      const now = figures[measure].hits;
      return isFalsePositive(measure) ? now > then : now < then;
    }).map(
      (measure) =>
        `${corpus.language} ${measure}: ${figures[measure].hits}/${figures[measure].total}`,
    );
  });
}

function unmetGoals(corpora: readonly Corpus[]): string[] {
  return corpora.flatMap((corpus) => {
    const figures = figuresOf(corpus);
    return MEASURES.filter((measure) => !meetsGoal(measure, figures[measure])).map(
      (measure) => `${corpus.language} ${measure}`,
    );
  });
}

// The development sets guard against going back; the goals are the eighth set's (below).
describe.each([
  ['the held-out set', HELD_OUT, HELD_OUT_MEASURED],
  ['the second held-out set', HELD_OUT_2, HELD_OUT_2_MEASURED],
  ['the third held-out set', HELD_OUT_3, HELD_OUT_3_MEASURED],
  ['the fourth held-out set', HELD_OUT_4, HELD_OUT_4_MEASURED],
  ['the fifth held-out set', HELD_OUT_5, HELD_OUT_5_MEASURED],
  ['the sixth held-out set', HELD_OUT_6, HELD_OUT_6_MEASURED],
  ['the seventh held-out set', HELD_OUT_7, HELD_OUT_7_MEASURED],
] as const)('%s (aggregate rates only)', (_, corpora, measured) => {
  test('no figure is worse than measured', () => {
    expect(regressions(corpora, measured)).toEqual([]);
  });
});

// A crisis written beside a contact detail is refused for the detail, and its 422 must still say
// `crisis`. The classifiers read no detail (docs/decisions/028), but the words around one were
// learnt from the contact cases as no crisis until they were learnt beside crises too
// (docs/decisions/029): of the 1,278 crises of the seventh set read before, 1,150 still read
// with ", email me at …" written after them and 1,173 with " insta: …"; now 1,239 and 1,260 of
// 1,285.
describe('a crisis beside a contact detail (the seventh held-out set, aggregate counts only)', () => {
  test('still reads as a crisis in at least 95 of 100 crises read without it', () => {
    const crises = HELD_OUT_7.flatMap((corpus) =>
      corpus.cases.filter((c) => c.class === 'crisis' && moderate(c.text).crisis),
    );
    for (const detail of [', email me at jane.doe@example.com', ' insta: luna_rose']) {
      const read = crises.filter((c) => moderate(`${c.text}${detail}`).crisis).length;
      expect(read / crises.length, `crises read with "${detail}"`).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('the eighth held-out set, the final check (aggregate rates only)', () => {
  test('no figure is worse than measured', () => {
    expect(regressions(HELD_OUT_8, HELD_OUT_8_MEASURED)).toEqual([]);
  });

  test('no goal that was met is missed now', () => {
    expect(unmetGoals(HELD_OUT_8).filter((goal) => !GOALS_NOT_YET_MET.has(goal))).toEqual([]);
  });

  // The goals still missed are written down above, and the list stays true: a goal reached
  // comes off it (docs/benchmarks/*-moderation.md has the figures).
  test('the goals not yet met are exactly those listed', () => {
    expect(unmetGoals(HELD_OUT_8).sort()).toEqual([...GOALS_NOT_YET_MET].sort());
  });
});

// The check sets with no crisis in them, by aggregate counts only.
describe.each([
  ['kind comments (the replies check set)', REPLIES, REPLIES_MEASURED],
  ['everyday posts (the everyday check set)', EVERYDAY, EVERYDAY_MEASURED],
] as const)('%s', (_name, corpora, measured) => {
  test('no more are shown help or withheld than measured', () => {
    const worse = corpora
      .filter((corpus) => figuresOf(corpus).negativeFalsePositives.hits > measured[corpus.language])
      .map((corpus) => `${corpus.language}: ${figuresOf(corpus).negativeFalsePositives.hits}`);
    expect(worse).toEqual([]);
  });
});

// The rounds with crises and negatives only, per language (44 and 46 unseen, 52 read).
describe.each([
  ['comments in threads (data round 44, unseen)', UNSEEN_ROUND_44, COMMENTS_MEASURED],
  ['crises and hard negatives (data round 46, unseen)', UNSEEN_ROUND_46, ROUND_46_MEASURED],
  ['crises and hard negatives (data round 52, read)', ROUND_52, ROUND_52_MEASURED],
] as const)('%s', (_name, round, measured) => {
  test('no more negatives are shown help or withheld, and no fewer crises read, than measured', () => {
    const worse = round.flatMap((corpus) => {
      const figures = figuresOf(corpus);
      const then = measured[corpus.language];
      return [
        ...(figures.negativeFalsePositives.hits > then.negativeFalsePositives
          ? [`${corpus.language} negatives: ${figures.negativeFalsePositives.hits}`]
          : []),
        ...(figures.crisisRecall.hits < then.crisisRecall
          ? [`${corpus.language} crises: ${figures.crisisRecall.hits}`]
          : []),
      ];
    });
    expect(worse).toEqual([]);
  });
});

describe('crises + threats and crises in the same words (data round 49, unseen)', () => {
  test('no fewer crises + threats are held, and no fewer crises read, than measured', () => {
    const worse = UNSEEN_ROUND_49.flatMap((corpus) => {
      const figures = figuresOf(corpus);
      const then = ROUND_49_MEASURED[corpus.language];
      return (['crisisThreatHeld', 'crisisRecall'] as const)
        .filter((measure) => figures[measure].hits < then[measure])
        .map((measure) => `${corpus.language} ${measure}: ${figures[measure].hits}`);
    });
    expect(worse).toEqual([]);
  });
});

describe.each([
  ['data round 48, docs/decisions/061', ROUND_48, ROUND_48_MEASURED],
  ['data round 50, docs/decisions/071', ROUND_50, ROUND_50_MEASURED],
  ['data round 51, docs/decisions/073', ROUND_51, ROUND_51_MEASURED],
] as const)('contact details and their look-alikes (%s)', (_, round, measured) => {
  test('no fewer are blocked with their code, and no more look-alikes refused, than measured', () => {
    const worse = round.flatMap((corpus) => {
      const figures = figuresOf(corpus);
      const then = measured[corpus.language];
      if (then === undefined) return [`${corpus.language}: not measured`];
      return [
        ...(figures.contactBlocked.hits < then.contactBlocked
          ? [`${corpus.language} contact details: ${figures.contactBlocked.hits}`]
          : []),
        ...(figures.contactLookalikeFalsePositives.hits > then.contactLookalikeFalsePositives
          ? [`${corpus.language} look-alikes: ${figures.contactLookalikeFalsePositives.hits}`]
          : []),
      ];
    });
    expect(worse).toEqual([]);
  });
});

describe('the tuning corpus', () => {
  // Some 50,000 texts, scored in one go: 11 to 14 s on a quiet two-core machine, 25 s and more
  // beside other work, past the 30 s default.
  test('no figure is worse than measured', { timeout: 120_000 }, () => {
    expect(regressions(TUNING, TUNING_MEASURED)).toEqual([]);
  });
});
