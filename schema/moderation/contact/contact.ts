// Contact details that would break anonymity, in the order a refusal names them.
import { hasEmail } from './email.ts';
import { hasSocialHandle } from './handle.ts';
import { hasLink } from './link.ts';
import { hasPhone } from './phone.ts';

export const CONTACT_KINDS = ['email', 'phone', 'handle', 'link'] as const;

export type ContactKind = (typeof CONTACT_KINDS)[number];

const CHECKS: Readonly<Record<ContactKind, (text: string) => boolean>> = {
  email: hasEmail,
  phone: hasPhone,
  handle: hasSocialHandle,
  link: hasLink,
};

/** Every kind of contact detail the text holds, email first. */
export function contactDetails(text: string): ContactKind[] {
  return CONTACT_KINDS.filter((kind) => CHECKS[kind](text));
}
