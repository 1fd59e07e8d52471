// Content moderation shared by POST /api/moderate-content, thoughts, comments and presentation
// names (docs/decisions/011-moderation-engine.md). Rule-based; `ContentModerator` is the seam
// where a model-based checker (e.g. a Workers AI binding) is combined with the rules.
import { CRISIS_RULES } from './moderation/crisis.ts';
import { hasEmail, hasLink, hasPhone, hasSocialHandle } from './moderation/contact.ts';
import { HATE_RULES, slurMatcher, THREAT_RULES } from './moderation/harm.ts';
import {
  MAX_SQUEEZED_RUN,
  normalise,
  squeezeRules,
  stripInvisible,
} from './moderation/normalise.ts';

export const CRISIS_HELP =
  'If you are thinking about hurting yourself, call or text 988 or text HOME to 741741.';

export const REASONS = {
  hate: 'Content not allowed: remove slurs and hateful language about groups of people.',
  threat: 'Content not allowed: remove threats of violence against other people.',
  email: 'Content not allowed: remove the email address; posts here stay anonymous.',
  phone: 'Content not allowed: remove the phone number; posts here stay anonymous.',
  handle: 'Content not allowed: remove the social media handle; posts here stay anonymous.',
  link: 'Content not allowed: remove the link; links and website addresses are not allowed.',
} as const;

export type ModerationFlag = keyof typeof REASONS | 'crisis';

/**
 * The verdict. `outcome` is what the caller does:
 * - `publish`: store and show it; `crisis: true` means show the crisis help with it.
 * - `hold`: self-harm together with a threat to others: never published as is; store it held
 *   for a moderator, show the poster the crisis help. `reason` is what a caller that cannot
 *   hold would answer (422).
 * - `block`: refuse with `reason` (422); `crisis: true` when the text also reads as a crisis,
 *   and then the reason carries the crisis help.
 * `allowed` is true only for `publish`, so a caller that only knows publish-or-refuse still
 * never publishes a held text.
 */
export type ModerationResult =
  | { outcome: 'publish'; allowed: true; crisis: boolean }
  | { outcome: 'hold'; allowed: false; crisis: true; flags: ModerationFlag[]; reason: string }
  | { outcome: 'block'; allowed: false; crisis: boolean; flags: ModerationFlag[]; reason: string };

/** What any checker (the rules, a model) offers: a verdict for one text. */
export interface ContentModerator {
  check(text: string): Promise<ModerationResult>;
}

const SQUEEZED_CRISIS = squeezeRules(CRISIS_RULES);
const SQUEEZED_THREAT = squeezeRules(THREAT_RULES);

/** A rule matches the normalised text, or (squeezed) one run of spaced-out letters. */
function matches(rules: readonly RegExp[], squeezed: readonly RegExp[], view: View): boolean {
  return (
    rules.some((rule) => rule.test(view.text)) ||
    view.runs.some(
      (run) => run.length <= MAX_SQUEEZED_RUN && squeezed.some((rule) => rule.test(run)),
    )
  );
}

type View = { text: string; runs: string[] };

/** Which rules the text breaks, most serious first. */
function findFlags(text: string): ModerationFlag[] {
  const visible = stripInvisible(text);
  const view = normalise(text);
  const flags: ModerationFlag[] = [];
  if (matches(CRISIS_RULES, SQUEEZED_CRISIS, view)) flags.push('crisis');
  if (
    slurMatcher.hasMatch(visible) ||
    slurMatcher.hasMatch(view.text) ||
    view.runs.some((run) => slurMatcher.hasMatch(run)) ||
    HATE_RULES.some((rule) => rule.test(view.text))
  ) {
    flags.push('hate');
  }
  if (matches(THREAT_RULES, SQUEEZED_THREAT, view)) flags.push('threat');
  if (hasEmail(visible)) flags.push('email');
  if (hasSocialHandle(visible.toLowerCase()) || hasSocialHandle(view.text)) flags.push('handle');
  if (hasLink(visible)) flags.push('link');
  if (hasPhone(visible)) flags.push('phone');
  return flags;
}

/** Turns the flags into a verdict: self-harm is never blocked, only held next to a threat. */
export function verdictFor(flags: readonly ModerationFlag[]): ModerationResult {
  const crisis = flags.includes('crisis');
  const first = flags.find((flag) => flag !== 'crisis');
  if (first === undefined) return { outcome: 'publish', allowed: true, crisis };
  const reason = crisis ? `${REASONS[first]} ${CRISIS_HELP}` : REASONS[first];
  if (crisis && first === 'threat') {
    return { outcome: 'hold', allowed: false, crisis, flags: [...flags], reason };
  }
  return { outcome: 'block', allowed: false, crisis, flags: [...flags], reason };
}

/** The rule-based verdict, synchronous and linear in the length of the text. */
export function moderate(text: string): ModerationResult {
  return verdictFor(findFlags(text));
}

export const ruleModerator: ContentModerator = {
  check: (text) => Promise.resolve(moderate(text)),
};

/**
 * The rules first, then the model (when one is configured). The verdict comes from the flags
 * either of them found, so the model can only add to the rules: publish → hold or block, a
 * crisis seen next to a threat turns the block into a hold. A model that fails leaves the
 * rules' verdict standing.
 */
export function combineModerators(
  rules: ContentModerator,
  model?: ContentModerator,
): ContentModerator {
  return {
    async check(text) {
      const ruled = await rules.check(text);
      if (!model) return ruled;
      let modelled: ModerationResult;
      try {
        modelled = await model.check(text);
      } catch (error) {
        console.warn('model moderation failed; the rules decide', error);
        return ruled;
      }
      const flags = new Set<ModerationFlag>([...flagsOf(ruled), ...flagsOf(modelled)]);
      return verdictFor([...flags]);
    },
  };
}

function flagsOf(verdict: ModerationResult): ModerationFlag[] {
  if (verdict.outcome !== 'publish') return verdict.flags;
  return verdict.crisis ? ['crisis'] : [];
}
