// Contact details that would break anonymity, in the order a refusal names them.
import { addressTokens, type AddressToken } from './address-tokens.ts';
import { casedContactText, lowerContactText } from './contact-words.ts';
import { hasEmail } from './email.ts';
import { hasSocialHandle } from './handle.ts';
import { hasLink, hasUnmistakableLink } from './link.ts';
import { hasPhone } from './phone.ts';

export const CONTACT_KINDS = ['email', 'phone', 'handle', 'link'] as const;

export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * A text as every check reads it: normalised once, its address tokens read once if needed, and
 * as written (its capitals kept: "GreyOwlTom", "Trần Minh Khoa"), which the normalised text is
 * made from.
 */
export type ContactInput = { text: string; tokens: () => AddressToken[]; cased: string };

const CHECKS: Readonly<Record<ContactKind, (input: ContactInput) => boolean>> = {
  email: hasEmail,
  phone: hasPhone,
  handle: hasSocialHandle,
  link: hasLink,
};

/** The text as the checks read it, each part worked out once, its address tokens when asked. */
function contactInput(raw: string): ContactInput {
  // Read once: the text as the checks read it is the text as written, in lower case.
  const cased = casedContactText(raw);
  const text = lowerContactText(cased);
  let tokens: AddressToken[] | undefined;
  return { text, tokens: () => (tokens ??= addressTokens(text)), cased };
}

/** Every kind of contact detail the text holds, email first. */
export function contactDetails(raw: string): ContactKind[] {
  const input = contactInput(raw);
  return CONTACT_KINDS.filter((kind) => CHECKS[kind](input));
}

/**
 * The first kind of contact detail the text holds, the one a refusal names; the rest unread. A
 * phone number or a handle read inside a link ("wa.me/33639981234", "encre.tumblr.com") names
 * the link.
 */
export function firstContactDetail(raw: string): ContactKind | undefined {
  const input = contactInput(raw);
  const first = CONTACT_KINDS.find((kind) => CHECKS[kind](input));
  if ((first === 'phone' || first === 'handle') && hasUnmistakableLink(input)) return 'link';
  return first;
}
