import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { VOTER_DAILY_CAPS } from '../../schema/constants';
import { periodPoints, pointsLedger, users } from '../../schema/tables';
import { buildUser, testDb, unique } from '../test/factories';
import { awardPoints, type Award } from './points';

const DAY_1 = Date.parse('2031-03-10T08:00:00.000Z');
const DAY_2 = Date.parse('2031-03-11T00:00:00.000Z');
// Period numbers far from anything other tests in this file use, so period rows never collide.
const PERIOD = 7001;

async function echoPointsOf(userId: string) {
  const rows = await testDb()
    .select({ points: users.echoPoints })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.points;
}

async function periodTotal(userId: string, periodNumber: number) {
  const rows = await testDb()
    .select()
    .from(periodPoints)
    .where(and(eq(periodPoints.userId, userId), eq(periodPoints.periodNumber, periodNumber)));
  return rows[0] ?? null;
}

function voteAward(voterId: string, authorId: string, points: number, now = DAY_1): Award {
  return {
    awardKey: unique('helpful_comment'),
    userId: authorId,
    rule: 'helpful_comment',
    points,
    sourceUserId: voterId,
    periodNumber: null,
    isPublic: true,
    now,
  };
}

test('awardPoints grants once and moves the ledger, the total and the period total together', async () => {
  const author = await buildUser();
  const award: Award = {
    awardKey: unique('staff_pick'),
    userId: author.id,
    rule: 'staff_pick',
    points: 20,
    sourceUserId: null,
    periodNumber: PERIOD,
    isPublic: true,
    now: DAY_1,
  };

  expect(await awardPoints(testDb(), award)).toBe(true);
  expect(await awardPoints(testDb(), award)).toBe(false);

  expect(await echoPointsOf(author.id)).toBe(20);
  expect(await periodTotal(author.id, PERIOD)).toMatchObject({ points: 20, reachedAt: DAY_1 });
  const ledger = await testDb()
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.awardKey, award.awardKey));
  expect(ledger).toHaveLength(1);
  expect(ledger[0]).toMatchObject({ userId: author.id, points: 20, utcDay: '2031-03-10' });
});

test('awardPoints under 10 concurrent identical awards grants exactly once', async () => {
  const author = await buildUser();
  const award: Award = {
    awardKey: unique('funny_comment'),
    userId: author.id,
    rule: 'funny_comment',
    points: 5,
    sourceUserId: (await buildUser()).id,
    periodNumber: PERIOD,
    isPublic: true,
    now: DAY_1,
  };

  const results = await Promise.all(Array.from({ length: 10 }, () => awardPoints(testDb(), award)));

  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await echoPointsOf(author.id)).toBe(5);
  expect((await periodTotal(author.id, PERIOD))?.points).toBe(5);
  const ledger = await testDb()
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.awardKey, award.awardKey));
  expect(ledger).toHaveLength(1);
});

test('awardPoints adds to an existing period total and moves reached_at to the latest award', async () => {
  const author = await buildUser();
  const base = {
    userId: author.id,
    sourceUserId: null,
    periodNumber: PERIOD,
    isPublic: true,
  } as const;
  await awardPoints(testDb(), {
    ...base,
    awardKey: unique('daily_login'),
    rule: 'daily_login',
    points: 1,
    now: DAY_1,
  });
  await awardPoints(testDb(), {
    ...base,
    awardKey: unique('staff_pick'),
    rule: 'staff_pick',
    points: 20,
    now: DAY_1 + 5000,
  });

  expect(await periodTotal(author.id, PERIOD)).toMatchObject({
    points: 21,
    reachedAt: DAY_1 + 5000,
  });
});

test('awardPoints outside a period changes the total but writes no period total', async () => {
  const author = await buildUser();
  const granted = await awardPoints(testDb(), voteAward((await buildUser()).id, author.id, 10));

  expect(granted).toBe(true);
  expect(await echoPointsOf(author.id)).toBe(10);
  const rows = await testDb().select().from(periodPoints).where(eq(periodPoints.userId, author.id));
  expect(rows).toEqual([]);
});

test('awardPoints caps one voter at 30 upvote points to one author per UTC day', async () => {
  const voter = await buildUser();
  const author = await buildUser();
  const db = testDb();

  expect(await awardPoints(db, voteAward(voter.id, author.id, 10))).toBe(true);
  expect(await awardPoints(db, voteAward(voter.id, author.id, 10))).toBe(true);
  expect(await awardPoints(db, voteAward(voter.id, author.id, 5))).toBe(true);
  // 25 so far: 10 more would pass the cap, 5 exactly reaches it.
  expect(await awardPoints(db, voteAward(voter.id, author.id, 10))).toBe(false);
  expect(await awardPoints(db, voteAward(voter.id, author.id, 5))).toBe(true);
  expect(await awardPoints(db, voteAward(voter.id, author.id, 2))).toBe(false);

  expect(await echoPointsOf(author.id)).toBe(VOTER_DAILY_CAPS.upvotes);
});

test('the voter cap is per voter, per author and per UTC day', async () => {
  const voter = await buildUser();
  const otherVoter = await buildUser();
  const author = await buildUser();
  const otherAuthor = await buildUser();
  const db = testDb();
  for (let i = 0; i < 3; i += 1) await awardPoints(db, voteAward(voter.id, author.id, 10));
  expect(await awardPoints(db, voteAward(voter.id, author.id, 10))).toBe(false);

  expect(await awardPoints(db, voteAward(otherVoter.id, author.id, 10))).toBe(true);
  expect(await awardPoints(db, voteAward(voter.id, otherAuthor.id, 10))).toBe(true);
  expect(await awardPoints(db, voteAward(voter.id, author.id, 10, DAY_2))).toBe(true);
  expect(await echoPointsOf(author.id)).toBe(50);
});

test('awards without a voter (system awards) are not capped', async () => {
  const author = await buildUser();
  for (let i = 0; i < 3; i += 1) {
    const granted = await awardPoints(testDb(), {
      awardKey: unique('staff_pick'),
      userId: author.id,
      rule: 'staff_pick',
      points: 20,
      sourceUserId: null,
      periodNumber: null,
      isPublic: true,
      now: DAY_1,
    });
    expect(granted).toBe(true);
  }
  expect(await echoPointsOf(author.id)).toBe(60);
});
