// Slurs and hate speech (English). Threats and everything else in the app's nine languages are
// the detector's (schema/moderation/detect.ts); these stay in the worker with obscenity.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from 'obscenity';
import { guessLanguage } from '../../../schema/moderation/language.ts';
import type { Language } from '../../../schema/moderation/languages.ts';
import { normalise } from './normalise.ts';

// ── slurs: obscenity's English data set handles leetspeak, confusable letters and repeated
// letters; we keep only its slurs (ordinary swearing is allowed) and add the ones it lacks.
// "abo" is left out: German "Abo" (a subscription; "Abo!" is how a German reader follows a
// thread) is far more common here than the Australian slur. So is "negro": Spanish for black
// ("café negro", "mi gato negro"); the English plural "negroes", which Spanish never writes, is
// kept below. Two more are everyday words of one of the nine languages, read as slurs in any
// text but one in that language (EVERYDAY_ELSEWHERE): Kike, the Spanish name for Enrique ("Mi
// amigo Kike me ayudó"), and Indonesian "pakis", a fern.
const SLURS = new Set([
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'dyke',
  'kike',
  'spastic',
  'tranny',
]);

const slurDataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => !SLURS.has(phrase.metadata?.originalWord ?? ''))
  // Re-added with the idioms that contain them whitelisted.
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'chink' })
      .addPattern(pattern`chink`)
      .addWhitelistedTerm('chin k')
      .addWhitelistedTerm('chink in')
      .addWhitelistedTerm('chinks in')
      // PUBG's best-known town, in players' posts in every language; a Chinese black vinegar.
      .addWhitelistedTerm('pochinki')
      .addWhitelistedTerm('chinkiang'),
  )
  // obscenity's own patterns read "n[i]gga" with the i optional, which is Indonesian "nggak"
  // (no), "tinggal" (stay), "tanggal" (date): the i is required there ("n*gger" still reads).
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'nigger' })
      .addPattern(pattern`n[i]gger`)
      .addPattern(pattern`nigga`)
      .addPattern(pattern`|nig|`)
      .addPattern(pattern`|nigs|`)
      .addWhitelistedTerm('snigger')
      .addWhitelistedTerm('niggard'),
  )
  // French and Spanish "late" and "delay": "en retard", "retardé", "retardo".
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'retard' })
      .addPattern(pattern`|retard`)
      .addWhitelistedTerm('retardant')
      .addWhitelistedTerm('en retard')
      .addWhitelistedTerm('retard de')
      .addWhitelistedTerm('les retards')
      .addWhitelistedTerm('des retards')
      .addWhitelistedTerm('de retard')
      .addWhitelistedTerm('du retard')
      .addWhitelistedTerm('un retard')
      .addWhitelistedTerm('le retard')
      .addWhitelistedTerm('sans retard')
      .addWhitelistedTerm('retarde')
      .addWhitelistedTerm('retardé')
      .addWhitelistedTerm('retarder')
      .addWhitelistedTerm('retardo')
      .addWhitelistedTerm('retardar'),
  )
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'spic' })
      .addPattern(pattern`|spic|`)
      .addPattern(pattern`|spics|`)
      .addWhitelistedTerm('spic and span'),
  )
  // German "Fagott" (a bassoon) and French "fagot" (a bundle of firewood) start like the slur.
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'fag' })
      .addPattern(pattern`|fag`)
      .addPattern(pattern`fggot`)
      .addWhitelistedTerm('fagott')
      .addWhitelistedTerm('fagot de')
      .addWhitelistedTerm('fagots de')
      .addWhitelistedTerm('un fagot')
      .addWhitelistedTerm('des fagots')
      .addWhitelistedTerm('les fagots'),
  )
  .addPhrase((p) => p.setMetadata({ originalWord: 'negroes' }).addPattern(pattern`|negroes`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'wetback' }).addPattern(pattern`wetback`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'gook' }).addPattern(pattern`|gook`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'beaner' }).addPattern(pattern`|beaner`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'raghead' }).addPattern(pattern`raghead`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'towelhead' }).addPattern(pattern`towelhead`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'zipperhead' }).addPattern(pattern`zipperhead`))
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'coon' })
      .addPattern(pattern`|coon|`)
      .addPattern(pattern`|coons|`)
      .addWhitelistedTerm('coon hound'),
  )
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'paki' })
      .addPattern(pattern`|paki|`)
      .addPattern(pattern`|pakis|`),
  )
  .addPhrase((p) => p.setMetadata({ originalWord: 'kyke' }).addPattern(pattern`|kyke`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'junglebunny' }).addPattern(pattern`jungle bunn`))
  .addPhrase((p) =>
    p.setMetadata({ originalWord: 'porchmonkey' }).addPattern(pattern`porch monkey`),
  );

