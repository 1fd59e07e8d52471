import { useWallet } from '@solana/wallet-adapter-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { LanguageSwitcher } from '../components/language-switcher';
import type { MessageId } from '../i18n/message-ids';
import { useReturnFocus } from '../lib/use-return-focus';
import { Trans, useT, type Translate } from '../i18n/react';
import { POPULAR_WALLETS, type KnownWallet } from './catalog';
import { currentBrowserKind, isMobileKind } from './environment';
import { readRecentWallets } from './recent-wallets';
import { THEME_CLASSES, THEMES, isTheme, type Theme, type ThemeClasses } from './themes';
import { buildWalletListing, type WalletOption } from './wallet-list';
import { useWalletModal } from './wallet-modal-context';

type View =
  | { name: 'list' }
  | { name: 'onboarding' }
  | { name: 'popular' }
  | { name: 'install'; wallet: KnownWallet };

// ~150 ms fade in and out; Radix keeps the content mounted until the animation ends.
const FADE_CSS = `
@keyframes echo-wallet-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes echo-wallet-fade-out { from { opacity: 1 } to { opacity: 0 } }
.echo-wallet-fade[data-state='open'] { animation: echo-wallet-fade-in 150ms ease-out }
.echo-wallet-fade[data-state='closed'] { animation: echo-wallet-fade-out 150ms ease-in }
@media (prefers-reduced-motion: reduce) { .echo-wallet-fade { animation: none !important } }
`;

// Added to <head> once: a <style> inside a Radix portal would unmount before the fade-out ends.
function ensureFadeStyles() {
  if (document.getElementById('echo-wallet-fade')) return;
  const style = document.createElement('style');
  style.id = 'echo-wallet-fade';
  style.textContent = FADE_CSS;
  document.head.append(style);
}

const ICON_CLASS = 'size-[30px] mobile:size-6 shrink-0 rounded-md';

