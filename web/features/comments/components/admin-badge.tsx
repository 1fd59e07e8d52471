const KNOWN_ROLES: Record<string, { label: string; className: string }> = {
  dev: { label: 'Dev', className: 'bg-violet-100 text-violet-800' },
  admin: { label: 'Admin', className: 'bg-rose-100 text-rose-800' },
  mod: { label: 'Mod', className: 'bg-sky-100 text-sky-800' },
};

/** dev, admin and mod get their own badge; any other role shows as its raw text. */
export function AdminBadge({ role }: { role: string }) {
  const known = KNOWN_ROLES[role.toLowerCase()];
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        known?.className ?? 'bg-slate-100 text-slate-700'
      }`}
    >
      {known?.label ?? role}
    </span>
  );
}
