import { useId } from 'react';

/** What the poster of a held post is told (docs/product.md): it is not public, a person will read it. */
export const HELD_MESSAGE = 'A moderator will look at your post.';

/**
 * Shown on Home, and to anyone whose post or comment reads as a crisis. `held`: the post was
 * kept back for review (a crisis that also threatens others), and the box says so.
 */
export function CrisisSupport({
  className = '',
  held = false,
}: {
  className?: string;
  held?: boolean;
}) {
  // Several boxes can be on one screen (Home, the composer, comment forms): ids must differ.
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={`rounded-2xl border border-rose-200 bg-rose-50 p-5 text-rose-950 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Need to talk to someone now?
      </h2>
      {held && (
        <p role="status" className="mt-2 font-medium">
          {HELD_MESSAGE}
        </p>
      )}
      <p className="mt-2">
        If you are in crisis or thinking about suicide, you are not alone. Call or text{' '}
        <a className="font-semibold underline" href="tel:988">
          988
        </a>{' '}
        (Suicide &amp; Crisis Lifeline), or text{' '}
        {/* `?&body=` is the form both iOS and Android Messages read: a bare `&body=` makes
            Android treat "741741&body=HOME" as the number. */}
        <a className="font-semibold underline" href="sms:741741?&body=HOME">
          HOME to 741741
        </a>{' '}
        (Crisis Text Line). Both are free, confidential and open 24/7.
      </p>
    </aside>
  );
}
