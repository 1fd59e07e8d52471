import { expect, test, type Page } from '@playwright/test';
import {
  comment,
  commentThroughApi,
  nav,
  openThought,
  postThoughtThroughApi,
  signInAs,
  thoughtsPanel,
  userPage,
} from './fixtures/people';

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
  // Far from a crisis reading: with "Cannot sleep again tonight", the random id tipped the crisis
  // classifier one time in 12 to 24, and the crisis box's country list showed in the article.
  const thoughtText = `Finally tried the breathing exercise tonight ${Date.now().toString(36)}`;
  const replyText = `Sending you strength, it gets lighter ${Date.now().toString(36)}`;

  await postThoughtThroughApi(author.page, thoughtText);
  await openMyEcho(author.page);
  const mine = author.page.getByRole('article', { name: 'Your thought in Anxiety' });
  await expect(mine).toContainText(thoughtText);
  await expect(mine.getByText('Public', { exact: true })).toBeVisible();
  await expect(nav(author.page).getByRole('link', { name: 'My Echo', exact: true })).toBeVisible();

  const friendComments = await comment(friend.page, thoughtText, replyText);

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

  // Under their own thought the reply box says that a reply shows their name, on My Echo and on
  // the Community screen alike (docs/decisions/081); the friend's box said nothing of the kind.
  const ownNote = `You wrote this thought. A reply here shows your name, ${author.name}, so readers may guess it was you.`;
  await mine.getByRole('button', { name: '1 reply' }).click();
  await expect(author.page.getByRole('region', { name: 'Comments' }).getByRole('note')).toHaveText(
    ownNote,
  );
  const { comments: ownThread } = await openThought(author.page, thoughtText);
  await ownThread.getByLabel('Write a comment').click();
  await expect(ownThread.getByRole('note')).toHaveText(ownNote);
  await expect(friendComments.getByRole('note')).toHaveCount(0);
  await openMyEcho(author.page);

  // The friend takes their reply back: it is gone for everyone.
  const ownReply = friendComments.getByRole('listitem', { name: `Comment by ${friend.name}` });
  await ownReply.getByRole('button', { name: 'Delete' }).click();
  await ownReply.getByRole('button', { name: 'Delete comment' }).click();
  await expect(friendComments.getByText(replyText)).toHaveCount(0);
  // Focus does not fall to the page's body with it: the thread's heading takes it, as it was
  // the only comment (docs/decisions/092).
  await expect(friendComments.getByRole('heading', { name: 'Comments (0)' })).toBeFocused();
  await author.page.reload();
  await expect(mine.getByRole('button', { name: '0 replies' })).toBeVisible();

  // The author deletes the thought: gone from My Echo and from the Community screen.
  await mine.getByRole('button', { name: 'Delete' }).click();
  await mine.getByRole('button', { name: 'Delete thought' }).click();
  await expect(author.page.getByText('You have not shared a thought yet.')).toBeVisible();
  await expect(author.page.getByRole('heading', { name: 'Your thoughts' })).toBeFocused();
  await friend.page.goto('/thoughts');
  const panel = thoughtsPanel(friend.page);
  // The list has loaded (other tests' thoughts, or none at all).
  await expect(
    panel
      .getByRole('article')
      .first()
      .or(panel.getByLabel('Thoughts', { exact: true }).getByText('No thoughts found.')),
  ).toBeVisible();
  await expect(thoughtsPanel(friend.page).getByText(thoughtText)).toHaveCount(0);

  await author.close();
  await friend.close();
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
  await signInAs(page, 'back', person.seed);
  await page.goto('/');
  await openMyEcho(page);
  await expect(page.getByText('You have not shared a thought yet.')).toBeVisible();
  await context.close();
});

test('a reply in a thread someone joined shows on their My Echo; opening it marks it seen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await userPage(browser, 'asker');
  const friend = await userPage(browser, 'joiner');
  const thoughtText = `Is it normal to feel this restless ${Date.now().toString(36)}`;
  const friendText = `It is, and rest helps a little ${Date.now().toString(36)}`;
  const answerText = `Thank you for saying so, truly ${Date.now().toString(36)}`;
  const thoughtId = await postThoughtThroughApi(author.page, thoughtText);
  await commentThroughApi(friend.page, thoughtId, friendText);
  await commentThroughApi(author.page, thoughtId, answerText);

  // A fresh load of My Echo, as after a notification.
  await friend.page.goto('/me');
  const joined = friend.page.getByRole('region', { name: 'New replies in threads you joined' });
  const thread = joined.getByRole('article', { name: 'Thread in Anxiety' });
  await expect(thread).toContainText(thoughtText);
  await expect(thread.getByText('1 new reply')).toBeVisible();
  await thread.getByRole('button', { name: 'Read the replies' }).click();
  const comments = thread.getByRole('region', { name: 'Comments' });
  await expect(comments).toContainText(answerText);
  // The comments speak English here too, not message ids.
  await expect(comments.getByRole('button', { name: 'Post Comment' })).toBeVisible();
  await expect(thread.getByText('1 new reply')).toHaveCount(0);

  await friend.page.reload();
  await expect(joined.getByText('No new replies in the threads you commented in.')).toBeVisible();

  await author.close();
  await friend.close();
});
