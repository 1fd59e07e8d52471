import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { I18nProvider } from '../i18n/react';
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
  theme: 'light',
  setTheme: vi.fn(),
  mobileError: null,
  setMobileError: vi.fn(),
  connectFailed: false,
  setConnectFailed: vi.fn(),
};

function renderModal(listed: Listed[]) {
  return render(
    <I18nProvider>
      <WalletModalContext.Provider value={modal}>
        <WalletContext.Provider value={walletContext(listed)}>
          <WalletModal />
        </WalletContext.Provider>
      </WalletModalContext.Provider>
    </I18nProvider>,
  );
}

beforeEach(() => localStorage.clear());
// One jsdom serves every test file: the app goes back to English, unsaved, for the next one.
afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

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

test("the modal's language picker is the app's: all nine languages, the active one chosen", async () => {
  await act(() => activateLanguage('de'));
  renderModal([{ name: 'Phantom', readyState: 'Installed' }]);
  // The modal speaks German too: its picker is labelled in the active language.
  const picker = screen.getByRole('combobox', { name: 'Sprache' });
  expect(picker).toHaveValue('de');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(LANGUAGES.map((language) => LANGUAGE_NAMES[language]));
});

test('picking a language in the modal switches the whole app and remembers it', async () => {
  renderModal([{ name: 'Phantom', readyState: 'Installed' }]);
  const picker = screen.getByRole('combobox', { name: 'Language' });
  await userEvent.selectOptions(picker, 'fr');
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(localStorage.getItem('echo-language')).toBe('fr');
  // The modal follows; a message not yet translated shows English, never its id.
  await waitFor(() => expect(picker).toHaveValue('fr'));
  expect(screen.getByRole('dialog')).not.toHaveTextContent(/auth\./);
  expect(screen.getByRole('combobox', { name: 'Langue' })).toBe(picker);
});
