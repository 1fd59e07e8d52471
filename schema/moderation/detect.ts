// The detector: crisis language, violence against others and contact details in the app's
// nine languages, plus a guess at the language for the review queue. Pure (no bindings, no
// DOM, no Node): the worker composes its verdict from this; the web's draft check imports only
// reads-as-crisis.ts.
import { contactDetails, type ContactKind } from './contact/contact.ts';
import { CRISIS_CANCELLED_BY, CRISIS_GROUPS, onlyMentions, type CrisisTag } from './crisis.ts';
import { visibleClassifierInput } from './classifier.ts';
import { classifierReadsAsCrisis, classifierRulesOutCrisis } from './crisis-classifier.ts';
import { classifierReadsHarmToOthers } from './harm-classifier.ts';
import { classifierReadsAsHyperbole } from './hyperbole-classifier.ts';
import { classifierReadsSelfHarmBesideThreat } from './self-harm-classifier.ts';
import { classifierReadsThreat } from './threat-classifier.ts';
import { fnv1a } from './fnv.ts';
import { visibleText } from './fold.ts';
import { guessLanguage } from './language.ts';
import type { Language } from './languages.ts';
import { compilePhraseMatcher, type PhraseMatch } from './phrase-matcher.ts';
import { phraseView, visiblePhraseView, type PhraseView } from './phrase-view.ts';
import { THREAT_CANCELLED_BY, THREAT_GROUPS, type ThreatTag } from './threat.ts';

export type Detection = {
  /** Reads as self-harm or suicidal (a lexicon phrase, or the classifier): show help. */
  crisis: boolean;
  /**
   * What the classifiers changed (docs/decisions/025): a crisis, harm to others beside a crisis,
   * self-harm beside a threat or a threat alone (docs/decisions/033) they added where the
   * phrases fell short, a phrase's threat they read as hyperbole, or a phrase's crisis they ruled
   * out (docs/decisions/027).
   */
  classifier: {
    crisis: boolean;
    crisisRuledOut: boolean;
    harmToOthers: boolean;
    selfHarmBesideThreat: boolean;
    threat: boolean;
    hyperbole: boolean;
  };
  /** Threatens violence against someone else: blocked, or held next to a crisis. */
  threat: boolean;
  /** Contact details, email first: read when first asked (a verdict may not need them). */
  readonly contact: ContactKind[];
  /** A guess for the review queue, computed when read: the verdict never needs it. */
  readonly language: Language | null;
  /** The lexicon phrases that matched, for tests and the benchmark's report. */
  phrases: { tag: string; language: string; phrase: string }[];
};

type Tag = CrisisTag | ThreatTag;

// Crisis and threat phrases in one matcher, so a text is walked once; each family keeps its
// own idioms. Compiled on first use.
let matchPhrases: ((view: PhraseView, cancelled?: Set<Tag>) => PhraseMatch<Tag>[]) | null = null;

/** What the lexicon phrases read in a text, before any classifier is asked. */
function readPhrases(view: PhraseView) {
  // A threat refuses a post, so it never rests on a typo's reading ("my strange sister").
  matchPhrases ??= compilePhraseMatcher<Tag>(
    [...CRISIS_GROUPS, ...THREAT_GROUPS],
    { ...CRISIS_CANCELLED_BY, ...THREAT_CANCELLED_BY },
    ['threat', 'violence'],
  );
  const cancelled = new Set<Tag>();
  const matches = matchPhrases(view, cancelled);
  const tags = new Set(matches.map((match) => match.tag));
  // A threat told of by the one it was made to ("mantan aku ngancam mau bunuh aku"), or advice
  // to them ("kalau dia mukul kamu lagi, lapor polisi"): the classifiers read the words of
  // harm, not whose, and held or refused it; no phrase above is undone by it
  // (docs/decisions/053).
  const harmToldOf = tags.has('harmToldOf');
  // A threat against going to the police, unless its target tells of it ("警察に言ったら殺すって
  // 言われた", docs/decisions/053).
  const intimidation = tags.has('intimidation') && !harmToldOf;
  // Harm to a named person ("kill my stepdad") is a threat too: blocked, or held beside a crisis.
  const lexiconThreat =
    tags.has('threat') || tags.has('crisisThreat') || tags.has('violence') || intimidation;
  // Words that end a murder–suicide ("…y luego conmigo.") are a crisis beside a threat phrase;
  // beside none, only if the harm classifier reads harm to someone else (`besideHarm`,
  // docs/decisions/072).
  const besideHarm = tags.has('crisisBesideHarm');
  const lexiconCrisis =
    tags.has('crisis') ||
    tags.has('crisisMention') ||
    tags.has('crisisThreat') ||
    (besideHarm && lexiconThreat);
  return { matches, cancelled, lexiconCrisis, lexiconThreat, besideHarm, harmToldOf, intimidation };
}

/**
 * Whether a crisis phrase reads the text and no threat phrase does: the texts whose crisis the
 * classifiers may rule out, and all the phrase classifier learns from
 * (scripts/train-classifiers.ts, docs/decisions/059). For training only.
 * @internal
 */
