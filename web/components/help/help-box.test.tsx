import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Help, HelpLine } from '../../../schema/api';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../test/render';
import { chooseHelpCountry } from './help-country';
import { HelpBox } from './help-box';

afterEach(() => {
  vi.unstubAllGlobals();
  chooseHelpCountry(null);
});

function line(overrides: Partial<HelpLine>): HelpLine {
  return {
    name: 'A line',
    kind: 'crisis',
    description: 'Crisis support line',
    phone: null,
    sms: null,
    web: null,
    hours: null,
    languages: ['en'],
    free: null,
    confidential: null,
    fromAbroad: null,
    source: 'https://example.org',
    verifiedAt: '2026-11-25',
    ...overrides,
  };
}

const JAPAN: Help = {
  country: 'JP',
  countryName: 'Japan',
  source: 'edge',
  emergency: '119',
  lines: [
    line({ name: 'Inochi SOS', kind: 'suicide', phone: '0120-061-338', free: true }),
    line({
      name: 'Text line',
      kind: 'text',
      sms: { number: '12345', body: 'HELLO' },
      hours: '24/7',
    }),
    line({ name: 'Chat line', kind: 'chat', web: 'https://chat.example.org', confidential: true }),
  ],
  directory: { name: 'Find A Helpline', web: 'https://findahelpline.com' },
  verifiedAt: '2026-11-25',
  credit: 'Crisis lines: Wikipedia (CC BY-SA 4.0).',
};

function helpRequests(fetchMock: ReturnType<typeof fakeServer>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith('/api/help'))
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }));
}

test('leads with two lines of the country (call and text links), hides the rest behind "more lines", and names the emergency number', async () => {
  const fetchMock = fakeServer({ ...SIGNED_OUT, 'GET /api/help': { body: JAPAN } });
  renderWithProviders(<HelpBox />);
  const box = await screen.findByRole('complementary', { name: 'Need to talk to someone now?' });
  // Each link's name ends with its line's: a list of links tells two "Call" links apart.
  const call = await within(box).findByRole('link', { name: 'Call 0120-061-338, Inochi SOS' });
  expect(call).toHaveAttribute('href', 'tel:0120061338');
  // The SMS keyword is the service's own: never translated, and prefilled for iOS and Android.
  expect(within(box).getByRole('link', { name: 'Text HELLO to 12345, Text line' })).toHaveAttribute(
    'href',
    'sms:12345?&body=HELLO',
  );
  expect(within(box).queryByText('Chat line')).not.toBeInTheDocument();
  await userEvent.click(within(box).getByRole('button', { name: '1 more line' }));
  expect(within(box).getByRole('link', { name: 'Chat online, Chat line' })).toHaveAttribute(
    'href',
    'https://chat.example.org',
  );
  expect(within(box).getByRole('link', { name: 'In immediate danger, call 119.' })).toHaveAttribute(
    'href',
    'tel:119',
  );
  expect(within(box).getByText('Crisis lines: Wikipedia (CC BY-SA 4.0).')).toBeInTheDocument();
  // Fetched without credentials: no session travels with it.
  expect(helpRequests(fetchMock)[0]?.init?.credentials).toBe('omit');
  expect(helpRequests(fetchMock)[0]?.url.searchParams.get('lang')).toBe('en');
});

test('claims free, confidential or 24/7 only where the line says so', async () => {
  fakeServer({ ...SIGNED_OUT, 'GET /api/help': { body: JAPAN } });
  renderWithProviders(<HelpBox />);
  const box = await screen.findByRole('complementary');
  await within(box).findByText('Inochi SOS');
  await userEvent.click(within(box).getByRole('button', { name: '1 more line' }));
  const items = within(box).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Free');
  expect(items[0]).not.toHaveTextContent('Confidential');
  expect(items[0]).not.toHaveTextContent('24/7');
  expect(items[1]).toHaveTextContent('Open 24/7');
  expect(items[1]).not.toHaveTextContent('Free');
  expect(items[2]).toHaveTextContent('Confidential');
});

test('shows the directory before the lines arrive, and asks for a country when none is known', async () => {
  let answer: (value: Response) => void = () => undefined;
  fakeServer(SIGNED_OUT);
  const table = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/help')
      ? new Promise<Response>((resolve) => (answer = resolve))
      : table(input, init),
  );
  renderWithProviders(<HelpBox />);
  const box = await screen.findByRole('complementary');
  expect(
    await within(box).findByRole('link', { name: /findahelpline\.com|Find a helpline near you/ }),
  ).toHaveAttribute('href', 'https://findahelpline.com');
  answer(
    new Response(
      JSON.stringify({
        ...JAPAN,
        country: null,
        countryName: null,
        source: 'none',
        lines: [],
        emergency: null,
      }),
      { status: 200 },
    ),
  );
  expect(
    await within(box).findByText(
      'Choose your country to see the lines there, or find a helpline in the directory.',
    ),
  ).toBeInTheDocument();
});

test('choosing a country asks for its lines by name and remembers it on this device', async () => {
  const fetchMock = fakeServer({ ...SIGNED_OUT, 'GET /api/help': { body: JAPAN } });
  renderWithProviders(<HelpBox />);
  const box = await screen.findByRole('complementary');
  await within(box).findByText('Inochi SOS');
  await userEvent.selectOptions(within(box).getByLabelText('Country'), 'DE');
  await waitFor(() =>
    expect(
      helpRequests(fetchMock).map((request) => request.url.searchParams.get('country')),
    ).toContain('DE'),
  );
  expect(localStorage.getItem('echo-help-country')).toBe('DE');
});

test('a held post is told a moderator will look at it, with the help beside it', async () => {
  fakeServer({ ...SIGNED_OUT, 'GET /api/help': { body: JAPAN } });
  renderWithProviders(
    <>
      <HelpBox held />
      <HelpBox />
    </>,
  );
  const notice = await screen.findByText('A moderator will look at your post.');
  expect(notice).toHaveAttribute('role', 'status');
  expect(screen.getAllByText('A moderator will look at your post.')).toHaveLength(1);
  const boxes = screen.getAllByRole('complementary', { name: 'Need to talk to someone now?' });
  expect(boxes[0]?.getAttribute('aria-labelledby')).not.toBe(
    boxes[1]?.getAttribute('aria-labelledby'),
  );
});
