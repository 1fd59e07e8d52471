// Live threads end to end (docs/decisions/024): real browsers on one thread, each holding a real
// WebSocket to the thread's Durable Object on `wrangler dev`; what one person does reaches the
// others' open thread without a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  commentThroughApi,
  nav,
  openLiveThread,
  postThoughtThroughApi,
  unique,
  userPage,
} from './fixtures/people';
import { ownOrigin } from './fixtures/test-wallet';

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The thread's polite live region (the upvote buttons' own status lines are separate). */
const liveRegion = (comments: ReturnType<Page['locator']>) =>
  comments.locator('[role="status"][aria-live="polite"]');

test('a comment and a like reach the other open threads, signed in and signed out, without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const poster = await userPage(browser, 'poster');
  const friend = await userPage(browser, 'friend');
  const guest = await signedOutPage(browser);
  const thought = `Talking to the ceiling again tonight ${unique()}`;
  await postThoughtThroughApi(poster.page, thought);

  const seenByPoster = await openLiveThread(poster.page, thought);
  const seenByGuest = await openLiveThread(guest.page, thought);
  const seenByFriend = await openLiveThread(friend.page, thought);

  // The friend comments: the others see it without reloading, as soon as the POST has answered.
  const reply = `The ceiling listens better than you think ${unique()}`;
  await seenByFriend.comments.getByLabel('Write a comment').fill(reply);
  const posted = friend.page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/comments'),
  );
  await seenByFriend.comments.getByRole('button', { name: 'Post Comment' }).click();
  expect((await posted).status()).toBe(201);
  await expect(seenByPoster.comments.getByText(reply)).toBeVisible({ timeout: 2000 });
  await expect(seenByGuest.comments.getByText(reply)).toBeVisible({ timeout: 2000 });

  // Announced politely to the others, and never to the one who wrote it.
  await expect(liveRegion(seenByPoster.comments)).toHaveText(`New comment from ${friend.name}`);
  await expect(liveRegion(seenByGuest.comments)).toHaveText(`New comment from ${friend.name}`);
  // The writer's form empties once the answer is read; the room's event may list the comment
  // before that, while the form still holds the same words.
  await expect(seenByFriend.comments.getByLabel('Write a comment')).toHaveValue('');
  await expect(seenByFriend.comments.getByText(reply)).toBeVisible();
  await expect(liveRegion(seenByFriend.comments)).toHaveText('');
  // Signed in and not its author, the poster may upvote it; the card counts it.
  const reached = seenByPoster.comments.getByRole('listitem', {
    name: `Comment by ${friend.name}`,
  });
  await expect(reached.getByRole('button', { name: 'Helpful 0' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expect(seenByPoster.card.getByRole('button', { name: '1 comment' })).toBeVisible();
  // The open thread, with its live region and the comment that arrived, passes axe as every
  // screen does (accessibility.spec.ts), label-content-name-mismatch included: the upvote
  // buttons are named by their visible words ("Helpful 0").
  const { violations } = await new AxeBuilder({ page: poster.page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);

  // The friend likes the thought: its count moves on the other pages too.
  const liked = friend.page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/likes'),
  );
  await seenByFriend.card.getByRole('button', { name: 'Like, 0 likes' }).click();
  expect((await liked).status()).toBe(200);
  await expect(seenByPoster.card.getByRole('button', { name: 'Like, 1 like' })).toBeVisible({
    timeout: 2000,
  });
  await expect(seenByGuest.card.getByRole('button', { name: 'Like, 1 like' })).toBeVisible({
    timeout: 2000,
  });
  // The poster's own like state is theirs: not liked.
  await expect(seenByPoster.card.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await poster.close();
  await friend.close();
  await guest.close();
});

test('when the author deletes the thought, an open thread closes and says why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const poster = await userPage(browser, 'poster');
  const reader = await userPage(browser, 'reader');
  const thought = `Not sure I should have posted this ${unique()}`;
  await postThoughtThroughApi(poster.page, thought);
  const { card } = await openLiveThread(reader.page, thought);

  await nav(poster.page)
    .getByRole('link', { name: /^My Echo/ })
    .first()
    .click();
  const mine = poster.page.getByRole('article', { name: 'Your thought in Anxiety' });
  await expect(mine).toContainText(thought);
  await mine.getByRole('button', { name: 'Delete' }).click();
  const deleted = poster.page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/thoughts/'),
  );
  await mine.getByRole('button', { name: 'Delete thought' }).click();
  expect((await deleted).status()).toBe(204);

  // Its card leaves the list with the open thread, and a toast says why.
  const toasts = reader.page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('This thought was removed.')).toBeVisible({ timeout: 2000 });
  await expect(card).toHaveCount(0);
  await expect(reader.page.getByRole('region', { name: 'Comments' })).toHaveCount(0);

  await poster.close();
  await reader.close();
});

test('a thread closed and opened again shows the comments posted while it was closed', async ({
  browser,
}) => {
  const poster = await userPage(browser, 'poster');
  const friend = await userPage(browser, 'friend');
  const thought = `Back and forth all evening ${unique()}`;
  const thoughtId = await postThoughtThroughApi(poster.page, thought);
  const { card, comments } = await openLiveThread(poster.page, thought);
  await expect(comments.getByText('No comments yet')).toBeVisible();

  // Closed, the thread has no socket: the friend's comment reaches it only by reading it again.
  await card.getByText(thought).click();
  await expect(comments).toHaveCount(0);
  const reply = `Still here if you want to talk ${unique()}`;
  await commentThroughApi(friend.page, thoughtId, reply);

  await card.getByText(thought).click();
  await expect(comments.getByText(reply)).toBeVisible();
  await Promise.all([poster.close(), friend.close()]);
});

test('a thought deleted while a reader was offline closes their open thread once they are back', async ({
  browser,
}) => {
  const poster = await userPage(browser, 'poster');
  const reader = await userPage(browser, 'reader');
  const thought = `Deleting this in a minute ${unique()}`;
  const thoughtId = await postThoughtThroughApi(poster.page, thought);
  const { card } = await openLiveThread(reader.page, thought);

  // Offline, the reader misses the room's last event.
  await reader.page.context().setOffline(true);
  const deleted = await poster.page.request.delete(`/api/thoughts/${thoughtId}`, {
    headers: ownOrigin(),
  });
  expect(deleted.status()).toBe(204);
  await reader.page.context().setOffline(false);

  // Back online, the room refuses the socket; the thread, asked, answers 404: it was removed.
  const toasts = reader.page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('This thought was removed.')).toBeVisible({ timeout: 15_000 });
  await expect(card).toHaveCount(0);
  await Promise.all([poster.close(), reader.close()]);
});
