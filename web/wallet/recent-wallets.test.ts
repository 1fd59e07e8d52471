// @vitest-environment jsdom
// Recent wallets live in localStorage, which only the browser environment provides.
import { beforeEach, expect, test } from 'vitest';
import { readRecentWallets, rememberWallet, RECENT_WALLETS_KEY } from './recent-wallets';

beforeEach(() => localStorage.clear());

test('keeps the most recent wallet first without duplicates', () => {
  rememberWallet('Phantom');
  rememberWallet('Solflare');
  rememberWallet('Phantom');
  expect(readRecentWallets()).toEqual(['Phantom', 'Solflare']);
  expect(localStorage.getItem(RECENT_WALLETS_KEY)).toBe('["Phantom","Solflare"]');
});

test('keeps at most ten names', () => {
  for (let i = 0; i < 12; i++) rememberWallet(`Wallet ${i}`);
  const recent = readRecentWallets();
  expect(recent).toHaveLength(10);
  expect(recent[0]).toBe('Wallet 11');
  expect(recent).not.toContain('Wallet 1');
});

test('reads garbage as an empty list', () => {
  localStorage.setItem(RECENT_WALLETS_KEY, '{not json');
  expect(readRecentWallets()).toEqual([]);
  localStorage.setItem(RECENT_WALLETS_KEY, '{"a":1}');
  expect(readRecentWallets()).toEqual([]);
});
