import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import type { Cluster, Thought } from '../../../../schema/api';
import { CATEGORIES, categoryGroup } from '../../../../schema/constants';
import { fakeServer, renderWithProviders, SIGNED_IN, SIGNED_OUT } from '../../../test/render';
import { ThoughtsCommunity } from './thoughts-community';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const CLUSTERS: Cluster[] = CATEGORIES.map((category, index) => ({
  id: `cluster-${index}`,
  category,
  group: categoryGroup(category),
  count: index * 40,
  description: `About ${category}`,
}));

function thought(id: string, overrides: Partial<Thought> = {}): Thought {
  return {
    id,
    content: `Thought number ${id}`,
    category: 'Work',
    likes: 2,
    comments: 1,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    imageUrl: null,
    tokensCost: 5,
    isAnonymous: true,
    isReported: false,
    hasLiked: false,
    ...overrides,
  };
}

async function renderCommunity(
  table: Parameters<typeof fakeServer>[0],
  viewer: { signedIn: boolean; onOpenSignIn?: () => void } = { signedIn: true },
) {
  const fetchMock = fakeServer({
    ...(viewer.signedIn ? SIGNED_IN : SIGNED_OUT),
    'GET /api/clusters': { body: CLUSTERS },
    'GET /api/thoughts': { body: [thought('a'), thought('b'), thought('c')] },
    ...table,
  });
  renderWithProviders(
    <ThoughtsCommunity renderComments={(shown) => <p>Comments of {shown.content}</p>} />,
    { onOpenSignIn: viewer.onOpenSignIn },
  );
  return fetchMock;
}

function thoughtRequests(fetchMock: ReturnType<typeof fakeServer>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/thoughts');
}

function cards() {
  return screen.getAllByRole('article');
}

test('cards read Anonymous with relative time, likes, comment count and token cost', async () => {
  await renderCommunity({});
  const [first] = await screen.findAllByRole('article');
  const card = within(first as HTMLElement);
  expect(card.getByText('Anonymous')).toBeInTheDocument();
  expect(card.getByText('3h ago')).toBeInTheDocument();
  expect(card.getByRole('button', { name: 'Like, 2 likes' })).toBeInTheDocument();
  expect(card.getByRole('button', { name: '1 comment' })).toBeInTheDocument();
  expect(card.getByText('5 tokens')).toBeInTheDocument();
});

test('shows five skeleton cards while the first page loads', async () => {
  const pending = new Promise<Response>(() => undefined);
  fakeServer({ ...SIGNED_OUT, 'GET /api/clusters': { body: CLUSTERS } });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/thoughts') ? pending : answer(input, init),
  );
  renderWithProviders(<ThoughtsCommunity renderComments={() => null} />);
  await waitFor(() => expect(screen.getAllByTestId('thought-skeleton')).toHaveLength(5));
  expect(screen.getByText('Loading thoughts...')).toBeInTheDocument();
});

test('an empty list reads No thoughts found., and says so to screen readers', async () => {
  await renderCommunity({ 'GET /api/thoughts': { body: [] } });
  // Once in the list's place, once in the status line a screen reader hears.
  await waitFor(() => expect(screen.getAllByText('No thoughts found.')).toHaveLength(2));
  const said = screen.getAllByRole('status').map((status) => status.textContent);
  expect(said).toContain('No thoughts found.');
});

test('a bubble toggles the category filter chip, clears the search, and Clear removes it', async () => {
  const fetchMock = await renderCommunity({});
  const user = userEvent.setup();
  await user.type(await screen.findByRole('searchbox', { name: 'Search thoughts' }), 'tired');
  const bubble = await screen.findByRole('button', { name: 'Anxiety: 0 thoughts' });
  await user.click(bubble);
  expect(screen.getByText('Filtering: Anxiety')).toBeInTheDocument();
  expect(bubble).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search thoughts' })).toHaveValue('');
  await waitFor(() =>
    expect(thoughtRequests(fetchMock).at(-1)?.searchParams.get('category')).toBe('Anxiety'),
  );
  expect(thoughtRequests(fetchMock).at(-1)?.searchParams.get('q')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.queryByText(/Filtering:/)).not.toBeInTheDocument();
  expect(bubble).toHaveAttribute('aria-pressed', 'false');
  // The button went with the chip: focus goes on to the search box.
  expect(screen.getByRole('searchbox', { name: 'Search thoughts' })).toHaveFocus();

  await user.click(bubble);
  await user.click(bubble);
  expect(screen.queryByText(/Filtering:/)).not.toBeInTheDocument();
});

test('bubbles carry their category and count, real problems before memes', async () => {
  await renderCommunity({});
  await screen.findByRole('button', { name: 'Gaming: 440 thoughts' });
  const names = screen
    .getAllByRole('button', { name: /: \d+ thoughts?$/ })
    .map((button) => button.textContent.split(':')[0]);
  expect(names).toEqual([...CATEGORIES]);
});

test('search asks the server with q once typing pauses', async () => {
  const fetchMock = await renderCommunity({});
  await screen.findAllByRole('article');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search thoughts' }), 'exam');
  await waitFor(() =>
    expect(thoughtRequests(fetchMock).at(-1)?.searchParams.get('q')).toBe('exam'),
  );
  // Debounced: no request for the partial words.
  expect(thoughtRequests(fetchMock).some((url) => url.searchParams.get('q') === 'ex')).toBe(false);
});

