import { expect, test } from 'vitest';
import type { Help } from '../../schema/api';
import { CACHE_STATUS_HEADER } from '../lib/edge-cache';
import { call, callJson } from '../test/factories';

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

function help(query: string, cf?: Record<string, unknown>) {
  return callJson<Help & { error?: string }>(`/api/help${query}`, cf ? { cf } : {});
}

/** What each country must answer: its national crisis line, emergency number and text lines. */
const EXPECTED: Record<
  string,
  { national: string; emergency: string; texts?: [string, string | null][] }
> = {
  JP: { national: '0120061338', emergency: '119' },
  GB: { national: '116123', emergency: '999', texts: [['85258', 'SHOUT']] },
  CA: { national: '988', emergency: '911', texts: [['686868', 'CONNECT']] },
  US: { national: '988', emergency: '911', texts: [['741741', 'HOME']] },
  FR: { national: '3114', emergency: '112' },
  DE: { national: '116123', emergency: '112' },
  ES: { national: '024', emergency: '112' },
  BR: { national: '188', emergency: '192' },
  IN: { national: '14416', emergency: '112' },
  AU: { national: '131114', emergency: '000', texts: [['0477131114', null]] },
  ID: { national: '119', emergency: '112' },
  VN: { national: '19006233', emergency: '115' },
  RU: { national: '84959895050', emergency: '103' },
  CN: { national: '12355', emergency: '120' },
  MX: { national: '5552598121', emergency: '911' },
  IE: { national: '116123', emergency: '112', texts: [['50808', 'HELLO']] },
};

