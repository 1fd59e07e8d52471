import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { WalletModal } from './wallet-modal';
import { WalletModalContext, type WalletModalState } from './wallet-modal-context';

type Listed = { name: string; readyState: 'Installed' | 'Loadable' | 'NotDetected' };

function walletContext(listed: Listed[]): WalletContextState {
  return {
    autoConnect: true,
    wallets: listed.map(({ name, readyState }) => ({
      adapter: { name, icon: 'data:image/svg+xml,<svg/>', url: `https://${name}.example` },
      readyState,
    })) as unknown as WalletContextState['wallets'],
    wallet: null,
    publicKey: null,
    connecting: false,
    connected: false,
    disconnecting: false,
    select: vi.fn(),
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    sendTransaction: vi.fn(),
    signTransaction: undefined,
    signAllTransactions: undefined,
    signMessage: undefined,
    signIn: undefined,
  };
}

const modal: WalletModalState = {
  visible: true,
  setVisible: vi.fn(),
  language: 'en',
  setLanguage: vi.fn(),
  theme: 'light',
  setTheme: vi.fn(),
  mobileError: null,
  setMobileError: vi.fn(),
};

function renderModal(listed: Listed[]) {
  return render(
    <WalletModalContext.Provider value={modal}>
      <WalletContext.Provider value={walletContext(listed)}>
        <WalletModal />
      </WalletContext.Provider>
    </WalletModalContext.Provider>,
  );
}

beforeEach(() => localStorage.clear());

test("an installed wallet's button says so to screen readers too", () => {
  renderModal([
    { name: 'Phantom', readyState: 'Installed' },
    { name: 'Solflare', readyState: 'Loadable' },
  ]);
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
  expect(dialog).toHaveAccessibleDescription('You need to connect a Solana wallet.');
  expect(within(dialog).getByRole('heading', { name: 'Recommended wallets' })).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Phantom Installed' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Solflare' })).toBeInTheDocument();
});

test('More wallets is a toggle that reports whether it is open', async () => {
  renderModal([{ name: 'Phantom', readyState: 'Installed' }]);
  const more = screen.getByRole('button', { name: 'More wallets' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Backpack' })).toBeInTheDocument();
});

test('with no wallet at all the onboarding shows, and Get Started lists popular wallets', async () => {
  renderModal([]);
  expect(screen.getByRole('heading', { name: 'New here?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  const phantom = screen.getByRole('link', { name: 'Phantom' });
  expect(phantom).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Once installed, refresh this page')).toBeInTheDocument();
});
