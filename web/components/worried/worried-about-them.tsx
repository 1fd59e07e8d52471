import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { useT } from '../../i18n/react';
import { describeError } from '../../lib/api-errors';
import { apiRequest } from '../../lib/api-client';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { useUser } from '../../lib/user-context';
import { HelpBox } from '../help/help-box';

type Target = { kind: 'thought' | 'comment'; id: string };

function flagWorried({ kind, id }: Target) {
  return apiRequest<{ ok: true }>(`/api/${kind}s/${encodeURIComponent(id)}/worried`, {
    method: 'PATCH',
    body: {},
  });
}

/**
 * "Worried about this person?" under a thought or comment (DESIGN.md section 5): a reader flags a
 * possible crisis; the item stays public and goes to the top of the moderators' queue. The panel
 * with how to reply with care and the crisis lines opens at once, for anyone: the help must not
 * wait on signing in or on the flag's answer (docs/decisions/084). Signed in, the flag is sent
 * as the panel opens; signed out, or if sending failed, the panel offers to send it. Asked
 * signed out, the flag is sent once signing in completes, while the panel is still open: the
 * person asked for it once. Nothing of who flagged is shown to anyone.
 */
export function WorriedAboutThem({ kind, id }: Target) {
  const t = useT();
  const { user } = useUser();
  const requireSignIn = useRequireSignIn();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const flag = useMutation({
    mutationFn: flagWorried,
    onError: (error) =>
      toast.error(t('thoughts.worried.failed'), { description: describeError(error) }),
  });
  const flagOnceSignedIn = useRef(false);
  const sendFlag = () => {
    flagOnceSignedIn.current = !requireSignIn(() => flag.mutate({ kind, id }));
  };
  const flagging = flag.isPending || flag.isSuccess;
  const { mutate, isIdle } = flag;

  useEffect(() => {
    if (!flagOnceSignedIn.current || !user) return;
    flagOnceSignedIn.current = false;
    if (isIdle) mutate({ kind, id });
  }, [user, isIdle, mutate, kind, id]);

  function onClick(event: MouseEvent) {
    event.stopPropagation();
    setOpen(!open);
    if (open) flagOnceSignedIn.current = false;
    else if (user && flag.isIdle) flag.mutate({ kind, id });
  }

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="inline-flex h-8 items-center rounded-lg px-2 text-sm text-rose-700 hover:bg-rose-50"
      >
        {flag.isSuccess ? t('thoughts.worried.flagged') : t('thoughts.worried.button')}
      </button>
      {open ? (
        // Inside a card that opens on click: reading or selecting here must not toggle it.
        <div
          id={panelId}
          role="region"
          aria-label={t('thoughts.worried.title')}
          onClick={(event) => event.stopPropagation()}
          className="basis-full cursor-auto space-y-3 rounded-xl border border-rose-200 bg-white p-4 text-slate-800"
        >
          <p className="font-semibold">{t('thoughts.worried.title')}</p>
          <p className="text-sm">
            {flagging ? t('thoughts.worried.thanks') : t('thoughts.worried.notYet')}
          </p>
          {flagging ? null : (
            <button
              type="button"
              onClick={sendFlag}
              className="h-9 rounded-lg border border-rose-300 px-3 text-sm font-medium text-rose-800 hover:bg-rose-50"
            >
              {t('thoughts.worried.notify')}
            </button>
          )}
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{t('thoughts.worried.tip.notice')}</li>
            <li>{t('thoughts.worried.tip.ask')}</li>
            <li>{t('thoughts.worried.tip.listen')}</li>
            <li>{t('thoughts.worried.tip.lines')}</li>
          </ul>
          <HelpBox forSomeoneElse />
        </div>
      ) : null}
    </>
  );
}
