import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughUi } from './fixtures/test-wallet';

// Fresh identities per run: one thought or comment per 30 s per user, and names are unique.
let counter = 0;
function uniqueSeed(): number {
  counter += 1;
  return (Date.now() % 1_000_000_000) * 100 + 70 + counter;
}

async function userPage(browser: Browser, prefix: string) {
  const seed = uniqueSeed();
  const context = await browser.newContext();
  const page = await context.newPage();
  // base36: a long run of digits would read as a phone number to the name moderation.
  const name = `${prefix}-${seed.toString(36)}`;
  await signInThroughUi(page, { seed, name });
  return { page, name, seed, close: () => context.close() };
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function thoughtsPanel(page: Page) {
  return page.getByRole('region', { name: 'Community Thoughts' });
}

async function postThought(page: Page, text: string) {
  await page.goto('/thoughts');
  const composer = page.getByRole('region', { name: 'Share Anonymous Thought' });
  await composer.getByLabel('Your thought').fill(text);
  await composer.getByLabel('Category').selectOption('Anxiety');
  await composer.getByRole('button', { name: 'Post Thought' }).click();
  await expect(thoughtsPanel(page).getByRole('article').first()).toContainText(text);
}

async function reply(page: Page, thoughtText: string, replyText: string) {
  await page.goto('/thoughts');
  const card = thoughtsPanel(page).getByRole('article').filter({ hasText: thoughtText });
  await card.getByText(thoughtText).click();
  const comments = thoughtsPanel(page).getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Write a comment').fill(replyText);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments).toContainText(replyText);
  return comments;
}

async function openMyEcho(page: Page) {
  await nav(page)
    .getByRole('link', { name: /^My Echo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'My Echo', level: 1 })).toBeVisible();
}

test('a reply shows as new on My Echo; the author reads it, then deletes the thought', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await userPage(browser, 'author');
  const friend = await userPage(browser, 'friend');
  const thoughtText = `Cannot sleep again tonight ${Date.now().toString(36)}`;
  const replyText = `I am here, it gets lighter ${Date.now().toString(36)}`;

  await postThought(author.page, thoughtText);
  await openMyEcho(author.page);
  const mine = author.page.getByRole('article', { name: 'Your thought in Anxiety' });
  await expect(mine).toContainText(thoughtText);
  await expect(mine.getByText('Public')).toBeVisible();
  await expect(nav(author.page).getByRole('link', { name: 'My Echo', exact: true })).toBeVisible();

  const friendComments = await reply(friend.page, thoughtText, replyText);

  // Back on the tab (a reload stands in for the minute-long poll), the dot and 'new' appear.
  await author.page.reload();
  await expect(nav(author.page).getByRole('link', { name: 'My Echo, new replies' })).toBeVisible();
  await expect(mine.getByText('1 new')).toBeVisible();
  await mine.getByRole('button', { name: '1 reply' }).click();
  await expect(author.page.getByRole('region', { name: 'Comments' })).toContainText(replyText);
  await expect(mine.getByText('1 new')).toHaveCount(0);
  await expect(nav(author.page).getByRole('link', { name: 'My Echo', exact: true })).toBeVisible();
  await author.page.reload();
  await expect(nav(author.page).getByRole('link', { name: 'My Echo', exact: true })).toBeVisible();

  // The friend takes their reply back: it is gone for everyone.
  const ownReply = friendComments.getByRole('listitem', { name: `Comment by ${friend.name}` });
  await ownReply.getByRole('button', { name: 'Delete' }).click();
  await ownReply.getByRole('button', { name: 'Delete comment' }).click();
  await expect(friendComments.getByText(replyText)).toHaveCount(0);
  await author.page.reload();
  await expect(mine.getByRole('button', { name: '0 replies' })).toBeVisible();

  // The author deletes the thought: gone from My Echo and from the Community screen.
  await mine.getByRole('button', { name: 'Delete' }).click();
  await mine.getByRole('button', { name: 'Delete thought' }).click();
  await expect(author.page.getByText('You have not shared a thought yet.')).toBeVisible();
  await friend.page.goto('/thoughts');
  const panel = thoughtsPanel(friend.page);
  // The list has loaded (other tests' thoughts, or none at all).
  await expect(
    panel.getByRole('article').first().or(panel.getByText('No thoughts found.')),
  ).toBeVisible();
  await expect(thoughtsPanel(friend.page).getByText(thoughtText)).toHaveCount(0);

  await author.close();
  await friend.close();
});

test('signed out, My Echo asks to connect', async ({ page }) => {
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'Connect to see your thoughts' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: /My Echo/ })).toHaveCount(0);
});

test('deleting the account behind typing the name signs out; the wallet can start afresh', async ({
  browser,
}) => {
  const person = await userPage(browser, 'leaving');
  await openMyEcho(person.page);
  const card = person.page.getByRole('region', { name: 'Delete your account' });
  const button = card.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await card.getByRole('textbox', { name: /Type your name/ }).fill(person.name);
  await button.click();
  await expect(person.page.getByText(/Your account was deleted/)).toBeVisible();
  await expect(nav(person.page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(nav(person.page).getByText(person.name, { exact: true })).toHaveCount(0);

  await person.close();

  // The same wallet signing in again starts a new account: it is asked for a new name.
  const context = await browser.newContext();
  const page = await context.newPage();
  const again = `back-${person.seed.toString(36)}`;
  await signInThroughUi(page, { seed: person.seed, name: again });
  await openMyEcho(page);
  await expect(page.getByText('You have not shared a thought yet.')).toBeVisible();
  await context.close();
});
