import { expect, test } from 'vitest';
import { LANGUAGES, MESSAGES, translate, type MessageKey } from './i18n';

const englishKeys = Object.keys(MESSAGES.en) as MessageKey[];

test.each(LANGUAGES)('language %s has every key of English, none empty', (language) => {
  const messages = MESSAGES[language];
  const missing = englishKeys.filter((key) => !messages[key]?.trim());
  expect(missing).toEqual([]);
  expect(Object.keys(messages).sort()).toEqual([...englishKeys].sort());
});

test('placeholders survive translation in every language', () => {
  for (const language of LANGUAGES) {
    expect(translate(language, 'haveYouInstalled', { wallet: 'Phantom' })).toContain('Phantom');
    expect(translate(language, 'installWallet', { wallet: 'Solflare' })).toContain('Solflare');
  }
});

test('a key missing in a language falls back to English, never to "not found"', () => {
  const { newHere, ...withoutNewHere } = MESSAGES.fr;
  expect(newHere).toBe('Nouveau ici ?');
  const saved = MESSAGES.fr;
  MESSAGES.fr = withoutNewHere;
  try {
    expect(translate('fr', 'newHere')).toBe('New here?');
    expect(translate('fr', 'getStarted')).toBe('Commencer');
  } finally {
    MESSAGES.fr = saved;
  }
});

test('the mobile error texts are the product strings in English', () => {
  expect(translate('en', 'mobileWalletNotFound')).toBe(
    'To use mobile wallet adapter, you must have a compatible mobile wallet application installed on your device.',
  );
  expect(translate('en', 'mobileBrowserNotSupported')).toBe(
    'This browser appears to be incompatible with mobile wallet adapter. Open this page in a compatible mobile browser app and try again.',
  );
});
