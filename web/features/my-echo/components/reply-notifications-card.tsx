import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/react';
import { HttpError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useReplyNotifications } from '../hooks/use-reply-notifications';

/** What went wrong with the last switch, in the person's language. */
function SwitchError({ error }: { error: unknown }) {
  const t = useT();
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 text-sm text-rose-700">
      {/* A browser refusal (no push service reachable, say) is not a call that failed. */}
      {error instanceof HttpError || error instanceof TypeError
        ? describeError(error, { 503: 'me.notifications.unavailable' })
        : t('me.notifications.failed')}
    </p>
  );
}

/**
 * "Tell me when someone replies": Web Push for this browser, opt-in only (docs/decisions/024).
 * Nothing is asked on page load; the browser's permission prompt comes from the person's click.
 */
export function ReplyNotificationsCard() {
  const t = useT();
  const titleId = useId();
  const { state, turnOn, turnOff } = useReplyNotifications();
  const on = state.status === 'on';

  let control;
  if (state.status === 'unsupported') {
    control = <p className="mt-3 text-sm text-slate-700">{t('me.notifications.unsupported')}</p>;
  } else if (state.status === 'blocked') {
    control = <p className="mt-3 text-sm text-slate-700">{t('me.notifications.blocked')}</p>;
  } else {
    control = (
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={state.status === 'checking' || state.status === 'switching'}
        onClick={() => void (on ? turnOff() : turnOn())}
        className="group mt-4 inline-flex items-center gap-3 rounded-lg text-left font-medium text-slate-800 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-600"
        >
          <span className="ml-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
        </span>
        {t('me.notifications.toggle')}
      </button>
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle>
        <span id={titleId}>{t('me.notifications.title')}</span>
      </CardTitle>
      <p className="mt-2 text-sm text-slate-600">{t('me.notifications.intro')}</p>
      {control}
      {state.status === 'on' || state.status === 'off' ? <SwitchError error={state.error} /> : null}
    </Card>
  );
}
