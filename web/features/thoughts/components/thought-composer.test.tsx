import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderWithProviders, SIGNED_IN, SIGNED_OUT } from '../../../test/render';
import { ThoughtComposer } from './thought-composer';
import { buildThought } from '../../../test/factories';

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts in a module-level store: start every test without any.
  toast.dismiss();
});

const created = buildThought();

const ALLOWED = {
  'POST /api/moderate-content': { body: { allowed: true, crisis: false } },
  'POST /api/thoughts': { status: 201, body: created },
};

async function renderComposer(
  table: Parameters<typeof fakeServer>[0],
  viewer: { signedIn: boolean; onOpenSignIn?: () => void } = { signedIn: true },
) {
  const fetchMock = fakeServer({ ...(viewer.signedIn ? SIGNED_IN : SIGNED_OUT), ...table });
  renderWithProviders(<ThoughtComposer />, { onOpenSignIn: viewer.onOpenSignIn });
  await screen.findByRole('heading', { name: 'Share Anonymous Thought' });
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof fakeServer>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
}

async function fill(content: string, category = 'Work') {
  const user = userEvent.setup();
  if (content) await user.type(screen.getByLabelText('Your thought'), content);
  if (category) await user.selectOptions(screen.getByLabelText('Category'), category);
  return user;
}

test('is marked Free to post and counts characters out of 500', async () => {
  await renderComposer(ALLOWED);
  expect(screen.getByText('Free to post')).toBeInTheDocument();
  expect(screen.getByText('0/500')).toBeInTheDocument();
  await fill('hello', '');
  expect(screen.getByText('5/500')).toBeInTheDocument();
});

test('submit stays disabled until there is content and a category', async () => {
  await renderComposer(ALLOWED);
  const submit = screen.getByRole('button', { name: 'Post Thought' });
  expect(submit).toBeDisabled();
  await fill('Something on my mind', '');
  expect(submit).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Anxiety');
  expect(submit).toBeEnabled();
});

test('whitespace-only content toasts Missing information and posts nothing', async () => {
  const fetchMock = await renderComposer(ALLOWED);
  const user = await fill('   ');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Missing information')).toBeInTheDocument();
  expect(screen.getByText('Please fill in both content and category')).toBeInTheDocument();
  expect(calls(fetchMock, '/api/moderate-content')).toHaveLength(0);
});

test('under 10 characters toasts Content too short and posts nothing', async () => {
  const fetchMock = await renderComposer(ALLOWED);
  const user = await fill('too short');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content too short')).toBeInTheDocument();
  expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
  expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
});

test('a 422 from moderation toasts Content blocked with the reason for its code and posts nothing', async () => {
  const fetchMock = await renderComposer({
    ...ALLOWED,
    'POST /api/moderate-content': {
      status: 422,
      body: {
        error: 'Content not allowed',
        reason: 'Please remove contact details',
        code: 'email',
      },
    },
  });
  const user = await fill('mail me at someone@example.com');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content blocked')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Content not allowed: please remove the email address. Posts here stay anonymous.',
    ),
  ).toBeInTheDocument();
  expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
});