export function onlyACrisisPhraseReads(text: string): boolean {
  const { lexiconCrisis, lexiconThreat } = readPhrases(phraseView(text));
  return lexiconCrisis && !lexiconThreat;
}

/**
 * A fingerprint of the crisis and threat phrases as data: what decides which texts the phrase
 * classifier learns from, so a test can tell when its weights lag behind the lexicon
 * (scripts/classifier-weights.test.ts). For training and tests only.
 * @internal
 */
export function phraseFingerprint(): string {
  const phrases = JSON.stringify([
    CRISIS_GROUPS,
    THREAT_GROUPS,
    CRISIS_CANCELLED_BY,
    THREAT_CANCELLED_BY,
  ]);
  return fnv1a(phrases).toString(16).padStart(8, '0');
}

export function detect(text: string): Detection {
  // The phrases and the classifiers read the same visible text: it is made once.
  const visible = visibleText(text);
  const view = visiblePhraseView(visible);
  const { matches, cancelled, lexiconCrisis, lexiconThreat, besideHarm, harmToldOf, intimidation } =
    readPhrases(view);
  // The classifiers are asked only when their answer can change the verdict: the crisis
  // classifier when no phrase read a crisis or a crisis phrase read no threat, the harm
  // classifier (whose yes holds the post, never blocks it) about a crisis in which no phrase
  // read harm to others, or words that end a murder–suicide and nothing else (`besideHarm`),
  // and about a threat that would be refused, the hyperbole classifier
  // (whose yes publishes) and then the self-harm classifier (whose yes holds it, with help); the
  // threat classifier (whose yes refuses) about a text nothing read as a crisis or a threat.
  // Reading a text for them costs about 0.5 ms per 5,000 characters, a tenth of moderation's
  // budget.
  const classifier = {
    crisis: false,
    crisisRuledOut: false,
    harmToOthers: false,
    selfHarmBesideThreat: false,
    threat: false,
    hyperbole: false,
  };
  const input = lexiconCrisis && lexiconThreat ? null : visibleClassifierInput(visible);
  // A crisis phrase in a text the crisis classifier is sure is about something else (a film
  // review, a volunteer's shift) shows no help (docs/decisions/027). Never beside a threat phrase
  // (such a text gets no input): a wrong call there would refuse a murder–suicide with no help.
  // A word that only names suicide is ruled out nearer the threshold (docs/decisions/036).
  if (input && lexiconCrisis) {
    classifier.crisisRuledOut = classifierRulesOutCrisis(input, view, onlyMentions(matches));
  }
  const phraseCrisis = lexiconCrisis && !classifier.crisisRuledOut;
  if (input && !lexiconCrisis) classifier.crisis = classifierReadsAsCrisis(input);
  // A threat against going to the police is never read as a joke, nor as the writer's self-harm
  // (docs/decisions/053).
  if (input && !lexiconCrisis && !classifier.crisis && lexiconThreat && !intimidation) {
    classifier.hyperbole = classifierReadsAsHyperbole(input);
    if (!classifier.hyperbole) {
      classifier.selfHarmBesideThreat = classifierReadsSelfHarmBesideThreat(input);
    }
  }
  // Never where a joke word undid a threat phrase ("я убью его, шучу"): the phrases read it.
  const threatUndone =
    cancelled.has('threat') || cancelled.has('violence') || cancelled.has('crisisThreat');
  // "…y luego conmigo." with no phrase of harm: a murder–suicide if the harm classifier reads one
  // and the classifiers do not rule the crisis out, as they may a crisis phrase's ("mi entrenador
  // nos va a matar con las sentadillas, rezad por mí"); never where an idiom undid a threat.
  const endsBesideHarm =
    input !== null &&
    besideHarm &&
    !lexiconCrisis &&
    !classifier.crisis &&
    !harmToldOf &&
    !threatUndone &&
    classifierReadsHarmToOthers(input) &&
    !classifierRulesOutCrisis(input, view, false);
  if (endsBesideHarm) classifier.harmToOthers = true;
  const crisis =
    phraseCrisis || classifier.crisis || classifier.selfHarmBesideThreat || endsBesideHarm;
  // Beside a crisis phrase, the writer may answer the threat told of ("mi ex dijo que me iba a
  // matar. ya no quiero vivir, y él se viene conmigo"): the harm classifier still reads it.
  if (input && crisis && !lexiconThreat && !endsBesideHarm && !(harmToldOf && !phraseCrisis)) {
    classifier.harmToOthers = classifierReadsHarmToOthers(input);
  }
  if (input && !crisis && !lexiconThreat && !threatUndone && !harmToldOf) {
    classifier.threat = classifierReadsThreat(input);
  }
  const threat =
    (lexiconThreat && !classifier.hyperbole) || classifier.harmToOthers || classifier.threat;
  let contact: ContactKind[] | undefined;
  return {
    crisis,
    classifier,
    threat,
    get contact() {
      return (contact ??= contactDetails(text));
    },
    get language() {
      return guessLanguage(text);
    },
    phrases: matches,
  };
}
