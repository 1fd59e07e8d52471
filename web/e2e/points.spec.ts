import { expect, test, type Page } from '@playwright/test';
import { openThought, postThoughtThroughApi, userPage } from './fixtures/people';
import { ADMIN_SEED } from './fixtures/test-wallet';

/** Opens /thoughts and expands the thought with this text; returns its comments region. */
async function openComments(page: Page, thoughtText: string) {
  return (await openThought(page, thoughtText)).comments;
}

/** The number shown under a label on the Your Rewards card. */
async function rewardsValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Your Rewards' });
  const value = card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

async function openRewards(page: Page) {
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Echo Points & Leaderboard' })).toBeVisible();
}

test('a helpful upvote and a staff pick pay the comment author and move the leaderboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const poster = await userPage(browser, 'poster');
  const author = await userPage(browser, 'author');

  // The poster shares a thought; the author answers it.
  // Tokens in base36: a long digit run would be blocked by moderation as a phone number.
  const thoughtText = `Points scenario thought ${Date.now().toString(36)}`;
  await postThoughtThroughApi(poster.page, thoughtText);

  await openRewards(author.page);
  const totalBefore = await rewardsValue(author.page, 'All-Time Points');
  const periodBefore = await rewardsValue(author.page, 'Current ECHO Points');

  const commentText = `Proud of you for sharing this, it passes ${Date.now().toString(36)}`;
  const authorComments = await openComments(author.page, thoughtText);
  await authorComments.getByLabel('Write a comment').fill(commentText);
  await authorComments.getByRole('button', { name: 'Post Comment' }).click();
  const ownComment = authorComments.getByRole('listitem', { name: `Comment by ${author.name}` });
  await expect(ownComment).toContainText(commentText);
  await expect(ownComment).toContainText('just now');
  // Nobody upvotes their own comment.
  await expect(ownComment.getByRole('button', { name: /^Helpful/ })).toBeDisabled();
  await expect(ownComment.getByRole('button', { name: /^Funny/ })).toBeDisabled();
  // Only admins get the Staff Pick button.
  await expect(ownComment.getByRole('button', { name: 'Staff Pick' })).toHaveCount(0);

  // The poster finds it helpful, then waits out the cooldown before a funny vote.
  const posterComments = await openComments(poster.page, thoughtText);
  const comment = posterComments.getByRole('listitem', { name: `Comment by ${author.name}` });
  await expect(comment).toContainText('0 pts');
  await comment.getByRole('button', { name: 'Helpful 0' }).click();
  await expect(comment.getByRole('button', { name: 'Helpful 1' })).toBeDisabled();
  await expect(comment.getByRole('button', { name: 'Funny 0' })).toBeDisabled();
  await expect(comment.getByRole('timer')).toHaveText(/^Cooldown \d+s$/);
  await expect(comment).toContainText('10 pts');
  // The cooldown is the server's: a reload still shows it.
  const reloaded = await openComments(poster.page, thoughtText);
  const again = reloaded.getByRole('listitem', { name: `Comment by ${author.name}` });
  await expect(again.getByRole('timer')).toHaveText(/^Cooldown (30|[12]\d|\d)s$/);
  await expect(again.getByRole('button', { name: 'Funny 0' })).toBeDisabled();

  // The author's points and the leaderboard show the 10 points.
  await openRewards(author.page);
  await expect.poll(() => rewardsValue(author.page, 'All-Time Points')).toBe(totalBefore + 10);
  expect(await rewardsValue(author.page, 'Current ECHO Points')).toBe(periodBefore + 10);
  const leaderboard = author.page.getByRole('region', { name: 'Leaderboard' });
  const authorRow = leaderboard.getByRole('listitem').filter({ hasText: author.name });
  await expect(authorRow).toContainText(`${periodBefore + 10} pts`);
  await expect(leaderboard.getByRole('timer')).toHaveText(
    /\d+d \d+h \d+m remaining|\d+h \d+m remaining|\d+m remaining/,
  );

  // An admin awards a staff pick.
  const admin = await userPage(browser, 'admin', { seed: ADMIN_SEED });
  const adminComments = await openComments(admin.page, thoughtText);
  const picked = adminComments.getByRole('listitem', { name: `Comment by ${author.name}` });
  await picked.getByRole('button', { name: 'Staff Pick' }).click();
  await expect(picked.getByText('⭐ Staff Pick')).toBeVisible();
  await expect(picked.getByRole('button', { name: 'Staff Pick' })).toHaveCount(0);

  // Everyone sees the badge; the author gains the staff-pick bonus.
  const seenByPoster = (await openComments(poster.page, thoughtText)).getByRole('listitem', {
    name: `Comment by ${author.name}`,
  });
  await expect(seenByPoster.getByText('⭐ Staff Pick')).toBeVisible();
  await openRewards(author.page);
  await expect.poll(() => rewardsValue(author.page, 'All-Time Points')).toBe(totalBefore + 30);
  await expect(
    author.page
      .getByRole('region', { name: 'Leaderboard' })
      .getByRole('listitem')
      .filter({ hasText: author.name }),
  ).toContainText(`${periodBefore + 30} pts`);

  await Promise.all([poster.close(), author.close(), admin.close()]);
});

test('signed out: the rewards screen shows the leaderboard and asks nothing of the wallet', async ({
  page,
}) => {
  await openRewards(page);
  await expect(page.getByRole('region', { name: 'Authenticated Wallet' })).toHaveCount(0);
  const rewards = page.getByRole('region', { name: 'Your Rewards' });
  await expect(rewards.getByText('Not logged in')).toHaveCount(2);
  const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
  await expect(leaderboard.getByRole('timer')).toHaveText(
    /\d+d \d+h \d+m remaining|\d+h \d+m remaining|\d+m remaining/,
  );
  await expect(page.getByRole('region', { name: 'How to Earn Points' })).toContainText('+10');
});
