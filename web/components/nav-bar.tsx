import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import type { User } from '../../schema/api';
import { useHasNewReplies } from '../lib/new-replies';
import { LanguageSwitcher } from './language-switcher';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/react';
import { useSignIn } from '../lib/sign-in-context';
import { useUser } from '../lib/user-context';

// Staff only: the badge's code stays out of everyone else's first load.
const AdminBadge = lazy(async () => ({ default: (await import('./admin-badge')).AdminBadge }));

const LINKS = [
  { to: '/', label: 'common.nav.home' },
  { to: '/thoughts', label: 'common.nav.community' },
  { to: '/rewards', label: 'common.nav.rewards' },
] as const satisfies readonly { to: string; label: MessageId }[];

function linkClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;
}

// No aria-label: the link's name is its visible text ("Echo $ECHO"), what voice control users say.
function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">Echo</span>
      {/* On a phone the signed-in controls need its room. */}
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 max-sm:hidden">
        $ECHO
      </span>
    </Link>
  );
}

/** My Echo, for signed-in people only, with a dot while any of their thoughts has new replies. */
function MyEchoLink({ hasNewReplies }: { hasNewReplies: boolean }) {
  const t = useT();
  return (
    <NavLink
      to="/me"
      className={linkClass}
      aria-label={hasNewReplies ? t('common.nav.myEchoNewReplies') : undefined}
    >
      <span className="inline-flex items-center gap-1.5">
        {t('common.nav.myEcho')}
        {hasNewReplies ? (
          <span aria-hidden="true" className="size-2 rounded-full bg-rose-500" />
        ) : null}
      </span>
    </NavLink>
  );
}

type MyEchoState = { signedIn: boolean; hasNewReplies: boolean };

// Staff only: for everyone else /moderation is a 404, so it is not offered.
const STAFF_LINK = { to: '/moderation', label: 'common.nav.moderation' } as const;

function NavLinks({ className, myEcho }: { className: string; myEcho: MyEchoState }) {
  const t = useT();
  const { user } = useUser();
  const links = user?.isAdmin ? [...LINKS, STAFF_LINK] : LINKS;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      {myEcho.signedIn ? (
        <li>
          <MyEchoLink hasNewReplies={myEcho.hasNewReplies} />
        </li>
      ) : null}
    </ul>
  );
}

function ConnectButton() {
  const t = useT();
  const { openSignIn } = useSignIn();
  return (
    <button
      type="button"
      onClick={openSignIn}
      className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <span className="mobile:hidden">{t('common.nav.connectWallet')}</span>
      <span className="hidden mobile:inline">{t('common.nav.connectShort')}</span>
    </button>
  );
}

function SignedInControls({ user }: { user: User }) {
  const t = useT();
  const { signOut, isSigningOut } = useSignIn();
  return (
    <>
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800">
        {/* On a phone the name gives way first (to a staff badge too), so Logout stays on screen. */}
        <span className="max-w-[4.5rem] truncate sm:max-w-[10rem]">{user.presentationName}</span>
        {user.isAdmin ? (
          <Suspense fallback={null}>
            <AdminBadge user={user} />
          </Suspense>
        ) : null}
      </span>
      <button
        type="button"
        onClick={signOut}
        disabled={isSigningOut}
        className="h-10 whitespace-nowrap rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {t('common.nav.logout')}
      </button>
    </>
  );
}

/**
 * Fixed top bar; below 1280 px the links and the language move to a second row, which scrolls
 * sideways when they are wider than the screen (staff, longer languages), so nothing is pushed
 * out of reach and the bar keeps its height. One row needs up to about 1,100 px (German, staff
 * signed in): at 640 px, a laptop at 200% zoom, it put Logout and the language beyond the screen's edge.
 */
export function NavBar() {
  const t = useT();
  const { user } = useUser();
  const myEcho = { signedIn: user !== null, hasNewReplies: useHasNewReplies(user?.userId ?? null) };
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('common.nav.label')} className="mx-auto max-w-6xl px-4">
        <div className="flex h-16 items-center justify-between gap-4">
          <Brand />
          <NavLinks className="hidden items-center gap-1 xl:flex" myEcho={myEcho} />
          <div className="flex min-w-0 items-center gap-2">
            <Link
              to="/help"
              className="shrink-0 rounded-lg px-2 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50 max-sm:max-w-[6.5rem]"
            >
              {t('common.nav.getHelp')}
            </Link>
            <LanguageSwitcher className="hidden xl:flex" />
            {user ? <SignedInControls user={user} /> : <ConnectButton />}
          </div>
        </div>
        <div className="flex items-center gap-1 overflow-x-auto pb-2 xl:hidden">
          <NavLinks className="flex items-center gap-1" myEcho={myEcho} />
          <LanguageSwitcher />
        </div>
      </nav>
    </header>
  );
}
