import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { NonceResponse } from '../../../../schema/api';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../test/render';
import { WalletModalContext, type WalletModalState } from '../../../wallet/wallet-modal-context';
import { AuthFlow } from './auth-flow';

const ADDRESS = 'J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8';
const SIGNATURE = new Uint8Array(64).fill(7);
const SIGNATURE_B64 = btoa(String.fromCharCode(...SIGNATURE));
const USER = {
  userId: 'u1',
  walletAddress: ADDRESS,
  presentationName: 'Quiet River',
  echoPoints: 0,
  isAdmin: false,
  adminRole: null,
};

function nonceAnswer(): NonceResponse {
  return {
    nonce: 'n0nce',
    message: 'localhost wants you to sign in with your Solana account:\n...',
    signInInput: {
      domain: 'localhost',
      address: ADDRESS,
      statement: 'Sign in to Echo.',
      uri: 'http://localhost',
      version: '1',
      chainId: 'mainnet',
      nonce: 'n0nce',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:10:00.000Z',
    },
  };
}

function fakeWallet(overrides: Partial<WalletContextState> = {}): WalletContextState {
  return {
    autoConnect: true,
    wallets: [],
    wallet: null,
    publicKey: { toBase58: () => ADDRESS } as WalletContextState['publicKey'],
    connecting: false,
    connected: true,
    disconnecting: false,
    select: vi.fn(),
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    sendTransaction: vi.fn(),
    signTransaction: undefined,
    signAllTransactions: undefined,
    signMessage: vi.fn(async () => SIGNATURE),
    signIn: undefined,
    ...overrides,
  };
}

const modal: WalletModalState = {
  visible: false,
  setVisible: vi.fn(),
  theme: 'light',
  setTheme: vi.fn(),
  mobileError: null,
  setMobileError: vi.fn(),
  connectFailed: false,
  setConnectFailed: vi.fn(),
};

function renderFlow(wallet: WalletContextState, onAuthenticated = vi.fn()) {
  const client = createQueryClient();
  const ui = (current: WalletContextState) => (
    <QueryClientProvider client={client}>
      <WalletModalContext.Provider value={modal}>
        <WalletContext.Provider value={current}>
          <AuthFlow onAuthenticated={onAuthenticated} />
        </WalletContext.Provider>
      </WalletModalContext.Provider>
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(ui(wallet));
  return {
    ...view,
    onAuthenticated,
    rerenderWith: (next: WalletContextState) => view.rerender(ui(next)),
  };
}

function verifyBodies(fetchMock: ReturnType<typeof fakeServer>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/auth/verify'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Sonner keeps its toasts between renders: one left over would be found twice in the next test.
  toast.dismiss();
});

/** The server's answer to a new wallet: 400 needsName until a name comes with the signature. */
function newWalletVerify(named: { status?: number; body: unknown } = { body: { user: USER } }) {
  return (init?: RequestInit) =>
    'presentationName' in (JSON.parse(String(init?.body)) as object)
      ? named
      : {
          status: 400,
          body: { error: 'presentationName is required for a new wallet', needsName: true },
        };
}

test('a connected new wallet signs, verify asks for a name, and the same signature verifies with it', async () => {
  const fetchMock = fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': newWalletVerify(),
  });
  const wallet = fakeWallet();
  const { onAuthenticated } = renderFlow(wallet);

  expect(screen.getByText('J7vrQ9HX...AKFoNGg8')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(wallet.signMessage).toHaveBeenCalledWith(new TextEncoder().encode(nonceAnswer().message));
  // The signature is held in memory by the flow, never written to any storage.
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.getItem('echo-auth-signature')).toBeNull();

  const name = await screen.findByLabelText('Presentation name');
  expect(name).toHaveAttribute('maxlength', '50');
  // Verify went first, without a name, and its needsName answer raised no error toast.
  expect(verifyBodies(fetchMock)).toEqual([
    { walletAddress: ADDRESS, nonce: 'n0nce', signature: SIGNATURE_B64 },
  ]);
  expect(screen.queryByText('Authentication Failed')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Name Required')).toBeInTheDocument();
  expect(screen.getByText('Please enter a presentation name')).toBeInTheDocument();
  expect(verifyBodies(fetchMock)).toHaveLength(1);

  await userEvent.type(name, '  Quiet River ');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect((await screen.findAllByText('Welcome, Quiet River!')).length).toBeGreaterThan(0);
  expect(verifyBodies(fetchMock)[1]).toEqual({
    walletAddress: ADDRESS,
    nonce: 'n0nce',
    signature: SIGNATURE_B64,
    presentationName: 'Quiet River',
  });
  // Handed on at once: the sign-in provider holds the 1.5 s welcome before the app takes over.
  expect(onAuthenticated).toHaveBeenCalledTimes(1);
  expect(onAuthenticated).toHaveBeenCalledWith(USER);
});

test('a returning wallet skips the name step and verifies by itself', async () => {
  const fetchMock = fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': { body: { user: USER } },
  });
  renderFlow(fakeWallet());
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  await waitFor(() => expect(verifyBodies(fetchMock)).toHaveLength(1));
  expect(verifyBodies(fetchMock)[0]).not.toHaveProperty('presentationName');
  expect(screen.queryByLabelText('Presentation name')).not.toBeInTheDocument();
});

test('a solana:signIn wallet signs the server input and sends the signed message', async () => {
  const signedMessage = new TextEncoder().encode('siws text');
  const signIn = vi.fn(async () => ({
    account: { address: ADDRESS } as never,
    signedMessage,
    signature: SIGNATURE,
  }));
  const fetchMock = fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': { body: { user: USER } },
  });
  const wallet = fakeWallet({ signIn });
  renderFlow(wallet);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(signIn).toHaveBeenCalledWith(nonceAnswer().signInInput);
  expect(wallet.signMessage).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(verifyBodies(fetchMock)).toEqual([
      {
        walletAddress: ADDRESS,
        nonce: 'n0nce',
        signature: SIGNATURE_B64,
        signedMessage: btoa('siws text'),
      },
    ]),
  );
});

