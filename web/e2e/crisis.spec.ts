import { expect, test, type Page } from '@playwright/test';
import {
  composer,
  openThought,
  postThought,
  signInFresh,
  thoughtsPanel,
  unique,
} from './fixtures/people';

const HELD_MESSAGE = 'A moderator will look at your post.';

async function submitThought(page: Page, content: string) {
  await composer(page).getByLabel('Your thought').fill(content);
  await composer(page).getByLabel('Category').selectOption('Family');
  await composer(page).getByRole('button', { name: 'Post Thought' }).click();
}

/** Posts an ordinary thought, opens it and returns its comments region. */
async function openOwnThoughtComments(page: Page) {
  const content = `Long week at home ${unique()}`;
  await postThought(page, content, 'Family');
  return (await openThought(page, content)).comments;
}

const helpBox = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByRole('complementary', { name: 'Need to talk to someone now?' });

/** The box's lines are the visitor's country's (help.spec.ts tests which); the directory is always there. */
async function expectHelp(box: ReturnType<typeof helpBox>) {
  await expect(box.getByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  await expect(box.getByRole('combobox', { name: 'Country' })).toBeVisible();
}

test('crisis language in a comment is met with the crisis-support box under the form', async ({
  page,
}) => {
  await signInFresh(page, 'commenter');
  const comments = await openOwnThoughtComments(page);
  await expect(helpBox(comments)).toHaveCount(0);
  const text = 'honestly I just want to end it all, nobody would miss me';
  await comments.getByLabel('Write a comment').fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  // Published as written, with the help right under it.
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  const box = helpBox(comments);
  await expectHelp(box);
  await expect(box.getByText(HELD_MESSAGE)).toHaveCount(0);
});

test('a thought that is a crisis and a threat is held: the poster sees help and the message, nobody sees the post', async ({
  page,
}) => {
  await signInFresh(page, 'held');
  const content = `kill my dad then myself ${unique()}`;
  await submitThought(page, content);
  const box = helpBox(composer(page));
  await expect(box.getByRole('status')).toHaveText(HELD_MESSAGE);
  await expectHelp(box);
  await expect(composer(page).getByLabel('Your thought')).toHaveValue('');
  await expect(thoughtsPanel(page).getByText(content)).toHaveCount(0);
  // Not a client-side omission: the server lists it nowhere.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thoughts & Community' })).toBeVisible();
  await expect(thoughtsPanel(page).getByRole('article').first()).toBeVisible();
  await expect(thoughtsPanel(page).getByText(content)).toHaveCount(0);
});

test('a comment that is a crisis and a threat is held: help and the message, not listed', async ({
  page,
}) => {
  await signInFresh(page, 'heldcomment');
  const comments = await openOwnThoughtComments(page);
  const text = `kill my dad then myself ${unique()}`;
  await comments.getByLabel('Write a comment').fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  const box = helpBox(comments);
  await expect(box.getByRole('status')).toHaveText(HELD_MESSAGE);
  await expectHelp(box);
  await expect(comments.getByLabel('Write a comment')).toHaveValue('');
  await expect(comments.getByText(text)).toHaveCount(0);
});