const slurTerms = slurDataset.build();
const slurMatcher = new RegExpMatcher({ ...slurTerms, ...englishRecommendedTransformers });
/**
 * The same slurs with no whitelist: a whitelisted term only ever takes a match away, so a text
 * this finds nothing in holds no slur. It reads the text once where `slurMatcher` reads it twice
 * (once for its whitelist), and nearly every text holds no slur (docs/benchmarks, slowest input).
 */
const slurCandidates = new RegExpMatcher({
  blacklistedTerms: slurTerms.blacklistedTerms,
  blacklistMatcherTransformers: englishRecommendedTransformers.blacklistMatcherTransformers,
});

const GROUP =
  '(?:jews?|jewish people|muslims?|blacks|black people|whites|white people|gays|gay people|lesbians|trans people|transgender people|immigrants|refugees|mexicans|asians|chinese people|arabs|christians|hindus|women|latinos|hispanics|africans|indians|homosexuals|queers|disabled people)';

const HATE_RULES = [
  new RegExp(
    `\\b(?:kill|gas|exterminate|eradicate|lynch|hang|shoot|burn|wipe out|get rid of|deport)(?: all| every| the){0,3}(?: of)?(?: the)? ${GROUP}\\b`,
  ),
  new RegExp(
    `\\b${GROUP} (?:are|r) (?:all )?(?:subhuman|vermin|animals|parasites|cockroaches|rats|a disease|a plague|inferior|not human|filth|trash)\\b`,
  ),
  new RegExp(
    `\\b${GROUP} (?:should|must|need to|deserve to|ought to) (?:all )?(?:die|be killed|be exterminated|be gassed|burn|hang|be wiped out)\\b`,
  ),
  new RegExp(`\\bi hate (?:all )?(?:the )?${GROUP}\\b`),
  // Not "gas the" alone: Americans gas the car. Gassing a group is the first rule's.
  /\b(?:heil hitler|sieg heil|white power|race war now|1488)\b/,
];

// A word of six or more hexadecimal digits mixing digits and letters is an identifier or a colour
// ("fa6409a5"), and read as leetspeak it can spell a slur ("fa6" is "fag"): it is read as nothing.
const HEX_WORD = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi;

/** Slurs that are an everyday word in one of the nine languages, and no slur in a text in it. */
const EVERYDAY_ELSEWHERE: ReadonlyMap<string, Language> = new Map([
  ['kike', 'es'],
  ['paki', 'id'],
]);

/**
 * Whether `input` holds a slur. One scan: with no match (most texts) it costs what a plain
 * `hasMatch` would. The text's language is asked only when every match is such a word, and
 * once per text however many of its runs match.
 */
function holdsSlur(input: string, language: () => Language | null): boolean {
  if (!slurCandidates.hasMatch(input)) return false;
  const languages = slurMatcher
    .getAllMatches(input)
    .map((match) =>
      EVERYDAY_ELSEWHERE.get(
        slurDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '',
      ),
    );
  if (languages.length === 0) return false;
  if (languages.includes(undefined)) return true;
  return languages.some((everydayIn) => everydayIn !== language());
}

/** Slurs (plain, disguised or spaced out) and hate speech against groups of people. */
export function readsAsHate(text: string): boolean {
  const view = normalise(text.replace(HEX_WORD, ' '));
  let guessed: Language | null | undefined;
  const language = () => (guessed === undefined ? (guessed = guessLanguage(text)) : guessed);
  return (
    holdsSlur(view.text, language) ||
    view.runs.some((run) => holdsSlur(run, language)) ||
    HATE_RULES.some((rule) => rule.test(view.text))
  );
}
