// Content moderation shared by POST /api/moderate-content, thoughts, comments and presentation
// names (docs/decisions/019-measured-crisis-detection.md). The verdict is composed here from
// the detector (crisis, threats and contact details in nine languages, schema/moderation),
// the hate check (obscenity, hate.ts) and, when one is configured, a model's second opinion.
import type { ModerationCode } from '../../schema/api.ts';
import {
  CONTACT_KINDS,
  firstContactDetail,
  type ContactKind,
} from '../../schema/moderation/contact/contact.ts';
import { detect } from '../../schema/moderation/detect.ts';
import { withAddressedNamesBare } from './moderation/addressed-names.ts';
import { readsAsHate } from './moderation/hate.ts';
import { withoutPublicNumbers } from './moderation/public-numbers.ts';
import { withoutPublicSites, type PublicSites } from './moderation/public-sites.ts';

/** What a refusal names: the reason in English (the API's language) and its code. */
export const REASONS: Readonly<Record<Exclude<ModerationCode, 'crisis_name'>, string>> = {
  hate: 'Content not allowed: remove slurs and hateful language about groups of people.',
  threat: 'Content not allowed: remove threats of violence against other people.',
  email: 'Content not allowed: remove the email address; posts here stay anonymous.',
  phone: 'Content not allowed: remove the phone number; posts here stay anonymous.',
  handle: 'Content not allowed: remove the social media handle; posts here stay anonymous.',
  link: 'Content not allowed: remove the link; links and website addresses are not allowed.',
};

type BlockingFlag = keyof typeof REASONS;

/** In the order a refusal names them: the first one found is the code. */
const BLOCKING: readonly BlockingFlag[] = ['hate', 'threat', ...CONTACT_KINDS];

export type ModerationFlag = BlockingFlag | 'crisis';

/**
 * The verdict. `outcome` is what the caller does:
 * - `publish`: store and show it; `crisis: true` means show the crisis help with it.
 * - `hold`: store it for a moderator, never publish it as is: a crisis together with a threat
 *   to others, or harm only the model saw. `crisis` says whether to show help.
 * - `block`: refuse with `reason` and `code` (422); `crisis: true` when the text also reads as
 *   a crisis, so the refusal comes with help.
 * `allowed` is true only for `publish`, so a caller that only knows publish-or-refuse still
 * never publishes a held text.
 */
export type ModerationResult =
  | { outcome: 'publish'; allowed: true; crisis: boolean }
  | {
      outcome: 'hold' | 'block';
      allowed: false;
      crisis: boolean;
      flags: ModerationFlag[];
      code: BlockingFlag;
      reason: string;
    };

/** A model's reading of a text: it can add a crisis, and ask for a hold, never a block. */
export type ModelOpinion = { crisis: boolean; threat: boolean; hate: boolean };

export interface ModerationModel {
  assess(text: string): Promise<ModelOpinion>;
}

/**
 * What a text may name without giving anyone away: `publicNumbers`, the crisis lines' numbers
 * ("call 8-800-2000-122" under a post is help, docs/decisions/043), `publicSites`, their web
 * sites and the directory of lines ("findahelpline.com", docs/decisions/085), and
 * `addressedNames`, the Echo names of the people a comment replies to ("@sam i'm here for you",
 * docs/decisions/042).
 */
export type SpokenOf = {
  publicNumbers?: ReadonlySet<string>;
  publicSites?: PublicSites;
  addressedNames?: readonly string[];
};

/**
 * The rules the text breaks that decide its verdict, most serious first, and whether it reads as
 * a crisis. A check runs only when its answer can change the verdict (verdictFor): a crisis
 * beside a threat a phrase reads is held whatever else the text holds, a refusal names a slur or
 * a threat before any contact detail, and of the contact details only the first kind found is
 * named. On the slowest inputs the contact checks are about half of moderation's time
 * (docs/decisions/056).
 */
