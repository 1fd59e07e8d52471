import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card that opens a screen. The whole card takes the click, but the link is its title alone:
 * as one link, a screen reader's list of links read Home's Community card with its twelve
 * category counts (docs/decisions/090).
 */
export function LinkCard({
  to,
  title,
  children,
}: {
  to: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-500">
      <h2 className="text-lg font-semibold text-slate-900">
        <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {title}
        </Link>
      </h2>
      {children}
    </div>
  );
}
