// Issue 18 in Chromium against the production build: help while drafting (checked on the device,
// nothing sent), a murder–suicide post held and first for moderators, and a reader's "worried"
// flag at the top of the queue.
import { expect, test, type Page } from '@playwright/test';
import {
  composer,
  fillThought,
  openThought,
  postThoughtThroughApi,
  unique,
  userPage,
} from './fixtures/people';
import { ADMIN_SEED } from './fixtures/test-wallet';

const helpTitle = 'Need to talk to someone now?';

/** The staff page with an empty queue of urgent items (earlier specs may have left some). */
async function moderatorWithNoUrgentItems(page: Page) {
  const queue = await page.request.get('/api/mod/queue');
  expect(queue.ok()).toBe(true);
  const { items } = (await queue.json()) as {
    items: { kind: string; id: string; reason: string; urgent: boolean }[];
  };
  for (const item of items.filter((candidate) => candidate.urgent)) {
    const response = await page.request.post(`/api/mod/${item.kind}s/${item.id}`, {
      data: { action: item.reason === 'worried' ? 'restore' : 'remove' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(200);
  }
}

async function firstQueueItem(page: Page) {
  await page.goto('/moderation');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  return first;
}

test('a draft that reads as a crisis shows help before posting, and nothing is sent for it', async ({
  browser,
}) => {
  const writer = await userPage(browser, 'drafter', { at: '/thoughts' });
  const draft = 'ich will einfach nicht mehr aufwachen, alles ist zu viel';
  const sent: string[] = [];
  writer.page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const writes = request.method() !== 'GET';
    if (
      (writes && (path === '/api/moderate-content' || path === '/api/thoughts')) ||
      request.url().includes('aufwachen') ||
      request.postData()?.includes('aufwachen')
    ) {
      sent.push(`${request.method()} ${path}`);
    }
  });
  // The check runs in a Web Worker of the page (web/workers/draft-check.ts), off the main thread.
  const workerStarted = writer.page.waitForEvent('worker');
  await fillThought(writer.page, draft);
  expect((await workerStarted).url()).toMatch(/\/assets\/draft-check-[\w-]+\.js$/);
  const box = composer(writer.page).getByRole('complementary', { name: helpTitle });
  await expect(box).toBeVisible();
  await expect(box.getByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  // Screen readers hear one sentence, not the box's every line and its 250 country names.
  await expect(composer(writer.page).getByRole('status')).toHaveText(
    'Below are crisis lines you can call or text right now.',
  );
  expect(await box.evaluate((aside) => aside.closest('[aria-live], [role="status"]'))).toBeNull();
  expect(sent).toEqual([]);
  await writer.close();
});

test('on a 390 px phone, the help under a crisis draft fits the screen: nothing scrolls sideways', async ({
  browser,
}) => {
  const writer = await userPage(browser, 'phone', { at: '/thoughts' });
  await writer.page.setViewportSize({ width: 390, height: 844 });
  await fillThought(writer.page, 'i just want to end it all tonight');
  const box = composer(writer.page).getByRole('complementary', { name: helpTitle });
  await expect(box.getByRole('combobox')).toBeVisible();
  // The box's country chooser once widened the composer's grid column, and the page, to 424 px.
  const width = await writer.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await writer.close();
});

test('a murder–suicide sentence is held with help shown, and is first in the moderators’ queue', async ({
  browser,
}) => {
  const moderator = await userPage(browser, 'moderator', { seed: ADMIN_SEED });
  await moderatorWithNoUrgentItems(moderator.page);

  const writer = await userPage(browser, 'held', { at: '/thoughts' });
  const content = `I'm going to kill Jake and then myself ${unique()}`;
  await fillThought(writer.page, content, 'Family');
  await composer(writer.page).getByRole('button', { name: 'Post Thought' }).click();
  const box = composer(writer.page).getByRole('complementary', { name: helpTitle });
  await expect(box.getByText('A moderator will look at your post.')).toBeVisible();

  const first = await firstQueueItem(moderator.page);
  await expect(first).toContainText(content);
  await expect(first).toContainText('Urgent');
  await expect(first).toContainText('Held before publishing');
  await writer.close();
  await moderator.close();
});

test('a reader’s “worried about this person?” puts the thought at the top of the queue, still public', async ({
  browser,
}) => {
  const moderator = await userPage(browser, 'moderator', { seed: ADMIN_SEED });
  await moderatorWithNoUrgentItems(moderator.page);
  const poster = await userPage(browser, 'poster');
  const content = `Some days feel heavier than others ${unique()}`;
  await postThoughtThroughApi(poster.page, content);

  const reader = await userPage(browser, 'reader');
  const { card } = await openThought(reader.page, content);
  await card.getByRole('button', { name: 'Worried about this person?' }).click();
  const care = card.getByRole('region', { name: 'Thank you for looking out for them' });
  await expect(care.getByText(/Asking does not put the idea in their head/)).toBeVisible();
  // The lines, told to the reader as help for them and for the person (decision 096).
  const box = care.getByRole('complementary', { name: 'Support for them, and for you' });
  await expect(box.getByText(/also talk with people who are worried about someone/)).toBeVisible();

  const first = await firstQueueItem(moderator.page);
  await expect(first).toContainText(content);
  await expect(first).toContainText('A reader is worried about its author');
  // Still public: anyone signed out reads it.
  const list = await reader.page.request.get(`/api/thoughts?q=${content.split(' ').pop()}`);
  expect(((await list.json()) as { content: string }[]).map((t) => t.content)).toContain(content);
  await Promise.all([poster.close(), reader.close(), moderator.close()]);
});