function ruleFlags(text: string, spokenOf: SpokenOf = {}): ModerationFlag[] {
  const { crisis, threat, phrases } = detect(text);
  if (crisis && threat) {
    // Read by the classifiers alone, with no phrase of either, in a text that gives a contact
    // detail ("first bit is 07700, rest is 900 then 774. text me"): the detail is what it holds,
    // and the refusal names it, help still shown (docs/decisions/069). A phrase that is a crisis
    // only beside harm ("…conmigo.") reads nothing by itself (docs/decisions/072).
    const classifiersAlone = phrases.every((phrase) => phrase.tag === 'crisisBesideHarm');
    const contact = classifiersAlone ? contactNamed(text, spokenOf) : undefined;
    return contact ? ['crisis', contact] : ['crisis', 'threat'];
  }
  const hate = readsAsHate(text);
  const flags: ModerationFlag[] = crisis ? ['crisis'] : [];
  if (hate) flags.push('hate');
  if (threat) flags.push('threat');
  if (hate || threat) return flags;
  const contact = contactNamed(text, spokenOf);
  if (contact) flags.push(contact);
  return flags;
}

/**
 * The kind of contact detail a refusal names, if any. What was read as a phone number, a handle,
 * a link or an email may be a crisis line's number, the name a comment addresses ("@sam"), or a
 * crisis line's site ("at findahelpline.com" reads as a mailbox): then the text is read again
 * without them. A kind found before that one stands: the text holds it anyway.
 */
function contactNamed(
  text: string,
  { publicNumbers, publicSites, addressedNames = [] }: SpokenOf,
): ContactKind | undefined {
  const first = firstContactDetail(text);
  const mayBeSpokenOf =
    (first === 'phone' && publicNumbers !== undefined) ||
    (first === 'handle' && addressedNames.length > 0) ||
    ((first === 'link' || first === 'email') && publicSites?.named.test(text) === true);
  if (!mayBeSpokenOf) return first;
  let spoken = publicNumbers ? withoutPublicNumbers(text, publicNumbers) : text;
  if (publicSites) spoken = withoutPublicSites(spoken, publicSites);
  return firstContactDetail(withAddressedNamesBare(spoken, addressedNames));
}

function refusal(
  outcome: 'hold' | 'block',
  flags: ModerationFlag[],
  code: BlockingFlag,
): ModerationResult {
  return {
    outcome,
    allowed: false,
    crisis: flags.includes('crisis'),
    flags,
    code,
    reason: REASONS[code],
  };
}

/**
 * The verdict from the rules' flags and, when there is one, the model's opinion: self-harm is
 * never blocked; next to a threat it is held; the model alone never blocks, it only adds a
 * crisis (help) or asks for a hold.
 */
export function verdictFor(
  flags: readonly ModerationFlag[],
  model?: ModelOpinion,
): ModerationResult {
  const all = [...flags];
  if (model?.crisis && !all.includes('crisis')) all.unshift('crisis');
  const crisis = all.includes('crisis');
  if (crisis && all.includes('threat')) return refusal('hold', all, 'threat');
  const first = BLOCKING.find((flag) => all.includes(flag));
  if (first !== undefined) return refusal('block', all, first);
  if (model?.threat || model?.hate) {
    const code = model.threat ? 'threat' : 'hate';
    return refusal('hold', [...all, code], code);
  }
  return { outcome: 'publish', allowed: true, crisis };
}

/** The rules' verdict, synchronous and linear in the length of the text. */
export function moderate(text: string, spokenOf?: SpokenOf): ModerationResult {
  return verdictFor(ruleFlags(text, spokenOf));
}

/**
 * The rules, then the model when one is configured. A model that fails leaves the rules'
 * verdict standing: moderation never waits on it to refuse or to show help.
 */
export async function moderateWithModel(
  text: string,
  model: ModerationModel | null,
  spokenOf?: SpokenOf,
): Promise<ModerationResult> {
  const flags = ruleFlags(text, spokenOf);
  if (!model) return verdictFor(flags);
  try {
    return verdictFor(flags, await model.assess(text));
  } catch (error) {
    console.warn('model moderation failed; the rules decide', error);
    return verdictFor(flags);
  }
}
