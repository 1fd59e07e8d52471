import type { User } from '../../schema/api';

// The one role map of the SPA: dev, admin and mod by name and colour.
const KNOWN_ROLES: Record<string, { label: string; className: string }> = {
  dev: { label: 'Dev', className: 'bg-violet-100 text-violet-800' },
  admin: { label: 'Admin', className: 'bg-rose-100 text-rose-800' },
  mod: { label: 'Mod', className: 'bg-sky-100 text-sky-800' },
};

/**
 * The staff badge next to a name (navigation, comments): dev, admin and mod get their own; any
 * other role shows as its raw text; everyone else gets none.
 */
export function AdminBadge({ user }: { user: Pick<User, 'isAdmin' | 'adminRole'> }) {
  if (!user.isAdmin || !user.adminRole) return null;
  const known = KNOWN_ROLES[user.adminRole.toLowerCase()];
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        known?.className ?? 'bg-slate-100 text-slate-700'
      }`}
    >
      {known?.label ?? user.adminRole}
    </span>
  );
}
