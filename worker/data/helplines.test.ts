// The crisis-line dataset: every record's shape, every shipped number's source, and the floor the
// reference sets (worker/data/helplines-reference, docs/decisions/023). A wrong number in a crisis
// is harm: a record that breaks any of this fails the gate.
import { expect, test } from 'vitest';
import reference from './helplines-reference/all.json';
import needsVerification from './helplines-needs-verification.json';
import { HELP_COUNTRIES } from '../../schema/help-countries';
import { HELPLINES } from './helplines';

const DIALABLE = /^[0-9+ ()*#-]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = ['suicide', 'crisis', 'emotional', 'youth', 'lgbtq', 'text', 'chat'];
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
const REFERENCE_SOURCE =
  /^https:\/\/en\.wikipedia\.org\/w\/index\.php\?title=List_of_suicide_crisis_lines/;
// The reference files Vanuatu, Zimbabwe and Yemen under the old codes NH, RH and YD.
const RENAMED: Record<string, string> = { NH: 'VU', RH: 'ZW', YD: 'YE' };

test('every record has a country code, an emergency number or null, and well-formed lines with https sources', () => {
  expect(HELPLINES.size).toBeGreaterThanOrEqual(246);
  for (const [code, record] of HELPLINES) {
    expect(record.country).toBe(code);
    expect(code).toMatch(/^[A-Z]{2}$/);
    if (record.emergency) {
      expect([code, record.emergency.number]).toEqual([code, expect.stringMatching(DIALABLE)]);
      expect(record.emergency.source).toMatch(/^https:\/\//);
      expect(record.emergency.verifiedAt).toMatch(DAY);
    }
    const seen = new Set<string>();
    for (const line of record.lines) {
      expect(KINDS).toContain(line.kind);
      expect(line.phone ?? line.sms ?? line.web).not.toBeNull();
      if (line.phone) expect([code, line.phone]).toEqual([code, expect.stringMatching(DIALABLE)]);
      if (line.sms) expect(line.sms.number).toMatch(DIALABLE);
      if (line.web) expect(line.web).toMatch(/^https:\/\//);
      expect(line.source).toMatch(/^https:\/\//);
      expect(line.verifiedAt).toMatch(DAY);
      for (const language of line.languages) expect(language).toMatch(/^[a-z]{2}$/);
      const key = `${digits(line.phone)}/${digits(line.sms?.number)}/${line.web ?? ''}`;
      expect([code, seen.has(key)]).toEqual([code, false]);
      seen.add(key);
    }
    // At most one national line, and it comes first.
    const national = record.lines.filter((line) => line.national);
    expect(national.length).toBeLessThanOrEqual(1);
    if (national.length === 1) expect(record.lines[0]?.national).toBe(true);
  }
});

test('a line is shown by its name: what maintainers know about its source stays in the notes', () => {
  // A person in crisis read "Helpline 1900 6233 (as listed in the reference; operator not
  // identified)" as the service's name (docs/decisions/084).
  const maintainersWords =
    /r[eé]f[eé]rence|v[eé]rifi|identifi|listed|riferimento|gestore|gestionnaire/i;
  const shown = [...HELPLINES.values()].flatMap((record) =>
    record.lines.flatMap((line) =>
      [line.name, line.nameEn ?? ''].map((name) => [record.country, name]),
    ),
  );
  expect(shown.filter(([, name]) => maintainersWords.test(name ?? ''))).toEqual([]);
});

test('the floor: every country of the reference has its emergency number and carries its crisis line', () => {
  for (const entry of reference.data) {
    const code = RENAMED[entry.country] ?? entry.country;
    const record = HELPLINES.get(code);
    expect([code, record?.emergency?.number]).toEqual([code, expect.any(String)]);
    if (!entry.crisis) continue;
    const carried = record?.lines.some(
      (line) =>
        digits(line.phone) === digits(entry.crisis?.number) ||
        digits(line.referenceNumber) === digits(entry.crisis?.number),
    );
    const replaced = record?.replacesReference?.source.startsWith('https://') ?? false;
    expect([code, carried || replaced]).toEqual([code, true]);
  }
  // Namibia, missing from the reference, has a record of its own (the directory, no numbers yet).
  expect(HELPLINES.get('NA')?.lines).toEqual([]);
});

test('at least 40 countries are curated (researched against official pages, with notes), the text lines of the help contract among them', () => {
  const researched = [...HELPLINES.values()].filter((record) => record.notes !== null);
  expect(researched.length).toBeGreaterThanOrEqual(40);
  // Where an official page was found, its lines ship with it as the source (41 countries and
  // territories after round 3 of curation; the floor keeps a record from silently falling back to
  // the reference).
  const fromOfficialPages = researched.filter((record) =>
    record.lines.some((line) => !REFERENCE_SOURCE.test(line.source)),
  );
  expect(fromOfficialPages.length).toBeGreaterThanOrEqual(41);
  const sms = (code: string) =>
    (HELPLINES.get(code)?.lines ?? []).map(
      (line) => `${digits(line.sms?.number)} ${line.sms?.body ?? ''}`,
    );
  expect(sms('US')).toContain('741741 HOME');
  expect(sms('US')).toContain('988 ');
  expect(sms('CA')).toContain('988 ');
  expect(sms('CA').some((text) => text.startsWith('686868'))).toBe(true);
  expect(sms('GB')).toContain('85258 SHOUT');
  expect(sms('IE')).toContain('50808 HELLO');
  expect(sms('AU')).toContain('0477131114 ');
  for (const code of ['GB', 'IE']) {
    expect(HELPLINES.get(code)?.lines.map((line) => digits(line.phone))).toContain('116123');
  }
});

test('nothing on the needs-verification list ships', () => {
  expect(needsVerification.length).toBeGreaterThan(0);
  for (const entry of needsVerification) {
    const shipped = (HELPLINES.get(entry.country)?.lines ?? []).flatMap((line) => [
      digits(line.phone),
      digits(line.sms?.number),
    ]);
    const number = digits(entry.phone);
    if (number)
      expect([entry.country, number, shipped.includes(number)]).toEqual([
        entry.country,
        number,
        false,
      ]);
  }
});

test("the SPA's country chooser lists exactly the countries the dataset has", () => {
  expect([...HELP_COUNTRIES].sort()).toEqual([...HELPLINES.keys()].sort());
});