test.each(Object.entries(EXPECTED))(
  'GET /api/help for %s (from cf.country and from ?country=) answers its national crisis line first, the emergency number and its text lines',
  async (country, expected) => {
    for (const answer of [await help('', { country }), await help(`?country=${country}`)]) {
      expect(answer.status).toBe(200);
      expect(answer.body.country).toBe(country);
      expect(digits(answer.body.lines[0]?.phone)).toBe(expected.national);
      expect(answer.body.emergency).toBe(expected.emergency);
      for (const [number, body] of expected.texts ?? []) {
        expect(answer.body.lines.map((line) => line.sms)).toContainEqual(
          expect.objectContaining({ number: expect.stringMatching(/./), body }),
        );
        expect(answer.body.lines.some((line) => digits(line.sms?.number) === number)).toBe(true);
      }
      for (const line of answer.body.lines) expect(line.source).toMatch(/^https:\/\//);
    }
  },
);

test('GET /api/help names the source of the country: query, edge or none', async () => {
  expect((await help('?country=jp')).body).toMatchObject({ country: 'JP', source: 'query' });
  expect((await help('', { country: 'JP' })).body).toMatchObject({ country: 'JP', source: 'edge' });
  const none = await help('');
  expect(none.body).toMatchObject({ country: null, source: 'none', lines: [], emergency: null });
  expect(none.body.directory.web).toMatch(/^https:\/\//);
});

test('GET /api/help in Japanese names the country and the lines in Japanese, and never takes the country from the language', async () => {
  const { body } = await help('?country=JP&lang=ja');
  expect(body.countryName).toBe('日本');
  expect(body.lines[0]?.name).toBe('#いのちSOS');
  expect(body.lines[0]?.description).toBe('自殺予防の相談窓口');
  const english = await help('?country=JP&lang=en');
  expect(english.body.lines[0]?.name).toMatch(/^#Inochi SOS/);
  // A Japanese reader in Germany gets Germany's lines, in Japanese.
  const abroad = await help('?lang=ja', { country: 'DE' });
  expect(abroad.body.country).toBe('DE');
  expect(abroad.body.countryName).toBe('ドイツ');
});

test("a reader who speaks a line's language gets its own name: Spain's 024 in Spanish, Germany's TelefonSeelsorge in German", async () => {
  const spanish = await help('?country=ES&lang=es');
  const names = spanish.body.lines.map((line) => line.name);
  expect(names).toContain('Línea 024 de atención a la conducta suicida');
  expect(names).not.toContain('024 suicidal behaviour support line');
  const english = await help('?country=ES&lang=en');
  expect(english.body.lines.map((line) => line.name)).toContain(
    '024 suicidal behaviour support line',
  );
  const german = await help('?country=DE&lang=de');
  expect(german.body.lines.map((line) => line.name)).toContain('TelefonSeelsorge');
});

test("Vietnam's lines include the free national child protection line 111, day and night, named in Vietnamese to a Vietnamese reader", async () => {
  const vietnamese = await help('?country=VN&lang=vi');
  const line = vietnamese.body.lines.find((each) => digits(each.phone) === '111');
  expect(line).toMatchObject({ name: 'Tổng đài quốc gia bảo vệ trẻ em 111', free: true });
  expect(line?.hours).toMatch(/24/);
  expect(line?.source).toMatch(/^https:\/\/tongdai111\.vn\//);
  const english = await help('?country=VN&lang=en');
  expect(english.body.lines.find((each) => digits(each.phone) === '111')?.description).toBe(
    'For children and young people',
  );
});

test('GET /api/help refuses a country that is not two letters with 400, and answers an unlisted one with the directory only', async () => {
  for (const bad of ['abc', 'J', '12', 'J%20', '日本']) {
    const answer = await help(`?country=${encodeURIComponent(bad)}`);
    expect([bad, answer.status]).toEqual([bad, 400]);
    expect(answer.body.error).toMatch(/^country: must be a two-letter country code/);
  }
  const unknown = await help('?country=XX');
  expect(unknown.status).toBe(200);
  expect(unknown.body).toMatchObject({ country: null, lines: [], emergency: null });
  const unlisted = await help('?country=QQ');
  expect(unlisted.status).toBe(200);
  expect(unlisted.body).toMatchObject({ country: 'QQ', lines: [], emergency: null });
  expect(unlisted.body.directory.name).toBe('Find A Helpline');
});

test('GET /api/help answers any lang with 200 (English when the app does not speak it) and never 5xx', async () => {
  const values = ['', 'xx', 'JA', 'zh-Hant', '%00', 'a'.repeat(64), '../../etc', '<script>'];
  for (const lang of values) {
    const answer = await call(`/api/help?country=FR&lang=${encodeURIComponent(lang)}`);
    expect([lang, answer.status]).toEqual([lang, 200]);
  }
  const tooLong = await call(`/api/help?lang=${'a'.repeat(65)}`);
  expect(tooLong.status).toBe(400);
  for (const country of ['', ' ', 'é', '0', '\u0000', 'ZZZ', 'us', 'Us']) {
    const answer = await call(`/api/help?country=${encodeURIComponent(country)}`);
    expect([400, 200]).toContain(answer.status);
  }
});

test('a cf.country answer is cached per country: a visitor from another country never gets it', async () => {
  const lang = 'de';
  const first = await call(`/api/help?lang=${lang}`, { cf: { country: 'GB' } });
  expect(first.headers.get('Cache-Control')).toBe('private, max-age=3600');
  const again = await call(`/api/help?lang=${lang}`, { cf: { country: 'GB' } });
  expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
  const other = await callJson<Help>(`/api/help?lang=${lang}`, { cf: { country: 'JP' } });
  expect(other.body.country).toBe('JP');
  expect(other.body.lines.map((line) => digits(line.phone))).not.toContain('116123');
  const byName = await call('/api/help?country=GB&lang=de');
  expect(byName.headers.get('Cache-Control')).toBe('public, max-age=3600');
});

test('GET /api/help ignores the session: a cookie changes nothing in the answer', async () => {
  const plain = await help('?country=JP&lang=en');
  const withCookie = await callJson<Help>('/api/help?country=JP&lang=en', {
    cookie: 'echo_session=not-a-real-session',
  });
  expect(withCookie.status).toBe(200);
  expect(withCookie.body).toEqual(plain.body);
});

test('fuzzed country and lang values get 200 or 400, never a 5xx', async () => {
  // Seeded so a failure can be replayed: printable ASCII, controls, non-Latin and astral text.
  let state = 20261125;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = [
    'a',
    'Z',
    '0',
    '-',
    '_',
    '%',
    '&',
    '=',
    ' ',
    '\u0000',
    'é',
    '日',
    'ж',
    '😀',
    '/',
  ];
  const word = () =>
    Array.from(
      { length: Math.floor(random() * 6) },
      () => alphabet[Math.floor(random() * alphabet.length)],
    ).join('');
  for (let i = 0; i < 120; i += 1) {
    const country = word();
    const lang = word();
    const answer = await call(
      `/api/help?country=${encodeURIComponent(country)}&lang=${encodeURIComponent(lang)}`,
    );
    expect([JSON.stringify([country, lang]), [200, 400].includes(answer.status)]).toEqual([
      JSON.stringify([country, lang]),
      true,
    ]);
  }
});
