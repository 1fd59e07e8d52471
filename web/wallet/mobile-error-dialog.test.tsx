import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { MobileErrorDialog } from './mobile-error-dialog';
import { WalletModalContext, type WalletModalState } from './wallet-modal-context';

function Harness({ initial }: { initial: WalletModalState['mobileError'] }) {
  const [mobileError, setMobileError] = useState(initial);
  const value: WalletModalState = {
    visible: false,
    setVisible: vi.fn(),
    theme: 'dark',
    setTheme: vi.fn(),
    mobileError,
    setMobileError,
    connectFailed: false,
    setConnectFailed: vi.fn(),
  };
  return (
    <WalletModalContext.Provider value={value}>
      <MobileErrorDialog />
    </WalletModalContext.Provider>
  );
}

test('no mobile wallet: the product text and a Find a wallet link', async () => {
  render(<Harness initial={{ code: 'ERROR_WALLET_NOT_FOUND', message: 'x' }} />);
  const dialog = screen.getByRole('dialog', { name: 'Wallet not found' });
  expect(dialog).toHaveTextContent(
    'To use mobile wallet adapter, you must have a compatible mobile wallet application installed on your device.',
  );
  expect(screen.getByRole('link', { name: 'Find a wallet' })).toHaveAttribute('target', '_blank');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a web view: the browser-not-supported text, no Find a wallet', () => {
  render(<Harness initial={{ code: 'ERROR_BROWSER_NOT_SUPPORTED', message: 'x' }} />);
  expect(screen.getByRole('dialog', { name: 'Browser not supported' })).toHaveTextContent(
    'This browser appears to be incompatible with mobile wallet adapter. Open this page in a compatible mobile browser app and try again.',
  );
  expect(screen.queryByRole('link', { name: 'Find a wallet' })).not.toBeInTheDocument();
});

test('any other error: An unexpected error occurred and its message', () => {
  render(<Harness initial={{ code: 'ERROR_SESSION_CLOSED', message: 'Session closed' }} />);
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'An unexpected error occurred: Session closed',
  );
});
