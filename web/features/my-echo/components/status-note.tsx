import type { MyThought } from '../../../../schema/api';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/react';

type Status = MyThought['status'];

const BADGES: Record<Status, { label: MessageId; className: string }> = {
  visible: { label: 'me.status.visible', className: 'bg-emerald-100 text-emerald-800' },
  hidden: { label: 'me.status.hidden', className: 'bg-amber-100 text-amber-800' },
  held: { label: 'me.status.held', className: 'bg-sky-100 text-sky-800' },
  removed: { label: 'me.status.removed', className: 'bg-slate-200 text-slate-700' },
};

// What each state means for the person who wrote it, in the app's calm voice.
const EXPLANATIONS: Record<Status, MessageId | null> = {
  visible: null,
  hidden: 'me.status.hiddenNote',
  held: 'me.status.heldNote',
  removed: 'me.status.removedNote',
};

export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  const badge = BADGES[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
      {t(badge.label)}
    </span>
  );
}

export function StatusExplanation({ status }: { status: Status }) {
  const t = useT();
  const text = EXPLANATIONS[status];
  return text ? (
    <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t(text)}</p>
  ) : null;
}