test('a refusal that also reads as a crisis still shows the help box, and posts nothing', async () => {
  const fetchMock = await renderComposer({
    ...ALLOWED,
    'POST /api/moderate-content': {
      status: 422,
      body: { error: 'Content not allowed', reason: 'phone', code: 'phone', crisis: true },
    },
  });
  const user = await fill('i cant do this anymore, call me 0612345678');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content blocked')).toBeInTheDocument();
  const box = await screen.findByRole('complementary', { name: 'Need to talk to someone now?' });
  expect(await within(box).findByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
  // Screen readers hear one sentence as it appears, not the whole box; it sits right under the
  // words, before the submit button.
  expect(screen.getByRole('status')).toHaveTextContent(
    'Below are crisis lines you can call or text right now.',
  );
  expect(box.closest('[aria-live], [role="status"]')).toBeNull();
  const submit = screen.getByRole('button', { name: 'Post Thought' });
  expect(box.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a 422 without a code reads Content not allowed', async () => {
  await renderComposer({ 'POST /api/moderate-content': { status: 422, body: {} } });
  const user = await fill('something the checker dislikes');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content blocked')).toBeInTheDocument();
  expect(screen.getByText('Content not allowed')).toBeInTheDocument();
});

test('any other moderation failure toasts Content check failed', async () => {
  const fetchMock = await renderComposer({
    ...ALLOWED,
    'POST /api/moderate-content': { status: 500, body: { error: 'boom' } },
  });
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content check failed')).toBeInTheDocument();
  expect(screen.getByText('Please try again')).toBeInTheDocument();
  expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
});

test('a successful post sends the trimmed content anonymously and clears the form', async () => {
  const fetchMock = await renderComposer(ALLOWED);
  const user = await fill('  A perfectly fine thought  ');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  await waitFor(() => expect(screen.getByLabelText('Your thought')).toHaveValue(''));
  expect(screen.getByLabelText('Category')).toHaveValue('');
  const [, init] = calls(fetchMock, '/api/thoughts')[0] ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({
    content: 'A perfectly fine thought',
    category: 'Work',
    imageUrl: null,
    isAnonymous: true,
  });
  expect(screen.queryByRole('complementary', { name: /need to talk/i })).not.toBeInTheDocument();
});

test('crisis language shows the crisis-support box and still posts', async () => {
  const fetchMock = await renderComposer({
    ...ALLOWED,
    'POST /api/moderate-content': { body: { allowed: true, crisis: true } },
  });
  const user = await fill('I do not want to be here anymore');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  const box = await screen.findByRole('complementary', { name: /need to talk/i });
  // The lines are the visitor's country's (docs/decisions/023); the directory is always there.
  expect(await within(box).findByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  await waitFor(() => expect(calls(fetchMock, '/api/thoughts')).toHaveLength(1));
});

test('crisis seen only by the post itself still shows the crisis-support box', async () => {
  await renderComposer({
    ...ALLOWED,
    'POST /api/thoughts': { status: 201, body: { ...created, crisis: true } },
  });
  const user = await fill('A thought the pre-check let through');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  const box = await screen.findByRole('complementary', { name: /need to talk/i });
  // The lines are the visitor's country's (docs/decisions/023); the directory is always there.
  expect(await within(box).findByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  expect(within(box).queryByRole('status')).not.toBeInTheDocument();
});

test('a held thought clears the form and says a moderator will look at it, with the help', async () => {
  await renderComposer({
    'POST /api/moderate-content': { body: { allowed: true, crisis: true } },
    'POST /api/thoughts': { status: 202, body: { held: true, crisis: true } },
  });
  const user = await fill('kill my dad then myself');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  const box = await screen.findByRole('complementary', { name: /need to talk/i });
  expect(within(box).getByRole('status')).toHaveTextContent('A moderator will look at your post.');
  await waitFor(() => expect(screen.getByLabelText('Your thought')).toHaveValue(''));
});

test('a post failure shows what its status means under Failed to post', async () => {
  await renderComposer({
    ...ALLOWED,
    'POST /api/thoughts': { status: 429, body: { error: 'Please wait before posting again' } },
  });
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Failed to post')).toBeInTheDocument();
  expect(screen.getByText('Please wait 30 seconds and try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Your thought')).toHaveValue('A perfectly fine thought');
});

test('a 422 post failure is titled Content blocked', async () => {
  await renderComposer({
    ...ALLOWED,
    'POST /api/thoughts': {
      status: 422,
      body: { error: 'Content not allowed', reason: 'Content not allowed: links', code: 'link' },
    },
  });
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Content blocked')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Content not allowed: please remove the link. Links and website addresses are not allowed.',
    ),
  ).toBeInTheDocument();
});

test('an unexplained server failure reads Failed to create thought', async () => {
  await renderComposer({ ...ALLOWED, 'POST /api/thoughts': { status: 500, body: '' } });
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Failed to post')).toBeInTheDocument();
  expect(screen.getByText('Failed to create thought')).toBeInTheDocument();
});

test('an image over 5MB is refused with File too large', async () => {
  await renderComposer(ALLOWED);
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Image (optional)'), big);
  expect(await screen.findByText('File too large')).toBeInTheDocument();
  expect(screen.getByText('Please choose an image under 5MB')).toBeInTheDocument();
  expect(screen.queryByText('big.png')).not.toBeInTheDocument();
});

test('a file that is not an image is refused with Invalid file type', async () => {
  await renderComposer(ALLOWED);
  const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  // applyAccept off: the browser's picker filter is a hint a user can bypass.
  await userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Image (optional)'), text);
  expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
  expect(screen.getByText('Please choose an image file')).toBeInTheDocument();
});

test('the image is uploaded first and its URL is posted', async () => {
  const fetchMock = await renderComposer({
    ...ALLOWED,
    'POST /api/upload-image': { status: 201, body: { imageUrl: '/api/images/abc' } },
  });
  await userEvent.upload(
    screen.getByLabelText('Image (optional)'),
    new File([new Uint8Array(10)], 'cat.png', { type: 'image/png' }),
  );
  expect(screen.getByText('cat.png')).toBeInTheDocument();
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  await waitFor(() => expect(calls(fetchMock, '/api/thoughts')).toHaveLength(1));
  const [, upload] = calls(fetchMock, '/api/upload-image')[0] ?? [];
  expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
  const [, post] = calls(fetchMock, '/api/thoughts')[0] ?? [];
  expect(JSON.parse(String(post?.body)).imageUrl).toBe('/api/images/abc');
});

test.each([
  [500, 'Could not upload image. Please try again.'],
  // A file named .png with no image inside: trying again cannot help, so the toast says why.
  [415, 'That file type is not supported.'],
  [413, 'That is too large.'],
])(
  'an upload that fails with %d toasts Image upload failed, says %s, and does not post',
  async (status, said) => {
    const fetchMock = await renderComposer({
      ...ALLOWED,
      'POST /api/upload-image': { status, body: { error: 'refused' } },
    });
    await userEvent.upload(
      screen.getByLabelText('Image (optional)'),
      new File([new Uint8Array(10)], 'cat.png', { type: 'image/png' }),
    );
    const user = await fill('A perfectly fine thought');
    await user.click(screen.getByRole('button', { name: 'Post Thought' }));
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
  },
);

test('signed out, submitting prompts to connect a wallet and opens sign-in', async () => {
  const requestSignIn = vi.fn();
  const fetchMock = await renderComposer(ALLOWED, {
    signedIn: false,
    onOpenSignIn: requestSignIn,
  });
  const user = await fill('A perfectly fine thought');
  await user.click(screen.getByRole('button', { name: 'Post Thought' }));
  expect(await screen.findByText('Connect wallet to interact')).toBeInTheDocument();
  expect(requestSignIn).toHaveBeenCalledTimes(1);
  expect(calls(fetchMock, '/api/moderate-content')).toHaveLength(0);
});

test('a draft that reads as a crisis shows the help box before posting, checked on the device', async () => {
  const fetchMock = await renderComposer(ALLOWED);
  const user = userEvent.setup();
  const textarea = screen.getByLabelText('Your thought');
  await user.type(textarea, 'honestly I just want to disappear forever and not wake up');
  const box = await screen.findByRole('complementary', { name: 'Need to talk to someone now?' });
  expect(box).toBeVisible();
  // Nothing of the draft left the device: no moderation call, no post.
  expect(calls(fetchMock, '/api/moderate-content')).toHaveLength(0);
  expect(calls(fetchMock, '/api/thoughts')).toHaveLength(0);
  // It stays only while the draft reads so.
  await user.clear(textarea);
  await user.type(textarea, 'what a lovely walk by the sea today');
  await waitFor(() =>
    expect(
      screen.queryByRole('complementary', { name: 'Need to talk to someone now?' }),
    ).not.toBeInTheDocument(),
  );
});
