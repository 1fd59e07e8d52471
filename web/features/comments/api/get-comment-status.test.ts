import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer } from '../../../test/render';
import { getCommentStatus } from './get-comment-status';

afterEach(() => vi.unstubAllGlobals());

test("a failure reads 'Failed to fetch comment upvote status'", async () => {
  fakeServer({ 'GET /api/echo/comment-status/c1': { status: 500, body: { error: 'boom' } } });
  await expect(getCommentStatus('c1')).rejects.toThrow('Failed to fetch comment upvote status');
});

test('answers the status for the comment asked about', async () => {
  const status = {
    helpfulCount: 1,
    funnyCount: 2,
    hasUpvotedHelpful: false,
    hasUpvotedFunny: true,
    canUpvote: true,
    onCooldown: false,
    cooldownRemainingMs: 0,
  };
  fakeServer({ 'GET /api/echo/comment-status/c1': { body: status } });
  await expect(getCommentStatus('c1')).resolves.toEqual(status);
});
