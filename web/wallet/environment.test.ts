import { expect, test } from 'vitest';
import { HARDCODED_WALLETS } from './catalog';

const knownWallet = (name: string) => HARDCODED_WALLETS.find((wallet) => wallet.name === name);
import { browserKind } from './environment';
import { shortenAddress } from './shorten-address';

test('tells desktop, Android, Android web views and iOS apart', () => {
  expect(
    browserKind('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36'),
  ).toBe('desktop');
  expect(
    browserKind(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36',
    ),
  ).toBe('android');
  expect(
    browserKind(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Version/4.0 Chrome/140 Mobile Safari/537.36',
    ),
  ).toBe('android-webview');
  expect(
    browserKind(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    ),
  ).toBe('ios');
});

test('Phantom and Solflare reopen the page in their browser through universal links', () => {
  const page = 'https://echo.example/thoughts';
  const origin = 'https://echo.example';
  expect(knownWallet('Phantom')?.deepLink?.(page, origin)).toBe(
    'https://phantom.app/ul/browse/https%3A%2F%2Fecho.example%2Fthoughts?ref=https%3A%2F%2Fecho.example',
  );
  expect(knownWallet('Solflare')?.deepLink?.(page, origin)).toBe(
    'https://solflare.com/ul/v1/browse/https%3A%2F%2Fecho.example%2Fthoughts?ref=https%3A%2F%2Fecho.example',
  );
});

test('every hardcoded wallet has a name, an install url, a bundled icon and a deep link', () => {
  for (const wallet of HARDCODED_WALLETS) {
    expect(wallet.name).not.toBe('');
    expect(wallet.url).toMatch(/^https:\/\//);
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(wallet.deepLink?.('https://a.example/', 'https://a.example')).toMatch(/^https:\/\//);
  }
});

test('the wallet layer shortens addresses to 4 and 4 characters', () => {
  expect(shortenAddress('J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8')).toBe('J7vr...NGg8');
  expect(shortenAddress('J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8', 8)).toBe(
    'J7vrQ9HX...AKFoNGg8',
  );
});