test('a rejected signature shows Signing Failed with the wallet reason', async () => {
  fakeServer({ 'POST /api/auth/nonce': { body: nonceAnswer() } });
  renderFlow(
    fakeWallet({
      signMessage: vi.fn(async () => Promise.reject(new Error('User rejected the request.'))),
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(await screen.findByText('Signing Failed')).toBeInTheDocument();
  expect(screen.getByText('User rejected the request.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Message' })).toBeInTheDocument();
});

test('a signing error without a message falls back to Failed to sign message', async () => {
  fakeServer({ 'POST /api/auth/nonce': { body: nonceAnswer() } });
  renderFlow(fakeWallet({ signMessage: vi.fn(async () => Promise.reject(new Error(''))) }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(await screen.findByText('Failed to sign message')).toBeInTheDocument();
});

test('a wallet that cannot sign messages is told so', async () => {
  fakeServer({ 'POST /api/auth/nonce': { body: nonceAnswer() } });
  renderFlow(fakeWallet({ signMessage: undefined }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(await screen.findByText('Wallet does not support message signing')).toBeInTheDocument();
});

test('a failed nonce request shows Failed to generate nonce', async () => {
  fakeServer({ 'POST /api/auth/nonce': { status: 500, body: { error: 'boom' } } });
  renderFlow(fakeWallet());
  expect(await screen.findByText('Failed to generate nonce')).toBeInTheDocument();
  // It stays under Sign Message, with what to do, after the toast has gone.
  const sign = screen.getByRole('button', { name: 'Sign Message' });
  expect(sign).toHaveAccessibleDescription(/^Failed to generate nonce: .+/);
});

/** A new wallet signs, then picks `name`, which verify refuses with `refusal`. */
async function pickRefusedName(refusal: { status: number; body: unknown }, name: string) {
  const fetchMock = fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': newWalletVerify(refusal),
  });
  renderFlow(fakeWallet());
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  await userEvent.type(await screen.findByLabelText('Presentation name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
  return fetchMock;
}

test('a taken name shows Authentication Failed, says the name is taken and keeps the name step', async () => {
  const fetchMock = await pickRefusedName(
    { status: 409, body: { error: 'That presentation name is already taken' } },
    'Taken',
  );
  expect(screen.getByText('That presentation name is already taken')).toBeInTheDocument();
  expect(await screen.findByLabelText('Presentation name')).toBeInTheDocument();
  expect(verifyBodies(fetchMock)).toHaveLength(2);
});

test('a name refused by moderation is described by its code, never by the server text, and the name step stays, with help for a crisis', async () => {
  await pickRefusedName(
    {
      status: 422,
      body: { error: 'Name not allowed (server text)', code: 'crisis_name', crisis: true },
    },
    'A crisis name',
  );
  expect(
    screen.getByText(
      'Please choose another name: names are permanent and shown with every comment.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Name not allowed (server text)')).not.toBeInTheDocument();
  expect(await screen.findByLabelText('Presentation name')).toHaveValue('A crisis name');
  // The refusal reads the name as a crisis: the crisis box shows right under the name.
  expect(
    await screen.findByRole('complementary', { name: 'Need to talk to someone now?' }),
  ).toBeInTheDocument();
});

test('a name refused for another reason shows no crisis box', async () => {
  await pickRefusedName(
    { status: 422, body: { error: 'Content not allowed', code: 'handle', crisis: false } },
    'insta luna22',
  );
  expect(await screen.findByLabelText('Presentation name')).toHaveValue('insta luna22');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('a refused signature (401) says Failed to complete authentication, what to do, and goes back to signing', async () => {
  fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': { status: 401, body: '' },
  });
  renderFlow(fakeWallet());
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  const what =
    'Failed to complete authentication. Sign the message again: a sign-in request works only once, for 10 minutes.';
  expect(await screen.findByText(what)).toBeInTheDocument();
  const sign = await screen.findByRole('button', { name: 'Sign Message' });
  expect(sign).toHaveAccessibleDescription(`Authentication Failed: ${what}`);
});

test('a wallet disconnect resets the flow to connect and clears every field', async () => {
  fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': newWalletVerify(),
  });
  const wallet = fakeWallet();
  const { rerenderWith } = renderFlow(wallet);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  await userEvent.type(await screen.findByLabelText('Presentation name'), 'Half typed');

  act(() => rerenderWith(fakeWallet({ connected: false, publicKey: null })));
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();

  act(() => rerenderWith(wallet));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  expect(await screen.findByLabelText('Presentation name')).toHaveValue('');
});

test('the connect step opens the wallet modal', async () => {
  fakeServer({});
  renderFlow(fakeWallet({ connected: false, publicKey: null }));
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  expect(modal.setVisible).toHaveBeenCalledWith(true);
  expect(
    screen.getByText('On mobile, this connects to your installed Phantom app.'),
  ).toBeInTheDocument();
});

test('the name counter describes the name input', async () => {
  fakeServer({
    'POST /api/auth/nonce': { body: nonceAnswer() },
    'POST /api/auth/verify': newWalletVerify(),
  });
  renderFlow(fakeWallet());
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Message' }));
  const name = await screen.findByLabelText('Presentation name');
  expect(name).toHaveAccessibleDescription('0/50');
  await userEvent.type(name, 'River');
  expect(name).toHaveAccessibleDescription('5/50');
});
