import { expect, test } from 'vitest';
import { buildWalletListing, type DetectedWallet, type WalletListing } from './wallet-list';

const installed = (name: string): DetectedWallet => ({
  name,
  icon: 'data:image/svg+xml,',
  url: 'https://example.com',
  readyState: 'Installed',
});

function names(listing: WalletListing) {
  if (listing.view === 'onboarding') return { view: 'onboarding' };
  return {
    view: listing.view,
    highlight: listing.highlight.map((option) => option.name),
    others: listing.others.map((option) => option.name),
  };
}

test('with nothing installed on a desktop the modal shows onboarding', () => {
  expect(buildWalletListing([], [], { mobile: false })).toEqual({ view: 'onboarding' });
  const notDetected = { ...installed('Phantom'), readyState: 'NotDetected' as const };
  expect(buildWalletListing([notDetected], ['Phantom'], { mobile: false }).view).toBe('onboarding');
});

test('installed wallets are recommended in the preferred order, up to three highlighted', () => {
  const listing = buildWalletListing(
    ['Zeta', 'Backpack', 'Solflare', 'Phantom'].map(installed),
    [],
    { mobile: false },
  );
  expect(names(listing)).toEqual({
    view: 'recommended',
    highlight: ['Phantom', 'Solflare', 'Backpack'],
    others: ['Zeta', 'Jupiter Mobile'],
  });
});

test('previously connected wallets lead, most recent first, ignoring ones not installed', () => {
  const listing = buildWalletListing(
    ['Phantom', 'Solflare', 'Backpack', 'Zeta'].map(installed),
    ['Zeta', 'Gone Wallet', 'Solflare'],
    { mobile: false },
  );
  expect(names(listing)).toEqual({
    view: 'recent',
    highlight: ['Zeta', 'Solflare', 'Phantom'],
    others: ['Backpack', 'Jupiter Mobile'],
  });
});

test('a phone without an injected wallet offers the hardcoded wallets', () => {
  const listing = buildWalletListing([], [], { mobile: true });
  expect(names(listing)).toEqual({
    view: 'recommended',
    highlight: ['Phantom', 'Solflare', 'Backpack'],
    others: ['Coinbase Wallet', 'OKX Wallet'],
  });
  expect(listing.view !== 'onboarding' && listing.highlight.every((o) => o.kind === 'known')).toBe(
    true,
  );
});

test('on Android the loadable mobile wallet adapter is offered first', () => {
  const mwa: DetectedWallet = { ...installed('Mobile Wallet Adapter'), readyState: 'Loadable' };
  const listing = buildWalletListing([mwa], [], { mobile: true });
  expect(names(listing)).toMatchObject({
    view: 'recommended',
    highlight: ['Mobile Wallet Adapter'],
  });
});
