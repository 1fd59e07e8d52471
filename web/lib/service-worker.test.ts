import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { activeLanguage } from './service-worker';

test('the worker waits for an active language: loading a catalog first says change with none active', async () => {
  const i18n = setupI18n();
  let settled: string | null = null;
  const language = activeLanguage(i18n).then((active) => (settled = active));
  // What main.tsx does: the shell's messages load, then the language is switched to.
  i18n.load('ja', { greeting: 'こんにちは' });
  await Promise.resolve();
  expect(settled).toBeNull();
  i18n.activate('ja');
  expect(await language).toBe('ja');
});

test('a language already active is the answer at once', async () => {
  const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
  expect(await activeLanguage(i18n)).toBe('ru');
});
