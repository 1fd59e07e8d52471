// Slurs, hate speech and threats of violence against other people.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from 'obscenity';

// ── slurs: obscenity's English data set handles leetspeak, confusable letters and repeated
// letters; we keep only its slurs (ordinary swearing is allowed) and add the ones it lacks.
const SLURS = new Set([
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
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
      .addWhitelistedTerm('chinks in'),
  )
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'retard' })
      .addPattern(pattern`|retard`)
      .addWhitelistedTerm('retardant'),
  )
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'spic' })
      .addPattern(pattern`|spic|`)
      .addPattern(pattern`|spics|`),
  )
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
      .addPattern(pattern`|coons|`),
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

export const slurMatcher = new RegExpMatcher({
  ...slurDataset.build(),
  ...englishRecommendedTransformers,
});

const GROUP =
  '(?:jews?|jewish people|muslims?|blacks|black people|whites|white people|gays|gay people|lesbians|trans people|transgender people|immigrants|refugees|mexicans|asians|chinese people|arabs|christians|hindus|women|latinos|hispanics|africans|indians|homosexuals|queers|disabled people)';

export const HATE_RULES = [
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
  /\b(?:heil hitler|sieg heil|white power|race war now|1488|gas the)\b/,
];

const SELF = '(?:myself|my ?self|me|my life|my own life|ourselves|us)';
const VIOLENCE =
  '(?:kill|murder|shoot|stab|strangle|choke|beat(?: up)?|hurt|slit|bomb|blow up|burn|punch|rape|attack|poison|hunt down|torture|slaughter|behead|execute)';
const PERSON =
  "(?:you|u|ya|y'all|you all|him|her|them|everyone|everybody|anyone|anybody|someone|somebody|people|all of you|whoever|that (?:guy|girl|man|woman|person|bitch|bastard)|(?:my|the|his|her|their|your) (?:boss|wife|husband|ex|mom|mum|mother|dad|father|brother|sister|son|daughter|family|kids?|teachers?|neighbou?rs?|roommates?|coworkers?|co-workers?|manager|friends?|girlfriend|boyfriend|partner|landlord|classmates?|parents|stepdad|stepmom|bully|bullies|whole (?:class|school|office|family)))";
const INTENT =
  "(?:i'll|i will|i'm going to|i am going to|i'm gonna|i am gonna|i'm gunna|i gonna|ima|i'ma|imma|i want to|i wanna|i'm about to|i am about to|i plan to|i'm planning to|i am planning to|i'd like to|i would love to|i'm coming to|we'll|we will|we're going to|we are going to|gonna|going to)";

// "beat my brother at chess", "kill you in fortnite": a game, not a threat.
const GAME =
  '(?: (?:at|in|on) (?:a |the |this |our |that )?(?:chess|checkers|cards|poker|tennis|golf|games?|match|race|mario ?kart|fortnite|minecraft|cod|valorant|league|smash|fifa|monopoly|scrabble|uno|ping ?pong|pool|basketball|football|soccer|arm wrestling|video games?))';

export const THREAT_RULES = [
  new RegExp(`\\b${INTENT} (?:\\w+ )?${VIOLENCE} (?!${SELF}\\b)${PERSON}\\b(?!${GAME})`),
  // "kill my dad then myself", "shoot them and then me": harm to others named next to harm to self.
  new RegExp(
    `\\b(?:kill|murder|shoot|stab|poison) ${PERSON} (?:and|then|&|,|before) (?:then )?(?:i'll |i will )?(?:kill |shoot |end |hang )?${SELF}\\b`,
  ),
  /\btake (?:them|him|her|everyone|everybody|people|you all|all of them|my family) (?:all )?with me\b/,
  // The same threats in the app's other languages: "I'll kill you", "I'll kill him/her".
  /\b(?:je vais|j'vais|je veux) (?:te|le|la|les|vous) (?:tuer|buter)\b|\bje (?:te|vous) tuerai\b/,
  /\b(?:te|lo|la|los|les) voy a matar\b|\bvoy a matar(?:te|lo|la|los)\b|\bte matar[eé](?![a-z])/,
  /\bich (?:bringe|werde) (?:dich|ihn|sie|euch) (?:um|umbringen|töten)\b|\bich töte (?:dich|ihn|sie|euch)\b/,
  /(?:^|[^\p{L}])(?:я )?(?:тебя|его|её|ее|их|вас) (?:убью|зарежу|пристрелю)|(?:убью|зарежу|пристрелю) (?:тебя|его|её|ее|их|вас)/u,
  /(?:我要|我会|我會|我想)(?:杀|殺|砍|捅)(?:了|死)?(?:你|他|她|他们|他們)|杀了你|殺了你/,
  /(?:お前|おまえ|あいつ|てめえ)を?殺(?:す|して|そう)|殺してやる/,
  /\b(?:aku|gue|gw|saya) (?:akan |mau |bakal )?(?:bunuh|membunuh) (?:kamu|kau|lu|lo|dia|mereka)\b|\bmembunuhmu\b/,
  // Closed by a lookahead, not \b: \b sees "ó" in "nó" as a non-word character.
  /\b(?:tao|tôi|tui) (?:sẽ |muốn )?giết (?:mày|mi|nó|chúng mày|anh|chị|em)(?![\p{L}\p{N}])/u,
  /\b(?:shoot|blow) up (?:the |my |our |this )?(?:school|office|class|mall|church|mosque|synagogue|temple|workplace|concert|building)\b/,
  /\b(?:you|u) (?:deserve to|should|need to|are going to|will) (?:die|be killed|get shot|get stabbed)\b/,
  /\b(?:go )?kill (?:your ?self|urself|yourselves)\b|\bkys\b/,
  /\b(?:i know|i'll find|i will find) where (?:you|u) live\b/,
  /\b(?:you're|you are|ur|u r) (?:dead|dead meat|so dead)\b/,
];
