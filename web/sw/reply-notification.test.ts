import { expect, test } from 'vitest';
import { replyNotification, tabForReply } from './reply-notification';

const TEXTS = {
  en: { title: 'Someone replied to you', body: 'Open My Echo to read it.' },
  ja: { title: 'Japanese title', body: 'Japanese body' },
};

test('says someone replied, in the device’s language, collapsing under one tag, leading to My Echo', () => {
  expect(replyNotification('ja', TEXTS)).toEqual({
    title: 'Japanese title',
    options: {
      body: 'Japanese body',
      lang: 'ja',
      tag: 'reply',
      icon: '/icons/icon-192.png',
      data: { url: '/me' },
    },
  });
});

test('English when the device’s language is unknown or not one the build has words for', () => {
  for (const language of [null, 'xx']) {
    const { title, options } = replyNotification(language, TEXTS);
    expect(title).toBe('Someone replied to you');
    expect(options.lang).toBe('en');
  }
});

test('a tap brings the Echo tab already on My Echo to the front, and never takes another Echo tab there', () => {
  const origin = 'https://echo.example';
  const writing = { url: `${origin}/thoughts`, id: 'writing' };
  const mine = { url: `${origin}/me?x=1`, id: 'mine' };
  const elsewhere = { url: 'https://other.example/me', id: 'elsewhere' };
  expect(tabForReply([writing, mine, elsewhere], origin)).toBe(mine);
  expect(tabForReply([writing, elsewhere], origin)).toBeNull();
  expect(tabForReply([], origin)).toBeNull();
});
