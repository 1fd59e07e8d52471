import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ENV } from './fixtures/e2e-env';
import {
  commentThroughApi,
  nav,
  openLiveThread,
  openThought,
  postThoughtThroughApi,
  signInAs,
  thoughtsPanel,
  unique,
  userPage,
} from './fixtures/people';
import { ADMIN_SEED, ownOrigin } from './fixtures/test-wallet';

/** The README's pictures of the console, retaken only on request (`SCREENSHOTS=1`). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `docs/moderation/${name}.png` });
}

/** A new person reports the comment and the thought through the API. */
async function reportThroughApi(browser: Browser, thoughtId: string, commentId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'reporter');
  for (const path of [`/api/comments/${commentId}/report`, `/api/thoughts/${thoughtId}/report`]) {
    const response = await page.request.patch(path, { headers: ownOrigin(), data: {} });
    expect(response.status(), await response.text()).toBe(200);
  }
  await context.close();
}

// The two tests share nothing but the admin wallet: they may run side by side.
test.describe.configure({ mode: 'parallel' });

async function openConsole(page: Page, tab: 'Queue' | 'Payouts' | 'Audit log') {
  await nav(page).getByRole('link', { name: 'Moderation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('a staff wallet restores a reported thought, suspends and removes a comment author', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const poster = await userPage(browser, 'poster');
  const troll = await userPage(browser, 'troll');
  const thought = `A quiet evening thought ${unique()}`;
  const reply = `That is a silly thing to feel ${unique()}`;
  const thoughtId = await postThoughtThroughApi(poster.page, thought);
  const commentId = await commentThroughApi(troll.page, thoughtId, reply);

  // Three people report both, the last in the thread: at the threshold the thought and the
  // comment are hidden, and the third reporter's open thread hears it at once (live events,
  // docs/decisions/024). The button that reads Reported is community.spec.ts's.
  await reportThroughApi(browser, thoughtId, commentId);
  await reportThroughApi(browser, thoughtId, commentId);
  const reporter = await userPage(browser, 'reporter');
  const thread = await openLiveThread(reporter.page, thought);
  const item = thread.comments.getByRole('listitem', { name: `Comment by ${troll.name}` });
  await item.getByRole('button', { name: 'Report' }).click();
  await expect(item).toHaveCount(0);
  await thread.card.getByRole('button', { name: 'Report' }).click();
  await expect(thread.card).toHaveCount(0);
  await reporter.close();
  await poster.page.goto('/thoughts');
  await expect(thoughtsPanel(poster.page).getByText(thought)).toHaveCount(0);

  // Everyone but staff gets the 404 page.
  await poster.page.goto('/moderation');
  await expect(poster.page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const admin = await userPage(browser, 'admin', { seed: ADMIN_SEED });
  await openConsole(admin.page, 'Queue');
  const queuedThought = admin.page
    .getByRole('article', { name: 'Queued thought' })
    .filter({ hasText: thought });
  const queuedComment = admin.page
    .getByRole('article', { name: 'Queued comment' })
    .filter({ hasText: reply });
  await expect(queuedThought).toContainText('Hidden by 3 reports');
  await expect(queuedComment).toContainText('Hidden by 3 reports');
  // Moderators see content, never identities.
  await expect(queuedComment).not.toContainText(troll.name);
  await screenshot(admin.page, 'queue');

  await queuedThought.getByRole('button', { name: 'Restore' }).press('Enter');
  await expect(queuedThought).toHaveCount(0);
  // Focus goes on to the item now in its place (the comment at least is still queued), not to
  // the page's body.
  await expect(admin.page.locator('article:focus')).toHaveAttribute(
    'aria-label',
    /^Queued (thought|comment)$/,
  );

  await queuedComment.getByRole('button', { name: 'Suspend author' }).click();
  const suspend = admin.page.getByRole('dialog', { name: 'Suspend this author?' });
  await suspend.getByLabel('Duration').selectOption('1 day');
  await suspend.getByLabel('Reason').fill('Belittling people who reach out');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.page.getByText(/Author suspended until/)).toBeVisible();

  await queuedComment.getByRole('button', { name: 'Remove' }).click();
  const confirm = admin.page.getByRole('alertdialog', { name: 'Remove this comment for good?' });
  await confirm.getByRole('button', { name: 'Remove' }).press('Enter');
  await expect(queuedComment).toHaveCount(0);
  // The next item, or "nothing to review" after the last.
  await expect(admin.page.locator('article:focus, p:focus')).toHaveCount(1);

  // The restored thought is public again; the removed comment is gone for good.
  const { comments } = await openThought(poster.page, thought);
  await expect(comments.getByText(reply)).toHaveCount(0);

  // The suspended author sees why, instead of forms that fail, and a write is refused.
  await troll.page.goto('/thoughts');
  await expect(troll.page.getByText(/Your account is suspended until/)).toBeVisible();
  await expect(troll.page.getByRole('region', { name: 'Share Anonymous Thought' })).toContainText(
    'Posting is paused for your account',
  );
  const refused = await troll.page.evaluate(async () => {
    const response = await fetch('/api/echo/daily-login', { method: 'POST' });
    return { status: response.status, body: (await response.json()) as { error: string } };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toMatch(/^Your account is suspended until .+\.$/);

  await openConsole(admin.page, 'Audit log');
  const log = admin.page.getByRole('table', { name: 'Audit log' });
  await expect(
    log.getByRole('row').filter({ hasText: 'Restored a thought' }).first(),
  ).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'Suspended an author' }).first(),
  ).toContainText('Belittling people who reach out');
  await expect(log.getByRole('row').filter({ hasText: 'Removed a comment' }).first()).toBeVisible();
  await screenshot(admin.page, 'audit-log');

  // The suspension still runs, so the log offers to lift it; lifted, the author may write again.
  const suspended = log.getByRole('row').filter({ hasText: 'Belittling people who reach out' });
  await suspended.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(admin.page.getByText('Suspension lifted')).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'Lifted a suspension' }).first(),
  ).toBeVisible();
  await expect(suspended.getByRole('button', { name: 'Lift suspension' })).toHaveCount(0);
  const me = await troll.page.evaluate(async () => {
    const response = await fetch('/api/auth/user');
    return (await response.json()) as { user: { suspendedUntil: string | null } };
  });
  expect(me.user.suspendedUntil).toBeNull();

  await Promise.all([poster.close(), troll.close(), admin.close()]);
});

