import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { LIMITS } from '../../../../schema/constants';
import type { User } from '../../../../schema/api';
import { HelpBox } from '../../../components/help/help-box';
import { busyButtonProps } from '../../../components/ui/button';
import { Trans, useT } from '../../../i18n/react';
import { currentBrowserKind, isMobileKind } from '../../../wallet/environment';
import { shortenAddress } from '../../../wallet/shorten-address';
import { useWalletModal } from '../../../wallet/wallet-modal-context';
import { useAuthFlow, type SignInFailure } from '../hooks/use-auth-flow';

// Busy buttons are aria-disabled, never disabled (busyButtonProps): a disabled button loses
// focus, which fell to the page behind the overlay while a wallet was asked (docs/decisions/094).
const PRIMARY =
  'h-11 w-full rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60';
const SECONDARY =
  'h-10 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-100';

type FlowProps = { onAuthenticated: (user: User) => void };

/** The steps of the sign-in overlay; the overlay itself (dialog, close button) is around it. */
export function AuthFlow({ onAuthenticated }: FlowProps) {
  const { publicKey, connected } = useWallet();
  const walletAddress = connected && publicKey ? publicKey.toBase58() : null;
  // Keyed by address: a disconnect or a wallet switch starts a fresh flow with empty fields.
  return (
    <AuthSteps
      key={walletAddress ?? 'disconnected'}
      walletAddress={walletAddress}
      onAuthenticated={onAuthenticated}
    />
  );
}

function AuthSteps({
  walletAddress,
  onAuthenticated,
}: FlowProps & { walletAddress: string | null }) {
  const t = useT();
  const flow = useAuthFlow(walletAddress, onAuthenticated);
  const { state } = flow;
  if (state.step === 'connect') return <ConnectStep connecting={flow.connecting} />;
  if (state.step === 'done') {
    return (
      <p className="text-center text-lg font-semibold">
        {t('auth.flow.welcome', { name: state.user.presentationName })}
      </p>
    );
  }
  if (state.step === 'verifying') {
    return (
      <p role="status" className="text-center text-slate-600">
        {t('auth.flow.verifying')}
      </p>
    );
  }
  if (state.step === 'name') {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      flow.submitName();
    };
    return (
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm text-slate-600">{t('auth.name.intro')}</p>
        <label htmlFor="presentation-name" className="text-sm font-medium text-slate-800">
          {t('auth.name.label')}
        </label>
        <input
          id="presentation-name"
          value={state.name}
          onChange={(event) => flow.setName(event.target.value)}
          maxLength={LIMITS.nameMax}
          autoComplete="nickname"
          autoFocus
          aria-describedby="presentation-name-counter"
          className="h-11 rounded-lg border border-slate-300 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <p id="presentation-name-counter" className="text-right text-xs text-slate-500">
          {t('auth.name.counter', { count: state.name.length, max: LIMITS.nameMax })}
        </p>
        <button type="submit" className={PRIMARY} {...busyButtonProps(flow.busy)}>
          {t('auth.name.continue')}
        </button>
        {state.crisis ? <HelpBox /> : null}
      </form>
    );
  }
  return (
    <SignStep
      address={flow.walletAddress ?? ''}
      busy={flow.busy}
      failure={flow.failure}
      onSign={() => void flow.sign()}
    />
  );
}

/**
 * The connected wallet and the button that signs. It takes focus once no wallet picker is open:
 * a keyboard user who picked a wallet lands on the next thing to press, not on the page behind
 * the overlay. What went wrong last stays under the button, which it describes, until the next
 * try: the toast is gone after five seconds, and the keyboard cannot reach it from the overlay.
 */
function SignStep({
  address,
  busy,
  failure,
  onSign,
}: {
  address: string;
  busy: boolean;
  failure: SignInFailure | null;
  onSign: () => void;
}) {
  const t = useT();
  const failureId = useId();
  const { visible: pickerOpen } = useWalletModal();
  const signButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!pickerOpen) signButton.current?.focus();
  }, [pickerOpen]);
  return (
    <div className="flex flex-col gap-4">
      <WalletChip address={address} />
      <p className="text-sm text-slate-600">
        <Trans
          id="auth.sign.intro"
          values={{ address: shortenAddress(address, 8) }}
          components={{
            0: <code className="rounded bg-slate-100 px-1 font-mono text-slate-900" />,
          }}
        />
      </p>
      <button
        ref={signButton}
        type="button"
        className={PRIMARY}
        {...busyButtonProps(busy, onSign)}
        aria-describedby={failure ? failureId : undefined}
      >
        {t('auth.sign.button')}
      </button>
      {failure ? (
        <p id={failureId} className="text-sm text-rose-700">
          {failure.description ? `${failure.title}: ${failure.description}` : failure.title}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Connect Wallet. A wallet that refused, timed out or closed its window says so here, with the
 * focus kept on the button to try again (docs/decisions/094); a failure from before the overlay
 * opened (a remembered wallet that did not reconnect) is not this person's doing, and is cleared.
 */
function ConnectStep({ connecting }: { connecting: boolean }) {
  const t = useT();
  const { setVisible, connectFailed, setConnectFailed } = useWalletModal();
  const mobile = isMobileKind(currentBrowserKind());
  useEffect(() => setConnectFailed(false), [setConnectFailed]);
  const open = () => {
    setConnectFailed(false);
    setVisible(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('auth.connect.intro')}</p>
      <button type="button" className={PRIMARY} {...busyButtonProps(connecting, open)}>
        {connecting ? t('auth.connect.connecting') : t('auth.connect.button')}
      </button>
      <p role="alert" className="text-sm text-rose-700 empty:hidden">
        {connectFailed && !connecting ? t('auth.connect.failed') : null}
      </p>
      <p className={`text-xs text-slate-500 ${mobile ? '' : 'hidden mobile:block'}`}>
        {t('auth.connect.mobileNote')}
      </p>
    </div>
  );
}

/** The connected wallet (4+4 address, as the wallet layer shows it), with a way out. */
function WalletChip({ address }: { address: string }) {
  const t = useT();
  const { wallet, disconnect } = useWallet();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2">
      <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {wallet && (
          <img src={wallet.adapter.icon} alt="" className="size-[30px] rounded-md mobile:size-6" />
        )}
        {shortenAddress(address, 4)}
      </span>
      <button type="button" className={SECONDARY} onClick={() => void disconnect()}>
        {t('auth.sign.disconnect')}
      </button>
    </div>
  );
}
