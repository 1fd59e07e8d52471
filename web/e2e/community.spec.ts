import { expect, test } from '@playwright/test';
import {
  composer,
  fillThought,
  postThought,
  postThoughtThroughApi,
  signInFresh,
  thoughtsPanel,
  unique,
  userPage,
} from './fixtures/people';

// A real 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('signed out: browse the community screen; interacting asks to connect a wallet', async ({
  page,
}) => {
  await page.goto('/thoughts');
  await expect(page.getByRole('heading', { name: 'Thoughts & Community' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^[\w\s-]+: \d+ thoughts?$/ })).toHaveCount(12);
  await expect(composer(page).getByText('Free to post')).toBeVisible();
  await expect(thoughtsPanel(page).getByPlaceholder('Search thoughts...')).toBeVisible();

  await fillThought(page, 'Trying to post while signed out', 'Work');
  await composer(page).getByRole('button', { name: 'Post Thought' }).click();
  await expect(page.getByText('Connect wallet to interact')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in to Echo' })).toBeVisible();
});

test('the bubbles float, stand still while scrolled out of view, and under prefers-reduced-motion', async ({
  page,
}) => {
  // Every other test runs with reduced motion (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/thoughts');
  const bubble = page.getByRole('button', { name: /^Anxiety\W/ });
  await expect(bubble).toBeVisible();
  const transformAt = () => bubble.evaluate((node) => (node as HTMLElement).style.transform);
  const first = await transformAt();
  await page.waitForTimeout(300);
  expect(await transformAt()).not.toBe(first);

  // Reading the thoughts below, the map is out of view: no frame is spent on it. (A short
  // window, so the page scrolls past the whole map.)
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The whole map, the bubbles' positioned box, is above the window.
  const mapBottom = () =>
    bubble.evaluate((node) => (node as HTMLElement).offsetParent?.getBoundingClientRect().bottom);
  expect(await mapBottom()).toBeLessThan(0);
  await expect.poll(transformAt).toBe('');
  await page.waitForTimeout(200);
  expect(await transformAt()).toBe('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(transformAt).not.toBe('');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(transformAt).toBe('');
  await page.waitForTimeout(200);
  expect(await transformAt()).toBe('');
});

test('post a thought and see it on top; the form clears', async ({ page }) => {
  await signInFresh(page, 'poster');
  const content = `Finally said it out loud ${unique()}`;
  const card = await postThought(page, content, 'Relationships');
  await expect(card).toContainText('Anonymous');
  await expect(card).toContainText('just now');
  await expect(card).toContainText('Relationships');
  await expect(composer(page).getByLabel('Your thought')).toHaveValue('');
  await expect(composer(page).getByText('0/500')).toBeVisible();
});

test('a thought with an email address is blocked', async ({ page }) => {
  await signInFresh(page, 'blocked');
  const content = `write to me at someone${unique()}@example.com please`;
  await fillThought(page, content, 'Random Thoughts');
  await composer(page).getByRole('button', { name: 'Post Thought' }).click();
  await expect(page.getByText('Content blocked')).toBeVisible();
  await expect(thoughtsPanel(page).getByText(content)).toHaveCount(0);
  await expect(composer(page).getByLabel('Your thought')).toHaveValue(content);
});

test('click a bubble to filter by its category, then clear the filter', async ({ page }) => {
  await signInFresh(page, 'filter');
  const content = `Speedrunning my chores ${unique()}`;
  await postThought(page, content, 'Gaming');

  const search = thoughtsPanel(page).getByPlaceholder('Search thoughts...');
  await search.fill('something');
  const bubble = page.getByRole('button', { name: /^Gaming\W+\d+ thoughts?$/ });
  await bubble.click();
  await expect(bubble).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('');
  await expect(thoughtsPanel(page).getByText('Filtering: Gaming')).toBeVisible();
  await expect(thoughtsPanel(page).getByText(content)).toBeVisible();
  const articles = thoughtsPanel(page).getByRole('article');
  for (const label of await articles.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label')),
  )) {
    expect(label).toBe('Anonymous thought in Gaming');
  }

  await page.getByRole('button', { name: /^Anxiety\W/ }).click();
  await expect(thoughtsPanel(page).getByText('Filtering: Anxiety')).toBeVisible();
  await expect(thoughtsPanel(page).getByText(content)).toHaveCount(0);

  await thoughtsPanel(page).getByRole('button', { name: 'Clear' }).click();
  await expect(thoughtsPanel(page).getByText(/Filtering:/)).toHaveCount(0);
  await expect(thoughtsPanel(page).getByText(content)).toBeVisible();
});

