import type { MyThought } from '../../../../schema/api';

type Status = MyThought['status'];

const BADGES: Record<Status, { label: string; className: string }> = {
  visible: { label: 'Public', className: 'bg-emerald-100 text-emerald-800' },
  hidden: { label: 'Hidden for review', className: 'bg-amber-100 text-amber-800' },
  held: { label: 'Waiting for a moderator', className: 'bg-sky-100 text-sky-800' },
  removed: { label: 'Removed', className: 'bg-slate-200 text-slate-700' },
};

// What each state means for the person who wrote it, in the app's calm voice.
const EXPLANATIONS: Record<Status, string | null> = {
  visible: null,
  hidden:
    'Some people reported this thought, so it is hidden from the community until a moderator ' +
    'looks at it. Only you can see it here.',
  held: 'A moderator will look at your post. Until then it is not shared, and only you can see it.',
  removed:
    'A moderator removed this thought, so it is no longer shared. Only you can see it here, and ' +
    'you can delete it.',
};

export function StatusBadge({ status }: { status: Status }) {
  const badge = BADGES[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
      {badge.label}
    </span>
  );
}

export function StatusExplanation({ status }: { status: Status }) {
  const text = EXPLANATIONS[status];
  return text ? (
    <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{text}</p>
  ) : null;
}
