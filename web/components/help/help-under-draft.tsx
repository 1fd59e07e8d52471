import { useT } from '../../i18n/react';
import { HelpBox } from './help-box';

/**
 * The crisis box under a post or comment form, and one short sentence for screen readers as it
 * appears. The box itself is not a live region: it fills in as its lines arrive, and a reader
 * heard every line, the "more lines" button and some 250 country names (docs/decisions/090).
 */
export function HelpUnderDraft({ shown, held }: { shown: boolean; held: boolean }) {
  const t = useT();
  return (
    <>
      <p role="status" className="sr-only">
        {shown ? t('common.help.shownBelow') : ''}
      </p>
      {shown ? <HelpBox held={held} /> : null}
    </>
  );
}