const PERIOD_MS = 30 * 24 * 3600_000;

/** The instant the running period ends, from the configured start (periods last 30 days). */
function currentPeriodEnd(now = Date.now()): number {
  const start = Date.parse(E2E_ENV.LEADERBOARD_START);
  return start + Math.floor((now - start) / PERIOD_MS + 1) * PERIOD_MS;
}

// A real 64-byte signature, base58, as a wallet returns it for a transfer.
const TX =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

test('a winner goes from pending review to paid, with the transaction on the explorer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await userPage(browser, 'admin', { seed: ADMIN_SEED });
  const winner = await userPage(browser, 'winner');
  const thought = `Grateful for small mercies ${unique()}`;
  const thoughtId = await postThoughtThroughApi(admin.page, thought);
  await commentThroughApi(winner.page, thoughtId, `Me too, thank you for sharing ${unique()}`);
  const { comments } = await openThought(admin.page, thought);
  const picked = comments.getByRole('listitem', { name: `Comment by ${winner.name}` });
  await picked.getByRole('button', { name: 'Staff Pick' }).click();
  await expect(picked.getByText('⭐ Staff Pick')).toBeVisible();

  // The cron fires just after the period ends: the rollover records its top three.
  const fired = await request.get(`/cdn-cgi/local/scheduled?time=${currentPeriodEnd() + 60_000}`);
  expect(fired.status()).toBe(200);

  await admin.page.goto('/');
  await openConsole(admin.page, 'Payouts');
  const card = admin.page.getByRole('article', { name: `Payout to ${winner.name}` });
  await expect(card).toContainText('Pending review');
  await expect(card).toContainText('Staff picks 20');
  await screenshot(admin.page, 'payouts');
  // With the keyboard, each step's control gives way to the next, which takes focus.
  await card.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(card).toContainText('Approved, not paid yet');
  const signature = card.getByLabel('Transaction signature');
  await expect(signature).toBeFocused();

  await signature.fill('this is not a signature');
  await card.getByRole('button', { name: 'Mark paid' }).press('Enter');
  await expect(card).toContainText('That is not a Solana transaction signature');
  await expect(card).toContainText('Approved, not paid yet');
  // Back on the field, which says what is wrong.
  await expect(signature).toBeFocused();
  await expect(signature).toHaveAccessibleDescription(
    'That is not a Solana transaction signature (base58, 64 bytes).',
  );
  await signature.fill(TX);
  await card.getByRole('button', { name: 'Mark paid' }).press('Enter');
  await expect(card).toContainText('Paid');
  const link = card.getByRole('link', { name: 'View transaction on Solana Explorer' });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', `https://explorer.solana.com/tx/${TX}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // The audit log at 200% zoom: the signature in its note breaks, nothing scrolls sideways.
  await admin.page.setViewportSize({ width: 640, height: 800 });
  await admin.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.page.getByRole('table')).toContainText(TX.slice(0, 12));
  expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    640,
  );

  await Promise.all([admin.close(), winner.close()]);
});
