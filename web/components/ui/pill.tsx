import type { ReactNode } from 'react';

const TONES = {
  // A thought's category.
  brand: 'bg-brand-50 font-medium text-brand-700',
  // Something new for the reader (replies they have not seen).
  alert: 'bg-rose-500 font-semibold text-white',
} as const;

/** A small rounded label in a card's header. */
export function Pill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs ${TONES[tone]}`}>{children}</span>;
}
