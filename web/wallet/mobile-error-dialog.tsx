import { Dialog } from 'radix-ui';
import { useT } from '../i18n/react';
import { THEME_CLASSES } from './themes';
import { useWalletModal } from './wallet-modal-context';

const FIND_WALLET_URL = 'https://solanamobile.com/wallets';

/** Explains a mobile wallet adapter failure (no wallet app, or a browser that cannot reach one). */
export function MobileErrorDialog() {
  const t = useT();
  const { mobileError, setMobileError, theme } = useWalletModal();
  const classes = THEME_CLASSES[theme];
  const notFound = mobileError?.code === 'ERROR_WALLET_NOT_FOUND';
  const unsupported = mobileError?.code === 'ERROR_BROWSER_NOT_SUPPORTED';
  const title = notFound
    ? t('auth.wallet.walletNotFound')
    : unsupported
      ? t('auth.wallet.browserNotSupported')
      : t('auth.wallet.unexpectedError');
  const text = notFound
    ? t('auth.wallet.mobileWalletNotFound')
    : unsupported
      ? t('auth.wallet.mobileBrowserNotSupported')
      : t('auth.wallet.unexpectedErrorWithMessage', { message: mobileError?.message ?? '' });

  return (
    <Dialog.Root open={mobileError !== null} onOpenChange={(open) => !open && setMobileError(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="echo-wallet-fade fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          className={`echo-wallet-fade fixed top-1/2 left-1/2 z-[70] w-[360px] max-w-[calc(100vw-24px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5 shadow-2xl ${classes.panel}`}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className={`mt-2 text-sm ${classes.muted}`}>
            {text}
          </Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            {notFound && (
              <a
                href={FIND_WALLET_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={`rounded-lg px-3 py-2 text-sm font-semibold ${classes.button}`}
              >
                {t('auth.wallet.findWallet')}
              </a>
            )}
            <Dialog.Close className={`rounded-lg px-3 py-2 text-sm ${classes.row}`}>
              {t('auth.wallet.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
