/** Shown on Home, and to anyone whose post reads as a crisis. */
export function CrisisSupport({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-labelledby="crisis-support-title"
      className={`rounded-2xl border border-rose-200 bg-rose-50 p-5 text-rose-950 ${className}`}
    >
      <h2 id="crisis-support-title" className="text-lg font-semibold">
        Need to talk to someone now?
      </h2>
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
