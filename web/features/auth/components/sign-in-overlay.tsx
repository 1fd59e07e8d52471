// Loaded lazily by SignInProvider on the first Connect tap: it brings the whole wallet layer.
import { useWallet } from '@solana/wallet-adapter-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import type { User } from '../../../../schema/api';
import { useT } from '../../../i18n/react';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { WalletLayer } from '../../../wallet/wallet-layer';
import { AuthFlow } from './auth-flow';

export type SignInOverlayProps = {
  open: boolean;
  onClose: () => void;
  /** Called once verify succeeds; the provider hands the user to the app. */
  onAuthenticated: (user: User) => void;
  /** Lets code outside the lazy chunk (logout) disconnect the wallet. */
  registerWalletDisconnect: (disconnect: (() => Promise<void>) | null) => void;
};

function WalletDisconnectBridge({
  register,
}: {
  register: SignInOverlayProps['registerWalletDisconnect'];
}) {
  const { disconnect } = useWallet();
  useEffect(() => {
    register(disconnect);
    return () => register(null);
  }, [disconnect, register]);
  return null;
}

export function SignInOverlay({
  open,
  onClose,
  onAuthenticated,
  registerWalletDisconnect,
}: SignInOverlayProps) {
  const t = useT();
  // When signing in replaced what opened the overlay (Connect), focus goes to the screen.
  const returnFocus = useReturnFocus(() => document.querySelector('main')?.focus());
  return (
    <WalletLayer>
      <WalletDisconnectBridge register={registerWalletDisconnect} />
      <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
        <Dialog.Portal>
          <Dialog.Content
            // A wallet modal or toast above this overlay must not close it.
            onInteractOutside={(event) => event.preventDefault()}
            {...returnFocus}
            className="fixed inset-0 z-50 flex flex-col items-center overflow-y-auto bg-slate-50 px-4 py-6"
          >
            <div className="flex w-full max-w-md justify-end">
              <Dialog.Close
                aria-label={t('auth.overlay.close')}
                className="rounded-lg p-2 text-2xl leading-none text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                ×
              </Dialog.Close>
            </div>
            <div className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-lg mobile:mt-2 mobile:p-4">
              <Dialog.Title className="text-2xl font-bold text-slate-900">
                {t('auth.overlay.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 mb-6 text-sm text-slate-600">
                {t('auth.overlay.description')}
              </Dialog.Description>
              <AuthFlow onAuthenticated={onAuthenticated} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </WalletLayer>
  );
}
