import { expect, test } from 'vitest';
import { TIMINGS } from '../../schema/constants';
import { commentUpvoteAward, dailyLoginAward, likeAward, staffPickAward } from './awards';

const START = Date.parse('2030-01-01T00:00:00.000Z');
const IN_PERIOD_2 = { leaderboardStart: START, now: START + TIMINGS.periodMs + 5_000 };
const comment = { id: 'comment-1', authorId: 'author-1' };

test('a like pays the thought author 2 points once per liker, voter-capped', () => {
  expect(likeAward({ id: 'thought-1', authorId: 'author-1' }, 'liker-1', IN_PERIOD_2)).toEqual({
    awardKey: 'upvote_received:thought-1:liker-1',
    userId: 'author-1',
    rule: 'upvote_received',
    points: 2,
    sourceUserId: 'liker-1',
    periodNumber: 2,
    isPublic: false,
    now: IN_PERIOD_2.now,
  });
});

test('liking your own thought awards nothing', () => {
  expect(likeAward({ id: 'thought-1', authorId: 'me' }, 'me', IN_PERIOD_2)).toBeNull();
});

test('helpful and funny upvotes pay 10 and 5 under their own keys', () => {
  expect(commentUpvoteAward(comment, 'voter-1', 'helpful', IN_PERIOD_2)).toMatchObject({
    awardKey: 'helpful_comment:comment-1:voter-1',
    rule: 'helpful_comment',
    points: 10,
    userId: 'author-1',
    sourceUserId: 'voter-1',
  });
  expect(commentUpvoteAward(comment, 'voter-1', 'funny', IN_PERIOD_2)).toMatchObject({
    awardKey: 'funny_comment:comment-1:voter-1',
    rule: 'funny_comment',
    points: 5,
  });
});

test('a staff pick pays 20 once per comment and is not a capped vote', () => {
  expect(staffPickAward(comment, IN_PERIOD_2)).toMatchObject({
    awardKey: 'staff_pick:comment-1',
    rule: 'staff_pick',
    points: 20,
    sourceUserId: null,
  });
});

test('the daily login is keyed by the UTC day', () => {
  expect(
    dailyLoginAward('user-1', { leaderboardStart: START, now: Date.parse('2030-01-05T23:59:59Z') }),
  ).toMatchObject({ awardKey: 'daily_login:user-1:2030-01-05', points: 1, sourceUserId: null });
});

test('awards count toward no period before the start or without a competition', () => {
  expect(dailyLoginAward('user-1', { leaderboardStart: START, now: START - 1 }).periodNumber).toBe(
    null,
  );
  expect(dailyLoginAward('user-1', { leaderboardStart: null, now: START }).periodNumber).toBe(null);
  expect(dailyLoginAward('user-1', { leaderboardStart: START, now: START }).periodNumber).toBe(1);
});
