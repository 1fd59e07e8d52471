// Content moderation shared by POST /api/moderate-content, thoughts and comments (docs/product.md#moderation-and-crisis-support).
// Rule-based today; `ContentModerator` is the seam where a model-based checker (e.g. a Workers
// AI binding) can be chained in later without touching the routes.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from 'obscenity';

export type ModerationResult =
  { allowed: true; crisis: boolean } | { allowed: false; reason: string };

/** What any checker (rules, a model) must offer: a verdict for one text. */
export interface ContentModerator {
  moderate(text: string): Promise<ModerationResult>;
}

export const CRISIS_HELP =
  'If you are thinking about hurting yourself, call or text 988 or text HOME to 741741.';

const REASONS = {
  hate: 'Content not allowed: remove slurs and hateful language about groups of people.',
  threat: 'Content not allowed: remove threats of violence against other people.',
  email: 'Content not allowed: remove the email address; posts here stay anonymous.',
  phone: 'Content not allowed: remove the phone number; posts here stay anonymous.',
  link: 'Content not allowed: remove the link; links and website addresses are not allowed.',
} as const;

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

const slurMatcher = new RegExpMatcher({
  ...slurDataset.build(),
  ...englishRecommendedTransformers,
});

/**
 * obscenity deliberately does not skip separators (false positives across words), so we undo the
 * usual separator tricks ourselves: "n i g g e r", "k.i.k.e", "f-a-g", "n*gger".
 */
function joinSeparatedLetters(text: string): string {
  return text
    .replace(/(?:\b\S[\s.\-_*,/\\|~+]+){2,}\S\b/g, (run) => run.replace(/[\s.\-_*,/\\|~+]+/g, ''))
    .replace(/(?<=\p{L})[*._\-~+]+(?=\p{L})/gu, '');
}

function hasSlur(text: string): boolean {
  return slurMatcher.hasMatch(text) || slurMatcher.hasMatch(joinSeparatedLetters(text));
}

// ── phrases: matched on a normalised copy (lower case, straight apostrophes, common leetspeak,
// letters repeated 3+ times cut to 2, single spaces).
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/g, (ch) => LEET[ch] ?? ch)
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/\s+/g, ' ');
}

const GROUP =
  '(?:jews?|jewish people|muslims?|blacks|black people|whites|white people|gays|gay people|lesbians|trans people|transgender people|immigrants|refugees|mexicans|asians|chinese people|arabs|christians|hindus|women|latinos|hispanics|africans|indians|homosexuals|queers|disabled people)';

const HATE_PATTERNS = [
  new RegExp(
    `\\b(?:kill|gas|exterminate|eradicate|lynch|hang|shoot|burn|wipe out|get rid of|deport)( all| every| the)*( of)?( the)? ${GROUP}\\b`,
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

const THREAT_PATTERNS = [
  new RegExp(`\\b${INTENT} (?:\\w+ )?${VIOLENCE} (?!${SELF}\\b)${PERSON}\\b`),
  /\b(?:shoot|blow) up (?:the |my |our |this )?(?:school|office|class|mall|church|mosque|synagogue|temple|workplace|concert|building)\b/,
  /\b(?:you|u) (?:deserve to|should|need to|are going to|will) (?:die|be killed|get shot|get stabbed)\b/,
  /\b(?:go )?kill (?:your ?self|urself|yourselves)\b|\bkys\b/,
  /\b(?:i know|i'll find|i will find) where (?:you|u) live\b/,
  /\b(?:you're|you are|ur|u r) (?:dead|dead meat|so dead)\b/,
];

const CRISIS_PATTERNS = [
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|poison|shoot|starve|starving) (?:my ?self|myself)\b/,
  /\bsuicid/,
  /\bself[- ]?harm/,
  /\bend(?:ing)? (?:it all|my life|my own life|everything|things)\b/,
  /\btake my (?:own )?life\b/,
  /\b(?:want|wanna|wanted|going|ready) (?:to )?die\b/,
  /\bwish i (?:was|were) (?:dead|never born)\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\b(?:don't|do not|dont) want to (?:live|be alive|be here|exist|wake up)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|going on)\b/,
  /\boverdos/,
  /\bjump(?:ing)? off (?:a|the) (?:bridge|roof|building)\b/,
  /\bkms\b/,
];

// ── contact details and links: checked on the original text (normalising would mangle them).
const EMAIL = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u,
  /\b[\w.+-]+\s*(?:\(at\)|\[at\]|\{at\}| at )\s*[\w-]+\s*(?:\.|\(dot\)|\[dot\]|\{dot\}| dot )\s*(?:com|net|org|edu|io|co|me|uk)\b/i,
  /\b[\w.+-]+\s*(?:@|\(at\)|\[at\])\s*(?:gmail|yahoo|hotmail|outlook|icloud|protonmail|proton|aol|live|gmx)\b/i,
];

const PHONE = [
  // International, "+44 20 7946 0958", "+1 (555) 123-4567".
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b/,
  // North American, "(555) 123-4567", "555.123.4567", "555 123 4567".
  /(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/,
  // Local seven digits with a separator, "555-1234" (a leading 0 or 1 is a range, not a phone).
  /\b[2-9]\d{2}[.-]\d{4}\b/,
  // A bare run of 10 to 13 digits, "07912345678".
  /\b\d{10,13}\b/,
];

const TLDS =
  'com|net|org|edu|gov|io|gg|ly|xyz|info|biz|app|dev|tv|uk|ca|de|fr|ru|cn|au|co|link|shop|store|club|tk|ai|sh|onion';
const LINK = [
  /\bhttps?:\/\//i,
  /\bwww\./i,
  new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?!\\.?[a-z])`, 'i'),
  /\b[a-z0-9-]{2,}\s*(?:\(dot\)|\[dot\]|\{dot\}| dot )\s*(?:com|net|org|io)\b/i,
  /\bt\.me\/\w/i,
];

const matchesAny = (patterns: RegExp[], text: string) => patterns.some((re) => re.test(text));

/** The rule-based verdict. Self-harm is never blocked: it comes back `crisis: true`. */
export function moderate(text: string): ModerationResult {
  const normalised = normalise(text);
  const crisis = matchesAny(CRISIS_PATTERNS, normalised);
  const block = (reason: string): ModerationResult => ({
    allowed: false,
    reason: crisis ? `${reason} ${CRISIS_HELP}` : reason,
  });

  if (hasSlur(text) || matchesAny(HATE_PATTERNS, normalised)) return block(REASONS.hate);
  if (matchesAny(THREAT_PATTERNS, normalised)) return block(REASONS.threat);
  if (matchesAny(EMAIL, text)) return block(REASONS.email);
  if (matchesAny(LINK, text)) return block(REASONS.link);
  if (matchesAny(PHONE, text)) return block(REASONS.phone);
  return { allowed: true, crisis };
}

/** The checker the routes use today; a model-based one can wrap or follow it. */
export const ruleModerator: ContentModerator = {
  moderate: (text) => Promise.resolve(moderate(text)),
};