test('search finds a thought by a word in it', async ({ page }) => {
  await signInFresh(page, 'search');
  const word = `zebra${unique()}`;
  const content = `A thought about a ${word} at the zoo`;
  await postThought(page, content, 'Shower Thoughts');

  const search = thoughtsPanel(page).getByPlaceholder('Search thoughts...');
  await search.fill(word.toUpperCase());
  await expect(thoughtsPanel(page).getByRole('article')).toHaveCount(1);
  await expect(thoughtsPanel(page).getByRole('article')).toContainText(content);
  await search.fill(`nothing-matches-${unique()}`);
  // In the list's place, and said to screen readers by the panel's status line.
  await expect(
    thoughtsPanel(page).getByLabel('Thoughts', { exact: true }).getByText('No thoughts found.'),
  ).toBeVisible();
  await expect(thoughtsPanel(page).getByRole('status')).toHaveText('No thoughts found.');
});

test('grid view shows the expanded thought’s comments in a full-width row', async ({
  page,
  browser,
}) => {
  // A neighbour for the card's row, whatever else the run has posted (one thought per 30 s each).
  const neighbour = await userPage(browser, 'neighbour');
  await postThoughtThroughApi(neighbour.page, `Grid neighbour thought ${unique()}`, 'Gaming');
  await neighbour.close();
  await signInFresh(page, 'grid');
  const content = `Grid layout thought ${unique()}`;
  await postThought(page, content, 'Pop Culture');
  await thoughtsPanel(page).getByRole('button', { name: 'Grid view' }).click();
  await expect(thoughtsPanel(page).getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = thoughtsPanel(page).getByRole('article').filter({ hasText: content });
  await card.getByText(content).click();
  const comments = thoughtsPanel(page).getByRole('region', { name: 'Comments' });
  await expect(comments).toBeVisible();
  const cardBox = await card.boundingBox();
  const commentsBox = await comments.boundingBox();
  const gridBox = await comments.locator('xpath=../..').boundingBox();
  expect(commentsBox && cardBox && commentsBox.y > cardBox.y + cardBox.height - 1).toBe(true);
  // Full width: as wide as the grid itself, wider than the card.
  expect(commentsBox && gridBox && Math.abs(commentsBox.width - gridBox.width) < 2).toBe(true);
  expect(commentsBox && cardBox && commentsBox.width > cardBox.width).toBe(true);
  // The neighbour keeps its place beside the card, and the comments come below both.
  const besideIt = await thoughtsPanel(page).getByRole('article').nth(1).boundingBox();
  expect(besideIt && cardBox && Math.abs(besideIt.y - cardBox.y) < 2).toBe(true);
  expect(besideIt && commentsBox && commentsBox.y > besideIt.y + besideIt.height - 1).toBe(true);
  // With the keyboard, the card's last control leads into its comments, not to the neighbour.
  await card.getByRole('button', { name: 'Report' }).focus();
  await page.keyboard.press('Tab');
  expect(await comments.evaluate((region) => region.contains(document.activeElement))).toBe(true);

  await card.getByText(content).click();
  await expect(comments).toHaveCount(0);
});

test('like and unlike a thought', async ({ page }) => {
  await signInFresh(page, 'liker');
  const content = `Please like this one ${unique()}`;
  const card = await postThought(page, content, 'Food Thoughts');
  const like = card.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');

  await page.reload();
  const reloaded = thoughtsPanel(page).getByRole('article').filter({ hasText: content });
  const likeAgain = reloaded.getByRole('button', { name: /^Like/ });
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'true');
  await likeAgain.click();
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'false');
  await expect(likeAgain).toHaveAccessibleName('Like, 0 likes');
  await page.reload();
  await expect(
    thoughtsPanel(page)
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('button', { name: /^Like/ }),
  ).toHaveAccessibleName('Like, 0 likes');
});

test('report a thought: the button reads Reported and stays disabled', async ({ page }) => {
  await signInFresh(page, 'reporter');
  const content = `Something to report ${unique()}`;
  const card = await postThought(page, content, 'Dark Humor');
  await card.getByRole('button', { name: 'Report' }).click();
  await expect(card.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await page.reload();
  await expect(
    thoughtsPanel(page)
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('button', { name: 'Reported' }),
  ).toBeDisabled();
});

test('post a thought with an image and see the image rendered', async ({ page }) => {
  await signInFresh(page, 'image');
  await composer(page).getByLabel('Image (optional)').setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(composer(page).getByText('pixel.png')).toBeVisible();
  const content = `A picture says it better ${unique()}`;
  const card = await postThought(page, content, 'Random Thoughts');
  const image = card.getByRole('img', { name: 'Image shared with this thought' });
  await expect(image).toHaveAttribute('src', /^\/api\/images\//);
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBe(1);
  // Its text alternative is in the reader's language, as the rest of the card is.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('img', { name: 'Bild, das mit diesem Gedanken geteilt wurde' }),
  ).toBeVisible();
});

test('crisis language shows the crisis-support box to the poster and still posts', async ({
  page,
}) => {
  await signInFresh(page, 'crisis');
  const content = `I want to end my life, I can't keep going ${unique()}`;
  await postThought(page, content, 'Health');
  const box = composer(page).getByRole('complementary', { name: /need to talk/i });
  // Lines of the visitor's country (help.spec.ts); here the directory and the chooser.
  await expect(box.getByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  await expect(box.getByRole('combobox', { name: 'Country' })).toBeVisible();
});