test('a one-character search is not sent: the list stays whole and a hint says how much to type', async () => {
  const fetchMock = await renderCommunity({});
  await screen.findAllByRole('article');
  const box = screen.getByRole('searchbox', { name: 'Search thoughts' });
  // "死" alone is one character, as the server counts; two make a search.
  await userEvent.type(box, '死');
  expect(box).toHaveAccessibleDescription('Type at least 2 characters to search.');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(thoughtRequests(fetchMock).some((url) => url.searchParams.has('q'))).toBe(false);
  expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  expect(screen.queryByText('Could not load thoughts.')).not.toBeInTheDocument();
  await userEvent.type(box, 'に');
  await waitFor(() =>
    expect(thoughtRequests(fetchMock).at(-1)?.searchParams.get('q')).toBe('死に'),
  );
  expect(box).not.toHaveAccessibleDescription();
});

test('clicking a card expands its comments and only one stays expanded', async () => {
  const user = userEvent.setup();
  await renderCommunity({});
  await screen.findAllByRole('article');
  await user.click(screen.getByText('Thought number a'));
  expect(screen.getByText('Comments of Thought number a')).toBeInTheDocument();
  await user.click(screen.getByText('Thought number b'));
  expect(screen.queryByText('Comments of Thought number a')).not.toBeInTheDocument();
  expect(screen.getByText('Comments of Thought number b')).toBeInTheDocument();
  await user.click(within(cards()[1] as HTMLElement).getByRole('button', { name: '1 comment' }));
  expect(screen.queryByText('Comments of Thought number b')).not.toBeInTheDocument();
});

test('grid view puts the expanded comments in a full-width block right after the card, in a dense grid', async () => {
  const user = userEvent.setup();
  await renderCommunity({});
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: 'Grid view' }));
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByText('Thought number a'));
  const block = screen.getByText('Comments of Thought number a').parentElement as HTMLElement;
  expect(block).toHaveClass('col-span-full');
  const order = [...(block.parentElement?.children ?? [])].map((child) =>
    child === block ? 'comments' : child.textContent?.match(/Thought number (\w)/)?.[1],
  );
  // Read and tabbed to right after the card; the dense grid shows b beside a, the block below.
  expect(order).toEqual(['a', 'comments', 'b', 'c']);
  expect(block.parentElement).toHaveClass('grid-flow-row-dense');
});

test('like toggles at once and sends {liked}', async () => {
  const fetchMock = await renderCommunity({
    'PATCH /api/thoughts/a/likes': { body: { likes: 3, hasLiked: true } },
  });
  const [first] = await screen.findAllByRole('article');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Like/ }));
  // The optimistic update lands after in-flight list fetches are cancelled (a microtask later).
  const like = await within(first as HTMLElement).findByRole('button', { name: 'Like, 3 likes' });
  expect(like).toHaveAttribute('aria-pressed', 'true');
  // The request goes out once the optimistic update is in place.
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/likes'))).toBe(true),
  );
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/likes')) ?? [];
  expect(init?.method).toBe('PATCH');
  expect(JSON.parse(String(init?.body))).toEqual({ liked: true });
});

test('a failed like rolls back and toasts Failed to update like', async () => {
  await renderCommunity({
    'PATCH /api/thoughts/a/likes': { status: 500, body: { error: 'boom' } },
  });
  const [first] = await screen.findAllByRole('article');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Like/ }));
  expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
  const like = within(first as HTMLElement).getByRole('button', { name: 'Like, 2 likes' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('report turns into a disabled Reported button', async () => {
  await renderCommunity({ 'PATCH /api/thoughts/a/report': { body: { isReported: true } } });
  const [first] = await screen.findAllByRole('article');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Report' }));
  expect(
    await within(first as HTMLElement).findByRole('button', { name: 'Reported' }),
  ).toBeDisabled();
});

test('a failed report toasts Failed to report post and stays reportable', async () => {
  await renderCommunity({ 'PATCH /api/thoughts/a/report': { status: 500, body: {} } });
  const [first] = await screen.findAllByRole('article');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Report' }));
  expect(await screen.findByText('Failed to report post')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByRole('button', { name: 'Report' })).toBeEnabled();
});

test('signed out, like and report prompt to connect a wallet and call nothing', async () => {
  const requestSignIn = vi.fn();
  const fetchMock = await renderCommunity({}, { signedIn: false, onOpenSignIn: requestSignIn });
  const [first] = await screen.findAllByRole('article');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Like/ }));
  expect(await screen.findByText('Connect wallet to interact')).toBeInTheDocument();
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Report' }));
  expect(requestSignIn).toHaveBeenCalledTimes(2);
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  // Browsing still works signed out.
  await userEvent.click(screen.getByRole('button', { name: 'Work: 120 thoughts' }));
  expect(screen.getByText('Filtering: Work')).toBeInTheDocument();
});

test('a full page offers more, fetched with before = the last id', async () => {
  const page = Array.from({ length: 50 }, (_, i) => thought(`p${i}`));
  const nextPage = [thought('q0')];
  const fetchMock = await renderCommunity({
    'GET /api/thoughts': () => ({
      body: thoughtRequests(fetchMock).length > 1 ? nextPage : page,
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Load more thoughts' }));
  await waitFor(() =>
    expect(thoughtRequests(fetchMock).at(-1)?.searchParams.get('before')).toBe('p49'),
  );
  expect(thoughtRequests(fetchMock)[0]?.searchParams.get('limit')).toBe('50');
});

test('hovering a card’s time shows the full date as its hint', async () => {
  const createdAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
  await renderCommunity({ 'GET /api/thoughts': { body: [thought('a', { createdAt })] } });
  const time = within(await screen.findByRole('article')).getByText('3h ago');
  expect(time).not.toHaveAttribute('title');
  await userEvent.hover(time);
  expect(time).toHaveAttribute('title', new Date(createdAt).toLocaleString());
});
