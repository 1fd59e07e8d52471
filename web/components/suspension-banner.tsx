import { useSuspendedUntil } from '../lib/use-suspended-until';

/**
 * Tells a suspended user, before they try, that posting, commenting, voting and reporting are
 * paused and until when; reading stays open.
 */
export function SuspensionBanner() {
  const until = useSuspendedUntil();
  if (!until) return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-semibold">Your account is suspended until {until.toLocaleString()}.</p>
      <p className="mt-1 text-sm">
        A moderator paused posting, commenting, voting and reporting for your account. You can still
        read everything on Echo. If you are struggling, call or text 988, or text HOME to 741741.
      </p>
    </div>
  );
}