/** The wallet picker (Unified-Wallet-Kit-like), on wallet-adapter's wallet list. */
export function WalletModal() {
  const t = useT();
  const { visible, setVisible, theme } = useWalletModal();
  const [view, setView] = useState<View>({ name: 'list' });
  // Once the person has moved between views, each new view's heading takes focus: the button
  // that moved them is gone, and focus fell back to the dialog (docs/decisions/094).
  const [moved, setMoved] = useState(false);
  const classes = THEME_CLASSES[theme];
  // When picking a wallet replaced what opened the picker, the sign-in overlay's next step
  // takes focus itself.
  const returnFocus = useReturnFocus();
  useEffect(ensureFadeStyles, []);

  function onOpenChange(open: boolean) {
    setVisible(open);
    if (!open) {
      setView({ name: 'list' });
      setMoved(false);
    }
  }

  function go(next: View) {
    setMoved(true);
    setView(next);
  }

  return (
    <Dialog.Root open={visible} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="echo-wallet-fade fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-theme={theme}
          className={`echo-wallet-fade fixed top-1/2 left-1/2 z-[60] flex max-h-[90vh] w-[400px] max-w-[calc(100vw-24px)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl shadow-2xl mobile:text-sm ${classes.panel}`}
        >
          <header className="flex items-start justify-between gap-3 px-5 pt-5 pb-3 mobile:px-4">
            <div>
              <Dialog.Title className="text-lg font-semibold mobile:text-base">
                {t('auth.wallet.connectWallet')}
              </Dialog.Title>
              <Dialog.Description className={`mt-1 text-sm ${classes.muted}`}>
                {t('auth.wallet.needToConnect')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('auth.wallet.close')}
              className={`rounded-md p-1 text-xl leading-none ${classes.row}`}
            >
              ×
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4 mobile:px-4">
            <ModalBody view={view} setView={go} moved={moved} classes={classes} />
          </div>
          <ModalSettings classes={classes} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type BodyProps = {
  view: View;
  setView: (view: View) => void;
  /** The view was reached from another one: its heading takes focus. */
  moved: boolean;
  classes: ThemeClasses;
};

/** A view's heading, which takes focus when the person arrived at the view from another one. */
function ViewHeading({
  focus,
  className,
  id,
  children,
}: {
  focus: boolean;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h3 ref={heading} id={id} tabIndex={-1} className={className}>
      {children}
    </h3>
  );
}

function ModalBody({ view, setView, moved, classes }: BodyProps) {
  const { wallets, select, wallet: selected, connect } = useWallet();
  const { setVisible } = useWalletModal();
  const mobile = isMobileKind(currentBrowserKind());
  const listing = useMemo(
    () =>
      buildWalletListing(
        wallets.map(({ adapter, readyState }) => ({
          name: adapter.name,
          icon: adapter.icon,
          url: adapter.url,
          readyState,
        })),
        readRecentWallets(),
        { mobile },
      ),
    [wallets, mobile],
  );

  function choose(option: WalletOption) {
    if (option.kind === 'known') {
      const deepLink = option.wallet.deepLink;
      if (mobile && deepLink) {
        // Reopen Echo inside the wallet's own browser, where it is injected and discoverable.
        window.location.assign(deepLink(window.location.href, window.location.origin));
        return;
      }
      setView({ name: 'install', wallet: option.wallet });
      return;
    }
    setVisible(false);
    // Selecting makes wallet-adapter connect (explicitly, because the user chose it); a wallet
    // that is already selected but not connected needs the call itself.
    if (selected?.adapter.name === option.name) void connect().catch(() => undefined);
    else select(option.name as Parameters<typeof select>[0]);
  }

  if (view.name === 'install')
    return <InstallPrompt wallet={view.wallet} setView={setView} moved={moved} classes={classes} />;
  if (view.name === 'popular') {
    return <PopularWallets setView={setView} moved={moved} classes={classes} />;
  }
  if (view.name === 'onboarding' || listing.view === 'onboarding') {
    return (
      <Onboarding
        setView={setView}
        moved={moved}
        classes={classes}
        canGoBack={listing.view !== 'onboarding'}
      />
    );
  }
  return (
    <WalletSections
      listing={listing}
      choose={choose}
      onCantFind={() => setView({ name: 'onboarding' })}
      moved={moved}
      classes={classes}
    />
  );
}

function WalletSections({
  listing,
  choose,
  onCantFind,
  moved,
  classes,
}: {
  listing: { view: 'recent' | 'recommended'; highlight: WalletOption[]; others: WalletOption[] };
  choose: (option: WalletOption) => void;
  onCantFind: () => void;
  moved: boolean;
  classes: ThemeClasses;
}) {
  const t = useT();
  const [showMore, setShowMore] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby="echo-wallet-highlight">
        <ViewHeading
          focus={moved}
          id="echo-wallet-highlight"
          className={`mb-2 text-xs font-semibold uppercase ${classes.muted}`}
        >
          {listing.view === 'recent'
            ? t('auth.wallet.recentlyUsed')
            : t('auth.wallet.recommendedWallets')}
        </ViewHeading>
        <ul className="flex flex-col gap-2">
          {listing.highlight.map((option) => (
            <li key={option.name}>
              <WalletRow
                option={option}
                onClick={() => choose(option)}
                highlighted
                classes={classes}
              />
            </li>
          ))}
        </ul>
      </section>
      {listing.others.length > 0 && (
        <section>
          <button
            type="button"
            aria-expanded={showMore}
            onClick={() => setShowMore((shown) => !shown)}
            className={`flex w-full items-center justify-between rounded-lg px-2 py-2 text-sm font-medium ${classes.row}`}
          >
            {t('auth.wallet.moreWallets')}
            <span aria-hidden="true">{showMore ? '▴' : '▾'}</span>
          </button>
          {showMore && (
            <ul className="mt-1 flex flex-col gap-1">
              {listing.others.map((option) => (
                <li key={option.name}>
                  <WalletRow option={option} onClick={() => choose(option)} classes={classes} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <button type="button" onClick={onCantFind} className={`self-center text-sm ${classes.link}`}>
        {t('auth.wallet.cantFindWallet')}
      </button>
    </div>
  );
}

function WalletRow({
  option,
  onClick,
  highlighted = false,
  classes,
}: {
  option: WalletOption;
  onClick: () => void;
  highlighted?: boolean;
  classes: ThemeClasses;
}) {
  const t = useT();
  const installed = option.kind === 'adapter' && option.installed;
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left outline-offset-2 mobile:py-2 ${
        highlighted ? classes.highlightRow : classes.row
      }`}
    >
      <img src={option.icon} alt="" className={ICON_CLASS} />
      <span className="flex-1 font-medium">{option.name}</span>{' '}
      {/* Part of the button's name (no aria-label), so screen readers hear "Installed" too. */}
      {installed && (
        <span className={`text-xs ${classes.muted}`}>{t('auth.wallet.installed')}</span>
      )}
    </button>
  );
}

function Onboarding({
  setView,
  moved,
  classes,
  canGoBack,
}: Omit<BodyProps, 'view'> & { canGoBack: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <ViewHeading focus={moved} className="text-lg font-semibold">
        {t('auth.wallet.newHere')}
      </ViewHeading>
      <p className={`text-sm ${classes.muted}`}>{t('auth.wallet.welcomeToDefi')}</p>
      <button
        type="button"
        onClick={() => setView({ name: 'popular' })}
        className={`w-full rounded-xl px-4 py-2.5 font-semibold ${classes.button}`}
      >
        {t('auth.wallet.getStarted')}
      </button>
      {canGoBack && (
        <button
          type="button"
          onClick={() => setView({ name: 'list' })}
          className={`text-sm ${classes.link}`}
        >
          {t('auth.wallet.goBack')}
        </button>
      )}
    </div>
  );
}

function PopularWallets({ setView, moved, classes }: Omit<BodyProps, 'view'>) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <ViewHeading focus={moved} className="text-base font-semibold">
        {t('auth.wallet.popularWallets')}
      </ViewHeading>
      <ul className="flex flex-col gap-1">
        {POPULAR_WALLETS.map((wallet) => (
          <li key={wallet.name}>
            <a
              href={wallet.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`flex items-center gap-3 rounded-xl px-3 py-2 ${classes.row}`}
            >
              <img src={wallet.icon} alt="" className={ICON_CLASS} />
              <span className="font-medium">{wallet.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={`text-center text-sm ${classes.muted}`}>{t('auth.wallet.onceInstalled')}</p>
      <button
        type="button"
        onClick={() => setView({ name: 'onboarding' })}
        className={`text-sm ${classes.link}`}
      >
        {t('auth.wallet.goBack')}
      </button>
    </div>
  );
}

function InstallPrompt({
  wallet,
  setView,
  moved,
  classes,
}: Omit<BodyProps, 'view'> & { wallet: KnownWallet }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <img src={wallet.icon} alt="" className="size-14 rounded-xl mobile:size-12" />
      <ViewHeading focus={moved} className="text-lg font-semibold">
        {t('auth.wallet.haveYouInstalled', { wallet: wallet.name })}
      </ViewHeading>
      <a href={wallet.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {t('auth.wallet.installWallet', { wallet: wallet.name })}
      </a>
      <Hint id="auth.wallet.mobileHint" classes={classes} />
      <Hint id="auth.wallet.desktopHint" classes={classes} />
      <button
        type="button"
        onClick={() => setView({ name: 'onboarding' })}
        className={`w-full rounded-xl px-4 py-2.5 font-semibold ${classes.button}`}
      >
        {t('auth.wallet.noWallet')}
      </button>
      <button
        type="button"
        onClick={() => setView({ name: 'list' })}
        className={`text-sm ${classes.link}`}
      >
        {t('auth.wallet.goBack')}
      </button>
    </div>
  );
}

/** "On mobile: …": one message, its lead-in in bold. */
function Hint({ id, classes }: { id: MessageId; classes: ThemeClasses }): ReactElement {
  return (
    <p className={`text-sm ${classes.muted}`}>
      <Trans id={id} components={{ 0: <span className="font-semibold" /> }} />
    </p>
  );
}

// Jupiter is a wallet's name (the theme takes its look), so it is the same in every language.
function themeName(t: Translate, theme: Theme): string {
  if (theme === 'jupiter') return 'Jupiter';
  return t(theme === 'light' ? 'auth.wallet.themeLight' : 'auth.wallet.themeDark');
}

/**
 * The app's language switcher, in the modal's look: picking a language here switches the whole
 * app (and is remembered on this device), not the modal alone.
 */
function AppLanguagePicker({
  selectClass,
  classes,
}: {
  selectClass: string;
  classes: ThemeClasses;
}) {
  const t = useT();
  return (
    <LanguageSwitcher
      className="gap-1"
      label={t('auth.wallet.language')}
      labelClassName={classes.muted}
      selectClassName={selectClass}
    />
  );
}

function ModalSettings({ classes }: { classes: ThemeClasses }) {
  const t = useT();
  const { theme, setTheme } = useWalletModal();
  const selectClass = `rounded-md border px-2 py-1 text-xs ${classes.control}`;
  return (
    <footer className="flex items-center justify-end gap-3 border-t border-current/10 px-5 py-3 text-xs mobile:px-4">
      <AppLanguagePicker selectClass={selectClass} classes={classes} />
      <label className="flex items-center gap-1">
        <span className={classes.muted}>{t('auth.wallet.theme')}</span>
        <select
          value={theme}
          onChange={(event) => isTheme(event.target.value) && setTheme(event.target.value)}
          className={selectClass}
        >
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {themeName(t, name)}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
