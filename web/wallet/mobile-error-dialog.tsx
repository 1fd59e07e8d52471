import { Dialog } from 'radix-ui';
import { translate } from './i18n';
import { THEME_CLASSES } from './themes';
import { useWalletModal } from './wallet-modal-context';

const FIND_WALLET_URL = 'https://solanamobile.com/wallets';

/** Explains a mobile wallet adapter failure (no wallet app, or a browser that cannot reach one). */
export function MobileErrorDialog() {
  const { mobileError, setMobileError, language, theme } = useWalletModal();
  const classes = THEME_CLASSES[theme];
  const notFound = mobileError?.code === 'ERROR_WALLET_NOT_FOUND';
  const unsupported = mobileError?.code === 'ERROR_BROWSER_NOT_SUPPORTED';
  const title = notFound
    ? translate(language, 'walletNotFound')
    : unsupported
      ? translate(language, 'browserNotSupported')
      : translate(language, 'unexpectedError');
  const text = notFound
    ? translate(language, 'mobileWalletNotFound')
    : unsupported
      ? translate(language, 'mobileBrowserNotSupported')
      : `${translate(language, 'unexpectedError')}: ${mobileError?.message ?? ''}`;

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
                {translate(language, 'findWallet')}
              </a>
            )}
            <Dialog.Close className={`rounded-lg px-3 py-2 text-sm ${classes.row}`}>
              {translate(language, 'close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
